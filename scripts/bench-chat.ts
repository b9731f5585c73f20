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
 *   5. what the memory at start is made of, module by module (scripts/bench-memory.ts).
 * After step 3: the chat's rate-limit check under the load of steps 1–3 — p50/p95/p99/max ms and
 * how many checks failed open (issue 32, kind 4: the check's time limit must not be reached by
 * the site's own load while Redis answers).
 * Per stage (the pipeline's `stages` log line, lib/assistant/stages.ts): p50/p95 of the ms at
 * which each stage of the gated chats of step 2 ended, and of 20 sequential threshold refusals.
 *
 * `--database server` runs the same on the PostgreSQL server (the production profile: a database
 * `bench_chat_<pid>` created on BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres,
 * migrated and seeded by the server process, dropped at the end); default `embedded` (PGlite).
 *
 *   npm run bench:chat -- [--database embedded|server] [--seconds 3] [--rounds 3] [--concurrency 10]
 *                         [--chats 20] [--streams 100] [--stream-rounds 5] [--port 3530]
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import IORedis from 'ioredis';
import postgres from 'postgres';
import { startScriptedProvider, type Script } from '../e2e/support/scripted-provider';
import { splitSentences } from '../lib/gate/splitter';

const { values: a } = parseArgs({ options: {
  seconds: { type: 'string', default: '3' }, rounds: { type: 'string', default: '3' }, concurrency: { type: 'string', default: '10' },
  chats: { type: 'string', default: '20' }, streams: { type: 'string', default: '100' }, 'stream-rounds': { type: 'string', default: '5' },
  port: { type: 'string', default: '3530' }, database: { type: 'string', default: 'embedded' },
} });
if (a.database !== 'embedded' && a.database !== 'server') throw new Error('--database must be embedded or server');
const ON_SERVER = a.database === 'server';
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
  const other: string[] = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (value.event !== 'text' && value.event !== 'decision') other.push(value.data.slice(0, 200));
    if (value.event === 'decision') decision ??= performance.now() - t0;
    if (value.event !== 'text') continue;
    sentences++;
    if (sentence !== null) continue;
    const ev = JSON.parse(value.data) as { text: string };
    if (url.endsWith('/api/chat')) sentence = performance.now() - t0; // the gate releases whole sentences
    else if (/[.!?](\s|$)/.test(text += ev.text)) sentence = performance.now() - t0;
  }
  if (sentence === null) throw new Error(`${url}: no sentence arrived (${other.join(' | ')})`);
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

interface CheckStats { checks: number; p50: number; p95: number; p99: number; max: number; failOpens: { timeout: number; error: number } }
interface Stats { rss: number; heapUsed: number; external: number; arrayBuffers: number; listeningAtMs: number | null; database: { connectMs: number; migrateMs: number; bootstrapMs: number } | null; rateLimits: Record<string, CheckStats> }
const stats = async (reset = false): Promise<Stats> => (await (await fetch(`${BASE}/stats${reset ? '?reset=1' : ''}`)).json()) as Stats;
const RATE_LIMIT_TIMEOUT_MS = Number(process.env.RATE_LIMIT_TIMEOUT_MS ?? 500);
const mib = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MiB`;

const provider = await startScriptedProvider({ script: longAnswer });
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-chat-'));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `bench_chat_${process.pid}`;
let databaseUrl = '';
if (ON_SERVER) {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${dbName}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  databaseUrl = u.toString();
}
const serverEnv = {
  ...process.env, NODE_ENV: 'production' as const, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, UPSTASH_REDIS_REST_URL: '',
  REDIS_URL, RATE_LIMIT_PREFIX: PREFIX, RATE_LIMIT_PER_MINUTE: '10000000', RATE_LIMIT_PER_HOUR: '10000000', RATE_LIMIT_PER_DAY: '10000000',
  ASSISTANT_MODEL: 'openai-compatible:scripted', OPENAI_BASE_URL: provider.url, MONTHLY_COST_CAP_USD: '100000',
  // As deployed (docs/deployment.md): the database is migrated and seeded by the deploy steps below,
  // in processes of their own, so the serving process's memory holds no dictionary build.
  MIGRATE_AT_START: 'off',
};
for (const step of [['scripts/migrate.ts'], ['scripts/assistant.ts', 'seed']]) {
  const r = spawnSync('node_modules/.bin/tsx', step, { env: serverEnv, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${step.join(' ')} failed: ${r.stderr || r.stdout}`);
}

