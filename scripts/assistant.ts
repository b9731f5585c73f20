/**
 * The assistant's command line. Runs the same code as the site, in-process.
 *
 *   npm run assistant -- ask "<question>" [--locale xx] [--json]
 *   npm run assistant -- import <folder> [--collection name] [--title "Title"] [--title "xx=Title" …] [--locale xx] [--prune]
 *   npm run assistant -- seed
 *   npm run assistant -- status [--json]
 *   npm run assistant -- purge-gaps [--json]
 *
 * Exit codes: 0 success, 1 runtime failure, 2 bad usage (message on stderr).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import nextEnv from '@next/env';
import { Presets, SingleBar } from 'cli-progress';
import { z } from 'zod';
import type { AnswerPart } from '@/lib/assistant/answerers';
import { sourceNumbers, withCitedSources } from '@/lib/assistant/citations';
import type { AssistantEvent, SourceRef } from '@/lib/assistant/events';
import { gatedAnswer } from '@/lib/assistant/gated';
import { localeSchema, questionSchema } from '@/lib/assistant/input';
import { answerQuestion, retrieveForQuestion } from '@/lib/assistant/pipeline';
import { AuthorAccountError, createAuthor } from '@/lib/auth';
import { collectionNameSchema, collectionTitleSchema, ContentValidationError, embedMissingChunks, importFolder, ImportError, ImportWriteError, indexingEmbedder, seedDatabase, seedIfEmpty } from '@/lib/content';
import { closeDatabase, countChunksWithoutEmbedding, countIndex, database, DatabaseInUseError, setFirstUseSeed, type Db } from '@/lib/db';
import { env } from '@/lib/env';
import { SentenceGate, SentenceSplitter } from '@/lib/gate';
import { getProfile, seedProfile } from '@/lib/profile';
import { getEmbedder } from '@/lib/providers';
import { passesThreshold, standinEmbedder, thresholdFor } from '@/lib/retrieval';
import { ensureConfiguredLexicons, lexiconStatus } from '@/lib/retrieval/lexicon';
import type { Locale } from '@/lib/text';
import { calibrate } from './calibrate';
import { liveCheck } from './live-check';

// The same .env files Next loads for the site (.env, .env.local, …), so both see one configuration.
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
// A database the CLI opens first is seeded with the author's content folder, as the site does.
setFirstUseSeed(seedIfEmpty);

class UsageError extends Error {}
/** Input that was well-formed but cannot be used (exit 1, the message only, no usage text). */
class InputError extends Error {}

const USAGE = `usage:
  assistant help
  assistant ask "<question>" [--locale xx] [--json]
  assistant retrieve "<question>" [--locale xx] [--json]
  assistant calibrate [--apply] [--standin] [--out <folder>]
  assistant live-check --url <base> [--limit N]
  assistant import <folder> [--collection name] [--title "Title"] [--title "xx=Title" …] [--locale xx] [--prune]
      (--title: the collection's name in the navigation, in --locale's language or in xx; without one, its home page's title)
  assistant seed
  assistant status [--json]   (cross-language dictionaries: which language has which, how many terms)
  assistant purge-gaps [--json]   (clears kept questions and vote comments older than GAP_RETENTION_DAYS; for a scheduler)
  assistant gate --sources <sources.json> [--locale xx] [--json] [--piece N] < answer.txt
      (sources.json: [S1] first, texts or { text, locale }; a text without a locale is in --locale)
  assistant split [--locale xx] [--piece N] < text
  assistant admin create --email <address> [--name "<name>"] [--replace]   (password: hidden prompt, or first line of stdin)`;


function progressBar(label: string): SingleBar {
  return new SingleBar({ format: `${label} [{bar}] {value}/{total} {file}`, stream: process.stderr, hideCursor: true, clearOnComplete: false }, Presets.shades_classic);
}

/** `<question…> [--locale xx] [--json]`, validated with the same schemas as the chat route. */
function questionArgs(command: string, args: string[]): { question: string; locale: Locale; json: boolean } {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { locale: { type: 'string', default: 'en' }, json: { type: 'boolean', default: false } } });
  const question = questionSchema.safeParse(positionals.join(' '));
  if (!question.success) throw new UsageError(`${command} needs a question: ${question.error.issues[0]!.message}`);
  const locale = localeSchema.safeParse(values.locale);
  if (!locale.success) throw new UsageError(locale.error.issues[0]!.message);
  return { question: question.data, locale: locale.data, json: values.json };
}

