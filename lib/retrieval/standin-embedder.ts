/**
 * A stand-in embedder for tests and the golden-set run: a bag of hashed content words (the same
 * normalization and stop words as keyword coverage) with sublinear term frequency, plus each
 * word's character trigrams (subword hashing as in fastText, Bojanowski et al. 2017, so inflected
 * forms — "поиск"/"поиске", "archive"/"archived" — partly meet), L2-normalized. It has no learned
 * meaning — synonyms and other languages do not meet — so it tests routing, fusion, ranking, top-k
 * and the threshold decision, not retrieval quality (design, "Measurement").
 */
import type { Embedder } from '@/lib/providers';
import { contentWords, words } from '@/lib/text';

/** Width of the stand-in vectors. */
export const STANDIN_DIMENSIONS = 4096;

/** FNV-1a, 32 bit: a fixed, well-spread string hash. */
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * Weight of a word's trigram block relative to the word itself (the block's L2 norm): subwords
 * dominate, as in fastText, where a word vector is the sum of its n-gram vectors. Chosen on the
 * golden set (2 separated off-topic from answerable questions better than 1 or 3).
 */
const TRIGRAM_WEIGHT = 2;

/** Character trigrams of a word with boundary marks: "<ab>" → "<ab", "ab>". */
function trigrams(word: string): string[] {
  const chars = [...`<${word}>`];
  const out: string[] = [];
  for (let i = 0; i + 3 <= chars.length; i++) out.push(chars.slice(i, i + 3).join(''));
  return out;
}

/** How often each content word occurs in a text: what a stand-in vector is made of. */
export function standinCounts(text: string): Map<string, number> {
  const content = new Set(contentWords(text));
  const tf = new Map<string, number>();
  for (const w of words(text)) if (content.has(w)) tf.set(w, (tf.get(w) ?? 0) + 1);
  return tf;
}

/** The stand-in vector of one text. */
export function standinVector(text: string, dimensions = STANDIN_DIMENSIONS): number[] {
  return standinVectorOfCounts(standinCounts(text), dimensions);
}

/**
 * The stand-in vector of a text given its {@link standinCounts} — for generated corpora, whose
 * passages are joined from paragraphs counted once (texts joined at a blank line count as the sum
 * of their parts, since a line break always ends a word).
 */
export function standinVectorOfCounts(tf: ReadonlyMap<string, number>, dimensions = STANDIN_DIMENSIONS): number[] {
  const v = new Array<number>(dimensions).fill(0);
  for (const [w, n] of tf) {
    // Sublinear term frequency (1 + ln tf): a word repeated ten times is not ten times the topic.
    const weight = 1 + Math.log(n);
    v[fnv1a(w) % dimensions]! += weight;
    const grams = trigrams(w);
    // '#' keeps trigram hashes apart from the hash of a three-letter word.
    for (const g of grams) v[fnv1a(`#${g}`) % dimensions]! += (TRIGRAM_WEIGHT * weight) / Math.sqrt(grams.length);
  }
  const norm = Math.hypot(...v);
  return norm === 0 ? v : v.map((x) => x / norm);
}

/** The stand-in as an {@link Embedder}; its id is stored with every vector it makes. */
export function standinEmbedder(dimensions = STANDIN_DIMENSIONS): Embedder {
  return { id: `standin:hashing-trigrams-${dimensions}`, embed: async (values) => values.map((t) => standinVector(t, dimensions)) };
}
