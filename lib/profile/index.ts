/**
 * The author's profile: one database row read per request (one primary-key query, no cache — the
 * author may change it in the admin, and a process-memory cache would go stale on every other
 * instance; concurrent requests share a read that starts after they asked, lib/db `coalescedRead`), saved from the admin's Profile page, seeded from `content/profile.json`. Also the
 * words the assistant reads as the author. Server-only; ./schema is the client-safe part.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { cache } from 'react';
import { coalescedRead, database, getAuthorProfileRow, type Db } from '@/lib/db';
import { authorProfile } from '@/lib/db/schema';
import { pointsAtAuthor } from '@/lib/question';
import { readAbout } from '@/lib/retrieval';
import { stemmerFor, words, type Locale } from '@/lib/text';
import { carryRename, type RenameResult } from './rename';
import { profileSchema, type Profile } from './schema';

export { contactLink, fillSuggestion, inLocale, profileFormSchema, profileFormValues, profileSchema, siteLinkUrl, suggestedQuestions, suggestionTemplateError, type Profile } from './schema';
export { carryRename, type RenameResult } from './rename';

/** The demo author's profile: seed data, next to the content it belongs to. */
export const PROFILE_FILE = path.join('content', 'profile.json');

/** A profile file that cannot be used; the message names the file, each field and the reason. */
export class ProfileFileError extends Error {
  constructor(readonly file: string, readonly issues: string[]) {
    super(`${file}: ${issues.join('; ')}`);
    this.name = 'ProfileFileError';
  }
}

/**
 * Reads and validates a profile file (JSON in the shape of {@link profileSchema}).
 * @param file path; default `content/profile.json` in the working directory (the project root for the site and the CLI)
 * @throws {ProfileFileError} when the file is missing, not JSON, or fails validation (every failing field listed)
 */
