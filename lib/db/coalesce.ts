/**
 * How hot reads and appends share database round trips: concurrent reads of the same value share
 * one query ({@link coalescedRead}), an embedded database's derived values are kept until its next
 * write, and rows that every request appends go in batches ({@link groupedInsert}).
 */

interface ReadState<T> {
  running: Promise<T> | null;
  next: Promise<T> | null;
  /** The last answer and the write count it was read at (embedded database only). */
  kept: { writes: number; value: T } | null;
}

// Write counters of embedded databases (lib/db/client.ts registers each PGlite it opens).
const writeCounters = new WeakMap<object, () => number>();

/**
 * Registers how many writes a database has seen. Only for a database no other process can
 * write (PGlite: single-process, the folder lock): there the count changes with every write, so a
 * value read at an unchanged count is current. Never for a shared server.
 */
export function registerWriteCounter(db: object, writes: () => number): void {
  writeCounters.set(db, writes);
}

/**
 * Whether `db` is an embedded database (PGlite, registered by lib/db when it opens one): its
 * statements run in this process's own thread, so a long one holds the event loop.
 */
export function isEmbeddedDatabase(db: object): boolean {
  return writeCounters.has(db);
}

/**
 * Wraps `read(db)` so that concurrent calls share database round trips. A caller never gets the
 * answer of a read that started before it called: while one read is running, every new caller
 * waits for it to settle and then shares one fresh read (so each sees every write committed
 * before its call, as with a read of its own). Under load N concurrent reads become about two.
 *
 * On an embedded database (one with a write counter: PGlite, which only this process can write)
 * the last answer is also kept until the database's next write of any kind — including a write
 * made with raw SQL, a truncate or a transaction — so a hot read there costs no query at all. On
 * a PostgreSQL server, which other instances write, nothing is kept.
 * @param read the query; its rejection reaches every caller that shared it
 * @returns the coalesced read (databases are held weakly: a closed one is forgotten)
 */
export function coalescedRead<K extends object, T>(read: (db: K) => Promise<T>): (db: K) => Promise<T> {
  const states = new WeakMap<K, ReadState<T>>();
  const start = (db: K, s: ReadState<T>): Promise<T> => {
    const writes = writeCounters.get(db);
    const at = writes?.();
    const p = read(db);
    s.running = p;
    const done = () => { if (s.running === p) s.running = null; };
    p.then((value) => {
      if (at !== undefined) s.kept = { writes: at, value };
      done();
    }, done);
    return p;
  };
  return (db) => {
    let s = states.get(db);
    if (!s) states.set(db, (s = { running: null, next: null, kept: null }));
    if (s.kept && s.kept.writes === writeCounters.get(db)?.()) return Promise.resolve(s.kept.value);
    if (!s.running) return start(db, s);
    const state = s;
    state.next ??= s.running.then(() => {}, () => {}).then(() => {
      state.next = null;
      return start(db, state);
    });
    return state.next;
  };
}

/** A writer of rows in batches: see {@link groupedInsert}. */
export interface GroupedInsert<K extends object, R> {
  /**
   * Queues one row for `key`'s database. It is written with the next batch: at once when no write
   * is running and `now` is set, else when the running write ends, `maxRows` rows are queued,
   * `maxDelayMs` passed, or {@link GroupedInsert.flush} is called.
   * @returns settles when the row is committed; rejects with the write's error
   */
  add: (key: K, row: R, opts?: { now?: boolean }) => Promise<void>;
  /** Writes every queued row now; settles when all rows queued so far are committed or failed. */
  flush: () => Promise<void>;
  /** Settles when all rows queued so far are committed or failed, without hurrying them. */
  settled: () => Promise<void>;
}

interface WriteState<R> {
  queued: { row: R; resolve: () => void; reject: (err: unknown) => void; done: Promise<void> }[];
  running: Promise<void> | null;
  timer: ReturnType<typeof setTimeout> | null;
  /** Start the next batch as soon as the running one ends (a caller is waiting, or a flush). */
  hurry: boolean;
}

// Every writer of the process, so that closing a database flushes them all first.
const writers = new Set<GroupedInsert<never, never>>();

/** Writes every {@link groupedInsert} row queued so far (lib/db's close calls it before closing). */
export async function drainGroupedInserts(): Promise<void> {
  await Promise.all([...writers].map((w) => w.flush()));
}

/**
 * Write-behind in batches for rows that many requests append (one dashboard row per answer):
 * rows wait in this process at most `maxDelayMs` (or until `maxRows` are queued) and go in one
 * statement, so N appends cost one round trip instead of N. Rows are never dropped: a batch that
 * fails is retried row by row (one bad row does not take the others with it; each caller learns
 * its own row's fate), {@link GroupedInsert.flush} writes everything at once, and closing a
 * database through lib/db flushes first ({@link drainGroupedInserts}). What is still queued when a
 * process is killed outright is lost — which is why callers that must know wait for `add`.
 * @param write inserts the rows (one statement); called with 1…maxRows rows, never concurrently per key
 */
export function groupedInsert<K extends object, R>(write: (key: K, rows: R[]) => Promise<void>, opts: { maxDelayMs: number; maxRows: number }): GroupedInsert<K, R> {
  const states = new Map<K, WriteState<R>>();
  const run = (key: K, s: WriteState<R>): void => {
    if (s.timer) clearTimeout(s.timer);
    s.timer = null;
    const batch = s.queued.splice(0, opts.maxRows);
    s.running = (async () => {
      try {
        await write(key, batch.map((b) => b.row));
        for (const b of batch) b.resolve();
      } catch (err) {
        if (batch.length === 1) batch[0]!.reject(err);
        else for (const b of batch) await write(key, [b.row]).then(b.resolve, b.reject);
      }
    })().finally(() => {
      s.running = null;
      if (s.queued.length === 0) states.delete(key); // (and its hurry with it)
      else if (s.hurry || s.queued.length >= opts.maxRows) run(key, s);
      else schedule(key, s);
    });
  };
  const schedule = (key: K, s: WriteState<R>): void => {
    s.timer ??= setTimeout(() => { s.timer = null; if (!s.running) run(key, s); else s.hurry = true; }, opts.maxDelayMs);
  };
  const state = (key: K): WriteState<R> => {
    let s = states.get(key);
    if (!s) states.set(key, (s = { queued: [], running: null, timer: null, hurry: false }));
    return s;
  };
  // Everything queued so far, as promises that settle (never reject) when written or failed.
  const outstanding = () => [...states.values()].flatMap((s) => [s.running, ...s.queued.map((q) => q.done)]);
  const writer: GroupedInsert<K, R> = {
    add(key, row, addOpts) {
      const s = state(key);
      let settle!: Pick<WriteState<R>['queued'][number], 'resolve' | 'reject'>;
      const written = new Promise<void>((resolve, reject) => { settle = { resolve, reject }; });
      s.queued.push({ row, ...settle, done: written.then(() => {}, () => {}) });
      if (addOpts?.now) s.hurry = true;
      if (!s.running && (s.hurry || s.queued.length >= opts.maxRows)) run(key, s);
      else schedule(key, s);
      return written;
    },
    async flush() {
      for (const [key, s] of states) {
        s.hurry = true;
        if (!s.running && s.queued.length) run(key, s);
      }
      await writer.settled();
    },
    async settled() {
      await Promise.all(outstanding());
    },
  };
  writers.add(writer as unknown as GroupedInsert<never, never>);
  return writer;
}
