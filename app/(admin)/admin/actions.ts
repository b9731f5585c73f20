'use server';
/**
 * Every admin server action. Each is a public POST endpoint, so each checks the session itself
 * ({@link authorAction}) before anything else, validates its form with zod, calls one function
 * of lib/content (each writes in one transaction) and reports a typed {@link ActionResult}.
 * tests/admin-guard.test.ts calls every export of this file without a valid session.
 */
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { auth } from '@/lib/auth';
import { authorAction } from '@/lib/auth/next';
import { deleteEntrySchema, deleteTranslationSchema, draftAllSchema, draftTranslationSchema, entryFormSchema, publishSchema, signInSchema, type ActionResult } from '@/lib/admin/schema';
import { discardDraftForm, draftAllForm, draftTranslationForm, publishDraftForm } from '@/lib/admin/drafts';
import { saveEntryForm } from '@/lib/admin/save';
import { deleteEntryById, deleteTranslation, setEntryPublished } from '@/lib/content';
import { profileFormSchema, profileFormValues, saveProfileEdit } from '@/lib/profile';
import { env } from '@/lib/env';
import { clientAddress, signInRateLimiter } from '@/lib/ratelimit';

/**
 * Signs the author in (the one action without a session); sets the session cookie and goes to /admin.
 * Every well-formed attempt first passes the per-IP sign-in limits ({@link signInRateLimiter}:
 * by default 5 a minute, 20 an hour, 50 a day, keyed like the chat by the trusted proxy's address);
 * over them the answer is `rate_limited:admin` with the wait, and the password is not checked.
 */
export async function signInAction(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  // A public endpoint: a hand-made call may send anything in place of the form.
  if (!(form instanceof FormData)) return { ok: false, code: 'bad_request:admin', message: 'expected a form' };
  const parsed = signInSchema.safeParse({ email: form.get('email'), password: form.get('password') });
  if (!parsed.success) return { ok: false, code: 'bad_request:admin', message: 'enter your e-mail address and password' };
  const requestHeaders = await headers();
  const address = clientAddress(requestHeaders, env().TRUSTED_PROXY_HOPS);
  const limit = await signInRateLimiter().check(address);
  if (!limit.ok) {
    console.info(JSON.stringify({ at: 'admin', event: 'signin-rate-limited', window: limit.window, retryAfterS: limit.retryAfterS }));
    const wait = limit.retryAfterS >= 120 ? `${Math.ceil(limit.retryAfterS / 60)} minutes` : `${limit.retryAfterS} seconds`;
    return { ok: false, code: 'rate_limited:admin', retryAfterS: limit.retryAfterS, message: `too many sign-in attempts from this address; try again in ${wait}` };
  }
  try {
    await (await auth()).api.signInEmail({ body: parsed.data, headers: requestHeaders });
  } catch {
    // One message for unknown address and wrong password: no account enumeration.
    return { ok: false, code: 'unauthorized:admin', message: 'wrong e-mail address or password' };
  }
  redirect('/admin');
}

/** Signs out: deletes the session row and the cookie. Harmless without a session. */
export async function signOutAction(): Promise<void> {
  try {
    await (await auth()).api.signOut({ headers: await headers() });
  } catch {
    // No session to end.
  }
  redirect('/admin/login');
}

/** Creates or updates an entry and one translation; changed text is re-chunked and re-embedded. */
export const saveEntryAction = authorAction(entryFormSchema, async (input, { db }) => saveEntryForm(db, input));

/** Publishes or unpublishes an entry. */
export const setPublishedAction = authorAction(publishSchema, async (input, { db }) => (await setEntryPublished(db, input))
  ? { ok: true, message: input.published ? 'published' : 'unpublished' }
  : { ok: false, code: 'not_found:admin', message: 'no such entry' });

/** Deletes an entry with its translations and passages. */
export const deleteEntryAction = authorAction(deleteEntrySchema, async (input, { db }) => (await deleteEntryById(db, input))
  ? { ok: true, message: 'deleted', redirectTo: '/admin' }
  : { ok: false, code: 'not_found:admin', message: 'no such entry' });

/** Deletes one translation of an entry and its passages. */
export const deleteTranslationAction = authorAction(deleteTranslationSchema, async (input, { db }) => (await deleteTranslation(db, input))
  ? { ok: true, message: `the ${input.locale} translation was deleted` }
  : { ok: false, code: 'not_found:admin', message: 'no such translation' });

/** Drafts one translation with the configured model (issue 33, kind 3): kept for review, or published per the profile. */
export const draftTranslationAction = authorAction(draftTranslationSchema, async (input, { db }) => draftTranslationForm(db, input));

/** Publishes a reviewed machine draft. */
export const publishDraftAction = authorAction(draftTranslationSchema, async (input, { db }) => publishDraftForm(db, input));

/** Discards a machine draft. */
export const discardDraftAction = authorAction(draftTranslationSchema, async (input, { db }) => discardDraftForm(db, input));

/** Drafts every missing or outdated translation, recording progress under the form's job id. */
export const draftAllAction = authorAction(draftAllSchema, async (input, { db }) => draftAllForm(db, input));

/**
 * Saves the author's profile (names, forms and pronouns, headline, location, contact, links,
 * suggested questions); the site and the assistant read it on the next request. A rename is
 * carried to the languages that held the old name (lib/profile `carryRename`); what it could not
 * decide comes back as warnings, and the stored values for the form to show.
 */
export const saveProfileAction = authorAction(profileFormSchema, async (input, { db }) => {
  const { profile, notices } = await saveProfileEdit(db, input);
  return { ok: true, message: 'profile saved', warnings: notices, values: profileFormValues(profile) };
});