export async function loadProfileFile(file: string = path.resolve(/* turbopackIgnore: true */ process.cwd(), PROFILE_FILE)): Promise<Profile> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(/* turbopackIgnore: true */ file, 'utf8'));
  } catch (err) {
    throw new ProfileFileError(file, [(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : `not JSON: ${(err as Error).message}`]);
  }
  const parsed = profileSchema.safeParse(raw);
  if (!parsed.success) throw new ProfileFileError(file, parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
  return parsed.data;
}

// The file ships with the build and does not change while a process runs; the row is what changes.
let fileProfile: Promise<Profile> | undefined;
function defaultProfile(): Promise<Profile> {
  fileProfile ??= loadProfileFile();
  fileProfile.catch(() => { fileProfile = undefined; });
  return fileProfile;
}

/** The profile in force and where it came from. */
export interface StoredProfile {
  profile: Profile;
  /** 'admin': saved by the author; 'seed': written by `seed`; 'file': no row yet, content/profile.json is shown. */
  origin: 'admin' | 'seed' | 'file';
  updatedAt: Date | null;
}

/**
 * The profile in force: the stored row, else `content/profile.json` (a database the author has
 * not saved a profile in and `seed` has not written one to). A stored row that no longer
 * validates (only a schema change can cause that: every write is validated) is logged and the
 * file's profile is used, so the site stays up.
 * @throws {ProfileFileError} when there is no valid row and the file cannot be used either
 */
export async function readStoredProfile(db: Db): Promise<StoredProfile> {
  return readStoredProfileCoalesced(db);
}

// Concurrent questions share one read of the row (never an older one: see coalescedRead).
const readStoredProfileCoalesced = coalescedRead(async (db: Db): Promise<StoredProfile> => {
  const row = await getAuthorProfileRow(db);
  if (row) {
    const parsed = profileSchema.safeParse(row.data);
    if (parsed.success) return { profile: parsed.data, origin: row.origin === 'seed' ? 'seed' : 'admin', updatedAt: row.updatedAt };
    console.error(JSON.stringify({ at: 'profile', event: 'stored-profile-invalid', issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }));
  }
  return { profile: await defaultProfile(), origin: 'file', updatedAt: null };
});

/** The profile in force ({@link readStoredProfile} without its origin). One query. */
export async function getProfile(db: Db): Promise<Profile> {
  return (await readStoredProfile(db)).profile;
}

/**
 * The profile for one server render: React's per-request cache, so the layout, the page and their
 * metadata share one query and a request never mixes two versions. (Outside a server render,
 * e.g. in the CLI, React's `cache` calls through.)
 */
export const requestProfile = cache(async (): Promise<Profile> => getProfile(await database()));

/**
 * Saves the author's profile (origin 'admin': `seed` never overwrites it). Validated again here,
 * so no caller can store a profile the readers would refuse.
 * @throws {z.ZodError} when `profile` does not validate (nothing is written)
 */
export async function saveProfile(db: Db, profile: Profile): Promise<void> {
  const data = profileSchema.parse(profile);
  await db.insert(authorProfile).values({ id: 1, data, origin: 'admin' })
    .onConflictDoUpdate({ target: authorProfile.id, set: { data, origin: 'admin', updatedAt: sql`now()` } });
}

/**
 * Saves the author's edit of the profile with a rename carried to the languages, forms and
 * suggested questions that held the old name (./rename `carryRename`), compared with the profile
 * in force before the save. One author edits it, so the read and the write need no lock.
 * @returns what was stored and what the admin should be told
 * @throws {z.ZodError} when `profile` does not validate (nothing is written)
 */
export async function saveProfileEdit(db: Db, profile: Profile): Promise<RenameResult> {
  const previous = await readStoredProfile(db);
  const result = carryRename(previous.profile, profileSchema.parse(profile));
  await saveProfile(db, result.profile);
  return result;
}

/**
 * Writes the seed profile unless the author has saved one: creates the row, refreshes a row
 * `seed` wrote before, and leaves a row saved in the admin as it is.
 * @param profile the seed profile; default: {@link loadProfileFile}'s
 * @returns what happened to the row
 * @throws {ProfileFileError} when the default file cannot be used (nothing is written)
 */
export async function seedProfile(db: Db, profile?: Profile): Promise<'written' | 'kept'> {
  const data = profileSchema.parse(profile ?? await loadProfileFile());
  const written = await db.insert(authorProfile).values({ id: 1, data, origin: 'seed' })
    .onConflictDoUpdate({ target: authorProfile.id, set: { data, updatedAt: sql`now()` }, setWhere: sql`${authorProfile.origin} = 'seed'` })
    .returning({ id: authorProfile.id });
  return written.length ? 'written' : 'kept';
}

/**
 * What the assistant reads as the author in a question (design, Layer 1: "the author's name read
 * as a pronoun"; Layer 2: "the author's name never counts for the threshold").
 */
export interface AuthorTerms {
  /** The name in every site language and its further forms, as written (L1 reads each as "she"/"her"). */
  names: readonly string[];
  /** Normalized words of those names (lib/text `words`). */
  nameWords: ReadonlySet<string>;
  /** Normalized pronoun words, matched as whole words. */
  pronouns: ReadonlySet<string>;
  /** Pronouns in Han characters, matched as substrings: Chinese writes no spaces between words. */
  hanPronouns: readonly string[];
}

const HAN = /\p{Script=Han}/u;

// The terms of the last profile read: a pure function of its name, forms and pronouns (the key),
// so an edited profile is a new key; deriving them (ICU segmentation) cost more than L1 itself.
let lastTerms: { key: string; terms: AuthorTerms } | undefined;

/**
 * The {@link AuthorTerms} of a profile. Pure (the result is shared between calls with the same
 * name, forms and pronouns: treat it as read-only); microseconds.
 */
export function authorTerms(p: Profile): AuthorTerms {
  const key = JSON.stringify([p.name, p.nameForms, p.pronouns]);
  if (lastTerms?.key !== key) lastTerms = { key, terms: deriveAuthorTerms(p) };
  return lastTerms.terms;
}

function deriveAuthorTerms(p: Profile): AuthorTerms {
  const names = [...new Set([...Object.values(p.name).filter((n): n is string => Boolean(n)), ...p.nameForms])];
  return {
    names,
    nameWords: new Set(names.flatMap((n) => words(n))),
    pronouns: new Set(p.pronouns.filter((x) => !HAN.test(x)).flatMap((x) => words(x))),
    hanPronouns: p.pronouns.filter((x) => HAN.test(x)),
  };
}

/**
 * Is the question about the author: a word of her name, one of its forms, one of her pronouns, or
 * "the author / the site owner / this person" in any of the ten languages (lib/question
 * `pointsAtAuthor`, the turn value's `aboutAuthor`, over the overview detector's word lists)? For
 * callers outside the pipeline (the golden run); the pipeline reads the turn's `aboutAuthor`.
 */
export function isAboutAuthor(question: string, t: AuthorTerms): boolean {
  const ws = words(question);
  return pointsAtAuthor(question, ws, readAbout(question, t, ws), t);
}

/**
 * Whether the author's profile states a name (her location "Berlin", a word of her headline): a
 * premise the profile verifies is no presupposition failure (lib/retrieval `unheldNames`). Every text of
 * the profile in every language, read as words, and by stem in the question's language and English.
 */
export function profileStates(profile: Profile, name: string, language: Locale): boolean {
  const held = heldWords(profile);
  if (held.words.has(name)) return true;
  const stems = [stemmerFor(language), stemmerFor('en')];
  return stems.some((st) => stemsOf(held, st).has(st(name)));
}

// The words of the last profile read and their stems per stemmer, keyed like `authorTerms`: the
// premise rule asks once per name of a question, and segmenting the whole profile each time
// cost more than the rule itself.
interface HeldWords { key: string; words: ReadonlySet<string>; stems: Map<(w: string) => string, ReadonlySet<string>> }
let lastHeld: HeldWords | undefined;

function heldWords(profile: Profile): HeldWords {
  const key = JSON.stringify(profile);
  if (lastHeld?.key === key) return lastHeld;
  const texts: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') texts.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(profile);
  lastHeld = { key, words: new Set(texts.flatMap((t) => words(t))), stems: new Map() };
  return lastHeld;
}

function stemsOf(held: HeldWords, stem: (w: string) => string): ReadonlySet<string> {
  let s = held.stems.get(stem);
  if (!s) held.stems.set(stem, (s = new Set([...held.words].map(stem))));
  return s;
}
