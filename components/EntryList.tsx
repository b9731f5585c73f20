import { getTranslations } from 'next-intl/server';
import { database, getEntriesByKind, type EntryKind } from '@/lib/db';
import type { Locale } from '@/lib/text';
import { EntryCard } from './EntryCard';

/** A page section listing the published entries of one kind, read from the database per request. */
export async function EntryList({ kind, locale, heading, showBody = true, linkArticles = false }: { kind: EntryKind; locale: Locale; heading: string; showBody?: boolean; linkArticles?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'entries' });
  const entries = await getEntriesByKind(await database(), { kind, locale });
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold">{heading}</h1>
      {entries.length === 0 && <p>{t('empty')}</p>}
      <div className="flex flex-col gap-4">
        {entries.map((e) => (
          <EntryCard key={e.id} entry={e} locale={locale} showBody={showBody} titleHref={linkArticles ? `/${locale}/articles/${e.slug}` : undefined} />
        ))}
      </div>
    </section>
  );
}
