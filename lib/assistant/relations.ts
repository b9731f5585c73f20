/**
 * Her entries as facts (issue 22): questions about the structure of the author's CV — the job
 * before or after one she names, her first or current job, where she took which degree — are
 * answered from that structure (kind, dates, current flag), not by the nearest sentence: "Where did
 * she work before Nahrvald Labs?" is the CV entry that ends before that one starts, and a sentence
 * about Nahrvald is beside the point. The answer is the entry itself — its title and dates as the
 * site shows them, then its summary — cited to it, in the reader's language where translated.
 *
 * The words that mark a relation are closed classes of each language (temporal prepositions and
 * adverbs, ordinals, "now"), with the nouns for a job and for degrees; our lists, matched as whole
 * words on the normalized question (Chinese as a substring).
 */
import type { LocalizedEntry } from '@/lib/db';
import { adverbOnly, type QuestionValue } from '@/lib/question';
import { DATE_HEADS } from '@/lib/question/types';
import { persianQuestionForms } from '@/lib/retrieval/overview';
import { isContentWord, LOCALES, normalizeForMatching, stemmerFor, words, type Locale } from '@/lib/text';
import { nameCandidates, nameIndex, nameSupported } from '@/lib/gate/names';
import { entryHref } from './events';

/** What a relation question asks for. */
export type Relation =
  | { kind: 'based' }
  /** `of`: the neighbour asked for is a job ("Where did she work after X?") or a degree ("What did she study before X?"); absent, any CV entry. */
  | { kind: 'before' | 'after'; of?: 'job' | 'degree' }
  | { kind: 'first' | 'current' }
  | { kind: 'degree'; level: 'bachelor' | 'master' | 'doctorate' };

type Lists = Record<Locale, string[]>;
const BEFORE: Lists = {
  en: ['before', 'prior to', 'previously', 'earlier'], de: ['vor', 'bevor', 'davor', 'zuvor', 'vorher'], fr: ['avant'], es: ['antes'], pt: ['antes'],
  ru: ['до', 'перед', 'раньше', 'прежде'], fa: ['قبل', 'پیش از', 'پیش'], ar: ['قبل'], hi: ['पहले'], zh: ['之前', '以前', '此前'],
};
const AFTER: Lists = {
  en: ['after', 'afterwards', 'next'], de: ['nach', 'nachdem', 'danach', 'nachher'], fr: ['après', 'ensuite'], es: ['después', 'luego'], pt: ['depois', 'após'],
  ru: ['после', 'потом'], fa: ['بعد', 'پس از'], ar: ['بعد'], hi: ['बाद', 'आगे'], zh: ['之后', '以后', '后来'],
};
const FIRST: Lists = {
  en: ['first', 'earliest'], de: ['erste', 'ersten', 'erster', 'erstes'], fr: ['premier', 'première'], es: ['primer', 'primera', 'primero'], pt: ['primeiro', 'primeira'],
  ru: ['первая', 'первой', 'первый', 'первую', 'первым'], fa: ['اولین', 'نخستین', 'اول'], ar: ['أول', 'الأولى', 'الأول'], hi: ['पहली', 'पहला'], zh: ['第一'],
};
const CURRENT: Lists = {
  en: ['now', 'currently', 'current', 'today', 'these days', 'at the moment'], de: ['jetzt', 'derzeit', 'aktuell', 'zurzeit', 'heute', 'momentan'],
  fr: ['actuellement', 'maintenant', 'aujourd’hui', "aujourd'hui", 'actuel', 'actuelle'], es: ['ahora', 'actualmente', 'actual', 'hoy'],
  pt: ['agora', 'atualmente', 'atual', 'hoje'], ru: ['сейчас', 'теперь', 'сегодня', 'текущая', 'текущее'], fa: ['اکنون', 'الان', 'فعلا', 'حالا', 'در حال حاضر', 'کنونی', 'فعلی'],
  ar: ['الآن', 'حاليا', 'حالياً', 'الحالي', 'الحالية'], hi: ['अभी', 'आजकल', 'वर्तमान', 'फिलहाल', 'फ़िलहाल'], zh: ['现在', '目前', '如今', '当前'],
};
/**
 * The latest of a series (the superlative of recency: "her latest job", "son poste le plus récent",
 * "последняя работа", "آخرین سمت"): on a CV the latest job is the one she holds or held last, which
 * the current-job relation answers ({@link relatedEntries} `current`: the ongoing job, else the
 * latest). The dictionaries' words for "latest"/"most recent" (Oxford, Duden, Le Robert, DLE,
 * Houaiss, Ozhegov, Dehkhoda, Hans Wehr, McGregor, 现代汉语词典); Arabic آخر is left out (also "other").
 */
const LATEST: Lists = {
  en: ['latest', 'recent', 'most recent', 'last'], de: ['letzte', 'letzten', 'letzter', 'neueste', 'neuesten', 'jüngste', 'jüngsten'],
  fr: ['récent', 'récente', 'dernier', 'dernière'], es: ['reciente', 'último', 'última'], pt: ['recente', 'último', 'última'],
  ru: ['последняя', 'последний', 'последней', 'последнее', 'последнюю', 'недавняя', 'недавний'], fa: ['آخرین', 'جدیدترین', 'تازه‌ترین'],
  ar: ['الأخير', 'الأخيرة', 'الأحدث', 'أحدث'], hi: ['नवीनतम', 'हालिया', 'आखिरी', 'आख़िरी'], zh: ['最近', '最新'],
};
/** Job and employer nouns and "work" verbs: a first/current/before question is about her jobs. */
const JOB: Lists = {
  en: ['job', 'jobs', 'work', 'works', 'worked', 'working', 'position', 'role', 'employer', 'employed', 'company'],
  de: ['job', 'stelle', 'arbeit', 'arbeitet', 'arbeitete', 'gearbeitet', 'position', 'arbeitgeber', 'beschäftigt', 'firma', 'tätig'],
  fr: ['emploi', 'poste', 'travail', 'travaille', 'travaillé', 'travaillait', 'employeur', 'entreprise', 'boulot'],
  es: ['trabajo', 'empleo', 'puesto', 'trabaja', 'trabajó', 'trabajaba', 'empleador', 'empresa', 'dedicaba', 'dedicó', 'dedica'],
  pt: ['emprego', 'trabalho', 'cargo', 'trabalha', 'trabalhou', 'trabalhava', 'empregador', 'empresa', 'dedicava', 'dedicou', 'dedica'],
  ru: ['работа', 'работу', 'работы', 'работает', 'работала', 'должность', 'работодатель', 'компания', 'компании'],
  fa: ['کار', 'شغل', 'کرد', 'میکند', 'می کند', 'کارفرما', 'شرکت', 'سمت'],
  ar: ['عمل', 'تعمل', 'عملت', 'وظيفة', 'وظيفتها', 'منصب', 'شركة'],
  hi: ['नौकरी', 'काम', 'पद', 'कंपनी'],
  zh: ['工作', '职位', '公司', '任职', '上班'],
};
/**
 * Verbs of moving between jobs and places: Levin's (1993) verb classes 51.1 (verbs of inherently
 * directed motion: go, leave, come, move), 55.1 (begin verbs: start, begin) and 55.2 (complete
 * verbs: finish, complete, end — "after finishing her master's" points from the degree's end, as
 * "after her master's" does), with "join" and "graduate", and the verbal nouns of ending
 * ("окончание", "إنهاء"). A
 * before/after question holding one asks for the neighbouring entry ("Where did she go after X?",
 * "Wo hat sie nach dem Master angefangen?"); matched by the language's stem (lib/text `stemmerFor`).
 */
