/**
 * The author's profile as data: the seed file validates, a bad file names its fields, the row
 * is read per request, `seed` never overwrites the author's save, and what the assistant reads as
 * the author follows the profile — through the admin's own server action with a real session.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentWords } from '@/lib/text';

let requestHeaders = new Headers();
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders,
  cookies: async () => ({ get: () => undefined, set: () => {}, delete: () => {}, getAll: () => [] }),
}));

process.env.DATA_DIR = 'memory://';
delete process.env.DATABASE_URL;

const { resetEnvForTests } = await import('@/lib/env');
resetEnvForTests();
const { database, closeDatabase } = await import('@/lib/db');
const { authFor, createAuthor } = await import('@/lib/auth');
const profileLib = await import('@/lib/profile');
const { authorTerms, getProfile, isAboutAuthor, loadProfileFile, profileFormSchema, profileFormValues, ProfileFileError, readStoredProfile, saveProfile, seedProfile, suggestedQuestions } = profileLib;
const { matchRefusalPattern } = await import('@/lib/refusal');
const { routeQuestion } = await import('@/lib/assistant/pipeline');
const { saveProfileAction } = await import('@/app/(admin)/admin/actions');
const { DB_TARGET, freshDatabase } = await import('./support');

const PASSWORD = 'a-long-test-password';
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'profile-'));
  const db = await database();
  await createAuthor(db, { email: 'author@example.com', password: PASSWORD, name: 'Author' });
  const res = await authFor(db).api.signInEmail({ body: { email: 'author@example.com', password: PASSWORD }, asResponse: true });
  requestHeaders = new Headers({ cookie: res.headers.get('set-cookie')!.split(';')[0]! });
});
afterAll(async () => {
  await closeDatabase();
  await rm(dir, { recursive: true, force: true });
});

/** The admin form as the browser posts it, from a profile with some fields changed. */
function formOf(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return f;
}

describe('the seed file', () => {
  it('content/profile.json is a valid profile with a name in every site language', async () => {
    const p = await loadProfileFile();
    expect(Object.keys(p.name).sort()).toEqual(['ar', 'de', 'en', 'es', 'fa', 'fr', 'hi', 'pt', 'ru', 'zh']);
    expect(p.contact.email).toMatch(/@example\.com$/);
  });

  it('a bad file is refused with the file, each field and the reason', async () => {
    const bad = path.join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify({ name: { fa: 'x' }, headline: { en: 'ok' }, links: [{ label: 'x', url: 'javascript:alert(1)' }] }));
    const err = await loadProfileFile(bad).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProfileFileError);
    expect((err as Error).message).toContain(bad);
    expect((err as InstanceType<typeof ProfileFileError>).issues.join('\n')).toMatch(/^name\.en: /m);
    expect((err as InstanceType<typeof ProfileFileError>).issues.join('\n')).toMatch(/^links\.0\.url: an https:\/\/ address/m);
    const notJson = path.join(dir, 'not.json');
    await writeFile(notJson, '{ name: ');
    await expect(loadProfileFile(notJson)).rejects.toThrow(/not JSON/);
  });
});

describe(`stored profile (${DB_TARGET})`, () => {
  it('shows the file until one is stored; seed writes it, the admin save wins, and seed keeps the save', async () => {
    const h = await freshDatabase();
    const db = h.db;
    const file = await loadProfileFile();
    expect(await readStoredProfile(db)).toMatchObject({ origin: 'file', profile: file });
    expect(await seedProfile(db)).toBe('written');
    expect((await readStoredProfile(db)).origin).toBe('seed');
    // `seed` refreshes its own row…
    expect(await seedProfile(db, { ...file, headline: { en: 'A newer demo headline.' } })).toBe('written');
    expect((await getProfile(db)).headline.en).toBe('A newer demo headline.');
    // …but never the author's.
    await saveProfile(db, { ...file, headline: { en: 'My own headline.' } });
    expect(await seedProfile(db)).toBe('kept');
    expect(await readStoredProfile(db)).toMatchObject({ origin: 'admin', profile: { headline: { en: 'My own headline.' } } });
    // A profile that does not validate is refused and the stored one stays.
    await expect(saveProfile(db, { ...file, links: [{ label: 'x', url: 'javascript:alert(1)' }] })).rejects.toThrow();
    expect((await getProfile(db)).headline.en).toBe('My own headline.');
    await h.close();
  });
});

