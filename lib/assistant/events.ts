/**
 * The one event vocabulary of the assistant, shared by the pipeline, the SSE endpoint, the CLI's
 * `--json` output and the chat client. Client-safe: no server imports.
 */
import type { GuardReason, ValueKind } from '@/lib/gate/checks';
import type { Locale } from '@/lib/text';

/**
 * Which path a question took. `decision-refusal`: retrieval passed the threshold but the decision
 * stage chose "none of these" (ends like a threshold refusal: the fixed text, no answer call).
 */
export const ROUTES = ['pattern-refusal', 'threshold-refusal', 'decision-refusal', 'entries', 'passages'] as const;
export type Route = (typeof ROUTES)[number];
/**
 * How an answer ended. `limited`: no model call because the monthly cost cap is reached (or the
 * ledger is unreachable).
 */
export const OUTCOMES = ['answered', 'refused', 'withheld', 'truncated', 'limited', 'error'] as const;
export type Outcome = (typeof OUTCOMES)[number];
/** Who produced the text the gate checked. */
export type AnswererKind = 'model' | 'extractive';

/** A source a released sentence cites; `n` is its marker number ([S<n>]) in the prompt. */
export interface SourceRef {
  n: number;
  passageId: number;
  title: string;
  /** Site path of the entry, without locale prefix, e.g. "/articles/hybrid-search". */
  href: string;
  /**
   * The passage's heading path as the page shows it ("" for an entry's opening passage or an
   * entries-path source). Optional: an older server sends none.
   */
  heading?: string;
  /**
   * Site path of the passage itself, without locale prefix: the page, the heading's id as anchor
   * and a text fragment of the sentence quoted, else of the passage's opening words
   * (`/articles/x#results:~:text=Recall%20rose,0.84.`).
   * Optional: an older server sends none (the client falls back to `href`).
   */
  passageHref?: string;
  /**
   * ~200 characters of the passage for the citation's popover (plain text): from the sentence the
   * answer's sentence quoted on (after "… "), else from the passage's start.
   */
  excerpt?: string;
  /** The passage's sentence this answer sentence quoted, when the excerpt shows it: the popover marks it. */
  quote?: string;
}

/** Confidence bands of an answer (cut-offs: lib/assistant/confidence.ts, from the golden run). */
export const CONFIDENCE_BANDS = ['high', 'medium', 'low'] as const;
export type ConfidenceBand = (typeof CONFIDENCE_BANDS)[number];

/**
 * One answer's confidence (design, "Confidence as a reported figure"): a value in [0, 1] from
 * measured signals and its band. Reported for the author and, as a plain-language note on `low`,
 * for the reader — never a substitute for the gate.
 */
export interface AnswerConfidence {
  /** In [0, 1]. */
  value: number;
  band: ConfidenceBand;
}

/** Where a refusal points the reader (fees, availability, hiring: the author's contact address or page). */
export interface ContactLink {
  /** `mailto:` address, absolute URL, or site path without locale prefix. */
  href: string;
  /** The link's text in the reader's language. */
  label: string;
}

/**
 * The decision stage's verdict (a decision model chose one of the top passages or "none of
 * these"), on the `decision` event when the stage ran: only with a model answerer, on the
 * passages path. Absent in the extractive default. Optional, so older clients ignore it.
 */
