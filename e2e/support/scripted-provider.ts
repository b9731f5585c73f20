/**
 * A scripted OpenAI-compatible chat-completions server for tests: the real AI SDK provider client
 * talks to it over HTTP, so request building, SSE parsing and abort run for real. Only the model's
 * words are scripted.
 *
 * Run standalone (Playwright's webServer): `tsx e2e/support/scripted-provider.ts <port>`; the default
 * script quotes the first sentence of [S1] and the first sentence of [S2] with their markers,
 * pausing between them, so a test can watch sentences arrive one by one; a draft translation is
 * answered by {@link translationScript}. `GET /v1/scripted/counts`
 * tells how many calls of each kind it received.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { splitSentences } from '../../lib/gate/splitter';

/** What the scripted model answers: text pieces streamed in order, then a finish reason. */
export interface Script {
  pieces: string[];
  /** Delay before each piece, ms. */
  delayMs: number;
  finishReason?: 'stop' | 'length';
  /** Answer with HTTP error status instead of a stream. */
  status?: number;
  /** Streaming starts only when this settles (a test holds calls open while others reserve). */
  waitFor?: Promise<unknown>;
  /** After this many pieces, send an error event in the stream instead of the rest (a mid-stream provider failure). */
  errorAfter?: number;
}

/** A streaming response the client closed before its end. */
export interface EarlyClose {
  /** `performance.now()` when the server saw the connection close, ms. */
  at: number;
  /** The text pieces written before the close. */
  written: string[];
}

/** A scripted JSON answer of the rerank (Cohere v2 / Together) or decisions (OpenAI) endpoint. */
export interface JsonScript {
  /** Answer with this HTTP status and an error body instead. */
  status?: number;
  /** The response body (ignored with `status`). */
  body?: unknown;
  /** The answer is sent only when this settles (a test holds the call open). */
  waitFor?: Promise<unknown>;
}

export interface ScriptedProvider {
  url: string;
  /** Bodies of rerank requests received (`POST …/rerank`). */
  rerankRequests: { model: string; query: string; documents: string[]; top_n?: number }[];
  /** Bodies of structured-output chat requests received (see `structured`). */
  structuredRequests: { messages: { role: string; content: string }[]; max_tokens?: number; response_format?: unknown }[];
  /** Bodies of decision requests received (`POST …/decisions`, OpenAI's typed decisions). */
  decisionRequests: Record<string, unknown>[];
  /** Bodies of chat-completion requests received. */
  requests: { messages: { role: string; content: string }[]; max_tokens?: number }[];
  /** Bodies of embedding requests received. */
  embeddingRequests: { input: string[]; model: string }[];
  /** Streaming responses the client closed before their end (an aborted upstream request). */
  closedEarly: number;
  /** Details of each early close, in order. */
  closes: EarlyClose[];
  close: () => Promise<void>;
}

/** Calls received so far, by kind: what `GET /v1/scripted/counts` answers. */
export interface ScriptedCounts {
  /** Streamed or plain chat completions (answers). */
  chat: number;
  /** Structured-output chat calls (the decision stage on openai-compatible). */
  structured: number;
  decisions: number;
  rerank: number;
  embeddings: number;
}

/** The counts of {@link ScriptedCounts} from a server's records. */
export function scriptedCounts(p: Pick<ScriptedProvider, 'requests' | 'structuredRequests' | 'decisionRequests' | 'rerankRequests' | 'embeddingRequests'>): ScriptedCounts {
  return { chat: p.requests.length, structured: p.structuredRequests.length, decisions: p.decisionRequests.length, rerank: p.rerankRequests.length, embeddings: p.embeddingRequests.length };
}

/** Dimensions of the scripted embeddings. */
export const SCRIPTED_EMBEDDING_DIMS = 16;

/** A deterministic bag-of-words hashing vector: a stand-in with no learned meaning. */
export function hashEmbedding(text: string): number[] {
  const v = new Array<number>(SCRIPTED_EMBEDDING_DIMS).fill(0);
  for (const w of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    let h = 0;
    for (const c of w) h = (h * 31 + c.codePointAt(0)!) >>> 0;
    v[h % SCRIPTED_EMBEDDING_DIMS]! += 1;
  }
  return v;
}

