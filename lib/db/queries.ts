/**
 * Read queries, named for what they do. Components, route handlers and the pipeline never build SQL.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { LOCALES, type Locale } from '@/lib/text';
import { isOutdated, type TranslationText } from '@/lib/content/translations';
import type { Db } from './client';
import { assistantEvents, authorProfile, calibrations, chunks, chunkTerms, collections, costLedger, embeddings, entries, entryTranslations, indexStats, passageFlags, sourceVersions, termStats, type EntryRow, type TranslationRow } from './schema';

export type EntryKind = EntryRow['kind'];

/** An entry with the text to show in one locale. */
export interface LocalizedEntry {
  id: number;
  slug: string;
  kind: EntryKind;
  startDate: string | null;
  startPrecision: EntryRow['startPrecision'];
  endDate: string | null;
  endPrecision: EntryRow['endPrecision'];
  isCurrent: boolean;
  /** Imported collection; null for the author's own entries. */
  collection: string | null;
  /** File the entry was loaded from, folder-relative (relative links are resolved against it); null for admin-made entries. */
  sourcePath: string | null;
  title: string;
  summary: string;
  /** Markdown. */
  body: string;
  /** Locale of the text shown; differs from the requested one when the entry has no translation. */
  textLocale: string;
  isFallback: boolean;
  /** Locale of the body: a translation with only title and summary borrows the English body. */
  bodyLocale: string;
  /**
   * The shown translation is the reader's and *outdated* (issue 33): its source, in this language,
   * changed after it was written. The page says so and links the source; null otherwise.
   */
  outdatedFrom: string | null;
  /** With `outdatedFrom`: the source's current title and summary (the assistant reads these, never the outdated ones). */
  sourceText: { title: string; summary: string } | null;
  /** The shown translation is the reader's and a model's draft published without review (issue 33, kind 3): the page says "machine-translated". */
  machineTranslated: boolean;
}

/** Requested locale, else English, else Persian (the author's two complete languages), else the site's order. */
const FALLBACK_ORDER = (locale: Locale): string[] => [...new Set<string>([locale, 'en', 'fa', ...LOCALES])];

async function localize(db: Db, rows: EntryRow[], locale: Locale): Promise<LocalizedEntry[]> {
  if (rows.length === 0) return [];
  const ts = await db.select().from(entryTranslations).where(inArray(entryTranslations.entryId, rows.map((r) => r.id)));
  return rows.flatMap((r) => {
    const mine = ts.filter((t) => t.entryId === r.id);
    const t = FALLBACK_ORDER(locale).map((l) => mine.find((x) => x.locale === l)).find(Boolean) ?? mine[0];
    if (!t) return [];
    const bodySource = t.body ? t : mine.find((x) => x.locale === 'en' && x.body) ?? t;
    const source = t.sourceLocale ? mine.find((x) => x.locale === t.sourceLocale) : undefined;
    const outdated = t.locale === locale && t.sourceLocale !== null && isOutdated(t, source?.textHash ?? null);
    return [{
      id: r.id, slug: r.slug, kind: r.kind, startDate: r.startDate, startPrecision: r.startPrecision,
      endDate: r.endDate, endPrecision: r.endPrecision, isCurrent: r.isCurrent, collection: r.collection, sourcePath: r.sourcePath,
      title: t.title, summary: t.summary, body: bodySource.body, textLocale: t.locale, isFallback: t.locale !== locale,
      bodyLocale: bodySource.locale, outdatedFrom: outdated ? t.sourceLocale : null,
      sourceText: outdated && source ? { title: source.title, summary: source.summary } : null,
      machineTranslated: t.locale === locale && t.machineTranslated,
    }];
  });
}

/**
 * The author's published entries of one kind (never a collection's), current first, then newest
 * start date first, then the author's order.
 * @param args.limit optional cap
 */
export async function getEntriesByKind(db: Db, args: { kind: EntryKind; locale: Locale; limit?: number }): Promise<LocalizedEntry[]> {
  const where = and(eq(entries.kind, args.kind), eq(entries.published, true), isNull(entries.collection));
  let q = db.select().from(entries).where(where)
    .orderBy(desc(entries.isCurrent), sql`${entries.startDate} desc nulls last`, asc(entries.sortOrder), asc(entries.id))
    .$dynamic();
  if (args.limit) q = q.limit(args.limit);
  return localize(db, await q, args.locale);
}

/**
 * Published entries of several kinds for an overview answer: current first, then newest start date
 * first (undated entries, such as services, last), then the author's order.
 */
export async function getEntriesForOverview(db: Db, args: { kinds: EntryKind[]; locale: Locale; limit: number }): Promise<LocalizedEntry[]> {
  if (args.kinds.length === 0) return [];
  const rows = await db.select().from(entries)
    // Imported documentation is hosted on the site but is not the author's own record.
    .where(and(inArray(entries.kind, args.kinds), eq(entries.published, true), isNull(entries.collection)))
    .orderBy(desc(entries.isCurrent), sql`${entries.startDate} desc nulls last`, asc(entries.sortOrder), asc(entries.id))
    .limit(args.limit);
  return localize(db, rows, args.locale);
}

/** Titles of all published entries in every locale, for resolving "the second one" in a follow-up. */
export async function getPublishedTitles(db: Db): Promise<{ title: string; slug: string }[]> {
  return db.select({ title: entryTranslations.title, slug: entries.slug })
    .from(entryTranslations).innerJoin(entries, eq(entries.id, entryTranslations.entryId))
    .where(eq(entries.published, true));
}

/** One published entry by slug, or null. */
export async function getEntryBySlug(db: Db, args: { slug: string; locale: Locale }): Promise<LocalizedEntry | null> {
  const rows = await db.select().from(entries).where(and(eq(entries.slug, args.slug), eq(entries.published, true)));
  return (await localize(db, rows, args.locale))[0] ?? null;
}

/** A collection's name in one language, and the language it is written in (null: its slug made readable, in none). */
export interface CollectionTitle {
  title: string;
  lang: Locale | null;
}

/** A collection with its title in the reader's language (see {@link collectionTitle}) and its number of published pages. */
export interface CollectionSummary extends CollectionTitle {
  name: string;
  /** Published entries. */
  pages: number;
}

/**
 * A collection's title for a reader (issue 32: an imported collection's name appeared untranslated
 * in every language's menu). The author's titles win: the reader's language, else the first of the
 * fallback order (en, fa, the site's order) — one title the author gave is the collection's name
 * everywhere. Without any, the collection's own title: its home page's title in the reader's
 * language, else in the fallback order. Last, `title` (the slug made readable, in no language).
 * Pure: {@link listCollections} and {@link getCollection} read the rows.
 * @param home the home page's title per language ({@link homePageTitles})
 */
export function collectionTitle(c: { title: string; titles: Partial<Record<string, string>> }, home: ReadonlyMap<string, string>, locale: Locale): CollectionTitle {
  const order = FALLBACK_ORDER(locale) as Locale[];
  const given = order.find((l) => c.titles[l]?.trim());
  if (given) return { title: c.titles[given]!.trim(), lang: given };
  const own = order.find((l) => home.get(l)?.trim());
  if (own) return { title: home.get(own)!.trim(), lang: own };
  return { title: c.title, lang: null };
}

/**
 * A documentation folder's home page, as MkDocs and GitHub read one: `index.md`, else `README.md`
 * (its translations are `README_XX.md`, one entry), the shallowest in the folder first.
 */
const HOME_PAGE = /(?:^|\/)(index|readme)\.md$/i;

