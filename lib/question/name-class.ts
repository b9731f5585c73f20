/**
 * Questions that ask for names of a closed class — languages (Li & Roth 2002, "Learning Question
 * Classifiers", COLING: ENTY:lang) and countries (LOC:country) — and the sentences that hold them.
 *
 * The class is read from the question's head noun, as Huang, Thint & Qin 2008 ("Question
 * classification using head words and their hypernyms") read a question's fine class: "which
 * languages", "in welchen Ländern", "на каких языках", "किन देशों में", "哪些国家". The members are
 * the display names CLDR gives every language and region in every locale (Unicode CLDR, through
 * ECMA-402 `Intl.DisplayNames`): a sentence naming "German" or "Germany", "آلمانی" or "آلمان",
 * holds an answer of the class, whatever its topic words.
 */
import { normalizeForMatching, stemmerFor, words, type Locale } from '@/lib/text';
import { questionWordSpans, type QuestionType } from './types';

/** The closed classes whose members CLDR names: ENTY:lang and LOC:country (Li & Roth 2002). */
export type NameClass = 'language' | 'country';

/**
 * Head nouns per class and language, as the words are written (normalized on use; matched by the
 * language's stemmer and as written, so a plural or a case form counts: "Ländern", "странах",
 * "देशों", "کشورهای"). Broken plurals (Arabic لغات, بلدان, دول) are listed, a stemmer does not
 * reach them. A language "of programming" is "langage" / "lenguaje" / "linguagem" in the Romance
 * languages — another word from "langue" / "idioma" / "língua", and not among the heads.
 * Source: each language's ordinary noun for a human language and for a country (the words CLDR's
 * own `localeDisplayNames` use for its "Language" and "Region" key names).
 */
export const NAME_CLASS_HEADS: Record<Locale, Record<NameClass, string[]>> = {
  en: { language: ['language', 'languages'], country: ['country', 'countries'] },
  de: { language: ['sprache', 'sprachen'], country: ['land', 'länder', 'ländern', 'staat', 'staaten'] },
  fr: { language: ['langue', 'langues'], country: ['pays'] },
  es: { language: ['idioma', 'idiomas', 'lengua', 'lenguas'], country: ['país', 'países'] },
  pt: { language: ['idioma', 'idiomas', 'língua', 'línguas'], country: ['país', 'países'] },
  ru: { language: ['язык', 'языки', 'языках', 'языке', 'языков', 'языка'], country: ['страна', 'страны', 'странах', 'стран', 'стране', 'странам'] },
  fa: { language: ['زبان', 'زبان‌ها', 'زبان‌های', 'زبان‌هایی', 'زبانی'], country: ['کشور', 'کشورها', 'کشورهای', 'کشورهایی', 'کشوری'] },
  ar: { language: ['لغة', 'لغات', 'اللغات', 'اللغة', 'بلغة', 'بلغات'], country: ['بلد', 'بلدان', 'البلدان', 'دولة', 'دول', 'الدول'] },
  hi: { language: ['भाषा', 'भाषाओं', 'भाषाएँ', 'भाषाएं'], country: ['देश', 'देशों'] },
  zh: { language: ['语言', '语种'], country: ['国家'] },
};

const HEAD_SETS = new Map<Locale, Map<NameClass, Set<string>>>();
function headSet(language: Locale, cls: NameClass): Set<string> {
  let byClass = HEAD_SETS.get(language);
  if (!byClass) HEAD_SETS.set(language, byClass = new Map());
  let set = byClass.get(cls);
  if (!set) {
    const stem = stemmerFor(language);
    set = new Set(NAME_CLASS_HEADS[language][cls].flatMap((w) => { const n = normalizeForMatching(w); return [n, stem(n)]; }));
    byClass.set(cls, set);
  }
  return set;
}

/** Whether a word is a head noun of a class ({@link NAME_CLASS_HEADS}), as written or by its stem. */
export function isClassHead(word: string, language: Locale, cls: NameClass): boolean {
  const heads = headSet(language, cls);
  if (language === 'zh') return [...heads].some((h) => new RegExp(`(?<!编程)${h}`, 'u').test(word));
  return heads.has(word) || heads.has(stemmerFor(language)(word)) || heads.has(word.split('\u200c')[0]!);
}

/** What {@link nameClassOf} reads of a question (lib/question `QuestionValue`). */
export interface ClassQuestion { normalized: string; language: Locale; type: QuestionType | null; classWords: readonly string[]; content: readonly string[] }

