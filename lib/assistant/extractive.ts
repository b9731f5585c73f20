/**
 * Sentence selection for the extractive answerer (the zero-key default): which sentences of the
 * retrieved passages answer the question. It never writes text of its own — it only chooses.
 *
 * 1. The question: its content words (stemmed per language), the author's name left out, and its
 *    type from question words of the ten site languages (data below): how, why, list ("which
 *    tools"), when, where, who, how many, definition ("what is X").
 * 2. The candidates: every sentence of the passages — in the reader's language when one of those
 *    passages has an answer, else English, else any — list items one by one, a line ending in a
 *    colon together with the list it introduces (or the short code block the importer kept on the
 *    lines after it, lib/content/chunk.ts); titles and headings are context, not quotes.
 *    Questions, lists of questions ("What X is, why …, how …") and first-person sentences are
 *    never quoted.
 * 3. The score: BM25 over the candidate sentences (IDF over the candidate passages; k1 = 1.2,
 *    b = 0.75, Robertson & Zaragoza 2009) with the passage's headings and its entry's title as a second field (a
 *    title term weighing as retrieval's, {@link TITLE_WEIGHT}) and the passage's
 *    other words as a third (BM25F, Robertson, Zaragoza & Taylor 2004; document context for
 *    sentence retrieval, Fernández, Losada & Azzopardi 2011), plus query-term proximity (MinDist,
 *    Tao & Zhai 2007, α = 0.3); times 1 + {@link TYPE_BOOST} × (the IDF-weighted share of the
 *    question the sentence or its headings hold) when the sentence has what the question type asks
 *    for: steps or means for *how*, a reason or a why-section for *why*, a list of names for
 *    *which/what X*, a date for *when*, a place or institution for *where*, a person or role for
 *    *who*, a number for *how many*, "X is …" for *what is X*.
 * 4. The choice: the best sentence holding a question word of its own (not only the class word of
 *    a list question); a second or third only when it scores at least {@link CLOSE_SCORE} of the
 *    best AND holds a question word that none of the chosen quotes, their titles or headings hold
 *    — no filler.
 *
 * The constants were set on the seed content and the suggested questions, and checked against
 * the golden set's answerable questions (`npm run extractive`); they are not fitted to a corpus.
 */
import { firstPersonWords, splitSentences } from '@/lib/gate';
import { attitudeWord, posteriorSignals, readPredicate, shortForms, type QuestionValue } from '@/lib/question';
import { classNamePositions, isClassHead, type NameClass } from '@/lib/question/name-class';
import { PERIOD_QUESTIONS, QUESTION_TYPES, TIME_HEADS, type QuestionType } from '@/lib/question/types';
import { isContentWord, isLocale, LOCALES as LOCALE_LIST, normalizeForMatching, stemmerFor, words, type Locale } from '@/lib/text';
import pennTags from 'wink-lexicon/src/lexicon.js';

export type { QuestionType } from '@/lib/question/types';

export { stemmerFor } from '@/lib/text';

/** A passage as the answerer receives it (the prompt's numbered sources, `[S1]` first). */
export interface ExtractiveSource {
  content: string;
  locale?: string;
  /** Heading path of the passage ("Installation › Docker"): context for its sentences. */
  heading?: string;
  /** Title of the entry: context for its sentences. */
  title?: string;
  /** The entry's slug, shared by its versions in every language (the title is not). */
  slug?: string;
  /**
   * The passage's id: an entry's passages are inserted in document order (lib/content/store
   * `insertChunks`), so within one version of an entry a higher id stands later on the page. Read
   * only to find an entry's closing sentence ({@link markLaterEvents}); absent, no sentence is one.
   */
  id?: number;
}

/**
 * How the extractive answerer reads the question's words: `ignoreWords`, normalized words that never
 * count (the author's name); `lookup`, the question's words as retrieval found them in the index
 * (translations, loanwords); `cognates`, the question's Latin-script words also match their
 * cognates ({@link cognateKey}) — for an aspect asked of the entry in focus, whose page is known.
 */
export interface ExtractiveOptions { ignoreWords?: ReadonlySet<string>; lookup?: QueryLookup; cognates?: boolean }

/** One chosen quote: sentences of one source, in order (a lead-in line and its list items). */
export interface Quote {
  /** 1-based source number (the `[Sn]` marker). */
  source: number;
  /** The quoted sentences, exactly as in the passage (list bullets removed). */
  sentences: string[];
  score: number;
  /** Question terms (stems) the quote's own text holds. */
  terms: string[];
}

/** Quotes the answerer gives at most. */
export const EXTRACTIVE_MAX_SENTENCES = 3;
/** BM25 term-frequency saturation and length normalization (Robertson & Zaragoza 2009 defaults). */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;
/** Weight of the headings field against the sentence's own text (BM25F; a term of the entry's title weighs {@link TITLE_WEIGHT}). */
export const CONTEXT_WEIGHT = 1;
/**
 * Weight of the entry's title field against the sentence's own text: the title field weight of
 * retrieval's BM25F (lib/retrieval `BM25F.weight.title`, over a body weight of 1; Robertson, Zaragoza & Taylor
 * 2004, "Simple BM25 extension to multiple weighted fields", CIKM: a title occurrence counts as
 * several body occurrences). The title names what the whole entry is about, so a question word
 * that heads it ("her workshops" → "Workshops on Persian and Multilingual NLP") is evidence for
 * every sentence of that entry over a sentence of another entry that mentions the word in passing
 * ("co-organised a workshop … with 70 participants" in a CV entry): the same field weighting
 * retrieval ranks the passages by, kept when their sentences are ranked.
 */
export const TITLE_WEIGHT = 3;
/** Weight of the surrounding passage's words (present or not) against the sentence's own text. */
export const PASSAGE_WEIGHT = 0.3;
/** Proximity: π = ln(α + e^(−δ)) − ln α, δ = smallest distance in words between two question terms (Tao & Zhai 2007). */
export const PROXIMITY_ALPHA = 0.3;
/** Score factor for a sentence that has what the question type asks for and holds all of the question: 1 + this. */
export const TYPE_BOOST = 1;
/** A further quote must score at least this share of the best one. */
export const CLOSE_SCORE = 0.6;
/** Weight of the question's class words ("languages" in "which programming languages"): the answer names instances, rarely the class. */
export const CLASS_WORD_WEIGHT = 0.5;
/** List items quoted with the line that introduces them, at most. */
export const MAX_LIST_ITEMS = 6;
/** A candidate sentence longer than this (characters) is not quoted: too long to be one answer. */
const MAX_SENTENCE_CHARS = 400;


// ───────────────────────────── language data ─────────────────────────────


