/** The SSE encoder: keep-alive comments while the pipeline is quiet, and errors as events after the first byte. */
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { describe, expect, it } from 'vitest';
import type { AssistantEvent } from '@/lib/assistant/events';
import { SSE_KEEPALIVE, toSseStream } from '@/lib/assistant/sse';

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe('toSseStream', () => {
  it('sends keep-alive comments while the next event is pending, which parsers ignore', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    async function* slow(): AsyncGenerator<AssistantEvent> {
      yield { type: 'decision', route: 'passages', bestScore: 1, threshold: 0.35, answerer: 'model', passages: [] };
      await gate;
      yield { type: 'done', outcome: 'answered' };
    }
    const stream = toSseStream(slow(), { keepAliveMs: 5 });
    const [forText, forParser] = stream.tee();
    const reader = new Response(forText).body!.pipeThrough(new TextDecoderStream()).getReader();
    let seen = '';
    while (seen.split(SSE_KEEPALIVE).length < 3) seen += (await reader.read()).value ?? '';
    release();
    for (;;) { const r = await reader.read(); if (r.done) break; seen += r.value; }
    expect(seen.startsWith('event: decision\n')).toBe(true);
    expect(seen.endsWith('event: done\ndata: {"type":"done","outcome":"answered"}\n\n')).toBe(true);
    const events: string[] = [];
    const parsed = new Response(forParser).body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
    for (;;) { const r = await parsed.read(); if (r.done) break; events.push(r.value.event!); }
    expect(events).toEqual(['decision', 'done']);
  });

  it('a generator that throws after the first byte ends the stream with an error event and done', async () => {
    async function* failing(): AsyncGenerator<AssistantEvent> {
      yield { type: 'text', text: 'A sentence.', sources: [], paragraphBreak: false };
      throw new Error('boom');
    }
    const out = await text(toSseStream(failing()));
    expect(out.split('\n\n').filter(Boolean).map((b) => b.split('\n')[0])).toEqual(['event: text', 'event: error', 'event: done']);
    expect(out).not.toContain('boom');
  });
});
