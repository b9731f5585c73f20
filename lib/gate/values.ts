/**
 * Values for the gate's third check (design, Layer 4 check 3 and its "Refinement"): numbers read
 * in the grammar of their text's language, and addresses (URLs with or without a scheme, host
 * names with a path, e-mail addresses).
 *
 * Numbers (issue 10, kind 2). Group and decimal symbols and the grouping sizes of each site
 * language come from CLDR through `Intl.NumberFormat#formatToParts`, for every numbering system
 * the language writes (fa: arabext and latn; ar: arab and latn; hi: deva and latn; zh: latn and
 * fullwide): de reads `1.000` as one thousand, fr groups with U+202F, hi groups `1,20,000`.
 * Digits of every script are folded to ASCII (`lib/text` `foldDigits`). A token that is not a
 * well-formed number in a grammar (`1,5` in English, `3.12` in German) is read as a *literal*: its
 * digits and separators as written. A token is read in every grammar of its text's locale — in
 * every site language's grammar when the locale is unknown — and may so have several readings;
 * a plain space between digit groups, in languages that group with (no-break) spaces, reads both
 * as one number and as two. An answer's token passes only if every reading is supported
 * (fail closed); a source supports the values its tokens read unambiguously, and, in the same
 * language, any token with the same surface.
 *
 * Addresses (kind 3) are found by `linkify-it` 6.1 with fuzzy links and e-mails on, on the answer
 * and on the sources alike, with the IANA root-zone TLD list (`tlds`) plus the special-use names
 * of RFC 2606/6761/6762/7686 and ICANN's `.internal`. Canonical form: the WHATWG URL parser's
 * host (lower case, IDNs as punycode — a Cyrillic look-alike host stays a different host), port,
 * path, query and fragment; `http`, `https` and no scheme are one address; trailing slashes
 * dropped. E-mail addresses are lower-cased. Full-width and small-form `＠ ．` are folded by
 * NFKC first; an ideographic full stop between two address characters is a dot (UTS #46).
 */
import { findNumbers, type CountryCode } from 'libphonenumber-js/max';
import { LinkifyIt } from 'linkify-it';
import tldList from 'tlds';
import { digitOfCode, digitValue, foldDigits, LOCALES, removeIgnorables, unitFacts, UNIT, type Locale } from '@/lib/text';

// ---------------------------------------------------------------------------------------------
// Number grammar from CLDR (Intl).

/** A separator class: a character, or a no-break space (U+00A0, U+202F, U+2007, U+2009). */
type Sep = string;
const NBSP: Sep = '\u00A0';
const SPACE: Sep = ' ';
/** A private-use stand-in that keeps no-break spaces through NFKC (which folds them to U+0020). */
const PROTECTED_SPACE = '\uE000';

interface Grammar {
  group: Sep;
  decimal: Sep;
  primary: number;
  /** Group sizes accepted before the primary group (hi: 2 as CLDR formats, and 3). */
  secondary: readonly number[];
  /** A plain space may be this grammar's group symbol typed on a keyboard. */
  spaceGroups: boolean;
}

/** The numbering systems each site language writes (CLDR default first). */
const NUMBERING: Record<Locale, readonly string[]> = {
  en: ['latn'], fa: ['arabext', 'latn'], de: ['latn'], fr: ['latn'], es: ['latn'], pt: ['latn'],
  ru: ['latn'], ar: ['arab', 'latn'], hi: ['deva', 'latn'], zh: ['latn', 'fullwide'],
};

/** The separator class of one character, after NFKC (full-width `，．` are `,` `.`). */
function sepClass(c: string): Sep | null {
  if (c === ',' || c === '.' || c === ' ') return c;
  if (c.charCodeAt(0) < 0x80) return null;
  if (c === '\u00A0' || c === '\u202F' || c === '\u2007' || c === '\u2009' || c === PROTECTED_SPACE) return NBSP;
  if (c === '\u066B' || c === '\u066C') return c; // Arabic decimal and thousands separators
  const n = c.normalize('NFKC');
  return n === ',' || n === '.' ? n : null;
}

