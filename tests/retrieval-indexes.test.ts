/**
 * The retrieval indexes of issue 13 on a real database — PGlite, or the PostgreSQL server with
 * TEST_DATABASE_URL.
 *
 * BM25F postings (`chunk_terms`): kept by the statistics triggers, they agree with a recount from
 * the passages' stem arrays after import, a re-save, a translation delete and an entry delete; the
 * lexical ranking read from them equals the ranking computed from the arrays themselves (the
 * query before migration 0015, kept here as the reference).
 *
 * Dense retrieval's HNSW index: importing with an embedder creates the model's partial expression index before
 * its first vectors; ensuring it again, or from two writers at once, is a no-op that names the same
 * index; the planner runs the dense query on it (EXPLAIN) with iterative scans; the index search
 * finds what exact search finds for a passage's own text; a width HNSW cannot index is searched
 * exactly.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteEntryById, deleteTranslation, importFolder, saveEntry } from '@/lib/content';
import { ensureEmbeddingIndex, findChunksByBm25, findChunksByEmbedding, openDatabase, type DbHandle } from '@/lib/db';
import { embeddingSearchSql, HNSW_EF_SEARCH, HNSW_SETTINGS } from '@/lib/db/queries';
import { BM25F, queryTerms, standinEmbedder, standinVector } from '@/lib/retrieval';
import { contentWords } from '@/lib/text';
import { DB_TARGET, freshDatabase, requireExternal } from './support';

let h: DbHandle;
const embedder = standinEmbedder(384);
const rows = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, unknown>[];

beforeAll(async () => {
  h = await freshDatabase();
  // Indexes of earlier runs on a shared server database: this suite's first vectors must create them.
  for (const r of rows(await h.db.execute(sql`select indexname from pg_indexes where tablename = 'embeddings' and indexname like 'embeddings_hnsw_%'`))) {
    await h.db.execute(sql.raw(`drop index "${String(r.indexname)}"`));
  }
  await h.close();
  h = await freshDatabase();
  await importFolder(h.db, requireExternal('scrapling-docs'), { embedder });
  await h.db.execute(sql`analyze`);
});
afterAll(async () => { await h?.close(); });

async function hnswIndexes(): Promise<{ name: string; def: string }[]> {
  return rows(await h.db.execute(sql`select indexname, indexdef from pg_indexes where tablename = 'embeddings' and indexname like 'embeddings_hnsw_%' order by indexname`))
    .map((r) => ({ name: String(r.indexname), def: String(r.indexdef) }));
}

describe(`HNSW index per embedding model (${DB_TARGET})`, () => {
  it('is created when the model\'s first vectors are written: expression with its width, predicate with its name', async () => {
    const list = await hnswIndexes();
    expect(list).toHaveLength(1);
    expect(list[0]!.def).toMatch(/USING hnsw \(\(\(embedding\)::vector\(384\)\) vector_cosine_ops\) WHERE \(model = 'standin:hashing-trigrams-384'::text\)/);
    expect(await ensureEmbeddingIndex(h.db, { model: embedder.id, dimensions: 384 })).toBe(list[0]!.name);
  });

  it('is ensured once for two concurrent writers of a new model (one index, the same name for both)', async () => {
    const model = "test:concurrent-'quoted'-64";
    let names: (string | null)[];
    if (DB_TARGET === 'postgres') {
      // Two connections, as two instances sharing the server would have.
      const other = await openDatabase({ url: process.env.TEST_DATABASE_URL! });
      try {
        names = await Promise.all([ensureEmbeddingIndex(h.db, { model, dimensions: 64 }), ensureEmbeddingIndex(other.db, { model, dimensions: 64 })]);
      } finally { await other.close(); }
    } else {
      names = await Promise.all([ensureEmbeddingIndex(h.db, { model, dimensions: 64 }), ensureEmbeddingIndex(h.db, { model, dimensions: 64 })]);
    }
    expect(names[0]).toMatch(/^embeddings_hnsw_64_[0-9a-f]{12}$/);
    expect(names[1]).toBe(names[0]);
    const list = await hnswIndexes();
    expect(list.filter((i) => i.name === names[0])).toHaveLength(1);
    expect(list.find((i) => i.name === names[0])!.def).toContain("WHERE (model = 'test:concurrent-''quoted''-64'::text)");
    await h.db.execute(sql.raw(`drop index "${names[0]}"`));
  });

  it('is not created for a width above 2,000 dimensions (searched exactly)', async () => {
    expect(await ensureEmbeddingIndex(h.db, { model: 'test:wide', dimensions: 4096 })).toBeNull();
    expect(embeddingSearchSql({ vector: new Array(4096).fill(0.01), model: 'test:wide' }).indexed).toBe(false);
  });

  it('the dense query runs on the index (EXPLAIN), with the published and reader-language filters applied during the scan', async () => {
    const { query, indexed } = embeddingSearchSql({ vector: standinVector('How do I rotate proxies in a spider?', 384), model: embedder.id, locale: 'en', limit: 50 });
    expect(indexed).toBe(true);
    const [name] = (await hnswIndexes()).map((i) => i.name);
    const plan = await h.db.transaction(async (tx) => {
      await tx.execute(HNSW_SETTINGS);
      const settings = rows(await tx.execute(sql`select current_setting('hnsw.iterative_scan') as scan, current_setting('hnsw.ef_search') as ef`))[0]!;
      expect(settings).toEqual({ scan: 'strict_order', ef: String(HNSW_EF_SEARCH) });
      return rows(await tx.execute(sql`explain ${query}`)).map((r) => String(r['QUERY PLAN'])).join('\n');
    });
    expect(plan).toContain(`Index Scan using ${name} on embeddings e`);
    // The exact query (the recall baseline) cannot use it: its expression is the untyped column.
    const exact = embeddingSearchSql({ vector: standinVector('How do I rotate proxies in a spider?', 384), model: embedder.id, locale: 'en', limit: 50, exact: true });
    const exactPlan = rows(await h.db.execute(sql`explain ${exact.query}`)).map((r) => String(r['QUERY PLAN'])).join('\n');
    expect(exactPlan).not.toContain('embeddings_hnsw_');
  });

  it('finds a passage by its own text first, as exact search does, with cosine ≈ 1', async () => {
    const sample = rows(await h.db.execute(sql`select c.id, c.content from chunks c join entries e on e.id = c.entry_id where e.published and c.locale = 'en' order by c.id limit 400`));
    for (const r of sample.filter((_, i) => i % 40 === 0)) {
      const vector = standinVector(String(r.content), 384);
      const [approx, exact] = await Promise.all([
        findChunksByEmbedding(h.db, { vector, model: embedder.id, locale: 'en', limit: 10 }),
        findChunksByEmbedding(h.db, { vector, model: embedder.id, locale: 'en', limit: 10, exact: true }),
      ]);
      expect(approx).toHaveLength(10);
      expect(approx[0]!.cosine).toBeCloseTo(exact[0]!.cosine, 6);
      expect(exact[0]!.cosine).toBeGreaterThan(0.999);
      // Nearest first, as the fusion expects.
      expect(approx.map((c) => c.cosine)).toEqual([...approx.map((c) => c.cosine)].sort((x, y) => y - x));
    }
  });
});

/** The postings as the triggers keep them and as a recount from the passages' stem arrays gives them. */
async function postingsAgree(): Promise<void> {
  const line = (r: Record<string, unknown>) => ['chunk_id', 'entry_id', 'locale', 'term', 'tf_title', 'tf_heading', 'tf_body', 'len_title', 'len_heading', 'len_body'].map((k) => String(r[k])).join(' ');
  const kept = rows(await h.db.execute(sql`select * from chunk_terms order by chunk_id, term`)).map(line);
  const recount = rows(await h.db.execute(sql`
    select c.id as chunk_id, c.entry_id, c.locale, u.term, count(*) filter (where u.f = 1) as tf_title, count(*) filter (where u.f = 2) as tf_heading,
      count(*) filter (where u.f = 3) as tf_body, min(cardinality(c.title_stems)) as len_title, min(cardinality(c.heading_stems)) as len_heading, min(cardinality(c.body_stems)) as len_body
    from chunks c, lateral (select unnest(c.title_stems), 1 union all select unnest(c.heading_stems), 2 union all select unnest(c.body_stems), 3) as u(term, f)
    group by c.id, c.entry_id, c.locale, u.term order by c.id, u.term`)).map(line);
  expect(kept.length).toBeGreaterThan(1000);
  expect(kept).toEqual(recount);
}

