/**
 * An answer stream through the sentence gate in audit mode, as events: the ungrounded column of
 * the "with and without sources" demo. Where {@link gatedAnswer} stops at the first failing
 * sentence, this reads on and reports each withheld sentence's reasons in its place — never its
 * text — and a tally at the end.
 */
import type { SentenceGate } from '@/lib/gate';
import type { GuardReason } from '@/lib/gate/checks';
import { fixedText, messagesFor } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/text';
import type { AnswerPart } from './answerers';
import type { DemoAudit } from './demo-events';
import type { AssistantEvent, Outcome } from './events';

/** What {@link auditedAnswer} yields: the column's events without their `column` tag. */
export type AuditedEvent =
  | Extract<AssistantEvent, { type: 'text' | 'notice' | 'done' }>
  | { type: 'withheld'; reasons: GuardReason[] }
  | ({ type: 'audit' } & DemoAudit);

/**
 * Feeds answer parts through a gate made with `mode: 'audit'`.
 * @param opts.signal aborted when the reader left: the loop stops, the outcome is `error`
 * @param opts.onStop called once when the no-answer token ends the answer (closes the provider stream)
 * @yields `text` per released sentence (no sources: the column has none), `withheld` per withheld
 *   sentence (reasons only), `notice` when the model declined (the no-answer token before any
 *   release) or ran out of output tokens, `audit` (the tally), and `done` last. Outcome: `refused`
 *   (declined, or nothing released), `withheld` (at least one sentence withheld), `truncated`,
 *   `answered`, `error` (aborted).
 * @returns the tally and the outcome
 */
export async function* auditedAnswer(parts: AsyncIterable<AnswerPart>, opts: {
  gate: SentenceGate; locale: Locale; signal?: AbortSignal; onStop?: () => void;
}): AsyncGenerator<AuditedEvent, DemoAudit & { outcome: Outcome }> {
  const { gate, locale } = opts;
  let truncated = false;
  let declined = false;
  for await (const part of parts) {
    if (opts.signal?.aborted) break;
    if (part.type === 'finish') truncated = part.truncated;
    const outputs = part.type === 'delta' ? gate.push(part.text) : gate.end({ truncated: part.truncated });
    for (const o of outputs) {
      if (o.type === 'text') yield { type: 'text', text: o.text, sources: [], paragraphBreak: o.paragraphBreak };
      else if (o.type === 'withheld') yield { type: 'withheld', reasons: [...o.reasons] };
      else if (o.type === 'no-answer') {
        declined = true;
        if (!o.afterRelease) yield { type: 'notice', kind: 'refused', message: messagesFor(locale).demo.declined };
      }
      // `guard` never comes from an audit-mode gate.
    }
    if (declined) break;
  }
  if (declined) opts.onStop?.();
  const audit = gate.audit;
  let outcome: Outcome;
  if (opts.signal?.aborted && !declined) outcome = 'error';
  else if (declined && audit.released === 0 && audit.withheld === 0) outcome = 'refused';
  else if (audit.withheld > 0) outcome = 'withheld';
  else if (truncated) outcome = 'truncated';
  else if (audit.released === 0) outcome = 'refused';
  else outcome = 'answered';
  if (outcome === 'truncated' || (truncated && outcome === 'withheld')) yield { type: 'notice', kind: 'truncated', message: fixedText(locale, 'truncated') };
  yield { type: 'audit', ...audit };
  yield { type: 'done', outcome };
  return { ...audit, outcome };
}
