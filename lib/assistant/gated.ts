/**
 * An answer stream through the sentence gate, as events: the behaviour on failure, truncation,
 * empty answers and the no-answer token (design, Layer 4 "When a sentence fails") in one place,
 * shared by the pipeline and the CLI's offline `gate` replay.
 */
import type { SentenceGate } from '@/lib/gate';
import { fixedText } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/text';
import type { AnswerPart } from './answerers';
import type { AnswerConfidence, AssistantEvent, Outcome, SourceRef } from './events';
import type { StageClock } from './stages';

export interface GatedOptions {
  gate: SentenceGate;
  locale: Locale;
  /** Marker numbers of a released sentence (and its text, which names the quoted sentence of each) → the sources to show. */
  sourceRefs: (markers: number[], sentence: string) => SourceRef[];
  /**
   * Marker numbers of a released sentence → the language it is written in, when that is not the
   * reader's (an extractive quote is in its source's language: the chat marks it "in English").
   */
  sentenceLanguage?: (markers: number[]) => Locale | undefined;
  /** Aborted when the reader left: the loop stops and the outcome is `error`. */
  signal?: AbortSignal;
  /** Called once when the gate stops, to close the provider stream. */
  onStop?: () => void;
  /** Logs the guard's reasons, the blocked sentence's length and the kind and position of the value that failed, never its text. */
  log?: (line: Record<string, unknown>) => void;
  /**
   * The answer's confidence for `done` (lib/assistant/confidence.ts), asked once the answer has
   * ended; not asked when the reader left (outcome `error`). Absent: `done` carries none.
   */
  confidence?: (ending: { outcome: Outcome; stopped: boolean; truncated: boolean }) => AnswerConfidence | undefined;
  /** Marks the answerer's first text and the first release, and counts the gate's time before it. */
  clock?: StageClock;
}

/** Summary of a gated answer, for logs. */
export interface GatedSummary {
  outcome: Outcome;
  released: number;
  /** ms from the start of the loop to the first released sentence, or null. */
  firstTextMs: number | null;
}

/**
 * Feeds answer parts through the gate.
 * @yields `text` per released sentence, `guard` on a stop, `notice` for refusal/truncation/empty,
 *   and `done` last
 * @returns the summary (also when the consumer stops early the generator's `finally` is safe)
 */
export async function* gatedAnswer(parts: AsyncIterable<AnswerPart>, opts: GatedOptions): AsyncGenerator<AssistantEvent, GatedSummary> {
  const { gate, locale } = opts;
  const started = Date.now();
  let truncated = false;
  let stop: 'guard' | 'no-answer' | 'no-answer-after-text' | null = null;
  let firstTextMs: number | null = null;
  for await (const part of parts) {
    if (opts.signal?.aborted) break;
    if (part.type === 'finish') truncated = part.truncated;
    if (part.type === 'delta') opts.clock?.mark('firstModelByte');
    const t = performance.now();
    const outputs = part.type === 'delta' ? gate.push(part.text) : gate.end({ truncated: part.truncated });
    opts.clock?.addGate(performance.now() - t);
    for (const o of outputs) {
      if (o.type === 'text') {
        firstTextMs ??= Date.now() - started;
        opts.clock?.mark('firstSentence');
        const lang = opts.sentenceLanguage?.(o.sources);
        yield { type: 'text', text: o.text, sources: opts.sourceRefs(o.sources, o.text), paragraphBreak: o.paragraphBreak, ...(lang ? { lang } : {}) };
      } else if (o.type === 'guard') {
        stop = 'guard';
        const finding = o.finding ? { kind: o.finding.kind, start: o.finding.start, end: o.finding.end } : undefined;
        opts.log?.({ event: 'guard', reasons: o.reasons, blockedChars: o.blockedChars, ...(finding ? { finding } : {}) });
        yield { type: 'guard', reasons: o.reasons, message: fixedText(locale, 'withheld'), ...(finding ? { finding } : {}) };
      } else if (o.type === 'no-answer') {
        stop = o.afterRelease ? 'no-answer-after-text' : 'no-answer';
        if (!o.afterRelease) yield { type: 'notice', kind: 'refused', message: fixedText(locale, 'refusal') };
      }
    }
    if (stop) break;
  }
  let outcome: Outcome = 'answered';
  if (stop) {
    opts.onStop?.(); // nobody pays for text nobody sees
    // A gate stop wins over truncation (design).
    outcome = stop === 'guard' ? 'withheld' : stop === 'no-answer' ? 'refused' : 'answered';
  } else if (opts.signal?.aborted) {
    outcome = 'error';
  } else if (truncated) {
    outcome = 'truncated';
    yield { type: 'notice', kind: 'truncated', message: fixedText(locale, 'truncated') };
  } else if (gate.releasedCount === 0) {
    outcome = 'refused';
    yield { type: 'notice', kind: 'empty', message: fixedText(locale, 'empty') };
  }
  const confidence = outcome === 'error' ? undefined : opts.confidence?.({ outcome, stopped: stop === 'guard', truncated: truncated && !stop });
  yield { type: 'done', outcome, ...(confidence ? { confidence } : {}) };
  return { outcome, released: gate.releasedCount, firstTextMs };
}
