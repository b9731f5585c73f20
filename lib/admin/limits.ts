/**
 * Size limits of an admin save, known to the form before it sends (issue 23: a 2.3 MB save met
 * Next's server-action body limit and replaced the editor with "This page couldn't load", losing
 * what was typed). No imports: the editor (a client component) checks with the same numbers the
 * server enforces.
 */

/** An entry body's length limit, characters (lib/admin/schema `body`). */
export const BODY_MAX_CHARS = 200_000;

/**
 * The server-action body limit, bytes (next.config.ts `serverActions.bodySizeLimit`: 2 MiB). Above
 * the largest form the schemas accept (200,000 characters of at most 4 UTF-8 bytes each, plus the
 * short fields), so every save the schemas could accept reaches its action and gets a typed answer.
 */
export const ACTION_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/** One error of a form too large to send: the field, and the message naming the limit. */
export interface SizeError {
  field: string;
  message: string;
}

const mb = (bytes: number) => `${(bytes / 1_000_000).toLocaleString('en', { maximumFractionDigits: 1 })} MB`;

/**
 * Checks an entry form before it is sent: the body's length against {@link BODY_MAX_CHARS}, the
 * whole form's UTF-8 size against {@link ACTION_BODY_LIMIT_BYTES}.
 * @returns the error to show beside the field (nothing is sent), or null
 */
export function entryFormSizeError(form: FormData): SizeError | null {
  const body = form.get('body');
  // Characters as the server's schema counts them (zod 4's max(): code points, so an emoji is one).
  const length = typeof body === 'string' ? [...body].length : 0;
  if (length > BODY_MAX_CHARS) {
    return { field: 'body', message: `the text is ${length.toLocaleString('en')} characters; a page holds at most ${BODY_MAX_CHARS.toLocaleString('en')} (nothing was sent; your text is kept)` };
  }
  const encoder = new TextEncoder();
  let bytes = 0;
  for (const [k, v] of form.entries()) bytes += encoder.encode(k).length + (typeof v === 'string' ? encoder.encode(v).length : v.size);
  if (bytes > ACTION_BODY_LIMIT_BYTES) {
    return { field: 'body', message: `this save is ${mb(bytes)}; a save holds at most ${mb(ACTION_BODY_LIMIT_BYTES)} (nothing was sent; your text is kept)` };
  }
  return null;
}
