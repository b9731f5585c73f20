/**
 * Writing entries: upsert by slug, translations by (entry, locale), chunks and embeddings replaced
 * together. Every write of one document happens in one transaction, so a failure leaves the old
 * version whole (nothing is half-written).
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { chunks, embeddings, entries, entryTranslations, passageFlags, sourceVersions } from '@/lib/db/schema';
import { ensureEmbeddingIndex, findChunksWithoutEmbedding, isEmbeddedDatabase } from '@/lib/db';
import { CostLedger, EMBEDDING_MODELS, lookupModel, meteredEmbedder, NO_CAP_NUSD } from '@/lib/cost';
import { getEmbedder, type Embedder } from '@/lib/providers';
import type { Locale } from '@/lib/text';
import type { InstructionRule } from './instructions';
import { prepareTranslationOffThread, type PreparedChunk } from './prepare';
import { sourceLocaleOf, textHash, type TranslationText } from './translations';

export type EntryKind = 'cv' | 'case_study' | 'article' | 'service' | 'doc';
export type DatePrecision = 'year' | 'month' | 'day';

/** An entry as written by seed, import and (later) the admin pages. */
export interface EntryInput {
  slug: string;
  kind: EntryKind;
  startDate: string | null;
  startPrecision: DatePrecision | null;
  endDate: string | null;
  endPrecision: DatePrecision | null;
  isCurrent: boolean;
  published: boolean;
  sortOrder: number;
  origin: string;
  /** Imported collection; null for the author's own entries; undefined leaves it unchanged on update. */
  collection?: string | null;
  /** File the entry was loaded from (see schema `source_path`); undefined leaves it unchanged. */
  sourcePath?: string | null;
  /** true for admin saves: from then on seed and import leave the entry alone (see `keepEdited`). */
  edited?: boolean;
  translations: Partial<Record<Locale, { title: string; summary: string; body?: string }>>;
  /**
   * true (default): the input lists every translation, others are removed (seed, admin).
   * false: only the given translations are written, others are kept (import of one language).
   */
  replaceTranslations?: boolean;
}

/** A passage of a save that reads like an instruction to an assistant (reported, not blocked). */
export interface PassageFlag {
  locale: Locale;
  /** Heading path of the passage ('' before the first heading). */
  heading: string;
  rule: InstructionRule;
  excerpt: string;
}

/** What a save did, for progress output and tests. */
export interface SaveResult {
  entryId: number;
  created: boolean;
  /** Translations whose text changed and were re-chunked. */
  reindexed: number;
  chunks: number;
  /**
   * Passages of the re-chunked translations that read like instructions to an assistant
   * (issue 10, kind 4(c)); stored in `passage_flags` with their chunk. The save is not blocked.
   */
  flags: PassageFlag[];
  /** The entry was edited in the admin and `keepEdited` was set: nothing was written. */
  kept?: boolean;
}

/**
 * Version of the chunking and index-term rules. Part of every content hash, so changing the rules
 * (and bumping this) makes the next seed or import re-index unchanged text too. 7: passages are
 * checked for instructions to an assistant when chunked (`passage_flags`); ingest rules drop
 * navigation and sponsor blocks. 8: one Markdown parse for pages and passages (`lib/markdown`),
 * with heading anchors. 9: default-ignorables removed and mixed-script words read in one alphabet
 * (lib/text, TR39). 10: a heading id written twice takes "-1" (anchors name one heading).
 * 11: BM25F fields — stems of title, heading path and text per passage (`title_stems`,
 * `heading_stems`, `body_stems`), from which the term statistics are kept (migration 0012).
 * 12: tables enter passages, one line per row read against the header (lib/content/chunk.ts).
 * 13: Chinese words segmented by jieba's dictionary (lib/text `words`), not ICU's.
 * 14: a block longer than the chunk target is cut into pieces (lib/content/chunk.ts
 * `boundedPieces`, issue 32), so no passage grows with one paragraph's length.
 * 15: Arabic words stemmed by Snowball in Arabic letters, و/ف before the article removed
 * (lib/text/stem.ts, issue 31): stored Arabic stems of version 14 no longer meet the question's.
 * 16: a short code block (at most 3 lines, 160 characters) after a lead-in ending in a colon
 * joins that lead-in's paragraph (lib/content/chunk.ts `shortCodeText`): passage text the
 * answerer quotes and the gate checks, not index terms; longer blocks stay dropped.
 */
