/**
 * The importer: a folder of Markdown files → entries, one per document with its translations.
 * The same code loads the author's own content (`content/`, by `seed`) and outside documentation
 * (`import <folder>`, into a named collection).
 *
 * Two phases. Reading validates every file first (front matter with zod, titles, languages,
 * agreement between the translations of one document, slugs) and collects every problem; a bad
 * file stops the import with {@link ContentValidationError} before anything is written. Writing
 * then saves one entry per transaction (lib/content/store `saveEntry`): embedding calls (network,
 * seconds each) must not hold a transaction open, and a failure half-way (the database or the
 * embedder going away) leaves every entry either old or new, never mixed — a re-run continues
 * where it stopped, because unchanged text is recognized by its content hash.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/db/client';
import { analyzeRetrievalTables } from '@/lib/db/queries';
import { collections, entries as entriesTable } from '@/lib/db/schema';
import { cleanTitle, documentTitle, LANGUAGE_SUFFIX } from '@/lib/markdown';
import type { Embedder } from '@/lib/providers';
import { explicitDirectionalCharacters, LOCALES, removeExplicitDirectional, type Locale } from '@/lib/text';
import { countByRule, ingestDrops, type IngestRule } from './ingest';
import { deleteEntriesBySlug, saveEntry, type DatePrecision, type EntryInput, type EntryKind, type PassageFlag } from './store';

/** Thrown for an unusable import folder (missing, not a folder, no Markdown). */
export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportError';
  }
}

/** One problem with one file: which file, which front-matter field (or aspect), and why. */
export interface ContentIssue {
  /** Path relative to the imported folder. */
  file: string;
  /** Front-matter field (`start`, `kind`, …), or `front matter` / `slug` / `locale` / `file`. */
  field: string;
  reason: string;
}

/** Thrown when files of a folder are invalid; nothing was written. Lists every problem found. */
export class ContentValidationError extends Error {
  constructor(readonly issues: ContentIssue[]) {
    super(`${issues.length} problem${issues.length === 1 ? '' : 's'} in the content files, nothing was written:\n${issues.map((i) => `  ${i.file}: ${i.field}: ${i.reason}`).join('\n')}`);
    this.name = 'ContentValidationError';
  }
}

/**
 * Thrown when the database refuses a write during an import (issue 32, kind 2: a deep folder's
 * slug broke an index and the import stopped with "Failed query" and no cause). Names the file
 * and the field the refused value came from; the documents before it were written (one
 * transaction each), a re-run continues where it stopped.
 */
export class ImportWriteError extends Error {
  constructor(readonly issue: ContentIssue, readonly written: number, readonly total: number, options: { cause: unknown }) {
    super(`${issue.file}: ${issue.field}: ${issue.reason} (${written} of ${total} page${total === 1 ? '' : 's'} written before it; a re-run continues from there)`, options);
    this.name = 'ImportWriteError';
  }
}

/** The author's own kinds (her record); `doc` is for collections only. */
export const AUTHOR_KINDS = ['cv', 'case_study', 'article', 'service'] as const;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/**
 * Longest slug, characters: the admin's entry form accepts no longer one (lib/admin/schema), and
 * the unique index on `entries.slug` refuses a row over 2,704 bytes (PostgreSQL's btree limit).
 */
export const SLUG_MAX_CHARS = 120;
/** Longest collection name, characters: it is a URL segment and the prefix of every slug of the collection. */
export const COLLECTION_NAME_MAX_CHARS = 48;
/** A collection name: a lower-case slug (it is a URL segment and the prefix of its entries' slugs). */
export const collectionNameSchema = z.string().max(COLLECTION_NAME_MAX_CHARS).regex(SLUG, 'lower-case letters, digits and single dashes');

/** Most characters of a collection's title (a navigation label). */
export const COLLECTION_TITLE_MAX_CHARS = 120;

/**
 * One `--title` of `import`: `Title` (in the import's language) or `xx=Title` for a site language
 * `xx` (issue 32: titles per language). One line, at most {@link COLLECTION_TITLE_MAX_CHARS} characters.
 * @returns the language (null: the import's) and the title
 */
