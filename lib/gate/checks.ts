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
import { foldCanonical, LOCALES, normalizeForMatching, readMixedScriptWords, removeReordering, scanUnits, UNIT, type Locale, type UnitScan } from '@/lib/text';
import { engagementOrPrivate } from './engagement';
import { blankMarkers, findMarkers, mayHoldMarker, type MarkerSpan } from './markers';
import { findAddresses, findPhones, grammarsFor, mayHoldAddress, MIN_PHONE_DIGITS, numberGrammars, phoneRegionsFor, readNumber, scanNumbers, unprotect, valueText } from './values';
import { nameCandidates, nameIndex, nameSupported, type NameIndex } from './names';
import { mayHoldNumberWords, scaleAfter, scaleValue, spelledNumbers } from './number-words';
import { firstPersonWords, wordTokens } from './voice';

/**
 * Why a sentence was stopped. Stable strings: they travel in `guard` events and logs (and the
 * dashboard labels each: lib/assistant/labels.ts).
 * - `marker-out-of-range`: a marker names a source that was not supplied (`[S7]` of six, `[S0]`).
 * - `marker-malformed`: something marker-shaped that is not a marker (`[S]`, `[S1,]`, `[Source 1]`,
 *   a reversed range `[S3–S1]`): never shown raw.
 * - `marker-missing`: a substantive sentence (8+ words, or any value) cites nothing.
 * - `value-unsupported`: a number (in digits or words, with its scale word), URL, e-mail address or
 *   phone number that no cited source supports.
 * - `name-unsupported`: a proper name (organisation, product, place, person) that no cited source
 *   holds in any script (./names.ts; issue 34, kind 4).
 * - `first-person`: the assistant speaks as the author.
 * - `engagement-or-private`: fees, rates, prices, availability, hiring or booking, or private
 *   contact details — any e-mail address or phone number, and contact or booking phrases —
 *   whatever the sources say (check 5).
 */
export const GUARD_REASONS = ['marker-out-of-range', 'marker-malformed', 'marker-missing', 'value-unsupported', 'name-unsupported', 'first-person', 'engagement-or-private'] as const;
export type GuardReason = (typeof GUARD_REASONS)[number];

/** The kinds of value a check reads (issue 34, kind 6: a stop names the kind, never the text). */
export const VALUE_KINDS = ['marker', 'number', 'url', 'email', 'phone', 'name', 'words'] as const;
export type ValueKind = (typeof VALUE_KINDS)[number];

/**
 * What stopped a sentence, for the author's dashboard and for debugging: the first failing check's
 * reason, the kind of value it read and where it stood in the sentence (UTF-16 offsets in the text
 * the checks read; null when the check reads the sentence as a whole: voice, check 5). Never the text.
 */
export interface GuardFinding {
  reason: GuardReason;
  kind: ValueKind;
  start: number | null;
  end: number | null;
}

/** Marker numbers cited by a sentence (groups and ranges expanded), in order, deduplicated; malformed ones are skipped. */
export function citedMarkers(sentence: string): number[] {
  const out: number[] = [];
  for (const m of findMarkers(sentence)) for (const n of m.refs ?? []) if (!out.includes(n)) out.push(n);
  return out;
}

/**
 * Word count: whitespace-separated, except Chinese where three characters count as two words. The
 * zero-width no-break space U+FEFF is white space to JavaScript's `\s` but a default-ignorable to
 * Unicode: it never separates words (a BOM put inside a word must not make a sentence "substantive").
 */
export function wordCount(text: string): number {
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const rest = text.replace(/\p{Script=Han}/gu, ' ').replace(/\uFEFF/gu, '').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return rest + Math.round((han * 2) / 3);
}

/**
 * A list-item number at the start of a sentence (issue 10, kind 5): `1.`, `2)`, `(iii)`, `a)`,
 * `١.`, `۱-`, `१.`, `一、`, `(1)`, after an optional bullet. Layout in every language, never a value.
 */
const ITEM = String.raw`(?:\p{Nd}{1,3}|[a-zA-Z]|[ivxlcdm]{1,6}|[IVXLCDM]{1,6}|[一二三四五六七八九十]{1,3})`;
export const LIST_ITEM = new RegExp(String.raw`^\s*(?:[•⁃▪◦*\-–]\s*)?(?:(?:\(\s*${ITEM}\s*\)|${ITEM}(?:\.\)|[.)]|[-–]))(?=\s)|${ITEM}、)\s*`, 'u');


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
  /** The text (markers blanked): a sentence it holds word for word ({@link quoteForm}) is a quote of it. */
  text: string;
  /** {@link quoteForm} of `text`, computed on first need (only an unsupported reading asks). */
  quoted?: string;
  /** The names it holds ({@link nameIndex}), computed on first need (only a sentence with a name asks). */
  names?: NameIndex;
  /** The value text's prose (addresses and phone numbers blanked): where numbers in words are read. */
  prose: string;
  /** Numbers it states in words and by month names ({@link wordNumbers}), computed on first need. */
  wordNumbers?: ReadonlySet<string>;
}

