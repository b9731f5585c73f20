/**
 * Layer 2, retrieval and the threshold (design, Layer 2). Hybrid: dense vector search (pgvector
 * cosine, when an embedder is configured) and BM25F lexical search (computed in PostgreSQL from
 * the passages' field stems and the term statistics the triggers keep), fused with Reciprocal
 * Rank Fusion for ORDER only. The threshold compares bounded similarities — cosine clamped to
 * [0, 1], IDF-weighted keyword coverage in [0, 1] counted only with two distinct hits — never an
 * RRF or BM25 score, which measure rank, not relevance.
 */
import { type Bm25Params, type Bm25Strategy, type Db, findChunksByBm25, findChunksByEmbedding, getTermStatistics, type PassageCandidate, termFrequencies, termsHeldByOwnEntries, type TermStatistics } from '@/lib/db';
import type { Embedder } from '@/lib/providers';
import { adverbOnly, readQuestion, type QuestionValue } from '@/lib/question';
import { arabicLight10, arabicLightForms, isLocale, stemmerFor, words as wordsOf, type Locale } from '@/lib/text';
import { hasLexicon, translateStems } from './lexicon';
import { cognateCandidates, loanwordCandidates } from './loanwords';
import { COMMON_TERM_SHARE, persianQuestionForms, type CorpusFrequencies } from './overview';

export { cognateCandidates, loanwordCandidates } from './loanwords';
export { latinSpelling } from '@/lib/text/transliterate';
export { DICTIONARIES, ensureConfiguredLexicons, ensureLexicons, lexiconStatus, MAX_TRANSLATIONS, missingDictionaries, namesInQuestion, type LexiconLoad, type LexiconStatus } from './lexicon';
export { standinCounts, standinEmbedder, standinVector, standinVectorOfCounts, STANDIN_DIMENSIONS } from './standin-embedder';
export { COMMON_TERM_SHARE, detectOverview, overviewLookupWords, overviewTopics, readAbout, refersToAuthor, type AboutReading, type AuthorReference, type CorpusFrequencies, type EntryKind } from './overview';
export { calibrationHistogramUrl, corpusHash, KEYWORD_ONLY, proposeThreshold, recordCalibration, REVERSE_ERROR_GOAL, thresholdFor, type Proposal } from './calibration';
export { lexicalReranker, proximityBonus, rerankCandidates, type Reranker } from './rerank';
export { configuredHostedReranker, hostedRerank, hostedReranker, rerankDocument, type RerankCandidate, type RerankFallback } from './hosted-rerank';

/** Distinct content words that must hit for coverage to count (design, Layer 2). */
export const MIN_DISTINCT_HITS = 2;
/**
 * Coverage counts for the threshold only when the passage holds MORE than half of the question's
 * content words by count: a passage that holds half a question does not answer it ("What is the
 * best search engine for recipes?" on a search engineer's site: golden set, off-topic).
 */
export const MIN_SHARE_FOR_THRESHOLD = 0.5;
/**
 * …and more than this share of the question's IDF weight. With IDF weights the words an off-topic
 * question does not share with the site are the rare ones, so shared common words reach about
 * 0.36–0.40 ("Is it safe to take ibuprofen and paracetamol together?": golden set, off-topic,
 * measured 2026-12-01 on seed + Scrapling); set on the golden refusal sets, not on the study set.
 * The threshold itself stays `ASSISTANT_THRESHOLD` or the calibrated value.
 */
export const MIN_COVERAGE_FOR_THRESHOLD = 0.4;
/** RRF constant (Cormack, Clarke & Büttcher 2009, "Reciprocal Rank Fusion outperforms Condorcet…", k = 60). */
export const RRF_K = 60;
/** Dense candidates fetched per query before fusion. */
const DENSE_CANDIDATES = 50;
/** BM25F candidates fetched per query before fusion. */
const LEXICAL_CANDIDATES = 50;
/** Candidates retrieval hands to the reranking stage (issue 11: ~20), fused order. */
export const RETRIEVAL_CANDIDATES = 20;

/**
 * BM25F parameters of the first stage. k1 = 1.2 and body b = 0.75 are Robertson & Spärck Jones'
 * usual values (Robertson & Zaragoza 2009, "The Probabilistic Relevance Framework"); a title or
 * heading is short and every passage of a page shares its title, so their lengths normalise
 * less (b = 0.5). Field weights: a title occurrence counts as 3 body occurrences, a heading
 * occurrence as 2 (BM25F, Robertson, Zaragoza & Taylor 2004: titles and anchors weigh more);
 * values of the usual order, not fitted to a test set.
 */
export const BM25F: Bm25Params = { k1: 1.2, b: { title: 0.5, heading: 0.5, body: 0.75 }, weight: { title: 3, heading: 2, body: 1 } };

/** A retrieved passage with its bounded similarities and fused rank score. */
export interface Passage extends PassageCandidate {
  /** Keyword coverage in [0, 1]: IDF-weighted share of the question's content words the passage holds ({@link idfCoverage}). */
  coverage: number;
  /** Distinct content words that hit (as the question wrote them). */
  hits: string[];
  /** BM25F score of the first stage (unbounded; order only), 0 when only dense retrieval found it. */
  bm25: number;
  /** Cosine similarity of the question (as asked, without the author's name) clamped to [0, 1]; null without an embedder. */
  cosine: number | null;
  /** Bounded similarity used for the threshold: max(cosine, coverage of non-name words when {@link countsForThreshold}). */
  score: number;
  /** RRF score: order only. */
  rrf: number;
}

export interface RetrievalResult {
  /** Content words of the question. */
  words: string[];
  /** The content words that count for the threshold (the author's name removed). */
  thresholdWords: string[];
  /** Top-k passages in fused order. */
  passages: Passage[];
  /** The first {@link RETRIEVAL_CANDIDATES} passages in fused order, for a reranking stage (passages ⊆ candidates). */
  candidates: Passage[];
  /** Best bounded score over the returned passages, or null when nothing matched. */
  bestScore: number | null;
  /** Which retrievers ran: 'keyword', plus 'dense' when the embedder answered. */
  retrievers: ('keyword' | 'dense')[];
  /** Why dense retrieval did not run, when an embedder was configured but failed. */
  denseError?: string;
  /** The question read once, and its words as the index reads them (stems, translations, loanwords): the extractive answerer matches sentences by them. */
  question: QuestionValue;
  terms: QueryTerms;
}

/**
 * BM25's inverse document frequency, Robertson–Spärck Jones without relevance information, kept
 * positive as in Lucene: ln(1 + (N − df + 0.5) / (df + 0.5)). The SQL of `findChunksByBm25`
 * computes the same formula.
 * @param n chunks in the index (N ≥ 0); @param df chunks holding the term (0 ≤ df ≤ N)
 */
export function bm25Idf(n: number, df: number): number {
  return Math.log(1 + (Math.max(n, 1) - df + 0.5) / (df + 0.5));
}

