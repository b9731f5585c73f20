/**
 * One turn of the conversation, read once (issue 30; style notes, "One value per input, read
 * once"): the visitor's message with the conversation before it, read into one {@link Turn} that
 * every layer reads — L1 (`l1`), the entries path and relations (`question`, `about`, `context`),
 * retrieval and the threshold (`query`), the answerers (`query.answered`), the content-gap record
 * (`text`). A layer that needs something new adds a field here; it does not read the text again.
 *
 * Pure and synchronous (L1 reads it before anything else runs), except one completion: an ordinal
 * follow-up after an answer ("the second one") needs the site's titles to find its item, which the
 * pipeline reads only then ({@link pointBack}).
 */
import type { AuthorTerms } from '@/lib/profile';
import { detectOverview, readAbout, type AboutReading } from '@/lib/retrieval/overview';
import { LOCALES, type Locale } from '@/lib/text';
import { anaphoraOf, sharedPossessives, asksPosterior, introducesNoReferent, opensWithTopicShift, awaitsTitles, followUpChain, followUpOf, namesNoEntity, opensWithContinuation, ordinalPosition, posteriorSignals, resolveFollowUp, type FollowUpReading, type HistoryTurn } from './followup';
import { questionView, readQuestion, scanQuestion, type Anchor, type QuestionScan, type QuestionValue } from './read';

/** The author as the profile names her (lib/profile `authorTerms`): her name's words and forms, her pronouns. */
export type TurnAuthor = Pick<AuthorTerms, 'names' | 'nameWords' | 'pronouns' | 'hanPronouns'>;

/** What retrieval and the answerers read of the turn. */
export interface TurnQuery {
  /** The text retrieval reads: the message; a follow-up joined with the previous question; an ordinal's item title. */
  text: string;
  /** {@link text} read with the author's name kept (it helps order; retrieval keeps it out of the threshold). */
  value: QuestionValue;
  /** What the extractive answerer answers: the message when the follow-up has words of its own (`focus`), else {@link text}; the author's name left out. */
  answered: QuestionValue;
  /** The follow-up has words of its own: answered from the page retrieval ranked first for the two questions ("What were the results?" after "How did she build X?"). */
  focus: boolean;
  /** {@link text} points at the author (her name, a pronoun, "the author"): retrieval adds her name for the dense order. */
  aboutAuthor: boolean;
  /** For an ordinal follow-up: the item of the previous answer's list it points at. */
  item?: { title: string; slug?: string; position: number };
}