/**
 * Text as a verbatim quote is recognized: normalized for matching, every run of punctuation and
 * spacing one space (a quoted list item loses its bullet, a lead-in its colon).
 */
export function quoteForm(text: string): string {
  return ` ${foldCanonical(readMixedScriptWords(text.normalize('NFKC'))).replace(/[\p{P}\p{Z}\s]+/gu, ' ').trim()} `;
}

/** A source text and, when known, its language (passages carry one). */
export type SourceInput = string | { text: string; locale?: Locale };

/** Values of a text: numbers with their readings, canonical addresses and phone numbers, and the prose around them. */
interface Values {
  /**
   * Numbers in digits (with any scale word after them), and in an answer also in words (added by
   * {@link readSentence}); spans in the value text (numbers in words: in the normalized prose).
   * `bare`: the readings without the scale word.
   */
  numbers: { surface: string; readings: string[][]; start: number; end: number; bare?: string[][] }[];
  urls: string[];
  emails: string[];
  phones: string[];
  /** The value text with addresses and phone numbers blanked (what words are read from). */
  prose: string;
  /** {@link scanUnits} of the value text: every fact of `prose` is among them. */
  scan: UnitScan;
}

const NEEDS_VALUE_TEXT = UNIT.NFKC | UNIT.IGNORABLE | UNIT.NBSP;

/** `text` with each span replaced by as many spaces (offsets kept). */
function blankSpans(text: string, spans: readonly (readonly [number, number])[]): string {
  let out = text;
  for (const [a, b] of spans) out = out.slice(0, a) + ' '.repeat(b - a) + out.slice(b);
  return out;
}

/**
 * A sentence's or source's values: address spans, then phone-number spans removed before numbers
 * are read (a phone number is one value, `+86 138 0013 8000`, not four numbers). One
 * {@link scanUnits} pass decides which steps can find anything: most sentences need no NFKC (the
 * quick check passes), hold no address candidate, and too few digits for a phone number.
 * @param keepPhoneDigits also read a phone number's digits as numbers (sources: a span read as a
 *   national phone number in one region may be a quantity to the answer)
 */
function valuesOf(text: string, locale: Locale | undefined, keepPhoneDigits = false, regions: readonly CountryCode[] = phoneRegionsFor(locale)): Values {
  let scan = scanUnits(text);
  let v = text;
  if ((scan.flags & NEEDS_VALUE_TEXT) !== 0) {
    v = valueText(text);
    if (v !== text) scan = scanUnits(v);
  }
  const plain = unprotect(v);
  const addresses = mayHoldAddress(plain) ? findAddresses(plain) : { urls: [], emails: [], spans: [] };
  // Numbers and words are read outside addresses ("/my", "we@…" are not prose).
  const numbersBase = blankSpans(v, addresses.spans);
  let prose = addresses.spans.length ? blankSpans(plain, addresses.spans) : plain;
  const phones = scan.digits >= MIN_PHONE_DIGITS ? findPhones(prose, regions, numberGrammars(locale)) : { phones: [], spans: [] };
  if (phones.spans.length) prose = blankSpans(prose, phones.spans);
  const numbersText = keepPhoneDigits || !phones.spans.length ? numbersBase : blankSpans(numbersBase, phones.spans);
  const numbers: Values['numbers'] = [];
  if (scan.digits > 0) {
    for (const t of scanNumbers(numbersText)) {
      const bare = readNumber(t, grammarsFor(t.seps, locale));
      let readings = bare;
      let end = t.end;
      let surface = numbersText.slice(t.start, t.end);
      // A scale word after the number multiplies it (kind 3: "3.5 million", "350万", "35 लाख").
      const scale = scaleAfter(numbersText.slice(t.end, t.end + 48), locale ? [locale] : LOCALES);
      if (scale) {
        readings = readings.flatMap((r) => scale.exps.map((e) => [...r.slice(0, -1), scaleValue(r[r.length - 1]!, e)]));
        surface += `e${scale.exps.join('|')}`;
        end += scale.length;
      }
      numbers.push({ surface, readings, start: t.start, end, ...(scale ? { bare } : {}) });
    }
  }
  return { numbers, urls: addresses.urls, emails: addresses.emails, phones: phones.phones, prose, scan };
}

