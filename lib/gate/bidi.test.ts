/**
 * Issue 34, kind 1: directional formatting characters (Unicode TR9 / UAX #9; Trojan Source,
 * CVE-2021-42574). The gate checks, and releases, the text in the order a reader sees it:
 * explicit embeddings, overrides and isolates are removed before any check, and so are LRM, RLM
 * and ALM next to digits. At import they are removed from titles, headings, link texts and bodies
 * and reported; the admin refuses them.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryFormSchema } from '@/lib/admin/schema';
import { readContentFolder } from '@/lib/content';
import { LOCALES, removeReordering, type Locale } from '@/lib/text';
import { SentenceGate, type GateOutput } from '.';

const RLO = '\u202E';
const PDF = '\u202C';
const LRI = '\u2066';
const RLI = '\u2067';
const PDI = '\u2069';
const RLM = '\u200F';
const CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

function run(answer: string, sources: { text: string; locale: Locale }[], locale: Locale): GateOutput[] {
  const gate = new SentenceGate({ sources, locale });
  return [...gate.push(answer), ...gate.end()];
}

describe('kind 1 examples: the outside reports replayed', () => {
  it('"‮12‬ engineers" displays as 21: it is checked as what it shows', () => {
    const src = [{ text: 'She led a team of 21 engineers.', locale: 'en' as Locale }];
    // Shown: "21 engineers"; the controls are removed, so the reader sees exactly what was checked.
    const out = run(`She led a team of ${RLO}12${PDF} engineers [S1]. `, src, 'en');
    expect(out).toMatchObject([{ type: 'guard', reasons: ['value-unsupported'], finding: { reason: 'value-unsupported', kind: 'number' } }]);
    const ok = run(`She led a team of ${RLO}12${PDF} engineers [S1]. `, [{ text: 'She led a team of 12 engineers.', locale: 'en' }], 'en');
    expect(ok).toMatchObject([{ type: 'text', text: 'She led a team of 12 engineers.' }]);
  });

  it('"95 ‮ruoh na sorue‬" (shown as "95 euros an hour") is released, if at all, only as the reader would read it', () => {
    const out = run(`Her rate is 95 ${RLO}ruoh na sorue${PDF} [S1]. `, [{ text: 'Her rate is 95.', locale: 'en' }], 'en');
    for (const o of out) if (o.type === 'text') expect(o.text).not.toMatch(CONTROLS);
  });

  it('an RLM between digit groups (it swaps them in a left-to-right line) is removed; other marks stay', () => {
    expect(removeReordering(`12${RLM} 34`)).toBe('12 34');
    expect(removeReordering(`دریا ${RLM}(Darya) می‌نویسد`)).toBe(`دریا ${RLM}(Darya) می‌نویسد`);
  });

  it('an imported title with U+202E is cleaned and reported; the admin refuses it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bidi-'));
    try {
      await writeFile(path.join(dir, 'fees.md'), `---\ntitle: "Pricing: 95 ${RLO}ruoh na sorue${PDF}"\n---\n\n# Intro\n\nSee [the ${LRI}docs${PDI}](https://example.com).\n`);
      const read = await readContentFolder(dir, { collection: 'bidi' });
      const t = read.documents[0]!.entry.translations.en!;
      expect(t.title).toBe('Pricing: 95 ruoh na sorue');
      expect(t.body).not.toMatch(CONTROLS);
      expect(read.directional).toEqual([{ file: 'fees.md', lines: [2, 7], characters: ['U+202E RLO', 'U+202C PDF', 'U+2066 LRI', 'U+2069 PDI'] }]);
    } finally {
      await rm(dir, { recursive: true });
    }
    const form = entryFormSchema.safeParse({ slug: 'fees', kind: 'service', locale: 'en', title: `95 ${RLO}ruoh na sorue${PDF}`, body: 'x' });
    expect(form.success).toBe(false);
    expect(form.error!.issues[0]).toMatchObject({ path: ['title'], message: expect.stringContaining('U+202E RLO') });
  });
});

// One number sentence per language: the number is wrapped in a control that would reorder it.
const TEMPLATES: Record<Locale, (n: string) => string> = {
  en: (n) => `She led ${n} engineers [S1].`, fa: (n) => `او ${n} مهندس را رهبری کرد [S1].`, de: (n) => `Sie leitete ${n} Ingenieure [S1].`,
  fr: (n) => `Elle a dirigé ${n} ingénieurs [S1].`, es: (n) => `Dirigió a ${n} ingenieros [S1].`, pt: (n) => `Ela liderou ${n} engenheiros [S1].`,
  ru: (n) => `Она руководила ${n} инженерами [S1].`, ar: (n) => `قادت ${n} مهندسًا [S1].`, hi: (n) => `उन्होंने ${n} इंजीनियरों का नेतृत्व किया [S1]।`, zh: (n) => `她带领了${n}名工程师[S1]。`,
};
const WRAPS: [string, string][] = [[RLO, PDF], ['\u202D', PDF], ['\u202B', PDF], ['\u202A', PDF], [RLI, PDI], [LRI, PDI], ['\u2068', PDI], [RLM, ''], ['\u061C', '']];

describe('kind 1 generated variants: any wrapped number in any language is checked as shown', () => {
  it('the released text holds no reordering control, and the value checked is the one shown', () => {
    fc.assert(fc.property(fc.constantFrom(...LOCALES), fc.integer({ min: 10, max: 98 }), fc.constantFrom(...WRAPS), (locale, n, [open, close]) => {
      const reversed = Number([...String(n)].reverse().join(''));
      const sentence = TEMPLATES[locale](`${open}${n}${close}`);
      const same = run(sentence, [{ text: `Team: ${n}.`, locale: 'en' }], locale);
      // Released, without controls, showing the digits as checked.
      expect(same).toMatchObject([{ type: 'text' }]);
      const text = (same[0] as { text: string }).text;
      expect(text).not.toMatch(CONTROLS);
      expect(text).toContain(String(n));
      // The reversed digits are another value: stopped, unless the number reads the same backwards.
      if (reversed !== n) expect(run(sentence, [{ text: `Team: ${reversed}.`, locale: 'en' }], locale)[0]).toMatchObject({ type: 'guard', reasons: ['value-unsupported'] });
    }), { numRuns: 200, seed: 34 });
  });
});