/** What the message points back to in the conversation. */
export interface TurnContext {
  /** The last user turn before the message, or null. */
  previousQuestion: string | null;
  /** The last answer before the message (its released text, as the chat window sends it), or null. */
  previousAnswer: string | null;
  /** Content words of the previous question (the author's name left out): what a before/after may point from. */
  previousContent: string[];
  /** Anchors of the previous question (names, numbers, Latin-script terms). */
  previousAnchors: Anchor[];
  /**
   * The previous question's type and the answer it expected: what an entity switch asks of its new
   * entity ("How big is the team at X?" / "And for Y?" asks a number) — with what fixes its fine
   * class (Li & Roth 2002: NUM:count, NUM:period, NUM:speed), its normalized text (the question
   * phrase: "how long", "wie schnell") and its counted noun phrase.
   */
  previousType: Pick<QuestionValue, 'type' | 'expected' | 'normalized' | 'counted'>;
  /**
   * Content words of the previous answer (the author's name left out). Read on first use, once:
   * an answer of up to 4,000 characters costs tens of milliseconds to read (Chinese: ~0.2 s on a
   * loaded machine), and only a before/after question needs it.
   */
  readonly answerContent: string[];
  /** The previous question asks for an overview of her entries (lib/retrieval `detectOverview`): a follow-up of it may ask for another list. Read on first use. */
  readonly previousOverview: boolean;
  /** The entries the previous answer cited (their site-relative links, as the chat sent them): the carried topic's evidence. */
  previousCited: string[];
  /**
   * The entries the latest answer that cited any cited: where the conversation is (Reichenbach's
   * reference point), which a refusal in between does not move — what a before/after points from.
   */
  lastCited: string[];
  /** Content words of the user turns before the previous one, newest first (read on first use: only a before/after needs them). */
  readonly earlierContent: string[][];
  /**
   * The message is elliptical (it opens with a continuation word, or holds at most one content word
   * besides its anchors) and names an anchor of its own that the previous question did not (a name,
   * a number, a Latin-script term): an entity switch ("And for the Golestan archive?") — the carried text keeps
   * the previous question's other content words, not its anchors, and the cited entries are no
   * evidence for it.
   */
  switchesEntity: boolean;
  /** For an entity switch found by a layer ({@link switchEntity}): the previous question's words that named the entity it leaves. */
  leaving?: readonly string[];
  /**
   * For an entity switch to an entry a layer resolved ({@link switchEntity}: "her first job", "و در
   * ناروالد لبز؟"): the entry (its title in the reader's language, its slug) and the message's words
   * that describe it (an ordinal, a kind noun) — the rest of the message, with the carried aspect, is what is asked of it.
   */
  switchedTo?: { title: string; slug: string; naming: readonly string[] };
  /**
   * The message does not stand alone: it continues the previous question (a continuation word, an
   * ordinal, at most one content word), or it was carried because it found no passage on its own
   * (see {@link carryTurn}).
   */
  followUp: boolean;
  /** The message opens with a continuation word, a coordinating conjunction or discourse connective ("And …", "Und …", "E …", "और …", "那…"). */
  connective: boolean;
  /** The message opens with a topic-change marker ("By the way, …", "换个问题：…", lib/question `opensWithTopicShift`): it stands alone and is never carried. */
  topicShift: boolean;
  /**
   * The message continues the last answer and names no entity of its own (zero anaphora, lib/question
   * `namesNoEntity`: "And the results?", "Was it used afterwards?", "后来有被用上吗？"), not an entity
   * switch nor an ordinal: what it asks is asked of the entries that answer cited (./carried in
   * lib/assistant: their passages lead the answerer's sources).
   */
  elided: boolean;
  /**
   * The message continues the last answer through a third-person pro-form that is not the author's
   * and has no antecedent in the message (lib/question `anaphoraOf`: "Which languages did it
   * cover?", "Сколько запросов было в наборе этого проекта?"), not an entity switch nor an ordinal:
   * like {@link elided}, what it asks is asked of the entries that answer cited.
   */
  anaphor: boolean;
  /** The position an ordinal of the message points at (1-based, -1 the last), or null. */
  ordinal: number | null;
  /**
   * The message stands alone (not a follow-up, no topic-change marker) after an answer that cited
   * entries, asks for a value (a number, a date, a place: Li & Roth 2002) and introduces
   * no new discourse referent (lib/question `introducesNoReferent`: no new name, no indefinite — its
   * possessive, pronoun or definite description points back, Centering theory): its topic is the
   * entry in focus, the entries that answer cited. Retrieval reads the message alone; the pipeline
   * answers it from the entry in focus when that entry states a value of the asked kind and holds a
   * word of the message (lib/assistant `pinnedToFocus`).
   */
  continuesFocus: boolean;
}

/** One turn of the conversation, read once. */
export interface Turn {
  /** The message as the visitor wrote it (what the content-gap record keeps, redacted). */
  text: string;
  /** The reader's language (the page's). */
  locale: Locale;
  /** The conversation before the message, as the chat window sent it (the model's prompt gets it). */
  history: readonly HistoryTurn[];
  /** The author as the profile names her. */
  author: TurnAuthor;
  /** The message read (lib/question `readQuestion`), the author's name left out: language, words, content words, anchors, expected answer. */
  question: QuestionValue;
  /** The message against the overview lexicon: the topics it names, whether it points at her, the words nothing explains. */
  about: AboutReading;
  /** The message is about the author (her name or its forms, a pronoun of hers, "the author / this person"). */
  aboutAuthor: boolean;
  /** What L1 reads, in order: the message, then (a follow-up) the previous user turn joined with it. */
  l1: string[];
  context: TurnContext;
  /** What retrieval reads; null until {@link pointBack} resolves an ordinal follow-up after an answer. */
  query: TurnQuery | null;
  /** Internal: the follow-up as read, for {@link pointBack}. */
  followUpReading: FollowUpReading | null;
  /**
   * The message read as if it stood alone (no history), from the same scan — set only when it
   * {@link mayStandApart}: the pipeline answers it so when it realizes nothing of the entry in
   * focus (Centering theory). Null otherwise.
   */
  alone: ResolvedTurn | null;
}

/** A turn whose query is known (see {@link pointBack}). */
export type ResolvedTurn = Turn & { query: TurnQuery };

