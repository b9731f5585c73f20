import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { EntryCard } from '@/components/EntryCard';
import { entryHref } from '@/lib/assistant/events';
import { database, getEntryBySlug } from '@/lib/db';
import { Link } from '@/lib/i18n/navigation';
import { localizedMetadata, pageLocale } from '@/lib/i18n/page';
import { linkResolverFor } from '@/lib/content';
import { isLocale, type Locale } from '@/lib/text';
import { cache } from 'react';

// Metadata and page read the same entry once per request.
const loadArticle = cache(async (slug: string, locale: Locale) => getEntryBySlug(await database(), { slug, locale }));

export async function generateMetadata({ params }: PageProps<'/[locale]/articles/[slug]'>): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!isLocale(locale)) return {};
  const entry = await loadArticle(slug, locale);
  // A missing article: the page calls notFound(), whose page takes its metadata from the layouts.
  if (!entry || entry.kind !== 'article') return {};
  return localizedMetadata({ locale, path: `/articles/${slug}`, title: entry.title, description: entry.summary, type: 'article' });
}

export default async function ArticlePage({ params }: PageProps<'/[locale]/articles/[slug]'>) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const entry = await loadArticle(slug, locale);
  // A documentation page lives under its collection (its slug was an article's before collections).
  if (entry?.kind === 'doc' && entry.collection) permanentRedirect(`/${locale}${entryHref(entry.kind, entry.slug, entry.collection)}`);
  if (!entry || entry.kind !== 'article') notFound();
  const t = await getTranslations({ locale, namespace: 'entries' });
  const resolveLink = await linkResolverFor(await database(), { entry, locale });
  return (
    <div className="flex flex-col gap-4">
      <Link href="/articles" className="text-sm text-brand hover:underline">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span> {t('backToArticles')}
      </Link>
      {/* The article's title is the page's heading. */}
      <EntryCard entry={entry} locale={locale} showBody markdown={{ resolveLink }} titleAs="h1" />
    </div>
  );
}