/** BM25F top 50 computed from the passages' stem arrays: findChunksByBm25's query before the postings (migration 0015). */
async function bm25FromArrays(words: string[][], locale: string): Promise<{ id: number; bm25: number }[]> {
  const stems = words.flatMap((v, i) => [...new Set(v)].map((t) => ({ w: i, t })));
  const { k1, b, weight: wt } = BM25F;
  const result = await h.db.execute(sql`
    with q as (select * from jsonb_to_recordset(${JSON.stringify(stems)}::jsonb) as q(w int, t text)),
    st as (select s.locale, greatest(s.chunks, 1)::float8 as n, s.title_words::float8 / greatest(s.chunks, 1) as avg_t,
      s.heading_words::float8 / greatest(s.chunks, 1) as avg_h, s.body_words::float8 / greatest(s.chunks, 1) as avg_b from index_stats s),
    qs as (select q.w, q.t as term, st.*, max(coalesce(t.df, 0)) over (partition by q.w, st.locale)::float8 as df
      from q cross join st left join term_stats t on t.locale = st.locale and t.term = q.t),
    per_term as (
      select c.id, q.w,
        ${sql.raw(String(wt.title))} * coalesce(cardinality(array_positions(c.title_stems, q.term)), 0) / (1 - ${sql.raw(String(b.title))} + ${sql.raw(String(b.title))} * cardinality(c.title_stems) / greatest(q.avg_t, 1e-9))
        + ${sql.raw(String(wt.heading))} * coalesce(cardinality(array_positions(c.heading_stems, q.term)), 0) / (1 - ${sql.raw(String(b.heading))} + ${sql.raw(String(b.heading))} * cardinality(c.heading_stems) / greatest(q.avg_h, 1e-9))
        + ${sql.raw(String(wt.body))} * coalesce(cardinality(array_positions(c.body_stems, q.term)), 0) / (1 - ${sql.raw(String(b.body))} + ${sql.raw(String(b.body))} * cardinality(c.body_stems) / greatest(q.avg_b, 1e-9)) as tfw,
        ln(1 + (q.n - q.df + 0.5) / (q.df + 0.5)) as idf
      from chunks c join entries e on e.id = c.entry_id join qs q on q.locale = c.locale
      -- The reader's language as lib/db readerLanguage has it: a page without its own text in
      -- that language (nor English) is matched in every language.
      where e.published and (c.locale = ${locale} or (
        not exists (select 1 from entry_translations t where t.entry_id = c.entry_id and t.locale = ${locale} and t.body <> '')
        and (c.locale = 'en' or not exists (select 1 from entry_translations t where t.entry_id = c.entry_id and t.locale = 'en'))))),
    per_word as (select id, w, max(idf * tfw / (${sql.raw(String(k1))} + tfw)) as s from per_term where tfw > 0 group by id, w)
    select id, sum(s) as bm25 from per_word group by id order by bm25 desc, id limit 50`);
  return rows(result).map((r) => ({ id: Number(r.id), bm25: Number(r.bm25) }));
}

