import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { inLocale, type Profile } from '@/lib/profile';
import type { Locale } from '@/lib/text';

/** The author's contact address or page, location and links, from the profile (every page). */
export async function SiteFooter({ locale, profile }: { locale: Locale; profile: Profile }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  const { email, url } = profile.contact;
  const location = inLocale(profile.location, locale);
  const external = (href: string) => !href.startsWith('/');
  return (
    <footer className="border-t border-stone-200 bg-white" data-testid="site-footer">
      <div className="mx-auto flex max-w-6xl flex-wrap items-baseline gap-x-6 gap-y-2 px-4 py-4 text-sm text-stone-600">
        {(email || url) && (
          <p data-testid="contact">
            <span className="font-semibold">{t('contact')}</span>{' '}
            {email && <a href={`mailto:${email}`} className="text-brand hover:underline" dir="ltr">{email}</a>}
            {email && url && ' · '}
            {url && (external(url)
              ? <a href={url} className="text-brand hover:underline" rel="noopener">{t('contactPage')}</a>
              : <Link href={url} className="text-brand hover:underline">{t('contactPage')}</Link>)}
          </p>
        )}
        {location && <p>{location}</p>}
        {profile.links.length > 0 && (
          <nav aria-label={t('elsewhere')} className="flex flex-wrap gap-3">
            {profile.links.map((l) => (external(l.url)
              ? <a key={l.url} href={l.url} className="hover:text-brand" rel="noopener">{l.label}</a>
              : <Link key={l.url} href={l.url} className="hover:text-brand">{l.label}</Link>))}
          </nav>
        )}
      </div>
    </footer>
  );
}
