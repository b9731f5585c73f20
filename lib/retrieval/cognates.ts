/**
 * Cognates (issue 31, kind 3): a Spanish, Portuguese or French question word that no dictionary
 * translates and the index does not hold is often the English word of the page spelled the
 * Romance way — "clasificador" (classifier), "léxico" (lexicon), "acurácia" (accuracy). FreeDict
 * lacks many technical ones. Such a word's stem is read as the English index terms it is a cognate
 * of, by the orthographic criteria of the cognate-identification literature:
 * - the first four letters agree (Simard, Foster & Isabelle 1992, "Using cognates to align
 *   sentences in bilingual corpora": two words of four letters or more whose first four agree);
 * - the Longest Common Subsequence Ratio is at least 0.58 (Melamed 1999, "Bitext maps and alignment
 *   via pattern recognition", Computational Linguistics 25(1): the threshold he tuned for
 *   English–French cognates; LCSR = |LCS| / length of the longer word),
 * both on the Snowball stems with diacritics folded. Only words nothing else reads reach it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { foldDiacritics, type Locale } from '@/lib/text';

/** Romance site languages, whose words share Latin stems with English ones. */
export const COGNATE_LANGUAGES: ReadonlySet<Locale> = new Set(['es', 'pt', 'fr']);
/** Simard et al.'s prefix: four letters. */
export const COGNATE_PREFIX = 4;
/** Melamed's LCSR threshold. */
export const MIN_LCSR = 0.58;

/** Longest Common Subsequence Ratio of two strings (0–1): |LCS| / max(|a|, |b|). */
export function lcsr(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  if (x.length === 0 || y.length === 0) return 0;
  let prev = new Array<number>(y.length + 1).fill(0);
  for (let i = 1; i <= x.length; i++) {
    const cur = [0];
    for (let j = 1; j <= y.length; j++) cur[j] = x[i - 1] === y[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, cur[j - 1]!);
    prev = cur;
  }
  return prev[y.length]! / Math.max(x.length, y.length);
}

/** A stem as compared: lower-case, diacritics folded (clasificación → clasificacion). */
const plain = (s: string) => foldDiacritics(s.toLowerCase());

/**
 * Whether a source-language stem and an English index term are cognates: both at least
 * {@link COGNATE_PREFIX} letters, the same first four letters, LCSR ≥ {@link MIN_LCSR}.
 */
export function cognate(stem: string, englishTerm: string): boolean {
  const a = plain(stem);
  const b = plain(englishTerm);
  if (a.length < COGNATE_PREFIX || b.length < COGNATE_PREFIX || a.slice(0, COGNATE_PREFIX) !== b.slice(0, COGNATE_PREFIX)) return false;
  return a !== b && lcsr(a, b) >= MIN_LCSR;
}

/**
 * The English index terms (Latin letters, held by English passages) that are cognates of each stem.
 * @param stems source-language stems of the words nothing else reads
 * @returns stem → English terms, most frequent first; stems without one are absent
 */
export async function cognateCandidates(db: Db, stems: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  const asked = [...new Set(stems.map(plain))].filter((s) => s.length >= COGNATE_PREFIX && /^[a-z]+$/.test(s));
  if (asked.length === 0) return out;
  const prefixes = [...new Set(asked.map((s) => s.slice(0, COGNATE_PREFIX)))];
  const arr = `{${prefixes.map((p) => `"${p}"`).join(',')}}`;
  const rows = await db.execute(sql`select term, sum(df)::int as df from term_stats where locale = 'en' and left(term, ${COGNATE_PREFIX}) = any(${arr}::text[]) and term ~ '^[a-z]+$' and df > 0 group by term order by sum(df) desc, term`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { term: string; df: number }[];
  for (const s of stems) {
    const terms = list.filter((r) => cognate(s, r.term)).map((r) => r.term);
    if (terms.length) out.set(s, terms);
  }
  return out;
}
