/**
 * Personal data out of a visitor's text before it is kept as a content gap (issue 32, kind 5: an
 * IBAN, a card number, a street address and "name at example dot com" e-mails were stored
 * verbatim and shown on /admin/questions). Each kind is found by a standard or a published data
 * set, not by examples:
 *
 * - **IBANs** by their ISO 13616 structure and check digits (ISO 7064 MOD 97-10): `ibantools`,
 *   with each country's IBAN length from its registry (a candidate is read for that many
 *   characters, in any grouping, any case);
 * - **card numbers** (ISO/IEC 7812 primary account numbers, 12–19 digits) by the Luhn check
 *   (`fast-luhn`), in any grouping of their digits;
 * - **obfuscated e-mail addresses** ("name at example dot com", "name [at] example [dot] com",
 *   "имя собака example точка ru", "name آت example نقطة com"): the words for "@" and "." are the
 *   Unicode CLDR names of the two characters in the ten site languages (./pii-data.json,
 *   scripts/pii-data.ts), the address's last label must be a top-level domain of the IANA root
 *   zone (`tlds`), and the local part and labels follow RFC 5322 / RFC 1035 (letters of any script,
 *   RFC 6531). CLDR's Chinese names "." 句点 / 圆点 and has no word for "at": 点 (the character
 *   both names share) and 艾特 (the usual transliteration of "at") are added;
 * - **street addresses** by a street-number pattern per locale: a house number next to a street
 *   type of libpostal's dictionaries (./pii-data.json), in the order the locale writes them —
 *   "221B Baker Street" (en, hi: number, name, type), "12 rue de la Paix" (fr: number, type, name),
 *   "Calle Mayor 3", "Rua Augusta, 123", "ул. Ленина, д. 5", "شارع الملك فهد ١٢", "خیابان ولیعصر،
 *   پلاک ۱۲" (es, pt, ru, ar, fa: type, name, number), "Hauptstraße 5" (de: a compound ending in
 *   its type, number), "建国路88号" (zh: name and type, number, 号).
 *
 * Digits of every script are read as digits, default-ignorable characters (zero-width spaces and
 * joiners typed between digits) are removed first, and the text is read in NFKC (full-width
 * digits and letters). Pure; no I/O.
 */
import fastLuhn from 'fast-luhn';
import { countrySpecs, isValidIBAN } from 'ibantools';
import tlds from 'tlds';
import { digitValue, isContentWord, normalizeForMatching, removeIgnorables, type Locale } from '@/lib/text';
import data from './pii-data.json';

/** What stands where personal data was removed (ASCII, as the gate's marks; e-mail addresses take the gate's `[address]`). */
export const PII_MARKS = { iban: '[iban]', card: '[card]', email: '[address]', street: '[street address]' } as const;
export type PiiKind = keyof typeof PII_MARKS;

const TLDS: ReadonlySet<string> = new Set(tlds.map((t) => t.toLowerCase()));
// Syntax characters of a regular expression (ECMA-262 SyntaxCharacter); '-' needs no escape outside a class.
const escape = (w: string) => w.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
/** A word list as an alternation, longest first (a longer phrase wins over its first word); a space in a phrase matches any white space or none ("c /" is also "C/"). */
const alternation = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).map((w) => escape(w).replace(/ /g, '\\s*')).join('|');

// ── IBAN (ISO 13616) ───────────────────────────────────────────────────────
// Country code, check digits, then letters and digits in groups separated by a space (a line break
// too: a pasted IBAN may wrap), a hyphen or a dot.
const IBAN_CANDIDATE = /(?<![\p{L}\p{N}])[A-Za-z]{2}[\s.-]?\d{2}(?:[\s.-]?[A-Za-z0-9]){8,34}/gu;

function ibanSpans(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (const m of text.matchAll(IBAN_CANDIDATE)) {
    const chars = (countrySpecs as Record<string, { chars?: number }>)[m[0].slice(0, 2).toUpperCase()]?.chars;
    if (!chars) continue;
    // The country's IBAN length in letters and digits, wherever the grouping puts them.
    let n = 0;
    let end = m.index;
    for (; end < m.index + m[0].length && n < chars; end++) if (/[A-Za-z0-9]/.test(text[end]!)) n++;
    if (n === chars && isValidIBAN(text.slice(m.index, end).replace(/[\s.-]/g, '').toUpperCase())) out.push([m.index, end]);
  }
  return out;
}

// ── card numbers (ISO/IEC 7812, Luhn) ──────────────────────────────────────
// Runs of digits in groups joined by one white space (a line break too), hyphen or dot.
const DIGIT_RUN = /(?<![\p{N}])\d+(?:[\s.-]\d+)*(?![\p{N}])/gu;