/**
 * The canonical text of a value text's prose (mixed-script words read in one alphabet; case kept),
 * its normalized form and word tokens: what the voice check and check 5 read.
 */
function wordsOf(values: Values): { canonical: string; normalized: string; words: string[]; facts: number } {
  // Blanking addresses and phone numbers only splits words: the value text's scan covers the prose.
  let facts = values.scan.flags;
  let canonical = values.prose;
  if ((facts & UNIT.MIXED) !== 0) {
    canonical = readMixedScriptWords(values.prose);
    // A word read in another alphabet may bring that alphabet's letters: read the facts again.
    if (canonical !== values.prose) facts = scanUnits(canonical).flags;
  }
  const normalized = foldCanonical(canonical, facts);
  return { canonical, normalized, words: wordTokens(normalized), facts };
}

/**
 * Extracts each source's values once, so per-sentence checks are set look-ups.
 * @param sources texts, or texts with their locale; a source without one is read in every site
 *   language's number grammar and supports only what all readings agree on (fail closed)
 */
export function prepareSources(sources: readonly SourceInput[]): PreparedSource[] {
  return sources.map((src) => {
    const { text: given, locale } = typeof src === 'string' ? { text: src, locale: undefined } : src;
    // A source is read as it displays, like an answer (issue 34, kind 1).
    const text = removeReordering(given);
    // A source of unknown language is read for international numbers only: the national plans of
    // every site language (19 regions) cost more than they find, and a national number it cannot
    // support still fails check 5.
    const v = valuesOf(blankMarkers(text), locale, true, locale ? phoneRegionsFor(locale) : []);
    const numbers = new Set<string>();
    for (const n of v.numbers) {
      // The values every reading states; with a scale word, also the number before it (an answer
      // may write the scale in a word CLDR does not list: Hindi "१.२ मिलियन" for "1.2 million").
      for (const readings of n.bare ? [n.readings, n.bare] : [n.readings]) {
        const [first, ...rest] = readings;
        for (const x of first ?? []) if (rest.every((r) => r.includes(x))) numbers.add(x);
      }
    }
    return { locale, numbers, surfaces: new Set(v.numbers.map((n) => n.surface)), urls: new Set(v.urls), emails: new Set(v.emails), phones: new Set(v.phones), text: blankMarkers(text), prose: v.prose };
  });
}

/**
 * The numbers a source states in words, in its language (kind 2), and the numbers of the months it
 * names ("February 2023" supports 2023年2月: CLDR month names), read on first need — only an
 * answer's number that its digits do not support asks. A source of unknown language states none
 * (fail closed).
 */
function wordNumbers(s: PreparedSource): ReadonlySet<string> {
  if (s.wordNumbers) return s.wordNumbers;
  const out = new Set<string>();
  if (s.locale) {
    for (const w of spelledNumbers(normalizeForMatching(s.prose), s.locale, { answer: false })) out.add(w.value);
    const months = monthNumbers(s.locale);
    for (const m of s.prose.matchAll(MONTH_WORD)) { const n = months.get(m[0]); if (n) out.add(n); }
  }
  return (s.wordNumbers = out);
}
const supports = (s: PreparedSource, x: string) => s.numbers.has(x) || wordNumbers(s).has(x);

const MONTH_WORD = /\p{L}+\.?/gu;
const monthCache = new Map<Locale, ReadonlyMap<string, string>>();
/** Month names of a language as CLDR writes them (Intl.DateTimeFormat, long and short, in case: "May", not the verb "may") → "1"…"12". */
function monthNumbers(locale: Locale): ReadonlyMap<string, string> {
  let map = monthCache.get(locale);
  if (!map) {
    const names = new Map<string, string>();
    for (const month of ['long', 'short'] as const) {
      const f = new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' });
      for (let m = 0; m < 12; m++) for (const p of f.formatToParts(Date.UTC(2024, m, 15))) if (p.type === 'month' && /\p{L}/u.test(p.value)) names.set(p.value, String(m + 1));
    }
    monthCache.set(locale, (map = names));
  }
  return map;
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
  const values = valuesOf(blankMarkers(withoutListItem(sentence)), locale);
  const { normalized, words } = wordsOf(values);
  return check5(values, normalized, words);
}

/** The sentence without a leading list-item number (layout, kind 5). */
function withoutListItem(sentence: string): string {
  const m = LIST_ITEM.exec(sentence);
  return m ? sentence.slice(m[0].length) : sentence;
}

