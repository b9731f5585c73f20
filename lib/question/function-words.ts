/**
 * Function words of a question's language beyond the stop lists' exact spellings: a stop word's
 * other inflections (Russian "скольких" beside "сколько", Portuguese "quantos" beside "quanto") by
 * the language's stemmer, and the auxiliaries and light verbs of Hindi, which the lists miss.
 */
import iso from 'stopwords-iso/stopwords-iso.json';
import { ara, deu, eng, fas, fra, hin, por, rus, spa, zho } from 'stopword';
import pennTags from 'wink-lexicon/src/lexicon.js';
import { chineseWordTag, normalizeForMatching, stemmerFor, type Locale } from '@/lib/text';

// The two standard stop lists of each language: stopwords-iso and the `stopword` package's.
const LISTS: Record<Locale, string[]> = {
  en: eng, de: deu, fr: fra, es: spa, pt: por, ru: rus, ar: ara, fa: fas, hi: hin, zh: zho,
};

/**
 * Hindi auxiliaries and light verbs (the verbs that carry tense and agreement after a noun or a
 * main verb: होना be, करना do, जाना go, रहना stay, सकना can, पाना manage, लेना take, देना give,
 * चाहना want; Kachru 2006, "Hindi", §§ 8–9 on auxiliaries and compound verbs), in their regular
 * forms: root + infinitive, participle, subjunctive and future endings, plus the irregular past
 * forms. A question's "कैसे सेट करूँ" asks how to set, not about doing.
 */
const HINDI_ROOTS = ['हो', 'कर', 'जा', 'रह', 'सक', 'पा', 'ले', 'दे', 'चाह'];
const HINDI_ENDINGS = ['', 'ना', 'ने', 'नी', 'ता', 'ती', 'ते', 'ा', 'ी', 'े', 'ूँ', 'ूं', 'ें', 'ो', 'ए', 'ये', 'या', 'यी', 'ई', 'ेगा', 'ेगी', 'ेंगे', 'ूँगा', 'ूँगी', 'ूंगा', 'ूंगी', 'ओ', 'िए', 'िये'];
const HINDI_IRREGULAR = ['है', 'हैं', 'था', 'थी', 'थे', 'थीं', 'गया', 'गई', 'गयी', 'गए', 'गये', 'किया', 'की', 'किए', 'किये', 'दिया', 'दी', 'दिए', 'लिया', 'ली', 'लिए', 'हुआ', 'हुई', 'हुए', 'चाहिए', 'चाहिये'];
/** Hindi personal pronouns and question words (closed classes; Kachru 2006, ch. 5), which the stop lists give only in part. */
/* Postpositions of the "के पास / के साथ / के लिए / के बारे में" kind are closed too. */
const HINDI_CLOSED = ['मैं', 'मुझे', 'मुझको', 'मेरा', 'मेरी', 'मेरे', 'हम', 'हमें', 'हमारा', 'हमारी', 'हमारे', 'आप', 'आपको', 'आपका', 'आपकी', 'आपके', 'तुम', 'तुम्हें', 'तुम्हारा',
  'वह', 'वे', 'यह', 'ये', 'उसे', 'उसको', 'उसका', 'उसकी', 'उसके', 'उन्हें', 'उनका', 'उनकी', 'उनके', 'इसे', 'इसका', 'इसकी', 'इसके',
  // The ergative (ने) and plural oblique forms of the same pronouns ("उन्होंने क्या किया", what did she do).
  'मैंने', 'हमने', 'आपने', 'तुमने', 'उसने', 'उन्होंने', 'इसने', 'इन्होंने', 'इन्हें', 'इनका', 'इनकी', 'इनके',
  'पास', 'साथ', 'लिए', 'बारे', 'द्वारा',
  'क्या', 'कौन', 'कौनसा', 'कौनसी', 'कब', 'कहाँ', 'कहां', 'कैसे', 'कैसा', 'कैसी', 'क्यों', 'कितना', 'कितनी', 'कितने', 'किस', 'किसे', 'किसने', 'किन', 'किन्हें'];
