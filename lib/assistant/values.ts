/**
 * The passage that holds the value reaches the answerer (issue 31, kind 3). A question that asks
 * for a value — Li & Roth's NUM class (count, percentage, money, size, duration), a date, a place
 * or a named organisation (LOC, HUM:gr) — is often matched by the entry's summary passage in the
 * reader's language while the body passage that states the value shares no word with it and is
 * never fetched. The top-ranked entry's passages that state a value of the asked type join the
 * sources; the extractive answerer and a configured model get the same sources.
 */
import type { ExpectedAnswer } from '@/lib/question';
import { isLocale, type Locale } from '@/lib/text';
import { holdsValue, type ValueKind } from './extractive';
import { classNamePositions, type NameClass } from '@/lib/question/name-class';

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
 * @param nameClass a question for names of a closed class (lib/question `nameClassOf`, Li & Roth
 *   ENTY:lang, LOC:country): a passage naming members of it states a value too
 */
export function valuePassages<P extends ValueCandidate>(entryPassages: readonly P[], have: ReadonlySet<number>, kind: ValueKind | null, limit: number, nameClass: NameClass | null = null): P[] {
  return entryPassages
    .filter((c) => !have.has(c.id) && ((kind !== null && holdsValue(c.content, isLocale(c.locale) ? c.locale : 'en', kind)) || (nameClass !== null && holdsClassNames(c.content, isLocale(c.locale) ? c.locale : 'en', nameClass))))
    .sort((a, b) => a.id - b.id)
    .slice(0, Math.max(0, limit));
}

/**
 * The passages of a follow-up's topic entry to add to the sources: those not already among them,
 * in page order (id order), at most `limit` (lib/assistant/pipeline `withAnswerPassages`).
 * @param entryPassages every passage of the topic entry as the reader sees the page
 * @param have ids of the passages already among the sources
 * @param limit passages added at most (the configured top-k)
 */
export function topicPassages<P extends Pick<ValueCandidate, 'id'>>(entryPassages: readonly P[], have: ReadonlySet<number>, limit: number): P[] {
  return entryPassages.filter((c) => !have.has(c.id)).sort((a, b) => a.id - b.id).slice(0, Math.max(0, limit));
}

/**
 * A follow-up's topic (issue 22): the page of the first source, by slug and collection — the page
 * retrieval ranked first for the two questions together, whose passages the follow-up's own intent
 * is answered from ("What were the results?" → that case study's Results, not another page's).
 */
export function topicSources<S extends { slug: string; collection: string | null }>(sources: readonly S[]): S[] {
  const top = sources[0];
  return top ? sources.filter((x) => x.slug === top.slug && x.collection === top.collection) : [];
}

/**
 * The sources with the topic's passages ({@link topicSources}) first, each group in its order: the
 * extractive answerer numbers its quotes ([Sn]) over the topic's passages, the gate and the
 * citations over all the sources — one list only when the topic leads it.
 */
export function topicFirst<S extends { slug: string; collection: string | null }>(sources: readonly S[]): S[] {
  const topic = new Set(topicSources(sources));
  return [...sources.filter((x) => topic.has(x)), ...sources.filter((x) => !topic.has(x))];
}

/**
 * Whether a passage names a member of a closed class (CLDR display names, lib/question
 * `classNamePositions`), in its own language or English (the site's bodies are mostly English).
 */
export function holdsClassNames(text: string, locale: Locale, cls: NameClass): boolean {
  return [...new Set<Locale>([locale, 'en'])].some((l) => classNamePositions(text, l, cls).length > 0);
}