function grammarOf(tag: string): Grammar {
  const nf = new Intl.NumberFormat(tag, { useGrouping: 'always' } as Intl.NumberFormatOptions);
  const parts = nf.formatToParts(1234567.5);
  const group = sepClass(parts.find((p) => p.type === 'group')!.value)!;
  const decimal = sepClass(parts.find((p) => p.type === 'decimal')!.value)!;
  const ints = parts.filter((p) => p.type === 'integer').map((p) => [...p.value].length);
  const primary = ints[ints.length - 1]!;
  const secondary = [...new Set([ints[ints.length - 2]!, primary])];
  return { group, decimal, primary, secondary, spaceGroups: group === NBSP };
}

const GRAMMARS: Record<Locale, Grammar[]> = Object.fromEntries(LOCALES.map((l) => {
  const list: Grammar[] = [];
  for (const nu of NUMBERING[l]) {
    const g = grammarOf(`${l}-u-nu-${nu}`);
    if (!list.some((x) => JSON.stringify(x) === JSON.stringify(g))) list.push(g);
  }
  return [l, list];
})) as Record<Locale, Grammar[]>;
const ALL_GRAMMARS: Grammar[] = Object.values(GRAMMARS).flat().filter((g, i, a) => a.findIndex((x) => JSON.stringify(x) === JSON.stringify(g)) === i);

/** The number grammars (group, decimal, grouping sizes) of a locale, as CLDR gives them. */
export function numberGrammars(locale: Locale | undefined): readonly Grammar[] {
  return locale ? GRAMMARS[locale] : ALL_GRAMMARS;
}

const knows = (g: Grammar, s: Sep) => s === SPACE || s === g.group || s === g.decimal;
/**
 * The grammars a token is read in: its locale's (every site language's when unknown), narrowed to
 * those that use all of its separators; when its locale's use none of them (`٫` in an English
 * answer, U+202F in a German one), the grammars of the site languages that do.
 */
export function grammarsFor(seps: readonly Sep[], locale: Locale | undefined): readonly Grammar[] {
  const own = numberGrammars(locale);
  if (seps.length === 0) return own.slice(0, 1);
  const fit = own.filter((g) => seps.every((s) => knows(g, s)));
  if (fit.length) return fit;
  const other = ALL_GRAMMARS.filter((g) => seps.every((s) => knows(g, s)));
  return other.length ? other : own;
}

// ---------------------------------------------------------------------------------------------
// Scanning number tokens.

const NO_BREAK_SPACES = /[\u00A0\u202F\u2007\u2009]/g;

/** A number token: ASCII digit groups and the separators between them. */
export interface NumberToken {
  groups: string[];
  seps: Sep[];
  start: number;
  end: number;
}

const LETTER = /\p{L}/u;
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * Number tokens of a text: runs of digits (any script) joined by single separators that are
 * followed by a digit. A token right after a letter of a spaced script is part of a name
 * ("S1", "GPT4") and skipped; after Chinese it counts ("在2021年").
 */
export function scanNumbers(text: string): NumberToken[] {
  const out: NumberToken[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const code = text.charCodeAt(i);
    // Fast skip: ASCII non-digits, and non-ASCII code units that are no digit of any script.
    if (code < 0x80 ? code < 0x30 || code > 0x39 : code < 0xd800 && digitOfCode(code) < 0) { i += 1; continue; }
    let d = digitAt(text, i);
    if (d < 0) { i += 1; continue; }
    const start = i;
    const groups: string[] = [];
    const seps: Sep[] = [];
    let current = '';
    for (;;) {
      current += String(d);
      i += widthAt(text, i);
      d = digitAt(text, i);
      if (d >= 0) continue;
      const s = i < n ? sepClass(text[i]!) : null;
      const next = s ? digitAt(text, i + 1) : -1;
      if (!s || next < 0) break;
      // A plain space joins digit groups only before exactly three digits (a typed group).
      if (s === SPACE && !(digitAt(text, i + 4) < 0 && digitAt(text, i + 2) >= 0 && digitAt(text, i + 3) >= 0)) break;
      groups.push(current);
      seps.push(s);
      current = '';
      d = next;
      i += 1;
    }
    groups.push(current);
    if (start > 0) {
      const before = text.charCodeAt(start - 1);
      // ASCII letters, and any other letter outside the unspaced scripts, make the digits part of a name.
      if ((before >= 0x41 && before <= 0x5a) || (before >= 0x61 && before <= 0x7a)) continue;
      if (before >= 0x80) {
        const c = String.fromCodePoint(codePointBefore(text, start));
        if (LETTER.test(c) && !UNSPACED.test(c)) continue;
      }
    }
    out.push({ groups, seps, start, end: i });
  }
  return out;
}

