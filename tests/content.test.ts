/** Seed, import and read queries against a real database (PGlite, or the server with TEST_DATABASE_URL). */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_TARGET_CHARS, chunkDocument, CODE_MAX_CHARS, CODE_MAX_LINES, shortCodeText, contentFolder, importFolder, localeOfFile, readContentFolder, slugFromPath, titleOf, seedDatabase, formatEntryDate } from '@/lib/content';
import { type DbHandle, getEntriesByKind, getEntryBySlug } from '@/lib/db';
import { chunks, entries, entryTranslations } from '@/lib/db/schema';
import { DB_TARGET, freshDatabase, requireExternal } from './support';

let h: DbHandle;
// The author's entries as the content folder holds them (read and validated, not written).
const seedEntries = (await readContentFolder(contentFolder(), { collection: null })).documents.map((d) => d.entry);
beforeAll(async () => { h = await freshDatabase(); });
afterAll(async () => { await h?.close(); });

const countRows = async (table: typeof entries | typeof entryTranslations | typeof chunks) =>
  (await h.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe(`seed (${DB_TARGET})`, () => {
  it('loads the fictional author and re-running duplicates nothing', async () => {
    const first = await seedDatabase(h.db);
    expect(first.created).toBe(seedEntries.length);
    const kinds = seedEntries.reduce<Record<string, number>>((acc, e) => ({ ...acc, [e.kind]: (acc[e.kind] ?? 0) + 1 }), {});
    expect(kinds.cv).toBeGreaterThanOrEqual(8);
    expect(kinds.case_study).toBeGreaterThanOrEqual(4);
    expect(seedEntries.filter((e) => e.kind === 'article' && e.published).length).toBeGreaterThanOrEqual(6);
    expect(kinds.service).toBeGreaterThanOrEqual(3);
    const before = { e: await countRows(entries), t: await countRows(entryTranslations), c: await countRows(chunks) };
    expect(before.c).toBeGreaterThan(before.e);

    const second = await seedDatabase(h.db);
    expect(second).toMatchObject({ created: 0, updated: 0, chunks: 0, kept: [] });
    expect({ e: await countRows(entries), t: await countRows(entryTranslations), c: await countRows(chunks) }).toEqual(before);
  });

  it('every entry is in English and Persian; some have all ten languages', async () => {
    for (const e of seedEntries) {
      expect(e.translations.en?.body, e.slug).toBeTruthy();
      expect(e.translations.fa?.body, e.slug).toMatch(/[\u0600-\u06FF]/);
    }
    expect(seedEntries.filter((e) => Object.keys(e.translations).length === 10).length).toBeGreaterThanOrEqual(4);
  });

  it('lists published entries in the reader\'s language, with a visible English fallback', async () => {
    const de = await getEntriesByKind(h.db, { kind: 'cv', locale: 'de' });
    expect(de.some((e) => !e.isFallback && e.textLocale === 'de')).toBe(true);
    // A translation with only title and summary borrows the English body, marked as such.
    expect(de.some((e) => e.textLocale === 'de' && e.bodyLocale === 'en' && e.body.length > 0)).toBe(true);
    expect(de.some((e) => e.isFallback && e.textLocale === 'en')).toBe(true);
    const fa = await getEntriesByKind(h.db, { kind: 'article', locale: 'fa' });
    expect(fa.every((e) => e.textLocale === 'fa' && !e.isFallback)).toBe(true);
    const draft = seedEntries.find((e) => !e.published)!;
    expect(fa.map((e) => e.slug)).not.toContain(draft.slug);
    expect(await getEntryBySlug(h.db, { slug: draft.slug, locale: 'en' })).toBeNull();
    // Current entries first.
    const cv = await getEntriesByKind(h.db, { kind: 'cv', locale: 'en' });
    expect(cv[0]!.isCurrent).toBe(true);
  });

  it('re-indexes only the translation whose text changed', async () => {
    const e = seedEntries[0]!;
    const { saveEntry } = await import('@/lib/content/store');
    const r = await saveEntry(h.db, { ...e, origin: 'seed', translations: { ...e.translations, en: { ...e.translations.en!, summary: 'A changed summary about ranking.' } } });
    expect(r).toMatchObject({ created: false, reindexed: 1 });
    const [row] = await h.db.select({ s: entryTranslations.summary }).from(entryTranslations).where(and(eq(entryTranslations.entryId, r.entryId), eq(entryTranslations.locale, 'en')));
    expect(row?.s).toBe('A changed summary about ranking.');
    await saveEntry(h.db, { ...e, origin: 'seed' }); // restore
  });
});

describe(`import (${DB_TARGET})`, () => {
  it('imports the Scrapling documentation idempotently, updating changed files', async () => {
    const src = requireExternal('scrapling-docs');
    const dir = path.join(await mkdtemp(path.join(tmpdir(), 'import-')), 'scrapling-docs');
    await cp(src, dir, { recursive: true });
    try {
      const progress: number[] = [];
      const before = await countRows(entries);
      const first = await importFolder(h.db, dir, { embedder: null, onProgress: (done) => progress.push(done) });
      expect(first.files).toBe(45);
      // 35 pages and one README whose seven published translations are one entry; README_JP and
      // README_KR are languages the site does not publish, SOURCE.md is the folder's provenance.
      expect(first).toMatchObject({ collection: 'scrapling-docs', documents: 36, created: 36 });
      expect(first.skipped.map((s) => s.file).sort()).toEqual(['README_JP.md', 'README_KR.md', 'SOURCE.md']);
      expect(first.chunks).toBeGreaterThan(300);
      expect(progress.at(-1)).toBe(36);
      // Ingest rules (lib/content/ingest.ts), counted over the imported files (JP/KR skipped):
      // the nine README sponsor sections (two each in seven, one in index.md) and their badges,
      // screenshots and navigation bars; tests/ingest-corpus.test.ts lists each block.
      expect(first.dropped).toEqual({ 'link-section': 15, badges: 8, 'image-only': 17, 'link-list': 7 });
      // The page keeps what the passages leave out: the stored body is the file's text.
      const index = await getEntryBySlug(h.db, { slug: slugFromPath('scrapling-docs', 'index.md'), locale: 'en' });
      expect(index?.body).toContain('## Top Sponsors');
      const [sponsorPassages] = await h.db.select({ n: sql<number>`count(*)::int` }).from(chunks).where(sql`${chunks.content} ilike '%Top Sponsors%' or ${chunks.heading} ilike '%Sponsor%'`);
      expect(sponsorPassages?.n).toBe(0);
      const totals = { e: await countRows(entries), c: await countRows(chunks) };
      expect(totals.e - before).toBe(36);

      const again = await importFolder(h.db, dir, { embedder: null });
      expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 36, chunks: 0 });
      expect({ e: await countRows(entries), c: await countRows(chunks) }).toEqual(totals);

      const file = path.join(dir, 'fetching/choosing.md');
      await writeFile(file, `${await readFile(file, 'utf8')}\n\nA new closing paragraph about proxies.\n`);
      const changed = await importFolder(h.db, dir, { embedder: null });
      expect(changed).toMatchObject({ created: 0, updated: 1, unchanged: 35 });
      expect(await countRows(entries)).toBe(totals.e);

      const zh = await getEntryBySlug(h.db, { slug: slugFromPath('scrapling-docs', 'README.md'), locale: 'zh' });
      expect(zh).toMatchObject({ slug: 'scrapling-docs-readme', textLocale: 'zh', isFallback: false });
    } finally {
      await rm(path.dirname(dir), { recursive: true, force: true });
    }
  });

  it('rejects a folder that does not exist', async () => {
    await expect(importFolder(h.db, '/nonexistent/folder')).rejects.toThrow(/not a folder/);
  });
});

