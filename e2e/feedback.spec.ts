import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 25, end to end on the extractive site: a visitor votes on an answer and on a refusal in
 * English and in German (mouse and keyboard); the privacy notice says what is kept and for how
 * long in the reader's language; the author signs in, sees the votes and the refused question
 * with its e-mail address removed, grouped under its topic ("sourdough", shared with another
 * refused question), follows "write an entry about this", publishes, and the same question is
 * then answered. Last, the dashboard's charts are captured in a screenshot (phone width).
 * Run on a fresh data folder (scripts/test.sh removes .data/e2e-extractive first).
 */
const EMAIL = 'author@example.com';
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-author-password';
const ANSWERABLE_EN = 'What did Darya build for the Golestan Manuscript Library archive?';
const REFUSED_EN = 'Does Darya bake sourdough bread? My address is visitor@example.com';
const KEPT_EN = 'Does Darya bake sourdough bread? My address is [address]';
const SECOND_EN = 'Which sourdough starter does Darya keep?';
const ANSWERABLE_DE = 'Was hat Darya für das Archiv der Golestan-Handschriftenbibliothek gebaut?';
const REFUSED_DE = 'Backt Darya Sauerteigbrot? Antwort bitte an besucher@example.com';
const KEPT_DE = 'Backt Darya Sauerteigbrot? Antwort bitte an [address]';

async function ask(page: Page, question: string) {
  const input = page.locator('#chat-question');
  await input.fill(question);
  await input.press('Enter');
  const turn = page.locator('[data-role="assistant"]').last();
  await expect(turn).not.toHaveAttribute('data-outcome', 'streaming', { timeout: 30_000 });
  return turn;
}

