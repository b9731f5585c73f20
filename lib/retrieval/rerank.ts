/**
 * The reranking stage (issue 11): re-scores retrieval's candidates (~20, fused order). Without a
 * hosted reranker (`RERANK_MODEL`), a lexical one: BM25F over each candidate's title, heading and
 * text (with the collection's statistics), plus query-term proximity. A reranker orders; it never refuses — its scores scatter
 * (design), so the threshold stays on the bounded score and the decision stage decides "none".
 */
import { contentWords, indexStems, type Locale } from '@/lib/text';
import { wordStems, type Passage } from './index';

/**
 * A reranker: scores for the candidates it was given, by index into `candidates` (every index
 * at most once; candidates left out keep their retrieval order after the scored ones). Scores
 * order only and are not comparable between questions or rerankers.
 * @param signal aborts a hosted call (a client disconnect); a lexical reranker ignores it
 * @throws when a hosted reranker fails — the caller keeps retrieval's order
 */
export type Reranker = (question: string, candidates: Passage[], signal?: AbortSignal) => Promise<Array<{ index: number; score: number }>>;

/**
 * Proximity (Tao & Zhai 2007, "An exploration of proximity measures in information retrieval"):
 * MinDist, the smallest distance in words between two different query words in the passage text,
 * added as log(α + e^(−MinDist)) − log(α) with α = 0.3 (their recommended value), so a passage
 * without two different query words gets 0 and one with them adjacent about 1.2.
 */
export const PROXIMITY_ALPHA = 0.3;

/** MinDist proximity bonus for a passage whose body stems are `body` (Tao & Zhai 2007), ≥ 0. */
export function proximityBonus(body: readonly string[], wordStemSets: readonly ReadonlySet<string>[]): number {
  const last = new Map<number, number>();
  let min = Infinity;
  body.forEach((s, pos) => {
    wordStemSets.forEach((set, w) => {
      if (!set.has(s)) return;
      for (const [other, p] of last) if (other !== w) min = Math.min(min, pos - p);
      last.set(w, pos);
    });
  });
  if (!Number.isFinite(min)) return 0;
  return Math.log(PROXIMITY_ALPHA + Math.exp(-min)) - Math.log(PROXIMITY_ALPHA);
}

/**
 * The lexical reranker: each candidate's BM25F score over its title + heading + text — the first
 * stage's, computed with the collection's statistics in its own language (`Passage.bm25`; 0 for a
 * passage only dense search found, which ranked below the lexical candidates) — plus the MinDist
 * proximity bonus of the question's words in its text. Question words are stemmed by every
 * candidate language's stemmer and the English one (the reranker is not told the reader's
 * language); each text by its own language's stemmer. No I/O; the signal is not needed.
 *
 * Measured (study set, 2026-12-01): a BM25F recomputed over the ~20 candidates alone (IDF over
 * the candidates) put the right page first 13/30 against the first stage's 19/30 — among
 * candidates that all hold the main term its IDF falls to zero and peripheral words decide — so
 * the collection's statistics are kept.
 */
export const lexicalReranker: Reranker = async (question, candidates) => {
  const words = contentWords(question);
  const locales = [...new Set(['en', ...candidates.map((c) => c.locale)])] as Locale[];
  const sets = words.map((w) => new Set(locales.flatMap((l) => wordStems(w, l))));
  return candidates.map((c, index) => {
    const body = words.length > 1 ? indexStems(c.content, c.locale as Locale) : [];
    return { index, score: c.bm25 + proximityBonus(body, sets) };
  });
};

/**
 * Runs a reranker and returns the candidates in its order (highest score first, ties and
 * unscored candidates in retrieval order), each with its `rerank` score.
 * @throws what the reranker throws (the caller decides whether to keep retrieval's order)
 */
export async function rerankCandidates<P extends Passage>(reranker: Reranker, question: string, candidates: P[], signal?: AbortSignal): Promise<(P & { rerank: number | null })[]> {
  const scores = await reranker(question, candidates, signal);
  const byIndex = new Map<number, number>();
  for (const s of scores) if (Number.isInteger(s.index) && s.index >= 0 && s.index < candidates.length && !byIndex.has(s.index)) byIndex.set(s.index, s.score);
  return candidates.map((c, i) => ({ ...c, rerank: byIndex.get(i) ?? null, i }))
    .sort((a, b) => (a.rerank === null ? 1 : 0) - (b.rerank === null ? 1 : 0) || (b.rerank ?? 0) - (a.rerank ?? 0) || a.i - b.i)
    .map(({ i: _i, ...c }) => c as unknown as P & { rerank: number | null });
}
