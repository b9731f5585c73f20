/**
 * The session guard as Next pages and server actions use it. Each admin page and action calls one
 * of these itself: the proxy only redirects visitors to the sign-in page and is not the boundary.
 */
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { parseAdminForm, type ActionResult } from '@/lib/admin/schema';
import { database, type Db } from '@/lib/db';
import { requireAuthor, getAuthorSession, UnauthorizedError, type AuthorSession } from './auth';

/** The author's session for a page; redirects to /admin/login without a valid one. */
export async function requireAuthorPage(): Promise<{ db: Db; session: AuthorSession }> {
  const db = await database();
  const session = await getAuthorSession(db, await headers());
  if (!session) redirect('/admin/login');
  return { db, session };
}

/**
 * Wraps a server action: checks the session first (before reading the input, so an anonymous
 * request learns nothing about validation), then parses the form with `schema`, then calls `fn`.
 * Errors other than the typed ones are logged and reported as a generic `internal:admin`.
 * @returns the action, in the `(previousState, formData)` shape `useActionState` expects
 */
export function authorAction<S extends z.ZodType>(schema: S, fn: (input: z.infer<S>, ctx: { db: Db; session: AuthorSession }) => Promise<ActionResult>) {
  return async (_prev: ActionResult | null, form: FormData): Promise<ActionResult> => {
    let ctx: { db: Db; session: AuthorSession };
    try {
      const db = await database();
      ctx = { db, session: await requireAuthor(db, await headers()) };
    } catch (err) {
      if (err instanceof UnauthorizedError) return { ok: false, code: err.code, message: err.message };
      throw err;
    }
    // An action is a public endpoint: a hand-made call may send anything in place of the form.
    if (!(form instanceof FormData)) return { ok: false, code: 'bad_request:admin', message: 'expected a form' };
    const parsed = parseAdminForm(schema, Object.fromEntries([...form.entries()].filter(([k]) => !k.startsWith('$ACTION'))));
    if (!parsed.ok) return { ok: false, code: 'bad_request:admin', message: 'some fields need attention', fields: parsed.fields };
    try {
      return await fn(parsed.data, ctx);
    } catch (err) {
      console.error('[admin] action failed', err);
      return { ok: false, code: 'internal:admin', message: 'the change could not be saved; nothing was changed' };
    }
  };
}
