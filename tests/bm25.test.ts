/**
 * BM25F first stage (issue 11) on a real database — PGlite, or the PostgreSQL server with
 * TEST_DATABASE_URL: the term statistics the triggers keep match a recount from the chunks after
 * import, admin save, translation delete and entry delete; ranking properties (fast-check); the
 * IDF-weighted coverage's bounds; the lexical reranker.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteEntryById, deleteTranslation, saveEntry, type EntryInput } from '@/lib/content';
import { findChunksByBm25, type DbHandle } from '@/lib/db';
import { BACKOFF_MIN_LETTERS, BACKOFF_MIN_SHARE, backoffPrefixes, BM25F, bm25Idf, idfCoverage, lexicalReranker, proximityBonus, rerankCandidates, retrievePassages, segmentByDictionary, splitCompound, type Passage } from '@/lib/retrieval';
import { DB_TARGET, freshDatabase } from './support';

let h: DbHandle;
beforeAll(async () => { h = await freshDatabase(); });
afterAll(async () => { await h?.close(); });

const rows = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, unknown>[];

/** The statistics as the triggers keep them and as a recount from the chunks gives them. */
async function statsAgree(): Promise<void> {
  const kept = rows(await h.db.execute(sql`select locale, term, df from term_stats order by locale, term`));
  const recount = rows(await h.db.execute(sql`
    select locale, term, count(*)::int as df from (
      select distinct c.id, c.locale, u.term from chunks c, unnest(c.title_stems || c.heading_stems || c.body_stems) as u(term)
    ) s group by locale, term order by locale, term`));
  expect(kept.map((r) => `${r.locale} ${r.term} ${Number(r.df)}`)).toEqual(recount.map((r) => `${r.locale} ${r.term} ${Number(r.df)}`));
  const keptIndex = rows(await h.db.execute(sql`select locale, chunks, title_words, heading_words, body_words from index_stats order by locale`));
  const recountIndex = rows(await h.db.execute(sql`
    select locale, count(*)::int as chunks, sum(cardinality(title_stems)) as title_words, sum(cardinality(heading_stems)) as heading_words,
      sum(cardinality(body_stems)) as body_words from chunks group by locale order by locale`));
  const line = (r: Record<string, unknown>) => [r.locale, r.chunks, r.title_words, r.heading_words, r.body_words].map((x) => String(Number.isNaN(Number(x)) ? x : Number(x))).join(' ');
  expect(keptIndex.map(line)).toEqual(recountIndex.map(line));
}

const entry = (slug: string, translations: EntryInput['translations']): EntryInput => ({
  slug, kind: 'article', startDate: null, startPrecision: null, endDate: null, endPrecision: null, isCurrent: false,
  published: true, sortOrder: 0, origin: 'test', translations,
});

