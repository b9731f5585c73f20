/**
 * Imports a folder of Markdown files as articles. The slug is derived from the folder name and the
 * file's relative path, so re-importing the same folder updates the same entries.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { z } from 'zod';
import type { Db } from '@/lib/db/client';
import type { Locale } from '@/lib/text';
import { applyIngestRules, countByRule, ingestDrops, type IngestRule } from './ingest';
import { saveEntry, type PassageFlag } from './store';

/** Thrown for an unusable import folder. */
export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportError';
  }
}

const frontMatterSchema = z.object({
  title: z.string().trim().min(1).optional(),
  description: z.string().trim().optional(),
  summary: z.string().trim().optional(),
  date: z.union([z.string(), z.date()]).optional(),
}).passthrough();

/** Result of an import. */
export interface ImportReport {
  files: number;
  created: number;
  updated: number;
  unchanged: number;
  chunks: number;
  skipped: { file: string; reason: string }[];
  /** Passages that read like instructions to an assistant, per file (imported all the same). */
  flagged: ({ file: string } & PassageFlag)[];
  /**
   * Blocks left out of the passages by each ingest rule (./ingest), over every imported file —
   * changed or not, so the figure describes the corpus. The pages themselves keep them.
   */
  dropped: Record<IngestRule, number>;
}

/** kebab-case ASCII slug of a path, e.g. "fetching/dynamic.md" → "fetching-dynamic". */
export function slugFromPath(prefix: string, relPath: string): string {
  const base = `${prefix}/${relPath.replace(/\.md$/i, '')}`;
  return base.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

async function listMarkdown(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const d of await readdir(dir, { withFileTypes: true })) {
    if (d.name.startsWith('.')) continue;
    const full = path.join(dir, d.name);
    if (d.isDirectory()) out.push(...await listMarkdown(full));
    else if (d.isFile() && /\.md$/i.test(d.name)) out.push(full);
  }
  return out.sort();
}

/**
 * Title from front matter, else the first level-1 heading the ingest rules keep, else the file's
 * name made readable ("fetching/choosing.md" → "Choosing"; an "index.md" takes its folder's name).
 * A level-2 heading is a section, not the document's title, so it is never used. Headings are read
 * from the Markdown tree: a `# comment` line inside a code block is code, and a heading the ingest
 * rules drop (a README's "# Platinum Sponsors" above a logo wall) does not name the page.
 */
export function titleOf(data: { title?: string }, markdown: string, relPath: string, folderName: string): string {
  if (data.title) return data.title;
  const { tree } = applyIngestRules(unified().use(remarkParse).parse(markdown) as Root);
  const h1 = tree.children.find((n) => n.type === 'heading' && n.depth === 1);
  const text = h1 ? toString(h1).replace(/\s+/g, ' ').trim() : '';
  if (text) return text;
  const parts = relPath.replace(/\.md$/i, '').split('/');
  const name = parts.at(-1)!.toLowerCase() === 'index' ? (parts.at(-2) ?? folderName) : parts.at(-1)!;
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Translated copies are named NAME_<LANG>.md (e.g. README_CN.md); the suffix gives their locale.
const SUFFIX_LOCALES: Record<string, Locale | null> = {
  EN: 'en', FA: 'fa', DE: 'de', FR: 'fr', ES: 'es', PT: 'pt', PT_BR: 'pt', RU: 'ru', AR: 'ar', HI: 'hi', ZH: 'zh', CN: 'zh',
  JP: null, JA: null, KR: null, KO: null, IT: null, TR: null,
};

/**
 * Locale of a file from its language suffix, else `fallback`.
 * @returns the locale, or null for a language the site does not publish (the file is skipped)
 */
export function localeOfFile(relPath: string, fallback: Locale): Locale | null {
  const m = /_([A-Z]{2}(?:_[A-Z]{2})?)\.md$/i.exec(relPath);
  if (!m) return fallback;
  const code = m[1]!.toUpperCase();
  return code in SUFFIX_LOCALES ? SUFFIX_LOCALES[code]! : fallback;
}

function dateOf(value: string | Date | undefined): string | null {
  if (!value) return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
}

/**
 * Imports every `*.md` under `folder` (recursively) as a published article in `locale` (or the
 * locale of its language suffix, see {@link localeOfFile}).
 * The file list is known before any write (design: "know the list of pages before fetching").
 * @param onProgress called after each file with (done, total, relative path)
 * @throws {ImportError} when the folder does not exist or holds no Markdown
 */
export async function importFolder(db: Db, folder: string, opts: { locale?: Locale; onProgress?: (done: number, total: number, file: string) => void } = {}): Promise<ImportReport> {
  const root = path.resolve(folder);
  const info = await stat(root).catch(() => null);
  if (!info?.isDirectory()) throw new ImportError(`not a folder: ${folder}`);
  const files = await listMarkdown(root);
  if (files.length === 0) throw new ImportError(`no Markdown files under ${folder}`);
  const prefix = path.basename(root);
  const locale = opts.locale ?? 'en';
  const report: ImportReport = { files: files.length, created: 0, updated: 0, unchanged: 0, chunks: 0, skipped: [], flagged: [], dropped: countByRule([]) };

  for (const [i, file] of files.entries()) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    const raw = await readFile(file, 'utf8');
    if (raw.includes('\u0000')) {
      // PostgreSQL text cannot hold NUL: such a file is binary, not Markdown.
      report.skipped.push({ file: rel, reason: 'contains NUL bytes (not a text file)' });
      opts.onProgress?.(i + 1, files.length, rel);
      continue;
    }
    let parsed: matter.GrayMatterFile<string>;
    try {
      parsed = matter(raw);
    } catch (err) {
      report.skipped.push({ file: rel, reason: `front matter: ${(err as Error).message}` });
      opts.onProgress?.(i + 1, files.length, rel);
      continue;
    }
    const fm = frontMatterSchema.safeParse(parsed.data);
    const data = fm.success ? fm.data : {};
    const body = parsed.content.trim();
    if (!body) {
      report.skipped.push({ file: rel, reason: 'empty' });
      opts.onProgress?.(i + 1, files.length, rel);
      continue;
    }
    const fileLocale = localeOfFile(rel, locale);
    if (!fileLocale) {
      report.skipped.push({ file: rel, reason: 'language the site does not publish' });
      opts.onProgress?.(i + 1, files.length, rel);
      continue;
    }
    const date = dateOf(data.date);
    const r = await saveEntry(db, {
      slug: slugFromPath(prefix, rel),
      kind: 'article',
      startDate: date, startPrecision: date ? 'day' : null, endDate: null, endPrecision: null,
      isCurrent: false, published: true, sortOrder: i, origin: `import:${prefix}`, replaceTranslations: false,
      translations: { [fileLocale]: { title: titleOf(data, body, rel, prefix), summary: data.summary ?? data.description ?? '', body } },
    });
    for (const [rule, n] of Object.entries(countByRule(ingestDrops(body)))) report.dropped[rule as IngestRule] += n;
    if (r.created) report.created++;
    else if (r.reindexed > 0) report.updated++;
    else report.unchanged++;
    report.chunks += r.chunks;
    report.flagged.push(...r.flags.map((f) => ({ file: rel, ...f })));
    opts.onProgress?.(i + 1, files.length, rel);
  }
  return report;
}