/**
 * The stems a question word is looked up by: the reader's language's stem and the English one
 * (imported documentation is mostly English, and technical words — "Proxys", "Spider" — are
 * shared; for Persian, which has no stemmer, the word without a possessive, plural or indefinite
 * suffix); for a word the index does not know, {@link queryTerms} adds the parts of a compound
 * the index knows ({@link splitCompound}).
 */
export function wordStems(word: string, locale: Locale): string[] {
  // Persian has no stemmer (the index keeps whole words): the question word's forms without a
  // possessive, plural or indefinite suffix are looked up too (the overview detector's rules).
  const forms = locale === 'fa' ? persianQuestionForms(word) : [stemmerFor(locale)(word)];
  return [...new Set([...forms, stemmerFor('en')(word)])];
}

/**
 * Site languages that write compounds closed as a productive rule: German (Duden: "Zusammensetzung",
 * written as one word). English, French, Spanish, Portuguese and Russian write most compounds open
 * or hyphenated, so an unknown English word split into known parts reads another word ("passport"
 * is not "pass" + "port"); Persian, Arabic, Hindi and Chinese are not split by letters.
 */
export const COMPOUNDING: ReadonlySet<Locale> = new Set(['de']);

/**
 * Compound splitting by corpus frequency (Koehn & Knight 2003, "Empirical Methods for Compound
 * Splitting"): a word the index does not know is split into two parts of ≥ 3 letters that the
 * index knows, allowing the German linking elements (Fugenelemente) "s", "es", "n", "en", "e"
 * between them; among the splits, the one with the highest geometric mean of the parts' document
 * frequencies wins. Returns the parts' stems (reader's language and English), or [] for no split
 * or a language outside {@link COMPOUNDING}.
 * @param known document frequency of a stem (0 when unknown)
 */
export function splitCompound(word: string, locale: Locale, known: (stem: string) => number): string[] {
  return compoundParts(word, locale, known).flatMap((p) => wordStems(p, locale));
}

/** The two parts {@link splitCompound} splits a word into, as written (linking element dropped); [] for none. */
export function compoundParts(word: string, locale: Locale, known: (stem: string) => number): string[] {
  const letters = [...word];
  if (!COMPOUNDING.has(locale) || letters.length < 7 || !/^\p{L}+$/u.test(word)) return [];
  let best: { parts: string[]; score: number } | null = null;
  for (let i = 3; i <= letters.length - 3; i++) {
    const left = letters.slice(0, i).join('');
    const right = letters.slice(i).join('');
    for (const link of ['', 's', 'es', 'n', 'en', 'e']) {
      if (link && !left.endsWith(link)) continue;
      const modifier = link ? left.slice(0, -link.length) : left;
      if ([...modifier].length < 3) continue;
      const parts = [modifier, right];
      const freqs = parts.map((p) => Math.max(...wordStems(p, locale).map(known)));
      if (freqs.some((f) => f === 0)) continue;
      const score = Math.sqrt(freqs[0]! * freqs[1]!);
      if (!best || score > best.score) best = { parts, score };
    }
  }
  return best ? best.parts : [];
}

/**
 * How often a compound's part is met, for {@link splitCompound}: its document frequency when the
 * index holds it as written, else the largest document frequency of its dictionary translations
 * (0 when it has none the index holds). Koehn & Knight (2003, "Empirical Methods for Compound
 * Splitting", EACL, § 5 "Translation-based splitting") keep a split whose parts the bilingual
 * lexicon translates into words of the other language's text: a German question's compound is
 * read against English pages, where its parts occur only as their translations
 * ("Rechtschreibprüfung" is no German passage's word, nor "Prüfung"; "check" is an English one).
 * A part that is itself no dictionary word and no index term stays unknown, so a word is never
 * split into letters the dictionary does not list.
 * @param stem a stem of the part (reader's language)
 * @param known document frequency of an index term (0 when unknown)
 * @param translations the dictionary's English stems for a stem (undefined when it lists none)
 * @returns document frequency in passages (≥ 0)
 */
export function dictionaryFrequency(stem: string, known: (s: string) => number, translations: (s: string) => readonly string[] | undefined): number {
  const own = known(stem);
  if (own > 0) return own;
  return Math.max(0, ...(translations(stem) ?? []).map(known));
}

/**
 * Languages whose words a dictionary misses are read by {@link backoffPrefixes}: Russian, whose
 * derivation and case endings the Snowball stemmer leaves on many words Müller's dictionary lists
 * only in their base form ("бакалавриате" → бакалавриат, the dictionary has бакалавр). Measured on
 * the golden facts (2026-12-06): Russian 20 → 23 of 46, nothing lost, refusal sets perfect; French let a must-refuse question through (maîtrise → maîtr →
 * master) and French, Spanish, Portuguese, German and Hindi gained nothing, so they are not backed off.
 */
export const BACKOFF: ReadonlySet<Locale> = new Set(['ru']);
/**
 * Arabic words a dictionary misses are read by their light stems (lib/text `arabicLightForms`:
 * Larkey's light10 affixes and the imperfective and imperative verb prefixes) rather than by stem
 * prefixes: Arabic inflects with prefixes as well as suffixes (تخدم "serves" is خدم, the
 * dictionary's perfect-tense headword, with the present prefix ت), which a prefix of the stem never
 * removes. Unlike {@link BACKOFF}'s, a word the index holds as written is backed off too when the
 * dictionary lists none of its stems: the index holds the site's Arabic pages, whose words
 * reach no English passage.
 */
export const ARABIC_BACKOFF: Locale = 'ar';
/** Shortest prefix {@link backoffPrefixes} returns, in letters. */
export const BACKOFF_MIN_LETTERS = 5;
/** Smallest share of the stem's letters a prefix of {@link backoffPrefixes} keeps. */
export const BACKOFF_MIN_SHARE = 0.7;

/**
 * Backoff translation (Resnik, Oard & Levow 2001, "Improved cross-language retrieval using
 * backoff translation", HLT): a word whose form the dictionary does not list is looked up by a
 * shorter form of it, and the first form listed gives its translations. The shorter forms are
 * the stem's prefixes, as stem truncation reads words (McNamee, Nicholas & Mayfield 2009,
 * "Addressing morphological variation in alphabetic languages", SIGIR: n-letter prefixes stand in
 * for a stemmer's stem) — the longest first, at least {@link BACKOFF_MIN_LETTERS} letters and at
 * least {@link BACKOFF_MIN_SHARE} of the stem, so a prefix cut short of the stem's root reads no
 * other word. Used by {@link queryTerms} for a word of a {@link BACKOFF} language none of whose
 * stems the dictionary lists or the index holds.
 * @param stem a stem (or word)
 * @returns its proper prefixes, longest first; [] for a stem too short to have one, or one that is not all letters
 */
export function backoffPrefixes(stem: string): string[] {
  const letters = [...stem];
  if (!/^\p{L}+$/u.test(stem)) return [];
  const min = Math.max(BACKOFF_MIN_LETTERS, Math.ceil(BACKOFF_MIN_SHARE * letters.length));
  const out: string[] = [];
  for (let n = letters.length - 1; n >= min; n--) out.push(letters.slice(0, n).join(''));
  return out;
}