function codePointBefore(text: string, i: number): number {
  const lo = text.charCodeAt(i - 1);
  if (lo >= 0xdc00 && lo <= 0xdfff && i >= 2) return text.codePointAt(i - 2)!;
  return lo;
}

/** The digit value at `i` (any script), or -1. */
function digitAt(text: string, i: number): number {
  if (i >= text.length) return -1;
  const code = text.charCodeAt(i);
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code < 0x80) return -1;
  if (code >= 0xd800 && code <= 0xdbff) return digitValue(String.fromCodePoint(text.codePointAt(i)!));
  return digitOfCode(code);
}
function widthAt(text: string, i: number): number {
  const code = text.charCodeAt(i);
  return code >= 0xd800 && code <= 0xdbff ? 2 : 1;
}

// ---------------------------------------------------------------------------------------------
// Reading tokens.

/** A token's surface: digits with its separators as written (no-break spaces as U+00A0). */
function surface(groups: readonly string[], seps: readonly Sep[]): string {
  let s = groups[0]!;
  for (let k = 0; k < seps.length; k++) s += seps[k]! + groups[k + 1]!;
  return s;
}

/** One chunk (no plain-space split) read in a grammar: a canonical number, or null (a literal). */
function readChunk(groups: readonly string[], seps: readonly Sep[], g: Grammar): string {
  return parseChunk(groups, seps, g) ?? surface(groups, seps);
}

function parseChunk(groups: readonly string[], seps: readonly Sep[], g: Grammar): string | null {
  const literal = null;
  if (seps.length === 0) return groups[0]!;
  const decimalAt = seps.indexOf(g.decimal);
  if (decimalAt >= 0 && decimalAt !== seps.length - 1) return literal;
  const intSeps = decimalAt >= 0 ? seps.slice(0, decimalAt) : seps;
  if (intSeps.some((s) => s !== g.group && !(s === SPACE && g.spaceGroups))) return literal;
  const ints = groups.slice(0, intSeps.length + 1);
  if (ints.length > 1) {
    if (ints[ints.length - 1]!.length !== g.primary) return literal;
    // Groups before the primary one: all of one accepted size (Western 3-3 or Indian 2-2 grouping).
    const middle = ints.slice(1, -1);
    const size = middle.length ? middle[0]!.length : null;
    const ok = g.secondary.some((s) => (size === null || size === s) && middle.every((x) => x.length === s) && ints[0]!.length >= 1 && ints[0]!.length <= s);
    if (!ok) return literal;
  }
  let value = ints.join('');
  if (decimalAt >= 0) {
    const fraction = groups[groups.length - 1]!.replace(/0+$/, '');
    if (fraction) value += `.${fraction}`;
  }
  return value;
}

/**
 * Every reading of a number token in the given grammars: each reading is the list of values the
 * token states (one value, or several when a plain space may separate two numbers).
 * Values are canonical: no grouping, `.` as decimal point, trailing decimal zeros dropped
 * (`20.00` → `20`), or a literal surface when the grammar cannot read the token.
 */
