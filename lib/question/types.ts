/**
 * Question types per language (Li & Roth 2002 coarse classes, as the answerer uses them), read by
 * the language's question words. Shared by the question value (lib/question) and the extractive
 * answerer (lib/assistant/extractive.ts).
 */
import { normalizeForMatching, type Locale } from '@/lib/text';

export type QuestionType = 'how' | 'why' | 'list' | 'when' | 'where' | 'who' | 'quantity' | 'definition';

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
export const QUESTION_TYPES: Record<Locale, [QuestionType, RegExp][]> = {
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
    // "viel" declines as an adjective ("in wie vielen Sprachen", dative plural; Duden-Grammatik, unbestimmte Zahladjektive).
    ['quantity', Q(`${B}wie (viele|vielen|vieler|vieles|viel|lange|oft|groß|alt)${E}`)],
    ['when', Q(`${B}(wann|seit wann|bis wann|in welchem jahr)${E}`)],
    ['where', Q(`${B}(wo|woher|wohin|an welcher (universität|hochschule)|in welcher stadt)${E}`)],
    ['who', Q(`${B}(wer|wem|wen|wessen)${E}`)],
    ['why', Q(`${B}(warum|weshalb|wieso|wozu|welche rolle|welchen zweck)${E}`)],
    ['how', Q(`${B}(wie|auf welche weise)${E}`)],
    ['definition', Q(`^\\s*was (ist|sind|bedeutet|heißt)${E}`)],
    ['list', Q(`${B}(welche|welcher|welches|welchen|welchem|was für)${E}`)],
  ],
  fr: [
    ['quantity', Q(`${B}(combien|quel pourcentage|à quelle fréquence|quelle durée)${E}`)],
    ['when', Q(`${B}(quand|depuis quand|en quelle année|à quelle date)${E}`)],
    ['where', Q(`${B}(où|d['’]où)${E}`)],
    ['who', Q(`(^\\s*|${B}(avec|pour|de|à) )qui${E}`)],
    ['why', Q(`${B}(pourquoi|à quoi sert|à quoi servent|quel rôle|quelle fonction)${E}`)],
    ['how', Q(`${B}(comment|de quelle (manière|façon))${E}`)],
    ['definition', Q(`${B}(qu['’]est[- ]ce que|qu['’]est[- ]ce qu['’]|c['’]est quoi|que signifie|que veut dire)`)],
    ['list', Q(`${B}(quels|quelles|quel|quelle|lesquels|lesquelles)${E}`)],
  ],
  es: [
    ['quantity', Q(`${B}(cuántos|cuántas|cuánto|cuánta|qué porcentaje|con qué frecuencia|qué duración)${E}`)],
    ['when', Q(`${B}(cuándo|desde cuándo|hasta cuándo|en qué año)${E}`)],
    ['where', Q(`${B}(dónde|adónde|de dónde)${E}`)],
    ['who', Q(`${B}(quién|quiénes)${E}`)],
    ['why', Q(`${B}(por qué|para qué|qué papel|qué función)${E}`)],
    ['how', Q(`(${B}(cómo|de qué (manera|forma))|^\\s*¿?como)${E}`)],
    ['definition', Q(`${B}qué (es|son|significa)${E}`)],
    ['list', Q(`${B}(qué|cuál|cuáles)${E}`)],
  ],
  pt: [
    ['quantity', Q(`${B}(quantos|quantas|quanto|quanta|que percentagem|qual (a )?porcentagem|com que frequência|qual (é )?a duração)${E}`)],
    ['when', Q(`${B}(quando|desde quando|em que ano)${E}`)],
    ['where', Q(`${B}(onde|aonde|de onde)${E}`)],
    ['who', Q(`${B}quem${E}`)],
    ['why', Q(`${B}(por que|por quê|para que serve|qual (é )?o papel|que papel|qual a função)${E}`)],
    ['how', Q(`(^\\s*como|${B}de que (forma|maneira))${E}`)],
    ['definition', Q(`${B}o que (é|são|significa)${E}`)],
    ['list', Q(`${B}(quais|qual|que(?= \\p{L}+ (ela|ele|a|o)${E}))${E}`)],
  ],
  ru: [
    // "как долго / как часто / как быстро" (how long, how often, how fast) ask for a degree, not a manner (Русская грамматика, 1980, § on adverbial questions of measure).
    ['quantity', Q(`${B}(скольк\\p{L}*|как (долго|часто|быстро|давно)|насколько)${E}`)],
    ['when', Q(`${B}(когда|в каком году|с какого (года|времени|момента|месяца)|с каких пор|до какого (года|времени))${E}`)],
    // A question word with the particle -нибудь, -либо or -то is an indefinite pronoun, not a question ("где-нибудь", somewhere; Русская грамматика, 1980, indefinite pronouns).
    ['where', Q(`${B}(где|куда|откуда|в каком (городе|университете))${E}(?!\\s*-\\s*(нибудь|либо|то)${E})`)],
    ['who', Q(`${B}(кто|кого|кому|кем)${E}`)],
    ['why', Q(`${B}(почему|зачем|для чего|какую роль|какова роль)${E}`)],
    ['how', Q(`${B}(как|каким образом)${E}`)],
    ['definition', Q(`${B}что (такое|означает|значит)${E}`)],
    ['list', Q(`${B}(какие|каких|каким|какими|какой|какая|какое|какую)${E}`)],
  ],
  fa: [
    ['quantity', Q(`${B}(چند|چه تعداد|چقدر|چه مقدار|چه مدت)${E}`)],
    ['when', Q(`${B}(چه زمانی|چه سالی|چه وقت|از کی|تا کی|کی)${E}`)],
    ['where', Q(`${B}(کجا|کجای|چه شهری|کدام شهر|کدام دانشگاه)${E}`)],
    ['who', Q(`${B}(چه کسی|چه کسانی|کیست|کیستند)${E}`)],
    ['why', Q(`${B}(چرا|به چه دلیل|برای چه|چه نقشی|چه کاربردی|چه فایده ای)${E}`)],
    ['how', Q(`${B}(چگونه|چطور|چه طور|چه جوری|به چه روشی|با چه روشی)${E}`)],
    ['definition', Q(`${B}(چیست|چه چیزی است|یعنی چه)${E}`)],
    // "چه ابزارهایی" / "چه ابزار‌هایی" (the plural suffix joined or after a ZWNJ); "چه نقشی" is not a list.
    // "چه کار / چی‌کار کرد" (what did … do): the noun کار of the light verb کار کردن is the pro-verb "do", as
    // in Spanish "¿qué hizo?" — a list question with no class word (Persian light verbs: Family 2014, "The Syntax of Persian complex predicates").
    ['list', Q(`${B}(کدام|چه کار(ها)?(ی)?|چی ?کار|چه(?= (\\S+ )?\\S*(هایی|های)${E}))${E}`)],
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
    // 几 with the measure word after it (几个, 几名, 几种 …), not 几乎 (almost).
    // …and 多 + a one-syllable gradable adjective, the degree question "how A" (Li & Thompson 1981,
    // ch. 18: 多久 how long, 多大 how big/old, 多快 how fast, 多远 how far, 多长 how long, 多高, 多重).
    ['quantity', /多少[\p{Script=Han}]?|几(?!乎)[\p{Script=Han}]?|(?<![很许好太众诸繁])多(久|长|大|快|远|高|重|宽|深)/u],
    ['when', /什么时候|何时|哪年|哪一年/u],
    ['where', /哪里|哪儿|在哪|什么地方/u],
    ['who', /谁/u],
    ['why', /为什么|为何|什么作用|有什么用|起什么作用/u],
    ['how', /如何|怎么|怎样|怎麼/u],
    ['definition', /是什么|什么是|指什么/u],
    ['list', /哪些|哪个|哪种|哪(?=[\p{Script=Han}])|什么(?=[\p{Script=Han}])/u],
  ],
};


