/**
 * Per-stage timing of one answer (issue 26: where the time to the first released sentence goes).
 * The pipeline marks each stage as it ends; the route logs the marks as one `stages` line per
 * answer, which `npm run bench:chat` reads back. Times only — never question or answer text.
 */

/** Stages of one answer, in the order they end. */
export type Stage =
  | 'profile' // the author's profile read (before L1)
  | 'l1' // pattern refusal checked
  | 'analysis' // question value, relations, overview detection
  | 'retrieval' // hybrid retrieval + threshold
  | 'rerank' // the hosted reranker (only when configured)
  | 'decision' // the decision model (only with a model answerer on the passages path)
  | 'reserve' // the cost reservation of the answer call
  | 'firstModelByte' // the answerer's first text
  | 'firstSentence'; // the gate released the first sentence (its checks included)

/** Marks in ms since the clock started; `gateMs` is the time spent inside the gate before the first release. */
export interface StageTimes {
  marks: Partial<Record<Stage, number>>;
  /** ms inside the sentence gate's `push`/`end` (splitting and the checks) up to the first release. */
  gateMs: number;
}

/** A monotonic clock (performance.now) that records the first time each stage ends. */
export class StageClock {
  private readonly t0 = performance.now();
  readonly times: StageTimes = { marks: {}, gateMs: 0 };

  /** Records `stage` as ended now (the first mark wins). */
  mark(stage: Stage): void {
    this.times.marks[stage] ??= round(performance.now() - this.t0);
  }

  /** Adds `ms` of gate time (counted only until the first sentence is released). */
  addGate(ms: number): void {
    if (this.times.marks.firstSentence === undefined) this.times.gateMs += ms;
  }

  /** The marks and gate time, rounded to 0.1 ms, for one log line. */
  toJSON(): StageTimes {
    return { marks: { ...this.times.marks }, gateMs: round(this.times.gateMs) };
  }
}

const round = (ms: number) => Math.round(ms * 10) / 10;