/**
 * IDF-weighted keyword coverage: the share of the question's IDF mass that a passage holds,
 * Σ_{hit words} idf / Σ_{all words} idf, in [0, 1] — a rare word such as `disable_resources`
 * counts more than "option". A word's IDF is that of its most frequent stem (as in the BM25F
 * SQL), or the IDF of an unseen term (df = 0) when the index knows none of its stems, so words
 * the corpus never uses weigh most.
 * @param idf one weight per question word (≥ 0)
 * @param hit indexes of the words the passage holds, or index → strength in [0, 1] when a word is
 *   held only through a translation ({@link translationWeight}): it counts that share of its weight
 * @returns coverage in [0, 1]; 0 for no words or zero total weight
 */
export function idfCoverage(idf: readonly number[], hit: ReadonlySet<number> | ReadonlyMap<number, number>): number {
  const total = idf.reduce((a, b) => a + b, 0);
  if (!(total > 0)) return 0;
  const strength = (i: number) => (hit instanceof Map ? Math.min(1, Math.max(0, hit.get(i) ?? 0)) : hit.has(i) ? 1 : 0);
  const got = idf.reduce((a, w, i) => a + w * strength(i), 0);
  return Math.min(1, Math.max(0, got / total));
}

/**
 * Plain (unweighted) keyword coverage of one passage by whole words; kept for callers that have
 * no term statistics.
 * @param words content words of the question (normalized, distinct)
 * @param terms the passage's normalized whole words, space-separated
 */
export function keywordCoverage(words: string[], terms: string): { coverage: number; hits: string[] } {
  if (words.length === 0) return { coverage: 0, hits: [] };
  const set = new Set(terms.split(' '));
  const hits = words.filter((w) => set.has(w));
  return { coverage: hits.length / words.length, hits };
}

/**
 * Whether a coverage counts for the threshold: two distinct hits (design), more than half of the
 * question's words by count ({@link MIN_SHARE_FOR_THRESHOLD}) and more than
 * {@link MIN_COVERAGE_FOR_THRESHOLD} of its IDF weight. Both shares are needed: the count alone
 * lets two rare-but-generic words carry a question ("best" is rare on a small site), the weight
 * alone lets three common words out of five do it.
 *
 * Anchors (issue 21): two distinctive anchors of the question held by the passage — names,
 * numbers, Latin-script terms, which mean the same in every language — or one that is a term of
 * the passage's title or heading ("What is Parsegar?": the entry is called so) are the distinct
 * hits the design asks for, and the share by count is not asked: a question in another language
 * holds words the page cannot (its grammar, words no dictionary joins), while its anchors are
 * what the page names. The IDF-weight rule still applies.
 *
 * Identifiers: one distinctive code identifier of the question held by the passage
 * ("wait_selector_state", "DynamicFetcher": lib/question anchor kind `code`) is such evidence
 * alone. An identifier names one thing of the software, the same in every language, and exact
 * matching of identifiers as code writes them (camel case, compound names) is what links
 * natural-language text to the code it is about with high precision (Bacchelli, Lanza & Robbes
 * 2010, "Linking e-mails and source code artifacts", ICSE); an acronym ("HTTP") or a capitalized
 * word is not one.
 * @param c.coverage IDF-weighted coverage; c.hits the words hit; c.words how many words the
 *   question has (absent: `coverage` is taken as the count share, for plain coverage);
 *   c.anchors distinctive anchors hit; c.titleAnchor whether one of them is a title or heading term;
 *   c.identifier whether one of them is a code identifier
 */
export function countsForThreshold(c: { coverage: number; hits: string[]; words?: number; anchors?: number; titleAnchor?: boolean; identifier?: boolean }): boolean {
  const share = c.words ? c.hits.length / c.words : c.coverage;
  const anchored = (c.anchors ?? 0) >= MIN_DISTINCT_HITS || c.titleAnchor === true || c.identifier === true;
  if (c.coverage <= MIN_COVERAGE_FOR_THRESHOLD) return false;
  return anchored || (c.hits.length >= MIN_DISTINCT_HITS && share > MIN_SHARE_FOR_THRESHOLD);
}

/** The question's words with their lookup stems and IDF weights, from the term statistics. */
export interface QueryTerms {
  words: string[];
  /** Per word: the stems it is looked up by (its own, a compound's parts, English translations, Latin loanword spellings). */
  stems: string[][];
  /** Per word and stem (same shape as `stems`): 1 for the word's own stems, {@link translationWeight} for a translation or a loanword reading. */
  weights: number[][];
  /** Per word: its IDF (see {@link idfCoverage}). */
  idf: number[];
  /**
   * Per word: a distinctive anchor — a name, number or Latin-script term of the question, or a word
   * the index holds as written that no dictionary translates (an entry's name: "Lumenhaus" in a
   * German question), held by fewer than {@link COMMON_TERM_SHARE} of the passages.
   */
  anchor: boolean[];
  /**
   * Per word: an adverb (lib/question `adverbOnly`: a word a part-of-speech dictionary tags only as
   * an adverb — wink-lexicon's RB, jieba's `d` — or whose bilingual-lexicon translations are all
   * such words: "currently", derzeit, actuellement, 究竟). Not evidence for the threshold
   * ({@link retrievePassages}); a name or other anchor never is one.
   */
  adverb: boolean[];
  /** The language the words were stemmed in. */
  locale: Locale;
  /** Per word: held by fewer than {@link COMMON_TERM_SHARE} of the passages, and by some (it names something in particular). */
  distinctive: boolean[];
  /** Per word: found through a dictionary translation or a loanword reading, not as written. */
  translated: boolean[];
  /**
   * Per word: whether a passage in English can hold it at all ({@link readableAcross}) — every word
   * of an English question, and every word when the database holds no dictionary of the question's
   * language; else a name, number or Latin-script term, a word the dictionary translates (whether
   * or not the index holds the translation), or a loanword reading. A word none of these carries
   * across is invisible to an English passage.
   */
  readable: boolean[];
  /**
   * Per word: no passage of the index, in any language, holds it — not as written, not through a
   * translation, a compound part or a loanword reading (its df is 0). See {@link outOfVocabulary}.
   */
  unseen: boolean[];
  /**
   * Per word: for a compound split by its parts' dictionary translations ({@link dictionaryFrequency}),
   * the readings of each part (its stems and their held translations) — a passage holds the word
   * only when it holds a reading of every part ({@link holdsPhrase}); null for any other word.
   */
  phrases?: (string[][] | null)[];
  stats: TermStatistics;
}

/**
 * Looks the question's content words up in the term statistics: stems per word (with compound
 * parts for words the index does not know, the English translations of both from the lexicon,
 * and, for a word of another script that none of those finds, the Latin index terms it may write
 * as a loanword: ./loanwords.ts) and IDF weights.
 * @param names words that are anchors (names, numbers, Latin-script terms: {@link QuestionValue.anchors}): matched as written, never translated
 */
