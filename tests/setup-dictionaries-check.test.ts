/**
 * `scripts/setup-dictionaries.sh --check` (run by `npm run demo` at every start) lists exactly the
 * Debian packages that are not installed, from one `dpkg-query` call (issue 33, kind 4): a stand-in
 * `dpkg-query` on PATH answers as dpkg does — one `${Package} ${Status}` line per package it knows
 * (installed, or removed with only its configuration left), none for a package it has never seen.
 */
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type State = 'installed' | 'config-files' | 'unknown';
let dir: string;
let packages: string[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'dict-check-'));
  const script = await readFile(path.join(process.cwd(), 'scripts/setup-dictionaries.sh'), 'utf8');
  packages = /^packages="([^"]+)"/mu.exec(script)![1]!.split(/\s+/u);
  // dpkg-query -W -f=FORMAT PKG…: the format for each known package; exit 1 when one is unknown.
  await writeFile(path.join(dir, 'dpkg-query'), `#!/usr/bin/env bash
shift 2
rc=0
for p in "$@"; do
  case "$(grep "^$p " "$DPKG_STATES" | cut -d' ' -f2)" in
    installed) echo "$p install ok installed" ;;
    config-files) echo "$p deinstall ok config-files" ;;
    *) echo "dpkg-query: no packages found matching $p" >&2; rc=1 ;;
  esac
done
exit $rc
`);
  await chmod(path.join(dir, 'dpkg-query'), 0o755);
});
afterAll(async () => { await rm(dir, { recursive: true, force: true }); });

async function check(states: State[]): Promise<{ code: number; missing: string[] }> {
  const file = path.join(dir, `states-${process.hrtime.bigint()}`);
  await writeFile(file, packages.map((p, i) => `${p} ${states[i]}\n`).join(''));
  return new Promise((resolve, reject) => {
    execFile('bash', ['scripts/setup-dictionaries.sh', '--check'], { env: { ...process.env, PATH: `${dir}:${process.env.PATH}`, DPKG_STATES: file } }, (err, stdout) => {
      const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
      if (code !== 0 && code !== 1) { reject(err); return; }
      resolve({ code, missing: stdout.split(/\s+/u).filter(Boolean) });
    });
  });
}

describe('setup-dictionaries.sh --check', () => {
  it('all installed: exit 0, nothing listed; one removed and one never seen: both listed, exit 1', async () => {
    expect(await check(packages.map(() => 'installed'))).toEqual({ code: 0, missing: [] });
    const states = packages.map((): State => 'installed');
    states[0] = 'config-files';
    states[packages.length - 1] = 'unknown';
    expect(await check(states)).toEqual({ code: 1, missing: [packages[0], packages[packages.length - 1]] });
  });

  it('lists exactly the packages not installed, in the script\'s order, for any mix of states', async () => {
    await fc.assert(fc.asyncProperty(fc.array(fc.constantFrom<State>('installed', 'config-files', 'unknown'), { minLength: packages.length, maxLength: packages.length }), async (states) => {
      const want = packages.filter((_, i) => states[i] !== 'installed');
      expect(await check(states)).toEqual({ code: want.length ? 1 : 0, missing: want });
    }), { numRuns: 25 });
  });
});