describe(`BM25F term statistics (${DB_TARGET})`, () => {
  it('stay equal to a recount after import, admin save, translation delete and entry delete', async () => {
    const a = await saveEntry(h.db, entry('bm25-stats-a', {
      en: { title: 'Proxy rotation', summary: '', body: '## Rotating proxies\n\nThe spider rotates proxies with `disable_resources` off.\n\n## Blocks\n\nBlocked requests are retried three times.' },
      de: { title: 'Proxy-Rotation', summary: '', body: '## Proxys wechseln\n\nDer Spider wechselt Proxys automatisch.' },
    }), { embedder: null });
    await saveEntry(h.db, entry('bm25-stats-b', { en: { title: 'Sessions', summary: '', body: 'A session keeps cookies between requests.' } }), { embedder: null });
    await statsAgree();
    expect(rows(await h.db.execute(sql`select df from term_stats where locale = 'en' and term = 'spider'`))[0]?.df).toBe(1);
    // An admin save that changes the text (chunks deleted and inserted in one transaction).
    await saveEntry(h.db, { ...entry('bm25-stats-a', {
      en: { title: 'Proxy rotation', summary: '', body: 'The spider rotates proxies. Another spider, too.' },
      de: { title: 'Proxy-Rotation', summary: '', body: '## Proxys wechseln\n\nDer Spider wechselt Proxys automatisch.' },
    }), edited: true }, { embedder: null });
    await statsAgree();
    expect(await deleteTranslation(h.db, { id: a.entryId, locale: 'de' })).toBe(true);
    await statsAgree();
    expect(rows(await h.db.execute(sql`select count(*)::int as n from index_stats where locale = 'de'`))[0]?.n).toBe(0);
    expect(await deleteEntryById(h.db, { id: a.entryId })).toBe(true); // chunks go by cascade
    await statsAgree();
    expect(rows(await h.db.execute(sql`select count(*)::int as n from term_stats where term = 'rotat'`))[0]?.n).toBe(0);
  });

  it('a passage holding one more occurrence of a rare query term ranks higher (generated texts)', async () => {
    const vocabulary = ['crawl', 'page', 'browser', 'session', 'cookie', 'request', 'response', 'parser', 'element', 'selector'];
    let run = 0;
    await fc.assert(fc.asyncProperty(
      fc.array(fc.constantFrom(...vocabulary), { minLength: 5, maxLength: 40 }),
      fc.constantFrom('zyxwvutron', 'qqlarkspur', 'fnordicus'),
      fc.integer({ min: 0, max: 3 }),
      async (body, rare, already) => {
        run++;
        const text = [...body, ...Array(already).fill(rare)].join(' ');
        const plain = await saveEntry(h.db, entry(`bm25-prop-${run}-a`, { en: { title: 'Notes', summary: '', body: `${text}.` } }), { embedder: null });
        const more = await saveEntry(h.db, entry(`bm25-prop-${run}-b`, { en: { title: 'Notes', summary: '', body: `${text} ${rare}.` } }), { embedder: null });
        try {
          const found = await findChunksByBm25(h.db, { words: [[rare], [body[0]!]], params: BM25F, locale: 'en', limit: 200 });
          const score = (entryId: number) => found.find((c) => c.entryId === entryId)?.bm25 ?? 0;
          expect(score(more.entryId)).toBeGreaterThan(score(plain.entryId));
        } finally {
          await deleteEntryById(h.db, { id: plain.entryId });
          await deleteEntryById(h.db, { id: more.entryId });
        }
      },
    ), { numRuns: 12 });
    await statsAgree();
  });

  it('a title match weighs more than the same word in the text; a rare word more than a common one', async () => {
    const t = await saveEntry(h.db, entry('bm25-field-title', { en: { title: 'Checkpoint files', summary: '', body: 'How a crawl is saved and resumed later on.' } }), { embedder: null });
    const b = await saveEntry(h.db, entry('bm25-field-body', { en: { title: 'Crawl state', summary: '', body: 'How a crawl is saved in checkpoint files and resumed later.' } }), { embedder: null });
    const found = await findChunksByBm25(h.db, { words: [['checkpoint']], params: BM25F, locale: 'en' });
    expect(found[0]?.entryId).toBe(t.entryId);
    expect(found.map((c) => c.entryId)).toContain(b.entryId);
    // IDF: a word in every passage counts less than one in a single passage.
    expect(bm25Idf(100, 1)).toBeGreaterThan(bm25Idf(100, 50));
    expect(bm25Idf(100, 100)).toBeGreaterThan(0);
    const r = await retrievePassages(h.db, { question: 'Where are checkpoint files of a crawl kept?', locale: 'en', topK: 8 });
    expect(r.candidates.length).toBeGreaterThanOrEqual(r.passages.length);
    for (const p of r.candidates) expect(p.coverage).toBeGreaterThanOrEqual(0);
    await deleteEntryById(h.db, { id: t.entryId });
    await deleteEntryById(h.db, { id: b.entryId });
    await statsAgree();
  });

  it('a word\'s strength is the sum of the weights of the stems a passage holds, at most 1 (probabilistic structured queries), the same in both strategies', async () => {
    const two = await saveEntry(h.db, entry('bm25-psq-two', { en: { title: 'Helpers', summary: '', body: 'An aid and an assistant answer tickets.' } }), { embedder: null });
    const one = await saveEntry(h.db, entry('bm25-psq-one', { en: { title: 'Tickets', summary: '', body: 'An assistant answers tickets.' } }), { embedder: null });
    await fc.assert(fc.asyncProperty(fc.integer({ min: 2, max: 8 }), fc.constantFrom('exhaustive' as const, 'maxscore' as const), async (n, strategy) => {
      // One foreign word with n translations of weight 1/n: two of them held → 2/n, one → 1/n; its own stem → 1.
      const found = await findChunksByBm25(h.db, { words: [['ajuda', 'aid', 'assist'], ['ticket']], weights: [[1, 1 / n, 1 / n], [1]], params: BM25F, locale: 'en', strategy });
      const strengthOf = (id: number) => { const c = found.find((x) => x.entryId === id)!; return c.strength[c.matched.indexOf(0)]; };
      expect(strengthOf(two.entryId)).toBeCloseTo(2 / n, 9);
      expect(strengthOf(one.entryId)).toBeCloseTo(1 / n, 9);
    }), { numRuns: 8 });
    const own = await findChunksByBm25(h.db, { words: [['assist', 'aid']], weights: [[1, 1]], params: BM25F, locale: 'en' });
    expect(own.find((c) => c.entryId === two.entryId)!.strength).toEqual([1]);
    await deleteEntryById(h.db, { id: two.entryId });
    await deleteEntryById(h.db, { id: one.entryId });
  });

  it('the reader sees one translation of a page: other languages of the same page are not candidates', async () => {
    const e = await saveEntry(h.db, entry('bm25-reader', {
      en: { title: 'Sitemap spider', summary: '', body: 'The sitemap spider reads sitemap files.' },
      fr: { title: 'Araignée sitemap', summary: '', body: 'Le spider sitemap lit les fichiers sitemap.' },
    }), { embedder: null });
    const fr = await findChunksByBm25(h.db, { words: [['sitemap']], params: BM25F, locale: 'fr' });
    expect(fr.filter((c) => c.entryId === e.entryId).map((c) => c.locale)).toEqual(['fr']);
    const de = await findChunksByBm25(h.db, { words: [['sitemap']], params: BM25F, locale: 'de' });
    expect(de.filter((c) => c.entryId === e.entryId).map((c) => c.locale)).toEqual(['en']); // no German: English
    await deleteEntryById(h.db, { id: e.entryId });
  });
});