test('visitors vote in two languages; the author reads the kept question, writes the entry, and the question is answered', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en');
  await expect(page.getByTestId('privacy-notice')).toContainText('kept for the author for 30 days');
  await expect(page.getByTestId('privacy-notice')).toContainText('e-mail addresses, phone numbers and links removed');

  // English: a vote on an answer (mouse) …
  let turn = await ask(page, ANSWERABLE_EN);
  await expect(turn).toHaveAttribute('data-outcome', 'answered');
  const helpful = turn.getByRole('button', { name: 'Helpful', exact: true });
  await helpful.click();
  await expect(turn.getByTestId('feedback-status')).toHaveText('Thank you: your vote is recorded. You can change it.');
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  // … and on a refusal (keyboard only): not helpful, reason "should have answered".
  turn = await ask(page, REFUSED_EN);
  await expect(turn).toHaveAttribute('data-outcome', 'refused');
  await turn.getByRole('button', { name: 'Not helpful' }).focus();
  await page.keyboard.press('Enter');
  await expect(turn.getByTestId('feedback')).toHaveAttribute('data-vote', 'not-helpful');
  await expect(turn.getByRole('group', { name: 'What was wrong? (optional)' })).toBeVisible();
  await turn.getByRole('radio', { name: 'It should have answered' }).focus();
  await page.keyboard.press('Space');
  await expect(turn.getByRole('radio', { name: 'It should have answered' })).toBeChecked();
  await turn.getByRole('button', { name: 'Send reason' }).focus();
  await page.keyboard.press('Enter');
  await expect(turn.getByTestId('feedback-status')).toHaveText('Thank you: your vote is recorded. You can change it.');
  // Another refused question on the same topic (kept without a vote).
  turn = await ask(page, SECOND_EN);
  await expect(turn).toHaveAttribute('data-outcome', 'refused');

  // German: the reasons and the notice in the reader's language.
  await page.goto('/de');
  await page.getByTestId('new-conversation').click();
  await expect(page.getByTestId('privacy-notice')).toContainText('30 Tage lang für die Autorin aufbewahrt');
  turn = await ask(page, ANSWERABLE_DE);
  await expect(turn).toHaveAttribute('data-outcome', 'answered');
  await turn.getByRole('button', { name: 'Hilfreich', exact: true }).click();
  await expect(turn.getByTestId('feedback-status')).toHaveText('Danke: Ihre Bewertung ist gespeichert. Sie können sie ändern.');
  turn = await ask(page, REFUSED_DE);
  await expect(turn).toHaveAttribute('data-outcome', 'refused');
  await turn.getByRole('button', { name: 'Nicht hilfreich' }).click();
  await turn.getByRole('radio', { name: 'Etwas anderes' }).check();
  await turn.getByLabel('In wenigen Worten (optional)').fill('Bitte über Brot schreiben, Antwort an besucher@example.com');
  await turn.getByRole('button', { name: 'Grund senden' }).click();
  await expect(turn.getByTestId('feedback-status')).toHaveText('Danke: Ihre Bewertung ist gespeichert. Sie können sie ändern.');

  // The author signs in and reads the Questions page.
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'Questions' }).click();
  const topics = page.getByTestId('gaps-by-topic');
  const sourdough = topics.locator('[data-topic="sourdough"]');
  await expect(sourdough.getByTestId('gap-question')).toHaveText([SECOND_EN, KEPT_EN]);
  await expect(sourdough.locator('li', { hasText: KEPT_EN }).getByTestId('gap-why')).toHaveText('Below the similarity threshold · voted not helpful (should have answered)');
  await expect(topics.locator('li', { hasText: KEPT_DE })).toContainText('voted not helpful (other)');
  await expect(topics.locator('li', { hasText: KEPT_DE })).toContainText('Bitte über Brot schreiben, Antwort an [address]');
  for (const section of ['gaps-by-topic', 'gaps-by-entry']) {
    await expect(page.getByTestId(section)).not.toContainText('visitor@example.com');
    await expect(page.getByTestId(section)).not.toContainText('besucher@example.com');
  }
  // Answers voted helpful are not kept.
  await expect(page.getByTestId('gap-question').filter({ hasText: 'Golestan' })).toHaveCount(0);

  // "Write an entry about this": the new entry's title holds the question; the author publishes.
  await sourdough.locator('li', { hasText: KEPT_EN }).getByRole('link', { name: 'Write an entry about this' }).click();
  await expect(page).toHaveURL(/\/admin\/entries\/new\?question=/);
  await expect(page.getByTestId('asked-question')).toContainText(KEPT_EN);
  await expect(page.getByLabel('Title')).toHaveValue(KEPT_EN);
  await page.getByLabel('Title').fill('Sourdough bread');
  await page.locator('input[name="slug"]').fill('sourdough-bread');
  await page.getByLabel('Summary').fill('Darya bakes sourdough bread at home.');
  await page.getByLabel('Body (Markdown)').fill('Darya bakes sourdough bread every weekend, from a rye starter she has kept since 2019.');
  await page.getByLabel('Published').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('[data-status="ok"]')).toContainText('re-indexed');

  // The same question is now answered, from the new entry.
  await page.goto('/en');
  await page.getByTestId('new-conversation').click();
  turn = await ask(page, REFUSED_EN);
  await expect(turn).toHaveAttribute('data-outcome', 'answered');
  await expect(turn).toContainText('sourdough bread');
  await expect(turn.getByTestId('sources')).toContainText('Sourdough bread');

  // The dashboard at phone width: the votes and the charts.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('vote-totals')).toContainText('2 helpful, 2 not helpful');
  for (const id of ['chart-per-day', 'chart-refusals', 'chart-spend', 'chart-votes', 'chart-confidence-votes']) {
    const img = page.getByTestId(id);
    await expect(img).toBeVisible();
    // Rendered and no wider than the phone's screen.
    expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && el.getBoundingClientRect().width <= 390)).toBe(true);
  }
  expect(await page.getByTestId('charts').evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= 390)).toBe(true);
  await page.getByTestId('charts').screenshot({ path: 'test-results/dashboard-charts-390.png' });
});