/**
 * The line of the no-sources prompt (lib/prompt `NO_SOURCES_LINE`, the "with and without sources"
 * demo), matched here without importing the prompt module (this file also runs standalone).
 */
const NO_SOURCES = /^No sources are supplied with this question\.$/m;

/**
 * What the scripted model says with no sources: what a model says from memory — claims with values
 * no source holds, no source markers (or one to a source that does not exist), and one short
 * sentence the gate lets through. Persian for a question in Arabic script, else English. The gate
 * with an empty source list withholds the first three sentences: marker-missing;
 * marker-missing + value-unsupported; marker-out-of-range + value-unsupported +
 * engagement-or-private.
 */
export function inventedAnswerScript(prompt: string): Script {
  const question = /^Question: (.*)$/m.exec(prompt)?.[1] ?? '';
  const sentences = /\p{Script=Arabic}/u.test(question)
    ? ['نویسنده مهندس ارشد جست‌وجو است و سال‌ها در برلین کار کرده است.', 'او از سال ۲۰۱۵ سرپرست تیمی ۱۴ نفره در آزمایشگاه نهروالد بود.', 'دستمزد روزانهٔ او ۹۰۰ یورو است [S1].', 'پاسخ کوتاه همین است.']
    : ['The author is a senior search engineer who has worked in Berlin for many years.', 'She led a team of 14 engineers at Nahrvald Labs from 2015.', 'Her day rate is 900 euros [S1].', 'That is the short answer.'];
  return { pieces: sentences.flatMap((x, i) => [...`${i ? ' ' : ''}${x}`.match(/\S+\s*|\s+/g)!]), delayMs: Number(process.env.SCRIPTED_DELAY_MS ?? 60) };
}

/**
 * The default script (see file comment): quotes sentences of the sources with their markers; a
 * no-sources prompt gets {@link inventedAnswerScript}.
 */
export function quoteSourcesScript(prompt: string): Script {
  if (NO_SOURCES.test(prompt)) return inventedAnswerScript(prompt);
  // Each source block is "[S<n>] title", then its heading and content lines (inside <source> tags, dropped); quote the content.
  const blocks = prompt.split(/^(?=\[S\d+\] )/m).filter((b) => /^\[S\d+\] /.test(b));
  const picked = blocks.slice(0, 2).map((b) => {
    const body = b.split('\n').slice(1).filter((l) => !/^<\/?source\b/.test(l)).join('\n');
    // A Latin-script sentence of six words or more, or a Chinese/Japanese one of twelve characters or more.
    const s = splitSentences(body).map((x) => x.replace(/\s+/g, ' ')).find((x) => (/[.!?]$/.test(x) && x.split(' ').length >= 6) || (/[。！？]$/.test(x) && [...x].length >= 12));
    return { n: /^\[S(\d+)\]/.exec(b)![1], s };
  }).filter((x) => x.s);
  if (picked.length === 0) return { pieces: ['NO_ANSWER'], delayMs: 10 };
  // As models write them: "sentence. [S1]" in Latin script, "句子[S1]。" in CJK (no space after 。).
  const quote = (p: { n: string | undefined; s: string | undefined }) => (/[。！？]$/.test(p.s!) ? `${p.s!.slice(0, -1)}[S${p.n}]${p.s!.slice(-1)}` : `${p.s} [S${p.n}]`);
  const pieces = picked.flatMap((p, i) => [...`${i && !/[。！？]$/.test(picked[i - 1]!.s!) ? ' ' : ''}${quote(p)}`.match(/\S+\s*|\s+/g)!]);
  // Asked for a percentage, the script invents one after its first quote: a sentence the gate
  // must withhold (its value is in no source), so e2e can watch a withheld answer.
  const question = /^Question: (.*)$/m.exec(prompt)?.[1] ?? '';
  if (/percent|درصد/i.test(question)) {
    const first = [...`${picked[0]!.s} [S${picked[0]!.n}]`.match(/\S+\s*|\s+/g)!];
    return { pieces: [...first, ' It became ', '87.5% faster ', `[S${picked[0]!.n}]. `, 'More ', 'words ', 'follow.'], delayMs: Number(process.env.SCRIPTED_DELAY_MS ?? 60) };
  }
  return { pieces, delayMs: Number(process.env.SCRIPTED_DELAY_MS ?? 60) };
}

