/**
 * Answerers: the configured model through the AI SDK, or the deterministic extractive answerer.
 * Both yield text deltas that go through the same sentence gate.
 */
import { streamText, type LanguageModel } from 'ai';
import { utf8Bytes } from '@/lib/cost';
import { NO_ANSWER_TOKEN, splitSentences } from '@/lib/gate';
import type { QuestionValue } from '@/lib/question';
import type { Locale } from '@/lib/text';
import { chooseQuotes, fullStop, type ExtractiveOptions, type ExtractiveSource } from './extractive';

/** What an answerer yields: text deltas, then one `finish`. */
export type AnswerPart = { type: 'delta'; text: string } | { type: 'finish'; truncated: boolean };

/**
 * What a model call received, filled in while it streams, for the cost ledger: every received
 * character counts even when the stream is aborted before the provider's usage event.
 */
export interface CallMeter {
  /** UTF-8 bytes of text received from the provider. */
  receivedBytes: number;
  /** Usage as the provider reported it in its final event; undefined when that never came. */
  reported?: { inputTokens?: number; outputTokens?: number };
  /** The provider answered with an HTTP error before streaming: the call never ran. */
  rejected?: boolean;
}

/**
 * Streams the model's answer. Aborting `signal` closes the provider stream (the HTTP request is
 * cancelled by the AI SDK).
 * @throws the provider's error when the stream reports one
 */
export async function* modelAnswer(args: {
  model: LanguageModel; instructions: string; prompt: string; maxOutputTokens: number; signal: AbortSignal;
  /** Filled in as the stream arrives (see {@link CallMeter}). */
  meter?: CallMeter;
}): AsyncGenerator<AnswerPart> {
  const meter = args.meter ?? { receivedBytes: 0 };
  const result = streamText({
    model: args.model,
    instructions: args.instructions,
    prompt: args.prompt,
    maxOutputTokens: args.maxOutputTokens,
    abortSignal: args.signal,
    // No retry: a retried call would be a second call on one reservation.
    maxRetries: 0,
  });
  for await (const part of result.stream) {
    if (part.type === 'text-delta') {
      meter.receivedBytes += utf8Bytes(part.text);
      yield { type: 'delta', text: part.text };
    } else if (part.type === 'error') {
      // An HTTP status before any text: the provider refused the request, nothing was generated.
      if (meter.receivedBytes === 0 && typeof (part.error as { statusCode?: unknown })?.statusCode === 'number') meter.rejected = true;
      throw part.error instanceof Error ? part.error : new Error(String(part.error));
    } else if (part.type === 'finish') {
      meter.reported = { inputTokens: part.totalUsage.inputTokens, outputTokens: part.totalUsage.outputTokens };
      yield { type: 'finish', truncated: part.finishReason === 'length' };
      return;
    }
  }
  yield { type: 'finish', truncated: false };
}


export { EXTRACTIVE_MAX_SENTENCES } from './extractive';

/** A quote's sentence as it is released: a list item's trailing ";" or "," ends like a sentence; a lead-in keeps its colon. */
function asSentence(t: string): string {
  if (/[.!?。！？؟।:：]$/u.test(t)) return t;
  return `${t.replace(/[;,؛،]$/u, '')}${fullStop(t)}`;
}

/**
 * Deterministic extractive answer: the sentences of the passages that answer the question, chosen
 * by {@link chooseQuotes} (BM25 over sentences with their headings as context, query-term
 * proximity, the question's type), each followed by its source marker, best first, one paragraph
 * each. Sentences in the first person are never chosen (a quote in the author's voice would fail
 * the gate's voice check, and rightly); nothing is paraphrased.
 * @param question the question read once (lib/question; the turn's `query.answered`), the author's name left out
 * @param sources passage texts with their locale (and heading and title, used as context), `[S1]` first
 * @param opts.ignoreWords normalized words that never count as question words (the author's name)
 * @returns the answer text, or '' when no sentence qualifies
 */
export function extractiveAnswerText(question: QuestionValue, sources: ExtractiveSource[], locale: Locale, opts: ExtractiveOptions = {}): string {
  return chooseQuotes(question, sources, locale, opts)
    .flatMap((q) => q.sentences.map((t) => `${asSentence(t)} [S${q.source}]`))
    .join('\n\n');
}

/**
 * Streams an extractive answer word by word, so it travels the same streaming path as a model's.
 * With nothing to quote it answers with the no-answer token, as the model is told to.
 */
export async function* extractiveAnswer(args: { question: QuestionValue; sources: ExtractiveSource[]; locale: Locale } & ExtractiveOptions): AsyncGenerator<AnswerPart> {
  const text = extractiveAnswerText(args.question, args.sources, args.locale, { ignoreWords: args.ignoreWords, lookup: args.lookup, cognates: args.cognates }) || NO_ANSWER_TOKEN;
  for (const piece of text.match(/\S+\s*/g) ?? []) yield { type: 'delta', text: piece };
  yield { type: 'finish', truncated: false };
}

/**
 * Deterministic answer on the entries path: the entries in the order given (date order), one
 * sentence each — title and dates exactly as the site shows them — with its source marker.
 */
export async function* extractiveOverview(args: { sources: { title: string; heading: string; content?: string }[]; withSummary?: boolean }): AsyncGenerator<AnswerPart> {
  if (args.sources.length === 0) {
    yield { type: 'delta', text: NO_ANSWER_TOKEN };
  } else {
    for (const [i, s] of args.sources.entries()) {
      const title = s.title.replace(/[.!?。！？؟।]+$/u, '');
      yield { type: 'delta', text: `${i ? '\n\n' : ''}${title}${s.heading ? ` (${s.heading})` : ''} [S${i + 1}]${fullStop(title)}` };
      // A relation's answer (./relations.ts) says what the entry was: its summary, the site's words,
      // each of its sentences with the marker (the gate checks markers per sentence).
      const summary = s.content?.trim();
      if (args.withSummary && summary) {
        for (const sentence of splitSentences(summary)) {
          const t = sentence.trim();
          if (t) yield { type: 'delta', text: ` ${asSentence(t)} [S${i + 1}]` };
        }
      }
    }
  }
  yield { type: 'finish', truncated: false };
}
