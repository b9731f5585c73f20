/** Shared start of every localized page: the locale segment, and the metadata every page carries. */
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { env } from '@/lib/env';
import { inLocale, requestProfile } from '@/lib/profile';
import { isLocale, LOCALES, type Locale } from '@/lib/text';

/**
 * Attributes for text in another language than the page's (a collection's title given in English
 * on /fa): its `lang` (screen readers switch voice) and `dir="auto"` (an isolate in its own
 * direction); none when it is the page's language or in no language.
 */
export function otherLanguage(lang: Locale | null, page: Locale): { lang?: Locale; dir?: 'auto' } {
  return lang && lang !== page ? { lang, dir: 'auto' } : {};
}

/** @throws Next's notFound() for an unknown locale segment */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/**
 * The site's public origin, for absolute URLs (canonical, hreflang, Open Graph, sitemap):
 * `AUTH_URL` when set (the public origin, also Better Auth's), else the request's host — set
 * `AUTH_URL` in production so a forged Host header cannot change the links a page carries.
 */
export async function siteOrigin(): Promise<URL> {
  const configured = env().AUTH_URL;
  if (configured) return new URL(configured);
  const h = await headers();
  try {
    return new URL(`${h.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http'}://${h.get('host') ?? 'localhost'}`);
  } catch {
    return new URL('http://localhost');
  }
}

/** Path of a page in one locale: `localePath('fa', '/cv')` → `/fa/cv`; the home page's path is ''. */
export function localePath(locale: Locale, path: string): string {
  return `/${locale}${path}`;
}

/** hreflang alternates of a page: the same path in every site locale, English as x-default. */
export function languageAlternates(path: string): Record<string, string> {
  return { ...Object.fromEntries(LOCALES.map((l) => [l, localePath(l, path)])), 'x-default': localePath('en', path) };
}

/** Open Graph's locale form (language_TERRITORY) of a site locale, by CLDR's likely subtags: fa → fa_IR. */
export function ogLocale(locale: Locale): string {
  const max = new Intl.Locale(locale).maximize();
  return max.region ? `${max.language}_${max.region}` : max.language;
}

/**
 * Metadata of one localized page: the `<title>` "Page · Name" (the author's name from the profile
 * in the page's language; the home page: "Name · Portfolio"), the description, the canonical URL,
 * hreflang alternates between the ten locales, and Open Graph tags.
 * @param args.path the page's path without the locale ('' for the home page, '/cv', '/articles/slug')
 * @param args.title the page's own title; absent → the home page's
 * @param args.description absent → the author's headline
 */
export async function localizedMetadata(args: { locale: Locale; path: string; title?: string; description?: string; type?: 'website' | 'article' }): Promise<Metadata> {
  const { locale, path } = args;
  const profile = await requestProfile();
  const name = inLocale(profile.name, locale);
  const home = await getTranslations({ locale, namespace: 'home' });
  const title = args.title ? `${args.title} · ${name}` : `${name} · ${home('title')}`;
  const description = args.description || inLocale(profile.headline, locale);
  return {
    metadataBase: await siteOrigin(),
    title: { absolute: title },
    description,
    alternates: { canonical: localePath(locale, path), languages: languageAlternates(path) },
    openGraph: {
      type: args.type ?? 'website', title, description, siteName: name, url: localePath(locale, path),
      locale: ogLocale(locale), alternateLocale: LOCALES.filter((l) => l !== locale).map(ogLocale),
    },
  };
}

