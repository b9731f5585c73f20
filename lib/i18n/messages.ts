/**
 * UI strings and the assistant's fixed texts in the ten site languages. Every refusal and notice a
 * reader sees comes from here, never from a model (design: "fixed, localized text").
 */
import type { Locale } from '@/lib/text';
import ar from './messages/ar.json';
import de from './messages/de.json';
import en from './messages/en.json';
import es from './messages/es.json';
import fa from './messages/fa.json';
import fr from './messages/fr.json';
import hi from './messages/hi.json';
import pt from './messages/pt.json';
import ru from './messages/ru.json';
import zh from './messages/zh.json';

export type Messages = typeof en;
const ALL: Record<Locale, Messages> = { en, fa, de, fr, es, pt, ru, ar, hi, zh };

/** All messages of a locale. */
export function messagesFor(locale: Locale): Messages {
  return ALL[locale];
}

/** Keys of the assistant's fixed texts. */
export type FixedTextKey = keyof Messages['assistant'];

/** One fixed assistant text in a locale. */
export function fixedText(locale: Locale, key: FixedTextKey): string {
  return ALL[locale].assistant[key];
}
