/**
 * `npm run bench:lexicon` — a benchmark, not a test: it prints figures for the cross-language
 * dictionaries (lib/retrieval/lexicon.ts).
 *
 * Per language with a dictionary installed:
 *   - terms (source stems) and load time into a fresh in-memory PGlite: first (parse, stem, store;
 *     the build cache in a fresh temporary folder) and cached (the build read back, stored again);
 *   - translation quality on parallel text: FastAPI's tutorial (shared/external/fastapi-docs, the
 *     same pages translated, sections aligned by their heading ids) and the seed content (titles and
 *     summaries of entries written in English and the language). For each section, every content
 *     word written in the language (not a word the English section shares as it is): `covered` — the
 *     lexicon has its stem; `hit` — one of its English stems occurs in the aligned English section;
 *     `chance` — one occurs in an unrelated English section (another page), the rate a hit has by
 *     luck; `first` — of the covered words, the first translation occurs in the aligned section.
 *
 *   npm run bench:lexicon -- [--dir /usr/share/dictd] [--locales ru,hi,zh]
 */
import { mkdtempSync, readdirSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import matter from 'gray-matter';
import { z } from 'zod';
import { openDatabase } from '@/lib/db';
import { DICTIONARIES, ensureLexicons } from '@/lib/retrieval/lexicon';
import { contentWords, indexStems, isLocale, stemmerFor, type Locale } from '@/lib/text';
import { lexicon as lexiconTable } from '@/lib/db/schema';
import { eq } from 'drizzle-orm';

/** A pair of aligned texts: one in the language, its English original. */
export interface AlignedPair { source: string; english: string }

/** Sections of a FastAPI page by heading id (`# Title { #id }`), code blocks and includes left out. */
function sections(markdown: string): Map<string, string> {
  const out = new Map<string, string>();
  let id = '';
  let inCode = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/u.test(line)) { inCode = !inCode; continue; }
    if (inCode) continue;
    const h = /^#+ .*\{ #([\w-]+) \}\s*$/u.exec(line);
    if (h) { id = h[1]!; out.set(id, `${line.replace(/\{ #[\w-]+ \}/u, '')}\n`); continue; }
    if (!id || /^\{\*.*\*\}$/u.test(line.trim())) continue;
    out.set(id, out.get(id)! + line.replace(/<[^>]+>/gu, ' ').replace(/`[^`]*`/gu, ' ') + '\n');
  }
  return out;
}

/** FastAPI tutorial sections in `locale` with their English originals. */
export function fastapiPairs(root: string, locale: Locale): AlignedPair[] {
  const out: AlignedPair[] = [];
  const walk = (rel: string): string[] => readdirSync(path.join(root, 'en', rel), { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? walk(path.join(rel, d.name)) : d.name.endsWith('.md') ? [path.join(rel, d.name)] : []));
  for (const rel of walk('tutorial')) {
    const file = path.join(root, locale, rel);
    if (!existsSync(file)) continue;
    const en = sections(readFileSync(path.join(root, 'en', rel), 'utf8'));
    for (const [id, text] of sections(readFileSync(file, 'utf8'))) {
      const english = en.get(id);
      if (english) out.push({ source: text, english });
    }
  }
  return out;
}

/** Seed entries' title + summary in `locale` with the English ones. */
export function seedPairs(root: string, locale: Locale): AlignedPair[] {
  const out: AlignedPair[] = [];
  for (const kind of readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const f of readdirSync(path.join(root, kind.name)).filter((n) => n.endsWith(`.${locale}.md`))) {
      const en = path.join(root, kind.name, f.replace(`.${locale}.md`, '.en.md'));
      if (!existsSync(en)) continue;
      const fm = (p: string) => { const d = matter(readFileSync(p, 'utf8')).data as { title?: string; summary?: string }; return `${d.title ?? ''}\n${d.summary ?? ''}`; };
      out.push({ source: fm(path.join(root, kind.name, f)), english: fm(en) });
    }
  }
  return out;
}

const SCRIPT: Partial<Record<Locale, RegExp>> = { ru: /\p{Script=Cyrillic}/u, hi: /\p{Script=Devanagari}/u, zh: /\p{Script=Han}/u, ar: /\p{Script=Arabic}/u, fa: /\p{Script=Arabic}/u };

/** The figures of one lexicon on aligned pairs (see the module comment). */
export function evaluate(locale: Locale, lex: ReadonlyMap<string, readonly string[]>, pairs: readonly AlignedPair[]) {
  const stem = stemmerFor(locale);
  let words = 0, covered = 0, hit = 0, chance = 0, first = 0;
  pairs.forEach((p, i) => {
    const english = new Set(indexStems(p.english, 'en'));
    const other = new Set(indexStems(pairs[(i + Math.floor(pairs.length / 2)) % pairs.length]!.english, 'en'));
    const seen = new Set<string>();
    for (const w of contentWords(p.source)) {
      const s = stem(w);
      if (seen.has(s) || english.has(s) || (SCRIPT[locale] && !SCRIPT[locale]!.test(w))) continue;
      seen.add(s);
      words++;
      const t = lex.get(s);
      if (!t?.length) continue;
      covered++;
      if (t.some((e) => english.has(e))) hit++;
      if (t.some((e) => other.has(e))) chance++;
      if (english.has(t[0]!)) first++;
    }
  });
  const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '—');
  return { words, covered: pct(covered, words), hit: pct(hit, words), chance: pct(chance, words), first: pct(first, covered) };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: process.env.LEXICON_DIR ?? '/usr/share/dictd' }, locales: { type: 'string' } } });
  const locales = z.array(z.string().refine(isLocale)).parse(values.locales ? values.locales.split(',') : Object.keys(DICTIONARIES)) as Locale[];
  const shared = path.resolve(process.env.SHARED_DIR ?? path.resolve(process.cwd(), '../shared'), 'external', 'fastapi-docs');
  // A fresh build cache: the first load builds, the second reads the build.
  process.env.TMPDIR = mkdtempSync(path.join(tmpdir(), 'bench-lexicon-'));
  const h = await openDatabase({ dataDir: 'memory://' });
  const rows: Record<string, unknown>[] = [];
  for (const locale of locales) {
    const [firstLoad] = await ensureLexicons(h.db, values.dir!, { locales: [locale] });
    if (!firstLoad || firstLoad.status === 'missing') { rows.push({ locale, dictionary: `${firstLoad?.dictionary ?? '—'} (missing)` }); continue; }
    await h.db.delete((await import('@/lib/db/schema')).lexicons);
    const [cachedLoad] = await ensureLexicons(h.db, values.dir!, { locales: [locale] });
    const lex = new Map((await h.db.select().from(lexiconTable).where(eq(lexiconTable.locale, locale))).map((r) => [r.term, r.translations]));
    const fa = existsSync(shared) ? evaluate(locale, lex, fastapiPairs(shared, locale)) : null;
    const seed = evaluate(locale, lex, seedPairs(path.resolve('content'), locale));
    rows.push({
      locale, dictionary: firstLoad.dictionary, terms: firstLoad.terms, 'first ms': firstLoad.ms, 'cached ms': cachedLoad?.ms,
      'fastapi words': fa?.words ?? '—', 'fa covered': fa?.covered, 'fa hit': fa?.hit, 'fa chance': fa?.chance, 'fa first': fa?.first,
      'seed words': seed.words, 'seed hit': seed.hit, 'seed chance': seed.chance,
    });
  }
  console.table(rows);
  await h.close();
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