export interface DecisionStage {
  /** `provider:model-id` of the decision model. */
  model: string;
  /** `decide`: the AI SDK's typed decisions (with probabilities); `structured`: a structured-output call with an enum. */
  path: 'decide' | 'structured';
  /** `fallback`: the stage failed or timed out and the threshold decision stands (see `fallback`). */
  picked: 'passage' | 'none' | 'fallback';
  /** The chosen passage (it leads the answer's sources); null unless `picked` is `passage`. */
  passageId: number | null;
  /** The provider's probability of the chosen label in [0, 1]; null when it gave none. */
  probability: number | null;
  /** Why the threshold decision stands: cap, unavailable, timeout, aborted, provider-error, malformed, refused. */
  fallback?: 'cap' | 'unavailable' | 'timeout' | 'aborted' | 'provider-error' | 'malformed' | 'refused';
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
    /** The decision stage's verdict, when it ran. */
    decisionStage?: DecisionStage;
  }
  | {
    type: 'text'; text: string; sources: SourceRef[]; paragraphBreak: boolean;
    /** The sentence's language when it is not the reader's (a quote in its source's language, issue 22); absent otherwise. */
    lang?: Locale;
  }
  | {
    type: 'guard'; reasons: GuardReason[]; message: string;
    /** The kind of value that failed and where it stood in the stopped sentence (issue 34, kind 6); never the text. */
    finding?: { kind: ValueKind; start: number | null; end: number | null };
  }
  | {
    type: 'notice'; kind: 'refused' | 'truncated' | 'empty' | 'extractive' | 'budget'; message: string;
    /** On a refusal of a fees, availability or hiring question: how to reach the author. */
    contact?: ContactLink;
  }
  | { type: 'error'; code: string; message: string }
  | {
    type: 'done'; outcome: Outcome;
    /** The answer's confidence; absent when no answer was attempted (refusals before the answerer, errors). */
    confidence?: AnswerConfidence;
    /**
     * The answer's id (a UUID) as its dashboard row stores it: what a vote on the answer names
     * (POST /api/feedback). Absent from events that no answer row stands behind.
     */
    answerId?: string;
  };

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
    // The author's profile (where she is based): the home page, which shows it.
    case 'profile': return '/';
    case 'doc': return collection && slug.startsWith(`${collection}-`) ? `/docs/${collection}/${slug.slice(collection.length + 1)}` : `/articles/${slug}`;
    default: return `/articles/${slug}`;
  }
}

/**
 * The slug of an entry from its site path ({@link entryHref}'s inverse): `/cv#x`, `/case-studies#x`,
 * `/services#x`, `/articles/x` → `x`; `/docs/<collection>/<page>` → `<collection>-<page>`. A locale
 * prefix (`/de/cv#x`) is allowed. Null for the profile (`/`) and for paths no entry has.
 */
export function slugOfEntryHref(href: string): string | null {
  const path = href.replace(/^\/[a-z]{2}(?=\/)/, '');
  const m = /^\/(?:cv|case-studies|services)#([^#/?]+)$/.exec(path) ?? /^\/articles\/([^#/?]+)$/.exec(path);
  if (m) return m[1]!;
  const doc = /^\/docs\/([^/#?]+)\/([^#?]+)$/.exec(path);
  return doc ? `${doc[1]}-${doc[2]}` : null;
}

// Sentence-final punctuation of CJK text: the ideographic full stop 。, its half-width form ｡,
// and the full-width ！ ？ ． (Chinese national standard GB/T 15834, JIS X 4051 for Japanese).
// These glyphs carry their own spacing, so CJK typesetting puts no space after them.
const CJK_TERMINAL = '。｡！？．';
// Closers that may follow the terminator (「…。」, （…！）, “…？”): brackets and quotes of CJK and
// Latin text (Unicode Pe and Pf).
const CJK_END = new RegExp(`[${CJK_TERMINAL}][\\p{Pe}\\p{Pf}"'」』〉》】〕〗〙〛]*\\s*$`, 'u');
// The CJK ellipsis (……/⋯⋯) after a Han or kana character ends a sentence the same way.
const CJK_ELLIPSIS_END = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}][…⋯]+[\p{Pe}\p{Pf}」』]*\s*$/u;

/**
 * What goes between two released sentences shown in one paragraph: nothing after a sentence that
 * ends in a CJK full stop (。！？ and their full-width/half-width forms, optionally followed by a
 * closing bracket or quote, or a CJK ellipsis after a Han/kana character), one space otherwise.
 * @param previous the sentence already shown
 * @returns `''` or `' '`
 */
export function sentenceSeparator(previous: string): '' | ' ' {
  return CJK_END.test(previous) || CJK_ELLIPSIS_END.test(previous) ? '' : ' ';
}

/** Joins released sentences into one paragraph's text with {@link sentenceSeparator}. */
export function joinSentences(sentences: readonly string[]): string {
  let out = '';
  for (const [i, s] of sentences.entries()) out += i === 0 ? s : sentenceSeparator(out) + s;
  return out;
}

/**
 * A contact link's target: `mailto:` and absolute URLs as they are, a site path (`/services`)
 * under the reader's locale (`/fa/services`).
 */
export function contactHref(href: string, locale: string): string {
  return href.startsWith('/') ? `/${locale}${href}` : href;
}
