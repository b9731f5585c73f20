import { expect, test } from '@playwright/test';

// The extractive site imports e2e/fixtures/quillmark as the collection "quillmark" before it starts
// (playwright.config.ts): a page with a table, a callout, code and links, in English and Arabic;
// its title is given in English and Arabic.

test('an imported collection has its own section and list page, and is not among the author\'s articles', async ({ page }) => {
  await page.goto('/en');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Quillmark manual' }).click();
  await expect(page).toHaveURL(/\/en\/docs\/quillmark$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quillmark manual');
  await expect(page.locator('[data-entry]')).toHaveCount(2);
  await page.goto('/en/articles');
  await expect(page.locator('main')).not.toContainText('Quillmark');
  // Before collections, documentation pages were articles: their old address leads to the page.
  await page.goto('/en/articles/quillmark-guide');
  await expect(page).toHaveURL(/\/en\/docs\/quillmark\/guide$/);
});

// Issue 32: the collection's name in the menu is the reader's language's when the author gave it,
// else the author's English one, marked as English (lang, and its own direction) in an RTL page.
test('the collection\'s title in the menu: Arabic on /ar, the English one marked as English on /fa', async ({ page }) => {
  await page.goto('/ar');
  const arabic = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'دليل Quillmark' });
  await expect(arabic).not.toHaveAttribute('lang');
  await arabic.click();
  await expect(page).toHaveURL(/\/ar\/docs\/quillmark$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('دليل Quillmark');
  await page.goto('/fa');
  const english = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quillmark manual' });
  await expect(english).toHaveAttribute('lang', 'en');
  expect(await english.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
});

test('a documentation page: GFM table, callout, links rewritten to the site, and a link to a missing file is text', async ({ page }) => {
  await page.goto('/en/docs/quillmark/index');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quillmark manual');
  await expect(page.getByRole('link', { name: 'Configuration' })).toHaveAttribute('href', '/en/docs/quillmark/guide#configuration');
  await expect(page.locator('main')).toContainText('Release notes (a page that was not imported)');
  await expect(page.getByRole('link', { name: 'Release notes' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Configuration' }).click();
  await expect(page).toHaveURL(/\/en\/docs\/quillmark\/guide#configuration$/);
  await expect(page.locator('h2#configuration')).toHaveText('Configuration');
  await expect(page.getByRole('table').getByRole('cell', { name: 'inner margin in millimetres' })).toBeVisible();
  const callout = page.locator('aside.callout[data-callout="tip"]');
  await expect(callout.locator('.callout-title')).toHaveText('Dry run first');
  await expect(page.locator('main')).not.toContainText('///');
});

test('in an Arabic page the text is right-to-left and code stays left-to-right', async ({ page }) => {
  await page.goto('/ar/docs/quillmark/guide');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('دليل التجليد');
  const direction = (selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).direction);
  expect(await direction('.prose-entry p')).toBe('rtl');
  expect(await direction('.prose-entry pre')).toBe('ltr');
  expect(await direction('.prose-entry p code')).toBe('ltr');
  // The code block's text starts at the left edge, as code does.
  const box = await page.locator('.prose-entry pre').first().boundingBox();
  const code = await page.locator('.prose-entry pre code').first().boundingBox();
  expect(code!.x - box!.x).toBeLessThan(box!.width / 2);
  await expect(page.getByRole('link', { name: 'الدليل' })).toHaveAttribute('href', '/ar/docs/quillmark/index');
  await expect(page.locator('h2#configuration')).toHaveText('الإعدادات');
});
