/**
 * Follow-up questions (design, Layer 2 "Follow-ups"): a follow-up is checked and retrieved together
 * with the previous question; an ordinal follow-up ("tell me more about the second one") adds the
 * item it points at — the position read from the question, the list from the previous answer (the
 * site's titles it names, or its numbered lines) — only when both are unambiguous; otherwise the
 * start of the previous answer is added instead.
 */
import { isContentWord, isStopWord, normalizeForMatching, words, type Locale } from '@/lib/text';
import { readQuestion, type QuestionValue } from './read';

/** One earlier turn of the conversation, as the chat window sends it. */
export interface HistoryTurn {
  role: 'user' | 'assistant';
  content: string;
  /** An answer's cited entries (their site-relative links, lib/assistant/conversation `historyOf`): what a follow-up points back to. */
  cited?: string[];
}

/** What a follow-up resolves to. */
export interface FollowUp {
  /** The previous question joined with this one: what L1 checks and retrieval uses. */
  joined: string;
  /** The item an ordinal points at, when position and list are unambiguous. */
  item?: { title: string; slug?: string; position: number };
}

// Continuation words at the start of a question, in the ten languages.
const CONTINUATION = /^(and|also|what about|how about|but|so|then|و|همچنین|پس|اون|آن|und|auch|et|aussi|y|e|también|também|и|а|ещё|также|و|ثم|और|तो|那|还有|那么)(?![\p{L}])/iu;

/**
 * Whether the question opens with a continuation word ("and", "und", "et", "و", "那" …) — or with
 * one the script writes joined to a word, or asks "what about …?" at its end:
 * - Arabic writes the conjunction wa- ("and") joined to the word after it (Ryding 2005, "A
 *   Reference Grammar of Modern Standard Arabic", ch. 16): a first word of و and a function word
 *   (lib/text `isStopWord`: "وفي …؟", "وماذا عن …؟") opens with it;
 * - Mandarin asks "what about X?" as X + 呢 with no question word (Li & Thompson 1981, "Mandarin
 *   Chinese: A Functional Reference Grammar", § 18.4: "那戈勒斯坦档案馆搜索项目呢？") — the question
 *   of the turn before, asked of X; 呢 after a question word only softens it ("她做什么呢？").
 */
export function opensWithContinuation(question: string, read?: { tokens: readonly string[]; type: QuestionValue['type'] }): boolean {
  const t = withoutOpeningMarks(question);
  // The turn passes the message as it read it once (lib/question `readTurn`); alone, it is read here.
  return CONTINUATION.test(t) || joinedConjunction(read?.tokens ?? words(t)) || asksWhatAbout(t, read);
}

function joinedConjunction(tokens: readonly string[]): boolean {
  const first = tokens[0] ?? '';
  return first.startsWith('و') && [...first].length >= 3 && isStopWord(first.slice(1));
}

function asksWhatAbout(t: string, read?: { type: QuestionValue['type'] }): boolean {
  return /呢\s*[?？]?$/u.test(t) && (read ? read.type : readQuestion(t, 'zh').type) === null;
}

/**
 * Topic-change markers at the start of a message, in the ten languages: Fraser's (1999, "What are
 * discourse markers?", Journal of Pragmatics 31) class of markers that signal a change of topic
 * ("by the way", "another question", "übrigens", "au fait", "por cierto", "кстати", "راستی",
 * "بالمناسبة", "वैसे", "换个问题"). The message after one stands alone, whatever it holds.
 */
const TOPIC_SHIFT = /^(by the way|btw|another question|a different question|different question|unrelated question|on another note|changing the subject|übrigens|andere frage|ganz andere frage|themenwechsel|apropos|au fait|autre question|une autre question|changement de sujet|por cierto|otra pregunta|cambiando de tema|a propósito|aliás|outra pergunta|mudando de assunto|por falar nisso|кстати|другой вопрос|сменим тему|راستی|یه سوال دیگه|یک سوال دیگه|یک سؤال دیگر|سوال دیگه|بالمناسبة|على فكرة|سؤال آخر|वैसे|एक और सवाल|दूसरा सवाल|顺便问一下|顺便问一句|顺便|换个问题|换个话题|另一个问题|对了)(?![\p{L}])/iu;

