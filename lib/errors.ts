/**
 * One error type with stable codes (`bad_request:chat`, …) mapped to HTTP statuses. Details go to
 * the log; users see the message, which never includes database internals.
 */
export type ErrorCode = 'bad_request:chat' | 'payload_too_large:chat' | 'internal:chat';

const STATUS: Record<ErrorCode, number> = { 'bad_request:chat': 400, 'payload_too_large:chat': 413, 'internal:chat': 500 };

export class AppError extends Error {
  constructor(readonly code: ErrorCode, message: string, readonly fields?: Record<string, string[]>) {
    super(message);
    this.name = 'AppError';
  }

  /** JSON response `{ error: { code, message, fields? } }` with the code's status. */
  toResponse(): Response {
    return Response.json({ error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } }, { status: STATUS[this.code] });
  }
}
