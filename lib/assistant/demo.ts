/**
 * The "with and without sources" demo (design: the boundary between grounded and ungrounded
 * answers): one question, two columns.
 * - `grounded`: the chat's pipeline ({@link answerQuestion}) unchanged — its events, tagged.
 * - `ungrounded`: the same model asked with no sources ({@link buildPrompt} `withoutSources`), its
 *   stream sent through the same sentence gate with an empty source list in audit mode, so the
 *   reader sees which sentences were withheld and why (reasons and counts, never the text).
 *
 * Rules: the ungrounded column runs only after the grounded column's decision, and only on a
 * route that goes on to an answer with a model — a question L1 (pattern) or L2 (threshold,
 * decision) refuses ends before any answer call in both columns; in extractive mode there is no
 * ungrounded call. Each answer call is reserved in the cost ledger before it is made (fail closed:
 * no reservation, no call). A client disconnect aborts both. The caller counts the pair as one
 * request for the rate limit (app/api/demo). Server-only.
 */
import { ANSWER_MODELS, CostLedger, lookupModel, upperBoundNanoUsd, utf8Bytes } from '@/lib/cost';
import { database } from '@/lib/db';
import { env } from '@/lib/env';
import { SentenceGate } from '@/lib/gate';
import { fixedText, messagesFor } from '@/lib/i18n/messages';
import { buildPrompt } from '@/lib/prompt';
import { getProfile, inLocale, type Profile } from '@/lib/profile';
import { getAnswerModel } from '@/lib/providers';
import type { Locale } from '@/lib/text';
import { modelAnswer, type AnswerPart, type CallMeter } from './answerers';
import { auditedAnswer, type AuditedEvent } from './audited';
import type { DemoColumn, DemoEvent, DemoSkipReason } from './demo-events';
import type { AssistantEvent } from './events';
import { answerQuestion, settleCall, type AskOptions } from './pipeline';

/** Input of {@link answerWithAndWithoutSources}: one question, no conversation. Validated by the caller. */
export interface DemoInput {
  question: string;
  locale: Locale;
}

/** Dependencies, overridable in tests (as for {@link answerQuestion}). */
export type DemoOptions = Pick<AskOptions, 'signal' | 'db' | 'embedder' | 'ledger' | 'log' | 'profile' | 'recordBehind'>;

/** Error code of a column's `error` event that this module produced. */
export const DEMO_ERROR_CODE = 'internal:demo';

/**
 * Answers one question in both columns.
 * @yields {@link DemoEvent}s of the two columns, interleaved as they arrive: the grounded
 *   column's `decision` first; then, depending on it, the ungrounded column's `skipped` or its
 *   stream (`text`/`withheld`/`notice`/`error`, `audit`, `done`). Every event says its column.
 * Never throws: a column's failure becomes that column's `error` and `done` events.
 */
export async function* answerWithAndWithoutSources(input: DemoInput, opts: DemoOptions = {}): AsyncGenerator<DemoEvent> {
  const log = opts.log ?? (() => {});
  // One controller for both columns: the reader leaving (opts.signal) or this generator being
  // returned early aborts both model calls.
  const abort = new AbortController();
  const onAbort = () => abort.abort(opts.signal?.reason);
  if (opts.signal?.aborted) abort.abort(opts.signal.reason);
  else opts.signal?.addEventListener('abort', onAbort, { once: true });

  let profile: Profile | undefined = opts.profile;
  const columns = new Map<DemoColumn, AsyncGenerator<DemoEvent>>();
  const pending = new Map<DemoColumn, Promise<[DemoColumn, IteratorResult<DemoEvent>]>>();
  const pull = (column: DemoColumn) => {
    pending.set(column, columns.get(column)!.next().then(
      (r): [DemoColumn, IteratorResult<DemoEvent>] => [column, r],
      // A column's generator never throws by design; if one does, that column ends with an error.
      (err: unknown): [DemoColumn, IteratorResult<DemoEvent>] => {
        log({ event: 'demo-error', column, message: (err as Error).message });
        columns.set(column, failed(column));
        return [column, { done: false, value: { type: 'error', column, code: DEMO_ERROR_CODE, message: fixedText(input.locale, 'error') } }];
      },
    ));
  };

  try {
    try {
      profile ??= await getProfile(opts.db ?? await database());
    } catch (err) {
      log({ event: 'demo-error', column: 'grounded', message: (err as Error).message });
    }
    // Without a profile the grounded pipeline reads it itself (and reports its own failure).
    columns.set('grounded', tag('grounded', answerQuestion({ question: input.question, locale: input.locale, history: [] }, { ...opts, profile, signal: abort.signal })));
    pull('grounded');
    let decided = false;
    while (pending.size > 0) {
      const [column, r] = await Promise.race(pending.values());
      if (r.done) {
        pending.delete(column);
        if (column === 'grounded' && !decided) {
          // The grounded column ended without a decision (it failed early, or the reader left).
          decided = true;
          if (!abort.signal.aborted) yield skipped('grounded-error', input.locale);
        }
        continue;
      }
      pull(column);
      const ev = r.value;
      yield ev;
      if (column === 'grounded' && !decided && (ev.type === 'decision' || ev.type === 'error')) {
        decided = true;
        const skip = ev.type === 'error' ? 'grounded-error' : skipReason(ev);
        if (skip) {
          yield skipped(skip, input.locale);
        } else {
          columns.set('ungrounded', ungroundedColumn(input, { ...opts, profile, signal: abort.signal, log }));
          pull('ungrounded');
        }
      }
    }
  } finally {
    opts.signal?.removeEventListener('abort', onAbort);
    // Returned early (the SSE stream was cancelled): abort both calls, then let each column's own
    // `finally` settle its ledger row.
    if (pending.size > 0) abort.abort(new Error('demo stream closed'));
    await Promise.all([...columns.values()].map((g) => g.return(undefined).catch(() => undefined)));
  }
}

