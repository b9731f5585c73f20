/**
 * The admin surface refuses every request without a valid author session: each page under
 * app/(admin) and each server action and admin route handler, found by walking the folders (a new
 * one is covered without editing this file), is called with no cookie, a forged cookie and an
 * expired session's cookie. A valid session is checked too, so the guard cannot pass by refusing
 * everything. Runs on the process-wide database (in-memory PGlite, seeded), as the site does.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';

// The request the next/headers functions answer for; each case sets it.
let requestHeaders = new Headers();
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders,
  cookies: async () => ({ get: () => undefined, set: () => {}, delete: () => {}, getAll: () => [] }),
}));

process.env.DATA_DIR = 'memory://';
delete process.env.DATABASE_URL;

const { resetEnvForTests } = await import('@/lib/env');
resetEnvForTests();
const { database, closeDatabase, setFirstUseSeed } = await import('@/lib/db');
// As the site's instrumentation does: the process-wide database is seeded with the content folder on first use.
setFirstUseSeed((await import('@/lib/content')).seedIfEmpty);
const { authFor, createAuthor } = await import('@/lib/auth');
const { authSessions, entries } = await import('@/lib/db/schema');
const { eq, sql } = await import('drizzle-orm');
const actions = await import('@/app/(admin)/admin/actions');

const ADMIN_DIRS = ['app/(admin)', 'app/api/admin'];
function filesNamed(name: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    let items;
    try { items = readdirSync(dir, { withFileTypes: true }); } catch { return; }
    for (const d of items) d.isDirectory() ? walk(path.join(dir, d.name)) : d.name === name && out.push(path.join(dir, d.name));
  };
  ADMIN_DIRS.forEach(walk);
  return out.sort();
}

const PASSWORD = 'a-long-test-password';
let validCookie = '';
let expiredCookie = '';
let entryId = 0;

async function signIn(): Promise<string> {
  const res = await authFor(await database()).api.signInEmail({ body: { email: 'author@example.com', password: PASSWORD }, asResponse: true });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

beforeAll(async () => {
  const db = await database();
  await createAuthor(db, { email: 'author@example.com', password: PASSWORD, name: 'Author' });
  expiredCookie = await signIn();
  // Expire that session in the database; its cookie stays well-signed.
  await db.update(authSessions).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(authSessions.token, decodeURIComponent(expiredCookie.split('=')[1]!).split('.')[0]!));
  validCookie = await signIn();
  const [e] = await db.select({ id: entries.id }).from(entries).where(eq(entries.published, true)).limit(1);
  entryId = e!.id;
});
afterAll(() => closeDatabase());

const forged = () => {
  // Same shape as a real cookie (token.signature), signed with the wrong key.
  const [name, value] = validCookie.split('=') as [string, string];
  const token = decodeURIComponent(value).split('.')[0]!;
  return `${name}=${encodeURIComponent(`${token}.${Buffer.from('not the signature of this token!').toString('base64')}`)}`;
};
const BAD_REQUESTS: [string, () => Headers][] = [
  ['no cookie', () => new Headers()],
  ['a forged cookie', () => new Headers({ cookie: forged() })],
  ['an expired session', () => new Headers({ cookie: expiredCookie })],
];

/** A form each action would accept with a valid session (so a refusal is the guard's doing). */
function validForm(name: string): FormData {
  const f = new FormData();
  const set = (o: Record<string, string>) => Object.entries(o).forEach(([k, v]) => f.set(k, v));
  switch (name) {
    case 'saveEntryAction': set({ slug: 'guard-test-entry', kind: 'article', locale: 'en', title: 'Guard test', summary: '', body: 'Text.', sortOrder: '0', startDate: '', startPrecision: '', endDate: '', endPrecision: '' }); break;
    case 'setPublishedAction': set({ id: String(entryId), published: '' }); break;
    case 'deleteEntryAction': set({ id: String(entryId), confirm: 'delete' }); break;
    case 'deleteTranslationAction': set({ id: String(entryId), locale: 'de' }); break;
    case 'saveProfileAction': set({ 'name.en': 'Guard Test', 'headline.en': 'A headline.', pronouns: 'she her', 'contact.email': 'guard@example.com' }); break;
    case 'draftTranslationAction': case 'publishDraftAction': case 'discardDraftAction': set({ id: String(entryId), locale: 'de' }); break;
    case 'draftAllAction': set({ jobId: '' }); break;
    default: throw new Error(`add a valid form for the new admin action ${name}`);
  }
  return f;
}

// Sign-in must work without a session; sign-out is harmless without one. Everything else is guarded.
const PUBLIC_ACTIONS = new Set(['signInAction', 'signOutAction']);
const DRAFT_ACTIONS = new Set(['draftTranslationAction', 'publishDraftAction', 'discardDraftAction', 'draftAllAction']);
const guarded = Object.entries(actions).filter(([name]) => !PUBLIC_ACTIONS.has(name)) as [string, (p: unknown, f: FormData) => Promise<{ ok: boolean; code?: string }>][];

