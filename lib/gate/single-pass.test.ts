/**
 * Issue 13: the gate reads each sentence once (`readSentence`: one `scanUnits` pass decides which
 * value and word steps run) and appends stream pieces unread when they cannot end anything. What
 * must hold whatever the shortcuts skip, as properties over the site's own answers in ten
 * languages: the verdicts do not depend on how the text is cut into pieces, a default-ignorable
 * inside a word changes no verdict, and the quick checks the shortcuts rely on never say "nothing
 * to do" where the full step would change the text.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentFolder, readContentFolder } from '@/lib/content';
import { checkSentence, prepareSources, SentenceGate, splitSentences, type GateOutput } from '@/lib/gate';
import { readMixedScriptWords, removeIgnorables, scanUnits, UNIT, type Locale } from '@/lib/text';

const entries = (await readContentFolder(contentFolder(), { collection: null })).documents.map((d) => d.entry);
// Answers as the bench builds them: an entry's sentences, each cited [S1], the entry as the source.
const answers: { locale: Locale; text: string; source: string }[] = [];
for (const e of entries) {
  for (const [locale, t] of Object.entries(e.translations) as [Locale, { title: string; summary: string; body?: string }][]) {
    const source = `${t.title}\n\n${t.summary}\n\n${t.body ?? ''}`;
    const sentences = splitSentences(source).filter((s) => /[.!?。！？؟।]$/.test(s)).slice(0, 12);
    if (sentences.length) answers.push({ locale, source, text: sentences.map((s, i) => (i % 3 === 2 ? s : s.replace(/([.!?。！？؟।])$/, ' [S1]$1'))).join(' ') });
  }
}

function stream(answer: (typeof answers)[number], cuts: number[]): GateOutput[] {
  const gate = new SentenceGate({ sources: [{ text: answer.source, locale: answer.locale }], locale: answer.locale });
  const out: GateOutput[] = [];
  let at = 0;
  for (const n of cuts) {
    if (at >= answer.text.length) break;
    out.push(...gate.push(answer.text.slice(at, at + n)));
    at += n;
  }
  out.push(...gate.push(answer.text.slice(at)), ...gate.end());
  return out;
}

describe('the gate reads once, and the shortcuts change no verdict', () => {
  it('has answers in every site language to test with', () => {
    expect(new Set(answers.map((a) => a.locale)).size).toBe(10);
  });

  it('releases and stops the same sentences whatever the piece sizes', () => {
    fc.assert(fc.property(fc.constantFrom(...answers), fc.array(fc.integer({ min: 1, max: 24 }), { maxLength: 400 }), (answer, cuts) => {
      expect(stream(answer, cuts)).toEqual(stream(answer, [answer.text.length]));
    }), { numRuns: 150 });
  });

  const IGNORABLES = ['\u200B', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u034F', '\uFE0F', '\u2063', '\u{E0041}'];
  const sentences = answers.flatMap((a) => splitSentences(a.text).map((s) => ({ s, a })));
  const prepared = new Map(answers.map((a) => [a, prepareSources([{ text: a.source, locale: a.locale }])]));
  const betweenLetters = (s: string) => [...s.matchAll(/(?<=\p{L})(?=\p{L})/gu)].map((m) => m.index);

  it('gives the same verdict when default-ignorables are put inside words', () => {
    fc.assert(fc.property(fc.constantFrom(...sentences), fc.array(fc.tuple(fc.nat(), fc.constantFrom(...IGNORABLES)), { minLength: 1, maxLength: 6 }), ({ s, a }, inserts) => {
      const spots = betweenLetters(s);
      fc.pre(spots.length > 0);
      const at = [...new Set(inserts.map(([k]) => spots[k % spots.length]!))].sort((x, y) => y - x);
      let disguised = s;
      at.forEach((p, i) => { disguised = disguised.slice(0, p) + inserts[i % inserts.length]![1] + disguised.slice(p); });
      expect(checkSentence(disguised, prepared.get(a)!, a.locale)).toEqual(checkSentence(s, prepared.get(a)!, a.locale));
    }), { numRuns: 300 });
  });

  // Code units that exercise the quick checks: marks that compose or reorder, Hangul jamo, compatibility
  // forms, no-break spaces, ignorables, look-alike letters of four alphabets, digits of several scripts.
  const units = fc.constantFrom(
    'a', 'e', 'I', 'l', 'o', 'S', ' ', '.', '1', '\u0301', '\u0308', '\u0327', '\u0334', '\u0336', '\u093C', '\u0915', '\u0958', '\u1100', '\u1161', '\u11A8', '\uAC00',
    'ﬁ', '①', '１', 'Ａ', '\u00A0', '\u202F', '\u200B', '\u200C', '\u00AD', 'е', 'о', 'і', 'Ԝ', 'ا', 'ی', 'ي', '۱', '١', '१', '我', '\uD835\uDFCF', 'ſ', 'İ', 'ß', 'é', 'e',
  );
  const texts = fc.array(units, { maxLength: 12 }).map((xs) => xs.join(''));

  it('scanUnits: no NFKC, ignorable or no-break flag → the text is its own NFKC form with nothing to remove', () => {
    fc.assert(fc.property(texts, (t) => {
      const { flags } = scanUnits(t);
      if ((flags & (UNIT.NFKC | UNIT.IGNORABLE | UNIT.NBSP)) === 0) {
        expect(t.normalize('NFKC')).toBe(t);
        expect(removeIgnorables(t)).toBe(t);
      }
    }), { numRuns: 3000 });
  });

  it('scanUnits: no mixed-word or ignorable flag → no word is read in another alphabet', () => {
    fc.assert(fc.property(texts, (t) => {
      const { flags } = scanUnits(t);
      if ((flags & (UNIT.MIXED | UNIT.IGNORABLE)) === 0) expect(readMixedScriptWords(t)).toBe(t);
    }), { numRuns: 3000 });
  });

  it('scanUnits counts at least every decimal digit', () => {
    fc.assert(fc.property(texts, (t) => {
      expect(scanUnits(t).digits).toBeGreaterThanOrEqual(t.match(/\p{Nd}/gu)?.length ?? 0);
    }), { numRuns: 1000 });
  });
});
