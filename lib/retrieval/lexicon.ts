/**
 * Cross-language query translation for the lexical path: a question in one site language finds
 * English passages through a bilingual dictionary (dictionary-based query translation with
 * Pirkola's structured queries: every translation of a question word joins that word's stems as
 * a synonym, so the word counts once and a passage holding any translation holds the word —
 * Pirkola 1998, "The effects of query structure and dictionary setups in dictionary-based
 * cross-language information retrieval", SIGIR). Without it a German question about an
 * English-only page shares only the loan words ("Crawl anhalten und später weitermachen" vs
 * "pause and resume a crawl") and is refused.
 *
 * The dictionaries are FreeDict's (https://freedict.org/, GPL/AGPL), read from Debian's
 * `dict-freedict-*` packages in dictd format (`scripts/setup-system.sh` installs them; never
 * vendored): German, French, Spanish, Portuguese and Arabic → English directly; Russian and
 * Hindi inverted from English → Russian/Hindi. Persian and Chinese have no FreeDict dictionary
 * to English in Debian: no translation. They are loaded into the `lexicon` table once per
 * database (shared by every instance, like the index) as stems: the source language's stem of
 * the headword → the English stems of its single-word translations.
 */
import { access, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { env } from '@/lib/env';
import { lexicon, lexicons } from '@/lib/db/schema';
import { isContentWord, normalizeForMatching, stemmerFor, type Locale } from '@/lib/text';

/**
 * The FreeDict dictionaries used, per site language: the dictd file stem and whether it is read
 * the other way round (English → the language, inverted).
 */
export const DICTIONARIES: Partial<Record<Locale, { file: string; inverted: boolean }>> = {
  de: { file: 'freedict-deu-eng', inverted: false },
  fr: { file: 'freedict-fra-eng', inverted: false },
  es: { file: 'freedict-spa-eng', inverted: false },
  pt: { file: 'freedict-por-eng', inverted: false },
  ar: { file: 'freedict-ara-eng', inverted: false },
  ru: { file: 'freedict-eng-rus', inverted: true },
  hi: { file: 'freedict-eng-hin', inverted: true },
};

/**
 * Translations kept per source stem, in dictionary order (the first senses first). A headword
 * with many senses ("anhalten": stop, arrest, persistence, linger, last, halt …) brings common
 * English words whose document frequency lowers the word's IDF: more translations add noise faster
 * than they add recall.
 */
export const MAX_TRANSLATIONS = 8;

/** One dictionary entry: a headword and its translations as written (phrases included). */
export interface DictEntry { headword: string; translations: string[] }

// dictd's index encodes offsets and lengths in base64 digits (dictd(8), "index file format").
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function b64Number(s: string): number {
  let n = 0;
  for (const ch of s) n = n * 64 + B64.indexOf(ch);
  return n;
}

/**
 * Parses a FreeDict dictd dictionary (the `.index` text and the `.dict.dz` body, which is gzip with
 * dictzip's random-access header, so plain gunzip reads it). An entry is its headword line
 * (`headword /ipa/ <pos>`), then translation lines — `a, b <pos>` or numbered senses `1. a, b` —
 * then indented notes, examples and synonym lists, which are skipped.
 * @returns entries in index order, duplicates (several headwords pointing at one body) once
 */
export function parseDictd(index: string, dictGz: Buffer): DictEntry[] {
  const body = gunzipSync(dictGz);
  const out: DictEntry[] = [];
  const seen = new Set<string>();
  for (const line of index.split('\n')) {
    const [head, off, len] = line.split('\t');
    if (!head || !off || !len || head.startsWith('00database') || head.startsWith('00-database')) continue;
    // A phrase headword ("aber dalli") is never a question word: its body is not read.
    if (/\s/u.test(head.trim())) continue;
    const key = `${off}:${len}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const start = b64Number(off);
    const lines = body.subarray(start, start + b64Number(len)).toString('utf8').split('\n');
    const headword = (lines[0] ?? '').replace(/\s*\/[^/]*\/.*$/u, '').replace(/\s*<[^>]*>.*$/u, '').trim();
    const translations: string[] = [];
    for (const l of lines.slice(1)) {
      // Notes, examples, synonym and "see" lists are indented by three or more spaces.
      if (/^\s{3,}|^\s*see:|^\s*Synonyms?:/u.test(l) || !l.trim()) { if (translations.length) break; continue; }
      const text = l.replace(/^\s*\d+\.\s*/u, '').replace(/\[[^\]]*\]|<[^>]*>|\([^)]*\)|\{[^}]*\}|\/[^/]*\//gu, ' ');
      for (const t of text.split(/[,;]/u)) {
        const clean = t.replace(/\b(?:sth|sb|etw|jdn|jdm|jds)\.(?=\s|$)/gu, ' ').replace(/~/gu, ' ').replace(/\s+/gu, ' ').trim();
        if (clean) translations.push(clean);
      }
    }
    if (headword && translations.length) out.push({ headword, translations });
  }
  return out;
}

/**
 * Builds the stem lexicon of one language from dictionary entries: the language's stem of each
 * single-word headword (stop words and words under three letters left out, as in questions) → the
 * English stems of its single-word translations ("to pause" counts as "pause"), at most
 * {@link MAX_TRANSLATIONS}, a source stem that is also one of its translations dropped (a loan word
 * already matches). Inverted dictionaries (English → the language) are read the other way round.
 * @returns source stem → English stems, in first-seen order
 */
export function buildLexicon(locale: Locale, entries: readonly DictEntry[], inverted: boolean): Map<string, string[]> {
  const srcStem = stemmerFor(locale);
  const enStem = stemmerFor('en');
  // A translation counts when it is one word ("to pause" is "pause"); a phrase ("pull up", "find
  // out") means something its head word alone does not. Memoized: forms repeat across entries.
  const memo = new Map<string, string | null>();
  const single = (text: string, loc: Locale): string | null => {
    const key = `${loc}\u0000${text}`;
    let r = memo.get(key);
    if (r === undefined) {
      const t = normalizeForMatching(loc === 'en' ? text.replace(/^to\s+/iu, '') : text);
      r = /^[\p{L}\p{M}]+$/u.test(t) && isContentWord(t) ? t : null;
      memo.set(key, r);
    }
    return r;
  };
  // Votes per source stem: how many of the stem's entries list a translation. The headwords that
  // share a stem are the word's forms and derivations ("Seite", "Seiten"; "schnell", "schnellste"):
  // a translation most of them give is the word's central sense ("page", "fast"), one that a single
  // superlative or rare sense gives is not. Ties keep dictionary order.
  const votes = new Map<string, Map<string, number>>();
  const add = (source: string, english: string) => {
    const s = srcStem(source);
    const e = enStem(english);
    if (s === e || !/^\p{L}[\p{L}\p{M}'-]*$/u.test(e)) return;
    let m = votes.get(s);
    if (!m) votes.set(s, (m = new Map()));
    m.set(e, (m.get(e) ?? 0) + 1);
  };
  for (const { headword, translations } of entries) {
    if (inverted) {
      const en = single(headword, 'en');
      if (!en) continue;
      for (const t of translations) { const w = single(t, locale); if (w) add(w, en); }
    } else {
      const w = single(headword, locale);
      if (!w) continue;
      for (const t of new Set(translations)) { const en = single(t, 'en'); if (en) add(w, en); }
    }
  }
  const out = new Map<string, string[]>();
  for (const [s, m] of votes) {
    out.set(s, [...m].sort((a, b) => b[1] - a[1]).slice(0, MAX_TRANSLATIONS).map(([e]) => e));
  }
  return out;
}

/** What {@link ensureLexicons} did per language. */
export interface LexiconLoad { locale: Locale; dictionary: string; status: 'loaded' | 'present' | 'missing'; terms?: number; ms?: number }

/**
 * Loads every FreeDict dictionary found in `dir` that the database does not hold yet (one
 * transaction per language: a language is loaded whole or not at all; a concurrent loader's rows
 * are kept). Safe to call on every start: a loaded language costs one query.
 * @param dir folder of the dictd files (env `LEXICON_DIR`, default Debian's `/usr/share/dictd`)
 * @returns per language: loaded (with its stem count and time in ms), already present, or missing
 */
export async function ensureLexicons(db: Db, dir: string): Promise<LexiconLoad[]> {
  const have = new Map((await db.select().from(lexicons)).map((r) => [r.locale, r.dictionary]));
  const out: LexiconLoad[] = [];
  for (const [locale, d] of Object.entries(DICTIONARIES) as [Locale, { file: string; inverted: boolean }][]) {
    if (have.get(locale) === d.file) { out.push({ locale, dictionary: d.file, status: 'present' }); continue; }
    const files = { index: path.join(dir, `${d.file}.index`), dict: path.join(dir, `${d.file}.dict.dz`) };
    if (!(await exists(files.index)) || !(await exists(files.dict))) {
      out.push({ locale, dictionary: d.file, status: 'missing' });
      continue;
    }
    const t0 = performance.now();
    const rows = await lexiconRows(locale, d, files);
    await db.transaction(async (tx) => {
      await tx.delete(lexicon).where(eq(lexicon.locale, locale));
      // One JSON parameter per batch: a bound parameter per value would pass PostgreSQL's limits.
      for (let i = 0; i < rows.length; i += 5000) {
        await tx.execute(sql`insert into lexicon (locale, term, translations)
          select ${locale}, e->>0, array(select jsonb_array_elements_text(e->1)) from jsonb_array_elements(${JSON.stringify(rows.slice(i, i + 5000))}::jsonb) as e
          on conflict do nothing`);
      }
      await tx.insert(lexicons).values({ locale, dictionary: d.file, terms: rows.length })
        .onConflictDoUpdate({ target: lexicons.locale, set: { dictionary: d.file, terms: rows.length, loadedAt: new Date() } });
    });
    out.push({ locale, dictionary: d.file, status: 'loaded', terms: rows.length, ms: Math.round(performance.now() - t0) });
  }
  return out;
}

const warnedMissing = new Set<string>();
const exists = (file: string) => access(file).then(() => true, () => false);

/**
 * {@link ensureLexicons} from the configured folder (env `LEXICON_DIR`; `off` loads none). Called on
 * a database's first use (lib/content `seedIfEmpty`), by `import` and by the golden and study runs.
 */
export async function ensureConfiguredLexicons(db: Db): Promise<LexiconLoad[]> {
  const dir = env().LEXICON_DIR;
  if (dir === 'off') return [];
  // A misspelt folder would silently turn every translation off: say so once per process.
  if (!(await exists(dir)) && !warnedMissing.has(dir)) {
    warnedMissing.add(dir);
    console.warn(`lexicon: LEXICON_DIR ${dir} does not exist — questions are not translated (install Debian's dict-freedict-* packages, scripts/setup-system.sh, or set LEXICON_DIR=off)`);
  }
  return ensureLexicons(db, dir);
}

/**
 * Bumped when {@link parseDictd} or {@link buildLexicon} change what they produce: cached builds of
 * another version are not read.
 */
export const LEXICON_VERSION = 1;

/**
 * A language's lexicon rows, built from the dictd files or read from the build cache: parsing and
 * stemming FreeDict's German dictionary takes ~15–20 s on this machine, reading its build ~0.3 s. The
 * cache is derived data in the OS temp folder keyed by the dictionary's size and time, the
 * stemmer's output and {@link LEXICON_VERSION}; a cache that cannot be written is not an error.
 */
async function lexiconRows(locale: Locale, d: { file: string; inverted: boolean }, files: { index: string; dict: string }): Promise<[string, string[]][]> {
  const [si, sd] = await Promise.all([stat(files.index), stat(files.dict)]);
  const key = `${d.file}-v${LEXICON_VERSION}-${si.size}-${sd.size}-${Math.round(sd.mtimeMs)}.json`;
  const cacheFile = path.join(tmpdir(), 'portfolio-lexicon', key);
  const cached = await readFile(cacheFile, 'utf8').then((t) => JSON.parse(t) as [string, string[]][], () => null);
  if (cached) return cached;
  const rows = [...buildLexicon(locale, parseDictd(await readFile(files.index, 'utf8'), await readFile(files.dict)), d.inverted)];
  try {
    await mkdir(path.dirname(cacheFile), { recursive: true });
    const tmp = `${cacheFile}.${process.pid}.tmp`;
    await writeFile(tmp, JSON.stringify(rows));
    await rename(tmp, cacheFile);
  } catch { /* a read-only file system: build again next time */ }
  return rows;
}

/**
 * Languages whose spelling capitalizes only names and the first word of a sentence (German
 * capitalizes every noun; Persian, Arabic, Hindi and Chinese have no case).
 */
const CASE_MARKS_NAMES: ReadonlySet<Locale> = new Set(['en', 'fr', 'es', 'pt', 'ru']);
const wordSegmenter = new Intl.Segmenter('und', { granularity: 'word' });

/**
 * The question's words that are names: written with a capital letter after another word of the
 * same sentence, in a language whose spelling capitalizes only names there ("Qui a gagné le Tour de
 * France ?"). A name is matched as written and never translated: a dictionary reads "Tour" as
 * file/line/rank/row/turn and "France" (stem "franc") as frank/candid — proper names are the
 * classic failure of dictionary-based query translation (Ballesteros & Croft 1997, "Phrasal
 * translation and query expansion techniques for cross-language information retrieval").
 * @returns the names as {@link normalizeForMatching} spells them; empty for other languages
 */
export function namesInQuestion(question: string, locale: Locale): Set<string> {
  const out = new Set<string>();
  if (!CASE_MARKS_NAMES.has(locale)) return out;
  let afterWord = false;
  for (const seg of wordSegmenter.segment(question)) {
    if (!seg.isWordLike) {
      if (/[.!?¿¡。！？…:;]/u.test(seg.segment)) afterWord = false;
      continue;
    }
    if (afterWord && /^\p{Lu}/u.test(seg.segment)) out.add(normalizeForMatching(seg.segment));
    afterWord = true;
  }
  return out;
}

/**
 * English stems for source-language stems, from the `lexicon` table.
 * @returns stem → English stems, only for stems the lexicon knows; empty for English or a
 *   language without a dictionary
 */
export async function translateStems(db: Db, locale: Locale, stems: readonly string[]): Promise<Map<string, string[]>> {
  if (locale === 'en' || !DICTIONARIES[locale] || stems.length === 0) return new Map();
  const rows = await db.select({ term: lexicon.term, translations: lexicon.translations }).from(lexicon)
    .where(and(eq(lexicon.locale, locale), inArray(lexicon.term, [...new Set(stems)])));
  return new Map(rows.map((r) => [r.term, r.translations]));
}