/** A phrase list as one regex on normalized text: whole words, or word starts (`prefix`) so inflections match. */
function phrases(list: string[], opts: { prefix?: boolean } = {}): RegExp {
  const alts = list.map((p) => normalizeForMatching(p).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'));
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${alts.join('|')})${opts.prefix ? '' : '(?![\\p{L}\\p{M}\\p{N}])'}`, 'u');
}
/** Chinese is written without spaces: a phrase is a substring. */
function hanPhrases(list: string[]): RegExp {
  return new RegExp(`(?:${list.join('|')})`, 'u');
}

/** Words a sentence of a *how* answer uses for means and steps ("by normalizing", "using", "first"). */
const MEANS: Record<Locale, RegExp> = {
  en: /(?<![\p{L}])(by \p{L}+ing|using|via|through|with the help of|first|then|finally|step)(?![\p{L}])/u,
  de: phrases(['indem', 'durch', 'mithilfe', 'mit hilfe', 'zuerst', 'dann', 'schließlich', 'schritt']),
  fr: /(?<![\p{L}])(en \p{L}+ant|grâce à|à l['’]aide de|d['’]abord|puis|ensuite|enfin|étape)(?![\p{L}])/u,
  es: phrases(['mediante', 'usando', 'utilizando', 'con ayuda de', 'primero', 'luego', 'después', 'finalmente', 'paso']),
  pt: phrases(['usando', 'utilizando', 'por meio de', 'com a ajuda de', 'primeiro', 'depois', 'finalmente', 'passo']),
  ru: phrases(['с помощью', 'используя', 'путём', 'путем', 'сначала', 'затем', 'потом', 'наконец', 'шаг']),
  fa: phrases(['با استفاده از', 'از طریق', 'به کمک', 'ابتدا', 'سپس', 'در نهایت', 'مرحله']),
  ar: phrases(['باستخدام', 'من خلال', 'عن طريق', 'بواسطة', 'أولا', 'ثم', 'أخيرا', 'خطوة']),
  hi: phrases(['के माध्यम से', 'का उपयोग करके', 'के जरिए', 'के ज़रिए', 'द्वारा', 'पहले', 'फिर', 'अंत में', 'चरण']),
  zh: hanPhrases(['通过', '使用', '利用', '借助', '首先', '然后', '最后', '步骤']),
};

/** Reasons and purposes, for *why* questions ("because", "so that", "without it …"). */
const REASONS: Record<Locale, RegExp> = {
  en: phrases(['because', 'so that', 'in order to', 'without', 'otherwise', 'therefore', 'which is why']),
  de: phrases(['weil', 'damit', 'um zu', 'ohne', 'sonst', 'deshalb', 'daher']),
  fr: phrases(['parce que', 'afin de', 'afin que', 'pour que', 'sans', 'sinon', 'donc', 'car']),
  es: phrases(['porque', 'para que', 'sin', 'de lo contrario', 'por eso', 'por lo tanto']),
  pt: phrases(['porque', 'para que', 'sem', 'caso contrário', 'por isso', 'portanto']),
  ru: phrases(['потому что', 'поэтому', 'чтобы', 'без', 'иначе', 'так как']),
  fa: phrases(['چون', 'زیرا', 'برای اینکه', 'بدون', 'وگرنه', 'بنابراین', 'در غیر این صورت']),
  ar: phrases(['لأن', 'لكي', 'كي', 'بدون', 'دون', 'وإلا', 'لذلك']),
  hi: phrases(['क्योंकि', 'ताकि', 'बिना', 'इसलिए', 'वरना']),
  zh: hanPhrases(['因为', '为了', '否则', '所以', '没有']),
};

/**
 * Purpose clauses, for *why* questions beside {@link REASONS}: the subordinator of a purpose
 * adverbial clause before its infinitive (UD `advcl` with `mark`; PDTB 3.0 Contingency.Purpose:
 * "moved to Germany in 2015 to study …", "um … zu studieren", "pour étudier", "para estudiar",
 * "чтобы", "برای … خواندن", "من أجل", "के लिए", "为了"). English and the Romance languages by the
 * infinitive after the marker: English a word wink-lexicon tags as a base verb (Penn VB), French,
 * Spanish and Portuguese an infinitive ending (-er/-ir/-re, -ar/-er/-ir), Persian below.
 */
const RU_PURPOSE = phrases(['чтобы', 'для того']);
const AR_PURPOSE = phrases(['من أجل', 'بهدف', 'لكي', 'كي']);
const ZH_PURPOSE = hanPhrases(['为了', '以便', '以免']);
const PURPOSE: Record<Locale, (norm: string) => boolean> = {
  en: (norm) => [...norm.matchAll(/(?<![\p{L}])to (\p{L}+)/gu)].some((m) => (Object.hasOwn(pennTags, m[1]!) ? pennTags[m[1]!] : [])!.includes('VB')),
  de: (norm) => /(?<![\p{L}])um(?:\s+\S+){0,6}?\s+zu\s+\p{L}+en(?![\p{L}])/u.test(norm),
  fr: (norm) => /(?<![\p{L}])(?:pour|afin d['’e])\s*\p{L}+(?:er|ir|re)(?![\p{L}])/u.test(norm),
  es: (norm) => /(?<![\p{L}])para\s+\p{L}+(?:ar|er|ir)(?:se|lo|la)?(?![\p{L}])/u.test(norm),
  pt: (norm) => /(?<![\p{L}])para\s+\p{L}+(?:ar|er|ir)(?![\p{L}])/u.test(norm),
  ru: (norm) => RU_PURPOSE.test(norm),
  // Persian: تا, به منظور, or برای before an infinitive (-تن/-دن) or a verbal noun of the Arabic
  // taf'īl pattern Persian borrows for actions (تحصیل, تدریس, تحقیق).
  fa: (norm) => /(?<![\p{L}])(?:تا|به منظور|به قصد)\s/u.test(norm) || /(?<![\p{L}])برای\s+(?:\p{L}+(?:تن|دن)|ت\p{L}{2}ی\p{L})(?![\p{L}])/u.test(norm),
  ar: (norm) => AR_PURPOSE.test(norm),
  hi: (norm) => /(?:ने के लिए|ने हेतु)(?![\p{L}\p{M}])/u.test(norm),
  zh: (norm) => ZH_PURPOSE.test(norm),
};

/**
 * Interrogatives that seldom stand in a statement. A sentence holding two different ones ("What
 * the ZWNJ is, why Persian needs it, and how to handle it") announces what a page covers; it does
 * not answer, so it is not quoted. "Why" words also mark why-sections by their heading.
 */
const WHY_WORDS: Record<Locale, RegExp> = {
  en: phrases(['why']), de: phrases(['warum', 'weshalb', 'wieso']), fr: phrases(['pourquoi']), es: phrases(['por qué']),
  pt: phrases(['por que', 'por quê']), ru: phrases(['почему', 'зачем']), fa: phrases(['چرا']), ar: phrases(['لماذا']), hi: phrases(['क्यों']),
  zh: hanPhrases(['为什么', '为何']),
};
const INTERROGATIVES: Record<Locale, string[]> = {
  en: ['what', 'why', 'how', 'whether'],
  de: ['was', 'warum', 'weshalb', 'wieso', 'wie', 'wozu'],
  fr: ['pourquoi', 'comment', 'quand', 'quel', 'quelle', 'quels', 'quelles', 'ce qu\'est'],
  es: ['qué', 'por qué', 'cómo', 'cuándo', 'dónde', 'cuál'],
  pt: ['o que', 'por que', 'por quê', 'como', 'quando', 'qual'],
  ru: ['что такое', 'почему', 'зачем', 'как', 'когда'],
  fa: ['چیست', 'چرا', 'چگونه', 'چطور', 'کجا'],
  ar: ['لماذا', 'كيف', 'ما هو', 'ما هي', 'متى', 'أين', 'ماذا'],
  hi: ['क्यों', 'कैसे', 'क्या है', 'कब', 'कहाँ'],
  zh: ['什么', '为什么', '如何', '怎么', '怎样'],
};
const INTERROGATIVE_RES: Record<Locale, RegExp[]> = Object.fromEntries(Object.entries(INTERROGATIVES)
  .map(([l, list]) => [l, list.map((w) => (l === 'zh' ? hanPhrases([w]) : phrases([w])))])) as Record<Locale, RegExp[]>;

/**
 * Whether a sentence can be quoted at all: words enough, not too long, not a question or a list of
 * questions, not in the first person (reader's language and its own).
 */
export function isQuotable(sentence: string, locale: Locale, reader: Locale = locale): boolean {
  return words(sentence).length >= 4 && sentence.length <= MAX_SENTENCE_CHARS && !asks(sentence, locale) && !isFirstPerson(sentence, reader, locale);
}

/** A question, or a sentence that lists questions: it announces content instead of giving it. */
function asks(text: string, locale: Locale): boolean {
  if (/[?？؟]\s*$/u.test(text)) return true;
  const norm = normalizeForMatching(text);
  return INTERROGATIVE_RES[locale].filter((re) => re.test(norm)).length >= 2;
}

/** People and roles, for *who* questions (word starts: "engineer" matches "engineers"). */
const ROLES: Record<Locale, RegExp> = {
  en: phrases(['engineer', 'lead', 'maintainer', 'researcher', 'student', 'team', 'librarian', 'staff', 'manager', 'mentor', 'author', 'founder', 'client', 'customer', 'developer', 'scientist', 'professor', 'colleague', 'partner', 'contributor', 'teacher', 'supervisor'], { prefix: true }),
  de: phrases(['ingenieur', 'leiter', 'team', 'studier', 'student', 'bibliothekar', 'mitarbeit', 'forscher', 'kund', 'entwickler', 'professor', 'betreu', 'autor', 'gründer'], { prefix: true }),
  fr: phrases(['ingénieur', 'responsable', 'équipe', 'étudiant', 'bibliothécaire', 'personnel', 'chercheu', 'client', 'développeu', 'professeur', 'auteur', 'fondat'], { prefix: true }),
  es: phrases(['ingenier', 'líder', 'equipo', 'estudiante', 'bibliotecari', 'personal', 'investigador', 'cliente', 'desarrollador', 'profesor', 'autor', 'fundador'], { prefix: true }),
  pt: phrases(['engenheir', 'líder', 'equipe', 'estudante', 'aluno', 'bibliotecári', 'pesquisador', 'cliente', 'desenvolvedor', 'professor', 'autor', 'fundador'], { prefix: true }),
  ru: phrases(['инженер', 'руководител', 'команд', 'студент', 'библиотекар', 'сотрудник', 'исследовател', 'клиент', 'разработчик', 'профессор', 'автор', 'основател'], { prefix: true }),
  fa: phrases(['مهندس', 'سرپرست', 'رهبر', 'تیم', 'دانشجو', 'کتابدار', 'کارکنان', 'پژوهشگر', 'مشتری', 'توسعه دهنده', 'استاد', 'نویسنده', 'بنیان'], { prefix: true }),
  ar: phrases(['مهندس', 'قائد', 'فريق', 'طالب', 'طلاب', 'أمين', 'موظف', 'باحث', 'عميل', 'مطور', 'أستاذ', 'مؤلف', 'مؤسس'], { prefix: true }),
  hi: phrases(['इंजीनियर', 'प्रमुख', 'टीम', 'छात्र', 'लाइब्रेरियन', 'कर्मचारी', 'शोधकर्ता', 'ग्राहक', 'डेवलपर', 'प्रोफेसर', 'प्रोफ़ेसर', 'लेखक'], { prefix: true }),
  zh: hanPhrases(['工程师', '负责人', '团队', '学生', '馆员', '员工', '研究员', '客户', '开发者', '教授', '作者', '创始人']),
};

/**
 * Generic nouns for persons (the head of "how many people", WordNet's person.n.01 and people.n.01
 * in each language), normalized: a count of them is answered by a number before a role noun.
 */
const PERSON_NOUNS: Record<Locale, string[]> = {
  en: ['people', 'person', 'persons'], de: ['leute', 'menschen', 'personen', 'person'], fr: ['personnes', 'personne', 'gens'],
  es: ['personas', 'persona', 'gente'], pt: ['pessoas', 'pessoa', 'gente'], ru: ['людей', 'люди', 'человек', 'человека'],
  fa: ['نفر', 'افراد', 'شخص'], ar: ['شخص', 'أشخاص', 'اشخاص', 'شخصا'], hi: ['लोग', 'लोगों', 'व्यक्ति'], zh: ['人'],
};
function personNoun(w: string, language: Locale): boolean {
  const n = normalizeForMatching(w);
  return PERSON_NOUNS[language].some((p) => normalizeForMatching(p) === n) || PERSON_NOUNS.en.includes(n);
}

/**
 * Agentive suffixes, as each language's word formation lists its productive agent-noun suffixes
 * ("one who Vs"; Marchand 1969, "The Categories and Types of Present-Day English Word-Formation",
 * §4.30–4.37: -er/-or, -ist, -ant, -ee; Spanish/Portuguese -dor, -ista, -ante; French -eur/-euse,
 * -rice, -iste; German -er/-erin, -ist, -ant; Russian -ник, -тель, -чик/-щик, -ист; Persian -گر,
 * -کننده, -کار, -دان; Arabic's active participle مُفاعِل in its sound masculine plural -ون/-ين (ی as matching normalizes it);
 * Hindi -कर्ता, -कार, -आर्थी; Chinese 者, 员, 师, 家): with {@link ROLES} and {@link PERSON_NOUNS}, a
 * noun for persons (Li & Roth 2002's HUM), whatever its stem. English -er is left to {@link ROLES}
 * ("papers", "layers" are no persons).
 */
const AGENT_SUFFIXES: Record<Locale, RegExp> = {
  en: /\p{L}{3,}(?:or|ist|ant|ee)s?$/u,
  de: /\p{L}{3,}(?:er|erin|erinnen|ist|isten|ant|anten)$/u,
  fr: /\p{L}{3,}(?:eur|euse|rice|iste|ant|ante)s?$/u,
  es: /\p{L}{3,}(?:dor|dora|ista|ante)s?$|\p{L}{3,}dores$|\p{L}{3,}doras$/u,
  pt: /\p{L}{3,}(?:dor|dora|ista|ante)s?$|\p{L}{3,}dores$|\p{L}{3,}doras$/u,
  ru: /\p{L}{3,}(?:ник|тель|чик|щик|ист|ант)(?:а|ов|и|ей|ам|ами|ах|у|ом|е|ы)?$/u,
  fa: /(?:\p{L}{2,}(?:گر|گران|کار|کاران|دان|دانان)|کننده|کنندگان)$/u,
  ar: /^(?:ال)?م\p{L}{3,}(?:ون|ين|ین)$/u,
  hi: /[\p{L}\p{M}]{2,}(?:कर्ता|कर्ताओं|कार|कारों|ार्थी|ार्थियों)$/u,
  zh: /\p{Script=Han}+(?:者|员|师|家)$/u,
};

/** Whether a word names persons: a generic person noun, a role noun or an agent noun ({@link AGENT_SUFFIXES}). */
export function agentive(word: string, language: Locale): boolean {
  const n = normalizeForMatching(word);
  return personNoun(n, language) || ROLES[language].test(n) || AGENT_SUFFIXES[language].test(n);
}

/** Places and institutions, for *where* questions. */
const PLACES: Record<Locale, RegExp> = {
  en: phrases(['university', 'institute', 'college', 'school', 'library', 'libraries', 'laboratory', 'labs', 'company', 'office', 'city', 'country', 'based in'], { prefix: true }),
  de: phrases(['universität', 'hochschule', 'institut', 'schule', 'bibliothek', 'labor', 'firma', 'unternehmen', 'stadt', 'land', 'sitz in'], { prefix: true }),
  fr: phrases(['université', 'institut', 'école', 'bibliothèque', 'laboratoire', 'entreprise', 'société', 'ville', 'pays', 'basée à', 'basé à'], { prefix: true }),
  es: phrases(['universidad', 'instituto', 'escuela', 'biblioteca', 'laboratorio', 'empresa', 'ciudad', 'país', 'con base en'], { prefix: true }),
  pt: phrases(['universidade', 'instituto', 'escola', 'biblioteca', 'laboratório', 'empresa', 'cidade', 'país', 'baseada em', 'baseado em'], { prefix: true }),
  ru: phrases(['университет', 'институт', 'школ', 'библиотек', 'лаборатори', 'компани', 'город', 'стран'], { prefix: true }),
  fa: phrases(['دانشگاه', 'موسسه', 'مؤسسه', 'دانشکده', 'مدرسه', 'کتابخانه', 'آزمایشگاه', 'شرکت', 'شهر', 'کشور', 'ساکن'], { prefix: true }),
  ar: phrases(['جامعة', 'معهد', 'كلية', 'مدرسة', 'مكتبة', 'مختبر', 'شركة', 'مدينة', 'بلد', 'مقيمة', 'مقيم'], { prefix: true }),
  hi: phrases(['विश्वविद्यालय', 'संस्थान', 'कॉलेज', 'स्कूल', 'पुस्तकालय', 'प्रयोगशाला', 'कंपनी', 'शहर', 'देश', 'स्थित'], { prefix: true }),
  zh: hanPhrases(['大学', '学院', '研究所', '学校', '图书馆', '实验室', '公司', '城市', '国家', '常驻']),
};

/** A preposition of place before a capitalized name ("in Berlin", "at Nordlicht University"). */
const PLACE_NAME = /(?<![\p{L}])(in|at|from|bei|an|aus|à|au|en|em|no|na|de|в|во|из)\s+\p{Lu}/u;

/** Copulas for "X is …" (definition answers). */
const COPULAS: Record<Locale, RegExp> = {
  en: phrases(['is', 'are', 'was', 'were', 'means', 'refers to']),
  de: phrases(['ist', 'sind', 'war', 'bezeichnet', 'bedeutet']),
  fr: phrases(['est', 'sont', 'désigne', 'signifie']),
  es: phrases(['es', 'son', 'significa']),
  pt: phrases(['é', 'são', 'significa']),
  ru: /(?<![\p{L}])(это|является|являются|означает)(?![\p{L}])|\s[—–-]\s/u,
  fa: phrases(['است', 'هست', 'یعنی']),
  ar: phrases(['هو', 'هي', 'يعني']),
  hi: phrases(['है', 'हैं', 'होता', 'होती']),
  zh: /是/u,
};

/**
 * Articles that open an appositive noun phrase defining a name ("Parsegar, an open-source Python
 * library"; UD `appos`, the nominal that follows and defines its head, set off by a comma — in
 * Persian also by the semicolon: "کتاب‌نما بود؛ یک کتاب‌فروشی اینترنتی"). Languages
 * without an article that marks one (ar, hi) rely on the copula alone; Russian writes the dash,
 * which {@link COPULAS} reads.
 */
const APPOSITION_ARTICLES: Record<Locale, string[]> = {
  en: ['a', 'an'], de: ['ein', 'eine', 'einer', 'eines', 'einem', 'einen'], fr: ['un', 'une'], es: ['un', 'una'], pt: ['um', 'uma'],
  ru: [], fa: ['یک'], ar: [], hi: [], zh: ['一个', '一款', '一种'],
};

/** "and" in lists of names ("Java, Python and Kotlin"). */
const AND_WORDS: Record<Locale, RegExp> = {
  en: phrases(['and', 'or']), de: phrases(['und', 'oder']), fr: phrases(['et', 'ou']), es: phrases(['y', 'e', 'o']),
  pt: phrases(['e', 'ou']), ru: phrases(['и', 'или']), fa: phrases(['و', 'یا']), ar: phrases(['و', 'أو']), hi: phrases(['और', 'या', 'तथा']),
  zh: /和|与|及|或/u,
};
const LIST_SEPARATOR = /[,،、;؛]/u;

/** Month names as a site language writes them in dates (Intl data; Gregorian, the site's calendar). */
const MONTHS = new Map<Locale, RegExp>();
function monthsOf(locale: Locale): RegExp {
  let re = MONTHS.get(locale);
  if (!re) {
    const tag = locale === 'fa' || locale === 'ar' ? `${locale}-u-ca-gregory` : locale;
    const names = new Set<string>();
    for (let m = 0; m < 12; m++) {
      const d = new Date(Date.UTC(2020, m, 15));
      names.add(new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' }).format(d));
      // The month as it stands in a date: Russian writes the genitive ("15 января").
      const part = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', timeZone: 'UTC' }).formatToParts(d).find((p) => p.type === 'month');
      if (part) names.add(part.value);
    }
    re = locale === 'zh' ? /\d{1,2}月|[一二三四五六七八九十]{1,2}月/u : phrases([...names]);
    MONTHS.set(locale, re);
  }
  return re;
}
const YEAR = /(?<![\d])(1[3-9]\d\d|20\d\d)(?![\d])/u;

/**
 * Cardinal numbers written as words, two to twelve and the powers (CLDR's spell-out cardinals,
 * `spellout-numbering`, of each language; a closed class): "a team of six engineers" answers "how
 * many engineers" as "a team of 6" would.
 */
const NUMBER_WORDS: Record<Locale, string[]> = {
  en: ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'dozen', 'dozens', 'hundred', 'hundreds', 'thousand', 'thousands', 'million', 'millions', 'billion'],
  de: ['zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf', 'dutzend', 'hundert', 'tausend', 'million', 'millionen', 'milliarde', 'milliarden'],
  fr: ['deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'douzaine', 'cent', 'cents', 'mille', 'million', 'millions', 'milliard', 'milliards'],
  es: ['dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'docena', 'cien', 'cientos', 'mil', 'millón', 'millones'],
  pt: ['dois', 'duas', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez', 'onze', 'doze', 'dúzia', 'cem', 'centenas', 'mil', 'milhão', 'milhões'],
  ru: ['два', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять', 'десять', 'одиннадцать', 'двенадцать', 'шести', 'пяти', 'трёх', 'трех', 'сто', 'тысяча', 'тысяч', 'миллион', 'миллиона', 'миллионов'],
  fa: ['دو', 'سه', 'چهار', 'پنج', 'شش', 'هفت', 'هشت', 'نه', 'ده', 'یازده', 'دوازده', 'صد', 'هزار', 'میلیون', 'میلیارد'],
  ar: ['اثنان', 'اثنين', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة', 'عشرة', 'مئة', 'مائة', 'ألف', 'آلاف', 'مليون', 'ملايين'],
  hi: ['दो', 'तीन', 'चार', 'पांच', 'पाँच', 'छह', 'छः', 'सात', 'आठ', 'नौ', 'दस', 'ग्यारह', 'बारह', 'सौ', 'हज़ार', 'हजार', 'लाख', 'करोड़'],
  zh: ['两', '二', '三', '四', '五', '六', '七', '八', '九', '十', '百', '千', '万', '亿'],
};
const NUMBER_WORD_RES = new Map<Locale, RegExp>();
function numberWords(locale: Locale): RegExp {
  let re = NUMBER_WORD_RES.get(locale);
  if (!re) NUMBER_WORD_RES.set(locale, (re = locale === 'zh' ? new RegExp(`[${NUMBER_WORDS.zh.join('')}]`, 'u') : phrases(NUMBER_WORDS[locale])));
  return re;
}
/**
 * A number that may be a quantity: digits that start a word. Digits after letters belong to a name
 * ("BM25", "H2", "ISO 639-3's" part codes aside): UAX #29 reads "BM25" as one word, and a name is
 * not a count (the generated test's counterexample: "how many reciprocal fusion?" quoted "BM25 and
 * vector index settings"); so do digits after "@", a metric's cut-off ("nDCG@10", "recall@5": the
 * name of what is measured, not its value — issue 31, kind 3). Years are left out where a count is read.
 */
const QUANTITY_DIGITS = /(?<![\p{L}\d.,@])\d[\d.,]*(?![\d])/gu;
/** A word that holds a number that may be a quantity (see {@link QUANTITY_DIGITS}). */
const NUMERAL_WORD = /(?<![\p{L}@])\d/u;

// ───────────────────────────── question ─────────────────────────────

/** What the question asks, as the scorer uses it. */
export interface QuestionAnalysis {
  type: QuestionType | null;
  /** Normalized content words of the question (the author's name and question words left out). */
  words: string[];
  /** Class words of a list question ("programming", "languages"), weighted {@link CLASS_WORD_WEIGHT}. */
  classWords: string[];
  /**
   * A quantity asked as a speed or a duration ("how fast", "how long", "wie schnell", "多久"), or of a
   * measure whose value is a time ({@link TIME_HEADS}: "median latency", "how much faster"): its answer is a time.
   */
  time: boolean;
  /** A count of people: the counted noun is a generic noun for persons ({@link PERSON_NOUNS}: "how many people"). */
  persons: boolean;
  /** A quantity asked as a duration or a frequency ({@link PERIOD_QUESTIONS}, Li & Roth NUM:period): a dated span answers it too. */
  period: boolean;
  /**
   * A count of something that is not time ("how many sensors", Li & Roth NUM:count, no time unit in
   * the question): a number followed by a time unit ("every five minutes") is another quantity.
   */
  count: boolean;
  /** A count question's counted noun phrase ({@link QuestionValue.counted}): the unit its answer's number stands before. */
  counted: string[];
  /** A which-X question whose head noun is an organisation ({@link QuestionValue.organisation}): its answer names one. */
  organisation: boolean;
  /** The question asks for a default value ("by default", "par défaut", "по умолчанию", "默认"): see {@link DEFAULT_WORDS}. */
  asksDefault: boolean;
  /**
   * The question asks a preference or liking (lib/question `PredicateReading.preference`: FrameNet
   * Preference, Experiencer_focused_emotion), which only a sentence stating one answers.
   */
  preference: boolean;
  /**
   * The question asks an attitude (lib/question `PredicateReading.attitude`: FrameNet Opinion,
   * Preference, Experiencer_focused_emotion) — what she thinks, prefers or likes.
   */
  attitude: boolean;
  /**
   * For an attitude question, the indices (into `words`) of the words that name what the attitude
   * is about — FrameNet's Topic of `Opinion` (Event of `Preference`, Stimulus of the emotion frame):
   * its content words that are not the frame-evoking unit (lib/question `attitudeWord`) nor class
   * words of a which-X question (the class the answer names a member of: "which search engine …,
   * Solr or Elasticsearch" is about Solr and Elasticsearch). Empty otherwise.
   */
  topic: number[];
  /**
   * The topic words that are anchors (lib/question `anchors`: proper names, numbers, Latin words in
   * another script — "Yandex", "Яндексе", "Solr"): the topic's referents, which no paraphrase
   * replaces.
   */
  topicNames: number[];
  /**
   * The closed class of names the question asks for (lib/question `nameClassOf`: Li & Roth 2002
   * ENTY:lang, LOC:country), whatever its question word: its answer names a member of the class.
   */
  nameClass: NameClass | null;
  /** The question asks why with a why-word of its language ({@link WHY_WORDS}; Li & Roth DESC:reason, not "what role"). */
  reason: boolean;
  /**
   * The question negates its predicate and asks for members of a class ("Which languages does the
   * assistant not answer in?", "Welche Programmiersprachen beherrscht sie nicht?"): the complement
   * of what the pages list (lib/question `PredicateReading.negated`, UD Polarity=Neg; a list
   * question or a class head).
   */
  complement: boolean;
}

/**
 * What the scorer reads of a question: its type, content words and class words, from the question
 * value (lib/question: function words of its language, question words and auxiliaries left out;
 * the turn's `query.answered`, read with the author's name left out).
 */
export function analyzeQuestion(q: QuestionValue): QuestionAnalysis {
  const time = q.type === 'quantity' && (timeQuestion(q.normalized, q.language) || asksTimeMeasure(q.content, q.language));
  return {
    type: q.type, words: q.content, classWords: q.classWords, time, period: time && periodQuestion(q.normalized, q.language), count: q.type === 'quantity' && !time && q.counted.length > 0 && !timeUnits(q.language).test(q.normalized), counted: q.counted,
    persons: q.type === 'quantity' && q.counted.some((w) => personNoun(w, q.language)),
    asksDefault: defaultWords(q.language).test(q.normalized), organisation: q.type === 'where' && q.organisation === true,
    preference: q.predicate.preference, nameClass: q.nameClass,
    attitude: q.predicate.attitude, topic: q.predicate.attitude ? q.content.flatMap((w, k) => (attitudeWord(w, q.language) || q.classWords.includes(w) ? [] : [k])) : [],
    topicNames: q.predicate.attitude ? q.content.flatMap((w, k) => (!attitudeWord(w, q.language) && !q.classWords.includes(w) && q.anchors.some((a) => a.word === w) ? [k] : [])) : [],
    reason: q.type === 'why' && WHY_WORDS[q.language].test(q.normalized),
    complement: q.predicate.negated && (q.type === 'list' || q.classWords.length > 0 || q.nameClass !== null),
  };
}

/**
 * "Default" as the ten languages write it of a setting (the word software localizations use for a
 * preset value: CLDR/Unicode and the platforms' UI glossaries — "default", "Standard", "par défaut",
 * "por defecto"/"predeterminado", "padrão", "по умолчанию", "پیش‌فرض", "افتراضي", "डिफ़ॉल्ट", "默认").
 * A question holding it asks for a default value (Li & Roth 2002 have no such class; it is the
 * value a reference page states as "Defaults to X", "The default is X"): the sentence that states
 * the default answers it, whatever its unit or the value's kind. Word starts, so inflections match.
 */
const DEFAULT_WORDS_LIST: Record<Locale, string[]> = {
  en: ['default'], de: ['standard', 'voreingestellt', 'default'], fr: ['défaut', 'default'], es: ['por defecto', 'predeterminad', 'default'],
  pt: ['padrão', 'por padrão', 'predefinid', 'default'], ru: ['по умолчанию', 'дефолт'], fa: ['پیش فرض', 'پیشفرض', 'پیش‌فرض'],
  ar: ['افتراضي', 'الافتراضي', 'افتراضيا', 'افتراضيًا', 'الافتراضية', 'افتراضية'], hi: ['डिफ़ॉल्ट', 'डिफॉल्ट', 'डीफॉल्ट'], zh: ['默认', '缺省'],
};
const DEFAULT_RES = new Map<Locale, RegExp>();
function defaultWords(locale: Locale): RegExp {
  let re = DEFAULT_RES.get(locale);
  if (!re) DEFAULT_RES.set(locale, (re = locale === 'zh' ? hanPhrases(DEFAULT_WORDS_LIST.zh) : phrases(DEFAULT_WORDS_LIST[locale], { prefix: true })));
  return re;
}

/**
 * The identifiers a sentence of technical documentation names, by the shape programming languages
 * give them (PEP 8 "Naming Conventions": lower_case_with_underscores, UPPER_CASE_WITH_UNDERSCORES,
 * CapitalizedWords, mixedCase; an acronym before a word, "HTTPException"), or by what follows them
 * in code: a call ("add_task()"), a keyword argument ("dont_filter=True"), a member after a dot
 * (".add_task"). The importer flattens CommonMark code spans to their text (lib/content/chunk.ts,
 * mdast `toString`), so the span's backticks are gone and its shape is what is left — the same
 * shape the question reader takes for a code anchor (lib/question/read.ts `anchorsOf`). A word of
 * one capital ("Fetcher") is not told from a capitalized word and is not taken.
 */
export function identifiers(text: string): string[] {
  const out: string[] = [];
  for (const m of text.normalize('NFKC').matchAll(/(?<![\p{L}\p{N}_])(\.?)([\p{L}_][\p{L}\p{N}_]*)(\(\)|=|\()?/gu)) {
    const [, dot, w, after] = m as unknown as [string, string, string, string | undefined];
    if (!/\p{Script=Latin}/u.test(w)) continue;
    const shaped = /\p{L}_|_\p{L}/u.test(w) || /\p{Ll}\p{Lu}/u.test(w) || /\p{Lu}{2,}\p{Ll}/u.test(w);
    if (shaped || after || (dot && m.index! > 0 && /[\s(]/u.test(text.normalize('NFKC')[m.index! - 1]!))) out.push(w);
  }
  return out;
}


/**
 * Degree words that ask for a speed (Li & Roth's NUM:speed), per language, on the normalized question.
 */
const SPEED_QUESTIONS: Record<Locale, RegExp> = {
  en: phrases(['how fast', 'how quick', 'how quickly', 'how slow']), de: phrases(['wie schnell', 'wie langsam']),
  fr: phrases(['à quelle vitesse', 'quelle vitesse']), es: phrases(['qué tan rápido', 'cuán rápido', 'qué velocidad']),
  pt: phrases(['quão rápido', 'que velocidade', 'qual a velocidade']), ru: phrases(['как быстро', 'насколько быстро', 'какова скорость']),
  fa: phrases(['چقدر سریع', 'چه قدر سریع', 'با چه سرعتی']), ar: phrases(['ما مدى سرعة', 'ما سرعة']),
  hi: phrases(['कितनी तेज़', 'कितनी तेज']), zh: hanPhrases(['多快', '速度']),
};
const PERIOD_RES = new Map<Locale, RegExp>();
/** Whether a normalized question asks for a duration or a frequency ({@link PERIOD_QUESTIONS}, Li & Roth NUM:period). */
function periodQuestion(normalized: string, language: Locale): boolean {
  let re = PERIOD_RES.get(language);
  if (!re) PERIOD_RES.set(language, (re = language === 'zh' ? hanPhrases(PERIOD_QUESTIONS.zh) : phrases(PERIOD_QUESTIONS[language])));
  return re.test(normalized);
}
/**
 * Whether a number of the sentence — in digits, or a cardinal written as a word ("every two
 * weeks", "alle zwei Wochen") — stands just before a time unit ({@link timeUnits}).
 */
function timedNumber(norm: string, numbers: RegExpMatchArray[], locale: Locale): boolean {
  // The unit right after the number (a space or a hyphen between: "90-minute"), never a later word's.
  const units = timeUnits(locale);
  const after = (end: number) => units.exec(norm.slice(end, end + 24).replace(/^[\s\-‐–]*/u, ''))?.index === 0;
  if (numbers.some((m) => after(m.index! + m[0].length))) return true;
  return [...norm.matchAll(new RegExp(numberWords(locale).source, 'gu'))].some((m) => after(m.index! + m[0].length));
}

function timeQuestion(normalized: string, language: Locale): boolean {
  return SPEED_QUESTIONS[language].test(normalized) || periodQuestion(normalized, language);
}

const TIME_HEAD_STEMS = new Map<Locale, ReadonlySet<string>>();
/**
 * Whether a question's content words hold a measure whose value is a time ({@link TIME_HEADS}), in
 * its language or English (a Latin-script term in another script's question: "median latency कितनी").
 */
function asksTimeMeasure(content: readonly string[], language: Locale): boolean {
  const heads = (l: Locale) => {
    let set = TIME_HEAD_STEMS.get(l);
    if (!set) TIME_HEAD_STEMS.set(l, (set = new Set(TIME_HEADS[l].map((w) => stemmerFor(l)(normalizeForMatching(w))))));
    return set;
  };
  const compound = (w: string, l: Locale) => l === 'de' && [...heads(l)].some((h) => w.length > h.length && stemmerFor(l)(w).endsWith(h));
  return content.some((w) => [...new Set<Locale>([language, 'en'])].some((l) => heads(l).has(stemmerFor(l)(w)) || compound(w, l)));
}

/** {@link YEAR}, every match. */
const YEARS = new RegExp(YEAR.source, 'gu');
/**
 * Whether a text states a time interval by its bounds (ISO 8601: a start and an end): two years
 * ("From November 2017 to December 2020", "(2015–2017)"). A period question ("How long did she work
 * there?") is answered by it as by a duration.
 */
export function statesInterval(text: string): boolean {
  return new Set([...normalizeForMatching(text).matchAll(YEARS)].map((m) => m[0])).size >= 2;
}

/**
 * Time units as a language writes them, from CLDR through `Intl.NumberFormat` (style "unit", long and
 * short forms: "ms", "milliseconds", "Millisekunden", "мс", "毫秒"), and English (pages are mostly English).
 */
const TIME_UNIT_RES = new Map<Locale, RegExp>();
function timeUnits(locale: Locale): RegExp {
  let re = TIME_UNIT_RES.get(locale);
  if (!re) {
    const names = new Set<string>();
    for (const l of new Set<Locale>([locale, 'en'])) {
      for (const unit of ['millisecond', 'second', 'minute', 'hour', 'day', 'week', 'month', 'year']) {
        for (const unitDisplay of ['long', 'short'] as const) {
          for (const n of [1, 2, 5, 12]) {
            for (const part of new Intl.NumberFormat(l, { style: 'unit', unit, unitDisplay }).formatToParts(n)) if (part.type === 'unit') names.add(part.value.trim());
          }
        }
      }
    }
    const list = [...names].filter(Boolean);
    re = locale === 'zh' ? hanPhrases(list) : phrases(list);
    TIME_UNIT_RES.set(locale, re);
  }
  return re;
}

/**
 * The question's words as retrieval looked them up in the index (lib/retrieval `QueryTerms`): per
 * word, the stems it is found by in every language the index holds — its own, English, dictionary
 * translations, a loanword's Latin spelling — with how surely each carries the word (1, or a
 * translation's probability). With it, an English sentence answers a Chinese question by the
 * words a dictionary joins.
 */
export interface QueryLookup {
  words: string[];
  stems: string[][];
  weights: number[][];
  /** The question's language (lib/question `language`). */
  language: Locale;
}

// ───────────────────────────── candidates ─────────────────────────────

interface Unit {
  source: number;
  locale: Locale;
  text: string;
  /** What is quoted for it: the sentence, or (a lead-in whose code block was dropped) the sentence before and it. */
  quote: string[];
  /** The sentence before it in the same paragraph. */
  before: Unit | null;
  /** Stems of the content words, in order, with their word positions. */
  terms: { stem: string; pos: number }[];
  length: number;
  context: Set<string>;
  /** Title, heading path and the heading inside the passage the sentence stands under (normalized). */
  contextText: string;
  /** Stems of the headings the sentence stands under (the passage's heading path and the heading inside it), not the title. */
  headingStems: string[];
  /** Stems of the entry's title (a heading path may repeat it: a summary passage stands under the title). */
  titleStems: ReadonlySet<string>;
  /** Which entry the sentence is of: its slug (shared by the entry's languages), else its title. */
  entry: string;
  quotable: boolean;
  /** Ends with a colon and a list follows in the same passage: the list items come with it. */
  items: Unit[];
  /** A list item under a lead-in (a step). */
  step: boolean;
  /** A list item: the items of its list, in order (itself among them); null for a sentence of a paragraph. */
  list: Unit[] | null;
  order: number;
  /** How many names of the question's closed class it holds ({@link QuestionAnalysis.nameClass}). */
  classNames?: number;
  /** Its passage's id ({@link ExtractiveSource.id}), or null when the source gave none. */
  passage: number | null;
}

/**
 * The stem that stands for a name of the question's closed class in a sentence (a hypernym of its
 * members: "Germany" is a country, Huang, Thint & Qin 2008): no word of any language is written so.
 */
const CLASS_NAME_STEM = '\u0000class-name';

/**
 * How many names of a closed class make a sentence a list of them for sure: three, the least a
 * series needs to be one ("A, B and C"; the serial comma's series, Chicago Manual of Style 6.19). A
 * sentence with fewer weighs in proportion.
 */
const NAMES_IN_A_LIST = 3;

const TERMINATOR = /[.!?。！？؟।]$/u;

/**
 * A text's terms: its content words' stems, its short forms (initialisms and codes: "F1", "GB",
 * lib/question `shortForms`, the rule a question's words are read by), and the "after" temporal
 * signals (TimeML SIGNAL: "since", "after", lib/question `posteriorSignals`), which the stop lists
 * drop but a what-came-of-it follow-up asks for ("Has anyone used it since?" → "has since been used").
 */
function stemsOf(text: string, locale: Locale): { stem: string; pos: number }[] {
  const stem = stemmerFor(locale);
  const signals = posteriorSignals(locale);
  const short = shortForms(text, locale);
  return words(text).flatMap((w, pos) => (isContentWord(w) || signals.has(w) || short.has(w) ? [{ stem: stem(w), pos }] : []));
}

/**
 * The Gregorian year a year of a text stands for: a Solar Hijri year (1300–1499 on the Persian
 * pages, "۱۳۹۸") begins in March of the Gregorian year 621 later (Reingold & Dershowitz,
 * "Calendrical Calculations", ch. 15: the Persian calendar's epoch is 622 CE).
 */
export function gregorianYear(year: number): number {
  return year < 1500 ? year + 621 : year;
}

/**
 * The latest year a text states ({@link YEAR}, as a Gregorian year: {@link gregorianYear}), or null
 * when it states none.
 */
export function latestYear(text: string): number | null {
  const years = [...normalizeForMatching(text).matchAll(YEARS)].map((m) => gregorianYear(Number(m[0])));
  return years.length ? Math.max(...years) : null;
}

/**
 * What came of it (issue 30, kind 5): a follow-up asking whether the entry talked about was used,
 * put into service or taken up later ("Was it put into service later?", "后来上线了吗？") is
 * answered by the entry's sentence that reports the event ordered after the others — the one that
 * states the latest date of the entry's sentences (TimeML's TLINK relation AFTER between events
 * anchored to dates, Pustejovsky et al. 2003, ISO 24617-1 ISO-TimeML; Allen 1983, "Maintaining
 * Knowledge about Temporal Intervals": an interval wholly after another is *after* it) — whatever
 * verb the follow-up uses: "went live in February 2024" answers "mis en service ensuite ?" although
 * "service" is not its word; the phrasal verb often has no entry in the bilingual lexicon. Such a
 * sentence reads as holding the follow-up's "after" signal (its temporal connective, TimeML
 * SIGNAL), as a sentence that says "later" or "since" does. The sentences of each entry (its slug)
 * are ordered apart: another entry's dates say nothing of this one's sequel.
 * @param units the candidate sentences, marked in place (their terms gain the signal's stem)
 * @param asked the answered value's words: the follow-up's own and the "after" signals
 */
function markLaterEvents(units: Unit[], asked: readonly string[]): void {
  const set = new Set(asked);
  // The signal of the sentence's own language the follow-up's value holds, stemmed as the
  // sentence's words are; a sentence that already says one ("later became … in 2019") keeps its own.
  const signalsOf = (u: Unit) => { const stem = stemmerFor(u.locale); return [...posteriorSignals(u.locale)].filter((w) => set.has(w)).map(stem); };
  const mark = (u: Unit) => { const signals = signalsOf(u); if (signals.length > 0 && !u.terms.some((t) => signals.includes(t.stem))) u.terms.push({ stem: signals[0]!, pos: 0 }); };
  const saysLater = (u: Unit) => { const signals = new Set([...posteriorSignals(u.locale)].map(stemmerFor(u.locale))); return u.terms.some((t) => signals.has(t.stem)); };
  // A sentence that states an interval by its bounds ("Between March 2018 and June 2019 …") states
  // the entry's own period, not an event after it: an interval is not after itself (Allen 1983).
  const latest = new Map<string, number>();
  const years = units.map((u) => (statesInterval(u.quote.join(' ')) ? null : latestYear(u.quote.join(' '))));
  units.forEach((u, i) => { const y = years[i]; if (y !== null && y! > (latest.get(u.entry) ?? -Infinity)) latest.set(u.entry, y!); });
  units.forEach((u, i) => { if (years[i] !== null && years[i] === latest.get(u.entry)) mark(u); });
  // An entry that dates no later event and says no "after" signal of its own tells what came of it
  // where a narrative tells its resolution: at its end (Labov & Waletzky 1967, "Narrative Analysis":
  // orientation, complicating action, evaluation, then resolution and coda, which bring the account
  // up to the present) — the last sentence of its page, as far as the passages show it: the version
  // with the most sentences among them (a reader-language summary alone is no page), its passage of
  // the highest id ({@link ExtractiveSource.id}), its last sentence.
  const byEntry = new Map<string, Unit[]>();
  for (const u of units) (byEntry.get(u.entry) ?? byEntry.set(u.entry, []).get(u.entry)!).push(u);
  for (const [entry, us] of byEntry) {
    if (latest.has(entry) || us.some(saysLater) || us.some((u) => u.passage === null)) continue;
    const perLocale = new Map<Locale, Unit[]>();
    for (const u of us) (perLocale.get(u.locale) ?? perLocale.set(u.locale, []).get(u.locale)!).push(u);
    const page = [...perLocale.values()].sort((a, b) => b.length - a.length)[0]!;
    const coda = page.filter((u) => u.quotable).sort((a, b) => b.passage! - a.passage! || b.order - a.order)[0];
    if (coda) mark(coda);
  }
}

/** The full stop of a text's script, so a quoted list item or lead-in reads as a sentence. */
export function fullStop(t: string): string {
  return /\p{Script=Han}/u.test(t) ? '。' : /\p{Script=Devanagari}/u.test(t) ? '।' : '.';
}

const COLON_END = /[:：]$/u;
/** A line ending in a colon with more lines after it in the same sentence: a lead-in and its code. */
const LEAD_IN_LINE = /[:：][^\S\n]*\n\s*\S/u;

/**
 * Splits passages into candidate units; headings and titles become their sentences' context.
 * A line ending in a colon whose list follows is quoted with the list. One whose code block or
 * table was dropped from the passage is quoted with the sentence before it in its paragraph
 * ("Use `allowed_domains` to restrict the spider to specific domains. This prevents it from
 * following links to external websites:"), the colon read as a full stop: the text it announced is
 * not in the passage, and the statement before the colon stands on its own.
 */
function candidates(sources: ExtractiveSource[], readerLocale: Locale): Unit[] {
  const units: Unit[] = [];
  sources.forEach((s, i) => {
    const locale: Locale = isLocale(s.locale) ? s.locale : readerLocale;
    const baseContext = `${s.title ?? ''} ${s.heading ?? ''}`;
    const titleStems: ReadonlySet<string> = new Set(stemsOf(s.title ?? '', locale).map((x) => x.stem));
    let local = '';
    let leadIn: Unit | null = null;
    for (const block of s.content.split(/\n\s*\n/)) {
      const lines = block.split('\n').map((l) => l.trim()).filter(Boolean);
      const isList = lines.length > 0 && lines.every((l) => /^[-*]\s/.test(l));
      const texts = isList ? lines.map((l) => l.replace(/^[-*]\s+/, '')) : [block];
      const introducedBy = isList ? leadIn : null;
      const list: Unit[] | null = isList ? [] : null;
      if (leadIn && !isList) dangling(leadIn, locale);
      leadIn = null;
      let previous: Unit | null = null;
      for (const t of texts) {
        // The first sentence of a list item: the item's head (a table row's first cell and its description).
        let head: Unit | null = null;
        for (const raw of splitSentences(t)) {
          const text = raw.replace(/^[-*]\s+/, '').replace(/\s*\n\s*/g, ' ').trim();
          if (!text) continue;
          // A lead-in with the short code block it announces on the lines after its colon (the
          // importer keeps such a block in the lead-in's paragraph, lib/content/chunk.ts `prune`)
          // is a sentence, though the code ends without a full stop.
          const withCode = !isList && LEAD_IN_LINE.test(raw.trim());
          const headingLike = !isList && !TERMINATOR.test(text) && !COLON_END.test(text) && !withCode;
          if (headingLike) { local = text; continue; }
          const terms = stemsOf(text, locale);
          const unit: Unit = {
            source: i + 1, locale, text, quote: [text], terms, length: terms.length,
            context: new Set(stemsOf(`${baseContext} ${local}`, locale).map((x) => x.stem)),
            contextText: normalizeForMatching(`${s.heading ?? ''} ${local}`),
            headingStems: stemsOf(`${s.heading ?? ''} ${local}`, locale).map((x) => x.stem),
            titleStems, entry: s.slug ? `slug:${s.slug}` : `title:${s.title ?? ''}`,
            quotable: words(text).length >= 4 && text.length <= MAX_SENTENCE_CHARS && !COLON_END.test(text),
            items: [], step: introducedBy !== null, list, order: units.length, before: isList ? null : previous, passage: s.id ?? null,
          };
          if (isList && head) itemTail(unit, head, locale);
          if (isList && !head) head = unit;
          list?.push(unit);
          if (introducedBy && introducedBy.items.length < MAX_LIST_ITEMS) introducedBy.items.push(unit);
          units.push(unit);
          previous = unit;
          if (COLON_END.test(text) && !isList) leadIn = unit;
        }
      }
    }
    if (leadIn) dangling(leadIn, locale);
  });
  // A lead-in is quotable with the list it introduces.
  for (const u of units) if (u.items.length > 0 && words(u.text).length >= 4 && u.text.length <= MAX_SENTENCE_CHARS) u.quotable = true;
  return units;
}

/**
 * A later sentence of a list item is quoted with the item's first sentence: a CommonMark list item
 * is one block, and a table row (linearized by the importer as "first cell: second cell; …",
 * lib/content/chunk.ts) is one record whose first cell names what every sentence of the row is
 * about ("max_age - Sets a maximum time in seconds for browsers to cache CORS responses. Defaults
 * to 600."; "disable_resources: Drop requests for unnecessary resources. Requests dropped are of
 * type font, image, …"). Quoted alone, "Defaults to 600." says nothing of what defaults.
 */
function itemTail(u: Unit, head: Unit, locale: Locale): void {
  const joined = `${head.text} ${u.text}`;
  if (joined.length > MAX_SENTENCE_CHARS) return;
  u.quote = [head.text, u.text];
  u.terms = stemsOf(joined, locale);
  u.length = u.terms.length;
  u.quotable = words(joined).length >= 4;
}

/** A lead-in whose list is not in the passage (code, a table): quoted with the sentence before it, the colon as a full stop. */
function dangling(u: Unit, locale: Locale): void {
  const before = u.before && !COLON_END.test(u.before.text) ? u.before : null;
  const own = u.text.replace(COLON_END, fullStop(u.text));
  u.quote = before ? [before.text, own] : [own];
  const joined = u.quote.join(' ');
  u.terms = stemsOf(joined, locale);
  u.length = u.terms.length;
  u.quotable = words(joined).length >= 4 && joined.length <= MAX_SENTENCE_CHARS;
}

// ───────────────────────────── features ─────────────────────────────

const SEGMENTER = new Intl.Segmenter('und', { granularity: 'word' });

/** Names in a sentence: capitalized or camel-cased Latin words after its first word, or Latin words in another script's sentence. */
function names(text: string): Set<string> {
  const out = new Set<string>();
  const latinSentence = /^[^\p{L}]*\p{Script=Latin}/u.test(text);
  let first = true;
  for (const s of SEGMENTER.segment(text.normalize('NFKC'))) {
    if (!s.isWordLike) continue;
    const w = s.segment;
    const latin = /^\p{Script=Latin}/u.test(w);
    if (latin && !first && (/^\p{Lu}/u.test(w) || /\p{Ll}\p{Lu}/u.test(w) || !latinSentence)) out.add(w);
    first = false;
  }
  return out;
}

/**
 * Proper names of a sentence as its script marks them: capitalized words after its first word in a
 * cased script (Latin, Cyrillic, Greek: "Lumenhaus", "Нордлихт"), camel case, or Latin words in a
 * sentence of another script ({@link names}). Caseless scripts (Arabic, Devanagari, Han) mark none.
 */
function properNames(text: string): string[] {
  const out: string[] = [...names(text)];
  let first = true;
  for (const s of SEGMENTER.segment(text.normalize('NFKC'))) {
    if (!s.isWordLike) continue;
    if (!first && /^\p{Script=Cyrillic}/u.test(s.segment) && /^\p{Lu}/u.test(s.segment)) out.push(s.segment);
    first = false;
  }
  return out;
}

/**
 * Whether a sentence names an organisation that the question does not (Li & Roth 2002 HUM:gr, a
 * group or organisation): a proper name ({@link properNames}) outside the question's words, beside
 * an institution word of {@link PLACES} in the same sentence ("at Nordlicht University", "a client
 * of Lumenhaus" in a sentence about "the Golestan Manuscript Library"), or a name that is a word
 * of another retrieved entry's title (the organisation has an entry of its own: "Search Engineer,
 * Lumenhaus Digital Libraries") — which also holds in caseless scripts ("لومن‌هاوس").
 * @returns 1 for such a name, 0.5 for an institution or place word alone, 0 for neither
 */
function organisationFeature(u: Unit, text: string, norm: string, qStems: ReadonlySet<string>, otherTitles: ReadonlySet<string>): number {
  const stem = stemmerFor(u.locale);
  const en = stemmerFor('en');
  const asked = (w: string) => { const n = normalizeForMatching(w); return qStems.has(stem(n)) || qStems.has(en(n)); };
  const institution = PLACES[u.locale].test(norm) || PLACES.en.test(norm);
  const fresh = properNames(text).filter((w) => !asked(w));
  if (fresh.length > 0 && institution) return 1;
  if (words(text).some((w) => otherTitles.has(w) && !asked(w))) return 1;
  return institution || PLACE_NAME.test(text) ? 0.5 : 0;
}

/** The answer kinds whose value a passage states in a form found by rule (Li & Roth NUM, the date, LOC / an organisation). */
export type ValueKind = 'number' | 'date' | 'place';

/**
 * Whether a text states a value of the kind a question asks for (issue 31, kind 3), by the rules
 * the answerer's type feature reads: a number that is not a year, in digits or as a CLDR cardinal
 * word ({@link NUMBER_WORDS}); a year or a month name (Intl data); a place or institution word or a
 * preposition of place before a capitalized name. Checked in the text's own language and English
 * (the site's imported pages are mostly English).
 * @param locale the text's language
 */
export function holdsValue(text: string, locale: Locale, kind: ValueKind): boolean {
  const norm = normalizeForMatching(text);
  const langs = new Set<Locale>([locale, 'en']);
  switch (kind) {
    case 'number':
      // A separator ends a sentence or a list as often as it groups digits: "in 2019." is a year.
      return [...norm.matchAll(QUANTITY_DIGITS)].map((m) => m[0].replace(/[.,]+$/u, '')).some((d) => !YEAR.test(d) || /[.,]/.test(d)) || [...langs].some((l) => numberWords(l).test(norm));
    case 'date':
      return YEAR.test(norm) || [...langs].some((l) => monthsOf(l).test(norm));
    case 'place':
      return PLACE_NAME.test(text) || [...langs].some((l) => PLACES[l].test(norm));
  }
}

/**
 * The word positions of a measure's cut-off ("10" of "nDCG@10", "20" of "recall@20"): the word
 * segmenter splits them from their measure (UAX #29 breaks at "@"), but they name the measure, they
 * count nothing ("nDCG@10 on her test queries" does not say how many test queries).
 */
function cutoffTokens(text: string, tokens: readonly string[]): Set<number> {
  const norm = normalizeForMatching(text);
  const out = new Set<number>();
  let from = 0;
  tokens.forEach((t, i) => {
    const at = norm.indexOf(t, from);
    if (at < 0) return;
    if (at > 0 && norm[at - 1] === '@') out.add(i);
    from = at + t.length;
  });
  return out;
}

/** Whether a unit has what a question of this type asks for, in [0, 1]. */
function typeFeature(type: QuestionType | null, u: Unit, qStems: Set<string>, people: ReadonlySet<string>, time = false, count = false, counted: ReadonlySet<string> = new Set(), extra: { asksDefault?: boolean; code?: boolean; organisation?: ReadonlySet<string>; period?: boolean; persons?: ReadonlySet<string>; countsPersons?: boolean } = {}): number {
  // What is quoted for the unit (a list item's later sentence with its head): its terms' positions are in it.
  const text = u.quote.join(' ');
  const norm = normalizeForMatching(text);
  // A default-value question is answered by the sentence stating a default (a number, for a quantity question).
  if (extra.asksDefault && (defaultWords(u.locale).test(norm) || defaultWords('en').test(norm))) {
    if (type !== 'quantity' || [...norm.matchAll(QUANTITY_DIGITS)].length > 0 || numberWords(u.locale).test(norm)) return 1;
  }
  if (!type) return 0;
  // A how-to or which-X question over technical documentation is answered by the sentence that
  // names an identifier the question does not (a parameter, a function, a class: the means).
  if (extra.code && (type === 'how' || type === 'list')) return 1;
  switch (type) {
    case 'how':
      return u.items.length > 0 || u.step || MEANS[u.locale].test(norm) ? 1 : 0;
    case 'why':
      return REASONS[u.locale].test(norm) || PURPOSE[u.locale](norm) || WHY_WORDS[u.locale].test(u.contextText) ? 1 : 0;
    case 'list': {
      // The author is the subject of every entry, never an instance of the class asked for ("which tools
      // did she use": "Darya" in a series of clauses is no tool).
      const n = [...names(text)].filter((w) => !people.has(normalizeForMatching(w))).length;
      const enumerates = LIST_SEPARATOR.test(text) || AND_WORDS[u.locale].test(norm);
      return u.items.length >= 2 ? 1 : enumerates ? (n >= 3 ? 1 : n === 2 ? 0.5 : 0) : 0;
    }
    case 'when':
      return YEAR.test(norm) || monthsOf(u.locale).test(norm) ? 1 : 0;
    case 'where':
      if (extra.organisation) return organisationFeature(u, text, norm, qStems, extra.organisation);
      return PLACES[u.locale].test(norm) || PLACE_NAME.test(text) ? 1 : 0;
    case 'who':
      // A role, a full name, or the author herself (her name is the one person every entry is about).
      return ROLES[u.locale].test(norm) || /\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+/u.test(text.slice(1)) || words(text).some((w) => people.has(w)) ? 1 : 0;
    case 'quantity': {
      // A number that is not a year, in digits or words; beside one of the question's words (its
      // unit: "six engineers", "12 ms per sentence") it is the answer, elsewhere it may be another count.
      // A period is also stated by its bounds (Li & Roth NUM:period; ISO 8601 intervals: a CV entry's "From August 2014 to August 2015").
      if (extra.period && statesInterval(text)) return 1;
      const numbers = [...norm.matchAll(QUANTITY_DIGITS)].filter((m) => !YEAR.test(m[0]) || /[.,]/.test(m[0]));
      if (numbers.length === 0 && !numberWords(u.locale).test(norm)) return 0;
      // A speed or a duration is a number with a time unit ("12 ms", "3 Sekunden", "every two weeks"); another number is another quantity.
      if (time) return timedNumber(norm, numbers, u.locale) ? 1 : 0.25;
      const tokens = words(text);
      let at = tokens.flatMap((t, i) => (NUMERAL_WORD.test(t) && !YEAR.test(t)) || numberWords(u.locale).test(t) ? [i] : []);
      if (count) {
        // A count is not a duration: "every five minutes" does not say how many sensors.
        const counts = at.filter((i) => !timeUnits(u.locale).test(tokens.slice(i + 1, i + 3).join(' ')));
        if (at.length > 0 && counts.length === 0) return 0.25;
        at = counts;
      }
      const near = u.terms.some((t) => qStems.has(t.stem) && at.some((i) => Math.abs(i - t.pos) <= 3));
      // A count's number stands before the noun it counts (UD nummod: "5,000 real queries", "3 400
      // тестов", "۳۰۰ پرس‌وجو", "六种语言" with its classifier): a number before the noun the
      // question counts ("how many articles") is the answer; one beside another question word
      // ("support assistant in six languages") may count something else, and weighs less. The
      // words after the question phrase are not always its noun ("كم بلغ recall", how much did
      // recall reach): without a sentence that counts them, the others compete as before.
      if (count && counted.size > 0) {
        const cutoff = cutoffTokens(text, tokens);
        // A count of persons ("¿cuántos colaboradores?") is a number before a noun for persons: in "3,400
        // cases, many contributed by users" the number counts cases, whatever verb follows.
        const counts = u.terms.some((t) => counted.has(t.stem) && at.some((i) => !cutoff.has(i) && t.pos > i && t.pos - i <= 3) && (!extra.countsPersons || agentive(tokens[t.pos] ?? '', u.locale)));
        // A count of people who did what the question asks ("how many people have contributed") is
        // a number before the agent noun of its verb ({@link agentStems}: "41 contributors").
        const persons = (extra.persons?.size ?? 0) > 0 && u.terms.some((t) => extra.persons!.has(t.stem) && at.some((i) => !cutoff.has(i) && t.pos > i && t.pos - i <= 3));
        return counts || persons ? 1 : near ? 0.75 : 0.5;
      }
      return near ? 1 : 0.5;
    }
    case 'definition': {
      // "X, a …" anywhere (an appositive defines its head), or "X is …": a question term early in
      // the sentence, a copula within a few words after it, and the sentence does not itself open
      // like a question ("What X is, why …").
      const tokens = words(text);
      if (appositive(norm, tokens, u, qStems, text)) return 1;
      const early = u.terms.filter((t) => qStems.has(t.stem) && t.pos < 8);
      if (early.length === 0) return 0;
      const after = tokens.slice(Math.max(...early.map((t) => t.pos)) + 1, Math.max(...early.map((t) => t.pos)) + 5).join(' ');
      if (QUESTION_TYPES[u.locale].some(([, re]) => re.test(tokens.slice(0, 2).join(' ')))) return 0;
      // "X and is used in …": after a conjunction the copula belongs to another subject.
      const copula = after.search(COPULAS[u.locale]);
      return copula >= 0 && !AND_WORDS[u.locale].test(after.slice(0, copula)) ? 1 : 0;
    }
  }
}

/**
 * Whether a question word stands as the head of an appositive that defines it, anywhere in the
 * sentence ("… maintainer of Parsegar, an open-source Python library …"): the word, a comma and an
 * article of {@link APPOSITION_ARTICLES}.
 */
function appositive(norm: string, tokens: readonly string[], u: Unit, qStems: Set<string>, text: string): boolean {
  const articles = APPOSITION_ARTICLES[u.locale];
  if (articles.length === 0) return false;
  const escape = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return u.terms.some((t) => {
    const word = tokens[t.pos];
    if (!qStems.has(t.stem) || !word) return false;
    const between = u.locale === 'zh' ? '\\s*[，,]\\s*' : '\\s*[,،؛]\\s+';
    const end = u.locale === 'zh' ? '' : '(?![\\p{L}\\p{M}])';
    const head = `(?<![\\p{L}\\p{M}\\p{N}])${escape(word)}`;
    const tail = `${between}(?:${articles.map(escape).join('|')})${end}`;
    if (new RegExp(`${head}${tail}`, 'u').test(norm)) return true;
    // The name's first word found in the sentence as written (any case), then its flat:name words (capitalized).
    const rest = new RegExp(`^${FLAT_NAME}${tail}`, 'u');
    return [...text.matchAll(new RegExp(head, 'giu'))].some((m) => rest.test(text.slice(m.index! + m[0].length)));
  });
}

/**
 * The words after a name's first word that belong to the same multiword proper name, up to three
 * capitalized words ("Lumenhaus Digital Libraries, a Berlin company …"): Universal Dependencies
 * attaches them to the first word as \`flat:name\` (UD v2 guidelines, "flat": names without an
 * internal syntactic structure), so an appositive after the last of them defines the first —
 * the name the question asks about.
 */
const FLAT_NAME = '(?:\\s+\\p{Lu}[\\p{L}\\p{M}\\p{N}-]*){1,3}';

// ───────────────────────────── scoring and choice ─────────────────────────────

/** A candidate sentence with its score and the parts of it (for the choice, tests and debugging). */
export interface RankedSentence {
  source: number;
  text: string;
  score: number;
  bm25: number;
  proximity: number;
  /** Type feature in [0, 1] (see {@link QuestionType}). */
  type: number;
  /** Question terms (stems) in the sentence's own text, class words included. */
  own: string[];
  quotable: boolean;
  /** List items that come with this line when it is quoted. */
  items: string[];
}

interface Ranking { q: QuestionAnalysis; ranked: (RankedSentence & { u: Unit; section: boolean })[]; termsFor: (l: Locale) => Map<string, number>; ownerOf: (l: Locale) => Map<string, number>; classStems: ReadonlySet<string>; countedIdx: ReadonlySet<number>; language: Locale }

/**
 * Sentences in the reader's language score this much more than others: a page read in her
 * language is quoted in it when it says as much. The others still compete (issue 21): an entry
 * translated as a title and a summary keeps its facts in its body's language, and a quote is
 * given in its source's language rather than not at all.
 */
export const READER_LANGUAGE_BONUS = 1.25;

/**
 * How surely an agent noun carries the verb it is formed from ({@link agentStems}): less than the
 * word itself, as a dictionary translation weighs less than the word.
 */
export const AGENT_WEIGHT = 0.8;

/** What a cognate class key starts with ({@link cognateKey}): no word is written so. */
const COGNATE_MARK = '\u0001cognate:';
/** Letters two Latin-script words share at their start to be read as cognates ({@link cognateKey}). */
export const COGNATE_PREFIX = 4;
/** How surely a cognate stands for a question word: below its own stems and its dictionary translations. */
export const COGNATE_WEIGHT = 0.5;

/**
 * The cognate class of a word: cognates across the Latin-script languages are read by their first
 * four letters with marks folded (Simard, Foster & Isabelle 1992, "Using Cognates to Align
 * Sentences in Bilingual Corpora": two words are cognates when their first four letters are
 * identical) — "évalué" and "Evaluation", "résultats" and "results", "précision" and "precision".
 * Stems keep a word's start (Snowball removes suffixes), so a stem has its word's class.
 * @param word a word or its stem
 * @returns a key no word is written as, or null for a word of another script or under four letters
 */
export function cognateKey(word: string): string | null {
  const folded = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (!/^\p{Script=Latin}+$/u.test(folded) || [...folded].length < COGNATE_PREFIX) return null;
  return `${COGNATE_MARK}${[...folded].slice(0, COGNATE_PREFIX).join('')}`;
}

/**
 * The stems of the English agent nouns of a word (Quirk et al. 1985, "A Comprehensive Grammar of
 * the English Language", App. I.35: the agentive suffixes -er and -or form "one who Vs" from a verb
 * V): "How many people have contributed to it?" is answered by "41 contributors". The Porter stemmer
 * keeps an agent noun apart from its verb ("contributor" / "contribut"); this joins them.
 * @returns the stems (as the English stemmer spells the nouns) that differ from the word's own
 */
export function agentStems(word: string): string[] {
  const stem = stemmerFor('en');
  const base = stem(word);
  if ([...base].length < 3 || !/^\p{Script=Latin}+$/u.test(base)) return [];
  return [...new Set([`${base}er`, `${base}or`].map((x) => stem(x)))].filter((x) => x !== base);
}

/**
 * Scores every candidate sentence of the passages against the question (see the module comment).
 * @param opts.ignoreWords normalized words that never count as question words (the author's name)
 * @param opts.lookup the question's words as retrieval found them in the index (translations, loanwords)
 */
export function rankSentences(question: QuestionValue, sources: ExtractiveSource[], locale: Locale, opts: ExtractiveOptions = {}): RankedSentence[] {
  return rank(question, sources, locale, opts).ranked.map(({ u: _u, ...r }) => r);
}

function rank(question: QuestionValue, sources: ExtractiveSource[], locale: Locale, opts: ExtractiveOptions): Ranking {
  const q = analyzeQuestion(question);
  const units = candidates(sources, locale);
  // An aspect asked of the entry in focus may be named in the reader's language and stated in
  // English under a heading whose word the dictionary does not pair with it ("Comment a-t-il été
  // évalué ?" → "Evaluation"): its cognates count, in the sentences and their headings.
  if (opts.cognates) {
    for (const u of units) {
      for (const t of [...u.terms]) { const c = cognateKey(t.stem); if (c) u.terms.push({ stem: c, pos: t.pos }); }
      u.headingStems = [...u.headingStems, ...u.headingStems.flatMap((x) => cognateKey(x) ?? [])];
      for (const x of [...u.context]) { const c = cognateKey(x); if (c) u.context.add(c); }
    }
  }
  if (question.posterior) markLaterEvents(units, question.content);
  // A name of the asked class holds the class word ("in which countries" → "Germany"): its CLDR
  // names in the sentence's language stand as a term of the question (the class's hypernym), so the
  // sentence naming countries weighs as one that says "countries".
  if (q.nameClass) {
    for (const u of units) {
      const at = classNamePositions(u.text, u.locale, q.nameClass);
      u.classNames = new Set(at).size;
      for (const pos of at) u.terms.push({ stem: CLASS_NAME_STEM, pos });
    }
  }

  // Question terms per language of the candidates (a question is stemmed like the text it meets),
  // with the stems retrieval found each word by in any language (translations, loanwords), each
  // weighted by how surely it carries the word.
  const qTerms = new Map<Locale, Map<string, number>>();
  // Which question word each stem stands for: a word found by several stems (its forms, its
  // translations) counts once, by its best stem.
  const wordOf = new Map<Locale, Map<string, number>>();
  const lookup = opts.lookup;
  const termsFor = (l: Locale) => {
    let m = qTerms.get(l);
    if (!m) {
      m = new Map();
      const owner = new Map<string, number>();
      const put = (stem: string, weight: number, k: number) => {
        m!.set(stem, Math.max(m!.get(stem) ?? 0, weight));
        if (!owner.has(stem)) owner.set(stem, k);
      };
      q.words.forEach((w, k) => {
        const base = q.classWords.includes(w) ? CLASS_WORD_WEIGHT : 1;
        put(stemmerFor(l)(w), base, k);
        const cognate = opts.cognates ? cognateKey(w) : null;
        if (cognate) put(cognate, base * COGNATE_WEIGHT, k);
        // English agent nouns of the question's verb ("contributed" → "contributors", "used" → "users").
        if (l === 'en' && question.language === 'en') for (const stem of agentStems(w)) put(stem, base * AGENT_WEIGHT, k);
        const i = lookup ? lookup.words.indexOf(w) : -1;
        if (i >= 0) lookup!.stems[i]!.forEach((stem, j) => put(stem, base * (lookup!.weights[i]![j] ?? 1), k));
        // A counted noun for persons in another language ("colaboradores", "участников") is an agent
        // noun: its English translations' agent nouns count it too ("contribuir" → "contribut" →
        // "contributors", {@link agentStems}), as the English question's verb does.
        if (l === 'en' && question.language !== 'en' && i >= 0 && q.counted.includes(w) && agentive(w, question.language)) {
          lookup!.stems[i]!.forEach((stem, j) => { for (const agent of agentStems(stem)) put(agent, base * AGENT_WEIGHT * (lookup!.weights[i]![j] ?? 1), k); });
        }
      });
      // The class's names count as its head noun (one question word), or as a word of their own when
      // the question's stop list dropped the head ("В каких странах": "странах" is no content word).
      if (q.nameClass) {
        const head = q.words.findIndex((w) => isClassHead(w, question.language, q.nameClass!));
        put(CLASS_NAME_STEM, CLASS_WORD_WEIGHT, head >= 0 ? head : q.words.length);
      }
      qTerms.set(l, m);
      wordOf.set(l, owner);
    }
    return m;
  };
  // Stems of the class words ("languages" in "which programming languages"): a sentence needs a stem of another word.
  const classStems = new Set<string>();
  if (q.nameClass) classStems.add(CLASS_NAME_STEM);
  for (const w of q.classWords) {
    for (const l of LOCALE_LIST) classStems.add(stemmerFor(l)(w));
    const i = lookup ? lookup.words.indexOf(w) : -1;
    if (i >= 0) for (const stem of lookup!.stems[i]!) classStems.add(stem);
  }

  // The passage around a sentence is its third field (document context for sentence retrieval,
  // Fernández, Losada & Azzopardi 2011): a sentence from the passage that holds the question's rare
  // words beats one that shares a common word with it from a passage about something else.
  const passageTerms = new Map<number, Set<string>>();
  const passageFields = new Map<number, Set<string>>();
  for (const u of units) {
    const text = passageTerms.get(u.source) ?? passageTerms.set(u.source, new Set()).get(u.source)!;
    const all = passageFields.get(u.source) ?? passageFields.set(u.source, new Set()).get(u.source)!;
    for (const t of u.terms) { text.add(t.stem); all.add(t.stem); }
    for (const stem of u.context) all.add(stem);
  }
  // IDF from the candidate passages (the retrieved top-k as a small corpus), not from their
  // sentences: a word every sentence of one entry repeats, or its title holds ("invisible" on the
  // ZWNJ page), still names that entry; a common word that happens to be rare among a few dozen
  // sentences ("work") does not outweigh it. A passage holds a term when its text or its title and
  // headings do (BM25F: statistics over all fields).
  const df = new Map<string, number>();
  for (const set of passageFields.values()) for (const stem of set) df.set(stem, (df.get(stem) ?? 0) + 1);
  const N = passageFields.size;
  const avgLength = units.reduce((n, u) => n + u.length, 0) / units.length || 1;
  // A question word is one concept whatever its reading: its document frequency is that of the
  // union of its stems in every language of the passages (its own forms, its translations, its
  // loanword readings) — Pirkola's structured query, the translations of a word as one synonym set
  // ("The effects of query structure and dictionary setups in dictionary-based cross-language
  // information retrieval", SIGIR 1998). Per stem, a reader-language summary's words, held by it
  // alone among passages mostly in English, would weigh as the rarest terms of all and outrank the
  // English sentence that states the value asked for.
  const wordStems = new Map<number, Set<string>>();
  for (const l of new Set(units.map((u) => u.locale))) {
    termsFor(l);
    for (const [stem, k] of wordOf.get(l)!) (wordStems.get(k) ?? wordStems.set(k, new Set()).get(k)!).add(stem);
  }
  const wordDf = new Map<number, number>();
  for (const [k, stems] of wordStems) {
    let n = 0;
    for (const set of passageFields.values()) if ([...stems].some((stem) => set.has(stem))) n += 1;
    wordDf.set(k, n);
  }
  const bm25Idf = (n: number) => Math.log(1 + (N - n + 0.5) / (n + 0.5));
  const idfOf = (k: number) => bm25Idf(wordDf.get(k) ?? 0);

  // The lead sentence of each section (its first unit under its headings): Edmundson's location
  // method ("New Methods in Automatic Extracting", 1969: heading words and a sentence's place in
  // its section; Baxendale 1958: a paragraph's topic sentence is its first in 85 % of cases). When
  // the section's heading holds a question word ("How was it evaluated?" → "Evaluation"), its lead
  // says what the section answers, and it counts as an answer of the asked type (issue 30, kind 1).
  const leads = new Set<Unit>();
  const sections = new Set<string>();
  for (const u of [...units].sort((a, b) => a.order - b.order)) {
    const key = `${u.source}\u0000${u.contextText}`;
    if (!sections.has(key)) { sections.add(key); leads.add(u); }
  }
  const asked = [...wordDf].filter(([, n]) => n > 0).map(([k]) => k);
  const meanIdf = asked.length ? asked.reduce((n, k) => n + idfOf(k), 0) / asked.length : 0;
  // An organisation question: the names in the titles of the other retrieved entries (the words of a
  // title after its comma, "Search Engineer, Lumenhaus Digital Libraries": a CV entry's title names
  // the role, then the organisation), by entry, so a sentence naming one answers it.
  const titleNames = new Map<string, Set<string>>();
  if (q.organisation) {
    for (const s of sources) {
      const title = s.title ?? '';
      const at = title.search(/[,،，]/u);
      if (at < 0) continue;
      const key = s.slug ? `slug:${s.slug}` : `title:${title}`;
      const set = titleNames.get(key) ?? titleNames.set(key, new Set()).get(key)!;
      for (const w of words(title.slice(at + 1))) if (isContentWord(w)) set.add(w);
    }
  }
  const orgTitles = (u: Unit): Set<string> => new Set([...titleNames].filter(([k]) => k !== u.entry).flatMap(([, v]) => [...v]));
  const countedIdx = new Set(q.counted.map((w) => q.words.indexOf(w)).filter((k) => k >= 0));
  // A count of people: the agent nouns of the question's other words ("contributed" → "contributor").
  const agents = q.persons && question.language === 'en' ? new Set(q.words.filter((w) => !q.counted.includes(w)).flatMap(agentStems)) : undefined;
  const askedWords = new Set(q.words);
  // The counted noun names persons (every word of it: "team members" need not): {@link agentive}.
  const countsPersons = q.counted.length > 0 && q.counted.every((w) => agentive(w, question.language));
  const scored = units.map((u) => {
    const weights = termsFor(u.locale);
    const tf = new Map<string, number>();
    for (const t of u.terms) if (weights.has(t.stem)) tf.set(t.stem, (tf.get(t.stem) ?? 0) + 1);
    // How much of the question (IDF-weighted, over the words the passages hold at all) the
    // sentence or its headings hold: the type bonus weighs that much. A sentence of the right
    // kind that shares one common word of the question does not beat the one about its topic.
    // Per question word, its best stem counts (max over its forms and translations).
    const owner = wordOf.get(u.locale)!;
    const best = { bm25: new Map<number, number>(), held: new Map<number, number>(), asked: new Map<number, number>() };
    const keep = (m: Map<number, number>, k: number, x: number) => { if (x > (m.get(k) ?? 0)) m.set(k, x); };
    for (const [stem, w] of weights) {
      const k = owner.get(stem)!;
      const own = (tf.get(stem) ?? 0) / (1 - BM25_B + BM25_B * (u.length / avgLength));
      const field = own + (u.titleStems.has(stem) ? TITLE_WEIGHT : u.context.has(stem) ? CONTEXT_WEIGHT : 0) + (passageTerms.get(u.source)!.has(stem) ? PASSAGE_WEIGHT : 0);
      if (field > 0) keep(best.bm25, k, w * idfOf(k) * (field * (BM25_K1 + 1)) / (field + BM25_K1));
      if (df.has(stem)) {
        keep(best.asked, k, w * idfOf(k));
        keep(best.held, k, w * idfOf(k) * Math.min(1, (tf.get(stem) ?? 0) + (u.context.has(stem) ? CONTEXT_WEIGHT : 0)));
      }
    }
    const sum = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);
    const bm25 = sum(best.bm25);
    const askedWeight = sum(best.asked);
    const held = askedWeight > 0 ? sum(best.held) / askedWeight : 0;
    // Proximity of two distinct question terms in the sentence's own text.
    const hits = u.terms.filter((t) => weights.has(t.stem));
    let delta = Infinity;
    // A cognate stands at its word's own position: with that word it is one question word, not two.
    const sameWord = (a: string, b: string) => (a.startsWith(COGNATE_MARK) || b.startsWith(COGNATE_MARK)) && owner.get(a) === owner.get(b);
    for (const a of hits) for (const b of hits) if (a.stem !== b.stem && !sameWord(a.stem, b.stem)) delta = Math.min(delta, Math.abs(a.pos - b.pos));
    // Scaled by the question's mean IDF, so it weighs the same against BM25 whatever the number of passages.
    const proximity = Number.isFinite(delta) ? (Math.log(PROXIMITY_ALPHA + Math.exp(-delta)) - Math.log(PROXIMITY_ALPHA)) * meanIdf : 0;
    // Only for a question asking for a description (Li & Roth's DESC classes: manner "how", reason
    // "why") or for no type at all (an aspect named alone: "And the results?", "Und die
    // Ergebnisse?"), which a section answers as a whole: a question for a value (a number, a date,
    // a place, a person, a list) still needs a sentence giving one (issue 22).
    // And only when the headings hold every word the question asks (an aspect named alone: "How
    // was it evaluated?" → "Evaluation"), not one word of a longer question.
    const headsAsked = (q.type === 'how' || q.type === 'why' || q.type === null) && leads.has(u) && headsEvery(u, weights, owner, classStems);
    const counted = new Set([...weights.keys()].filter((stem) => countedIdx.has(owner.get(stem)!)));
    const code = identifiers(u.quote.join(' ')).some((id) => { const w = normalizeForMatching(id); return !askedWords.has(w) && !weights.has(stemmerFor(u.locale)(w)); });
    const typed = typeFeature(q.type, u, new Set(weights.keys()), opts.ignoreWords ?? new Set(), q.time, q.count, counted, { asksDefault: q.asksDefault, code, organisation: q.organisation ? orgTitles(u) : undefined, period: q.period, persons: agents, countsPersons });
    // A list under a heading that names the question's class ("Workshop topics" for "Welche Themen
    // …", "Languages" for "which languages"): the heading names the class, the items its members —
    // each item is an answer of the list type, as a lead-in line's items are.
    const classList = q.type === 'list' && (u.list?.length ?? 0) >= 2 && u.headingStems.some((stem) => classStems.has(stem) && !u.titleStems.has(stem));
    // A question for names of a closed class is answered by the sentence that names its members, the
    // more the surer (one name may be the topic's, "Persian text"; two the text's pair, "Persian and
    // Arabic"; a list of the class names {@link NAMES_IN_A_LIST} or more).
    const type = q.nameClass ? Math.min(1, (u.classNames ?? 0) / NAMES_IN_A_LIST) : headsAsked || classList ? Math.max(typed, 1) : typed;
    const own = [...tf.keys()].filter((s) => (weights.get(s) ?? 0) > 0);
    // Retrieval order breaks ties: earlier passages ranked higher.
    const score = (bm25 + proximity) * (1 + TYPE_BOOST * type * held) * (u.locale === locale ? READER_LANGUAGE_BONUS : 1) - u.source * 1e-6;
    return { u, source: u.source, text: u.quote.join(' '), score, bm25, proximity, type, own, quotable: u.quotable, items: u.items.map((it) => it.text), section: headsAsked };
  });
  return { q, ranked: scored, termsFor, ownerOf: (l) => { termsFor(l); return wordOf.get(l)!; }, classStems, countedIdx, language: question.language };
}

/**
 * Whether the section's own headings hold a stem of every question word (by its owner index) that is
 * neither a class word nor a word of the entry's title: the title names the entry, the section's
 * heading the aspect ("How was the Golestan search engine built?" → "What Darya built", not the
 * summary standing under the title).
 */
function headsEvery(u: Unit, weights: Map<string, number>, owner: Map<string, number>, classStems: ReadonlySet<string>): boolean {
  const headings = u.headingStems.filter((stem) => !u.titleStems.has(stem));
  const asked = new Set<number>();
  const held = new Set<number>();
  for (const [stem, w] of weights) {
    if (w <= 0 || classStems.has(stem) || u.titleStems.has(stem)) continue;
    asked.add(owner.get(stem)!);
    if (headings.includes(stem)) held.add(owner.get(stem)!);
  }
  return asked.size > 0 && [...asked].every((k) => held.has(k));
}

/**
 * Chooses the quotes that answer a question from the passages.
 * @param sources passages, `[S1]` first
 * @param opts.ignoreWords normalized words that never count as question words (the author's name)
 * @returns up to {@link EXTRACTIVE_MAX_SENTENCES} quotes, best first; empty when no sentence of the
 *   passages holds a question word of its own
 */
export function chooseQuotes(question: QuestionValue, sources: ExtractiveSource[], locale: Locale, opts: ExtractiveOptions = {}): Quote[] {
  return choose(rank(question, sources, locale, opts), locale);
}

function choose({ q, ranked, termsFor, ownerOf, classStems, countedIdx, language }: Ranking, locale: Locale): Quote[] {
  if (q.words.length === 0) return [];
  // A sentence must hold a question word of its own that is not a class word: in "which
  // programming languages does she work with", a sentence that only says "languages" talks about
  // languages (human ones, say); the answer names instances and shares the rest ("work").
  const topical = (x: (typeof ranked)[number]) => x.own.filter((stem) => !classStems.has(stem) && (termsFor(x.u.locale).get(stem) ?? 0) > 0);
  // A sentence that gives the value asked for may name its topic only in its headings: "speed: about
  // 12 ms per sentence" under "Results" of the spell-checker's page answers "how fast is it?".
  // And a section whose heading holds the question's word ("What were the results?" → the sentences
  // under "Results") answers it with its sentences (issue 22: section headings count).
  const asked = (l: Locale, stem: string) => !classStems.has(stem) && (termsFor(l).get(stem) ?? 0) > 0;
  const headed = (x: (typeof ranked)[number]) => ((x.type >= 1 && (q.type === 'quantity' || q.type === 'when' || q.type === 'where')) && [...x.u.context].some((stem) => asked(x.u.locale, stem)))
    || x.u.headingStems.some((stem) => asked(x.u.locale, stem));
  // A list the section's heading introduces is one answer, as a line ending in a colon introduces
  // its items (CommonMark: a list is one block of items; Edmundson 1969: the heading says what the
  // section is about): when the chosen item stands under a heading that holds a word of the question
  // not in the entry's title — a class word of a list question too — ("How an engagement usually works" for
  // "the steps of a consulting engagement", "Workshop topics" for "Welche Themen …"), the item
  // alone answers beside the point — its list is quoted, up to MAX_LIST_ITEMS items, in order
  // (issue 31: a service's steps, topics or coverage).
  const headedList = (x: (typeof ranked)[number]): Unit[] | null => {
    const list = x.u.list;
    if (!list || list.length < 2 || x.u.step || !list.every((it) => it.quotable && !asks(it.text, it.locale) && !isFirstPerson(it.text, locale, it.locale))) return null;
    const own = x.u.headingStems.filter((stem) => !x.u.titleStems.has(stem) && (asked(x.u.locale, stem) || (q.type === 'list' && classStems.has(stem))));
    return own.length > 0 ? list.slice(0, MAX_LIST_ITEMS) : null;
  };
  // A sentence naming the asked class's members that continues the sentence before it in its
  // paragraph ("Workshops run as half-day sessions. They can be taught in English, Persian or
  // German."): its subject is the previous sentence's (a pronoun continuing the backward-looking
  // center, Grosz, Joshi & Weinstein 1995, "Centering"), whose question words it answers with.
  const byUnit = new Map(ranked.map((x) => [x.u, x]));
  const continues = (x: (typeof ranked)[number]) => q.nameClass !== null && x.type > 0 && x.u.before !== null && byUnit.has(x.u.before) && topical(byUnit.get(x.u.before)!).length > 0;
  let eligible = ranked
    .filter((x) => x.u.quotable && (topical(x).length > 0 || headed(x) || continues(x)) && !x.u.quote.some((t) => asks(t, x.u.locale) || isFirstPerson(t, locale, x.u.locale)))
    .sort((a, b) => b.score - a.score || a.u.order - b.u.order);
  // A question for her preference is answered by a sentence that states one — the question's own
  // reader (lib/question `readPredicate`) run on the sentence, in the sentence's language — or not
  // at all: a sentence that only shares its topic answers beside it ("Which of her projects does
  // she like least?" is no question about the project's figures). The frame a question evokes is
  // the frame its answer instantiates (Fillmore & Baker, FrameNet); "SQL LIKE queries" states none
  // (a unit that is also a function word is the verb only beside a pronoun or auxiliary). Negation is not held to the same rule:
  // UD's Polarity=Neg marks a modifier ("nicht belegter Antworten") or a subordinate clause as well as
  // the predicate, and a negated question's topic ("so it does not follow external links") is answered by a plain sentence.
  if (q.preference) {
    eligible = eligible.filter((x) => x.u.quote.some((t) => readPredicate(words(t), normalizeForMatching(t), x.u.locale, true).preference));
  }
  // A question for her view of a topic is answered by a sentence about that topic, or not at all:
  // the frame's Topic (FrameNet `Opinion`; the Event of `Preference`) is what the answer must be
  // about — the topic's names (else every topic word) in the sentence or the headings and title it
  // stands under (an essay titled "Why Assistants Should Refuse" argues its view sentence by
  // sentence without repeating it), at least one topic word in the sentence itself ({@link aboutTopic}). A sentence that shares only the
  // frame's own word ("prefer the environment variable" for "son livre préféré") or a word beside
  // the topic ("Unify digits" for "Яндекс") answers another question. An essay states a view
  // without "she thinks", so no attitude word is asked of the sentence (the preference rule above
  // asks one of a preference).
  if (q.attitude && q.topic.length > 0) eligible = eligible.filter((x) => aboutTopic(x, q, ownerOf(x.u.locale)));
  // Of the sentences about the topic, one that states a view — a lexical unit of FrameNet's Opinion
  // or Reasoning frame ({@link ARGUES}: "argues that refusing is a feature", "she recommends") —
  // answers an opinion question before one that reports a fact on it ("over-refusal rate: …").
  if (q.attitude && !q.preference) eligible = [...eligible.filter((x) => argues(x.u)), ...eligible.filter((x) => !argues(x.u))];
  // A why-question is answered by a sentence that gives a reason or a purpose ({@link REASONS},
  // {@link PURPOSE}) or stands in a why-section (Li & Roth DESC:reason; PDTB 3.0 Contingency.Cause
  // and Purpose), or not at all: "Why did she leave X?" is not answered by what she did at X.
  // (A reason for another act in the same sentence still answers it: requiring the question's
  // predicate in the sentence lost more golden rows than it gained — the dictionaries do not
  // translate "gezogen", "переехала", "去了" to "moved".)
  if (q.reason) eligible = eligible.filter((x) => x.type > 0);
  // A negated question for members of a class asks the complement of what the pages list. A page's
  // list states what is, not what is not: the closed-world assumption (Reiter 1978, "On Closed World
  // Data Bases") does not hold for what one author chose to write, so the complement is answered
  // only by a sentence that states the negation itself, or not at all: a sentence holding a negation
  // and, for a closed class (languages, countries), naming a member of it — a negation elsewhere in
  // the sentence ("… declines to answer when its sources do not contain …") is not one of the class.
  if (q.complement) {
    eligible = eligible.filter((x) => x.u.quote.some((t) => readPredicate(words(t), normalizeForMatching(t), x.u.locale, true).negated
      && (q.nameClass === null || classNamePositions(t, x.u.locale, q.nameClass).length > 0)));
  }
  // A question for a number or a date is answered by a sentence that gives one, or not at all
  // (issue 22; issue 31, kind 3: nothing rather than something beside the point — the reader gets
  // the refusal); one for a place by a sentence that names one over any that does not — in
  // whatever language the sentence is written. The strongest evidence of the
  // type wins: a number beside its unit over a number elsewhere.
  // A place is found by rule only where a script marks names (capitals) or a place word stands
  // beside it; "तेहरान में" is not: without a sentence holding one, a where-question keeps its order.
  // A count of the one entry in focus whose counted noun none of its sentences reads in any
  // language ("¿Cuántos colaboradores tiene?" after the Parsegar answer: the page says
  // "contributors"): the entry's sentences that state a count of the same kind — of persons for a
  // person noun, of things for another (Li & Roth 2002: NUM:count of HUM or of ENTY) — answer it.
  if (q.count && eligible.every((x) => x.type < 1) && countedIdx.size > 0 && new Set(ranked.map((x) => x.u.entry)).size === 1 && !countedRead(ranked, ownerOf, termsFor, countedIdx)) {
    const persons = q.counted.some((w) => agentive(w, language));
    const counts = ranked
      .filter((x) => x.u.quotable && countsNoun(x.u, persons) && !x.u.quote.some((t) => asks(t, x.u.locale) || isFirstPerson(t, locale, x.u.locale)))
      .map((x) => ({ ...x, type: Math.max(x.type, 0.5) }))
      .sort((a, b) => b.score - a.score || a.u.order - b.u.order);
    // None of that kind: the question is read as before.
    if (counts.length > 0) eligible = counts;
  }
  // A question for names of a closed class (ENTY:lang, LOC:country): the sentences that name the
  // most of them, when any does, as a where-question's place names.
  if (q.nameClass) {
    const strongest = Math.min(1, Math.max(0, ...eligible.map((x) => x.type)));
    if (strongest > 0) eligible = eligible.filter((x) => x.type >= strongest);
  } else if (q.type === 'quantity' || q.type === 'when' || q.type === 'where') {
    const strongest = Math.min(1, Math.max(0, ...eligible.map((x) => x.type)));
    // A number asked for (Li & Roth NUM) needs a sentence holding one, but how near it stands to
    // the question's words is evidence to weigh, not a tier: proximity is a scoring factor combined
    // with the match score (Tao & Zhai 2007, "An exploration of proximity measures in information
    // retrieval", SIGIR — proximity adjusts a BM25 score, it does not filter). A sentence whose
    // number stands three words from a common question word ("a client of Lumenhaus, had digitised
    // 1.2 million pages") must not beat the one that matches the question far better and states
    // the value a few words further on ("Lumenhaus …, a Berlin company of about 40 people"): the
    // score already holds the type feature (`1 + TYPE_BOOST × type × held`). A count (NUM:count: the
    // number before its counted noun) and a time (NUM:period, NUM:speed: a number with its time unit)
    // keep their strongest evidence first — those tiers tell another kind of quantity apart, not a
    // distance; so do dates and places (a year beside a month, a named institution over a place word).
    if (q.type === 'quantity' && !q.count && !q.time) eligible = eligible.filter((x) => x.type > 0);
    else if (q.type !== 'where' || strongest > 0) eligible = eligible.filter((x) => x.type > 0 && x.type >= strongest);
  }
  const best = eligible[0];
  if (!best) return [];
  // "¿Qué hizo en Lumenhaus?": a list question without a class word asks "what", not "which X".
  const gist = q.type === null || (q.type === 'list' && q.classWords.length === 0) ? entryGist(best.u, ranked.map((x) => x.u), termsFor(best.u.locale), ownerOf(best.u.locale), classStems, locale) : null;
  if (gist) return [{ source: gist[0]!.source, sentences: gist.map((it) => it.text), score: best.score, terms: [] }];
  const chosen: Quote[] = [];
  const covered = new Set<string>();
  const seen = new Set<string>();
  const key = (t: string) => normalizeForMatching(t).replace(/[\p{P}\s]+/gu, ' ').trim();
  const take = (x: (typeof eligible)[number]) => {
    const weights = termsFor(x.u.locale);
    const whole = headedList(x);
    if (whole) {
      const texts = whole.map((it) => it.text).filter((t) => !seen.has(key(t)));
      const terms = new Set(whole.flatMap((it) => it.terms.map((t) => t.stem)).filter((stem) => (weights.get(stem) ?? 0) > 0));
      chosen.push({ source: x.u.source, sentences: texts, score: x.score, terms: [...terms] });
      for (const t of [...terms, ...x.u.context]) covered.add(t);
      for (const t of texts) seen.add(key(t));
      return;
    }
    const items = x.u.items.filter((it) => !seen.has(key(it.text)) && !isFirstPerson(it.text, locale, it.locale));
    const terms = new Set([...x.own, ...items.flatMap((it) => it.terms.map((t) => t.stem)).filter((stem) => (weights.get(stem) ?? 0) > 0)]);
    const sentences = [...x.u.quote.filter((t) => !seen.has(key(t))), ...items.map((it) => it.text)];
    chosen.push({ source: x.u.source, sentences, score: x.score, terms: [...terms] });
    // The quote's title and headings are shown with it (its source link), so their question words are said too.
    for (const t of [...terms, ...x.u.context]) covered.add(t);
    for (const t of sentences) seen.add(key(t));
  };
  take(best);
  // A section that answers as a whole (its heading names every word asked, {@link headsEvery}) is
  // quoted from its lead on, in order, up to the quote's length: the lead says what the section
  // answers and the sentences after it give it ("Outcome": went live …; scores rose from 3.2 to 4.1).
  if (best.section) {
    const rest = ranked.filter((x) => x.u.source === best.u.source && x.u.contextText === best.u.contextText && x.u.order > best.u.order && x.u.quotable && !x.u.step
      && !x.u.quote.some((t) => asks(t, x.u.locale) || isFirstPerson(t, locale, x.u.locale))).sort((a, b) => a.u.order - b.u.order);
    for (const x of rest) {
      if (chosen.reduce((n, c) => n + c.sentences.length, 0) >= EXTRACTIVE_MAX_SENTENCES) break;
      const texts = x.u.quote.filter((t) => !seen.has(key(t)));
      if (texts.length === 0) continue;
      chosen[0]!.sentences.push(...texts);
      for (const t of texts) seen.add(key(t));
    }
  }
  for (const x of eligible.slice(1)) {
    if (chosen.length >= EXTRACTIVE_MAX_SENTENCES) break;
    if (x.score < CLOSE_SCORE * best.score) break;
    if (x.u.quote.every((t) => seen.has(key(t)))) continue;
    // No filler: a further quote must bring a question word none of the chosen ones has.
    if (!topical(x).some((stem) => !covered.has(stem))) continue;
    take(x);
  }
  return chosen;
}

/** Whether a sentence or heading of the passages holds a stem of the question's counted noun (in any language, any translation). */
/**
 * Lexical units of FrameNet 1.7's `Reasoning` frame (argue, argument, reason, prove, demonstrate:
 * an Arguer presents Content as true) and `Opinion` frame (think, believe, view, opinion), with
 * the recommendation verbs of `Attempt_suasion` (recommend, advise, urge), per language — what a
 * sentence stating a view holds. Whole words (a zh unit as a substring).
 */
const ARGUE_LIST: Record<Locale, string[]> = {
  en: ['argue', 'argues', 'argued', 'argument', 'believes', 'believe', 'recommend', 'recommends', 'advises', 'urges', 'in her view', 'in her opinion'],
  de: ['argumentiert', 'meint', 'glaubt', 'empfiehlt', 'rät', 'ihrer meinung', 'ihrer ansicht'],
  fr: ['soutient', 'affirme', 'argumente', 'estime', 'croit', 'recommande', 'conseille', 'selon elle'],
  es: ['sostiene', 'argumenta', 'afirma', 'cree', 'recomienda', 'aconseja', 'en su opinión'],
  pt: ['sustenta', 'argumenta', 'afirma', 'acredita', 'recomenda', 'aconselha', 'na opinião dela'],
  ru: ['утверждает', 'доказывает', 'считает', 'полагает', 'рекомендует', 'советует', 'по её мнению', 'по ее мнению'],
  fa: ['استدلال', 'معتقد', 'توصیه', 'به نظر او', 'به باور او'],
  ar: ['تجادل', 'ترى', 'تعتقد', 'توصي', 'تنصح', 'في رأيها'],
  hi: ['तर्क', 'मानती', 'सलाह', 'सुझाव', 'उनके अनुसार', 'उनकी राय में'],
  zh: ['认为', '主张', '论证', '建议', '推荐', '看来'],
};
const ARGUES: Record<Locale, RegExp> = Object.fromEntries(Object.entries(ARGUE_LIST).map(([l, xs]) => [l, l === 'zh' ? hanPhrases(xs) : phrases(xs)])) as Record<Locale, RegExp>;
/** Whether a sentence states a view ({@link ARGUES}), in its own language. */
function argues(u: Unit): boolean {
  return u.quote.some((t) => ARGUES[u.locale].test(normalizeForMatching(t)));
}

/**
 * Whether a sentence is about the topic of an attitude question ({@link QuestionAnalysis.topic}):
 * at least one topic word is held by the sentence itself, and the topic's referents are all held
 * by the sentence or the headings and title it stands under — every topic word ("learning Arabic"
 * is not "Arabic"), or for a which-X question its names ({@link QuestionAnalysis.topicNames}: it
 * asks for a member of the class, and its other words modify the class — "quel moteur de
 * recherche …, Solr ou Elasticsearch" is answered by a sentence naming Solr that says no "search").
 * @param owner the question word (index) each stem of the sentence's language stands for
 */
function aboutTopic(x: Ranking['ranked'][number], q: Pick<QuestionAnalysis, 'topic' | 'topicNames' | 'classWords'>, owner: ReadonlyMap<string, number>): boolean {
  const held = new Set(x.own.map((stem) => owner.get(stem)));
  const around = new Set([...x.u.headingStems, ...x.u.titleStems].map((stem) => owner.get(stem)));
  const referents = q.classWords.length > 0 ? q.topicNames : q.topic;
  return q.topic.some((k) => held.has(k)) && referents.every((k) => held.has(k) || around.has(k));
}

function countedRead(ranked: Ranking['ranked'], ownerOf: Ranking['ownerOf'], termsFor: Ranking['termsFor'], countedIdx: ReadonlySet<number>): boolean {
  return ranked.some((x) => {
    const owner = ownerOf(x.u.locale);
    const weights = termsFor(x.u.locale);
    const counted = (stem: string) => (weights.get(stem) ?? 0) > 0 && countedIdx.has(owner.get(stem)!);
    return x.u.terms.some((t) => counted(t.stem)) || [...x.u.context].some(counted);
  });
}

/**
 * Whether a sentence states a count: a number (not a year, not a measure's cut-off, not a
 * duration's) standing before its noun within three words (UD `nummod`, as {@link typeFeature}
 * reads it); with `persons`, a noun for persons ({@link agentive}: "41 contributors").
 */
function countsNoun(u: Unit, persons: boolean): boolean {
  const text = u.quote.join(' ');
  const tokens = words(text);
  const cutoff = cutoffTokens(text, tokens);
  return tokens.some((t, i) => {
    if (cutoff.has(i) || !((NUMERAL_WORD.test(t) && !YEAR.test(t)) || numberWords(u.locale).test(t))) return false;
    if (timeUnits(u.locale).test(tokens.slice(i + 1, i + 3).join(' '))) return false;
    const after = tokens.slice(i + 1, i + 4).filter((w) => !NUMERAL_WORD.test(w));
    return persons ? after.some((w) => agentive(w, u.locale)) : after.some((w) => isContentWord(w));
  });
}

/**
 * A question that names an entry and nothing else ("What did she do at Lumenhaus?", "Que
 * faisait-elle chez Ketabnama ?": every word it asks is a word of the entry's title, and it asks
 * for no type of value) asks for the entry as a whole, and the entry's first list says what it
 * holds — the items of its main section ("Key work", "What Parsegar does"): Edmundson's location
 * method ("New Methods in Automatic Extracting", 1969) takes a document's gist from its first
 * sections, and a CommonMark list is one block. Quoting the sentence that merely repeats the name
 * answers beside the point. The list in the reader's language when the entry has one there.
 * @returns the list's items (up to {@link MAX_LIST_ITEMS}), or null when the question asks more than the entry's name or the entry has no quotable list
 */
function entryGist(top: Unit, units: readonly Unit[], weights: Map<string, number>, owner: Map<string, number>, classStems: ReadonlySet<string>, reader: Locale): Unit[] | null {
  if (top.entry === 'title:') return null;
  const asked = new Set<number>();
  const named = new Set<number>();
  for (const [stem, w] of weights) {
    if (w <= 0 || classStems.has(stem)) continue;
    const k = owner.get(stem)!;
    asked.add(k);
    if (top.titleStems.has(stem)) named.add(k);
  }
  if (asked.size === 0 || named.size < asked.size) return null;
  const lists = units.filter((u) => u.entry === top.entry && u.list && u.list[0] === u && u.list.length >= 2 && !u.step
    && u.list.every((it) => it.quotable && !asks(it.text, it.locale) && !isFirstPerson(it.text, reader, it.locale)));
  const list = (lists.find((u) => u.locale === reader) ?? lists[0])?.list;
  return list ? list.slice(0, MAX_LIST_ITEMS) : null;
}

/** First-person sentences are never quoted: checked in the reader's language and the sentence's own. */
function isFirstPerson(text: string, reader: Locale, own: Locale): boolean {
  return firstPersonWords(text, reader).length > 0 || (own !== reader && firstPersonWords(text, own).length > 0);
}
