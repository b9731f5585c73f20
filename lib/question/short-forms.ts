/**
 * Short forms: initialisms and alphanumeric codes ("F1", "IR", "UX", "GB", "3D", "ИИ") that are
 * content words below the length floor of lib/text `isContentWord` (three characters, two Han).
 * A question and a passage read them by the same rule, so a question's "F1" meets the "F1" of a
 * passage's sentence in retrieval and in the extractive answerer's sentence ranking alike.
 */
import { canonicalText, isContentWord, normalizeForMatching, segmentWord, type Locale } from '@/lib/text';
import { functionWord, standardStopWord } from './function-words';

// A word of letters and digits with both (Park & Byrd 2001, "Hybrid text mining for finding
// abbreviations and their definitions", EMNLP, § 3.1: an abbreviation candidate may mix letters and
// digits; Schwartz & Hearst 2003, PSB: a short form has a letter and starts with a letter or digit).
const CODE = /^(?=[\p{L}\p{M}]*\p{N})(?=\p{N}*\p{L})[\p{L}\p{M}\p{N}]+$/u;
// An initialism as written: two or more letters, every one upper case (Unicode general category Lu).
const INITIALISM = /^\p{Lu}{2,}$/u;
// A quick test for either, before the text is segmented.
const CANDIDATE = /\p{Lu}{2}|\p{L}\p{N}|\p{N}\p{L}/u;
const wordSegmenter = new Intl.Segmenter('und', { granularity: 'word' });

/**
 * Whether a text is written in capitals (shouted): no lower-case letter (Ll), two or more words
 * hold an upper-case one (Lu), and they are at least half of its words. Its case then marks
 * nothing: "WHERE DID SHE GO" writes every word as an initialism would be written. One Latin
 * initialism in a caseless script ("كم GB يشغل", "GB چیست؟", "她的GB") is not shouting.
 * @param segments the text's word segments (Intl.Segmenter, UAX #29)
 */
export function writtenInCapitals(segments: readonly Intl.SegmentData[]): boolean {
  let cased = 0;
  let all = 0;
  for (const s of segments) {
    if (!s.isWordLike) continue;
    if (/\p{Ll}/u.test(s.segment)) return false;
    all += 1;
    if (/\p{Lu}/u.test(s.segment)) cased += 1;
  }
  return cased >= 2 && cased * 2 >= all;
}

/**
 * Whether one word segment, as the text writes it (canonical, not lower-cased), is a short form
 * that carries content: shorter than {@link isContentWord}'s floor, and either an alphanumeric code
 * (letters and digits both: "F1", "3D", "p5") or — when the text's case is informative — an
 * initialism (two or more letters, all Lu: "IR", "UX", "ИИ"); in either case not a function word
 * of the text's language (its two standard stop lists, by stem and as written: `functionWord`,
 * `standardStopWord` in ./function-words.ts), so a stop word written in capitals ("IS", "ON" in "What IS her F1?") stays a function word.
 * The rule of an abbreviation candidate: Park & Byrd 2001 (EMNLP, § 3.1; 2–10 characters, first
 * one alphanumeric, a capital letter or a digit in it), Schwartz & Hearst 2003 (PSB).
 * @param raw one word-like segment of the canonical text (lib/text `canonicalText`)
 * @param language the text's language (a question's {@link QuestionValue.language}, a passage's locale)
 * @param caseInformative false for a text {@link writtenInCapitals}: no initialism is read from case
 * @returns the word as lib/text `normalizeForMatching` spells it, or null when it is no such short form
 */
export function shortForm(raw: string, language: Locale, caseInformative: boolean): string | null {
  const word = normalizeForMatching(raw);
  if (word.length < 2 || isContentWord(word)) return null;
  if (!CODE.test(raw) && !(caseInformative && INITIALISM.test(raw))) return null;
  return functionWord(word, language) || standardStopWord(word, language) ? null : word;
}

/**
 * The short forms of a text ({@link shortForm}), normalized.
 * @param text any text as written (a question, a passage's sentence)
 * @param language its language
 * @param segments the text's word segments over its canonical form, when the caller has them
 * @returns the distinct normalized short forms (empty for most texts: a quick test comes first)
 */
export function shortForms(text: string, language: Locale, segments?: readonly Intl.SegmentData[]): ReadonlySet<string> {
  const out = new Set<string>();
  if (!CANDIDATE.test(text)) return out;
  const segs = segments ?? [...wordSegmenter.segment(canonicalText(text))];
  const informative = !writtenInCapitals(segs);
  for (const s of segs) {
    if (!s.isWordLike) continue;
    const w = shortForm(segmentWord(s.segment), language, informative);
    if (w) out.add(w);
  }
  return out;
}