const TRANSITION: Lists = {
  en: ['go', 'went', 'gone', 'leave', 'left', 'move', 'moved', 'join', 'joined', 'start', 'started', 'begin', 'began', 'switch', 'switched', 'come', 'came', 'finish', 'finished', 'complete', 'completed', 'end', 'ended', 'graduate', 'graduated'],
  de: ['gehen', 'ging', 'gegangen', 'wechseln', 'gewechselt', 'wechselte', 'anfangen', 'angefangen', 'fing', 'beginnen', 'begonnen', 'begann', 'verlassen', 'verließ', 'kommen', 'kam', 'gekommen', 'umgezogen', 'beenden', 'beendet', 'beendete', 'abschließen', 'abgeschlossen', 'abschluss'],
  fr: ['aller', 'allée', 'allé', 'partir', 'partie', 'parti', 'quitter', 'quitté', 'rejoindre', 'rejoint', 'commencer', 'commencé', 'passer', 'passée', 'entrer', 'entrée', 'terminer', 'terminé', 'finir', 'fini', 'achever', 'achevé', 'obtenu'],
  es: ['ir', 'fue', 'dejar', 'dejó', 'salir', 'salió', 'entrar', 'entró', 'unirse', 'unió', 'empezar', 'empezó', 'comenzar', 'comenzó', 'pasar', 'pasó', 'mudó', 'terminar', 'terminó', 'acabar', 'acabó', 'finalizar', 'finalizó', 'graduarse', 'graduó'],
  pt: ['ir', 'foi', 'sair', 'saiu', 'deixar', 'deixou', 'entrar', 'entrou', 'começar', 'começou', 'passar', 'passou', 'mudou', 'juntou', 'terminar', 'terminou', 'concluir', 'concluiu', 'acabar', 'acabou', 'formou', 'formar'],
  ru: ['пошла', 'пойти', 'ушла', 'уйти', 'перешла', 'перейти', 'начала', 'начать', 'устроилась', 'поступила', 'присоединилась', 'переехала', 'окончила', 'окончить', 'закончила', 'закончить', 'окончания', 'окончание', 'окончании', 'окончанием', 'завершения', 'завершила'],
  fa: ['رفت', 'بره', 'برود', 'رفتن', 'پیوست', 'شروع', 'ترک', 'آمد', 'اومد', 'تمام', 'پایان', 'فارغ‌التحصیل', 'فارغ التحصیلی'],
  ar: ['انتقلت', 'ذهبت', 'التحقت', 'انضمت', 'غادرت', 'بدأت', 'تركت', 'أنهت', 'إنهاء', 'انتهاء', 'تخرجت', 'تخرجها', 'أكملت'],
  hi: ['गईं', 'गई', 'गया', 'गयी', 'जुड़ी', 'जुड़ीं', 'शुरू', 'छोड़ा', 'छोड़ी', 'पूरा', 'पूरी', 'ख़त्म', 'खत्म', 'समाप्त'],
  zh: ['去', '加入', '离开', '开始', '转到', '跳槽', '毕业', '读完', '完成'],
};
/**
 * The pro-verb "do" of a what-question ("What was she doing before …?", "Чем она занималась перед …?",
 * "¿Qué hacía antes de …?"): it asks for the activity, which the neighbouring entry is, and names none.
 */
const PRO_VERB: Lists = {
  en: ['do', 'doing', 'did', 'done'], de: ['gemacht', 'machte', 'getan', 'tat'], fr: ['fait', 'faisait', 'faire'], es: ['hizo', 'hacía', 'hacer', 'haciendo'],
  pt: ['fez', 'fazia', 'fazer', 'fazendo'], ru: ['занималась', 'заниматься', 'делала', 'делать'], fa: ['می‌کرد', 'انجام'], ar: ['فعلت', 'تفعل'],
  hi: ['करती', 'किया', 'कर'], zh: ['做', '干'],
};
/** Verbs and nouns of studying: a before/after question holding one asks for a degree ("What did she study before Lumenhaus?"). */
const STUDY: Lists = {
  en: ['study', 'studied', 'studying', 'studies'], de: ['studieren', 'studierte', 'studiert', 'studium'], fr: ['étudier', 'étudié', 'étudiait', 'études'],
  es: ['estudiar', 'estudió', 'estudiaba', 'estudios'], pt: ['estudar', 'estudou', 'estudava', 'estudos'], ru: ['учиться', 'училась', 'учёба', 'учебу', 'учёбу', 'изучала'],
  fa: ['خوند', 'خواند', 'تحصیل', 'درس'], ar: ['درست', 'دراسة', 'تدرس'], hi: ['पढ़ाई', 'पढ़ा', 'पढ़ी'], zh: ['读', '学习', '就读', '念'],
};
/**
 * Demonstratives a before/after governs when it points back ("antes disso", "после этого", "उससे
 * पहले", "بعد ذلك"): Universal Dependencies' PronType=Dem pronouns of each language, with the
 * preposition contractions Portuguese and Spanish write as one word. They name no entry of their own.
 */
const DEMONSTRATIVE: Lists = {
  en: ['that', 'this', 'then'], de: ['dem', 'diesem', 'dieser', 'das'], fr: ['cela', 'ça', 'ceci'], es: ['eso', 'esto', 'ello', 'aquello'],
  pt: ['isso', 'isto', 'disso', 'disto', 'daquilo', 'aquilo'], ru: ['этого', 'того', 'этим', 'тем', 'это'], fa: ['آن', 'اون', 'این', 'اینکه', 'آنجا'],
  ar: ['ذلك', 'هذا', 'تلك', 'هذه'], hi: ['उससे', 'उसके', 'इसके', 'इससे', 'उस', 'इस'], zh: ['那', '这'],
};
/**
 * Adverbs that narrow a before/after to the nearest neighbour ("right before", "logo depois",
 * "сразу после"): what the relation answers anyway (the nearest entry), so they name nothing.
 */
const NEAREST: Lists = {
  en: ['right', 'just', 'immediately', 'directly', 'shortly'], de: ['gleich', 'direkt', 'kurz', 'unmittelbar'], fr: ['juste', 'immédiatement', 'directement'],
  es: ['justo', 'inmediatamente', 'justamente'], pt: ['logo', 'imediatamente', 'pouco'], ru: ['сразу', 'прямо', 'незадолго', 'вскоре'], fa: ['درست', 'بلافاصله', 'دقیقا'],
  ar: ['مباشرة', 'مباشرةً', 'مباشره'], hi: ['ठीक', 'तुरंत'], zh: ['紧接着', '就', '刚'],
};
/**
 * The generic noun of an academic degree ("master's degree", "diplôme de master", "степень магистра",
 * "شهادة الماجستير", "硕士学位"): the head of the degree phrase a degree word qualifies, naming no
 * entry of its own. The dictionaries' word for an academic degree in each language.
 */
const DEGREE_NOUN: Lists = {
  en: ['degree', 'diploma'], de: ['abschluss', 'diplom', 'studium'], fr: ['diplôme', 'grade'], es: ['título', 'grado', 'diploma'], pt: ['diploma', 'grau', 'título'],
  ru: ['степень', 'степени', 'диплом'], fa: ['مدرک', 'دوره'], ar: ['شهادة', 'درجة'], hi: ['डिग्री', 'उपाधि'], zh: ['学位'],
};
/** Where she lives or works from: the profile's location (asked with nothing else: "Where is she based?", "她住在哪个城市？"). */
const RESIDENCE: Lists = {
  en: ['based', 'live', 'lives', 'living', 'located', 'reside', 'resides', 'city', 'country', 'home'], de: ['wohnt', 'lebt', 'sitz', 'ansässig', 'stadt', 'land', 'wohnort', 'basiert', 'zuhause'],
  fr: ['basée', 'basé', 'habite', 'vit', 'réside', 'ville', 'pays', 'installée'], es: ['vive', 'reside', 'base', 'basada', 'ciudad', 'país', 'radica'],
  pt: ['mora', 'vive', 'baseada', 'reside', 'cidade', 'país', 'sediada'], ru: ['живёт', 'живет', 'проживает', 'базируется', 'город', 'городе', 'стране', 'находится'],
  fa: ['ساکن', 'زندگی', 'شهر', 'شهری', 'کشور', 'مستقر', 'اقامت'], ar: ['تعيش', 'تقيم', 'مقيمة', 'مدينة', 'بلد', 'تسكن', 'مقرها'],
  hi: ['रहती', 'रहते', 'आधारित', 'शहर', 'देश', 'निवास'], zh: ['住', '居住', '常驻', '城市', '国家', '生活', '定居', '所在地'],
};