/** Whether the message opens with a topic-change marker ({@link TOPIC_SHIFT}): it stands alone and is never carried. */
export function opensWithTopicShift(question: string): boolean {
  return TOPIC_SHIFT.test(withoutOpeningMarks(question));
}

/**
 * The message without the punctuation that opens it: Spanish writes an opening question or
 * exclamation mark before the sentence it frames (RAE, "Ortografía de la lengua española" 2010,
 * § 3.4.4: "¿Y en Nahrvald Labs?"), and any script may open with a quotation mark or a bracket
 * (Unicode general categories Ps and Pi: opening and initial punctuation) — none of them is a word,
 * so the first word after them is the one that opens the message.
 */
export function withoutOpeningMarks(question: string): string {
  return question.trim().replace(/^[\p{Ps}\p{Pi}¿¡\s]+/u, '');
}

// Ordinal words → position (1-based; -1 = last), per language. Russian ordinals are adjectives and
// decline (Wade, "A Comprehensive Russian Grammar", §§ 200ff.: "на первой работе", "второго
// проекта"): every case ending of the stem is read. Arabic also as lib/text spells it (أ → ا, ي → ی,
// ة → ه) and in construct without the article ("ثاني مشروع").
const ORDINALS: [RegExp, number][] = [
  [/\b(first|1st|erste[nrms]?|premi[eè]re?|primer[oa]?|primeir[oa])\b|(?<![\p{L}])(اولی|اول|اولین|перв(?:ый|ая|ое|ого|ой|ому|ую|ым|ом|ые|ых)|الأول|الأولى|الاول|الاولی|पहला|पहली|पहले)(?![\p{L}])|第一/iu, 1],
  [/\b(second|2nd|zweite[nrms]?|deuxi[eè]me|seconde?|segund[oa])\b|(?<![\p{L}])(دومی|دوم|دومین|втор(?:ой|ая|ое|ого|ому|ую|ым|ом|ые|ых)|الثاني|الثانية|الثانی|الثانیه|ثانی|दूसरा|दूसरी|दूसरे)(?![\p{L}])|第二/iu, 2],
  [/\b(third|3rd|dritte[nrms]?|troisi[eè]me|tercer[oa]?|terceir[oa])\b|(?<![\p{L}])(سومی|سوم|سومین|трет(?:ий|ья|ье|ьего|ьей|ьему|ью|ьим|ьем|ьи|ьих)|الثالث|الثالثة|الثالثه|ثالث|तीसरा|तीसरी|तीसरे)(?![\p{L}])|第三/iu, 3],
  [/\b(fourth|4th|vierte[nrms]?|quatri[eè]me|cuart[oa]|quart[oa])\b|(?<![\p{L}])(چهارمی|چهارم|четвертый|четвёртый|الرابع|चौथा|चौथी)(?![\p{L}])|第四/iu, 4],
  [/\b(fifth|5th|fünfte[nrms]?|cinqui[eè]me|quint[oa])\b|(?<![\p{L}])(پنجمی|پنجم|пятый|الخامس|पांचवां|पाँचवाँ)(?![\p{L}])|第五/iu, 5],
  [/\b(last|letzte[nrms]?|derni[eè]re?|[uú]ltim[oa])\b|(?<![\p{L}])(آخری|آخرین|последн(?:ий|яя|ее|его|ей|ему|юю|им|ем|ие|их)|الأخير|الأخيرة|الاخیر|الاخیره|आखिरी|अंतिम)(?![\p{L}])|最后/iu, -1],
];

/** The position an ordinal in the question points at, or null (none, or more than one). */
export function ordinalPosition(question: string): number | null {
  const found = ORDINALS.filter(([re]) => re.test(question)).map(([, n]) => n);
  return found.length === 1 ? found[0]! : null;
}

/**
 * The list the previous answer gave: its numbered lines, else the known titles it names in order.
 * @param titles the site's entry titles (any locale) with their slugs
 */
