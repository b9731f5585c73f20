import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DemoCompare } from '@/components/DemoCompare';
import { env } from '@/lib/env';
import { localizedMetadata, pageLocale } from '@/lib/i18n/page';
import { requestProfile, suggestedQuestions } from '@/lib/profile';
import { isLocale } from '@/lib/text';

export async function generateMetadata({ params }: PageProps<'/[locale]/demo'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'demo' });
  return localizedMetadata({ locale, path: '/demo', title: t('title'), description: t('intro') });
}

/**
 * The "with and without sources" demo: one question, the grounded answer beside what the same
 * model says with no sources (POST /api/demo). The page knows whether a model is configured, so in
 * extractive mode it says up front what a model would show.
 */
export default async function Page({ params }: PageProps<'/[locale]/demo'>) {
  const locale = await pageLocale(params);
  const profile = await requestProfile();
  return <DemoCompare locale={locale} mode={env().ASSISTANT_MODEL ? 'model' : 'extractive'} suggestions={suggestedQuestions(profile, locale)} retentionDays={env().GAP_RETENTION_DAYS} />;
}