/**
 * Reads one turn: the message once (its words, content words, anchors, question type; the overview
 * lexicon's reading), the conversation's last question and answer, and whether the message
 * continues them.
 * @param message the visitor's message
 * @param locale the reader's language
 * @param history the earlier turns, oldest first (the route's validated `history`)
 * @param author the author's terms from her profile (lib/profile `authorTerms`)
 */
export function readTurn(message: string, locale: Locale, history: readonly HistoryTurn[], author: TurnAuthor): Turn {
  const scan = scanQuestion(message, locale);
  const question = questionView(scan, author.nameWords);
  // The lexicon's reading, with what the question asks of its predicate (negated, an attitude, yes/no)
  // and its names: the entries path reads them (lib/retrieval detectOverview).
  const about: AboutReading = { ...readAbout(message, author, scan.tokens), asks: { ...question.predicate, names: question.anchors.filter((a) => a.kind !== 'number').map((a) => a.word) } };
  const aboutAuthor = pointsAtAuthor(message, scan.tokens, about, author);
  const read: MessageReading = { message, locale, author, scan, question, about, aboutAuthor };
  const turn = inContext(read, history);
  // The same reading without the conversation: the message as a new segment, when it may be one.
  return history.length > 0 && mayStandApart(turn) ? { ...turn, alone: inContext(read, []) as ResolvedTurn } : turn;
}

/** The message read once (its scan and the readings built on it), before the conversation is read. */
interface MessageReading {
  message: string; locale: Locale; author: TurnAuthor; scan: QuestionScan; question: QuestionValue; about: AboutReading; aboutAuthor: boolean;
}

/** The turn: the message's reading with the conversation before it (`history`, oldest first). */
function inContext({ message, locale, author, scan, question, about, aboutAuthor }: MessageReading, history: readonly HistoryTurn[]): Turn {
  const latest = (role: HistoryTurn['role']) => [...history].reverse().find((t) => t.role === role)?.content ?? null;
  const previousQuestion = latest('user');
  const previousAnswer = latest('assistant');
  const previous = readQuestion(previousQuestion ?? '', locale, { ignore: author.nameWords });
  const previousCited = [...history].reverse().find((t) => t.role === 'assistant')?.cited ?? [];
  const lastCited = [...history].reverse().find((t) => t.role === 'assistant' && (t.cited?.length ?? 0) > 0)?.cited ?? [];
  // Zero anaphora: after an answer that cited entries, a message that names no entity of its own
  // and does not point at the author ("Was it used afterwards?", "¿Se usó después?") continues it,
  // however many closed-class words (temporal signals, indefinite pronouns) it holds.
  const unnamed = previousCited.length > 0 && namesNoEntity(question);
  // Anaphora: after an answer that cited entries, a third-person pro-form that is not hers and has
  // no antecedent in the message ("Which languages did it cover?", "¿Cuántas páginas tenía ese
  // archivo?", "它的索引多大？") points at those entries, however many content words the message holds.
  const previousAnchorWords = new Set(previous.anchors.map((a) => a.word));
  // A possessive the author shares with a thing (ihre, sa, su, ـها, उसकी: lib/question
  // `sharedPossessives`) in a question for a value that introduces no referent realizes the entry
  // in focus as well as her: the entry the last answer cited is tried first (Centering theory, the
  // backward-looking center), as after a pro-form that is not hers.
  const shared = previousCited.length > 0 && VALUE_ANSWERS.has(question.expected) && sharedPossessives(scan.tokens, locale).length > 0
    && introducesNoReferent(question, previousAnchorWords);
  const anaphor = shared || (previousCited.length > 0 && anaphoraOf(scan.tokens, locale, authorWords(author), new Set(question.anchors.filter((a) => a.kind !== 'number').map((a) => a.word))).length > 0);
  const read = { tokens: scan.tokens, type: question.type };
  const topicShift = opensWithTopicShift(message);
  // A question with its own question word whose only content is a name ("What is Parsegar?", "Wer
  // ist Lindqvist?") is complete: its wh-word asks, its name is its topic — not elliptical
  // (Halliday & Hasan 1976, "Cohesion in English", ch. 4: ellipsis leaves a structural slot
  // unfilled). Opened with a connective ("And Parsegar?", "Und was ist Parsegar?") it continues.
  const complete = question.type !== null && question.content.length > 0 && !opensWithContinuation(message, { tokens: scan.tokens, type: question.type })
    && question.content.every((w) => question.anchors.some((a) => a.word === w && a.kind !== 'number'));
  const f = topicShift || complete ? null : followUpOf(message, history, scan.tokens, question.type)
    ?? (((unnamed && !aboutAuthor) || anaphor) && previousQuestion !== null ? { previous: previousQuestion, answer: previousAnswer ?? '', position: null } : null);
  const switchesEntity = f !== null && question.anchors.some((a) => !previousAnchorWords.has(a.word))
    && (opensWithContinuation(message, read) || question.content.filter((w) => !question.anchors.some((a) => a.word === w)).length <= 1);
  let answerContent: string[] | undefined;
  let earlierContent: string[][] | undefined;
  let previousOverview: boolean | undefined;
  const turn: Turn = {
    text: message, locale, history, author, question, about, aboutAuthor,
    l1: l1Texts(message, history, locale, scan.tokens, question.type),
    context: {
      previousQuestion, previousAnswer, previousContent: previous.content, previousAnchors: previous.anchors, previousType: { type: previous.type, expected: previous.expected, normalized: previous.normalized, counted: previous.counted }, previousCited,
      get answerContent() { return (answerContent ??= readQuestion(previousAnswer ?? '', locale, { ignore: author.nameWords }).content); },
      get earlierContent() { return (earlierContent ??= history.filter((t) => t.role === 'user').slice(0, -1).reverse().map((t) => readQuestion(t.content, locale, { ignore: author.nameWords }).content)); },
      lastCited,
      get previousOverview() { return (previousOverview ??= previousQuestion !== null && detectOverview(readAbout(previousQuestion, author, previous.tokens)) !== null); },
      switchesEntity,
      followUp: f !== null, connective: opensWithContinuation(message, read), topicShift, ordinal: f?.position ?? null,
      anaphor: f !== null && anaphor && !switchesEntity && f.position === null,
      elided: f !== null && unnamed && !switchesEntity && f.position === null,
      continuesFocus: f === null && !topicShift && previousCited.length > 0 && VALUE_ANSWERS.has(question.expected)
        && introducesNoReferent(question, previousAnchorWords),
    },
    query: null,
    followUpReading: f,
    alone: null,
  };
  if (!f) return { ...turn, query: { text: message, value: questionView(scan), answered: question, focus: false, aboutAuthor } };
  return awaitsTitles(f) ? turn : pointBack(turn, []);
}

