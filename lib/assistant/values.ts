/**
 * The passage that holds the value reaches the answerer (issue 31, kind 3). A question that asks
 * for a value — Li & Roth's NUM class (count, percentage, money, size, duration), a date, a place
 * or a named organisation (LOC, HUM:gr) — is often matched by the entry's summary passage in the
 * reader's language while the body passage that states the value shares no word with it and is
 * never fetched. The top-ranked entry's passages that state a value of the asked type join the
 * sources; the extractive answerer and a configured model get the same sources.
 */
import type { ExpectedAnswer } from '@/lib/question';
import { isLocale } from '@/lib/text';
import { holdsValue, type ValueKind } from './extractive';

/** The answer kinds (lib/question `ExpectedAnswer`) whose value a passage states in a form found by rule ({@link holdsValue}). */
export const VALUE_KINDS: ReadonlySet<ExpectedAnswer> = new Set<ExpectedAnswer>(['number', 'date', 'place']);

/** The value kind a question's expected answer asks for, or null when it asks for none found by rule. */
export function valueKindOf(expected: ExpectedAnswer | undefined): ValueKind | null {
  return expected && VALUE_KINDS.has(expected) ? expected as ValueKind : null;
}

/** What the rule reads of a passage. */
export interface ValueCandidate { id: number; entryId: number; content: string; locale: string | null }

/**
 * The entry whose passages are read for the value: the entry of the first source (retrieval's
 * order) whose passage counts for the threshold (bounded score > 0) — the entry the question was
 * answered from, not one met by a stray word.
 * @returns the entry id, or null when no source counts
 */
export function topEntry(sources: readonly { entryId?: number; score?: number }[]): number | null {
  return sources.find((p) => typeof p.entryId === 'number' && (p.score ?? 0) > 0)?.entryId ?? null;
}

/**
 * The passages of an entry to add to the sources: those not already among them that state a value
 * of the asked kind (in their own language or English: {@link holdsValue}), in page order (id
 * order), at most `limit`.
 * @param entryPassages every passage of the top-ranked entry as the reader sees the page
 * @param have ids of the passages already among the sources
 * @param limit passages added at most (the configured top-k)
 */
export function valuePassages<P extends ValueCandidate>(entryPassages: readonly P[], have: ReadonlySet<number>, kind: ValueKind, limit: number): P[] {
  return entryPassages
    .filter((c) => !have.has(c.id) && holdsValue(c.content, isLocale(c.locale) ? c.locale : 'en', kind))
    .sort((a, b) => a.id - b.id)
    .slice(0, Math.max(0, limit));
}