describe('the admin form', () => {
  it('round-trips a profile through its flat fields', async () => {
    const p = await loadProfileFile();
    const parsed = profileFormSchema.parse(profileFormValues(p));
    // An absent machine-draft setting means "review" (issue 33): the form writes it out.
    expect(parsed).toEqual({ ...p, machineDrafts: p.machineDrafts ?? 'review' });
  });

  it('refuses a script link and a malformed address, naming the field', () => {
    const values = { ...profileFormValues({ name: { en: 'A' }, headline: { en: 'B' }, nameForms: [], pronouns: [], location: {}, contact: {}, links: [], suggestions: {} }) };
    const r = profileFormSchema.safeParse({ ...values, links: 'Home https://example.org\nEvil javascript:alert(1)', 'contact.email': 'not an address', 'name.en': '' });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['links.1.url', 'contact.email', 'name.en']));
    expect(paths).not.toContain('links.0.url');
  });
});

describe('what the assistant reads as the author follows the profile', () => {
  it('after a save in the admin, L1 refuses the new name\'s rates and the old name is no longer hers', async () => {
    const db = await database();
    const before = await getProfile(db);
    const values = profileFormValues(before);
    for (const key of Object.keys(values).filter((k) => k.startsWith('name.'))) values[key] = '';
    const r = await saveProfileAction(null, formOf({ ...values, 'name.en': 'Mina Farahani', 'name.ru': 'Мина Фарахани', nameForms: 'Мины\nМине', pronouns: 'she her' }));
    expect(r).toMatchObject({ ok: true });
    const asked = (question: string, locale: 'en' | 'ru' = 'en') => routeQuestion({ question, locale }, { db, embedder: null });
    for (const q of ["What are Mina's rates?", 'How much does Mina Farahani charge?', 'Is Farahani available for hire?']) {
      expect((await asked(q)).route, q).toBe('pattern-refusal');
    }
    // A Russian case form of the new name is hers too.
    expect(isAboutAuthor('Какие проекты у Мины?', authorTerms(await getProfile(db)))).toBe(true);
    // The old name is now just a word.
    const old = await asked("What are Darya's rates?");
    expect(old.route).not.toBe('pattern-refusal');
    expect(isAboutAuthor("What are Darya's rates?", authorTerms(await getProfile(db)))).toBe(false);
    await saveProfile(db, before);
    expect((await asked("What are Darya's rates?")).route).toBe('pattern-refusal');
  });

  // Issue 23, item 14: renaming the English name through the admin's action renames every
  // language that showed the same name, the suggested questions follow, and the languages with
  // a name of their own are named for the author to check.
  it('renaming en in the admin renames de, fr, es and pt, the suggestions use the new name, and the others are listed', async () => {
    const db = await database();
    const before = await getProfile(db);
    const r = await saveProfileAction(null, formOf({ ...profileFormValues(before), 'name.en': 'Mina Farahani' }));
    try {
      expect(r).toMatchObject({ ok: true, message: 'profile saved' });
      const after = await getProfile(db);
      for (const l of ['en', 'de', 'fr', 'es', 'pt'] as const) expect(after.name[l], l).toBe('Mina Farahani');
      expect(after.name.fa).toBe(before.name.fa);
      const warnings = (r.ok && r.warnings) || [];
      expect(warnings.join('\n')).toContain('Also renamed in de, fr, es, pt');
      expect(warnings.join('\n')).toMatch(/fa “.+”, ru “.+”, ar “.+”, hi “.+”, zh “.+”/u);
      // The form gets the stored values back, so its next save keeps the derived names.
      expect(r.ok && r.values?.['name.de']).toBe('Mina Farahani');
      for (const l of ['en', 'de', 'es', 'pt'] as const) {
        const questions = suggestedQuestions(after, l);
        expect(questions.some((q) => q.includes('Mina Farahani')), `${l}: ${questions.join(' | ')}`).toBe(true);
        expect(questions.join(' '), l).not.toContain('Darya');
      }
      // What the assistant reads as her follows: the new name in German is hers, the old Latin one is not.
      const who = authorTerms(after);
      expect(isAboutAuthor('Welche Artikel hat Mina Farahani geschrieben?', who)).toBe(true);
      expect(isAboutAuthor('Welche Artikel hat Darya geschrieben?', who)).toBe(false);
      expect((await routeQuestion({ question: 'Wie viel verlangt Mina Farahani pro Tag?', locale: 'de' }, { db, embedder: null })).route).toBe('pattern-refusal');
    } finally {
      await saveProfile(db, before);
    }
  });

  it('a save without a session is refused and changes nothing', async () => {
    const db = await database();
    const before = await getProfile(db);
    const keep = requestHeaders;
    requestHeaders = new Headers();
    try {
      expect(await saveProfileAction(null, formOf({ ...profileFormValues(before), 'name.en': 'Someone Else' }))).toMatchObject({ ok: false, code: 'unauthorized:admin' });
    } finally {
      requestHeaders = keep;
    }
    expect(await getProfile(db)).toEqual(before);
  });

  // Generated variants of the kind "any author's name is read as her": a name of two words of
  // letters from one of the site's scripts (Latin with diacritics and combining marks, Cyrillic,
  // Arabic script, Devanagari with vowel signs, Han), asked about in questions of several
  // languages whatever the name's script (L1 reads every spelling of her name as one placeholder
  // that every language's patterns accept, lib/refusal); her name before "rates"/"charge" is
  // refused, another name is not hers — also when its letters hold a pronoun or a trigger word
  // ("Heé", "اوستا", "نوبچه": patterns match whole words as Unicode defines letters and marks).
  const scripts = {
    latin: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'k', 'l', 'm', 'n', 'o', 'r', 's', 't', 'u', 'é', 'ü', 'ø', 'ñ', 'ç', 'ł', 'e\u0301', 'a\u0308'],
    cyrillic: [...'абвгдежзиклмнопрстуфхцчшэюя'],
    arabic: [...'ابپتجچدرزسشفکگلمنوهی', 'او', 'بچه', 'دین'],
    devanagari: ['क', 'ख', 'ग', 'च', 'ज', 'ट', 'ड', 'त', 'द', 'न', 'प', 'ब', 'म', 'य', 'र', 'ल', 'व', 'स', 'ह', 'का', 'कि', 'की', 'रु', 'ने'],
    han: [...'达丽娅拉赫纳玛王李张明华丽小'],
  };
  const word = (alphabet: string[]) => fc.array(fc.constantFrom(...alphabet), { minLength: 2, maxLength: 5 }).map((cs) => cs.join('').normalize('NFC'));
  const cap = (w: string) => `${w[0]!.toUpperCase()}${w.slice(1)}`;
  const name = (alphabet: string[]) => fc.tuple(word(alphabet), word(alphabet)).map(([a, b]) => (alphabet === scripts.han ? `${a}${b}` : `${cap(a)} ${cap(b)}`));
  const pair = fc.constantFrom(...Object.values(scripts)).chain((a) => fc.tuple(fc.constant(a), name(a), fc.constantFrom(...Object.values(scripts)).chain(name)));
  const base = { headline: { en: 'x' }, nameForms: [], pronouns: ['she', 'her', 'او'], location: {}, contact: {}, links: [], suggestions: {} };
  const first = (full: string) => full.split(' ')[0]!;
  const asks = [
    (full: string) => `What are ${first(full)}'s rates?`,
    (full: string) => `How much does ${full} charge?`,
    (full: string) => `هزینه کار با ${full} چقدر است؟`,
    (full: string) => `هزینه پروژه با ${first(full)} چقدر است؟`,
  ];
  const parts = (n: string) => n.toLowerCase().split(' ');

  it('generated names: a question about her fees by name is refused, in any script and any question language; another name is not hers', () => {
    fc.assert(fc.property(pair, ([alphabet, mine, other]) => {
      fc.pre(!parts(mine).some((w) => parts(other).some((o) => o.includes(w) || w.includes(o))));
      // Another person's name that happens to be a pronoun ("Her", "او", "اش") is read as her, rightly.
      fc.pre(!parts(other).some((w) => base.pronouns.includes(w)) && !isAboutAuthor(other, authorTerms({ ...base, name: { en: 'Zq Xv' } })));
      // A name word that is a function word of the question's language ("با", with) is read as that
      // word where it stands next to itself ("با با"); real names are not prepositions.
      fc.pre(parts(mine).every((w) => contentWords(w).length > 0));
      const who = authorTerms({ ...base, name: { en: mine } });
      // Random letters sometimes spell a trigger word as a whole word ("دینم", my religion): such
      // a name is refused without being hers. (Inside a longer word they are not: lib/refusal's
      // tests generate those.)
      fc.pre(asks.every((ask) => matchRefusalPattern(ask(mine), { authorNames: [] }) === null));
      for (const ask of asks) {
        // Her name is what makes the question a fee question…
        expect(matchRefusalPattern(ask(mine), { authorNames: who.names }), ask(mine)).toBe('engagement');
        // …and her profile changes nothing about a question naming someone else.
        expect(matchRefusalPattern(ask(other), { authorNames: who.names }), ask(other)).toBe(matchRefusalPattern(ask(other), { authorNames: [] }));
      }
      // ICU segments a random run of Han characters differently inside a sentence and alone, so
      // the word-based reading of lib/profile is checked for the scripts written with spaces.
      if (alphabet !== scripts.han) {
        expect(isAboutAuthor(`Where did ${mine.split(' ')[1]} study?`, who)).toBe(true);
        expect(isAboutAuthor(`Where did ${other} study?`, who)).toBe(false);
      }
    }), { numRuns: Number(process.env.PROPERTY_RUNS ?? 300) });
  });
});