export async function queryTerms(db: Db, words: string[], locale: Locale, names: ReadonlySet<string> = new Set(), opts: { nouns?: ReadonlySet<string> } = {}): Promise<QueryTerms> {
  let stems = words.map((w) => wordStems(w, locale));
  // Candidate compound parts of every unknown-looking word are looked up in the same query, and
  // so are the English translations of the words and of those parts (lexicon.ts).
  const partStems = words.flatMap((w) => compoundCandidates(w, locale));
  const [english, dictionary] = await Promise.all([translateStems(db, locale, [...stems.flat(), ...partStems]), hasLexicon(db, locale)]);
  const stats = await getTermStatistics(db, { stems: [...stems.flat(), ...partStems, ...[...english.values()].flat()] });
  const known = (s: string) => stats.df.get(s) ?? 0;
  // Backoff translation ({@link backoffPrefixes}): a word none of whose stems the dictionary lists
  // or the index holds is read by the longest prefix of its stems that the dictionary lists with a
  // translation the index holds; that prefix joins its stems and is translated below like them.
  // Arabic words are backed off to their light stems ({@link ARABIC_BACKOFF}) when the dictionary lists none of their stems.
  if (dictionary && (BACKOFF.has(locale) || locale === ARABIC_BACKOFF)) {
    const prefixes = stems.map((v, i) => (names.has(words[i]!) ? []
      : locale === ARABIC_BACKOFF ? (v.some((s) => english.has(s)) ? [] : arabicLightForms(words[i]!))
        : v.some((s) => known(s) > 0 || english.has(s)) ? [] : [...new Set(v.flatMap(backoffPrefixes))]
          .sort((a, b) => [...b].length - [...a].length)));
    if (prefixes.some((p) => p.length)) {
      const more = await translateStems(db, locale, prefixes.flat());
      const fresh = [...new Set([...more.keys(), ...[...more.values()].flat()])].filter((t) => !stats.df.has(t));
      if (fresh.length) for (const [t, df] of (await getTermStatistics(db, { stems: fresh })).df) stats.df.set(t, df);
      stems = stems.map((v, i) => {
        const p = prefixes[i]!.find((x) => (more.get(x) ?? []).some((e) => known(e) > 0));
        if (!p) return v;
        english.set(p, more.get(p)!);
        return [...v, p];
      });
    }
  }
  // A compound is split into parts the index holds; failing that, into parts the bilingual
  // dictionary translates into terms the index holds ({@link dictionaryFrequency}: Koehn & Knight's
  // translation-based splitting): "Segmentierungsgenauigkeit" is read as Segmentierung +
  // Genauigkeit → segmentation + accuracy on an English page, where no German passage holds either
  // part. The index's own split comes first ("Masterarbeit": master + Arbeit, not Mast + erarbeit).
  // Split so, a compound is a phrase of its parts' translations, held by a passage that holds a
  // reading of every part (Ballesteros & Croft 1997, phrasal translation): "Firmenlauf" is no
  // company run in a page that says "run" alone.
  const partKnown = (s: string) => dictionaryFrequency(s, known, (x) => english.get(x));
  const phrases: (string[][] | null)[] = words.map(() => null);
  stems = stems.map((v, i) => {
    if (v.some((s) => known(s) > 0)) return v;
    const parts = splitCompound(words[i]!, locale, known);
    if (parts.length) return [...v, ...parts];
    // German writes every noun capitalized (Duden, Amtliche Regelung § 55): a lower-case word of
    // the question ("wiederholt") is a verb or an adjective with a separable prefix, not a compound noun.
    if (opts.nouns && !opts.nouns.has(words[i]!)) return v;
    const byDictionary = compoundParts(words[i]!, locale, partKnown).map((p) => wordStems(p, locale));
    if (byDictionary.length) phrases[i] = byDictionary.map((ps) => [...ps, ...ps.flatMap((x) => (english.get(x) ?? []).filter((e) => known(e) > 0))]);
    return [...v, ...byDictionary.flat()];
  });
  // A word of an unspaced language (Chinese) that the dictionary does not list is read as the words
  // it is written with (forward maximum matching over the dictionary, {@link segmentByDictionary}):
  // their stems join its own, and are translated below like any of its stems.
  const lists = (s: string) => (english.get(s)?.length ?? 0) > 0;
  stems = stems.map((v, i) => (names.has(words[i]!) || v.some(lists) ? v : [...v, ...segmentByDictionary(words[i]!, locale, lists).filter((p) => !v.includes(p))]));
  const weights = stems.map((v) => v.map(() => 1));
  const translated = words.map(() => false);
  // Translations join each word's stems (Pirkola's structured query), each weighted by its share of
  // the source stem's translations that the index holds (probabilistic structured queries, Darwish
  // & Oard 2003; a translation no passage uses cannot be the sense a passage means, so its share
  // goes to the others).
  stems.forEach((v, i) => {
    if (names.has(words[i]!)) return;
    for (const s of [...v]) {
      const t = (english.get(s) ?? []).filter((e) => known(e) > 0);
      if (t.length) translated[i] = true;
      for (const e of t) {
        const j = v.indexOf(e);
        if (j < 0) { v.push(e); weights[i]!.push(translationWeight(t.length)); }
        else weights[i]![j] = Math.max(weights[i]![j]!, translationWeight(t.length));
      }
    }
  });
  // Loanwords: a word of another script that neither its own spelling nor a dictionary finds.
  // (A word the dictionary knows may still be a loan: "токен" has Russian senses, and the page says "token";
  // the spelling check of ./loanwords.ts keeps native words that merely share a sound code out.)
  // A word the index holds as written is read too when the language has a dictionary that does
  // not translate it: the index also holds other collections in the reader's language (a Hindi
  // documentation page writes "टेस्ट" as the visitor does), which reach no English passage, and the
  // dictionary, not the index, is what tells a native word from a loan. Without a dictionary
  // (Persian) a word the index holds is taken as native.
  const unknown = words.filter((w, i) => !translated[i] && (!stems[i]!.some((s) => known(s) > 0) || (dictionary && !names.has(w))));
  // A reading (loanword, cognate) joins a word's stems like a translation, each of the n the index holds weighed 1/n.
  const addReadings = async (readings: ReadonlyMap<string, string[]>) => {
    const found = [...readings.values()].flat().filter((t) => !stats.df.has(t));
    if (found.length) for (const [t, df] of (await getTermStatistics(db, { stems: found })).df) stats.df.set(t, df);
    words.forEach((w, i) => {
      const t = (readings.get(w) ?? []).filter((e) => known(e) > 0);
      for (const e of t) if (!stems[i]!.includes(e)) { stems[i]!.push(e); weights[i]!.push(translationWeight(t.length)); }
    });
  };
  if (unknown.length) await addReadings(await loanwordCandidates(db, unknown, locale));
  // Cognates: a word its dictionary does not translate and no loanword reading found, spelled like
  // an English index term ("clasificador" → classifi, "латентность" → latenc; ./loanwords.ts).
  const untranslated = words.filter((w, i) => dictionary && !translated[i] && !names.has(w) && stems[i]!.length === wordStems(w, locale).length);
  if (untranslated.length) await addReadings(await cognateCandidates(db, untranslated, locale));
  // As in the SQL: a word's df is its most frequent stem's (0 when the index knows none).
  const df = stems.map((v) => Math.max(0, ...v.map(known)));
  const idf = df.map((d) => bm25Idf(stats.chunks, d));
  const distinctive = (d: number) => d > 0 && d < COMMON_TERM_SHARE * stats.chunks;
  // A word of a question in another language than English that no dictionary translates and the
  // index holds as written is a name the page uses ("Lumenhaus" in a German question). An English
  // question's words are the pages' own: only its names, numbers and code are anchors.
  const vocabulary = (w: string, i: number) => locale !== 'en' && !translated[i] && /^[\p{Script=Latin}\d]/u.test(w) && weights[i]!.every((x) => x === 1);
  const anchor = words.map((w, i) => distinctive(df[i]!) && (names.has(w) || vocabulary(w, i)));
  const grown = words.map((_, i) => stems[i]!.length > wordStems(words[i]!, locale).length);
  // Unread only where the language's dictionary is in the database and does not hold the word: a
  // database without it (a fresh demo, LEXICON_DIR=off, Persian) knows of no unread word.
  const readable = words.map((w, i) => !dictionary || names.has(w) || grown[i]! || stems[i]!.some((s) => (english.get(s)?.length ?? 0) > 0));
  // Adverbs, read by the word's own stems' dictionary translations (all of them, held or not: the
  // word's part of speech, not what the index holds).
  const adverb = words.map((w) => !names.has(w) && adverbOnly(w, locale, [...new Set(wordStems(w, locale).flatMap((s) => english.get(s) ?? []))]));
  return { words, stems, weights, idf, anchor, adverb, locale, distinctive: df.map(distinctive), translated: words.map((_, i) => translated[i]! || grown[i]!), readable, unseen: df.map((d) => d === 0), phrases, stats };
}