describe('IDF-weighted keyword coverage', () => {
  it('is in [0, 1], 1 with every word, 0 with none, and grows with the hit set (generated)', () => {
    fc.assert(fc.property(fc.array(fc.double({ min: 0, max: 20, noNaN: true }), { minLength: 0, maxLength: 12 }), fc.array(fc.nat(11)), fc.nat(11), (idf, hitList, extra) => {
      const hit = new Set(hitList);
      const c = idfCoverage(idf, hit);
      expect(c).toBeGreaterThanOrEqual(0);
      expect(c).toBeLessThanOrEqual(1);
      expect(idfCoverage(idf, new Set())).toBe(0);
      if (idf.some((x) => x > 0)) expect(idfCoverage(idf, new Set(idf.map((_, i) => i)))).toBeCloseTo(1, 12);
      expect(idfCoverage(idf, new Set([...hit, extra]))).toBeGreaterThanOrEqual(c - 1e-12);
    }));
  });

  it('a rare word counts more than a common one', () => {
    const rare = bm25Idf(400, 2); // disable_resources
    const common = bm25Idf(400, 150); // option
    expect(idfCoverage([rare, common], new Set([0]))).toBeGreaterThan(0.5);
    expect(idfCoverage([rare, common], new Set([1]))).toBeLessThan(0.5);
  });
});

describe('compound splitting (Koehn & Knight 2003)', () => {
  it('splits an unknown compound into known parts, with a linking element', () => {
    const known = new Map([['speich', 3], ['system', 30], ['syst', 30], ['proxi', 20], ['rotation', 5], ['rotat', 5]]);
    const df = (s: string) => known.get(s) ?? 0;
    expect(splitCompound('speichersystem', 'de', df)).toEqual(expect.arrayContaining(['system']));
    expect(splitCompound('proxyrotation', 'de', df).length).toBeGreaterThan(0);
    expect(splitCompound('wasserhahn', 'de', df)).toEqual([]); // parts unknown: no split
  });

  it('splits only in a language that writes compounds closed: an English word is not its letters\' known parts', () => {
    const known = new Map([['pass', 40], ['port', 12], ['passport', 0]]);
    const df = (s: string) => known.get(s) ?? 0;
    expect(splitCompound('passport', 'en', df)).toEqual([]);
    expect(splitCompound('passport', 'de', df).length).toBeGreaterThan(0);
    fc.assert(fc.property(fc.constantFrom('en', 'fr', 'es', 'pt', 'ru', 'fa', 'ar', 'hi', 'zh' as const), fc.stringMatching(/^[a-z]{7,16}$/), (locale, w) => {
      expect(splitCompound(w, locale as 'en', () => 50)).toEqual([]);
    }));
  });

  it('never splits into parts the index does not know (generated words)', () => {
    fc.assert(fc.property(fc.stringMatching(/^[a-zäöüß]{0,20}$/), (w) => {
      expect(splitCompound(w, 'de', () => 0)).toEqual([]);
    }));
  });
});

