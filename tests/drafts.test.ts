/**
 * Machine drafts (issue 33, kind 3) with the scripted OpenAI-compatible model over HTTP (the real
 * AI SDK client runs): a draft is stored as a draft, invisible to visitors and the assistant until
 * the author publishes it; its call is reserved and settled in the ledger; zero keys says a model
 * is needed; a draft that changes a number is rejected with the sentence named and nothing written.
 * Runs on PGlite and on the PostgreSQL server (TEST_DATABASE_URL).
 */
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startScriptedProvider, type Script, type ScriptedProvider } from '@/e2e/support/scripted-provider';
import { saveEntryForm } from '@/lib/admin/save';
import { entryFormSchema } from '@/lib/admin/schema';
import { saveEntry } from '@/lib/content';
import { checkDraftValues, draftAll, draftTargets, draftTranslation, DraftValueError, listDrafts, ModelNeededError, publishDraft } from '@/lib/content/drafts';
import { getEntryBySlug, listOutdatedTranslations, type Db, type DbHandle } from '@/lib/db';
import { chunks, costLedger, entryTranslations, translationDrafts } from '@/lib/db/schema';
import { getProfile, saveProfile } from '@/lib/profile';
import { LOCALES, type Locale } from '@/lib/text';
import { envConfigurer, freshDatabase } from './support';

type Text = { title: string; summary: string; body: string };
const EN: Text = {
  title: 'Parser notes', summary: 'How the parser was built.',
  body: '## Results\n\nThe library had 2,300 stars on GitHub.\n\nIt has 41 contributors; the code is at [GitHub](https://github.com/example/parsegar).',
};
/** The scripted model's German: numbers in German grammar, the link kept. */
const DE: Text = {
  title: 'Notizen zum Parser', summary: 'Wie der Parser gebaut wurde.',
  body: '## Ergebnisse\n\nDie Bibliothek hatte 2.300 Sterne auf GitHub.\n\nSie hat 41 Mitwirkende; der Code liegt auf [GitHub](https://github.com/example/parsegar).',
};
const CHANGED_SENTENCE = 'Die Bibliothek hatte 2.750 Sterne auf GitHub.';

let h: DbHandle;
let db: Db;
let provider: ScriptedProvider;
/** What the scripted model answers to a translation request (the prompt is the source's JSON; `to` the target language from the instructions). */
let translate: (source: Text, to: Locale) => Text | string = () => DE;
const LANGUAGE_NAMES = new Map(LOCALES.map((l) => [new Intl.DisplayNames('en', { type: 'language' }).of(l)!, l]));
/** The target language a draft call's instructions name ("… into German."). */
const targetOf = (messages: { role: string; content: string }[]): Locale => LANGUAGE_NAMES.get(/ into ([^.]+)\./.exec(messages[0]?.content ?? '')?.[1] ?? '') ?? 'en';

const ENV = ['ASSISTANT_MODEL', 'OPENAI_BASE_URL', 'DECISION_MODEL', 'MONTHLY_COST_CAP_USD', 'EMBEDDING_MODEL'] as const;
const configure = envConfigurer(ENV);
const withModel = () => configure({ ASSISTANT_MODEL: 'openai-compatible:scripted', OPENAI_BASE_URL: provider.url, DECISION_MODEL: 'off' });

beforeAll(async () => {
  h = await freshDatabase();
  db = h.db;
  provider = await startScriptedProvider({
    structured: (prompt, messages): Script => {
      const out = translate(JSON.parse(prompt) as Text, targetOf(messages));
      return { pieces: [typeof out === 'string' ? out : JSON.stringify(out)], delayMs: 0 };
    },
  });
});
afterAll(async () => {
  configure({});
  await provider?.close();
  await h?.close();
});

let n = 0;
/** A new published entry with its English source (and a Persian translation), returns its id and slug. */
async function newEntry(text: Text = EN): Promise<{ id: number; slug: string }> {
  const slug = `parser-notes-${++n}`;
  const r = await saveEntry(db, {
    slug, kind: 'article', startDate: '2021-05-01', startPrecision: 'day', endDate: null, endPrecision: null, isCurrent: false,
    published: true, sortOrder: 0, origin: 'seed', translations: { en: text, fa: { title: 'یادداشت‌ها', summary: 'خلاصه', body: '' } },
  }, { embedder: null });
  return { id: r.entryId, slug };
}