export const INDEX_VERSION = 16;

function contentHash(t: { title: string; summary: string; body: string }): string {
  return createHash('sha256').update(`${INDEX_VERSION}\u0000${t.title}\u0000${t.summary}\u0000${t.body}`).digest('hex');
}

interface PreparedTranslation {
  locale: Locale;
  title: string;
  summary: string;
  body: string;
  hash: string;
  /** {@link textHash} of the text (what translations record of their source). */
  textHash: string;
  chunks: PreparedChunk[];
  vectors: number[][] | null;
}

/**
 * The configured embedder (`EMBEDDING_MODEL`) for indexing — seed, import, admin saves, `embed
 * missing` — with every call reserved and settled in the cost ledger of `db` (kind `embedding`),
 * so the monthly figure is the whole bill (design, "Cost and abuse").
 *
 * Indexing is the author's own action, so the cap never blocks it: calls are reserved against
 * {@link NO_CAP_NUSD} and always recorded, even when the month is already over the cap (visitors'
 * calls are then refused until the month ends or the cap is raised). An unreachable ledger still
 * stops the call (`EmbeddingNotReservedError` with reason `unavailable`): it is the same
 * database the vectors are written to. Embedders passed in explicitly (the stand-in of tests and
 * `--standin`) are not metered: they cost nothing and are not in the price catalog.
 * @returns null when no embedder is configured
 * @throws ProviderConfigError (lib/providers) when the embedder's settings are incomplete
 */
export async function indexingEmbedder(db: Db): Promise<Embedder | null> {
  const inner = await getEmbedder();
  if (!inner) return null;
  // lib/env accepts only catalog ids for EMBEDDING_MODEL, so the lookup cannot miss.
  return meteredEmbedder(inner, { ledger: new CostLedger(db), spec: lookupModel(EMBEDDING_MODELS, inner.id)!, capNusd: NO_CAP_NUSD });
}

// A batch of passages embeds for longer than a question: its own time limit (ms), no retries (lib/providers).
const BATCH_EMBED_TIMEOUT_MS = 120_000;
/** Passages per embedding call when saving: small enough that a long text shows progress between calls. */
export const EMBED_BATCH = 16;

/** How far a save has embedded its changed passages. */
export interface EmbedProgress {
  /** Passages embedded so far. */
  done: number;
  /** Passages of changed translations the save embeds. */
  total: number;
}

/**
 * Saves one entry with all its translations. Chunks of a translation are rebuilt only when its
 * text changed; embeddings are computed before the transaction (a slow embedder never holds locks).
 * @param opts.embedder an embedder to use; default: {@link indexingEmbedder} (configured, metered)
 * @param opts.onProgress awaited with `{ done: 0, total }` before the first embedding call and after
 *   each call ({@link EMBED_BATCH} passages); not called when nothing is embedded
 * @param opts.keepEdited seed and import: an entry edited in the admin is not touched (checked
 *   before embedding and again inside the transaction); the result has `kept: true`
 * @throws on database errors (the transaction is rolled back) and on embedder errors (nothing written)
 */
