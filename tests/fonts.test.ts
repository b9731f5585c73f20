/**
 * The shipped fonts: each next/font/local face in app/fonts.ts points at a fontsource file that
 * exists, and declares the same unicode-range fontsource declares for that file (so a package
 * upgrade that moves characters between files is noticed here, not as boxes on a page). That the
 * pages render with these fonts is checked in Chromium (e2e/fonts.spec.ts).
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const source = readFileSync('app/fonts.ts', 'utf8');
const faces = [...source.matchAll(/src: '(\.\.\/node_modules\/[^']+\.woff2)'[\s\S]*?prop: 'unicode-range', value: '([^']+)'/g)].map((m) => ({ file: path.resolve('app', m[1]!), range: m[2]! }));

/** unicode-range of the @font-face whose src is `file`, in the package's wght.css. */
function fontsourceRange(file: string): string | undefined {
  const css = readFileSync(path.join(path.dirname(file), '..', 'wght.css'), 'utf8');
  const block = css.split('@font-face').find((b) => b.includes(`url(./files/${path.basename(file)})`));
  return /unicode-range:\s*([^;]+);/.exec(block ?? '')?.[1]?.trim();
}

describe('shipped fonts', () => {
  it('app/fonts.ts declares a face per script: Latin, Latin Extended, Cyrillic, Arabic, Devanagari', () => {
    expect(faces.map((f) => path.basename(f.file))).toEqual([
      'noto-sans-latin-wght-normal.woff2', 'noto-sans-latin-ext-wght-normal.woff2', 'noto-sans-cyrillic-wght-normal.woff2',
      'vazirmatn-arabic-wght-normal.woff2', 'noto-sans-devanagari-devanagari-wght-normal.woff2',
    ]);
  });

  it.each(faces.map((f) => [path.basename(f.file), f] as const))('%s exists and has fontsource\'s unicode-range', (_name, f) => {
    expect(statSync(f.file).size).toBeGreaterThan(10_000);
    expect(f.range).toBe(fontsourceRange(f.file));
  });

  it('Chinese comes from the sliced Noto Sans SC stylesheet, imported by the site layout', () => {
    expect(readFileSync('app/(site)/[locale]/layout.tsx', 'utf8')).toContain("import '@fontsource-variable/noto-sans-sc/wght.css';");
    const css = readFileSync('node_modules/@fontsource-variable/noto-sans-sc/wght.css', 'utf8');
    // Every slice declares its own range, so a page downloads only the slices it uses.
    const slices = css.split('@font-face').slice(1);
    expect(slices.length).toBeGreaterThan(50);
    expect(slices.every((b) => /unicode-range:/.test(b))).toBe(true);
    expect(readFileSync('app/globals.css', 'utf8')).toContain('"Noto Sans SC Variable"');
  });
});