export function readNumber(token: Pick<NumberToken, 'groups' | 'seps'>, grammars: readonly Grammar[]): string[][] {
  if (token.seps.length === 0) return [[token.groups[0]!]]; // most tokens: one run of digits
  const readings = new Map<string, string[]>();
  const add = (r: string[]) => readings.set(r.join('\u0001'), r);
  for (const g of grammars) {
    // Split at plain spaces into separate numbers; where the grammar groups with spaces, also read whole.
    const chunks: { groups: string[]; seps: Sep[] }[] = [{ groups: [token.groups[0]!], seps: [] }];
    token.seps.forEach((s, k) => {
      if (s === SPACE) chunks.push({ groups: [token.groups[k + 1]!], seps: [] });
      else { chunks[chunks.length - 1]!.seps.push(s); chunks[chunks.length - 1]!.groups.push(token.groups[k + 1]!); }
    });
    // A chunk after a space that starts with 0 cannot stand alone: the space groups.
    const canSplit = chunks.slice(1).every((c) => !c.groups[0]!.startsWith('0'));
    if (chunks.length === 1 || canSplit) add(chunks.map((c) => readChunk(c.groups, c.seps, g)));
    // Read whole where the grammar groups with spaces and that is a well-formed number
    // ("2019 400" is two numbers in any language).
    const whole = chunks.length > 1 && g.spaceGroups ? parseChunk(token.groups, token.seps, g) : null;
    if (whole !== null) add([whole]);
    else if (chunks.length > 1 && !canSplit) add([surface(token.groups, token.seps)]);
  }
  return [...readings.values()];
}

/** The text values are read from: NFKC (no-break spaces kept), default-ignorables removed. */
export function valueText(text: string): string {
  if (ASCII.test(text)) return text;
  return removeIgnorables(text.replace(NO_BREAK_SPACES, PROTECTED_SPACE).normalize('NFKC'));
}
const ASCII = /^[\x00-\x7F]*$/;
/** {@link valueText} with the no-break spaces back as plain spaces (for addresses and words). */
export function unprotect(text: string): string {
  return text.includes(PROTECTED_SPACE) ? text.replaceAll(PROTECTED_SPACE, ' ') : text;
}

// ---------------------------------------------------------------------------------------------
// Addresses.

/** Special-use names no registry delegates but that texts use: RFC 2606/6761, RFC 6762, RFC 7686, ICANN 2024. */
const SPECIAL_USE_TLDS = ['example', 'test', 'invalid', 'localhost', 'local', 'onion', 'internal'];
const TLDS: ReadonlySet<string> = new Set([...tldList, ...SPECIAL_USE_TLDS]);
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: false }).tlds([...TLDS], false);
// linkify's search is the costliest step of the gate, and its cost grows with the text: it runs
// only on the whitespace-delimited runs around a candidate — "://", an "@" before a dotted name, or
// a dot before a known top-level domain (addresses hold no whitespace). Most sentences have none.
const CANDIDATE = /:\/\/|[^\s@]@[^\s@.]+\.|\.([A-Za-z]{2,63}|xn--[A-Za-z0-9-]+|[^\s\x00-\x7F.,;:!?)\]]{2,63})(?![A-Za-z0-9-])/g;
const SPACE_RE = /\s/;
/** Characters of an e-mail local part: RFC 5322 atext and dots; letters and digits of any script (RFC 6531). */
const LOCAL_PART = /[\p{L}\p{N}\p{M}.!#$%&'*+\-/=?^_`{|}~]/u;
// UTS #46 label separators that NFKC leaves alone: the ideographic full stop between label characters.
const IDEOGRAPHIC_DOT = /(?<=[A-Za-z0-9-])\u3002(?=[a-z0-9])/g;

/**
 * Whether {@link findAddresses} can find anything: a superset of its candidates — "://", an "@",
 * an ideographic full stop, or a dot before an ASCII letter or a non-ASCII character that is not
 * white space (every sentence ends in a dot; few hold an address).
 */
export function mayHoldAddress(text: string): boolean {
  if (text.includes('@') || text.includes('://') || text.includes('\u3002')) return true;
  for (let i = text.indexOf('.'); i >= 0; i = text.indexOf('.', i + 1)) {
    const c = text.charCodeAt(i + 1);
    if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0x80 && !SPACE_RE.test(text[i + 1]!))) return true;
  }
  return false;
}

