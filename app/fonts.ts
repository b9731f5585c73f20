/**
 * Self-hosted fonts for the scripts of the ten site languages, from the @fontsource-variable
 * packages (SIL Open Font License; variable weight 100–900, one file per script). next/font/local
 * copies each file into the build and serves it from the site: nothing is fetched from a font
 * service, and no page depends on what the visitor's system has installed.
 *
 * Each script is its own family with the `unicode-range` fontsource declares for that file
 * (copied from the package's wght.css; tests/fonts.test.ts checks they still match), stacked in
 * one font-family (app/globals.css): a browser downloads a face only when the page has a character
 * in its range, so an English page loads the Latin file only.
 *
 * | family | file | scripts | size |
 * | --- | --- | --- | --- |
 * | Noto Sans | latin, latin-ext, cyrillic | en de fr es pt, ru | 35 + 168 + 20 KB |
 * | Vazirmatn | arabic | fa, ar (drawn for Persian first) | 46 KB |
 * | Noto Sans Devanagari | devanagari | hi | 121 KB |
 * | Noto Sans SC | 101 slices (app/(site)/[locale]/layout.tsx) | zh | 4.6 MB in all, a page loads the slices it uses |
 *
 * Chinese is not loaded here: next/font/local gives one `unicode-range` to all files of a call,
 * and a CJK font only works on the web sliced (Noto Sans SC is about 10 MB a weight). Its
 * fontsource CSS keeps Google Fonts' slicing — about a hundred files ordered by character
 * frequency, each with its own unicode-range — so a page downloads only the slices holding its
 * characters, and text the author adds later is never outside the font (a fixed subset of
 * "common" characters would turn a rare character in a name into a box). The CSS and files are
 * bundled by Next like any imported stylesheet: self-hosted all the same.
 *
 * No fallback metrics (`adjustFontFallback: false`): the generated fallback face is a local Arial
 * with no unicode-range, which on systems that have Arial would draw Cyrillic and Arabic before
 * the fonts further down the stack.
 */
import localFont from 'next/font/local';

export const latin = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2',
  weight: '100 900', display: 'swap', variable: '--font-latin', adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' }],
});

export const latinExt = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-ext-wght-normal.woff2',
  weight: '100 900', display: 'swap', variable: '--font-latin-ext', adjustFontFallback: false, preload: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' }],
});

export const cyrillic = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans/files/noto-sans-cyrillic-wght-normal.woff2',
  weight: '100 900', display: 'swap', variable: '--font-cyrillic', adjustFontFallback: false, preload: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' }],
});

export const arabic = localFont({
  src: '../node_modules/@fontsource-variable/vazirmatn/files/vazirmatn-arabic-wght-normal.woff2',
  weight: '100 900', display: 'swap', variable: '--font-arabic', adjustFontFallback: false, preload: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC,U+102E0-102FB,U+10E60-10E7E,U+10EC2-10EC4,U+10EFC-10EFF,U+1EE00-1EE03,U+1EE05-1EE1F,U+1EE21-1EE22,U+1EE24,U+1EE27,U+1EE29-1EE32,U+1EE34-1EE37,U+1EE39,U+1EE3B,U+1EE42,U+1EE47,U+1EE49,U+1EE4B,U+1EE4D-1EE4F,U+1EE51-1EE52,U+1EE54,U+1EE57,U+1EE59,U+1EE5B,U+1EE5D,U+1EE5F,U+1EE61-1EE62,U+1EE64,U+1EE67-1EE6A,U+1EE6C-1EE72,U+1EE74-1EE77,U+1EE79-1EE7C,U+1EE7E,U+1EE80-1EE89,U+1EE8B-1EE9B,U+1EEA1-1EEA3,U+1EEA5-1EEA9,U+1EEAB-1EEBB,U+1EEF0-1EEF1' }],
});

export const devanagari = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
  weight: '100 900', display: 'swap', variable: '--font-devanagari', adjustFontFallback: false, preload: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09' }],
});

/** The classes that define the font variables, for `<html className>`. */
export const fontVariables = [latin, latinExt, cyrillic, arabic, devanagari].map((f) => f.variable).join(' ');

/** The CJK family's name as its fontsource CSS declares it (the stack in app/globals.css names it). */
export const CJK_FAMILY = 'Noto Sans SC Variable';
