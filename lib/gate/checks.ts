/**
 * The gate's five deterministic checks (design, Layer 4 "The checks"): string facts, not
 * judgements of meaning. Each returns the reasons a sentence fails; an empty list is a pass.
 *
 * What every check reads (issue 10): the sentence without its list-item number (layout, kind 5)
 * and its source markers (kind 6); values from the text after NFKC with default-ignorables
 * removed (kinds 2, 3: ./values.ts); words from `lib/text`'s canonical and normalized text, where
 * a mixed-script word is read in one alphabet (kind 1).
 */
import type { CountryCode } from 'libphonenumber-js/max';
import { foldCanonical, readMixedScriptWords, type Locale } from '@/lib/text';
import { engagementOrPrivate } from './engagement';
import { blankMarkers, findMarkers, mayHoldMarker } from './markers';
import { findAddresses, findPhones, grammarsFor, numberGrammars, phoneRegionsFor, readNumber, scanNumbers, unprotect, valueText } from './values';
import { firstPersonWords, wordTokens } from './voice';

/**
 * Why a sentence was stopped. Stable strings: they travel in `guard` events and logs (and the
 * dashboard labels each: lib/assistant/labels.ts).
 * - `marker-out-of-range`: a marker names a source that was not supplied (`[S7]` of six, `[S0]`).
 * - `marker-malformed`: something marker-shaped that is not a marker (`[S]`, `[S1,]`, `[Source 1]`,
 *   a reversed range `[S3–S1]`): never shown raw.
 * - `marker-missing`: a substantive sentence (8+ words, or any value) cites nothing.
 * - `value-unsupported`: a number, URL, e-mail address or phone number that no cited source supports.
 * - `first-person`: the assistant speaks as the author.
 * - `engagement-or-private`: fees, rates, prices, availability, hiring or booking, or private
 *   contact details — any e-mail address or phone number, and contact or booking phrases —
 *   whatever the sources say (check 5).
 */
export const GUARD_REASONS = ['marker-out-of-range', 'marker-malformed', 'marker-missing', 'value-unsupported', 'first-person', 'engagement-or-private'] as const;
export type GuardReason = (typeof GUARD_REASONS)[number];

/** Marker numbers cited by a sentence (groups and ranges expanded), in order, deduplicated; malformed ones are skipped. */
export function citedMarkers(sentence: string): number[] {
  const out: number[] = [];
  for (const m of findMarkers(sentence)) for (const n of m.refs ?? []) if (!out.includes(n)) out.push(n);
  return out;
}

/** Word count: whitespace-separated, except Chinese where three characters count as two words. */
export function wordCount(text: string): number {
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const rest = text.replace(/\p{Script=Han}/gu, ' ').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return rest + Math.round((han * 2) / 3);
}

/**
 * A list-item number at the start of a sentence (issue 10, kind 5): `1.`, `2)`, `(iii)`, `a)`,
 * `١.`, `۱-`, `१.`, `一、`, `(1)`, after an optional bullet. Layout in every language, never a value.
 */
const ITEM = String.raw`(?:\p{Nd}{1,3}|[a-zA-Z]|[ivxlcdm]{1,6}|[IVXLCDM]{1,6}|[一二三四五六七八九十]{1,3})`;
export const LIST_ITEM = new RegExp(String.raw`^\s*(?:[•⁃▪◦*\-–]\s*)?(?:(?:\(\s*${ITEM}\s*\)|${ITEM}(?:\.\)|[.)]|[-–]))(?=\s)|${ITEM}、)\s*`, 'u');

const ASCII = /^[\x00-\x7F]*$/;

/** Words that make a sentence "substantive" (design default). */
export const SUBSTANTIVE_WORDS = 8;

/** A source prepared once per answer: its values, read in its language when known. */
export interface PreparedSource {
  locale: Locale | undefined;
  /** Values its numbers state unambiguously (every reading agrees). */
  numbers: ReadonlySet<string>;
  /** Surfaces of its number tokens: in the same language, the same surface reads the same. */
  surfaces: ReadonlySet<string>;
  urls: ReadonlySet<string>;
  emails: ReadonlySet<string>;
  /** Phone numbers: E.164 (`+493012345678`), or `national:` and the digits of a number written without a country code. */
  phones: ReadonlySet<string>;
}