export function previousList(answer: string, titles: readonly { title: string; slug: string }[]): { title: string; slug?: string }[] {
  const numbered = [...answer.matchAll(/^\s*\d{1,2}[.)]\s+(.+)$/gm)].map((m) => m[1]!.trim());
  if (numbered.length >= 2) {
    return numbered.map((line) => {
      const hit = titles.find((t) => normalizeForMatching(line).includes(normalizeForMatching(t.title)));
      return hit ? { title: hit.title, slug: hit.slug } : { title: line.replace(/\s*\(.*\)\s*$/, '') };
    });
  }
  const text = normalizeForMatching(answer);
  const hits: { title: string; slug: string; at: number }[] = [];
  for (const t of titles) {
    const at = text.indexOf(normalizeForMatching(t.title));
    if (at >= 0 && !hits.some((h) => h.slug === t.slug)) hits.push({ ...t, at });
  }
  return hits.sort((a, b) => a.at - b.at).map(({ title, slug }) => ({ title, slug }));
}

/** Characters of the previous answer added when no item can be resolved. */
const ANSWER_START_CHARS = 300;

/** A follow-up as the message and the history tell it, before the site's titles are known. */
export interface FollowUpReading {
  /** The previous question (the last user turn). */
  previous: string;
  /** The previous answer ('' when none). */
  answer: string;
  /** The position an ordinal points at, or null. */
  position: number | null;
}

/**
 * Whether a message is a follow-up, or null when it stands on its own: there is a previous question
 * and the message starts with a continuation word, holds an ordinal, or has at most one content
 * word of its own (lib/text `contentWords`).
 * @param tokens the question's words (lib/text `words`) when already read (the turn's)
 * @param type the question's type when already read (the turn's; {@link opensWithContinuation})
 */
export function followUpOf(question: string, history: readonly HistoryTurn[], tokens: readonly string[] = words(question), type?: QuestionValue['type']): FollowUpReading | null {
  const previous = [...history].reverse().find((t) => t.role === 'user')?.content;
  if (!previous) return null;
  const position = ordinalPosition(question);
  const isFollowUp = position !== null || opensWithContinuation(question, type === undefined ? undefined : { tokens, type }) || new Set(tokens.filter(isContentWord)).size <= 1;
  if (!isFollowUp) return null;
  const answer = [...history].reverse().find((t) => t.role === 'assistant')?.content ?? '';
  return { previous, answer, position };
}

/**
 * The user turns a message continues, oldest first: the last user turn, and before it each user
 * turn that was itself a follow-up ({@link followUpOf} on the conversation before it), back to the
 * question that opened the chain (it stood alone). Empty when the message stands alone (neither a
 * follow-up nor a fragment). What L1
 * reads together (design, Layer 1: "a follow-up is checked together with the previous question"):
 * a request split over several messages ("She does consulting?" / "For a team of five?" /
 * "What would that cost?") is read as the one message it would be; a question before the chain's
 * opening is not read again (a refused question does not refuse the next topic).
 * A turn before the last one continues the chain when it was a follow-up or a fragment ({@link isFragment}).
 * @param locale the reader's language
 * @param tokens the message's words (lib/text `words`) when already read
 * @param type the message's question type when already read
 */
export function followUpChain(question: string, history: readonly HistoryTurn[], locale: Locale, tokens: readonly string[] = words(question), type?: QuestionValue['type']): string[] {
  if (!history.some((t) => t.role === 'user') || (!followUpOf(question, history, tokens, type) && !isFragment(question, locale))) return [];
  const chain: string[] = [];
  for (let i = history.length - 1; i >= 0; i--) {
    if (history[i]!.role !== 'user') continue;
    const turn = history[i]!.content;
    chain.unshift(turn);
    if (!followUpOf(turn, history.slice(0, i)) && !isFragment(turn, locale)) break;
  }
  return chain;
}

/**
 * Whether a user turn is a fragment that continues the one before even without a continuation
 * word: a non-sentential utterance (Fernández & Ginzburg 2002, "Non-Sentential Utterances: A
 * Corpus-Based Study": short answers, bare phrases such as "For a team of five?") — read here as no
 * question word, no anchor, and at most two content words (lib/question `readQuestion`).
 */
