/**
 * Editing through the admin layer: the form schema's field errors, save = re-index (the assistant
 * answers from the new text right after), slug rules, publish/unpublish, translation delete, and the
 * dashboard's answer records (counts, no question text). Runs on PGlite and on the PostgreSQL server.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { entryFormSchema } from '@/lib/admin/schema';
import { profileSchema } from '@/lib/profile/schema';
import { saveEntryForm } from '@/lib/admin/save';
import type { AssistantEvent } from '@/lib/assistant/events';
import { answerQuestion } from '@/lib/assistant/pipeline';
import { deleteTranslation, seedDatabase, setEntryPublished } from '@/lib/content';
import { ANSWER_MODELS, CostLedger, EMBEDDING_MODELS } from '@/lib/cost';
import { countAssistantEvents, getEntryForEdit, getLatestCalibration, getMonthlySpend, listEntriesForAdmin, type DbHandle } from '@/lib/db';
import { chunks, entries } from '@/lib/db/schema';
import { recordCalibration } from '@/lib/retrieval';
import { freshDatabase } from './support';

const demoProfile = JSON.parse(readFileSync('content/profile.json', 'utf8'));

let h: DbHandle;
let zwnjId = 0;
beforeAll(async () => {
  h = await freshDatabase();
  await seedDatabase(h.db);
  zwnjId = (await h.db.select({ id: entries.id }).from(entries).where(eq(entries.slug, 'zero-width-non-joiner')))[0]!.id;
});
afterAll(() => h?.close());

async function ask(question: string, locale: 'en' | 'fa') {
  const evs: AssistantEvent[] = [];
  for await (const ev of answerQuestion({ question, locale, history: [] }, { db: h.db, embedder: null })) evs.push(ev);
  return { text: evs.flatMap((e) => (e.type === 'text' ? [e.text] : [])).join(' '), done: evs.at(-1) };
}

function formFor(entry: NonNullable<Awaited<ReturnType<typeof getEntryForEdit>>>, locale: 'en' | 'fa', text: { title: string; summary: string; body: string }) {
  const e = entry.entry;
  return entryFormSchema.parse({
    id: String(e.id), slug: e.slug, kind: e.kind, startDate: e.startDate ?? '', startPrecision: e.startPrecision ?? '', endDate: e.endDate ?? '',
    endPrecision: e.endPrecision ?? '', isCurrent: e.isCurrent ? 'on' : '', published: e.published ? 'on' : '', sortOrder: String(e.sortOrder), locale, ...text,
  });
}

describe('entry form schema', () => {
  test('field errors name the field', () => {
    const r = entryFormSchema.safeParse({ slug: 'Bad Slug', kind: 'poem', locale: 'xx', title: '', startDate: '2020-13-45', startPrecision: '', endDate: '', endPrecision: 'year' });
    expect(r.success).toBe(false);
    const fields = new Set(r.error!.issues.map((i) => i.path[0]));
    for (const f of ['slug', 'kind', 'locale', 'title', 'startDate']) expect(fields, f).toContain(f);
  });
  test('dates need a precision, end after start, a current entry has no end', () => {
    const base = { slug: 'a', kind: 'cv', locale: 'en', title: 'T', endPrecision: '' };
    expect(entryFormSchema.safeParse({ ...base, startDate: '2020-01-01', startPrecision: '' }).error?.issues[0]?.path).toEqual(['startPrecision']);
    expect(entryFormSchema.safeParse({ ...base, startDate: '2021-01-01', startPrecision: 'year', endDate: '2020-01-01', endPrecision: 'year' }).error?.issues[0]?.path).toEqual(['endDate']);
    expect(entryFormSchema.safeParse({ ...base, startDate: '2021-01-01', startPrecision: 'month', endDate: '2022-01-01', endPrecision: 'year', isCurrent: 'on' }).error?.issues[0]?.path).toEqual(['isCurrent']);
    expect(entryFormSchema.safeParse({ ...base, startDate: '2021-03-01', startPrecision: 'month', endDate: '', isCurrent: 'on' }).success).toBe(true);
  });
});

describe('fields a reader sees, and days of the calendar', () => {
  const base = { slug: 'x', kind: 'article', locale: 'en', title: 'T', startDate: '', startPrecision: '', endDate: '', endPrecision: '' };
  test('a day the calendar does not have is a field error, not a database failure', () => {
    for (const day of ['2023-02-29', '2021-04-31', '0000-01-01', '0999-12-31']) {
      expect(entryFormSchema.safeParse({ ...base, startDate: day, startPrecision: 'day' }).error?.issues[0]?.path, day).toEqual(['startDate']);
    }
    expect(entryFormSchema.safeParse({ ...base, startDate: '2024-02-29', startPrecision: 'day' }).success).toBe(true);
  });
  test('generated days: accepted exactly when the Gregorian calendar has them (from year 1000)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (y, m, d) => {
      const iso = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
      const real = new Date(Date.UTC(2000, m - 1, d)); // a leap year for month lengths; February 29 below
      const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
      const exists = real.getUTCMonth() === m - 1 && !(m === 2 && d === 29 && !leap);
      expect(entryFormSchema.safeParse({ ...base, startDate: iso, startPrecision: 'day' }).success, iso).toBe(exists && y >= 1000);
    }), { numRuns: 500 });
  });
  test('a title is one line with something visible in it; control characters are refused', () => {
    expect(entryFormSchema.parse({ ...base, title: 'Line one\nLine two' }).title).toBe('Line one Line two');
    expect(entryFormSchema.parse({ ...base, title: 'Line one\r\n\u2028Line two ' }).title).toBe('Line one Line two');
    for (const title of ['\u200b\u200b', '\u00ad', '\ufeff \u2060', 'A\u0000B']) {
      expect(entryFormSchema.safeParse({ ...base, title }).error?.issues[0]?.path, JSON.stringify(title)).toEqual(['title']);
    }
    expect(entryFormSchema.safeParse({ ...base, body: 'text\u0000more' }).error?.issues[0]?.path).toEqual(['body']);
    expect(entryFormSchema.parse({ ...base, title: 'جست‌وجو' }).title).toBe('جست‌وجو');
    // An empty title has one error, the one the form shows next to the field.
    expect(entryFormSchema.safeParse({ ...base, title: '' }).error?.issues.map((i) => i.message)).toEqual(['required']);
  });
  test('profile names: invisible-only text is refused, line breaks become spaces', () => {
    const valid = profileSchema.safeParse(structuredClone(demoProfile));
    expect(valid.success).toBe(true);
    const blank = structuredClone(demoProfile);
    blank.name.en = '\u200b\u200b';
    expect(profileSchema.safeParse(blank).error?.issues[0]?.path).toEqual(['name', 'en']);
    const broken = structuredClone(demoProfile);
    broken.name.en = 'Darya\nRahnama';
    expect(profileSchema.parse(broken).name.en).toBe('Darya Rahnama');
  });
});

describe('save = re-index', () => {
  const QUESTION = 'واژه‌نامهٔ آبنوس برای ویراستاران چیست؟';
  test('an edited Persian translation is answered from right after the save', async () => {
    const before = await ask(QUESTION, 'fa');
    expect(before.text).not.toContain('آبنوس');
    const entry = (await getEntryForEdit(h.db, { id: zwnjId }))!;
    const fa = entry.translations.find((t) => t.locale === 'fa')!;
    const added = '\n\n## واژه‌نامهٔ آبنوس\nواژه‌نامهٔ آبنوس فهرستی از واژه‌های مرکب فارسی با نیم‌فاصلهٔ درست است که دریا برای ویراستاران فراهم کرد.';
    const r = await saveEntryForm(h.db, formFor(entry, 'fa', { title: fa.title, summary: fa.summary, body: fa.body + added }));
    expect(r).toMatchObject({ ok: true });
    expect(r.ok && r.message).toMatch(/re-indexed/);
    const stored = await h.db.select({ content: chunks.content }).from(chunks).where(eq(chunks.entryId, zwnjId));
    expect(stored.some((c) => c.content.includes('واژه‌نامهٔ آبنوس فهرستی'))).toBe(true);
    const after = await ask(QUESTION, 'fa');
    expect(after.done).toMatchObject({ type: 'done', outcome: 'answered' });
    expect(after.text).toContain('آبنوس');
    // The English translation was not touched.
    expect((await getEntryForEdit(h.db, { id: zwnjId }))!.translations.find((t) => t.locale === 'en')!.contentHash).toBe(entry.translations.find((t) => t.locale === 'en')!.contentHash);
  });

  test('saving unchanged text keeps the index', async () => {
    const entry = (await getEntryForEdit(h.db, { id: zwnjId }))!;
    const en = entry.translations.find((t) => t.locale === 'en')!;
    const ids = (await h.db.select({ id: chunks.id }).from(chunks).where(eq(chunks.entryId, zwnjId))).map((c) => c.id);
    expect(await saveEntryForm(h.db, formFor(entry, 'en', { title: en.title, summary: en.summary, body: en.body }))).toMatchObject({ ok: true, message: 'saved (text unchanged, index kept)' });
    expect((await h.db.select({ id: chunks.id }).from(chunks).where(eq(chunks.entryId, zwnjId))).map((c) => c.id)).toEqual(ids);
  });

  test('unpublishing removes the entry from answers; publishing brings it back', async () => {
    const QUESTION = 'واژه‌نامهٔ آبنوس برای ویراستاران چیست؟';
    expect(await setEntryPublished(h.db, { id: zwnjId, published: false })).toBe(true);
    expect((await ask(QUESTION, 'fa')).text).not.toContain('آبنوس');
    expect(await setEntryPublished(h.db, { id: zwnjId, published: true })).toBe(true);
    expect((await ask(QUESTION, 'fa')).text).toContain('آبنوس');
  });
});

describe('slugs, translations', () => {
  test('a new entry cannot take an existing slug, and an edit cannot change it', async () => {
    const create = entryFormSchema.parse({ slug: 'zero-width-non-joiner', kind: 'article', locale: 'en', title: 'Other', startDate: '', startPrecision: '', endDate: '', endPrecision: '' });
    expect(await saveEntryForm(h.db, create)).toMatchObject({ ok: false, code: 'conflict:admin', fields: { slug: [expect.any(String)] } });
    const entry = (await getEntryForEdit(h.db, { id: zwnjId }))!;
    const renamed = { ...formFor(entry, 'en', { title: 'x', summary: '', body: '' }), slug: 'renamed' };
    expect(await saveEntryForm(h.db, renamed)).toMatchObject({ ok: false, fields: { slug: [expect.any(String)] } });
    expect((await h.db.select().from(entries).where(eq(entries.slug, 'renamed'))).length).toBe(0);
  });

  test('a new entry is created unpublished with its translation and passages', async () => {
    const form = entryFormSchema.parse({ slug: 'new-note', kind: 'service', locale: 'en', title: 'A new note', summary: 'Short.', body: 'Body text here.', startDate: '', startPrecision: '', endDate: '', endPrecision: '' });
    const r = await saveEntryForm(h.db, form);
    // The editor it redirects to shows the creating save's result (`created` = passages written).
    expect(r).toMatchObject({ ok: true, message: 'saved (re-indexed: 1 passage)', redirectTo: expect.stringMatching(/^\/admin\/entries\/\d+\?locale=en&created=1$/) });
    const row = (await listEntriesForAdmin(h.db)).find((e) => e.slug === 'new-note')!;
    expect(row).toMatchObject({ published: false, locales: ['en'], title: 'A new note', kind: 'service' });
  });

  test('deleting a translation deletes its passages', async () => {
    const count = async (locale: string) => (await h.db.select({ n: sql<number>`count(*)::int` }).from(chunks).where(sql`${chunks.entryId} = ${zwnjId} and ${chunks.locale} = ${locale}`))[0]!.n;
    const before = await count('de');
    expect(await deleteTranslation(h.db, { id: zwnjId, locale: 'de' })).toBe(before > 0);
    expect(await count('de')).toBe(0);
    expect(await deleteTranslation(h.db, { id: zwnjId, locale: 'de' })).toBe(false);
  });
});

describe('dashboard data', () => {
  test('every answer leaves one record: outcome, layer, category or reason, locale, decision probability — question text only for a content gap (issue 25), never for a pattern refusal', async () => {
    const since = new Date(Date.now() - 60_000);
    await ask('What are her rates for a project?', 'en');
    await ask('How do I cook spaghetti carbonara?', 'en');
    const counts = await countAssistantEvents(h.db, { since });
    expect(counts).toEqual(expect.arrayContaining([
      expect.objectContaining({ outcome: 'refused', layer: 'pattern-refusal', reason: expect.any(String) }),
      expect.objectContaining({ outcome: 'refused', layer: 'threshold-refusal', reason: null }),
    ]));
    const columns = await h.db.execute(sql`select column_name from information_schema.columns where table_name = 'assistant_events'`);
    const names = ((columns as unknown as { rows?: { column_name: string }[] }).rows ?? (columns as unknown as { column_name: string }[])).map((c) => c.column_name).sort();
    expect(names).toEqual(['answer_id', 'confidence', 'confidence_band', 'created_at', 'decision_probability', 'guard_end', 'guard_kind', 'guard_start', 'id', 'layer', 'locale', 'nearest_entry_id', 'outcome', 'question_digest', 'question_text', 'reason']);
    const texts = await h.db.execute(sql`select layer, question_text from assistant_events where created_at >= ${since.toISOString()} and layer in ('pattern-refusal', 'threshold-refusal')`);
    const kept = ((texts as unknown as { rows?: { layer: string; question_text: string | null }[] }).rows ?? (texts as unknown as { layer: string; question_text: string | null }[]));
    expect(kept.filter((r) => r.layer === 'pattern-refusal').every((r) => r.question_text === null)).toBe(true);
    expect(kept.filter((r) => r.layer === 'threshold-refusal').map((r) => r.question_text)).toContain('How do I cook spaghetti carbonara?');
  });
  test('no calibration yet', async () => {
    expect(await getLatestCalibration(h.db)).toBeNull();
  });
  test('spend per month from the ledger: settled cost + open reservations, answers vs embeddings', async () => {
    await h.db.execute(sql`delete from cost_ledger`);
    expect(await getMonthlySpend(h.db)).toEqual([]);
    const ledger = new CostLedger(h.db);
    const answer = ANSWER_MODELS['openai-compatible:*']!;
    const embed = EMBEDDING_MODELS['openai-compatible:*']!;
    const cap = 1e12;
    const oct = new Date('2026-10-15T12:00:00Z');
    const nov = new Date('2026-11-20T12:00:00Z');
    const reserve = async (kind: 'answer' | 'embedding' | 'rerank' | 'decision', boundNusd: number, at: Date) => {
      const r = await ledger.reserve({ kind, model: 'openai-compatible:x', promptBytes: 100, boundNusd, capNusd: cap, at });
      if (!r.ok) throw new Error(r.reason);
      return r.id;
    };
    // October: one settled answer (1000 in, 50 out at 400/1600 nUSD per token = 480 000 nUSD).
    await ledger.settle(await reserve('answer', 2_000_000, oct), { spec: answer, promptBytes: 1000, maxOutputTokens: 800, receivedBytes: 0, reported: { inputTokens: 1000, outputTokens: 50 }, ending: 'finished' });
    // November: a settled answer (500 + 10 tokens = 216 000), a released one (0), an open one (bound 3 000 000),
    // and two settled embedding calls (30 and 70 tokens at 20 nUSD = 600 + 1400).
    await ledger.settle(await reserve('answer', 2_000_000, nov), { spec: answer, promptBytes: 500, maxOutputTokens: 800, receivedBytes: 0, reported: { inputTokens: 500, outputTokens: 10 }, ending: 'finished' });
    await ledger.release(await reserve('answer', 2_000_000, nov));
    await reserve('answer', 3_000_000, nov);
    for (const tokens of [30, 70]) {
      await ledger.settle(await reserve('embedding', 10_000, nov), { spec: embed, promptBytes: tokens, maxOutputTokens: 0, receivedBytes: 0, reported: { inputTokens: tokens, outputTokens: 0 }, ending: 'finished' });
    }
    // A rerank call (one Cohere search unit, 2 000 000) and a decision call (100 in, 1 out = 41 600).
    await ledger.settleCost(await reserve('rerank', 2_000_000, nov), { costNusd: 2_000_000, inputTokens: null, usageSource: 'provider', ending: 'finished' });
    await ledger.settle(await reserve('decision', 200_000, nov), { spec: answer, promptBytes: 100, maxOutputTokens: 64, receivedBytes: 0, reported: { inputTokens: 100, outputTokens: 1 }, ending: 'finished' });
    const spend = await getMonthlySpend(h.db);
    expect(spend).toEqual([
      {
        month: '2026-11', settledNusd: 216_000 + 2_000 + 2_000_000 + 41_600, openNusd: 3_000_000, totalNusd: 5_259_600, openCalls: 1,
        byKind: { answer: { calls: 3, nusd: 3_216_000 }, embedding: { calls: 2, nusd: 2_000 }, rerank: { calls: 1, nusd: 2_000_000 }, decision: { calls: 1, nusd: 41_600 }, condense: { calls: 0, nusd: 0 } },
      },
      {
        month: '2026-10', settledNusd: 480_000, openNusd: 0, totalNusd: 480_000, openCalls: 0,
        byKind: { answer: { calls: 1, nusd: 480_000 }, embedding: { calls: 0, nusd: 0 }, rerank: { calls: 0, nusd: 0 }, decision: { calls: 0, nusd: 0 }, condense: { calls: 0, nusd: 0 } },
      },
    ]);
    // The dashboard's total is the very sum the cap is checked against.
    expect(spend[0]!.totalNusd).toBe(await ledger.monthSpendNusd(nov));
    expect(await getMonthlySpend(h.db, { months: 1 })).toHaveLength(1);
    await h.db.execute(sql`delete from cost_ledger`);
  });
  test('the latest calibration run is the newest one recorded', async () => {
    const proposal = { threshold: 0.4, passes: true, reverseError: 0, separable: true };
    await recordCalibration(h.db, { embedder: 'keyword-only', corpusHash: 'a', proposal, record: { n: 1 }, apply: false });
    await recordCalibration(h.db, { embedder: 'keyword-only', corpusHash: 'b', proposal, record: { n: 2 }, apply: true });
    expect(await getLatestCalibration(h.db)).toMatchObject({ corpusHash: 'b', applied: true, record: { n: 2 } });
  });
});

describe('re-embedding progress total', () => {
  test('counts the chunks an embedder has not seen, and none after embedding them', async () => {
    const { countChunksWithoutEmbedding } = await import('@/lib/db');
    const { embedMissingChunks } = await import('@/lib/content');
    const { standinEmbedder } = await import('@/lib/retrieval');
    const embedder = standinEmbedder();
    const total = (await h.db.select({ n: sql<number>`count(*)::int` }).from(chunks))[0]!.n;
    expect(await countChunksWithoutEmbedding(h.db, { model: embedder.id })).toBe(total);
    let last = 0;
    await embedMissingChunks(h.db, embedder, (done) => { last = done; });
    expect(last).toBe(total);
    expect(await countChunksWithoutEmbedding(h.db, { model: embedder.id })).toBe(0);
  });
});
