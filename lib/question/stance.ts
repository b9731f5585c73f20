/**
 * What a question asks of its predicate, read once with the question (issue 31, kind 4): whether
 * the predicate is negated, whether it asks for an attitude (an opinion, a preference, a liking),
 * and whether it is a yes/no question. The entries path lists what the author did; it answers
 * none of these (what she did not do, what she thinks or prefers, whether she did a thing the
 * site never names), so a question that asks one of them is not an overview (lib/retrieval
 * `detectOverview`).
 *
 * Rules from standards, not from the questions that failed:
 * - **Negation**: the words Universal Dependencies annotates with the feature `Polarity=Neg` in
 *   each language's treebanks (UD guidelines, "Polarity": negative particles, adverbs,
 *   determiners and the negative verb forms): en not/n't/never, de nicht/nie/kein…, fr ne/pas/
 *   jamais, es no/nunca/jamás, pt não/nunca/jamais, ru не/ни/никогда/нет, ar لا/لم/لن/ليس, hi
 *   नहीं/न/मत, zh 不/没/没有/未/别 and the negative auxiliaries (不会, 不能…); Persian marks
 *   `Polarity=Neg` on the verb itself (UD Persian-Seraji: the prefix نـ, نمی‌, and نیست).
 * - **Attitude**: the lexical units of three Berkeley FrameNet 1.7 frames — `Opinion` (opinion,
 *   view, think of/about), `Preference` (prefer, preference, favourite) and
 *   `Experiencer_focused_emotion` (like, love, hate, dislike, enjoy) — in the ten languages (the
 *   lexical units as the multilingual FrameNets and bilingual dictionaries give them). Matched by
 *   word (Latin, Cyrillic, Devanagari, Arabic script) or by substring of a word (Chinese, whose
 *   verbs compound: 最喜欢, 不喜欢).
 * - **Yes/no question**: no question word (Li & Roth type null) and a polar-question marker: an
 *   interrogative particle (ru ли, ar هل, fa آیا, zh 吗/么, hi क्या first) or subject–auxiliary
 *   inversion (en, de, fr; {@link POLAR_FIRST}); es and pt mark it by intonation only (not read).
 */
import { normalizeForMatching, type Locale } from '@/lib/text';
import { functionWord } from './function-words';

/** What a question asks of its predicate (see the module comment). */
export interface PredicateReading {
  /** A word UD annotates `Polarity=Neg` negates the predicate. */
  negated: boolean;
  /** A lexical unit of FrameNet's Opinion, Preference or Experiencer_focused_emotion frame: the question asks an attitude. */
  attitude: boolean;
  /**
   * A lexical unit of the Preference or Experiencer_focused_emotion frame ({@link PREFERENCE}):
   * the question asks what she prefers, likes or dislikes — answered only by a sentence that
   * states such an attitude (lib/assistant/extractive), never by one that merely shares its topic.
   */
  preference: boolean;
  /** A yes/no question: no question word and a polar-question marker. */
  yesNo: boolean;
  /**
   * The question asks whether she holds a proposition — an Opinion-frame cognition verb or noun
   * ({@link OPINION}) followed by a clause: a complementizer or a future/modal marker
   * ({@link PROPOSITION}): "Does she think LLMs will replace search engines?", "她个人怎么看大模型会不会取代搜索引擎？".
   */
  belief: boolean;
}

