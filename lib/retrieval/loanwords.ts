/**
 * Loanwords written in another script (issue 21, kind 3): a Persian, Arabic, Hindi or Russian
 * visitor writes the English terms of a documentation page in their own letters — توکن (token),
 * کوئری (query), کوبرنتیز (Kubernetes), रिव्यू (review), кубернетес — and the page says them in Latin
 * letters. The word is transliterated to Latin (any-ascii, the Unicode → ASCII transliteration
 * tables of `any-ascii` 0.3) and matched against the index's Latin vocabulary by sound: the Double
 * Metaphone code (Philips 2000, "The double metaphone search algorithm") of both sides, computed
 * by PostgreSQL's fuzzystrmatch `dmetaphone` (migration 0017; an expression index finds a code's
 * terms), so one implementation codes both.
 *
 * Only words the index does not hold as written and no dictionary translates are read this way:
 * a native word that happens to sound like an English one ("کار", work ~ "car") is known to a
 * Persian index or dictionary first. A code of two sounds matches many short English words, so it
 * counts only when the word writes two or more vowel letters (کوئری, رिव्यू — a loan keeps its
 * vowels; a native Persian or Arabic word seldom writes its short ones).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { isContentWord, stemmerFor, type Locale } from '@/lib/text';
import { latinSpelling } from '@/lib/text/transliterate';

/** A PostgreSQL text[] literal of words. */
const arr = (xs: readonly string[]) => `{${xs.map((s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
/** The rows of a `db.execute` result (PGlite and node-postgres shape them alike but for the wrapper). */
const rowsOf = <T>(rows: unknown) => (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as T[];

/** Scripts whose loanwords are read by sound: Arabic (fa, ar), Devanagari (hi), Cyrillic (ru). */
const TRANSLITERATED = /^[\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Cyrillic}\p{M}\u200C]+$/u;
const LOANWORD_LANGUAGES: ReadonlySet<Locale> = new Set(['fa', 'ar', 'hi', 'ru']);

/** Sounds a code may lose at its end: an index term is a stem ("kubernet") of the word the visitor writes ("Kubernetes"). */
const STEM_LOSS = 1;
/** Codes at least this long may match a stem that lost its last sound (shorter ones must match whole). */
const MIN_STEMMED_CODE = 5;

/**
 * English spelling read as it sounds, for comparing with a transliteration: the letters English
 * writes for one sound another way (x = ks, q = k, c = k or s, ph = f, ck = k, ch and sh one sound)
 * and y as the vowel i.
 */
function soundSpelling(latin: string): string {
  return latin.replace(/x/g, 'ks').replace(/[cs]h/g, 'x').replace(/ph/g, 'f').replace(/ck/g, 'k').replace(/q/g, 'k').replace(/c(?=[eiy])/g, 's').replace(/c/g, 'k').replace(/y/g, 'i');
}

/** Levenshtein distance (insert, delete, substitute: 1 each). */
function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}

/**
 * Whether a transliteration and an index term (a stem: it may end earlier than the word) are
 * spelled alike, beyond their shared code: their consonants agree in order (the stem may lack the
 * word's last one); Cyrillic and Devanagari write every vowel, so there the whole spelling must also
 * be within half the term's letters of it ("povaru" is not "befor", though both code PFR). Arabic
 * script writes only long vowels: its consonants are the evidence.
 */
function spelledAlike(latin: string, term: string, arabicScript: boolean): boolean {
  const t = soundSpelling(term);
  const w = soundSpelling(latin.replace(/y/g, 'i'));
  const skeleton = (x: string) => x.replace(/[aeiouwhy]/g, '').replace(/(.)\1+/g, '$1');
  const a = skeleton(w);
  const b = skeleton(t);
  if (!(a.startsWith(b) || b.startsWith(a)) || Math.abs(a.length - b.length) > 1) return false;
  return arabicScript || editDistance(w.slice(0, t.length + 1), t) <= Math.ceil(t.length / 2);
}


/**
 * Index terms in Latin letters that may be the loanword a non-Latin word writes.
 * @param words normalized question words of a Persian, Arabic, Hindi or Russian question (others are ignored)
 * @returns word → candidate Latin index terms (stems), best first (longest code match, then document
 *   frequency); words without a candidate are absent
 */
export async function loanwordCandidates(db: Db, words: readonly string[], language: Locale): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!LOANWORD_LANGUAGES.has(language)) return out;
  // Each word is coded as written and as its English stem: the index holds Porter stems ("thesi",
  // "consult"), and a loan keeps the English word's ending ("thisis", "kansalting"), which the
  // English stemmer takes off as it took it off the page's word.
  const english = stemmerFor('en');
  const asked = [...new Set(words)].filter((w) => TRANSLITERATED.test(w))
    .flatMap((w) => { const latin = latinSpelling(w); return [...new Set([latin, english(latin)])].map((form) => ({ w, latin: form })); })
    .filter((x) => x.latin.length >= 2);
  if (asked.length === 0) return out;
  const rows = await db.execute(sql`
    with w as (select w, latin from unnest(${arr(asked.map((x) => x.w))}::text[], ${arr(asked.map((x) => x.latin))}::text[]) as w(w, latin)),
    q as (select w, dmetaphone(latin) as k from w union select w, dmetaphone_alt(latin) from w),
    keys as (select q.w, left(q.k, n) as key, n, length(q.k) as klen from q, generate_series(greatest(2, length(q.k) - ${sql.raw(String(STEM_LOSS))}), length(q.k)) as n where length(q.k) >= 2),
    found as (
      select keys.w, keys.n, keys.klen, t.term, t.df from keys join term_stats t on dmetaphone(t.term) = keys.key and t.term ~ '^[a-z]'
      union all
      select keys.w, keys.n, keys.klen, t.term, t.df from keys join term_stats t on dmetaphone_alt(t.term) = keys.key and t.term ~ '^[a-z]'
      union all
      select keys.w, keys.n, keys.klen, t.term, t.df from keys join term_stats t on dmetaphone(t.term || 'e') = keys.key and t.term ~ '^[a-z]'
    )
    select t.w, t.term, t.n::int as n, t.klen::int as klen, sum(t.df)::int as df
    from found t
    where t.df > 0 and t.term in (select term from term_stats where locale = 'en' and term ~ '^[a-z]+$')
    group by t.w, t.term, t.n, t.klen
    order by t.w, t.n desc, sum(t.df) desc, t.term`);
  const list = rowsOf<{ w: string; term: string; n: number; klen: number; df: number }>(rows);
  const vowels = new Map(asked.map((x) => [x.w, (latinSpelling(x.w).match(/[aeiouyw]/g) ?? []).length]));
  const spellings = new Map<string, string[]>();
  for (const x of asked) spellings.set(x.w, [...(spellings.get(x.w) ?? []), x.latin]);
  for (const r of list) {
    const n = Number(r.n);
    const whole = Number(r.klen);
    // The whole code, or (a long word) all but its last sound: an index term is a stem of the word
    // ("kubernet" for "Kubernetes"); a shorter code is a prefix that unrelated words share.
    if (n < whole && !(whole >= MIN_STEMMED_CODE && n === whole - STEM_LOSS)) continue;
    // A two-sound code, in Arabic script, only for a word that writes its vowels (see the module comment).
    if (n < 3 && /\p{Script=Arabic}/u.test(r.w) && (vowels.get(r.w) ?? 0) < 2) continue;
    // A function word is never the loan ("thisis" codes like "this"): only content words are borrowed.
    if (!isContentWord(r.term)) continue;
    if (!spellings.get(r.w)!.some((form) => spelledAlike(form, r.term, /\p{Script=Arabic}/u.test(r.w)))) continue;
    const terms = out.get(r.w) ?? [];
    if (!terms.includes(r.term)) terms.push(r.term);
    out.set(r.w, terms);
  }
  return out;
}

/** Languages whose words not in their dictionary are read as cognates of English index terms ({@link cognateCandidates}). */
const COGNATE_LANGUAGES: ReadonlySet<Locale> = new Set(['de', 'fr', 'es', 'pt', 'ru', 'hi']);
/**
 * Cognate threshold on the longest common subsequence ratio, LCS(a, b) / max(|a|, |b|): Melamed's
 * (1999, "Bitext maps and alignment via pattern recognition", Computational Linguistics 25(1))
 * cutoff for orthographic cognates.
 */
export const COGNATE_LCSR = 0.58;
/**
 * Letters a cognate pair must begin with alike: Simard, Foster & Isabelle's (1992, "Using cognates
 * to align sentences in bilingual corpora", TMI) criterion, four letters. Without it, words that
 * merely share "con-" pass the LCSR ("consiguió" ~ configure).
 */
export const COGNATE_PREFIX = 4;
/** Shortest stem read as a cognate: shorter ones share their letters with too many English words. */
const MIN_COGNATE_LETTERS = 5;
/** Candidates kept per word, most alike first: each is weighed 1/n like a dictionary translation. */
const MAX_COGNATES = 3;

/** Length of the longest common subsequence of two strings. */
export function lcsLength(a: string, b: string): number {
  let prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const cur = [0];
    for (let j = 1; j <= b.length; j++) cur[j] = a[i - 1] === b[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, cur[j - 1]!);
    prev = cur;
  }
  return prev[b.length]!;
}

/** The form a word is compared in: its stem in its own language, diacritics folded, Cyrillic and Devanagari in Latin letters. */
export function cognateForm(word: string, language: Locale): string {
  const stem = stemmerFor(language)(word);
  const latin = /[\p{Script=Cyrillic}\p{Script=Devanagari}]/u.test(stem) ? latinSpelling(stem) : stem.normalize('NFD').replace(/\p{M}/gu, '');
  return latin.replace(/ß/g, 'ss').toLowerCase();
}

/**
 * English index terms that may be the cognate of a word no dictionary translates — fuzzy
 * translation of cross-lingual spelling variants (Pirkola, Toivonen, Keskustalo, Visala & Järvelin
 * 2003, "Fuzzy translation of cross-lingual spelling variants", SIGIR): technical terms and
 * Latinate words are spelled alike across languages ("clasificador" / classifier, "léxico" /
 * lexicon, "латентность" / latency) and are exactly what general dictionaries lack. The word's
 * stem (diacritics folded; Cyrillic and Devanagari in Latin letters) and an English term (a Porter
 * stem of the index) are cognates when they start with the same {@link COGNATE_PREFIX} letters
 * (Simard et al. 1992) and their LCSR is at least {@link COGNATE_LCSR} (Melamed 1999); a word English
 * pages write as it is has no other reading. PostgreSQL's fuzzystrmatch `levenshtein` narrows the
 * vocabulary first (an LCSR ≥ 0.58 pair is within that many edits). Function words are never
 * candidates.
 * @param words normalized question words that no dictionary translates (others: ask {@link loanwordCandidates} or the lexicon)
 * @returns word → up to {@link MAX_COGNATES} English index terms, most alike first (then by document frequency)
 */
export async function cognateCandidates(db: Db, words: readonly string[], language: Locale): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!COGNATE_LANGUAGES.has(language)) return out;
  const english = stemmerFor('en');
  const asked = [...new Set(words)].map((w) => ({ w, form: cognateForm(w, language), as: english(cognateForm(w, 'en')) })).filter((x) => /^[a-z]+$/.test(x.form) && x.form.length >= MIN_COGNATE_LETTERS);
  if (asked.length === 0) return out;
  const rows = await db.execute(sql`
    with f as (select distinct form from unnest(${arr(asked.map((x) => x.form))}::text[]) as f(form))
    select f.form, t.term, t.df::int as df from f join term_stats t
      on t.locale = 'en' and left(t.term, ${sql.raw(String(COGNATE_PREFIX))}) = left(f.form, ${sql.raw(String(COGNATE_PREFIX))}) and t.term ~ '^[a-z]+$' and t.df > 0
      and length(t.term) >= ${sql.raw(String(MIN_COGNATE_LETTERS - 1))}
      and levenshtein(t.term, f.form) <= ceil(${sql.raw(String(1 - COGNATE_LCSR))} * 2 * greatest(length(t.term), length(f.form)))`);
  const list = rowsOf<{ form: string; term: string; df: number }>(rows);
  for (const { w, form, as } of asked) {
    // A word English pages write as it is (a loan: "Middleware", "Scrapling") is read as written, not as its look-alikes.
    if (list.some((r) => r.form === form && (r.term === form || r.term === as))) continue;
    const found = list.filter((r) => r.form === form && isContentWord(r.term))
      .map((r) => ({ term: r.term, df: Number(r.df), lcsr: lcsLength(form, r.term) / Math.max(form.length, r.term.length) }))
      .filter((r) => r.lcsr >= COGNATE_LCSR)
      .sort((a, b) => b.lcsr - a.lcsr || b.df - a.df || (a.term < b.term ? -1 : 1))
      .slice(0, MAX_COGNATES).map((r) => r.term);
    if (found.length) out.set(w, found);
  }
  return out;
}
