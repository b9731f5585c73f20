/**
 * Routing only, never the security boundary: admin pages and actions check the session
 * themselves (lib/auth). Here, admin paths skip locale routing and a request without any session
 * cookie is sent to the sign-in page early; a path that starts with a regional language tag
 * (`/fa-IR/cv`) is redirected to the site's language (`/fa/cv`); every other path gets
 * next-intl's locale routing (and `/` its Accept-Language negotiation).
 *
 * First of all, a path that is not valid percent-encoding (`/en/%`, `/api/chat%`) is answered
 * 400 `bad_request:path` here: Next decodes route parameters itself and answers such a path with
 * a 500 (vercel/next.js#94278, issue 23). RFC 3986 §2.1 makes `%` the start of a two-hex-digit
 * escape; `decodeURIComponent` throws on anything else, and on escapes that are not UTF-8.
 */
import { getSessionCookie } from 'better-auth/cookies';
import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { AppError } from '@/lib/errors';
import { regionLocaleTarget, routing } from '@/lib/i18n/routing';

const intl = createMiddleware(routing);

/** Whether every `%` of the path starts a valid escape and the escapes decode as UTF-8. */
function decodablePath(pathname: string): boolean {
  try { decodeURIComponent(pathname); return true; } catch { return false; }
}

export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!decodablePath(pathname)) return new AppError('bad_request:path', 'the path is not valid percent-encoding').toResponse();
  // API routes are matched only for the check above; they do their own work.
  if (pathname === '/api' || pathname.startsWith('/api/')) return NextResponse.next();
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
  // API paths only when they hold a `%`, for the percent-encoding check (passed on untouched after it).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)', '/api/:path(.*%.*)'],
};