export const collectionTitleSchema = z.string().transform((raw, ctx) => {
  const m = /^([a-z]{2,3}(?:-[A-Za-z0-9]+)*)=(.*)$/s.exec(raw);
  if (m && !(LOCALES as readonly string[]).includes(m[1]!)) {
    ctx.addIssue({ code: 'custom', message: `"${m[1]}" is not a site language (${LOCALES.join(', ')})` });
    return z.NEVER;
  }
  const title = (m ? m[2]! : raw).trim();
  if (!title) ctx.addIssue({ code: 'custom', message: 'the title is empty' });
  else if (/[\r\n\u2028\u2029\u0085]/.test(title)) ctx.addIssue({ code: 'custom', message: 'the title must be one line' });
  else if ([...title].length > COLLECTION_TITLE_MAX_CHARS) ctx.addIssue({ code: 'custom', message: `at most ${COLLECTION_TITLE_MAX_CHARS} characters` });
  return { lang: (m?.[1] ?? null) as Locale | null, title };
});

const dateField = z.union([z.string(), z.number()]).transform(String)
  .pipe(z.string().regex(/^\d{4}(?:-\d{2}(?:-\d{2})?)?$/, 'use YYYY, YYYY-MM or YYYY-MM-DD (the form is the precision)'))
  .refine((s) => { const d = new Date(`${s.padEnd(10, s.length === 4 ? '-01-01' : '-01').slice(0, 10)}T00:00:00Z`); return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s); }, 'not a calendar date');
// PostgreSQL's text cannot hold U+0000: named here, the error says which field (break-it pass, issue 32).
const text = z.string({ error: 'must be text' }).refine((s) => !s.includes('\u0000'), 'must not contain the NUL character (U+0000)');

/**
 * Front matter every file may carry. In an imported collection, keys of other tools (MkDocs'
 * `search`, `hide`, …) are ignored; in the author's own files an unknown key is an error (a
 * misspelt `publshed: false` must not publish a draft). A known key with a bad value is an error.
 * Dates carry their precision in their form: `2019` (year), `2023-02` (month), `2021-03-17` (day).
 */
export const frontMatterSchema = z.object({
  title: text.optional(),
  summary: text.optional(),
  /** MkDocs' name for the summary. */
  description: text.optional(),
  kind: z.enum([...AUTHOR_KINDS, 'doc'], { error: `one of ${AUTHOR_KINDS.join(', ')}` }).optional(),
  slug: z.string({ error: 'must be text' }).max(SLUG_MAX_CHARS, `at most ${SLUG_MAX_CHARS} characters`).regex(SLUG, 'lower-case letters, digits and single dashes').optional(),
  start: dateField.optional(),
  end: dateField.optional(),
  current: z.boolean({ error: 'true or false' }).optional(),
  order: z.number({ error: 'a whole number' }).int('a whole number').min(-10_000).max(10_000).optional(),
  published: z.boolean({ error: 'true or false' }).optional(),
  /** Overrides the language found from the file's name or folder. */
  locale: z.enum(LOCALES, { error: `one of ${LOCALES.join(', ')}` }).optional(),
}).loose();
export type FrontMatter = z.infer<typeof frontMatterSchema>;

/**
 * Files that describe the folder rather than being a page of it, matched by base name at any
 * depth, case-insensitive, any extension: provenance (`SOURCE`), licence and legal notices
 * (`LICENSE`, `LICENCE`, `COPYING`, `NOTICE`), and people (`AUTHORS`, `CONTRIBUTORS`,
 * `CODEOWNERS`). Names from the conventions of GitHub, the REUSE specification and Debian.
 */
export const METADATA_FILES = new Set(['source', 'license', 'licence', 'copying', 'notice', 'authors', 'contributors', 'codeowners']);

const isMetadataFile = (rel: string) => METADATA_FILES.has(path.posix.basename(rel).replace(/\..*$/, '').toLowerCase());

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
/** Country codes used as language codes in file names (README_CN.md) → the language meant. */
const COUNTRY_AS_LANGUAGE: Record<string, string> = { cn: 'zh-Hans', tw: 'zh-Hant', hk: 'zh-Hant', jp: 'ja', kr: 'ko', ua: 'uk', vn: 'vi', cz: 'cs', dk: 'da', se: 'sv', gr: 'el', il: 'he' };

/**
 * The site locale of a language tag (BCP 47, `_` accepted for `-`), as used in file and folder names.
 * @returns the locale; null for a language the site does not publish (Japanese, Traditional
 *   Chinese — the site's Chinese is Simplified); undefined when `tag` is not a language tag at all
 */
