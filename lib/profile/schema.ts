/**
 * The author's profile as data: its zod schema (the one shape the seed file, the database row and
 * the admin form share) and the form's flat fields. Pure and client-safe: no server imports.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { z } from 'zod';
import { CONTROL_CHARACTER, hasVisibleText, LOCALES, singleLine, type Locale } from '@/lib/text';

/**
 * A link the site may render as `href`: an absolute http(s) URL or a path on this site. Other
 * schemes (`javascript:`, `data:`) are refused — the profile's links are rendered on every page.
 */
export const siteLinkUrl = z.string().trim().max(500).refine((v) => {
  if (/^\/(?![/\\])/.test(v)) return true;
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}, 'an https:// address or a path on this site (/…)');

// One line a reader sees: line breaks become spaces; control characters and invisible-only text are refused.
const text = (max: number) => z.string().transform(singleLine)
  .pipe(z.string().min(1).max(max).refine((s) => !CONTROL_CHARACTER.test(s), 'contains control characters').refine((s) => s === '' || hasVisibleText(s), 'shows no visible character'));

/** Text in the site languages: English required (the fallback), the other nine optional. */
const localized = (max: number) => z.object({
  en: text(max),
  ...Object.fromEntries(LOCALES.filter((l) => l !== 'en').map((l) => [l, text(max).optional()])) as Record<Exclude<Locale, 'en'>, z.ZodOptional<ReturnType<typeof text>>>,
});

/**
 * A suggested question is an ICU MessageFormat message (the format of the site's own messages,
 * read by intl-messageformat) whose one argument is `{name}`: the author's name in the page's
 * language, so a rename reaches every suggestion. Tags are text (`ignoreTag`): "<T>" is not markup.
 */
function suggestionMessage(template: string): IntlMessageFormat {
  return new IntlMessageFormat(template, 'en', undefined, { ignoreTag: true });
}

/**
 * Why a suggested question cannot be used as a template, or null when it can. Only `{name}` is
 * replaced; other arguments (`{firstName}`, plurals) and braces in the text are refused rather
 * than shown as typed. A brace in the text also catches ICU's quoting: an apostrophe right before
 * a brace starts quoted text, so French "d'{name}" would show "d{name}" — the message says to
 * write ’ there.
 */
export function suggestionTemplateError(template: string): string | null {
  let ast: ReturnType<IntlMessageFormat['getAst']>;
  try {
    ast = suggestionMessage(template).getAst();
  } catch {
    return 'not a valid question template: write {name} where the name goes, and no other braces';
  }
  for (const el of ast) {
    // TYPE.literal = 0, TYPE.argument = 1 (@formatjs/icu-messageformat-parser).
    if (el.type === 1 && el.value === 'name') continue;
    if (el.type === 0 && !/[{}]/u.test(el.value)) continue;
    // A brace left in the text: quoted by an ASCII apostrophe (ICU quoting), or simply stray.
    if (el.type === 0) return template.includes("'") ? "an apostrophe (') quotes the braces after it in a message, so {name} is not filled in: write ’ (U+2019) instead of '" : 'a brace outside {name}: remove it';
    return 'only {name} is replaced in a suggested question';
  }
  return null;
}

/**
 * A suggested question with the name put in: the template's `{name}` becomes `name` exactly as
 * given (any characters — quotes, `$&`, regex specials, right-to-left text — are a value, never
 * read as syntax).
 * @param template a question that passed {@link suggestionTemplateError}
 * @throws when the template is not a valid message (the schema refuses such templates)
 */
export function fillSuggestion(template: string, name: string): string {
  return String(suggestionMessage(template).format({ name }));
}

/** One word, or one or more Han characters (Chinese has no spaces between words). */
const pronoun = z.string().trim().min(1).max(40).refine((v) => !/\s/u.test(v), 'one word per pronoun');

/** A suggested question: one line, a template whose `{name}` is the name in its language. */
const suggestion = text(200).superRefine((v, ctx) => {
  const error = suggestionTemplateError(v);
  if (error) ctx.addIssue({ code: 'custom', message: error });
});

export const profileSchema = z.object({
  /** The name as each language writes it; a language left empty shows the English one. */
  name: localized(120),
  /**
   * Further forms of the name the assistant reads as the author: inflections (Russian declines
   * names: genitive, dative, instrumental…), short forms, former names. Never counted for the
   * retrieval threshold.
   */
  nameForms: z.array(text(80)).max(50).default([]),
  /**
   * Third-person words that point at the author in a visitor's question, any language ("she",
   * "her", "او", "sie", "她"). Only words that always mean a person: Arabic هي is also the copula
   * of "ما هي …؟" ("what is …?"), so listing it would make every such question about her.
   */
  pronouns: z.array(pronoun).max(100).default([]),
  /** One line under the name on the home page and in the page description. */
  headline: localized(300),
  /** Where the author is based, as shown in the footer. */
  location: localized(120).partial({ en: true }).default({}),
  /** How a visitor reaches the author: an address, a page, or both (a refusal may point here). */
  contact: z.object({
    email: z.email().max(200).optional(),
    url: siteLinkUrl.optional(),
  }).default({}),
  /** Links shown in the footer (profiles elsewhere, a CV file…), in order. */
  links: z.array(z.object({ label: text(60), url: siteLinkUrl })).max(20).default([]),
  /**
   * Questions the chat offers a visitor, per language (a language without any offers none: a
   * question in another language would be answered in that language), as templates: `{name}` is
   * the name in that language ({@link suggestedQuestions}). `calibrate` measures them as
   * questions that must be answered.
   */
  suggestions: z.object(Object.fromEntries(LOCALES.map((l) => [l, z.array(suggestion).max(5).optional()])) as Record<Locale, z.ZodOptional<z.ZodArray<typeof suggestion>>>).default({}),
  /**
   * What happens to a translation the configured model drafts (issue 33, kind 3): `review` (default)
   * keeps it as a draft nobody sees until the author publishes it (also when absent); `publish` publishes it at once,
   * its page marked "machine-translated" until the author saves it.
   */
  machineDrafts: z.enum(['review', 'publish']).optional(),
});

