/**
 * `npm run bench:chat` — a benchmark, not a test: it prints figures.
 *
 * Starts the scripted OpenAI-compatible provider and one server process running the real route
 * handler (scripts/route-server.ts, embedded database in a temporary folder, rate limits on the
 * local Redis server — `BENCH_REDIS_URL`, default redis://127.0.0.1:6379/10 — with limits set
 * high, so every request pays the real check), then:
 *   1. requests/s at concurrency C (default 10) for D seconds (default 3), in R interleaved rounds
 *      (default 3) of a bare route handler (fixed JSON), the pattern-refusal path and the
 *      threshold-refusal path — interleaved so that a busy machine slows all three alike; the
 *      ratios are per round, their median is the figure;
 *   2. time to the first released sentence, gated (POST /api/chat) and ungated passthrough, N
 *      concurrent chats (default 20) each way;
 *   3. S concurrent streams (default 100) per round for 5 rounds, answers of ~15 sentences
 *      quoted from the sources at one word per SCRIPTED_DELAY_MS (default 20 ms ≈ 50 tokens/s):
 *      the server's RSS at its peak during each round and after it (a leak shows as growth);
 *   4. cold start: the server is stopped and started again on the same (seeded) data folder; from
 *      spawning the process to listening, to the first question's `decision` event (database
 *      opened, migrations checked, first queries) and to its first released sentence.
 *
 *   npm run bench:chat -- [--seconds 3] [--rounds 3] [--concurrency 10] [--chats 20]
 *                         [--streams 100] [--stream-rounds 5] [--port 3530]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import IORedis from 'ioredis';
import { startScriptedProvider, type Script } from '../e2e/support/scripted-provider';
import { splitSentences } from '../lib/gate/splitter';

const { values: a } = parseArgs({ options: {
  seconds: { type: 'string', default: '3' }, rounds: { type: 'string', default: '3' }, concurrency: { type: 'string', default: '10' },
  chats: { type: 'string', default: '20' }, streams: { type: 'string', default: '100' }, 'stream-rounds': { type: 'string', default: '5' },
  port: { type: 'string', default: '3530' },
} });
const SECONDS = Number(a.seconds);
const ROUNDS = Number(a.rounds);
const CONCURRENCY = Number(a.concurrency);
const CHATS = Number(a.chats);
const STREAMS = Number(a.streams);
const STREAM_ROUNDS = Number(a['stream-rounds']);
const PORT = Number(a.port);
const BASE = `http://127.0.0.1:${PORT}`;
const DELAY_MS = Number(process.env.SCRIPTED_DELAY_MS ?? 20);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/10';
const PREFIX = `bench:chat:${process.pid}`;

const QUESTION = 'What did Darya build for the Golestan Manuscript Library archive?';
const SENTENCES = 15;

/**
 * The scripted model's answer: up to 15 sentences quoted from the sources with their markers
 * (the gate releases each), cycling through the sources' sentences when they hold fewer.
 */
function longAnswer(prompt: string): Script {
  const blocks = prompt.split(/^(?=\[S\d+\] )/m).filter((b) => /^\[S\d+\] /.test(b));
  const quotable = blocks.flatMap((b) => {
    const n = /^\[S(\d+)\]/.exec(b)![1];
    const body = b.split('\n').slice(1).filter((l) => !/^<\/?source\b/.test(l)).join('\n');
    return splitSentences(body).map((x) => x.replace(/\s+/g, ' ').trim()).filter((x) => /[.!?]$/.test(x) && x.split(' ').length >= 6).map((s) => `${s} [S${n}]`);
  });
  if (quotable.length === 0) return { pieces: ['NO_ANSWER'], delayMs: DELAY_MS };
  const text = Array.from({ length: SENTENCES }, (_, i) => quotable[i % quotable.length]).join(' ');
  return { pieces: text.match(/\S+\s*/g)!, delayMs: DELAY_MS };
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
}
const median = (xs: number[]) => percentile(xs, 50);

/** Reads one chat's SSE stream; ms from sending to the decision, to the first whole sentence, to the end. */
async function chat(url: string): Promise<{ decision: number | null; sentence: number; end: number; sentences: number }> {
  const t0 = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ question: QUESTION, locale: 'en' }) });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  let text = '';
  let decision: number | null = null;
  let sentence: number | null = null;
  let sentences = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (value.event === 'decision') decision ??= performance.now() - t0;
    if (value.event !== 'text') continue;
    sentences++;
    if (sentence !== null) continue;
    const ev = JSON.parse(value.data) as { text: string };
    if (url.endsWith('/api/chat')) sentence = performance.now() - t0; // the gate releases whole sentences
    else if (/[.!?](\s|$)/.test(text += ev.text)) sentence = performance.now() - t0;
  }
  if (sentence === null) throw new Error(`${url}: no sentence arrived`);
  return { decision, sentence, end: performance.now() - t0, sentences };
}