export function siteLocaleOf(tag: string): Locale | null | undefined {
  const lower = tag.toLowerCase().replace(/_/g, '-');
  const mapped = COUNTRY_AS_LANGUAGE[lower] ?? lower;
  if (!/^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/.test(mapped.toLowerCase())) return undefined;
  let canonical: string;
  try { canonical = Intl.getCanonicalLocales(mapped)[0]!; } catch { return undefined; }
  const loc = new Intl.Locale(canonical);
  if (!languageNames.of(loc.language)) return undefined;
  if (loc.language === 'zh') {
    const script = loc.script ?? (['TW', 'HK', 'MO'].includes(loc.region ?? '') ? 'Hant' : 'Hans');
    return script === 'Hans' ? 'zh' : null;
  }
  return (LOCALES as readonly string[]).includes(loc.language) ? loc.language as Locale : null;
}


/**
 * The language marker in a file's name, if it has one.
 * @returns the path without the marker and the locale (null: a language the site does not publish), or null when the name has no marker
 */
export function languageSuffix(relPath: string): { key: string; locale: Locale | null; tag: string } | null {
  const m = LANGUAGE_SUFFIX.exec(relPath);
  if (!m) return null;
  const tag = (m[1] ?? m[2])!;
  const locale = siteLocaleOf(tag);
  if (locale === undefined) return null;
  return { key: `${relPath.slice(0, m.index)}.md`, locale, tag };
}

/**
 * Locale of a file from its language suffix, else `fallback`.
 * @returns the locale, or null for a language the site does not publish (the file is skipped)
 */
export function localeOfFile(relPath: string, fallback: Locale): Locale | null {
  const s = languageSuffix(relPath);
  return s ? s.locale : fallback;
}

/** Characters of the hash that ends a shortened slug (hex of SHA-256: 8 digits, one in 4 billion to collide). */
const SLUG_HASH_CHARS = 8;

/**
 * A slug at most `max` characters long: unchanged when it fits, else a readable prefix cut at a
 * dash and the first {@link SLUG_HASH_CHARS} hex digits of the SHA-256 of the whole slug — the way
 * Git and Docker shorten long names, and what keeps two long paths with one prefix apart.
 */
export function boundedSlug(slug: string, max = SLUG_MAX_CHARS): string {
  if (slug.length <= max) return slug;
  const hash = createHash('sha256').update(slug).digest('hex').slice(0, SLUG_HASH_CHARS);
  const room = max - SLUG_HASH_CHARS - 1;
  const cut = slug.slice(0, room + 1);
  const prefix = (cut.lastIndexOf('-') > room / 2 ? cut.slice(0, cut.lastIndexOf('-')) : cut.slice(0, room)).replace(/-+$/, '');
  return `${prefix}-${hash}`;
}

/**
 * kebab-case ASCII slug of a path, e.g. "fetching/dynamic.md" → "fetching-dynamic"; at most
 * {@link SLUG_MAX_CHARS} characters ({@link boundedSlug}: a deep folder's path keeps its start and
 * ends with a hash of the whole).
 */
export function slugFromPath(prefix: string, relPath: string): string {
  const base = `${prefix}/${relPath.replace(/\.md$/i, '')}`;
  return boundedSlug(base.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, ''));
}

/**
 * Title from front matter, else the first level-1 heading outside code (Markdown or a raw-HTML
 * `<h1>`, attr_list ids removed; lib/markdown `documentTitle`), else the file's name made readable
 * ("fetching/choosing.md" → "Choosing"; an "index.md" takes its folder's name). Always one line.
 */
export function titleOf(data: { title?: string }, markdown: string, relPath: string, folderName: string): string {
  const fromFrontMatter = data.title ? cleanTitle(data.title) : '';
  if (fromFrontMatter) return fromFrontMatter;
  const heading = documentTitle(markdown);
  if (heading) return heading;
  const parts = relPath.replace(/\.md$/i, '').split('/');
  const name = parts.at(-1)!.toLowerCase() === 'index' ? (parts.at(-2) ?? folderName) : parts.at(-1)!;
  const words = cleanTitle(name.replace(/[-_]+/g, ' '));
  return words.charAt(0).toUpperCase() + words.slice(1);
}