/**
 * The closed class a question asks names of, read from its head noun ({@link NAME_CLASS_HEADS}):
 * the noun the question word determines — a list question's class word, the word right after its
 * question word ("В каких странах": a stop list may drop "странах" from the content words), or the
 * first content word of a question whose question word the type patterns miss ("بأي لغات", "Em que
 * idiomas"). A head elsewhere modifies another noun ("language identification", "cross-lingual")
 * and a count of it ("how many languages") asks a number (Li & Roth NUM:count), not the names.
 * A programming language is not a CLDR language (German and Chinese write it as one word,
 * Programmiersprachen, 编程语言; the Romance languages with another noun, langage, lenguaje, linguagem;
 * English and Russian with a modifier of "program-").
 * @returns the class, or null when the question asks for none
 */
export function nameClassOf(q: ClassQuestion): NameClass | null {
  if (q.type === 'quantity') return null;
  const candidates = new Set<string>([...q.classWords, ...q.content.slice(0, 1)]);
  const { classStart } = questionWordSpans(q.normalized, q.language);
  if (classStart !== null) {
    const next = q.language === 'zh' ? q.normalized.slice(classStart, classStart + 2) : words(q.normalized.slice(classStart))[0];
    if (next) candidates.add(next);
  }
  for (const cls of ['language', 'country'] as const) {
    if (![...candidates].some((w) => isClassHead(w, q.language, cls))) continue;
    if (cls === 'language' && /program|програм|برنامه|البرمج|प्रोग्राम|编程/u.test(q.normalized)) return null;
    return cls;
  }
  return null;
}

// ISO 3166-1 alpha-2 and ISO 639-1 codes are two letters: every pair is tried, and those CLDR names
// (DisplayNames returns the code itself for an unknown one) are the class's members.
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const NAMES = new Map<string, { phrases: string[]; stems: Set<string> }>();
/** The locales lib/text stems by a Snowball stemmer (Porter 2001, snowballstem.org). */
const SNOWBALL: ReadonlySet<Locale> = new Set(['en', 'de', 'fr', 'es', 'pt', 'ru']);

/**
 * The CLDR display names of a class in a locale (ECMA-402 `Intl.DisplayNames`, types `language`
 * and `region`), normalized: multi-word names as phrases, one-word names also by their stem (so
 * "Германии" is "Германия"). Region codes that name no country are left out (the UN M.49
 * numeric areas are not two letters; the user-assigned and exceptionally reserved codes CLDR
 * does not name return the code).
 */
function namesOf(cls: NameClass, locale: Locale): { phrases: string[]; stems: Set<string> } {
  const key = `${cls}:${locale}`;
  const cached = NAMES.get(key);
  if (cached) return cached;
  const display = new Intl.DisplayNames([locale], { type: cls === 'language' ? 'language' : 'region', fallback: 'code' });
  const stem = stemmerFor(locale);
  const phrases = new Set<string>();
  const stems = new Set<string>();
  for (const a of LETTERS) for (const b of LETTERS) {
    const code = cls === 'language' ? (a + b).toLowerCase() : a + b;
    let name: string | undefined;
    try { name = display.of(code); } catch { name = undefined; }
    if (!name || name.toLowerCase() === code.toLowerCase()) continue;
    const n = normalizeForMatching(name);
    // Short names are words of other classes too ("Ewe", "Ido"): three letters at least, as written in Latin.
    if ([...n].length < 3 && locale !== 'zh') continue;
    phrases.add(n);
    const ws = words(n);
    if (ws.length === 1) stems.add(stem(ws[0]!));
  }
  const out = { phrases: [...phrases], stems };
  NAMES.set(key, out);
  return out;
}

/**
 * The word positions (lib/text `words`) of the names of a class a sentence holds, in the sentence's
 * locale (CLDR's names in that locale; an English body sentence names "Germany"). Chinese is matched
 * as substrings, each at position 0.
 * @param text the sentence as written
 */
export function classNamePositions(text: string, locale: Locale, cls: NameClass): number[] {
  const norm = normalizeForMatching(text);
  const { phrases, stems } = namesOf(cls, locale);
  if (locale === 'zh') return phrases.some((p) => norm.includes(p)) ? [0] : [];
  const tokens = words(norm);
  const stem = stemmerFor(locale);
  const at: number[] = [];
  // By stem where Snowball stems the language (its suffix rules keep a name's root: "Германии" →
  // "германи"); the light stemmers of Arabic, Persian and Hindi cut a short word to a name's
  // residue ("लिए"), so there the name as written (a Persian plural suffix after a ZWNJ aside).
  const snowball = SNOWBALL.has(locale);
  tokens.forEach((t, i) => { if (snowball ? stems.has(stem(t)) : phrases.includes(t.split('\u200c')[0]!)) at.push(i); });
  // Multi-word names ("United Kingdom", "Neues Kaledonien"): as a phrase of whole words.
  const joined = ` ${tokens.join(' ')} `;
  for (const p of phrases) {
    if (!p.includes(' ') || !joined.includes(` ${p} `)) continue;
    const before = joined.slice(0, joined.indexOf(` ${p} `)).trim();
    at.push(before ? before.split(' ').length : 0);
  }
  return at;
}
