/**
 * `npm run bench:retrieval` — a benchmark, not a test: it prints figures.
 *
 * Corpora of 1k, 10k and 100k passages recombined from the real documentation
 * (scripts/retrieval-corpus.ts) with 384-dimension stand-in vectors (the width of small sentence
 * embedders; pgvector's HNSW takes at most 2,000), on PGlite (a data folder in the system's
 * temporary folder) and on the PostgreSQL server (`--url`, default TEST_DATABASE_URL; skipped
 * without one). Each corpus is a prefix of the next, so one import grows the database from size to
 * size; per size:
 *   - import time: pages, translations, chunks (the term-statistics triggers fire per statement)
 *     and vectors (the model's HNSW index is ensured before its first vectors, then kept by every
 *     insert), in batches of 1,000 passages, then ANALYZE;
 *   - p50/p95 latency of lexical retrieval (term statistics + BM25F SQL): `auto` (what retrieval
 *     runs), MaxScore pruning and exhaustive, PostgreSQL's own full-text search (GIN on the `chunks.search` tsvector,
 *     `ts_rank_cd`, top 50), dense (HNSW, and exact search beside it) and hybrid
 *     (`retrievePassages`: both, fused; with each lexical strategy), over the golden set's English
 *     questions (answerable and off-topic);
 *   - recall@20 of HNSW against exact search (ties at the 20th distance count as hits);
 *   - the same questions against MiniSearch (an in-memory BM25 library, title ×3, heading ×2, the
 *     same field weights) on the same passages: index build time and p50/p95.
 *
 * PGlite stops at 10k by default (`--pglite-max`): its 100k import alone takes longer than the
 * whole bench should (WebAssembly, one core; the 10k figures give its rate).
 *
 *   npm run bench:retrieval -- [--sizes 1000,10000,100000] [--targets pglite,postgres] [--url postgres://…] [--pglite-max 10000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import MiniSearch from 'minisearch';
import { z } from 'zod';
import { type Bm25Strategy, ensureEmbeddingIndex, findChunksByBm25, findChunksByEmbedding, openDatabase, type Db, type DbHandle } from '@/lib/db';
import { chunks, collections, embeddings, entries, entryTranslations } from '@/lib/db/schema';
import { BM25F, queryPostings, queryTerms, retrievePassages, standinEmbedder, standinVector } from '@/lib/retrieval';
import { contentWords } from '@/lib/text';
import { loadGoldenSet } from './golden-data';
import { generatePassages, loadSources, type GeneratedPassage } from './retrieval-corpus';

const USAGE = `usage: npm run bench:retrieval -- [--sizes=1000,10000,100000] [--targets=pglite,postgres]
  [--url=postgres://…] [--dims=384] [--pglite-max=10000]   (write negative or list values with "=")`;
let a: Record<string, string | boolean | undefined>;
try {
  a = parseArgs({ options: {
    sizes: { type: 'string', default: '1000,10000,100000' }, targets: { type: 'string', default: 'pglite,postgres' },
    url: { type: 'string', default: process.env.TEST_DATABASE_URL ?? '' }, dims: { type: 'string', default: '384' },
    'pglite-max': { type: 'string', default: '10000' }, help: { type: 'boolean', default: false },
  } }).values;
} catch (err) {
  // Unknown options and values that look like options are usage errors, not crashes.
  console.error(`bench:retrieval: ${(err as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (a.help) { console.log(USAGE); process.exit(0); }
const Args = z.object({
  sizes: z.string().transform((v) => v.split(',').map(Number)).pipe(z.array(z.number().int().min(100).max(1_000_000)).min(1)),
  targets: z.string().transform((v) => v.split(',')).pipe(z.array(z.enum(['pglite', 'postgres'])).min(1)),
  url: z.union([z.literal(''), z.string().regex(/^postgres(ql)?:\/\//, 'a postgres:// URL')]),
  dims: z.coerce.number().int().min(1).max(2000),
  'pglite-max': z.coerce.number().int().min(0),
});
const parsed = Args.safeParse(a);
if (!parsed.success) {
  console.error(`bench:retrieval: ${parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; ')}`);
  process.exit(2);
}
const SIZES = [...parsed.data.sizes].sort((x, y) => x - y);
const DIMS = parsed.data.dims;
const TARGETS = parsed.data.targets.filter((t) => t === 'pglite' || parsed.data.url);
const PGLITE_MAX = parsed.data['pglite-max'];
const URL_ARG = parsed.data.url;
const BATCH = 1000;
/** Passages per generated page (an entry with one English translation). */
const PER_PAGE = 4;
const embedder = standinEmbedder(DIMS);
const SHARED = path.resolve('..', 'shared', 'external');

