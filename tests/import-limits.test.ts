/**
 * Issue 32, kinds 1 and 2, on a real database (PGlite, or the PostgreSQL server with
 * TEST_DATABASE_URL): an admin save of a long unbroken paragraph is written with bounded passages;
 * a deep folder path makes a bounded slug (a readable prefix and a short hash) and the import
 * goes through; a database error during an import names the file and the field.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveEntryForm } from '@/lib/admin/save';
import { CHUNK_MAX_CHARS, ContentValidationError, importFolder, ImportWriteError, SLUG_MAX_CHARS, slugFromPath } from '@/lib/content';
import type { DbHandle } from '@/lib/db';
import { chunks, entries } from '@/lib/db/schema';
import { DB_TARGET, freshDatabase } from './support';

let h: DbHandle;
const folders: string[] = [];
beforeAll(async () => { h = await freshDatabase(); });
afterAll(async () => {
  await h?.close();
  for (const f of folders) rmSync(f, { recursive: true, force: true });
});

/** A folder holding `files` (relative path → content); returns the folder. */
function folderWith(files: Record<string, string>, name = 'docs'): string {
  const root = mkdtempSync(path.join(tmpdir(), 'import-limits-'));
  folders.push(root);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name, rel)), { recursive: true });
    writeFileSync(path.join(root, name, rel), text);
  }
  return path.join(root, name);
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const words = ['archive', 'retrieval', 'manuscript', 'index', 'passage', 'library', 'catalogue', 'search'];
const unbroken = (chars: number) => { let s = ''; for (let i = 0; s.length < chars; i++) s += `${words[(i * 5) % words.length]} `; return s.slice(0, chars).trim(); };

describe(`kind 1: a long paragraph saved in the admin (${DB_TARGET})`, () => {
  it('replay: a 180 KB body with no sentence end is saved; its passages are bounded and hold the whole text', async () => {
    const body = unbroken(180_000);
    const r = await saveEntryForm(h.db, {
      kind: 'article', slug: 'long-paragraph', locale: 'en', title: 'A long paragraph', summary: '', body, published: true, sortOrder: 0,
      isCurrent: false, startDate: null, startPrecision: null, endDate: null, endPrecision: null,
    } as Parameters<typeof saveEntryForm>[1], { embedder: null });
    expect(r.ok).toBe(true);
    const [entry] = await h.db.select({ id: entries.id }).from(entries).where(eq(entries.slug, 'long-paragraph'));
    const rows = await h.db.select({ content: chunks.content }).from(chunks).where(eq(chunks.entryId, entry!.id)).orderBy(chunks.ordinal);
    expect(rows.length).toBeGreaterThan(140);
    expect(Math.max(...rows.map((c) => c.content.length))).toBeLessThanOrEqual(CHUNK_MAX_CHARS);
    expect(rows.map((c) => c.content).join(' ').replace(/^A long paragraph\s+/, '').replace(/\s+/g, ' ')).toBe(body);
  });
});

describe(`kind 2: deep folder paths (${DB_TARGET})`, () => {
  it('replay: a page 40 folders deep is imported with a bounded slug — the path\'s start, then a hash — beside its sibling', async () => {
    const deep = Array.from({ length: 40 }, (_, i) => `section-${i}-reference-material-chapter`).join('/');
    const dir = folderWith({ [`${deep}/page.md`]: '# Deep page\n\nThe deep page explains the archive.', [`${deep}/other.md`]: '# Other page\n\nThe other page explains the index.' }, 'deep-docs');
    const report = await importFolder(h.db, dir, { embedder: null });
    expect(report.created).toBe(2);
    const slugs = (await h.db.select({ slug: entries.slug }).from(entries).where(eq(entries.collection, 'deep-docs'))).map((r) => r.slug).sort();
    expect(slugs).toHaveLength(2);
    for (const s of slugs) {
      expect(s.length).toBeLessThanOrEqual(SLUG_MAX_CHARS);
      expect(s).toMatch(SLUG);
      expect(s).toMatch(/^deep-docs-section-0-reference-material-chapter-section-1-/);
      expect(s).toMatch(/-[0-9a-f]{8}$/);
    }
    expect(slugs[0]).not.toBe(slugs[1]);
    // A re-import finds the same entries (the slug is a function of the path).
    expect((await importFolder(h.db, dir, { embedder: null })).unchanged).toBe(2);
  });

  it('a slug written in front matter longer than the limit is a validation error naming the file and the field; nothing is written', async () => {
    const dir = folderWith({ 'a.md': `---\nslug: long-docs-${'x'.repeat(200)}\n---\n# A\n\nText.`, 'b.md': '# B\n\nText.' }, 'long-docs');
    const err = await importFolder(h.db, dir, { embedder: null }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ContentValidationError);
    expect((err as ContentValidationError).issues).toEqual([{ file: 'a.md', field: 'slug', reason: `at most ${SLUG_MAX_CHARS} characters` }]);
    expect(await h.db.select().from(entries).where(eq(entries.collection, 'long-docs'))).toEqual([]);
  });

  it('replay: a NUL character in a front-matter title is a validation error naming the title (it was a database error naming "file"); nothing is written', async () => {
    const dir = folderWith({ 'a.md': '---\ntitle: "bad \\0 title"\n---\nText.', 'b.md': '# B\n\nText.' }, 'nul-docs');
    const err = await importFolder(h.db, dir, { embedder: null }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ContentValidationError);
    expect((err as ContentValidationError).issues).toEqual([{ file: 'a.md', field: 'title', reason: 'must not contain the NUL character (U+0000)' }]);
    expect(await h.db.select().from(entries).where(eq(entries.collection, 'nul-docs'))).toEqual([]);
  });

  it('generated: a NUL anywhere in any text field of the front matter is named by that field', async () => {
    let n = 0;
    await fc.assert(fc.asyncProperty(fc.constantFrom('title', 'summary', 'description'), fc.string({ maxLength: 12 }).filter((s) => !/["\\\n\r]/.test(s)), fc.string({ maxLength: 12 }).filter((s) => !/["\\\n\r]/.test(s)), async (field, before, after) => {
      const dir = folderWith({ 'p.md': `---\n${field}: "${before}\\0${after}"\n---\nText.` }, `nul-gen-${n++}`);
      const err = await importFolder(h.db, dir, { embedder: null }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ContentValidationError);
      expect((err as ContentValidationError).issues).toEqual([expect.objectContaining({ file: 'p.md', field })]);
    }), { numRuns: 15 });
  });

  it('generated: any path gives a slug of at most SLUG_MAX_CHARS in the slug alphabet, starting with the collection, the same every time; distinct paths that share a long start stay distinct', () => {
    const segment = fc.oneof(fc.stringMatching(/^[a-zA-Z0-9 _.-]{1,60}$/), fc.string({ minLength: 1, maxLength: 30 }), fc.constantFrom('Über uns', 'راهنما', 'руководство', '指南', 'मार्गदर्शिका'));
    fc.assert(fc.property(fc.array(segment, { minLength: 1, maxLength: 60 }), fc.string({ minLength: 1, maxLength: 20 }), (parts, leaf) => {
      const rel = `${parts.join('/')}/${leaf}.md`;
      const slug = slugFromPath('docs', rel);
      expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_CHARS);
      expect(slug).toMatch(SLUG);
      expect(slug.startsWith('docs')).toBe(true);
      expect(slugFromPath('docs', rel)).toBe(slug);
      const sibling = slugFromPath('docs', `${parts.join('/')}/${leaf}-x.md`);
      if (`${slug}`.length === SLUG_MAX_CHARS || sibling.length === SLUG_MAX_CHARS) expect(sibling).not.toBe(slug);
    }), { numRuns: 300 });
  });
});

