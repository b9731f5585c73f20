import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { fontVariables } from '@/app/fonts';
import { ChatDock } from '@/components/ChatDock';
import { SiteFooter } from '@/components/SiteFooter';
import { SiteHeader } from '@/components/SiteHeader';
import { database, listCollections } from '@/lib/db';
import { env } from '@/lib/env';
import { localizedMetadata } from '@/lib/i18n/page';
import { inLocale, requestProfile, suggestedQuestions } from '@/lib/profile';
import { isLocale, RTL_LOCALES } from '@/lib/text';
// Chinese: Noto Sans SC in fontsource's unicode-range slices (why not next/font: app/fonts.ts).
import '@fontsource-variable/noto-sans-sc/wght.css';
import '../../globals.css';

// Pages read the database per request (the author edits content; nothing is baked in at build).
export const dynamic = 'force-dynamic';

/** Defaults for every page under the locale (the home page's title); each page sets its own. */
export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return localizedMetadata({ locale, path: '' });
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const collections = await listCollections(await database(), { locale });
  const profile = await requestProfile();
  // Below md the fixed chat button (ChatDock) must not hide the end of the page: room is left under it.
  return (
    <html lang={locale} dir={RTL_LOCALES.has(locale) ? 'rtl' : 'ltr'} className={fontVariables}>
      <body className="flex min-h-screen flex-col max-md:pb-20">
        <NextIntlClientProvider>
          <SiteHeader locale={locale} authorName={inLocale(profile.name, locale)} collections={collections} />
          <div className="mx-auto grid w-full max-w-6xl flex-1 gap-8 px-4 py-8 lg:grid-cols-[1fr_24rem]">
            <main className="min-w-0">{children}</main>
            {/* The chat on every page: a column from md up, a sheet behind a fixed button below (ChatDock). */}
            <aside className="lg:sticky lg:top-4 lg:self-start">
              <ChatDock locale={locale} suggestions={suggestedQuestions(profile, locale)} retentionDays={env().GAP_RETENTION_DAYS} />
            </aside>
          </div>
          <SiteFooter locale={locale} profile={profile} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