/** Addresses of a text with their spans, canonicalized. */
export function findAddresses(text: string): { urls: string[]; emails: string[]; spans: [number, number][] } {
  const urls: string[] = [];
  const emails: string[] = [];
  const spans: [number, number][] = [];
  const t = text.includes('\u3002') ? text.replace(IDEOGRAPHIC_DOT, '.') : text;
  if (!t.includes('.') && !t.includes('@') && !t.includes(':')) return { urls, emails, spans };
  let done = -1;
  CANDIDATE.lastIndex = 0;
  for (let m = CANDIDATE.exec(t); m; m = CANDIDATE.exec(t)) {
    if (m[1] !== undefined && !TLDS.has(m[1].toLowerCase())) continue;
    let a = m.index;
    while (a > 0 && !SPACE_RE.test(t[a - 1]!)) a--;
    if (a <= done) continue; // this run was read already
    let b = m.index + m[0].length;
    while (b < t.length && !SPACE_RE.test(t[b]!)) b++;
    done = b;
    CANDIDATE.lastIndex = b;
    let matches = linkify.match(t.slice(a, b)) ?? [];
    // An e-mail address glued to the word before it by punctuation no local part holds
    // ("问题：aa@a0.org", NFKC-folded to "问题:aa@…"): read from after that punctuation (RFC 5322 atext).
    const at = t.indexOf('@', a);
    if (at >= 0 && at < b && !matches.some((x) => x.schema === 'mailto:')) {
      let c = at;
      while (c > a && LOCAL_PART.test(t[c - 1]!)) c--;
      if (c > a) {
        const rest = linkify.match(t.slice(c, b)) ?? [];
        if (rest.some((x) => x.schema === 'mailto:')) { matches = rest.map((x) => ({ ...x, index: x.index + c - a, lastIndex: x.lastIndex + c - a })); }
      }
    }
    for (const x of matches) {
      spans.push([a + x.index, a + x.lastIndex]);
      if (x.schema === 'mailto:') emails.push(x.raw.replace(/^mailto:/i, '').toLowerCase());
      else urls.push(canonicalUrl(x.raw, x.schema));
    }
  }
  return { urls, emails, spans };
}

/**
 * Canonical form of an address: host lower-cased and punycoded by the WHATWG URL parser, `http`,
 * `https`, `//` and no scheme alike, trailing slashes dropped. Other schemes stay part of it.
 */
