import { getTranslations } from 'next-intl/server';
import { EntryList } from '@/components/EntryList';
import { pageLocale } from '@/lib/i18n/page';

export default async function Page({ params }: PageProps<'/[locale]/cv'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'nav' });
  return <EntryList kind="cv" locale={locale} heading={t('cv')} />;
}