function isFragment(text: string, locale: Locale): boolean {
  const q = readQuestion(text, locale);
  return q.type === null && q.anchors.length === 0 && q.content.length <= FRAGMENT_CONTENT_WORDS;
}

/** Content words a fragment holds at most ({@link isFragment}). */
const FRAGMENT_CONTENT_WORDS = 2;

/** Whether resolving the follow-up needs the site's titles: an ordinal after an answer (its list). */
export function awaitsTitles(f: FollowUpReading | null): boolean {
  return f !== null && f.position !== null && f.answer !== '';
}

/**
 * What a follow-up resolves to: the previous question joined with the message; for an ordinal
 * after an answer, the item of the answer's list it points at (when position and list are
 * unambiguous), else the start of the previous answer joined too.
 * @param titles the site's entry titles (any locale) with their slugs (only read for an ordinal after an answer)
 */
export function resolveFollowUp(f: FollowUpReading, question: string, titles: readonly { title: string; slug: string }[]): FollowUp {
  if (f.position !== null && f.answer) {
    const list = previousList(f.answer, titles);
    const index = f.position === -1 ? list.length - 1 : f.position - 1;
    if (list.length >= 2 && index >= 0 && index < list.length) {
      const item = list[index]!;
      return { joined: `${f.previous} ${question}`, item: { ...item, position: f.position } };
    }
    return { joined: `${f.previous} ${question} ${f.answer.slice(0, ANSWER_START_CHARS)}` };
  }
  return { joined: `${f.previous} ${question}` };
}

/** Resolves a follow-up ({@link followUpOf}, then {@link resolveFollowUp}), or null when the question stands on its own. */
export function readFollowUp(question: string, history: readonly HistoryTurn[], titles: readonly { title: string; slug: string }[]): FollowUp | null {
  const f = followUpOf(question, history);
  return f && resolveFollowUp(f, question, titles);
}

/**
 * Closed classes a message may hold and still name no entity of its own (zero anaphora): temporal
 * signals of the "after" relation (TimeML's SIGNAL class, Pustejovsky et al. 2003: "later",
 * "since", "afterwards" order an event after the one talked about, they do not name it), and
 * indefinite pronouns ("anyone", "jemand", "alguien", "有人": Haspelmath 1997, "Indefinite
 * Pronouns") — pro-forms, not names. Per language, whole words as lib/text `words` spells them.
 */
const POSTERIOR: Record<Locale, string[]> = {
  en: ['after', 'afterwards', 'afterward', 'later', 'since', 'subsequently', 'thereafter'],
  de: ['nach', 'danach', 'später', 'seitdem', 'seither', 'anschließend', 'nachher'],
  fr: ['après', 'ensuite', 'depuis', 'tard', 'ultérieurement'],
  es: ['después', 'luego', 'desde', 'posteriormente', 'tarde'],
  pt: ['depois', 'após', 'desde', 'posteriormente', 'tarde'],
  ru: ['после', 'потом', 'затем', 'позже', 'позднее', 'впоследствии', 'пор'],
  fa: ['بعد', 'بعدا', 'بعدها', 'سپس', 'تاکنون'],
  ar: ['بعد', 'بعدها', 'لاحقا', 'منذ'],
  hi: ['बाद', 'तब', 'पश्चात'],
  zh: ['后来', '之后', '以后', '此后', '随后'],
};
const INDEFINITE: Record<Locale, string[]> = {
  en: ['anyone', 'anybody', 'someone', 'somebody', 'anything', 'something'],
  de: ['jemand', 'jemanden', 'irgendwer', 'irgendjemand', 'etwas'],
  fr: ["quelqu'un", 'quelque', 'chose'],
  es: ['alguien', 'algo'],
  pt: ['alguém', 'algo'],
  ru: ['кто-нибудь', 'кто-то', 'кто-либо', 'что-нибудь', 'что-то', 'где-нибудь'],
  fa: ['کسی', 'چیزی'],
  ar: ['أحد', 'احد', 'شخص'],
  hi: ['कोई', 'किसी'],
  zh: ['有人', '别人', '谁'],
};
const closedSets = new Map<string, ReadonlySet<string>>();
function closedSet(name: string, lists: Record<Locale, string[]>, locale: Locale): ReadonlySet<string> {
  const key = `${name}:${locale}`;
  let s = closedSets.get(key);
  if (!s) closedSets.set(key, (s = new Set(lists[locale].flatMap((w) => [w, ...words(w)]))));
  return s;
}

