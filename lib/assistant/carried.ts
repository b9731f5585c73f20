/**
 * The pipeline's conversation step (issue 30): a follow-up is retrieved and judged with what it
 * points back to — the previous question's content words (lib/question `pointBack`: Historical
 * Query Expansion, Lin, Yang, Nogueira et al., "Query Reformulation using Query History for Passage
 * Retrieval in Conversational Search", 2020, TREC CAsT 2019) and the entries the previous answer
 * cited, which count as evidence for the carried topic: the answer was about them, so each of
 * their passages holds the carried words as a page holds its title (BM25F's view of a field of the
 * page, as lib/retrieval reads a page translated in part). A passage still needs a word of the
 * message's own ("the results", "the model") to count: the carried topic alone never passes the
 * threshold, so a question that found nothing on its own is not answered from the last topic.
 */
import { countsForThreshold, idfCoverage, wordStems, type Passage, type RetrievalResult } from '@/lib/retrieval';
import type { ResolvedTurn } from '@/lib/question';
import { isLocale, words } from '@/lib/text';
import { entryHref } from './events';
import { holdsValue } from './extractive';
import { valueKindOf } from './values';

/** The link of a passage's entry, as the chat names the entries an answer cited (lib/assistant/conversation `citedEntries`). */
export function passageEntry(p: Pick<Passage, 'kind' | 'slug' | 'collection'>): string {
  return entryHref(p.kind, p.slug, p.collection);
}

/**
 * Retrieval for a follow-up with the cited entries counted as evidence: each passage of an entry
 * the previous answer cited that holds a content word of the message itself is scored as if it
 * also held the carried words (the previous question's content words that count for the
 * threshold), by the same rules (idf-weighted coverage, two distinct hits, more than half the
 * words: lib/retrieval `countsForThreshold`); those passages lead, best first. Returned unchanged
 * for a turn that is not a follow-up, an entity switch (the cited entries are the topic it leaves),
 * or when the previous answer cited nothing.
 */
export function withCarriedEvidence(turn: ResolvedTurn, retrieval: RetrievalResult): RetrievalResult {
  const { context } = turn;
  if (!context.followUp || context.switchesEntity || context.previousCited.length === 0 || turn.query.item) return retrieval;
  const cited = new Set(context.previousCited);
  const own = new Set(turn.question.content);
  const carried = new Set(context.previousContent);
  const counted = new Set(retrieval.thresholdWords);
  const idf = retrieval.words.map((w, i) => (counted.has(w) ? retrieval.terms.idf[i] ?? 0 : 0));
  const rescored = new Map<number, number>();
  for (const p of retrieval.candidates) {
    if (!cited.has(passageEntry(p)) || !p.hits.some((w) => own.has(w))) continue;
    const held = new Set(retrieval.words.flatMap((w, i) => (counted.has(w) && (p.hits.includes(w) || carried.has(w)) ? [i] : [])));
    const coverage = idfCoverage(idf, held);
    const hits = [...held].map((i) => retrieval.words[i]!);
    if (countsForThreshold({ coverage, hits, words: retrieval.thresholdWords.length })) rescored.set(p.id, coverage);
  }
  // Zero anaphora (lib/question `namesNoEntity`), or a pro-form pointing back (lib/question
  // `anaphoraOf`): a follow-up naming no entity of its own asks its
  // aspect of the entries the last answer cited — their passages that hold a word of the message's
  // own (or, for what came of it, an "after" temporal signal: the answered value's words) lead
  // too, after the rescored ones, without raising the best score: the threshold reads retrieval
  // as before, the answerer reads the referent first.
  const asked = new Set(turn.query.answered.content);
  const referent = context.elided || context.anaphor
    ? retrieval.candidates.filter((p) => !rescored.has(p.id) && p.score > 0 && cited.has(passageEntry(p)) && (p.hits.some((w) => own.has(w)) || words(p.content).some((w) => asked.has(w))))
    : [];
  if (rescored.size === 0 && referent.length === 0) return retrieval;
  const score = (p: Passage) => Math.max(p.score, rescored.get(p.id) ?? 0);
  const lead = [...retrieval.candidates.filter((p) => rescored.has(p.id)).map((p) => ({ ...p, score: score(p) })).sort((a, b) => b.score - a.score), ...referent];
  const ids = new Set(lead.map((p) => p.id));
  const passages = [...lead, ...retrieval.passages.filter((p) => !ids.has(p.id))].slice(0, Math.max(retrieval.passages.length, lead.length));
  const candidates = [...lead, ...retrieval.candidates.filter((p) => !ids.has(p.id))];
  return { ...retrieval, passages, candidates, bestScore: rescored.size ? Math.max(retrieval.bestScore ?? 0, ...lead.filter((p) => rescored.has(p.id)).map((p) => p.score)) : retrieval.bestScore };
}

/**
 * Whether a carried retrieval may answer a message that stood alone and found nothing on its own
 * (lib/question `carryTurn`): its best passage holds a content word of the message itself — the
 * previous question's words alone do not make the message answerable.
 */
export function carriedByOwnWords(turn: ResolvedTurn, retrieval: RetrievalResult): boolean {
  const own = new Set(turn.question.content);
  const best = retrieval.passages.reduce<Passage | undefined>((m, p) => (!m || p.score > m.score ? p : m), undefined);
  return best !== undefined && best.hits.some((w) => own.has(w));
}