const ledgerRows = () => db.select().from(costLedger).where(eq(costLedger.kind, 'translate'));

describe('a draft from the configured model', () => {
  beforeEach(async () => {
    withModel();
    translate = () => DE;
    await db.execute(sql`delete from cost_ledger`);
  });

  test('is stored as a draft, invisible to visitors and the assistant, until the author publishes it', async () => {
    const e = await newEntry();
    const r = await draftTranslation(db, { entryId: e.id, locale: 'de' });
    expect(r).toMatchObject({ status: 'draft', model: 'openai-compatible:scripted' });
    // The model was asked to translate the source, with its instructions, as structured output.
    const req = provider.structuredRequests.at(-1)!;
    expect(JSON.parse(req.messages.at(-1)!.content)).toEqual(EN);
    expect(req.messages[0]!.content).toContain('into German');

    const [draft] = await listDrafts(db, { entryId: e.id });
    expect(draft).toMatchObject({ locale: 'de', ...DE, stale: false, sourceLocale: 'en' });
    // Not a translation yet: the German page shows the English source, no German passages exist.
    expect(await getEntryBySlug(db, { slug: e.slug, locale: 'de' })).toMatchObject({ textLocale: 'en', isFallback: true });
    expect(await db.select().from(chunks).where(and(eq(chunks.entryId, e.id), eq(chunks.locale, 'de')))).toEqual([]);

    await publishDraft(db, { entryId: e.id, locale: 'de' });
    expect(await listDrafts(db, { entryId: e.id })).toEqual([]);
    expect(await getEntryBySlug(db, { slug: e.slug, locale: 'de' })).toMatchObject({ textLocale: 'de', isFallback: false, title: DE.title, body: DE.body });
    expect((await db.select().from(chunks).where(and(eq(chunks.entryId, e.id), eq(chunks.locale, 'de')))).length).toBeGreaterThan(0);
    // Published after review: current with its source, not marked machine-translated.
    const [row] = await db.select().from(entryTranslations).where(and(eq(entryTranslations.entryId, e.id), eq(entryTranslations.locale, 'de')));
    expect(row).toMatchObject({ sourceLocale: 'en', machineTranslated: false });
    expect((await listOutdatedTranslations(db, { entryId: e.id })).map((o) => o.locale)).not.toContain('de');
  });

  test('reserves the call in the ledger before it is made and settles it with the provider\'s usage', async () => {
    const e = await newEntry();
    await draftTranslation(db, { entryId: e.id, locale: 'de' });
    const rows = await ledgerRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'translate', model: 'openai-compatible:scripted', status: 'settled' });
    expect(rows[0]!.costNusd).toBeGreaterThan(0);
    expect(rows[0]!.costNusd).toBeLessThanOrEqual(rows[0]!.reservedNusd);
  });

  test('no reservation, no call: a month over its cap makes no request', async () => {
    const e = await newEntry();
    configure({ ASSISTANT_MODEL: 'openai-compatible:scripted', OPENAI_BASE_URL: provider.url, DECISION_MODEL: 'off', MONTHLY_COST_CAP_USD: '0' });
    const before = provider.structuredRequests.length;
    await expect(draftTranslation(db, { entryId: e.id, locale: 'de' })).rejects.toMatchObject({ name: 'DraftModelError', reason: 'cap' });
    expect(provider.structuredRequests.length).toBe(before);
    expect(await listDrafts(db, { entryId: e.id })).toEqual([]);
  });

  test('a draft that changes a number is rejected, naming the sentence; nothing is written', async () => {
    const e = await newEntry();
    translate = () => ({ ...DE, body: DE.body.replace('2.300', '2.750') });
    const err = await draftTranslation(db, { entryId: e.id, locale: 'de' }).catch((x: unknown) => x);
    expect(err).toBeInstanceOf(DraftValueError);
    expect(err).toMatchObject({ field: 'body', sentence: CHANGED_SENTENCE, kind: 'number' });
    expect((err as Error).message).toContain(CHANGED_SENTENCE);
    expect(await db.select().from(translationDrafts).where(eq(translationDrafts.entryId, e.id))).toEqual([]);
    expect(await db.select().from(entryTranslations).where(and(eq(entryTranslations.entryId, e.id), eq(entryTranslations.locale, 'de')))).toEqual([]);
    // The call was made: its cost is settled all the same.
    expect((await ledgerRows()).map((r) => r.status)).toEqual(['settled']);
  });

  test('a draft that changes a link is rejected, naming the sentence', async () => {
    const e = await newEntry();
    translate = () => ({ ...DE, body: DE.body.replace('example/parsegar', 'evil/parsegar') });
    await expect(draftTranslation(db, { entryId: e.id, locale: 'de' })).rejects.toMatchObject({ name: 'DraftValueError', kind: 'url', sentence: expect.stringContaining('evil/parsegar') });
  });

  test('an answer that is not the three fields is rejected as invalid, settled, and writes nothing', async () => {
    const e = await newEntry();
    translate = () => '{"title": 42}';
    await expect(draftTranslation(db, { entryId: e.id, locale: 'de' })).rejects.toMatchObject({ name: 'DraftModelError', reason: 'invalid' });
    expect((await ledgerRows()).map((r) => r.status)).toEqual(['settled']);
    expect(await listDrafts(db, { entryId: e.id })).toEqual([]);
  });

  test('with the profile\'s "publish", a draft is published at once, marked machine-translated until the author saves it', async () => {
    const e = await newEntry();
    const profile = await getProfile(db);
    await saveProfile(db, { ...profile, machineDrafts: 'publish' });
    try {
      expect(await draftTranslation(db, { entryId: e.id, locale: 'de' })).toMatchObject({ status: 'published' });
      const de = () => db.select().from(entryTranslations).where(and(eq(entryTranslations.entryId, e.id), eq(entryTranslations.locale, 'de'))).then((r) => r[0]);
      expect(await de()).toMatchObject({ title: DE.title, machineTranslated: true, sourceLocale: 'en' });
      expect(await getEntryBySlug(db, { slug: e.slug, locale: 'de' })).toMatchObject({ textLocale: 'de', machineTranslated: true });
      // The author saves it in the editor unchanged: reviewed, no longer marked.
      const form = entryFormSchema.parse({ id: String(e.id), slug: e.slug, kind: 'article', locale: 'de', ...DE, startDate: '2021-05-01', startPrecision: 'day', endDate: '', endPrecision: '', isCurrent: '', published: 'on', sortOrder: '0' });
      expect(await saveEntryForm(db, form, { embedder: null })).toMatchObject({ ok: true });
      expect(await de()).toMatchObject({ machineTranslated: false });
    } finally {
      await saveProfile(db, profile);
    }
  });

  test('a draft whose source changed since it was written is not published', async () => {
    const e = await newEntry();
    await draftTranslation(db, { entryId: e.id, locale: 'de' });
    await saveEntry(db, {
      slug: e.slug, kind: 'article', startDate: '2021-05-01', startPrecision: 'day', endDate: null, endPrecision: null, isCurrent: false,
      published: true, sortOrder: 0, origin: 'seed', translations: { en: { ...EN, body: EN.body.replace('2,300', '2,750') } }, replaceTranslations: false,
    }, { embedder: null });
    expect((await listDrafts(db, { entryId: e.id }))[0]).toMatchObject({ stale: true });
    await expect(publishDraft(db, { entryId: e.id, locale: 'de' })).rejects.toThrow(/source changed/);
  });

  test('an outdated translation is a draft target; its draft, reviewed and published, makes it current again', async () => {
    const e = await newEntry();
    await draftTranslation(db, { entryId: e.id, locale: 'de' });
    await publishDraft(db, { entryId: e.id, locale: 'de' });
    const edited = { ...EN, body: EN.body.replace('2,300', '2,750') };
    await saveEntry(db, {
      slug: e.slug, kind: 'article', startDate: '2021-05-01', startPrecision: 'day', endDate: null, endPrecision: null, isCurrent: false,
      published: true, sortOrder: 0, origin: 'seed', translations: { en: edited }, replaceTranslations: false,
    }, { embedder: null });
    expect((await draftTargets(db)).filter((t) => t.entryId === e.id && t.locale === 'de')).toEqual([{ entryId: e.id, slug: e.slug, locale: 'de', why: 'outdated' }]);
    // A faithful German model: the new number in German grammar.
    translate = (src) => ({ ...DE, body: DE.body.replace('2.300', src.body.includes('2,750') ? '2.750' : '2.300') });
    await draftTranslation(db, { entryId: e.id, locale: 'de' });
    await publishDraft(db, { entryId: e.id, locale: 'de' });
    expect((await listOutdatedTranslations(db, { entryId: e.id })).map((o) => o.locale)).not.toContain('de');
    expect(await getEntryBySlug(db, { slug: e.slug, locale: 'de' })).toMatchObject({ textLocale: 'de', outdatedFrom: null, body: expect.stringContaining('2.750') });
  });

  test('every missing or outdated translation is drafted, with progress', async () => {
    await db.execute(sql`delete from entries`);
    const e = await newEntry();
    const targets = await draftTargets(db);
    // Every site language but the source (en); the Persian translation has no body of its own.
    expect(targets.map((t) => t.locale).sort()).toEqual(LOCALES.filter((l) => l !== 'en').sort());
    expect(targets.find((t) => t.locale === 'fa')?.why).toBe('body');
    expect(targets.find((t) => t.locale === 'de')?.why).toBe('missing');
    // A faithful model: the source with its numbers written in the target language's grammar (CLDR).
    translate = (src, to) => ({ ...src, body: src.body.replace('2,300', new Intl.NumberFormat(to).format(2300)) });
    const seen: number[] = [];
    const p = await draftAll(db, { onProgress: (x) => { seen.push(x.done); } });
    expect(p).toMatchObject({ total: targets.length, done: targets.length, drafted: targets.length, rejected: [] });
    expect(seen).toEqual([...Array(targets.length + 1).keys()]);
    expect((await listDrafts(db, { entryId: e.id })).length).toBe(targets.length);
    expect(await draftTargets(db)).toEqual([]);
  });
});

