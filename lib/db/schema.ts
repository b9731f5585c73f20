/**
 * Database schema (drizzle). snake_case tables and columns; migrations in /drizzle are generated
 * from this file by `npm run db:generate` and applied by {@link database} on both drivers.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint, boolean, check, customType, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';

/**
 * Entry kinds: the author's own (`cv`, `case_study`, `article`, `service`) and `doc`, a page of an
 * imported documentation collection (hosted on the site, not her record).
 */
export const entryKind = pgEnum('entry_kind', ['cv', 'case_study', 'article', 'service', 'doc']);
/** How precisely a date is known, and so how it is shown. */
export const datePrecision = pgEnum('date_precision', ['year', 'month', 'day']);

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * pgvector column without a fixed dimension: each embedding model has its own width, and rows
 * carry the model's name. An HNSW index needs a fixed width, so each model gets a partial
 * expression index, `(embedding::vector(<dims>)) vector_cosine_ops WHERE model = '<model>'`,
 * created before its first vectors are written (lib/db `ensureEmbeddingIndex`, migration 0014).
 */
export const anyVector = customType<{ data: number[]; driverData: string }>({
  dataType: () => 'vector',
  toDriver: (value) => `[${value.join(',')}]`,
  fromDriver: (value) => value.slice(1, -1).split(',').map(Number),
});

/**
 * Named collections of imported documentation (`import <folder> --collection <name>`): each has its
 * own section in the navigation and its own list page, `/[locale]/docs/<name>`.
 */