/**
 * The names a question about the author asks of her that none of her entries holds — a
 * **presupposition failure** (false-premise question): "Elle a travaillé combien de temps chez
 * Google ?" presupposes that she worked at Google; the site never names Google, so it cannot state
 * how long, and an answer from the question's other words ("travaillé", "temps" → her time at
 * Lumenhaus) answers another question. A question whose presupposition the source cannot verify
 * is to be refused or its premise corrected, not answered (Kim et al. 2023, "(QA)²: Question
 * Answering with Questionable Assumptions", ACL; Yu et al. 2023, "CREPE: Open-Domain Question
 * Answering with False Presuppositions", ACL). A name is the verifiable part of such a premise:
 * it means the same in every language and is matched as written (Ballesteros & Croft 1997).
 *
 * Only names written in Latin script, the script the pages write names in, are read: such a name
 * is matched as written, while a name in another script (Люменхаусе, لومنهاوس) reaches the pages
 * through a transliteration or a loanword reading whose miss is no evidence that the site does not
 * name it (a Cyrillic "Люменхаусе" found no reading; "Яндексе" read as "index").
 * The names read: the question's anchors that are not numbers ({@link QuestionValue.anchors}:
 * capitalized names in en/fr/es/pt/ru, Latin-script words in a question of another script, code-
 * like words). German capitalizes every noun, so its capitals mark no name and only its code-like
 * words are read (a capitalized German word no dictionary read — Latenz, Leute, Beinahe-Duplikate
 * — cost four golden answers when it was tried). A name is held when any of its
 * readings ({@link queryTerms}: its stems) is a term of a passage of her own published entries, in any language
 * (title, heading or body); a name held only by an imported collection is not hers (outside
 * documentation is not her record: issue 31). The caller keeps a name the profile states (her
 * location, her headline).
 * @returns the names as the question's content words spell them; empty when none is unheld
 */
export async function unheldNames(db: Db, q: QuestionValue, ignore: ReadonlySet<string> = new Set()): Promise<string[]> {
  const anchors = q.anchors.filter((a) => a.kind !== 'number' && !ignore.has(a.word) && LATIN_NAME.test(a.word)).map((a) => a.word);
  if (anchors.length === 0) return [];
  const terms = await queryTerms(db, anchors, q.language, new Set(anchors));
  const held = await termsHeldByOwnEntries(db, terms.stems.flat());
  return anchors.filter((_, i) => !terms.stems[i]!.some((s) => held.has(s)));
}

/** A word in Latin letters (digits and marks allowed after the first letter). */
const LATIN_NAME = /^\p{Script=Latin}[\p{Script=Latin}\p{M}\d._-]*$/u;

/**
 * The corpus frequencies {@link detectOverview} reads for the words of an overview-looking question
 * that no topic explains ({@link overviewLookupWords}): each word's entry count as written, and a
 * word the index holds only in another language — through a dictionary translation or a loanword
 * reading ("Линдквиста" → lindqvist, as retrieval reads it, {@link queryTerms}) — and that names
 * something in particular (distinctive) counts as held: the question asks about that thing, not
 * for her entries. Two queries (entry counts; term statistics with translations).
 * @returns entries: published entries; df: word → entries holding it (1 for a word held only through its reading)
 */
export async function overviewCorpus(db: Db, words: string[], locale: Locale): Promise<CorpusFrequencies> {
  const [freq, terms] = await Promise.all([termFrequencies(db, words), queryTerms(db, words, locale)]);
  words.forEach((w, i) => {
    if ((freq.df.get(w) ?? 0) === 0 && terms.distinctive[i]) freq.df.set(w, 1);
  });
  return freq;
}

/**
 * How surely a passage holding one English translation of a question word holds the word: the
 * translation's probability when the dictionary offers `n` for the word's stem that the index
 * holds, uniform as in probabilistic structured queries without alignment statistics (Darwish &
 * Oard 2003, "Probabilistic structured query methods", SIGIR): 1/n. It scales the word's share of keyword
 * coverage (the threshold), never the BM25F order: a word with eight senses held through one of
 * them is weak evidence that the passage is about it ("tour" → file, line, rank, row, turn …).
 */
export function translationWeight(n: number): number {
  return n > 0 ? 1 / n : 0;
}

/**
 * Languages written without spaces between words, whose word breaker (ICU's dictionary, through
 * `Intl.Segmenter`) may keep as one word a compound its bilingual dictionary does not list
 * ("下载量" download + amount, "分类器" classifier, "第一个" the first one): Chinese.
 */
export const UNSPACED: ReadonlySet<Locale> = new Set(['zh']);

/**
 * Dictionary-based word segmentation by forward maximum matching (Chen & Liu 1992, "Word
 * identification for Mandarin Chinese sentences", COLING; Wong & Chan 1996, "Chinese word
 * segmentation based on maximum matching and word binding force", COLING): from the left, the
 * longest run of characters the dictionary lists is a word and matching goes on after it; where no
 * listed run starts, the character is a word of its own. Applied to a word of an {@link UNSPACED}
 * language that its dictionary (CC-CEDICT) does not list, so the words it is written with are read
 * ("下载量" → 下载 + 量, "分类器" → 分类 + 器, "第一个" → 第一 + 个). A single character is no content
 * word (lib/text `isContentWord`: two Han characters at least; the lexicon holds none), so the
 * parts returned are the listed words of two characters or more; [] when there is none, and never
 * the word itself.
 * @param lists whether the dictionary lists a (normalized) string as a headword with a translation
 */