const t0 = performance.now();
const log = (s: string) => console.log(`[${((performance.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${s}`);
function pct(xs: number[], p: number): number {
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}
const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));

interface Target { name: 'pglite' | 'postgres'; h: DbHandle; importMs: number; folder?: string }

async function openTarget(name: Target['name']): Promise<Target> {
  if (name === 'pglite') {
    const folder = mkdtempSync(path.join(tmpdir(), 'bench-retrieval-'));
    return { name, h: await openDatabase({ dataDir: folder }), importMs: 0, folder };
  }
  const h = await openDatabase({ url: URL_ARG });
  // A fresh start: the bench's own tables emptied, the bench model's index dropped so its first
  // vectors create it as in a new deployment.
  await h.db.execute(sql`truncate entries, entry_translations, chunks, passage_flags, embeddings, collections, term_stats, index_stats, chunk_terms restart identity cascade`);
  await h.db.execute(sql.raw(`drop index if exists ${await ensureEmbeddingIndex(h.db, { model: embedder.id, dimensions: DIMS })}`));
  return { name, h: await reopen(h), importMs: 0 };
}

/** A new connection (the index-ensured cache is per database handle). */
async function reopen(h: DbHandle): Promise<DbHandle> {
  await h.close();
  return openDatabase({ url: URL_ARG });
}

/** Writes one batch of passages as pages of {@link PER_PAGE}: entries, translations, chunks, vectors. */
async function writeBatch(db: Db, batch: GeneratedPassage[], firstPage: number): Promise<void> {
  const pages: GeneratedPassage[][] = [];
  for (let i = 0; i < batch.length; i += PER_PAGE) pages.push(batch.slice(i, i + PER_PAGE));
  const ids = await db.insert(entries).values(pages.map((_, i) => ({
    slug: `bench-${firstPage + i}`, kind: 'doc' as const, published: true, origin: 'import:bench', collection: 'bench', sortOrder: firstPage + i,
  }))).returning({ id: entries.id });
  await db.insert(entryTranslations).values(pages.map((p, i) => ({
    entryId: ids[i]!.id, locale: 'en', title: p[0]!.title, body: p.map((x) => `## ${x.heading || x.title}\n\n${x.content}`).join('\n\n'), contentHash: `bench-${firstPage + i}`, textHash: `bench-${firstPage + i}`,
  })));
  const rows = await db.insert(chunks).values(pages.flatMap((p, i) => p.map((x, k) => ({
    entryId: ids[i]!.id, locale: 'en', ordinal: k, heading: x.heading, content: x.content, terms: x.terms,
    titleStems: x.stems.title, headingStems: x.stems.heading, bodyStems: x.stems.body,
  })))).returning({ id: chunks.id });
  // The real write path's order: the model's index exists before its first vectors land.
  await ensureEmbeddingIndex(db, { model: embedder.id, dimensions: DIMS });
  await db.insert(embeddings).values(rows.map((r, i) => ({ chunkId: r.id, model: embedder.id, embedding: batch[i]!.vector })));
}