async function ask(args: string[]): Promise<number> {
  const { question, locale, json } = questionArgs('ask', args);
  // Opened before the pipeline runs: a folder in use is then named (DatabaseInUseError, exit 1)
  // rather than turned into the pipeline's generic error event ("Something went wrong…").
  await database();

  const started = performance.now();
  let last: AssistantEvent | undefined;
  // Plain output: sentences of one paragraph on one line; notices as paragraphs of their own;
  // sources numbered as the chat numbers them (order of first use) and listed at the end.
  let sources: SourceRef[] = [];
  let sep = '';
  const print = (piece: string, before: string, after = before) => { process.stdout.write(sep && before + piece || piece); sep = after; };
  for await (const ev of answerQuestion({ question, locale, history: [] })) {
    last = ev;
    if (json) { process.stdout.write(`${JSON.stringify(ev)}\n`); continue; }
    switch (ev.type) {
      case 'text': {
        sources = withCitedSources(sources, ev.sources);
        const numbers = sourceNumbers(sources, ev.sources.map((x) => x.passageId));
        print(`${ev.text}${numbers.length ? ` [${numbers.join(', ')}]` : ''}`, sep === '\n\n' || ev.paragraphBreak ? '\n\n' : ' ', ' ');
        break;
      }
      case 'guard': case 'notice': print(`(${ev.type === 'guard' ? 'withheld' : ev.kind}) ${ev.message}${ev.type === 'notice' && ev.contact ? ` ${ev.contact.href.replace(/^mailto:/, '')}` : ''}`, '\n\n'); break;
      case 'error': print(`(error) ${ev.message}`, '\n\n'); break;
      case 'decision': {
        // The decision stage's verdict on stderr beside the timing: stdout stays what a reader sees.
        const d = ev.decisionStage;
        if (d) {
          const p = d.probability === null ? '' : ` p=${d.probability}`;
          process.stderr.write(`decision stage (${d.model}, ${d.path}): ${d.picked === 'passage' ? `passage ${d.passageId}` : d.picked === 'none' ? 'none of these' : `fallback to the threshold decision (${d.fallback})`}${p}\n`);
        }
        break;
      }
      default: break;
    }
  }
  if (!json) process.stdout.write(`\n${sources.length ? `\n${sourceList(sources, locale)}\n` : ''}`);
  // Answer confidence on stderr (the author's figure, not the reader's text); none when no answer was attempted.
  if (last?.type === 'done' && last.confidence) process.stderr.write(`confidence ${last.confidence.value.toFixed(3)} (${last.confidence.band})\n`);
  process.stderr.write(`${Math.round(performance.now() - started)} ms\n`);
  return last?.type === 'done' && last.outcome === 'error' ? 1 : 0;
}

/**
 * The sources under a plain `ask` answer, as the chat's list under it: "1. Title — heading
 * (/en/articles/x#results:~:text=…)", numbered in order of first use.
 */
function sourceList(sources: readonly SourceRef[], locale: Locale): string {
  return `Sources:\n${sources.map((x, i) => `  ${i + 1}. ${x.title}${x.heading ? ` — ${x.heading}` : ''} (/${locale}${x.passageHref ?? x.href})`).join('\n')}`;
}

