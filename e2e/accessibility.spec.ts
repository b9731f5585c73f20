import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, MIN_TEXT_CONTRAST, pseudoTextContrast } from './support/axe';

// Issue 32: axe-core's WCAG 2.2 A/AA rules (e2e/support/axe.ts) on every public page type in a
// left-to-right and a right-to-left locale, on the chat with an answer and its open citation (both
// directions), and on the phone sheet. The admin pages are checked in e2e/admin.spec.ts's tour of
// them. Zero violations everywhere.

/** Every public page type, by path under the locale (the article and the documentation pages exist in the e2e sites). */
const PAGE_TYPES = ['', '/cv', '/case-studies', '/articles', '/services', '/demo', '/docs', '/docs/quillmark', '/docs/quillmark/guide', '/no-such-page'] as const;

async function ask(page: Page, question: string) {
  const box = page.locator('#chat-question');
  await box.fill(question);
  await box.press('Enter');
  const answer = page.locator('[data-role="assistant"]').last();
  await expect(answer).not.toHaveAttribute('data-outcome', 'streaming', { timeout: 30_000 });
  return answer;
}

for (const locale of ['en', 'ar'] as const) {
  test(`every public page type has no WCAG 2.2 AA violation (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/articles`);
    const article = await page.locator('main a[href*="/articles/"]').first().getAttribute('href');
    expect(article).toBeTruthy();
    for (const path of [...PAGE_TYPES.map((p) => `/${locale}${p}`), article!]) {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expectAccessible(page, path);
    }
  });
}

const ASKED = { en: 'What did Darya build for the Golestan Manuscript Library archive?', ar: 'كم نجمة لدى Parsegar على GitHub؟' } as const;

for (const locale of ['en', 'ar'] as const) {
  test(`the chat with an answer and its open citation has no WCAG 2.2 AA violation (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}`);
    const answer = await ask(page, ASKED[locale]);
    await expect(answer).toHaveAttribute('data-outcome', 'answered');
    const chip = answer.locator('a[data-citation]').first();
    // The chip's number is CSS-drawn text (axe does not see it): its contrast, at rest and under the pointer (issue 32, kind 11).
    await page.mouse.move(0, 0);
    expect(await pseudoTextContrast(chip)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    await chip.hover();
    await expect(chip).toHaveCSS('color', 'rgb(255, 255, 255)');
    expect(await pseudoTextContrast(chip)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    await chip.focus();
    await expect(page.locator(`#${await chip.getAttribute('aria-describedby')}`)).toBeVisible();
    await expectAccessible(page, `/${locale} chat with an open citation`);
  });
}

test('the phone sheet with an answer has no WCAG 2.2 AA violation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fa/cv');
  await expectAccessible(page, '/fa/cv at 390 px, sheet closed');
  await page.getByTestId('chat-open').click();
  await expect(page.getByTestId('chat-dock')).toHaveAttribute('open', '');
  await ask(page, 'دریا برای آرشیو کتابخانهٔ نسخه‌های خطی گلستان چه ساخت؟');
  await expectAccessible(page, '/fa/cv at 390 px, sheet open with an answer');
});

test('the admin pages on the desktop have no WCAG 2.2 AA violation', async ({ page }) => {
  // Its own address (the outer of two trusted proxies): its sign-in does not count against the other tests' limit.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.32' });
  await page.goto('/admin/login');
  await expectAccessible(page, '/admin/login');
  await page.getByLabel('E-mail').fill('author@example.com');
  await page.getByLabel('Password').fill(process.env.E2E_ADMIN_PASSWORD ?? 'e2e-author-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const entry = await page.locator('[data-entry-row] a').first().getAttribute('href');
  for (const path of ['/admin', '/admin/entries/new', `${entry}?locale=fa`, '/admin/profile', '/admin/dashboard', '/admin/questions']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, path);
  }
});