/** The validated profile. */
export type Profile = z.infer<typeof profileSchema>;

/** A localized profile field in one language, else English. */
export function inLocale(field: Partial<Record<Locale, string>>, locale: Locale): string {
  return field[locale] ?? field.en ?? '';
}

/**
 * The questions the chat suggests in one language: the profile's templates with `{name}` filled
 * from the name in that language (else the English one), so they follow a rename.
 */
export function suggestedQuestions(p: Pick<Profile, 'name' | 'suggestions'>, locale: Locale): string[] {
  const name = inLocale(p.name, locale);
  return (p.suggestions[locale] ?? []).map((t) => fillSuggestion(t, name));
}

/**
 * How a reader reaches the author (the refusal of a fees, availability or hiring question and the
 * Services page point here): her contact page when the profile gives one (a site path without
 * locale prefix, or an absolute URL), else `mailto:` her address, shown as itself.
 * @param pageLabel the link text of a contact page in the reader's language
 * @returns `{ href, label }`, or null when the profile gives neither
 */
export function contactLink(p: Pick<Profile, 'contact'>, pageLabel: string): { href: string; label: string } | null {
  if (p.contact.url) return { href: p.contact.url, label: pageLabel };
  if (p.contact.email) return { href: `mailto:${p.contact.email}`, label: p.contact.email };
  return null;
}

/** Splits a textarea into its non-empty trimmed lines. */
const lines = (v: unknown) => (typeof v === 'string' ? v.split(/\r?\n/).map((s) => s.trim()).filter(Boolean) : []);
/** An empty form field is "not set". */
const value = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/**
 * The admin form's flat fields (`name.en` … `name.zh`, `headline.xx`, `location.xx`,
 * `suggestions.xx` one question per line, `nameForms`
 * one per line, `pronouns` separated by spaces, commas or lines, `contact.email`, `contact.url`,
 * `links` one per line as "label address", `machineDrafts` review or publish) turned into the profile's shape, then validated.
 * Field errors keep the profile's paths (`name.en`, `links.2.url`), so the form shows each beside its input.
 */
export const profileFormSchema = z.preprocess((raw) => {
  const f = (raw ?? {}) as Record<string, unknown>;
  const perLocale = (key: string) => Object.fromEntries(LOCALES.flatMap((l) => {
    const v = value(f[`${key}.${l}`]);
    return v === undefined ? [] : [[l, v]];
  }));
  return {
    name: perLocale('name'),
    nameForms: lines(f.nameForms),
    pronouns: typeof f.pronouns === 'string' ? f.pronouns.split(/[\s,،、，]+/u).filter(Boolean) : [],
    headline: perLocale('headline'),
    location: perLocale('location'),
    contact: { email: value(f['contact.email']), url: value(f['contact.url']) },
    suggestions: Object.fromEntries(LOCALES.flatMap((l) => {
      const qs = lines(f[`suggestions.${l}`]);
      return qs.length ? [[l, qs]] : [];
    })),
    links: lines(f.links).map((line) => {
      // The address is the last space-separated token; the label is everything before it.
      const at = line.lastIndexOf(' ');
      return at < 0 ? { label: '', url: line } : { label: line.slice(0, at).trim(), url: line.slice(at + 1) };
    }),
    machineDrafts: value(f.machineDrafts),
  };
}, profileSchema);

/** A profile as the admin form's flat field values (the inverse of {@link profileFormSchema}). */
export function profileFormValues(p: Profile): Record<string, string> {
  const out: Record<string, string> = {};
  for (const l of LOCALES) {
    out[`name.${l}`] = p.name[l] ?? '';
    out[`headline.${l}`] = p.headline[l] ?? '';
    out[`location.${l}`] = p.location[l] ?? '';
    out[`suggestions.${l}`] = (p.suggestions[l] ?? []).join('\n');
  }
  out.nameForms = p.nameForms.join('\n');
  out.pronouns = p.pronouns.join(' ');
  out['contact.email'] = p.contact.email ?? '';
  out['contact.url'] = p.contact.url ?? '';
  out.links = p.links.map((x) => `${x.label} ${x.url}`).join('\n');
  out.machineDrafts = p.machineDrafts ?? 'review';
  return out;
}