/**
 * A message that stands alone but points back to the entry in focus (lib/question
 * `TurnContext.continuesFocus`: after an answer that cited entries, it asks a value and introduces
 * no new referent — its possessive, pronoun or definite description realizes the previous
 * utterance's most salient entity, the backward-looking center of Centering theory: Grosz, Joshi &
 * Weinstein 1995) is answered from that entry when the entry can answer it: a passage of an entry
 * the previous answer cited states a value of the asked kind (./values `holdsValue`) and holds the
 * message's own words as retrieval counts them for the threshold (their lookup stems and
 * translations, idf-weighted coverage, two distinct hits, more than half the words: lib/retrieval
 * `countsForThreshold`) — the entry's page is the candidate set (Callan 1994, passage-level
 * evidence inside a known document), whether or not the whole-site ranking reached it. The best
 * such passage leads, then retrieval's passages, and the turn is answered from its topic
 * (`query.focus`, as a follow-up is); the threshold reads retrieval as before. Null when the turn
 * does not continue the focus or no such passage exists: other entries answer as before.
 * @param entryPassages reads the passages of an entry the previous answer cited, by its link, as the reader sees its page (lib/db `getEntryPassages`)
 * @returns the turn answered from its topic, the reordered retrieval, and the id of the leading passage (answerable whatever its score)
 */
export async function pinnedToFocus(
  turn: ResolvedTurn, retrieval: RetrievalResult, entryPassages: (href: string) => Promise<readonly FocusCandidate[]>,
): Promise<{ turn: ResolvedTurn; retrieval: RetrievalResult; lead: ReadonlySet<number> } | null> {
  const kind = valueKindOf(turn.question.expected);
  if (!turn.context.continuesFocus || kind === null) return null;
  const counted = new Set(retrieval.thresholdWords);
  const idf = retrieval.words.map((w, i) => (counted.has(w) ? retrieval.terms.idf[i] ?? 0 : 0));
  let best: { p: Passage; coverage: number } | null = null;
  for (const href of turn.context.previousCited) {
    for (const c of await entryPassages(href)) {
      if (!holdsValue(c.content, isLocale(c.locale) ? c.locale : 'en', kind)) continue;
      // The passage's index words by their stems, as the index looks them up (lib/retrieval `wordStems`).
      const terms = new Set(c.terms.split(' ').flatMap((w) => (w ? wordStems(w, isLocale(c.locale) ? c.locale : 'en') : [])));
      const held = new Set(retrieval.words.flatMap((w, i) => (counted.has(w) && (retrieval.terms.stems[i] ?? []).some((x) => terms.has(x)) ? [i] : [])));
      const hits = [...held].map((i) => retrieval.words[i]!);
      const coverage = idfCoverage(idf, held);
      if (!countsForThreshold({ coverage, hits, words: retrieval.thresholdWords.length }) || (best && best.coverage >= coverage)) continue;
      best = { p: { ...c, coverage, hits, bm25: 0, cosine: null, score: 0, rrf: 0 }, coverage };
    }
  }
  if (!best) return null;
  const lead = best.p;
  const rest = (ps: readonly Passage[]) => ps.filter((p) => p.id !== lead.id);
  return {
    turn: { ...turn, query: { ...turn.query, focus: true } },
    retrieval: { ...retrieval, passages: [lead, ...rest(retrieval.passages)].slice(0, Math.max(retrieval.passages.length, 1)), candidates: [lead, ...rest(retrieval.candidates)] },
    lead: new Set([lead.id]),
  };
}

/** A passage of the entry in focus as lib/db `getEntryPassages` reads it (its index terms included). */
export type FocusCandidate = Omit<Passage, 'coverage' | 'hits' | 'bm25' | 'cosine' | 'score' | 'rrf'>;

/**
 * Whether a passage of an entry the previous answer cited holds a word the message counts for the
 * threshold, as the index looks it up (its lookup stems and translations: lib/retrieval
 * `wordStems`, the query's `terms.stems`). Centering theory (Grosz, Joshi & Weinstein 1995,
 * "Centering: A Framework for Modeling the Local Coherence of Discourse", § 3): an utterance
 * continues the previous one when it *realizes* an entity of it — its backward-looking center is
 * the highest-ranked element of the previous forward-looking centers that it realizes; an
 * utterance that realizes none has no backward-looking center and opens a new discourse segment
 * (Grosz & Sidner 1986, "Attention, Intentions, and the Structure of Discourse"). Here the entity
 * in focus is the cited entry, and a message realizes it when the entry's page holds one of the
 * message's own words ("the results", "das Modell"); a name the page never mentions ("Was ist
 * Parsegar?" after the search engine) realizes nothing of it.
 * @param retrieval the message's own retrieval (its counted words and their stems)
 * @param candidates the passages of the entries the previous answer cited, with their index terms
 */
export function realizesFocus(retrieval: Pick<RetrievalResult, 'words' | 'thresholdWords' | 'terms'>, candidates: readonly Pick<FocusCandidate, 'terms' | 'locale'>[]): boolean {
  const counted = new Set(retrieval.thresholdWords);
  const stems = retrieval.words.flatMap((w, i) => (counted.has(w) ? retrieval.terms.stems[i] ?? [] : []));
  if (stems.length === 0) return true;
  return candidates.some((c) => {
    const terms = new Set(c.terms.split(' ').flatMap((w) => (w ? wordStems(w, isLocale(c.locale) ? c.locale : 'en') : [])));
    return stems.some((x) => terms.has(x));
  });
}
