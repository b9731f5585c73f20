/**
 * Locale routing only (next-intl): "/" and unprefixed paths redirect to a locale. Not a security
 * boundary; the API and static files are excluded.
 */
import createMiddleware from 'next-intl/middleware';
import { routing } from '@/lib/i18n/routing';

export default createMiddleware(routing);

export const config = {
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