async function snapshot() {
  const db = await database();
  return db.execute(sql`select (select count(*) from entries)::int as e, (select count(*) from entry_translations)::int as t, (select count(*) from entries where published)::int as p, (select count(*) from author_profile)::int as profiles, (select max(data::text) from author_profile) as profile`);
}

describe('server actions', () => {
  test('the actions file exports the guarded actions this test knows', () => {
    expect(guarded.map(([n]) => n).sort()).toEqual(['deleteEntryAction', 'deleteTranslationAction', 'discardDraftAction', 'draftAllAction', 'draftTranslationAction', 'publishDraftAction', 'saveEntryAction', 'saveProfileAction', 'setPublishedAction']);
  });
  for (const [label, hdrs] of BAD_REQUESTS) {
    test(`every action refuses ${label} and changes nothing`, async () => {
      const before = await snapshot();
      for (const [name, action] of guarded) {
        requestHeaders = hdrs();
        const r = await action(null, validForm(name));
        expect(r, name).toMatchObject({ ok: false, code: 'unauthorized:admin' });
      }
      expect(await snapshot()).toEqual(before);
    });
  }
  test('a hand-made call without a form gets a typed error, also with a valid session', async () => {
    const before = await snapshot();
    requestHeaders = new Headers({ cookie: validCookie });
    for (const [name, action] of guarded) {
      for (const junk of [undefined, 'x', { entries: 1 }, ['x']]) {
        expect(await action(null, junk as unknown as FormData), name).toMatchObject({ ok: false, code: 'bad_request:admin' });
      }
    }
    requestHeaders = new Headers();
    expect(await actions.signInAction(null, ['x'] as unknown as FormData)).toMatchObject({ ok: false, code: 'bad_request:admin' });
    expect(await snapshot()).toEqual(before);
  });

  test('with a valid session the same forms are accepted', async () => {
    requestHeaders = new Headers({ cookie: validCookie });
    for (const [name, action] of guarded) {
      if (name === 'deleteEntryAction') continue; // last, below
      const r = await action(null, validForm(name));
      expect(r.code ?? 'ok', name).not.toBe('unauthorized:admin');
      // Zero keys here: drafting answers that a model is needed, and there is no draft to publish or
      // discard — typed refusals of the action itself, past the guard.
      if (DRAFT_ACTIONS.has(name)) expect(r, name).toMatchObject({ ok: false, code: expect.stringMatching(/^(bad_request|conflict|not_found):admin$/) });
      else if (name !== 'deleteTranslationAction') expect(r, name).toMatchObject({ ok: true });
    }
    expect(await actions.deleteEntryAction(null, validForm('deleteEntryAction'))).toMatchObject({ ok: true });
  });
});

describe('pages', () => {
  const pages = filesNamed('page.tsx');
  test('the admin pages are found', () => {
    expect(pages.length).toBeGreaterThanOrEqual(5);
    expect(pages).toContain(path.join('app/(admin)/admin/profile/page.tsx'));
  });
  for (const file of pages.filter((p) => !p.endsWith(path.join('login', 'page.tsx')))) {
    for (const [label, hdrs] of BAD_REQUESTS) {
      test(`${file} redirects ${label} to the sign-in page`, async () => {
        requestHeaders = hdrs();
        const mod = await import(/* @vite-ignore */ path.resolve(file));
        const props = { params: Promise.resolve({ id: String(entryId) }), searchParams: Promise.resolve({}) };
        const err = await Promise.resolve().then(() => mod.default(props)).then(() => null, (e: unknown) => e);
        expect(String((err as { digest?: string } | null)?.digest)).toMatch(/^NEXT_REDIRECT;[a-z]+;\/admin\/login;/);
      });
    }
  }
  test('a valid session renders every page instead of redirecting', async () => {
    requestHeaders = new Headers({ cookie: validCookie });
    // An entry that still exists (the actions' test deleted the first one).
    const [e] = await (await database()).select({ id: entries.id }).from(entries).limit(1);
    for (const file of pages.filter((p) => !p.endsWith(path.join('login', 'page.tsx')))) {
      const mod = await import(/* @vite-ignore */ path.resolve(file));
      const props = { params: Promise.resolve({ id: String(e!.id) }), searchParams: Promise.resolve({}) };
      await expect(Promise.resolve().then(() => mod.default(props)), file).resolves.toBeTruthy();
    }
  });
});

// No admin route handler exists yet; any added under app/(admin) or app/api/admin must answer
// 401/403 or a redirect without a session, and is tested here without editing this file.
for (const file of filesNamed('route.ts')) {
  for (const [label, hdrs] of BAD_REQUESTS) {
    test(`${file} refuses ${label}`, async () => {
      const mod = await import(/* @vite-ignore */ path.resolve(file));
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => typeof mod[m] === 'function')) {
        requestHeaders = hdrs();
        const res: Response = await mod[method](new Request('http://t/admin', { method, headers: hdrs() }), { params: Promise.resolve({}) });
        expect([401, 403, 307]).toContain(res.status);
      }
    });
  }
}
