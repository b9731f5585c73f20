/**
 * Sentence selection for the extractive answerer (the zero-key default): which sentences of the
 * retrieved passages answer the question. It never writes text of its own — it only chooses.
 *
 * 1. The question: its content words (stemmed per language), the author's name left out, and its
 *    type from question words of the ten site languages (data below): how, why, list ("which
 *    tools"), when, where, who, how many, definition ("what is X").
 * 2. The candidates: every sentence of the passages — in the reader's language when one of those
 *    passages has an answer, else English, else any — list items one by one, a line ending in a
 *    colon together with the list it introduces; titles and headings are context, not quotes.
 *    Questions, lists of questions ("What X is, why …, how …") and first-person sentences are
 *    never quoted.
 * 3. The score: BM25 over the candidate sentences (IDF over the candidate passages; k1 = 1.2,
 *    b = 0.75, Robertson & Zaragoza 2009) with the passage's title and headings as a second field and the passage's
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
import { contentWords, isLocale, normalizeForMatching, stemmerFor, words, type Locale } from '@/lib/text';

export { stemmerFor } from '@/lib/text';

/** A passage as the answerer receives it (the prompt's numbered sources, `[S1]` first). */
export interface ExtractiveSource {
  content: string;
  locale?: string;
  /** Heading path of the passage ("Installation › Docker"): context for its sentences. */
  heading?: string;
  /** Title of the entry: context for its sentences. */
  title?: string;
}

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
/** Weight of the title/heading field against the sentence's own text (BM25F). */
export const CONTEXT_WEIGHT = 1;
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

export type QuestionType = 'how' | 'why' | 'list' | 'when' | 'where' | 'who' | 'quantity' | 'definition';

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

/**
 * Question words per language, first match wins (quantity before how: "how many" is not a "how").
 * Regex sources on normalized text (lower case; Arabic letters in their Persian forms, so Arabic
 * patterns are normalized too). `list` patterns match the question word only: the class words
 * are the content words right after it.
 */