/** The "after" temporal signals of a language ({@link POSTERIOR}), as lib/text `words` spells them. */
export function posteriorSignals(locale: Locale): ReadonlySet<string> {
  return closedSet('posterior', POSTERIOR, locale);
}

/** Whether a message holds an "after" temporal signal ({@link POSTERIOR}): it asks what came later of what it points at. */
export function asksPosterior(tokens: readonly string[], locale: Locale): boolean {
  const s = posteriorSignals(locale);
  return tokens.some((w) => s.has(w));
}

/**
 * Whether a message names no entity of its own (zero anaphora: "Was it used afterwards?",
 * "¿Se usó después?", "后来有被用上吗？"): no anchor (a name, a number, a Latin-script term) and at
 * most one content word besides the closed classes above — its predicate. Such a message after an
 * answer reads as about the entry that answer cited.
 * @param q the message read (lib/question `readQuestion`), the author's name left out
 */
export function namesNoEntity(q: Pick<QuestionValue, 'content' | 'anchors' | 'language'>): boolean {
  const closed = new Set([...posteriorSignals(q.language), ...closedSet('indefinite', INDEFINITE, q.language)]);
  return q.anchors.length === 0 && q.content.filter((w) => !closed.has(w)).length <= 1;
}

/**
 * Indefinite articles (Universal Dependencies `PronType=Art` with `Definite=Ind`, as the UD
 * treebanks of each language tag them: English EWT, French GSD, German GSD, Spanish AnCora,
 * Portuguese Bosque), whole words as lib/text `words` spells them. An indefinite noun phrase
 * introduces a new discourse referent (Heim 1982, "The Semantics of Definite and Indefinite Noun
 * Phrases": the novelty condition), a definite one, a pronoun or a possessive picks up a familiar
 * one. Russian, Persian, Arabic, Hindi and Chinese have no indefinite article in UD (Persian
 * یک, Hindi एक and Chinese 一个 are numerals, `NUM`): their bare noun phrases are read as familiar.
 * French "des" is left out (also the contracted definite "de les").
 */
const INDEFINITE_ARTICLES: Record<Locale, string[]> = {
  en: ['a', 'an'], fr: ['un', 'une'], de: ['ein', 'eine', 'einen', 'einem', 'einer', 'eines'],
  es: ['un', 'una', 'unos', 'unas'], pt: ['um', 'uma', 'uns', 'umas'], ru: [], fa: [], ar: [], hi: [], zh: [],
};

/**
 * Whether a message introduces no new discourse referent, so that by Centering theory its topic
 * stays the entity in focus (Grosz, Joshi & Weinstein 1995, "Centering: A Framework for Modeling
 * the Local Coherence of Discourse": the backward-looking center of an utterance is the most
 * salient entity of the previous one that it realizes; a pronoun, a possessive, a definite
 * description or an ellipsis realizes it, a new name or an indefinite does not — Heim 1982's
 * familiarity/novelty condition): it names no anchor the previous question did not (a name, a
 * Latin-script term; a number is a value, not a referent) and holds no indefinite article
 * ({@link INDEFINITE_ARTICLES}). Limit: a new name is known only as the question reader knows
 * anchors (German reads only code-like capitals as names: "Lumenhaus" in a German message is no
 * anchor), so the pipeline also asks the entry in focus to hold the message's words.
 * @param q the message read (lib/question `readQuestion`), the author's name left out
 * @param previousAnchors the words of the previous question's anchors
 */
export function introducesNoReferent(q: Pick<QuestionValue, 'tokens' | 'anchors' | 'language'>, previousAnchors: ReadonlySet<string>): boolean {
  const indefinite = closedSet('indefinite-article', INDEFINITE_ARTICLES, q.language);
  return q.anchors.every((a) => a.kind === 'number' || previousAnchors.has(a.word)) && !q.tokens.some((w) => indefinite.has(w));
}

