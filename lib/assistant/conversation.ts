/**
 * The chat's conversation as the reader's browser keeps it between pages: in `sessionStorage`
 * (one tab, gone when the tab closes), under a versioned key, validated with zod on restore —
 * data of another version, or corrupt, is dropped rather than trusted. Also how an answer turn is
 * drawn (paragraphs, runs of one language, chips). Client-safe.
 */
import { z } from 'zod';
import { LOCALES, type Locale } from '@/lib/text';
import { sourceNumbers, withCitedSources } from './citations';
import { CONFIDENCE_BANDS, joinSentences, OUTCOMES, sentenceSeparator, type AnswerConfidence, type AnswererKind, type AssistantEvent, type ContactLink, type Outcome, type SourceRef } from './events';

/** Storage key; the suffix is the stored shape's version (a new shape takes a new key, the old one is removed). */
export const CONVERSATION_KEY = 'assistant.conversation.v1';
/** Keys of earlier versions, removed on restore. */
const OLD_KEYS: readonly string[] = [];
/**
 * The route's history limits (lib/assistant/input.ts `ASK_LIMITS`: turns, characters per turn,
 * cited entries per answer and characters per entry link),
 * repeated here so the client bundle does not pull in the server's text stack; conversation.test.ts
 * checks they agree.
 */
export const HISTORY_LIMITS = { turns: 12, turnChars: 4000, citedEntries: 8, hrefChars: 200 } as const;
/** Most turns kept (question and answer are one turn each): the oldest go first. */
export const MAX_STORED_TURNS = 40;

/** One released sentence with the passages it cites (ids into its answer's `sources`). */
export interface AnswerSentence {
  text: string;
  paragraphBreak: boolean;
  /** Passage ids of the sources this sentence cites, in its own order. */
  cites: number[];
  /**
   * The sources as this sentence cites them (its `text` event's): each names the passage's sentence
   * it quoted, for the chip's popover and link. Absent in conversations kept before issue 32 (the
   * answer's `sources` serve).
   */
  refs?: SourceRef[];
  /** The sentence's language when it is not the reader's (a quote of a source in another language); absent otherwise. */
  lang?: Locale;
}

export interface AnswerTurn {
  role: 'assistant';
  /** Released sentences, in order; a paragraph break starts a new paragraph. */
  sentences: AnswerSentence[];
  /** Every source the answer cites, in order of first use: a source's chip number is its index + 1. */
  sources: SourceRef[];
  notices: { kind: string; message: string; contact?: ContactLink }[];
  answerer: AnswererKind | null;
  /** How the answer ended; `stopped` when the reader pressed Stop or left the page mid-answer (client-side only). */
  outcome: Outcome | 'stopped' | null;
  confidence?: AnswerConfidence;
  /** The answer's id from its `done` event: what a vote on it names (issue 25). */
  answerId?: string;
}
export type Turn = { role: 'user'; text: string } | AnswerTurn;

/**
 * The note under a low-confidence answer (issue 31, kind 6), as a `chat` message key, or null when
 * none is shown: only a `low` band with released text gets one. A verbatim quote (the extractive
 * answerer) is the page's own sentence: what is uncertain is how well it matches the question
 * (`lowMatch`); a model's answer may be only partly supported by its sources (`lowConfidence`).
 */
export function confidenceNote(turn: Pick<AnswerTurn, 'answerer' | 'confidence' | 'sentences'>): 'lowMatch' | 'lowConfidence' | null {
  if (turn.confidence?.band !== 'low' || turn.sentences.length === 0) return null;
  return turn.answerer === 'extractive' ? 'lowMatch' : 'lowConfidence';
}

