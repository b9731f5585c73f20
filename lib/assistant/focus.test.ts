/** The entry in focus (./carried.ts `pinnedToFocus`): a standalone value question pointing back is answered from the cited entry when that entry can answer it. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authorTerms, loadProfileFile } from '@/lib/profile';
import { readTurn, type HistoryTurn } from '@/lib/question';
import { wordStems, type Passage, type RetrievalResult } from '@/lib/retrieval';
import { passageEntry, pinnedToFocus, type FocusCandidate } from './carried';

const who = authorTerms(await loadProfileFile());
const focusHref = '/case-studies#persian-search-engine';
const history: HistoryTurn[] = [{ role: 'user', content: 'What did she build for the Golestan manuscript library?' }, { role: 'assistant', content: 'A search engine.', cited: [focusHref] }];

const page = (id: number, slug: string, content: string, terms: string): FocusCandidate => ({
  id, entryId: id, slug, kind: 'case_study', collection: null, locale: 'en', title: slug, heading: '', anchor: undefined, content, terms,
} as FocusCandidate);
const passage = (c: FocusCandidate, hits: string[], score: number): Passage => ({ ...c, coverage: score, hits, bm25: 1, cosine: null, score, rrf: 0 });

/** A retrieval where another entry won on the message's words (each of IDF 1, looked up by its stems as the index reads them). */
const retrievalOf = (words: string[], passages: Passage[]): RetrievalResult => ({
  words, thresholdWords: words, passages, candidates: passages, bestScore: Math.max(0, ...passages.map((p) => p.score)), retrievers: ['keyword'],
  question: undefined as never, terms: { words, idf: words.map(() => 1), stems: words.map((w) => wordStems(w, 'en')) } as never,
});

const turnOf = (q: string) => { const t = readTurn(q, 'en', history, who); return { ...t, query: t.query! }; };
const results = page(1, 'persian-search-engine', 'On a judged set of 300 queries written by archive staff.', 'judged set 300 queries written archive staff');
const other = passage(page(2, 'evaluating-retrieval-recall-at-k', 'Sample queries from the logs into a judged set.', 'sample queries logs judged set'), ['queries', 'judged', 'set'], 1);
const words = ['queries', 'judged', 'set'];

describe('pinnedToFocus', () => {
  it('the cited entry states a number and holds the message\'s words: its passage leads and the turn is answered from its topic', async () => {
    const t = turnOf('How many queries were in the judged set?');
    expect(t.context.continuesFocus).toBe(true);
    const pinned = await pinnedToFocus(t, retrievalOf(words, [other]), async (href) => (href === passageEntry(results) ? [results] : []));
    expect(pinned?.retrieval.passages[0]!.id).toBe(1);
    expect(pinned?.turn.query.focus).toBe(true);
    expect([...pinned!.lead]).toEqual([1]);
    expect(pinned?.retrieval.bestScore).toBe(1); // the threshold reads retrieval as before
  });

  it('not pinned: no value of the asked kind, too few of the message\'s words, or a new name', async () => {
    const t = turnOf('How many queries were in the judged set?');
    const noNumber = page(1, 'persian-search-engine', 'A judged set of queries written by archive staff.', 'judged set queries written archive staff');
    expect(await pinnedToFocus(t, retrievalOf(words, [other]), async () => [noNumber])).toBeNull();
    const oneWord = page(1, 'persian-search-engine', 'It indexed 1.2 million pages; 300 queries.', 'indexed 1 2 million pages 300 queries');
    expect(await pinnedToFocus(t, retrievalOf(words, [other]), async () => [oneWord])).toBeNull();
    expect(await pinnedToFocus(turnOf('How many queries were in the judged set of Nahrvald Labs?'), retrievalOf(words, [other]), async () => [results])).toBeNull();
  });

  it('generated variants: pinned exactly when the focus passage holds a number and more than half of the words (fast-check)', async () => {
    const t = turnOf('How many queries were in the judged set?');
    await fc.assert(fc.asyncProperty(fc.subarray(words), fc.boolean(), async (held, number) => {
      const c = page(1, 'persian-search-engine', `${held.join(' ')}${number ? ' 300' : ''}.`, `${held.join(' ')}${number ? ' 300' : ''}`);
      const pinned = await pinnedToFocus(t, retrievalOf(words, [other]), async () => [c]);
      expect(pinned !== null).toBe(number && held.length >= 2);
    }), { numRuns: 40 });
  });
});