/**
 * What L1 reads, in order: the message; for a follow-up, the previous user turn joined with it, and
 * the whole chain of user turns it continues (lib/question `followUpChain`) joined with it — a
 * request split over several messages is read as the one message it would be.
 */
function l1Texts(message: string, history: readonly HistoryTurn[], locale: Locale, tokens: readonly string[], type: QuestionValue['type']): string[] {
  const chain = followUpChain(message, history, locale, tokens, type);
  if (chain.length === 0) return [message];
  const out = [message, `${chain.at(-1)!} ${message}`];
  if (chain.length > 1) out.push(`${chain.join(' ')} ${message}`);
  return out;
}

/**
 * A message read as standing alone, carried with the conversation because it found nothing on its
 * own: the query performance prediction of Historical Query Expansion (Lin, Yang, Nogueira et al.,
 * "Query Reformulation using Query History for Passage Retrieval in Conversational Search", 2020,
 * TREC CAsT 2019: a turn whose own retrieval scores low is ambiguous, and is expanded with the
 * earlier turns' keywords). The turn becomes a follow-up of the previous question (no ordinal):
 * L1 reads the two together, retrieval the carried text. Null when there is no previous question,
 * the turn is already a follow-up, or it opens with a topic-change marker.
 */
export function carryTurn(turn: Turn): ResolvedTurn | null {
  const { previousQuestion, previousAnswer, followUp, topicShift } = turn.context;
  if (followUp || topicShift || previousQuestion === null) return null;
  const f: FollowUpReading = { previous: previousQuestion, answer: previousAnswer ?? '', position: null };
  return pointBack({
    ...turn, l1: [turn.text, `${previousQuestion} ${turn.text}`], context: { ...turn.context, followUp: true, ordinal: null, elided: false, anaphor: false, continuesFocus: false }, query: null, followUpReading: f,
  }, []);
}