/** A history asked for ("her work history before Nahrvald"): every job on that side, not the nearest. */
const HISTORY: Lists = {
  en: ['history', 'career', 'jobs', 'positions', 'roles', 'employers'], de: ['werdegang', 'laufbahn', 'karriere', 'stellen', 'stationen'], fr: ['parcours', 'carrière', 'postes', 'emplois'],
  es: ['trayectoria', 'carrera', 'trabajos', 'puestos', 'empleos'], pt: ['trajetória', 'carreira', 'empregos', 'cargos', 'trabalhos'], ru: ['карьера', 'карьеру', 'история', 'опыт', 'должности'],
  fa: ['سوابق', 'سابقه', 'مشاغل', 'کارنامه'], ar: ['مسيرة', 'مسيرتها', 'تاريخ', 'وظائف'], hi: ['करियर', 'इतिहास', 'नौकरियां', 'नौकरियों'], zh: ['经历', '履历', '职业生涯'],
};

/** Whether a question asks for a history (see {@link HISTORY}). */
export function asksHistory(q: QuestionValue): boolean {
  return list(HISTORY, q.language, 'history').test(q.normalized);
}

// The more specific degree first: Persian writes a master's as "کارشناسی ارشد", a bachelor's word with "senior".
const DEGREES: { level: 'bachelor' | 'master' | 'doctorate'; words: Lists }[] = [
  { level: 'doctorate', words: { en: ['phd', 'doctorate', 'doctoral'], de: ['promotion', 'doktor', 'promoviert'], fr: ['doctorat', 'thèse'], es: ['doctorado'], pt: ['doutorado'], ru: ['аспирантура', 'доктор', 'кандидат'], fa: ['دکترا', 'دکتری'], ar: ['الدكتوراه', 'دكتوراه'], hi: ['पीएचडी', 'डॉक्टरेट'], zh: ['博士'] } },
  { level: 'master', words: { en: ['master', "master's", 'masters', 'msc'], de: ['master', 'masterstudium', 'masterabschluss'], fr: ['master'], es: ['máster', 'maestría', 'master'], pt: ['mestrado', 'master'], ru: ['магистр', 'магистра', 'магистратура', 'магистратуру', 'магистратуры'], fa: ['ارشد', 'فوق لیسانس'], ar: ['الماجستير', 'ماجستير'], hi: ['स्नातकोत्तर', 'मास्टर', 'मास्टर्स'], zh: ['硕士', '研究生'] } },
  { level: 'bachelor', words: { en: ['bachelor', "bachelor's", 'bachelors', 'bsc', 'undergraduate', 'undergrad'], de: ['bachelor', 'bachelorstudium', 'bachelorabschluss'], fr: ['licence', 'bachelor'], es: ['licenciatura', 'bachelor'], pt: ['bacharelado', 'licenciatura', 'bacharel'], ru: ['бакалавр', 'бакалавра', 'бакалавриат', 'бакалавриата'], fa: ['کارشناسی', 'لیسانس'], ar: ['البكالوريوس', 'بكالوريوس'], hi: ['स्नातक', 'बैचलर'], zh: ['学士', '本科'] } },
];

