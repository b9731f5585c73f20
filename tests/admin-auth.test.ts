/**
 * The author account and its sessions (Better Auth on our tables): one account, the library's
 * password hash, password reset ends sessions, sign-out deletes the session row, cookie flags.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authFor, AuthorAccountError, createAuthor, getAuthorSession, requireAuthor, UnauthorizedError } from '@/lib/auth';
import type { DbHandle } from '@/lib/db';
import { authAccounts, authSessions } from '@/lib/db/schema';
import { resetEnvForTests } from '@/lib/env';
import { freshDatabase } from './support';

const EMAIL = 'author@example.com';
const PASSWORD = 'first-password-long-enough';
let h: DbHandle;

beforeAll(async () => {
  process.env.AUTH_URL = 'https://portfolio.example';
  resetEnvForTests();
  h = await freshDatabase();
});
afterAll(async () => {
  delete process.env.AUTH_URL;
  resetEnvForTests();
  await h?.close();
});

async function signIn(password: string) {
  return authFor(h.db).api.signInEmail({ body: { email: EMAIL, password }, asResponse: true });
}
const cookieOf = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]!;

describe('author account', () => {
  test('created once, with the library\'s hash (never the password)', async () => {
    expect(await createAuthor(h.db, { email: EMAIL, password: PASSWORD, name: 'Author' })).toMatchObject({ created: true });
    const [acc] = await h.db.select().from(authAccounts);
    expect(acc!.password).toBeTruthy();
    expect(acc!.password).not.toContain(PASSWORD);
    expect(await (await authFor(h.db).$context).password.verify({ hash: acc!.password!, password: PASSWORD })).toBe(true);
    await expect(createAuthor(h.db, { email: 'other@example.com', password: PASSWORD, name: 'X' })).rejects.toBeInstanceOf(AuthorAccountError);
    await expect(createAuthor(h.db, { email: EMAIL, password: 'short', name: 'X', replace: true })).rejects.toThrow(/12 characters/);
  });

  test('sign-up through the library is closed', async () => {
    const res = await authFor(h.db).api.signUpEmail({ body: { email: 'intruder@example.com', password: 'intruder-password-1', name: 'I' }, asResponse: true });
    expect(res.status).toBeGreaterThanOrEqual(400);
  });

  test('the session cookie is HttpOnly, SameSite=Lax and Secure over https', async () => {
    const res = await signIn(PASSWORD);
    expect(res.status).toBe(200);
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^__Secure-/);
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).toMatch(/; SameSite=Lax/i);
  });

  test('a wrong password gets no session', async () => {
    const res = await signIn('not-the-password-at-all');
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie') ?? '').not.toMatch(/session_token=[^;]+/);
  });

  test('sign-out deletes the session row; the old cookie is then refused', async () => {
    const cookie = cookieOf(await signIn(PASSWORD));
    const headers = new Headers({ cookie });
    expect(await requireAuthor(h.db, headers)).toMatchObject({ email: EMAIL });
    const before = (await h.db.select().from(authSessions)).length;
    await authFor(h.db).api.signOut({ headers });
    expect((await h.db.select().from(authSessions)).length).toBe(before - 1);
    await expect(requireAuthor(h.db, headers)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  test('a password reset ends every session and only the new password works', async () => {
    const cookie = cookieOf(await signIn(PASSWORD));
    expect(await createAuthor(h.db, { email: EMAIL, password: 'second-password-long-enough', name: 'Author', replace: true })).toMatchObject({ created: false });
    expect(await getAuthorSession(h.db, new Headers({ cookie }))).toBeNull();
    expect((await signIn(PASSWORD)).status).toBe(401);
    expect((await signIn('second-password-long-enough')).status).toBe(200);
  });
});
