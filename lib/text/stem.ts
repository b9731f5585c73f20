/**
 * Stemmers per site language, shared by retrieval (index stems, lib/retrieval) and the extractive
 * answerer (lib/assistant/extractive.ts).
 */
import { StemmerHi } from '@nlpjs/lang-hi';
import { newStemmer, type Stemmer } from 'snowball-stemmers';
import verbExceptions from 'wink-lexicon/src/wn-verb-exceptions.js';
import type { Locale } from './index';

/**
 * Stemmers: Snowball (Porter's algorithms, `snowball-stemmers`) where Snowball has the language,
 * for English after WordNet's irregular verb forms (wink-lexicon), for Arabic on the word in
 * Arabic letters ({@link arabicLetters});
 * Hindi: the light suffix stripper of @nlpjs/lang-hi (Ramanathan & Rao 2003). Persian has no
 * maintained stemmer on npm (nlp.js's is empty) and Chinese is not inflected: words stay as they are.
 */
const SNOWBALL: Partial<Record<Locale, string>> = { en: 'english', de: 'german', fr: 'french', es: 'spanish', pt: 'portuguese', ru: 'russian' };

/**
 * A normalized Arabic word (lib/text `normalizeForMatching` folds ي ى → ی, ك → ک, ة → ه) written
 * back in Arabic letters for the Snowball Arabic stemmer, whose suffix and prefix rules name ي, ك
 * and ة (snowball.tartarus.org, "Arabic stemming algorithm", Among tables of Suffix_Noun_Step1a,
 * Step2c2, Prefix_Step3b): ی → ي, ک → ك, and a word-final ه → ة (the feminine ending, far more
 * common at a word's end than the pronoun ه, which the stemmer strips alike). On the Arabic
 * content this gives the stem of the unfolded word for 174 of 179 distinct words (was 145); the
 * five others differ in a hamza or alef maqsura the fold does not keep. آ → ا as well (Larkey,
 * Ballesteros & Connell's normalization folds آ أ إ to ا; lib/text's fold keeps آ, a letter of
 * its own in Persian): with Snowball's own fold, a word opening آل kept the ال that the same
 * word written with ا lost (آلببب → الببب, الببب → ببب; found by the variant test in lib/text).
 */
export function arabicLetters(normalizedWord: string): string {
  return normalizedWord.replace(/آ/gu, 'ا').replace(/ی/gu, 'ي').replace(/ک/gu, 'ك').replace(/ه$/u, 'ة');
}

/**
 * The conjunction و or ف before the definite article removed (والمكتبة → المكتبة), as the light
 * stemmer of Larkey, Ballesteros & Connell ("Light Stemming for Arabic Information Retrieval",
 * 2007: light10's prefixes وال and فال) removes it, when at least three letters follow the article
 * (والد "father" stays). Snowball's Prefix_Step2 leaves و and ف before an alef, so without this
 * "والمكتبة" and "المكتبة" had different stems.
 */
export function withoutConjunction(arabicWord: string): string {
  return /^[وف]ال\p{L}{3,}$/u.test(arabicWord) ? arabicWord.slice(1) : arabicWord;
}

/**
 * Larkey's light10 prefixes — the definite article alone and after و ب ك ف, and لل — in the letters
 * normalization leaves (ك → ک), longest first (Larkey, Ballesteros & Connell, "Light Stemming for
 * Arabic Information Retrieval", 2007, light10).
 */
const LIGHT10_ARTICLES = ['وال', 'بال', 'کال', 'فال', 'لل', 'ال'];
/**
 * Larkey's light10 suffixes ها ان ات ون ين يه ية ه ة ي in their order, as normalization spells them
 * (ي → ی, ة → ه: يه and ية are one suffix, ه and ة one).
 */
const LIGHT10_SUFFIXES = ['ها', 'ان', 'ات', 'ون', 'ین', 'یه', 'ه', 'ی'];
/**
 * The prefixes of the imperfective (present) verb — أ ت ن ي, "أنيت" in the grammars (Wright, "A
 * Grammar of the Arabic Language", 3rd ed., vol. I § 90) — and the prosthetic alef of the
 * imperative (اجعل from جعل, § 98), in normalized letters (أ → ا, ي → ی): the one-letter verb
 * prefixes of the ISRI stemmer's first prefix set (Taghva, Elkhoury & Coombs 2005, "Arabic
 * stemming without a root dictionary", ITCC), whose others (ب ف ل س و) are prepositions and
 * conjunctions light10 already reads.
 */
const VERB_PREFIXES = ['ا', 'ت', 'ن', 'ی'];

/**
 * Larkey's light10 stem of a normalized Arabic word (Larkey, Ballesteros & Connell 2007): و
 * removed when at least three letters remain, then one of {@link LIGHT10_ARTICLES} when at least
 * two remain, then each of {@link LIGHT10_SUFFIXES} in turn, once, wherever the word ends with it
 * and at least two letters remain. Normalization (lib/text `normalizeForMatching`) has already
 * made the orthographic folds light10 begins with: diacritics and tatweel removed, أ إ ٱ → ا,
 * ى → ی, ة → ه; آ → ا, the last of Larkey's folds, is made here (normalization keeps آ, a letter
 * of its own in Persian).
 * @param normalizedWord one word as {@link normalizeForMatching} spells it
 * @returns the light stem (the word itself when nothing applies)
 */
