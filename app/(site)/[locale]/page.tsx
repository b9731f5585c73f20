import { getTranslations } from 'next-intl/server';
import { EntryCard } from '@/components/EntryCard';
import { database, getEntriesByKind } from '@/lib/db';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page';
import { inLocale, requestProfile } from '@/lib/profile';

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'home' });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const [db, profile] = await Promise.all([database(), requestProfile()]);
  const sections = [
    { kind: 'cv' as const, href: '/cv', label: nav('cv') },
    { kind: 'case_study' as const, href: '/case-studies', label: nav('caseStudies') },
    { kind: 'article' as const, href: '/articles', label: nav('articles') },
    { kind: 'service' as const, href: '/services', label: nav('services') },
  ];
  const lists = await Promise.all(sections.map((s) => getEntriesByKind(db, { kind: s.kind, locale, limit: 2 })));
  return (
    <div className="flex flex-col gap-8">
      <section>
        <h1 className="text-3xl font-bold">{inLocale(profile.name, locale)}</h1>
        <p className="mt-2 text-lg text-stone-700">{inLocale(profile.headline, locale)}</p>
        <p className="mt-4 text-stone-600">{t('intro')}</p>
      </section>
      {sections.map((s, i) => (
        <section key={s.kind}>
          <div className="mb-3 flex items-baseline justify-between">
            <h2 className="text-xl font-semibold">{s.label}</h2>
            <Link href={s.href} className="text-sm text-brand hover:underline">{t('allEntries')}</Link>
          </div>
          <div className="flex flex-col gap-3">
            {lists[i]!.map((e) => <EntryCard key={e.id} entry={e} locale={locale} titleHref={s.kind === 'article' ? `/${locale}/articles/${e.slug}` : undefined} />)}
          </div>
        </section>
      ))}
    </div>
  );
}