describe('backoff prefixes (Resnik, Oard & Levow 2001; McNamee, Nicholas & Mayfield 2009)', () => {
  it('gives the stem\'s proper prefixes, longest first, of ≥ 5 letters and ≥ 70 % of the stem', () => {
    // "бакалавриате" stems to бакалавриат (11 letters): prefixes of 10 down to 8 letters (≥ 7.7), бакалавр last.
    expect(backoffPrefixes('бакалавриат')).toEqual(['бакалавриа', 'бакалаври', 'бакалавр']);
    expect(backoffPrefixes('бакалавр')).toEqual(['бакалав', 'бакала']); // 8 letters: ≥ 6 (70 %)
    expect(backoffPrefixes('страни')).toEqual(['стран']); // 6 letters: ≥ 5
    expect(backoffPrefixes('бакал')).toEqual([]);
    expect(backoffPrefixes('web3.0')).toEqual([]);
  });

  it('generated stems: every prefix is a proper prefix, in decreasing length, within the bounds, and none is missed', () => {
    fc.assert(fc.property(fc.stringMatching(/^[а-яё]{1,20}$|^[a-zé]{1,20}$/), (stem) => {
      const n = [...stem].length;
      const min = Math.max(BACKOFF_MIN_LETTERS, Math.ceil(BACKOFF_MIN_SHARE * n));
      const got = backoffPrefixes(stem);
      expect(got.length).toBe(Math.max(0, n - min));
      got.forEach((p, k) => {
        expect(stem.startsWith(p)).toBe(true);
        expect([...p].length).toBe(n - 1 - k);
        expect([...p].length).toBeGreaterThanOrEqual(BACKOFF_MIN_LETTERS);
        expect([...p].length).toBeGreaterThanOrEqual(BACKOFF_MIN_SHARE * n);
      });
    }), { numRuns: 300 });
  });
});

describe('Chinese words the dictionary does not list: forward maximum matching (Chen & Liu 1992)', () => {
  const listed = new Set(['下载', '第一', '分类', '分类器件', '每月', '语料库']);
  const lists = (s: string) => listed.has(s);

  it('reads an unlisted word as the listed words it is written with, longest first', () => {
    expect(segmentByDictionary('下载量', 'zh', lists)).toEqual(['下载']);
    expect(segmentByDictionary('第一个', 'zh', lists)).toEqual(['第一']);
    expect(segmentByDictionary('每月下载量', 'zh', lists)).toEqual(['每月', '下载']);
    expect(segmentByDictionary('分类器件库', 'zh', lists)).toEqual(['分类器件']); // the longest listed run wins over 分类
    expect(segmentByDictionary('倒排', 'zh', lists)).toEqual([]); // two characters: no part of two or more
    expect(segmentByDictionary('倒排表', 'zh', lists)).toEqual([]); // nothing listed
    expect(segmentByDictionary('下载量', 'ja' as 'zh', lists)).toEqual([]);
    expect(segmentByDictionary('下载量', 'de', lists)).toEqual([]);
  });

  it('generated words: the parts are listed, in order, disjoint, proper parts of the word; other languages are never segmented', () => {
    const unit = fc.constantFrom(...listed, '量', '个', '器', '表', '倒排');
    fc.assert(fc.property(fc.array(unit, { minLength: 1, maxLength: 5 }), fc.constantFrom('en', 'fa', 'de', 'fr', 'es', 'pt', 'ru', 'ar', 'hi' as const), (units, other) => {
      const word = units.join('');
      const parts = segmentByDictionary(word, 'zh', lists);
      let at = 0;
      for (const p of parts) {
        expect(listed.has(p)).toBe(true);
        expect(p).not.toBe(word);
        const k = word.indexOf(p, at);
        expect(k).toBeGreaterThanOrEqual(at);
        at = k + p.length;
      }
      // A word made only of listed words of two characters or more, with no listed run across
      // their joins (none here spans two units but 分类器件 = 分类 + 器 + 件, not generated), gives them back.
      if (units.length > 1 && units.every((u) => listed.has(u)) && !units.some((u, i) => u === '分类' && units[i + 1]?.startsWith('器'))) expect(parts).toEqual(units);
      expect(segmentByDictionary(word, other as 'en', lists)).toEqual([]);
    }));
  });
});

