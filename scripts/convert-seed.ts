/**
 * One-off: writes the TypeScript seed (lib/content/seed-data.ts `entries`) as the content/ folder —
 * one Markdown file per entry and locale with its front matter — and records what the site's
 * query functions return for the TypeScript seed (tests/fixtures/seed-pages.json), which the
 * round-trip test compares the files against.
 *
 *   npx tsx scripts/convert-seed.ts
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import { saveEntry } from '@/lib/content';
import { entries } from '@/lib/content/seed-data';
import { openDatabase, type Db } from '@/lib/db';
import { LOCALES } from '@/lib/text';
import { siteDigest } from '../tests/site-digest';

const FOLDERS = { cv: 'cv', case_study: 'case-studies', article: 'articles', service: 'services' } as const;

/** 'YYYY-MM-DD' at a precision → the front-matter form that carries it ('2019', '2023-02', '2021-03-17'). */
function dateField(d: string | null, p: string | null): string | undefined {
  if (!d || !p) return undefined;
  const out = p === 'year' ? d.slice(0, 4) : p === 'month' ? d.slice(0, 7) : d;
  // The stored date must be the first day of the period, or the conversion would lose it.
  if ((p === 'year' && !d.endsWith('-01-01')) || (p === 'month' && !d.endsWith('-01'))) throw new Error(`${d} is not the start of its ${p}`);
  return out;
}

async function main(): Promise<void> {
  const root = path.resolve('content');
  await rm(root, { recursive: true, force: true });
  let files = 0;
  for (const e of entries) {
    const dir = path.join(root, FOLDERS[e.kind]);
    await mkdir(dir, { recursive: true });
    for (const locale of LOCALES) {
      const t = e.translations[locale];
      if (!t) continue;
      const fm: Record<string, unknown> = { kind: e.kind, slug: e.slug };
      const start = dateField(e.startDate, e.startPrecision);
      const end = dateField(e.endDate, e.endPrecision);
      if (start) fm.start = start;
      if (end) fm.end = end;
      if (e.isCurrent) fm.current = true;
      fm.order = e.sortOrder;
      fm.published = e.published;
      fm.title = t.title;
      fm.summary = t.summary;
      const head = yaml.dump(fm, { schema: yaml.CORE_SCHEMA, lineWidth: -1, quotingType: '"' });
      await writeFile(path.join(dir, `${e.slug}.${locale}.md`), `---\n${head}---\n${t.body ? `\n${t.body}\n` : ''}`);
      files++;
    }
  }

  // What the pages showed with the TypeScript seed: written by the seed as main wrote it.
  const { db, close } = await openDatabase({ dataDir: 'memory://' });
  try {
    for (const e of entries) await saveEntry(db as Db, { ...e, origin: 'seed' }, { embedder: null });
    await writeFile(path.resolve('tests/fixtures/seed-pages.json'), `${JSON.stringify(await siteDigest(db as Db, entries.map((e) => e.slug)), null, 1)}\n`);
  } finally {
    await close();
  }
  console.log(`wrote ${files} files for ${entries.length} entries under content/ and tests/fixtures/seed-pages.json`);
}

await main();
