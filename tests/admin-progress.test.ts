/**
 * Visible progress of a long re-index: a save from the editor embeds its passages in batches and
 * records "done of total" after each, and the progress route reports it *while the save runs*
 * (read from inside the embedder between batches, through the real route handler with a real
 * session). Runs on the process-wide database (in-memory PGlite), as the site does.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

process.env.DATA_DIR = 'memory://';
delete process.env.DATABASE_URL;
const { resetEnvForTests } = await import('@/lib/env');
resetEnvForTests();
const { database, closeDatabase } = await import('@/lib/db');
const { authFor, createAuthor } = await import('@/lib/auth');
const { entryFormSchema } = await import('@/lib/admin/schema');
const { saveEntryForm } = await import('@/lib/admin/save');
const { readIndexProgress } = await import('@/lib/admin/progress');
const { EMBED_BATCH, saveEntry } = await import('@/lib/content');
const { standinEmbedder } = await import('@/lib/retrieval');
const { GET } = await import('@/app/api/admin/index-progress/route');

const PASSWORD = 'a-long-test-password';
let cookie = '';
beforeAll(async () => {
  const db = await database();
  await createAuthor(db, { email: 'author@example.com', password: PASSWORD, name: 'Author' });
  const res = await authFor(db).api.signInEmail({ body: { email: 'author@example.com', password: PASSWORD }, asResponse: true });
  cookie = res.headers.get('set-cookie')!.split(';')[0]!;
});
afterAll(() => closeDatabase());

const jobId = () => Array.from({ length: 32 }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join('');
const poll = async (job: string, headers: HeadersInit = { cookie }) => {
  const res = await GET(new Request(`http://t/api/admin/index-progress?job=${job}`, { headers }));
  return { status: res.status, body: await res.json() as Record<string, unknown> };
};
// Sections long enough that each becomes its own passage.
const longBody = (n: number) => Array.from({ length: n }, (_, i) => `## Section ${i + 1}\n${`Paragraph ${i + 1} about cataloguing manuscripts and their indexes. `.repeat(30)}`).join('\n\n');

describe('re-index progress', () => {
  test('saveEntry embeds in batches and reports done of total after each', async () => {
    const seen: [number, number][] = [];
    const r = await saveEntry(await database(), {
      slug: 'progress-batches', kind: 'article', startDate: null, startPrecision: null, endDate: null, endPrecision: null,
      isCurrent: false, published: false, sortOrder: 0, origin: 'admin', translations: { en: { title: 'Batches', summary: '', body: longBody(40) } },
    }, { embedder: standinEmbedder(), onProgress: (p) => { seen.push([p.done, p.total]); } });
    expect(r.chunks).toBeGreaterThan(2 * EMBED_BATCH);
    const expected: [number, number][] = [[0, r.chunks]];
    for (let d = EMBED_BATCH; d < r.chunks; d += EMBED_BATCH) expected.push([d, r.chunks]);
    expected.push([r.chunks, r.chunks]);
    expect(seen).toEqual(expected);
  });

  test('the progress route shows the save\'s progress while it runs, and the total at the end', async () => {
    const db = await database();
    const job = jobId();
    const standin = standinEmbedder();
    const duringSave: unknown[] = [];
    // Between batches, ask the route what it reports (the save is still running at that moment).
    const embedder = { ...standin, embed: async (values: string[]) => { duringSave.push((await poll(job)).body); return standin.embed(values); } };
    const form = entryFormSchema.parse({ slug: 'progress-route', kind: 'article', locale: 'en', title: 'Route', summary: '', body: longBody(40), sortOrder: '0', jobId: job });
    expect(await saveEntryForm(db, form, { embedder })).toMatchObject({ ok: true });
    const total = (await readIndexProgress(db, job))!.total;
    expect(total).toBeGreaterThan(2 * EMBED_BATCH);
    expect(duringSave[0]).toEqual({ done: 0, total });
    expect(duringSave[1]).toEqual({ done: EMBED_BATCH, total });
    expect(duringSave.length).toBe(Math.ceil(total / EMBED_BATCH));
    expect(await poll(job)).toEqual({ status: 200, body: { done: total, total } });
  });

  test('the route refuses without a session, a malformed id, and answers 404 for an unknown job', async () => {
    expect((await poll(jobId(), {})).status).toBe(401);
    expect((await poll('not-a-job')).status).toBe(400);
    expect((await poll(jobId())).status).toBe(404);
  });
});
