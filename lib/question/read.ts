/**
 * The question, read once (issue 21): one value every layer reads instead of normalizing the
 * question again — its language, normalized text, words, the words that carry content, the
 * language-neutral anchors (names, numbers, Latin-script terms), and what kind of answer it asks
 * for (its question type, after Li & Roth's TREC question classes: NUM, LOC, HUM, DESC
 * manner/reason/definition, ENTY lists; Li & Roth 2002, "Learning Question Classifiers", COLING).
 *
 * Pure and synchronous: no database, no external call (L1 reads it before anything else runs).
 * What the index knows about the words (their document frequencies, translations, transliterated
 * loanwords) is looked up once by retrieval (lib/retrieval `queryTerms`), from this value.
 */
import { canonicalText, isContentWord, LOCALES, normalizeForMatching, stemmerFor, words, type Locale } from '@/lib/text';
import { readPredicate, type PredicateReading } from './stance';
import { DATE_HEADS, NUMERIC_HEADS, ORG_HEADS, questionWordSpans, type QuestionType } from './types';
import { nameClassOf, type NameClass } from './name-class';

const HEADS = new Map<Record<Locale, string[]>, Map<Locale, ReadonlySet<string>>>();
/** A head-noun list ({@link NUMERIC_HEADS}, {@link DATE_HEADS}) of a language, as its stemmer spells them. */
function headsOf(lists: Record<Locale, string[]>, language: Locale): ReadonlySet<string> {
  let byLocale = HEADS.get(lists);
  if (!byLocale) HEADS.set(lists, (byLocale = new Map()));
  let set = byLocale.get(language);
  if (!set) byLocale.set(language, (set = new Set(lists[language].map((w) => stemmerFor(language)(normalizeForMatching(w))))));
  return set;
}
import { functionWord } from './function-words';
import { shortForms } from './short-forms';

export { QUESTION_TYPES, type QuestionType } from './types';
export { functionWord } from './function-words';
export { shortForm, shortForms, writtenInCapitals } from './short-forms';
export { readPredicate, type PredicateReading } from './stance';

/** The kind of answer a question type asks for (Li & Roth's coarse classes, as the answerer uses them). */
export type ExpectedAnswer = 'number' | 'date' | 'place' | 'person' | 'list' | 'manner' | 'reason' | 'definition' | null;

const EXPECTED: Record<QuestionType, ExpectedAnswer> = {
  quantity: 'number', when: 'date', where: 'place', who: 'person', list: 'list', how: 'manner', why: 'reason', definition: 'definition',
};

/**
 * Why a word is an anchor: it means the same in every language. `code` is an identifier as
 * programs write it — with an underscore or @, or camel case ("wait_selector_state",
 * "DynamicFetcher", "PyPI"); `acronym` a word in capitals only ("CRF", "HTTP").
 */
export type AnchorKind = 'name' | 'number' | 'latin' | 'code' | 'acronym';

/** A word of the question that means the same in every language (design: names are never translated). */
export interface Anchor {
  /** The word as {@link normalizeForMatching} spells it (one of {@link QuestionValue.content}). */
  word: string;
  kind: AnchorKind;
}

