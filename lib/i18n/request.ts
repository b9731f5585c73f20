/** Per-request i18n config for next-intl: the messages of the requested locale. */
import { getRequestConfig } from 'next-intl/server';
import { isLocale } from '@/lib/text';
import { messagesFor } from './messages';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  return { locale, messages: messagesFor(locale) };
});
