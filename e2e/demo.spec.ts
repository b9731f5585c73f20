import { expect, test, type Page } from '@playwright/test';

// The "with and without sources" page. In the `model` project the site's model is the scripted
// OpenAI-compatible server (e2e/support/scripted-provider.ts): with no sources it answers with
// invented claims, which the gate withholds; GET /v1/scripted/counts says how many calls it got.
// In the `extractive` project no model is configured.

const PROVIDER = `http://127.0.0.1:${Number(process.env.E2E_PORT_BASE ?? 3100) + 99}/v1`;
const COVERED = { en: 'What did Darya build for the Golestan Manuscript Library archive?', fa: 'دریا برای آرشیو کتابخانهٔ نسخه‌های خطی گلستان چه ساخت؟' };

async function ask(page: Page, question: string) {
  await page.locator('#demo-question').fill(question);
  await page.getByTestId('demo').locator('form button[type="submit"]').click();
}

test.describe('with a model', () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'model', 'needs the scripted model'));

  for (const locale of ['en', 'fa'] as const) {
    test(`${locale}: the ungrounded column shows its withheld sentences by reason and count, never their text`, async ({ page }) => {
      await page.goto(`/${locale}/demo`);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'fa' ? 'rtl' : 'ltr');
      // The kept conversation is on this page too, as on every page.
      await expect(page.getByTestId('chat')).toBeVisible();
      await ask(page, COVERED[locale]);
      const grounded = page.getByTestId('demo-grounded');
      const ungrounded = page.getByTestId('demo-ungrounded');
      await expect(grounded).toHaveAttribute('data-outcome', 'answered', { timeout: 30_000 });
      await expect(ungrounded).toHaveAttribute('data-outcome', 'withheld', { timeout: 30_000 });
      await expect(grounded.getByTestId('demo-paragraph').first()).toBeVisible();
      await expect(grounded.getByTestId('demo-sources').getByRole('link').first()).toBeVisible();
      // The grounded column cites as the chat does: a chip per sentence, linking to the passage.
      const chip = grounded.locator('a.cite-chip').first();
      await expect(chip).toHaveAttribute('data-citation', '1');
      await expect(chip).toHaveAttribute('href', /#.*:~:text=/);

      const withheld = ungrounded.getByTestId('demo-withheld');
      await expect(withheld).toHaveCount(3);
      await expect(withheld.nth(0)).toHaveAttribute('data-reasons', 'marker-missing');
      await expect(withheld.nth(2)).toHaveAttribute('data-reasons', 'marker-out-of-range value-unsupported engagement-or-private');
      const audit = ungrounded.getByTestId('demo-audit');
      await expect(audit).toHaveAttribute('data-withheld', '3');
      await expect(audit).toHaveAttribute('data-released', '1');
      await expect(audit.locator('[data-reason="marker-missing"]')).toHaveAttribute('data-count', '2');
      await expect(audit.locator('[data-reason="value-unsupported"]')).toHaveAttribute('data-count', '2');
      // The short sentence the gate let through is shown; the invented claims are not.
      await expect(ungrounded.getByTestId('demo-paragraph')).toHaveText(locale === 'fa' ? 'پاسخ کوتاه همین است.' : 'That is the short answer.');
      // (The page's footer may say where the author lives: only the demo's own text is read.)
      const body = await page.getByTestId('demo').innerText();
      for (const claim of ['Berlin', '900 euros', '14 engineers', 'برلین', '۹۰۰ یورو']) expect(body).not.toContain(claim);

      // Side by side at this width: in Persian the grounded column is on the right.
      const [g, u] = [await grounded.boundingBox(), await ungrounded.boundingBox()];
      expect(Math.abs(g!.y - u!.y)).toBeLessThan(2);
      expect(locale === 'fa' ? g!.x > u!.x : g!.x < u!.x).toBe(true);
    });
  }

  test('on a phone the two columns are stacked, the grounded one first', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/fa/demo');
    await ask(page, COVERED.fa);
    const [grounded, ungrounded] = [page.getByTestId('demo-grounded'), page.getByTestId('demo-ungrounded')];
    await expect(ungrounded).toHaveAttribute('data-outcome', 'withheld', { timeout: 30_000 });
    const [g, u] = [await grounded.boundingBox(), await ungrounded.boundingBox()];
    expect(u!.y).toBeGreaterThan(g!.y + g!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a refused question ends before the model in both columns (the provider saw no call)', async ({ page, request }) => {
    await page.goto('/en/demo');
    for (const [question, reason] of [['What are her hourly rates?', 'pattern-refusal'], ['How do I cook spaghetti carbonara?', 'threshold-refusal']] as const) {
      const before = await (await request.get(`${PROVIDER}/scripted/counts`)).json();
      await ask(page, question);
      await expect(page.getByTestId('demo-grounded')).toHaveAttribute('data-outcome', 'refused', { timeout: 30_000 });
      await expect(page.getByTestId('demo-grounded').locator('[data-notice="refused"]')).toBeVisible();
      // A fees question points to the author's contact, as in the chat; an off-topic one does not.
      await expect(page.getByTestId('demo-grounded').getByTestId('contact-link')).toHaveCount(reason === 'pattern-refusal' ? 1 : 0);
      const skipped = page.getByTestId('demo-ungrounded').getByTestId('demo-skipped');
      await expect(skipped).toHaveAttribute('data-reason', reason);
      await expect(page.getByTestId('demo-ungrounded').getByTestId('demo-withheld')).toHaveCount(0);
      expect(await (await request.get(`${PROVIDER}/scripted/counts`)).json(), question).toEqual(before);
    }
  });

  test('the header links to the page in the reader\'s language', async ({ page }) => {
    await page.goto('/fa');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'با منبع و بی‌منبع' }).click();
    await expect(page).toHaveURL(/\/fa\/demo$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('با منبع و بی‌منبع');
  });
});

test.describe('extractive mode', () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'extractive', 'needs a site without a model'));

  test('the page explains what a configured model would show and runs only the grounded column', async ({ page }) => {
    await page.goto('/en/demo');
    await expect(page.getByTestId('demo-extractive')).toContainText('With a model configured, the second column would show what the same model says with no sources');
    await ask(page, COVERED.en);
    await expect(page.getByTestId('demo-grounded')).toHaveAttribute('data-outcome', 'answered', { timeout: 30_000 });
    await expect(page.getByTestId('demo-grounded').getByTestId('demo-paragraph').first()).toBeVisible();
    await expect(page.getByTestId('demo-ungrounded').getByTestId('demo-skipped')).toHaveAttribute('data-reason', 'extractive');
    await expect(page.getByTestId('demo-ungrounded').getByTestId('demo-audit')).toHaveCount(0);
  });

  test('the sitemap lists the page in every language', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const l of ['en', 'fa', 'de', 'fr', 'es', 'pt', 'ru', 'ar', 'hi', 'zh']) expect(xml).toContain(`/${l}/demo</loc>`);
  });
});