/** A source text and, when known, its language (passages carry one). */
export type SourceInput = string | { text: string; locale?: Locale };

/**
 * A sentence's or source's values: address spans, then phone-number spans removed before numbers
 * are read (a phone number is one value, `+86 138 0013 8000`, not four numbers).
 * @param keepPhoneDigits also read a phone number's digits as numbers (sources: a span read as a
 *   national phone number in one region may be a quantity to the answer)
 */
function valuesOf(text: string, locale: Locale | undefined, keepPhoneDigits = false, regions: readonly CountryCode[] = phoneRegionsFor(locale)) {
  const v = valueText(text);
  const plain = unprotect(v);
  const addresses = findAddresses(plain);
  // Numbers and words are read outside addresses ("/my", "we@…" are not prose).
  let numbersText = v;
  let prose = plain;
  const blank = (spans: readonly [number, number][], numbersToo: boolean) => {
    for (const [a, b] of spans) {
      if (numbersToo) numbersText = numbersText.slice(0, a) + ' '.repeat(b - a) + numbersText.slice(b);
      prose = prose.slice(0, a) + ' '.repeat(b - a) + prose.slice(b);
    }
  };
  blank(addresses.spans, true);
  const phones = findPhones(prose, regions, numberGrammars(locale));
  blank(phones.spans, !keepPhoneDigits);
  const numbers = scanNumbers(numbersText).map((t) => ({ surface: numbersText.slice(t.start, t.end), readings: readNumber(t, grammarsFor(t.seps, locale)) }));
  return { numbers, urls: addresses.urls, emails: addresses.emails, phones: phones.phones, prose };
}

/**
 * Extracts each source's values once, so per-sentence checks are set look-ups.
 * @param sources texts, or texts with their locale; a source without one is read in every site
 *   language's number grammar and supports only what all readings agree on (fail closed)
 */
export function prepareSources(sources: readonly SourceInput[]): PreparedSource[] {
  return sources.map((src) => {
    const { text, locale } = typeof src === 'string' ? { text: src, locale: undefined } : src;
    // A source of unknown language is read for international numbers only: the national plans of
    // every site language (19 regions) cost more than they find, and a national number it cannot
    // support still fails check 5.
    const v = valuesOf(blankMarkers(text), locale, true, locale ? phoneRegionsFor(locale) : []);
    const numbers = new Set<string>();
    for (const n of v.numbers) {
      // The values every reading states.
      const [first, ...rest] = n.readings;
      for (const x of first ?? []) if (rest.every((r) => r.includes(x))) numbers.add(x);
    }
    return { locale, numbers, surfaces: new Set(v.numbers.map((n) => n.surface)), urls: new Set(v.urls), emails: new Set(v.emails), phones: new Set(v.phones) };
  });
}

/**
 * Numbers, URLs and e-mail addresses of a text, canonicalized, as read in `locale` (every site
 * language when undefined). A number with several readings lists each reading's values.
 */
export function extractValues(text: string, locale?: Locale): { numbers: string[]; urls: string[]; emails: string[]; phones: string[] } {
  const v = valuesOf(blankMarkers(text), locale);
  return { numbers: [...new Set(v.numbers.flatMap((n) => n.readings.flat()))], urls: v.urls, emails: v.emails, phones: v.phones };
}

/**
 * Check 5 alone on one answer sentence (markers and list numbers are blanked as in
 * {@link checkSentence}): what the site's content and imported corpora are measured with.
 * @returns the category, or null
 */
export function engagementCheck(sentence: string, locale: Locale): 'engagement' | 'private' | null {
  const body = LIST_ITEM.test(sentence) ? sentence.replace(LIST_ITEM, '') : sentence;
  const values = valuesOf(blankMarkers(body), locale);
  const canonical = ASCII.test(values.prose) ? values.prose : readMixedScriptWords(values.prose);
  const normalized = foldCanonical(canonical);
  return check5(values, normalized, wordTokens(normalized));
}

