import { execFile } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { expect, test } from '@playwright/test';

// The live check asks the running site (extractive server) over its real SSE endpoint.
test('live-check reports each must-refuse question\'s outcome from a running deployment', async ({ baseURL }) => {
  const { code, stdout } = await new Promise<{ code: number; stdout: string }>((resolve) => {
    execFile('npx', ['tsx', 'scripts/assistant.ts', 'live-check', '--url', baseURL!, '--limit', '3'], { timeout: 120_000 },
      (err, out) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout: stripVTControlCharacters(out) }));
  });
  expect(stdout).toContain(`live check of ${baseURL}`);
  // Table row: asked, refused, answered, errors.
  const row = (set: string) => (new RegExp(`${set}[^\\n]*`).exec(stdout)?.[0].match(/\d+/g) ?? []).map(Number);
  expect(row('pattern-refusals')).toEqual([3, 3, 0, 0]);
  expect(row('off-topic')).toEqual([3, 3, 0, 0]);
  expect(code).toBe(0);
});