export async function saveEntry(db: Db, input: EntryInput, opts: {
  embedder?: Embedder | null; onProgress?: (p: EmbedProgress) => void | Promise<void>; keepEdited?: boolean;
  /**
   * Which translations of the input record the source's current version (issue 33): `changed`
   * (default; seed and import) those whose text changed or is new — an unchanged file leaves its
   * translation as it was, outdated or not; `given` (admin saves) every one given, changed or not:
   * the author saving a translation confirms it against the source as it is now.
   */
  recordSource?: 'changed' | 'given';
  /**
   * Translations of the input written as a model's unreviewed draft (issue 33, kind 3): marked
   * `machine_translated`. Every other translation whose text is written — and, with `given`, every
   * one given (the author's save reviews it) — is not.
   */
  machineTranslated?: readonly Locale[];
  /**
   * More writes that belong to the same save (publishing a draft deletes it): run last inside the
   * save's transaction, so the save and they land together or not at all.
   */
  alsoInTransaction?: (tx: Pick<Db, 'delete' | 'insert' | 'update' | 'execute'>) => Promise<void>;
} = {}): Promise<SaveResult> {
  const existing = await db.select({ id: entries.id, edited: entries.edited }).from(entries).where(eq(entries.slug, input.slug));
  if (opts.keepEdited && existing[0]?.edited) return { entryId: existing[0].id, created: false, reindexed: 0, chunks: 0, kept: true, flags: [] };
  const oldHashes = new Map<string, string>();
  const oldRows = new Map<string, TranslationText & { textHash: string; sourceLocale: string | null; sourceHash: string | null; machineTranslated: boolean }>();
  if (existing[0]) {
    const rows = await db.select({
      locale: entryTranslations.locale, hash: entryTranslations.contentHash, textHash: entryTranslations.textHash, sourceLocale: entryTranslations.sourceLocale,
      sourceHash: entryTranslations.sourceHash, title: entryTranslations.title, summary: entryTranslations.summary, body: entryTranslations.body,
      machineTranslated: entryTranslations.machineTranslated,
    }).from(entryTranslations).where(eq(entryTranslations.entryId, existing[0].id));
    for (const r of rows) { oldHashes.set(r.locale, r.hash); oldRows.set(r.locale, r); }
  }

  const embedder = opts.embedder === undefined ? await indexingEmbedder(db) : opts.embedder;
  const prepared: PreparedTranslation[] = [];
  for (const [locale, t] of Object.entries(input.translations) as [Locale, { title: string; summary: string; body?: string }][]) {
    const body = t.body ?? '';
    const hash = contentHash({ title: t.title, summary: t.summary, body });
    const changed = oldHashes.get(locale) !== hash;
    // Long texts are chunked in a worker thread (./prepare): the site's event loop stays free.
    const docChunks = changed ? await prepareTranslationOffThread({ title: t.title, summary: t.summary, markdown: body, locale }) : [];
    prepared.push({ locale, title: t.title, summary: t.summary, body, hash, textHash: textHash({ title: t.title, summary: t.summary, body }), chunks: docChunks, vectors: null });
  }
  const sources = sourceRecords(prepared, oldRows, input.replaceTranslations !== false, opts.recordSource ?? 'changed');
  const toEmbed = embedder ? prepared.filter((p) => p.chunks.length > 0) : [];
  const total = toEmbed.reduce((n, p) => n + p.chunks.length, 0);
  if (embedder && total > 0) {
    let done = 0;
    await opts.onProgress?.({ done, total });
    for (const p of toEmbed) {
      const vectors: number[][] = [];
      for (let i = 0; i < p.chunks.length; i += EMBED_BATCH) {
        const batch = p.chunks.slice(i, i + EMBED_BATCH);
        vectors.push(...await embedder.embed(batch.map((c) => c.content), { timeoutMs: BATCH_EMBED_TIMEOUT_MS }));
        done += batch.length;
        await opts.onProgress?.({ done, total });
      }
      p.vectors = vectors;
    }
    // The model's vector index exists before its first vectors are written (outside the transaction:
    // creating it waits for writers in flight).
    const width = toEmbed.find((p) => p.vectors?.length)?.vectors![0]!.length;
    if (width) await ensureEmbeddingIndex(db, { model: embedder.id, dimensions: width });
  }

  return db.transaction(async (tx) => {
    const values = {
      slug: input.slug, kind: input.kind, startDate: input.startDate, startPrecision: input.startPrecision,
      endDate: input.endDate, endPrecision: input.endPrecision, isCurrent: input.isCurrent,
      published: input.published, sortOrder: input.sortOrder, origin: input.origin,
      collection: input.collection, sourcePath: input.sourcePath, edited: input.edited,
    };
    const [row] = await tx.insert(entries).values(values)
      .onConflictDoUpdate({
        target: entries.slug, set: { ...values, updatedAt: sql`now()` },
        // An admin edit that landed after the check above still wins.
        setWhere: opts.keepEdited ? eq(entries.edited, false) : undefined,
      })
      .returning({ id: entries.id });
    if (!row) return { entryId: existing[0]!.id, created: false, reindexed: 0, chunks: 0, kept: true, flags: [] };
    const entryId = row.id;
    let reindexed = 0;
    let chunkCount = 0;
    const flags: PassageFlag[] = [];
    if (input.replaceTranslations !== false) {
      // Translations removed from the input are removed from the site and the index.
      const keep = prepared.map((p) => p.locale);
      await tx.delete(entryTranslations).where(and(eq(entryTranslations.entryId, entryId), notInArray(entryTranslations.locale, keep)));
      await tx.delete(chunks).where(and(eq(chunks.entryId, entryId), notInArray(chunks.locale, keep)));
    }
    // The source versions translations now record, with their text (the editor's diff), before the
    // translations that point at them; versions no translation records any more are pruned below.
    if (sources.version) await tx.insert(sourceVersions).values({ entryId, ...sources.version }).onConflictDoNothing();
    for (const p of prepared) {
      const record = sources.records.get(p.locale);
      const machineTranslated = opts.machineTranslated?.includes(p.locale) ?? false;
      if (oldHashes.get(p.locale) === p.hash) {
        // Text unchanged: only a new record of the source's version (an admin save confirms it),
        // and an admin save or a machine draft says whether the text is the model's unreviewed one.
        const before = oldRows.get(p.locale);
        const mark = (opts.recordSource === 'given' || opts.machineTranslated) && machineTranslated !== before?.machineTranslated ? { machineTranslated } : {};
        if ((record && (record.sourceLocale !== before?.sourceLocale || record.sourceHash !== before?.sourceHash)) || 'machineTranslated' in mark) {
          await tx.update(entryTranslations).set({ ...(record ?? {}), ...mark }).where(and(eq(entryTranslations.entryId, entryId), eq(entryTranslations.locale, p.locale)));
        }
        continue;
      }
      reindexed++;
      const text = { title: p.title, summary: p.summary, body: p.body, contentHash: p.hash, textHash: p.textHash, machineTranslated };
      // A new translation without a record (never the case: every written text gets one) is its own source.
      const fresh = record ?? { sourceLocale: null, sourceHash: null };
      await tx.insert(entryTranslations).values({ entryId, locale: p.locale, ...text, ...fresh })
        .onConflictDoUpdate({
          target: [entryTranslations.entryId, entryTranslations.locale],
          set: { ...text, ...(record ?? {}), updatedAt: sql`now()` },
        });
      await tx.delete(chunks).where(and(eq(chunks.entryId, entryId), eq(chunks.locale, p.locale)));
      if (p.chunks.length === 0) continue;
      const inserted = await insertChunks(db, tx, p.chunks.map((c) => ({ entryId, locale: p.locale, ordinal: c.ordinal, heading: c.heading, anchor: c.anchor, content: c.content, terms: c.terms,
        titleStems: c.stems.title, headingStems: c.stems.heading, bodyStems: c.stems.body })));
      chunkCount += inserted.length;
      // Report, never block: the flags go to the dashboard and the caller's result.
      const found = p.chunks.flatMap((c, i) => c.findings.map((f) => ({ chunkId: inserted[i]!.id, heading: c.heading, ...f })));
      if (found.length) {
        await tx.insert(passageFlags).values(found.map((f) => ({ chunkId: f.chunkId, rule: f.rule, excerpt: f.excerpt })));
        flags.push(...found.map((f) => ({ locale: p.locale, heading: f.heading, rule: f.rule, excerpt: f.excerpt })));
      }
      if (p.vectors && embedder) {
        await tx.insert(embeddings).values(inserted.map((c, i) => ({ chunkId: c.id, model: embedder.id, embedding: p.vectors![i]! })));
      }
    }
    await pruneSourceVersions(tx, entryId);
    await opts.alsoInTransaction?.(tx);
    return { entryId, created: !existing[0], reindexed, chunks: chunkCount, flags };
  });
}

