import type { MetadataRoute } from 'next';
import { database, listPublishedArticlePages } from '@/lib/db';
import { languageAlternates, localePath, siteOrigin } from '@/lib/i18n/page';
import { LOCALES } from '@/lib/text';

// Read per request: the author publishes and unpublishes in the admin.
export const dynamic = 'force-dynamic';

/** The pages listed in every locale (the entry-kind lists; each article is added below). */
const LIST_PAGES = ['', '/cv', '/case-studies', '/articles', '/services'];

/**
 * /sitemap.xml: every page in all ten locales, each URL with its hreflang alternates (sitemaps.org
 * protocol with Google's xhtml:link extension, as Next writes it); published articles only.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = await siteOrigin();
  const abs = (p: string) => new URL(p, origin).toString();
  const articles = await listPublishedArticlePages(await database());
  const pages: { path: string; lastModified?: Date }[] = [
    ...LIST_PAGES.map((path) => ({ path })),
    ...articles.map((a) => ({ path: `/articles/${a.slug}`, lastModified: a.updatedAt })),
  ];
  return pages.flatMap(({ path, lastModified }) => LOCALES.map((locale) => ({
    url: abs(localePath(locale, path)),
    lastModified,
    alternates: { languages: Object.fromEntries(Object.entries(languageAlternates(path)).map(([l, p]) => [l, abs(p)])) },
  })));
}