/** One question, read once. */
export interface QuestionValue {
  /** The question as asked. */
  text: string;
  /** The reader's language (the page's). */
  locale: Locale;
  /**
   * The language the question is written in: the reader's, unless its script says otherwise (a
   * Latin-script question on a Chinese page is read as English; Han text as Chinese; Devanagari as
   * Hindi; Cyrillic as Russian; Arabic script as Persian when it uses a Persian-only letter, else
   * Arabic). Its stemmer and function words apply.
   */
  language: Locale;
  /** {@link normalizeForMatching} of the text. */
  normalized: string;
  /** The normalized words in order, duplicates kept (lib/text `words`: ICU, Chinese by jieba). */
  tokens: string[];
  /** Distinct words that carry content, in order of first appearance: not function words of the question's language, not question words. */
  content: string[];
  /** Distinct words left out as function words (stop words, question words, auxiliaries), for the record. */
  functionWords: string[];
  /** Content words that mean the same in every language. */
  anchors: Anchor[];
  /** The question type (first match of the language's question words), or null. */
  type: QuestionType | null;
  /** The kind of answer the type asks for. */
  expected: ExpectedAnswer;
  /** Class words of a list question ("programming", "languages" in "which programming languages"). */
  classWords: string[];
  /**
   * The noun phrase a count question counts: its content words right after the question phrase, up
   * to three ("test", "cases" in "how many test cases"; "echte", "suchanfragen" in "Wie viele echte
   * Suchanfragen"); names and measures left out; empty for another question or when a content word
   * does not follow it. No part-of-speech tagger reads it: a verb right after the noun joins it
   * ("artigos", "alimentam" in "Quantos artigos alimentam …"), which a number rarely stands before.
   */
  counted: string[];
  /**
   * A which-X question whose head noun is an organisation ({@link ORG_HEADS}: "which company",
   * "bei welcher Firma", "в какой компании"; Li & Roth HUM:gr): typed *where* (a place or an
   * institution), it asks for the institution's proper name.
   */
  organisation: boolean;
  /** The closed class of names it asks for (Li & Roth ENTY:lang, LOC:country; ./name-class.ts `nameClassOf`), or null. */
  nameClass: NameClass | null;
  /** What it asks of its predicate: negated (UD Polarity=Neg), an attitude (FrameNet Opinion/Preference/emotion), a yes/no question (./stance.ts). */
  predicate: PredicateReading;
  /**
   * A follow-up asking what came of the entry talked about ("Was it put into service later?"): set
   * on a turn's answered value only (lib/question/turn `withPosterior`), never by the reader.
   */
  posterior?: boolean;
}

const SCRIPT_LANGUAGE: [RegExp, Locale][] = [
  [/\p{Script=Han}/u, 'zh'], [/\p{Script=Devanagari}/u, 'hi'], [/\p{Script=Cyrillic}/u, 'ru'],
];
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;
// Letters Persian writes and Arabic does not (پ چ ژ گ, and the Persian forms of kaf and yeh).
const PERSIAN_ONLY = /[پچژگکی]/u;
const LATIN_LOCALES: ReadonlySet<Locale> = new Set(['en', 'de', 'fr', 'es', 'pt']);
const LOCALE_SCRIPT: Record<Locale, RegExp> = {
  en: /\p{Script=Latin}/u, de: /\p{Script=Latin}/u, fr: /\p{Script=Latin}/u, es: /\p{Script=Latin}/u, pt: /\p{Script=Latin}/u,
  ru: /\p{Script=Cyrillic}/u, fa: ARABIC_SCRIPT, ar: ARABIC_SCRIPT, hi: /\p{Script=Devanagari}/u, zh: /\p{Script=Han}/u,
};

/**
 * The language a question is written in ({@link QuestionValue.language}): the reader's language
 * unless the question's letters are of another script.
 */
export function questionLanguage(text: string, locale: Locale): Locale {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return locale;
  const count = (re: RegExp) => letters.filter((c) => re.test(c)).length;
  // Any letter of the reader's own script: the question is in her language (names and technical
  // terms in Latin letters are what Chinese, Persian or Hindi questions borrow).
  if (count(LOCALE_SCRIPT[locale]) > 0) return locale;
  // The script of most letters decides (a Latin product name in a Chinese question stays Chinese).
  const scripts: [Locale | 'latin' | 'arabic', number][] = [
    ...SCRIPT_LANGUAGE.map(([re, l]) => [l, count(re)] as [Locale, number]),
    ['arabic', count(ARABIC_SCRIPT)], ['latin', count(/\p{Script=Latin}/u)],
  ];
  const [top] = scripts.sort((a, b) => b[1] - a[1]);
  if (!top || top[1] === 0) return locale;
  if (top[0] === 'latin') return LATIN_LOCALES.has(locale) ? locale : 'en';
  if (top[0] === 'arabic') return locale === 'fa' || locale === 'ar' ? locale : PERSIAN_ONLY.test(text) ? 'fa' : 'ar';
  return top[0];
}