interface Figures { p50: number; p95: number }
async function timed(questions: string[], run: (q: string) => Promise<unknown>): Promise<Figures> {
  for (const q of questions.slice(0, 5)) await run(q); // warm-up: plans, caches, stemmers
  const xs: number[] = [];
  for (const q of questions) {
    const s = performance.now();
    await run(q);
    xs.push(performance.now() - s);
  }
  return { p50: pct(xs, 50), p95: pct(xs, 95) };
}

/**
 * Dense search over the questions: HNSW and exact latencies, and recall@k of HNSW's first k against
 * exact search's first k (a result within the exact k-th distance counts: ties are not misses).
 */
async function dense(db: Db, questions: string[], k: number): Promise<{ hnsw: Figures; exact: Figures; recall: number }> {
  const search = (q: string, exact: boolean) => findChunksByEmbedding(db, { vector: standinVector(q, DIMS), model: embedder.id, locale: 'en', limit: 50, exact });
  for (const q of questions.slice(0, 5)) await search(q, false);
  const th: number[] = [];
  const te: number[] = [];
  let hit = 0;
  let total = 0;
  for (const q of questions) {
    let s = performance.now();
    const approx = (await search(q, false)).slice(0, k);
    th.push(performance.now() - s);
    s = performance.now();
    const exact = (await search(q, true)).slice(0, k);
    te.push(performance.now() - s);
    if (exact.length === 0) continue;
    const kth = exact[exact.length - 1]!.cosine;
    hit += Math.min(exact.length, approx.filter((c) => c.cosine >= kth - 1e-9).length);
    total += exact.length;
  }
  return { hnsw: { p50: pct(th, 50), p95: pct(th, 95) }, exact: { p50: pct(te, 50), p95: pct(te, 95) }, recall: total ? hit / total : NaN };
}

/**
 * PostgreSQL's own full-text search on the same passages: the GIN index on `chunks.search`
 * (`to_tsvector('simple', terms)`), any of the question's content words (an OR query, as BM25
 * ranks), published pages, top 50 by `ts_rank_cd` (cover density; ties by id).
 */
async function fullText(db: Db, q: string): Promise<unknown> {
  const words = contentWords(q);
  if (words.length === 0) return [];
  return db.execute(sql`
    with t as (select websearch_to_tsquery('simple', ${words.join(' or ')}) as q)
    select c.id, ts_rank_cd(c.search, t.q) as rank from t, chunks c join entries e on e.id = c.entry_id
    where c.search @@ t.q and e.published
    order by rank desc, c.id limit 50`);
}

async function measure(db: Db, questions: string[]) {
  // The three strategies interleaved per question, their order rotated (a busy machine slows all
  // alike; no strategy always runs first on cold pages).
  const strategies: Bm25Strategy[] = ['auto', 'maxscore', 'exhaustive'];
  const lex = async (q: string, strategy: Bm25Strategy) => {
    const t = await queryTerms(db, contentWords(q), 'en');
    return findChunksByBm25(db, { words: t.stems, weights: t.weights, params: BM25F, locale: 'en', limit: 50, strategy, postings: queryPostings(t) });
  };
  for (const q of questions.slice(0, 5)) for (const st of strategies) await lex(q, st);
  const times = new Map<Bm25Strategy, number[]>(strategies.map((st) => [st, []]));
  for (const [i, q] of questions.entries()) {
    for (let k = 0; k < strategies.length; k++) {
      const st = strategies[(i + k) % strategies.length]!;
      const s0 = performance.now();
      await lex(q, st);
      times.get(st)!.push(performance.now() - s0);
    }
  }
  const fig = (st: Bm25Strategy): Figures => ({ p50: pct(times.get(st)!, 50), p95: pct(times.get(st)!, 95) });
  const lexical = fig('auto');
  const maxscore = fig('maxscore');
  const exhaustive = fig('exhaustive');
  const fts = await timed(questions, (q) => fullText(db, q));
  const d = await dense(db, questions, 20);
  // Hybrid with each lexical strategy, interleaved the same way.
  const hyb = (q: string, st: Bm25Strategy) => retrievePassages(db, { question: q, locale: 'en', topK: 8, embedder, bm25Strategy: st });
  for (const q of questions.slice(0, 5)) for (const st of ['auto', 'exhaustive'] as const) await hyb(q, st);
  const ht = { auto: [] as number[], exhaustive: [] as number[] };
  for (const [i, q] of questions.entries()) {
    for (const st of (i % 2 ? ['exhaustive', 'auto'] : ['auto', 'exhaustive']) as ('auto' | 'exhaustive')[]) {
      const s0 = performance.now();
      await hyb(q, st);
      ht[st].push(performance.now() - s0);
    }
  }
  const hybrid = { p50: pct(ht.auto, 50), p95: pct(ht.auto, 95) };
  const hybridExhaustive = { p50: pct(ht.exhaustive, 50), p95: pct(ht.exhaustive, 95) };
  return { lexical, maxscore, exhaustive, fts, dense: d.hnsw, exact: d.exact, hybrid, hybridExhaustive, recall: d.recall };
}

