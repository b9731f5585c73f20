import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/text';
import { LanguageSwitcher } from './LanguageSwitcher';

/**
 * Site name, navigation and the language switcher. Each imported documentation collection has
 * its own section in the navigation, after the author's own pages.
 */
export async function SiteHeader({ locale, authorName, collections = [] }: { locale: Locale; authorName: string; collections?: { name: string; title: string }[] }) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  const demo = await getTranslations({ locale, namespace: 'demo' });
  const links: (readonly [string, string])[] = [
    ['/', t('home')], ['/cv', t('cv')], ['/case-studies', t('caseStudies')], ['/articles', t('articles')], ['/services', t('services')],
    ...collections.map((c) => [`/docs/${c.name}`, c.title] as const),
    ['/demo', demo('navLabel')],
  ];
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
        <Link href="/" className="text-lg font-semibold text-ink">{authorName}</Link>
        <nav aria-label="Main" className="flex flex-wrap gap-4 text-sm">
          {links.map(([href, label]) => (
            <Link key={href} href={href} className="hover:text-brand">{label}</Link>
          ))}
        </nav>
        <LanguageSwitcher locale={locale} label={t('language')} />
      </div>
    </header>
  );
}