export const collections = pgTable('collections', {
  /** Lower-case slug, the URL segment and the prefix of its entries' slugs. */
  name: text('name').primaryKey(),
  /**
   * Shown in the navigation and on the list page when no title of the reader's language is known
   * (see `titles`): the title given without a language by an import before titles per language
   * existed, or the collection's name made readable ("quillmark" → "Quillmark").
   */
  title: text('title').notNull(),
  /**
   * The author's titles per site language (`import --title "…" --title "fa=…"`, issue 32): the
   * navigation shows the reader's, else the collection's own title in the reader's language (its
   * home page's), else one of these (marked with its language), else `title`.
   */
  titles: jsonb('titles').$type<Partial<Record<string, string>>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const entries = pgTable('entries', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull(),
  kind: entryKind('kind').notNull(),
  startDate: date('start_date'),
  startPrecision: datePrecision('start_precision'),
  endDate: date('end_date'),
  endPrecision: datePrecision('end_precision'),
  isCurrent: boolean('is_current').notNull().default(false),
  published: boolean('published').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Where the entry came from: 'seed' (the content/ folder), 'import:<collection>' or 'admin'. */
  origin: text('origin').notNull().default('admin'),
  /** The imported collection the entry belongs to; null for the author's own entries. */
  collection: text('collection').references(() => collections.name, { onDelete: 'cascade' }),
  /**
   * The file the entry was loaded from, relative to its folder and without a language marker
   * ('tutorial/first-steps.md' for en/tutorial/first-steps.md, 'README.md' for README_DE.md):
   * relative links between files are resolved against it. Null for entries created in the admin.
   */
  sourcePath: text('source_path'),
  /**
   * Set by every admin change (save, publish, translation deleted): `seed` and `import` never
   * overwrite such an entry again.
   */
  edited: boolean('edited').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('entries_slug_unique').on(t.slug),
  index('entries_kind_published_idx').on(t.kind, t.published),
  index('entries_collection_idx').on(t.collection),
]);

export const entryTranslations = pgTable('entry_translations', {
  id: serial('id').primaryKey(),
  entryId: integer('entry_id').notNull().references(() => entries.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  /** Markdown. */
  body: text('body').notNull().default(''),
  /** SHA-256 of title + summary + body; re-indexing is skipped when it is unchanged. */
  contentHash: text('content_hash').notNull(),
  /**
   * SHA-256 of the text alone (title, summary, body; lib/content `textHash`), without the index
   * version `content_hash` carries: the version of this text that translations record as their
   * source. Changes only when the text does.
   */
  textHash: text('text_hash').notNull(),
  /**
   * The language of the source this translation was written from (issue 33): the entry's English
   * translation when it has one, else the first in the site's order (lib/content `sourceLocaleOf`).
   * Null for the source itself.
   */
  sourceLocale: text('source_locale'),
  /**
   * The source's `text_hash` when this translation was last written by seed or import with changed
   * text, or saved by the author in the admin. When the source's text no longer has this hash,
   * the translation is *outdated*. Null for the source itself.
   */
  sourceHash: text('source_hash'),
  /**
   * The text is a model's draft published without the author's review, because the profile says
   * so (`machineDrafts: 'publish'`, issue 33 kind 3): its page says "machine-translated". Cleared
   * when the author saves the translation or publishes a reviewed draft.
   */
  machineTranslated: boolean('machine_translated').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('entry_translations_entry_locale_unique').on(t.entryId, t.locale)]);

/**
 * Machine drafts (issue 33, kind 3): a translation the configured model wrote, waiting for the
 * author's review. Kept apart from `entry_translations` on purpose: nothing that serves visitors
 * or the assistant reads this table, so an unreviewed draft is invisible by construction (no page,
 * passage, title or sitemap query has to remember to skip it). Publishing moves the text into
 * `entry_translations` through lib/content `saveEntry` and deletes the draft.
 */
export const translationDrafts = pgTable('translation_drafts', {
  entryId: integer('entry_id').notNull().references(() => entries.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  /** Markdown. */
  body: text('body').notNull(),
  /** The source the draft was written from: its language and `text_hash` then (a changed source makes the draft stale). */
  sourceLocale: text('source_locale').notNull(),
  sourceHash: text('source_hash').notNull(),
  /** `provider:model-id` that wrote it. */
  model: text('model').notNull(),
  /** The call's `cost_ledger` row. */
  ledgerId: integer('ledger_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.entryId, t.locale] })]);

/**
 * The text of a source as translations were written from it (issue 33): one row per version some
 * translation still records (`entry_translations.source_hash`), so the editor shows the source's
 * changes since then as a diff. Written and pruned in the save's transaction (lib/content `saveEntry`).
 */
export const sourceVersions = pgTable('source_versions', {
  entryId: integer('entry_id').notNull().references(() => entries.id, { onDelete: 'cascade' }),
  /** The source's language. */
  locale: text('locale').notNull(),
  /** The version's `text_hash`. */
  textHash: text('text_hash').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  /** Markdown. */
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.entryId, t.locale, t.textHash] })]);

/** Retrieval passages: one chunk of one translation. */
export const chunks = pgTable('chunks', {
  id: serial('id').primaryKey(),
  entryId: integer('entry_id').notNull().references(() => entries.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  ordinal: integer('ordinal').notNull(),
  /** Heading path the chunk sits under, e.g. "Installation › Docker". */
  heading: text('heading').notNull().default(''),
  /** Id of the heading the chunk starts under, the same id the rendered page gives it ('' before the first heading). */
  anchor: text('anchor').notNull().default(''),
  /** Plain text shown to the model and quoted by the extractive answerer. */
  content: text('content').notNull(),
  /** Normalized whole words of heading + content, space-separated (see lib/text). */
  terms: text('terms').notNull(),
  search: tsvector('search').generatedAlwaysAs((): SQL => sql`to_tsvector('simple', ${chunks.terms})`),
  /**
   * BM25F fields (lib/retrieval): stems of the entry's title, of the heading path and of the
   * passage text, each word in order (lengths count every word). `term_stats` and `index_stats`
   * are kept from these by triggers (migration 0012).
   */
  titleStems: text('title_stems').array().notNull().default(sql`'{}'::text[]`),
  headingStems: text('heading_stems').array().notNull().default(sql`'{}'::text[]`),
  bodyStems: text('body_stems').array().notNull().default(sql`'{}'::text[]`),
}, (t) => [
  uniqueIndex('chunks_entry_locale_ordinal_unique').on(t.entryId, t.locale, t.ordinal),
  index('chunks_search_gin').using('gin', t.search),
]);

/**
 * Document frequency of every stem in the passage index (BM25's n(t)) per language: in how many
 * chunks of that language the stem occurs in any field. Per language because a collection mixing
 * languages makes every word of a small translation look rare (the German README's words would
 * outweigh the English pages' on a German question). Kept current by statement-level triggers on `chunks` (insert, update,
 * delete — so import, admin saves, deletes and cascades alike), under one transaction-level
 * advisory lock, so instances sharing a PostgreSQL server never interleave their counts.
 */
export const termStats = pgTable('term_stats', {
  /** Language of the chunks counted: IDF is a property of a term within one language's text. */
  locale: text('locale').notNull(),
  term: text('term').notNull(),
  df: integer('df').notNull(),
}, (t) => [primaryKey({ columns: [t.locale, t.term] })]);

/**
 * BM25F postings: one row per (passage, stem) with the stem's frequency in each field and the
 * fields' lengths (words), so the lexical query reads the query stems' rows through the
 * (locale, term) key instead of scanning every candidate passage's stem arrays (issue 13: 2.5–3×
 * faster at 10k passages, docs/performance.md). Kept by the same statement-level triggers as
 * {@link termStats} (migration 0015): a statement's inserted passages get their rows in one
 * INSERT … SELECT, deleted or updated ones lose theirs by `chunk_id`. No foreign key: a per-row
 * check on every posting would double the import's cost; the triggers are the only writers.
 */
export const chunkTerms = pgTable('chunk_terms', {
  chunkId: integer('chunk_id').notNull(),
  /** The passage's entry (its published flag and translations filter the candidates). */
  entryId: integer('entry_id').notNull(),
  locale: text('locale').notNull(),
  term: text('term').notNull(),
  tfTitle: integer('tf_title').notNull(),
  tfHeading: integer('tf_heading').notNull(),
  tfBody: integer('tf_body').notNull(),
  lenTitle: integer('len_title').notNull(),
  lenHeading: integer('len_heading').notNull(),
  lenBody: integer('len_body').notNull(),
}, (t) => [
  primaryKey({ columns: [t.locale, t.term, t.chunkId] }),
  index('chunk_terms_chunk_idx').on(t.chunkId),
]);

/**
 * Collection statistics for BM25F, one row per language: chunks indexed (N) and total words per
 * field (the average field lengths). Kept by the same triggers as {@link termStats}.
 */
export const indexStats = pgTable('index_stats', {
  locale: text('locale').primaryKey(),
  chunks: integer('chunks').notNull().default(0),
  titleWords: bigint('title_words', { mode: 'number' }).notNull().default(0),
  headingWords: bigint('heading_words', { mode: 'number' }).notNull().default(0),
  bodyWords: bigint('body_words', { mode: 'number' }).notNull().default(0),
});

/**
 * Cross-language lexicon (lib/retrieval/lexicon.ts): a source language's stem → the English stems
 * of its dictionary translations, loaded once per database from FreeDict. Read-only at question time.
 */
export const lexicon = pgTable('lexicon', {
  /** The source (question) language. */
  locale: text('locale').notNull(),
  /** Stem of a headword in that language (its stemmer, as question words are stemmed). */
  term: text('term').notNull(),
  /** English stems of the headword's single-word translations, dictionary order. */
  translations: text('translations').array().notNull(),
}, (t) => [primaryKey({ columns: [t.locale, t.term] })]);

/** Which dictionary each language's {@link lexicon} rows came from (one row per language). */
export const lexicons = pgTable('lexicons', {
  locale: text('locale').primaryKey(),
  /** dictd file stem, e.g. `freedict-deu-eng`. */
  dictionary: text('dictionary').notNull(),
  /** Source stems loaded. */
  terms: integer('terms').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Passages that read like instructions to an assistant (lib/content `findInstructionPassages`),
 * found when a chunk is built (seed, import, admin saves): reported on the dashboard, never
 * blocking. Keyed by chunk, so the flags live and die with the passage they describe.
 */
export const passageFlags = pgTable('passage_flags', {
  id: serial('id').primaryKey(),
  chunkId: integer('chunk_id').notNull().references(() => chunks.id, { onDelete: 'cascade' }),
  /** Which cue matched: 'role-marker', 'ignore-instructions', 'system-prompt', … */
  rule: text('rule').notNull(),
  /** The matching line of the passage, at most 200 characters. */
  excerpt: text('excerpt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('passage_flags_chunk_idx').on(t.chunkId)]);

/** One embedding per chunk and model; the model's name is part of the key. */
export const embeddings = pgTable('embeddings', {
  chunkId: integer('chunk_id').notNull().references(() => chunks.id, { onDelete: 'cascade' }),
  model: text('model').notNull(),
  embedding: anyVector('embedding').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.chunkId, t.model] })]);

/**
 * Threshold calibrations (design, Layer 2 "Calibration"): one row per `calibrate` run, with the
 * embedder and corpus it measured. The pipeline uses the newest applied row for its embedder.
 */
export const calibrations = pgTable('calibrations', {
  id: serial('id').primaryKey(),
  /** Embedder id, or 'keyword-only'. */
  embedder: text('embedder').notNull(),
  /** SHA-256 over the indexed chunks (ids and texts) the run measured. */
  corpusHash: text('corpus_hash').notNull(),
  threshold: real('threshold').notNull(),
  /** The run passed: no must-refuse question over the threshold, reverse error within the goal. */
  passes: boolean('passes').notNull(),
  /** Set when the run was applied (only a passing run can be). */
  applied: boolean('applied').notNull().default(false),
  record: jsonb('record').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('calibrations_embedder_idx').on(t.embedder, t.createdAt)]);

/**
 * The cost ledger (design, "Cost and abuse"): one durable row per model call. A row is written as
 * `reserved` with the call's upper bound before the call, then `settled` to what it cost or
 * `released` when the call never ran. Amounts are integer nano-USD (1e-9 USD) so sums are exact.
 * The month's spend is the sum of `reserved_nusd` for open reservations and `cost_nusd` otherwise.
 */
export const costLedger = pgTable('cost_ledger', {
  id: serial('id').primaryKey(),
  /** UTC calendar month the call counts against, 'YYYY-MM'. */
  month: text('month').notNull(),
  /** 'answer', 'embedding', 'rerank', 'decision' or 'condense' (CallKind, lib/cost). */
  kind: text('kind').notNull(),
  /** `provider:model-id` as configured. */
  model: text('model').notNull(),
  /** 'reserved' | 'settled' | 'released'. */
  status: text('status').notNull(),
  /** Upper bound reserved before the call, nano-USD. */
  reservedNusd: bigint('reserved_nusd', { mode: 'number' }).notNull(),
  /** What the call cost, nano-USD; null while reserved. */
  costNusd: bigint('cost_nusd', { mode: 'number' }),
  /** The bound's prompt size, UTF-8 bytes (= tokens at one token per byte). */
  promptBytes: integer('prompt_bytes').notNull(),
  inputTokens: integer('input_tokens'),
  outputTokens: integer('output_tokens'),
  /** UTF-8 bytes of text received from the provider before the stream ended or was closed. */
  receivedBytes: integer('received_bytes'),
  /** 'provider' (reported usage), 'estimated' (bytes as tokens) or 'mixed'. */
  usageSource: text('usage_source'),
  /** How the call ended: 'finished', 'aborted', 'stopped', 'error'. */
  ending: text('ending'),
  /**
   * The settlement against the call's bound (lib/cost `billedTokens`): null within it; 'clamped'
   * when an estimated part (received bytes as tokens) ran past the output limit and was cut to
   * it; 'reported-over' when the provider reported more than the bound (recorded as reported).
   */
  boundNote: text('bound_note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
}, (t) => [index('cost_ledger_month_idx').on(t.month, t.status)]);

/**
 * The month's spend as one row: Σ over the month's {@link costLedger} rows of the reserved bound
 * (open reservations) or the cost (settled and released ones), nano-USD. Kept by row triggers on
 * `cost_ledger` (migration 0019: insert, update, delete; a truncate empties it), so a reservation
 * checks the cap against one row it locks for a single statement instead of summing the month
 * under an advisory lock held across a transaction's round trips — which, with 100 concurrent
 * answers on a pool of five connections, queued reservations past the ledger's time limit and
 * refused them as "monthly limit reached" (issue 26, `npm run bench:chat -- --database server`).
 */
export const costMonths = pgTable('cost_months', {
  /** UTC calendar month, 'YYYY-MM' (as `cost_ledger.month`). */
  month: text('month').primaryKey(),
  spentNusd: bigint('spent_nusd', { mode: 'number' }).notNull().default(0),
});

/**
 * Progress of a re-index started from the admin editor (lib/admin/progress): one row per save that
 * has passages to embed, polled by the form; rows older than a day are pruned.
 */
export const indexProgress = pgTable('index_progress', {
  /** Random id the editor sends with the save (32 hex digits). */
  jobId: text('job_id').primaryKey(),
  /** Passages embedded so far. */
  done: integer('done').notNull(),
  /** Passages the save has to embed. */
  total: integer('total').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The author's profile (lib/profile): one row, id 1, holding the profile validated by
 * lib/profile's zod schema — names in the site languages, the forms and pronouns the assistant
 * reads as the author, headline, location, contact, links. A document of localized maps and
 * lists, read whole on every request, so one jsonb column rather than a table per field.
 */
export const authorProfile = pgTable('author_profile', {
  id: integer('id').primaryKey().default(1),
  data: jsonb('data').notNull(),
  /** 'seed' (written by `seed` from content/profile.json; `seed` may refresh it) or 'admin' (saved by the author; `seed` never touches it). */
  origin: text('origin').notNull().default('admin'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('author_profile_single_row', sql`${t.id} = 1`)]);

export type EntryRow = typeof entries.$inferSelect;
export type CollectionRow = typeof collections.$inferSelect;
export type TranslationRow = typeof entryTranslations.$inferSelect;
export type ChunkRow = typeof chunks.$inferSelect;

/*
 * Authentication (Better Auth, drizzle adapter). Table shapes follow Better Auth's core schema
 * (user, session, account, verification); the adapter maps them by the keys passed in
 * lib/auth, so the tables can carry an `auth_` prefix and snake_case columns. The site has one
 * account, the author's, created by `npm run assistant -- admin create`.
 */
export const authUsers = pgTable('auth_users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const authSessions = pgTable('auth_sessions', {
  id: text('id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  userId: text('user_id').notNull().references(() => authUsers.id, { onDelete: 'cascade' }),
}, (t) => [index('auth_sessions_user_idx').on(t.userId)]);

export const authAccounts = pgTable('auth_accounts', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  providerId: text('provider_id').notNull(),
  userId: text('user_id').notNull().references(() => authUsers.id, { onDelete: 'cascade' }),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
  refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
  scope: text('scope'),
  /** The library's password hash (scrypt), never the password. */
  password: text('password'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('auth_accounts_user_idx').on(t.userId)]);

export const authVerifications = pgTable('auth_verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per finished answer, for the author's dashboard: the outcome, which layer decided it and
 * why (refusal category, gate-stop reason). No answer text. A question's text is kept only for a
 * content gap (issue 25: refused at the threshold or by the decision stage, withheld by the gate,
 * answered with low confidence, or voted not helpful), with e-mail addresses, phone numbers and
 * URLs removed (lib/gate `redactContactDetails`), cut to a bounded length, and only for
 * GAP_RETENTION_DAYS (lib/feedback `purgeExpiredGaps` clears it). Pattern refusals are never kept.
 */
export const assistantEvents = pgTable('assistant_events', {
  id: serial('id').primaryKey(),
  /**
   * The answer's public id (a random UUID): the chat's `done` event carries it, and a visitor's
   * vote (answer_feedback) names it. Null for rows written before issue 25.
   */
  answerId: uuid('answer_id').unique(),
  /** answered | refused | withheld | truncated | error */
  outcome: text('outcome').notNull(),
  /** pattern-refusal | threshold-refusal | decision-refusal | entries | passages | gate | error */
  layer: text('layer').notNull(),
  /** Refusal category (L1) or gate-stop reason (L4); null when none applies. */
  reason: text('reason'),
  locale: text('locale').notNull(),
  /**
   * The decision stage's probability of its choice (passage or "none"), in [0, 1]; null when the
   * stage did not run, failed, or its provider gives no probability (structured-output path).
   */
  decisionProbability: real('decision_probability'),
  /** The answer's confidence in [0, 1] (lib/assistant/confidence.ts); null when no answer was attempted. */
  confidence: real('confidence'),
  /** high | medium | low; null when no answer was attempted. */
  confidenceBand: text('confidence_band'),
  /** The visitor's question, redacted and bounded, when the answer is a content gap; null otherwise and after the retention period. */
  questionText: text('question_text'),
  /**
   * SHA-256 (hex) of the answer id and the redacted question, for every answer but pattern
   * refusals: a "not helpful" vote that sends the question back is kept only when it matches
   * (the vote cannot attach another text). Cleared with the text after the retention period.
   */
  questionDigest: text('question_digest'),
  /** The entry retrieval came closest to (its best passage's entry); null when none or deleted. */
  nearestEntryId: integer('nearest_entry_id').references(() => entries.id, { onDelete: 'set null' }),
  /**
   * When the gate stopped the answer (issue 34, kind 6): the kind of value its first failing check
   * read — number | url | email | phone | name | marker | words (lib/gate VALUE_KINDS) — and where
   * it stood in the stopped sentence (UTF-16 offsets; null when the check reads the whole
   * sentence). Never the value or the sentence. Null for answers the gate did not stop.
   */
  guardKind: text('guard_kind'),
  guardStart: integer('guard_start'),
  guardEnd: integer('guard_end'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('assistant_events_created_idx').on(t.createdAt)]);

/** Reasons a visitor may give for "not helpful" (issue 25), in the order the chat lists them. */
export const FEEDBACK_REASONS = ['wrong', 'off-topic', 'should-answer', 'should-not-answer', 'other'] as const;

/**
 * One visitor vote per answer (issue 25): helpful or not, and for "not helpful" an optional
 * reason from {@link FEEDBACK_REASONS} and, with `other`, a short comment (redacted like a kept
 * question and cleared after the retention period). A second vote on the same answer replaces it.
 */
export const answerFeedback = pgTable('answer_feedback', {
  id: serial('id').primaryKey(),
  answerId: uuid('answer_id').notNull().unique().references(() => assistantEvents.answerId, { onDelete: 'cascade' }),
  helpful: boolean('helpful').notNull(),
  reason: text('reason'),
  comment: text('comment'),
  /** The reader's language when they voted. */
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('answer_feedback_reason_check', sql`${t.reason} is null or (not ${t.helpful} and ${t.reason} in ('wrong', 'off-topic', 'should-answer', 'should-not-answer', 'other'))`),
  index('answer_feedback_created_idx').on(t.createdAt),
]);

/**
 * Rate-limit checks that failed open (issue 32, kind 4): per day, limiter (`chat`, `signin`,
 * `feedback`) and reason (`timeout`: the store gave no answer in time; `error`: it failed), the
 * number of requests let through unlimited. Counted, never the request: the dashboard shows them.
 */
export const rateLimitFailOpens = pgTable('rate_limit_fail_opens', {
  day: date('day').notNull(),
  limiter: text('limiter').notNull(),
  reason: text('reason').notNull(),
  count: integer('count').notNull(),
}, (t) => [
  primaryKey({ columns: [t.day, t.limiter, t.reason] }),
  check('rate_limit_fail_opens_reason_check', sql`${t.reason} in ('timeout', 'error')`),
]);
