/**
 * The gate's four deterministic checks (design, Layer 4 "The four checks"): string facts, not
 * judgements of meaning. Each returns the reasons a sentence fails; an empty list is a pass.
 */
import { normalizeForMatching, type Locale } from '@/lib/text';
import { firstPersonWords } from './voice';

/** Why a sentence was stopped. Stable strings: they travel in `guard` events and logs (and the dashboard labels each). */
export const GUARD_REASONS = ['marker-out-of-range', 'marker-missing', 'value-unsupported', 'first-person'] as const;
export type GuardReason = (typeof GUARD_REASONS)[number];

/** Source marker `[S<n>]`, 1-based. */
export const MARKER_PATTERN = /\[S(\d+)\]/g;

/** Marker numbers cited by a sentence, in order of appearance, deduplicated. */
export function citedMarkers(sentence: string): number[] {
  const out: number[] = [];
  // An indexOf walk: this runs on every sentence, and most hold one or two markers.
  for (let i = sentence.indexOf('[S'); i >= 0; i = sentence.indexOf('[S', i + 2)) {
    const m = MARKER_AT.exec(sentence.slice(i, i + 12));
    if (m && !out.includes(Number(m[1]))) out.push(Number(m[1]));
  }
  return out;
}
const MARKER_AT = /^\[S(\d+)\]/;

const URL_PATTERN = /\bhttps?:\/\/[^\s<>()\[\]"'`]+[^\s<>()\[\]"'`.,;:!?؟،]/giu;
const EMAIL_PATTERN = /\b[\p{L}\d._%+-]+@[\p{L}\d.-]+\.\p{L}{2,}\b/giu;
// One number is one token with its grouping and decimal separators (beats the reference's blind
// spot where 14.52 "supported" 52 and 1,200 "supported" 200).
const NUMBER_PATTERN = /(?<![\p{L}\d])\d+(?:[.,]\d+)*(?![\d])/gu;

/**
 * Canonical form of a number token: thousands-grouping commas removed, a non-grouping comma read
 * as a decimal comma (2,5 → 2.5), trailing decimal zeros dropped (20.00 → 20).
 */
export function canonicalNumber(token: string): string {
  let t = token;
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(t)) t = t.replace(/,/g, '');
  else if (/^\d+,\d+$/.test(t)) t = t.replace(',', '.');
  if (/^\d+\.\d+$/.test(t)) t = t.replace(/0+$/, '').replace(/\.$/, '');
  return t;
}

/** Numbers, URLs and e-mail addresses of a text, canonicalized for comparison. */
export function extractValues(text: string): { numbers: string[]; urls: string[]; emails: string[] } {
  return valuesOfNormalized(normalizeForMatching(text.replace(MARKER_PATTERN, ' ')));
}

function valuesOfNormalized(normalized: string): { numbers: string[]; urls: string[]; emails: string[] } {
  let t = normalized;
  // The patterns only run where their anchor character occurs: most sentences have neither.
  const urls = t.includes('://') ? [...t.matchAll(URL_PATTERN)].map((m) => m[0]) : [];
  if (urls.length) t = t.replace(URL_PATTERN, ' ');
  const emails = t.includes('@') ? [...t.matchAll(EMAIL_PATTERN)].map((m) => m[0]) : [];
  if (emails.length) t = t.replace(EMAIL_PATTERN, ' ');
  const numbers = [...t.matchAll(NUMBER_PATTERN)].map((m) => canonicalNumber(m[0]));
  return { numbers, urls, emails };
}

/** Word count: whitespace-separated, except Chinese where three characters count as two words. */
export function wordCount(text: string): number {
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const rest = text.replace(/\p{Script=Han}/gu, ' ').split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length;
  return rest + Math.round((han * 2) / 3);
}

const LIST_NUMBER = /^\s*\d{1,3}[.)]\s+/;

/** Words that make a sentence "substantive" (design default). */
export const SUBSTANTIVE_WORDS = 8;

/** A source prepared once per answer: its canonical values and normalized text. */
export interface PreparedSource {
  numbers: ReadonlySet<string>;
  urls: ReadonlySet<string>;
  emails: ReadonlySet<string>;
}

/** Extracts each source's values once, so per-sentence checks are set look-ups. */
export function prepareSources(sources: readonly string[]): PreparedSource[] {
  return sources.map((src) => {
    const v = extractValues(src);
    return { numbers: new Set(v.numbers), urls: new Set(v.urls), emails: new Set(v.emails) };
  });
}

/**
 * Runs the four checks on one sentence.
 * @param sentence original text with markers
 * @param sources prepared sources ({@link prepareSources}); `[S1]` is `sources[0]`
 * @returns failure reasons (empty = pass) and the cited marker numbers
 */
export function checkSentence(sentence: string, sources: readonly PreparedSource[], locale: Locale): { reasons: GuardReason[]; cited: number[] } {
  const reasons: GuardReason[] = [];
  const cited = citedMarkers(sentence);
  if (cited.some((n) => n < 1 || n > sources.length)) reasons.push('marker-out-of-range');

  // A leading list number ("2. …") is layout, not a value.
  const body = LIST_NUMBER.test(sentence) ? sentence.replace(LIST_NUMBER, '') : sentence;
  const text = cited.length ? body.replace(MARKER_PATTERN, ' ') : body;
  const normalized = normalizeForMatching(text);
  const values = valuesOfNormalized(normalized);
  const hasValue = values.numbers.length + values.urls.length + values.emails.length > 0;
  if (cited.length === 0 && (hasValue || wordCount(text) >= SUBSTANTIVE_WORDS)) reasons.push('marker-missing');

  if (hasValue) {
    const valid = cited.filter((n) => n >= 1 && n <= sources.length).map((n) => sources[n - 1]!);
    const ok = values.numbers.every((v) => valid.some((s) => s.numbers.has(v)))
      && values.urls.every((v) => valid.some((s) => s.urls.has(v)))
      && values.emails.every((v) => valid.some((s) => s.emails.has(v)));
    if (!ok) reasons.push('value-unsupported');
  }

  // `text` already has its markers replaced: the voice check does not strip them again.
  if (firstPersonWords(text, locale, normalized).length > 0) reasons.push('first-person');
  return { reasons, cited };
}
