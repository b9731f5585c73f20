/**
 * Imported documentation as collections, with the two real corpora of ../shared/external:
 * Scrapling (GitHub-style, translations as README_XX.md) and FastAPI's tutorial (MkDocs, one
 * folder per language). Each is imported twice: one entry per document with its translations,
 * clean titles, passages anchored at the page's heading ids, links rewritten to the site, and the
 * author's own lists and overviews untouched. PGlite, or the PostgreSQL server with TEST_DATABASE_URL.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Markdown } from '@/components/Markdown';
import { entryHref } from '@/lib/assistant/events';
import { COLLECTION_TITLE_MAX_CHARS, collectionTitleSchema, importFolder, linkResolverFor, seedDatabase } from '@/lib/content';
import { collectionTitle, getCollection, getCollectionEntries, getEntriesByKind, getEntriesForOverview, getEntryBySlug, listCollections, type DbHandle } from '@/lib/db';
import { chunks, entries, entryTranslations } from '@/lib/db/schema';
import { retrieveForQuestion } from '@/lib/assistant/pipeline';
import { hasLineBreak, headingIds } from '@/lib/markdown';
import { authorTerms, loadProfileFile } from '@/lib/profile';
import { LOCALES, type Locale } from '@/lib/text';
import { DB_TARGET, freshDatabase, requireExternal } from './support';

let h: DbHandle;
beforeAll(async () => {
  h = await freshDatabase();
  await seedDatabase(h.db, undefined, { embedder: null });
});
afterAll(async () => { await h?.close(); });

/** Every translation of a collection: slug, locale, title, body. */
const translationsOf = (collection: string) => h.db.select({ slug: entries.slug, kind: entries.kind, locale: entryTranslations.locale, title: entryTranslations.title, body: entryTranslations.body })
  .from(entryTranslations).innerJoin(entries, eq(entries.id, entryTranslations.entryId)).where(eq(entries.collection, collection));

/** Every stored passage anchor is '' or the id of a heading the page of that translation renders. */
async function expectAnchorsOnPages(collection: string): Promise<number> {
  const rows = await h.db.select({ entryId: chunks.entryId, locale: chunks.locale, anchor: chunks.anchor, heading: chunks.heading, body: entryTranslations.body })
    .from(chunks).innerJoin(entries, eq(entries.id, chunks.entryId))
    .innerJoin(entryTranslations, sql`${entryTranslations.entryId} = ${chunks.entryId} and ${entryTranslations.locale} = ${chunks.locale}`)
    .where(eq(entries.collection, collection));
  const idsOf = new Map<string, Map<string, string>>();
  let anchored = 0;
  for (const r of rows) {
    const key = `${r.entryId}/${r.locale}`;
    if (!idsOf.has(key)) idsOf.set(key, new Map(headingIds(r.body).map((x) => [x.id, x.text.trim()])));
    if (!r.anchor) { expect(r.heading).toBe(''); continue; }
    anchored++;
    expect(idsOf.get(key)!.get(r.anchor), `${key} #${r.anchor}`).toBe(r.heading.split(' › ').at(-1));
  }
  return anchored;
}

