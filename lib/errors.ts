/**
 * One error type with stable codes (`bad_request:chat`, …) mapped to HTTP statuses. Details go to
 * the log; users see the message, which never includes database internals.
 */
import { z } from 'zod';

export type ErrorCode = `${ErrorKind}:${ErrorScope}`;
/** What went wrong; each kind has one HTTP status. */
export type ErrorKind = 'bad_request' | 'not_found' | 'unsupported_media_type' | 'payload_too_large' | 'rate_limited' | 'unavailable' | 'internal';
/** Which endpoint answered: the chat, the "with and without sources" demo, a visitor's vote on an answer, or the proxy reading a request's path. */
export type ErrorScope = 'chat' | 'demo' | 'feedback' | 'path';

const KIND_STATUS: Record<ErrorKind, number> = {
  bad_request: 400, not_found: 404, unsupported_media_type: 415, payload_too_large: 413, rate_limited: 429, unavailable: 503, internal: 500,
};
const STATUS = (code: ErrorCode): number => KIND_STATUS[code.slice(0, code.indexOf(':')) as ErrorKind];

export class AppError extends Error {
  constructor(readonly code: ErrorCode, message: string, readonly fields?: Record<string, string[]>, readonly headers?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
  }

  /** JSON response `{ error: { code, message, fields? } }` with the code's status (and headers, e.g. Retry-After). */
  toResponse(): Response {
    return Response.json({ error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } }, { status: STATUS(this.code), headers: this.headers });
  }
}

/**
 * Reads a request body as UTF-8 text, stopping as soon as it exceeds `maxBytes` (a declared
 * Content-Length is checked before reading), so an oversize body is never buffered whole.
 * @param scope the endpoint, for the error codes (default `chat`)
 * @throws {AppError} `payload_too_large:<scope>` over the limit; `bad_request:<scope>` when the
 *   client aborts the upload or sends bytes that are not UTF-8
 */
export async function readBodyText(request: Request, maxBytes: number, scope: ErrorScope = 'chat'): Promise<string> {
  const tooLarge = () => new AppError(`payload_too_large:${scope}`, `body is larger than ${maxBytes} bytes`);
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw tooLarge();
      }
      parts.push(value);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(`bad_request:${scope}`, 'the request body could not be read');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(parts));
  } catch {
    throw new AppError(`bad_request:${scope}`, 'the request body is not valid UTF-8');
  }
}

/**
 * The endpoints' shared front door: a JSON content type (a text/plain POST is a "simple"
 * cross-site request a foreign page could send), a body within `maxBytes` that parses as JSON, and
 * `schema` (zod) over it.
 * @returns the parsed data
 * @throws {AppError} `unsupported_media_type:<scope>`, `payload_too_large:<scope>`, or
 *   `bad_request:<scope>` (with the schema's field errors)
 */
export async function readJsonRequest<T>(request: Request, schema: z.ZodType<T>, maxBytes: number, scope: ErrorScope): Promise<T> {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    throw new AppError(`unsupported_media_type:${scope}`, 'Content-Type must be application/json');
  }
  let json: unknown;
  try {
    json = JSON.parse(await readBodyText(request, maxBytes, scope));
  } catch (err) {
    throw err instanceof AppError ? err : new AppError(`bad_request:${scope}`, 'body is not JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const { formErrors, fieldErrors } = z.flattenError(parsed.error);
    const fields = Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, (v as string[] | undefined) ?? []]));
    throw new AppError(`bad_request:${scope}`, [`invalid ${scope} request`, ...formErrors].join(': '), fields);
  }
  return parsed.data;
}