const text = z.string().max(20_000);
const sourceRef = z.object({
  n: z.number().int(), passageId: z.number().int(), title: text, href: z.string().max(2000),
  heading: text.optional(), passageHref: z.string().max(4000).optional(), excerpt: text.optional(), quote: text.optional(),
});
const turn = z.discriminatedUnion('role', [
  z.object({ role: z.literal('user'), text }),
  z.object({
    role: z.literal('assistant'),
    sentences: z.array(z.object({ text, paragraphBreak: z.boolean(), cites: z.array(z.number().int()).max(50), refs: z.array(sourceRef).max(50).optional(), lang: z.enum(LOCALES).optional() })).max(500),
    sources: z.array(sourceRef).max(100),
    notices: z.array(z.object({ kind: z.string().max(40), message: text, contact: z.object({ href: z.string().max(2000), label: text }).optional() })).max(20),
    answerer: z.enum(['model', 'extractive']).nullable(),
    outcome: z.enum([...OUTCOMES, 'stopped']).nullable(),
    confidence: z.object({ value: z.number().min(0).max(1), band: z.enum(CONFIDENCE_BANDS) }).optional(),
    answerId: z.uuid().optional(),
  }),
]);
const stored = z.object({ v: z.literal(1), turns: z.array(turn).max(MAX_STORED_TURNS) });

/**
 * The stored form of a conversation. An answer still streaming (no outcome yet) is stored as it
 * stands, marked `stopped`: the page that streamed it is gone.
 */
export function serializeConversation(turns: readonly Turn[]): string {
  const kept = turns.slice(-MAX_STORED_TURNS).map((t) => (t.role === 'assistant' && t.outcome === null ? { ...t, outcome: 'stopped' as const } : t));
  // An answer cannot open the stored list without its question (the history would start mid-pair).
  const start = kept[0]?.role === 'assistant' ? 1 : 0;
  return JSON.stringify({ v: 1, turns: kept.slice(start) });
}

/** A stored conversation read back; null for anything that is not one (corrupt, another version). */
export function parseConversation(raw: string | null): Turn[] | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = stored.safeParse(data);
  return parsed.success ? (parsed.data.turns as Turn[]) : null;
}

/** Reads the tab's conversation; corrupt or old data is removed and an empty conversation returned. */
export function loadConversation(storage: Storage): Turn[] {
  try {
    for (const key of OLD_KEYS) storage.removeItem(key);
    const raw = storage.getItem(CONVERSATION_KEY);
    const turns = parseConversation(raw);
    if (turns === null && raw !== null) storage.removeItem(CONVERSATION_KEY);
    return turns ?? [];
  } catch {
    return []; // storage unavailable (privacy mode, sandboxed frame)
  }
}

/** Keeps the conversation for the tab; an empty one removes the key. Storage errors (quota) are ignored: the chat still works. */
export function saveConversation(storage: Storage, turns: readonly Turn[]): void {
  try {
    if (turns.length === 0) storage.removeItem(CONVERSATION_KEY);
    else storage.setItem(CONVERSATION_KEY, serializeConversation(turns));
  } catch {
    /* quota or storage disabled */
  }
}

/**
 * The history sent with the next question (the route's `history`): the last
 * {@link HISTORY_LIMITS} turns, an answer as its released text (its end kept when longer than the
 * route's per-turn limit) and the entries it cited (`cited`: their links, in order of first use, at
 * most {@link HISTORY_LIMITS}`.citedEntries`) — what a follow-up points back to (issue 30: the
 * entries the last answer cited are the carried topic's evidence).
 */
export function historyOf(turns: readonly Turn[]): HistoryEntry[] {
  const out: HistoryEntry[] = [];
  for (const t of turns) {
    if (t.role === 'user') out.push({ role: 'user', content: t.text.slice(0, HISTORY_LIMITS.turnChars) });
    else {
      const cited = citedEntries(t);
      out.push({ role: 'assistant', content: joinSentences(t.sentences.map((s) => s.text)).slice(-HISTORY_LIMITS.turnChars), ...(cited.length ? { cited } : {}) });
    }
  }
  return out.slice(-HISTORY_LIMITS.turns);
}

/** One turn of the history the chat sends: a question, or an answer with the entries it cited. */
export interface HistoryEntry { role: 'user' | 'assistant'; content: string; cited?: string[] }

