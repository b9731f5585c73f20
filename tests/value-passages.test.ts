/**
 * Issue 31, kind 3 on a real database (seed, the dictionaries, keyword-only as the zero-key site
 * runs): for a question asking for a value, the passages of the top-ranked entry that state a value
 * of that kind are among the sources — the extractive answerer's and a model's alike.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdsValue } from '@/lib/assistant/extractive';
import { historyOf, type AnswerTurn, type Turn } from '@/lib/assistant/conversation';
import { routeQuestion } from '@/lib/assistant/pipeline';
import { askTurn } from '@/scripts/conversations-run';
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

/** Asks a conversation as the chat window does (scripts/conversations-run `askTurn`); returns the last turn's answer and route. */
async function converse(locale: Locale, questions: readonly string[]): Promise<{ answer: AnswerTurn; route: string | null }> {
  const turns: Turn[] = [];
  let last: Awaited<ReturnType<typeof askTurn>> | undefined;
  for (const question of questions) {
    last = await askTurn(h.db, profile, question, locale, turns);
    turns.push({ role: 'user', text: question }, last.answer);
  }
  return { answer: last!.answer, route: last!.route };
}

describe(`issue 30 (${DB_TARGET}): a follow-up on one entry is answered from that entry as a whole`, () => {
  /**
   * What came of it (issue 30, kind 5), in the ten languages: the MSc test collection, then "has
   * anyone used it since?". The pages in the reader's language hold the entry's title and summary;
   * the sentence that answers ("has since been used in at least four published studies") is in
   * the English body, which shares no word with the first question.
   */
  const SINCE: [Locale, string, string][] = [
    ['en', 'Tell me about the test collection from her master\'s thesis.', 'Has anyone used it since?'],
    ['de', 'Erzähl mir von der Testkollektion aus ihrer Masterarbeit.', 'Hat die seitdem jemand benutzt?'],
    ['fr', 'Parle-moi de la collection de test de son mémoire de master.', "Quelqu'un l'a-t-il utilisée depuis ?"],
    ['es', 'Háblame de la colección de prueba de su tesis de máster.', '¿Alguien la ha usado desde entonces?'],
    ['pt', 'Fale-me da coleção de teste da dissertação de mestrado dela.', 'Alguém a usou desde então?'],
    ['ru', 'Расскажи о тестовой коллекции из её магистерской диссертации.', 'Кто-нибудь использовал её после этого?'],
    ['fa', 'دربارهٔ مجموعهٔ آزمون پایان‌نامهٔ کارشناسی ارشدش بگو.', 'بعدها کسی از آن استفاده کرد؟'],
    ['ar', 'حدثني عن مجموعة الاختبار في رسالة الماجستير الخاصة بها.', 'هل استخدمها أحد بعد ذلك؟'],
    ['hi', 'उनकी मास्टर थीसिस के टेस्ट कलेक्शन के बारे में बताइए।', 'क्या बाद में किसी ने इसका इस्तेमाल किया?'],
    ['zh', '介绍一下她硕士论文里的测试集。', '之后有人用过吗？'],
  ];
  /** The two rules, checked on one conversation. */
  async function checkFollowUp(locale: Locale, first: string, next: string): Promise<void> {
    const { answer } = await converse(locale, [first]);
    const d = await routeQuestion({ question: next, locale, history: historyOf([{ role: 'user', text: first }, answer]) }, { db: h.db, embedder: null, profile, canJudge: async () => false });
    if (d.route === 'passages' && d.focus) {
      const sources = d.sources as Passage[];
      const ids = new Set(sources.map((p) => p.id));
      const topic = await getEntryPassages(h.db, { entryIds: [sources[0]!.entryId], locale });
      expect(topic.filter((p) => !ids.has(p.id)).length === 0 || sources.length >= 2 * 8, next).toBe(true);
    }
    // The extractive answer quotes: the sentence stands in the passage its marker names (the
    // answerer's numbering and the gate's are one list).
    const last = await converse(locale, [first, next]);
    const flat = (t: string) => t.replace(/[*_`]/g, '').replace(/\s+/g, ' ');
    for (const s of last.answer.sentences) {
      const ids = s.cites;
      expect(ids.length, s.text).toBeGreaterThan(0);
      const rows = await h.db.execute(sql`select content from chunks where id in (${sql.join(ids.map((x) => sql`${x}`), sql`, `)})`);
      const cited = ((rows as unknown as { rows?: { content: string }[] }).rows ?? (rows as unknown as { content: string }[]));
      const head = flat(s.text).replace(/[.。।]$/u, '').slice(0, 40);
      expect(cited.some((c) => flat(c.content).includes(head)), `${next}: ${s.text}`).toBe(true);
    }
  }

  it('every language: a focused follow-up\'s sources hold every passage of its topic entry, and each quote is in the passage it cites', async () => {
    for (const [locale, first, next] of SINCE) await checkFollowUp(locale, first, next);
  });

  it('generated: the same with the follow-up typed differently (case, spacing, no question mark)', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...SINCE), fc.boolean(), fc.boolean(), async ([locale, first, next], upper, bare) => {
      const typed = (upper ? next.toUpperCase() : next).replace(bare ? /\s*[?？؟]$/u : /$^/u, '').replace(/ /g, bare ? '  ' : ' ');
      await checkFollowUp(locale, first, typed);
    }), { numRuns: 8 });
  });

  it('example: after the test collection, "Alguém a usou desde então?" gives the four studies from the English body', async () => {
    const { answer, route } = await converse('pt', ['Fale-me da coleção de teste da dissertação de mestrado dela.', 'Alguém a usou desde então?']);
    expect(route).toBe('passages');
    expect(answer.outcome).toBe('answered');
    expect(answer.sentences.map((s) => s.text).join(' ')).toContain('at least four published studies');
  });
});
