import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Chat } from '@/components/Chat';
import { SiteHeader } from '@/components/SiteHeader';
import { author } from '@/lib/content';
import { database, listCollections } from '@/lib/db';
import { isLocale, RTL_LOCALES } from '@/lib/text';
import '../../globals.css';

// Pages read the database per request (the author edits content; nothing is baked in at build).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'home' });
  return { title: `${author.name[locale]} · ${t('title')}`, description: author.tagline[locale] ?? author.tagline.en };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const collections = await listCollections(await database());
  return (
    <html lang={locale} dir={RTL_LOCALES.has(locale) ? 'rtl' : 'ltr'}>
      <body className="min-h-screen">
        <NextIntlClientProvider>
          <SiteHeader locale={locale} authorName={author.name[locale]} collections={collections} />
          <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[1fr_24rem]">
            <main className="min-w-0">{children}</main>
            <aside className="lg:sticky lg:top-4 lg:self-start">
              <Chat locale={locale} />
            </aside>
          </div>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