/**
 * Whether a follow-up may be a new question that stands alone: it was read as a follow-up only
 * because it holds few content words of its own (lib/question `followUpOf`), yet it is a complete
 * sentential question — it has its own question word (a wh-word or a definition frame: "What is
 * Parsegar?", "Was ist Parsegar?", "پارسگر چیست؟") and content, so it leaves no structural slot
 * unfilled (Halliday & Hasan 1976, "Cohesion in English", ch. 4: ellipsis is a slot left unfilled;
 * Fernández & Ginzburg 2002: a non-sentential utterance has no question word of its own) — and
 * nothing of it points back: no continuation word, no ordinal, no third-person pro-form, no
 * "after" signal, no new anchor of an entity switch. Whether it does continue is decided by the
 * entity in focus (Centering theory: it continues when it realizes an entity of the previous
 * utterance; lib/assistant `realizesFocus`), which only the pipeline can read.
 */
export function mayStandApart(turn: Pick<Turn, 'question' | 'locale' | 'context'>): boolean {
  const { context: c, question: q } = turn;
  return c.followUp && !c.connective && !c.topicShift && c.ordinal === null && !c.anaphor && !c.switchesEntity
    && q.type !== null && q.content.length > 0 && !asksPosterior(q.tokens, turn.locale);
}

/**
 * A follow-up read as an entity switch by a layer that knows the entity's words (./relations: a
 * degree — "What grade did she get in her bachelor's?" / "And in her master's?"): the previous
 * question's aspect is carried, its entity words (`leaving`) are not, and its cited entries are no
 * evidence. The turn's query is read again from that context (not the text: the same scan).
 */
export function switchEntity(turn: Turn, leaving: readonly string[], to?: TurnContext['switchedTo']): ResolvedTurn {
  return pointBack({ ...turn, context: { ...turn.context, switchesEntity: true, leaving, elided: false, anaphor: false, continuesFocus: false, ...(to ? { switchedTo: to, ordinal: null } : {}) }, query: null }, []);
}

/**
 * Resolves what a follow-up points back to: the previous question joined with the message, and for
 * an ordinal after an answer the item of that answer's list (its numbered lines, or the site's
 * titles it names in order) — then reads the text retrieval will read. A turn already resolved is
 * returned as it is.
 * @param titles the site's entry titles in every language with their slugs (lib/db `getPublishedTitles`); read only for an ordinal after an answer
 */
export function pointBack(turn: Turn, titles: readonly { title: string; slug: string }[]): ResolvedTurn {
  if (turn.query) return turn as ResolvedTurn;
  const f = turn.followUpReading!;
  const resolved = resolveFollowUp(f, turn.text, titles);
  // An entity switch keeps the previous question's aspect, not its entity: the message with the
  // previous question's content words other than its anchors (HQE's expansion keywords; the
  // previous anchors were the topic the message switches away from).
  const anchors = new Set([...turn.context.previousAnchors.map((a) => a.word), ...(turn.context.leaving ?? [])]);
  const kept = turn.context.previousContent.filter((w) => !anchors.has(w));
  const joined = turn.context.switchesEntity && !resolved.item ? `${turn.text} ${kept.join(' ')}`.trim() : resolved.joined;
  const to = turn.context.switchesEntity ? turn.context.switchedTo : undefined;
  // A switch to a resolved entry knows which of the previous question's words named the entry it
  // leaves (`leaving`): only those go. Its other anchors are aspect ("median latency" in a Hindi
  // question is written in Latin script, an anchor, and is what is asked of the new entry).
  if (to) return switchedTo(turn, to, carriedAspect(turn.context.previousContent, turn.context.leaving ?? []));
  // An ordinal's item with words of the message's own beside the ordinal ("the results of the third
  // one?") asks those words of the item: the item's title with the message, answered for the
  // message's intent on the item's page. An ordinal alone ("the second one?") asks for the item.
  const own = ownBesideOrdinal(turn.question);
  const text = resolved.item ? (own.length > 0 ? `${resolved.item.title} ${turn.text}` : resolved.item.title) : joined;
  const scan = scanQuestion(text, turn.locale);
  // What came of it ("Was it used afterwards?"): an elided follow-up with an "after" temporal signal
  // asks for what the cited entry says happened later — any of the signals of that relation (TimeML
  // SIGNAL) answers it ("later became", "has since been used"), in the reader's language or the
  // site's languages its pages fall back to.
  // A pro-form pointing back ("Wurde er später …?", "Was it …?") points at the entry as zero anaphora does.
  const posterior = (turn.context.elided || turn.context.anaphor) && asksPosterior(turn.question.tokens, turn.locale) ? allPosteriorSignals() : [];
  const focus = own.length > 0;
  return {
    ...turn,
    query: {
      text, value: questionView(scan), focus,
      // An entity switch asks the carried aspect of the new entity (the text with the aspect's
      // words); an ordinal's own words without the ordinal and its head; else the message's own.
      answered: turn.context.switchesEntity && !resolved.item ? switchedAnswer(questionView(scan, turn.author.nameWords), turn)
        : posterior.length > 0 ? withPosterior(focus ? turn.question : questionView(scan, turn.author.nameWords), focus ? own : null, posterior)
        : !focus ? questionView(scan, turn.author.nameWords) : sameWords(own, turn.question.content) ? turn.question : { ...turn.question, content: own },
      aboutAuthor: pointsAtAuthor(text, scan.tokens, readAbout(text, turn.author, scan.tokens), turn.author),
      ...(resolved.item ? { item: resolved.item } : {}),
    },
  };
}

