/**
 * Translations and their source (issue 33): which translation of an entry is its source, the hash
 * of a text that a translation records as the version it was written from, and the source's
 * changes since that version as a diff for the editor. Pure (no database).
 */
import { createHash } from 'node:crypto';
import { diffLines, diffWordsWithSpace } from 'diff';
import { LOCALES, type Locale } from '@/lib/text';

/** The texts a translation is made of: what its source's version covers. */
export interface TranslationText { title: string; summary: string; body: string }

/**
 * SHA-256 (hex) of a text's title, summary and body — never of the index version, so re-indexing
 * an unchanged text never makes its translations outdated. The input is length-prefixed
 * ("<UTF-8 bytes of title>:<title><UTF-8 bytes of summary>:<summary><body>"), so no two texts
 * share one; migration 0023 computes the same in SQL for the rows it backfills.
 */
export function textHash(t: TranslationText): string {
  const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
  return createHash('sha256').update(`${bytes(t.title)}:${t.title}${bytes(t.summary)}:${t.summary}${t.body}`, 'utf8').digest('hex');
}

/**
 * Order in which an entry's translations are its source: English (the site's fallback, whose body
 * translations without their own borrow), then the site's order (Persian, the author's other
 * complete language, comes next). Migration 0023 uses the same order.
 */
export const SOURCE_ORDER: readonly Locale[] = LOCALES;

/** The source language of an entry that has translations in `locales`; null when it has none. */
export function sourceLocaleOf(locales: Iterable<string>): Locale | null {
  const have = new Set(locales);
  return SOURCE_ORDER.find((l) => have.has(l)) ?? null;
}

/** What a translation records about its source; both null for the source itself. */
export interface SourceRecord { sourceLocale: string | null; sourceHash: string | null }

/**
 * A translation is outdated when it records a source version and the source's current text (its
 * `text_hash`, or null when the source translation is gone) is not that version.
 */
export function isOutdated(t: SourceRecord, currentSourceHash: string | null): boolean {
  return t.sourceHash !== null && t.sourceHash !== currentSourceHash;
}

/** One run of a diff: unchanged, added in the current source, or removed from the version the translation was written from. */
export interface DiffPart { value: string; added: boolean; removed: boolean }

/** The source's changes since the version a translation was written from, per field. */
export interface SourceChanges {
  title: DiffPart[];
  summary: DiffPart[];
  /** Line diff of the Markdown body (jsdiff `diffLines`). */
  body: DiffPart[];
  /** Whether each field changed at all. */
  changed: { title: boolean; summary: boolean; body: boolean };
}

/**
 * Diff between the source's text when the translation was written (`then`) and now: title and
 * summary word by word (jsdiff `diffWordsWithSpace`), the body by lines (`diffLines`; a changed
 * number shows as the line removed and the line added), as the jsdiff package defines them.
 */
export function sourceChanges(then: TranslationText, now: TranslationText): SourceChanges {
  const parts = (d: { value: string; added?: boolean; removed?: boolean }[]): DiffPart[] => d.map((p) => ({ value: p.value, added: Boolean(p.added), removed: Boolean(p.removed) }));
  return {
    title: parts(diffWordsWithSpace(then.title, now.title)),
    summary: parts(diffWordsWithSpace(then.summary, now.summary)),
    body: parts(diffLines(then.body, now.body)),
    changed: { title: then.title !== now.title, summary: then.summary !== now.summary, body: then.body !== now.body },
  };
}