/** Starts the route server; resolves with the process and ms from spawn to its first /health answer. */
async function startServer(): Promise<{ server: ChildProcess; spawnedAt: number; healthyMs: number }> {
  const spawnedAt = performance.now();
  const server = spawn('node_modules/.bin/tsx', ['scripts/route-server.ts', String(PORT)], { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: serverEnv });
  // The route logs one JSON line per answer stage summary: kept for the per-stage table.
  let pending = '';
  server.stdout!.on('data', (d: Buffer) => {
    const lines = (pending + d.toString()).split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      if (line.includes('"event":"stages"')) stageLines.push(JSON.parse(line) as StageLine);
      else if (line.includes('"outcome":"limited"') || line.includes('"fallback":"unavailable"')) process.stderr.write(`${line}\n`); // why an answer was limited
    }
  });
  // The decision stage's structured call warns once per request on this provider: not news.
  server.on('exit', (code, sig) => { if (code !== 0 && code !== null || (sig && sig !== 'SIGTERM')) process.stderr.write(`route server exited: code ${code}, signal ${sig}\n`); });
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

interface StageLine { marks: Record<string, number>; gateMs: number }
const stageLines: StageLine[] = [];
/** Waits until `n` stage lines arrived (the pipeline logs them as each answer ends). */
async function stageLinesAfter(n: number): Promise<StageLine[]> {
  const deadline = Date.now() + 5000;
  while (stageLines.length < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return stageLines.splice(0);
}
const STAGES = ['profile', 'l1', 'analysis', 'retrieval', 'rerank', 'decision', 'reserve', 'firstModelByte', 'firstSentence'] as const;

let server: ChildProcess | undefined;
try {
  ({ server } = await startServer());
  const boot = await stats();
  await chat(`${BASE}/api/chat`); // warm-up: opens, migrates and seeds the database
  await chat(`${BASE}/passthrough`);
  const idle = await stats();

  await stats(true); // the rate-limit figures count from here: the load phases below
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

  // Per stage of a threshold refusal, one at a time.
  await stageLinesAfter(0);
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${BASE}/api/chat`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(bodies.threshold) });
    await res.arrayBuffer();
  }
  const thresholdStages = await stageLinesAfter(20);

  // 2. Time to the first released sentence, gated and ungated.
  const gated = await Promise.all(Array.from({ length: CHATS }, () => chat(`${BASE}/api/chat`)));
  const gatedStages = await stageLinesAfter(CHATS);
  const ungated = await Promise.all(Array.from({ length: CHATS }, () => chat(`${BASE}/passthrough`)));

  // 3. Concurrent long streams, RSS per round.
  const streamRounds: { peak: number; after: Stats; sentences: number; endP50: number; failed: number; failure?: string }[] = [];
  for (let r = 0; r < STREAM_ROUNDS; r++) {
    let peak = 0;
    let polling = true;
    const poll = (async () => {
      while (polling) {
        const st = await stats().catch(() => null); // the server stopped: the round's own error is the one to show
        if (!st) break;
        peak = Math.max(peak, st.rss);
        await new Promise((res) => setTimeout(res, 100));
      }
    })();
    // An answer with no sentence (the ledger's time limit passed under the load: "limited") is
    // counted, not fatal: the round's memory is still the figure.
    const settled = await Promise.allSettled(Array.from({ length: STREAMS }, () => chat(`${BASE}/api/chat`)));
    const results = settled.flatMap((x) => (x.status === 'fulfilled' ? [x.value] : []));
    const failures = settled.flatMap((x) => (x.status === 'rejected' ? [String((x.reason as Error).message).replace(/^.*no sentence arrived \((.*)\)$/, '$1').slice(0, 160)] : []));
    polling = false;
    await poll;
    const after = await stats();
    streamRounds.push({ peak: Math.max(peak, after.rss), after, sentences: median(results.map((x) => x.sentences)), endP50: median(results.map((x) => x.end)), failed: failures.length, failure: failures[0] });
  }

  // The rate-limit check's time under the load of steps 1–3 (issue 32, kind 4).
  const limitStats = (await stats(true)).rateLimits.chat;
  // 4. Cold start on the seeded folder.
  await stopServer(server);
  const cold = await startServer();
  server = cold.server;
  const first = await chat(`${BASE}/api/chat`);
  const coldStats = await stats();

  const f = (x: number) => x.toFixed(0).padStart(6);
  const ratio = (x: number) => `${x.toFixed(2)}×`;
  console.log(`bench:chat — Node ${process.version}, one server process (route handler, ${ON_SERVER ? `PostgreSQL server, database ${dbName}` : 'PGlite in a temporary folder'}, rate limits on ${REDIS_URL})`);
  console.log(`requests/s, ${CONCURRENCY} concurrent clients, ${SECONDS} s each, ${ROUNDS} interleaved rounds:`);
  console.log('  round   bare   pattern (ratio)   threshold (ratio)');
  for (const [i, r] of rounds.entries()) console.log(`  ${i + 1}     ${f(r.bare)}   ${f(r.pattern)} (${ratio(r.pattern / r.bare)})    ${f(r.threshold)} (${ratio(r.threshold / r.bare)})`);
  const pr = median(rounds.map((r) => r.pattern / r.bare));
  const tr = median(rounds.map((r) => r.threshold / r.bare));
  console.log(`  bare route handler                    ${f(median(rounds.map((r) => r.bare)))}`);
  console.log(`  pattern refusal (L1, no retrieval)    ${f(median(rounds.map((r) => r.pattern)))}   ${ratio(pr)} of bare (goal ≥ 0.80×: ${pr >= 0.8 ? 'met' : 'not met'})`);
  console.log(`  threshold refusal (retrieval)         ${f(median(rounds.map((r) => r.threshold)))}   ${ratio(tr)} of bare (goal ≥ 0.25× on the server profile, issue 26: ${tr >= 0.25 ? "met" : "not met"})`);
  console.log(`time to first released sentence (ms), ${CHATS} concurrent chats, one word per ${DELAY_MS} ms:   p50     p95`);
  console.log(`  gated (POST /api/chat)                                               ${f(percentile(gated.map((x) => x.sentence), 50))}  ${f(percentile(gated.map((x) => x.sentence), 95))}`);
  console.log(`  ungated passthrough                                                  ${f(percentile(ungated.map((x) => x.sentence), 50))}  ${f(percentile(ungated.map((x) => x.sentence), 95))}`);
  const gap = percentile(gated.map((x) => x.sentence), 50) - percentile(ungated.map((x) => x.sentence), 50);
  console.log(`  gated − ungated (p50)                                                ${f(gap)}  (goal ≤ 300 ms, one sentence at ${DELAY_MS} ms/word: ${gap <= 300 ? 'met' : 'not met'})`);
  const stageTable = (title: string, lines: StageLine[]) => {
    console.log(`${title} (${lines.length} answers; ms since the pipeline started, when each stage ended):`);
    console.log('  stage              p50      p95');
    for (const st of STAGES) {
      const xs = lines.map((l) => l.marks[st]).filter((x): x is number => typeof x === 'number');
      if (xs.length) console.log(`  ${st.padEnd(16)} ${percentile(xs, 50).toFixed(1).padStart(7)}  ${percentile(xs, 95).toFixed(1).padStart(7)}`);
    }
    const g = lines.map((l) => l.gateMs);
    if (lines.some((l) => l.marks.firstSentence !== undefined)) console.log(`  inside the gate before the first release: p50 ${percentile(g, 50).toFixed(1)} ms, p95 ${percentile(g, 95).toFixed(1)} ms`);
  };
  stageTable(`per stage, the ${CHATS} concurrent gated chats above`, gatedStages);
  stageTable('per stage, threshold refusals one at a time', thresholdStages);
  console.log(`server memory at start (modules loaded, no request yet): RSS ${mib(boot.rss)}, heap ${mib(boot.heapUsed)}, external ${mib(boot.external)}`);
  console.log(`server memory after the warm-up (database open, two answers): RSS ${mib(idle.rss)}, heap ${mib(idle.heapUsed)}, external ${mib(idle.external)} (PGlite's WebAssembly memory is external)`);
  console.log(`${STREAMS} concurrent streams per round (median ${streamRounds[0]?.sentences} sentences per answer), server memory:`);
  console.log('  round   RSS peak   RSS after   heap after   external after   answer p50 (ms)   no sentence');
  for (const [i, r] of streamRounds.entries()) console.log(`  ${i + 1}       ${mib(r.peak).padStart(8)}   ${mib(r.after.rss).padStart(9)}   ${mib(r.after.heapUsed).padStart(10)}   ${mib(r.after.external).padStart(14)}   ${f(r.endP50)}            ${r.failed}${r.failure ? ` (${r.failure})` : ''}`);
  const peak = Math.max(...streamRounds.map((r) => r.peak));
  const growth = streamRounds.length > 1 ? streamRounds.at(-1)!.after.rss - streamRounds[1]!.after.rss : 0;
  console.log(`  peak ${mib(peak)} (goal < 400 MiB: ${peak < 400 * 1024 * 1024 ? 'met' : 'not met'}); RSS after round ${STREAM_ROUNDS} − after round 2: ${(growth / 1024 / 1024).toFixed(0)} MiB`);
  if (limitStats) {
    console.log(`rate-limit check (the chat's, on ${REDIS_URL}) under the load of steps 1–3: ${limitStats.checks} checks, p50 ${limitStats.p50.toFixed(1)} ms, p95 ${limitStats.p95.toFixed(1)} ms, p99 ${limitStats.p99.toFixed(1)} ms, max ${limitStats.max.toFixed(1)} ms (of the last 4,096)`);
    const opened = limitStats.failOpens.timeout + limitStats.failOpens.error;
    console.log(`  failed open: ${limitStats.failOpens.timeout} by the time limit, ${limitStats.failOpens.error} by an error (goal: none while Redis answers; the time limit, RATE_LIMIT_TIMEOUT_MS = ${RATE_LIMIT_TIMEOUT_MS} ms, counts only time the event loop was free: ${opened === 0 ? 'met' : 'not met'})`);
  }
  const d = coldStats.database;
  console.log('cold start (the same seeded folder, a new process):');
  console.log(`  spawn → listening (node + tsx + route modules)        ${f(cold.healthyMs)} ms`);
  if (d) console.log(`  database open: ${ON_SERVER ? 'connect' : 'PGlite'} ${d.connectMs.toFixed(0)} ms, migrations check ${d.migrateMs.toFixed(0)} ms, seed check ${d.bootstrapMs.toFixed(0)} ms`);
  console.log(`  spawn → first question's decision (routing done)       ${f(cold.healthyMs + first.decision!)} ms`);
  console.log(`  spawn → its first released sentence                    ${f(cold.healthyMs + first.sentence)} ms`);
  // What the memory at start is made of, module by module (a fresh process: scripts/bench-memory.ts).
  const attribution = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'scripts/bench-memory.ts'], { encoding: 'utf8', env: serverEnv });
  console.log(attribution.status === 0 ? attribution.stdout.trimEnd() : `memory attribution failed: ${attribution.stderr}`);
} finally {
  if (server) await stopServer(server).catch(() => {});
  await provider.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (ON_SERVER) {
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await admin.end();
  }
  const io = new IORedis(REDIS_URL);
  const keys = await io.keys(`${PREFIX}*`).catch(() => []);
  if (keys.length) await io.del(...keys);
  io.disconnect();
}