/** The entries an answer's released sentences cite (their links, in order of first use, without a passage fragment), at most `HISTORY_LIMITS.citedEntries`. */
export function citedEntries(a: AnswerTurn): string[] {
  const cited = new Set(a.sentences.flatMap((s) => s.cites));
  return [...new Set(a.sources.filter((x) => cited.has(x.passageId)).map((x) => x.href))].slice(0, HISTORY_LIMITS.citedEntries);
}

/**
 * An answer turn after one more event of its stream, as the chat window keeps it: a released
 * sentence with the passages it cites (sources in order of first use: a source's chip number is its
 * place in the list), a withheld sentence or a notice (not the extractive answerer's), the outcome.
 * Pure; shared by the chat window and the conversation runner (scripts/conversations-run.ts), so the
 * history a replayed conversation sends is the one the window sends.
 */
export function answerAfter(a: AnswerTurn, ev: AssistantEvent): AnswerTurn {
  switch (ev.type) {
    case 'decision': return { ...a, answerer: ev.answerer };
    case 'text': return {
      ...a,
      sentences: [...a.sentences, { text: ev.text, paragraphBreak: ev.paragraphBreak, cites: ev.sources.map((x) => x.passageId), refs: ev.sources, ...(ev.lang ? { lang: ev.lang } : {}) }],
      // In order of first use: a source's chip number is its place in this list.
      sources: withCitedSources(a.sources, ev.sources),
    };
    case 'guard': return { ...a, notices: [...a.notices, { kind: 'withheld', message: ev.message }] };
    case 'notice': return ev.kind === 'extractive' ? a : { ...a, notices: [...a.notices, { kind: ev.kind, message: ev.message, contact: ev.contact }] };
    case 'error': return { ...a, notices: [...a.notices, { kind: 'error', message: ev.message }] };
    case 'done': return { ...a, outcome: ev.outcome, ...(ev.confidence ? { confidence: ev.confidence } : {}), ...(ev.answerId ? { answerId: ev.answerId } : {}) };
  }
}

/** A released sentence as drawn: its separator from the one before, and its citation chips (number and the source as this sentence cites it). */
export interface DrawnSentence { text: string; separator: '' | ' '; chips: { n: number; source: SourceRef; popoverId: string }[] }
/**
 * A run of sentences in one language within a paragraph: a quote in another language than the
 * reader's (`lang` set) is one isolated run, its language named once after it (issue 32: a label
 * after the run's first sentence sat inside the run, and in an RTL page in the middle of it).
 */
export interface AnswerRun { lang?: Locale; separator: '' | ' '; sentences: DrawnSentence[] }
export interface AnswerParagraph { runs: AnswerRun[] }

/**
 * How the chat draws an answer: its released sentences grouped into paragraphs and runs of one
 * language, each sentence with its chips — a source's number is its place in the answer's sources
 * (order of first use, the list under the answer, ./citations), its popover the passage as this
 * sentence quoted it. Sentences are separated by {@link sentenceSeparator} (no space after a CJK
 * full stop).
 * @param turnIndex the turn's index in the conversation (popover ids are unique per page)
 */
export function answerParagraphs(turn: AnswerTurn, turnIndex: number): AnswerParagraph[] {
  const out: AnswerParagraph[] = [];
  let previous = '';
  for (const [g, s] of turn.sentences.entries()) {
    const chips = sourceNumbers(turn.sources, s.cites).map((n) => {
      const listed = turn.sources[n - 1]!;
      return { n, source: s.refs?.find((r) => r.passageId === listed.passageId) ?? listed, popoverId: `cite-${turnIndex}-${g}-${n}` };
    });
    const separator = out.length === 0 || s.paragraphBreak ? '' : sentenceSeparator(previous);
    if (out.length === 0 || s.paragraphBreak) out.push({ runs: [] });
    const runs = out.at(-1)!.runs;
    const drawn = { text: s.text, separator, chips };
    if (runs.length > 0 && runs.at(-1)!.lang === s.lang) runs.at(-1)!.sentences.push(drawn);
    else runs.push({ lang: s.lang, separator, sentences: [{ ...drawn, separator: '' }] });
    previous = s.text;
  }
  return out;
}