/** A translation's new record of its source (see the schema's `source_locale`, `source_hash`). */
type SourceRecordValues = { sourceLocale: string | null; sourceHash: string | null };

/**
 * Which translations of a save record the source's version, and the version's text (issue 33).
 * The source is chosen among the translations the entry has after the save ({@link sourceLocaleOf});
 * its own record is cleared whenever it is written. Other translations record the source's text
 * hash when their text changed or is new, or — with `given` — whenever they are in the input.
 */
function sourceRecords(prepared: PreparedTranslation[], old: ReadonlyMap<string, TranslationText & { textHash: string }>, replace: boolean, mode: 'changed' | 'given'): {
  records: Map<string, SourceRecordValues>; version: ({ locale: string; textHash: string } & TranslationText) | null;
} {
  const given = new Map(prepared.map((p) => [p.locale as string, p]));
  const after = replace ? [...given.keys()] : [...new Set([...old.keys(), ...given.keys()])];
  const sourceLocale = sourceLocaleOf(after);
  const records = new Map<string, SourceRecordValues>();
  if (!sourceLocale) return { records, version: null };
  const source = given.get(sourceLocale) ?? old.get(sourceLocale)!;
  const sourceHash = source.textHash;
  let recorded = false;
  for (const p of prepared) {
    if (p.locale === sourceLocale) { records.set(p.locale, { sourceLocale: null, sourceHash: null }); continue; }
    const changed = old.get(p.locale)?.textHash !== p.textHash;
    if (mode === 'given' || changed) { records.set(p.locale, { sourceLocale, sourceHash }); recorded = true; }
  }
  return { records, version: recorded ? { locale: sourceLocale, textHash: sourceHash, title: source.title, summary: source.summary, body: source.body } : null };
}

