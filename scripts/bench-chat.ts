/**
 * `npm run bench:chat` — a benchmark, not a test: it prints figures.
 *
 * Starts the scripted OpenAI-compatible provider (a word every SCRIPTED_DELAY_MS, default 20 ms ≈
 * 50 tokens/s, a realistic hosted-model rate) and one server process running the real route
 * handler (scripts/route-server.ts, embedded database in a temporary folder), then:
 *   1. N concurrent chats (default 20) per round, rounds alternating gated (POST /api/chat) and
 *      ungated passthrough (POST /passthrough): time to the first released sentence, p50/p95 —
 *      for passthrough, the moment the first whole sentence has arrived;
 *   2. the server's RSS after the chats;
 *   3. requests/s for D seconds (default 3) at concurrency C (default 10): the pattern-refusal
 *      path, the threshold-refusal path, and a bare route handler (fixed JSON) beside them.
 *
 *   npm run bench:chat -- [--chats 20] [--rounds 3] [--seconds 3] [--concurrency 10] [--port 3530]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { startScriptedProvider } from '../e2e/support/scripted-provider';

const { values: a } = parseArgs({ options: {
  chats: { type: 'string', default: '20' }, rounds: { type: 'string', default: '3' }, seconds: { type: 'string', default: '3' },
  concurrency: { type: 'string', default: '10' }, port: { type: 'string', default: '3530' },
} });
const CHATS = Number(a.chats);
const ROUNDS = Number(a.rounds);
const SECONDS = Number(a.seconds);
const CONCURRENCY = Number(a.concurrency);
const PORT = Number(a.port);
const BASE = `http://127.0.0.1:${PORT}`;
process.env.SCRIPTED_DELAY_MS ??= '20';

const QUESTION = 'What did Darya build for the Golestan Manuscript Library archive?';

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
}

/** ms from sending to the first whole sentence the reader can see. */
async function firstSentenceMs(url: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ question: QUESTION, locale: 'en' }) });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  let text = '';
  let at: number | null = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (value.event !== 'text' || at !== null) continue;
    const ev = JSON.parse(value.data) as { text: string };
    if (url.endsWith('/api/chat')) at = performance.now() - t0; // the gate releases whole sentences
    else if (/[.!?](\s|$)/.test(text += ev.text)) at = performance.now() - t0;
  }
  if (at === null) throw new Error(`${url}: no sentence arrived`);
  return at;
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

const provider = await startScriptedProvider();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-chat-'));
const server = spawn('node_modules/.bin/tsx', ['scripts/route-server.ts', String(PORT)], {
  detached: true, stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', UPSTASH_REDIS_REST_URL: '',
    ASSISTANT_MODEL: 'openai-compatible:scripted', OPENAI_BASE_URL: provider.url, MONTHLY_COST_CAP_USD: '1000',
    RATE_LIMIT_PER_MINUTE: '10000000', RATE_LIMIT_PER_HOUR: '10000000', RATE_LIMIT_PER_DAY: '10000000',
  },
});
try {
  const deadline = Date.now() + 120_000;
  while (!(await fetch(`${BASE}/health`).catch(() => null))?.ok) {
    if (Date.now() > deadline) throw new Error('route server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  await firstSentenceMs(`${BASE}/api/chat`); // warm-up: opens, migrates and seeds the database
  await firstSentenceMs(`${BASE}/passthrough`);

  const gated: number[] = [];
  const ungated: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    gated.push(...await Promise.all(Array.from({ length: CHATS }, () => firstSentenceMs(`${BASE}/api/chat`))));
    ungated.push(...await Promise.all(Array.from({ length: CHATS }, () => firstSentenceMs(`${BASE}/passthrough`))));
  }
  const rss = ((await (await fetch(`${BASE}/stats`)).json()) as { rss: number }).rss;

  const pattern = await rps(`${BASE}/api/chat`, { question: 'What are her hourly rates?', locale: 'en' });
  const threshold = await rps(`${BASE}/api/chat`, { question: 'How do I cook spaghetti carbonara?', locale: 'en' });
  const bare = await rps(`${BASE}/bare`, { question: 'x', locale: 'en' });

  const f = (x: number) => x.toFixed(0).padStart(6);
  console.log(`bench:chat — ${CHATS} concurrent chats × ${ROUNDS} rounds each way, scripted provider at one word per ${process.env.SCRIPTED_DELAY_MS} ms, Node ${process.version}, one server process`);
  console.log('time to first released sentence (ms)      p50     p95');
  console.log(`  gated (POST /api/chat)                ${f(percentile(gated, 50))}  ${f(percentile(gated, 95))}`);
  console.log(`  ungated passthrough                   ${f(percentile(ungated, 50))}  ${f(percentile(ungated, 95))}`);
  console.log(`server RSS after the chats: ${(rss / 1024 / 1024).toFixed(0)} MiB`);
  console.log(`requests/s, ${CONCURRENCY} concurrent clients, ${SECONDS} s each:`);
  console.log(`  pattern refusal (L1, no retrieval)    ${f(pattern)}`);
  console.log(`  threshold refusal (retrieval)         ${f(threshold)}`);
  console.log(`  bare route handler                    ${f(bare)}`);
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  await provider.close();
  rmSync(dataDir, { recursive: true, force: true });
}