describe('zero keys', () => {
  test('the action says a model is needed and makes no call', async () => {
    configure({});
    const e = await newEntry();
    const before = provider.structuredRequests.length;
    await expect(draftTranslation(db, { entryId: e.id, locale: 'de' })).rejects.toBeInstanceOf(ModelNeededError);
    await expect(draftTranslation(db, { entryId: e.id, locale: 'de' })).rejects.toThrow(/a model is needed/);
    await expect(draftAll(db)).rejects.toBeInstanceOf(ModelNeededError);
    expect(provider.structuredRequests.length).toBe(before);
  });
});

describe('the value check (generated variants)', () => {
  const NOUNS = ['stars', 'users', 'commits', 'servers', 'pages', 'talks', 'students', 'clients'];
  // Every site language but the source's: the draft writes its numbers as CLDR formats them there.
  const TARGETS = LOCALES.filter((l) => l !== 'en');

  test('a draft in any site language that writes the source\'s numbers in its own grammar passes; one changed number is rejected, naming its sentence', () => {
    fc.assert(fc.property(
      fc.uniqueArray(fc.integer({ min: 0, max: 9_999_999 }), { minLength: 1, maxLength: 6 }),
      fc.constantFrom(...TARGETS), fc.nat(), fc.integer({ min: 0, max: 9_999_999 }),
      (numbers, locale: Locale, pick, replacement) => {
        fc.pre(!numbers.includes(replacement));
        const sentence = (x: number, i: number, l: Locale) => `The project had ${new Intl.NumberFormat(l).format(x)} ${NOUNS[i % NOUNS.length]}.`;
        const source = { title: 'Numbers', summary: '', body: numbers.map((x, i) => sentence(x, i, 'en')).join('\n\n'), locale: 'en' as Locale };
        const draft = (xs: number[]) => ({ title: 'Numbers', summary: '', body: xs.map((x, i) => sentence(x, i, locale)).join('\n\n') });
        expect(checkDraftValues(source, draft(numbers), locale)).toBeNull();
        const i = pick % numbers.length;
        const changed = numbers.map((x, j) => (j === i ? replacement : x));
        expect(checkDraftValues(source, draft(changed), locale)).toMatchObject({ field: 'body', kind: 'number', sentence: sentence(replacement, i, locale) });
      },
    ), { numRuns: 200 });
  });
});
