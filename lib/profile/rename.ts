/**
 * What a rename in the admin carries to the rest of the profile. The name is written per language,
 * and most Latin-script languages hold the very same string as English: an author who changes the
 * English name means them too, yet the old name stayed on /de, /fr, /es and /pt (issue 23, item 14).
 * Pure (no I/O); the notices use lib/text's word segmentation.
 */
import escapeRegExp from 'escape-string-regexp';
import { LOCALES, type Locale, words } from '@/lib/text';
import { inLocale, suggestionTemplateError, type Profile } from './schema';

/** One language's name changed by the author in this save. */
interface Rename { locale: Locale; from: string; to: string }

/** The profile to store and what the admin should be told about it. */
export interface RenameResult {
  /** `next` with the rename carried to the languages, forms and suggested questions that held the old name. */
  profile: Profile;
  /** Languages whose name was the renamed one's old string, untouched in this save, now the new one. */
  derived: { locale: Locale; from: string; to: string }[];
  /** What the author should check, in words (the admin's language, English); empty when nothing. */
  notices: string[];
}

/**
 * Carries a rename of the English name to the rest of the profile, and says what it could not decide:
 * - a language whose name this save left as it was, and which held exactly English's old string,
 *   gets the new name (the author renamed en "Darya Rahnama" → "Mina Farahani"; de, fr, es and pt
 *   said "Darya Rahnama" too). Only English's rename is carried: English is every language's
 *   fallback, and carrying any language's rename would make a distinct name impossible — giving
 *   de alone another name would rename en, fr, es and pt with it;
 * - a further form equal to an old name becomes the new one, so what the assistant reads as the
 *   author (names + forms) holds no stale full name;
 * - the old full name written in a suggested question becomes `{name}`, when that language now
 *   shows the new name (a template that would not validate is left as it was);
 * - notices list the languages that keep their own, different name (another script: the author
 *   knows whether it is the old name), the forms kept, and suggested questions that still hold a
 *   word of an old name.
 * @param previous the profile in force before the save
 * @param next the validated profile the author submitted
 */
export function carryRename(previous: Profile, next: Profile): RenameResult {
  const renames: Rename[] = LOCALES.flatMap((locale) => {
    const from = previous.name[locale];
    const to = next.name[locale];
    return from !== undefined && to !== undefined && from !== to ? [{ locale, from, to }] : [];
  });
  if (renames.length === 0) return { profile: next, derived: [], notices: [] };
  const carried = renames.filter((r) => r.locale === 'en');

  const name: Partial<Record<Locale, string>> = { ...next.name };
  const derived: RenameResult['derived'] = [];
  const kept: Locale[] = [];
  for (const locale of LOCALES) {
    const current = next.name[locale];
    if (current === undefined || current !== previous.name[locale]) continue;
    const r = carried.find((x) => x.from === current);
    if (r) {
      name[locale] = r.to;
      derived.push({ locale, from: r.from, to: r.to });
    } else if (carried.length) {
      kept.push(locale);
    }
  }
  const renamedTo = new Map<string, string>();
  for (const r of carried) renamedTo.set(r.from, r.to);
  const nameForms = [...new Set(next.nameForms.map((f) => renamedTo.get(f) ?? f))];

  const shown = { ...next, name: name as Profile['name'] };
  const suggestions: Profile['suggestions'] = {};
  for (const locale of LOCALES) {
    const qs = next.suggestions[locale];
    if (!qs) continue;
    const now = inLocale(shown.name, locale);
    suggestions[locale] = qs.map((q) => {
      const r = carried.find((x) => x.to === now && wholeName(x.from).test(q));
      if (!r) return q;
      // Only where the old name stands as a name: "Nora Testing" is not "Nora Test" + "ing".
      const template = q.replace(wholeName(r.from), '{name}');
      return suggestionTemplateError(template) === null ? template : q;
    });
  }
  const profile: Profile = { ...next, name: name as Profile['name'], nameForms, suggestions };

  const notices: string[] = [];
  if (derived.length) {
    notices.push(`Also renamed in ${derived.map((d) => d.locale).join(', ')} (they showed the same name as before): ${[...new Set(derived.map((d) => d.to))].join(', ')}.`);
  }
  if (kept.length) {
    notices.push(`Kept as they were — check whether each is the old name in its own script: ${kept.map((l) => `${l} “${name[l]}”`).join(', ')}.`);
  }
  if (nameForms.length) {
    notices.push(`Further forms of the name, still read as you by the assistant — remove those of the old name: ${nameForms.join(', ')}.`);
  }
  // Words of an old name that no current name has: "Darya" in "What has Darya written?".
  const newWords = new Set(Object.values(name).flatMap((n) => (n ? words(n) : [])));
  const oldWords = new Set(renames.flatMap((r) => words(r.from)).filter((w) => !newWords.has(w)));
  const stale = LOCALES.flatMap((locale) => (suggestions[locale] ?? [])
    .filter((q) => words(q.split('{name}').join(' ')).some((w) => oldWords.has(w)))
    .map((q) => `${locale} “${q}”`));
  if (stale.length) {
    notices.push(`Suggested questions that still name the old name — write {name} where the name goes: ${stale.join('; ')}.`);
  }
  return { profile, derived, notices };
}

/** `name` as a whole name in a text: not preceded or followed by a letter, digit or combining mark (Unicode properties). */
function wholeName(name: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}\\p{M}])${escapeRegExp(name)}(?![\\p{L}\\p{N}\\p{M}])`, 'gu');
}
