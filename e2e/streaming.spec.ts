import { expect, test } from '@playwright/test';

// Site whose model is the scripted OpenAI-compatible server: it streams two quoted sentences,
// one word every 120 ms, so the gate's sentence-by-sentence release is visible.

test('a streamed answer arrives sentence by sentence', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('textbox').fill('What did Darya build for the Golestan Manuscript Library archive?');
  await page.getByRole('button', { name: 'Ask' }).click();
  const answer = page.locator('[data-role="assistant"]').last();
  const paragraph = answer.getByTestId('answer-paragraph').first();

  // The first sentence is visible, whole, while the answer is still streaming…
  await expect(paragraph).toHaveText(/\p{L}.*[.!?]$/u);
  await expect(answer).toHaveAttribute('data-outcome', 'streaming');
  const first = await paragraph.textContent();
  // …and the second arrives later as a whole sentence, never word by word.
  await expect(answer).toHaveAttribute('data-outcome', 'answered', { timeout: 30_000 });
  const full = await answer.getByTestId('answer-paragraph').allTextContents();
  expect(full.join(' ').startsWith(first!)).toBe(true);
  expect(full.join(' ').length).toBeGreaterThan(first!.length);
  expect(full.join(' ')).not.toMatch(/\[S\d+\]/);
  await expect(answer.getByTestId('sources').getByRole('link').first()).toBeVisible();
  await expect(answer.getByTestId('quoting')).toHaveCount(0);
});

test('Chinese sentences are joined without a space after the full stop', async ({ page }) => {
  await page.goto('/zh');
  await page.getByRole('textbox').fill('她提供哪些服务？');
  await page.getByRole('button', { name: '提问', exact: true }).click();
  const answer = page.locator('[data-role="assistant"]').last();
  await expect(answer).toHaveAttribute('data-outcome', 'answered', { timeout: 30_000 });
  const text = (await answer.getByTestId('answer-paragraph').allTextContents()).join('\n');
  // Two quoted sentences in one paragraph, the first a Chinese one: its 。 is followed directly by the next.
  expect(text).toMatch(/[\p{Script=Han}]。\S/u);
  expect(text).not.toMatch(/[。！？] /u);
});
