/**
 * The reranking stage (issue 11): re-scores retrieval's candidates (~20, fused order). Without a
 * hosted reranker (`RERANK_MODEL`), a lexical one: BM25F over each candidate's title, heading and
 * text, plus query-term proximity. A reranker orders; it never refuses — its scores scatter
 * (design), so the threshold stays on the bounded score and the decision stage decides "none".
 */
import { contentWords, indexStems, type Locale } from '@/lib/text';
import { bm25Idf, wordStems, type Passage } from './index';

/**
 * A reranker: scores for the candidates it was given, by index into `candidates` (every index
 * at most once; candidates left out keep their retrieval order after the scored ones). Scores
 * order only and are not comparable between questions or rerankers.
 * @param signal aborts a hosted call (a client disconnect); a lexical reranker ignores it
 * @throws when a hosted reranker fails — the caller keeps retrieval's order
 */
export type Reranker = (question: string, candidates: Passage[], signal?: AbortSignal) => Promise<Array<{ index: number; score: number }>>;

/** BM25F of the lexical reranker (the first stage's values, see `BM25F` in ./index). */
const K1 = 1.2;
const FIELDS = { title: { weight: 3, b: 0.5 }, heading: { weight: 2, b: 0.5 }, body: { weight: 1, b: 0.75 } } as const;
type Field = keyof typeof FIELDS;
/**
 * Proximity (Tao & Zhai 2007, "An exploration of proximity measures in information retrieval"):
 * MinDist, the smallest distance in words between two different query words in the passage text,
 * added as log(α + e^(−MinDist)) with α = 0.3 (their recommended value); 0 with fewer than two.
 */
export const PROXIMITY_ALPHA = 0.3;

/** MinDist proximity bonus for a passage whose body stems are `body` (Tao & Zhai 2007). */
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
 * The lexical reranker: BM25F (k1 = 1.2; weights title 3, heading 2, body 1; b 0.5/0.5/0.75, as
 * the first stage) over each candidate's title + heading + text, with IDF over the candidates
 * (the only collection a reranker sees), plus the MinDist proximity bonus. Question words are
 * stemmed by every candidate language's stemmer and the English one (the reranker is not told
 * the reader's language); each candidate's fields by its own language's stemmer.
 * No I/O; the signal is not needed.
 */
export const lexicalReranker: Reranker = async (question, candidates) => {
  const words = contentWords(question);
  if (words.length === 0 || candidates.length === 0) return candidates.map((_, index) => ({ index, score: 0 }));
  const locales = [...new Set(['en', ...candidates.map((c) => c.locale)])] as Locale[];
  const sets = words.map((w) => new Set(locales.flatMap((l) => wordStems(w, l))));
  const docs = candidates.map((c) => {
    const l = c.locale as Locale;
    return { title: indexStems(c.title, l), heading: indexStems(c.heading.replaceAll(' › ', ' '), l), body: indexStems(c.content, l) };
  });
  const avg = Object.fromEntries((Object.keys(FIELDS) as Field[]).map((f) => [f, docs.reduce((a, d) => a + d[f].length, 0) / docs.length || 1])) as Record<Field, number>;
  const df = sets.map((set) => docs.filter((d) => d.title.some((s) => set.has(s)) || d.heading.some((s) => set.has(s)) || d.body.some((s) => set.has(s))).length);
  return docs.map((d, index) => {
    let score = 0;
    sets.forEach((set, w) => {
      let tf = 0;
      for (const f of Object.keys(FIELDS) as Field[]) {
        const n = d[f].filter((s) => set.has(s)).length;
        if (n) tf += FIELDS[f].weight * n / (1 - FIELDS[f].b + FIELDS[f].b * d[f].length / avg[f]);
      }
      if (tf > 0) score += bm25Idf(docs.length, df[w]!) * tf / (K1 + tf);
    });
    return { index, score: score + proximityBonus(d.body, sets) };
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
