/**
 * A stand-in embedder for tests and the golden-set run: a bag of hashed whole words (the same
 * normalization and stop words as keyword coverage), L2-normalized. It has no learned meaning —
 * synonyms and other languages do not meet — so it tests routing, fusion, ranking, top-k and the
 * threshold decision, not retrieval quality (design, "Measurement").
 */
import type { Embedder } from '@/lib/providers';
import { contentWords } from '@/lib/text';

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

/** The stand-in vector of one text. */
export function standinVector(text: string, dimensions = STANDIN_DIMENSIONS): number[] {
  const v = new Array<number>(dimensions).fill(0);
  for (const w of contentWords(text)) v[fnv1a(w) % dimensions]! += 1;
  const norm = Math.hypot(...v);
  return norm === 0 ? v : v.map((x) => x / norm);
}

/** The stand-in as an {@link Embedder}; its id is stored with every vector it makes. */
export function standinEmbedder(dimensions = STANDIN_DIMENSIONS): Embedder {
  return { id: `standin:hashing-${dimensions}`, embed: async (values) => values.map((t) => standinVector(t, dimensions)) };
}