async function importCmd(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: {
    locale: { type: 'string', default: 'en' }, collection: { type: 'string' }, title: { type: 'string', multiple: true }, prune: { type: 'boolean', default: false },
  } });
  if (positionals.length !== 1) throw new UsageError('import needs exactly one folder');
  const locale = localeSchema.safeParse(values.locale);
  if (!locale.success) throw new UsageError(locale.error.issues[0]!.message);
  const collection = values.collection === undefined ? undefined : collectionNameSchema.safeParse(values.collection);
  if (collection && !collection.success) throw new UsageError(`--collection: ${collection.error.issues[0]!.message}`);
  // `--title "Title"` in the import's language, `--title "fa=عنوان"` in another: one per language.
  const titles: Partial<Record<Locale, string>> = {};
  for (const raw of values.title ?? []) {
    const t = collectionTitleSchema.safeParse(raw);
    if (!t.success) throw new UsageError(`--title "${raw}": ${t.error.issues[0]!.message}`);
    titles[t.data.lang ?? locale.data] = t.data.title;
  }
  const db = await database();
  const started = performance.now();
  const bar = progressBar('import');
  let begun = false;
  try {
    const report = await importFolder(db, positionals[0]!, {
      locale: locale.data, collection: collection?.data, collectionTitles: titles, prune: values.prune,
      onProgress: (done, total, file) => {
        if (!begun) { bar.start(total, 0, { file: '' }); begun = true; }
        bar.update(done, { file });
      },
    });
    bar.stop();
    await embedMissing(db);
    const totals = await countIndex(db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`imported ${report.files} files as ${report.documents} pages of collection ${report.collection} (/<locale>/docs/${report.collection}) in ${seconds} s: ${report.created} new, ${report.updated} updated, ${report.unchanged} unchanged, ${report.chunks} chunks written; index now ${totals.entries} entries, ${totals.chunks} chunks`);
    console.log(`left out of passages by rule (the pages keep them): ${Object.entries(report.dropped).map(([rule, n]) => `${rule} ${n}`).join(', ')}`);
    for (const s of report.skipped) console.log(`skipped ${s.file}: ${s.reason}`);
    for (const slug of report.kept) console.log(`kept ${slug}: edited in the admin`);
    if (report.stale.length) {
      console.log(`${report.stale.length} page${report.stale.length === 1 ? '' : 's'} of the collection no longer in the folder${values.prune ? `, ${report.pruned} removed` : ' (remove with --prune)'}: ${report.stale.join(', ')}`);
    }
    for (const d of report.directional) console.log(`removed directional formatting from ${d.file} (line ${d.lines.join(', ')}: ${d.characters.join(', ')}): it made the text display other than it reads`);
    if (report.flagged.length) {
      console.log(`${report.flagged.length} passage(s) read like instructions to an assistant (imported all the same; the assistant treats sources as quoted data; listed on the admin dashboard):`);
      for (const f of report.flagged) console.log(`  ${f.file} [${f.locale}${f.heading ? ` · ${f.heading}` : ''}] ${f.rule}: "${f.excerpt}"`);
    }
    return 0;
  } catch (err) {
    bar.stop();
    if (err instanceof ImportError) throw new UsageError(err.message);
    throw err;
  }
}

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) throw new UsageError('the text is read from standard input');
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const pieceSchema = z.coerce.number().int().min(1).max(1_000_000);
/**
 * `sources.json`: `[S1]` first, each a text or `{ text, locale }`. A text without a locale is in
 * the answer's language (`--locale`), as the site's passages are when the answer is in their
 * language: its numbers are read in that grammar ("1,200" in an English source is 1200).
 */
const sourcesFileSchema = z.array(z.union([z.string(), z.object({ text: z.string(), locale: localeSchema.optional() })]), { error: 'sources.json must be a JSON array of source texts or { text, locale } objects, [S1] first' });

