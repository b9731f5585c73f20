/**
 * Issue 31, kind 3 on a real database (seed, the dictionaries, keyword-only as the zero-key site
 * runs): for a question asking for a value, the passages of the top-ranked entry that state a value
 * of that kind are among the sources — the extractive answerer's and a model's alike.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdsValue } from '@/lib/assistant/extractive';
import { routeQuestion } from '@/lib/assistant/pipeline';
import { topEntry } from '@/lib/assistant/values';
import { seedDatabase } from '@/lib/content';
import { getEntryPassages, type DbHandle } from '@/lib/db';
import { loadProfileFile, type Profile } from '@/lib/profile';
import { ensureConfiguredLexicons, type Passage } from '@/lib/retrieval';
import type { Locale } from '@/lib/text';
import { DB_TARGET, freshDatabase } from './support';

let h: DbHandle;
let profile: Profile;

beforeAll(async () => {
  h = await freshDatabase();
  await seedDatabase(h.db, undefined, { embedder: null });
  await ensureConfiguredLexicons(h.db);
  profile = await loadProfileFile();
});
afterAll(async () => { await h?.close(); });

const route = (question: string, locale: Locale) => routeQuestion({ question, locale }, { db: h.db, embedder: null, profile, canJudge: async () => false });

describe(`kind 3 (${DB_TARGET}): the passages that hold the asked value reach the answerer`, () => {
  /** Questions for a number about the site's entries, in the ten languages. */
  const ASKS_NUMBER: [Locale, string][] = [
    ['en', 'How many participants can a workshop on Persian NLP have?'],
    ['de', 'Wie viele Teilnehmer hat ein Workshop zu persischer NLP?'],
    ['fr', 'Combien de participants compte un atelier de NLP persan ?'],
    ['es', '¿Cuántos participantes tiene un taller de PLN persa?'],
    ['pt', 'Quantos participantes tem uma oficina de PLN persa?'],
    ['ru', 'Сколько участников бывает на воркшопе по персидской NLP?'],
    ['fa', 'کارگاه‌های پردازش زبان فارسی چند شرکت‌کننده دارند؟'],
    ['ar', 'كم عدد المشاركين في ورشة معالجة اللغة الفارسية؟'],
    ['hi', 'फ़ारसी NLP कार्यशाला में कितने प्रतिभागी होते हैं?'],
    ['zh', '波斯语NLP工作坊有多少参与者？'],
  ];
  it('generated: every passage of the top-ranked entry that states a number is among the sources (up to top-k more)', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...ASKS_NUMBER), async ([locale, q]) => {
      const d = await route(q, locale);
      if (d.route !== 'passages') return; // refused or on the entries path: nothing is asked of the sources
      const sources = d.sources as Passage[];
      const entry = topEntry(sources);
      expect(entry, q).not.toBeNull();
      const ids = new Set(sources.map((p) => p.id));
      const stating = (await getEntryPassages(h.db, { entryIds: [entry!], locale })).filter((p) => holdsValue(p.content, p.locale as Locale, 'number'));
      const missing = stating.filter((p) => !ids.has(p.id));
      expect(missing.length === 0 || sources.length >= 2 * 8, `${q}: ${missing.map((p) => p.id)}`).toBe(true);
      // A model gets the same passages: the reranker's candidates hold every source.
      const candidates = new Set((d.candidates ?? []).map((p) => p.id));
      expect(sources.every((p) => candidates.has(p.id) || p.score > 0), q).toBe(true);
    }), { numRuns: 10 });
  });

  it('example: the workshop-size question is answered from the entry and its sources hold "8 to 25"', async () => {
    const d = await route('How many participants can a workshop on Persian NLP have?', 'en');
    expect(d.route).toBe('passages');
    if (d.route !== 'passages') return;
    expect(d.sources.some((p) => p.content.includes('8 to 25'))).toBe(true);
  });

  it('a question that asks for no value keeps retrieval\'s sources (nothing added)', async () => {
    const d = await route('How does Darya approach Persian text normalization?', 'en');
    if (d.route !== 'passages') return;
    expect((d.sources as Passage[]).every((p) => p.rrf > 0)).toBe(true);
  });
});