export function segmentByDictionary(word: string, locale: Locale, lists: (s: string) => boolean): string[] {
  const chars = [...word];
  if (!UNSPACED.has(locale) || chars.length < 3 || !/^\p{Script=Han}+$/u.test(word)) return [];
  const parts: string[] = [];
  for (let i = 0; i < chars.length;) {
    // The longest listed run from i (a proper part of the word), two characters at least.
    let j = Math.min(chars.length, i + chars.length - 1);
    while (j - i >= 2 && !lists(chars.slice(i, j).join(''))) j--;
    if (j - i >= 2) { parts.push(chars.slice(i, j).join('')); i = j; } else i += 1;
  }
  return parts;
}

/** Every stem {@link splitCompound} or {@link segmentByDictionary} may ask about for a word (so one query answers all). */
function compoundCandidates(word: string, locale: Locale): string[] {
  const letters = [...word];
  if (UNSPACED.has(locale) && letters.length >= 3 && /^\p{Script=Han}+$/u.test(word)) {
    const out: string[] = [];
    for (let i = 0; i < letters.length; i++) for (let j = i + 2; j <= letters.length; j++) if (j - i < letters.length) out.push(letters.slice(i, j).join(''));
    return out;
  }
  if (!COMPOUNDING.has(locale) || letters.length < 7 || !/^\p{L}+$/u.test(word)) return [];
  const out: string[] = [];
  for (let i = 3; i <= letters.length - 3; i++) {
    const left = letters.slice(0, i).join('');
    out.push(...wordStems(letters.slice(i).join(''), locale));
    for (const link of ['', 's', 'es', 'n', 'en', 'e']) {
      if (link && !left.endsWith(link)) continue;
      const modifier = link ? left.slice(0, -link.length) : left;
      if ([...modifier].length >= 3) out.push(...wordStems(modifier, locale));
    }
  }
  return out;
}

/**
 * Retrieves the candidates and top-k passages for a question.
 * @param args.question the question as asked (for a follow-up: joined with the previous one)
 * @param args.locale the reader's language: its stemmer, and ties between equally ranked passages
 * @param args.topK passages to return (design default 8)
 * @param args.nameWords normalized words of the author's name: they help ordering but never count
 *   for the threshold (design: "a name makes every question look close to the CV")
 * @param args.authorQuery for a question about the author, the question with the name added: its
 *   dense ranking joins the fusion, its similarities never reach the threshold
 * @param args.embedder the configured embedder, or null for keyword-only retrieval; when it fails,
 *   retrieval falls back to keywords and the threshold still applies
 */