const passage = (over: Partial<Passage>): Passage => ({
  id: 1, entryId: 1, slug: 's', kind: 'doc', collection: 'c', locale: 'en', title: '', heading: '', content: '', terms: '',
  coverage: 0, hits: [], bm25: 0, cosine: null, score: 0, rrf: 0, ...over,
});

describe('lexical reranker', () => {
  it('puts query terms close together above the same terms far apart; the first-stage BM25F otherwise decides', async () => {
    const filler = 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor';
    const far = passage({ id: 1, content: `Proxy settings. ${filler} ${filler}. Rotation of keys.`, bm25: 3 });
    const near = passage({ id: 2, content: `Proxy rotation settings. ${filler} ${filler}. Of keys.`, bm25: 3 });
    const scores = await lexicalReranker('proxy rotation', [far, near]);
    expect(scores.find((s) => s.index === 1)!.score).toBeGreaterThan(scores.find((s) => s.index === 0)!.score);
    // A stronger BM25F match (e.g. the term in the title: the first stage weighs it 3×) stays ahead.
    const inTitle = passage({ id: 3, title: 'Sitemap spider', content: 'Reads the files a site lists.', bm25: 6 });
    const inText = passage({ id: 4, title: 'Spiders', content: 'Reads the sitemap files a site lists.', bm25: 2 });
    const ordered = await rerankCandidates(lexicalReranker, 'sitemap files', [inText, inTitle]);
    expect(ordered[0]!.id).toBe(3);
    expect(proximityBonus(['a', 'b'], [new Set(['a']), new Set(['b'])])).toBeGreaterThan(proximityBonus(['a', 'x', 'x', 'b'], [new Set(['a']), new Set(['b'])]));
    expect(proximityBonus(['a', 'a'], [new Set(['a']), new Set(['b'])])).toBe(0); // one word twice is not proximity
  });

  it('scores every candidate once with a finite score; order is a permutation (generated)', async () => {
    const word = fc.constantFrom('proxy', 'rotation', 'spider', 'session', 'cookie', 'sitemap', 'crawl', 'the', 'of');
    await fc.assert(fc.asyncProperty(
      fc.array(fc.record({ title: fc.array(word, { maxLength: 4 }), content: fc.array(word, { maxLength: 30 }) }), { maxLength: 20 }),
      fc.array(word, { maxLength: 6 }),
      async (docs, q) => {
        const candidates = docs.map((d, i) => passage({ id: i + 1, title: d.title.join(' '), content: d.content.join(' '), bm25: d.content.length / 7 }));
        const scores = await lexicalReranker(q.join(' '), candidates);
        expect(scores.map((s) => s.index).sort((a, b) => a - b)).toEqual(candidates.map((_, i) => i));
        for (const s of scores) expect(Number.isFinite(s.score)).toBe(true);
        const ordered = await rerankCandidates(lexicalReranker, q.join(' '), candidates);
        expect(ordered.map((p) => p.id).sort((a, b) => a - b)).toEqual(candidates.map((p) => p.id));
      },
    ), { numRuns: 50 });
  });

  it('keeps unscored and repeated indexes in retrieval order after the scored ones', async () => {
    const cs = [passage({ id: 1 }), passage({ id: 2 }), passage({ id: 3 })];
    const ordered = await rerankCandidates(async () => [{ index: 2, score: 1 }, { index: 2, score: 9 }, { index: 7, score: 5 }], 'q', cs);
    expect(ordered.map((p) => [p.id, p.rerank])).toEqual([[3, 1], [1, null], [2, null]]);
  });
});
