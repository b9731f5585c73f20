import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EntryList } from '@/components/EntryList';
import { Link } from '@/lib/i18n/navigation';
import { localizedMetadata, pageLocale } from '@/lib/i18n/page';
import { contactLink, requestProfile } from '@/lib/profile';
import { isLocale } from '@/lib/text';

export async function generateMetadata({ params }: PageProps<'/[locale]/services'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'nav' });
  return localizedMetadata({ locale, path: '/services', title: t('services') });
}

/** The author's services, and how to ask her about fees, availability or hiring (the assistant refuses those). */
export default async function Page({ params }: PageProps<'/[locale]/services'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'nav' });
  const footer = await getTranslations({ locale, namespace: 'footer' });
  const contact = contactLink(await requestProfile(), footer('contactPage'));
  return (
    <>
      <EntryList kind="service" locale={locale} heading={t('services')} />
      {contact && (
        <p className="mt-6 rounded-lg border border-stone-200 bg-white p-4" data-testid="services-contact">
          {footer('engagement')}{' '}
          {contact.href.startsWith('/')
            ? <Link href={contact.href} className="text-brand underline">{contact.label}</Link>
            : <a href={contact.href} className="text-brand underline" dir={contact.href.startsWith('mailto:') ? 'ltr' : undefined} rel="noopener">{contact.label}</a>}
        </p>
      )}
    </>
  );
}