export async function retrievePassages(db: Db, args: {
  question: string; locale: Locale; topK: number; nameWords?: ReadonlySet<string>; authorQuery?: string; embedder?: Embedder | null;
  /** The visitor's abort, passed on to the embedder (a closed request stops its embedding call). */
  signal?: AbortSignal;
  /** The question read once (lib/question); read here when absent. */
  value?: QuestionValue;
  /** How the lexical search finds its candidates (default `auto`; the same result every way: `npm run bench:retrieval` times them). */
  bm25Strategy?: Bm25Strategy;
  /**
   * Search the author's own entries only, never an imported collection: set for a question about
   * her (her name or pronoun), which her words answer or nothing does (issue 31: "Welche Schritte
   * gibt es bei ihrer Beratung?" quoted a documentation page's sentence).
   */
  ownEntriesOnly?: boolean;
}): Promise<RetrievalResult> {
  const q = args.value ?? readQuestion(args.question, args.locale);
  const words = q.content;
  const retrievers: RetrievalResult['retrievers'] = ['keyword'];

  // Dense search needs no term statistics: it starts first and overlaps them (issue 26: on the
  // server each is its own connection; on PGlite they queue).
  const densePending = denseSearch(db, args).catch((err: Error) => ({ error: err.message }));
  const terms = await queryTerms(db, words, q.language, new Set(q.anchors.map((a) => a.word)), { nouns: capitalizedWords(q.text) });
  // The words that count for the threshold: not the author's name (design), and not an adverb
  // ({@link QueryTerms.adverb}: UD's ADV modifies what is asked and names nothing a page is about —
  // "How many engineers are *currently* on her team?" asks what "How many engineers are on her
  // team?" asks; a page says "six engineers", never "currently"). A negated question keeps its
  // adverbs (a negation is one: UD Polarity=Neg). They still order the passages (BM25F).
  const counts = (w: string, i: number) => !args.nameWords?.has(w) && (q.predicate.negated || !terms.adverb[i]);
  const thresholdWords = words.filter(counts);
  const thresholdIdx = new Set(words.flatMap((w, i) => (counts(w, i) ? [i] : [])));
  const [lexical, dense] = await Promise.all([
    findChunksByBm25(db, { words: terms.stems, weights: terms.weights, params: BM25F, locale: args.locale, limit: LEXICAL_CANDIDATES, strategy: args.bm25Strategy, postings: queryPostings(terms), ownEntriesOnly: args.ownEntriesOnly }),
    densePending,
  ]);
  const denseError = 'error' in dense ? dense.error : undefined;
  const thresholdIdf = terms.idf.map((x, i) => (thresholdIdx.has(i) ? x : 0));
  const anchorWords = new Set(q.anchors.map((a) => a.word));
  const identifiers = new Set(q.anchors.filter((a) => a.kind === 'code').map((a) => a.word));

  const byId = new Map<number, Passage>();
  const hitsOf = new Map<number, Map<number, number>>();
  /** A passage's coverage, hits and bounded score from the words it holds (index → strength). */
  const bound = (c: PassageCandidate, hit: ReadonlyMap<number, number>, entryEvidence = false) => {
    // The count rules (two distinct hits, more than half the words) ask which words the passage
    // shares in any reading; how surely a translation carries its word is the coverage's part.
    const held = [...hit.keys()].sort((a, b) => a - b);
    // The words whose weight the passage is asked to hold (issue 31, kind 1): a body passage of an
    // entry whose reader-language title and summary hold question words is weighed only on the
    // words that reach its language ({@link readableAcross}) or that the entry holds. The count
    // rules (two distinct hits, more than half of the words) keep every word: a word no dictionary
    // reads is no evidence for the passage, and none that the question is about the page.
    const anchors = held.filter((i) => thresholdIdx.has(i) && terms.anchor[i]);
    // A distinctive word of the question that names the passage's page or section (a term of its
    // title or heading, in the passage's language or as the question wrote it): "What is Parsegar?".
    const fields = new Set(wordsOf(`${c.title} ${c.heading}`).flatMap((w) => [w, ...wordStems(w, isLocale(c.locale) ? c.locale : 'en')]));
    // Held as written (a translation that meets a heading is weaker evidence: "Sterne" → "star").
    const titled = held.filter((i) => thresholdIdx.has(i) && terms.distinctive[i] && !terms.translated[i] && wordStems(words[i]!, terms.locale).some((s) => fields.has(s)));
    // The question names the page by an anchor written as its title writes it (a name no dictionary
    // translates, "Parsegar", "Lumenhaus"): like a page whose reader-language title and summary hold its words,
    // the page is what the question is about, and a word no dictionary carries into the page's
    // language is no evidence against it (issue 31, kind 1).
    // (As written, not by stem: German "backe" is no "Backing".)
    const titleWords = new Set(wordsOf(c.title));
    const namesPage = titled.some((i) => terms.anchor[i] && titleWords.has(words[i]!));
    const read = entryEvidence || namesPage ? readableAcross(terms, c.locale, hit) : words.map(() => true);
    // The passage holds what the question names (two distinct anchors the question writes as
    // names, numbers or code, or one code identifier): a word of another language that no passage
    // holds is no evidence against it. A title word is not enough ("online" in "Ketabnama Online
    // Bookstore" for "… xadrez online?": golden off-topic ot-pt-x01), nor a word the index merely
    // holds as written (without a dictionary every French word the seed holds is one: ot-fr-n01).
    const identifier = anchors.some((i) => identifiers.has(words[i]!));
    const named = anchors.filter((i) => anchorWords.has(words[i]!)).length >= MIN_DISTINCT_HITS || identifier;
    const oov = named ? outOfVocabulary(terms, c.locale, anchorWords) : words.map(() => false);
    const weighed = new Set([...thresholdIdx].filter((i) => read[i] && !oov[i]));
    const bounded = {
      coverage: idfCoverage(thresholdIdf.map((x, i) => (weighed.has(i) ? x : 0)), hit), hits: held.filter((i) => thresholdIdx.has(i)).map((i) => words[i]!), words: thresholdIdx.size,
      // A question that is only a name ("What is Parsegar?", "Parsegar چیست؟") asks about the thing named.
      anchors: anchors.length, titleAnchor: titled.length > 0 || (thresholdIdx.size === 1 && anchors.length === 1), identifier,
    };
    return { coverage: idfCoverage(terms.idf, hit), hits: held.map((i) => words[i]!), score: countsForThreshold(bounded) ? bounded.coverage : 0 };
  };
  const at = (c: PassageCandidate, matched?: number[], strength?: number[]): Passage => {
    let p = byId.get(c.id);
    if (!p) {
      // Which words the passage holds and how surely (a word held only through a translation
      // counts its translation weight); a passage found only by dense search holds none here.
      const hit = new Map((matched ?? []).map((w, k) => [w, strength?.[k] ?? 1]));
      // An Arabic passage met by an Arabic question also holds the words it shares by their light10 stems.
      if (matched?.length && terms.locale === 'ar' && c.locale === 'ar') for (const i of arabicLightHits(words, `${c.title} ${c.content}`)) if (!hit.has(i)) hit.set(i, 1);
      // A compound read through its parts' translations is held only with every part (queryTerms).
      for (const i of [...hit.keys()]) { const parts = terms.phrases?.[i]; if (parts && !holdsPhrase(parts, `${c.title} ${c.heading} ${c.content}`, c.locale)) hit.delete(i); }
      hitsOf.set(c.id, hit);
      p = { ...c, ...bound(c, hit), bm25: 0, cosine: null, rrf: 0 };
      byId.set(c.id, p);
    }
    return p;
  };

  // Lexical ranking: BM25F (name words included: they help order).
  lexical.forEach((c, i) => {
    const p = at(c, c.matched, c.strength);
    p.bm25 = c.bm25;
    p.rrf += 1 / (RRF_K + i + 1);
  });
  readPartialTranslations([...byId.values()], args.locale, hitsOf, bound);

  if (!('error' in dense) && dense.asked.length) {
    retrievers.push('dense');
    dense.asked.forEach((c, i) => {
      const p = at(c);
      // A zero vector has no direction: pgvector answers NaN, which counts as no similarity.
      p.cosine = Number.isFinite(c.cosine) ? Math.min(1, Math.max(0, c.cosine)) : 0;
      p.score = Math.max(p.score, p.cosine);
      p.rrf += 1 / (RRF_K + i + 1);
    });
    dense.withName.forEach((c, i) => { at(c).rrf += 1 / (RRF_K + i + 1); });
  }

  const inLocale = (p: Passage) => (p.locale === args.locale ? 1 : 0);
  const fused = [...byId.values()].filter((p) => p.rrf > 0)
    .sort((a, b) => b.rrf - a.rrf || b.score - a.score || inLocale(b) - inLocale(a) || a.id - b.id);
  const passages = fused.slice(0, args.topK);
  const candidates = fused.slice(0, Math.max(RETRIEVAL_CANDIDATES, args.topK));
  // The passage that supplies the best bounded score is always returned (design).
  const best = fused.reduce<Passage | undefined>((m, p) => (!m || p.score > m.score ? p : m), undefined);
  if (best && !passages.includes(best)) passages[passages.length - 1] = best;
  if (best && !candidates.includes(best)) candidates[candidates.length - 1] = best;
  const bestScore = passages.length ? Math.max(...passages.map((p) => p.score)) : null;
  return { words, thresholdWords, passages, candidates, bestScore, retrievers, ...(denseError ? { denseError } : {}), question: q, terms };
}

/**
 * Which of the question's words a passage can be asked to hold, for the threshold's count and
 * weight (issue 31, kind 1), applied to the body passages of an entry whose reader-language title
 * and summary hold words of the question ({@link readPartialTranslations}: retrieval ranked the
 * entry by them): a passage in the question's own language, every word; an English passage met
 * by a question in another language, the words that reach English — a name, number
 * or Latin-script term, a word the dictionary translates (held or not: a translation the page does
 * not hold is evidence against it), a loanword reading ({@link QueryTerms.readable}) — and the words
 * it holds (through the entry's reader-language title and summary, {@link readPartialTranslations}).
 * A word no dictionary reads is left out of the weight, as cross-language retrieval leaves an
 * out-of-vocabulary word out of the translated query (Ballesteros & Croft 1997, "Phrasal
 * translation and query expansion techniques for cross-language information retrieval", SIGIR):
 * its IDF (that of an unseen term, the largest) is no evidence against the passage. It stays in
 * the count's denominator: the rule is the same-language rule ({@link countsForThreshold}) — two
 * distinct hits and more than half of ALL the question's words, or the anchors; and more than
 * {@link MIN_COVERAGE_FOR_THRESHOLD} of the weight that is left — so a question whose words no
 * dictionary reads (or a database without the dictionary) is not carried by one or two shared
 * words (golden off-topic ot-fr-n01 without the lexicon: every French word unread, the MSc
 * passage's two shared words made its weight 1).
 * @returns per question word, whether its weight counts for this passage
 */
export function readableAcross(terms: Pick<QueryTerms, 'words' | 'locale' | 'readable'>, passageLocale: string, hit: ReadonlyMap<number, number> | ReadonlySet<number>): boolean[] {
  const across = passageLocale === 'en' && terms.locale !== 'en';
  return terms.words.map((_, i) => !across || terms.readable[i] === true || hit.has(i));
}