describe('import and chunk helpers', () => {
  it('derives titles, slugs and locales', () => {
    expect(titleOf({}, '## Section\ntext', 'fetching/choosing.md', 'docs')).toBe('Choosing');
    expect(titleOf({}, 'intro\n# Real title\n', 'a.md', 'docs')).toBe('Real title');
    // A `#` comment inside a fenced code block is code, not a heading (the overview.md case).
    expect(titleOf({}, '## Pick\n\n```python\n# \'Complex Web Page\\nHome\'\n```\n', 'overview.md', 'docs')).toBe('Overview');
    expect(titleOf({}, '# First Steps { #first-steps }\n', 'a.md', 'docs')).toBe('First Steps');
    expect(titleOf({}, '<h1 align="center">\n  <small>Effortless\n  Scraping</small>\n</h1>\n\n# Sponsors\n', 'README.md', 'docs')).toBe('Effortless Scraping');
    expect(titleOf({ title: 'Two\nlines' }, '', 'a.md', 'docs')).toBe('Two lines');
    expect(titleOf({ title: 'FM' }, '# H1', 'a.md', 'docs')).toBe('FM');
    expect(titleOf({}, 'text', 'index.md', 'scrapling-docs')).toBe('Scrapling docs');
    expect(slugFromPath('scrapling-docs', 'api-reference/Fetchers.md')).toBe('scrapling-docs-api-reference-fetchers');
    expect(localeOfFile('README_PT_BR.md', 'en')).toBe('pt');
    expect(localeOfFile('README_CN.md', 'en')).toBe('zh');
    expect(localeOfFile('README_JP.md', 'en')).toBeNull();
    expect(localeOfFile('README_TW.md', 'en')).toBeNull(); // Traditional Chinese: the site's Chinese is Simplified
    expect(localeOfFile('guide.de.md', 'en')).toBe('de');
    expect(localeOfFile('guide.md', 'fa')).toBe('fa');
    expect(localeOfFile('main_classes.md', 'fa')).toBe('fa'); // not a language marker
    expect(localeOfFile('setup.py.md', 'en')).toBe('en'); // "py" is no language
  });

  it('chunks by headings and drops code by rule', () => {
    const intro = 'Intro text about the archive and its search engine. '.repeat(6).trim();
    const md = `# T\n\n${intro}\n\n## Install\n\nRun the installer.\n\n\`\`\`bash\nrm -rf /\n\`\`\`\n\n- one\n- two`;
    const c = chunkDocument({ title: 'T', markdown: md });
    expect(c.map((x) => x.heading)).toEqual(['', 'Install']);
    expect(c[1]!.content).toBe('Install\n\nRun the installer.\n\n- one\n- two');
    expect(c.map((x) => x.content).join()).not.toContain('rm -rf');
    expect(c[1]!.terms).toBe('install run the installer one two');
  });

  it('keeps a short code block with the lead-in that introduces it; drops a long one, and one without a lead-in', () => {
    const chunk = (md: string) => chunkDocument({ title: 'T', markdown: md }).map((c) => c.content).join('\n\n');
    expect(chunk('Install it with the following command:\n\n```bash\npip install scrapling\n```\n\nDone.')).toBe('T\n\nInstall it with the following command:\npip install scrapling\n\nDone.');
    // Quoted, not indexed: the keyword index reads the lead-in's prose alone.
    const [c] = chunkDocument({ title: 'T', markdown: 'Install it with the following command:\n\n```bash\npip install scrapling\n```' });
    expect(c!.terms).toBe('t install it with the following command');
    // Indented (CommonMark 4.4), blank lines inside, a terminal widget's HTML wrapper, a list item, a full-width colon.
    expect(chunk('Run:\n\n    scrapling install\n\n    scrapling install --force\n')).toBe('T\n\nRun:\nscrapling install\nscrapling install --force');
    expect(chunk('Run the server:\n\n<div class="termy">\n\n```console\n$ fastapi dev main.py\n```\n\n</div>')).toBe('T\n\nRun the server:\n$ fastapi dev main.py');
    expect(chunk('- Install the browsers:\n\n    ```bash\n    scrapling install\n    ```\n- Done')).toBe('T\n\n- Install the browsers: scrapling install\n- Done');
    expect(chunk('安装命令：\n\n```\npip install scrapling\n```')).toBe('T\n\n安装命令：\npip install scrapling');
    // No lead-in (a statement, a heading), more than three lines, more than 160 characters: dropped.
    expect(chunk('Run the installer.\n\n```bash\nrm -rf build\n```')).not.toContain('rm -rf');
    expect(chunk('## Install\n\n```bash\nrm -rf build\n```')).not.toContain('rm -rf');
    expect(chunk('Run:\n\n```\na\nb\nc\nd\n```')).toBe('T\n\nRun:');
    expect(chunk(`Run:\n\n\`\`\`\n${'x'.repeat(161)}\n\`\`\``)).toBe('T\n\nRun:');
    // One block per lead-in: a second block after the first is not announced by it.
    expect(chunk('Run:\n\n```\none\n```\n\n```\ntwo\n```')).toBe('T\n\nRun:\none');
  });

  it('generated variants (fast-check): a code block joins its lead-in exactly when it is short', () => {
    const codeLine = fc.stringMatching(/^[a-z$][a-z0-9 ._=-]{0,70}[a-z0-9]$/);
    fc.assert(fc.property(fc.array(codeLine, { minLength: 1, maxLength: 5 }), fc.constantFrom(':', '.', '：'), fc.constantFrom('```', '~~~'), (lines, end, fence) => {
      const md = `Use the tool like this${end}\n\n${fence}\n${lines.join('\n\n')}\n${fence}\n\nAfter the block.`;
      const content = chunkDocument({ title: 'T', markdown: md }).map((c) => c.content).join('\n\n');
      const text = lines.map((l) => l.trim()).join('\n');
      const short = lines.length <= CODE_MAX_LINES && text.length <= CODE_MAX_CHARS;
      expect(shortCodeText(lines.join('\n\n'))).toBe(short ? text : null);
      if (short && end !== '.') expect(content).toBe(`T\n\nUse the tool like this${end}\n${text.replace(/ +/g, ' ')}\n\nAfter the block.`);
      else expect(content).toBe(`T\n\nUse the tool like this${end}\n\nAfter the block.`);
    }), { numRuns: 300, seed: 20261207 });
  });

  it('merges a section too small to stand alone into the next one', () => {
    const long = 'A paragraph long enough to stand as a passage on its own, about retrieval. '.repeat(4).trim();
    const c = chunkDocument({ title: 'T', markdown: `## Tiny\n\nOne line.\n\n## Next\n\n${long}` });
    expect(c).toHaveLength(1);
    expect(c[0]!.content).toBe(`T\n\nTiny\n\nOne line.\n\nNext\n\n${long}`);
  });

  it('keeps the words of multi-paragraph list items apart', () => {
    const c = chunkDocument({ title: 'T', markdown: '- **Targeted Data Extraction**\n\n  Extract specific elements.\n- Second item' });
    expect(c[0]!.content).toBe('T\n\n- Targeted Data Extraction Extract specific elements.\n- Second item');
  });

  it('reads a table row by row against its header; symbol-only cells are left out; a long table spreads over passages', () => {
    const md = '## Arguments\n\n| Argument | Description | Optional |\n|---|---|:---:|\n| disable_resources | Drop requests for `font` and `image` resources. | ✔️ |\n| cdp_url | Connect to a running browser over CDP. | ✔️ |\n| | | |';
    const c = chunkDocument({ title: 'T', markdown: md });
    expect(c[0]!.content).toBe('T\n\nArguments\n\n- disable_resources: Drop requests for font and image resources.\n\n- cdp_url: Connect to a running browser over CDP.');
    const three = chunkDocument({ title: 'T', markdown: '| Name | Time | Ratio |\n|---|---|---|\n| Scrapling | 2.02 | 1.0x |' });
    expect(three[0]!.content).toBe('T\n\n- Scrapling: 2.02; Ratio: 1.0x');
    const rows = Array.from({ length: 60 }, (_, i) => `| option_${i} | What option ${i} changes in the fetcher, in a sentence of some length. |`).join('\n');
    const long = chunkDocument({ title: 'T', markdown: `## Options\n\n| Option | Description |\n|---|---|\n${rows}` });
    expect(long.length).toBeGreaterThan(3);
    for (const x of long) expect(x.content.length).toBeLessThanOrEqual(CHUNK_TARGET_CHARS + 200);
    expect(long.map((x) => x.content).join('\n')).toContain('- option_59: What option 59 changes');
  });

  it('drops alert and admonition markers, keeps an admonition\'s own title', () => {
    const c = chunkDocument({ title: 'T', markdown: '> [!IMPORTANT]\n> Install the browsers first.\n\n!!! note "Heads up"\n    Keep it short.\n\n/// tip\n\nA tip.\n\n///' });
    // "Heads up" was written by the author; "Important" and "Tip" are only the callouts' types.
    expect(c[0]!.content).toBe('T\n\nInstall the browsers first.\n\nHeads up\n\nKeep it short.\n\nA tip.');
  });

  it('formats dates at their precision for the locale', () => {
    expect(formatEntryDate('2021-03-01', 'month', 'en')).toBe('March 2021');
    expect(formatEntryDate('2021-03-01', 'year', 'en')).toBe('2021');
    expect(formatEntryDate('2021-03-17', 'day', 'de')).toBe('17. März 2021');
    expect(formatEntryDate('2021-03-01', 'year', 'fa')).toBe('۲۰۲۱');
  });
});