async function listMarkdown(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const d of await readdir(dir, { withFileTypes: true })) {
    if (d.name.startsWith('.') || d.name === 'node_modules') continue;
    const full = path.join(dir, d.name);
    if (d.isDirectory()) out.push(...await listMarkdown(full));
    else if (d.isFile() && /\.md$/i.test(d.name)) out.push(full);
  }
  return out.sort();
}

/**
 * A folder laid out as one sub-folder per language (`en/`, `de/`, `pt-BR/` …, each with the same
 * relative paths, as MkDocs projects translate): every top-level folder is named by a language
 * tag and at least one is a language the site publishes.
 */
async function languageFolders(root: string): Promise<boolean> {
  const dirs = (await readdir(root, { withFileTypes: true })).filter((d) => d.isDirectory() && !d.name.startsWith('.'));
  if (dirs.length === 0) return false;
  const locales = dirs.map((d) => siteLocaleOf(d.name));
  return locales.every((l) => l !== undefined) && locales.some((l) => l !== null);
}

/** Parses YAML front matter with the core schema: dates stay text (`2023-02` is a month, not a timestamp). */
const matterOptions = { engines: { yaml: (s: string) => (yaml.load(s, { schema: yaml.CORE_SCHEMA }) ?? {}) as object } };

/** One translation of a document, validated. */
interface ParsedFile {
  file: string;
  locale: Locale;
  data: FrontMatter;
  title: string;
  summary: string;
  body: string;
}

/** A document of the folder: one entry with its translations, ready to save. */
export interface ContentDocument {
  /** Folder-relative path without a language marker (the entry's `source_path`). */
  key: string;
  /** Files it was read from, in locale order. */
  files: string[];
  entry: EntryInput;
}

/** Everything read from a folder, before any write. */
export interface ContentFolder {
  /** Markdown files found. */
  files: number;
  documents: ContentDocument[];
  skipped: { file: string; reason: string }[];
  /** Files whose text held explicit directional formatting (removed on reading): see {@link DirectionalFinding}. */
  directional: DirectionalFinding[];
}

/**
 * Explicit directional formatting characters found in a file (UAX #9 embeddings, overrides and
 * isolates: issue 34, kind 1). They make a title, heading, link text or body display other than it
 * reads ("95 ‮ruoh na sorue‬" shows as "95 euros an hour" while the assistant's checks read it as
 * written), so the importer removes them — titles, headings, link texts and bodies then display as
 * they are checked — and reports where they stood. Implicit marks (LRM, RLM, ALM) stay.
 */
export interface DirectionalFinding {
  file: string;
  /** 1-based line numbers in the file. */
  lines: number[];
  /** The characters found, e.g. `U+202E RLO`, each once. */
  characters: string[];
}

/** A file's text without explicit directional formatting, and where it stood (null when none). */
function withoutDirectionalFormatting(file: string, raw: string): { text: string; finding: DirectionalFinding | null } {
  const found = explicitDirectionalCharacters(raw);
  if (found.length === 0) return { text: raw, finding: null };
  const lines = [...new Set(found.map((c) => raw.slice(0, c.index).split('\n').length))];
  return { text: removeExplicitDirectional(raw), finding: { file, lines, characters: [...new Set(found.map((c) => `${c.codePoint} ${c.name}`))] } };
}

export interface ReadOptions {
  /** Collection name: the folder's pages become `doc` entries of it. null: the author's own entries (kinds from front matter). */
  collection: string | null;
  /** Language of files without a language marker (default `en`). */
  locale?: Locale;
  /** `origin` written to the entries (default 'seed' for the author's entries, 'import:<collection>' for a collection). */
  origin?: string;
}

const ENTRY_FIELDS = ['kind', 'slug', 'start', 'end', 'current', 'order', 'published'] as const;

function precisionOf(d: string): DatePrecision {
  return d.length === 4 ? 'year' : d.length === 7 ? 'month' : 'day';
}
/** 'YYYY[-MM[-DD]]' → the stored date (first day of the period). */
function storedDate(d: string): string {
  return d.length === 4 ? `${d}-01-01` : d.length === 7 ? `${d}-01` : d;
}

/**
 * Reads and validates a folder without writing anything.
 * @throws {ImportError} when the folder does not exist or holds no Markdown
 * @throws {ContentValidationError} with every problem found (file, field, reason)
 */