describe(`kind 2: a database error during an import names the file and the field (${DB_TARGET})`, () => {
  /** Runs `body` while the database refuses values of `column` longer than 40 characters (a CHECK constraint of the test's own). */
  async function refusing(table: 'entries' | 'entry_translations', column: string, body: () => Promise<void>): Promise<void> {
    await h.db.execute(sql.raw(`alter table "${table}" add constraint "test_refuse_${column}" check (length("${column}") <= 40) not valid`));
    try { await body(); } finally { await h.db.execute(sql.raw(`alter table "${table}" drop constraint "test_refuse_${column}"`)); }
  }

  it('replay: the database refuses a title; the error names the file, the field and the database\'s reason; the pages before it are written', async () => {
    const dir = folderWith({ 'a-first.md': '# First\n\nText.', 'b-second.md': `# ${'A very long title '.repeat(5)}\n\nText.` }, 'refused-docs');
    await refusing('entry_translations', 'title', async () => {
      const err = await importFolder(h.db, dir, { embedder: null }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ImportWriteError);
      const e = err as ImportWriteError;
      expect(e.issue).toMatchObject({ file: 'b-second.md', field: 'title' });
      expect(e.issue.reason).toMatch(/test_refuse_title/);
      expect(e.message).toMatch(/^b-second\.md: title: the database refused it: .*SQLSTATE 23514.*1 of 2 pages written before it/);
      expect(e.written).toBe(1);
    });
    expect((await h.db.select({ slug: entries.slug }).from(entries).where(eq(entries.collection, 'refused-docs'))).map((r) => r.slug)).toEqual(['refused-docs-a-first']);
  });

  it('generated: whichever field the database refuses, the error names the page that holds the value and that field', async () => {
    const cases = [
      { table: 'entry_translations', column: 'title', field: 'title', file: (v: string) => `---\ntitle: ${v}\n---\nText.` },
      { table: 'entry_translations', column: 'summary', field: 'summary', file: (v: string) => `---\nsummary: ${v}\n---\n# T\n\nText.` },
      { table: 'entries', column: 'source_path', field: 'file', file: () => '# T\n\nText.' },
    ] as const;
    await fc.assert(fc.asyncProperty(fc.constantFrom(...cases), fc.stringMatching(/^[a-z]{3,12}$/), fc.integer({ min: 0, max: 3 }), async (c, name, before) => {
      const long = 'v'.repeat(60);
      const files: Record<string, string> = {};
      for (let i = 0; i < before; i++) files[`a${i}.md`] = '# Fine\n\nText.';
      const bad = c.column === 'source_path' ? `z/${name}/${'deep/'.repeat(10)}${name}.md` : `z-${name}.md`;
      files[bad] = c.file(long);
      const dir = folderWith(files, `gen-${name}-${before}`);
      await refusing(c.table, c.column, async () => {
        const err = await importFolder(h.db, dir, { embedder: null }).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(ImportWriteError);
        expect((err as ImportWriteError).issue).toMatchObject({ file: bad, field: c.field });
        expect((err as ImportWriteError).written).toBe(before);
      });
    }), { numRuns: 8 });
  });
});