/**
 * The words of a question in another language than the passage's that are out of the collection's
 * vocabulary: no passage, in any language, holds them as written, through a dictionary
 * translation, a compound part or a loanword reading ({@link QueryTerms.unseen}), and they are not
 * anchors (a name or identifier the site does not hold stays evidence against it: the false-
 * premise rule). Such a word is what cross-language retrieval leaves out of the translated query
 * (Ballesteros & Croft 1997, "Phrasal translation and query expansion techniques for cross-
 * language information retrieval", SIGIR: untranslatable words are dropped), and a term no
 * document holds carries no evidence for or against any of them (its Robertson–Spärck Jones
 * relevance weight is the same for every document: Robertson & Zaragoza 2009, "The Probabilistic
 * Relevance Framework"). Left out of the threshold's weight of a passage that holds what the
 * question names ({@link countsForThreshold}'s anchors or identifier) — a Persian question has no
 * dictionary, and its unseen words ("تایم‌اوت", "پیش‌فرض") took the largest IDF against the
 * English page that names its "DynamicFetcher". The count rules keep every word, and a passage in
 * the question's own language keeps them all: there an unseen word is one the site does not use.
 * @returns per question word, whether it is out of vocabulary for this passage
 */
export function outOfVocabulary(terms: Pick<QueryTerms, 'words' | 'locale' | 'unseen'>, passageLocale: string, anchors: ReadonlySet<string>): boolean[] {
  const across = passageLocale !== terms.locale;
  return terms.words.map((w, i) => across && terms.unseen[i] === true && !anchors.has(w));
}

/**
 * The question words an Arabic text holds by Larkey's light10 stem, read the same way on both
 * sides (Larkey, Ballesteros & Connell 2007, "Light Stemming for Arabic Information Retrieval":
 * light10 is applied to the query and the documents alike). Snowball's Arabic stemmer removes the
 * feminine plural's ات from a bare plural but not after the article ("لغات" → لغا, "اللغات" →
 * اللغ), so a question's bare plural and a page's definite one never met ("بأي لغات" against
 * "متعددة اللغات"); light10 reads both as لغ. Only whole Arabic-script words of the question are
 * read; a hit found so counts as a word held as written (strength 1).
 * @param words the question's content words (normalized)
 * @param text the passage's text (its title and content), normalized here
 * @returns indexes of the question words whose light10 stem a word of the text has
 */
export function arabicLightHits(words: readonly string[], text: string): number[] {
  const arabic = (w: string) => /^\p{Script=Arabic}+$/u.test(w);
  const stems = new Set(wordsOf(text).filter(arabic).map(arabicLight10));
  return words.flatMap((w, i) => (arabic(w) && stems.has(arabicLight10(w)) ? [i] : []));
}

/**
 * The words a text writes with a capital first letter, past its first word (normalized as the
 * question's words are): in German, its nouns (Duden, Amtliche Regelung § 55 — every noun is
 * capitalized); the first word is capitalized whatever it is.
 */
export function capitalizedWords(text: string): ReadonlySet<string> {
  const raw = text.match(/[\p{L}\p{M}]+/gu) ?? [];
  return new Set(raw.slice(1).filter((w) => /^\p{Lu}/u.test(w)).flatMap((w) => wordsOf(w)));
}

/**
 * Whether a text holds a compound read as the phrase of its parts (Ballesteros & Croft 1997,
 * "Phrasal translation and query expansion techniques for cross-language information retrieval",
 * SIGIR: a compound translated word by word is matched as a phrase, not as any one of its words):
 * a reading of every part among the text's word stems (its language's stemmer and English's).
 * @param parts per part, its readings (stems in the question's language and English translations)
 * @param text the passage's title, heading and content
 * @param locale the passage's language (its stemmer); an unknown one reads as English
 */
export function holdsPhrase(parts: readonly (readonly string[])[], text: string, locale: string): boolean {
  const lang: Locale = isLocale(locale) ? locale : 'en';
  const stems = new Set(wordsOf(text).flatMap((w) => [w, ...wordStems(w, lang)]));
  return parts.every((readings) => readings.some((r) => stems.has(r)));
}

/**
 * A page translated only in part (issue 21, kind 5): its title and summary in the reader's
 * language, its body in another (the site shows the body in English beside them, lib/db
 * `readerLanguage`). The page is one document: its body passages hold what its reader-language
 * title and summary hold (BM25F's view of a title as a field of every passage of its page), so a
 * German question that names the entry in German and the value in the body's words finds the body
 * passage that answers it. Updates the body passages' coverage, hits and bounded score in place.
 */
function readPartialTranslations(passages: Passage[], reader: Locale, hitsOf: Map<number, Map<number, number>>,
  bound: (c: PassageCandidate, hit: ReadonlyMap<number, number>, entryEvidence?: boolean) => Pick<Passage, 'coverage' | 'hits' | 'score'>): void {
  const byEntry = new Map<number, Passage[]>();
  for (const p of passages) byEntry.set(p.entryId, [...(byEntry.get(p.entryId) ?? []), p]);
  for (const list of byEntry.values()) {
    const own = list.filter((p) => p.locale === reader);
    const body = list.filter((p) => p.locale !== reader);
    if (own.length === 0 || body.length === 0) continue;
    const shared = new Map<number, number>();
    for (const p of own) for (const [w, x] of hitsOf.get(p.id) ?? []) shared.set(w, Math.max(shared.get(w) ?? 0, x));
    for (const p of body) {
      const hit = new Map(hitsOf.get(p.id) ?? []);
      for (const [w, x] of shared) hit.set(w, Math.max(hit.get(w) ?? 0, x));
      hitsOf.set(p.id, hit);
      Object.assign(p, bound(p, hit, shared.size > 0));
    }
  }
}

/** Postings of a query's distinct stems, all languages (Σ df): `findChunksByBm25`'s `auto` reads it. */
export function queryPostings(terms: Pick<QueryTerms, 'stems' | 'stats'>): number {
  let n = 0;
  for (const s of new Set(terms.stems.flat())) n += terms.stats.df.get(s) ?? 0;
  return n;
}

async function denseSearch(db: Db, args: { question: string; locale: Locale; authorQuery?: string; embedder?: Embedder | null; signal?: AbortSignal; ownEntriesOnly?: boolean }): Promise<{
  asked: (PassageCandidate & { cosine: number })[]; withName: (PassageCandidate & { cosine: number })[];
}> {
  if (!args.embedder) return { asked: [], withName: [] };
  const texts = args.authorQuery ? [args.question, args.authorQuery] : [args.question];
  const vectors = await args.embedder.embed(texts, { signal: args.signal });
  const search = (v: number[]) => findChunksByEmbedding(db, { vector: v, model: args.embedder!.id, locale: args.locale, limit: DENSE_CANDIDATES, ownEntriesOnly: args.ownEntriesOnly });
  const [asked, withName] = await Promise.all([search(vectors[0]!), vectors[1] ? search(vectors[1]) : Promise.resolve([])]);
  return { asked, withName };
}

/** The threshold decision: true when the best bounded score reaches the threshold. */
export function passesThreshold(bestScore: number | null, threshold: number): boolean {
  return bestScore !== null && bestScore >= threshold;
}