const HINDI_FUNCTION: ReadonlySet<string> = new Set(
  [...HINDI_ROOTS.flatMap((r) => HINDI_ENDINGS.map((e) => r + e)), ...HINDI_IRREGULAR, ...HINDI_CLOSED].map(normalizeForMatching),
);

/**
 * Chinese word classes that name nothing asked about, by the part of speech jieba's dictionary
 * gives a word (lib/text `chineseWordTag`, the Peking University corpus tag set, Yu et al. 2003):
 * pronouns and demonstrative + classifier words `r` (这家, 哪家, 那个, 每周: UD Chinese DET + clf),
 * numerals and numeral + classifier words `m` (一起, 几个, 第一: UD NUM) and classifiers `q`. A
 * subclass tag (`rz`, `mq`) counts as its class. Adverbs `d` are not taken: jieba gives a word one
 * tag, and 自然 ("naturally occurring" errors, golden count-zh-01) is tagged `d` — measured, the
 * question lost its topic word. Time words `t` (目前, 现在, 当时) are not taken either: measured, a
 * held-out follow-up lost its fact (conversations 40 → 39/70) and no fact question gained.
 */
const CHINESE_FUNCTION_TAGS: ReadonlySet<string> = new Set(['r', 'm', 'q']);

/** Whether jieba's dictionary tags a Chinese word with a function-word class ({@link CHINESE_FUNCTION_TAGS}). */
export function chineseFunctionWord(word: string): boolean {
  const tag = chineseWordTag(word)?.[0];
  if (tag === undefined || !CHINESE_FUNCTION_TAGS.has(tag)) return false;
  // 本 is the determiner "this" and also the morpheme "root, origin" that heads nouns; jieba tags
  // the nouns r as well (本科 undergraduate course, 本地 local, 本人 oneself: CC-CEDICT glosses them
  // as nouns), so a pronoun word opening with 本 is content.
  return tag !== 'r' || !word.startsWith('本');
}

/**
 * Chinese auxiliary (optative) verbs, a closed class (Li & Thompson 1981, "Mandarin Chinese: A
 * Functional Reference Grammar", ch. 6: 能, 会, 可以, 应该, 要, 想, 愿意, 必须, 得 …), which the stop
 * lists give only in part.
 */
const CHINESE_AUXILIARIES = ['能', '能够', '会', '可以', '可能', '应该', '应当', '应', '该', '要', '想', '想要', '愿意', '肯', '敢', '必须', '得', '需要', '不要', '别', '不能', '不会'];

/**
 * Colloquial (Tehrani) Persian as visitors type it, which the stop lists (written Persian) miss:
 * the object marker رو (را), the copula clitic ـه on a question word (چقدره = چقدر است), the
 * shortened verb forms (بشه = بشود, میشه = می‌شود, داره = دارد, کنه = کند), and /ɒːm/, /ɒːn/
 * written وم, ون (کدوم = کدام, اون = آن). A closed class of function words (Samareh 1999, "The
 * Arrangement of Segmental Phonemes in Farsi"; any grammar of colloquial Persian).
 */
const PERSIAN_COLLOQUIAL = ['رو', 'کدوم', 'کدوما', 'کدومش', 'چیه', 'کیه', 'چقدره', 'چطوریه', 'چجوری', 'چجوریه', 'چطوری', 'کجاست', 'کجاس', 'بشه', 'میشه', 'نمیشه', 'داره', 'دارن', 'دارم',
  'کنم', 'کنیم', 'کنه', 'کنن', 'میکنه', 'میکنن', 'میکنم', 'نمیکنه', 'باشه', 'هستش', 'اینه', 'اونه', 'اون', 'اونا', 'اینو', 'اونو', 'واسه', 'برا', 'بده', 'بدم', 'بگه', 'میخوام', 'میخواد', 'خب'];

