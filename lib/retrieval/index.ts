/**
 * Layer 2, retrieval and the threshold (design, Layer 2). Hybrid: dense vector search (pgvector
 * cosine, when an embedder is configured) and whole-word keyword coverage, fused with Reciprocal
 * Rank Fusion for ORDER only. The threshold compares bounded similarities — cosine clamped to
 * [0, 1], keyword coverage counted only with two distinct hits — never an RRF score, which
 * measures rank, not relevance.
 */
import { type Db, findChunksByEmbedding, findChunksByKeywords, type PassageCandidate } from '@/lib/db';
import type { Embedder } from '@/lib/providers';
import { contentWords, type Locale } from '@/lib/text';

export { standinEmbedder, standinVector, STANDIN_DIMENSIONS } from './standin-embedder';
export { COMMON_TERM_SHARE, detectOverview, overviewLookupWords, refersToAuthor, type AuthorReference, type CorpusFrequencies, type EntryKind } from './overview';
export { calibrationHistogramUrl, corpusHash, KEYWORD_ONLY, proposeThreshold, recordCalibration, REVERSE_ERROR_GOAL, thresholdFor, type Proposal } from './calibration';

/** Distinct content words that must hit for coverage to count (design, Layer 2). */
export const MIN_DISTINCT_HITS = 2;
/**
 * Coverage counts for the threshold only above this share: a passage must hold MORE than half of
 * the question's content words. Stricter than the design's two-hit rule alone, which lets
 * "What is the best search engine for recipes?" through on a search engineer's site (2 of 4 words,
 * 0.5 ≥ 0.35): a passage that holds half a question does not answer it. Golden set, off-topic.
 */
export const MIN_COVERAGE_FOR_THRESHOLD = 0.5;
/** RRF constant (Cormack, Clarke & Büttcher 2009, "Reciprocal Rank Fusion outperforms Condorcet…", k = 60). */
export const RRF_K = 60;
/** Dense candidates fetched per query before fusion. */
const DENSE_CANDIDATES = 50;

/** A retrieved passage with its bounded similarities and fused rank score. */
export interface Passage extends PassageCandidate {
  /** Keyword coverage in [0, 1]: share of the question's content words present as whole words. */
  coverage: number;
  /** Distinct content words that hit. */
  hits: string[];
  /** Cosine similarity of the question (as asked, without the author's name) clamped to [0, 1]; null without an embedder. */
  cosine: number | null;
  /** Bounded similarity used for the threshold: max(cosine, coverage of non-name words when {@link countsForThreshold}). */
  score: number;
  /** RRF score: order only. */
  rrf: number;
}

export interface RetrievalResult {
  /** Content words of the question. */
  words: string[];
  /** The content words that count for the threshold (the author's name removed). */
  thresholdWords: string[];
  /** Top-k passages in fused order. */
  passages: Passage[];
  /** Best bounded score over the returned passages, or null when nothing matched. */
  bestScore: number | null;
  /** Which retrievers ran: 'keyword', plus 'dense' when the embedder answered. */
  retrievers: ('keyword' | 'dense')[];
  /** Why dense retrieval did not run, when an embedder was configured but failed. */
  denseError?: string;
}

/**
 * Keyword coverage of one passage.
 * @param words content words of the question (normalized, distinct)
 * @param terms the passage's normalized whole words, space-separated
 */
export function keywordCoverage(words: string[], terms: string): { coverage: number; hits: string[] } {
  if (words.length === 0) return { coverage: 0, hits: [] };
  const set = new Set(terms.split(' '));
  const hits = words.filter((w) => set.has(w));
  return { coverage: hits.length / words.length, hits };
}

/** Whether a coverage counts for the threshold: two distinct hits and more than half the words. */
export function countsForThreshold(c: { coverage: number; hits: string[] }): boolean {
  return c.hits.length >= MIN_DISTINCT_HITS && c.coverage > MIN_COVERAGE_FOR_THRESHOLD;
}