/**
 * The question type of a normalized question (first match of its language's patterns, a "when" or
 * "where" only when no other question word is there) and the
 * spans of every question phrase the patterns find: their words ask, they name nothing.
 * @returns type (or null), spans (matched text), where a list question's class words or a count
 *   question's counted noun start, and the
 *   why pattern's match ("what role", "چه نقشی"): its noun is the question's class, not its topic
 */
export function questionWordSpans(normalized: string, language: Locale): { type: QuestionType | null; spans: string[]; classStart: number | null; purpose: string[] } {
  let type: QuestionType | null = null;
  let classStart: number | null = null;
  const spans: string[] = [];
  const purpose: string[] = [];
  // "When" and "where" also open adverbial clauses (subordinators of time and place: Quirk et al.
  // 1985, "A Comprehensive Grammar of the English Language", §15.19): beside another question word
  // they are the clause's, not the question's ("Which languages did she add when she was at
  // Lumenhaus?", "Какие языки она добавила, когда работала в Lumenhaus?").
  // (Another question word inside the when/where phrase — "каких" of "с каких пор", "什么" of "什么时候" — is that phrase.)
  const found = QUESTION_TYPES[language].flatMap(([t, re]) => { const m = re.exec(normalized); return m ? [{ t, from: m.index, to: m.index + m[0].length }] : []; });
  const adverbial = found.filter((x) => x.t === 'when' || x.t === 'where');
  const other = found.some((x) => x.t !== 'when' && x.t !== 'where' && !adverbial.some((a) => x.from < a.to && a.from < x.to));
  for (const [t, re] of QUESTION_TYPES[language]) {
    const m = re.exec(normalized);
    if (!m) continue;
    if (type === null && !(other && (t === 'when' || t === 'where'))) {
      type = t;
      if (t === 'list' || t === 'quantity') classStart = m.index + m[0].length;
    }
    // English "what does X mean" spans X: only a pattern's fixed words are question words. A why
    // pattern names the purpose it asks about ("what role", "چه نقشی", "什么作用"): its noun is the
    // topic a why-section is headed by, and its interrogative is a stop word anyway.
    if (t === 'why') purpose.push(m[0]);
    else if (!/\.\+/.test(re.source)) spans.push(m[0]);
  }
  return { type, spans, classStart, purpose };
}

