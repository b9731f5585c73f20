/**
 * What the author learns from her visitors (issue 25): votes on answers, and the questions her
 * site could not answer — content gaps — kept redacted, bounded and for a limited time, grouped
 * for reading. Server-only (database access); {@link groupGaps} and {@link keptText} are pure.
 *
 * A content gap is an answer refused at the threshold or by the decision stage, withheld by the
 * gate, answered with low confidence, or voted not helpful. Pattern refusals (fees, private life,
 * injections) are counted on the dashboard and never kept as text: the visitor asked something
 * the site will not discuss, not something it lacks.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { answerFeedback, assistantEvents, entries, entryTranslations, FEEDBACK_REASONS } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { redactContactDetails, REDACTED } from '@/lib/gate';
import { contentWords, isLocale, singleLine, stemmerFor, type Locale } from '@/lib/text';
import { PII_MARKS, redactPersonalData } from './pii';

export { PII_MARKS, redactPersonalData, type PiiKind } from './pii';

export { FEEDBACK_REASONS };
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

/**
 * Longest kept question, in code points (a visitor's question is at most 1,000 characters, lib/assistant
 * input; 300 holds every question of the golden set and the outside suites whole, and bounds what a
 * row can carry of someone's words).
 */
export const GAP_QUESTION_MAX_CHARS = 300;
/** Longest kept "other" comment on a vote, in code points. */
export const FEEDBACK_COMMENT_MAX_CHARS = 200;
const DAY_MS = 86_400_000;

/**
 * A visitor's text as it may be kept: personal data removed first — IBANs, card numbers,
 * obfuscated e-mail addresses and street addresses (./pii `redactPersonalData`, issue 32) — then
 * contact details by the gate's detectors (lib/gate `redactContactDetails`: linkify-it,
 * libphonenumber-js; after the card and IBAN check, so that no part of a card number is read as
 * a phone number and the rest kept), cut to `maxChars` code points (an ellipsis marks a cut). The
 * text is put on one line first, so the detectors read the spacing that is kept: collapsed after
 * them, a card number or IBAN written with runs of spaces ("4111  1111  1111  1111") failed every
 * pattern and was then stored with single spaces. Pure.
 */
export function keptText(text: string, locale: Locale, maxChars: number): string {
  const redacted = singleLine(redactContactDetails(redactPersonalData(singleLine(text), locale).text, locale).text).trim();
  const points = [...redacted];
  return points.length <= maxChars ? redacted : `${points.slice(0, maxChars - 1).join('')}…`;
}

/**
 * SHA-256 (hex) of an answer id and its kept question: lets a "not helpful" vote bring the
 * question back (the chat has it; the row keeps no text for an answer that was not a gap) without
 * letting the vote attach any other text. Salted by the random answer id, so equal questions of
 * different answers have different digests.
 */
export function questionDigest(answerId: string, kept: string): string {
  return createHash('sha256').update(`${answerId}\n${kept}`).digest('hex');
}

/** Layers and outcomes of the dashboard rows that are content gaps before any vote. */
export function isContentGap(row: { layer: string; outcome: string; confidenceBand: string | null }): boolean {
  if (row.layer === 'pattern-refusal') return false;
  return row.layer === 'threshold-refusal' || row.layer === 'decision-refusal' || row.outcome === 'withheld' || row.confidenceBand === 'low';
}

/** The moment before which kept text is expired: `now` minus the retention period (0 days: everything). */
export function retentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/**
 * Clears every kept question (text and digest) and vote comment older than the retention period.
 * Counts, outcomes, votes and the nearest entry stay. Run on every read of the kept text (the
 * admin's Questions page, the dashboard) and on every vote, so expired text is never shown and
 * never outlives a visit of the author; `assistant purge-gaps` runs it on a schedule.
 * @param now the clock (tests inject one)
 * @returns rows cleared per table
 */
export async function purgeExpiredGaps(db: Db, opts: { now: Date; retentionDays: number }): Promise<{ questions: number; comments: number }> {
  const cutoff = retentionCutoff(opts.now, opts.retentionDays).toISOString();
  return db.transaction(async (tx) => {
    const q = await tx.update(assistantEvents).set({ questionText: null, questionDigest: null })
      .where(and(sql`${assistantEvents.createdAt} < ${cutoff}`, or(isNotNull(assistantEvents.questionText), isNotNull(assistantEvents.questionDigest))))
      .returning({ id: assistantEvents.id });
    const c = await tx.update(answerFeedback).set({ comment: null })
      .where(and(sql`${answerFeedback.createdAt} < ${cutoff}`, isNotNull(answerFeedback.comment)))
      .returning({ id: answerFeedback.id });
    return { questions: q.length, comments: c.length };
  });
}