/**
 * The aspect an entity switch carries (ellipsis resolution of a fragment, Merchant 2001; the
 * expansion keywords of Historical Query Expansion, Lin et al. 2020, TREC CAsT 2019): the previous
 * question's content words other than those that named the entry it leaves (`leaving`, found by
 * the layer that resolved the switch: the old entry's title words and the anchors naming an entry).
 * @param previousContent the previous question's content words, in order
 * @param leaving the words that named the entry the switch leaves
 * @returns the carried words, in order, without duplicates
 */
export function carriedAspect(previousContent: readonly string[], leaving: readonly string[]): string[] {
  const gone = new Set(leaving);
  return [...new Set(previousContent.filter((w) => !gone.has(w)))];
}

/**
 * An entity switch to a resolved entry ({@link switchEntity} with `to`): retrieval reads the entry's
 * title with the message and the carried aspect (Historical Query Expansion's keywords, the
 * entry's name instead of the one left), the answerer the carried words and the message's own
 * besides those describing the entry (a name stays: the answer's sentence holds it; a description
 * is replaced by the name it resolved to, the entry's title words), with the carried question type
 * ({@link switchedAnswer}) — from the entry's passages first (the turn's item, `focus`).
 */
function switchedTo(turn: Turn, to: NonNullable<TurnContext['switchedTo']>, kept: readonly string[]): ResolvedTurn {
  const text = `${to.title} ${turn.text} ${kept.join(' ')}`.trim();
  const scan = scanQuestion(text, turn.locale);
  const naming = new Set(to.naming);
  // A description resolved to its entry stands for the entry's name (its title), as a name would have.
  const named = naming.size > 0 ? questionView(scanQuestion(to.title, turn.locale), turn.author.nameWords).content : [];
  const aspect = [...new Set([...kept, ...turn.question.content.filter((w) => !naming.has(w)), ...named])];
  const view = questionView(scan, turn.author.nameWords);
  return {
    ...turn,
    query: {
      text, value: questionView(scan), focus: true,
      answered: switchedAnswer({ ...view, type: turn.question.type, expected: turn.question.expected, content: aspect }, turn),
      aboutAuthor: pointsAtAuthor(text, scan.tokens, readAbout(text, turn.author, scan.tokens), turn.author),
      item: { title: to.title, slug: to.slug, position: turn.context.ordinal ?? 0 },
    },
  };
}

/**
 * What an entity switch asks of its new entity: the carried aspect's words, and the previous
 * question's type when the message asks none of its own (a value type: {@link CARRIED_TYPES}) — the elliptical "And for Y?" keeps the
 * question it elides ("How big is …?": a number), as VP ellipsis keeps its antecedent's
 * interrogative (Merchant 2001, "The Syntax of Silence": sluicing and fragments reuse the
 * antecedent's question).
 */
function switchedAnswer(view: QuestionValue, turn: Turn): QuestionValue {
  const { type, expected, normalized, counted } = turn.context.previousType;
  if (!(turn.question.type === null && view.type === null && CARRIED_TYPES.has(expected))) return view;
  // The fine class goes with the coarse one (Li & Roth 2002: "How long …?" asks NUM:period, "How
  // many people …?" NUM:count): the answerer reads it from the question phrase (its normalized
  // text) and the counted noun, which the fragment does not repeat.
  const content = new Set(view.content);
  return { ...view, type, expected, normalized, counted: counted.filter((w) => content.has(w)) };
}