/**
 * Head nouns that make a "what/which X" question numeric (Li & Roth's NUM class, read from the
 * question's head word as Huang, Thint & Qin 2008, "Question classification using head words and
 * their hypernyms", do): "what grade", "welche Note", "какой средний балл" ask for a number.
 * Stems per language (its stemmer), so inflections count.
 */
export const NUMERIC_HEADS: Record<Locale, string[]> = {
  // The last words of each list are Li & Roth's NUM:perc heads — a share, a proportion, a ratio of a
  // whole ("which share of the test questions …", "welcher Anteil …"): a fraction, not members of a class.
  en: ['grade', 'score', 'number', 'amount', 'percentage', 'percent', 'rate', 'size', 'speed', 'value', 'average', 'count', 'total', 'length', 'latency', 'accuracy', 'f1', 'share', 'proportion', 'fraction', 'ratio'],
  de: ['note', 'punktzahl', 'anzahl', 'zahl', 'menge', 'prozentsatz', 'rate', 'quote', 'größe', 'geschwindigkeit', 'wert', 'durchschnitt', 'latenz', 'genauigkeit', 'anteil', 'verhältnis'],
  fr: ['note', 'score', 'nombre', 'quantité', 'pourcentage', 'taux', 'taille', 'vitesse', 'valeur', 'moyenne', 'latence', 'précision', 'proportion'],
  es: ['nota', 'puntuación', 'número', 'cantidad', 'porcentaje', 'tasa', 'tamaño', 'velocidad', 'valor', 'promedio', 'latencia', 'precisión', 'proporción'],
  pt: ['nota', 'pontuação', 'número', 'quantidade', 'porcentagem', 'percentagem', 'taxa', 'tamanho', 'velocidade', 'valor', 'média', 'latência', 'precisão', 'proporção'],
  ru: ['оценка', 'балл', 'число', 'количество', 'процент', 'доля', 'размер', 'скорость', 'значение', 'средний', 'задержка', 'точность', 'соотношение'],
  fa: ['نمره', 'معدل', 'امتیاز', 'تعداد', 'مقدار', 'درصد', 'نرخ', 'اندازه', 'سرعت', 'میانگین', 'تاخیر', 'سهم', 'نسبت'],
  ar: ['درجة', 'معدل', 'علامة', 'عدد', 'كمية', 'نسبة', 'حجم', 'سرعة', 'قيمة', 'متوسط'],
  hi: ['अंक', 'ग्रेड', 'संख्या', 'मात्रा', 'प्रतिशत', 'दर', 'आकार', 'गति', 'मान', 'औसत', 'अनुपात'],
  zh: ['成绩', '分数', '数量', '数字', '比例', '百分比', '速度', '数值', '平均', '延迟', '大小', '准确率', '占比'],
};