// Only the non-ASCII runs are normalized: the ASCII is regex syntax (\\p{L} must keep its case).
const Q = (src: string) => new RegExp(src.replace(/[^\x00-\x7F]+/g, (m) => normalizeForMatching(m)), 'u');
const B = '(?<![\\p{L}\\p{M}])';
const E = '(?![\\p{L}\\p{M}])';
const QUESTION_TYPES: Record<Locale, [QuestionType, RegExp][]> = {
  en: [
    ['quantity', Q(`${B}(how (many|much|long|often|old|large|big|fast)|(by )?what (percent|percentage|share|fraction|number))${E}`)],
    ['when', Q(`${B}(when|since when|what year|which year|what date)${E}`)],
    ['where', Q(`${B}(where|which (city|country|university|company|institute))${E}`)],
    ['who', Q(`${B}(who|whom|whose)${E}`)],
    ['why', Q(`${B}(why|what for|what (role|purpose)|what is the (point|purpose|role) of)${E}`)],
    ['how', Q(`${B}(how|in what way|what steps|by what means)${E}`)],
    ['definition', Q(`^\\s*(what|what's)${E}\\s*(is|are|does .+ mean|'s)${E}`)],
    ['list', Q(`${B}(which|what(?= (?!(is|are|was|were|does|did|do|has|have|had|can|could|should|would|will|about|kind|sort|type)${E})\\p{L}))${E}`)],
  ],
  de: [
    ['quantity', Q(`${B}wie (viele|viel|lange|oft|groß|alt)${E}`)],
    ['when', Q(`${B}(wann|seit wann|bis wann|in welchem jahr)${E}`)],
    ['where', Q(`${B}(wo|woher|wohin|an welcher (universität|hochschule)|in welcher stadt)${E}`)],
    ['who', Q(`${B}(wer|wem|wen|wessen)${E}`)],
    ['why', Q(`${B}(warum|weshalb|wieso|wozu|welche rolle|welchen zweck)${E}`)],
    ['how', Q(`${B}(wie|auf welche weise)${E}`)],
    ['definition', Q(`^\\s*was (ist|sind|bedeutet|heißt)${E}`)],
    ['list', Q(`${B}(welche|welcher|welches|welchen|welchem|was für)${E}`)],
  ],
  fr: [
    ['quantity', Q(`${B}(combien|quel pourcentage)${E}`)],
    ['when', Q(`${B}(quand|depuis quand|en quelle année|à quelle date)${E}`)],
    ['where', Q(`${B}(où|d['’]où)${E}`)],
    ['who', Q(`(^\\s*|${B}(avec|pour|de|à) )qui${E}`)],
    ['why', Q(`${B}(pourquoi|à quoi sert|à quoi servent|quel rôle|quelle fonction)${E}`)],
    ['how', Q(`${B}(comment|de quelle (manière|façon))${E}`)],
    ['definition', Q(`${B}(qu['’]est[- ]ce que|qu['’]est[- ]ce qu['’]|c['’]est quoi|que signifie|que veut dire)`)],
    ['list', Q(`${B}(quels|quelles|quel|quelle|lesquels|lesquelles)${E}`)],
  ],
  es: [
    ['quantity', Q(`${B}(cuántos|cuántas|cuánto|cuánta|qué porcentaje)${E}`)],
    ['when', Q(`${B}(cuándo|desde cuándo|hasta cuándo|en qué año)${E}`)],
    ['where', Q(`${B}(dónde|adónde|de dónde)${E}`)],
    ['who', Q(`${B}(quién|quiénes)${E}`)],
    ['why', Q(`${B}(por qué|para qué|qué papel|qué función)${E}`)],
    ['how', Q(`(${B}(cómo|de qué (manera|forma))|^\\s*¿?como)${E}`)],
    ['definition', Q(`${B}qué (es|son|significa)${E}`)],
    ['list', Q(`${B}(qué|cuál|cuáles)${E}`)],
  ],
  pt: [
    ['quantity', Q(`${B}(quantos|quantas|quanto|quanta|que percentagem|qual (a )?porcentagem)${E}`)],
    ['when', Q(`${B}(quando|desde quando|em que ano)${E}`)],
    ['where', Q(`${B}(onde|aonde|de onde)${E}`)],
    ['who', Q(`${B}quem${E}`)],
    ['why', Q(`${B}(por que|por quê|para que serve|qual (é )?o papel|que papel|qual a função)${E}`)],
    ['how', Q(`(^\\s*como|${B}de que (forma|maneira))${E}`)],
    ['definition', Q(`${B}o que (é|são|significa)${E}`)],
    ['list', Q(`${B}(quais|qual|que(?= \\p{L}+ (ela|ele|a|o)${E}))${E}`)],
  ],
  ru: [
    ['quantity', Q(`${B}сколько${E}`)],
    ['when', Q(`${B}(когда|в каком году|с какого года)${E}`)],
    ['where', Q(`${B}(где|куда|откуда|в каком (городе|университете))${E}`)],
    ['who', Q(`${B}(кто|кого|кому|кем)${E}`)],
    ['why', Q(`${B}(почему|зачем|для чего|какую роль|какова роль)${E}`)],
    ['how', Q(`${B}(как|каким образом)${E}`)],
    ['definition', Q(`${B}что (такое|означает|значит)${E}`)],
    ['list', Q(`${B}(какие|каких|каким|какими|какой|какая|какое|какую)${E}`)],
  ],
  fa: [
    ['quantity', Q(`${B}(چند|چه تعداد|چقدر|چه مقدار)${E}`)],
    ['when', Q(`${B}(چه زمانی|چه سالی|چه وقت|از کی|تا کی|کی)${E}`)],
    ['where', Q(`${B}(کجا|کجای|چه شهری|کدام شهر|کدام دانشگاه)${E}`)],
    ['who', Q(`${B}(چه کسی|چه کسانی|کیست|کیستند)${E}`)],
    ['why', Q(`${B}(چرا|به چه دلیل|برای چه|چه نقشی|چه کاربردی|چه فایده ای)${E}`)],
    ['how', Q(`${B}(چگونه|چطور|چه طور|چه جوری|به چه روشی|با چه روشی)${E}`)],
    ['definition', Q(`${B}(چیست|چه چیزی است|یعنی چه)${E}`)],
    // "چه ابزارهایی" / "چه ابزار‌هایی" (the plural suffix joined or after a ZWNJ); "چه نقشی" is not a list.
    ['list', Q(`${B}(کدام|چه(?= (\\S+ )?\\S*(هایی|های)${E}))${E}`)],
  ],
  ar: [
    ['quantity', Q(`(^\\s*|${B})(كم|بكم|ما نسبة)${E}`)],
    ['when', Q(`${B}(متى|منذ متى|في أي عام|في أي سنة)${E}`)],
    ['where', Q(`${B}(أين|من أين)${E}`)],
    ['who', Q(`(^\\s*من${E}|${B}(من هو|من هي|من هم|مع من)${E})`)],
    ['why', Q(`${B}(لماذا|ما دور|ما فائدة|ما الغرض)${E}`)],
    ['how', Q(`${B}(كيف|بأي طريقة)${E}`)],
    ['definition', Q(`${B}(ما هو|ما هي|ما معنى|ماذا يعني)${E}(?!\\s+ال)`)],
    ['list', Q(`(${B}ما(?= ال)|${B}أي${E}|${B}ما هي(?= ال))`)],
  ],
  hi: [
    ['quantity', Q(`${B}(कितने|कितनी|कितना)`)],
    ['when', Q(`${B}(कब|किस साल|किस वर्ष)`)],
    ['where', Q(`${B}(कहाँ|कहां|किस शहर|किस विश्वविद्यालय)`)],
    ['list', Q(`${B}(कौन[- ]से|कौन[- ]सी|कौन[- ]सा|कौन-कौन|किन)`)],
    ['who', Q(`${B}(कौन|किसने|किसके|किसको)`)],
    ['why', Q(`${B}(क्यों|किस लिए|क्या भूमिका|क्या उपयोग)`)],
    ['how', Q(`${B}(कैसे|किस तरह|किस प्रकार)`)],
    ['definition', Q(`(क्या है|क्या होता है|का क्या अर्थ|का मतलब)`)],
  ],
  zh: [
    ['quantity', /多少|几(个|年|位|种)?/u],
    ['when', /什么时候|何时|哪年|哪一年/u],
    ['where', /哪里|哪儿|在哪|什么地方/u],
    ['who', /谁/u],
    ['why', /为什么|为何|什么作用|有什么用|起什么作用/u],
    ['how', /如何|怎么|怎样|怎麼/u],
    ['definition', /是什么|什么是|指什么/u],
    ['list', /哪些|哪个|哪种|哪(?=[\p{Script=Han}])|什么(?=[\p{Script=Han}])/u],
  ],
};

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
const DIGIT = /\d/u;