/** A contact value (any e-mail address or phone number) is private whatever the phrasing; then the phrase lists. */
function check5(values: { emails: readonly string[]; phones: readonly string[] }, normalized: string, words: readonly string[]): 'engagement' | 'private' | null {
  if (values.emails.length > 0 || values.phones.length > 0) return 'private';
  return engagementOrPrivate(normalized, words);
}

const regionsCache = new WeakMap<readonly PreparedSource[], Map<Locale, readonly CountryCode[]>>();
/** The phone regions an answer sentence is read in: its language's and its known-language sources'. */
function answerPhoneRegions(locale: Locale, sources: readonly PreparedSource[]): readonly CountryCode[] {
  let byLocale = regionsCache.get(sources);
  if (!byLocale) regionsCache.set(sources, (byLocale = new Map()));
  let regions = byLocale.get(locale);
  if (!regions) {
    regions = [...new Set([...phoneRegionsFor(locale), ...sources.flatMap((s) => (s.locale ? phoneRegionsFor(s.locale) : []))])];
    byLocale.set(locale, regions);
  }
  return regions;
}

/**
 * Runs the five checks on one sentence.
 * @param sentence original text with markers
 * @param sources prepared sources ({@link prepareSources}); `[S1]` is `sources[0]`
 * @param locale the language the answer was requested in: its number grammar and voice lists
 * @returns failure reasons (empty = pass) and the cited marker numbers
 */
export function checkSentence(sentence: string, sources: readonly PreparedSource[], locale: Locale): { reasons: GuardReason[]; cited: number[] } {
  const reasons: GuardReason[] = [];
  // A leading list-item number is layout, not a value (kind 5).
  const body = LIST_ITEM.test(sentence) ? sentence.replace(LIST_ITEM, '') : sentence;
  const spans = mayHoldMarker(body) ? findMarkers(body) : [];
  const cited: number[] = [];
  let malformed = false;
  for (const m of spans) {
    if (m.refs === null) malformed = true;
    else for (const n of m.refs) if (!cited.includes(n)) cited.push(n);
  }
  if (malformed) reasons.push('marker-malformed');
  if (cited.some((n) => n < 1 || n > sources.length)) reasons.push('marker-out-of-range');

  const text = blankMarkers(body, spans);
  // National phone formats of the answer's language and of its sources' languages: a German
  // source's "030 12345678" quoted in an English answer is still a phone number.
  const values = valuesOf(text, locale, false, answerPhoneRegions(locale, sources));
  const hasValue = values.numbers.length + values.urls.length + values.emails.length + values.phones.length > 0;
  if (cited.length === 0 && !malformed && (hasValue || wordCount(text) >= SUBSTANTIVE_WORDS)) reasons.push('marker-missing');

  if (hasValue) {
    const valid = cited.filter((n) => n >= 1 && n <= sources.length).map((n) => sources[n - 1]!);
    const numberOk = (n: { surface: string; readings: string[][] }) =>
      n.readings.every((r) => r.every((x) => valid.some((s) => s.numbers.has(x))))
      || valid.some((s) => s.locale === locale && s.surfaces.has(n.surface));
    const ok = values.numbers.every(numberOk)
      && values.urls.every((v) => valid.some((s) => s.urls.has(v)))
      && values.emails.every((v) => valid.some((s) => s.emails.has(v)))
      && values.phones.every((v) => valid.some((s) => s.phones.has(v)));
    if (!ok) reasons.push('value-unsupported');
  }

  // Words: the canonical text (mixed-script words read in one alphabet; case kept) and its
  // normalized form, computed once for the voice check and check 5.
  const canonical = ASCII.test(values.prose) ? values.prose : readMixedScriptWords(values.prose);
  const normalized = foldCanonical(canonical);
  const words = wordTokens(normalized);
  if (firstPersonWords(canonical, locale, normalized, words).length > 0) reasons.push('first-person');
  if (check5(values, normalized, words)) reasons.push('engagement-or-private');
  return { reasons, cited };
}