/** The published home page's title per language of each collection ({@link HOME_PAGE}). */
async function homePageTitles(db: Db, names: string[]): Promise<Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, string>>();
  if (names.length === 0) return out;
  const candidates = await db.select({ id: entries.id, collection: entries.collection, sourcePath: entries.sourcePath }).from(entries)
    .where(and(inArray(entries.collection, names), eq(entries.published, true), sql`${entries.sourcePath} ~* ${HOME_PAGE.source}`));
  const depth = (p: string) => p.split('/').length;
  const rank = (p: string) => [depth(p), /(?:^|\/)index\.md$/i.test(p) ? 0 : 1, p] as const;
  const home = new Map<string, { id: number; key: readonly [number, number, string] }>();
  for (const c of candidates) {
    const key = rank(c.sourcePath!);
    const best = home.get(c.collection!);
    if (!best || key[0] < best.key[0] || (key[0] === best.key[0] && (key[1] < best.key[1] || (key[1] === best.key[1] && key[2] < best.key[2])))) home.set(c.collection!, { id: c.id, key });
  }
  if (home.size === 0) return out;
  const collectionOf = new Map([...home].map(([name, h]) => [h.id, name]));
  const ts = await db.select({ entryId: entryTranslations.entryId, locale: entryTranslations.locale, title: entryTranslations.title })
    .from(entryTranslations).where(inArray(entryTranslations.entryId, [...collectionOf.keys()]));
  for (const t of ts) {
    const name = collectionOf.get(t.entryId)!;
    if (!out.has(name)) out.set(name, new Map());
    out.get(name)!.set(t.locale, t.title);
  }
  return out;
}

/** Collections that have at least one published page, by title in the reader's language (the navigation's documentation sections). */
export async function listCollections(db: Db, args: { locale: Locale }): Promise<CollectionSummary[]> {
  const rows = await db.select({ name: collections.name, title: collections.title, titles: collections.titles, pages: count(entries.id) })
    .from(collections).innerJoin(entries, and(eq(entries.collection, collections.name), eq(entries.published, true)))
    .groupBy(collections.name, collections.title, collections.titles);
  const homes = await homePageTitles(db, rows.map((r) => r.name));
  const collator = new Intl.Collator(args.locale);
  return rows.map((r) => ({ name: r.name, pages: r.pages, ...collectionTitle(r, homes.get(r.name) ?? new Map(), args.locale) }))
    .sort((a, b) => collator.compare(a.title, b.title) || collator.compare(a.name, b.name));
}

/** One collection by name with its title in the reader's language ({@link collectionTitle}), or null. */
export async function getCollection(db: Db, args: { name: string; locale: Locale }): Promise<({ name: string } & CollectionTitle) | null> {
  const [row] = await db.select({ name: collections.name, title: collections.title, titles: collections.titles }).from(collections).where(eq(collections.name, args.name));
  if (!row) return null;
  const homes = await homePageTitles(db, [row.name]);
  return { name: row.name, ...collectionTitle(row, homes.get(row.name) ?? new Map(), args.locale) };
}

/** The published pages of a collection in the reader's language (fallback as everywhere), in folder order. */
export async function getCollectionEntries(db: Db, args: { collection: string; locale: Locale }): Promise<LocalizedEntry[]> {
  const rows = await db.select().from(entries)
    .where(and(eq(entries.collection, args.collection), eq(entries.published, true)))
    .orderBy(asc(entries.sortOrder), asc(entries.slug));
  return localize(db, rows, args.locale);
}

/**
 * Where each published file of one folder is on the site, for rewriting relative links between
 * them: entries of `collection` (null: the author's own) that were loaded from a file.
 */
export async function getLinkTargets(db: Db, args: { collection: string | null }): Promise<{ sourcePath: string; slug: string; kind: EntryKind; collection: string | null }[]> {
  const rows = await db.select({ sourcePath: entries.sourcePath, slug: entries.slug, kind: entries.kind, collection: entries.collection }).from(entries)
    .where(and(args.collection === null ? isNull(entries.collection) : eq(entries.collection, args.collection), eq(entries.published, true), sql`${entries.sourcePath} is not null`));
  return rows.map((r) => ({ ...r, sourcePath: r.sourcePath! }));
}

/** Counts for the home page and progress output. */
export async function countIndex(db: Db): Promise<{ entries: number; chunks: number }> {
  const [e] = await db.select({ n: sql<number>`count(*)::int` }).from(entries);
  const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(chunks);
  return { entries: e?.n ?? 0, chunks: c?.n ?? 0 };
}

/**
 * A condition on an `entries` row aliased `alias` for a search scoped to the author's own entries
 * (issue 31: a question about her is answered from her words, never from an imported collection of
 * outside documentation); `sql\`\`` when unscoped.
 */
function ownEntriesOnly(own: boolean | undefined, alias: 'e' | 'en'): SQL {
  return own ? sql` and ${sql.raw(alias)}.collection is null` : sql``;
}

/**
 * Which translation's passages of a page a reader's question is matched against — the page as the
 * site shows it (the pages' fallback order): the reader's language; where that translation has no
 * body of its own (it borrows the English one), English too; a page with neither, every language.
 * Other translations of the same page say the same thing and only crowd out other pages.
 * A condition on `chunks` aliased `c`; always true without a locale.
 */
function readerLanguage(locale: string | undefined): SQL {
  if (!locale) return sql`true`;
  // An outdated translation (issue 33) is never trusted over its source: its passages are left
  // out and the page's other passages read as for a translation without a body of its own.
  const outdated = sql`exists (select 1 from entry_translations t where t.entry_id = c.entry_id and t.locale = ${locale} and ${outdatedTranslation(sql`t`)})`;
  return sql`((c.locale = ${locale} and not ${outdated}) or (c.locale <> ${locale} and (
    not exists (select 1 from entry_translations t where t.entry_id = c.entry_id and t.locale = ${locale} and t.body <> '') or ${outdated})
    and (c.locale = 'en' or not exists (select 1 from entry_translations t where t.entry_id = c.entry_id and t.locale = 'en'))))`;
}

/**
 * A condition on an `entry_translations` row aliased `t`: the translation is *outdated* (issue 33)
 * — it records a version of its source (`source_hash`) that the source translation's text no
 * longer has (edited since, or deleted). The SQL form of lib/content `isOutdated`.
 */
function outdatedTranslation(t: SQL): SQL {
  return sql`(${t}.source_hash is not null and not exists (select 1 from entry_translations s
    where s.entry_id = ${t}.entry_id and s.locale = ${t}.source_locale and s.text_hash = ${t}.source_hash))`;
}

/** A candidate passage for keyword retrieval. */
export interface PassageCandidate {
  id: number;
  entryId: number;
  slug: string;
  kind: EntryKind;
  /** Collection of a documentation page (its URL needs it); null for the author's entries. */
  collection: string | null;
  locale: string;
  title: string;
  heading: string;
  /** Id of the heading the passage starts under, as lib/markdown assigns it ('' for none; absent from hand-made candidates). */
  anchor?: string;
  content: string;
  terms: string;
}

/**
 * Widest vector pgvector's HNSW indexes (pgvector README, "HNSW": "vectors with up to 2,000
 * dimensions"). Wider models — the 4,096-wide stand-in of the tests — are searched exactly.
 */
export const HNSW_MAX_DIMENSIONS = 2000;

/**
 * HNSW candidate list per index scan (`hnsw.ef_search`; pgvector's default is 40). With iterative
 * scans the index keeps scanning until the filters have let enough rows through, so this sets
 * recall, not the number of rows. Measured on the `bench:retrieval` corpus of 10k passages (384-dim
 * stand-in vectors, the server, 2026-12-01): recall@20 against exact search 0.80 at 40, 0.946 at
 * 100, 0.981 at 200, 0.998 at 400, for p50 10.2 → 12.2 ms; 200 is the first above the 0.95 goal.
 */