/**
 * Head nouns that make a "what/which X" question ask for a date (Li & Roth's NUM:date, read from the
 * head word as {@link NUMERIC_HEADS}; issue 31, kind 3): "between which dates", "in welchem
 * Zeitraum", "¿entre qué fechas?", "в какие годы" ask when. The calendar's own field names (CLDR
 * `dateTimeField` display names: year, month, day) and each language's words for a date and a period.
 */
export const DATE_HEADS: Record<Locale, string[]> = {
  en: ['date', 'dates', 'year', 'years', 'month', 'months', 'period'],
  de: ['datum', 'jahr', 'jahren', 'monat', 'monaten', 'zeitraum'],
  fr: ['date', 'dates', 'année', 'années', 'mois', 'période'],
  es: ['fecha', 'fechas', 'año', 'años', 'mes', 'meses', 'período', 'periodo'],
  pt: ['data', 'datas', 'ano', 'anos', 'mês', 'meses', 'período'],
  ru: ['дата', 'даты', 'год', 'годы', 'годах', 'месяц', 'период'],
  fa: ['تاریخ', 'سال', 'سالی', 'سال‌هایی', 'ماه', 'دوره'],
  ar: ['تاريخ', 'سنة', 'عام', 'أعوام', 'سنوات', 'شهر', 'فترة'],
  hi: ['तारीख', 'तारीख़', 'तिथि', 'साल', 'वर्ष', 'महीना', 'अवधि'],
  zh: ['日期', '年份', '月份', '时间段', '期间'],
};

/**
 * Head nouns that make a "which X" question ask for an organisation's name (Li & Roth 2002 HUM:gr,
 * a group or organisation; read from the head word as {@link NUMERIC_HEADS}, after Huang, Thint &
 * Qin 2008): "which company", "bei welcher Firma", "в какой компании", "کدام مؤسسه", "哪家公司".
 * The answerer reads them as a *where* question (a place or an institution) that wants the
 * institution's proper name. Stems per language (its stemmer), so inflections count. "Client" is
 * not among them: it names a role towards someone ("which clients did she work for"), and the
 * question wants the list of them, as any which-X question does.
 */
export const ORG_HEADS: Record<Locale, string[]> = {
  en: ['company', 'firm', 'employer', 'university', 'institute', 'institution', 'organisation', 'organization', 'lab', 'laboratory', 'school', 'college', 'agency', 'startup', 'foundation'],
  de: ['firma', 'unternehmen', 'arbeitgeber', 'universität', 'hochschule', 'institut', 'einrichtung', 'organisation', 'labor', 'schule', 'agentur', 'stiftung'],
  fr: ['entreprise', 'société', 'employeur', 'université', 'institut', 'institution', 'organisation', 'laboratoire', 'école', 'agence', 'fondation'],
  es: ['empresa', 'compañía', 'firma', 'empleador', 'universidad', 'instituto', 'institución', 'organización', 'laboratorio', 'escuela', 'agencia', 'fundación'],
  pt: ['empresa', 'companhia', 'firma', 'empregador', 'universidade', 'instituto', 'instituição', 'organização', 'laboratório', 'escola', 'agência', 'fundação'],
  ru: ['компания', 'фирма', 'работодатель', 'университет', 'институт', 'учреждение', 'организация', 'лаборатория', 'школа', 'агентство', 'фонд'],
  fa: ['شرکت', 'کارفرما', 'دانشگاه', 'موسسه', 'مؤسسه', 'نهاد', 'سازمان', 'آزمایشگاه', 'مدرسه', 'دانشکده', 'بنیاد'],
  ar: ['شركة', 'صاحب العمل', 'جامعة', 'معهد', 'مؤسسة', 'منظمة', 'مختبر', 'مدرسة', 'كلية', 'وكالة'],
  hi: ['कंपनी', 'फर्म', 'नियोक्ता', 'विश्वविद्यालय', 'संस्थान', 'संस्था', 'संगठन', 'प्रयोगशाला', 'स्कूल', 'कॉलेज'],
  zh: ['公司', '企业', '雇主', '大学', '研究所', '研究院', '机构', '组织', '实验室', '学校', '学院', '基金会'],
};

