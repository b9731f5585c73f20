import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/i18n/page';

export const dynamic = 'force-dynamic';

/** /robots.txt: the public site is crawlable, the admin and the API are not; where the sitemap is. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin();
  return { rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/'] }], sitemap: new URL('/sitemap.xml', origin).toString() };
}