async function main() {
  const questions = [...await loadGoldenSet('answerable'), ...await loadGoldenSet('off-topic')].filter((r) => r.locale === 'en').map((r) => r.q);
  log(`${questions.length} English golden-set questions; sizes ${SIZES.join(', ')}; targets ${TARGETS.join(', ') || 'none'}${a.url ? '' : ' (no --url / TEST_DATABASE_URL: server skipped)'}; ${DIMS}-dim stand-in vectors`);
  const sources = await loadSources([path.join(SHARED, 'fastapi-docs', 'en'), path.join(SHARED, 'scrapling-docs')]);
  log(`${sources.length} real passages (${sources.reduce((n, s) => n + s.paragraphs.length, 0)} paragraphs) chunked from the FastAPI and Scrapling docs`);
  const targets: Target[] = [];
  for (const t of TARGETS) targets.push(await openTarget(t as Target['name']));
  for (const t of targets) await t.h.db.insert(collections).values({ name: 'bench', title: 'Bench' }).onConflictDoNothing();

  const gen = generatePassages(sources, { dimensions: DIMS });
  const texts: { id: number; title: string; heading: string; content: string }[] = [];
  const rows: string[] = [];
  let written = 0;
  for (const size of SIZES) {
    while (written < size) {
      const batch: GeneratedPassage[] = [];
      while (batch.length < Math.min(BATCH, size - written)) batch.push(gen.next().value as GeneratedPassage);
      for (const t of targets) {
        if (t.name === 'pglite' && size > PGLITE_MAX) continue;
        const s = performance.now();
        await writeBatch(t.h.db, batch, written / PER_PAGE);
        t.importMs += performance.now() - s;
      }
      for (const p of batch) texts.push({ id: texts.length, title: p.title, heading: p.heading, content: p.content });
      written += batch.length;
      if (written % 10_000 === 0 || written === size) log(`  ${written.toLocaleString('en')} passages written (${targets.map((t) => `${t.name} ${(t.importMs / 1000).toFixed(1)} s`).join(', ')})`);
    }

    const ms0 = performance.now();
    const mini = new MiniSearch({ fields: ['title', 'heading', 'content'], searchOptions: { boost: { title: 3, heading: 2 } } });
    mini.addAll(texts);
    const miniBuild = performance.now() - ms0;
    const miniQ = await timed(questions, async (q) => mini.search(q).slice(0, 50));

    for (const t of targets) {
      if (t.name === 'pglite' && size > PGLITE_MAX) continue;
      const s = performance.now();
      await t.h.db.execute(sql`analyze`);
      const analyzeMs = performance.now() - s;
      log(`${t.name} ${size.toLocaleString('en')}: measuring`);
      const m = await measure(t.h.db, questions);
      const line = [
        `| ${t.name} | ${size.toLocaleString('en')} | ${(t.importMs / 1000).toFixed(1)} s (${Math.round(size / (t.importMs / 1000)).toLocaleString('en')}/s) + analyze ${(analyzeMs / 1000).toFixed(1)} s`,
        `${ms(m.lexical.p50)} / ${ms(m.lexical.p95)}`, `${ms(m.maxscore.p50)} / ${ms(m.maxscore.p95)}`, `${ms(m.exhaustive.p50)} / ${ms(m.exhaustive.p95)}`, `${ms(m.fts.p50)} / ${ms(m.fts.p95)}`,
        `${ms(m.dense.p50)} / ${ms(m.dense.p95)}`, `${ms(m.exact.p50)} / ${ms(m.exact.p95)}`,
        `${ms(m.hybrid.p50)} / ${ms(m.hybrid.p95)}`, `${ms(m.hybridExhaustive.p50)} / ${ms(m.hybridExhaustive.p95)}`, m.recall.toFixed(3),
        `${ms(miniQ.p50)} / ${ms(miniQ.p95)} (build ${(miniBuild / 1000).toFixed(1)} s)`, `${(m.lexical.p95 / miniQ.p95).toFixed(2)}× |`,
      ].join(' | ');
      rows.push(line);
      results.push({ target: t.name, size, lexical: m.lexical.p95, maxscore: m.maxscore.p95, exhaustive: m.exhaustive.p95, fts: m.fts.p95, mini: miniQ.p95, dense: m.dense.p95, hybrid: m.hybrid.p95, hybridExhaustive: m.hybridExhaustive.p95, recall: m.recall });
      log(line);
    }
  }

  console.log('\n| database | passages | import | lexical (auto) p50 / p95 ms | lexical MaxScore p50 / p95 ms | lexical exhaustive p50 / p95 ms | PostgreSQL FTS (GIN, ts_rank_cd) p50 / p95 ms | dense HNSW p50 / p95 ms | dense exact p50 / p95 ms | hybrid p50 / p95 ms | hybrid, exhaustive lexical p50 / p95 ms | recall@20 HNSW vs exact | MiniSearch p50 / p95 ms | lexical p95 ÷ MiniSearch p95 |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) console.log(r);
  console.log('');
  for (const t of targets) {
    const at = (n: number) => results.find((r) => r.target === t.name && r.size === n);
    const r10 = at(10_000);
    const r100 = at(100_000);
    const g = (k: keyof (typeof results)[number]) => ((r100![k] as number) / (r10![k] as number)).toFixed(2);
    if (r10 && r100) console.log(`${t.name}: p95 growth 10k → 100k: lexical (auto) ${g('lexical')}×, MaxScore ${g('maxscore')}×, exhaustive ${g('exhaustive')}×, PostgreSQL FTS ${g('fts')}×, MiniSearch ${g('mini')}×, dense ${g('dense')}×, hybrid ${g('hybrid')}× (goal ≤ 3×), hybrid with exhaustive lexical ${g('hybridExhaustive')}×`);
    if (t.name === 'postgres' && r10) console.log(`postgres: hybrid p95 at 10k ${ms(r10.hybrid)} ms (goal ≤ 20 ms: ${r10.hybrid <= 20 ? 'met' : 'not met'})`);
    const worst = Math.min(...results.filter((r) => r.target === t.name).map((r) => r.recall));
    console.log(`${t.name}: lowest recall@20 of HNSW vs exact ${worst.toFixed(3)} (goal ≥ 0.95: ${worst >= 0.95 ? 'met' : 'not met'})`);
  }
  if (targets.some((t) => t.name === 'pglite') && SIZES.some((n) => n > PGLITE_MAX)) console.log(`pglite: sizes above ${PGLITE_MAX.toLocaleString('en')} skipped (--pglite-max)`);
  log('done');
  for (const t of targets) {
    await t.h.close();
    if (t.folder) rmSync(t.folder, { recursive: true, force: true });
  }
}

const results: { target: string; size: number; lexical: number; maxscore: number; exhaustive: number; fts: number; mini: number; dense: number; hybrid: number; hybridExhaustive: number; recall: number }[] = [];
await main();
