/**
 * Answerers: the configured model through the AI SDK, or the deterministic extractive answerer.
 * Both yield text deltas that go through the same sentence gate.
 */
import { streamText, type LanguageModel } from 'ai';
import { utf8Bytes } from '@/lib/cost';
import { firstPersonWords, NO_ANSWER_TOKEN, splitSentences } from '@/lib/gate';
import { contentWords, words, type Locale } from '@/lib/text';

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

/** The full stop of a text's script, so a quoted heading or list item reads as a sentence. */
function fullStop(t: string): string {
  return /\p{Script=Han}/u.test(t) ? '。' : /\p{Script=Devanagari}/u.test(t) ? '।' : '.';
}

/** Sentences the extractive answerer quotes at most. */
export const EXTRACTIVE_MAX_SENTENCES = 3;

/**
 * Deterministic extractive answer: the sentences of the passages that share the most content words
 * with the question, each followed by its source marker. Sentences in the first person are skipped
 * (a quote in the author's voice would fail the gate's voice check, and rightly).
 * @param sources passage texts with their locale, `[S1]` first
 * @returns the answer text, or '' when no sentence qualifies
 */
export function extractiveAnswerText(question: string, sources: { content: string; locale?: string }[], locale: Locale): string {
  const q = new Set(contentWords(question));
  const candidates: { text: string; n: number; score: number; order: number }[] = [];
  let order = 0;
  // Quote in the reader's language when any passage is in it; otherwise quote what there is.
  const sameLanguage = sources.some((s) => s.locale === locale);
  sources.forEach((s, i) => {
    if (sameLanguage && s.locale !== locale) return;
    for (const raw of splitSentences(s.content)) {
      const text = raw.replace(/^[-*]\s+/, '').replace(/\s*\n\s*/g, ' ').trim();
      const ws = words(text);
      // A line ending in a colon introduced a code block or table that passages drop: not quotable.
      if (ws.length < 4 || text.length > 400 || /[:：]$/.test(text)) continue;
      if (firstPersonWords(text, locale).length > 0) continue;
      const hits = new Set(ws.filter((w) => q.has(w))).size;
      if (hits === 0) continue;
      // Prose beats headings and list fragments: a sentence that ends like one gets a bonus.
      const score = hits + (/[.!?。！？؟।]$/.test(text) ? 0.5 : 0) - i * 0.01;
      candidates.push({ text, n: i + 1, score, order: order++ });
    }
  });
  const best = candidates.sort((a, b) => b.score - a.score || a.order - b.order).slice(0, EXTRACTIVE_MAX_SENTENCES);
  best.sort((a, b) => a.order - b.order);
  return best.map((c) => `${/[.!?。！？؟।]$/.test(c.text) ? c.text : `${c.text}${fullStop(c.text)}`} [S${c.n}]`).join('\n\n');
}

/**
 * Streams an extractive answer word by word, so it travels the same streaming path as a model's.
 * With nothing to quote it answers with the no-answer token, as the model is told to.
 */
export async function* extractiveAnswer(args: { question: string; sources: { content: string; locale?: string }[]; locale: Locale }): AsyncGenerator<AnswerPart> {
  const text = extractiveAnswerText(args.question, args.sources, args.locale) || NO_ANSWER_TOKEN;
  for (const piece of text.match(/\S+\s*/g) ?? []) yield { type: 'delta', text: piece };
  yield { type: 'finish', truncated: false };
}

/**
 * Deterministic answer on the entries path: the entries in the order given (date order), one
 * sentence each — title and dates exactly as the site shows them — with its source marker.
 */
export async function* extractiveOverview(args: { sources: { title: string; heading: string }[] }): AsyncGenerator<AnswerPart> {
  if (args.sources.length === 0) {
    yield { type: 'delta', text: NO_ANSWER_TOKEN };
  } else {
    for (const [i, s] of args.sources.entries()) {
      const title = s.title.replace(/[.!?。！？؟।]+$/u, '');
      yield { type: 'delta', text: `${i ? '\n\n' : ''}${title}${s.heading ? ` (${s.heading})` : ''} [S${i + 1}]${fullStop(title)}` };
    }
  }
  yield { type: 'finish', truncated: false };
}
