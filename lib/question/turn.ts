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
import { readAbout, type AboutReading } from '@/lib/retrieval/overview';
import type { Locale } from '@/lib/text';
import { awaitsTitles, followUpOf, resolveFollowUp, type FollowUpReading, type HistoryTurn } from './followup';
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
   * Content words of the previous answer (the author's name left out). Read on first use, once:
   * an answer of up to 4,000 characters costs tens of milliseconds to read (Chinese: ~0.2 s on a
   * loaded machine), and only a before/after question needs it.
   */
  readonly answerContent: string[];
  /** The message does not stand alone: it continues the previous question (a continuation word, an ordinal, at most one content word). */
  followUp: boolean;
  /** The position an ordinal of the message points at (1-based, -1 the last), or null. */
  ordinal: number | null;
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
  const latest = (role: HistoryTurn['role']) => [...history].reverse().find((t) => t.role === role)?.content ?? null;
  const previousQuestion = latest('user');
  const previousAnswer = latest('assistant');
  const previous = readQuestion(previousQuestion ?? '', locale, { ignore: author.nameWords });
  const f = followUpOf(message, history, scan.tokens);
  let answerContent: string[] | undefined;
  const turn: Turn = {
    text: message, locale, history, author, question, about, aboutAuthor,
    l1: f ? [message, `${f.previous} ${message}`] : [message],
    context: {
      previousQuestion, previousAnswer, previousContent: previous.content, previousAnchors: previous.anchors,
      get answerContent() { return (answerContent ??= readQuestion(previousAnswer ?? '', locale, { ignore: author.nameWords }).content); },
      followUp: f !== null, ordinal: f?.position ?? null,
    },
    query: null,
    followUpReading: f,
  };
  if (!f) return { ...turn, query: { text: message, value: questionView(scan), answered: question, focus: false, aboutAuthor } };
  return awaitsTitles(f) ? turn : pointBack(turn, []);
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
  const text = resolved.item?.title ?? resolved.joined;
  const scan = scanQuestion(text, turn.locale);
  const focus = !resolved.item && turn.question.content.length > 0;
  return {
    ...turn,
    query: {
      text, value: questionView(scan), answered: focus ? turn.question : questionView(scan, turn.author.nameWords), focus,
      aboutAuthor: pointsAtAuthor(text, scan.tokens, readAbout(text, turn.author, scan.tokens), turn.author),
      ...(resolved.item ? { item: resolved.item } : {}),
    },
  };
}

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