/**
 * The frame of an indirect question (Searle 1975, "Indirect speech acts": "can you tell me …",
 * "I want to know …", "please"): verbs of telling and knowing that ask, in each language — the
 * English supplement of lib/text (tell, know, please) in the other nine.
 */
const REQUEST_FRAME: Record<Locale, string[]> = {
  en: ['tell', 'know', 'please', 'wondering', 'wonder', 'curious'],
  de: ['wissen', 'sagen', 'erzählen', 'erklären', 'bitte', 'gern', 'gerne'],
  fr: ['savoir', 'dire', 'expliquer', 'svp', 'plaît'],
  es: ['saber', 'decir', 'contar', 'explicar', 'favor', 'hizo', 'hace', 'hacer'],
  pt: ['saber', 'dizer', 'contar', 'explicar', 'favor', 'fez', 'faz', 'fazer'],
  ru: ['знать', 'сказать', 'подскажите', 'расскажите', 'скажите', 'объясните', 'пожалуйста', 'интересно', 'делать', 'делала', 'делает', 'делал', 'сделала', 'сделал', 'занималась', 'занимается'],
  // …and the verb "do" of "what did she do (at X)?", which carries no topic (English "do" is a stop word).
  ar: ['أعرف', 'اعرف', 'أخبرني', 'اخبرني', 'أود', 'أريد', 'ممكن', 'لو', 'سمحت', 'فعل', 'فعلت', 'يفعل', 'تفعل', 'تفعله', 'فعلته'],
  fa: ['بدانم', 'بدونم', 'بگویید', 'بگید', 'بگو', 'لطفا', 'لطفاً', 'میخواهم', 'میخوام', ...PERSIAN_COLLOQUIAL],
  hi: ['जानना', 'बताइए', 'बताएं', 'बताएँ', 'बताओ', 'बताइये', 'कृपया'],
  zh: ['知道', '告诉', '请问', '请', '一下', '了解', '想知道', ...CHINESE_AUXILIARIES],
};

const EXACT = new Map<Locale, ReadonlySet<string>>();
function exactFrame(language: Locale): ReadonlySet<string> {
  let set = EXACT.get(language);
  if (!set) EXACT.set(language, (set = new Set(REQUEST_FRAME[language].map(normalizeForMatching))));
  return set;
}

/**
 * The two standard stop lists of a language as written. English: the `stopword` list only —
 * stopwords-iso's English list (1,298 words) holds topical words visitors ask about ("research",
 * "information", "date"), as lib/text says.
 */
function standardStops(language: Locale): string[] {
  return [...(language === 'en' ? [] : (iso as Record<string, string[]>)[language] ?? []), ...LISTS[language]];
}

const EXACT_STOPS = new Map<Locale, ReadonlySet<string>>();
/**
 * Whether a normalized word is, as written, in a language's two standard stop lists (stopwords-iso
 * and `stopword`; English: `stopword` only) or its indirect-question frame. {@link functionWord}
 * matches the lists by stem and leaves out stems of one letter, so a two-letter stop word whose
 * stem is one letter (French "es" → "e") is found here.
 */
export function standardStopWord(word: string, language: Locale): boolean {
  let set = EXACT_STOPS.get(language);
  if (!set) EXACT_STOPS.set(language, (set = new Set([...standardStops(language), ...REQUEST_FRAME[language]].map(normalizeForMatching))));
  return set.has(word);
}

