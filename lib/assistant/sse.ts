/**
 * Server-Sent Events encoding of {@link AssistantEvent}s (WHATWG HTML, "Server-sent events"):
 * `event: <type>` + one `data:` line of JSON + a blank line. JSON never contains a raw newline,
 * so one data line is always enough.
 */
import type { AssistantEvent } from './events';

/** Response headers for the stream (design, Transport). */
export const SSE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-store, no-transform',
  'X-Accel-Buffering': 'no',
  Connection: 'keep-alive',
};

/** One event as SSE text (an {@link AssistantEvent}, or any event with a `type`, e.g. the demo's). */
export function encodeSseEvent<E extends { type: string } = AssistantEvent>(event: E): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** What the chat's stream sends when its generator throws. */
const CHAT_FAILURE: readonly AssistantEvent[] = [{ type: 'error', code: 'internal:chat', message: 'internal error' }, { type: 'done', outcome: 'error' }];

/** The comment line sent when no event left for a while (design: a keep-alive about every 15 s). */
export const SSE_KEEPALIVE = ': keep-alive\n\n';

/**
 * Turns an event stream into an SSE byte stream. Cancelling the byte stream (client disconnect)
 * returns the generator, which closes the answerer upstream.
 *
 * While the next event is pending for `keepAliveMs`, a comment line goes out, so proxies and
 * browsers do not drop a quiet connection (SSE parsers ignore lines starting with a colon).
 * Once the first byte left, the status is 200: a generator that throws ends the stream with an
 * `error` event and `done`, never a broken connection.
 * @param opts.keepAliveMs interval of keep-alive comments, ms (default 15 000)
 * @param opts.failure the events sent when the generator throws (default: the chat's `error`
 *   with code `internal:chat`, then `done`)
 */
export function toSseStream<E extends { type: string } = AssistantEvent>(events: AsyncGenerator<E>, opts: { keepAliveMs?: number; failure?: readonly E[] } = {}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const keepAliveMs = opts.keepAliveMs ?? 15_000;
  const failure = opts.failure ?? (CHAT_FAILURE as readonly { type: string }[] as readonly E[]);
  let pending: Promise<IteratorResult<E>> | null = null;
  let finished = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (finished) return;
      pending ??= events.next();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const tick = new Promise<'tick'>((resolve) => { timer = setTimeout(() => resolve('tick'), keepAliveMs); });
      // Events taken from the generator and not yet sent.
      let text = '';
      try {
        const next = await Promise.race([pending, tick]);
        if (finished) return; // cancelled (the reader left) while waiting: nothing more to send
        if (next === 'tick') {
          controller.enqueue(encoder.encode(SSE_KEEPALIVE));
          return;
        }
        pending = null;
        if (next.done) {
          finished = true;
          controller.close();
          return;
        }
        // Events the generator has ready before the next turn of the event loop go out as one
        // chunk: a refusal's decision, notice and done are one write, not three (issue 13).
        text = encodeSseEvent(next.value);
        let ended = false;
        for (;;) {
          pending = events.next();
          const more = await Promise.race([pending, nextTurn()]);
          if (finished) return; // cancelled meanwhile
          if (more === 'turn') break;
          pending = null;
          if (more.done) {
            ended = true;
            break;
          }
          text += encodeSseEvent(more.value);
        }
        controller.enqueue(encoder.encode(text));
        if (ended) {
          finished = true;
          controller.close();
        }
      } catch (err) {
        if (finished) return;
        finished = true;
        console.error(JSON.stringify({ at: 'sse', event: 'error', message: (err as Error).message }));
        controller.enqueue(encoder.encode(text + failure.map((ev) => encodeSseEvent(ev)).join('')));
        controller.close();
      } finally {
        clearTimeout(timer);
      }
    },
    async cancel() {
      finished = true;
      await events.return(undefined);
    },
  });
}

/** Settles on the next turn of the event loop (after pending I/O callbacks), with 'turn'. */
function nextTurn(): Promise<'turn'> {
  return new Promise((resolve) => { setImmediate(resolve, 'turn'); });
}