/** Why the ungrounded column does not run after this grounded decision; null when it runs. */
function skipReason(ev: Extract<AssistantEvent, { type: 'decision' }>): DemoSkipReason | null {
  if (ev.route === 'pattern-refusal' || ev.route === 'threshold-refusal' || ev.route === 'decision-refusal') return ev.route;
  if (ev.answerer !== 'model') return 'extractive';
  return null;
}

function skipped(reason: DemoSkipReason, locale: Locale): DemoEvent {
  const t = messagesFor(locale).demo.skipped;
  const message = {
    'pattern-refusal': t.patternRefusal, 'threshold-refusal': t.thresholdRefusal, 'decision-refusal': t.decisionRefusal,
    extractive: t.extractive, 'grounded-error': t.groundedError,
  }[reason];
  return { type: 'skipped', column: 'ungrounded', reason, message };
}

/** A column that ends at once with `done: error` (after its generator threw). */
async function* failed(column: DemoColumn): AsyncGenerator<DemoEvent> {
  yield { type: 'done', column, outcome: 'error' };
}

/** Tags each event of a column. */
async function* tag(column: DemoColumn, events: AsyncGenerator<AssistantEvent | AuditedEvent>): AsyncGenerator<DemoEvent> {
  try {
    for await (const ev of events) yield { ...ev, column } as DemoEvent;
  } finally {
    await events.return(undefined);
  }
}

/**
 * The ungrounded column: the configured model, no sources, its answer reserved in the ledger
 * before the call and settled afterwards however it ended; the gate in audit mode with an empty
 * source list.
 */
async function* ungroundedColumn(input: DemoInput, opts: DemoOptions & { profile?: Profile; signal: AbortSignal; log: (line: Record<string, unknown>) => void }): AsyncGenerator<DemoEvent> {
  const column = 'ungrounded' as const;
  const { locale } = input;
  const e = env();
  const started = Date.now();
  const abort = new AbortController();
  const onAbort = () => abort.abort(opts.signal.reason);
  if (opts.signal.aborted) abort.abort(opts.signal.reason);
  else opts.signal.addEventListener('abort', onAbort, { once: true });
  let answer: AsyncGenerator<AnswerPart> | undefined;
  let call: Parameters<typeof settleCall>[0] | undefined;
  let ending: 'finished' | 'aborted' | 'stopped' | 'error' = 'finished';
  let completed = false;
  try {
    const model = await getAnswerModel();
    if (!model) {
      yield skipped('extractive', locale);
      return;
    }
    const profile = opts.profile ?? await getProfile(opts.db ?? await database());
    const prompt = buildPrompt({ question: input.question, locale, authorName: inLocale(profile.name, locale), sources: [], withoutSources: true });
    // Budget before the call, exactly as the grounded answer's: reserve the upper bound or make no call.
    const spec = lookupModel(ANSWER_MODELS, model.id)!; // env() admits only catalog models
    const maxOutputTokens = e.ASSISTANT_MAX_OUTPUT_TOKENS ?? spec.maxOutputTokens;
    const promptBytes = utf8Bytes(prompt.instructions) + utf8Bytes(prompt.prompt);
    const ledger = opts.ledger ?? new CostLedger(opts.db ?? database());
    const reservation = await ledger.reserve({
      kind: 'answer', model: model.id, promptBytes, boundNusd: upperBoundNanoUsd(spec, promptBytes, maxOutputTokens), capNusd: Math.floor(e.MONTHLY_COST_CAP_USD * 1e9),
    });
    if (!reservation.ok) {
      opts.log({ event: 'demo-ungrounded', outcome: 'limited', reason: reservation.reason, error: reservation.error, ms: Date.now() - started });
      yield { type: 'notice', column, kind: 'budget', message: fixedText(locale, 'budget') };
      yield { type: 'done', column, outcome: 'limited' };
      return;
    }
    const meter: CallMeter = { receivedBytes: 0 };
    call = { id: reservation.id, meter, promptBytes, maxOutputTokens, ledger, model: model.id };
    answer = modelAnswer({ model: model.model, ...prompt, maxOutputTokens, signal: abort.signal, meter });
    const gate = new SentenceGate({ sources: [], locale, mode: 'audit' });
    const events = auditedAnswer(answer, { gate, locale, signal: opts.signal, onStop: () => abort.abort(new Error('no answer')) });
    let r = await events.next();
    while (!r.done) {
      yield { ...r.value, column } as DemoEvent;
      r = await events.next();
    }
    completed = true;
    // Reasons and counts only: the withheld text is never logged either.
    opts.log({ event: 'demo-ungrounded', outcome: r.value.outcome, released: r.value.released, withheld: r.value.withheld, reasons: r.value.reasons, ms: Date.now() - started });
  } catch (err) {
    ending = opts.signal.aborted ? 'aborted' : 'error';
    if (opts.signal.aborted) return; // the reader left; nobody to tell
    opts.log({ event: 'demo-error', column, message: (err as Error).message });
    yield { type: 'error', column, code: DEMO_ERROR_CODE, message: fixedText(locale, 'error') };
    yield { type: 'done', column, outcome: 'error' };
  } finally {
    opts.signal.removeEventListener('abort', onAbort);
    if (ending !== 'error') ending = opts.signal.aborted || !completed ? 'aborted' : abort.signal.aborted ? 'stopped' : 'finished';
    if (!abort.signal.aborted) abort.abort();
    await answer?.return(undefined);
    if (call) await settleCall(call, ending, opts.log);
  }
}
