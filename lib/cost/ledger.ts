/**
 * Cost reservation against the monthly cap (design, "Cost and abuse"): before a model call the
 * call's upper bound is reserved atomically in the ledger; afterwards the row is settled to what
 * the call cost, or released when it never ran. Server-only.
 *
 * Atomicity: one statement. The month's spend is one row (`cost_months`, kept by triggers on
 * `cost_ledger`, migration 0019); the reservation upserts that row with `ON CONFLICT DO UPDATE …
 * WHERE spent + bound <= cap`, which locks it and, when it had to wait for another reservation,
 * re-checks the condition on the version that one committed (PostgreSQL's READ COMMITTED
 * re-evaluation of an updated row), and inserts the ledger row only if the condition held. The
 * row lock is held for that one statement, and no connection is held across round trips, so a
 * hundred concurrent answers queue for microseconds instead of timing out. It works the same on
 * PGlite (one process) and on a PostgreSQL server shared by many serverless instances.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { costLedger } from '@/lib/db/schema';
import { nanoUsdPerToken, type ModelSpec } from './models';

/** A ledger that does not answer within this long counts as unreachable (fail closed), ms. */
export const LEDGER_TIMEOUT_MS = 3000;

/** UTF-8 length of a string, bytes. */
export function utf8Bytes(s: string): number {
  return Buffer.byteLength(s, 'utf8');
}

/** Cost of a call in nano-USD from token counts. */
export function costNanoUsd(spec: ModelSpec, inputTokens: number, outputTokens: number): number {
  return inputTokens * nanoUsdPerToken(spec.inputUsdPerMTok) + outputTokens * nanoUsdPerToken(spec.outputUsdPerMTok);
}

/**
 * Upper bound of a call's cost, nano-USD: the whole prompt at one token per UTF-8 byte (a true
 * bound for any byte-level BPE vocabulary: every token covers at least one byte) plus the full
 * output limit and reasoning budget at the output price (design: "Checking expected cost is how
 * caps get exceeded").
 * @param promptBytes UTF-8 bytes of everything sent as input (instructions + messages)
 * @param maxOutputTokens the output limit the call is made with
 */
export function upperBoundNanoUsd(spec: ModelSpec, promptBytes: number, maxOutputTokens: number): number {
  return costNanoUsd(spec, promptBytes, maxOutputTokens + spec.reasoningBudgetTokens);
}

/** Token usage as far as the provider reported it (undefined where it did not). */
export interface ReportedUsage {
  inputTokens?: number;
  outputTokens?: number;
}

/**
 * Tokens to bill for a call (design, "Account for aborted calls"): where the provider reported,
 * its numbers stand exactly; the gaps are filled at one token per UTF-8 byte, input from the
 * prompt, output from every character received — but an estimate never passes the call's bound:
 * the provider cannot have produced more output than the limit it was given
 * (`maxOutputTokens` + the model's reasoning budget), so estimated output is clamped to that
 * limit (`bound: 'clamped'`). Received bytes overshoot tokens by 3–4× in ordinary text, so
 * without the clamp an aborted call settled above its reservation and the month could pass the
 * cap (issue 10, kind 8). A provider-reported number above the bound is kept as reported
 * (`bound: 'reported-over'`): it is the bill; the caller logs it loudly.
 * @param args.maxOutputTokens the output limit the call was made with, tokens (0 for embeddings)
 * @param args.reasoningBudgetTokens the model's reasoning budget, tokens (billed as output)
 * @param args.outputUnknown the call's text never arrived (a non-streamed call timed out or was
 *   aborted): unreported output is estimated at the limit, not at the 0 bytes received
 */
export function billedTokens(args: { promptBytes: number; receivedBytes: number; reported?: ReportedUsage; maxOutputTokens: number; reasoningBudgetTokens?: number; outputUnknown?: boolean }): {
  inputTokens: number; outputTokens: number; source: 'provider' | 'estimated' | 'mixed'; bound: 'within' | 'clamped' | 'reported-over';
} {
  const input = args.reported?.inputTokens;
  const output = args.reported?.outputTokens;
  const known = [input, output].filter((x) => typeof x === 'number').length;
  const outputBound = args.maxOutputTokens + (args.reasoningBudgetTokens ?? 0);
  // A call cut off before its (non-streamed) response arrived may still have produced its whole
  // output at the provider: estimated at the limit, the safe side of the cap.
  const estimatedOutput = output === undefined ? (args.outputUnknown ? outputBound : Math.min(args.receivedBytes, outputBound)) : output;
  const clamped = output === undefined && args.receivedBytes > outputBound;
  const over = (input !== undefined && input > args.promptBytes) || (output !== undefined && output > outputBound);
  return {
    inputTokens: input ?? args.promptBytes,
    outputTokens: estimatedOutput,
    source: known === 2 ? 'provider' : known === 0 ? 'estimated' : 'mixed',
    bound: over ? 'reported-over' : clamped ? 'clamped' : 'within',
  };
}

