/**
 * Preparing a translation for the index — chunks (./chunk) and the passages that read like
 * instructions to an assistant (./instructions) — off the event loop when the text is long
 * (issue 32, kind 1). Chunking is linear in the text's length but not free: a 200 KB body takes
 * about a second on this project's 2-core reference machine, and the admin's save runs in the
 * site's own process, where a second of synchronous work holds every visitor's request. A text of
 * {@link OFF_THREAD_MIN_CHARS} or more is prepared in a worker thread (Node's `worker_threads`,
 * one per process, started on first use and ended when idle); a shorter one, inline. Server-only.
 */
import { Worker } from 'node:worker_threads';
import { prepareTranslation, type PreparedChunk, type TranslationText } from './chunk';

export type { PreparedChunk, TranslationText };

/**
 * Characters of text (title, summary and body together) from which a translation is prepared in
 * the worker thread. Below it the work is inline: about 16 KB chunks in ~50 ms here, under the
 * ~100 ms an event loop may be held (issue 32), and a message to a worker is not worth it.
 */
export const OFF_THREAD_MIN_CHARS = 16_384;
/** A worker with nothing to do for this long ends (ms); the next long text starts a new one. */
const WORKER_IDLE_MS = 30_000;

interface Pending { resolve: (chunks: PreparedChunk[]) => void; reject: (err: Error) => void }
let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();
let idleTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * The worker, started on first use. Bundled (Next), this module is JavaScript and its worker entry
 * is the bundler's (Turbopack and webpack bundle `new Worker(new URL(…, import.meta.url))`); run
 * from source (tsx, Vitest) the entry is TypeScript, which the worker reads through tsx's loader.
 */
function startWorker(): Worker {
  const w = import.meta.url.endsWith('.ts')
    ? new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./prepare-worker.ts', import.meta.url).href)}); })`, { eval: true })
    : new Worker(new URL('./prepare-worker.ts', import.meta.url));
  w.unref(); // a process whose work is done exits; a worker waiting for work does not hold it
  w.on('message', (m: { id: number; chunks?: PreparedChunk[]; error?: string }) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (m.chunks) p.resolve(m.chunks);
    else p.reject(new TextPreparationError(`preparing the text for the index failed: ${m.error}`));
    if (pending.size === 0) idleTimer = setTimeout(stopWorker, WORKER_IDLE_MS).unref();
  });
  const fail = (err: Error) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
    if (worker === w) worker = null;
  };
  w.on('error', fail);
  w.on('exit', (code) => fail(new Error(`the indexing worker exited (code ${code})`)));
  return w;
}

/** Preparing the text failed in the worker (an error of the text, as inline work would throw it); anything else is the worker's own failure. */
class TextPreparationError extends Error {}
/** Set when the worker failed: this process prepares inline from then on (logged once). */
let workerBroken = false;
/** Whether this process gave up the worker and prepares long texts inline (tests, diagnostics). */
export function indexingWorkerFailed(): boolean {
  return workerBroken;
}

function stopWorker(): void {
  const w = worker;
  worker = null;
  if (w && pending.size === 0) void w.terminate();
}

/**
 * Prepares a translation: in the worker thread when its text has {@link OFF_THREAD_MIN_CHARS}
 * characters or more (or `opts.offThread` says so), else inline.
 * @param opts.offThread force the worker (true) or inline work (false); default by length
 * @returns the passages in order, as {@link prepareTranslation} gives them
 * (If the worker cannot start or ends before it answers, the text is prepared inline, and from
 * then on in this process; logged once.)
 * @throws Error when preparing the text itself fails (nothing is written by the caller)
 */
export async function prepareTranslationOffThread(t: TranslationText, opts: { offThread?: boolean } = {}): Promise<PreparedChunk[]> {
  const long = t.title.length + t.summary.length + t.markdown.length >= OFF_THREAD_MIN_CHARS;
  if (!(opts.offThread ?? long) || workerBroken) return prepareTranslation(t);
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  try {
    worker ??= startWorker();
    const id = nextId++;
    const w = worker;
    return await new Promise<PreparedChunk[]>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      w.postMessage({ id, text: t });
    });
  } catch (err) {
    if (err instanceof TextPreparationError) throw err;
    // A save must not fail because the thread could not start: the text is prepared here.
    workerBroken = true;
    console.warn(JSON.stringify({ at: 'content', event: 'indexing-worker-unavailable', error: (err as Error).message, note: 'long texts are chunked on the main thread' }));
    return prepareTranslation(t);
  }
}
