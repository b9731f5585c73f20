/**
 * Layer 5 in the gate: first-person words per language (design, Layer 4 check 4 and Layer 5).
 * A first-person word means the assistant started speaking *as* the author.
 *
 * Which lists apply depends on the requested language: en, fa, ar, ru, hi and zh apply to every
 * answer (English is where answers drift; the other scripts cannot collide with Latin names or
 * acronyms); an Arabic answer is not checked against the Persian list (in Arabic "من"/"ما" mean
 * "from"/"what"); de, fr, es and pt apply only to answers requested in that language (their short
 * words are names elsewhere: "Ma et al.").
 *
 * Known weaker spots, kept visible in tests: Persian and Arabic verb endings beyond the listed verbs
 * (a first-person verb not in the list passes); an all-caps "WE"/"US" is read as an acronym.
 */
import { spelledNumbers } from './number-words';
import { canonicalText, LOCALES, normalizeForMatching, unitFacts, UNIT, type Locale } from '@/lib/text';
import { blankMarkers } from './markers';

// English: pronouns and contractions, including the reference's gaps "we'd" and "let's".
// A word is bounded by non-letters and non-digits: "A0I0A.COM" holds no pronoun.
const EN = /(?<![\p{L}\p{N}'’])(i|me|my|mine|myself|we|us|our|ours|ourselves|i['’]m|i['’]ve|i['’]d|i['’]ll|we['’]re|we['’]ve|we['’]d|we['’]ll|let['’]s)(?![\p{L}\p{N}'’])/giu;

// Token lists on normalized text (ZWNJ → space, Arabic forms → Persian, so "می‌کنم" is "می کنم").
const TOKENS: Partial<Record<Locale, ReadonlySet<string>>> = {
  // Persian: pronouns and a curated set of risky verbs ("I am", "I have", "we did" …), both the
  // ZWNJ-separated form (the suffix "ام"/"ایم" as its own token) and the joined spelling.
  fa: new Set([
    'من', 'ما', 'مرا', 'خودم', 'خودمان', 'مان', 'ام', 'ایم',
    'هستم', 'هستیم', 'نیستم', 'نیستیم', 'دارم', 'داریم', 'ندارم', 'بودم', 'بودیم', 'کردم', 'کردیم', 'کنم', 'کنیم',
    'میکنم', 'میکنیم', 'شدم', 'شدیم', 'ساختم', 'ساختیم', 'نوشتم', 'نوشتیم', 'کارکردم', 'خواندم', 'گرفتم', 'دادم', 'دادیم',
  ].map(normalizeForMatching)),
  ar: new Set(['انا', 'نحن', 'لدی', 'لدینا', 'اننی', 'انني', 'اننا', 'عندی', 'عندنا', 'نفسی', 'انی'].map(normalizeForMatching)),
  ru: new Set(['я', 'мы', 'меня', 'мне', 'мной', 'мой', 'моя', 'моё', 'мое', 'мои', 'моего', 'моей', 'моих', 'нас', 'нам', 'нами',
    'наш', 'наша', 'наше', 'наши', 'нашего', 'нашей', 'наших', 'являюсь', 'работаю', 'занимаюсь']),
  hi: new Set(['मैं', 'मैंने', 'मुझे', 'मुझसे', 'मेरा', 'मेरी', 'मेरे', 'हम', 'हमने', 'हमें', 'हमारा', 'हमारी', 'हमारे', 'हूँ', 'हूं']),
  de: new Set(['ich', 'mich', 'mir', 'mein', 'meine', 'meinen', 'meinem', 'meiner', 'meines', 'wir', 'uns', 'unser', 'unsere', 'unseren', 'unserem', 'unserer']),
  fr: new Set(['je', 'moi', 'me', 'mon', 'ma', 'mes', 'nous', 'notre', 'nos']),
  es: new Set(['yo', 'me', 'mí', 'mi', 'mis', 'conmigo', 'nosotros', 'nosotras', 'nos', 'nuestro', 'nuestra', 'nuestros', 'nuestras', 'soy', 'estoy', 'tengo', 'trabajé']),
  // pt "nos" is left out: as the contraction "em + os" ("nos projetos") it is everywhere.
  pt: new Set(['eu', 'me', 'mim', 'comigo', 'meu', 'minha', 'meus', 'minhas', 'nós', 'nosso', 'nossa', 'nossos', 'nossas', 'sou', 'estou', 'tenho', 'trabalhei']),
};
// Elisions: French j'/m' ("j'ai", "m'a").
const FR_ELISION = /(?<![\p{L}])(j|m)['’]\p{L}/giu;
// Chinese: 我 anywhere, except in the compound 自我 ("self-").
const ZH = /(?<!自)我/gu;

/** A bit per token list, and every listed token with the bits of the lists that hold it. */
const LIST_BIT = Object.fromEntries(LOCALES.map((l, i) => [l, 1 << i])) as Record<Locale, number>;
const LIST_BITS = new Map<string, number>();
for (const [l, set] of Object.entries(TOKENS) as [Locale, ReadonlySet<string>][]) for (const w of set) LIST_BITS.set(w, (LIST_BITS.get(w) ?? 0) | LIST_BIT[l]);

const ALWAYS: readonly Locale[] = ['en', 'fa', 'ar', 'ru', 'hi', 'zh'];
const LATIN_LISTS: ReadonlySet<Locale> = new Set(['de', 'fr', 'es', 'pt']);

/** Maximal runs of letters, marks and digits (a walk over `lib/text`'s code-unit table; surrogate halves count as letters). */
export function wordTokens(text: string): string[] {
  const table = unitFacts();
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    if ((table[text.charCodeAt(i)]! & UNIT.WORD) !== 0) { if (start < 0) start = i; } else if (start >= 0) { out.push(text.slice(start, i)); start = -1; }
  }
  if (start >= 0) out.push(text.slice(start));
  return out;
}
const ONLY_WHEN_REQUESTED: ReadonlySet<Locale> = new Set(['de', 'fr', 'es', 'pt']);

/** The first-person lists that apply to an answer requested in `locale`. */
export function firstPersonLists(locale: Locale): Locale[] {
  const lists = ALWAYS.filter((l) => !(locale === 'ar' && l === 'fa'));
  if (ONLY_WHEN_REQUESTED.has(locale)) lists.push(locale);
  return lists;
}

const LISTS = Object.fromEntries(LOCALES.map((l) => [l, firstPersonLists(l)])) as Record<Locale, Locale[]>;
const ROMAN_ONE = /\b(appendix|part|chapter|section|phase|volume|world war|type|class|louis|henry|george|elizabeth)\s+I\b/gi;
const ROMAN_ONE_NEEDS = /\si\b/i;
const ET_AL = /\b\p{L}+\s+et al\./gu;
const ACRONYM = /(?<![\p{L}])\p{Lu}{2,}(?![\p{L}])/gu;
// Every EN match is an ASCII word between non-letters, so this ASCII test finds a superset ("ſ" is
// the long s that /iu folds to "s").
const EN_PREFILTER = /(?:^|[^a-z])(?:i|me|my|mine|myself|we|u[sſ]|our|our[sſ]|our[sſ]elve[sſ]|let)(?![a-z])/i;
// The scripts the token lists are written in: a list is read only when its script is present.
// The code-unit facts of lib/text say first whether the script can be present at all.
const SCRIPT_FACT: Record<Exclude<Locale, 'en' | 'zh'>, number> = {
  fa: UNIT.ARABIC_OR_ZWNJ, ar: UNIT.ARABIC_OR_ZWNJ, ru: UNIT.CYRILLIC, hi: UNIT.DEVANAGARI,
  de: UNIT.LATIN, fr: UNIT.LATIN, es: UNIT.LATIN, pt: UNIT.LATIN,
};
const SCRIPT_OF: Record<Exclude<Locale, 'en' | 'zh'>, RegExp> = {
  fa: /[\u0600-\u06FF]/, ar: /[\u0600-\u06FF]/, ru: /[\u0400-\u04FF]/, hi: /[\u0900-\u097F]/,
  de: /[a-zA-ZäöüÄÖÜß]/, fr: /[a-zA-Z]/, es: /[a-zA-Z]/, pt: /[a-zA-Z]/,
};

/**
 * First-person words found in a sentence. Upper-case acronyms, the Roman numeral in "Appendix I"
 * and a surname before "et al." are set aside before any Latin list is read.
 * A mixed-script word is read in one alphabet first (`lib/text` `canonicalText`: "Wе" with a
 * Cyrillic "е" is "We"), with its case kept for the acronym rule.
 * @param sentence original text (markers are ignored); with `normalized`, its canonical text
 *   (`canonicalText`, markers removed) as `checkSentence` computes it
 * @param locale the language the answer was requested in
 * @param normalized `normalizeForMatching` of the canonical text (saves work)
 * @param words `wordTokens(normalized)` when the caller has them
 * @param facts `scanUnits` flags of the canonical text (or of a text it was cut from) when the
 *   caller has them: lists of absent scripts are skipped without a look
 * @returns the words found, in order (empty = the voice check passes)
 */
export function firstPersonWords(sentence: string, locale: Locale, normalized?: string, words?: string[], facts = -1): string[] {
  let cleaned = normalized === undefined ? canonicalText(blankMarkers(sentence)) : sentence;
  const unmarked = cleaned;
  // "\s+I\b" ends in "\sI\b": a one-character test first (most sentences hold " In", " It", no numeral).
  if (cleaned.includes(' I') && ROMAN_ONE_NEEDS.test(cleaned)) cleaned = cleaned.replace(ROMAN_ONE, ' ');
  if (cleaned.includes('et al.')) cleaned = cleaned.replace(ET_AL, ' ');
  const found: string[] = [];
  const lists = LISTS[locale];
  // Work done only when some list needs it: most sentences hold one script and no candidate word.
  let tokens: string[] | undefined;
  let acronyms: Set<string> | undefined;
  let masks: number[] | undefined;
  const tokensOf = () => {
    // The caller's normalized text serves unless a name or numeral was set aside above.
    tokens ??= normalized === undefined || cleaned !== unmarked ? wordTokens(normalizeForMatching(cleaned)) : (words ?? wordTokens(normalized));
    return tokens;
  };
  for (const list of lists) {
    if (list === 'en') {
      // The ASCII prefilter is a superset of EN (no u flag: an order of magnitude faster on a miss).
      if ((facts & UNIT.LATIN) === 0 || !EN_PREFILTER.test(cleaned)) continue;
      for (const m of cleaned.matchAll(EN)) {
        const w = m[0];
        if (w.length > 1 && w === w.toUpperCase() && !/['’]/.test(w)) continue; // acronym: US, WE, MY
        if (w === 'i') continue; // lower-case "i" is a list index or a variable name, not the pronoun
        found.push(w);
      }
    } else if (list === 'zh') {
      if ((facts & UNIT.HAN) !== 0 && cleaned.includes('我')) found.push(...[...cleaned.matchAll(ZH)].map((m) => m[0]));
    } else {
      // A list is only read when its script occurs in the sentence.
      if ((facts & SCRIPT_FACT[list]) === 0 || !SCRIPT_OF[list].test(cleaned)) continue;
      // Each token is looked up once for every list (a bit per list), not once per list.
      const t = tokensOf();
      masks ??= t.map((w) => LIST_BITS.get(w) ?? 0);
      const bit = LIST_BIT[list];
      if (masks.some((m) => (m & bit) !== 0)) {
        const latin = LATIN_LISTS.has(list);
        if (latin) acronyms ??= new Set((cleaned.match(ACRONYM) ?? []).map((w) => w.toLowerCase()));
        // After a cardinal number a first-person form is a noun it counts (Portuguese "três nós",
        // "three nodes", not "we"): a pronoun takes no numeral.
        const afterNumber = (k: number) => k > 0 && (/^\d/.test(t[k - 1]!) || spelledNumbers(t[k - 1]!, list as Locale, { answer: false }).length > 0);
        t.forEach((w, k) => { if ((masks![k]! & bit) !== 0 && !(latin && acronyms!.has(w)) && !afterNumber(k)) found.push(w); });
      }
      if (list === 'fr') found.push(...[...cleaned.matchAll(FR_ELISION)].map((m) => m[0]));
    }
  }
  return found;
}