const compiled = new Map<string, RegExp>();
function list(lists: Lists, locale: Locale, key: string): RegExp {
  const k = `${key}:${locale}`;
  let re = compiled.get(k);
  if (!re) {
    const alts = lists[locale].map((w) => normalizeForMatching(w).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'));
    re = locale === 'zh' ? new RegExp(alts.join('|'), 'u') : new RegExp(`(?<![\\p{L}\\p{M}])(?:${alts.join('|')})(?![\\p{L}\\p{M}])`, 'u');
    compiled.set(k, re);
  }
  return re;
}

/** Whether a question holds any word that marks a relation (cheap: decides whether titles are read at all). */
export function mayAskRelation(q: QuestionValue): boolean {
  const l = q.language;
  return [...q.content, ...q.tokens].some((w) => list(RESIDENCE, l, 'residence').test(w))
    || [...DEGREES.map((d) => list(d.words, l, `degree-${d.level}`)), list(BEFORE, l, 'before'), list(AFTER, l, 'after'), list(FIRST, l, 'first'), list(CURRENT, l, 'current'), list(LATEST, l, 'latest')].some((re) => re.test(markerText(q)))
    || q.content.some((w) => DEGREES.some((d) => inList(d.words, l, w)) || inList(LATEST, l, w)) || chineseLocalizer(q) !== null;
}

/**
 * Chinese writes "after X" and "before X" with the localizer alone after X ("毕业后", after graduating;
 * "加入前", before joining: the locative particles 后 and 前, Li & Thompson 1981, "Mandarin Chinese",
 * ch. 11), besides 之后/以后/之前/以前. Read as a word of its own (jieba's segmentation), never inside
 * another word ("后端", back end; "目前", at present).
 */
function chineseLocalizer(q: QuestionValue): 'before' | 'after' | null {
  if (q.language !== 'zh') return null;
  return q.tokens.includes('后') ? 'after' : q.tokens.includes('前') ? 'before' : null;
}

/**
 * The relation a question asks about, or null. A degree word asks where (or when) she took that
 * degree; before/after and first/current ask about her jobs (first/current need a job word). Every
 * other content word must be explained — a relation word, a job word, or a word of one of her CV
 * titles (the entry a before/after points from): "What final grade did she get for her MSc?" asks
 * for a grade, not for the degree, and goes to retrieval.
 * @param titleWords normalized words of her CV entries' titles, in every language, and her pronouns
 *   (words that name an entry or her, never a topic of their own)
 * @param elliptical set when the question continues the previous one (lib/question: a continuation
 *   word or at most one content word, not an entity switch): a before/after may then hold
 *   {@link ELLIPTICAL_OWN_WORDS} word of its own when it asks where, or asks no type and opens with a connective
 * @param reading what else explains a word ({@link RelationReading}): its dictionary translations
 *   into a list's English entries, a name her entries state; and, read here, a manner or degree
 *   adverb ({@link adverbOnly})
 */
export function readRelation(q: QuestionValue, titleWords: ReadonlySet<string> = new Set(), elliptical: Ellipsis | null = null, reading: RelationReading = {}): Relation | null {
  const l = q.language;
  const text = markerText(q);
  // Every content word a residence word: where she is based, and nothing else. A residence verb may
  // also be read as a function word (Hindi रहना is "live" and the auxiliary of continuity, "करती
  // रहती": lib/question), so the question's tokens may hold the residence word its content lacks.
  const residence = (w: string) => list(RESIDENCE, l, 'residence').test(w);
  if (q.content.every(residence) && (q.content.length > 0 || q.tokens.some(residence))) return { kind: 'based' };
  const marks = [...DEGREES.map((d) => list(d.words, l, `degree-${d.level}`)), list(JOB, l, 'job'), list(BEFORE, l, 'before'), list(AFTER, l, 'after'),
    list(FIRST, l, 'first'), list(CURRENT, l, 'current'), list(LATEST, l, 'latest'), list(HISTORY, l, 'history')];
  // Persian attaches possessives to the noun ("شغلش", her job): its forms without them are read too.
  const forms = (w: string) => (l === 'fa' ? persianQuestionForms(w) : l === 'ar' ? [w, withoutWaw(w)] : [w]);
  // A degree word in any case form (Snowball stem: "магистратурой", "Masterstudiums"), and the degree noun beside it.
  const degreeWord = (w: string) => DEGREES.find((d) => inList(d.words, l, w));
  const degreed = q.content.some((w) => forms(w).some((f) => degreeWord(f)));
  const side = list(BEFORE, l, 'before').test(text) ? 'before' : list(AFTER, l, 'after').test(text) ? 'after' : chineseLocalizer(q);
  // A before/after also explains the verbs of moving, studying and nearness it is asked with, and the demonstrative it governs.
  const translated = (lists: Lists, w: string) => translatedIn(lists, reading.translations?.get(w));
  const moving = (w: string) => side !== null && ([TRANSITION, STUDY, NEAREST, PRO_VERB].some((x) => inList(x, l, w) || translated(x, w)) || DEMONSTRATIVE[l].some((d) => normalizeForMatching(d) === w));
  const explained = (w: string) => forms(w).some((f) => titleWords.has(f) || marks.some((re) => re.test(f)) || inList(JOB, l, f) || moving(f))
    || translated(JOB, w) || (reading.entryName?.(w) ?? false) || (!q.predicate.negated && adverbOnly(w, l, reading.translations?.get(w))) || (l === 'ar' && !isContentWord(withoutWaw(w)))
    // Beside a degree, a study verb, the degree noun and a place noun ("In which city did she do her master's?") ask where she took it.
    || forms(w).some((f) => degreeWord(f) || inList(LATEST, l, f) || (degreed && (inList(DEGREE_NOUN, l, f) || inList(STUDY, l, f) || inList(RESIDENCE, l, f))));
  const unexplained = q.content.filter((w) => !explained(w));
  // An elliptical relation (a follow-up that continues the previous question: {@link ELLIPTICAL_OWN_WORDS})
  // may hold one word of its own besides the relation ("Where did she go after that?", "E antes disso?").
  if (unexplained.length > 0 && !(elliptical && isElliptical(q, elliptical, unexplained) && withoutComplement(q, unexplained).length <= ELLIPTICAL_OWN_WORDS)) return null;
  const job = list(JOB, l, 'job').test(text) || q.content.some((w) => forms(w).some((f) => list(JOB, l, 'job').test(f) || inList(JOB, l, f)));
  // Before/after first: a degree named beside it is the entry it points from ("Wo hat sie nach dem
  // Masterabschluss angefangen zu arbeiten?"), not the degree asked for.
  if (side) {
    const study = q.content.some((w) => inList(STUDY, l, w));
    // A yes/no question with no verb of working, studying or moving asks what came of the topic
    // ("后来有被用上吗？", was it used later?), not for the entry before or after it.
    if (q.predicate.yesNo && !job && !study && !q.content.some((w) => inList(TRANSITION, l, w))) return null;
    return job !== study ? { kind: side, of: job ? 'job' : 'degree' } : { kind: side };
  }
  for (const d of DEGREES) if (list(d.words, l, `degree-${d.level}`).test(text) || q.content.some((w) => forms(w).some((f) => degreeWord(f) === d))) return { kind: 'degree', level: d.level };
  if (job && list(FIRST, l, 'first').test(text)) return { kind: 'first' };
  if (job && (list(CURRENT, l, 'current').test(text) || list(LATEST, l, 'latest').test(text) || q.content.some((w) => forms(w).some((f) => inList(LATEST, l, f))))) return { kind: 'current' };
  return null;
}

/**
 * What a relation question is read with besides its own words and her titles (each optional).
 * - `translations`: the English stems of the question's content words by the bilingual lexicon
 *   (lib/retrieval `translateStems`: FreeDict, Apertium, Müller, CC-CEDICT): word → stems. A word
 *   the language's list lacks in that form — a verbal noun with a pronoun attached, "انضمامها"
 *   (her joining), beside the list's finite verb "انضمت"; "непосредственно" (immediately) — is a
 *   word of the list when a translation is the stem of a word of the list's English entries
 *   (dictionary-based query translation, Pirkola 1998, as retrieval reads the question).
 * - `entryName`: whether a word is a name her entries state (a place, an organisation: lib/gate
 *   `nameCandidates` over her CV entries' titles and summaries, matched in any script by
 *   `nameSupported`). A name is the relation's argument ("her first job *in Tehran*"), read
 *   against her entries' fields ({@link relatedEntries} `names`), not a topic of its own.
 */
export interface RelationReading {
  translations?: ReadonlyMap<string, readonly string[]>;
  entryName?: (word: string) => boolean;
}

const englishStems = new WeakMap<Lists, ReadonlySet<string>>();
/** Whether one of a word's English translations (stems) is the stem of a word of the list's English entries. */
function translatedIn(lists: Lists, translations: readonly string[] | undefined): boolean {
  if (!translations?.length) return false;
  let set = englishStems.get(lists);
  if (!set) englishStems.set(lists, (set = new Set(lists.en.filter((x) => !x.includes(' ')).map((x) => stemmerFor('en')(normalizeForMatching(x))))));
  return translations.some((t) => set.has(t));
}

// The stems of each list per language, built on first use (keyed by the list itself).
const stems = new WeakMap<Lists, Partial<Record<Locale, Set<string>>>>();
/** Whether a word is in a list of the language, by its stem (lib/text `stemmerFor`: "работать" is "работала"'s verb); Chinese by substring. */
function inList(lists: Lists, locale: Locale, w: string): boolean {
  if (locale === 'zh') return lists.zh.some((x) => w.includes(x));
  const stem = stemmerFor(locale);
  let byLocale = stems.get(lists);
  if (!byLocale) stems.set(lists, (byLocale = {}));
  const set = (byLocale[locale] ??= new Set(lists[locale].filter((x) => !x.includes(' ')).map((x) => stem(normalizeForMatching(x)))));
  return set.has(stem(w));
}

/**
 * Words of its own an elliptical before/after follow-up may hold beside the relation marker: one —
 * the verb or the demonstrative of the ellipsis ("go", "gegangen", "disso", "उससे"), the rest of
 * the question being carried from the previous turn (Fernández & Ginzburg 2002, non-sentential
 * utterances: a bare phrase that continues the previous question).
 */
export const ELLIPTICAL_OWN_WORDS = 1;

/**
 * Whether a follow-up's before/after can be read as elliptical: it asks where (the neighbouring
 * entry is a place: "Wohin ist sie danach gegangen?"), or it asks no type of its own, is not a
 * yes/no question and either opens with a coordinating conjunction (a bare "E antes disso?": the
 * discourse connective that marks a continuation) or governs a demonstrative ("उससे पहले वो क्या कर
 * रही थीं?", before that: the complement points back to the previous turn's entry). A question asking for something else ("How many
 * users after that?") or a yes/no question about the previous topic ("Was it used afterwards?",
 * what came of it) is not a move between her entries.
 */
function isElliptical(q: QuestionValue, cue: Ellipsis, unexplained: readonly string[]): boolean {
  return q.type === 'where' || (q.type === null && !q.predicate.yesNo && (cue.connective || withoutComplement(q, unexplained).length < unexplained.length));
}

/**
 * The words left once the before/after marker's complement is taken out: the demonstrative the
 * marker governs ("antes disso", "उससे पहले", before that) points back to the previous turn's entry
 * and names nothing of its own. The complement is the word after a preposition, or before a
 * postposition in Hindi (a head-final language: its "before/after" follow their object).
 */
function withoutComplement(q: QuestionValue, unexplained: readonly string[]): string[] {
  const l = q.language;
  const marker = (w: string) => [list(BEFORE, l, 'before'), list(AFTER, l, 'after')].some((re) => re.test(w) || (l === 'ar' && re.test(withoutWaw(w))));
  const step = l === 'hi' ? -1 : 1;
  const complements = new Set(q.tokens.flatMap((w, i) => (marker(w) && q.tokens[i + step] !== undefined ? [q.tokens[i + step]!] : [])));
  return unexplained.filter((w) => !complements.has(w));
}

/** How a follow-up continues the previous question (lib/question `TurnContext`): whether it opens with a connective. */
export interface Ellipsis { connective: boolean }

/**
 * The normalized question as the relation markers are read on: Arabic writes the conjunction wa-
 * ("and") joined to the next word ("وقبل ذلك؟", and before that), so its words are read without it
 * too (Larkey, Ballesteros & Connell 2002, light stemming: the prefix و is removed when at least
 * three letters remain); Arabic and Persian attach the pronoun a preposition governs to it ("بعدها",
 * after it; "بعدش", after that), so their words are also read without an attached pronoun.
 */
function markerText(q: QuestionValue): string {
  if (q.language === 'ar') return `${q.normalized} ${q.tokens.map(withoutWaw).join(' ')} ${q.tokens.map((w) => withoutEnclitic(withoutWaw(w), ARABIC_ENCLITIC)).join(' ')}`;
  if (q.language === 'fa') return `${q.normalized} ${q.tokens.map((w) => withoutEnclitic(w, PERSIAN_ENCLITIC)).join(' ')}`;
  return q.normalized;
}

// Attached (enclitic) personal pronouns: Arabic ـه ـها ـهم ـهما ـهن (Ryding 2005, §12.2), Persian ـش ـاش ـشان.
const ARABIC_ENCLITIC = /(?:هما|ها|هم|هن|ه)$/u;
const PERSIAN_ENCLITIC = /(?:شان|اش|ش)$/u;

/** A word without an attached pronoun when three letters or more remain, else the word. */
function withoutEnclitic(w: string, enclitic: RegExp): string {
  const bare = w.replace(enclitic, '');
  return bare !== w && [...bare].length >= 3 ? bare : w;
}

/** An Arabic word without the joined conjunction و (three letters or more kept), else the word. */
function withoutWaw(w: string): string {
  return w.startsWith('و') && [...w].length >= 4 ? w.slice(1) : w;
}

/**
 * A follow-up that names another degree than the previous question did, when the previous question
 * asked something of its degree ("What grade did she get in her bachelor's?" / "And in her
 * master's?"): an entity switch — the aspect (the grade) asked of the new degree, not the degree's
 * entry. Returns the previous question's degree words (the entity it leaves), or null: the message
 * holds a word no relation explains, names no degree, or the previous question asked nothing but
 * its degree (then the entry answers).
 * @param previousContent the previous question's content words (lib/question `TurnContext`)
 */
export function degreeSwitch(q: QuestionValue, previousContent: readonly string[]): string[] | null {
  const l = q.language;
  const degreeOfWord = (w: string) => degreeOfWordIn(w, l);
  const levels = new Set(q.content.map(degreeOfWord));
  const level = [...levels][0];
  if (levels.size !== 1 || !level) return null;
  const leaving = previousContent.filter((w) => degreeOfWord(w) !== undefined && degreeOfWord(w) !== level);
  const aspect = previousContent.filter((w) => degreeOfWord(w) === undefined);
  return leaving.length > 0 && aspect.length > 0 ? leaving : null;
}

/**
 * The CV entry of the degree a degree switch moves to ({@link degreeSwitch}): the one of her degrees
 * whose level the message names, with the message's words that name it — so the switch is resolved
 * to an entry as a named one is (`entrySwitch`), and the carried aspect ("What grade …?") is asked
 * of that entry's passages. Null when the message names no one level or her CV has not exactly one
 * degree of it (ambiguous: the switch is read as before, from retrieval).
 * @param cv her CV entries in the reader's language
 * @param titles the site's entry titles in every language with their slugs
 */
export function degreeTarget(q: QuestionValue, cv: readonly LocalizedEntry[], titles: readonly { title: string; slug: string }[]): { item: { title: string; slug: string }; naming: string[] } | null {
  const levels = new Set(q.content.map((w) => degreeOfWordIn(w, q.language)));
  const level = [...levels][0];
  if (levels.size !== 1 || !level) return null;
  const matching = cv.filter((e) => degreeOf(e, titles) === level);
  if (matching.length !== 1) return null;
  const e = matching[0]!;
  return { item: { title: e.title, slug: e.slug }, naming: q.content.filter((w) => degreeOfWordIn(w, q.language) === level) };
}

/**
 * The degree a word names in a language, in any case form: the listed forms, or the same stem (the
 * language's Snowball stemmer, lib/text: Russian "в магистратуре" is the prepositional of "магистратура").
 */
function degreeOfWordIn(w: string, l: Locale): 'bachelor' | 'master' | 'doctorate' | undefined {
  const stem = stemmerFor(l);
  return DEGREES.find((d) => list(d.words, l, `degree-${d.level}`).test(w) || d.words[l].some((x) => !x.includes(' ') && stem(normalizeForMatching(x)) === stem(w)))?.level;
}

/** The degree a CV entry is (read from its titles in every language: "BSc in …", "बीएससी"), or null for a job. */
function degreeOf(e: LocalizedEntry, titles: readonly { title: string; slug: string }[]): 'bachelor' | 'master' | 'doctorate' | null {
  const own = titles.filter((t) => t.slug === e.slug).map((t) => normalizeForMatching(t.title));
  if (own.length === 0) own.push(normalizeForMatching(e.title));
  return DEGREES.find((d) => (Object.keys(d.words) as Locale[]).some((l) => own.some((t) => list(d.words, l, `degree-${d.level}`).test(t))))?.level ?? null;
}

/** Her degrees among her CV entries (read from their titles in every language), newest first. */
export function degreeEntries(cv: readonly LocalizedEntry[], titles: readonly { title: string; slug: string }[]): LocalizedEntry[] {
  return cv.filter((e) => degreeOf(e, titles) !== null).sort((a, b) => start(b).localeCompare(start(a)));
}

/** Start of an entry for ordering (ISO date text sorts as a date); unknown last. */
const start = (e: LocalizedEntry) => e.startDate ?? '9999';

/**
 * The entries a relation question is answered by, from the author's CV entries.
 * @param cv her published CV entries (any order), localized for the reader
 * @param pointing groups of normalized words that may name the entry a before/after question points
 *   from: the question's content words, the previous question's, the previous answer's, then the
 *   earlier questions', newest first
 * @param titles every published entry's titles in every language, to find the entry a word names
 * @param cited the entries the previous answer cited (site-relative links, lib/question `TurnContext`): a
 *   single CV entry among them is the entry a before/after points from, after the words of the
 *   question and of the previous question
 * @param names the question's words that are names her entries state ({@link RelationReading}
 *   `entryName`): a first or current job, or a degree, is looked for among the entries whose fields
 *   state them ({@link atNames})
 * @param history whether the question asks for a history ("her work history before Nahrvald"): every
 *   job before or after, newest first, instead of the nearest one
 * @returns the entries (current jobs: all of them), or [] when the structure cannot answer (no
 *   entry named, nothing before the first job …): the question then goes on to retrieval
 */
export function relatedEntries(relation: Relation, cv: readonly LocalizedEntry[], pointing: readonly (readonly string[])[], titles: readonly { title: string; slug: string }[], history = false, cited: readonly string[] = [], names: readonly string[] = []): LocalizedEntry[] {
  const jobs = atNames(cv.filter((e) => degreeOf(e, titles) === null), names).sort((a, b) => start(a).localeCompare(start(b)));
  switch (relation.kind) {
    case 'based': return [];
    case 'degree': return atNames(cv.filter((e) => degreeOf(e, titles) === relation.level), names).slice(0, 1);
    case 'first': return jobs.slice(0, 1);
    case 'current': return jobs.filter((e) => e.isCurrent).reverse();
    case 'before':
    case 'after': {
      // The entry pointed from: the first group of words (the question, then earlier turns) that
      // names exactly one CV entry by a distinctive word of its title or by its degree.
      // The visitor's words first (the question's, then the previous question's); then the entry the
      // last answer was about (the one CV entry it cited: "Où est-elle allée ensuite ?" after an
      // answer about her fellowship, whatever words named it); then the answer's words.
      const timeline = [...cv].sort((a, b) => start(a).localeCompare(start(b)));
      const citedEntries = timeline.filter((e) => cited.includes(entryHref(e.kind, e.slug, null)));
      const groups: (readonly string[] | 'cited')[] = [...pointing.slice(0, 2), 'cited', ...pointing.slice(2)];
      const of = relation.of;
      const sideOf = (from: LocalizedEntry) => {
        const kindOk = (e: LocalizedEntry) => e !== from && (of === undefined || (of === 'job') === (degreeOf(e, titles) === null));
        return relation.kind === 'before' ? predecessors(from, timeline.filter(kindOk)) : successors(from, timeline.filter(kindOk));
      };
      // The entry the question names is the event asked about, not the point it is asked from,
      // when the conversation is at another entry and the named one lies on the asked side of it
      // ("Wo hat sie ihren Bachelor gemacht?" / "Und wo danach den Master?"): "after that" takes
      // its reference time from the discourse (Reichenbach 1947, R; Webber 1988, "Tense as
      // discourse anaphor"), and the named entry only fills the event E the relation orders.
      const own = pointing[0] ? namedIn(pointing[0], timeline, titles) : [];
      const reference = citedEntries.length === 1 ? citedEntries[0]! : null;
      if (!history && own.length === 1 && reference && own[0] !== reference && sideOf(reference).includes(own[0]!)) return [own[0]!];
      for (const group of groups) {
        const named = group === 'cited' ? (citedEntries.length === 1 ? citedEntries : []) : namedIn(group, timeline, titles);
        if (named.length !== 1) continue;
        const side = sideOf(named[0]!);
        return history ? side : nearest(side, relation.kind);
      }
      return [];
    }
  }
}

/**
 * The entries whose fields (title, summary, body, as the reader reads them) state every name the
 * question gives the relation ("her first job in Berlin": the jobs in Berlin), by the name check's
 * matching (lib/gate `nameSupported`: as written, inflected, an exonym or transliterated); all of
 * them when no entry states the names (a place the site writes under another exonym only: the
 * name then narrows nothing).
 */
function atNames(entries: readonly LocalizedEntry[], names: readonly string[]): LocalizedEntry[] {
  if (names.length === 0) return [...entries];
  const holding = entries.filter((e) => { const idx = [nameIndex([e.title, e.summary, e.body])]; return names.every((n) => nameSupported(n, idx)); });
  return holding.length ? holding : [...entries];
}

/**
 * Whether a word is a name her entries state ({@link RelationReading} `entryName`): the names the
 * name check reads (lib/gate `nameCandidates`: a capitalized word after its sentence's first where
 * the language capitalizes only names, a Latin-script word in a caseless script, a dictionary's
 * common word excepted) in her CV entries' titles and summaries — the fields the site shows for an
 * entry — matched in any script and spelling (`nameSupported`: as written, inflected, an exonym one
 * letter away, or by sound for a transliteration: "تهران", "बर्लिन" for Tehran, Berlin).
 * @param entries her CV entries, localized (English, and the reader's language)
 */
export function entryNameReader(entries: readonly Pick<LocalizedEntry, 'title' | 'summary' | 'textLocale'>[]): (word: string) => boolean {
  const names = new Set<string>();
  for (const e of entries) {
    const locale = (LOCALES as readonly string[]).includes(e.textLocale) ? (e.textLocale as Locale) : 'en';
    for (const text of [e.title, e.summary]) for (const c of nameCandidates(text, locale)) names.add(c.text);
  }
  const idx = [nameIndex([...names])];
  const cache = new Map<string, boolean>();
  return (w) => { let ok = cache.get(w); if (ok === undefined) cache.set(w, (ok = [...w].length >= 3 && nameSupported(w, idx))); return ok; };
}

/**
 * The entries named by a group of words: a distinctive word of an entry's title, or a degree word
 * naming the one degree of that level ("nach dem Masterabschluss").
 */
function namedIn(group: readonly string[], timeline: readonly LocalizedEntry[], titles: readonly { title: string; slug: string }[]): LocalizedEntry[] {
  const levels = new Set(group.flatMap((w) => LOCALES.map((l) => degreeOfWordIn(w, l)).filter((x) => x !== undefined)));
  return timeline.filter((e) => titles.some((t) => t.slug === e.slug && namesEntry(group, t.title)) || levels.has(degreeOf(e, titles)!));
}

/*
 * Before and after are Allen's (1983) interval relations "before" and "meets" ("Maintaining
 * knowledge about temporal intervals", CACM 26(11)): an entry is before X when it ends no later than
 * X starts, after X when it starts no earlier than X ends — so a job held beside another (her
 * open-source work since 2019) is neither. Dates are compared at the precision both have ("2017"
 * and "2017-09" are the same year); an entry without an end lasts to its start, a current one to now.
 */
const LENGTH_AT = { year: 4, month: 7, day: 10 } as const;
/** A date as precise as the site states it ("2017" for a year-precision end stored as 2017-01-01). */
const at = (date: string, precision: LocalizedEntry['startPrecision']) => date.slice(0, precision ? LENGTH_AT[precision] : date.length);
const startOf = (e: LocalizedEntry): string | null => (e.startDate ? at(e.startDate, e.startPrecision) : null);
const endOf = (e: LocalizedEntry): string | null => (e.isCurrent ? null : e.endDate ? at(e.endDate, e.endPrecision) : startOf(e));
const compareAt = (a: string, b: string) => { const n = Math.min(a.length, b.length); return a.slice(0, n).localeCompare(b.slice(0, n)); };

/** Entries that end no later than `from` starts, newest first. */
function predecessors(from: LocalizedEntry, entries: readonly LocalizedEntry[]): LocalizedEntry[] {
  const begin = startOf(from);
  if (!begin) return [];
  return entries.filter((e) => { const end = endOf(e); return end !== null && compareAt(end, begin) <= 0; }).sort((a, b) => compareAt(endOf(b)!, endOf(a)!));
}

/** Entries that start no earlier than `from` ends, oldest first. */
function successors(from: LocalizedEntry, entries: readonly LocalizedEntry[]): LocalizedEntry[] {
  const end = endOf(from);
  if (end === null) return [];
  return entries.filter((e) => { const begin = startOf(e); return begin !== null && compareAt(begin, end) >= 0; }).sort((a, b) => compareAt(startOf(a)!, startOf(b)!));
}

/**
 * The nearest of the ordered neighbours: the first, with every entry that ties with it at the
 * precision both dates have (her MSc ending in September 2017 and her teaching assistantship ending
 * in 2017 both came just before a job that started in November 2017).
 */
function nearest(side: readonly LocalizedEntry[], kind: 'before' | 'after'): LocalizedEntry[] {
  const date = (e: LocalizedEntry) => (kind === 'before' ? endOf(e)! : startOf(e)!);
  const first = side[0];
  return first ? side.filter((e) => compareAt(date(e), date(first)) === 0).sort((a, b) => start(a).localeCompare(start(b))) : [];
}

/** Words of a title that name it: not a job word, three letters or more (two for Chinese). */
function namesEntry(group: readonly string[], title: string): boolean {
  const own = words(title).filter((w) => [...w].length >= (/\p{Script=Han}/u.test(w) ? 2 : 4));
  return group.some((w) => own.includes(w));
}

/**
 * Head nouns that describe an entry by its kind (the site's entry kinds, lib/db `EntryKind`, with
 * a CV entry split into a job or a degree by its title: {@link degreeOf}): "her first *job*", "le
 * deuxième *projet*", "اولین *مدرک*ش". A degree's level words ("master") name the degree itself and
 * are read by {@link degreeSwitch}; these are the level-free nouns. Matched by the language's stem
 * (lib/text `stemmerFor`), Chinese as a substring.
 */
const KIND_NOUNS: Record<'job' | 'degree' | 'project', Lists> = {
  job: JOB,
  degree: {
    en: ['degree', 'diploma', 'qualification'], de: ['abschluss', 'studienabschluss', 'studium', 'diplom'], fr: ['diplôme', 'cursus'], es: ['título', 'titulación', 'diploma', 'carrera'],
    pt: ['diploma', 'graduação', 'formação', 'curso'], ru: ['диплом', 'степень', 'образование'], fa: ['مدرک', 'مدرک تحصیلی', 'دوره'], ar: ['شهادة', 'درجة', 'شهاده', 'درجه'],
    hi: ['डिग्री', 'उपाधि'], zh: ['学位', '文凭', '学历'],
  },
  project: {
    en: ['project', 'projects', 'case study'], de: ['projekt', 'projekte', 'fallstudie'], fr: ['projet', 'projets'], es: ['proyecto', 'proyectos'], pt: ['projeto', 'projetos'],
    ru: ['проект', 'проекта', 'проекте', 'проекты'], fa: ['پروژه', 'پروژه‌ها'], ar: ['مشروع', 'المشروع', 'مشاريع'], hi: ['प्रोजेक्ट', 'परियोजना'], zh: ['项目'],
  },
};

/** Whether a word is a kind noun of the language ({@link KIND_NOUNS}). */
function isKindNoun(w: string, l: Locale): boolean {
  return (Object.keys(KIND_NOUNS) as (keyof typeof KIND_NOUNS)[]).some((k) => inList(KIND_NOUNS[k], l, w) || list(KIND_NOUNS[k], l, `kind-${k}`).test(w));
}

/** What a definite description of an entry asks for: its kind and its position on the timeline (1-based; -1 the latest). */
export interface EntryDescription { kind: keyof typeof KIND_NOUNS; position: number }

/** Tokens between an ordinal and the noun it modifies at most ("第一*份*工作", a classifier; "اولین *شغل*ش"; "الوظيفة الأولى" after it). */
const ORDINAL_HEAD_DISTANCE = 2;

/**
 * A definite description of one of her entries by kind and order ("her first job", "das zweite
 * Projekt", "A sua primeira formação", "第一个项目"), or null: an ordinal (lib/question
 * `ordinalPosition`) modifying a kind noun ({@link KIND_NOUNS}) within {@link ORDINAL_HEAD_DISTANCE}
 * tokens. Read as Dale & Reiter's (1995, "Computational Interpretations of the Gricean Maxims in
 * the Generation of Referring Expressions", Cognitive Science 19) referring expression run
 * backwards: the head noun gives the type (the set of her entries of that kind), the ordinal the
 * one attribute that singles one out — its position in the time order of that set ({@link describedEntry}).
 */
export function describeEntry(q: QuestionValue, ordinalOf: (word: string) => number | null): EntryDescription | null {
  const l = q.language;
  const forms = (w: string) => (l === 'fa' ? persianQuestionForms(w) : l === 'ar' ? [w, withoutWaw(w)] : [w]);
  const found: EntryDescription[] = [];
  for (let i = 0; i < q.tokens.length; i++) {
    const position = forms(q.tokens[i]!).map(ordinalOf).find((x) => x !== null) ?? null;
    if (position === null) continue;
    const near = q.tokens.slice(Math.max(0, i - ORDINAL_HEAD_DISTANCE), i + ORDINAL_HEAD_DISTANCE + 1);
    for (const kind of Object.keys(KIND_NOUNS) as (keyof typeof KIND_NOUNS)[]) {
      const nouns = KIND_NOUNS[kind];
      if (near.some((w) => forms(w).some((f) => inList(nouns, l, f) || list(nouns, l, `kind-${kind}`).test(f)))) found.push({ kind, position });
    }
  }
  const kinds = new Set(found.map((d) => `${d.kind}:${d.position}`));
  return kinds.size === 1 ? found[0]! : null;
}

/**
 * The entry a description points at ({@link describeEntry}): her entries of its kind in time order
 * (Allen's before, by start date, as {@link relatedEntries} orders her jobs), the one at its
 * position; null when there is none there.
 * @param entries her CV entries and case studies, localized for the reader
 */
export function describedEntry(d: EntryDescription, entries: readonly LocalizedEntry[], titles: readonly { title: string; slug: string }[]): LocalizedEntry | null {
  const ofKind = entries.filter((e) => (d.kind === 'project' ? e.kind === 'case_study' : e.kind === 'cv' && (d.kind === 'degree') === (degreeOf(e, titles) !== null)))
    .sort((a, b) => start(a).localeCompare(start(b)));
  return (d.position === -1 ? ofKind.at(-1) : ofKind[d.position - 1]) ?? null;
}

/** An entity switch a follow-up makes ({@link entrySwitch}): the entry it moves to, the previous question's words that named the entry it leaves, the message's words that describe the one it moves to. */
export interface EntrySwitch { item: { title: string; slug: string }; leaving: string[]; naming: string[] }

/**
 * A follow-up that moves the previous question's aspect to another of her entries (an entity
 * switch: "When did she start at Lumenhaus?" / "And at her first job?"; "How big is the team at
 * Nahrvald Labs?" / "و در ناروالد لبز؟"), or null — also when the message asks a question word of
 * its own (it is no fragment). The entry it moves to is the one it describes
 * ({@link describeEntry}: kind and order), else the one entry a distinctive word of the message
 * names (a word of one entry's titles, in any language, held by no other title — as
 * {@link relatedEntries} finds the entry a before/after points from), when that entry is not one
 * the previous answer cited. The aspect is what the previous question asked besides its entity:
 * its content words other than its anchors that name an entry (a word of an entry's title) and the
 * words of the titles of the entries the previous answer cited, or the value it asked for (`asksValue`: a number, a date, a place or a person —
 * "Когда она начала работать в Lumenhaus?" asks a date with no other word); with no aspect left
 * (it asked for the entry itself), null — the entry is asked for itself and the relations or the
 * entries path answer it.
 * @param q the message read
 * @param previous the previous question's content words and anchor words, the entries the previous answer cited (site-relative links), whether it asked for a value
 * @param entries her CV entries and case studies, localized for the reader
 * @param titles every published entry's titles in every language
 */
export function entrySwitch(
  q: QuestionValue, previous: { content: readonly string[]; anchors: readonly string[]; cited: readonly string[]; asksValue?: boolean },
  entries: readonly LocalizedEntry[], titles: readonly { title: string; slug: string }[], ordinalOf: (word: string) => number | null,
): EntrySwitch | null {
  // A message asking a question of its own ("¿Dónde hizo su máster?") is no fragment: it carries no
  // aspect (Merchant 2001, "The Syntax of Silence": a fragment reuses its antecedent's question).
  if (q.type !== null) return null;
  const description = describeEntry(q, ordinalOf);
  // A name beside a before/after marker is the entry a relation points from ("And after Lumenhaus?"), not a switch.
  if (!description && (list(BEFORE, q.language, 'before').test(markerText(q)) || list(AFTER, q.language, 'after').test(markerText(q)))) return null;
  const target = description ? describedEntry(description, entries, titles) : namedByMessage(q.content, entries, titles);
  if (!target || previous.cited.includes(entryHref(target.kind, target.slug, null))) return null;
  const citedTitles = titles.filter((t) => previous.cited.some((href) => href === entryHref(entries.find((e) => e.slug === t.slug)?.kind ?? '', t.slug, null)));
  // The words that named the entry it leaves: the cited entries' title words, and the previous
  // question's anchors that are a word of some entry's title. An anchor no title holds is aspect,
  // not a name ("median latency" written in Latin script in a Hindi question).
  const titleWords = new Set(titles.flatMap((t) => words(t.title)));
  const leavingWords = new Set([...previous.anchors.filter((w) => titleWords.has(w)), ...citedTitles.flatMap((t) => words(t.title))]);
  const leaves = (w: string) => leavingWords.has(w) || degreeOfWordIn(w, q.language) !== undefined;
  const leaving = previous.content.filter(leaves);
  const aspect = previous.content.filter((w) => !leaves(w));
  if (aspect.length === 0 && !previous.asksValue) return null;
  // The message's words that describe the entry (the ordinal, the kind noun): not an aspect of their
  // own. A name stays: it is what the answer's sentence holds ("since 2023 … at Nahrvald Labs").
  const naming = description ? q.tokens.filter((w) => ordinalOf(w) !== null || isKindNoun(w, q.language)) : [];
  return { item: { title: target.title, slug: target.slug }, leaving, naming };
}

/**
 * The one entry the message's distinctive words name: each content word held by the titles (any
 * language) of exactly one of the entries; all such words must name the same entry. Null otherwise.
 */
function namedByMessage(content: readonly string[], entries: readonly LocalizedEntry[], titles: readonly { title: string; slug: string }[]): LocalizedEntry | null {
  const own = new Set(entries.map((e) => e.slug));
  const bySlug = new Map<string, Set<string>>();
  for (const t of titles) if (own.has(t.slug)) for (const w of words(t.title)) if ([...w].length >= (/\p{Script=Han}/u.test(w) ? 2 : 4)) (bySlug.get(t.slug) ?? bySlug.set(t.slug, new Set()).get(t.slug)!).add(w);
  const named = new Set<string>();
  for (const w of content) {
    const slugs = [...bySlug].filter(([, ws]) => ws.has(w)).map(([s]) => s);
    if (slugs.length === 1) named.add(slugs[0]!);
  }
  return named.size === 1 ? entries.find((e) => e.slug === [...named][0]) ?? null : null;
}

/**
 * Nouns for one of her articles ("the article on recall@k", "su artículo", "مقالها", "这篇文章"):
 * the entry kind `article` (lib/db `EntryKind`) as each language's dictionary names a published
 * piece of writing. Like {@link KIND_NOUNS}, they give the kind of the entry asked about and name
 * no entry of their own. Matched by the language's stem, Chinese as a substring.
 */
const ARTICLE_NOUNS: Lists = {
  en: ['article', 'articles', 'post', 'essay', 'piece'], de: ['artikel', 'beitrag', 'aufsatz', 'blogbeitrag'], fr: ['article', 'billet'],
  es: ['artículo', 'entrada'], pt: ['artigo', 'post'], ru: ['статья', 'статью', 'статьи', 'статье', 'пост'], fa: ['مقاله', 'نوشته', 'پست'],
  ar: ['مقال', 'مقالة', 'مقالها', 'مقالتها'], hi: ['लेख', 'आलेख'], zh: ['文章', '博文'],
};

/** The largest set of entries one date question may be answered with, when it points back: a job with the side role she holds beside it (the current-job answer cites both). */
const DATED_AT_MOST = 2;

/**
 * The entries a date question asks the date of (Li & Roth's NUM:date asked of one of her entries,
 * whose date is its structure — an article's publication date, a CV entry's or case study's start
 * and end — and often stated by no sentence): "When was the article on recall@k published?",
 * "Depuis quand ?" after an answer about her current job, "Когда она вышла?" after one about an
 * article. Read as the question's focus and predicate (Moldovan et al. 2000, "The structure and
 * performance of an open-domain question answering system", ACL: the focus is the entity the
 * question asks about, the rest its predicate): the focus is
 * - one entry its words name: a word of the entry's titles in any language, matched by the
 *   question's stemmer, held by no other entry's titles (as {@link entrySwitch} finds the entry a
 *   follow-up names) — the question's other words (besides her name and pronouns, a kind noun,
 *   a date noun of lib/question `DATE_HEADS`) are its predicate, at most one word ("published", "built", "started");
 * - else, in a follow-up with one word at most of its own (the predicate: "erschienen",
 *   "réalisé"; none: "Since when?", "कब से?"), the entries the previous answer cited, at most
 *   {@link DATED_AT_MOST} — the entry the pronoun or the ellipsis points back to; when the
 *   previous answer was a longer list, the one of them the previous question's words named.
 *   (The previous question's words are read with the message's stemmer: a follow-up is asked in
 *   the language of the question it follows.)
 * A date question that names no entry ("When did she learn Persian?": Persian is in many titles)
 * or asks more than the entry's date ("When did the assistant go live?", two words of predicate:
 * a date inside the entry, which a passage states) gets none: it stays with retrieval.
 * @param q the message read (its `expected` must be `date`)
 * @param context whether it is a follow-up, the links of the entries the previous answer cited, the words that name her (name and pronouns), the previous question's content words
 * @param entries her dated entries (CV entries, case studies, articles), localized for the reader
 * @param titles every published entry's titles in every language
 * @returns the entries, in the order cited or the one named; [] when the question asks no entry's date
 */
export function datedEntries(
  q: QuestionValue, context: { followUp: boolean; cited: readonly string[]; her: ReadonlySet<string>; previousContent?: readonly string[] },
  entries: readonly LocalizedEntry[], titles: readonly { title: string; slug: string }[],
): LocalizedEntry[] {
  if (q.expected !== 'date') return [];
  const l = q.language;
  const stem = stemmerFor(l);
  const forms = (w: string) => (l === 'fa' ? persianQuestionForms(w) : l === 'ar' ? [w, withoutWaw(w)] : [w]);
  const dateHeads = new Set(DATE_HEADS[l].map((w) => stem(normalizeForMatching(w))));
  const kindWord = (w: string) => forms(w).some((f) => isKindNoun(f, l) || inList(ARTICLE_NOUNS, l, f) || list(ARTICLE_NOUNS, l, 'article').test(f) || dateHeads.has(stem(f)));
  const own = q.content.filter((w) => !context.her.has(w) && !kindWord(w));
  const dated = new Map(entries.filter((e) => e.startDate).map((e) => [e.slug, e]));
  const titleStems = new Map<string, Set<string>>();
  for (const t of titles) if (dated.has(t.slug)) for (const w of words(t.title)) (titleStems.get(t.slug) ?? titleStems.set(t.slug, new Set()).get(t.slug)!).add(stem(w));
  const holders = (w: string) => [...titleStems].filter(([, s]) => forms(w).some((f) => s.has(stem(f)))).map(([slug]) => slug);
  const named = new Set(own.flatMap((w) => { const h = holders(w); return h.length === 1 ? h : []; }));
  if (named.size === 1) {
    const slug = [...named][0]!;
    const predicate = own.filter((w) => !holders(w).includes(slug));
    return predicate.length <= 1 ? [dated.get(slug)!] : [];
  }
  if (named.size > 1 || !context.followUp || own.length > 1) return [];
  const cited = context.cited.flatMap((href) => [...dated.values()].filter((e) => entryHref(e.kind, e.slug, null) === href));
  if (cited.length <= DATED_AT_MOST) return cited;
  // A list answered the previous question: the entry of it that question named is the one pointed back to.
  const before = new Set((context.previousContent ?? []).flatMap((w) => { const h = holders(w); return h.length === 1 ? h : []; }));
  const focus = cited.filter((e) => before.has(e.slug));
  return focus.length === 1 ? focus : [];
}
