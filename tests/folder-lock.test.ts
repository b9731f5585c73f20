/**
 * Issue 23, kinds 1 and 2: the embedded database folder's lock (lib/db/folder-lock.ts).
 * 1. A holder whose event loop is blocked past proper-lockfile's old 10 s stale limit (as PGlite
 *    blocks it while a long import writes) still holds the folder: a second process is refused.
 *    A holder killed with SIGKILL leaves nothing to wait for.
 * 2. Every command that opens the database names the cause ("in use by another process") and
 *    exits 1, `ask` included (it printed "Something went wrong…").
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseInUseError, openDatabase } from '@/lib/db';

let dir: string;
beforeAll(async () => { dir = await mkdtemp(path.join(tmpdir(), 'folder-lock-')); });
afterAll(async () => { await rm(dir, { recursive: true, force: true }); });

function cli(args: string[], folder: string, input = ''): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile('npx', ['tsx', 'scripts/assistant.ts', ...args], {
      env: { ...process.env, DATA_DIR: folder, DATABASE_URL: '', ASSISTANT_MODEL: '' }, timeout: 180_000,
    }, (err, stdout, stderr) => resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr }));
    child.stdin!.end(input);
  });
}

/** Starts a process that opens `folder` and then blocks its event loop for `blockMs`; resolves once it has the folder open. */
function holder(folder: string, blockMs: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // Node itself with tsx's loader (not `npx tsx`, whose wrapper processes a kill would stop instead of the holder).
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/hold-data-folder.ts', folder, String(blockMs)], { env: { ...process.env, DATABASE_URL: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr!.on('data', (d) => { err += d; });
    child.stdout!.on('data', (d: Buffer) => { if (d.toString().includes('open')) resolve(child); });
    child.on('exit', (code) => reject(new Error(`holder exited ${code}: ${err}`)));
  });
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => { if (child.exitCode !== null || child.signalCode !== null) resolve(); else child.once('exit', () => resolve()); });

describe('the data folder lock cannot go stale while its holder lives', () => {
  it('a holder blocked past the old 10 s stale limit still holds the folder: a second process is refused, by name', async () => {
    const folder = path.join(dir, 'blocked');
    const child = await holder(folder, 40_000);
    try {
      // Past the old stale limit (10 s) with the holder's event loop blocked the whole time.
      await new Promise((r) => setTimeout(r, 11_000));
      const r = await cli(['retrieve', 'What is Parsegar?'], folder);
      expect(r.code, r.stdout).toBe(1);
      expect(r.stderr).toMatch(/in use by another process/);
      await expect(openDatabase({ dataDir: folder, url: '' })).rejects.toBeInstanceOf(DatabaseInUseError);
    } finally {
      child.kill('SIGKILL');
      await exited(child);
    }
  });

  it('a holder killed with SIGKILL leaves no lock behind: the next open succeeds at once', async () => {
    const folder = path.join(dir, 'killed');
    const child = await holder(folder, 0);
    await expect(openDatabase({ dataDir: folder, url: '' })).rejects.toBeInstanceOf(DatabaseInUseError);
    child.kill('SIGKILL');
    await exited(child);
    const h = await openDatabase({ dataDir: folder, url: '' });
    await h.close();
  });
});

describe('every command that opens the embedded database names the cause when it is in use', () => {
  const folder = () => path.join(dir, 'held');
  let held: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    const docs = path.join(dir, 'docs');
    await mkdir(docs, { recursive: true });
    await writeFile(path.join(docs, 'a.md'), '# A\n\nA page.\n');
    held = await openDatabase({ dataDir: folder(), url: '' });
  });
  afterAll(async () => { await held?.close(); });

  it.each([
    [['ask', 'What is Parsegar?']],
    [['ask', 'What is Parsegar?', '--json']],
    [['retrieve', 'What is Parsegar?']],
    [['import', 'DOCS']],
    [['seed']],
    [['calibrate', '--standin']],
    [['status']],
    [['admin', 'create', '--email', 'a@example.com']],
  ])('%j', async (args) => {
    const r = await cli(args.map((a) => (a === 'DOCS' ? path.join(dir, 'docs') : a)), folder(), 'a-long-enough-password\n');
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stderr).toMatch(/in use by another process \(pid \d+\)/);
    expect(r.stdout + r.stderr).not.toMatch(/Something went wrong/);
  });
});

describe('the site while another process holds its embedded database', () => {
  it('the chat answers 503 with Retry-After and a typed error, not 500', async () => {
    const folder = path.join(dir, 'site-held');
    const held = await openDatabase({ dataDir: folder, url: '' });
    const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
    process.env.DATA_DIR = folder;
    process.env.DATABASE_URL = '';
    const { resetEnvForTests } = await import('@/lib/env');
    const { closeDatabase } = await import('@/lib/db');
    resetEnvForTests();
    await closeDatabase();
    try {
      const { POST } = await import('@/app/api/chat/route');
      const res = await POST(new Request('http://t/api/chat', {
        method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.9' },
        body: JSON.stringify({ question: 'What is Parsegar?', locale: 'en', history: [] }),
      }));
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await res.json()).toMatchObject({ error: { code: 'unavailable:chat' } });
    } finally {
      await held.close();
      Object.assign(process.env, saved);
      if (saved.DATA_DIR === undefined) delete process.env.DATA_DIR;
      resetEnvForTests();
      await closeDatabase();
    }
  });
});