/**
 * Third-person pro-forms that point back (anaphora): personal pronouns of the third person that
 * are not the author's (Universal Dependencies features `PronType=Prs` with `Person=3`), their
 * possessive determiners (`Poss=Yes`), demonstratives (`PronType=Dem`, determiner or pronoun: "that
 * library", "ese archivo", "этого проекта", "那个") and locative demonstrative adverbs (`PronType=Dem`
 * with `AdvType=Loc`: "there", "dort", "là", "allí", "lá", "там", "هناك", "वहाँ", "那里"); for the
 * languages whose UD treebanks split pronominal adverbs and contractions, their forms too (German
 * "dafür", "darin": da- + preposition, Duden Grammatik §§ 580ff.; Portuguese "nesse", "disso"; Arabic
 * masculine attached pronouns after a preposition, "فيه", "عنه": Ryding 2005, "A Reference Grammar
 * of Modern Standard Arabic", ch. 12; Hindi "इसका", "उसमें"). Per language, whole words as lib/text
 * `words` spells them.
 *
 * Conservative by design (a pronoun that may be the author's is never read as pointing at an entry,
 * so a standalone question about her does not carry the last topic):
 * - forms the author's pronouns share are left out here, and {@link anaphoraOf} drops any word of
 *   her profile's pronouns too: German sie/ihr/ihre (also "it" of a feminine noun), French elle,
 *   Spanish ella, Portuguese ela/dela/nela, Russian она/её/неё/ей/ней (also "it" of a feminine noun:
 *   "сколько у неё звёзд?" after a library stays standalone unless it has one content word),
 *   Arabic هي and the attached ـها (her / its of a feminine or plural noun), Persian او and the
 *   attached ـش/ـاش (gender-neutral: her or its), Hindi वह/उसका/उसकी/उसके/उसे (gender-neutral),
 *   Chinese 她;
 * - words that are articles or complementizers as often as pronouns are left out: English "that"
 *   (relativizer; kept only as "that one" or last word: {@link anaphoraOf}), French le/la/les/en/y/ce,
 *   Spanish la/las/los/le (kept: "lo", the neuter/masculine clitic), Portuguese o/a, German
 *   der/die/das and da (also "since"), Russian то (also "then" in если…то);
 * - proximal demonstratives are left out where they point at the page being read as often as
 *   back (deixis: "this site", "diese Seite") — English this/these, German dies-, French ceci,
 *   Spanish este/esta/esto, Portuguese este/esta/isto, Arabic هذا/هذه, Persian این — but kept in
 *   Russian (этот is the unmarked demonstrative; тот is contrastive), Hindi (इसका "its") and
 *   Chinese (这个 is the default anaphoric determiner);
 * - existential and impersonal subjects are not anaphoric (UD `expl`): English "there"/"it" beside
 *   a form of "be" ("is there", "is it possible to"), German "es gibt", French "il y a"/"il faut",
 *   Arabic هناك before what it introduces (read as locative only when last): {@link anaphoraOf}.
 */
