import type { MetadataRoute } from 'next';
import { entryHref } from '@/lib/assistant/events';
import { database, getCollectionEntries, listCollections, listPublishedArticlePages } from '@/lib/db';
import { languageAlternates, localePath, siteOrigin } from '@/lib/i18n/page';
import { LOCALES } from '@/lib/text';

// Read per request: the author publishes and unpublishes in the admin, and imports collections.
export const dynamic = 'force-dynamic';

/** The pages listed in every locale (the entry-kind lists and the demo; articles and documentation are added below). */
const LIST_PAGES = ['', '/cv', '/case-studies', '/articles', '/services', '/demo'];

/**
 * /sitemap.xml: every page in all ten locales, each URL with its hreflang alternates (sitemaps.org
 * protocol with Google's xhtml:link extension, as Next writes it): the list pages, published
 * articles, and for each imported collection with a published page its list page and its
 * published pages (plus the documentation index). Every page is served in every locale (an entry
 * without a translation is shown in its fallback language), so every URL has all ten alternates,
 * as the pages' own `hreflang` links do.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = await siteOrigin();
  const abs = (p: string) => new URL(p, origin).toString();
  const db = await database();
  const articles = await listPublishedArticlePages(db);
  const collections = await listCollections(db, { locale: 'en' });
  // A collection's pages in folder order; the locale only picks the text, which the sitemap does not show.
  const docs = (await Promise.all(collections.map((c) => getCollectionEntries(db, { collection: c.name, locale: 'en' })))).flat();
  const pages: { path: string; lastModified?: Date }[] = [
    ...LIST_PAGES.map((path) => ({ path })),
    ...articles.map((a) => ({ path: `/articles/${a.slug}`, lastModified: a.updatedAt })),
    ...(collections.length ? [{ path: '/docs' }] : []),
    ...collections.map((c) => ({ path: `/docs/${c.name}` })),
    ...docs.map((e) => ({ path: entryHref(e.kind, e.slug, e.collection) })),
  ];
  return pages.flatMap(({ path, lastModified }) => LOCALES.map((locale) => ({
    url: abs(localePath(locale, path)),
    lastModified,
    alternates: { languages: Object.fromEntries(Object.entries(languageAlternates(path)).map(([l, p]) => [l, abs(p)])) },
  })));
}