/** Replays a recorded answer through the gate, as a reader would see it or as event lines. */
async function gateCmd(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: {
    sources: { type: 'string' }, locale: { type: 'string', default: 'en' }, json: { type: 'boolean', default: false }, piece: { type: 'string', default: '4' },
  } });
  if (positionals.length) throw new UsageError('gate takes no positional arguments');
  if (!values.sources) throw new UsageError('gate needs --sources <sources.json>');
  const locale = localeSchema.safeParse(values.locale);
  if (!locale.success) throw new UsageError(locale.error.issues[0]!.message);
  const piece = pieceSchema.safeParse(values.piece);
  if (!piece.success) throw new UsageError('--piece must be a whole number ≥ 1');
  let sources: { text: string; locale: Locale }[];
  try {
    const parsed = sourcesFileSchema.safeParse(JSON.parse(await readFile(values.sources, 'utf8')));
    if (!parsed.success) throw new UsageError(parsed.error.issues[0]!.message);
    sources = parsed.data.map((x) => (typeof x === 'string' ? { text: x, locale: locale.data } : { text: x.text, locale: x.locale ?? locale.data }));
  } catch (err) {
    if (err instanceof UsageError) throw err;
    throw new UsageError(`cannot read ${values.sources}: ${(err as Error).message}`);
  }
  const answer = await readStdin();
  // The recorded answer is streamed in pieces, as a model would send it.
  async function* parts(): AsyncGenerator<AnswerPart> {
    for (let i = 0; i < answer.length; i += piece.data!) yield { type: 'delta', text: answer.slice(i, i + piece.data!) };
    yield { type: 'finish', truncated: false };
  }
  const gate = new SentenceGate({ sources, locale: locale.data });
  let shown = '';
  for await (const ev of gatedAnswer(parts(), {
    gate, locale: locale.data,
    sourceRefs: (markers) => markers.map((n) => ({ n, passageId: n, title: `S${n}`, href: '' })),
  })) {
    if (values.json) { process.stdout.write(`${JSON.stringify(ev)}\n`); continue; }
    if (ev.type === 'text') shown += `${shown ? (ev.paragraphBreak ? '\n\n' : ' ') : ''}${ev.text}`;
    if (ev.type === 'guard' || ev.type === 'notice') shown += `${shown ? '\n\n' : ''}(${ev.type === 'guard' ? `withheld: ${ev.reasons.join(', ')}` : ev.kind}) ${ev.message}`;
  }
  if (!values.json) process.stdout.write(`${shown}\n`);
  return 0;
}

/** Prints the sentences of standard input as a JSON array, fed to the splitter in pieces of N characters. */
async function splitCmd(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { locale: { type: 'string', default: 'en' }, piece: { type: 'string' } } });
  if (positionals.length) throw new UsageError('split takes no positional arguments');
  if (!localeSchema.safeParse(values.locale).success) throw new UsageError('--locale must be one of the site languages');
  const text = await readStdin();
  const piece = values.piece === undefined ? text.length || 1 : pieceSchema.safeParse(values.piece).data;
  if (!piece) throw new UsageError('--piece must be a whole number ≥ 1');
  const splitter = new SentenceSplitter();
  const out: string[] = [];
  for (let i = 0; i < text.length; i += piece) out.push(...splitter.push(text.slice(i, i + piece)).map((s) => s.text));
  out.push(...splitter.end().map((s) => s.text));
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  return 0;
}

/** Retrieval only, no model call: passages with cosine, coverage, RRF score and the threshold decision. */
async function retrieveCmd(args: string[]): Promise<number> {
  const { question, locale, json } = questionArgs('retrieve', args);
  const db = await database();
  const r = await retrieveForQuestion(db, { question, locale });
  const threshold = (await thresholdFor(db, (await getEmbedder())?.id ?? null)).value;
  const decision = passesThreshold(r.bestScore, threshold) ? 'passes' : 'below-threshold';
  const rows = r.passages.map((p) => ({ id: p.id, slug: p.slug, locale: p.locale, title: p.title, heading: p.heading, cosine: p.cosine, coverage: round3(p.coverage), hits: p.hits, score: round3(p.score), rrf: round3(p.rrf, 5) }));
  if (json) {
    console.log(JSON.stringify({ question, words: r.words, thresholdWords: r.thresholdWords, retrievers: r.retrievers, denseError: r.denseError ?? null, bestScore: r.bestScore, threshold, decision, passages: rows }));
    return 0;
  }
  console.log(`retrievers: ${r.retrievers.join(' + ')}${r.denseError ? ` (dense failed: ${r.denseError})` : ''}; content words: ${r.words.join(', ') || '—'}`);
  console.table(rows.map(({ id, slug, cosine, coverage, score, rrf }) => ({ id, slug, cosine: cosine === null ? '—' : round3(cosine), coverage, score, rrf })));
  console.log(`best bounded score ${r.bestScore ?? '—'} vs threshold ${threshold}: ${decision}`);
  return 0;
}

