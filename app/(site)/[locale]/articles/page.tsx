import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EntryList } from '@/components/EntryList';
import { localizedMetadata, pageLocale } from '@/lib/i18n/page';
import { isLocale } from '@/lib/text';

export async function generateMetadata({ params }: PageProps<'/[locale]/articles'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'nav' });
  return localizedMetadata({ locale, path: '/articles', title: t('articles') });
}

export default async function ArticlesPage({ params }: PageProps<'/[locale]/articles'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'nav' });
  return <EntryList kind="article" locale={locale} heading={t('articles')} showBody={false} linkArticles />;
}
