import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { EntryCard } from '@/components/EntryCard';
import { database } from '@/lib/db/client';
import { getEntryBySlug } from '@/lib/db/queries';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page';

export default async function ArticlePage({ params }: PageProps<'/[locale]/articles/[slug]'>) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const entry = await getEntryBySlug(await database(), { slug, locale });
  if (!entry || entry.kind !== 'article') notFound();
  const t = await getTranslations({ locale, namespace: 'entries' });
  return (
    <div className="flex flex-col gap-4">
      <Link href="/articles" className="text-sm text-brand hover:underline">← {t('backToArticles')}</Link>
      <EntryCard entry={entry} locale={locale} showBody />
    </div>
  );
}