const ANAPHORIC: Record<Locale, string[]> = {
  en: ['it', 'its', 'itself', 'they', 'them', 'their', 'theirs', 'themselves', 'those', 'there', 'thereof', 'therein'],
  de: ['es', 'er', 'ihn', 'ihm', 'sein', 'seine', 'seinen', 'seinem', 'seiner', 'seines', 'dessen', 'jene', 'jener', 'jenes', 'jenen', 'jenem', 'dort', 'dorthin', 'dortigen', 'dabei', 'dafür', 'darin', 'darauf', 'daran', 'darüber', 'davon', 'dazu', 'dadurch', 'damals'],
  fr: ['il', 'ils', 'elles', 'leur', 'leurs', 'cela', 'ça', 'celui', 'celui-ci', 'celui-là', 'ceux', 'cet', 'cette', 'ces', 'là', 'là-bas'],
  es: ['él', 'ello', 'ellos', 'ellas', 'lo', 'eso', 'ese', 'esa', 'esos', 'esas', 'aquel', 'aquella', 'aquello', 'aquellos', 'aquellas', 'allí', 'allá', 'ahí'],
  pt: ['ele', 'eles', 'elas', 'dele', 'deles', 'delas', 'nele', 'neles', 'isso', 'aquilo', 'esse', 'essa', 'esses', 'essas', 'aquele', 'aquela', 'aqueles', 'aquelas', 'desse', 'dessa', 'disso', 'nesse', 'nessa', 'nisso', 'daquele', 'daquela', 'naquele', 'naquela', 'lá', 'ali', 'aí'],
  ru: ['он', 'оно', 'они', 'его', 'него', 'ему', 'нему', 'им', 'ним', 'нём', 'нем', 'их', 'них', 'ими', 'ними', 'этот', 'эта', 'это', 'эти', 'этого', 'этой', 'этому', 'этим', 'этом', 'этих', 'эту', 'тот', 'та', 'те', 'того', 'той', 'тому', 'том', 'тех', 'там', 'туда', 'оттуда', 'тогда'],
  fa: ['آن', 'آنها', 'آن‌ها', 'اون', 'اونها', 'آنجا', 'آن‌جا', 'اونجا', 'همان', 'همون', 'آنان'],
  ar: ['هو', 'هم', 'ذلك', 'تلك', 'أولئك', 'هناك', 'هنالك', 'فيه', 'منه', 'عنه', 'عليه', 'به', 'له', 'إليه', 'فيهم', 'منهم', 'عنهم'],
  hi: ['इसका', 'इसकी', 'इसके', 'इसमें', 'इसमे', 'इसे', 'इससे', 'इसपर', 'उसमें', 'उसमे', 'उससे', 'उसपर', 'उस', 'वहाँ', 'वहां', 'वहीं', 'तब'],
  zh: ['它', '它们', '它的', '那个', '那些', '那里', '那儿', '这个', '这些', '该'],
};

/**
 * Possessives the author shares with a thing: third-person possessive determiners or attached
 * possessive pronouns whose possessor features, in the language's paradigm, do not restrict the
 * possessor to a person (Universal Dependencies features, as the UD treebanks of each language tag
 * them): German ihr- (`Poss=Yes`, `Gender[psor]=Fem` or `Number[psor]=Plur`: a feminine noun's —
 * "die Masterarbeit … ihre Testkollektion" — as well as hers), French sa/son/ses and Spanish
 * su/sus (`Number[psor]=Sing`, any gender), Portuguese seu/sua/seus/suas/dela, Russian её/ее
 * (`Gender=Fem`: a feminine noun's), Hindi उसका/उसकी/उसके (`Person=3|Number=Sing`, any gender),
 * Arabic attached ـها on a word (`Gender=Fem|Number=Sing`, also the agreement of a non-human
 * plural: Ryding 2005, ch. 12), Persian ـاش written after the ZWNJ (3rd singular, no gender). Left
 * out by design: forms a language restricts to persons — English her (English gender is natural:
 * things are "it"), Chinese 她的 (the written female-person pronoun; things are 它), Persian او
 * (personal; things are آن) — and Persian ـش written joined, which a word's own last letter spells
 * as often (روش, دانش). Centering theory (Grosz, Joshi & Weinstein 1995): such a possessive may
 * realize the entry in focus as well as the author, so the turn that holds it is tried against
 * that entry (lib/question `readTurn`).
 * @param tokens the message's words (lib/text `words`)
 * @returns the shared possessives among them, in order
 */
export function sharedPossessives(tokens: readonly string[], locale: Locale): string[] {
  const set = SHARED_POSSESSIVE[locale];
  return tokens.filter((w) => set.has(w) || (locale === 'ar' && [...w].length >= 3 && w.endsWith('ها')));
}
const SHARED_POSSESSIVE: Record<Locale, ReadonlySet<string>> = {
  en: new Set(), zh: new Set(), ar: new Set(),
  de: new Set(['ihr', 'ihre', 'ihren', 'ihrem', 'ihrer', 'ihres']),
  fr: new Set(['sa', 'son', 'ses']),
  es: new Set(['su', 'sus']),
  pt: new Set(['seu', 'sua', 'seus', 'suas', 'dela']),
  ru: new Set(['её', 'ее']),
  hi: new Set(['उसका', 'उसकी', 'उसके']),
  fa: new Set(['اش']),
};

