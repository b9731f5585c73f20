import { expect, test } from '@playwright/test';

// Site without a model: the extractive answerer quotes the site's sentences.

test('home page in English, rendered from the database', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Darya Rahnama');
  await expect(page.locator('[data-entry]').first()).toBeVisible();
});

test('home page in Persian is right-to-left and the language switcher keeps the page', async ({ page }) => {
  await page.goto('/fa');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('دریا رهنما');
  // Logical properties mirror: the chat input's label and text align to the right.
  await page.goto('/fa/cv');
  await page.getByRole('combobox').selectOption('de');
  await expect(page).toHaveURL(/\/de\/cv$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  // Entries without a German translation say that they are shown in English.
  await expect(page.locator('[data-fallback]').first()).toBeVisible();
});

test('an answerable question is answered with sources that link to the entry', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('textbox').fill('What did Darya build for the Golestan Manuscript Library archive?');
  await page.getByRole('button', { name: 'Ask' }).click();
  const answer = page.locator('[data-role="assistant"]').last();
  await expect(answer).toHaveAttribute('data-outcome', 'answered');
  await expect(answer.getByTestId('quoting')).toBeVisible();
  await expect(answer.getByTestId('answer-paragraph').first()).not.toBeEmpty();
  await expect(answer).toContainText('Golestan');
  const link = answer.getByTestId('sources').getByRole('link').first();
  await expect(link).toHaveAttribute('href', /^\/en\/(cv#|case-studies#|articles\/)/);
  await link.click();
  await expect(page.locator('[data-entry]').first()).toBeVisible();
});

test('a quote of an English body in a German or Arabic chat is marked with its language (issue 22)', async ({ page }) => {
  for (const [locale, question, marker] of [
    ['de', 'Wie viele Sterne hat Parsegar auf GitHub?', '(Zitat auf Englisch)'],
    ['ar', 'كم نجمة لدى Parsegar على GitHub؟', '(اقتباس باللغة الإنجليزية)'],
  ] as const) {
    await page.goto(`/${locale}`);
    const box = page.getByRole('textbox');
    await box.fill(question);
    await box.press('Enter');
    const answer = page.locator('[data-role="assistant"]').last();
    await expect(answer).toHaveAttribute('data-outcome', 'answered');
    // The number as the English page writes it, in an element that says it is English (screen readers switch voice).
    const quote = answer.locator('[data-testid="quote"][lang="en"]').first();
    await expect(quote).toContainText('2,300');
    await expect(answer.getByTestId('quote-language').first()).toHaveText(marker);
  }
});

// Issue 32, kind 8: in Arabic and Persian an English quote of two sentences is one left-to-right
// isolate and its "quoted in English" label comes after it in the reader's direction — never between
// its sentences or inside one. The conversation is the tab's stored one (as after an Arabic answer).
test('in Arabic and Persian a quote\'s language label stays outside the quoted English run', async ({ page }) => {
  const english = ['By 2025 the library had 2,300 stars on GitHub, 41 contributors and roughly 18,000 monthly downloads from PyPI.', 'Its test suite contains more than 3,400 cases, many contributed by users who reported errors.'];
  const source = { n: 1, passageId: 1, title: 'Maintainer, Parsegar open-source Persian text toolkit', href: '/cv#parsegar-open-source-maintainer', heading: 'The project in numbers' };
  const stored = { v: 1, turns: [
    { role: 'user', text: 'كم نجمة لدى Parsegar على GitHub؟' },
    { role: 'assistant', answerer: 'extractive', outcome: 'answered', notices: [], sources: [source], sentences: [
      { text: 'تصون داريا مكتبة Parsegar مفتوحة المصدر.', paragraphBreak: false, cites: [1] },
      ...english.map((text) => ({ text, paragraphBreak: false, cites: [1], lang: 'en' })),
    ] },
  ] };
  // Stored before the page's scripts run: set after load, the chat's first save of its empty
  // conversation could remove it again (a race seen under load).
  await page.addInitScript((v) => sessionStorage.setItem('assistant.conversation.v1', v), JSON.stringify(stored));
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const locale of ['ar', 'fa'] as const) {
    await page.goto(`/${locale}`);
    const answer = page.locator('[data-role="assistant"]').last();
    const run = answer.getByTestId('quote');
    await expect(run).toHaveCount(1);
    await expect(run).toHaveAttribute('lang', 'en');
    await expect(run).toContainText(english[0]!);
    await expect(run).toContainText(english[1]!);
    const label = answer.getByTestId('quote-language');
    await expect(label).toHaveCount(1);
    await expect(label).toHaveAttribute('lang', locale);
    const layout = await run.evaluate((r, labelEl) => {
      const lines = [...r.getClientRects()].filter((x) => x.width > 0);
      const l = labelEl!.getBoundingClientRect();
      const last = lines.at(-1)!;
      const paragraph = getComputedStyle(r.parentElement!).direction;
      const overlaps = lines.some((x) => l.left < x.right - 1 && l.right > x.left + 1 && l.top < x.bottom - 1 && l.bottom > x.top + 1);
      const sameLine = Math.abs(l.top - last.top) < last.height / 2;
      const afterEnd = paragraph === 'rtl' ? l.right <= last.left + 1 : l.left >= last.right - 1;
      return { run: getComputedStyle(r).direction, label: getComputedStyle(labelEl!).direction, lines: lines.length, overlaps, notAbove: l.top >= last.top - 1, placed: !sameLine || afterEnd };
    }, await label.elementHandle());
    expect(layout, locale).toMatchObject({ run: 'ltr', label: 'rtl', overlaps: false, notAbove: true, placed: true });
    expect(layout.lines, `${locale}: the run wraps, so the check covers a break`).toBeGreaterThan(1);
  }
});

test('an off-topic question gets the fixed refusal, in the reader\'s language', async ({ page }) => {
  await page.goto('/fa');
  await page.getByRole('textbox').fill('چطور اسپاگتی کاربونارا بپزم؟');
  await page.getByRole('button', { name: 'بپرس' }).click();
  const answer = page.locator('[data-role="assistant"]').last();
  await expect(answer).toHaveAttribute('data-outcome', 'refused');
  await expect(answer.locator('[data-notice="refused"]')).toHaveText('این سایت درباره این موضوع چیزی ندارد، پس دستیار حدس نمی‌زند. درباره کارهای منتشرشده بپرسید.');
  await expect(answer.getByTestId('answer-paragraph')).toHaveCount(0);
});

test('an unknown page gets the localized not-found page inside the site', async ({ page }) => {
  const res = await page.goto('/fa/articles/no-such-article');
  expect(res?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('صفحه پیدا نشد');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('a suggested question is asked with one click and answered from the entries', async ({ page }) => {
  await page.goto('/de');
  await page.getByTestId('suggestions').getByRole('button').first().click();
  const answer = page.locator('[data-role="assistant"]').last();
  await expect(answer).toHaveAttribute('data-outcome', 'answered');
  await expect(answer.getByTestId('sources').getByRole('link').first()).toHaveAttribute('href', /^\/de\/articles\//);
  await expect(page.getByTestId('suggestions')).toHaveCount(0);
});

test('a fees question is refused with a link to the author\'s contact, which the Services page shows too', async ({ page }) => {
  await page.goto('/de');
  await page.getByRole('textbox').fill('Wie hoch ist ihr Tagessatz für eine Beratung?');
  await page.getByRole('button', { name: 'Fragen' }).click();
  const answer = page.locator('[data-role="assistant"]').last();
  await expect(answer).toHaveAttribute('data-outcome', 'refused');
  const contact = answer.getByRole('link', { name: 'darya.rahnama@example.com' });
  await expect(contact).toHaveAttribute('href', 'mailto:darya.rahnama@example.com');
  // Another kind of refusal (private details) points nowhere.
  await page.getByRole('textbox').fill('Ist sie verheiratet?');
  await page.getByRole('button', { name: 'Fragen' }).click();
  await expect(page.locator('[data-role="assistant"]')).toHaveCount(2);
  await expect(page.locator('[data-role="assistant"]').last()).toHaveAttribute('data-outcome', 'refused');
  await expect(page.locator('[data-role="assistant"]').last().getByRole('link', { name: 'darya.rahnama@example.com' })).toHaveCount(0);

  await page.goto('/fa/services');
  const block = page.getByTestId('services-contact');
  await expect(block).toContainText('دستمزد');
  await expect(block.getByRole('link')).toHaveAttribute('href', 'mailto:darya.rahnama@example.com');
});

// Issue 23, item 15a: asking for her e-mail address is a question for the contact the site shows
// (the footer's address): the refusal links to it; her personal e-mail stays a private refusal.
test('"What is her email address?" gets the footer\'s contact link; her personal e-mail is refused without one', async ({ page }) => {
  await page.goto('/en');
  const footerMail = await page.locator('footer a[href^="mailto:"]').first().getAttribute('href');
  expect(footerMail).toMatch(/^mailto:/);
  const box = page.getByRole('textbox');
  await box.fill('What is her email address?');
  await box.press('Enter');
  const answer = page.locator('[data-role="assistant"]').last();
  await expect(answer).toHaveAttribute('data-outcome', 'refused');
  await expect(answer.getByTestId('contact-link')).toHaveAttribute('href', footerMail!);
  await box.fill('What is her personal e-mail?');
  await box.press('Enter');
  await expect(page.locator('[data-role="assistant"]')).toHaveCount(2);
  const second = page.locator('[data-role="assistant"]').last();
  await expect(second).toHaveAttribute('data-outcome', 'refused');
  await expect(second.getByTestId('contact-link')).toHaveCount(0);
});

// Issue 23, kind 5 (vercel/next.js#94278): a path that is not valid percent-encoding is a bad
// request, answered by the proxy (proxy.ts) with a typed 400 — not the framework's 500.
test('a malformed % in the path answers 400 bad_request:path, not 500', async ({ request }) => {
  for (const p of ['/en/%', '/en/cv%', '/%', '/api/chat%', '/en/%zz', '/en/%E9', '/fa/%C3%28']) {
    const res = await request.get(p, { maxRedirects: 0 });
    expect(res.status(), p).toBe(400);
    expect(await res.json(), p).toMatchObject({ error: { code: 'bad_request:path' } });
  }
  // Valid escapes still route as before.
  expect((await request.get('/en/%63v')).status()).toBe(200);
});

test('generated variants: any path with a stray % gets a 4xx, never a 5xx', async ({ request }) => {
  const fc = (await import('fast-check')).default;
  const seg = fc.stringMatching(/^[a-z0-9-]{0,8}$/);
  const bad = fc.constantFrom('%', '%z', '%zz', '%G0', '%E9', '%C3%28', '%ED%A0%80', '%%');
  const samples = fc.sample(fc.tuple(fc.constantFrom('', '/en', '/fa', '/api', '/api/chat', '/admin'), seg, bad, seg), { numRuns: 40, seed: 23 });
  for (const [prefix, a, b, c] of samples) {
    const p = `${prefix}/${a}${b}${c}`;
    const status = (await request.get(p, { maxRedirects: 0 })).status();
    expect(status, p).toBeGreaterThanOrEqual(400);
    expect(status, p).toBeLessThan(500);
  }
});
