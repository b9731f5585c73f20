/** Loading the golden set's plain data files (JSON Lines), validated. Shared by the CLI and the golden run. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { LOCALES } from '@/lib/text';

const base = { id: z.string(), q: z.string(), locale: z.enum(LOCALES) };
const turn = z.object({ role: z.enum(['user', 'assistant']), content: z.string() });

export const GOLDEN_SETS = {
  'pattern-refusals': z.object({ ...base, category: z.string() }).passthrough(),
  'off-topic': z.object(base).passthrough(),
  overview: z.object({ ...base, kinds: z.array(z.string()), mustInclude: z.array(z.string()) }).passthrough(),
  answerable: z.object({ ...base, answers: z.array(z.string()).min(1) }).passthrough(),
  'follow-ups': z.object({
    ...base, history: z.array(turn), expect: z.enum(['answer', 'refuse']), answers: z.array(z.string()).optional(), category: z.string().optional(),
  }).passthrough(),
} as const;
export type GoldenSetName = keyof typeof GOLDEN_SETS;

/**
 * Reads `golden-set/<name>.jsonl`.
 * @throws Error naming the file and line of the first invalid record
 */
export async function loadGoldenSet<N extends GoldenSetName>(name: N, dir = 'golden-set'): Promise<z.infer<(typeof GOLDEN_SETS)[N]>[]> {
  const raw = await readFile(path.join(dir, `${name}.jsonl`), 'utf8');
  return raw.split('\n').filter((l) => l.trim()).map((l, i) => {
    const parsed = GOLDEN_SETS[name].safeParse(JSON.parse(l));
    if (!parsed.success) throw new Error(`${dir}/${name}.jsonl line ${i + 1}: ${parsed.error.issues[0]!.message}`);
    return parsed.data as z.infer<(typeof GOLDEN_SETS)[N]>;
  });
}
