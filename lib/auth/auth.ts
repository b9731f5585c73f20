/**
 * Authentication with Better Auth: one author account (e-mail + password, hashed by the library),
 * sessions stored in Postgres through the drizzle adapter, the session cookie signed with
 * AUTH_SECRET. Sign-up is disabled: the only way to create the account is the CLI
 * (`npm run assistant -- admin create`), which calls {@link createAuthor}.
 */
import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { hashPassword } from 'better-auth/crypto';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import { eq } from 'drizzle-orm';
import { database, type Db } from '@/lib/db';
import { authAccounts, authSessions, authUsers, authVerifications } from '@/lib/db/schema';
import { authSecret, env } from '@/lib/env';

/** Session lifetime, seconds. Short-ish: the author signs in rarely and from few devices. */
export const SESSION_SECONDS = 60 * 60 * 24 * 7;

// Secure whenever the public origin is https; without AUTH_URL, in production. The e2e servers
// run production builds over plain http on 127.0.0.1 and say so through AUTH_URL.
function secureCookies(): boolean {
  const e = env();
  return e.AUTH_URL ? e.AUTH_URL.startsWith('https:') : e.NODE_ENV === 'production';
}

function build(db: Db) {
  return betterAuth({
    appName: 'portfolio-admin',
    secret: authSecret(),
    baseURL: env().AUTH_URL,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: authUsers, session: authSessions, account: authAccounts, verification: authVerifications },
    }),
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 12 },
    // No cookie cache: every check reads the session row, so a deleted or expired session ends at once.
    session: { expiresIn: SESSION_SECONDS, cookieCache: { enabled: false } },
    // Cookies are HttpOnly and SameSite=Lax (library defaults); Secure whenever the site is served over https.
    advanced: { useSecureCookies: secureCookies() },
    telemetry: { enabled: false },
    // Lets sign-in/sign-out inside server actions set the cookie through next/headers.
    plugins: [nextCookies()],
  });
}

export type Auth = ReturnType<typeof build>;

const cache = new WeakMap<Db, Auth>();

/** Better Auth bound to `db` (one instance per database, built on first use). */
export function authFor(db: Db): Auth {
  let a = cache.get(db);
  if (!a) {
    a = build(db);
    cache.set(db, a);
  }
  return a;
}

/** Better Auth on the process-wide database. */
export async function auth(): Promise<Auth> {
  return authFor(await database());
}

/** The signed-in author, as the admin pages use it. */
export interface AuthorSession {
  userId: string;
  email: string;
  name: string;
  /** Session expiry. */
  expiresAt: Date;
}

/**
 * The session behind a request's cookie, or null: no cookie, a cookie whose signature does not
 * verify (forged), or a session that expired or was deleted (signed out).
 */
export async function getAuthorSession(db: Db, headers: Headers): Promise<AuthorSession | null> {
  const s = await authFor(db).api.getSession({ headers, query: { disableCookieCache: true } });
  if (!s) return null;
  return { userId: s.user.id, email: s.user.email, name: s.user.name, expiresAt: new Date(s.session.expiresAt) };
}

/** Thrown when a request has no valid author session. */
export class UnauthorizedError extends Error {
  readonly code = 'unauthorized:admin';
  constructor() {
    super('sign in as the author first');
    this.name = 'UnauthorizedError';
  }
}

/**
 * Every admin page, action and route calls this itself (the proxy only redirects).
 * @throws {UnauthorizedError} without a valid session
 */
export async function requireAuthor(db: Db, headers: Headers): Promise<AuthorSession> {
  const s = await getAuthorSession(db, headers);
  if (!s) throw new UnauthorizedError();
  return s;
}

/** Thrown by {@link createAuthor} for an account that cannot be created. */
export class AuthorAccountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthorAccountError';
  }
}

/**
 * Creates the author's account, or resets its password when `replace` is set. The password is
 * hashed by Better Auth's hasher (scrypt) and stored on the credential account; it never leaves this function.
 * @throws {AuthorAccountError} when an author already exists (and `replace` is not set) or the
 *   password is shorter than 12 characters
 */
export async function createAuthor(db: Db, input: { email: string; password: string; name: string; replace?: boolean }): Promise<{ userId: string; created: boolean }> {
  if (input.password.length < 12) throw new AuthorAccountError('the password needs at least 12 characters');
  const email = input.email.trim().toLowerCase();
  const existing = await db.select().from(authUsers);
  // Better Auth's own hasher, the one its sign-in verifies against (the default of
  // `emailAndPassword.password`), called without building the auth server: the CLI serves no
  // requests, and building it made `admin create` print the library's "Base URL is not set"
  // warning about callbacks and redirects it never makes (issue 32).
  const hash = await hashPassword(input.password);
  if (existing.length > 0) {
    const same = existing.find((u) => u.email === email);
    if (!input.replace || !same || existing.length > 1) {
      throw new AuthorAccountError(`an author account already exists (${existing.map((u) => u.email).join(', ')}); use --replace with the same e-mail to reset its password`);
    }
    await db.transaction(async (tx) => {
      await tx.update(authAccounts).set({ password: hash, updatedAt: new Date() }).where(eq(authAccounts.userId, same.id));
      // A password reset ends every open session.
      await tx.delete(authSessions).where(eq(authSessions.userId, same.id));
    });
    return { userId: same.id, created: false };
  }
  // User and credential in one transaction: never a user without a password.
  const userId = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(authUsers).values({ id: userId, email, name: input.name, emailVerified: true });
    await tx.insert(authAccounts).values({ id: randomUUID(), userId, providerId: 'credential', accountId: userId, password: hash });
  });
  return { userId, created: true };
}
