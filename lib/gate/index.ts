/**
 * Layer 4, the sentence gate: holds streamed text until a sentence ends, runs the five checks and
 * releases the sentence only if all pass. Pure and synchronous; the pipeline owns the stream.
 */
import { removeReordering, type Locale } from '@/lib/text';
import { prepareSources, readSentence, type CheckOptions, type GuardFinding, type GuardReason, type PreparedSource, type SourceInput } from './checks';
import { nameIndex } from './names';
import { stripMarkers } from './markers';
import { SentenceSplitter } from './splitter';

export { splitSentences, SentenceSplitter, SENTENCE_CAP_CHARS, type Sentence } from './splitter';
export { checkSentence, citedMarkers, engagementCheck, extractValues, LIST_ITEM, prepareSources, readSentence, wordCount, GUARD_REASONS, VALUE_KINDS, type CheckOptions, type GuardFinding, type GuardReason, type PreparedSource, type SentenceReading, type SourceInput, type ValueKind } from './checks';
export { nameCandidates, nameIndex, nameSupported, type NameIndex } from './names';
export { spelledNumbers } from './number-words';
export { findMarkers, stripMarkers } from './markers';
export { canonicalUrl, findPhones, numberGrammars, PHONE_REGIONS, readNumber, scanNumbers } from './values';
export { engagementOrPrivate } from './engagement';
export { redactContactDetails, REDACTED } from './redact';
export { firstPersonWords, firstPersonLists } from './voice';

/**
 * The fixed no-answer token of the L3 prompt. Never released: an answer that starts with it is
 * replaced by the fixed refusal; after released sentences it ends the answer.
 */
export const NO_ANSWER_TOKEN = 'NO_ANSWER';

/**
 * What the gate hands on. `sources` are the 1-based marker numbers the sentence cited. `withheld`
 * comes only in `audit` mode: a failing sentence's reasons and length, never its text. A stop's
 * `finding` names the kind of value that failed and where it stood, never the value (kind 6).
 */
export type GateOutput =
  | { type: 'text'; text: string; sources: number[]; paragraphBreak: boolean }
  | { type: 'guard'; reasons: GuardReason[]; blockedChars: number; finding: GuardFinding | null }
  | { type: 'no-answer'; afterRelease: boolean }
  | { type: 'withheld'; reasons: GuardReason[]; blockedChars: number; finding: GuardFinding | null };

/**
 * `stop` (the default, the chat's gate): the first failing sentence stops the answer (`guard`).
 * `audit` (the "with and without sources" demo): a failing sentence is withheld — its reasons
 * recorded and handed on as `withheld` — and the gate reads on; only the no-answer token stops it.
 */
export type GateMode = 'stop' | 'audit';

/**
 * Tally of an audited answer: sentences released and withheld, and per reason the number of
 * withheld sentences that failed it (a sentence can fail several checks, so the per-reason counts
 * may sum to more than `withheld`). No text.
 */
export interface GateAudit {
  released: number;
  withheld: number;
  reasons: Partial<Record<GuardReason, number>>;
}

/**
 * What the gate counted over one answer (answer confidence reads it: lib/assistant/confidence.ts).
 * Sentences are those the checks read (released, and the one that stopped the answer); values are
 * numbers, URLs, e-mail addresses and phone numbers.
 */
export interface GateTally {
  /** Sentences the checks read (released + the one that failed, if any). */
  checked: number;
  /** Sentences released. */
  released: number;
  /** Released sentences citing at least one source marker in range (a valid citation). */
  cited: number;
  /** Values stated by the sentences read. */
  values: number;
  /**
   * Values found in a cited source (check 3). Sentence-level: a sentence's values count as verified
   * unless the sentence failed `value-unsupported` (the check passes or fails a sentence as a whole).
   */
  verified: number;
}

/**
 * Streaming gate for one answer.
 * @example
 * const gate = new SentenceGate({ sources: ['Founded in 2019.'], locale: 'en' });
 * gate.push('It was founded in 2019 [S1]. '); gate.push('Next'); // → [{ type: 'text', … }]
 */
export class SentenceGate {
  private readonly splitter = new SentenceSplitter();
  private readonly sources: PreparedSource[];
  private readonly locale: Locale;
  private readonly checks: CheckOptions;
  private released = 0;
  private readonly counts: GateTally = { checked: 0, released: 0, cited: 0, values: 0, verified: 0 };
  private readonly mode: GateMode;
  private readonly auditTally: { withheld: number; reasons: Partial<Record<GuardReason, number>> } = { withheld: 0, reasons: {} };
  /** Text held while it could still become the no-answer token; null once ruled out. */
  private pending: string | null = '';
  /** True once a sentence failed or the no-answer token arrived; nothing more is released. */
  stopped = false;

