/**
 * Issue 13's round-trip savings keep the guarantees: the dashboard counts every answer exactly
 * (rows written in batches, behind the stream or not, flushed when the database closes, a bad row
 * never takes its batch with it), and a coalesced or kept profile read never answers with data
 * older than the caller's own write. On in-memory PGlite, and on the PostgreSQL server with
 * TEST_DATABASE_URL (where nothing may be kept between reads).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion, answerRowsWritten } from '@/lib/assistant/pipeline';
import { coalescedRead, countAssistantEvents, drainGroupedInserts, groupedInsert, type Db, type DbHandle } from '@/lib/db';
import { assistantEvents } from '@/lib/db/schema';
import { getProfile, loadProfileFile, saveProfile } from '@/lib/profile';
import { DB_TARGET, freshDatabase } from './support';

let h: DbHandle;
beforeAll(async () => {
  h = await freshDatabase();
});
afterAll(async () => {
  await h.close();
});

const counts = async () => Object.fromEntries((await countAssistantEvents(h.db, { since: new Date(0) })).map((r) => [`${r.layer}/${r.outcome}`, r.count]));
const ask = async (question: string, recordBehind: boolean) => {
  let outcome = '';
  for await (const ev of answerQuestion({ question, locale: 'en', history: [] }, { db: h.db, embedder: null, recordBehind })) if (ev.type === 'done') outcome = ev.outcome;
  return outcome;
};

describe(`dashboard rows in batches (${DB_TARGET})`, () => {
  it('counts every one of 240 concurrent answers exactly, written behind the stream or not', async () => {
    await h.db.delete(assistantEvents);
    // An empty index: the fee question is refused by L1, the other by the threshold.
    const asks = Array.from({ length: 240 }, (_, i) => ask(i % 3 === 0 ? 'How do I cook spaghetti carbonara?' : 'What are her hourly rates?', i % 2 === 0));
    expect(new Set(await Promise.all(asks))).toEqual(new Set(['refused']));
    await answerRowsWritten();
    expect(await counts()).toEqual({ 'pattern-refusal/refused': 160, 'threshold-refusal/refused': 80 });
  });

  it('an answer that waits for its row finds it committed when its stream ends', async () => {
    await h.db.delete(assistantEvents);
    await ask('What are her hourly rates?', false);
    expect(await counts()).toEqual({ 'pattern-refusal/refused': 1 });
  });

  it('rows still queued are written when the database closes (flush)', async () => {
    await h.db.delete(assistantEvents);
    // Rows behind the stream wait up to 50 ms for their batch; the close does not wait for that.
    await Promise.all(Array.from({ length: 30 }, () => ask('What are her hourly rates?', true)));
    await drainGroupedInserts();
    expect(await counts()).toEqual({ 'pattern-refusal/refused': 30 });
  });

  it('a batch that fails is written row by row: only the bad row is lost, and its caller is told', async () => {
    await h.db.delete(assistantEvents);
    const writer = groupedInsert<Db, { layer: string; locale: string | null }>(async (db, rows) => {
      await db.insert(assistantEvents).values(rows.map((r) => ({ outcome: 'refused', layer: r.layer, locale: r.locale as string })));
    }, { maxDelayMs: 10_000, maxRows: 100 });
    const rows = Array.from({ length: 20 }, (_, i) => ({ layer: 'pattern-refusal', locale: i === 7 ? null : 'en' })); // locale is NOT NULL
    const results = await Promise.allSettled(rows.map((r) => writer.add(h.db, r)).concat(writer.flush()));
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(await counts()).toEqual({ 'pattern-refusal/refused': 19 });
  });
});

describe(`profile reads (${DB_TARGET})`, () => {
  it('concurrent reads share round trips, and a read after a write sees the write', async () => {
    let queries = 0;
    const read = coalescedRead(async (db: Db) => {
      queries++;
      const r = await db.execute(sql`select count(*)::int as n from assistant_events`);
      return Number(((Array.isArray(r) ? r : (r as { rows: unknown[] }).rows)[0] as { n: number }).n);
    });
    await h.db.delete(assistantEvents);
    const first = await Promise.all(Array.from({ length: 20 }, () => read(h.db)));
    expect(new Set(first)).toEqual(new Set([0]));
    expect(queries).toBeLessThanOrEqual(2);
    const before = queries;
    // Unchanged data: PGlite (only this process writes it) answers from the kept value, a server reads again.
    await read(h.db);
    expect(queries - before).toBe(DB_TARGET === 'pglite' ? 0 : 1);
    // A write with raw SQL, then a read: never the kept value.
    await h.db.execute(sql`insert into assistant_events (outcome, layer, locale) values ('refused', 'pattern-refusal', 'en')`);
    expect(await read(h.db)).toBe(1);
    // A read started while a write is in flight is not kept as current.
    const writing = h.db.execute(sql`insert into assistant_events (outcome, layer, locale) values ('refused', 'pattern-refusal', 'en')`);
    await read(h.db);
    await writing;
    expect(await read(h.db)).toBe(2);
  });

  it('the profile in force follows a save and a removed row at once', async () => {
    const file = await loadProfileFile();
    expect((await getProfile(h.db)).name.en).toBe(file.name.en);
    await saveProfile(h.db, { ...file, name: { ...file.name, en: 'Someone Else' } });
    expect((await getProfile(h.db)).name.en).toBe('Someone Else');
    await h.db.execute(sql`delete from author_profile`);
    expect((await getProfile(h.db)).name.en).toBe(file.name.en);
  });
});