const STEMMED = new Map<Locale, ReadonlySet<string>>();
function stemmedStops(language: Locale): ReadonlySet<string> {
  let set = STEMMED.get(language);
  if (!set) {
    const stem = stemmerFor(language);
    const list = [...standardStops(language), ...REQUEST_FRAME[language]];
    // Only stems of two letters or more: a one-letter stem would take every word that starts like it.
    const stems = new Set(list.map((w) => stem(normalizeForMatching(w))).filter((s) => [...s].length >= 2));
    // Arabic: Snowball's Arabic stemmer strips one suffix of a kind — the attached pronoun of
    // "لديها" (لدى + ها) leaves "لدی", while the bare stop word "لدى" loses its final ى ("لد").
    // The stop words as written count as stems too, so a stop word with a pronoun attached stays one.
    if (language === 'ar') for (const w of list) { const n = normalizeForMatching(w); if ([...n].length >= 2) stems.add(n); }
    set = stems;
    STEMMED.set(language, set);
  }
  return set;
}

/**
 * Whether a normalized word is a function word of a language beyond the exact stop lists: its stem
 * is a stop word's stem (the language's stemmer), a word of an indirect question's frame, a Chinese
 * auxiliary verb or a word of a Chinese function-word class ({@link chineseFunctionWord}), or a
 * Hindi auxiliary or light verb form, or (Latin script) a stop word the lists write without its
 * diacritics ({@link bareSpellings}).
 * Chinese and Persian have no stemmer: their lists are read as written (lib/text `isContentWord`).
 * @param word a word as {@link normalizeForMatching} spells it
 */
export function functionWord(word: string, language: Locale): boolean {
  if (language === 'hi' && HINDI_FUNCTION.has(word)) return true;
  if (exactFrame(language).has(word)) return true;
  if (language === 'zh') return chineseFunctionWord(word);
  if (language === 'fa') return false;
  if (LATIN_LISTS.has(language) && /\p{M}/u.test(word.normalize('NFD')) && bareSpellings(language).has(withoutMarks(word))) return true;
  if (stemmedStops(language).has(stemmerFor(language)(word))) return true;
  return language === 'ar' && arabicCliticBases(word).some((b) => standardStopWord(b, 'ar'));
}

// Arabic clitics, as normalizeForMatching spells them (ي → ی): the conjunctions و, ف and the
// prepositions ب, ل written onto the next word, at most one of each in that order, and the attached
// (enclitic) pronouns of two letters or more (Buckwalter's morphological analyzer, 2002; Habash,
// "Introduction to Arabic Natural Language Processing", 2010, § 4.2: [CONJ+ [PART+ [Al+ BASE +PRON]]]).
// Left out: the preposition ك, which begins function words as part of their base (كم, كيف, كان:
// "كاف" is no "ك" + "اف"), and the one-letter pronouns ه, ي, ك — ة is spelled ه once normalized, so
// "كلمة" (word) would read as "كلم" — so they never make a content word a function word.
const AR_CONJUNCTIONS = ['و', 'ف'];
const AR_PREPOSITIONS = ['ب', 'ل'];
const AR_PRONOUNS = ['هما', 'کما', 'هم', 'هن', 'کم', 'کن', 'ها', 'نا'];

/**
 * The bases an Arabic word may be with its clitics taken off ({@link AR_CONJUNCTIONS},
 * {@link AR_PREPOSITIONS}, {@link AR_PRONOUNS}): "وکم" (and how many) → "کم", "بای" (in which) →
 * "ای", "الیها" (to her) → "الی". Only bases of two letters or more. A function word with a clitic
 * attached is still a function word (Snowball's Arabic stemmer takes "ال" off "الیها" first and so
 * misses it); only the exact stop lists are matched against the bases.
 * @param word a word as lib/text `normalizeForMatching` spells it
 * @returns the bases, without the word itself
 */
export function arabicCliticBases(word: string): string[] {
  const starts = [word];
  for (const c of AR_CONJUNCTIONS) if (word.startsWith(c)) starts.push(word.slice(c.length));
  for (const w of [...starts]) for (const p of AR_PREPOSITIONS) if (w.startsWith(p)) starts.push(w.slice(p.length));
  const bases = new Set(starts.slice(1));
  for (const w of starts) for (const p of AR_PRONOUNS) if (w.endsWith(p)) bases.add(w.slice(0, -p.length));
  return [...bases].filter((b) => [...b].length >= 2);
}