/** Arabic proclitics a demonstrative may lean on ("بذلك", "لذلك", "وهناك"): conjunctions و/ف, prepositions ب/ل/ك (Ryding 2005, ch. 16), as lib/text spells them. */
const ARABIC_PROCLITIC = /^[وف]?[بلک]?/u;

// Forms of "be" beside which English "there"/"it" is an expletive (UD `expl`).
const EN_BE = new Set(['is', 'are', 'was', 'were', 'be', 'been', "there's", "it's", 's']);

/**
 * The third-person pro-forms of a message that point back ({@link ANAPHORIC}), as its words spell
 * them, in order; empty when none. A pro-form after a name or a Latin-script term of the message
 * (one of `names`: its anchors) has its antecedent in the message, and is not counted.
 * @param tokens the message's words (lib/text `words`)
 * @param locale the message's language
 * @param author the words that point at the author (her profile's pronouns, her name's words): never counted
 * @param names the words of the message's own anchors (names, Latin-script terms)
 */
export function anaphoraOf(tokens: readonly string[], locale: Locale, author: ReadonlySet<string> = new Set(), names: ReadonlySet<string> = new Set()): string[] {
  const set = anaphoricSet(locale);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i]!;
    if (names.has(w)) break;
    if (author.has(w)) continue;
    const form = set.has(w) ? w : locale === 'ar' && set.has(w.replace(ARABIC_PROCLITIC, '')) ? w.replace(ARABIC_PROCLITIC, '') : null;
    if (form === null || expletive(tokens, i, locale)) continue;
    out.push(w);
  }
  // English "that": a relativizer or complementizer as often as a demonstrative; read as one only
  // as "that one" or as the message's last word ("What came of that?").
  if (locale === 'en') {
    const at = tokens.indexOf('that');
    if (at >= 0 && (tokens[at + 1] === 'one' || at === tokens.length - 1) && !tokens.slice(0, at).some((w) => names.has(w))) out.push('that');
  }
  return out;
}

// A form spelled as several words ("它的" → 它 + 的) is matched by its first word alone: its other
// words are function words of their own ("的"), not pro-forms.
const anaphoricSets = new Map<Locale, ReadonlySet<string>>();
function anaphoricSet(locale: Locale): ReadonlySet<string> {
  let s = anaphoricSets.get(locale);
  if (!s) anaphoricSets.set(locale, (s = new Set(ANAPHORIC[locale].flatMap((w) => [w, words(w)[0] ?? w]))));
  return s;
}

/** Whether the pro-form at `i` is an existential or impersonal subject (UD `expl`), not an anaphor. */
function expletive(tokens: readonly string[], i: number, locale: Locale): boolean {
  const w = tokens[i]!;
  const next = tokens[i + 1] ?? '';
  const prev = tokens[i - 1] ?? '';
  switch (locale) {
    case 'en':
      // "Is there a blog?", "there are", "Is it possible to hire her?", "How long does it take to …"
      if (w === 'there') return EN_BE.has(prev) || EN_BE.has(next);
      if (w === 'it') return (EN_BE.has(prev) || EN_BE.has(next)) && tokens.slice(i + 1).some((x) => x === 'to' || x === 'that');
      return false;
    case 'de': return w === 'es' && /^(gibt|gab|geht|ging)$/u.test(next) || w === 'es' && /^(gibt|gab)$/u.test(prev);
    case 'fr': return w === 'il' && /^(y|faut|fallait|s|agit|est|était)$/u.test(next);
    // هناك/هنالك before what it introduces is "there is" ("هل هناك مدونة؟"); هو/هم after ما/من is the
    // pronoun of separation of "ما هو …؟" ("what is …?"), not a referent (Ryding 2005, ch. 12).
    case 'ar': return /(هناک|هنالک)$/u.test(w) ? i < tokens.length - 1 : (w === 'هو' || w === 'هم') && /^(ما|من|ماذا)$/u.test(prev);
    // "lo que", "lo más": the neuter article before a relative or a superlative.
    case 'es': return w === 'lo' && /^(que|más|mejor|mismo|cual)$/u.test(next);
    default: return false;
  }
}
