/**
 * The author's content as files (content/): it round-trips to the same pages the TypeScript seed
 * gave, a bad file stops everything with a typed error naming the file, the field and the
 * reason, and `seed` never overwrites what the author changed in the admin.
 * PGlite, or the PostgreSQL server with TEST_DATABASE_URL.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import yaml from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveEntryForm } from '@/lib/admin/save';
import { ContentValidationError, contentFolder, deleteTranslation, importFolder, readContentFolder, seedDatabase, setEntryPublished } from '@/lib/content';
import type { DbHandle } from '@/lib/db';
import { entries, entryTranslations } from '@/lib/db/schema';
import { LOCALES } from '@/lib/text';
import { siteDigest } from './site-digest';
import { DB_TARGET, freshDatabase } from './support';

let h: DbHandle;
beforeAll(async () => { h = await freshDatabase(); });
afterAll(async () => { await h?.close(); });

const counts = async () => (await h.db.execute(sql`select (select count(*) from entries)::int as e, (select count(*) from entry_translations)::int as t, (select count(*) from chunks)::int as c, (select max(updated_at) from entries)::text as u`)) as unknown;
const folder = async () => path.join(await mkdtemp(path.join(tmpdir(), 'content-')), 'content');

describe(`content folder (${DB_TARGET})`, () => {
  it('round-trips: files → database → the same lists and pages in every locale as the TypeScript seed they replaced', async () => {
    const report = await seedDatabase(h.db, undefined, { embedder: null });
    const { documents } = await readContentFolder(contentFolder(), { collection: null });
    expect(report).toMatchObject({ entries: documents.length, created: documents.length, kept: [], stale: [], skipped: [] });
    // tests/fixtures/seed-pages.json was recorded from the TypeScript seed (lib/content/seed-data.ts
    // `entries`) by scripts/convert-seed.ts, both removed after this test compared them (commit
    // d27e2ca). After an intended edit of content/, update it with `vitest -u`.
    const digest = await siteDigest(h.db, documents.map((d) => d.entry.slug));
    await expect(`${JSON.stringify(digest, null, 1)}\n`).toMatchFileSnapshot('fixtures/seed-pages.json');
  });

  it('a file with a bad field: a typed error naming the file, the field and the reason, and nothing written', async () => {
    const dir = await folder();
    await cp(contentFolder(), dir, { recursive: true });
    try {
      const file = path.join(dir, 'cv', 'bsc-computer-engineering.de.md');
      await writeFile(file, (await readFile(file, 'utf8')).replace(/^order: .*$/m, 'order: first'));
      // A valid change elsewhere in the same folder must not be written either.
      const other = path.join(dir, 'articles', 'hybrid-search-bm25-dense.en.md');
      await writeFile(other, (await readFile(other, 'utf8')).replace(/^title: .*$/m, 'title: A changed title'));
      const before = await counts();
      const err = await seedDatabase(h.db, undefined, { embedder: null, folder: dir }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ContentValidationError);
      expect((err as ContentValidationError).issues).toEqual([{ file: 'cv/bsc-computer-engineering.de.md', field: 'order', reason: 'a whole number' }]);
      expect((err as Error).message).toContain('cv/bsc-computer-engineering.de.md: order: a whole number');
      expect(await counts()).toEqual(before);
      const [t] = await h.db.select({ title: entryTranslations.title }).from(entryTranslations).innerJoin(entries, eq(entries.id, entryTranslations.entryId))
        .where(and(eq(entries.slug, 'hybrid-search-bm25-dense'), eq(entryTranslations.locale, 'en')));
      expect(t!.title).not.toBe('A changed title');

      // Translations of one entry that disagree on an entry field name both files.
      await writeFile(file, (await readFile(file, 'utf8')).replace(/^order: .*$/m, 'order: 99'));
      const disagree = await seedDatabase(h.db, undefined, { embedder: null, folder: dir }).catch((e: unknown) => e) as ContentValidationError;
      expect(disagree.issues).toHaveLength(1);
      expect(disagree.issues[0]).toMatchObject({ field: 'order', reason: expect.stringMatching(/99.*differs.*bsc-computer-engineering\.en\.md/) });
      expect(await counts()).toEqual(before);

      // A misspelt field is not ignored in the author's files: it would publish a draft.
      await writeFile(file, (await readFile(file, 'utf8')).replace(/^order: .*$/m, 'order: 8\npublshed: false'));
      const typo = await seedDatabase(h.db, undefined, { embedder: null, folder: dir }).catch((e: unknown) => e) as ContentValidationError;
      expect(typo.issues).toEqual([{ file: 'cv/bsc-computer-engineering.de.md', field: 'publshed', reason: expect.stringMatching(/^unknown field/) }]);
      expect(await counts()).toEqual(before);
    } finally {
      await rm(path.dirname(dir), { recursive: true, force: true });
    }
  });

  it('generated front matter with one invalid field: the error names that file and field, and nothing is written', async () => {
    const dir = await folder();
    const before = await counts();
    // One invalid value per field, of the kinds a hand-edited file has: wrong type, wrong form, impossible date.
    const invalid: Record<string, fc.Arbitrary<unknown>> = {
      kind: fc.oneof(fc.string().filter((s) => !['cv', 'case_study', 'article', 'service', 'doc'].includes(s)), fc.integer()),
      slug: fc.oneof(fc.string({ minLength: 1 }).filter((s) => !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s)), fc.boolean()),
      start: fc.oneof(fc.constantFrom('2023-13', '2023-02-30', '23-01', '2023/02', 'March 2023', ''), fc.integer({ min: 10_000 }), fc.boolean()),
      end: fc.oneof(fc.constantFrom('2024-00', '2021-02-29', 'now'), fc.integer({ max: 999 })),
      current: fc.oneof(fc.string(), fc.integer()),
      published: fc.oneof(fc.constantFrom('yes', 'no', 'true'), fc.integer()),
      order: fc.oneof(fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }), fc.string(), fc.integer({ min: 10_001 })),
      title: fc.oneof(fc.integer(), fc.boolean(), fc.array(fc.string(), { minLength: 1 })),
      summary: fc.oneof(fc.integer(), fc.dictionary(fc.string({ minLength: 1 }), fc.string(), { minKeys: 1 })),
      locale: fc.string().filter((s) => !(LOCALES as readonly string[]).includes(s)),
    };
    try {
      await fc.assert(fc.asyncProperty(
        fc.constantFrom(...Object.keys(invalid)).chain((field) => fc.tuple(fc.constant(field), invalid[field]!)),
        fc.integer({ min: 0, max: 2 }),
        async ([field, value], which) => {
          await rm(dir, { recursive: true, force: true });
          const files = ['a', 'b', 'c'].map((n) => ({
            name: `articles/gen-${n}.en.md`,
            data: { kind: 'article', slug: `gen-${n}`, start: '2020-05', end: '2021', order: 1, published: true, title: `Title ${n}`, summary: 'A summary.' } as Record<string, unknown>,
          }));
          files[which]!.data[field] = value;
          for (const f of files) {
            const full = path.join(dir, f.name);
            await mkdir(path.dirname(full), { recursive: true });
            await writeFile(full, `---\n${yaml.dump(f.data, { schema: yaml.CORE_SCHEMA })}---\n\nBody text.\n`);
          }
          const err = await importFolder(h.db, dir, { collection: null, embedder: null }).catch((e: unknown) => e);
          expect(err).toBeInstanceOf(ContentValidationError);
          const issues = (err as ContentValidationError).issues;
          expect(issues.length).toBeGreaterThanOrEqual(1);
          expect(issues.every((i) => i.file === files[which]!.name && i.field.split('.')[0] === field && i.reason.length > 0)).toBe(true);
        },
      ), { numRuns: 40 });
      expect(await counts()).toEqual(before);
    } finally {
      await rm(path.dirname(dir), { recursive: true, force: true });
    }
  });

  it('seed after admin edits keeps every edit: a changed text, an unpublished entry, a deleted translation', async () => {
    await seedDatabase(h.db, undefined, { embedder: null });
    const idOf = async (slug: string) => (await h.db.select({ id: entries.id }).from(entries).where(eq(entries.slug, slug)))[0]!.id;
    const edited = await idOf('persian-search-engine');
    const saved = await saveEntryForm(h.db, {
      id: edited, slug: 'persian-search-engine', kind: 'case_study', startDate: null, startPrecision: null, endDate: null, endPrecision: null,
      isCurrent: false, published: true, sortOrder: 4, locale: 'en', title: 'Golestan archive search (her own title)', summary: 'Rewritten by the author.', body: 'Her own text.',
    }, { embedder: null });
    expect(saved.ok).toBe(true);
    const unpublished = await idOf('nlp-workshops');
    await setEntryPublished(h.db, { id: unpublished, published: false });
    const trimmed = await idOf('msc-computational-linguistics');
    await deleteTranslation(h.db, { id: trimmed, locale: 'de' });

    const report = await seedDatabase(h.db, undefined, { embedder: null });
    expect(report.kept.sort()).toEqual(['msc-computational-linguistics', 'nlp-workshops', 'persian-search-engine']);
    expect(report).toMatchObject({ created: 0, updated: 0 });
    const [t] = await h.db.select({ title: entryTranslations.title, body: entryTranslations.body }).from(entryTranslations)
      .where(and(eq(entryTranslations.entryId, edited), eq(entryTranslations.locale, 'en')));
    expect(t).toEqual({ title: 'Golestan archive search (her own title)', body: 'Her own text.' });
    expect((await h.db.select({ p: entries.published }).from(entries).where(eq(entries.id, unpublished)))[0]!.p).toBe(false);
    expect(await h.db.select().from(entryTranslations).where(and(eq(entryTranslations.entryId, trimmed), eq(entryTranslations.locale, 'de')))).toEqual([]);
    // Entries she did not touch are still the seed's (an edit in a file would reach them).
    expect((await h.db.select({ e: entries.edited }).from(entries).where(eq(entries.slug, 'search-consulting')))[0]!.e).toBe(false);
  });
});