export async function readContentFolder(folder: string, opts: ReadOptions): Promise<ContentFolder> {
  const root = path.resolve(folder);
  const info = await stat(root).catch(() => null);
  if (!info?.isDirectory()) throw new ImportError(`not a folder: ${folder}`);
  const all = await listMarkdown(root);
  if (all.length === 0) throw new ImportError(`no Markdown files under ${folder}`);
  const folderName = path.basename(root);
  const fallback = opts.locale ?? 'en';
  const byLanguageFolder = await languageFolders(root);
  const collection = opts.collection;
  const issues: ContentIssue[] = [];
  const skipped: ContentFolder['skipped'] = [];
  const directional: DirectionalFinding[] = [];
  const groups = new Map<string, ParsedFile[]>();

  for (const full of all) {
    const rel = path.relative(root, full).split(path.sep).join('/');
    if (isMetadataFile(rel)) { skipped.push({ file: rel, reason: 'metadata file (provenance, licence or people), not a page' }); continue; }
    let key = rel;
    let locale: Locale | null = fallback;
    if (byLanguageFolder) {
      const [top, ...rest] = rel.split('/');
      if (rest.length === 0) { skipped.push({ file: rel, reason: 'outside the language folders' }); continue; }
      locale = siteLocaleOf(top!)!;
      key = rest.join('/');
      if (locale === null) { skipped.push({ file: rel, reason: `language the site does not publish (${top})` }); continue; }
    } else {
      const suffix = languageSuffix(rel);
      if (suffix) {
        key = suffix.key;
        locale = suffix.locale;
        if (locale === null) { skipped.push({ file: rel, reason: `language the site does not publish (${suffix.tag})` }); continue; }
      }
    }
    const read = await readFile(full, 'utf8');
    // PostgreSQL text cannot hold NUL: such a file is binary, not Markdown.
    if (read.includes('\u0000')) { skipped.push({ file: rel, reason: 'contains NUL bytes (not a text file)' }); continue; }
    const { text: raw, finding } = withoutDirectionalFormatting(rel, read);
    if (finding) directional.push(finding);
    let parsed: matter.GrayMatterFile<string>;
    try {
      parsed = matter(raw, matterOptions);
    } catch (err) {
      issues.push({ file: rel, field: 'front matter', reason: `not valid YAML: ${(err as Error).message.split('\n')[0]}` });
      continue;
    }
    if (typeof parsed.data !== 'object' || Array.isArray(parsed.data)) {
      issues.push({ file: rel, field: 'front matter', reason: 'must be a mapping of fields' });
      continue;
    }
    const fm = frontMatterSchema.safeParse(parsed.data);
    if (!fm.success) {
      for (const issue of fm.error.issues) issues.push({ file: rel, field: issue.path.join('.') || 'front matter', reason: issue.message });
      continue;
    }
    const data = fm.data;
    if (collection === null) {
      const unknown = Object.keys(data).filter((k) => !(k in frontMatterSchema.shape));
      if (unknown.length) {
        for (const k of unknown) issues.push({ file: rel, field: k, reason: `unknown field (known: ${Object.keys(frontMatterSchema.shape).join(', ')})` });
        continue;
      }
    }
    if (data.locale) locale = data.locale;
    const body = parsed.content.trim();
    const summary = cleanTitle(data.summary ?? data.description ?? '');
    if (collection !== null) {
      if (data.kind && data.kind !== 'doc') { issues.push({ file: rel, field: 'kind', reason: `a collection holds documentation pages; remove "kind: ${data.kind}"` }); continue; }
      if (!body && !summary) { skipped.push({ file: rel, reason: 'empty' }); continue; }
    } else if (!data.kind || data.kind === 'doc') {
      issues.push({ file: rel, field: 'kind', reason: data.kind ? 'doc is for imported collections' : `required: one of ${AUTHOR_KINDS.join(', ')}` });
      continue;
    }
    const title = titleOf(data, body, key, folderName);
    const list = groups.get(key) ?? [];
    const twin = list.find((f) => f.locale === locale);
    if (twin) { issues.push({ file: rel, field: 'locale', reason: `${twin.file} is already the ${locale} text of ${key}` }); continue; }
    list.push({ file: rel, locale, data, title, summary, body });
    groups.set(key, list);
  }

  const documents: ContentDocument[] = [];
  const slugOwner = new Map<string, string>();
  const keys = [...groups.keys()].sort();
  for (const [order, key] of keys.entries()) {
    const files = groups.get(key)!.sort((a, b) => LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale));
    // Entry-level fields may be given in any translation; where several give one, they must agree.
    const agreed: Partial<Record<(typeof ENTRY_FIELDS)[number], { value: unknown; file: string }>> = {};
    let conflict = false;
    for (const f of files) {
      for (const field of ENTRY_FIELDS) {
        const value = f.data[field];
        if (value === undefined) continue;
        const seen = agreed[field];
        if (seen && seen.value !== value) {
          issues.push({ file: f.file, field, reason: `${JSON.stringify(value)} differs from ${JSON.stringify(seen.value)} in ${seen.file} (one entry, one value)` });
          conflict = true;
        } else if (!seen) agreed[field] = { value, file: f.file };
      }
    }
    if (conflict) continue;
    const get = <T>(field: (typeof ENTRY_FIELDS)[number]) => agreed[field]?.value as T | undefined;
    const start = get<string>('start');
    const end = get<string>('end');
    const current = get<boolean>('current') ?? false;
    const first = files[0]!.file;
    if (start && end && storedDate(end) < storedDate(start)) { issues.push({ file: agreed.end!.file, field: 'end', reason: `ends (${end}) before it starts (${start})` }); continue; }
    if (current && end) { issues.push({ file: agreed.current!.file, field: 'current', reason: 'a current entry has no end date' }); continue; }
    if (!start && end) { issues.push({ file: agreed.end!.file, field: 'start', reason: 'an end date needs a start date' }); continue; }
    const slug = get<string>('slug') ?? (collection === null ? slugFromPath('', path.posix.basename(key)) : slugFromPath(collection, key));
    if (collection !== null && !slug.startsWith(`${collection}-`)) { issues.push({ file: agreed.slug?.file ?? first, field: 'slug', reason: `a page of collection ${collection} has a slug starting with "${collection}-"` }); continue; }
    const owner = slugOwner.get(slug);
    if (owner) { issues.push({ file: first, field: 'slug', reason: `"${slug}" is also the slug of ${owner}` }); continue; }
    slugOwner.set(slug, first);
    documents.push({
      key,
      files: files.map((f) => f.file),
      entry: {
        slug,
        kind: (collection === null ? get<EntryKind>('kind')! : 'doc'),
        startDate: start ? storedDate(start) : null, startPrecision: start ? precisionOf(start) : null,
        endDate: end ? storedDate(end) : null, endPrecision: end ? precisionOf(end) : null,
        isCurrent: current,
        published: get<boolean>('published') ?? true,
        sortOrder: get<number>('order') ?? (collection === null ? 0 : order),
        origin: opts.origin ?? (collection === null ? 'seed' : `import:${collection}`),
        collection,
        sourcePath: key,
        translations: Object.fromEntries(files.map((f) => [f.locale, { title: f.title, summary: f.summary, body: f.body }])),
        // The author's files are each entry's whole text: a translation whose file is gone is removed.
        // A collection import only adds and updates (another folder may hold other languages of it).
        replaceTranslations: collection === null,
      },
    });
  }
  if (issues.length) throw new ContentValidationError(issues);
  return { files: all.length, documents, skipped, directional };
}

