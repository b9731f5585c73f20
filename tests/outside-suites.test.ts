/**
 * The splitter against sentence-boundary suites written outside this project (pySBD, Pragmatic
 * Segmenter, sentencex), in streaming mode, side by side with three maintained splitters measured
 * in the same run: ICU's Intl.Segmenter, `sentence-splitter` and `sbd`. Scores are printed per
 * suite and language; the test fails if ours drops below its floor (a regression), if it does not
 * beat each of the three, or if streaming in pieces ever changes the sentences (the invariant).
 */
import { readFileSync } from 'node:fs';
import sbd from 'sbd';
import { split as sentenceSplitter } from 'sentence-splitter';
import { describe, expect, it } from 'vitest';
import { SentenceSplitter, splitSentences } from '@/lib/gate';
import { requireExternal } from './support';

interface Case { lang: string; name: string; input: string; expected: string[] }
const SUITES: { file: string; floor: number }[] = [
  // Floors = the scores reached so far. pySBD golden rules, measured here as in issue 3:
  // Intl.Segmenter 45, sentence-splitter 49, sbd 41 of 73.
  { file: 'pysbd/golden_rules.json', floor: 66 },
  { file: 'pragmatic_segmenter/golden_rules.json', floor: 62 },
  { file: 'sentencex/cases.json', floor: 258 },
  { file: 'pysbd/all_test_cases.json', floor: 239 },
  { file: 'pragmatic_segmenter/all_spec_cases.json', floor: 233 },
];
const ws = (s: string) => s.replace(/\s+/g, ' ').trim();

// Every golden-rule case the splitter fails, with the reason it stays failed. "Splits more" is the
// fail-closed direction: each part is checked on its own, so a marker-less part with a value stops
// the answer instead of a value slipping through. The test fails if this list and the failures
// differ, so a fix or a new failure is always seen.
const COLON_AR = 'a colon is not a terminator in the design\'s rules (Arabic news style ends a headline with one): the merged sentence is checked whole';
const US = '"U.S." may end a sentence, so a capital after it is a boundary (fail closed: both parts are checked)';
const NO_DEGREE = '"N°." is not in the abbreviation lists: the sentence ends early (fail closed)';
const SPACED_ELLIPSIS = 'a spaced ellipsis before a capital reads as an end (fail closed)';
const FOUR_DOTS = 'the suite moves ". . ." of a 4-dot ellipsis to the next sentence; here it stays with the one it closes (same boundaries, other side)';
const KNOWN_FAILURES: Record<string, Record<string, string>> = {
  'pysbd/golden_rules.json': {
    'GOLDEN_EN_RULES_TEST_CASES[16]': US,
    'GOLDEN_EN_RULES_TEST_CASES[40]': NO_DEGREE,
    'GOLDEN_EN_RULES_TEST_CASES[47]': SPACED_ELLIPSIS,
    'GOLDEN_EN_RULES_TEST_CASES[48]': FOUR_DOTS,
    'GOLDEN_AR_RULES_TEST_CASES[1]': COLON_AR,
    'GOLDEN_AR_RULES_TEST_CASES[4]': COLON_AR,
    'GOLDEN_AR_RULES_TEST_CASES[5]': 'the Arabic comma "،" is not a terminator: splitting at commas would cut clauses that share one source marker',
  },
  'pragmatic_segmenter/golden_rules.json': {
    'U.S. as non sentence boundary with next word capitalized #016': US,
    'Geo Coordinates #043': NO_DEGREE,
    'Ellipsis as non sentence boundary #050': SPACED_ELLIPSIS,
    '4-dot ellipsis #051': FOUR_DOTS,
    'Lower case list separated by newline #042': 'a single line break is not a boundary (a blank line is) and a lower-case word continues a sentence: the lines are checked as one sentence',
    'No whitespace in between sentences #052': 'the design\'s whitespace-after rule keeps "world.Today" whole, as it keeps 3.14 and example.com (merged text is checked whole)',
    'Regular punctuation #001': COLON_AR,
    'Time #004': COLON_AR,
    'Comma #005': 'the Arabic comma "،" is not a terminator: splitting at commas would cut clauses that share one source marker',
  },
};

function streamed(input: string, piece: number): string[] {
  const s = new SentenceSplitter();
  const out = [];
  for (let i = 0; i < input.length; i += piece) out.push(...s.push(input.slice(i, i + piece)));
  out.push(...s.end());
  return out.map((x) => x.text);
}

const OTHERS: Record<string, (text: string, lang: string) => string[]> = {
  'Intl.Segmenter': (t, lang) => [...new Intl.Segmenter(lang, { granularity: 'sentence' }).segment(t)].map((s) => s.segment),
  'sentence-splitter': (t) => sentenceSplitter(t).filter((n) => n.type === 'Sentence').map((n) => n.raw),
  sbd: (t) => sbd.sentences(t, { newline_boundaries: false }),
};

