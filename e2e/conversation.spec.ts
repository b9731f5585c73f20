import { expect, test, type Page } from '@playwright/test';
import en from '../lib/i18n/messages/en.json' with { type: 'json' };

// The site with no model configured (the extractive answerer). The conversation lives in the
// tab's sessionStorage: it survives opening a source and a reload, "New conversation" clears it,
// and stored data that is not a conversation is dropped. Below md the chat is a sheet.

const KEY = 'assistant.conversation.v1';
const QUESTIONS = [
  'What did Darya build for the Golestan Manuscript Library archive?',
  'How did she build the search engine for the Golestan manuscript archive?',
  'What has Darya written?',
];

async function ask(page: Page, question: string) {
  const box = page.getByRole('textbox', { name: en.chat.placeholder });
  await box.fill(question);
  await box.press('Enter');
  await expect(page.locator('[data-role="assistant"]').last()).not.toHaveAttribute('data-outcome', 'streaming', { timeout: 30_000 });
}

/** The conversation as the reader sees it: each turn's role and text. */
const transcript = (page: Page) => page.locator('[data-role]').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-role')}: ${e.textContent}`));

test('a three-turn conversation survives opening a source and a reload; New conversation clears it', async ({ page }) => {
  await page.goto('/en');
  for (const q of QUESTIONS) await ask(page, q);
  await expect(page.locator('[data-role="user"]')).toContainText(QUESTIONS);
  await expect(page.locator('[data-role="assistant"]')).toHaveCount(3);
  const before = await transcript(page);

  const source = page.locator('[data-role="assistant"]').first().getByTestId('sources').getByRole('link').first();
  const href = (await source.getAttribute('href'))!;
  await source.click();
  await page.waitForURL((url) => url.pathname === href.split('#')[0]);
  await expect(page.locator('[data-role]')).toHaveCount(6);
  expect(await transcript(page)).toEqual(before);

  await page.reload();
  await expect(page.locator('[data-role]')).toHaveCount(6);
  expect(await transcript(page)).toEqual(before);

  // The restored conversation is the history of the next question.
  const request = page.waitForRequest('**/api/chat');
  await ask(page, 'Where does Darya work now?');
  const body = (await request).postDataJSON() as { history: { role: string; content: string }[] };
  expect(body.history.filter((h) => h.role === 'user').map((h) => h.content)).toEqual(QUESTIONS);
  expect(body.history).toHaveLength(6);

  await page.getByTestId('new-conversation').click();
  await expect(page.locator('[data-role]')).toHaveCount(0);
  await expect(page.getByTestId('suggestions')).toBeVisible();
  expect(await page.evaluate((k) => sessionStorage.getItem(k), KEY)).toBeNull();
  await page.reload();
  await expect(page.getByTestId('chat')).toBeVisible();
  await expect(page.locator('[data-role]')).toHaveCount(0);
});

for (const [name, raw] of [
  ['not JSON', '{"v":1,"turns":['],
  ['a wrong shape', '{"v":1,"turns":[{"role":"assistant","sentences":"five"}]}'],
  ['another version', '{"v":0,"turns":[{"role":"user","text":"old"}]}'],
  ['an injected tag', '{"v":1,"turns":[{"role":"robot","text":"<img src=x onerror=alert(1)>"}]}'],
] as const) {
  test(`stored data that is ${name} is dropped, and the chat works`, async ({ page }) => {
    const errors: Error[] = [];
    page.on('pageerror', (e) => errors.push(e));
    await page.goto('/en');
    await page.evaluate(({ k, v }) => sessionStorage.setItem(k, v), { k: KEY, v: raw });
    await page.reload();
    await expect(page.getByTestId('chat')).toBeVisible();
    await expect(page.getByTestId('suggestions')).toBeVisible();
    await expect(page.locator('[data-role]')).toHaveCount(0);
    expect(await page.evaluate((k) => sessionStorage.getItem(k), KEY)).toBeNull();
    await ask(page, QUESTIONS[0]!);
    await expect(page.locator('[data-role="assistant"]')).toHaveCount(1);
    expect(errors).toEqual([]);
  });
}

