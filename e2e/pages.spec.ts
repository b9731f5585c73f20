import { expect, request as playwrightRequest, test } from '@playwright/test';

// The site's locales (lib/text LOCALES; that module is not loaded here: Playwright's loader cannot import its JSON data).
const LOCALES = ['en', 'fa', 'de', 'fr', 'es', 'pt', 'ru', 'ar', 'hi', 'zh'] as const;

/**
 * What a visitor and a crawler see on every page: its own <title> "Page · Name" with the name from
 * the profile, one <h1>, hreflang alternates to the ten locales, Open Graph tags, a favicon, a
 * sitemap of every page in every locale (imported documentation included); regional tags and Accept-Language land on a site language.
 */
const NAME = { en: 'Darya Rahnama', fa: 'دریا رهنما', zh: '达丽娅·拉赫纳玛' } as const;

test('the sitemap lists every page in all ten locales, each with its hreflang alternates', async ({ request }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  const xml = await res.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const SECTIONS = ['', '/cv', '/case-studies', '/articles', '/services', '/demo'];
  for (const l of LOCALES) for (const p of SECTIONS) expect(locs).toContain(`/${l}${p}`);
  const articles = locs.filter((p) => p.startsWith('/en/articles/'));
  expect(articles.length).toBeGreaterThan(0);
  // The imported collection (playwright.config.ts imports e2e/fixtures/quillmark): the documentation
  // index, its list page and its two pages, in every locale.
  const docs = locs.filter((p) => p.startsWith('/en/docs'));
  expect(docs.sort()).toEqual(['/en/docs', '/en/docs/quillmark', '/en/docs/quillmark/guide', '/en/docs/quillmark/index']);
  for (const l of LOCALES) expect(locs).toContain(`/${l}/docs/quillmark/guide`);
  expect(locs.length).toBe(LOCALES.length * (SECTIONS.length + articles.length + docs.length));
  expect(xml.match(/hreflang="/g)!.length).toBe(locs.length * (LOCALES.length + 1));
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Disallow: \/admin/);
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
});

test('every page in the sitemap has its own title ending in the author\'s name, and one <h1>', async ({ page, request }) => {
  // It visits every en/fa/zh page (about 40) in one test: the suite's 60 s per test ran out on a
  // loaded 2-core machine at the last pages. What it checks is titles and headings, not speed.
  test.setTimeout(240_000);
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).filter((p) => /^\/(en|fa|zh)(\/|$)/.test(p));
  const titles = new Map<string, string>();
  for (const p of paths) {
    const locale = p.split('/')[1] as keyof typeof NAME;
    await page.goto(p);
    const title = await page.title();
    expect(title, p).toMatch(new RegExp(`${NAME[locale]}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(page.locator('h1'), p).toHaveCount(1);
    expect(titles.get(title), `${p} has the same title as ${titles.get(title)}`).toBeUndefined();
    titles.set(title, p);
  }
  // An article: "Article title · Name", its heading the same title.
  const article = paths.find((p) => p.startsWith('/en/articles/'))!;
  await page.goto(article);
  const h1 = (await page.locator('h1').textContent())!.trim();
  expect(await page.title()).toBe(`${h1} · ${NAME.en}`);
  // A documentation page: "Page title · Collection · Name"; its collection's list page is named apart.
  expect(paths).toContain('/en/docs/quillmark/guide');
  await page.goto('/en/docs/quillmark/guide');
  expect(await page.title()).toBe(`Binding guide · Quillmark manual · ${NAME.en}`);
  await page.goto('/en/docs/quillmark');
  expect(await page.title()).toBe(`All pages of Quillmark manual · ${NAME.en}`);
});

test('hreflang alternates, canonical and Open Graph tags on a page', async ({ page }) => {
  await page.goto('/fa/cv');
  const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((ls) => ls.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]));
  expect(alternates).toEqual(expect.arrayContaining([...LOCALES.map((l) => [l, `/${l}/cv`]), ['x-default', '/en/cv']]));
  expect(alternates).toHaveLength(LOCALES.length + 1);
  expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe('/fa/cv');
  const og = async (p: string) => page.locator(`meta[property="og:${p}"]`).first().getAttribute('content');
  expect(await og('title')).toBe(await page.title());
  expect(await og('locale')).toBe('fa_IR');
  expect(await og('site_name')).toBe(NAME.fa);
  expect(new URL((await og('url'))!).pathname).toBe('/fa/cv');
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
});

test('a documentation page carries the same alternates, canonical and Open Graph tags as the author\'s pages', async ({ page }) => {
  await page.goto('/fa/docs/quillmark/guide');
  const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((ls) => ls.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]));
  expect(alternates).toEqual(expect.arrayContaining([...LOCALES.map((l) => [l, `/${l}/docs/quillmark/guide`]), ['x-default', '/en/docs/quillmark/guide']]));
  expect(alternates).toHaveLength(LOCALES.length + 1);
  expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe('/fa/docs/quillmark/guide');
  const og = async (p: string) => page.locator(`meta[property="og:${p}"]`).first().getAttribute('content');
  expect(await og('title')).toBe(await page.title());
  expect(await page.title()).toMatch(new RegExp(`· ${NAME.fa}$`));
  expect(await og('type')).toBe('article');
  expect(new URL((await og('url'))!).pathname).toBe('/fa/docs/quillmark/guide');
});

test('a favicon is served and linked', async ({ page, request }) => {
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  await page.goto('/en');
  const icons = await page.locator('link[rel="icon"]').evaluateAll((ls) => ls.map((l) => l.getAttribute('href')));
  expect(icons.some((h) => h?.startsWith('/favicon.ico'))).toBe(true);
  expect(icons.some((h) => h?.startsWith('/icon.svg'))).toBe(true);
});

test('regional language tags redirect to the site language, keeping the path', async ({ page, baseURL }) => {
  const ctx = await playwrightRequest.newContext({ baseURL });
  for (const [from, to] of <[string, string][]>[['/fa-IR', '/fa'], ['/zh-CN/cv', '/zh/cv'], ['/pt-BR/articles', '/pt/articles'], ['/zh-Hant-TW', '/zh'], ['/EN/services', '/en/services'], ['/de_AT/cv?x=1', '/de/cv?x=1']]) {
    const res = await ctx.get(from, { maxRedirects: 0 });
    expect(res.status(), from).toBe(307);
    const location = new URL(res.headers().location!, baseURL);
    expect(`${location.pathname}${location.search}`, from).toBe(to);
  }
  await ctx.dispose();
  await page.goto('/fa-IR');
  await expect(page).toHaveURL(/\/fa$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the visitor\'s Accept-Language picks the locale of /', async ({ baseURL }) => {
  for (const [header, locale] of <[string, string][]>[['fa-IR,fa;q=0.9,en;q=0.5', 'fa'], ['zh-CN,zh;q=0.9', 'zh'], ['pt-BR', 'pt'], ['ja-JP,ja;q=0.9,de;q=0.5', 'de'], ['ja', 'en'], ['ar-EG', 'ar']]) {
    // A fresh context per visitor: no locale cookie from an earlier visit.
    const ctx = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'accept-language': header } });
    const res = await ctx.get('/', { maxRedirects: 0 });
    expect([307, 308], header).toContain(res.status());
    expect(new URL(res.headers().location!, baseURL).pathname, header).toBe(`/${locale}`);
    await ctx.dispose();
  }
});

test('the footer gives the author\'s contact address from the profile', async ({ page }) => {
  await page.goto('/en/services');
  const contact = page.getByTestId('contact');
  await expect(contact.getByRole('link')).toHaveAttribute('href', /^mailto:.+@example\.com$/);
});
