/**
 * The one event vocabulary of the assistant, shared by the pipeline, the SSE endpoint, the CLI's
 * `--json` output and the chat client. Client-safe: no server imports.
 */
import type { GuardReason } from '@/lib/gate/checks';

/** Which path a question took. */
export const ROUTES = ['pattern-refusal', 'threshold-refusal', 'entries', 'passages'] as const;
export type Route = (typeof ROUTES)[number];
/**
 * How an answer ended. `limited`: no model call because the monthly cost cap is reached (or the
 * ledger is unreachable).
 */
export const OUTCOMES = ['answered', 'refused', 'withheld', 'truncated', 'limited', 'error'] as const;
export type Outcome = (typeof OUTCOMES)[number];
/** Who produced the text the gate checked. */
export type AnswererKind = 'model' | 'extractive';

/** A source a released sentence cites; `n` is its marker number ([S<n>]). */
export interface SourceRef {
  n: number;
  passageId: number;
  title: string;
  /** Site path of the entry, without locale prefix, e.g. "/articles/hybrid-search". */
  href: string;
}

export type AssistantEvent =
  | {
    type: 'decision';
    route: Route;
    /** Best bounded similarity in [0, 1]; null when retrieval did not run or found nothing. */
    bestScore: number | null;
    threshold: number;
    answerer: AnswererKind | null;
    /** Passages (route `passages`) or entries (route `entries`, chosen by rule: score null). */
    passages: { id: number; title: string; score: number | null; href: string }[];
  }
  | { type: 'text'; text: string; sources: SourceRef[]; paragraphBreak: boolean }
  | { type: 'guard'; reasons: GuardReason[]; message: string }
  | { type: 'notice'; kind: 'refused' | 'truncated' | 'empty' | 'extractive' | 'budget'; message: string }
  | { type: 'error'; code: string; message: string }
  | { type: 'done'; outcome: Outcome };

export type AssistantEventType = AssistantEvent['type'];

/** Site path of an entry by kind and slug (locale prefix added by the client). */
export function entryHref(kind: string, slug: string): string {
  switch (kind) {
    case 'cv': return `/cv#${slug}`;
    case 'case_study': return `/case-studies#${slug}`;
    case 'service': return `/services#${slug}`;
    default: return `/articles/${slug}`;
  }
}