test('at 390 px the chat opens from a fixed button on the CV page as a sheet; Escape closes it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/cv');
  const open = page.getByRole('button', { name: en.chat.openChat });
  await expect(open).toBeInViewport();
  const box = (await open.boundingBox())!;
  // Bottom inline-end corner (left to right: the right).
  expect(box.x + box.width).toBeGreaterThan(390 - 40);
  expect(box.y + box.height).toBeGreaterThan(844 - 40);
  await expect(page.getByRole('textbox', { name: en.chat.placeholder })).toBeHidden();

  await open.click();
  const sheet = page.getByTestId('chat-dock');
  await expect(sheet).toHaveAttribute('open', '');
  expect(await sheet.evaluate((d) => d.matches(':modal'))).toBe(true);
  const box2 = page.getByRole('textbox', { name: en.chat.placeholder });
  await expect(box2).toBeInViewport();
  // Focus is kept inside the sheet (the page behind is inert).
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null || document.activeElement === document.body)).toBe(true);
  }
  await ask(page, QUESTIONS[0]!);
  await expect(page.locator('[data-role="assistant"]')).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(sheet).not.toHaveAttribute('open');
  await expect(open).toBeFocused();
  // The conversation is still there when the sheet opens again.
  await open.click();
  await expect(page.locator('[data-role="assistant"]')).toHaveCount(1);
});

test('from md up the chat is in its column and no button covers the page', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/en/cv');
  await expect(page.getByRole('button', { name: en.chat.openChat })).toBeHidden();
  await expect(page.getByTestId('chat')).toBeVisible();
});

// Issue 23, kind 11: the chat follows the stream as chat UIs do, on the desktop and in the phone
// sheet, unless the reader has scrolled up.
for (const [name, size] of [['desktop', { width: 1280, height: 640 }], ['phone sheet', { width: 390, height: 700 }]] as const) {
  test(`the newest answer is scrolled into view after each question (${name})`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto(size.width < 768 ? '/en/cv' : '/en');
    if (size.width < 768) await page.getByTestId('chat-open').click();
    for (const q of QUESTIONS) {
      await ask(page, q);
      await expect(page.locator('[data-role="assistant"]').last()).toBeInViewport({ ratio: 0.1 });
      await expect(page.locator('[data-role="user"]').last()).toContainText(q);
    }
  });
}

// Issue 23, kind 10: text in another direction than the page keeps its own (dir="auto"): an English
// question and answer on /fa read left to right, in the turns, the paragraphs and the source titles.
test('on /fa, English turns, paragraphs and source titles are laid out left to right', async ({ page }) => {
  // Asked in English, then read on /fa: the conversation follows the reader across pages.
  await page.goto('/en');
  await ask(page, QUESTIONS[0]!);
  await page.goto('/fa');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const answer = page.locator('[data-role="assistant"]').last();
  await expect(answer.getByTestId('answer-paragraph').first()).toBeVisible();
  const direction = (l: import('@playwright/test').Locator) => l.evaluate((el) => getComputedStyle(el).direction);
  const userText = page.locator('[data-role="user"]').last().locator('[dir="auto"]');
  await expect(userText).toHaveText(QUESTIONS[0]!);
  expect(await direction(userText)).toBe('ltr');
  // Each paragraph and source title: the direction of its own first strong character.
  const items = answer.locator('[data-testid="answer-paragraph"], [data-testid="sources"] a');
  expect(await items.count()).toBeGreaterThan(0);
  for (const el of await items.all()) {
    const [dir, text] = await el.evaluate((e) => [getComputedStyle(e).direction, e.textContent ?? '']);
    const firstStrong = /[\p{L}]/u.exec(text)?.[0] ?? '';
    expect(dir, text).toBe(/[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(firstStrong) ? 'rtl' : 'ltr');
  }
});
