/** The conversation step (issue 30, part B): the entries the last answer cited as the carried topic's evidence. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authorTerms, loadProfileFile } from '@/lib/profile';
import { readTurn, type HistoryTurn } from '@/lib/question';
import { passesThreshold, type Passage, type RetrievalResult } from '@/lib/retrieval';
import { carriedByOwnWords, passageEntry, withCarriedEvidence } from './carried';

const who = authorTerms(await loadProfileFile());
const THRESHOLD = 0.35;

const passage = (id: number, slug: string, hits: string[], score = 0): Passage => ({
  id, entryId: id, slug, kind: 'case_study', collection: null, locale: 'en', title: slug, heading: '', content: '', terms: '',
  coverage: 0, hits, bm25: 1, cosine: null, score, rrf: 1 / (60 + id),
});

/** A retrieval over the joined question's words, each of IDF 1, with the given passages. */
const retrievalOf = (words: string[], passages: Passage[]): RetrievalResult => ({
  words, thresholdWords: words, passages, candidates: passages, bestScore: Math.max(0, ...passages.map((p) => p.score)), retrievers: ['keyword'],
  question: undefined as never, terms: { words, idf: words.map(() => 1) } as never,
});

const followUp = (q: string, cited: string[]) => {
  const history: HistoryTurn[] = [{ role: 'user', content: 'How did she build the Golestan archive search?' }, { role: 'assistant', content: 'With a team of three.', cited }];
  const t = readTurn(q, 'en', history, who);
  return { ...t, query: t.query! };
};

describe('withCarriedEvidence', () => {
  const words = ['golestan', 'archive', 'search', 'results'];
  const results = passage(1, 'golestan', ['results']); // the cited entry's Results section: only the message's word
  const other = passage(2, 'other', ['search'], 0);

  it('a passage of a cited entry holding the message\'s own word holds the carried words too: it passes and leads', () => {
    const t = followUp('And the results?', [passageEntry(results)]);
    const r = withCarriedEvidence(t, retrievalOf(words, [other, results]));
    expect(passesThreshold(r.bestScore, THRESHOLD)).toBe(true);
    expect(r.passages[0]!.id).toBe(1);
    expect(carriedByOwnWords(t, r)).toBe(true);
  });

  it('no evidence without a word of the message\'s own, for an entry not cited, or for an entity switch', () => {
    const carriedOnly = passage(3, 'golestan', ['golestan', 'archive']);
    const cited = [passageEntry(results)];
    expect(withCarriedEvidence(followUp('And the results?', cited), retrievalOf(words, [carriedOnly])).bestScore).toBe(0);
    expect(withCarriedEvidence(followUp('And the results?', ['/case-studies/elsewhere']), retrievalOf(words, [results])).bestScore).toBe(0);
    const s = followUp('And for Parsegar?', cited);
    expect(s.context.switchesEntity).toBe(true);
    expect(withCarriedEvidence(s, retrievalOf(words, [results])).bestScore).toBe(0);
  });

  it('generated: evidence only raises scores, only for cited entries holding an own word, and keeps every passage', () => {
    const slugs = ['golestan', 'other', 'third'];
    const arb = fc.array(fc.record({ slug: fc.constantFrom(...slugs), hits: fc.subarray(words), score: fc.constantFrom(0, 0.2, 0.5) }), { minLength: 1, maxLength: 6 });
    fc.assert(fc.property(arb, fc.subarray(slugs), (rows, citedSlugs) => {
      const ps = rows.map((x, i) => passage(i + 1, x.slug, x.hits, x.score));
      const t = followUp('And the results?', citedSlugs.map((s) => passageEntry(passage(0, s, []))));
      const before = retrievalOf(words, ps);
      const after = withCarriedEvidence(t, before);
      expect(new Set(after.candidates.map((p) => p.id))).toEqual(new Set(ps.map((p) => p.id)));
      for (const p of after.candidates) {
        const was = ps.find((x) => x.id === p.id)!;
        expect(p.score).toBeGreaterThanOrEqual(was.score);
        if (p.score > was.score) {
          expect(citedSlugs).toContain(p.slug);
          expect(p.hits).toContain('results');
        }
      }
      expect(after.bestScore ?? 0).toBeGreaterThanOrEqual(before.bestScore ?? 0);
    }), { seed: 30 });
  });
});