/** The answered value of a what-came-of-it follow-up: its words (the message's own, else the joined question's) and the "after" signals. */
function withPosterior(view: QuestionValue, own: string[] | null, posterior: readonly string[]): QuestionValue {
  return { ...view, content: [...new Set([...(own ?? view.content), ...posterior])], posterior: true };
}

/** The "after" temporal signals of every language of the site (lib/question `posteriorSignals`): a page may fall back to another language. */
function allPosteriorSignals(): string[] {
  return [...new Set(LOCALES.flatMap((l) => [...posteriorSignals(l)]))];
}

/** Answer types that ask for a value of an entity whose statement a rule finds (Li & Roth 2002 NUM, NUM:date, LOC; lib/assistant `holdsValue`): what a message continuing the entry in focus may ask of it. */
const VALUE_ANSWERS: ReadonlySet<QuestionValue['expected']> = new Set(['number', 'date', 'place']);

/** Answer types an entity switch carries: a value of the entity (a list or a definition is read from its own class words, which the message does not repeat). */
const CARRIED_TYPES: ReadonlySet<QuestionValue['expected']> = new Set(['number', 'date', 'place', 'person']);

/**
 * The message's content words beside an ordinal: not the ordinal word, nor the word after it (the
 * head the ordinal modifies: "the second one", "das zweite Projekt" — the item itself).
 */
function ownBesideOrdinal(q: QuestionValue): string[] {
  const at = q.tokens.findIndex((w) => ordinalPosition(w) !== null);
  if (at < 0) return q.content;
  const head = new Set([q.tokens[at]!, q.tokens[at + 1] ?? '']);
  const own = q.content.filter((w) => !head.has(w) && ordinalPosition(w) === null);
  const possessed = possessedAfterOrdinal(q.tokens, at);
  return possessed && !own.includes(possessed) ? [...own, possessed] : own;
}

/**
 * Chinese associative phrase after an ordinal's noun phrase ("第三个项目的结果", the third project's
 * results): in "NP₁ 的 NP₂" the noun after the associative particle 的 is the head, possessed by NP₁
 * (Li & Thompson 1981, "Mandarin Chinese", ch. 5 §1, associative phrases; Chao 1968, "A Grammar
 * of Spoken Chinese", §5.3.6) — what is asked of the item, a noun even when a stop-word list reads
 * it as a conjunction (stopwords-iso lists 结果, "as a result"). The word at the ordinal (ICU
 * segments "第三个" as one word) or after its head noun must be followed by 的 and a Han word.
 * @param tokens the message's words (lib/text `words`)
 * @param at the index of the ordinal's word
 * @returns the possessed noun, or null
 */
export function possessedAfterOrdinal(tokens: readonly string[], at: number): string | null {
  for (const k of [at + 1, at + 2]) {
    if (tokens[k] !== ASSOCIATIVE) continue;
    const noun = tokens[k + 1];
    return noun && HAN_WORD.test(noun) && [...noun].length >= 2 ? noun : null;
  }
  return null;
}
/** Whether two word lists hold the same words in the same order. */
function sameWords(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((w, i) => w === b[i]);
}
/** The Chinese associative (possessive, attributive) particle. */
const ASSOCIATIVE = '的';
const HAN_WORD = /^\p{Script=Han}+$/u;

/** The words that point at the author by themselves: her profile's pronouns and her name's words (memoized per author). */
function authorWords(who: TurnAuthor): ReadonlySet<string> {
  let s = AUTHOR_WORDS.get(who);
  if (!s) AUTHOR_WORDS.set(who, (s = new Set([...who.pronouns, ...who.nameWords])));
  return s;
}
const AUTHOR_WORDS = new WeakMap<TurnAuthor, ReadonlySet<string>>();

/**
 * Whether a text points at the author: a word of her name or its forms, one of her pronouns (Han
 * pronouns as substrings: Chinese writes no spaces), or what the overview lexicon reads as her
 * ("the author / the site owner / this person", a possessive suffix).
 * @param tokens the text's words (lib/text `words`)
 * @param about the text's {@link AboutReading}
 */
export function pointsAtAuthor(text: string, tokens: QuestionScan['tokens'], about: AboutReading, who: TurnAuthor): boolean {
  return tokens.some((w) => who.nameWords.has(w) || who.pronouns.has(w)) || who.hanPronouns.some((x) => text.includes(x))
    || about.name || about.author || about.pronoun;
}