/**
 * The cross-language dictionaries: per language, the dictionary the database holds and its terms,
 * or what is missing and how to install it (lib/retrieval `lexiconStatus`). Opening the database
 * loads what is installed and not loaded yet, as the site's first request does. Exit 0 either way:
 * a missing dictionary is a state to report, not a failure of the command.
 */
async function statusCmd(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { json: { type: 'boolean', default: false } } });
  if (positionals.length) throw new UsageError('status takes no positional arguments');
  const rows = await lexiconStatus(await database());
  if (values.json) { console.log(JSON.stringify({ dictionaries: rows })); return 0; }
  console.log('cross-language dictionaries (question language → English):');
  for (const r of rows) console.log(`  ${r.state.padEnd(7)} ${r.message}`);
  return 0;
}

/** Clears expired content-gap text (issue 25) now: what a scheduler (cron, a platform's scheduled job) runs. */
async function purgeGapsCmd(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { json: { type: 'boolean', default: false } } });
  if (positionals.length) throw new UsageError('purge-gaps takes no positional arguments');
  const { purgeExpiredGaps } = await import('@/lib/feedback');
  const { env } = await import('@/lib/env');
  const days = env().GAP_RETENTION_DAYS;
  const cleared = await purgeExpiredGaps(await database(), { now: new Date(), retentionDays: days });
  if (values.json) console.log(JSON.stringify({ retentionDays: days, ...cleared }));
  else console.log(`cleared ${cleared.questions} question(s) and ${cleared.comments} comment(s) older than ${days} day(s)`);
  return 0;
}

const round3 = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;

/** Embeds chunks the configured embedder has not seen (e.g. after switching EMBEDDING_MODEL); every call leaves a ledger row. */
async function embedMissing(db: Db): Promise<void> {
  const embedder = await indexingEmbedder(db);
  if (!embedder) return;
  const total = await countChunksWithoutEmbedding(db, { model: embedder.id });
  if (total === 0) return;
  const bar = progressBar(`embedding with ${embedder.id}`);
  bar.start(total, 0, { file: '' });
  await embedMissingChunks(db, embedder, (done) => bar.update(Math.min(done, total), { file: '' }));
  bar.stop();
}

async function calibrateCmd(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: {
    apply: { type: 'boolean', default: false }, standin: { type: 'boolean', default: false }, out: { type: 'string' },
  } });
  if (positionals.length) throw new UsageError('calibrate takes no positional arguments');
  const db = await database();
  return calibrate(db, {
    // The golden-set questions are embedded by the author's command: metered like indexing, never capped.
    embedder: values.standin ? standinEmbedder() : await indexingEmbedder(db),
    apply: values.apply,
    outDir: values.out ?? path.join(env().DATA_DIR, 'calibration'),
  });
}

async function liveCheckCmd(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { url: { type: 'string' }, limit: { type: 'string', default: '0' } } });
  if (positionals.length) throw new UsageError('live-check takes no positional arguments');
  const url = z.string().url().safeParse(values.url);
  if (!url.success) throw new UsageError('live-check needs --url <base URL of a running site>');
  const limit = z.coerce.number().int().min(0).safeParse(values.limit);
  if (!limit.success) throw new UsageError('--limit must be a whole number ≥ 0');
  return liveCheck({ url: url.data, limit: limit.data });
}

async function seed(args: string[]): Promise<number> {
  if (args.length > 0) throw new UsageError('seed takes no arguments');
  const db = await database();
  const bar = progressBar('seed');
  let begun = false;
  const r = await seedDatabase(db, (done, total) => {
    if (!begun) { bar.start(total, 0, { file: '' }); begun = true; }
    bar.update(done, { file: '' });
  });
  bar.stop();
  await embedMissing(db);
  const profile = await seedProfile(db);
  // The cross-language dictionaries too: a deploy's content step (docs/deployment.md) runs `seed`
  // on a database its instances will not seed themselves (MIGRATE_AT_START=off).
  await ensureConfiguredLexicons(db);
  console.log(`seeded ${r.entries} entries from the content folder: ${r.created} new, ${r.updated} updated, ${r.chunks} chunks written`);
  for (const slug of r.kept) console.log(`kept ${slug}: edited in the admin`);
  if (r.stale.length) console.log(`seeded earlier but no longer in the content folder (left in place): ${r.stale.join(', ')}`);
  for (const d of r.directional) console.log(`removed directional formatting from ${d.file} (line ${d.lines.join(', ')}: ${d.characters.join(', ')}): it made the text display other than it reads`);
  console.log(profile === 'written' ? 'profile: written from content/profile.json' : 'profile: kept (saved in the admin; seed does not overwrite it)');
  return 0;
}

