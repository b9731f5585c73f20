import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { database, listCollections } from '@/lib/db';
import { Link } from '@/lib/i18n/navigation';
import { localizedMetadata, otherLanguage, pageLocale } from '@/lib/i18n/page';
import { isLocale } from '@/lib/text';

export async function generateMetadata({ params }: PageProps<'/[locale]/docs'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'docs' });
  return localizedMetadata({ locale, path: '/docs', title: t('heading'), description: t('imported') });
}

/** Every documentation collection imported onto the site, with its number of pages. */
export default async function DocsIndexPage({ params }: PageProps<'/[locale]/docs'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'docs' });
  const list = await listCollections(await database(), { locale });
  return (
    <section>
      <h1 className="mb-2 text-2xl font-bold">{t('heading')}</h1>
      <p className="mb-4 text-sm text-stone-600">{t('imported')}</p>
      {list.length === 0 && <p>{t('empty')}</p>}
      <ul className="flex flex-col gap-2">
        {list.map((c) => (
          <li key={c.name}>
            <Link href={`/docs/${c.name}`} className="text-brand hover:underline" {...otherLanguage(c.lang, locale)}>{c.title}</Link>
            <span className="ms-2 text-sm text-stone-600">{t('pages', { count: c.pages })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