export const HNSW_EF_SEARCH = 200;

/** A string as an SQL literal (quotes doubled; standard_conforming_strings is on in both drivers). */
function literal(s: string): SQL {
  return sql.raw(`'${s.replace(/'/g, "''")}'`);
}

/**
 * Makes sure `model`'s vectors of width `dimensions` have their HNSW index (migration 0014's
 * `ensure_embedding_index`: a partial expression index named after the model and width, created
 * under an advisory lock so concurrent writers never race; a no-op once it exists). Called before
 * a model's vectors are written, outside any transaction: creating the index waits for writers of
 * `embeddings` that are in flight.
 * @param args.dimensions the vectors' width; above {@link HNSW_MAX_DIMENSIONS} nothing is created
 * @returns the index name, or null when the width is not indexable
 */
export async function ensureEmbeddingIndex(db: Db, args: { model: string; dimensions: number }): Promise<string | null> {
  const key = `${args.model}\u0000${args.dimensions}`;
  let known = ensuredIndexes.get(db);
  if (!known) ensuredIndexes.set(db, known = new Map());
  if (known.has(key)) return known.get(key)!;
  const result = await db.execute(sql`select ensure_embedding_index(${args.model}, ${args.dimensions}::int) as name`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { name: string | null }[];
  const name = rows[0]?.name ?? null;
  known.set(key, name);
  return name;
}

/**
 * Indexes this process has already ensured, per database: saves a round trip per save. Only a
 * shortcut — the catalog is the record, and every process ensures for itself.
 */
const ensuredIndexes = new WeakMap<Db, Map<string, string | null>>();

/**
 * Nearest chunks of published entries by cosine similarity (pgvector `<=>`), for one embedding
 * model. Rows of other models are never compared (their widths differ).
 *
 * For a width HNSW can index the search runs on the model's index ({@link ensureEmbeddingIndex}):
 * the query repeats the index's expression, `embedding::vector(<dims>)`, and its predicate,
 * `model = '<model>'`, as literals (a bound model would leave a generic plan unable to prove the
 * partial index applies), orders by the distance alone and limits, and sets, for its own
 * transaction, `hnsw.ef_search` ({@link HNSW_EF_SEARCH}) and `hnsw.iterative_scan = strict_order`
 * (pgvector ≥ 0.8): the index keeps scanning until `limit` rows have passed the published and
 * reader-language filters, in exact distance order. Results are approximate (recall@20 printed
 * by `npm run bench:retrieval`); `exact: true` compares every vector (the recall baseline).
 * @param args.vector the query embedding
 * @param args.model the embedder id the vectors were stored with
 * @param args.locale the reader's language: other translations of a page are left out ({@link readerLanguage})
 * @param args.limit candidates to return (default 50)
 * @param args.exact compare every vector instead of using the index (default false)
 * @returns candidates with `cosine` in [-1, 1], nearest first, ties by chunk id
 */
export async function findChunksByEmbedding(db: Db, args: EmbeddingSearch): Promise<(PassageCandidate & { cosine: number })[]> {
  const { query, indexed } = embeddingSearchSql(args);
  const run = async (q: Db) => {
    const result = await q.execute(query);
    const list = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as (PassageCandidate & { cosine: number | string })[];
    return list.map((r) => ({ ...r, cosine: Number(r.cosine) }));
  };
  if (!indexed) return run(db);
  return db.transaction(async (tx) => {
    await tx.execute(HNSW_SETTINGS);
    return run(tx as unknown as Db);
  });
}

/** The arguments of {@link findChunksByEmbedding}. */
export interface EmbeddingSearch {
  vector: number[]; model: string; locale?: string; limit?: number; exact?: boolean;
  /** Only the author's own entries (no imported collection). */
  ownEntriesOnly?: boolean;
}

/** What {@link findChunksByEmbedding} sets for its transaction before an index search. */
export const HNSW_SETTINGS = sql`select set_config('hnsw.ef_search', ${String(HNSW_EF_SEARCH)}, true), set_config('hnsw.iterative_scan', 'strict_order', true)`;

/**
 * The SQL of {@link findChunksByEmbedding} (for EXPLAIN in tests), and whether it is meant to run
 * on the model's HNSW index (then under {@link HNSW_SETTINGS}).
 */
export function embeddingSearchSql(args: EmbeddingSearch): { query: SQL; indexed: boolean } {
  const dims = args.vector.length;
  const indexed = !args.exact && dims >= 1 && dims <= HNSW_MAX_DIMENSIONS;
  const vec = `[${args.vector.join(',')}]`;
  const type = sql.raw(indexed ? `vector(${dims})` : 'vector');
  const distance = sql`(e.embedding::${type}) <=> ${vec}::${type}`;
  const query = sql`
    with nearest as materialized (
      select e.chunk_id, ${distance} as distance
      from embeddings e join chunks c on c.id = e.chunk_id join entries en on en.id = c.entry_id
      where e.model = ${literal(args.model)} and en.published and ${readerLanguage(args.locale)}${ownEntriesOnly(args.ownEntriesOnly, 'en')}
      order by ${distance}${indexed ? sql`` : sql`, e.chunk_id`} limit ${sql.raw(String(Math.max(1, Math.floor(args.limit ?? 50))))}
    )
    select ch.id, ch.entry_id as "entryId", en.slug, en.kind, en.collection, ch.locale, et.title, ch.heading, ch.anchor, ch.content, ch.terms,
      1 - n.distance as cosine
    from nearest n join chunks ch on ch.id = n.chunk_id join entries en on en.id = ch.entry_id
    join entry_translations et on et.entry_id = ch.entry_id and et.locale = ch.locale
    order by n.distance, ch.id`;
  return { query, indexed };
}

/**
 * Every passage of the given published entries as the reader sees the pages ({@link readerLanguage}),
 * in page order (issue 31, kind 3: the entry's passage that states the value asked for, when only
 * its summary passage ranked). One query.
 * @param args.entryIds entries (at most a few: the entries retrieval ranked)
 * @param args.locale the reader's language
 */
export async function getEntryPassages(db: Db, args: { entryIds: readonly number[]; locale: string }): Promise<PassageCandidate[]> {
  const ids = [...new Set(args.entryIds)].filter((x) => Number.isInteger(x));
  if (ids.length === 0) return [];
  return rowsOf<PassageCandidate>(await db.execute(sql`
    select c.id, c.entry_id as "entryId", en.slug, en.kind, en.collection, c.locale, et.title, c.heading, c.anchor, c.content, c.terms
    from chunks c join entries en on en.id = c.entry_id
    join entry_translations et on et.entry_id = c.entry_id and et.locale = c.locale
    where en.published and c.entry_id in (${sql.join(ids.map((x) => sql`${x}`), sql`, `)}) and ${readerLanguage(args.locale)}
    order by c.entry_id, c.id`));
}

/** Chunks that have no embedding from `model` yet (ids and texts), oldest first. */
export async function findChunksWithoutEmbedding(db: Db, args: { model: string; limit?: number }): Promise<{ id: number; content: string }[]> {
  return db.select({ id: chunks.id, content: chunks.content })
    .from(chunks)
    .leftJoin(embeddings, and(eq(embeddings.chunkId, chunks.id), eq(embeddings.model, args.model)))
    .where(sql`${embeddings.chunkId} is null`)
    .orderBy(asc(chunks.id))
    .limit(args.limit ?? 1000);
}

/** BM25F parameters and field weights (see {@link findChunksByBm25}). */
export interface Bm25Params {
  /** Term-frequency saturation (Robertson & Spärck Jones; Robertson & Zaragoza 2009: 1.2). */
  k1: number;
  /** Length normalisation per field, in [0, 1]. */
  b: { title: number; heading: number; body: number };
  /** Field weights: a title or heading occurrence counts as this many body occurrences. */
  weight: { title: number; heading: number; body: number };
}

/** Collection statistics for BM25: chunks indexed (N) and each stem's document frequency. */
export interface TermStatistics {
  chunks: number;
  /** Stem → number of chunks holding it in any field (0 for stems the index does not know). */
  df: Map<string, number>;
}

/**
 * Document frequencies of `stems` and the number of chunks over all languages, from `term_stats`
 * / `index_stats` (kept per language by triggers on `chunks`, migration 0012). Counts every chunk, published or not: an
 * unpublished page changes no statistics, so publishing needs no re-count.
 */
export async function getTermStatistics(db: Db, args: { stems: string[] }): Promise<TermStatistics> {
  const df = new Map<string, number>(args.stems.map((s) => [s, 0]));
  // One round trip: the total (term null) and each known stem's df (issue 13: the chat's
  // threshold path paid a round trip per statement).
  const perTerm = args.stems.length
    // Keyed by (locale, term): naming the languages lets the primary key find each stem (a
    // condition on the term alone scans the table: ~9 ms a call on the embedded database).
    ? sql` union all select ${termStats.term}, sum(${termStats.df})::int from ${termStats} where ${termStats.locale} = any(array(select ${indexStats.locale} from ${indexStats})) and ${inArray(termStats.term, [...new Set(args.stems)])} group by ${termStats.term}`
    : sql``;
  const rows = rowsOf<{ term: string | null; n: number }>(await db.execute(sql`select null::text as term, coalesce(sum(${indexStats.chunks}), 0)::int as n from ${indexStats}${perTerm}`));
  let chunkCount = 0;
  for (const r of rows) {
    if (r.term === null) chunkCount = Number(r.n);
    else df.set(r.term, Number(r.n));
  }
  return { chunks: chunkCount, df };
}

/** The rows of `db.execute` (postgres.js answers an array, PGlite `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows?: unknown[] }).rows ?? []) as T[];
}

/** A passage candidate with its BM25F score and the query words it holds. */
export interface Bm25Candidate extends PassageCandidate {
  /** BM25F score (unbounded, ≥ 0): order only, never a threshold. */
  bm25: number;
  /** Indexes (into the query's words) of the words whose stems the passage holds in any field. */
  matched: number[];
  /**
   * Per matched word (same order): the sum of the weights of its stems the passage holds, at most 1,
   * in (0, 1] — the word's evidence in a probabilistic structured query (Darwish & Oard 2003: a
   * word's term frequency is Σ p(e|f) · tf(e) over its translations e), so a passage holding two of
   * a word's four translations holds it with 1/2.
   */
  strength: number[];
}

/**
 * How {@link findChunksByBm25} finds the top passages; all give the same result
 * (tests/bm25-pruning.test.ts). `auto`: `exhaustive` when the query's stems have few postings
 * ({@link BM25_PRUNE_MIN_POSTINGS_PER_RESULT}; a small site, where MaxScore's probes cost more than
 * reading every posting), else `maxscore`.
 */
export type Bm25Strategy = 'auto' | 'maxscore' | 'exhaustive';

/**
 * `auto` prunes only when the query's stems hold more than this many postings per result asked
 * (`args.postings`). A tuning constant: on the bench's 1k-passage corpus MaxScore was ~2× slower
 * than reading every posting (`npm run bench:retrieval`, docs/performance.md).
 */
export const BM25_PRUNE_MIN_POSTINGS_PER_RESULT = 40;

/**
 * BM25F ranking of published passages, computed in SQL from the chunks' field stems and the term
 * statistics (Robertson, Zaragoza & Taylor 2004, "Simple BM25 extension to multiple weighted
 * fields"): for each query word, a pseudo term frequency
 *   tf~ = Σ_field weight_f · tf_f / (1 − b_f + b_f · len_f / avglen_f)
 * saturated as tf~ / (k1 + tf~) and multiplied by the IDF
 *   idf = ln(1 + (N − df + 0.5) / (df + 0.5))
 * (Robertson–Spärck Jones weight without relevance information, kept positive as in Lucene),
 * N, df and the average field lengths taken in the passage's own language (`term_stats`).
 * A query word may have several stems (the reader's language and the page's, a compound's
 * parts): the word scores by its best stem, so a word never counts twice. A passage's score is
 * the sum of its words' scores in query-word order (a fixed order: equal passages score equal).
 *
 * Strategy `maxscore` (`auto`'s choice for queries with many postings) prunes with term-at-a-time MaxScore (Turtle & Flood 1995,
 * "Query evaluation: strategies and optimizations"), exactly — same passages, order, scores,
 * `matched` and `strength` as `exhaustive`, in one statement: a word adds less than its bound,
 * the largest IDF it has in any language (the saturation is < 1); (1) the postings of the words
 * with the largest bounds (until {@link BM25_SEED_PER_RESULT} × limit postings) give their best
 * passages, scored fully, and θ = the limit-th best of those scores among published passages in
 * the reader's language (0 if fewer, or if all the words hold at most 4 × that many postings:
 * then reading them costs less than θ's probes); (2) the words of smallest bound whose bounds sum to less than
 * θ are non-essential: a passage holding only them scores < θ and cannot enter the top `limit`;
 * (3) only the essential words' postings are read; θ is raised to the limit-th best full score
 * of their best passages (by essential score; published, reader's language), a passage whose
 * essential score plus the non-essential bounds is below θ is dropped, and the rest get the
 * non-essential words by primary-key probes of `chunk_terms` (locale, term, chunk_id). Comparisons with θ keep a relative
 * margin of 1e-9 for float rounding (pruning less, never more). `exhaustive` reads every posting of
 * every query stem (the reference the tests and `npm run bench:retrieval` compare it with).
 * @param args.words one entry per query word: its stems (index spelling)
 * @param args.weights per word and stem (same shape as `words`), how surely holding that stem means
 *   holding the word, in (0, 1] (default 1): summed per matched word over the stems the passage
 *   holds, at most 1, and reported as `strength`, never used
 *   for the BM25F order
 * @param args.locale the reader's language: passages of other translations of a page are left out
 *   ({@link readerLanguage})
 * @param args.limit candidates to return (default 50), best first, ties by chunk id
 * @param args.strategy `auto` (default), `maxscore` or `exhaustive` ({@link Bm25Strategy})
 * @param args.postings for `auto`: how many postings the query's stems hold (Σ df over the
 *   distinct stems, all languages, as `getTermStatistics` reads them); without it `auto` prunes
 * @returns candidates holding at least one query stem; [] for no words
 */
export async function findChunksByBm25(db: Db, args: Bm25Search): Promise<Bm25Candidate[]> {
  const query = bm25SearchSql(args);
  if (!query) return [];
  const list = rowsOf<PassageCandidate & { bm25: number | string; matched: number[] | string; strength: number[] | string }>(await db.execute(query));
  const numbers = (x: number[] | string) => (Array.isArray(x) ? x.map(Number) : String(x).replace(/[{}]/g, '').split(',').filter(Boolean).map(Number));
  return list.map((r) => ({ ...r, bm25: Number(r.bm25), matched: numbers(r.matched), strength: numbers(r.strength) }));
}

/** The arguments of {@link findChunksByBm25}. */
export interface Bm25Search {
  words: string[][]; weights?: number[][]; params: Bm25Params; locale?: string; limit?: number; strategy?: Bm25Strategy; postings?: number;
  /** Only the author's own entries (no imported collection). */
  ownEntriesOnly?: boolean;
}

/**
 * Seed size of MaxScore's first step in {@link findChunksByBm25}: the words of largest bound are
 * read until their postings reach this many per result asked, and this many per result of their
 * best passages are scored fully for θ. A tuning constant (any value gives the same result).
 */
export const BM25_SEED_PER_RESULT = 4;

/** The SQL of {@link findChunksByBm25} (for EXPLAIN in tests and the bench); null for no words. */
export function bm25SearchSql(args: Bm25Search): SQL | null {
  const idx: number[] = [];
  const stems: string[] = [];
  const weights: number[] = [];
  args.words.forEach((variants, i) => {
    const best = new Map<string, number>();
    variants.forEach((v, j) => best.set(v, Math.max(best.get(v) ?? 0, args.weights?.[i]?.[j] ?? 1)));
    for (const [v, wt] of best) { idx.push(i); stems.push(v); weights.push(Math.min(1, Math.max(0, wt))); }
  });
  if (stems.length === 0) return null;
  const { b } = args.params;
  const own = ownEntriesOnly(args.ownEntriesOnly, 'e');
  // Our constants, not input: inlined as numeric literals (a parameter's type would be guessed).
  const num = (x: number) => sql.raw(Number(x).toString());
  const k1 = num(args.params.k1);
  const limit = Math.max(1, Math.floor(args.limit ?? 50));
  const w = { title: num(args.params.weight.title), heading: num(args.params.weight.heading), body: num(args.params.weight.body) };
  const idxArr = `{${idx.join(',')}}`;
  const wtArr = `{${weights.map((x) => Number(x).toString()).join(',')}}`;
  const stemArr = sql`${`{${stems.map((s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`}::text[]`;
  // One spelling of each formula for both strategies: the same float operations give the same bits.
  const tfw = sql`${w.title} * p.tf_title / (1 - ${num(b.title)} + ${num(b.title)} * p.len_title / greatest(q.avg_t, 1e-9))
        + ${w.heading} * p.tf_heading / (1 - ${num(b.heading)} + ${num(b.heading)} * p.len_heading / greatest(q.avg_h, 1e-9))
        + ${w.body} * p.tf_body / (1 - ${num(b.body)} + ${num(b.body)} * p.len_body / greatest(q.avg_b, 1e-9))`;
  const idf = sql`ln(1 + (q.n - q.df + 0.5) / (q.df + 0.5))`;
  const wordScore = sql`max(idf * tfw / (${k1} + tfw))`;
  const head = sql`
    with q as (select * from unnest(${idxArr}::int[], ${stemArr}, ${wtArr}::float8[]) as q(w, term, wt)),
    -- Statistics of the passage's own language (N, average field lengths, df).
    st as (
      select s.locale, greatest(s.chunks, 1)::float8 as n,
        s.title_words::float8 / greatest(s.chunks, 1) as avg_t, s.heading_words::float8 / greatest(s.chunks, 1) as avg_h, s.body_words::float8 / greatest(s.chunks, 1) as avg_b
      from index_stats s
    ),
    -- A word's document frequency is that of its most frequent stem (a lower bound of the chunks
    -- holding any of its stems): a rare misreading of a common word does not make it rare.
    qs as materialized (
      select q.w, q.term, q.wt, st.locale, st.n, st.avg_t, st.avg_h, st.avg_b,
        max(coalesce(t.df, 0)) over (partition by q.w, st.locale)::float8 as df, coalesce(t.df, 0) as postings
      from q cross join st left join term_stats t on t.locale = st.locale and t.term = q.term
    )`;
  const tail = (perWord: SQL) => sql`,
    ranked as (
      select id, sum(s order by w) as bm25, array_agg(w order by w) as matched, array_agg(hw order by w) as strength from (${perWord}) pw group by id
      order by bm25 desc, id limit ${num(limit)}
    )
    select ch.id, ch.entry_id as "entryId", e.slug, e.kind, e.collection, ch.locale, et.title, ch.heading, ch.anchor, ch.content, ch.terms,
      r.bm25, r.matched, r.strength
    from ranked r join chunks ch on ch.id = r.id join entries e on e.id = ch.entry_id
    join entry_translations et on et.entry_id = ch.entry_id and et.locale = ch.locale
    order by r.bm25 desc, r.id`;

  const strategy = args.strategy === 'maxscore' || args.strategy === 'exhaustive' ? args.strategy
    : (args.postings ?? Infinity) <= BM25_PRUNE_MIN_POSTINGS_PER_RESULT * limit ? 'exhaustive' : 'maxscore';
  if (strategy === 'exhaustive') {
    return sql`${head},
    -- The postings of the query's stems (\`chunk_terms\`, kept by the statistics triggers, migration
    -- 0015): one narrow row per (passage, stem) with its per-field frequencies and field lengths,
    -- read through the (locale, term) key — no candidate passage's stem arrays are scanned.
    per_term as materialized (
      select p.chunk_id as id, p.entry_id, p.locale, q.w, q.wt, ${tfw} as tfw, ${idf} as idf
      from qs q join chunk_terms p on p.locale = q.locale and p.term = q.term
    ),
    -- Published passages in the reader's language, checked once per passage from the postings'
    -- entry and language (\`readerLanguage\` reads c.locale and c.entry_id).
    c as materialized (
      select c.id from (select distinct id, entry_id, locale from per_term) c join entries e on e.id = c.entry_id
      where e.published and ${readerLanguage(args.locale)}${own}
    )${tail(sql`select id, w, ${wordScore} as s, least(1, sum(wt)) as hw from per_term where tfw > 0 and id in (select id from c) group by id, w`)}`;
  }

  // A passage's score for the words of \`q\` (a CTE of qs rows) by primary-key probes of the postings
  // of \`x\` (a CTE of id, locale): \`offset 0\` keeps the lateral subquery a per-row index probe.
  const probe = (x: SQL, words: SQL) => sql`
      select x.id, q.w, ${wordScore} as s, least(1, sum(q.wt)) as hw
      from ${x} x join qs q on q.locale = x.locale and q.w in (${words})
      cross join lateral (
        select ${tfw} as tfw, ${idf} as idf from chunk_terms p where p.locale = x.locale and p.term = q.term and p.chunk_id = x.id offset 0
      ) p
      where tfw > 0 group by x.id, q.w`;
  const postings = (words: SQL) => sql`
      select p.chunk_id as id, p.entry_id, p.locale, q.w, q.wt, ${tfw} as tfw, ${idf} as idf
      from qs q join chunk_terms p on p.locale = q.locale and p.term = q.term where q.w in (${words})`;
  const margin = sql.raw('1e-9');
  return sql`${head},
    -- A word's bound: its largest IDF in a language that holds it (the saturation is < 1).
    wb as materialized (
      select w, max(${idf}) filter (where q.df > 0) as ub, sum(q.postings) as postings from qs q group by w having max(q.df) > 0
    ),
    -- (1) Seed: the words of largest bound, until their postings reach the seed size.
    seedw as materialized (
      select w from (select w, sum(postings) over (order by ub desc, w rows between unbounded preceding and 1 preceding) as before from wb) x
      where coalesce(before, 0) < ${num(limit * BM25_SEED_PER_RESULT)}
    ),
    seed_post as materialized (${postings(sql`select w from seedw`)}),
    seed_word as (select id, entry_id, locale, w, ${wordScore} as s from seed_post where tfw > 0 group by id, entry_id, locale, w),
    seed_top as materialized (
      select c.id, c.locale from (
        select id, entry_id, locale, sum(s) as part from seed_word group by id, entry_id, locale order by part desc, id limit ${num(2 * limit * BM25_SEED_PER_RESULT)}
      ) c join entries e on e.id = c.entry_id
      -- Few postings in all: reading them costs less than the probes θ needs (θ = 0, nothing pruned).
      where (select sum(postings) from wb) > ${num(4 * limit * BM25_SEED_PER_RESULT)}
        and e.published and ${readerLanguage(args.locale)}${own}
      order by c.part desc, c.id limit ${num(limit * BM25_SEED_PER_RESULT)}
    ),
    seed_full as materialized (
      select id, sum(s order by w) as score from (${probe(sql`seed_top`, sql`select w from wb`)}) f group by id
    ),
    -- θ: the limit-th best full score among the seed's published passages in the reader's language.
    theta as materialized (
      select coalesce((select score from seed_full order by score desc, id offset ${num(limit - 1)} limit 1), 0) as t
    ),
    -- (2) Non-essential words: the smallest bounds, while their sum stays below θ.
    ne as materialized (
      select w, cum from (select w, sum(ub) over (order by ub, w desc rows unbounded preceding) as cum from wb) x
      where cum * (1 + ${margin}) < (select t from theta)
    ),
    ne_sum as materialized (select coalesce(max(cum), 0) as u from ne),
    -- (3) Candidates: passages holding an essential word whose essential score + the non-essential
    -- bounds reach θ, published in the reader's language.
    ess_post as materialized (
      select * from seed_post where w not in (select w from ne)
      union all
      ${postings(sql`select w from wb where w not in (select w from seedw) and w not in (select w from ne)`)}
    ),
    ess_word as materialized (
      select id, entry_id, locale, w, ${wordScore} as s, least(1, sum(wt)) as hw from ess_post where tfw > 0 group by id, entry_id, locale, w
    ),
    part as materialized (
      select c.id, c.entry_id, c.locale, c.part from (select id, entry_id, locale, sum(s) as part from ess_word group by id, entry_id, locale) c
      where (c.part + (select u from ne_sum)) * (1 + ${margin}) >= (select t from theta)
    ),
    -- θ raised by the candidates' own best (by essential score), scored fully: still a score that
    -- limit published passages in the reader's language reach.
    part_top as materialized (
      select c.id, c.locale from (select * from part order by part desc, id limit ${num(2 * limit * BM25_SEED_PER_RESULT)}) c
      join entries e on e.id = c.entry_id
      -- Without non-essential words every candidate is scored in full anyway: nothing to raise θ for.
      where exists (select 1 from ne) and e.published and ${readerLanguage(args.locale)}${own}
      order by c.part desc, c.id limit ${num(limit * BM25_SEED_PER_RESULT)}
    ),
    part_full as materialized (
      select id, sum(s order by w) as score from (
        select id, w, s from ess_word where id in (select id from part_top)
        union all
        select id, w, s from (${probe(sql`part_top`, sql`select w from ne`)}) pr
      ) f group by id
    ),
    theta2 as materialized (
      select greatest((select t from theta), coalesce((select score from part_full order by score desc, id offset ${num(limit - 1)} limit 1), 0)) as t
    ),
    cand as materialized (
      select c.id, c.locale from part c join entries e on e.id = c.entry_id
      where (c.part + (select u from ne_sum)) * (1 + ${margin}) >= (select t from theta2)
        and e.published and ${readerLanguage(args.locale)}${own}
    )${tail(sql`
      select id, w, s, hw from ess_word where id in (select id from cand)
      union all
      ${probe(sql`cand`, sql`select w from ne`)}`)}`;
}

/** One row of the admin entry list. */
export interface AdminEntryRow {
  id: number;
  slug: string;
  kind: EntryKind;
  published: boolean;
  isCurrent: boolean;
  sortOrder: number;
  origin: string;
  collection: string | null;
  /** Changed in the admin: seed and import leave it alone. */
  edited: boolean;
  /** English title, else the first translation's. */
  title: string;
  /** Locales that have a translation. */
  locales: string[];
  updatedAt: Date;
}

/** Every entry, published or not, for the admin list: by kind, then the author's order. */
export async function listEntriesForAdmin(db: Db): Promise<AdminEntryRow[]> {
  const rows = await db.select().from(entries).orderBy(asc(entries.kind), asc(entries.sortOrder), asc(entries.id));
  if (rows.length === 0) return [];
  const ts = await db.select({ entryId: entryTranslations.entryId, locale: entryTranslations.locale, title: entryTranslations.title })
    .from(entryTranslations).where(inArray(entryTranslations.entryId, rows.map((r) => r.id)));
  return rows.map((r) => {
    const mine = ts.filter((t) => t.entryId === r.id);
    return {
      id: r.id, slug: r.slug, kind: r.kind, published: r.published, isCurrent: r.isCurrent, sortOrder: r.sortOrder, origin: r.origin, collection: r.collection, edited: r.edited,
      title: (mine.find((t) => t.locale === 'en') ?? mine[0])?.title ?? r.slug, locales: mine.map((t) => t.locale).sort(), updatedAt: r.updatedAt,
    };
  });
}

/** An outdated translation (issue 33) for the admin: which entry, which language, from which source. */
export interface OutdatedTranslationRow {
  entryId: number;
  slug: string;
  /** The translation's title. */
  title: string;
  locale: string;
  sourceLocale: string;
  /** When the translation was last written. */
  updatedAt: Date;
}

/**
 * Translations whose source changed after they were written (issue 33: the source translation no
 * longer has the text version they record), published or not, for the dashboard and the entries
 * list; by entry, then language.
 * @param args.entryId one entry's only
 */
export async function listOutdatedTranslations(db: Db, args: { entryId?: number } = {}): Promise<OutdatedTranslationRow[]> {
  const rows = await db.select({
    entryId: entryTranslations.entryId, slug: entries.slug, title: entryTranslations.title, locale: entryTranslations.locale,
    sourceLocale: entryTranslations.sourceLocale, updatedAt: entryTranslations.updatedAt,
  }).from(entryTranslations).innerJoin(entries, eq(entries.id, entryTranslations.entryId))
    .where(and(outdatedTranslation(sql`${entryTranslations}`), args.entryId === undefined ? undefined : eq(entryTranslations.entryId, args.entryId)))
    .orderBy(asc(entries.kind), asc(entries.sortOrder), asc(entries.id), asc(entryTranslations.locale));
  return rows.map((r) => ({ ...r, sourceLocale: r.sourceLocale! }));
}

/** An outdated translation with its source's text then (when it was written) and now, for the editor's diff. */
export interface OutdatedTranslationSource {
  locale: string;
  sourceLocale: string;
  /** The source as the translation was written from it; null when that version's text is not kept. */
  then: TranslationText | null;
  /** The source as it is; null when the source translation was deleted. */
  now: TranslationText | null;
}

/**
 * One entry's outdated translations with the source's text then and now (issue 33), for the
 * editor to show the source's changes since each was written.
 */
export async function getOutdatedTranslationSources(db: Db, args: { entryId: number }): Promise<OutdatedTranslationSource[]> {
  const rows = await db.select().from(entryTranslations).where(eq(entryTranslations.entryId, args.entryId));
  const versions = await db.select().from(sourceVersions).where(eq(sourceVersions.entryId, args.entryId));
  const text = (x: TranslationText | undefined): TranslationText | null => (x ? { title: x.title, summary: x.summary, body: x.body } : null);
  return rows.flatMap((t) => {
    if (!t.sourceLocale) return [];
    const source = rows.find((x) => x.locale === t.sourceLocale);
    if (!isOutdated(t, source?.textHash ?? null)) return [];
    const then = versions.find((v) => v.locale === t.sourceLocale && v.textHash === t.sourceHash);
    return [{ locale: t.locale, sourceLocale: t.sourceLocale, then: text(then), now: text(source) }];
  }).sort((a, b) => a.locale.localeCompare(b.locale));
}

/** One entry with all its translations (published or not), for the editor; null when absent. */
export async function getEntryForEdit(db: Db, args: { id: number }): Promise<{ entry: EntryRow; translations: TranslationRow[] } | null> {
  const [entry] = await db.select().from(entries).where(eq(entries.id, args.id));
  if (!entry) return null;
  const translations = await db.select().from(entryTranslations).where(eq(entryTranslations.entryId, args.id));
  return { entry, translations };
}

/** A stored passage flag with the entry and passage it belongs to (dashboard, editor). */
export interface PassageFlagRow {
  id: number;
  entryId: number;
  slug: string;
  /** The translation's title (the entry's slug when the translation has none). */
  title: string;
  locale: string;
  heading: string;
  rule: string;
  excerpt: string;
  createdAt: Date;
}

/**
 * Passages that read like instructions to an assistant (`passage_flags`), newest first: every
 * entry's, or one entry's with `entryId`.
 * @param args.limit rows at most (default 200)
 */
export async function listPassageFlags(db: Db, args: { entryId?: number; limit?: number } = {}): Promise<PassageFlagRow[]> {
  const rows = await db.select({
    id: passageFlags.id, entryId: chunks.entryId, slug: entries.slug, title: entryTranslations.title, locale: chunks.locale,
    heading: chunks.heading, rule: passageFlags.rule, excerpt: passageFlags.excerpt, createdAt: passageFlags.createdAt,
  }).from(passageFlags)
    .innerJoin(chunks, eq(chunks.id, passageFlags.chunkId))
    .innerJoin(entries, eq(entries.id, chunks.entryId))
    .leftJoin(entryTranslations, and(eq(entryTranslations.entryId, chunks.entryId), eq(entryTranslations.locale, chunks.locale)))
    .where(args.entryId === undefined ? undefined : eq(chunks.entryId, args.entryId))
    .orderBy(desc(passageFlags.createdAt), desc(passageFlags.id))
    .limit(args.limit ?? 200);
  return rows.map((r) => ({ ...r, title: r.title ?? r.slug }));
}

/**
 * The latest answers the gate stopped since a date (issue 34, kind 6): the reason, the kind of value
 * that failed and its position in the stopped sentence — never the text. Newest first.
 */
export async function listGateStops(db: Db, args: { since: Date; limit: number }): Promise<{ reason: string | null; guardKind: string | null; guardStart: number | null; guardEnd: number | null; locale: string; createdAt: Date }[]> {
  return db.select({ reason: assistantEvents.reason, guardKind: assistantEvents.guardKind, guardStart: assistantEvents.guardStart, guardEnd: assistantEvents.guardEnd, locale: assistantEvents.locale, createdAt: assistantEvents.createdAt })
    .from(assistantEvents).where(and(eq(assistantEvents.layer, 'gate'), gte(assistantEvents.createdAt, args.since)))
    .orderBy(desc(assistantEvents.createdAt)).limit(args.limit);
}

/** Answers per outcome, layer and reason since a date (the dashboard's refusal and gate-stop counts). */
export async function countAssistantEvents(db: Db, args: { since: Date }): Promise<{ outcome: string; layer: string; reason: string | null; count: number }[]> {
  return db.select({ outcome: assistantEvents.outcome, layer: assistantEvents.layer, reason: assistantEvents.reason, count: sql<number>`count(*)::int` })
    .from(assistantEvents).where(sql`${assistantEvents.createdAt} >= ${args.since.toISOString()}`)
    .groupBy(assistantEvents.outcome, assistantEvents.layer, assistantEvents.reason)
    .orderBy(sql`count(*) desc`);
}

/** Answers per UTC day and outcome since a date (the dashboard's answers-per-day chart, issue 25), oldest day first. */
export async function countAnswersPerDay(db: Db, args: { since: Date }): Promise<{ day: string; outcome: string; count: number }[]> {
  const day = sql<string>`to_char(${assistantEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db.select({ day, outcome: assistantEvents.outcome, count: sql<number>`count(*)::int` })
    .from(assistantEvents).where(sql`${assistantEvents.createdAt} >= ${args.since.toISOString()}`)
    .groupBy(sql`1`, assistantEvents.outcome).orderBy(sql`1`, assistantEvents.outcome);
}

/**
 * Answer confidence since a date (dashboard, issue 12): answers with a confidence per bin of width
 * `1 / bins` over [0, 1] (the last bin holds 1.0) and per band. Answers without a confidence (no
 * answer attempted) are not counted.
 */
export async function getConfidenceDistribution(db: Db, args: { since: Date; bins?: number }): Promise<{ bins: { from: number; to: number; count: number }[]; bands: Record<'high' | 'medium' | 'low', number>; total: number }> {
  const n = args.bins ?? 10;
  const rows = await db.select({
    bin: sql<number>`least(floor(${assistantEvents.confidence} * ${n}), ${n - 1})::int`, band: assistantEvents.confidenceBand, count: sql<number>`count(*)::int`,
  }).from(assistantEvents)
    .where(sql`${assistantEvents.createdAt} >= ${args.since.toISOString()} and ${assistantEvents.confidence} is not null`)
    .groupBy(sql`1`, assistantEvents.confidenceBand);
  const bins = Array.from({ length: n }, (_, i) => ({ from: i / n, to: (i + 1) / n, count: 0 }));
  const bands = { high: 0, medium: 0, low: 0 };
  for (const r of rows) {
    bins[Math.min(n - 1, Math.max(0, r.bin))]!.count += r.count;
    if (r.band === 'high' || r.band === 'medium' || r.band === 'low') bands[r.band] += r.count;
  }
  return { bins, bands, total: rows.reduce((a, r) => a + r.count, 0) };
}

/** Low-confidence answers since a date per layer (the route that answered, or `gate` when it stopped), most first. */
export async function countLowConfidenceByLayer(db: Db, args: { since: Date }): Promise<{ layer: string; count: number }[]> {
  return db.select({ layer: assistantEvents.layer, count: sql<number>`count(*)::int` }).from(assistantEvents)
    .where(sql`${assistantEvents.createdAt} >= ${args.since.toISOString()} and ${assistantEvents.confidenceBand} = 'low'`)
    .groupBy(assistantEvents.layer).orderBy(sql`count(*) desc`, assistantEvents.layer);
}

/** The newest calibration run, applied or not; null before the first `calibrate`. */
export async function getLatestCalibration(db: Db): Promise<typeof calibrations.$inferSelect | null> {
  const [row] = await db.select().from(calibrations).orderBy(desc(calibrations.createdAt), desc(calibrations.id)).limit(1);
  return row ?? null;
}

/** Calls and nano-USD of one kind of call in one month. */
export interface SpendByKind {
  /** Ledger rows (one per provider call, whatever its status). */
  calls: number;
  /** Settled cost plus open reservations, nano-USD (1 USD = 1e9). */
  nusd: number;
}

/** Spend of one month from the cost ledger; all amounts are integer nano-USD (1 USD = 1e9). */
export interface MonthlySpend {
  /** UTC month, 'YYYY-MM' (the ledger's month key). */
  month: string;
  /** What settled calls cost (released reservations count 0). */
  settledNusd: number;
  /** Upper bounds still reserved by calls not settled yet (running now, or whose settlement failed). */
  openNusd: number;
  /** `settledNusd + openNusd`: the figure the monthly cap is checked against. */
  totalNusd: number;
  /** Rows still reserved. */
  openCalls: number;
  /** Model answers, embedding calls (question and index-time alike), rerank calls, decision calls and follow-up rewrites. */
  byKind: { answer: SpendByKind; embedding: SpendByKind; rerank: SpendByKind; decision: SpendByKind; condense: SpendByKind };
}

/**
 * Spend per month from the `cost_ledger` table, newest month first. A month's spend is the
 * settled cost of its calls **plus the reservation (upper bound) of rows still open** — the same
 * sum `CostLedger.reserve` (lib/cost) checks against the cap, so the dashboard and the cap
 * never disagree; both parts are returned separately too.
 * @param args.months how many months to return (default 12)
 * @returns one row per month that has ledger rows; [] for an empty ledger
 */
export async function getMonthlySpend(db: Db, args: { months?: number } = {}): Promise<MonthlySpend[]> {
  const rows = await db.select({
    month: costLedger.month, kind: costLedger.kind, status: costLedger.status,
    calls: sql<number>`count(*)::int`,
    // bigint sums come back as strings on postgres.js: cast to float8 (exact below 2^53 nano-USD = 9 million USD).
    reserved: sql<number>`coalesce(sum(${costLedger.reservedNusd}), 0)::float8`.mapWith(Number),
    cost: sql<number>`coalesce(sum(${costLedger.costNusd}), 0)::float8`.mapWith(Number),
  }).from(costLedger)
    .where(sql`${costLedger.month} in (select distinct month from cost_ledger order by month desc limit ${args.months ?? 12})`)
    .groupBy(costLedger.month, costLedger.kind, costLedger.status);
  const months = new Map<string, MonthlySpend>();
  for (const r of rows) {
    const m = months.get(r.month) ?? {
      month: r.month, settledNusd: 0, openNusd: 0, totalNusd: 0, openCalls: 0,
      byKind: { answer: { calls: 0, nusd: 0 }, embedding: { calls: 0, nusd: 0 }, rerank: { calls: 0, nusd: 0 }, decision: { calls: 0, nusd: 0 }, condense: { calls: 0, nusd: 0 } },
    };
    months.set(r.month, m);
    const open = r.status === 'reserved';
    const nusd = open ? r.reserved : r.cost;
    if (open) { m.openNusd += nusd; m.openCalls += r.calls; } else m.settledNusd += nusd;
    m.totalNusd += nusd;
    // A kind this version does not know (a row from another version) counts with the answers.
    const k = m.byKind[r.kind === 'embedding' || r.kind === 'rerank' || r.kind === 'decision' || r.kind === 'condense' ? r.kind : 'answer'];
    k.calls += r.calls;
    k.nusd += nusd;
  }
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
}

/** How many chunks have no embedding from `model` yet (the total of a re-embedding progress bar). */
export async function countChunksWithoutEmbedding(db: Db, args: { model: string }): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` })
    .from(chunks)
    .leftJoin(embeddings, and(eq(embeddings.chunkId, chunks.id), eq(embeddings.model, args.model)))
    .where(sql`${embeddings.chunkId} is null`);
  return row?.n ?? 0;
}

/**
 * The stored author profile, unvalidated (lib/profile validates it), or null before the author
 * saved one and before `seed` wrote the demo's. One primary-key read of a one-row table.
 */
export async function getAuthorProfileRow(db: Db): Promise<{ data: unknown; origin: string; updatedAt: Date } | null> {
  const [row] = await db.select({ data: authorProfile.data, origin: authorProfile.origin, updatedAt: authorProfile.updatedAt })
    .from(authorProfile).where(eq(authorProfile.id, 1));
  return row ?? null;
}

/**
 * Published entries that have a page of their own (articles), with when they last changed, for
 * the sitemap. Entries of the other kinds are sections of their list pages.
 */
export async function listPublishedArticlePages(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db.select({ slug: entries.slug, updatedAt: entries.updatedAt }).from(entries)
    .where(and(eq(entries.kind, 'article'), eq(entries.published, true)))
    .orderBy(asc(entries.slug));
}

/**
 * Refreshes the planner's statistics of the tables retrieval reads (PostgreSQL `ANALYZE`). The
 * embedded database runs no autovacuum, so after a seed or import its planner still believes the
 * tables empty and chooses sort-merge joins that scan every posting: on the seeded site BM25F took
 * ~70 ms a question before and ~15 ms after (issue 26, `npm run bench:chat`). On a server it
 * anticipates autovacuum's next pass. Reads samples only (≤ 30,000 rows per table).
 */
export async function analyzeRetrievalTables(db: Db): Promise<void> {
  await db.execute(sql`analyze ${entries}, ${entryTranslations}, ${chunks}, ${chunkTerms}, ${termStats}, ${indexStats}`);
}

/**
 * Which of the given index terms (stems, as `chunk_terms` stores them) some passage of the
 * author's own published entries holds — in any language, title, heading or body — never an
 * imported collection's (outside documentation is not her record). One query; an empty list
 * answers without one. Read for a question's names ({@link import('@/lib/retrieval').unheldNames}).
 */
export async function termsHeldByOwnEntries(db: Db, terms: readonly string[]): Promise<Set<string>> {
  const distinct = [...new Set(terms)];
  if (distinct.length === 0) return new Set();
  const rows = rowsOf<{ term: string }>(await db.execute(sql`select distinct ct.term from ${chunkTerms} ct join ${entries} e on e.id = ct.entry_id
    where e.published and e.collection is null and ct.term in (select jsonb_array_elements_text(${JSON.stringify(distinct)}::jsonb))`));
  return new Set(rows.map((r) => r.term));
}

/** Document frequencies of words in the keyword index of published entries. */
export interface TermFrequencies {
  /** Published entries that have at least one passage. */
  entries: number;
  /** Per word (as given): the published entries with a passage holding it as a whole word. */
  df: Map<string, number>;
}

/**
 * How many published entries hold each word (whole words, the keyword index's tsvector) — the
 * document frequency of IDF (Spärck Jones 1972), counted per entry so that the ten translations
 * and several passages of one page count once. One query.
 * @param words normalized words (lib/text `words`); an empty list answers without a query
 */
export async function termFrequencies(db: Db, words: readonly string[]): Promise<TermFrequencies> {
  const distinct = [...new Set(words)];
  // One round trip: the entries (word null), then one row per word; the word is a tsquery lexeme
  // via quote_literal (no operator is read from it).
  const perWord = distinct.length
    ? sql` union all select w.word, (select count(distinct c.entry_id)::int from ${chunks} c join ${entries} e on e.id = c.entry_id
      where e.published and c.search @@ to_tsquery('simple', quote_literal(w.word)))
    from jsonb_array_elements_text(${JSON.stringify(distinct)}::jsonb) as w(word)`
    : sql``;
  const rows = rowsOf<{ word: string | null; n: number }>(await db.execute(sql`select null::text as word, count(distinct c.entry_id)::int as n
    from ${chunks} c join ${entries} e on e.id = c.entry_id where e.published${perWord}`));
  const df = new Map<string, number>();
  let entryCount = 0;
  for (const r of rows) {
    if (r.word === null) entryCount = Number(r.n);
    else df.set(r.word, Number(r.n));
  }
  return { entries: entryCount, df };
}