/** A visitor's vote, validated by the route's schema (app/api/feedback/schema.ts). */
export interface FeedbackInput {
  answerId: string;
  helpful: boolean;
  /** Only with `helpful: false`. */
  reason?: FeedbackReason;
  /** Only with reason `other`. */
  comment?: string;
  locale: Locale;
  /** The question as the visitor asked it: kept (redacted) on a "not helpful" vote when it matches the row's digest. */
  question?: string;
}

/**
 * Stores one vote on an answer, replacing the visitor's earlier vote on it. A "not helpful" vote
 * makes the answer a content gap: its question is kept when it matches the row's digest (and the
 * answer is not a pattern refusal, and within the retention period); taking the vote back to
 * "helpful" forgets a question that only the vote had kept. One transaction; expired text is
 * purged first.
 * @param opts.pendingRows settles when this process's queued answer rows are committed (the chat
 *   writes its rows behind the stream, ≤ 50 ms later: lib/assistant `answerRowsWritten`); awaited once
 *   when the answer is not found, so a vote that overtakes its answer's row still lands
 * @throws {AppError} `not_found:feedback` when no answer has this id (or its row is not written yet)
 */
export async function recordFeedback(db: Db, input: FeedbackInput, opts: { now: Date; retentionDays: number; pendingRows?: () => Promise<void> }): Promise<{ questionKept: boolean }> {
  await purgeExpiredGaps(db, opts);
  if (opts.pendingRows) {
    const [known] = await db.select({ id: assistantEvents.id }).from(assistantEvents).where(eq(assistantEvents.answerId, input.answerId)).limit(1);
    if (!known) await opts.pendingRows();
  }
  const keep = opts.retentionDays > 0;
  const comment = keep && input.reason === 'other' && input.comment?.trim() ? keptText(input.comment, input.locale, FEEDBACK_COMMENT_MAX_CHARS) : null;
  return db.transaction(async (tx) => {
    const [row] = await tx.select({
      layer: assistantEvents.layer, outcome: assistantEvents.outcome, confidenceBand: assistantEvents.confidenceBand,
      questionText: assistantEvents.questionText, questionDigest: assistantEvents.questionDigest,
    }).from(assistantEvents).where(eq(assistantEvents.answerId, input.answerId)).limit(1);
    if (!row) throw new AppError('not_found:feedback', 'no answer with this id');
    const values = { helpful: input.helpful, reason: input.helpful ? null : input.reason ?? null, comment: input.helpful ? null : comment, locale: input.locale };
    await tx.insert(answerFeedback).values({ answerId: input.answerId, ...values })
      .onConflictDoUpdate({ target: answerFeedback.answerId, set: { ...values, updatedAt: opts.now } });
    let questionKept = row.questionText !== null;
    if (!input.helpful && keep && row.questionText === null && row.questionDigest && input.question) {
      const kept = keptText(input.question, input.locale, GAP_QUESTION_MAX_CHARS);
      if (questionDigest(input.answerId, kept) === row.questionDigest) {
        await tx.update(assistantEvents).set({ questionText: kept }).where(eq(assistantEvents.answerId, input.answerId));
        questionKept = true;
      }
    } else if (input.helpful && row.questionText !== null && !isContentGap(row)) {
      await tx.update(assistantEvents).set({ questionText: null }).where(eq(assistantEvents.answerId, input.answerId));
      questionKept = false;
    }
    return { questionKept };
  });
}

/** One kept question, for the admin's Questions page. */
export interface ContentGap {
  answerId: string | null;
  question: string;
  locale: string;
  outcome: string;
  layer: string;
  confidenceBand: string | null;
  /** The visitor's vote, when they voted. */
  vote: { helpful: boolean; reason: string | null; comment: string | null } | null;
  /** The entry retrieval came closest to (slug and title in English, else any language), when known. */
  nearest: { id: number; slug: string; title: string } | null;
  createdAt: Date;
}

/**
 * Kept questions, newest first (expired ones purged first: never shown past the retention period).
 * @param opts.limit at most this many (default 500)
 */
