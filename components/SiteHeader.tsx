import { getTranslations } from 'next-intl/server';
import type { CollectionTitle } from '@/lib/db';
import { Link } from '@/lib/i18n/navigation';
import { otherLanguage } from '@/lib/i18n/page';
import type { Locale } from '@/lib/text';
import { LanguageSwitcher } from './LanguageSwitcher';

/**
 * Site name, navigation and the language switcher. Each imported documentation collection has
 * its own section in the navigation, after the author's own pages.
 */
export async function SiteHeader({ locale, authorName, collections = [] }: { locale: Locale; authorName: string; collections?: ({ name: string } & CollectionTitle)[] }) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  const demo = await getTranslations({ locale, namespace: 'demo' });
  // A collection's title is in the reader's language when one is known, else marked with its own (lib/db `collectionTitle`).
  const links: (readonly [string, string, CollectionTitle['lang']])[] = [
    ['/', t('home'), locale], ['/cv', t('cv'), locale], ['/case-studies', t('caseStudies'), locale], ['/articles', t('articles'), locale], ['/services', t('services'), locale],
    ...collections.map((c) => [`/docs/${c.name}`, c.title, c.lang] as const),
    ['/demo', demo('navLabel'), locale],
  ];
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
        <Link href="/" className="text-lg font-semibold text-ink">{authorName}</Link>
        <nav aria-label="Main" className="flex flex-wrap gap-4 text-sm">
          {links.map(([href, label, lang]) => (
            <Link key={href} href={href} className="hover:text-brand" {...otherLanguage(lang, locale)}>{label}</Link>
          ))}
        </nav>
        <LanguageSwitcher locale={locale} label={t('language')} />
      </div>
    </header>
  );
}