export function canonicalUrl(raw: string, schema = ''): string {
  const s = schema.toLowerCase();
  const web = s === '' || s === 'http:' || s === 'https:' || s === '//';
  const withScheme = s === '' ? `http://${raw}` : s === '//' ? `http:${raw}` : raw;
  try {
    const u = new URL(withScheme);
    const rest = `${u.pathname}${u.search}${u.hash}`.replace(/\/+$/, '');
    return `${web ? '' : u.protocol}${u.host}${rest}`;
  } catch {
    return raw.toLowerCase().replace(/^(https?:)?\/\//, '').replace(/\/+$/, '');
  }
}

// ---------------------------------------------------------------------------------------------
// Phone numbers (issue 10, kind 4b: a contact detail is a value).

/**
 * The regions whose national phone formats an answer in each language is read in, chosen by hand:
 * the one to three most populous regions where the language is official (as CLDR's territory
 * data lists them) — for `ar` Saudi Arabia, Egypt and the UAE, for `en` the US, UK and India. Limits: a national number of
 * another region (a Mexican number in an English answer) is found only when written with its
 * country code; national formats overlap (a valid DE number may be a valid BR number), which only
 * matters for check 3, where the answer and its source are read with the same regions.
 */
export const PHONE_REGIONS: Record<Locale, readonly CountryCode[]> = {
  en: ['US', 'GB', 'IN'], de: ['DE', 'AT', 'CH'], fr: ['FR', 'BE', 'CH'], es: ['ES', 'MX', 'AR'], pt: ['BR', 'PT'],
  ru: ['RU'], ar: ['SA', 'EG', 'AE'], fa: ['IR'], hi: ['IN'], zh: ['CN', 'TW'],
};
const ALL_REGIONS: readonly CountryCode[] = [...new Set(Object.values(PHONE_REGIONS).flat())];

/** Fewer digits than the shortest number we read (an international number: country code and a short national number). */
export const MIN_PHONE_DIGITS = 7;
/**
 * Fewer digits than the shortest national number we read without a country code: 9, the shortest
 * national length (trunk prefix included) of the common numbers in the regions below (ES, PT, SA,
 * AE mobile: 9; US, FR, IN, RU, MX: 10; CN mobile, BR mobile: 11). Shorter spans that a permissive
 * plan accepts (DE: `2020-12`, `2015–2017`) are versions, dates and ranges far more often.
 */
const MIN_NATIONAL_DIGITS = 9;
// A country code starts with 1–9 (ITU-T E.164); "00" counts only at the start of a token, so the
// zero groups of a quantity ("1.000", "10 000") are not taken for an international prefix.
/**
 * An international candidate: `+` (then spaces or an opening parenthesis) before 1–9, or `00` before
 * 1–9 at the start of a token (not after a digit, `.` or `,`). An indexOf walk: a regular expression
 * with look-behinds re-tried at every position costs more on a long source.
 */
function internationalCandidate(text: string): boolean {
  const table = unitFacts();
  for (let i = text.indexOf('+'); i >= 0; i = text.indexOf('+', i + 1)) {
    let j = i + 1;
    while (j < text.length && (text.charCodeAt(j) === 0x28 || (table[text.charCodeAt(j)]! & UNIT.SPACE) !== 0)) j++;
    const c = text.charCodeAt(j);
    if (c >= 0x31 && c <= 0x39) return true;
  }
  for (let i = text.indexOf('00'); i >= 0; i = text.indexOf('00', i + 1)) {
    const c = text.charCodeAt(i + 2);
    if (!(c >= 0x31 && c <= 0x39)) continue;
    const p = i > 0 ? text.charCodeAt(i - 1) : -1;
    if (!((p >= 0x30 && p <= 0x39) || p === 0x2e || p === 0x2c)) return true;
  }
  return false;
}
/**
 * A national candidate: nine ASCII digits in a chain where each two are apart by at most three
 * characters of phone punctuation (white space, `-./()`, the protected no-break space). One walk.
 */
function nationalCandidate(text: string): boolean {
  const table = unitFacts();
  let digits = 0;
  let gap = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x30 && c <= 0x39) {
      digits = digits > 0 && gap <= 3 ? digits + 1 : 1;
      gap = 0;
      if (digits >= 9) return true;
    } else if (c === 0x2d || c === 0x2e || c === 0x2f || c === 0x28 || c === 0x29 || c === 0xe000 || (table[c]! & UNIT.SPACE) !== 0) {
      if (digits > 0 && ++gap > 3) digits = 0;
    } else digits = 0;
  }
  return false;
}
/** An en or em dash joins a range ("2015–2017"), never a phone number's groups. */
const RANGE_DASH = /[\u2013\u2014]/;
const DIGITS = /\p{Nd}/gu;
const INTERNATIONAL = /^\s*(?:\+|00)/;
// A date (ISO 8601, or day-month-year) or a decimal/grouped quantity reads as a national number in
// some regions ("2024-05-01" is a valid DE number): such spans stay numbers.
const DATE_LIKE = /^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}$|^\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}$/;

/**
 * Phone numbers of a text with their spans — E.164 (`+493012345678`) when written with a country
 * code, else `national:` and the digits as written (`national:03012345678`) — found by libphonenumber-js
 * (`findNumbers`, `max` metadata — Google's libphonenumber data):
 * - a number written internationally (`+49 30 …`, `0049 …`) is read in every region, leniency
 *   POSSIBLE (its length fits its country's plan): always a phone number;
 * - a national number (`030 1234567`, `(415) 555-2671`) is read in the `regions` given, leniency
 *   VALID (it matches a number range the region assigns), with at least {@link MIN_NATIONAL_DIGITS}
 *   digits, unless the span is a date, a range (en/em dash) or a number well-formed in the text's
 *   grammar (`1 200 000` in French, `3.1415926535`): those are values of another kind, read by
 *   {@link scanNumbers}. Limits: a short national number (a 7-digit local number without its area
 *   code) is not found; a bare 9–11-digit run that a region assigns (an ID) is read as a phone number.
 * @param text value text ({@link valueText}): NFKC, ignorables removed; every script's digits work
 * @param regions national dialling plans to read (none: international numbers only)
 * @param grammars number grammars of the text's language, to tell quantities from national numbers
 */
