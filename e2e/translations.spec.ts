import { expect, test, type Page } from '@playwright/test';

/**
 * Outdated translations (issue 33): the author changes a number in an English body; the Persian
 * page says its translation is older than the English source and links it; the Persian chat
 * answers with the new number, quoted from the English source and marked; the editor marks the
 * Persian translation outdated with the source's changes; saving it clears the mark. The English
 * text is put back at the end (other specs quote it).
 */
const EMAIL = 'author@example.com';
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-author-password';
const SLUG = 'parsegar-open-source-maintainer';

async function signIn(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Opens the entry's editor on one language's tab. */
async function openEditor(page: Page, locale: 'en' | 'fa') {
  await page.goto('/admin');
  await page.locator(`[data-entry-row="${SLUG}"]`).getByRole('link').first().click();
  await page.getByRole('navigation', { name: 'Translations' }).getByRole('link', { name: new RegExp(`^${locale}\\b`) }).click();
  await expect(page).toHaveURL(new RegExp(`locale=${locale}`));
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('[data-status="ok"]')).toContainText('saved');
}

test('an edited English number outdates the Persian translation until the author saves it', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await openEditor(page, 'en');
  const body = page.getByLabel('Body (Markdown)');
  const original = await body.inputValue();
  expect(original).toContain('2,300 stars');
  await body.fill(original.replace('2,300 stars', '2,750 stars'));
  await save(page);

  try {
    // The Persian page: a notice that links the current English source.
    await page.goto('/fa/cv');
    const card = page.locator(`[data-entry="${SLUG}"]`);
    const notice = card.locator('[data-outdated="en"]');
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link')).toHaveAttribute('href', `/en/cv#${SLUG}`);
    await expect(page.locator('[data-outdated]')).toHaveCount(1);

    // The Persian chat answers from the English source, marked as English.
    const box = page.getByRole('textbox');
    await box.fill('Parsegar چند ستاره در GitHub داشت؟');
    await box.press('Enter');
    const answer = page.locator('[data-role="assistant"]').last();
    await expect(answer).toHaveAttribute('data-outcome', 'answered', { timeout: 30_000 });
    await expect(answer.locator('[data-testid="quote"][lang="en"]').first()).toContainText('2,750');
    await expect(answer).not.toContainText('2,300');

    // The dashboard and the entries list name it; the editor shows the source's changes.
    await page.goto('/admin/dashboard');
    await expect(page.locator(`[data-outdated="${SLUG}:fa"]`)).toBeVisible();
    await openEditor(page, 'fa');
    const outdated = page.getByTestId('translation-outdated');
    await expect(outdated).toBeVisible();
    await expect(outdated.locator('[data-diff="removed"]').first()).toContainText('2,300');
    await expect(outdated.locator('[data-diff="added"]').first()).toContainText('2,750');

    // Saving the Persian translation clears it.
    await save(page);
    await page.reload();
    await expect(page.getByTestId('translation-outdated')).toHaveCount(0);
    await page.goto('/fa/cv');
    await expect(page.locator(`[data-entry="${SLUG}"] [data-outdated]`)).toHaveCount(0);
  } finally {
    // Put the English text back, and confirm the Persian translation against it again.
    await openEditor(page, 'en');
    await page.getByLabel('Body (Markdown)').fill(original);
    await save(page);
    await openEditor(page, 'fa');
    await save(page);
  }
});
