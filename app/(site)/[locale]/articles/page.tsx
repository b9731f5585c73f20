import { getTranslations } from 'next-intl/server';
import { EntryList } from '@/components/EntryList';
import { pageLocale } from '@/lib/i18n/page';

export default async function ArticlesPage({ params }: PageProps<'/[locale]/articles'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'nav' });
  return <EntryList kind="article" locale={locale} heading={t('articles')} showBody={false} linkArticles />;
}
