/**
 * Routing only, never the security boundary: admin pages and actions check the session
 * themselves (lib/auth). Here, admin paths skip locale routing and a request without any session
 * cookie is sent to the sign-in page early; a path that starts with a regional language tag
 * (`/fa-IR/cv`) is redirected to the site's language (`/fa/cv`); every other path gets
 * next-intl's locale routing (and `/` its Accept-Language negotiation).
 */
import { getSessionCookie } from 'better-auth/cookies';
import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { regionLocaleTarget, routing } from '@/lib/i18n/routing';

const intl = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    // Only the cookie's presence is looked at; its validity is checked by the page.
    if (pathname !== '/admin/login' && !getSessionCookie(request)) return NextResponse.redirect(new URL('/admin/login', request.url));
    return NextResponse.next();
  }
  const [, first = '', ...rest] = pathname.split('/');
  const target = first ? regionLocaleTarget(first) : null;
  if (target) {
    const url = request.nextUrl.clone();
    url.pathname = `/${[target, ...rest].join('/')}`.replace(/\/$/, '') || '/';
    // Temporary: the site may publish a regional variant later.
    return NextResponse.redirect(url, 307);
  }
  return intl(request);
}

export const config = {
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