/** Deletes an entry's source versions that no translation records any more (inside the caller's transaction). */
async function pruneSourceVersions(tx: Pick<Db, 'execute'>, entryId: number): Promise<void> {
  await tx.execute(sql`delete from ${sourceVersions} v where v.entry_id = ${entryId} and not exists (
    select 1 from ${entryTranslations} t where t.entry_id = v.entry_id and t.source_locale = v.locale and t.source_hash = v.text_hash)`);
}

/**
 * Passages per INSERT when a save writes a translation's passages to the embedded database. Each
 * INSERT also updates the BM25 statistics and postings (migration 0015's trigger); on PGlite that
 * is synchronous work in this process, ~10 ms per passage here, so a long text's passages go in
 * batches with a turn of the event loop between them (issue 32: a 180 KB save held the site for
 * seconds). The transaction is the same one: the entry is still old or new, never mixed. On a
 * PostgreSQL server the work is the server's and one INSERT is best: every statement updates the
 * same term-statistics rows again, and within one transaction each update lengthens their row
 * versions (a 1 MB page in batches took 27× the time of 100 KB there, not 10×).
 */
export const CHUNK_INSERT_BATCH = 8;

type ChunkRow = typeof chunks.$inferInsert;

/** Inserts passages — on the embedded database in batches of {@link CHUNK_INSERT_BATCH} with event-loop turns between them — and returns their ids in order. */
async function insertChunks(db: Db, tx: Pick<Db, 'insert'>, rows: ChunkRow[]): Promise<{ id: number }[]> {
  const batch = isEmbeddedDatabase(db) ? CHUNK_INSERT_BATCH : rows.length;
  const ids: { id: number }[] = [];
  for (let i = 0; i < rows.length; i += batch) {
    if (i > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    ids.push(...await tx.insert(chunks).values(rows.slice(i, i + batch)).returning({ id: chunks.id }));
  }
  return ids;
}

/**
 * Embeds every chunk that has no vector from `embedder` yet — after the embedder changed, or for
 * text indexed while none was configured. Batches of 64; each batch is written in one statement.
 * @param onProgress called after each batch with (done, total so far)
 * @returns number of chunks embedded
 */
export async function embedMissingChunks(db: Db, embedder: Embedder, onProgress?: (done: number) => void): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await findChunksWithoutEmbedding(db, { model: embedder.id, limit: 64 });
    if (batch.length === 0) return done;
    const vectors = await embedder.embed(batch.map((c) => c.content), { timeoutMs: BATCH_EMBED_TIMEOUT_MS });
    if (vectors[0]) await ensureEmbeddingIndex(db, { model: embedder.id, dimensions: vectors[0].length });
    await db.insert(embeddings).values(batch.map((c, i) => ({ chunkId: c.id, model: embedder.id, embedding: vectors[i]! })))
      .onConflictDoNothing();
    done += batch.length;
    onProgress?.(done);
  }
}