/** The site's languages (lib/text LOCALES), by the English name a draft call's instructions give them. */
const LANGUAGE_CODES = new Map(['en', 'fa', 'de', 'fr', 'es', 'pt', 'ru', 'ar', 'hi', 'zh'].map((l) => [new Intl.DisplayNames('en', { type: 'language' }).of(l)!, l]));
// A number in prose: digits grouped by commas, or plain digits; not part of a word, an address or a date.
const PROSE_NUMBER = /(?<![\p{L}\p{N}_/.:#,-])(?:\d{1,3}(?:,\d{3})+|\d+)(?![\p{L}\p{N}_/:-]|[.,]\d)/gu;

/**
 * The scripted answer to a draft translation (lib/content/drafts: instructions "… into German.", the
 * source's `{title, summary, body}` as the prompt), or null for any other structured call. A
 * faithful scripted translator: the text kept, the title marked with the target language, every
 * number in prose written in the target language's grammar (CLDR, `Intl.NumberFormat`) — except a
 * draft into Russian, which adds one to the first number: the provider that changes a number.
 */
export function translationScript(prompt: string, messages: readonly { role: string; content: string }[]): Script | null {
  const to = LANGUAGE_CODES.get(/^Translate the title, summary and Markdown body .* into ([^.]+)\./.exec(messages[0]?.content ?? '')?.[1] ?? '');
  if (!to) return null;
  const source = JSON.parse(prompt) as { title: string; summary: string; body: string };
  const format = new Intl.NumberFormat(to);
  let first = to === 'ru';
  const numbers = (text: string) => text.replace(PROSE_NUMBER, (x) => {
    const n = Number(x.replaceAll(',', ''));
    const shown = format.format(first ? n + 1 : n);
    first = false;
    return shown;
  });
  const draft = { title: `[${to}] ${source.title}`, summary: numbers(source.summary), body: numbers(source.body) };
  return { pieces: [JSON.stringify(draft)], delayMs: 0 };
}

/**
 * Starts the server on 127.0.0.1.
 * @param script maps the last user message (question + numbered sources) to a {@link Script}
 */
export async function startScriptedProvider(opts: {
  port?: number; script?: (prompt: string) => Script;
  /** Answers `POST …/rerank` (default: the documents in reverse order, Cohere-shaped). */
  rerank?: (body: ScriptedProvider['rerankRequests'][number]) => JsonScript;
  /**
   * Answers structured-output chat calls (a `response_format` in the body, e.g. the decision
   * stage) instead of `script`; default: a draft translation's answer ({@link translationScript})
   * for a draft call, else `{"choice":"S1"}` at once. They are recorded in
   * `structuredRequests`, not `requests`. `messages` is the whole conversation sent (the system
   * message holds the instructions, e.g. a draft translation's target language).
   */
  structured?: (prompt: string, messages: { role: string; content: string }[]) => Script;
  /** Answers `POST …/decisions` (default: HTTP 404, as a server without typed decisions). */
  decide?: (body: Record<string, unknown>) => JsonScript;
} = {}): Promise<ScriptedProvider> {
  const script = opts.script ?? quoteSourcesScript;
  const state: ScriptedProvider = { url: '', requests: [], embeddingRequests: [], rerankRequests: [], structuredRequests: [], decisionRequests: [], closedEarly: 0, closes: [], close: async () => {} };
  const json = (req: http.IncomingMessage, res: http.ServerResponse, record: (body: never) => void, answer: (body: never) => JsonScript) => {
    let rawJson = '';
    req.on('data', (c) => { rawJson += c; });
    req.on('end', async () => {
      const body = JSON.parse(rawJson) as never;
      record(body);
      const a = answer(body);
      if (a.status) {
        res.writeHead(a.status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'scripted failure', error: { message: 'scripted failure' } }));
        return;
      }
      await a.waitFor;
      if (res.destroyed) return;
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(a.body));
    });
  };
  const server = http.createServer((req, res) => {
    if (req.method === 'POST' && req.url?.endsWith('/rerank')) {
      json(req, res, (b: ScriptedProvider['rerankRequests'][number]) => state.rerankRequests.push(b), opts.rerank ?? ((b: ScriptedProvider['rerankRequests'][number]) => ({
        body: { id: 'scripted', results: b.documents.map((_, i) => ({ index: b.documents.length - 1 - i, relevance_score: 1 - i / b.documents.length })), meta: { billed_units: { search_units: 1 } } },
      })));
      return;
    }
    if (req.method === 'POST' && req.url?.endsWith('/decisions')) {
      json(req, res, (b: Record<string, unknown>) => state.decisionRequests.push(b), opts.decide ?? (() => ({ status: 404 })));
      return;
    }
    if (req.method === 'GET' && req.url?.endsWith('/scripted/counts')) {
      // How many calls of each kind this server received (an e2e test proves a refused question made none).
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(scriptedCounts(state)));
      return;
    }
    if (req.method === 'GET' && req.url?.endsWith('/models')) {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data: [{ id: 'scripted', object: 'model' }] }));
      return;
    }
    if (req.method === 'POST' && req.url?.endsWith('/embeddings')) {
      let rawEmb = '';
      req.on('data', (c) => { rawEmb += c; });
      req.on('end', () => {
        const body = JSON.parse(rawEmb) as { input: string[]; model: string };
        state.embeddingRequests.push(body);
        const data = body.input.map((text, index) => ({ object: 'embedding', index, embedding: hashEmbedding(text) }));
        res.writeHead(200, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ object: 'list', data, model: body.model, usage: { prompt_tokens: 1, total_tokens: 1 } }));
      });
      return;
    }
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    let raw = '';
    req.on('data', (c) => { raw += c; });
    req.on('end', async () => {
      const body = JSON.parse(raw);
      const structured = body.response_format !== undefined;
      (structured ? state.structuredRequests : state.requests).push(body);
      const prompt = String(body.messages?.at(-1)?.content ?? '');
      const s: Script = structured ? (opts.structured ?? ((p: string, m: { role: string; content: string }[]): Script => translationScript(p, m) ?? { pieces: ['{"choice":"S1"}'], delayMs: 0 }))(prompt, body.messages ?? []) : script(prompt);
      if (s.status) {
        res.writeHead(s.status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'scripted failure' } }));
        return;
      }
      await s.waitFor;
      if (body.stream !== true) {
        // A non-streamed call (generateText, structured output): the pieces joined, after their delays.
        for (let i = 0; i < s.pieces.length; i++) await new Promise((r) => setTimeout(r, s.delayMs));
        if (res.destroyed) {
          state.closedEarly++;
          state.closes.push({ at: performance.now(), written: [] });
          return;
        }
        const content = s.pieces.join('');
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({
          id: 'scripted', object: 'chat.completion', created: 0, model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: s.finishReason ?? 'stop' }],
          usage: { prompt_tokens: Buffer.byteLength(prompt), completion_tokens: s.pieces.length, total_tokens: Buffer.byteLength(prompt) + s.pieces.length },
        }));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      let finished = false;
      const written: string[] = [];
      res.on('close', () => {
        if (!finished) {
          state.closedEarly++;
          state.closes.push({ at: performance.now(), written: [...written] });
        }
      });
      const chunk = (delta: object, finish: string | null) =>
        `data: ${JSON.stringify({ id: 'scripted', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      for (const [i, piece] of s.pieces.entries()) {
        await new Promise((r) => setTimeout(r, s.delayMs));
        if (res.destroyed) return;
        if (s.errorAfter === i) {
          res.write(`data: ${JSON.stringify({ error: { message: 'scripted mid-stream failure', type: 'server_error', code: 'scripted' } })}\n\n`);
          finished = true;
          res.end();
          return;
        }
        res.write(chunk({ role: 'assistant', content: piece }, null));
        written.push(piece);
      }
      res.write(chunk({}, s.finishReason ?? 'stop'));
      res.write(`data: ${JSON.stringify({ id: 'scripted', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [], usage: { prompt_tokens: Buffer.byteLength(prompt), completion_tokens: s.pieces.length, total_tokens: Buffer.byteLength(prompt) + s.pieces.length } })}\n\n`);
      res.write('data: [DONE]\n\n');
      finished = true;
      res.end();
    });
  });
  // Hosted APIs keep idle connections far longer than Node's 5 s default; with that default a test
  // that idles ~5 s between calls races the client's reuse of the socket (ECONNRESET).
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); });
  return state;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const port = Number(process.argv[2] ?? 3199);
  startScriptedProvider({ port }).then((p) => console.log(`scripted provider on ${p.url}`));
}
