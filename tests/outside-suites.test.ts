/**
 * The splitter against sentence-boundary suites written outside this project (pySBD, Pragmatic
 * Segmenter, sentencex), in streaming mode. Scores are printed per suite and language; the test
 * fails if a score drops below the recorded floor (a regression) or if streaming in pieces ever
 * changes the sentences (the design's invariant).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SentenceSplitter, splitSentences } from '@/lib/gate';
import { requireExternal } from './support';

interface Case { lang: string; name: string; input: string; expected: string[] }
const SUITES: { file: string; floor: number }[] = [
  // Floors = the scores reached so far; a drop is a regression. Reference points on the pySBD
  // golden rules (issue 3): Intl.Segmenter 45, sentence-splitter 49, sbd 41.
  { file: 'pysbd/golden_rules.json', floor: 66 },
  { file: 'pragmatic_segmenter/golden_rules.json', floor: 62 },
  { file: 'sentencex/cases.json', floor: 252 },
];
const ws = (s: string) => s.replace(/\s+/g, ' ').trim();

function streamed(input: string, piece: number): string[] {
  const s = new SentenceSplitter();
  const out = [];
  for (let i = 0; i < input.length; i += piece) out.push(...s.push(input.slice(i, i + piece)));
  out.push(...s.end());
  return out.map((x) => x.text);
}

describe.each(SUITES)('$file', ({ file, floor }) => {
  const cases = JSON.parse(readFileSync(requireExternal(file), 'utf8')) as Case[];

  it(`passes at least ${floor} of the cases (whitespace-normalized)`, () => {
    const perLang = new Map<string, [number, number]>();
    let passed = 0;
    for (const c of cases) {
      const ok = JSON.stringify(streamed(c.input, 7).map(ws)) === JSON.stringify(c.expected.map(ws).filter(Boolean));
      const t = perLang.get(c.lang) ?? [0, 0];
      perLang.set(c.lang, [t[0] + (ok ? 1 : 0), t[1] + 1]);
      if (ok) passed++;
    }
    console.info(`${file}: ${passed}/${cases.length} — ${[...perLang].map(([l, [p, n]]) => `${l} ${p}/${n}`).join(', ')}`);
    expect(passed).toBeGreaterThanOrEqual(floor);
  });

  it('gives the same sentences fed in pieces of 1, 2, 3 and 7 characters as fed whole', () => {
    for (const c of cases) {
      const whole = splitSentences(c.input);
      for (const n of [1, 2, 3, 7]) expect(streamed(c.input, n), `${c.name}, pieces of ${n}`).toEqual(whole);
    }
  });
});