/** A contact value (any e-mail address or phone number) is private whatever the phrasing; then the phrase lists. */
function check5(values: { emails: readonly string[]; phones: readonly string[] }, normalized: string, words: readonly string[]): 'engagement' | 'private' | null {
  if (values.emails.length > 0 || values.phones.length > 0) return 'private';
  return engagementOrPrivate(normalized, words);
}

const regionsCache = new WeakMap<readonly PreparedSource[], Map<Locale, readonly CountryCode[]>>();
// The last answer's regions: a gate checks every sentence of an answer against the same sources.
let lastRegions: { sources: readonly PreparedSource[]; locale: Locale; regions: readonly CountryCode[] } | null = null;
/** The phone regions an answer sentence is read in: its language's and its known-language sources'. */
function answerPhoneRegions(locale: Locale, sources: readonly PreparedSource[]): readonly CountryCode[] {
  if (lastRegions && lastRegions.sources === sources && lastRegions.locale === locale) return lastRegions.regions;
  let byLocale = regionsCache.get(sources);
  if (!byLocale) regionsCache.set(sources, (byLocale = new Map()));
  let regions = byLocale.get(locale);
  if (!regions) {
    // Plain loops: this runs for every new answer (a Set of spreads cost more than the look-ups it saves).
    const list: CountryCode[] = [...phoneRegionsFor(locale)];
    for (const src of sources) if (src.locale) for (const r of phoneRegionsFor(src.locale)) if (!list.includes(r)) list.push(r);
    regions = list;
    byLocale.set(locale, regions);
  }
  lastRegions = { sources, locale, regions };
  return regions;
}

/** What one sentence was found to say, read once: the checks are look-ups on it. */
export interface SentenceReading {
  /** Failure reasons (empty = pass), in {@link GUARD_REASONS} order of the checks. */
  reasons: GuardReason[];
  /** Marker numbers cited (groups and ranges expanded), in order, deduplicated. */
  cited: number[];
  /** Marker-shaped spans of the sentence (offsets in the sentence as given). */
  markers: MarkerSpan[];
  /** Values the sentence states (numbers, URLs, e-mail addresses, phone numbers), counted once each. */
  values: number;
  /** What the first failing check read (null on a pass). */
  finding: GuardFinding | null;
}

/** Options of the checks. */
export interface CheckOptions {
  /** Run the name check (kind 4); default true. */
  names?: boolean;
  /** Names always known: the author's in every language and her further forms ({@link nameIndex} of them). */
  known?: NameIndex;
}

/**
 * Runs the five checks on one sentence.
 * @param sentence original text with markers; directional formatting that reorders what a reader
 *   sees is removed first (lib/text `removeReordering`)
 * @param sources prepared sources ({@link prepareSources}); `[S1]` is `sources[0]`
 * @param locale the language the answer was requested in: its number grammar and voice lists
 * @returns failure reasons (empty = pass) and the cited marker numbers
 */
export function checkSentence(sentence: string, sources: readonly PreparedSource[], locale: Locale, opts: CheckOptions = {}): { reasons: GuardReason[]; cited: number[]; finding: GuardFinding | null } {
  const { reasons, cited, finding } = readSentence(removeReordering(sentence), sources, locale, opts);
  return { reasons, cited, finding };
}

/**
 * {@link checkSentence} with the marker spans it found (the gate strips them from a released
 * sentence without looking for them again). One reading: markers, then the values of the text
 * without them (one {@link scanUnits} pass decides which value steps run), then the words of the
 * rest — normalized and tokenized once for the voice check and check 5.
 * @param sentence the text as the reader will see it (lib/text `removeReordering` applied: the gate does)
 */
