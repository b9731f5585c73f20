/**
 * Issue 34: the gate's correct-answer set (golden-set/gate-answers.jsonl), written from the kinds
 * before it was run — numbers in each language's style, scale words, numbers in words, names kept,
 * transliterated and swapped, directional controls. Every correct answer is released (and shown
 * without directional controls), every wrong variant withheld, the name check withholds no correct
 * answer; each row's source is a sentence of the site's content, verbatim.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { authorTerms, loadProfileFile } from '@/lib/profile';
import { LOCALES } from '@/lib/text';
import { judgeGateAnswers, loadGateAnswers } from '@/scripts/gate-answers';

const rows = await loadGateAnswers();
const knownNames = authorTerms(await loadProfileFile()).names;
const results = judgeGateAnswers(rows, knownNames);

describe('the gate\'s correct-answer set', () => {
  it('has at least 10 correct answers and 4 wrong variants in every language, each citing the site\'s own content verbatim', async () => {
    for (const locale of LOCALES) {
      expect(rows.filter((r) => r.locale === locale && r.expect === 'release').length, locale).toBeGreaterThanOrEqual(10);
      expect(rows.filter((r) => r.locale === locale && r.expect === 'withhold').length, locale).toBeGreaterThanOrEqual(4);
    }
    const flat = (t: string) => t.replace(/\s+/g, ' ');
    for (const r of rows) expect(flat(await readFile(r.source.file, 'utf8')), r.id).toContain(flat(r.source.text));
  });

  it.each(LOCALES)('%s: every correct answer released, every wrong variant withheld', (locale) => {
    const failed = results.filter((r) => r.row.locale === locale && !r.ok).map((r) => `${r.row.id} ${r.row.kind}: ${r.released ? 'released' : r.reasons.join(',')}`);
    expect(failed).toEqual([]);
  });

  it('the name check withholds no correct answer, and catches the swapped names the other checks miss', () => {
    expect(results.filter((r) => r.row.expect === 'release' && r.reasons.includes('name-unsupported')).map((r) => r.row.id)).toEqual([]);
    const swapped = results.filter((r) => r.row.kind === 'name-swapped');
    expect(swapped.every((r) => r.reasons.includes('name-unsupported'))).toBe(true);
    const withoutNames = judgeGateAnswers(swapped.map((r) => r.row), knownNames, { names: false });
    expect(withoutNames.every((r) => r.released)).toBe(true);
  });
});