const LATIN_WORD = /^[\p{Script=Latin}\d][\p{Script=Latin}\p{M}\d_.@'’-]*$/u;
const HAS_DIGIT = /\d/u;
const NON_LATIN_LANGUAGES: ReadonlySet<Locale> = new Set(['fa', 'ar', 'hi', 'ru', 'zh']);
// Languages whose spelling capitalizes only names and a sentence's first word (German capitalizes every noun).
const CASE_MARKS_NAMES: ReadonlySet<Locale> = new Set(['en', 'fr', 'es', 'pt', 'ru']);
const wordSegmenter = new Intl.Segmenter('und', { granularity: 'word' });
/**
 * A Persian light verb, the verb of a complex predicate whose meaning its preceding nonverbal
 * element carries (Family 2014, "The Syntax of Persian Complex Predicates"; Lazard 1992, "A Grammar
 * of Contemporary Persian", §§ 166–170: کردن do, شدن become, دادن give, زدن hit, گرفتن take,
 * داشتن have, کشیدن pull, خوردن eat, آوردن bring, بردن carry, یافتن find, نمودن show, ساختن make):
 * its past or present stem with the negative or subjunctive prefix (ن، ب، نمی، می joined) and a
 * person ending, participle ـه or infinitive ـن; the imperfective "می"/"نمی" written apart opens it too.
 */
const PERSIAN_LIGHT_VERB = /^(?:می|نمی|(?:ن|ب|نمی|می)?(?:کرد|شد|داد|زد|گرفت|داشت|کشید|خورد|آورد|اورد|برد|یافت|نمود|ساخت|کن|شو|ده|زن|گیر|دار|کش|خور|آور|اور|یاب|نما|ساز)(?:ه|ن|م|ی|د|یم|ید|ند|ست)?)$/u;
const PERSIAN_PLURAL = /^(هایی|های)$|\S(هایی|های)$/u;

/**
 * Languages that write every noun with a capital (German: Duden, "Die deutsche Rechtschreibung",
 * § 55–57), so a which-question's class phrase ends at its noun: the attributive words before it
 * are written in lower case, and in a question the finite verb comes right after the phrase
 * (verb-second: Duden, "Die Grammatik", § 1343). "Welche Programmiersprachen prüft sie?" asks for
 * programming languages; "prüft" is the verb, not a second class word.
 */
const NOUNS_CAPITALIZED: ReadonlySet<Locale> = new Set(['de']);

/**
 * A class phrase cut after its first word written with a capital, in a language of
 * {@link NOUNS_CAPITALIZED} (the text's word segments give the case); unchanged in other
 * languages or when no word of the phrase is found with a capital.
 */
function classPhraseToNoun(classWords: readonly string[], segments: readonly Intl.SegmentData[], language: Locale): string[] {
  if (!NOUNS_CAPITALIZED.has(language) || classWords.length < 2) return [...classWords];
  const capitalized = new Set(segments.filter((s) => s.isWordLike && /^\p{Lu}/u.test(s.segment)).map((s) => normalizeForMatching(s.segment)));
  const noun = classWords.findIndex((w) => capitalized.has(w));
  return noun < 0 ? [...classWords] : classWords.slice(0, noun + 1);
}

/**
 * The anchors among a question's content words: numbers and words with digits ("1.3", "recall@10",
 * "p95"), words written in code ("disable_resources", camel case "PyPI", all capitals "CRF"), Latin-
 * script words in a question of another script (product and place names, technical terms:
 * "Solr" in a Chinese question), and names — capitalized after the first word of a sentence in a
 * language that capitalizes only names (Ballesteros & Croft 1997: names are what dictionary
 * translation gets wrong).
 */
function anchorsOf(segments: readonly Intl.SegmentData[], language: Locale, content: ReadonlySet<string>): Anchor[] {
  const out = new Map<string, AnchorKind>();
  let afterWord = false;
  for (const seg of segments) {
    if (!seg.isWordLike) {
      if (/[.!?¿¡。！？…:;؟]/u.test(seg.segment)) afterWord = false;
      continue;
    }
    const raw = seg.segment.replace(/['’]s$/u, '');
    const word = normalizeForMatching(raw);
    const first = !afterWord;
    afterWord = true;
    if (!content.has(word) || out.has(word)) continue;
    if (HAS_DIGIT.test(raw)) out.set(word, 'number');
    else if (/[_@]|\p{Ll}\p{Lu}/u.test(raw) && LATIN_WORD.test(raw)) out.set(word, 'code');
    else if (/^\p{Lu}{2,}$/u.test(raw) && LATIN_WORD.test(raw)) out.set(word, 'acronym');
    else if (NON_LATIN_LANGUAGES.has(language) && language !== 'ru' && LATIN_WORD.test(raw)) out.set(word, 'latin');
    else if (language === 'ru' && /^\p{Script=Latin}/u.test(raw)) out.set(word, 'latin');
    else if (CASE_MARKS_NAMES.has(language) && !first && /^\p{Lu}/u.test(raw)) out.set(word, 'name');
  }
  return [...out].map(([word, kind]) => ({ word, kind }));
}

/**
 * What reading a text once yields before any word is set aside: its language, normalized text,
 * words and question phrases ({@link readQuestion} is {@link questionView} of it). A turn reads its
 * message once and takes two views of it (lib/question `readTurn`: with and without the author's name).
 */
export interface QuestionScan {
  text: string;
  locale: Locale;
  language: Locale;
  normalized: string;
  tokens: string[];
  /** The text's Unicode word segments (Intl.Segmenter over its canonical form), for the anchors. */
  segments: Intl.SegmentData[];
  type: QuestionType | null;
  spans: string[];
  classStart: number | null;
  purpose: string[];
}

/** Reads a text's language, normalized form, words and question phrases (ICU / jieba segmentation: the costly part). */
export function scanQuestion(text: string, locale: Locale): QuestionScan {
  const language = questionLanguage(text, locale);
  const normalized = normalizeForMatching(text);
  return { text, locale, language, normalized, tokens: words(text), segments: [...wordSegmenter.segment(canonicalText(text))], ...questionWordSpans(normalized, language) };
}

/**
 * Reads a question once.
 * @param text the question as asked (for a follow-up, the text retrieval uses)
 * @param locale the reader's language
 * @param opts.ignore normalized words that never carry content (the author's name: every entry is hers)
 */
export function readQuestion(text: string, locale: Locale, opts: { ignore?: ReadonlySet<string> } = {}): QuestionValue {
  return questionView(scanQuestion(text, locale), opts.ignore);
}

/**
 * The question value of a scanned text, `ignore`'s words left out of its content.
 * @param ignore normalized words that never carry content (the author's name: every entry is hers)
 */
export function questionView(scan: QuestionScan, ignore?: ReadonlySet<string>): QuestionValue {
  const { text, locale, language, normalized, tokens, type, spans, classStart, purpose } = scan;
  // The question type, and the words its question phrase spans ("how many", "多少个", "कितनी"):
  // they ask, they do not name what is asked about.
  const asking = new Set<string>();
  for (const span of spans) for (const w of words(span)) asking.add(w);
  const content: string[] = [];
  const functionWords: string[] = [];
  const seen = new Set<string>();
  // Initialisms and codes below the length floor ("F1", "IR", "GB"; ./short-forms.ts), read as written.
  const short = shortForms(text, language, scan.segments);
  for (const w of tokens) {
    if (seen.has(w)) continue;
    seen.add(w);
    if (ignore?.has(w)) continue;
    // A number is a value whatever its length ("10" in "recall@10", "95" in "p95").
    const number = /^\d[\d.,]*$/u.test(w) && w.length >= 2;
    if (!number && (asking.has(w) || !(isContentWord(w) || short.has(w)) || functionWord(w, language))) functionWords.push(w);
    else content.push(w);
  }
  // A list question's class: the content words right after its question word, up to two.
  let classWords: string[] = [];
  if (type === 'list' && classStart !== null) {
    const after = words(normalized.slice(classStart));
    for (const [k, w] of after.slice(0, 3).entries()) {
      if (!content.includes(w)) break;
      classWords.push(w);
      // Persian marks the class noun with the plural suffix, joined or after a ZWNJ: it ends the class.
      if (classWords.length === 2 || PERSIAN_PLURAL.test(w) || PERSIAN_PLURAL.test(after[k + 1] ?? '')) break;
    }
    classWords = classPhraseToNoun(classWords, scan.segments, language);
    if (classWords.length === content.length) classWords = [];
  }
  // A count question's counted noun phrase (Li & Roth NUM:count): the content words that follow its
  // question phrase, a function word before them skipped ("combien de requêtes", "how many of the").
  const counted: string[] = [];
  if (type === 'quantity' && classStart !== null) {
    const after = words(normalized.slice(classStart));
    // Russian states the possessor between the quantifier and its noun: "Сколько у неё участников?"
    // (у + genitive, Russian's possessive construction: Timberlake 2004, "A Reference Grammar of
    // Russian", on possession): "у неё", "у проекта" (one word: a pronoun or a noun) is skipped as a function word is.
    const possessor = language === 'ru' && after[0] === 'у' && after.length > 2 ? 2 : 0;
    const start = possessor || (after.length > 1 && !content.includes(after[0]!) ? 1 : 0);
    for (const [k, w] of after.slice(start, start + 3).entries()) {
      if (!content.includes(w)) break;
      // Persian: the noun right after "چند" is the one counted; a later word before a light verb is
      // the predicate's own ("چند کارگاه برگزار کرده": برگزار of برگزار کردن, to hold), not the noun's.
      if (language === 'fa' && k > 0 && PERSIAN_LIGHT_VERB.test(after[start + k + 1] ?? '')) break;
      counted.push(w);
    }
  }
  // "What grade", "welche Note", "какой балл": a list question whose head noun is numeric asks for a number.
  let qtype = type;
  const head = classWords[0] ?? (type === 'list' && classStart !== null ? words(normalized.slice(classStart)).find((w) => content.includes(w)) : undefined);
  if (type === 'list' && head && headsOf(NUMERIC_HEADS, language).has(stemmerFor(language)(head))) {
    qtype = 'quantity';
    classWords = [];
  }
  // "Between which dates", "¿Entre qué fechas?", "в какие годы": a list question whose head noun is a date asks when (issue 31, kind 3).
  // The head may be a word the language's function words hold ("anos", "годы"): the word right after the question word counts too.
  const next = type === 'list' && classStart !== null ? words(normalized.slice(classStart))[0] : undefined;
  if (type === 'list' && [head, next].some((w) => w !== undefined && headsOf(DATE_HEADS, language).has(stemmerFor(language)(w)))) {
    qtype = 'when';
    classWords = [];
  }
  // "Which company", "bei welcher Firma", "в какой компании", "کدام مؤسسه", "哪家公司": a which-X question whose head
  // noun is an organisation asks for its name (Li & Roth HUM:gr), read as where (place or institution).
  // The head is one of the first words after the question word (Chinese: its measure word "家" between).
  let organisation = false;
  if ((type === 'list' || type === 'where') && qtype !== 'quantity' && qtype !== 'when') {
    const orgs = headsOf(ORG_HEADS, language);
    const stem = stemmerFor(language);
    const after = classStart !== null ? words(normalized.slice(classStart)).slice(0, 3) : tokens;
    if (after.some((w) => orgs.has(stem(w)) || orgs.has(w))) {
      organisation = true;
      qtype = 'where';
      classWords = [];
    }
  }
  // A why question's purpose noun ("what role", "چه نقشی") asks for a reason, like a list's class
  // asks for instances: it weighs half and never makes a sentence an answer alone.
  if (type === 'why') {
    const nouns = purpose.flatMap((p) => words(p)).filter((w) => content.includes(w));
    if (nouns.length < content.length) classWords = nouns;
  }
  const anchors = anchorsOf(scan.segments, language, new Set(content));
  // A name, number or measure ("recall" in "كم بلغ recall@100", how far did recall reach) is not what a count counts.
  const named = new Set(anchors.map((a) => a.word));
  return {
    text, locale, language, normalized, tokens, content, functionWords,
    anchors, type: qtype, expected: qtype ? EXPECTED[qtype] : null, classWords, organisation, counted: qtype === 'quantity' ? counted.filter((w) => !named.has(w)) : [],
    nameClass: nameClassOf({ normalized, language, type: qtype, classWords, content }),
    predicate: readPredicate(tokens, normalized, language, type !== null),
  };
}

/** Stems of the question's content words in one language (memoized per value and language). */
export function contentStems(q: QuestionValue, locale: Locale): string[] {
  const stem = stemmerFor(locale);
  return q.content.map(stem);
}

export { LOCALES };