/**
 * Head nouns (and English/German comparative degree words) that make a quantity question ask for a
 * time: Li & Roth 2002's NUM:speed and NUM:period, read from the question's head word as
 * {@link NUMERIC_HEADS} (Huang, Thint & Qin 2008) — the measures of {@link NUMERIC_HEADS} whose
 * value is a time ("latency", "Latenz", "задержка", "延迟"), a duration, and a speed ("how much
 * faster": the comparative of the speed adjective the "how fast" question word asks). Their answer
 * is a number with a time unit ("140 ms"), not a count. Stems per language (its stemmer); a German
 * compound is headed by its last member (the right-hand head rule, Williams 1981: "Suchlatenz").
 */
export const TIME_HEADS: Record<Locale, string[]> = {
  en: ['latency', 'duration', 'speed', 'faster', 'slower', 'quicker'],
  de: ['latenz', 'dauer', 'geschwindigkeit', 'schneller', 'langsamer'],
  fr: ['latence', 'durée', 'vitesse'],
  es: ['latencia', 'duración', 'velocidad'],
  pt: ['latência', 'duração', 'velocidade'],
  ru: ['задержка', 'длительность', 'скорость', 'быстрее', 'медленнее'],
  fa: ['تاخیر', 'مدت', 'سرعت'],
  ar: ['تأخير', 'كمون', 'مدة', 'زمن', 'سرعة'],
  hi: ['विलंब', 'अवधि', 'गति'],
  zh: ['延迟', '时长', '速度'],
};

/**
 * Question phrases that ask for a period (Li & Roth 2002 NUM:period): a duration ("how long",
 * "wie lange", "combien de temps", "多久") or a frequency, the period between events ("how often",
 * "à quelle fréquence", "как часто"), and the verb of lasting where the question word is a bare
 * "how much" ("cuánto duró", "сколько длилось", "كم كانت مدة"). "How many times" (كم مرة, कितनी बार)
 * counts events (NUM:count: "كم مرة يتم تنزيلها شهريًا", how many downloads a month), it is no period. As written (normalized on use). A
 * period is stated by its duration or by its bounds — ISO 8601's time interval is a start and an
 * end, or a duration.
 */
export const PERIOD_QUESTIONS: Record<Locale, string[]> = {
  en: ['how long', 'how often', 'how frequently'], de: ['wie lange', 'wie lang', 'wie oft', 'wie häufig'],
  fr: ['combien de temps', 'quelle durée', 'à quelle fréquence'],
  es: ['cuánto tiempo', 'qué duración', 'con qué frecuencia', 'cada cuánto', 'cuánto dura', 'cuánto duró', 'cuánto duraba'],
  pt: ['quanto tempo', 'qual a duração', 'com que frequência', 'quanto dura', 'quanto durou', 'quanto durava'],
  ru: ['сколько времени', 'как долго', 'как часто', 'как давно', 'сколько длилось', 'сколько длился', 'сколько длилась', 'сколько длится', 'сколько длились'],
  fa: ['چقدر طول', 'چه مدت', 'چقدر زمان', 'چند وقت', 'هر چند'], ar: ['كم من الوقت', 'كم يستغرق', 'كم تستغرق', 'كل كم', 'كم كانت مدة', 'كم مدة', 'ما مدة'],
  hi: ['कितना समय', 'कितनी देर', 'कितने समय', 'कितने दिन'], zh: ['多久', '多长', '多少时间', '频率'],
};
