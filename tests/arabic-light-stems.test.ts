/**
 * Questions about what one of the author's services covers, asked in Arabic: the service's Arabic
 * title and summary name the topic with the definite article ("اللغات"), the question often without
 * it ("لغات"). Larkey's light10 stem on both sides makes them one word for the threshold.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '@/lib/content';
import type { DbHandle } from '@/lib/db';
import { arabicLightHits, ensureConfiguredLexicons, passesThreshold, retrievePassages } from '@/lib/retrieval';
import { DB_TARGET, freshDatabase } from './support';
import { normalizeForMatching } from '@/lib/text';

describe('Arabic light10 on both sides (Larkey, Ballesteros & Connell 2007)', () => {
  const summary = 'ورش عمل تطبيقية لفرق الهندسة والطلاب حول معالجة النصوص الفارسية والمتعددة اللغات، من توحيد النص وتطبيعه إلى تقييم الاسترجاع.';
  const q = (s: string) => s.split(' ').map(normalizeForMatching);
  it('a bare plural in the question meets the definite plural of the page (لغات ~ اللغات)', () => {
    expect(arabicLightHits(q('لغات ورش'), summary)).toEqual([0, 1]);
  });
  it('a definite singular meets a bare one (الهندسة ~ هندسة), a word the page lacks does not', () => {
    expect(arabicLightHits(q('هندسة الأسعار'), summary)).toEqual([0]);
  });
  it('only Arabic-script words are read', () => {
    expect(arabicLightHits(['bm25', 'nlp'], 'BM25 NLP')).toEqual([]);
  });
  it('generated: the article, a prefixed و or ب and the plural ات never hide a word from its page', () => {
    const roots = ['لغ', 'مشارک', 'موضوع', 'مراجع', 'عمیل', 'تقریر'];
    fc.assert(fc.property(fc.constantFrom(...roots), fc.constantFrom('', 'ال', 'وال', 'بال'), fc.constantFrom('', 'ال', 'وال'), fc.constantFrom('', 'ات', 'ه'), fc.constantFrom('', 'ات', 'ه'),
      (root, p1, p2, s1, s2) => {
        const asked = normalizeForMatching(`${p1}${root}${s1}`);
        return arabicLightHits([asked], `نص ${p2}${root}${s2} آخر`).includes(0);
      }));
  });
});

/**
 * The topic and the focus (Edmundson 1969, title and heading methods): the reader-language title
 * and summary of a partly translated service name the entry; the English section whose heading
 * holds the question's other word answers it.
 */
describe(`Arabic light10 at the threshold (${DB_TARGET}, the dictionaries loaded)`, () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
    await seedDatabase(h.db, undefined, { embedder: null });
    await ensureConfiguredLexicons(h.db);
  }, 600_000);
  afterAll(async () => { await h?.close(); });
  const nameWords = new Set(['darya', 'rahnama', 'دریا', 'رهنما', 'دريا']);
  it('example: "بأي لغات تُقدَّم ورش العمل الخاصة بها؟" reaches the threshold on the workshops entry, whose Arabic summary says "اللغات"', async () => {
    const r = await retrievePassages(h.db, { question: 'بأي لغات تُقدَّم ورش العمل الخاصة بها؟', locale: 'ar', topK: 8, nameWords, embedder: null });
    expect(passesThreshold(r.bestScore, 0.35)).toBe(true);
    const best = r.passages.find((p) => p.score === r.bestScore)!;
    expect(best.slug).toBe('nlp-workshops');
  });
  it('generated: the plural bare or with the article, in either order of the question\'s phrases — a workshops passage reaches the threshold', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom('لغات', 'اللغات'), fc.boolean(), async (plural, swap) => {
      const asked = swap ? `ورش العمل الخاصة بها تقدم بأي ${plural}؟` : `بأي ${plural} تقدم ورش العمل الخاصة بها؟`;
      const r = await retrievePassages(h.db, { question: asked, locale: 'ar', topK: 8, nameWords, embedder: null });
      expect(passesThreshold(r.bestScore, 0.35), asked).toBe(true);
      expect(r.passages.some((p) => p.slug === 'nlp-workshops' && p.score >= 0.35), asked).toBe(true);
    }), { numRuns: 6 });
  });
});
