/** The conversation step (issue 30, part B): the entries the last answer cited as the carried topic's evidence. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authorTerms, loadProfileFile } from '@/lib/profile';
import { readTurn, type HistoryTurn } from '@/lib/question';
import { passesThreshold, wordStems, type Passage, type RetrievalResult } from '@/lib/retrieval';
import type { Locale } from '@/lib/text';
import { carriedByOwnWords, passageEntry, realizesFocus, withCarriedEvidence } from './carried';

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

describe('withCarriedEvidence: zero anaphora, the cited entry is the referent (issue 30)', () => {
  const words = ['thesis', 'used', 'afterwards'];
  const history: HistoryTurn[] = [{ role: 'user', content: "What was her bachelor's thesis?" }, { role: 'assistant', content: 'A spelling-suggestion prototype.', cited: [passageEntry(passage(0, 'bsc', []))] }];
  const elided = (q: string) => { const t = readTurn(q, 'en', history, who); return { ...t, query: t.query! }; };
  const thesis = { ...passage(1, 'bsc', ['thesis'], 0.2), content: 'The prototype later became the starting point for the spell-checker.' };
  const docs = passage(2, 'docs', ['used', 'afterwards'], 0.6);

  it('"Was it used afterwards?": the cited passage holding an "after" signal leads, the best score is retrieval\'s', () => {
    const t = elided('Was it used afterwards?');
    expect(t.context.elided).toBe(true);
    const r = withCarriedEvidence(t, retrievalOf(words, [docs, thesis]));
    expect(r.passages.map((p) => p.id)).toEqual([1, 2]);
    expect(r.bestScore).toBe(0.6);
  });

  it('generated: the referent leads only for an elided follow-up, keeps every passage, and never raises the best score by itself', () => {
    const arb = fc.array(fc.record({ slug: fc.constantFrom('bsc', 'docs'), score: fc.constantFrom(0, 0.1, 0.6), later: fc.boolean() }), { minLength: 1, maxLength: 6 });
    fc.assert(fc.property(arb, fc.constantFrom('Was it used afterwards?', 'Has anyone used it since?', 'Which programming languages does she use?'), (rows, q) => {
      const ps = rows.map((x, i) => ({ ...passage(i + 1, x.slug, [], x.score), content: x.later ? 'It later became a tool.' : 'A tool.' }));
      const t = elided(q);
      const before = retrievalOf(words, ps);
      const after = withCarriedEvidence(t, before);
      expect(new Set(after.candidates.map((p) => p.id))).toEqual(new Set(ps.map((p) => p.id)));
      expect(after.bestScore).toBe(before.bestScore);
      const referent = ps.filter((p) => p.slug === 'bsc' && p.score > 0 && p.content.includes('later'));
      if (t.context.elided && referent.length) expect(after.passages[0]!.slug).toBe('bsc');
      if (!t.context.elided) expect(after.passages).toEqual(before.passages);
    }), { seed: 30 });
  });
});

describe('realizesFocus: a message continues the entry in focus when the entry\'s page holds one of its counted words (Centering theory: realizing an entity of the previous utterance)', () => {
  const asked = (ws: string[], locale: Locale) => ({ words: ws, thresholdWords: ws, terms: { stems: ws.map((w) => wordStems(w, locale)) } }) as never;
  // The entry in focus (the Golestan search engine) as its pages' index terms read, in each language; a word it holds and a name it never mentions.
  const FOCUS: [Locale, string, string, string][] = [
    ['en', 'search engine archive results recall', 'results', 'parsegar'],
    ['de', 'suchmaschine archiv ergebnisse recall', 'ergebnisse', 'parsegar'],
    ['fr', 'moteur recherche archive résultats', 'résultats', 'parsegar'],
    ['es', 'buscador archivo resultados', 'resultados', 'parsegar'],
    ['pt', 'busca arquivo resultados', 'resultados', 'parsegar'],
    ['ru', 'поиск архив результаты', 'результаты', 'парсегар'],
    ['ar', 'محرك بحث أرشيف النتائج', 'النتائج', 'بارسغار'],
    ['hi', 'सर्च इंजन आर्काइव नतीजे', 'नतीजे', 'पारसेगर'],
    ['zh', '搜索 档案馆 结果', '结果', '拼写检查器'],
    ['fa', 'جست‌وجو آرشیو نتایج', 'نتایج', 'پارسگر'],
  ];
  it.each(FOCUS)('%s: a word the entry holds realizes it, a name it never mentions does not', (locale, terms, held, name) => {
    const page = [{ terms, locale }];
    expect(realizesFocus(asked([held], locale), page)).toBe(true);
    expect(realizesFocus(asked([name], locale), page)).toBe(false);
  });
  it('a message with no counted word realizes the focus (nothing to decide by: it stays a follow-up)', () => {
    expect(realizesFocus(asked([], 'en'), [{ terms: 'search', locale: 'en' }])).toBe(true);
  });
  it('generated: any held word among unheld ones realizes the focus; unheld words alone never do', () => {
    fc.assert(fc.property(fc.constantFrom(...FOCUS), fc.array(fc.constantFrom('lumenhaus', 'ketabnama', 'kotlin'), { maxLength: 3 }), ([locale, terms, held, name], extra) => {
      const page = [{ terms, locale }];
      expect(realizesFocus(asked([...extra, held], locale), page)).toBe(true);
      expect(realizesFocus(asked([...extra, name], locale), page)).toBe(false);
    }), { numRuns: 40 });
  });
});
