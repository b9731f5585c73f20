/**
 * The one event vocabulary of the assistant, shared by the pipeline, the SSE endpoint, the CLI's
 * `--json` output and the chat client. Client-safe: no server imports.
 */

/** Which path a question took. */
export type Route = 'pattern-refusal' | 'threshold-refusal' | 'entries' | 'passages';
/** How an answer ended. */
/** `limited`: no model call because the monthly cost cap is reached (or the ledger is unreachable). */
export type Outcome = 'answered' | 'refused' | 'withheld' | 'truncated' | 'limited' | 'error';
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
  | { type: 'guard'; reasons: string[]; message: string }
  | { type: 'notice'; kind: 'refused' | 'truncated' | 'empty' | 'extractive' | 'budget'; message: string }
  | { type: 'error'; code: string; message: string }
  | { type: 'done'; outcome: Outcome };

export type AssistantEventType = AssistantEvent['type'];

/**
 * Site path of an entry by kind and slug (locale prefix added by the client). A documentation
 * page is `/docs/<collection>/<page>`, its slug being `<collection>-<page>`.
 */
export function entryHref(kind: string, slug: string, collection?: string | null): string {
  switch (kind) {
    case 'cv': return `/cv#${slug}`;
    case 'case_study': return `/case-studies#${slug}`;
    case 'service': return `/services#${slug}`;
    case 'doc': return collection && slug.startsWith(`${collection}-`) ? `/docs/${collection}/${slug.slice(collection.length + 1)}` : `/articles/${slug}`;
    default: return `/articles/${slug}`;
  }
}