/** Result of an import. */
export interface ImportReport {
  /** The collection written to; null for the author's own entries. */
  collection: string | null;
  /** Markdown files found. */
  files: number;
  /** Entries in the folder (a document and its translations are one). */
  documents: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Slugs of entries edited in the admin: not overwritten. */
  kept: string[];
  chunks: number;
  skipped: { file: string; reason: string }[];
  /** Slugs of entries of this collection (or of the seed) that the folder no longer holds. */
  stale: string[];
  /** Stale entries deleted (`prune`). */
  pruned: number;
  /** Passages that read like instructions to an assistant, per file (imported all the same). */
  flagged: ({ file: string } & PassageFlag)[];
  /** Files whose explicit directional formatting was removed on import ({@link DirectionalFinding}). */
  directional: DirectionalFinding[];
  /**
   * Blocks left out of the passages by each ingest rule (./ingest), over every imported file —
   * changed or not, so the figure describes the corpus. The pages themselves keep them.
   */
  dropped: Record<IngestRule, number>;
}

export interface ImportOptions {
  /** Collection name (a slug); default: the folder's name as a slug. null: the author's own entries (`seed`). */
  collection?: string | null;
  /**
   * The collection's titles per language, shown in the navigation and on its list page (merged
   * into those kept from earlier imports). Without any, the collection's own title — its home
   * page's, per language — is shown (lib/db `collectionTitle`).
   */
  collectionTitles?: Partial<Record<Locale, string>>;
  locale?: Locale;
  origin?: string;
  /** Delete entries of the collection that the folder no longer holds. */
  prune?: boolean;
  /** Embedder for the saves; default: the configured one (lib/content `indexingEmbedder`). */
  embedder?: Embedder | null;
  /** Called after each document with (done, total, first file). */
  onProgress?: (done: number, total: number, file: string) => void;
}