/**
 * Retrieves the top-k passages for a question.
 * @param args.question the question as asked (for a follow-up: joined with the previous one)
 * @param args.locale the reader's language: breaks ties between equally ranked passages
 * @param args.topK passages to return (design default 8)
 * @param args.nameWords normalized words of the author's name: they help ordering but never count
 *   for the threshold (design: "a name makes every question look close to the CV")
 * @param args.authorQuery for a question about the author, the question with the name added: its
 *   dense ranking joins the fusion, its similarities never reach the threshold
 * @param args.embedder the configured embedder, or null for keyword-only retrieval; when it fails,
 *   retrieval falls back to keywords and the threshold still applies
 */
export async function retrievePassages(db: Db, args: {
  question: string; locale: Locale; topK: number; nameWords?: ReadonlySet<string>; authorQuery?: string; embedder?: Embedder | null;
}): Promise<RetrievalResult> {
  const words = contentWords(args.question);
  const thresholdWords = words.filter((w) => !args.nameWords?.has(w));
  const retrievers: RetrievalResult['retrievers'] = ['keyword'];

  const [keyword, dense] = await Promise.all([
    findChunksByKeywords(db, { words }),
    denseSearch(db, args).catch((err: Error) => ({ error: err.message })),
  ]);
  const denseError = 'error' in dense ? dense.error : undefined;

  const byId = new Map<number, Passage>();
  const at = (c: PassageCandidate): Passage => {
    let p = byId.get(c.id);
    if (!p) {
      const all = keywordCoverage(words, c.terms);
      const bounded = keywordCoverage(thresholdWords, c.terms);
      p = { ...c, coverage: all.coverage, hits: all.hits, cosine: null, score: countsForThreshold(bounded) ? bounded.coverage : 0, rrf: 0 };
      byId.set(c.id, p);
    }
    return p;
  };

  // Keyword ranking: by coverage (name words included: they help order), ts_rank breaking ties.
  const keywordRanked = keyword.map(at).filter((p) => p.hits.length > 0).sort((a, b) => b.coverage - a.coverage);
  keywordRanked.forEach((p, i) => { p.rrf += 1 / (RRF_K + i + 1); });

  if (!('error' in dense) && dense.asked.length) {
    retrievers.push('dense');
    dense.asked.forEach((c, i) => {
      const p = at(c);
      // A zero vector has no direction: pgvector answers NaN, which counts as no similarity.
      p.cosine = Number.isFinite(c.cosine) ? Math.min(1, Math.max(0, c.cosine)) : 0;
      p.score = Math.max(p.score, p.cosine);
      p.rrf += 1 / (RRF_K + i + 1);
    });
    dense.withName.forEach((c, i) => { at(c).rrf += 1 / (RRF_K + i + 1); });
  }

  const inLocale = (p: Passage) => (p.locale === args.locale ? 1 : 0);
  const fused = [...byId.values()].filter((p) => p.rrf > 0)
    .sort((a, b) => b.rrf - a.rrf || b.score - a.score || inLocale(b) - inLocale(a));
  const passages = fused.slice(0, args.topK);
  // The passage that supplies the best bounded score is always returned (design).
  const best = fused.reduce<Passage | undefined>((m, p) => (!m || p.score > m.score ? p : m), undefined);
  if (best && !passages.includes(best)) passages[passages.length - 1] = best;
  const bestScore = passages.length ? Math.max(...passages.map((p) => p.score)) : null;
  return { words, thresholdWords, passages, bestScore, retrievers, ...(denseError ? { denseError } : {}) };
}

async function denseSearch(db: Db, args: { question: string; authorQuery?: string; embedder?: Embedder | null }): Promise<{
  asked: (PassageCandidate & { cosine: number })[]; withName: (PassageCandidate & { cosine: number })[];
}> {
  if (!args.embedder) return { asked: [], withName: [] };
  const texts = args.authorQuery ? [args.question, args.authorQuery] : [args.question];
  const vectors = await args.embedder.embed(texts);
  const search = (v: number[]) => findChunksByEmbedding(db, { vector: v, model: args.embedder!.id, limit: DENSE_CANDIDATES });
  const [asked, withName] = await Promise.all([search(vectors[0]!), vectors[1] ? search(vectors[1]) : Promise.resolve([])]);
  return { asked, withName };
}

/** The threshold decision: true when the best bounded score reaches the threshold. */
export function passesThreshold(bestScore: number | null, threshold: number): boolean {
  return bestScore !== null && bestScore >= threshold;
}
