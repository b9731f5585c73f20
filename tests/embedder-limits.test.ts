/**
 * Issue 23, kind 8 (after vfarcic/dot-ai#459): the configured embedder (lib/providers, AI SDK
 * `embedMany` over the OpenAI-compatible client) makes one request per call — no SDK retries
 * behind the one ledger reservation — within a time limit (EMBEDDING_TIMEOUT_MS), with the
 * visitor's abort passed on; retrieval falls back to keywords when it times out. The hosted
 * embedding API is played by a local HTTP server (the only mock: the provider's API).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashEmbedding } from '@/e2e/support/scripted-provider';
import { retrieveForQuestion } from '@/lib/assistant/pipeline';
import { seedDatabase } from '@/lib/content';
import type { DbHandle } from '@/lib/db';
import { resetEnvForTests } from '@/lib/env';
import { getEmbedder, resetProvidersForTests } from '@/lib/providers';
import { DB_TARGET, freshDatabase } from './support';

/** What the server does with the next request: a status to answer, 'ok' (embeddings), or 'hang' (never answers). */
type Behaviour = number | 'ok' | 'hang';
let plan: Behaviour[] = [];
let requests = 0;
let closedEarly = 0;
let server: http.Server;
let url = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => { body += d; });
    req.on('end', () => {
      requests++;
      const b = plan.shift() ?? 'ok';
      if (b === 'hang') { res.on('close', () => { if (!res.writableEnded) closedEarly++; }); return; }
      if (typeof b === 'number') { res.writeHead(b, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: `status ${b}` } })); return; }
      const input = (JSON.parse(body) as { input: string[] }).input;
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({
        object: 'list', model: 'scripted-embed', usage: { prompt_tokens: 3, total_tokens: 3 },
        data: input.map((t, index) => ({ object: 'embedding', index, embedding: hashEmbedding(t) })),
      }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

function configure(timeoutMs = 5000) {
  process.env.EMBEDDING_MODEL = 'openai-compatible:scripted-embed';
  process.env.OPENAI_BASE_URL = url;
  process.env.EMBEDDING_TIMEOUT_MS = String(timeoutMs);
  resetEnvForTests();
  resetProvidersForTests();
}
afterEach(() => {
  delete process.env.EMBEDDING_MODEL;
  delete process.env.OPENAI_BASE_URL;
  delete process.env.EMBEDDING_TIMEOUT_MS;
  resetEnvForTests();
  resetProvidersForTests();
  plan = [];
});

describe('one embedding call is one provider request, within a time limit', () => {
  it('a 500 once: one request, the call fails (the caller falls back), not a hidden second request', async () => {
    configure();
    const emb = (await getEmbedder())!;
    plan = [500, 'ok'];
    requests = 0;
    await expect(emb.embed(['a question'])).rejects.toThrow();
    expect(requests).toBe(1);
  });

  it('a 503 always: one request, no backoff retries', async () => {
    configure();
    const emb = (await getEmbedder())!;
    plan = [503, 503, 503];
    requests = 0;
    await expect(emb.embed(['a question'])).rejects.toThrow();
    expect(requests).toBe(1);
  });

  it('a hung embedder: the call rejects at the time limit and its request is closed', async () => {
    configure(300);
    const emb = (await getEmbedder())!;
    plan = ['hang'];
    requests = 0;
    closedEarly = 0;
    await expect(emb.embed(['a question'])).rejects.toThrow();
    expect(requests).toBe(1);
    await expect.poll(() => closedEarly).toBe(1);
  });

  it("the visitor's abort closes the embedding request", async () => {
    configure();
    const emb = (await getEmbedder())!;
    plan = ['hang'];
    closedEarly = 0;
    const visitor = new AbortController();
    const call = emb.embed(['a question'], { signal: visitor.signal });
    await expect.poll(() => requests > 0 && plan.length === 0).toBe(true);
    visitor.abort();
    await expect(call).rejects.toThrow();
    await expect.poll(() => closedEarly).toBe(1);
  });

  it('property: for any sequence of provider answers, n calls make exactly n requests', async () => {
    configure();
    const emb = (await getEmbedder())!;
    await fc.assert(fc.asyncProperty(fc.array(fc.constantFrom<Behaviour>(500, 502, 503, 429, 'ok'), { minLength: 1, maxLength: 6 }), async (answers) => {
      plan = [...answers];
      requests = 0;
      for (let i = 0; i < answers.length; i++) await emb.embed([`question ${i}`]).catch(() => {});
      expect(requests).toBe(answers.length);
    }), { numRuns: 25 });
  });
});

describe(`retrieval when the embedder hangs (${DB_TARGET})`, () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
    await seedDatabase(h.db);
  });
  afterAll(async () => { await h?.close(); });

  it('falls back to keyword retrieval at the time limit, and says so', async () => {
    configure(300);
    plan = ['hang'];
    const found = await retrieveForQuestion(h.db, { question: 'How was the Golestan archive search built?', locale: 'en' });
    expect(found.retrievers).toEqual(['keyword']);
    expect(found.denseError).toBeTruthy();
    expect(found.passages.length).toBeGreaterThan(0);
  });
});