function cardSpans(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (const m of text.matchAll(DIGIT_RUN)) {
    const groups = [...m[0].matchAll(/\d+/g)].map((g) => ({ start: m.index + g.index, end: m.index + g.index + g[0].length, digits: g[0] }));
    // Consecutive groups holding 12–19 digits that pass the Luhn check; the longest from each start.
    for (let i = 0; i < groups.length; i++) {
      let digits = '';
      let found = -1;
      for (let j = i; j < groups.length && digits.length + groups[j]!.digits.length <= 19; j++) {
        digits += groups[j]!.digits;
        if (digits.length >= 12 && fastLuhn(digits)) found = j;
      }
      if (found >= 0) {
        out.push([groups[i]!.start, groups[found]!.end]);
        i = found;
      }
    }
  }
  return out;
}

// ── obfuscated e-mail addresses ────────────────────────────────────────────
// "at" and "dot" words of CLDR, bare between spaces or inside brackets; a bare word of Chinese
// needs no spaces around it (Chinese writes none). The symbols themselves count too.
// Each word also without its Arabic-script vowel signs (harakat, U+064B–U+065F, U+0670): Persian
// and Arabic write "اَت" with or without them.
const withoutMarks = (words: readonly string[]) => [...new Set(words.flatMap((w) => [w, w.replace(/[\u064B-\u065F\u0670]/gu, '')]))];
const AT_WORDS = alternation(withoutMarks([...data.at, '艾特']));
const DOT_WORDS = alternation(withoutMarks([...data.dot, '点']));
const joiner = (words: string, symbol: string) => String.raw`(?:\s*[(\[{<«"'*-]\s*(?:${words}|${symbol})\s*[)\]}>»"'*-]\s*|\s+(?:${words})\s+|(?<=\p{Script=Han}|[a-z0-9])(?:${words})(?=\p{Script=Han}|[a-z0-9])|\s*${symbol}\s*)`;
const LOCAL = String.raw`[\p{L}\p{M}\p{N}._%+~-]+`;
const LABEL = String.raw`[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?`;
const EMAIL = new RegExp(String.raw`(?<![\p{L}\p{M}\p{N}._%+~-])(${LOCAL})${joiner(AT_WORDS, '@')}(${LABEL}(?:${joiner(DOT_WORDS, String.raw`\.`)}${LABEL})+)`, 'giu');
const DOT_SPLIT = new RegExp(joiner(DOT_WORDS, String.raw`\.`), 'giu');

function emailSpans(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (const m of text.matchAll(EMAIL)) {
    // The last label must be a top-level domain; a longer match whose last label is not one is
    // cut back to the last label that is ("… dot com dot please" → "… dot com").
    const labels = m[2]!.split(DOT_SPLIT);
    let keep = labels.length;
    while (keep >= 2 && !TLDS.has(labels[keep - 1]!.toLowerCase())) keep--;
    if (keep < 2) continue;
    // The end of the kept labels in the text: find the kept TLD's end by walking the domain.
    let at = m.index + m[0].length - m[2]!.length;
    let seen = 0;
    const domain = m[2]!;
    let cut = domain.length;
    for (const d of domain.matchAll(DOT_SPLIT)) {
      seen++;
      if (seen === keep) { cut = d.index; break; }
    }
    at += cut;
    out.push([m.index, at]);
  }
  return out;
}

// ── street addresses ───────────────────────────────────────────────────────
const types = data.streetTypes as Record<string, string[]>;
const NUMBER = String.raw`\d{1,5}(?:\s?[a-zA-Z](?![\p{L}]))?(?:\s?[/-]\s?\d{1,5}[a-zA-Z]?)?(?:\s(?:bis|ter)\b)?`;
const WORD = String.raw`[\p{L}\p{M}][\p{L}\p{M}\p{N}'’.-]*`;
const SEP = String.raw`[\s,،]+`;
const typeOf = (...locales: string[]) => String.raw`(?<type>${alternation(locales.flatMap((l) => types[l] ?? []))})\.?`;
/**
 * A street-number pattern per locale, as its addresses are written (see the module's comment).
 * `nameBefore`: the name stands between the number and the type and must be content words.
 */