// ───────────────────────────── question ─────────────────────────────

const PERSIAN_PLURAL = /^(هایی|های)$|\S(هایی|های)$/u;

/** What the question asks, as the scorer uses it. */
export interface QuestionAnalysis {
  type: QuestionType | null;
  /** Normalized content words of the question (the author's name and question words left out). */
  words: string[];
  /** Class words of a list question ("programming", "languages"), weighted {@link CLASS_WORD_WEIGHT}. */
  classWords: string[];
}

/**
 * Reads a question: its type and content words.
 * @param ignore normalized words that never count (the author's name: every entry is hers)
 */
export function analyzeQuestion(question: string, locale: Locale, ignore: ReadonlySet<string> = new Set()): QuestionAnalysis {
  const norm = normalizeForMatching(question);
  let type: QuestionType | null = null;
  let classWords: string[] = [];
  for (const [t, re] of QUESTION_TYPES[locale]) {
    const m = re.exec(norm);
    if (!m) continue;
    type = t;
    if (t === 'list') {
      // The class: the content words right after the question word, up to the first other word.
      const after = words(norm.slice(m.index + m[0].length));
      for (const [k, w] of after.slice(0, 3).entries()) {
        if (contentWords(w).length === 0 || ignore.has(w)) break;
        classWords.push(w);
        // Persian marks the class noun with the plural suffix, joined or after a ZWNJ: it ends the class.
        if (classWords.length === 2 || PERSIAN_PLURAL.test(w) || PERSIAN_PLURAL.test(after[k + 1] ?? '')) break;
      }
    }
    break;
  }
  const qWords = contentWords(question).filter((w) => !ignore.has(w));
  classWords = classWords.filter((w) => qWords.includes(w));
  // With nothing but the class to go on ("Which Elasticsearch analyzers did she use?"), the class is the topic.
  if (classWords.length === qWords.length) classWords = [];
  return { type, words: qWords, classWords };
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
  quotable: boolean;
  /** Ends with a colon and a list follows in the same passage: the list items come with it. */
  items: Unit[];
  /** A list item under a lead-in (a step). */
  step: boolean;
  order: number;
}

const TERMINATOR = /[.!?。！？؟।]$/u;