/** A folder name as a collection name: "Scrapling Docs" → "scrapling-docs" (at most {@link COLLECTION_NAME_MAX_CHARS} characters). */
export function collectionNameOf(folder: string): string {
  return boundedSlug(slugFromPath('', path.basename(path.resolve(folder))), COLLECTION_NAME_MAX_CHARS) || 'docs';
}

/** The front-matter field (or aspect) a column's value comes from, for {@link ImportWriteError}. */
const FIELD_OF_COLUMN: Record<string, string> = {
  slug: 'slug', kind: 'kind', start_date: 'start', start_precision: 'start', end_date: 'end', end_precision: 'end', is_current: 'current',
  published: 'published', sort_order: 'order', title: 'title', summary: 'summary', body: 'body', locale: 'locale', source_path: 'file',
  collection: 'collection', name: 'collection',
};
/** Tables whose rows are made from a page's body (its passages and their index). */
const BODY_TABLES = new Set(['chunks', 'chunk_terms', 'term_stats', 'passage_flags', 'embeddings']);

/**
 * What a database error says about where it happened: PostgreSQL's error fields (SQLSTATE `code`,
 * `table`, `column`, `constraint`: the ErrorResponse fields of PostgreSQL's frontend/backend
 * protocol, which postgres.js and PGlite both pass on), read from the error or any of its causes
 * (Drizzle wraps the driver's error in "Failed query: …"). An error that names a constraint or an
 * index but no column (a unique index, a CHECK, an index row too large) is read against the
 * catalog (`pg_constraint.conkey`, `pg_index.indkey`) for its column.
 * @returns null when no cause is a database error
 */
export async function databaseErrorSite(db: Db, err: unknown): Promise<{ code: string; table: string | null; column: string | null; message: string } | null> {
  for (let e = err as Record<string, unknown> | undefined, depth = 0; e && depth < 8; e = e.cause as Record<string, unknown> | undefined, depth++) {
    if (typeof e.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code) || typeof e.message !== 'string') continue;
    const str = (k: string) => (typeof e![k] === 'string' && e![k] ? e![k] as string : null);
    const constraint = str('constraint') ?? str('constraint_name');
    let column = str('column') ?? str('column_name');
    if (!column && constraint) {
      const result: unknown = await db.execute(sql`
        select a.attname as "column" from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey) where c.conname = ${constraint}
        union all
        select a.attname from pg_class i join pg_index x on x.indexrelid = i.oid join pg_attribute a on a.attrelid = x.indrelid and a.attnum = any(x.indkey) where i.relname = ${constraint}`).catch(() => null);
      // postgres.js answers an array, PGlite `{ rows }`.
      const list = (Array.isArray(result) ? result : (result as { rows?: { column: string }[] } | null)?.rows ?? []) as { column: string }[];
      column = list.at(-1)?.column ?? null;
    }
    return { code: e.code, table: str('table') ?? str('table_name'), column, message: e.message };
  }
  return null;
}

/** The field of a page that a database error's site points at: a front-matter field, `body`, else `table.column`. */
function fieldOfSite(site: { table: string | null; column: string | null }): string {
  if (site.table && BODY_TABLES.has(site.table)) return 'body';
  if (site.column && FIELD_OF_COLUMN[site.column]) return FIELD_OF_COLUMN[site.column]!;
  return [site.table, site.column].filter(Boolean).join('.') || 'file';
}

/**
 * Imports a folder: every document becomes an entry with its translations (see
 * {@link readContentFolder} for what is read and validated), in a collection or — with
 * `collection: null` — as the author's own entries. Entries edited in the admin are never
 * overwritten (reported as `kept`).
 * @throws {ImportError} for an unusable folder or collection name
 * @throws {ContentValidationError} for invalid files, or slugs that belong to other entries; nothing is written
 */