/** Languages in Latin script whose stop lists write some words without their diacritics. */
const LATIN_LISTS: ReadonlySet<Locale> = new Set(['en', 'de', 'fr', 'es', 'pt']);
/** A word without its combining marks (NFD, then every Unicode Mark removed): "déjà" → "deja". */
const withoutMarks = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
const BARE = new Map<Locale, ReadonlySet<string>>();
/**
 * The stop words a list writes with no diacritics at all: stopwords-iso's French list, compiled from
 * sources that dropped accents, gives "deja", "necessaire", "egalement", its Portuguese list "inicio"
 * — so "déjà" is read as its entry "deja". Matched whole (never by stem: "entrée" is not "entre"),
 * and only for a word that carries a mark.
 */
function bareSpellings(language: Locale): ReadonlySet<string> {
  let set = BARE.get(language);
  if (!set) {
    const list = standardStops(language).map(normalizeForMatching);
    BARE.set(language, (set = new Set(list.filter((w) => withoutMarks(w) === w && [...w].length >= 2))));
  }
  return set;
}

/**
 * A manner, degree or time adverb, which names nothing a page is about ("Where *exactly* did she
 * work before X?", "她的硕士*到底*是在哪里读的？", "How many engineers are *currently* …"):
 * Universal Dependencies' ADV (advmod), read from
 * a tagger's dictionary — English: a word wink-lexicon tags only RB (Penn Treebank adverb);
 * Chinese: a word jieba's dictionary tags `d` (adverb, Peking University tag set). The other
 * languages have no part-of-speech dictionary here, so a word is read by its translations
 * (`translations`: the bilingual lexicon's English stems, FreeDict/Apertium, as
 * lib/assistant relations' `RelationReading` reads them — dictionary-based query translation, Pirkola 1998): an
 * adverb when every English stem it translates to that wink-lexicon knows (a stem of one of its
 * words; at least one) is the stem of a word it tags only RB ("genau" → precis, exact, accur …:
 * precisely, exactly, accurately; not "schnell" → fast, which no RB-only word stems to). Callers
 * reading a negated question leave it unread: a negation is an adverb (UD Polarity=Neg) that
 * changes what is asked. Used by lib/assistant relations (relation words) and lib/retrieval
 * (threshold evidence).
 * @param w one word as lib/text `normalizeForMatching` spells it
 * @param l the question's language
 * @param translations the word's English translations as Snowball stems (the bilingual lexicon's)
 */
export function adverbOnly(w: string, l: Locale, translations?: readonly string[]): boolean {
  if (l === 'en') return rbOnly(w);
  if (l === 'zh') return chineseWordTag(w) === 'd';
  const known = (translations ?? []).filter((t) => englishStemsOf().all.has(t));
  return known.length > 0 && known.every((t) => englishStemsOf().adverb.has(t));
}

/** Whether wink-lexicon tags an English word only RB (Penn Treebank adverb). */
function rbOnly(w: string): boolean {
  const tags = Object.hasOwn(pennTags, w) ? pennTags[w] : undefined;
  return !!tags?.length && tags.every((t) => t === 'RB');
}

let winkStems: { all: ReadonlySet<string>; adverb: ReadonlySet<string> } | null = null;
/** The English (Snowball) stems of wink-lexicon's words, and of those it tags only RB ("exactly" → "exact"), built on first use. */
function englishStemsOf(): { all: ReadonlySet<string>; adverb: ReadonlySet<string> } {
  if (!winkStems) {
    const stem = (w: string) => stemmerFor('en')(normalizeForMatching(w));
    winkStems = { all: new Set(Object.keys(pennTags).map(stem)), adverb: new Set(Object.keys(pennTags).filter(rbOnly).map(stem)) };
  }
  return winkStems;
}
