import { expect, test, type Page } from '@playwright/test';

/**
 * Machine drafts (issue 33, kind 3) on the site whose model is the scripted OpenAI-compatible
 * server (e2e/support/scripted-provider.ts `translationScript`: a faithful scripted translator that
 * writes numbers in the target language's grammar, except into Russian, where it changes the first
 * number). The author creates an entry, asks for a German draft, reviews it (nobody else sees it:
 * the German page still shows the English source) and publishes it; a Russian draft that changed a
 * number is rejected and says which sentence. The entry is deleted at the end.
 */
const EMAIL = 'author@example.com';
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-author-password';
const SLUG = `draft-check-${Date.now()}`;
const BODY = 'The drafting check project had 2,300 stars on GitHub.\n\nIt has 41 contributors.';

async function signIn(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.61' });
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test('a draft translation is requested, reviewed and published; a draft that changed a number is rejected, naming the sentence', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.goto('/admin/entries/new');
  await page.getByLabel('Slug').fill(SLUG);
  await page.getByLabel('Title').fill('Drafting check');
  await page.getByLabel('Summary').fill('A page to draft.');
  await page.getByLabel('Body (Markdown)').fill(BODY);
  await page.getByLabel('Published').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/entries\/\d+/);
  const editor = page.url().replace(/\?.*$/, '');

  try {
    // German: missing, so the model may draft it.
    await page.goto(`${editor}?locale=de`);
    await page.getByTestId('draft-with-model').getByRole('button', { name: 'Draft with the model' }).click();
    await expect(page.getByTestId('draft-with-model').locator('[data-status="ok"]')).toContainText('ready for review');
    const draft = page.getByTestId('machine-draft');
    await expect(draft.getByTestId('draft-title')).toHaveText('[de] Drafting check');
    await expect(draft.getByTestId('draft-body')).toContainText('2.300 stars');

    // Unreviewed, it is nobody's: the German page still shows the English source.
    await page.goto(`/de/articles/${SLUG}`);
    await expect(page.locator('h1')).toHaveText('Drafting check');
    await expect(page.locator('[data-fallback="true"]')).toBeVisible();

    // Reviewed and published: the German page is the draft's text, without a fallback notice.
    await page.goto(`${editor}?locale=de`);
    await page.getByTestId('machine-draft').getByRole('button', { name: 'Publish the draft' }).click();
    await expect(page.getByTestId('machine-draft')).toHaveCount(0);
    await expect(page.getByLabel('Title')).toHaveValue('[de] Drafting check');
    await page.goto(`/de/articles/${SLUG}`);
    await expect(page.locator('h1')).toHaveText('[de] Drafting check');
    await expect(page.locator('article')).toContainText('2.300 stars');
    await expect(page.locator('[data-fallback]')).toHaveCount(0);
    await expect(page.locator('[data-machine-translated]')).toHaveCount(0);

    // Russian: the scripted provider changes 2,300 into 2 301. Rejected, the sentence named, nothing saved.
    await page.goto(`${editor}?locale=ru`);
    await page.getByTestId('draft-with-model').getByRole('button', { name: 'Draft with the model' }).click();
    const status = page.getByTestId('draft-with-model').locator('[role="status"]');
    await expect(status).toHaveAttribute('data-status', 'bad_request:admin');
    await expect(status).toContainText('changes a number');
    await expect(status).toContainText(/"The drafting check project had 2\s301 stars on GitHub\."/);
    await expect(page.getByTestId('machine-draft')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('machine-draft')).toHaveCount(0);
    await expect(page.getByLabel('Title')).toHaveValue('');
  } finally {
    await page.goto(editor);
    await page.getByLabel('type delete to confirm').fill('delete');
    await page.getByRole('button', { name: 'Delete entry' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  }
});