/** UTC month key 'YYYY-MM' of a date. */
export function monthKey(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** Result of {@link CostLedger.reserve}: a reservation id, or why there is none. */
export type Reservation = { ok: true; id: number } | { ok: false; reason: 'cap' | 'unavailable'; error?: string };

/** How a reserved call ended, for {@link CostLedger.settle}. */
export interface Settlement {
  spec: ModelSpec;
  promptBytes: number;
  /** The output limit the call was made with, tokens (what the reservation bounded); 0 for embeddings. */
  maxOutputTokens: number;
  receivedBytes: number;
  reported?: ReportedUsage;
  ending: 'finished' | 'aborted' | 'stopped' | 'error';
  /** The response never arrived (see {@link billedTokens}): unreported output billed at the limit. */
  outputUnknown?: boolean;
}

/** What a ledger row is for: an answer, an embedding call, a rerank call, a decision call, a follow-up's rewrite (lib/assistant/condense), a machine draft of a translation (lib/content/drafts). */
export type CallKind = 'answer' | 'embedding' | 'rerank' | 'decision' | 'condense' | 'translate';

/**
 * `p`, or a rejection once `ms` have passed without its answer. A busy event loop (a hundred
 * questions read at once) runs an expired timer before it reads the sockets: the rejection waits
 * for one turn of the loop (setImmediate runs after the I/O poll phase), so an answer the database
 * already sent is taken, and only a ledger that really did not answer counts as unreachable
 * (issue 26: under 100 concurrent streams every reservation "timed out" with its answer waiting).
 */
function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => setImmediate(() => reject(new Error(`ledger did not answer within ${ms} ms`))), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  // postgres.js returns the rows as an array, PGlite as `{ rows }`.
  return Array.isArray(result) ? result : ((result as { rows?: Record<string, unknown>[] }).rows ?? []);
}

/** The ledger on one database (the site's, by default). */
export class CostLedger {
  constructor(private readonly db: Db | Promise<Db>, private readonly timeoutMs = LEDGER_TIMEOUT_MS) {}

  /**
   * Reserves `boundNusd` against `capNusd` for the month of `at`, atomically. Never throws: an
   * unreachable or failing ledger returns `{ ok: false, reason: 'unavailable' }` (fail closed).
   */
  async reserve(args: { kind: CallKind; model: string; promptBytes: number; boundNusd: number; capNusd: number; at?: Date }): Promise<Reservation> {
    const month = monthKey(args.at ?? new Date());
    try {
      const id = await withTimeout((async () => {
        const db = await this.db;
        // The month row is created at 0 or locked (its update changes nothing: the trigger on the
        // ledger insert adds the bound); no row comes back when the cap would be passed.
        const rows = rowsOf(await db.execute(sql`
          with m as (
            insert into cost_months as m (month, spent_nusd) values (${month}, 0)
            on conflict (month) do update set spent_nusd = m.spent_nusd
              where m.spent_nusd + ${args.boundNusd}::bigint <= ${args.capNusd}::bigint
            returning m.spent_nusd
          )
          insert into cost_ledger (month, kind, model, status, reserved_nusd, prompt_bytes)
          select ${month}, ${args.kind}, ${args.model}, 'reserved', ${args.boundNusd}, ${args.promptBytes}
          from m where m.spent_nusd + ${args.boundNusd}::bigint <= ${args.capNusd}::bigint
          returning id`));
        return rows[0] ? Number(rows[0].id) : null;
      })(), this.timeoutMs);
      return id === null ? { ok: false, reason: 'cap' } : { ok: true, id };
    } catch (err) {
      return { ok: false, reason: 'unavailable', error: (err as Error).message };
    }
  }

  /**
   * Settles a reservation to the call's cost (see {@link billedTokens}).
   * @throws when the ledger is unreachable; the row then keeps its reservation, which over-counts
   *   (the safe side of a cap)
   */
  async settle(id: number, s: Settlement): Promise<{ inputTokens: number; outputTokens: number; costNusd: number; bound: 'within' | 'clamped' | 'reported-over' }> {
    const t = billedTokens({ ...s, reasoningBudgetTokens: s.spec.reasoningBudgetTokens, outputUnknown: s.outputUnknown });
    const costNusd = costNanoUsd(s.spec, t.inputTokens, t.outputTokens);
    const db = await this.db;
    await withTimeout(Promise.resolve(db.update(costLedger).set({
      status: 'settled', costNusd, inputTokens: t.inputTokens, outputTokens: t.outputTokens, receivedBytes: s.receivedBytes,
      usageSource: t.source, ending: s.ending, boundNote: t.bound === 'within' ? null : t.bound, settledAt: new Date(),
    }).where(and(eq(costLedger.id, id), eq(costLedger.status, 'reserved')))), this.timeoutMs);
    return { inputTokens: t.inputTokens, outputTokens: t.outputTokens, costNusd, bound: t.bound };
  }