export function findPhones(value: string, regions: readonly CountryCode[], grammars: readonly Grammar[] = []): { phones: string[]; spans: [number, number][] } {
  const phones: string[] = [];
  const spans: [number, number][] = [];
  // Most sentences hold no phone candidate: a plain scan decides before any regular expression runs.
  if (!mayHoldPhone(value)) return { phones, spans };
  // Every script's digits as ASCII (Devanagari, Persian, Arabic-Indic), spans kept (one code unit each).
  const folded = foldDigits(value);
  const text = folded.length === value.length ? folded : value;
  const seen = new Set<string>();
  const add = (n: string, a: number, b: number) => {
    if (spans.some(([x, y]) => a < y && x < b)) return;
    if (!seen.has(n)) { seen.add(n); phones.push(n); }
    spans.push([a, b]);
  };
  // libphonenumber's matcher is the costliest step here: each pass runs only when a cheap pattern
  // finds its kind of candidate (a `+`/`00` before a digit; nine digits joined by phone punctuation).
  const international = internationalCandidate(text);
  const national = regions.length > 0 && nationalCandidate(text);
  if (!international && !national) return { phones, spans };
  // International numbers: the default region is irrelevant once a country code is written.
  if (international) for (const m of findNumbers(text, { defaultCountry: 'US', v2: true, leniency: 'POSSIBLE' } as never) as unknown as PhoneMatch[]) {
    if (INTERNATIONAL.test(text.slice(m.startsAt, m.endsAt))) add(m.number.number, m.startsAt, m.endsAt);
  }
  if (national) for (const region of regions) {
    for (const m of findNumbers(text, { defaultCountry: region, v2: true, leniency: 'VALID' } as never) as unknown as PhoneMatch[]) {
      const raw = text.slice(m.startsAt, m.endsAt);
      if (INTERNATIONAL.test(raw) || (raw.match(DIGITS)?.length ?? 0) < MIN_NATIONAL_DIGITS || RANGE_DASH.test(raw) || DATE_LIKE.test(raw.trim()) || isQuantity(raw, grammars)) continue;
      // Without a country code the region is a guess (`030 12345678` is valid in DE and GB): the
      // value is the national digits as written, the same whichever region read it.
      add(`national:${raw.replace(/\D/g, '')}`, m.startsAt, m.endsAt);
    }
  }
  return { phones, spans };
}
interface PhoneMatch { startsAt: number; endsAt: number; number: { number: string } }

/** Whether a text has at least {@link MIN_PHONE_DIGITS} decimal digits of any script (a phone number's least). */
function mayHoldPhone(value: string): boolean {
  let digits = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    // A table look-up per code unit (a Unicode-property test per non-ASCII character cost ~100 ns each).
    if ((c >= 0x30 && c <= 0x39) || (c >= 0x80 && digitOfCode(c) >= 0)) { if (++digits >= MIN_PHONE_DIGITS) return true; }
  }
  return false;
}

/** Whether a span is one grouped or decimal number token well-formed in a grammar (a quantity, not a literal). */
function isQuantity(raw: string, grammars: readonly Grammar[]): boolean {
  const t = raw.trim();
  const tokens = scanNumbers(t);
  const token = tokens[0];
  if (tokens.length !== 1 || token!.start !== 0 || token!.end !== t.length || token!.seps.length === 0) return false;
  return grammars.some((g) => parseChunk(token!.groups, token!.seps, g) !== null);
}

/** Phone regions for a text in `locale`; every site language's when unknown. */
export function phoneRegionsFor(locale: Locale | undefined): readonly CountryCode[] {
  return locale ? PHONE_REGIONS[locale] : ALL_REGIONS;
}
