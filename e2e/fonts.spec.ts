import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/**
 * The home page renders with the fonts the site ships, not the system's: for each script the
 * glyphs Chromium actually drew for the page's <h1> come from a web font (DevTools protocol,
 * CSS.getPlatformFontsForNode: `isCustomFont`), and the matching FontFace is loaded. Screenshots go
 * to test-results/screenshots/ (home-<locale>.png; with -system-fonts: the same page with the
 * font files blocked, what a visitor would see without them on this machine).
 */
const CASES = [
  { locale: 'en', family: 'Noto Sans' },
  { locale: 'fa', family: 'Vazirmatn' },
  { locale: 'hi', family: 'Noto Sans Devanagari' },
  { locale: 'zh', family: 'Noto Sans SC' },
] as const;
const DIR = 'test-results/screenshots';

async function fontsOfHeading(page: Page): Promise<{ familyName: string; isCustomFont: boolean; glyphCount: number }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'main h1' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

for (const { locale, family } of CASES) {
  test(`home page in ${locale}: the heading is drawn with the shipped ${family}`, async ({ page }) => {
    mkdirSync(DIR, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/${locale}`);
    await page.evaluate(async () => { await document.fonts.ready; });
    const fonts = await fontsOfHeading(page);
    expect(fonts.length).toBeGreaterThan(0);
    // Every glyph of the heading comes from a web font, and the script's own font drew most of them.
    expect(fonts.every((f) => f.isCustomFont), JSON.stringify(fonts)).toBe(true);
    const main = [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0]!;
    // (A variable font may name itself after its default instance: "Noto Sans SC Thin".)
    expect(main.familyName, JSON.stringify(fonts)).toMatch(new RegExp(`^${family}( \\w+)?$`));
    // The FontFace behind it was loaded from this site.
    const loaded = await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family));
    expect(loaded.length).toBeGreaterThan(0);
    await page.screenshot({ path: `${DIR}/home-${locale}.png` });
  });
}

test('without the font files the same pages fall back to the system (screenshots for comparison)', async ({ page }) => {
  mkdirSync(DIR, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.route(/\.woff2$/, (route) => route.abort());
  for (const { locale } of CASES) {
    await page.goto(`/${locale}`);
    await page.evaluate(async () => { await document.fonts.ready; });
    const fonts = await fontsOfHeading(page);
    expect(fonts.some((f) => f.isCustomFont), JSON.stringify(fonts)).toBe(false);
    await page.screenshot({ path: `${DIR}/home-${locale}-system-fonts.png` });
  }
});

test('a page downloads only the font files its characters need (unicode-range)', async ({ browser, baseURL }) => {
  const perLocale: Record<string, { files: number; kB: number }> = {};
  for (const { locale } of CASES) {
    // A fresh browser context per page: nothing cached from the page before.
    const ctx = await browser.newContext({ baseURL });
    const page = await ctx.newPage();
    await page.goto(`/${locale}`);
    await page.evaluate(async () => { await document.fonts.ready; });
    await page.waitForLoadState('networkidle');
    const files = await page.evaluate(() => performance.getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.woff2')).map((e) => (e as PerformanceResourceTiming).encodedBodySize));
    perLocale[locale] = { files: files.length, kB: Math.round(files.reduce((n, b) => n + b, 0) / 1024) };
    await ctx.close();
  }
  // Figures for README (not a speed goal): font files and kilobytes each home page fetched. Every
  // page needs one file per script at least for the language switcher, whose options are each
  // written in their own language (a <select> lays out all its options to size itself).
  console.log(`font downloads per home page: ${JSON.stringify(perLocale)}`);
  // The Chinese page fetches slices of Noto Sans SC, not the whole font (4.6 MB in 101 files).
  expect(perLocale.zh!.files).toBeGreaterThan(perLocale.en!.files);
  expect(perLocale.zh!.kB).toBeLessThan(2_000);
  expect(perLocale.en!.kB).toBeLessThan(perLocale.zh!.kB);
});