  /**
   * Settles a reservation to a cost computed by the caller, for calls not billed per input and
   * output token (a rerank billed per search unit). `inputTokens` is null when the unit is not a token.
   * Throws like {@link settle}.
   */
  async settleCost(id: number, s: { costNusd: number; inputTokens: number | null; usageSource: 'provider' | 'estimated'; ending: Settlement['ending'] }): Promise<void> {
    const db = await this.db;
    await withTimeout(Promise.resolve(db.update(costLedger).set({
      status: 'settled', costNusd: s.costNusd, inputTokens: s.inputTokens, outputTokens: 0, receivedBytes: 0,
      usageSource: s.usageSource, ending: s.ending, settledAt: new Date(),
    }).where(and(eq(costLedger.id, id), eq(costLedger.status, 'reserved')))), this.timeoutMs);
  }

  /** Releases a reservation whose call never reached the provider (cost 0). Throws like {@link settle}. */
  async release(id: number, ending: Settlement['ending'] = 'error'): Promise<void> {
    const db = await this.db;
    await withTimeout(Promise.resolve(db.update(costLedger).set({ status: 'released', costNusd: 0, receivedBytes: 0, ending, settledAt: new Date() })
      .where(and(eq(costLedger.id, id), eq(costLedger.status, 'reserved')))), this.timeoutMs);
  }

  /** The month's spend, nano-USD: open reservations at their bound, the rest at their cost. */
  async monthSpendNusd(at: Date = new Date()): Promise<number> {
    const db = await this.db;
    const rows = rowsOf(await db.execute(sql`select spent_nusd as spent from cost_months where month = ${monthKey(at)}`));
    return Number(rows[0]?.spent ?? 0);
  }
}

/**
 * A "cap" no month reaches (2^53 − 1 nano-USD ≈ 9 million USD), for calls that must be recorded
 * but never refused: index-time embeddings, which the author starts (lib/content).
 */
export const NO_CAP_NUSD = Number.MAX_SAFE_INTEGER;

/** Thrown by a {@link meteredEmbedder}'s `embed` when its call could not be reserved; no call was made. */
export class EmbeddingNotReservedError extends Error {
  constructor(readonly reason: 'cap' | 'unavailable', detail?: string) {
    super(`embedding call not reserved: ${reason}${detail ? ` (${detail})` : ''}`);
    this.name = 'EmbeddingNotReservedError';
  }
}

/** What {@link meteredEmbedder} needs of an embedder (structurally `Embedder` of lib/providers). */
interface EmbedderLike {
  id: string;
  embed: (values: string[], opts?: { signal?: AbortSignal; timeoutMs?: number }) => Promise<number[][]>;
  embedWithUsage?: (values: string[], opts?: { signal?: AbortSignal; timeoutMs?: number }) => Promise<{ embeddings: number[][]; tokens?: number }>;
}

/**
 * An embedder whose every call leaves a ledger row (design: "count embedding calls in the same
 * ledger"): the bound (input bytes as tokens) is reserved first, then settled to the reported
 * tokens, or released when the call fails.
 * @param args.capNusd the monthly cap in nano-USD; {@link NO_CAP_NUSD} records without ever refusing
 * @throws {@link EmbeddingNotReservedError} from `embed` when the reservation fails (over the cap or
 *   ledger unreachable: fail closed) — the caller's fallback applies (retrieval goes keyword-only)
 */
export function meteredEmbedder<E extends EmbedderLike>(inner: E, args: { ledger: CostLedger; spec: ModelSpec; capNusd: number }): E {
  const embed = async (values: string[], opts?: { signal?: AbortSignal; timeoutMs?: number }) => {
    const promptBytes = values.reduce((n, v) => n + utf8Bytes(v), 0);
    const r = await args.ledger.reserve({ kind: 'embedding', model: inner.id, promptBytes, boundNusd: upperBoundNanoUsd(args.spec, promptBytes, 0), capNusd: args.capNusd });
    if (!r.ok) throw new EmbeddingNotReservedError(r.reason, r.error);
    let out: { embeddings: number[][]; tokens?: number };
    try {
      out = inner.embedWithUsage ? await inner.embedWithUsage(values, opts) : { embeddings: await inner.embed(values, opts) };
    } catch (err) {
      await args.ledger.release(r.id, 'error').catch(() => {});
      throw err;
    }
    await args.ledger.settle(r.id, { spec: args.spec, promptBytes, maxOutputTokens: 0, receivedBytes: 0, reported: { inputTokens: out.tokens, outputTokens: 0 }, ending: 'finished' }).catch(() => {});
    return out;
  };
  return { ...inner, embed: async (values: string[], opts?: { signal?: AbortSignal; timeoutMs?: number }) => (await embed(values, opts)).embeddings, embedWithUsage: embed };
}
