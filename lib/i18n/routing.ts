/** Locale routing (next-intl): every page is URL-prefixed, e.g. /fa/cv. */
import { defineRouting } from 'next-intl/routing';
import { isLocale, LOCALES, type Locale } from '@/lib/text';

export const routing = defineRouting({
  locales: [...LOCALES],
  defaultLocale: 'en',
  localePrefix: 'always',
  // `/` goes to the visitor's first Accept-Language match (next-intl negotiates with
  // @formatjs/intl-localematcher, so fa-IR matches fa), else English; a locale chosen before is remembered.
  localeDetection: true,
});

/**
 * The site locale a language tag that is not itself a site locale stands for: `fa-IR`, `zh-CN`,
 * `zh-Hant-TW`, `pt-BR`, `EN`, `pt_BR` → fa, zh, zh, pt, en, pt. By rule, not a list: the tag is
 * parsed as BCP 47 (`Intl.Locale`; an underscore read as a hyphen, as POSIX locales write it),
 * and its language subtag decides.
 * @returns null when the segment is a site locale already, not a language tag, or of another language
 */
export function regionLocaleTarget(segment: string): Locale | null {
  if (isLocale(segment)) return null;
  let language: string;
  try {
    language = new Intl.Locale(segment.replace(/_/g, '-')).language;
  } catch {
    return null;
  }
  return isLocale(language) ? language : null;
}
