/** Locale routing (next-intl): every page is URL-prefixed, e.g. /fa/cv. */
import { defineRouting } from 'next-intl/routing';
import { LOCALES } from '@/lib/text';

export const routing = defineRouting({
  locales: [...LOCALES],
  defaultLocale: 'en',
  localePrefix: 'always',
});