export async function importFolder(db: Db, folder: string, opts: ImportOptions = {}): Promise<ImportReport> {
  const collection = opts.collection === undefined ? collectionNameOf(folder) : opts.collection;
  if (collection !== null && !collectionNameSchema.safeParse(collection).success) {
    throw new ImportError(`collection name "${collection}": use lower-case letters, digits and single dashes`);
  }
  const read = await readContentFolder(folder, { collection, locale: opts.locale, origin: opts.origin });

  // Slugs held by entries outside this collection (or, for the author's files, by a collection).
  const slugs = read.documents.map((d) => d.entry.slug);
  if (slugs.length) {
    const taken = await db.select({ slug: entriesTable.slug, collection: entriesTable.collection })
      .from(entriesTable).where(and(inArray(entriesTable.slug, slugs), collection === null ? sql`${entriesTable.collection} is not null` : sql`${entriesTable.collection} is distinct from ${collection}`));
    if (taken.length) {
      const docOf = new Map(read.documents.map((d) => [d.entry.slug, d.files[0]!]));
      throw new ContentValidationError(taken.map((t) => ({ file: docOf.get(t.slug)!, field: 'slug', reason: `"${t.slug}" belongs to ${t.collection ? `collection ${t.collection}` : 'the author\'s own entries'}` })));
    }
  }

  if (collection !== null) {
    const titles = Object.fromEntries(Object.entries(opts.collectionTitles ?? {}).map(([l, t]) => [l, t.trim()]).filter(([, t]) => t));
    const readable = collection.replace(/-/g, ' ');
    await db.insert(collections).values({ name: collection, title: readable.charAt(0).toUpperCase() + readable.slice(1), titles })
      .onConflictDoUpdate({ target: collections.name, set: { titles: sql`${collections.titles} || ${JSON.stringify(titles)}::jsonb`, updatedAt: sql`now()` } });
  }

  const report: ImportReport = {
    collection, files: read.files, documents: read.documents.length, created: 0, updated: 0, unchanged: 0, kept: [], chunks: 0,
    skipped: read.skipped, stale: [], pruned: 0, flagged: [], directional: read.directional, dropped: countByRule([]),
  };
  for (const [i, doc] of read.documents.entries()) {
    const r = await saveEntry(db, doc.entry, { embedder: opts.embedder, keepEdited: true }).catch(async (err: unknown) => {
      const site = await databaseErrorSite(db, err);
      if (!site) throw err;
      throw new ImportWriteError({ file: doc.files.join(', '), field: fieldOfSite(site), reason: `the database refused it: ${site.message} (SQLSTATE ${site.code})` }, i, read.documents.length, { cause: err });
    });
    if (r.kept) report.kept.push(doc.entry.slug);
    else if (r.created) report.created++;
    else if (r.reindexed > 0) report.updated++;
    else report.unchanged++;
    report.chunks += r.chunks;
    // Translations and files are in the same (locale) order.
    const translations = Object.values(doc.entry.translations);
    const fileOf = new Map(Object.keys(doc.entry.translations).map((l, k) => [l, doc.files[k]!]));
    for (const t of translations) for (const [rule, n] of Object.entries(countByRule(ingestDrops(t.body ?? '')))) report.dropped[rule as IngestRule] += n;
    report.flagged.push(...r.flags.map((f) => ({ file: fileOf.get(f.locale) ?? doc.files[0]!, ...f })));
    opts.onProgress?.(i + 1, read.documents.length, doc.files[0]!);
  }

  const scope = collection === null
    ? and(isNull(entriesTable.collection), eq(entriesTable.origin, opts.origin ?? 'seed'))
    : eq(entriesTable.collection, collection);
  const stale = await db.select({ slug: entriesTable.slug, edited: entriesTable.edited }).from(entriesTable)
    .where(slugs.length ? and(scope, notInArray(entriesTable.slug, slugs)) : scope);
  report.stale = stale.map((s) => s.slug).sort();
  if (opts.prune && collection !== null) {
    // Entries the author edited are hers now: pruning leaves them.
    report.pruned = await deleteEntriesBySlug(db, stale.filter((s) => !s.edited).map((s) => s.slug));
  }
  // The embedded database has no autovacuum: its planner learns the new index's size here.
  await analyzeRetrievalTables(db);
  return report;
}