describe(`BM25F postings (${DB_TARGET})`, () => {
  it('rank as the passages\' stem arrays do (the query before the postings), for questions of the golden set', async () => {
    for (const q of ['How do I rotate proxies in a spider?', 'How do I use StealthyFetcher to bypass Cloudflare?', 'Which HTTP status codes does a spider treat as blocked by default?', 'What is the best search engine for recipes?']) {
      const terms = await queryTerms(h.db, contentWords(q), 'en');
      const got = await findChunksByBm25(h.db, { words: terms.stems, params: BM25F, locale: 'en', limit: 50 });
      const want = await bm25FromArrays(terms.stems, 'en');
      expect(want.length).toBeGreaterThan(0);
      expect(got.map((c) => c.id)).toEqual(want.map((c) => c.id));
      got.forEach((c, i) => expect(c.bm25).toBeCloseTo(want[i]!.bm25, 9));
    }
  });

  it('agree with a recount from the stem arrays after import, a re-save, a translation delete and an entry delete', async () => {
    await postingsAgree();
    const entry = (body: string) => ({
      slug: 'postings-probe', kind: 'article' as const, startDate: null, startPrecision: null, endDate: null, endPrecision: null, isCurrent: false,
      published: true, sortOrder: 0, origin: 'test', translations: {
        en: { title: 'Proxy rotation', summary: '', body },
        de: { title: 'Proxy-Rotation', summary: '', body: 'Proxys rotieren pro Anfrage. Proxys rotieren.' },
      },
    });
    const first = await saveEntry(h.db, entry('Rotate proxies per request with a rotating proxy pool. Rotate them often.'), { embedder: null });
    await postingsAgree();
    await saveEntry(h.db, entry('A different text: proxies rotate once per session, and sessions are kept.'), { embedder: null });
    await postingsAgree();
    await deleteTranslation(h.db, { id: first.entryId, locale: 'de' });
    await postingsAgree();
    await deleteEntryById(h.db, { id: first.entryId });
    await postingsAgree();
  });
});
