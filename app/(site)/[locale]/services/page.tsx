import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EntryList } from '@/components/EntryList';
import { localizedMetadata, pageLocale } from '@/lib/i18n/page';
import { isLocale } from '@/lib/text';

export async function generateMetadata({ params }: PageProps<'/[locale]/services'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'nav' });
  return localizedMetadata({ locale, path: '/services', title: t('services') });
}

export default async function Page({ params }: PageProps<'/[locale]/services'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'nav' });
  return <EntryList kind="service" locale={locale} heading={t('services')} />;
}
