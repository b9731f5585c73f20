/**
 * Loading the golden set's plain data files (JSON Lines), validated, and the corpus its questions
 * are asked of. Shared by the CLI, the golden run and the decision-bounds benchmark.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { embedMissingChunks, importFolder, seedDatabase } from '@/lib/content';
import { openDatabase, type Db } from '@/lib/db';
import { ensureConfiguredLexicons, standinEmbedder } from '@/lib/retrieval';
import { LOCALES } from '@/lib/text';
import { slugOfEntryHref } from '@/lib/assistant/events';

/** The kinds of golden conversations (issue 30), in the order they are printed. */
export const CONVERSATION_KINDS = ['aspect', 'pronoun-value', 'before-after', 'entity-switch', 'what-came-of-it', 'ordinal', 'must-refuse', 'standalone'] as const;

/** Slug of a passage or entry by its href ("/articles/x", "/cv#x", "/docs/<collection>/<page>" → "<collection>-<page>"). */
export const slugOfHref = (href: string): string => slugOfEntryHref(href) ?? href;

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
  // Issues 21/22: the fact the released text must give (groups of alternatives), or a refusal.
  facts: z.object({
    ...base, kind: z.string(), expect: z.enum(['answer', 'refuse']), answers: z.array(z.string()).optional(),
    facts: z.array(z.array(z.string().min(1)).min(1)).optional(), history: z.array(turn).optional(),
  }).refine((r) => r.expect === 'refuse' || (r.facts?.length ?? 0) > 0, { message: 'an answer row needs facts' }),
  // Issue 30: conversations of visitor turns; the last turn is judged (scripts/conversations-run.ts).
  conversations: z.object({
    id: z.string(), locale: z.enum(LOCALES), kind: z.enum(CONVERSATION_KINDS), turns: z.array(z.string().min(1)).min(2).max(3),
    expect: z.enum(['answer', 'refuse']), answers: z.array(z.string()), facts: z.array(z.array(z.string().min(1)).min(1)),
  }).refine((r) => r.expect === 'refuse' || (r.facts.length > 0 && r.answers.length > 0), { message: 'an answer row needs facts and answers' }),
} as const;
export type ConversationRow = z.infer<(typeof GOLDEN_SETS)['conversations']>;
export type FactRow = z.infer<(typeof GOLDEN_SETS)['facts']>;
export type GoldenSetName = keyof typeof GOLDEN_SETS;

/**
 * Reads `golden-set/<name>.jsonl`.
 * @throws Error naming the file and line of the first invalid record
 */
export async function loadGoldenSet<N extends GoldenSetName>(name: N, dir = 'golden-set', file: string = name): Promise<z.infer<(typeof GOLDEN_SETS)[N]>[]> {
  const raw = await readFile(path.join(dir, `${file}.jsonl`), 'utf8');
  return raw.split('\n').filter((l) => l.trim()).map((l, i) => {
    const parsed = GOLDEN_SETS[name].safeParse(JSON.parse(l));
    if (!parsed.success) throw new Error(`${dir}/${file}.jsonl line ${i + 1}: ${parsed.error.issues[0]!.message}`);
    return parsed.data as z.infer<(typeof GOLDEN_SETS)[N]>;
  });
}

/**
 * The corpus the golden set is asked of: the seed (`content/`) and a documentation folder (default:
 * `../shared/external/scrapling-docs`) in a fresh in-memory database, embedded by the stand-in
 * embedder. The caller closes it; on a failure while loading it is closed here.
 */
export async function openGoldenCorpus(docs = path.resolve('..', 'shared', 'external', 'scrapling-docs')): Promise<{ db: Db; close: () => Promise<void>; embedder: ReturnType<typeof standinEmbedder> }> {
  const { db, close } = await openDatabase({ dataDir: 'memory://' });
  const embedder = standinEmbedder();
  try {
    await seedDatabase(db as Db, undefined, { embedder: null });
    await importFolder(db as Db, docs, { embedder: null });
    await embedMissingChunks(db as Db, embedder);
    await ensureConfiguredLexicons(db as Db);
  } catch (err) {
    await close();
    throw err;
  }
  return { db: db as Db, close, embedder };
}
