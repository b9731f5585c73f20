/**
 * Cross-language query translation (lib/retrieval/lexicon.ts) on a real database — PGlite, or the
 * PostgreSQL server with TEST_DATABASE_URL: the dictd parser on files written in FreeDict's format,
 * the stem lexicon, loading (whole or not at all, once), and retrieval of an English passage for a
 * German question through it, with translated words weighted for the threshold
 * (probabilistic structured queries). When Debian's FreeDict German–English dictionary is
 * installed (`scripts/setup-system.sh`), it is read too.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveEntry, type EntryInput } from '@/lib/content';
import type { DbHandle } from '@/lib/db';
import { ensureLexicons, idfCoverage, namesInQuestion, retrievePassages, translationWeight } from '@/lib/retrieval';
import { buildLexicon, parseDictd } from '@/lib/retrieval/lexicon';
import { stemmerFor } from '@/lib/text';
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
      { headword: 'anhalten', translations: ['pause', 'halt'] },
      { headword: 'später', translations: ['later'] },
      { headword: 'Tour', translations: ['tour', 'trip', 'turn', 'round'] },
      { headword: 'weitermachen', translations: ['resume'] },
    ]);
    const spanish = parseDictd(await readFile(path.join(dir, 'freedict-spa-eng.index'), 'utf8'), await readFile(path.join(dir, 'freedict-spa-eng.dict.dz')));
    expect(spanish).toContainEqual({ headword: 'mujer', translations: ['wife', 'woman'] });
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

describe(`loading and query translation (${DB_TARGET})`, () => {
  it('loads each dictionary found once, whole; reports the missing ones; a second call reads one row per language', async () => {
    const first = await ensureLexicons(h.db, dir);
    expect(first.filter((l) => l.status === 'loaded').map((l) => l.locale).sort()).toEqual(['de', 'es', 'hi']);
    expect(first.find((l) => l.locale === 'fr')?.status).toBe('missing');
    const second = await ensureLexicons(h.db, dir);
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
    await ensureLexicons(h.db, dir);
  });

  it('a word held only through one of n translations counts 1/n of its weight (generated)', () => {
    fc.assert(fc.property(fc.array(fc.double({ min: 0.01, max: 10, noNaN: true }), { minLength: 2, maxLength: 6 }), fc.integer({ min: 1, max: 8 }), (idf, n) => {
      const full = idfCoverage(idf, new Set([0]));
      const weak = idfCoverage(idf, new Map([[0, translationWeight(n)]]));
      expect(weak).toBeCloseTo(full / n, 10);
    }));
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