export function readSentence(sentence: string, sources: readonly PreparedSource[], locale: Locale, opts: CheckOptions = {}): SentenceReading {
  const reasons: GuardReason[] = [];
  let finding: GuardFinding | null = null;
  const fail = (reason: GuardReason, kind: ValueKind, start: number | null = null, end: number | null = null) => {
    reasons.push(reason);
    finding ??= { reason, kind, start: start === null ? null : start + offset, end: end === null ? null : end + offset };
  };
  // A leading list-item number is layout, not a value (kind 5).
  const body = withoutListItem(sentence);
  const offset = sentence.length - body.length;
  const spans = mayHoldMarker(body) ? findMarkers(body) : [];
  const cited: number[] = [];
  let malformed = false;
  for (const m of spans) {
    if (m.refs === null) malformed = true;
    else for (const n of m.refs) if (!cited.includes(n)) cited.push(n);
  }
  if (malformed) { const m = spans.find((x) => x.refs === null)!; fail('marker-malformed', 'marker', m.start, m.end); }
  for (const n of cited) if (n < 1 || n > sources.length) { const m = spans.find((x) => x.refs?.includes(n))!; fail('marker-out-of-range', 'marker', m.start, m.end); break; }

  const text = blankMarkers(body, spans);
  // National phone formats of the answer's language and of its sources' languages: a German
  // source's "030 12345678" quoted in an English answer is still a phone number.
  const values = valuesOf(text, locale, false, answerPhoneRegions(locale, sources));
  // Words: the canonical text (mixed-script words read in one alphabet; case kept) and its
  // normalized form, computed once for numbers in words, the voice check and check 5.
  const { canonical, normalized, words, facts } = wordsOf(values);
  if (mayHoldNumberWords(words, normalized, locale)) for (const w of spelledNumbers(normalized, locale, { answer: true })) values.numbers.push({ surface: `~${w.value}`, readings: [[w.value]], start: w.start, end: w.end });
  const valueCount = values.numbers.length + values.urls.length + values.emails.length + values.phones.length;
  const hasValue = valueCount > 0;
  if (cited.length === 0 && !malformed && (hasValue || wordCount(text) >= SUBSTANTIVE_WORDS)) fail('marker-missing', hasValue ? 'number' : 'words');

  const unsupported = hasValue ? unsupportedValue(values, cited, sources, locale, text) : null;
  if (unsupported) fail('value-unsupported', unsupported.kind, unsupported.start, unsupported.end);

  // Names (kind 4): each in a cited source or known, in any script.
  // A sentence that cites nothing already fails for it (marker-missing): its names are not read as well.
  if (opts.names !== false && !reasons.includes('marker-missing')) {
    const valid: NameIndex[] = [];
    for (const n of cited) if (n >= 1 && n <= sources.length) valid.push(sources[n - 1]!.names ??= nameIndex([sources[n - 1]!.text]));
    if (opts.known) valid.push(opts.known);
    const name = nameCandidates(canonical, locale).find((c) => !nameSupported(c.text, valid));
    if (name) fail('name-unsupported', 'name', name.start, name.end);
  }

  if (firstPersonWords(canonical, locale, normalized, words, facts).length > 0) fail('first-person', 'words');
  const private5 = check5(values, normalized, words);
  if (private5) fail('engagement-or-private', values.emails.length ? 'email' : values.phones.length ? 'phone' : 'words');
  const markers = offset === 0 ? spans : spans.map((m) => ({ ...m, start: m.start + offset, end: m.end + offset }));
  return { reasons, cited, markers, values: valueCount, finding };
}

/**
 * Check 3: every value of the sentence is supported by a source it cites (valid markers only).
 * @returns the first value that is not, with its kind and span (addresses and phone numbers: found
 *   in the text by their first character run, else no span), or null
 */
function unsupportedValue(values: Values, cited: readonly number[], sources: readonly PreparedSource[], locale: Locale, text: string): { kind: ValueKind; start: number | null; end: number | null } | null {
  const valid: PreparedSource[] = [];
  for (const n of cited) if (n >= 1 && n <= sources.length) valid.push(sources[n - 1]!);
  let form: string | undefined;
  // A sentence a cited source holds word for word is a quote, in the source's language: its numbers
  // read in the source's grammar (issue 22: "2,300" quoted from an English passage in a German answer is 2300).
  const quotes = (s: PreparedSource) => (s.quoted ??= quoteForm(s.text)).includes(form ??= quoteForm(text));
  for (const n of values.numbers) {
    // Every reading's every value in some cited source, or the same surface in a same-language
    // source or in a source the sentence quotes.
    let all = true;
    for (const r of n.readings) for (const x of r) if (all && !valid.some((s) => supports(s, x))) all = false;
    if (!all && !valid.some((s) => (s.locale === locale || quotes(s)) && s.surfaces.has(n.surface))) return { kind: 'number', start: n.start, end: n.end };
  }
  const at = (kind: ValueKind, v: string) => {
    const i = text.toLowerCase().indexOf(v.replace(/^national:/, '').slice(0, 6).toLowerCase());
    return { kind, start: i >= 0 ? i : null, end: null };
  };
  for (const v of values.urls) if (!valid.some((s) => s.urls.has(v))) return at('url', v.replace(/^https?:\/\//, ''));
  for (const v of values.emails) if (!valid.some((s) => s.emails.has(v))) return at('email', v);
  for (const v of values.phones) if (!valid.some((s) => s.phones.has(v))) return { kind: 'phone', start: null, end: null };
  return null;
}