/**
 * Deletes entries by slug (chunks and embeddings cascade).
 * @returns number of entries deleted
 */
export async function deleteEntriesBySlug(db: Db, slugs: string[]): Promise<number> {
  if (slugs.length === 0) return 0;
  const rows = await db.delete(entries).where(inArray(entries.slug, slugs)).returning({ id: entries.id });
  return rows.length;
}

/**
 * Publishes or unpublishes an entry (an admin change: the entry is marked edited, so `seed` never
 * publishes it again). Unpublished entries leave the public pages and retrieval at
 * once (every public query filters on `published`); their chunks stay, so re-publishing needs no re-index.
 * @returns false when no entry has this id
 */
export async function setEntryPublished(db: Db, args: { id: number; published: boolean }): Promise<boolean> {
  const rows = await db.update(entries).set({ published: args.published, edited: true, updatedAt: sql`now()` }).where(eq(entries.id, args.id)).returning({ id: entries.id });
  return rows.length > 0;
}

/**
 * Deletes an entry with its translations, chunks and embeddings (cascade).
 * @returns false when no entry has this id
 */
export async function deleteEntryById(db: Db, args: { id: number }): Promise<boolean> {
  const rows = await db.delete(entries).where(eq(entries.id, args.id)).returning({ id: entries.id });
  return rows.length > 0;
}

/**
 * Deletes one translation and its chunks in one transaction (the passages never outlive the text).
 * An admin change: the entry is marked edited, so `seed` does not bring the translation back.
 * @returns false when the entry has no translation in this locale
 */
export async function deleteTranslation(db: Db, args: { id: number; locale: Locale }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.delete(entryTranslations)
      .where(and(eq(entryTranslations.entryId, args.id), eq(entryTranslations.locale, args.locale))).returning({ id: entryTranslations.id });
    await tx.delete(chunks).where(and(eq(chunks.entryId, args.id), eq(chunks.locale, args.locale)));
    if (rows.length > 0) await tx.update(entries).set({ edited: true, updatedAt: sql`now()` }).where(eq(entries.id, args.id));
    // A source version only the deleted translation recorded is not kept.
    await pruneSourceVersions(tx, args.id);
    return rows.length > 0;
  });
}