export function arabicLight10(normalizedWord: string): string {
  let w = normalizedWord.replace(/آ/gu, 'ا');
  const len = (s: string) => [...s].length;
  if (w.startsWith('و') && len(w) - 1 >= 3) w = w.slice(1);
  const article = LIGHT10_ARTICLES.find((a) => w.startsWith(a) && len(w) - len(a) >= 2);
  if (article) w = w.slice(article.length);
  for (const suffix of LIGHT10_SUFFIXES) if (w.endsWith(suffix) && len(w) - len(suffix) >= 2) w = w.slice(0, -suffix.length);
  return w;
}

/**
 * The forms an Arabic word a dictionary does not list is looked up by (backoff translation: Resnik,
 * Oard & Levow 2001), in order: its light10 stem ({@link arabicLight10}) and that stem's Snowball
 * stem — a plural or a suffixed form whose Snowball stem keeps a letter the headword's does not
 * (محركات → Snowball محرکا, light10 محرک) —, then the same without a verb prefix
 * ({@link VERB_PREFIXES}) when at least three letters (a triliteral root) remain: a present or
 * imperative verb (تخدم, تعمل, اجعل) against the dictionary's perfect third person masculine
 * headword (خدم, عمل, جعل), the citation form of Arabic dictionaries.
 * @param normalizedWord one word as {@link normalizeForMatching} spells it
 * @returns distinct forms other than the word's own Snowball stem, noun readings first; [] for a word that is not all letters
 */
export function arabicLightForms(normalizedWord: string): string[] {
  if (!/^\p{L}+$/u.test(normalizedWord)) return [];
  const stem = stemmerFor('ar');
  const light = arabicLight10(normalizedWord);
  const forms = [light, stem(light)];
  const prefix = VERB_PREFIXES.find((p) => light.startsWith(p) && [...light].length - 1 >= 3);
  if (prefix) { const verb = light.slice(prefix.length); forms.push(verb, stem(verb)); }
  const own = stem(normalizedWord);
  return [...new Set(forms)].filter((f) => f !== own);
}

/** The letters {@link arabicLetters} restores, folded again as matching folds them (ي ى → ی, ك → ک, ة → ه). */
export function foldArabicLetters(stem: string): string {
  return stem.replace(/[يى]/gu, 'ی').replace(/ك/gu, 'ک').replace(/ة/gu, 'ه');
}

/**
 * A Hindi word without the nukta (U+093C, ़), the dot below that marks sounds borrowed from
 * Persian, Arabic and English (क़ ख़ ग़ ज़ फ़). Writers use it inconsistently: the Central Hindi
 * Directorate's standard orthography (केंद्रीय हिंदी निदेशालय, "देवनागरी लिपि तथा हिंदी वर्तनी का
 * मानकीकरण", 2016) leaves the nukta of borrowed words optional except where it tells two words
 * apart, so फ़ारसी and फारसी spell one word — FreeDict's eng-hin writes फारसी where visitors write
 * फ़ारसी. Folding it before the stemmer, on the index, the question and the
 * dictionary alike (every side stems through {@link stemmerFor}), makes the two spellings one
 * stem, as folding diacritics does in the Latin-script languages (lib/text `normalizeForMatching`).
 * The precomposed letters (U+0958–U+095F) decompose to letter + nukta under NFC and NFKC
 * (composition exclusions), which normalization applies first (lib/text `canonicalText`).
 */
export function withoutNukta(hindiWord: string): string {
  return hindiWord.replace(/\u093C/gu, '');
}

const stemmers = new Map<Locale, (w: string) => string>();
/** The stemmer of a language (identity for Persian and Chinese); cached. */
export function stemmerFor(locale: Locale): (w: string) => string {
  let s = stemmers.get(locale);
  if (!s) {
    const cache = new Map<string, string>();
    let inner: (w: string) => string = (w) => w;
    if (locale === 'en') {
      // Irregular verbs first ("built" → "build", "wrote" → "write": WordNet's verb exception
      // list, shipped by wink-lexicon), then Snowball: a stemmer alone leaves "built" and "build" apart.
      const sb: Stemmer = newStemmer('english');
      inner = (w) => sb.stem(Object.hasOwn(verbExceptions, w) ? verbExceptions[w]! : w);
    } else if (locale === 'ar') {
      // Snowball's Arabic rules are written in Arabic letters (ي ك ة): they run on the word as
      // Arabic spells it, and their result is folded as matching folds text.
      const sb: Stemmer = newStemmer('arabic');
      inner = (w) => foldArabicLetters(sb.stem(withoutConjunction(arabicLetters(w))));
    } else if (SNOWBALL[locale]) { const sb: Stemmer = newStemmer(SNOWBALL[locale]!); inner = (w) => sb.stem(w); }
    else if (locale === 'hi') { const hi = new StemmerHi(); inner = (w) => hi.stemWord(withoutNukta(w)); }
    s = (w) => {
      let r = cache.get(w);
      if (r === undefined) { r = /^[\p{L}\p{M}]+$/u.test(w) ? inner(w) || w : w; cache.set(w, r); }
      return r;
    };
    stemmers.set(locale, s);
  }
  return s;
}