/** `Polarity=Neg` words per language (UD treebanks), normalized as lib/text normalizes. */
const NEGATION: Record<Locale, string[]> = {
  en: ['not', "n't", 'never', 'neither', 'nor', 'nothing', 'none'],
  de: ['nicht', 'nie', 'niemals', 'kein', 'keine', 'keinen', 'keinem', 'keiner', 'keines', 'nichts'],
  fr: ['ne', 'pas', 'jamais', 'aucun', 'aucune', 'rien'],
  es: ['no', 'nunca', 'jamás', 'tampoco', 'ningún', 'ninguna', 'ninguno', 'nada'],
  pt: ['não', 'nunca', 'jamais', 'nenhum', 'nenhuma', 'nada'],
  ru: ['не', 'ни', 'никогда', 'нет', 'ничего', 'никакой', 'никакие', 'никаких'],
  ar: ['لا', 'لم', 'لن', 'ليس', 'ليست', 'لست', 'أبدا'],
  fa: ['نیست', 'نیستند', 'نبود', 'نبوده', 'نمی', 'هرگز', 'هیچ'],
  hi: ['नहीं', 'न', 'मत', 'कभी नहीं'],
  zh: ['不', '没', '没有', '未', '别', '从未', '从不', '从没', '并不', '不会', '不能', '不是', '不再', '未曾', '沒', '沒有'],
};
// Persian negative verb forms (UD Persian: Polarity=Neg on the verb): نـ before a verb stem of the
// light and common verbs (داشتن, کردن, دانستن, خواستن, بودن, شدن, نوشتن, ساختن, رفتن, گرفتن, توانستن).
const PERSIAN_NEGATIVE_VERB = /^ن(?:می|دار|داشت|کرد|کن|دان|خواه|خوا|بود|شد|شو|نوشت|نویس|ساخت|ساز|رفت|گرفت|گیر|توان|تون)/u;
// French "n'" elided before a vowel ("n'a-t-elle jamais"): lib/text drops elided clitics from words.
const FRENCH_ELIDED_NE = /(?<![\p{L}\p{M}])n['’](?=\p{L})/u;

/** FrameNet lexical units of the Opinion frame as a question asks them ("what is her view of"), per language. */
const OPINION_UNITS: Record<Locale, string[]> = {
  en: ['opinion', 'opinions', 'view', 'views', 'think', 'thinks', 'thought', 'feel', 'feels'],
  de: ['meinung', 'ansicht', 'hält~von', 'halten~von', 'denkt'],
  fr: ['opinion', 'avis', 'pense', 'pensez', 'pensent'],
  es: ['opinión', 'opina', 'piensa'],
  pt: ['opinião', 'opina', 'acha', 'pensa'],
  ru: ['мнение', 'думает', 'считает'],
  ar: ['رأي', 'رأيها', 'رأيه', 'تعتقد', 'تفكر'],
  fa: ['نظر', 'نظرش', 'عقیده', 'فکر'],
  hi: ['राय', 'सोचती', 'सोचते'],
  zh: ['看法', '观点', '意见', '认为', '觉得', '怎么看'],
};

/**
 * FrameNet lexical units of the Preference (prefer, preference, favourite) and
 * Experiencer_focused_emotion (like, love, hate, dislike, enjoy) frames, per language.
 */
const PREFERENCE: Record<Locale, string[]> = {
  en: ['prefer', 'prefers', 'preferred', 'preference', 'preferences', 'favourite', 'favorite', 'favourites', 'favorites', 'like', 'likes', 'liked', 'love', 'loves', 'hate', 'hates', 'dislike', 'dislikes', 'enjoy', 'enjoys'],
  de: ['bevorzugt', 'bevorzugen', 'vorliebe', 'lieblings*', 'liebsten', 'mag', 'mögen', 'liebt', 'lieben', 'hasst', 'hassen', 'gefällt'],
  fr: ['préfère', 'préfèrent', 'préféré', 'préférée', 'préférés', 'préférées', 'préférence', 'aime', 'aiment', 'adore', 'déteste'],
  es: ['prefiere', 'preferido', 'preferida', 'preferidos', 'preferidas', 'favorito', 'favorita', 'favoritos', 'favoritas', 'preferencia', 'gusta', 'gustan', 'encanta', 'odia'],
  pt: ['prefere', 'preferido', 'preferida', 'preferidos', 'preferidas', 'favorito', 'favorita', 'favoritos', 'favoritas', 'preferência', 'gosta', 'gostam', 'adora', 'odeia'],
  ru: ['предпочитает', 'любимый', 'любимая', 'любимое', 'любимые', 'любимых', 'любит', 'нравится', 'нравятся', 'ненавидит'],
  ar: ['تفضل', 'تفضله', 'تفضلها', 'المفضل', 'المفضلة', 'مفضل', 'مفضلة', 'تحب', 'تحبه', 'تحبها', 'تكره', 'تكرهه'],
  fa: ['ترجیح', 'مورد علاقه', 'دوست', 'متنفر'],
  hi: ['पसंद', 'पसंदीदा', 'प्रिय', 'नापसंद', 'नफ़रत'],
  zh: ['喜欢', '最爱', '偏好', '更喜欢', '讨厌', '爱用'],
};

/**
 * The cognition lexical units of FrameNet 1.7's `Opinion` frame (think, believe, feel, opinion,
 * view; Cognizer = the author), per language — the cognition units that take a
 * propositional Opinion element. Preference and emotion words are left out: "tools like that" is
 * no belief.
 */
const OPINION: Record<Locale, string[]> = {
  en: ['think', 'thinks', 'believe', 'believes', 'opinion', 'view', 'feel', 'feels', 'reckon', 'reckons'],
  de: ['denkt', 'glaubt', 'meint', 'meinung', 'ansicht'],
  fr: ['pense', 'croit', 'opinion', 'avis'],
  es: ['opina', 'piensa', 'cree', 'opinión'],
  pt: ['acha', 'pensa', 'opina', 'acredita', 'opinião'],
  ru: ['думает', 'считает', 'полагает', 'мнение'],
  ar: ['رأي', 'رأيها', 'تعتقد', 'تفكر', 'تظن'],
  fa: ['نظر', 'نظرش', 'عقیده', 'فکر', 'معتقد'],
  hi: ['राय', 'सोचती', 'सोचते', 'मानती', 'मानते'],
  zh: ['看法', '观点', '认为', '觉得', '怎么看', '以为', '相信'],
};

/**
 * What opens the Opinion element as a clause after the cognition word: a complementizer (UD
 * `mark` of a `ccomp`: that/whether, dass/ob, que/si, que/se, что/ли, أن/إذا, که/آیا, कि) or a
 * future or modal auxiliary of the clause (UD `Tense=Fut`, `aux`: will/'ll/would, werden/wird/würde,
 * будет/станет, Chinese 会/将/能 and their A-not-A forms 会不会/能不能, Li & Thompson 1981 §6) —
 * the question then asks whether she holds a proposition (Kim et al. 2023: an opinion the source
 * does not state is an unverifiable assumption), not what she wrote on a topic ("她怎么看待评估？"
 * has none and stays with retrieval). Spanish, Portuguese and French futures are read by their
 * endings (-rá/-rán, -rá/-rão, -ra/-ront) and periphrases (va/van, vai/vão, va/vont).
 */
const PROPOSITION: Record<Locale, string[]> = {
  en: ['that', 'whether', 'if', 'will', "'ll", 'would', "won't", 'going'],
  de: ['dass', 'ob', 'werden', 'wird', 'würde', 'würden'],
  fr: ['que', 'qu', 'si', 'va', 'vont'],
  es: ['que', 'si', 'va', 'van'],
  pt: ['que', 'se', 'vai', 'vão'],
  ru: ['что', 'ли', 'будет', 'будут', 'станет', 'станут'],
  ar: ['أن', 'إن', 'ان', 'إذا', 'اذا', 'سوف'],
  fa: ['که', 'اینکه', 'آیا', 'خواهد', 'خواهند'],
  hi: ['कि'],
  zh: ['会', '将', '能', '会不会', '能不能', '是否', '将会', '能否'],
};
// Future inflection (UD Tense=Fut) read by ending: fr -ra/-ront, es -rá/-rán, pt -rá/-rão;
// Arabic س- before a present verb (ستحل); Hindi -गा/-गी/-गे (लेंगे).
const FUTURE_ENDING: Partial<Record<Locale, RegExp>> = {
  fr: /^\p{L}{3,}(?:ra|ront)$/u, es: /^\p{L}{3,}(?:rá|rán)$/u, pt: /^\p{L}{3,}(?:rá|rão)$/u,
  ar: /^ست\p{L}{2,}$/u, hi: /^\p{L}+(?:गा|गी|गे)$/u,
};

/**
 * Markers of a yes/no question (UD: the interrogative particle, PART, or a finite auxiliary
 * before the subject — subject–auxiliary inversion, en/de/fr): ru ли, ar هل, fa آیا, zh 吗/么,
 * hi क्या first (elsewhere क्या is "what"); en/de/fr a first word that is an auxiliary or copula,
 * fr "est-ce que". Spanish and Portuguese mark a yes/no question by intonation only: none there.
 */
const POLAR_PARTICLES: Record<Locale, string[]> = {
  en: [], de: [], fr: [], es: [], pt: [], ru: ['ли'], ar: ['هل'], fa: ['آیا'], hi: [], zh: ['吗', '么', '嗎'],
};
const POLAR_FIRST: Record<Locale, string[]> = {
  en: ['do', 'does', 'did', 'has', 'have', 'had', 'is', 'are', 'was', 'were', 'can', 'could', 'will', 'would'],
  de: ['hat', 'hatte', 'ist', 'war', 'kann', 'konnte', 'hätte', 'würde', 'wird'],
  fr: ['a', 'est', 'avait', 'était', 'peut'],
  es: [], pt: [], ru: [], ar: ['هل'], fa: ['آیا'], hi: ['क्या'], zh: [],
};

const norm = (list: readonly string[]) => new Set(list.map((w) => normalizeForMatching(w)));
const byLocale = (lists: Record<Locale, string[]>) => Object.fromEntries(Object.entries(lists).map(([l, xs]) => [l, norm(xs)])) as unknown as Record<Locale, ReadonlySet<string>>;
const NEG = byLocale(NEGATION);
const OPN_UNITS = byLocale(OPINION_UNITS);
const PREF = byLocale(PREFERENCE);
const POLAR = byLocale(POLAR_PARTICLES);
const FIRST = byLocale(POLAR_FIRST);
const OPN = byLocale(OPINION);
const PROP = byLocale(PROPOSITION);
const HAN = /\p{Script=Han}/u;

/**
 * Reads what a question asks of its predicate (see {@link PredicateReading}).
 * @param tokens the question's normalized words (lib/text `words`)
 * @param normalized the question as lib/text normalizes it for matching
 * @param language the language the question is written in (its lists apply)
 * @param hasQuestionWord the question has a question word (a Li & Roth type)
 */
export function readPredicate(tokens: readonly string[], normalized: string, language: Locale, hasQuestionWord: boolean): PredicateReading {
  const neg = NEG[language];
  const negated = tokens.some((w) => neg.has(w) || w.endsWith("n't") || w.endsWith('n’t'))
    || (language === 'fa' && tokens.some((w) => PERSIAN_NEGATIVE_VERB.test(w)))
    || (language === 'fr' && FRENCH_ELIDED_NE.test(normalized))
    || (language === 'zh' && tokens.some((w) => [...neg].some((n) => w.startsWith(n) && HAN.test(w) && NEG_HEAD.test(w))));
  const preference = holdsUnit(PREF[language], tokens.filter((w, i) => !homograph(w, i, tokens, language)), normalized, language);
  const attitude = preference || holdsUnit(OPN_UNITS[language], tokens, normalized, language);
  // The first word as written (French "Qu'a-t-elle" drops its elided "qu'" from the words).
  const first = tokens[0] !== undefined && normalized.trimStart().startsWith(tokens[0]) ? tokens[0] : '';
  const yesNo = !hasQuestionWord && (FIRST[language].has(first) || tokens.some((w) => POLAR[language].has(w)) || (language === 'fr' && /^\s*est[- ]ce qu/u.test(normalized)));
  return { negated, attitude, preference, yesNo, belief: asksBelief(tokens, language) };
}

/**
 * Whether a word of a question is (part of) a lexical unit of the Opinion, Preference or
 * Experiencer_focused_emotion frame ({@link OPINION_UNITS}, {@link OPINION}, {@link PREFERENCE}):
 * the frame-evoking word, as against the words naming what the attitude is about (FrameNet's
 * Topic of `Opinion`, Event/Content of `Preference`, Stimulus of `Experiencer_focused_emotion`).
 * A word of a multi-word unit ("مورد", "علاقه"; "hält", "von") counts; a German `Lieblings-`
 * compound is the unit (its head noun is the Event, not split here); Chinese by substring either
 * way (jieba cuts 怎么看 into 怎么 + 看, keeps 最喜欢 whole).
 * @param word a normalized word (lib/text `words`)
 * @param language the question's language
 */
export function attitudeWord(word: string, language: Locale): boolean {
  const w = normalizeForMatching(word);
  const units = [...OPN_UNITS[language], ...PREF[language], ...OPN[language]];
  if (language === 'zh') return units.some((u) => u.includes(w) || w.includes(u));
  return units.some((u) => u === w || (u.endsWith('*') && w.startsWith(u.slice(0, -1))) || u.split(/[~ ]/u).includes(w));
}

/**
 * Personal pronouns (UD PronType=Prs, Case=Nom) and the auxiliaries that stand beside a finite
 * lexical verb (UD AUX), per language where a Preference unit is also a function word of the
 * language (lib/question `functionWord`: en "like" the preposition and discourse particle, de "mag"
 * the modal, "lieben"; ru "любит" in stopwords-iso). Elsewhere no unit is such a homograph.
 */
const VERB_CONTEXT: Partial<Record<Locale, ReadonlySet<string>>> = {
  en: new Set(['i', 'you', 'he', 'she', 'we', 'they', 'do', 'does', 'did', 'would', 'will', "doesn't", "didn't", 'not', 'really', 'most', 'best', 'least']),
  de: new Set(['ich', 'du', 'er', 'sie', 'es', 'wir', 'ihr', 'am', 'nicht']),
  ru: new Set(['я', 'ты', 'он', 'она', 'мы', 'вы', 'они', 'не', 'больше', 'всего']),
};

/**
 * A Preference unit that is also the language's function word is read as the verb only beside a
 * subject pronoun, an auxiliary or a degree word ({@link VERB_CONTEXT}: "does she like", "mag sie",
 * "like best"), as a contextual tagging rule reads it (Brill 1995: a word's tag from its neighbours);
 * "like per sentence", "tools like Solr" are the preposition.
 */
function homograph(w: string, i: number, tokens: readonly string[], language: Locale): boolean {
  if (!functionWord(w, language)) return false;
  const context = VERB_CONTEXT[language];
  return !context || ![tokens[i - 1], tokens[i + 1]].some((t) => t !== undefined && context.has(t));
}

/**
 * Whether the words hold a lexical unit of the list: by word, multi-word units ("مورد علاقه") as
 * word sequences, "hält~von" both words anywhere, "lieblings*" the first part of a German compound
 * ("Lieblingsprojekte"); Chinese by substring (its verbs compound: 最喜欢, 不喜欢).
 */
function holdsUnit(units: ReadonlySet<string>, tokens: readonly string[], normalized: string, language: Locale): boolean {
  if (language === 'zh') return [...units].some((a) => normalized.includes(a));
  const joined = ` ${tokens.join(' ')} `;
  return tokens.some((w) => units.has(w)) || [...units].some((a) => (a.endsWith('*') ? tokens.some((w) => w.startsWith(a.slice(0, -1))) : a.includes('~') ? a.split('~').every((x) => tokens.includes(x)) : a.includes(' ') && joined.includes(` ${a} `)));
}

// Chinese words that start with a negation and are negated predicates (不会, 不懂, 没做过), not
// lexicalized words that merely begin with the character (不同 different, 未来 future, 别人 others).
const NEG_HEAD = /^(?:不(?!同|少|仅|但|过|断|久|管|论)|没(?!想到)|未(?!来)|别(?!人|的))/u;

/**
 * Whether a cognition word of the Opinion frame is followed by its clause ({@link OPINION},
 * {@link PROPOSITION}, {@link FUTURE_ENDING}). Chinese words are matched inside jieba's words
 * (怎么看 is cut 怎么 + 看: the pair is read as one unit), the clause marker after the verb.
 */
function asksBelief(tokens: readonly string[], language: Locale): boolean {
  const opn = OPN[language];
  const prop = PROP[language];
  const ending = FUTURE_ENDING[language];
  let at = -1;
  if (language === 'zh') {
    const joined = tokens.join('');
    const offsets: number[] = [];
    let pos = 0;
    for (const t of tokens) { offsets.push(pos); pos += t.length; }
    const first = Math.min(...[...opn].map((o) => { const i = joined.indexOf(o); return i < 0 ? Infinity : i + o.length; }));
    if (!Number.isFinite(first)) return false;
    return tokens.some((t, i) => offsets[i]! >= first && prop.has(t));
  }
  // German "halten von" with its correlate ("Was hält sie davon, ob …"): Opinion's verb.
  at = tokens.findIndex((w) => opn.has(w) || (language === 'de' && w === 'hält' && tokens.includes('davon')));
  if (at < 0) return false;
  return tokens.slice(at + 1).some((w) => prop.has(w) || (ending?.test(w) ?? false));
}
