import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { EntryCard } from '@/components/EntryCard';
import { entryHref } from '@/lib/assistant/events';
import { database, getCollection, getCollectionEntries } from '@/lib/db';
import { localizedMetadata, otherLanguage, pageLocale } from '@/lib/i18n/page';
import { isLocale } from '@/lib/text';

/**
 * "All pages of <collection> · Name": the collection's title alone is usually also the title of
 * its index page (and that page's `<title>` must differ from this one's).
 */
export async function generateMetadata({ params }: PageProps<'/[locale]/docs/[collection]'>): Promise<Metadata> {
  const { locale, collection } = await params;
  if (!isLocale(locale)) return {};
  const c = await getCollection(await database(), { name: collection, locale });
  // A missing collection: the page calls notFound(), whose page takes its metadata from the layouts.
  if (!c) return {};
  const t = await getTranslations({ locale, namespace: 'docs' });
  return localizedMetadata({ locale, path: `/docs/${c.name}`, title: t('back', { collection: c.title }), description: t('imported') });
}

/** A documentation collection's list page: its published pages in folder order, each linking to its page. */
export default async function CollectionPage({ params }: PageProps<'/[locale]/docs/[collection]'>) {
  const locale = await pageLocale(params);
  const { collection } = await params;
  const db = await database();
  const c = await getCollection(db, { name: collection, locale });
  if (!c) notFound();
  const t = await getTranslations({ locale, namespace: 'docs' });
  const pages = await getCollectionEntries(db, { collection: c.name, locale });
  return (
    <section data-collection={c.name}>
      <h1 className="mb-2 text-2xl font-bold" {...otherLanguage(c.lang, locale)}>{c.title}</h1>
      <p className="mb-4 text-sm text-stone-600">{t('imported')}</p>
      {pages.length === 0 && <p>{t('empty')}</p>}
      <div className="flex flex-col gap-3">
        {pages.map((e) => <EntryCard key={e.id} entry={e} locale={locale} titleHref={`/${locale}${entryHref(e.kind, e.slug, e.collection)}`} />)}
      </div>
    </section>
  );
}