function passes(got: string[], c: Case): boolean {
  return JSON.stringify(got.map(ws).filter(Boolean)) === JSON.stringify(c.expected.map(ws).filter(Boolean));
}

/** Whether a failure splits more than the suite (each expected sentence = consecutive ours), less, or otherwise. */
function failureKind(got: string[], c: Case): 'more' | 'less' | 'other' {
  const g = got.map(ws).filter(Boolean);
  const e = c.expected.map(ws).filter(Boolean);
  const covers = (coarse: string[], fine: string[]) => {
    let k = 0;
    for (const x of coarse) {
      let acc = '';
      while (k < fine.length && acc.length < x.length) acc = acc ? `${acc} ${fine[k++]}` : fine[k++]!;
      if (acc !== x) return false;
    }
    return k === fine.length;
  };
  return covers(e, g) ? 'more' : covers(g, e) ? 'less' : 'other';
}

describe.each(Object.keys(KNOWN_FAILURES))('%s: known failures', (file) => {
  it('fails exactly the golden-rule cases listed with a reason', () => {
    const cases = JSON.parse(readFileSync(requireExternal(file), 'utf8')) as Case[];
    const failing = cases.filter((c) => !passes(streamed(c.input, 7), c)).map((c) => c.name).sort();
    expect(failing).toEqual(Object.keys(KNOWN_FAILURES[file]!).sort());
  });
});

// The larger suites' failures, one line per case with its kind, kept as file snapshots
// (tests/splitter-failures/*.json; a fix or a new failure changes the file: review, then `vitest -u`).
// Reasons per kind: "more" — the splitter ends a sentence where the suite does not (fail closed:
// each part is checked on its own, a marker-less part with a value stops the answer); "less" — it
// keeps together what the suite splits (the whole is checked against its markers, every value must
// still be in a cited source; the cost is a later release); "other" — boundaries moved on both
// sides (mostly where a quote, bracket or ellipsis goes).
describe.each(SUITES.filter((s) => !(s.file in KNOWN_FAILURES)))('$file: failures by kind', ({ file }) => {
  it('match the recorded list', async () => {
    const cases = JSON.parse(readFileSync(requireExternal(file), 'utf8')) as Case[];
    const failures: Record<string, 'more' | 'less' | 'other'> = {};
    cases.forEach((c, i) => {
      const got = streamed(c.input, 7);
      if (!passes(got, c)) failures[`${i}: ${c.name}`] = failureKind(got, c);
    });
    await expect(`${JSON.stringify(failures, null, 1)}\n`).toMatchFileSnapshot(`./splitter-failures/${file.replace(/\W+/g, '-')}.json`);
  });
});

describe.each(SUITES)('$file', ({ file, floor }) => {
  const cases = JSON.parse(readFileSync(requireExternal(file), 'utf8')) as Case[];

  it(`passes at least ${floor} cases in streaming mode and beats Intl.Segmenter, sentence-splitter and sbd`, () => {
    const perLang = new Map<string, [number, number]>();
    let ours = 0;
    for (const c of cases) {
      const ok = passes(streamed(c.input, 7), c);
      const t = perLang.get(c.lang) ?? [0, 0];
      perLang.set(c.lang, [t[0] + (ok ? 1 : 0), t[1] + 1]);
      if (ok) ours++;
    }
    const others = Object.fromEntries(Object.entries(OTHERS).map(([name, fn]) => [name, cases.filter((c) => {
      try { return passes(fn(c.input, c.lang), c); } catch { return false; }
    }).length]));
    const kinds = { more: 0, less: 0, other: 0 };
    for (const c of cases) if (!passes(streamed(c.input, 7), c)) kinds[failureKind(streamed(c.input, 7), c)]++;
    console.info(`${file} (${cases.length}): gate ${ours}, ${Object.entries(others).map(([n, v]) => `${n} ${v}`).join(', ')}; per language: ${[...perLang].map(([l, [p, n]]) => `${l} ${p}/${n}`).join(', ')}; failures: splits more ${kinds.more} (fail closed), splits less ${kinds.less}, other ${kinds.other}`);
    expect(ours).toBeGreaterThanOrEqual(floor);
    for (const [name, score] of Object.entries(others)) expect(ours, `gate vs ${name}`).toBeGreaterThan(score);
  });

  it('gives the same sentences fed in pieces of 1, 2, 3 and 7 characters as fed whole', () => {
    for (const c of cases) {
      const whole = splitSentences(c.input);
      for (const n of [1, 2, 3, 7]) expect(streamed(c.input, n), `${c.name}, pieces of ${n}`).toEqual(whole);
    }
  });
});