  /**
   * @param opts.sources the texts the model saw, `[S1]` first; with their language when known
   *   (numbers in a source are read in its language's grammar)
   * @param opts.locale the language the answer was requested in
   * @param opts.mode {@link GateMode}; default `stop`
   * @param opts.knownNames names the name check always knows: the author's in every language and
   *   her further forms (profile data: lib/profile `authorTerms`)
   * @param opts.names run the name check (default true)
   */
  constructor(opts: { sources: readonly SourceInput[]; locale: Locale; mode?: GateMode; knownNames?: readonly string[]; names?: boolean }) {
    this.sources = prepareSources(opts.sources);
    this.locale = opts.locale;
    this.checks = { names: opts.names !== false, ...(opts.knownNames?.length ? { known: nameIndex(opts.knownNames) } : {}) };
    this.mode = opts.mode ?? 'stop';
  }

  /** Released and withheld counts so far, and withheld sentences per reason (withheld ones only in `audit` mode). */
  get audit(): GateAudit {
    return { released: this.released, withheld: this.auditTally.withheld, reasons: { ...this.auditTally.reasons } };
  }

  /** Number of sentences released so far. */
  get releasedCount(): number {
    return this.released;
  }

  /** What the gate counted so far (a copy): sentences read, released, with a valid citation; values seen and verified. */
  get tally(): GateTally {
    return { ...this.counts };
  }

  /** Feeds a streamed delta. @returns outputs settled by it, in order; empty after a stop. */
  push(delta: string): GateOutput[] {
    if (this.stopped) return [];
    // While the answer could still turn out to be the no-answer token, hold it unsplit.
    if (this.pending !== null) {
      this.pending += delta;
      const head = this.pending.trimStart();
      if (head.startsWith(NO_ANSWER_TOKEN)) return this.stop({ type: 'no-answer', afterRelease: false });
      if (NO_ANSWER_TOKEN.startsWith(head)) return [];
      delta = this.pending;
      this.pending = null;
    }
    return this.run(this.splitter.push(delta));
  }

  /**
   * Ends the answer.
   * @param opts.truncated the model ran out of output tokens: the unfinished fragment is dropped
   *   unchecked (design: truncation is not a gate failure).
   */
  end(opts: { truncated: boolean } = { truncated: false }): GateOutput[] {
    if (this.stopped) return [];
    if (this.pending !== null) {
      // Still a prefix of the token (or empty): nothing was said that could be released.
      if (this.pending.trim()) return this.stop({ type: 'no-answer', afterRelease: false });
      return [];
    }
    return opts.truncated ? [] : this.run(this.splitter.end());
  }

  private run(sentences: { text: string; paragraphBreak: boolean }[]): GateOutput[] {
    if (sentences.length === 0) return []; // most pieces settle nothing
    const out: GateOutput[] = [];
    for (const s of sentences) {
      // The checks read, and the reader is shown, the text in the order it displays (issue 34, kind 1).
      const shown = removeReordering(s.text);
      if (shown.includes(NO_ANSWER_TOKEN)) {
        out.push(...this.stop({ type: 'no-answer', afterRelease: this.released > 0 }));
        return out;
      }
      const { reasons, cited, markers, values, finding } = readSentence(shown, this.sources, this.locale, this.checks);
      this.counts.checked++;
      this.counts.values += values;
      if (!reasons.includes('value-unsupported')) this.counts.verified += values;
      if (reasons.length > 0 && this.mode === 'audit') {
        this.auditTally.withheld++;
        for (const r of reasons) this.auditTally.reasons[r] = (this.auditTally.reasons[r] ?? 0) + 1;
        out.push({ type: 'withheld', reasons, blockedChars: shown.length, finding });
        continue;
      }
      if (reasons.length > 0) {
        // Every sentence that passed before this one is already in `out`: it is released.
        out.push(...this.stop({ type: 'guard', reasons, blockedChars: shown.length, finding }));
        return out;
      }
      const text = stripMarkers(shown, markers);
      if (!text) continue;
      this.released++;
      this.counts.released++;
      if (cited.some((n) => n >= 1 && n <= this.sources.length)) this.counts.cited++;
      out.push({ type: 'text', text, sources: cited, paragraphBreak: s.paragraphBreak });
    }
    return out;
  }

  private stop(output: GateOutput): GateOutput[] {
    this.stopped = true;
    return [output];
  }
}