export async function listContentGaps(db: Db, opts: { now: Date; retentionDays: number; limit?: number }): Promise<ContentGap[]> {
  await purgeExpiredGaps(db, opts);
  const rows = await db.select({
    answerId: assistantEvents.answerId, question: assistantEvents.questionText, locale: assistantEvents.locale, outcome: assistantEvents.outcome,
    layer: assistantEvents.layer, confidenceBand: assistantEvents.confidenceBand, createdAt: assistantEvents.createdAt,
    helpful: answerFeedback.helpful, reason: answerFeedback.reason, comment: answerFeedback.comment,
    nearestId: entries.id, nearestSlug: entries.slug,
    nearestTitle: sql<string | null>`(select ${entryTranslations.title} from ${entryTranslations} where ${entryTranslations.entryId} = ${entries.id} order by (${entryTranslations.locale} = 'en') desc, ${entryTranslations.locale} limit 1)`,
  }).from(assistantEvents)
    .leftJoin(answerFeedback, eq(answerFeedback.answerId, assistantEvents.answerId))
    .leftJoin(entries, eq(entries.id, assistantEvents.nearestEntryId))
    .where(isNotNull(assistantEvents.questionText))
    .orderBy(desc(assistantEvents.createdAt), desc(assistantEvents.id))
    .limit(opts.limit ?? 500);
  return rows.map((r) => ({
    answerId: r.answerId, question: r.question!, locale: r.locale, outcome: r.outcome, layer: r.layer, confidenceBand: r.confidenceBand, createdAt: r.createdAt,
    vote: r.helpful === null ? null : { helpful: r.helpful, reason: r.reason, comment: r.comment },
    nearest: r.nearestId !== null && r.nearestSlug !== null ? { id: r.nearestId, slug: r.nearestSlug, title: r.nearestTitle ?? r.nearestSlug } : null,
  }));
}

/** Questions that share a topic word, newest first. */
export interface GapGroup {
  /** The shared word as the newest question wrote it; for a question sharing none, its own first content word ('' when it has none). */
  topic: string;
  /** The stem the questions share (the group's key). */
  stem: string;
  gaps: ContentGap[];
}

const MARK_WORDS = new Set([...Object.values(REDACTED), ...Object.values(PII_MARKS)].flatMap((m) => contentWords(m)));

/**
 * Groups kept questions by a content word they share: each question's content words (lib/text
 * `contentWords`: stop words of every site language out) are stemmed in its language (lib/text
 * `stemmerFor`, the index's stemmers), and the question joins the group of its stem that the most
 * questions share (ties: the stem first written in the question). Words of the author's name and
 * the redaction marks are not topics. Groups are ordered by their newest question; questions
 * within a group newest first (the input's order, which {@link listContentGaps} gives). Pure.
 * @param opts.exclude normalized words that never make a topic (the author's name words)
 */
export function groupGaps(gaps: readonly ContentGap[], opts: { exclude?: ReadonlySet<string> } = {}): GapGroup[] {
  const exclude = opts.exclude ?? new Set<string>();
  const termsOf = gaps.map((g) => {
    const stem = stemmerFor(isLocale(g.locale) ? g.locale : 'en');
    const seen = new Map<string, string>();
    for (const w of contentWords(g.question)) {
      if (exclude.has(w) || MARK_WORDS.has(w)) continue;
      const s = stem(w);
      if (!seen.has(s)) seen.set(s, w);
    }
    return seen;
  });
  const df = new Map<string, number>();
  for (const t of termsOf) for (const s of t.keys()) df.set(s, (df.get(s) ?? 0) + 1);
  const groups = new Map<string, GapGroup>();
  gaps.forEach((g, i) => {
    let best: [string, string] | null = null;
    for (const [s, w] of termsOf[i]!) if (!best || df.get(s)! > df.get(best[0])!) best = [s, w];
    const key = best ? best[0] : '';
    const group = groups.get(key) ?? { topic: best ? best[1] : '', stem: key, gaps: [] };
    group.gaps.push(g);
    groups.set(key, group);
  });
  // Map order is first insertion: the group of the newest question first.
  return [...groups.values()];
}

/** Kept questions grouped by the entry retrieval came closest to (null: none), in the order of their newest question. */
export function groupGapsByEntry(gaps: readonly ContentGap[]): { entry: ContentGap['nearest']; gaps: ContentGap[] }[] {
  const groups = new Map<number | null, { entry: ContentGap['nearest']; gaps: ContentGap[] }>();
  for (const g of gaps) {
    const key = g.nearest?.id ?? null;
    const group = groups.get(key) ?? { entry: g.nearest, gaps: [] };
    group.gaps.push(g);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Votes since a date: helpful / not helpful counts, per confidence band of the answers voted on, and reasons. */
export async function feedbackSummary(db: Db, opts: { since: Date }): Promise<{ band: string | null; helpful: boolean; reason: string | null; count: number }[]> {
  return db.select({ band: assistantEvents.confidenceBand, helpful: answerFeedback.helpful, reason: answerFeedback.reason, count: sql<number>`count(*)::int` })
    .from(answerFeedback).innerJoin(assistantEvents, eq(assistantEvents.answerId, answerFeedback.answerId))
    .where(sql`${answerFeedback.updatedAt} >= ${opts.since.toISOString()}`)
    .groupBy(assistantEvents.confidenceBand, answerFeedback.helpful, answerFeedback.reason);
}