/** The shortest password `admin create` accepts (lib/auth checks it again). */
const MIN_PASSWORD = 12;

/**
 * The password for `admin create`. At a terminal: typed twice at a hidden prompt
 * (@inquirer/password, no echo; the prompt goes to stderr so stdout stays the command's result).
 * Piped: the first line of standard input, as scripts and CI feed it.
 * @throws {InputError} when the two typed passwords differ or the prompt is cancelled (Ctrl+C)
 */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return (await readStdin()).split(/\r?\n/)[0] ?? '';
  const { default: password } = await import('@inquirer/password');
  const ctx = { output: process.stderr };
  try {
    const first = await password({ message: `Password (at least ${MIN_PASSWORD} characters)`, validate: (v) => v.length >= MIN_PASSWORD || `at least ${MIN_PASSWORD} characters` }, ctx);
    const again = await password({ message: 'The same password again' }, ctx);
    if (again !== first) throw new InputError('the two passwords differ; nothing was changed');
    return first;
  } catch (err) {
    if ((err as Error).name === 'ExitPromptError') throw new InputError('cancelled; nothing was changed');
    throw err;
  }
}

/**
 * `admin create`: the author's account. The password is never an argument (it would show in the
 * process list and the shell history): typed at a hidden prompt on a terminal, else the first
 * line of standard input.
 */
async function adminCmd(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: {
    email: { type: 'string' }, name: { type: 'string' }, replace: { type: 'boolean', default: false },
  } });
  if (positionals[0] !== 'create' || positionals.length !== 1) throw new UsageError('admin takes one subcommand: create');
  const email = z.string().email().safeParse(values.email);
  if (!email.success) throw new UsageError('admin create needs --email <address>');
  const password = await readPassword();
  const db = await database();
  try {
    const r = await createAuthor(db, { email: email.data, password, name: values.name ?? (await getProfile(db)).name.en, replace: values.replace });
    console.log(r.created ? `author account created: ${email.data}` : `password reset for ${email.data}; its sessions were ended`);
    return 0;
  } catch (err) {
    if (err instanceof AuthorAccountError) { process.stderr.write(`${err.message}\n`); return 1; }
    throw err;
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'ask': return ask(rest);
    case 'import': return importCmd(rest);
    case 'seed': return seed(rest);
    case 'gate': return gateCmd(rest);
    case 'retrieve': return retrieveCmd(rest);
    case 'calibrate': return calibrateCmd(rest);
    case 'live-check': return liveCheckCmd(rest);
    case 'split': return splitCmd(rest);
    case 'admin': return adminCmd(rest);
    case 'status': return statusCmd(rest);
    case 'purge-gaps': return purgeGapsCmd(rest);
    case 'help': case '--help': case '-h':
      console.log(USAGE);
      return 0;
    default: throw new UsageError(command ? `unknown command: ${command}` : 'no command');
  }
}

// A reader that stops reading (`ask … --json | head`) is not an error: stop quietly, as Unix tools do.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code !== 'EPIPE') throw err;
  void closeDatabase().catch(() => {}).finally(() => process.exit(0));
});

main(process.argv.slice(2))
  .then(async (code) => { await closeDatabase(); process.exit(code); })
  .catch(async (err: unknown) => {
    await closeDatabase().catch(() => {});
    if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`${(err as Error).message}\n${USAGE}\n`);
      process.exit(2);
    }
    // A known condition gets its message, not a stack trace.
    const known = err instanceof DatabaseInUseError || err instanceof ContentValidationError || err instanceof ImportWriteError || err instanceof InputError;
    process.stderr.write(`error: ${known ? (err as Error).message : (err as Error).stack ?? String(err)}\n`);
    process.exit(1);
  });
