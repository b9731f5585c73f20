/**
 * What the rate limits' checks cost and how often they failed open (issue 32, kind 4). Two
 * records: the last checks' times in this process (for `npm run bench:chat`, which reads them
 * from its server's /stats), and the fail-opens counted in the database per day, limiter and
 * reason (for the dashboard: a fail-open lets a request through unlimited, and the author should
 * see it happen). Server-only.
 */
import { and, gte, lt, sql } from 'drizzle-orm';
import { database, groupedInsert, type Db } from '@/lib/db';
import { rateLimitFailOpens } from '@/lib/db/schema';
import type { CheckRecord } from './index';

/** Checks kept per limiter for the figures (the most recent ones). */
const KEPT = 4096;
const times = new Map<string, { ms: number[]; next: number; checks: number; timeout: number; error: number }>();

/** Records one check of `limiter` in this process. */
export function noteCheck(limiter: string, r: CheckRecord): void {
  let t = times.get(limiter);
  if (!t) times.set(limiter, (t = { ms: [], next: 0, checks: 0, timeout: 0, error: 0 }));
  t.ms[t.next] = r.ms;
  t.next = (t.next + 1) % KEPT;
  t.checks++;
  if (r.failedOpen) t[r.failedOpen]++;
}

/** Times of a limiter's recent checks in this process (ms; up to the last 4,096) and its counts since the process started. */
export interface CheckStats { checks: number; p50: number; p95: number; p99: number; max: number; failOpens: { timeout: number; error: number } }

/** {@link CheckStats} per limiter of this process; `reset` starts the figures afresh (the benchmark's phases). */
export function rateLimitCheckStats(opts: { reset?: boolean } = {}): Record<string, CheckStats> {
  const out: Record<string, CheckStats> = {};
  for (const [name, t] of times) {
    const s = [...t.ms].sort((a, b) => a - b);
    const at = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))] ?? 0;
    out[name] = { checks: t.checks, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: s.at(-1) ?? 0, failOpens: { timeout: t.timeout, error: t.error } };
  }
  if (opts.reset) times.clear();
  return out;
}

type FailOpenRow = { day: string; limiter: string; reason: 'timeout' | 'error' };
// Rows go in batches: a store that is down makes every request fail open, and the count must not
// add a database write to each of them.
const writer = groupedInsert<Db, FailOpenRow>(async (db, rows) => {
  const counts = new Map<string, FailOpenRow & { count: number }>();
  for (const r of rows) {
    const k = `${r.day}|${r.limiter}|${r.reason}`;
    const c = counts.get(k) ?? { ...r, count: 0 };
    c.count++;
    counts.set(k, c);
  }
  await db.insert(rateLimitFailOpens).values([...counts.values()].sort((a, b) => `${a.day}${a.limiter}${a.reason}`.localeCompare(`${b.day}${b.limiter}${b.reason}`)))
    .onConflictDoUpdate({ target: [rateLimitFailOpens.day, rateLimitFailOpens.limiter, rateLimitFailOpens.reason], set: { count: sql`${rateLimitFailOpens.count} + excluded.count` } });
}, { maxDelayMs: 1000, maxRows: 500 });

/**
 * Counts one fail-open of `limiter` in the database (batched, at most a second later).
 * @param opts.db the database; default the process's (lib/db `database`)
 * @returns settles when written; never rejects (a count that cannot be written is logged)
 */
export async function recordFailOpen(limiter: string, reason: 'timeout' | 'error', opts: { db?: Db; now?: Date } = {}): Promise<void> {
  try {
    const db = opts.db ?? await database();
    await writer.add(db, { day: (opts.now ?? new Date()).toISOString().slice(0, 10), limiter, reason });
  } catch (err) {
    console.warn(JSON.stringify({ at: 'ratelimit', event: 'fail-open-not-counted', limiter, reason, error: (err as Error).message }));
  }
}

/** Fail-opens from the day (UTC) of `since`, up to the day of `until` (excluded; default: no end), per limiter and reason, most first. */
export async function countRateLimitFailOpens(db: Db, opts: { since: Date; until?: Date }): Promise<{ limiter: string; reason: string; count: number }[]> {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return db.select({ limiter: rateLimitFailOpens.limiter, reason: rateLimitFailOpens.reason, count: sql<number>`sum(${rateLimitFailOpens.count})::int` })
    .from(rateLimitFailOpens).where(and(gte(rateLimitFailOpens.day, day(opts.since)), opts.until ? lt(rateLimitFailOpens.day, day(opts.until)) : undefined))
    .groupBy(rateLimitFailOpens.limiter, rateLimitFailOpens.reason).orderBy(sql`3 desc`);
}