const STREET_PATTERNS: { locales: readonly string[]; re: RegExp; nameBefore?: boolean }[] = [
  // en, hi: number, name, type — the name is one to three content words ("221B Baker Street").
  { locales: ['en', 'hi'], re: new RegExp(String.raw`(?<![\p{L}\p{N}])${NUMBER},?\s+(?<name>(?:${WORD}\s+){1,3})${typeOf('en', 'hi')}(?![\p{L}\p{M}])`, 'giu'), nameBefore: true },
  // fr: number, type, name ("12 rue de la Paix", "5 bis avenue Victor Hugo").
  { locales: ['fr'], re: new RegExp(String.raw`(?<![\p{L}\p{N}])${NUMBER},?\s+${typeOf('fr')}(?:\s+${WORD}){1,4}`, 'giu') },
  // es, pt, ru, ar, fa: type, name (up to four words, commas and a house-number word among them), number.
  { locales: ['es', 'pt', 'ru', 'ar', 'fa'], re: new RegExp(String.raw`(?<![\p{L}\p{M}])${typeOf('es', 'pt', 'ru', 'ar', 'fa')}${SEP}(?:${WORD}${SEP}){1,4}(?:[#№nº°]+\s*)?${NUMBER}(?![\p{N}])`, 'giu') },
  // de: a word ending in its street type (German writes "Lindenallee", "Kirchplatz": libpostal's
  // compound suffixes and street types of three letters or more), or the type after the name, then the number.
  { locales: ['de'], re: new RegExp(String.raw`(?<![\p{L}\p{M}])(?<type>[\p{L}\p{M}-]*(?:${alternation([...data.streetSuffixes, ...(types.de ?? []).filter((t) => [...t].length >= 3)])})|(?:${WORD}\s+)?(?:${alternation(types.de ?? [])}))\.?\s+${NUMBER}(?![\p{N}])`, 'giu') },
  // zh: name and type, number, 号.
  { locales: ['zh'], re: new RegExp(String.raw`\p{Script=Han}{1,8}?(?:${alternation(types.zh ?? [])})\s*\d{1,5}\s*[号號]`, 'gu') },
];

/**
 * Street addresses: the patterns of the text's language and of English (the lingua franca of
 * addresses) as they are; another language's pattern only where its street type is written as
 * in an address, capitalized ("12 Rue de la Paix" in an English question; "3 passage types" is
 * no French address) — a script without case (Arabic, Persian, Devanagari, Chinese) says its
 * language by itself.
 */
function streetSpans(text: string, locale: string): [number, number][] {
  const out: [number, number][] = [];
  for (const p of STREET_PATTERNS) {
    const own = p.locales.includes(locale) || p.locales.includes('en');
    for (const m of text.matchAll(p.re)) {
      // A street's name before its type is made of names, not of function words ("3 books in a row" is no address).
      if (p.nameBefore && !m.groups!.name!.trim().split(/\s+/).every((w) => isContentWord(normalizeForMatching(w.replace(/[.'’-]+$/, ''))))) continue;
      const type = m.groups?.type ?? '';
      if (!own && type && type[0] === type[0]!.toLowerCase() && type[0] !== type[0]!.toUpperCase()) continue;
      out.push([m.index, m.index + m[0].length]);
    }
  }
  return out;
}

/**
 * The text as personal data is looked for in it: NFKC, default-ignorable characters removed
 * (a zero-width non-joiner only where it touches a digit, a space or a hyphen: inside a Persian
 * word it is spelling), and decimal digits of every script read as ASCII digits (one UTF-16 unit
 * each, so offsets are the text's).
 */
function readable(text: string): { text: string; digits: string } {
  const plain = removeIgnorables(text.normalize('NFKC')).replace(/(?<=[\p{Nd}\s-])\u200C|\u200C(?=[\p{Nd}\s-])/gu, '');
  return { text: plain, digits: plain.replace(/\p{Nd}/gu, (c) => (c.length === 1 ? String(digitValue(c)) : c)) };
}

/**
 * A visitor's text with IBANs, card numbers, obfuscated e-mail addresses and street addresses
 * replaced by {@link PII_MARKS}. The result is the text in NFKC with default-ignorables removed.
 * @param locale the text's language (which street-number patterns apply as they are: see `streetSpans`)
 * @returns the redacted text and how many of each kind were removed
 */
export function redactPersonalData(text: string, locale: Locale): { text: string; removed: Record<PiiKind, number> } {
  const { text: plain, digits } = readable(text);
  const found: { a: number; b: number; kind: PiiKind }[] = [
    ...ibanSpans(digits).map(([a, b]) => ({ a, b, kind: 'iban' as const })),
    ...cardSpans(digits).map(([a, b]) => ({ a, b, kind: 'card' as const })),
    ...emailSpans(digits).map(([a, b]) => ({ a, b, kind: 'email' as const })),
    ...streetSpans(digits, locale).map(([a, b]) => ({ a, b, kind: 'street' as const })),
  ].sort((x, y) => x.a - y.a || y.b - x.b);
  // Overlapping finds are one: the first (and longest) of them is replaced.
  const spans: typeof found = [];
  for (const f of found) {
    const last = spans.at(-1);
    if (last && f.a < last.b) { last.b = Math.max(last.b, f.b); continue; }
    spans.push({ ...f });
  }
  let out = '';
  let from = 0;
  const removed: Record<PiiKind, number> = { iban: 0, card: 0, email: 0, street: 0 };
  for (const s of spans) {
    out += plain.slice(from, s.a) + PII_MARKS[s.kind];
    from = s.b;
    removed[s.kind]++;
  }
  return { text: out + plain.slice(from), removed };
}
