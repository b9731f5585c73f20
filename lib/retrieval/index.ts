/**
 * Layer 2, retrieval and the threshold. Version 1 is keyword-only: whole-word keyword coverage over
 * the chunks. Dense retrieval and RRF fusion (issue 4) plug in beside it; the threshold stays on the
 * bounded score, never on a rank-based one.
 */
import { type Db, findChunksByKeywords, type PassageCandidate } from '@/lib/db';
import { contentWords, type Locale } from '@/lib/text';

/** Distinct content words that must hit for coverage to count (design, Layer 2). */
export const MIN_DISTINCT_HITS = 2;

/** A retrieved passage with its bounded score. */
export interface Passage extends PassageCandidate {
  /** Keyword coverage in [0, 1]: share of the question's content words present as whole words. */
  coverage: number;
  /** Distinct content words that hit. */
  hits: string[];
  /** Bounded similarity used for the threshold: coverage if ≥ 2 distinct hits, else 0. */
  score: number;
}

export interface RetrievalResult {
  /** Content words of the question. */
  words: string[];
  /** The content words that count for the threshold (the author's name removed). */
  thresholdWords: string[];
  /** Top-k passages, best first. */
  passages: Passage[];
  /** Best bounded score over the returned passages, or null when nothing matched. */
  bestScore: number | null;
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

/**
 * Retrieves the top-k passages for a question by whole-word keyword coverage.
 * @param args.question the question as asked (normalized here)
 * @param args.locale the reader's language: breaks ties between equally covered passages
 * @param args.topK passages to return (design default 8)
 * @param args.nameWords normalized words of the author's name: they help ordering but never count
 *   for the threshold (design: "a name makes every question look close to the CV")
 */
export async function retrievePassages(db: Db, args: { question: string; locale: Locale; topK: number; nameWords?: ReadonlySet<string> }): Promise<RetrievalResult> {
  const words = contentWords(args.question);
  const thresholdWords = words.filter((w) => !args.nameWords?.has(w));
  const candidates = await findChunksByKeywords(db, { words });
  const scored = candidates.map((c) => {
    const { coverage, hits } = keywordCoverage(words, c.terms);
    const bounded = keywordCoverage(thresholdWords, c.terms);
    return { ...c, coverage, hits, score: bounded.hits.length >= MIN_DISTINCT_HITS ? bounded.coverage : 0 };
  });
  // Ties: full coverage (name included), then the reader's language, then the database's ts_rank order.
  const inLocale = (p: PassageCandidate) => (p.locale === args.locale ? 1 : 0);
  scored.sort((a, b) => b.score - a.score || b.coverage - a.coverage || inLocale(b) - inLocale(a));
  const passages = scored.slice(0, args.topK);
  const bestScore = passages.length ? Math.max(...passages.map((p) => p.score)) : null;
  return { words, thresholdWords, passages, bestScore };
}

/** The threshold decision: true when the best bounded score reaches the threshold. */
export function passesThreshold(bestScore: number | null, threshold: number): boolean {
  return bestScore !== null && bestScore >= threshold;
}
