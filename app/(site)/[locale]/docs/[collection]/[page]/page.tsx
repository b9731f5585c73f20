import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { EntryCard } from '@/components/EntryCard';
import { linkResolverFor } from '@/lib/content';
import { database, getCollection, getEntryBySlug } from '@/lib/db';
import { Link } from '@/lib/i18n/navigation';
import { localizedMetadata, pageLocale } from '@/lib/i18n/page';
import { isLocale, type Locale } from '@/lib/text';

// Metadata and page read the same entry once per request. The page's slug is `<collection>-<page>`.
const loadPage = cache(async (collection: string, page: string, locale: Locale) => {
  const entry = await getEntryBySlug(await database(), { slug: `${collection}-${page}`, locale });
  return entry && entry.collection === collection ? entry : null;
});

/**
 * "Page title · Collection · Name" (the collection once when the page is titled like it, as an
 * index page usually is): two collections may each have an "Installation" page.
 */
export async function generateMetadata({ params }: PageProps<'/[locale]/docs/[collection]/[page]'>): Promise<Metadata> {
  const { locale, collection, page } = await params;
  if (!isLocale(locale)) return {};
  const entry = await loadPage(collection, page, locale);
  // A missing page: the page calls notFound(), whose page takes its metadata from the layouts.
  if (!entry) return {};
  const c = await getCollection(await database(), { name: collection, locale });
  const title = !c || c.title === entry.title ? entry.title : `${entry.title} · ${c.title}`;
  return localizedMetadata({ locale, path: `/docs/${collection}/${page}`, title, description: entry.summary || undefined, type: 'article' });
}

/** One page of a documentation collection, its links between files rewritten to the site's pages. */
export default async function DocPage({ params }: PageProps<'/[locale]/docs/[collection]/[page]'>) {
  const locale = await pageLocale(params);
  const { collection, page } = await params;
  const entry = await loadPage(collection, page, locale);
  if (!entry) notFound();
  const db = await database();
  const c = await getCollection(db, { name: collection, locale });
  const t = await getTranslations({ locale, namespace: 'docs' });
  const resolveLink = await linkResolverFor(db, { entry, locale });
  return (
    <div className="flex flex-col gap-4" data-doc={entry.slug}>
      <Link href={`/docs/${collection}`} className="text-sm text-brand hover:underline">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span> {t('back', { collection: c?.title ?? collection })}
      </Link>
      <EntryCard entry={entry} locale={locale} showBody titleAs="h1" markdown={{ resolveLink, dropTitle: entry.title, includeNote: t('includeNote', { file: '{file}' }) }} />
    </div>
  );
}
