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

/**
 * Where the newest answer's first line is, against every box that clips it (the chat's list, the
 * sheet, the window): its line box's top and bottom, and the visible band [top, bottom].
 */
const firstLine = (page: Page) => page.locator('[data-role="assistant"]').last().evaluate((answer) => {
  const range = document.createRange();
  range.selectNodeContents(answer.querySelector('[data-testid="answer-paragraph"], [data-notice]') ?? answer);
  const line = [...range.getClientRects()].find((r) => r.height > 0)!;
  let top = 0;
  let bottom = window.innerHeight;
  for (let el: Element | null = answer.parentElement; el; el = el.parentElement) {
    const style = getComputedStyle(el);
    if (/(auto|scroll|hidden)/.test(style.overflowY)) { const r = el.getBoundingClientRect(); top = Math.max(top, r.top); bottom = Math.min(bottom, r.bottom); }
  }
  return { top: line.top, bottom: line.bottom, visibleTop: top, visibleBottom: bottom };
});

// Issue 23, kind 11: the chat follows the stream as chat UIs do, on the desktop and in the phone
// sheet, unless the reader has scrolled up. Issue 32: only until the answer's first line reaches
// the top — a long answer ("What has Darya written?", taller than the list) is shown from its start.
for (const [name, size] of [['desktop', { width: 1280, height: 640 }], ['phone sheet', { width: 390, height: 700 }]] as const) {
  test(`the newest answer's first line is in view after each question (${name})`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto(size.width < 768 ? '/en/cv' : '/en');
    if (size.width < 768) await page.getByTestId('chat-open').click();
    for (const q of QUESTIONS) {
      await ask(page, q);
      const line = await firstLine(page);
      expect(line.top, `${q}: the first line's top is shown`).toBeGreaterThanOrEqual(line.visibleTop - 1);
      expect(line.bottom, `${q}: the first line's bottom is shown`).toBeLessThanOrEqual(line.visibleBottom + 1);
      await expect(page.locator('[data-role="user"]').last()).toContainText(q);
    }
    // The last answer is taller than the visible band: followed to its end, its first line would be hidden.
    const line = await firstLine(page);
    const answer = page.locator('[data-role="assistant"]').last();
    expect(await answer.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(line.visibleBottom - line.visibleTop);
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

// Issue 23, kind 15b: the source list under an answer keeps "1." in one piece beside its text and
// breaks titles and headings only between words, at 390 px (the phone sheet) and on the desktop,
// in English and Arabic. A word split over two lines has two client rects (one per line box).
const SOURCE_QUESTIONS = [
  ['en', QUESTIONS[0]!],
  ['ar', 'كم نجمة لدى Parsegar على GitHub؟'],
] as const;
for (const [name, size] of [['390 px', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 900 }]] as const) {
  for (const [locale, question] of SOURCE_QUESTIONS) {
    test(`the source list keeps its numbers whole and breaks words only between them (${locale}, ${name})`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto(size.width < 768 ? `/${locale}/cv` : `/${locale}`);
      if (size.width < 768) await page.getByTestId('chat-open').click();
      const box = page.locator('#chat-question');
      await box.fill(question);
      await box.press('Enter');
      const answer = page.locator('[data-role="assistant"]').last();
      await expect(answer).not.toHaveAttribute('data-outcome', 'streaming', { timeout: 30_000 });
      const items = answer.getByTestId('sources').locator('li');
      expect(await items.count()).toBeGreaterThan(0);
      const report = await items.evaluateAll((lis) => lis.map((li) => {
        const lines = (node: Node, start = 0, end = (node.textContent ?? '').length) => {
          const r = document.createRange();
          r.setStart(node, start);
          r.setEnd(node, end);
          // Chromium gives one rect per line box fragment; zero-width rects are collapsed spaces.
          return new Set([...r.getClientRects()].filter((x) => x.width > 0).map((x) => Math.round(x.top))).size;
        };
        const marker = li.querySelector('.source-marker')!;
        const text = li.querySelector('.source-text')!;
        const width = text.getBoundingClientRect().width;
        const broken: string[] = [];
        const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          for (const m of (n.textContent ?? '').matchAll(/\S+/gu)) {
            const r = document.createRange();
            r.setStart(n, m.index!);
            r.setEnd(n, m.index! + m[0].length);
            // A token wider than the column may break (overflow-wrap: break-word); a word may not.
            if (r.getBoundingClientRect().width < width - 1 && lines(n, m.index!, m.index! + m[0].length) > 1) broken.push(m[0]);
          }
        }
        const markerBox = marker.getBoundingClientRect();
        const firstLine = text.getClientRects()[0]!;
        return {
          marker: marker.textContent, markerLines: lines(marker.firstChild!), broken,
          besideText: Math.abs(markerBox.top - firstLine.top) < markerBox.height,
        };
      }));
      for (const item of report) {
        expect(item.markerLines, `"${item.marker}" on one line`).toBe(1);
        expect(item.besideText, `"${item.marker}" beside its text`).toBe(true);
        expect(item.broken, 'words broken mid-word').toEqual([]);
      }
      await page.screenshot({ path: `test-results/screenshots/sources-${locale}-${size.width}.png` });
    });
  }
}

// Issue 23, kind 15d: the question field's placeholder fits the field in every language, in the
// 390 px sheet and the desktop column (the placeholder drawn in the field's own font).
for (const [name, size] of [['390 px', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 900 }]] as const) {
  test(`the question field's placeholder is not cut in any language (${name})`, async ({ page }) => {
    await page.setViewportSize(size);
    for (const locale of ['en', 'fa', 'de', 'fr', 'es', 'pt', 'ru', 'ar', 'hi', 'zh']) {
      await page.goto(size.width < 768 ? `/${locale}/cv` : `/${locale}`);
      if (size.width < 768) await page.getByTestId('chat-open').click();
      const box = page.locator('#chat-question');
      await expect(box).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const m = await box.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const probe = document.createElement('span');
        probe.textContent = input.placeholder;
        probe.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${style.font};letter-spacing:${style.letterSpacing}`;
        probe.lang = document.documentElement.lang;
        document.body.append(probe);
        const text = probe.getBoundingClientRect().width;
        probe.remove();
        const content = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { placeholder: input.placeholder, text, content, scrollWidth: input.scrollWidth, clientWidth: input.clientWidth };
      });
      console.log(`${name} ${locale}: "${m.placeholder}" ${m.text.toFixed(0)} px in ${m.content.toFixed(0)} px`);
      expect.soft(m.placeholder.length, locale).toBeGreaterThan(0);
      expect.soft(m.scrollWidth, `${locale}: ${m.placeholder}`).toBeLessThanOrEqual(m.clientWidth);
      expect.soft(m.text, `${locale}: "${m.placeholder}" is ${m.text.toFixed(0)} px in a ${m.content.toFixed(0)} px field`).toBeLessThanOrEqual(m.content);
    }
  });
}