/** Requests per second over `SECONDS` with `CONCURRENCY` clients in a loop. */
async function rps(url: string, body: unknown): Promise<number> {
  const end = performance.now() + SECONDS * 1000;
  let n = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (performance.now() < end) {
      const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      n++;
    }
  }));
  return n / SECONDS;
}

interface Stats { rss: number; heapUsed: number; external: number; arrayBuffers: number; listeningAtMs: number | null; database: { connectMs: number; migrateMs: number; bootstrapMs: number } | null }
const stats = async (): Promise<Stats> => (await (await fetch(`${BASE}/stats`)).json()) as Stats;
const mib = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MiB`;

const provider = await startScriptedProvider({ script: longAnswer });
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-chat-'));
const serverEnv = {
  ...process.env, NODE_ENV: 'production' as const, DATA_DIR: dataDir, DATABASE_URL: '', UPSTASH_REDIS_REST_URL: '',
  REDIS_URL, RATE_LIMIT_PREFIX: PREFIX, RATE_LIMIT_PER_MINUTE: '10000000', RATE_LIMIT_PER_HOUR: '10000000', RATE_LIMIT_PER_DAY: '10000000',
  ASSISTANT_MODEL: 'openai-compatible:scripted', OPENAI_BASE_URL: provider.url, MONTHLY_COST_CAP_USD: '100000',
};

/** Starts the route server; resolves with the process and ms from spawn to its first /health answer. */
async function startServer(): Promise<{ server: ChildProcess; spawnedAt: number; healthyMs: number }> {
  const spawnedAt = performance.now();
  const server = spawn('node_modules/.bin/tsx', ['scripts/route-server.ts', String(PORT)], { detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: serverEnv });
  // The decision stage's structured call warns once per request on this provider: not news.
  server.stderr!.on('data', (d: Buffer) => { for (const line of d.toString().split('\n')) if (line.trim() && !line.includes('AI SDK Warning')) process.stderr.write(`${line}\n`); });
  const deadline = Date.now() + 180_000;
  while (!(await fetch(`${BASE}/health`).catch(() => null))?.ok) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('route server did not start');
    await new Promise((r) => setTimeout(r, 20));
  }
  return { server, spawnedAt, healthyMs: performance.now() - spawnedAt };
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || !server.pid) return;
  const exited = new Promise((r) => server.once('exit', r));
  process.kill(-server.pid, 'SIGTERM'); // the server closes its database, writing every queued dashboard row
  await exited;
}

let server: ChildProcess | undefined;
try {
  ({ server } = await startServer());
  await chat(`${BASE}/api/chat`); // warm-up: opens, migrates and seeds the database
  await chat(`${BASE}/passthrough`);
  const idle = await stats();

  // 1. Requests/s, interleaved.
  const bodies = { pattern: { question: 'What are her hourly rates?', locale: 'en' }, threshold: { question: 'How do I cook spaghetti carbonara?', locale: 'en' } };
  for (const b of Object.values(bodies)) await rps(`${BASE}/api/chat`, b); // warm-up of both paths
  const rounds: { bare: number; pattern: number; threshold: number }[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const bare = await rps(`${BASE}/bare`, { question: 'x', locale: 'en' });
    const pattern = await rps(`${BASE}/api/chat`, bodies.pattern);
    const threshold = await rps(`${BASE}/api/chat`, bodies.threshold);
    rounds.push({ bare, pattern, threshold });
  }

  // 2. Time to the first released sentence, gated and ungated.
  const gated = await Promise.all(Array.from({ length: CHATS }, () => chat(`${BASE}/api/chat`)));
  const ungated = await Promise.all(Array.from({ length: CHATS }, () => chat(`${BASE}/passthrough`)));

  // 3. Concurrent long streams, RSS per round.
  const streamRounds: { peak: number; after: Stats; sentences: number; endP50: number }[] = [];
  for (let r = 0; r < STREAM_ROUNDS; r++) {
    let peak = 0;
    let polling = true;
    const poll = (async () => {
      while (polling) {
        peak = Math.max(peak, (await stats()).rss);
        await new Promise((res) => setTimeout(res, 100));
      }
    })();
    const results = await Promise.all(Array.from({ length: STREAMS }, () => chat(`${BASE}/api/chat`)));
    polling = false;
    await poll;
    const after = await stats();
    streamRounds.push({ peak: Math.max(peak, after.rss), after, sentences: median(results.map((x) => x.sentences)), endP50: median(results.map((x) => x.end)) });
  }

  // 4. Cold start on the seeded folder.
  await stopServer(server);
  const cold = await startServer();
  server = cold.server;
  const first = await chat(`${BASE}/api/chat`);
  const coldStats = await stats();

  const f = (x: number) => x.toFixed(0).padStart(6);
  const ratio = (x: number) => `${x.toFixed(2)}×`;
  console.log(`bench:chat — Node ${process.version}, one server process (route handler, PGlite in a temporary folder, rate limits on ${REDIS_URL})`);
  console.log(`requests/s, ${CONCURRENCY} concurrent clients, ${SECONDS} s each, ${ROUNDS} interleaved rounds:`);
  console.log('  round   bare   pattern (ratio)   threshold (ratio)');
  for (const [i, r] of rounds.entries()) console.log(`  ${i + 1}     ${f(r.bare)}   ${f(r.pattern)} (${ratio(r.pattern / r.bare)})    ${f(r.threshold)} (${ratio(r.threshold / r.bare)})`);
  const pr = median(rounds.map((r) => r.pattern / r.bare));
  const tr = median(rounds.map((r) => r.threshold / r.bare));
  console.log(`  bare route handler                    ${f(median(rounds.map((r) => r.bare)))}`);
  console.log(`  pattern refusal (L1, no retrieval)    ${f(median(rounds.map((r) => r.pattern)))}   ${ratio(pr)} of bare (goal ≥ 0.80×: ${pr >= 0.8 ? 'met' : 'not met'})`);
  console.log(`  threshold refusal (retrieval)         ${f(median(rounds.map((r) => r.threshold)))}   ${ratio(tr)} of bare (goal ≥ 0.50×: ${tr >= 0.5 ? 'met' : 'not met'})`);
  console.log(`time to first released sentence (ms), ${CHATS} concurrent chats, one word per ${DELAY_MS} ms:   p50     p95`);
  console.log(`  gated (POST /api/chat)                                               ${f(percentile(gated.map((x) => x.sentence), 50))}  ${f(percentile(gated.map((x) => x.sentence), 95))}`);
  console.log(`  ungated passthrough                                                  ${f(percentile(ungated.map((x) => x.sentence), 50))}  ${f(percentile(ungated.map((x) => x.sentence), 95))}`);
  console.log(`server memory after the warm-up (database open, two answers): RSS ${mib(idle.rss)}, heap ${mib(idle.heapUsed)}, external ${mib(idle.external)} (PGlite's WebAssembly memory is external)`);
  console.log(`${STREAMS} concurrent streams per round (median ${streamRounds[0]?.sentences} sentences per answer), server memory:`);
  console.log('  round   RSS peak   RSS after   heap after   external after   answer p50 (ms)');
  for (const [i, r] of streamRounds.entries()) console.log(`  ${i + 1}       ${mib(r.peak).padStart(8)}   ${mib(r.after.rss).padStart(9)}   ${mib(r.after.heapUsed).padStart(10)}   ${mib(r.after.external).padStart(14)}   ${f(r.endP50)}`);
  const peak = Math.max(...streamRounds.map((r) => r.peak));
  const growth = streamRounds.length > 1 ? streamRounds.at(-1)!.after.rss - streamRounds[1]!.after.rss : 0;
  console.log(`  peak ${mib(peak)} (goal < 400 MiB: ${peak < 400 * 1024 * 1024 ? 'met' : 'not met'}); RSS after round ${STREAM_ROUNDS} − after round 2: ${(growth / 1024 / 1024).toFixed(0)} MiB`);
  const d = coldStats.database;
  console.log('cold start (the same seeded folder, a new process):');
  console.log(`  spawn → listening (node + tsx + route modules)        ${f(cold.healthyMs)} ms`);
  if (d) console.log(`  database open: PGlite ${d.connectMs.toFixed(0)} ms, migrations check ${d.migrateMs.toFixed(0)} ms, seed check ${d.bootstrapMs.toFixed(0)} ms`);
  console.log(`  spawn → first question's decision (routing done)       ${f(cold.healthyMs + first.decision!)} ms`);
  console.log(`  spawn → its first released sentence                    ${f(cold.healthyMs + first.sentence)} ms`);
} finally {
  if (server) await stopServer(server).catch(() => {});
  await provider.close();
  rmSync(dataDir, { recursive: true, force: true });
  const io = new IORedis(REDIS_URL);
  const keys = await io.keys(`${PREFIX}*`).catch(() => []);
  if (keys.length) await io.del(...keys);
  io.disconnect();
}
