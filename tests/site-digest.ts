/**
 * What the site shows of the author's entries, as data: every list page (getEntriesByKind) and
 * entry page (getEntryBySlug) in every locale and the overview path's list — bodies as SHA-256
 * digests with their lengths, no database ids (they depend on insertion order). Passages are
 * not part of it: they follow from the same text through the same chunker.
 * The content round-trip test compares this for the content/ folder with the digest recorded
 * from the TypeScript seed it replaced (tests/fixtures/seed-pages.json).
 */
import { createHash } from 'node:crypto';
import { getEntriesByKind, getEntriesForOverview, getEntryBySlug, type Db, type LocalizedEntry } from '@/lib/db';
import { LOCALES } from '@/lib/text';

const KINDS = ['cv', 'case_study', 'article', 'service'] as const;

const digest = (s: string) => `${s.length}:${createHash('sha256').update(s).digest('hex').slice(0, 16)}`;

function shown(e: LocalizedEntry | null) {
  if (!e) return null;
  return {
    slug: e.slug, kind: e.kind, startDate: e.startDate, startPrecision: e.startPrecision, endDate: e.endDate, endPrecision: e.endPrecision,
    isCurrent: e.isCurrent, title: e.title, summary: e.summary, body: digest(e.body), textLocale: e.textLocale, isFallback: e.isFallback, bodyLocale: e.bodyLocale,
  };
}

/**
 * @param slugs the entries to look up one by one (published or not: a draft must stay hidden)
 */
export async function siteDigest(db: Db, slugs: string[]) {
  const lists: Record<string, unknown> = {};
  const pages: Record<string, unknown> = {};
  const overview: Record<string, unknown> = {};
  for (const locale of LOCALES) {
    // A list shows the same localized entry as its page: the order and the language shown suffice here.
    for (const kind of KINDS) lists[`${locale}/${kind}`] = (await getEntriesByKind(db, { kind, locale })).map((e) => `${e.slug} (${e.textLocale})`);
    for (const slug of [...slugs].sort()) pages[`${locale}/${slug}`] = shown(await getEntryBySlug(db, { slug, locale }));
    overview[locale] = (await getEntriesForOverview(db, { kinds: [...KINDS], locale, limit: 100 })).map((e) => e.slug);
  }
  return { lists, pages, overview };
}
