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

/** One event as SSE text. */
export function encodeSseEvent(event: AssistantEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * Turns an event stream into an SSE byte stream. Cancelling the byte stream (client disconnect)
 * returns the generator, which closes the answerer upstream.
 */
export function toSseStream(events: AsyncGenerator<AssistantEvent>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await events.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(encodeSseEvent(next.value)));
      } catch (err) {
        controller.error(err);
      }
    },
    async cancel() {
      await events.return(undefined);
    },
  });
}