function stemsOf(text: string, locale: Locale): { stem: string; pos: number }[] {
  const stem = stemmerFor(locale);
  const content = new Set(contentWords(text));
  return words(text).flatMap((w, pos) => (content.has(w) ? [{ stem: stem(w), pos }] : []));
}

/** The full stop of a text's script, so a quoted list item or lead-in reads as a sentence. */
export function fullStop(t: string): string {
  return /\p{Script=Han}/u.test(t) ? '。' : /\p{Script=Devanagari}/u.test(t) ? '।' : '.';
}

const COLON_END = /[:：]$/u;

/**
 * Splits passages into candidate units; headings and titles become their sentences' context.
 * A line ending in a colon whose list follows is quoted with the list. One whose code block or
 * table was dropped from the passage is quoted with the sentence before it in its paragraph
 * ("Use `allowed_domains` to restrict the spider to specific domains. This prevents it from
 * following links to external websites:"), the colon read as a full stop: the text it announced is
 * not in the passage, and the statement before the colon stands on its own.
 */
function candidates(sources: ExtractiveSource[], readerLocale: Locale, accept: (sourceLocale: string | undefined) => boolean): Unit[] {
  const units: Unit[] = [];
  sources.forEach((s, i) => {
    if (!accept(s.locale)) return;
    const locale: Locale = isLocale(s.locale) ? s.locale : readerLocale;
    const baseContext = `${s.title ?? ''} ${s.heading ?? ''}`;
    let local = '';
    let leadIn: Unit | null = null;
    for (const block of s.content.split(/\n\s*\n/)) {
      const lines = block.split('\n').map((l) => l.trim()).filter(Boolean);
      const isList = lines.length > 0 && lines.every((l) => /^[-*]\s/.test(l));
      const texts = isList ? lines.map((l) => l.replace(/^[-*]\s+/, '')) : [block];
      const introducedBy = isList ? leadIn : null;
      if (leadIn && !isList) dangling(leadIn, locale);
      leadIn = null;
      let previous: Unit | null = null;
      for (const t of texts) {
        for (const raw of splitSentences(t)) {
          const text = raw.replace(/^[-*]\s+/, '').replace(/\s*\n\s*/g, ' ').trim();
          if (!text) continue;
          const headingLike = !isList && !TERMINATOR.test(text) && !COLON_END.test(text);
          if (headingLike) { local = text; continue; }
          const terms = stemsOf(text, locale);
          const unit: Unit = {
            source: i + 1, locale, text, quote: [text], terms, length: terms.length,
            context: new Set(stemsOf(`${baseContext} ${local}`, locale).map((x) => x.stem)),
            contextText: normalizeForMatching(`${s.heading ?? ''} ${local}`),
            quotable: words(text).length >= 4 && text.length <= MAX_SENTENCE_CHARS && !COLON_END.test(text),
            items: [], step: introducedBy !== null, order: units.length, before: isList ? null : previous,
          };
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

/** Whether a unit has what a question of this type asks for, in [0, 1]. */
function typeFeature(type: QuestionType | null, u: Unit, qStems: Set<string>, people: ReadonlySet<string>): number {
  if (!type) return 0;
  const norm = normalizeForMatching(u.text);
  switch (type) {
    case 'how':
      return u.items.length > 0 || u.step || MEANS[u.locale].test(norm) ? 1 : 0;
    case 'why':
      return REASONS[u.locale].test(norm) || WHY_WORDS[u.locale].test(u.contextText) ? 1 : 0;
    case 'list': {
      const n = names(u.text).size;
      const enumerates = LIST_SEPARATOR.test(u.text) || AND_WORDS[u.locale].test(norm);
      return u.items.length >= 2 ? 1 : enumerates ? (n >= 3 ? 1 : n === 2 ? 0.5 : 0) : 0;
    }
    case 'when':
      return YEAR.test(norm) || monthsOf(u.locale).test(norm) ? 1 : 0;
    case 'where':
      return PLACES[u.locale].test(norm) || PLACE_NAME.test(u.text) ? 1 : 0;
    case 'who':
      // A role, a full name, or the author herself (her name is the one person every entry is about).
      return ROLES[u.locale].test(norm) || /\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+/u.test(u.text.slice(1)) || words(u.text).some((w) => people.has(w)) ? 1 : 0;
    case 'quantity':
      return DIGIT.test(norm) ? 1 : 0;
    case 'definition': {
      // "X is …": a question term early in the sentence, a copula within a few words after it,
      // and the sentence does not itself open like a question ("What X is, why …").
      const early = u.terms.filter((t) => qStems.has(t.stem) && t.pos < 8);
      if (early.length === 0) return 0;
      const tokens = words(u.text);
      const after = tokens.slice(Math.max(...early.map((t) => t.pos)) + 1, Math.max(...early.map((t) => t.pos)) + 5).join(' ');
      if (QUESTION_TYPES[u.locale].some(([, re]) => re.test(tokens.slice(0, 2).join(' ')))) return 0;
      return COPULAS[u.locale].test(after) ? 1 : 0;
    }
  }
}

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

/** Question stems in every language of the candidates. */
function qTermsAll(termsFor: (l: Locale) => Map<string, number>, units: Unit[]): string[] {
  return [...new Set(units.map((u) => u.locale))].flatMap((l) => [...termsFor(l).keys()]);
}

interface Ranking { q: QuestionAnalysis; ranked: (RankedSentence & { u: Unit })[]; termsFor: (l: Locale) => Map<string, number> }

/**
 * Which passages are read, in turn: the reader's language; else English, the site's fallback
 * language; else any. A later group is read only when the earlier one has nothing to quote (a
 * translated entry may hold only a title and a teaser).
 */
function languageTiers(reader: Locale): ((l: string | undefined) => boolean)[] {
  return [(l) => l === reader, (l) => l === 'en', () => true];
}

/**
 * Scores every candidate sentence of the passages against the question (see the module comment),
 * in the language group {@link chooseQuotes} quotes from.
 * @param opts.ignoreWords normalized words that never count as question words (the author's name)
 */
export function rankSentences(question: string, sources: ExtractiveSource[], locale: Locale, opts: { ignoreWords?: ReadonlySet<string> } = {}): RankedSentence[] {
  let first: Ranking | null = null;
  for (const accept of languageTiers(locale)) {
    const r = rank(question, sources, locale, opts, accept);
    if (r.ranked.length === 0) continue;
    first ??= r;
    if (choose(r, locale).length > 0) { first = r; break; }
  }
  return (first?.ranked ?? []).map(({ u: _u, ...r }) => r);
}

function rank(question: string, sources: ExtractiveSource[], locale: Locale, opts: { ignoreWords?: ReadonlySet<string> }, accept: (l: string | undefined) => boolean): Ranking {
  const q = analyzeQuestion(question, locale, opts.ignoreWords);
  const units = candidates(sources, locale, accept);

  // Question terms per language of the candidates (a question is stemmed like the text it meets).
  const qTerms = new Map<Locale, Map<string, number>>();
  const termsFor = (l: Locale) => {
    let m = qTerms.get(l);
    if (!m) {
      m = new Map();
      for (const w of q.words) {
        const stem = stemmerFor(l)(w);
        m.set(stem, Math.max(m.get(stem) ?? 0, q.classWords.includes(w) ? CLASS_WORD_WEIGHT : 1));
      }
      qTerms.set(l, m);
    }
    return m;
  };

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
  const idf = (stem: string) => Math.log(1 + (N - (df.get(stem) ?? 0) + 0.5) / ((df.get(stem) ?? 0) + 0.5));

  const asked = [...new Set([...qTermsAll(termsFor, units)])].filter((stem) => df.has(stem));
  const meanIdf = asked.length ? asked.reduce((n, stem) => n + idf(stem), 0) / asked.length : 0;
  const scored = units.map((u) => {
    const weights = termsFor(u.locale);
    const tf = new Map<string, number>();
    for (const t of u.terms) if (weights.has(t.stem)) tf.set(t.stem, (tf.get(t.stem) ?? 0) + 1);
    let bm25 = 0;
    // How much of the question (IDF-weighted, over the words the passages hold at all) the
    // sentence or its headings hold: the type bonus weighs that much. A sentence of the right
    // kind that shares one common word of the question does not beat the one about its topic.
    let heldWeight = 0;
    let askedWeight = 0;
    for (const [stem, w] of weights) {
      const own = (tf.get(stem) ?? 0) / (1 - BM25_B + BM25_B * (u.length / avgLength));
      const field = own + (u.context.has(stem) ? CONTEXT_WEIGHT : 0) + (passageTerms.get(u.source)!.has(stem) ? PASSAGE_WEIGHT : 0);
      if (field > 0) bm25 += w * idf(stem) * (field * (BM25_K1 + 1)) / (field + BM25_K1);
      if (df.has(stem)) {
        askedWeight += w * idf(stem);
        heldWeight += w * idf(stem) * Math.min(1, (tf.get(stem) ?? 0) + (u.context.has(stem) ? CONTEXT_WEIGHT : 0));
      }
    }
    const held = askedWeight > 0 ? heldWeight / askedWeight : 0;
    // Proximity of two distinct question terms in the sentence's own text.
    const hits = u.terms.filter((t) => weights.has(t.stem));
    let delta = Infinity;
    for (const a of hits) for (const b of hits) if (a.stem !== b.stem) delta = Math.min(delta, Math.abs(a.pos - b.pos));
    // Scaled by the question's mean IDF, so it weighs the same against BM25 whatever the number of passages.
    const proximity = Number.isFinite(delta) ? (Math.log(PROXIMITY_ALPHA + Math.exp(-delta)) - Math.log(PROXIMITY_ALPHA)) * meanIdf : 0;
    const type = typeFeature(q.type, u, new Set(weights.keys()), opts.ignoreWords ?? new Set());
    const own = [...tf.keys()].filter((s) => (weights.get(s) ?? 0) > 0);
    // Retrieval order breaks ties: earlier passages ranked higher.
    const score = (bm25 + proximity) * (1 + TYPE_BOOST * type * held) - u.source * 1e-6;
    return { u, source: u.source, text: u.quote.join(' '), score, bm25, proximity, type, own, quotable: u.quotable, items: u.items.map((it) => it.text) };
  });
  return { q, ranked: scored, termsFor };
}

/**
 * Chooses the quotes that answer a question from the passages.
 * @param sources passages, `[S1]` first
 * @param opts.ignoreWords normalized words that never count as question words (the author's name)
 * @returns up to {@link EXTRACTIVE_MAX_SENTENCES} quotes, best first; empty when no sentence of the
 *   passages holds a question word of its own
 */
export function chooseQuotes(question: string, sources: ExtractiveSource[], locale: Locale, opts: { ignoreWords?: ReadonlySet<string> } = {}): Quote[] {
  for (const accept of languageTiers(locale)) {
    const quotes = choose(rank(question, sources, locale, opts, accept), locale);
    if (quotes.length > 0) return quotes;
  }
  return [];
}

function choose({ q, ranked, termsFor }: Ranking, locale: Locale): Quote[] {
  if (q.words.length === 0) return [];
  // A sentence must hold a question word of its own that is not a class word: in "which
  // programming languages does she work with", a sentence that only says "languages" talks about
  // languages (human ones, say); the answer names instances and shares the rest ("work").
  const topical = (x: (typeof ranked)[number]) => x.own.filter((stem) => termsFor(x.u.locale).get(stem) === 1);
  const eligible = ranked
    .filter((x) => x.u.quotable && topical(x).length > 0 && !x.u.quote.some((t) => asks(t, x.u.locale) || isFirstPerson(t, locale, x.u.locale)))
    .sort((a, b) => b.score - a.score || a.u.order - b.u.order);
  const best = eligible[0];
  if (!best) return [];
  const chosen: Quote[] = [];
  const covered = new Set<string>();
  const seen = new Set<string>();
  const key = (t: string) => normalizeForMatching(t).replace(/[\p{P}\s]+/gu, ' ').trim();
  const take = (x: (typeof eligible)[number]) => {
    const weights = termsFor(x.u.locale);
    const items = x.u.items.filter((it) => !seen.has(key(it.text)) && !isFirstPerson(it.text, locale, it.locale));
    const terms = new Set([...x.own, ...items.flatMap((it) => it.terms.map((t) => t.stem)).filter((stem) => (weights.get(stem) ?? 0) > 0)]);
    const sentences = [...x.u.quote.filter((t) => !seen.has(key(t))), ...items.map((it) => it.text)];
    chosen.push({ source: x.u.source, sentences, score: x.score, terms: [...terms] });
    // The quote's title and headings are shown with it (its source link), so their question words are said too.
    for (const t of [...terms, ...x.u.context]) covered.add(t);
    for (const t of sentences) seen.add(key(t));
  };
  take(best);
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

/** First-person sentences are never quoted: checked in the reader's language and the sentence's own. */
function isFirstPerson(text: string, reader: Locale, own: Locale): boolean {
  return firstPersonWords(text, reader).length > 0 || (own !== reader && firstPersonWords(text, own).length > 0);
}