describe(`collections (${DB_TARGET})`, () => {
  it('Scrapling: 35 pages and one README with seven translations, imported twice, in its own collection', async () => {
    const dir = requireExternal('scrapling-docs');
    const first = await importFolder(h.db, dir, { embedder: null });
    expect(first).toMatchObject({ collection: 'scrapling-docs', files: 45, documents: 36, created: 36, kept: [], stale: [] });
    expect(first.skipped.map((s) => s.file).sort()).toEqual(['README_JP.md', 'README_KR.md', 'SOURCE.md']);
    const again = await importFolder(h.db, dir, { embedder: null });
    expect(again).toMatchObject({ documents: 36, created: 0, updated: 0, unchanged: 36, chunks: 0 });

    const rows = await translationsOf('scrapling-docs');
    expect(new Set(rows.map((r) => r.slug)).size).toBe(36);
    expect(rows.every((r) => r.kind === 'doc')).toBe(true);
    const readme = rows.filter((r) => r.slug === 'scrapling-docs-readme').map((r) => r.locale).sort();
    expect(readme).toEqual(['ar', 'de', 'es', 'fr', 'pt', 'ru', 'zh']);
    expect(rows.filter((r) => r.slug !== 'scrapling-docs-readme').every((r) => r.locale === 'en')).toBe(true);
    // Titles: one line, no attr_list, never a code comment (overview.md has no level-1 heading outside code).
    for (const r of rows) expect(hasLineBreak(r.title) || /\{\s*#/.test(r.title), `${r.slug} ${r.locale}: ${r.title}`).toBe(false);
    const titleOf = (slug: string, locale = 'en') => rows.find((r) => r.slug === slug && r.locale === locale)!.title;
    expect(titleOf('scrapling-docs-overview')).toBe('Overview');
    expect(titleOf('scrapling-docs-index')).toBe('Scrapling docs');
    expect(titleOf('scrapling-docs-readme', 'de')).toBe('Effortless Web Scraping for the Modern Web');
    expect(titleOf('scrapling-docs-readme', 'pt')).toBe('Web Scraping sem esforço para a web moderna');
    // On /en the README is shown in its first available language, and says which.
    expect(await getEntryBySlug(h.db, { slug: 'scrapling-docs-readme', locale: 'en' })).toMatchObject({ textLocale: 'de', isFallback: true });
    expect(await expectAnchorsOnPages('scrapling-docs')).toBeGreaterThan(100);
  });

  it('FastAPI: 51 pages × 8 languages from language folders are 51 entries, imported twice; brace ids are the anchors', async () => {
    const dir = requireExternal('fastapi-docs');
    const first = await importFolder(h.db, dir, { embedder: null });
    expect(first).toMatchObject({ collection: 'fastapi-docs', files: 409, documents: 51, created: 51, stale: [] });
    expect(first.skipped.map((s) => s.file)).toEqual(['SOURCE.md']);
    const again = await importFolder(h.db, dir, { embedder: null });
    expect(again).toMatchObject({ documents: 51, created: 0, updated: 0, unchanged: 51, chunks: 0 });

    const rows = await translationsOf('fastapi-docs');
    const bySlug = new Map<string, string[]>();
    for (const r of rows) bySlug.set(r.slug, [...bySlug.get(r.slug) ?? [], r.locale]);
    expect(bySlug.size).toBe(51);
    for (const [slug, locales] of bySlug) expect(locales.sort(), slug).toEqual(['de', 'en', 'es', 'fr', 'hi', 'pt', 'ru', 'zh']);
    // No line break, no attr_list braces, no raw HTML (fr/tutorial/debugging.md: `# <abbr title="…">Débogage</abbr> { #debugging }`).
    for (const r of rows) expect(hasLineBreak(r.title) || /[{}]|<\/?[a-z][^>]*>/i.test(r.title), `${r.slug} ${r.locale}: ${r.title}`).toBe(false);
    const page = (slug: string, locale: string) => rows.find((r) => r.slug === slug && r.locale === locale)!;
    expect(page('fastapi-docs-tutorial-first-steps', 'en').title).toBe('First Steps');
    expect(page('fastapi-docs-tutorial-first-steps', 'de').title).toBe('Erste Schritte');
    expect(page('fastapi-docs-tutorial-first-steps', 'zh').title).toBe('第一步');
    expect(page('fastapi-docs-tutorial-debugging', 'fr').title).toBe('Débogage');
    // The brace id is the heading's id in every language (the German heading text differs).
    expect(headingIds(page('fastapi-docs-tutorial-first-steps', 'de').body).map((x) => x.id)).toContain('check-it');
    expect(await expectAnchorsOnPages('fastapi-docs')).toBeGreaterThan(1000);
    // Every heading of a page has its brace id in every language: the ids are the same list (the texts are not).
    const ids = (locale: string) => headingIds(page('fastapi-docs-tutorial-first-steps', locale).body).map((x) => x.id);
    for (const locale of ['de', 'es', 'fr', 'hi', 'pt', 'ru', 'zh']) expect(ids(locale), locale).toEqual(ids('en'));
  }, 600_000);

  it('each collection has its own list; the author\'s lists and overviews hold only her own entries', async () => {
    // Imported without --title: each collection's own title, its home page's, in the reader's language where it has one (issue 32).
    expect(await listCollections(h.db, { locale: 'en' })).toEqual([
      { name: 'scrapling-docs', title: 'Scrapling docs', lang: 'en', pages: 36 },
      { name: 'fastapi-docs', title: 'Tutorial - User Guide', lang: 'en', pages: 51 },
    ]);
    expect(await listCollections(h.db, { locale: 'de' })).toEqual([
      { name: 'scrapling-docs', title: 'Scrapling docs', lang: 'en', pages: 36 },
      { name: 'fastapi-docs', title: 'Tutorial – Benutzerhandbuch', lang: 'de', pages: 51 },
    ]);
    expect((await listCollections(h.db, { locale: 'zh' })).find((c) => c.name === 'fastapi-docs')).toMatchObject({ title: '教程 - 用户指南', lang: 'zh' });
    const list = await getCollectionEntries(h.db, { collection: 'fastapi-docs', locale: 'ru' });
    expect(list).toHaveLength(51);
    expect(list.every((e) => e.textLocale === 'ru' && !e.isFallback)).toBe(true);
    for (const locale of LOCALES) {
      const articles = await getEntriesByKind(h.db, { kind: 'article', locale });
      expect(articles.length).toBeGreaterThan(0);
      expect(articles.every((e) => e.collection === null)).toBe(true);
      const overview = await getEntriesForOverview(h.db, { kinds: ['cv', 'case_study', 'article', 'service', 'doc'], locale, limit: 500 });
      expect(overview.every((e) => e.collection === null && e.kind !== 'doc')).toBe(true);
    }
    expect(entryHref('doc', 'fastapi-docs-tutorial-first-steps', 'fastapi-docs')).toBe('/docs/fastapi-docs/tutorial-first-steps');
  });

  it('a question about her is retrieved from her own entries only; the same words without her reach the collections', async () => {
    // Issue 31: "Wie läuft eine Suchberatung bei ihr ab?" quoted a documentation page. Her pronoun or
    // name scopes retrieval (lexical and dense) to her entries; a docs question is unscoped.
    const profile = await loadProfileFile();
    const collectionsOf = async (question: string, locale: Locale) =>
      new Set((await retrieveForQuestion(h.db, { question, locale }, { embedder: null, profile })).candidates.map((p) => p.collection));
    const docs: [string, string, Locale][] = [
      ['How do I set cookies and headers on a fetcher request?', 'Which cookies and headers did she set on her fetcher requests?', 'en'],
      ['Wie setze ich Cookies und Header bei einer Fetcher-Anfrage?', 'Welche Cookies und Header setzt Darya bei Fetcher-Anfragen?', 'de'],
      ['Comment définir des cookies sur une requête du fetcher ?', 'Quels cookies a-t-elle définis sur ses requêtes du fetcher ?', 'fr'],
    ];
    for (const [plain, aboutHer, locale] of docs) {
      expect([...await collectionsOf(plain, locale)].some((c) => c !== null), plain).toBe(true);
      expect([...await collectionsOf(aboutHer, locale)], aboutHer).toEqual([null]);
    }
    // Generated: any of her pronouns (as the profile lists them) or her name added to a docs question.
    const pointers = [...profile.pronouns.filter((x) => !/\p{Script=Han}/u.test(x)), ...authorTerms(profile).nameWords];
    await fc.assert(fc.asyncProperty(fc.constantFrom(...pointers), fc.constantFrom('cookies fetcher headers', 'spider crawl pause proxies', 'session cookies request'), async (who, words) => {
      const found = await collectionsOf(`${words} ${who}?`, 'en');
      expect([...found].every((c) => c === null)).toBe(true);
    }), { numRuns: 12 });
  });

  it('a page\'s links to imported files go to their pages in the reader\'s locale; links to files not imported are text', async () => {
    const render = async (slug: string, locale: 'en' | 'fa') => {
      const entry = (await getEntryBySlug(h.db, { slug, locale }))!;
      const resolveLink = await linkResolverFor(h.db, { entry, locale });
      return renderToStaticMarkup(createElement(Markdown, { options: { resolveLink }, children: entry.body }));
    };
    const updates = await render('fastapi-docs-tutorial-body-updates', 'fa');
    expect(updates).toContain('<a href="/fa/docs/fastapi-docs/tutorial-extra-models">Extra Models</a>');
    const steps = await render('fastapi-docs-tutorial-first-steps', 'en');
    expect(steps).toContain('the VS Code Extension or');
    expect(steps).not.toMatch(/href="[^"]*editor-support/);
    expect(steps).not.toContain('href=""');
    const choosing = await render('scrapling-docs-fetching-choosing', 'en');
    expect(choosing).toMatch(/href="\/en\/docs\/scrapling-docs\/parsing-main-classes#selector"/);
  });

  it('an edited documentation page is kept on re-import; --prune removes pages the folder no longer holds', async () => {
    const [readme] = await h.db.select({ id: entries.id }).from(entries).where(eq(entries.slug, 'scrapling-docs-readme'));
    await h.db.update(entries).set({ edited: true }).where(eq(entries.id, readme!.id));
    await h.db.insert(entries).values({ slug: 'scrapling-docs-readme-de', kind: 'article', origin: 'import:scrapling-docs', collection: 'scrapling-docs', published: true });
    const r = await importFolder(h.db, requireExternal('scrapling-docs'), { embedder: null, prune: true });
    expect(r.kept).toEqual(['scrapling-docs-readme']);
    expect(r.stale).toEqual(['scrapling-docs-readme-de']);
    expect(r.pruned).toBe(1);
    expect(await h.db.select().from(entries).where(eq(entries.slug, 'scrapling-docs-readme-de'))).toEqual([]);
  });
});

describe('a collection\'s title per language (issue 32)', () => {
  it('import --title in two languages: each reader gets theirs, the others the author\'s first, marked with its language; a later import adds a language', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'titled-'));
    try {
      await writeFile(path.join(dir, 'index.md'), '# Quillmark manual\n\nQuillmark binds loose notes into booklets.\n');
      await importFolder(h.db, dir, { collection: 'titled', collectionTitles: { en: 'Quillmark manual', ar: 'دليل Quillmark' }, embedder: null });
      expect(await getCollection(h.db, { name: 'titled', locale: 'ar' })).toEqual({ name: 'titled', title: 'دليل Quillmark', lang: 'ar' });
      expect(await getCollection(h.db, { name: 'titled', locale: 'fa' })).toEqual({ name: 'titled', title: 'Quillmark manual', lang: 'en' });
      await importFolder(h.db, dir, { collection: 'titled', collectionTitles: { fa: 'راهنمای Quillmark' }, embedder: null });
      expect(await getCollection(h.db, { name: 'titled', locale: 'fa' })).toEqual({ name: 'titled', title: 'راهنمای Quillmark', lang: 'fa' });
      expect(await getCollection(h.db, { name: 'titled', locale: 'ar' })).toMatchObject({ title: 'دليل Quillmark' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('generated titles: the reader\'s language whenever the author or the home page has it, the author\'s before the page\'s, never empty', () => {
    const title = fc.string({ minLength: 1, maxLength: 20 }).filter((t) => t.trim() !== '');
    const byLanguage = fc.dictionary(fc.constantFrom(...LOCALES), title, { maxKeys: 4 });
    fc.assert(fc.property(byLanguage, byLanguage, fc.constantFrom(...LOCALES), (titles, home, locale) => {
      const r = collectionTitle({ title: 'Readable name', titles }, new Map(Object.entries(home)), locale);
      expect(r.title.trim()).not.toBe('');
      if (titles[locale]) expect(r).toEqual({ title: titles[locale]!.trim(), lang: locale });
      else if (Object.keys(titles).length) expect(Object.keys(titles)).toContain(r.lang);
      else if (home[locale]) expect(r).toEqual({ title: home[locale]!.trim(), lang: locale });
      else if (Object.keys(home).length) expect(Object.keys(home)).toContain(r.lang);
      else expect(r).toEqual({ title: 'Readable name', lang: null });
    }));
  });

  it('--title values: "Title" or "xx=Title" for a site language, one line, bounded', () => {
    expect(collectionTitleSchema.parse('Quillmark manual')).toEqual({ lang: null, title: 'Quillmark manual' });
    expect(collectionTitleSchema.parse('fa=راهنمای Quillmark')).toEqual({ lang: 'fa', title: 'راهنمای Quillmark' });
    expect(collectionTitleSchema.parse('a=b: c')).toEqual({ lang: null, title: 'a=b: c' });
    expect(collectionTitleSchema.safeParse('xx=Title').success).toBe(false);
    expect(collectionTitleSchema.safeParse('fa=').success).toBe(false);
    fc.assert(fc.property(fc.constantFrom(...LOCALES), fc.string({ maxLength: 200 }), fc.constantFrom('', '\n', '\r\n', '\u2028'), (l, t, brk) => {
      const r = collectionTitleSchema.safeParse(`${l}=${t}${brk}x`);
      const expected = `${t}${brk}x`.trim();
      const ok = [...expected].length <= COLLECTION_TITLE_MAX_CHARS && !/[\r\n\u2028\u2029\u0085]/.test(expected);
      expect(r.success).toBe(ok);
      if (r.success) expect(r.data).toEqual({ lang: l, title: expected });
    }));
  });
});
