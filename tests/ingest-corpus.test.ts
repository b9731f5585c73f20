/**
 * The ingest rules on the two real documentation corpora: counts per rule (printed), what was
 * dropped (printed, and re-measured on the raw Markdown by a separate count), and that the
 * sponsor and badge text no longer reaches any passage while the prose does.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { chunkDocument, countByRule, ingestDrops, titleOf, type DroppedBlock } from '@/lib/content';
import { normalizeMkdocs } from '@/lib/markdown';
import { requireExternal } from './support';

async function markdownFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const d of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) out.push(...await markdownFiles(full));
    else if (d.name.endsWith('.md')) out.push(full);
  }
  return out.sort();
}

interface FileDrops {
  rel: string;
  body: string;
  /** The body as the parser read it (after MkDocs normalization): what the drops' offsets point into. */
  parsed: string;
  drops: DroppedBlock[]; passages: { heading: string; content: string }[] }

const loaded = new Map<string, Promise<FileDrops[]>>();
/** Every file of a corpus with what the rules drop and its passages (parsed once per run: remark takes ~25 ms a file). */
function corpus(name: string): Promise<FileDrops[]> {
  if (!loaded.has(name)) loaded.set(name, load(name));
  return loaded.get(name)!;
}

async function load(name: string): Promise<FileDrops[]> {
  const root = requireExternal(name);
  return Promise.all((await markdownFiles(root)).map(async (file) => {
    const rel = path.relative(root, file);
    const parsed = matter(await readFile(file, 'utf8'));
    const body = parsed.content.trim();
    const title = titleOf(parsed.data as { title?: string }, body, rel, name);
    return { rel, body, parsed: normalizeMkdocs(body), drops: ingestDrops(body), passages: chunkDocument({ title, markdown: body }) };
  }));
}

/**
 * A second, deliberately different count on the raw Markdown of a dropped block: link and image
 * constructs by pattern; prose words with HTML blocks (they never reach a passage), comments,
 * tags and whole links removed.
 */
function rawMeasure(md: string): { constructs: number; proseWords: number; paragraphs: string[] } {
  const constructs = (md.match(/<a\b|<img\b|!?\[[^\]]*\]\([^)]*\)/gi) ?? []).length;
  const prose = (s: string) => s
    .replace(/<(style|table|div|p|h\d|picture)\b[\s\S]*?<\/\1>|<!--[\s\S]*?-->/gi, ' ')
    .replace(/<a\b[\s\S]*?<\/a>/gi, ' ')
    // Images first: an image inside a link ([![alt](img)](url)) leaves the outer link to remove next.
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^#+\s.*$/gm, ' ');
  const words = (s: string) => (prose(s).match(/[\p{L}\p{N}]+/gu) ?? []).length;
  const paragraphs = md.split(/\n\s*\n/).filter((p) => !/^\s*</.test(p) || /^\s*<i><sub>/.test(p));
  return { constructs, proseWords: words(md), paragraphs: paragraphs.filter((p) => words(p) >= 8) };
}

const sectionHeading = (md: string): string => toString((unified().use(remarkParse).parse(md) as Root).children.find((n): n is Heading => n.type === 'heading')!);

describe.each(['scrapling-docs', 'fastapi-docs'])('ingest rules on %s', (name) => {
  it('drops only link-, image- and navigation-dense blocks, and prints what it dropped', async () => {
    const files = await corpus(name);
    const all = files.flatMap((f) => f.drops);
    console.log(`${name}: ${files.length} files, left out of passages by rule: ${JSON.stringify(countByRule(all))}`);
    const droppedProse: string[] = [];
    for (const f of files) {
      for (const d of f.drops) {
        const md = f.parsed.slice(d.start!, d.end!);
        console.log(`  ${f.rel} [${d.rule}] ${d.elements} links/images, ${d.ownWords} own words: ${md.replace(/\s+/g, ' ').slice(0, 110)}`);
        const raw = rawMeasure(md);
        expect(raw.constructs, `${f.rel}: ${md.slice(0, 80)}`).toBeGreaterThan(0);
        if (d.rule === 'badges' || d.rule === 'image-only') expect(raw.proseWords, md).toBe(0);
        else expect(raw.proseWords, md).toBeLessThan(2 * raw.constructs);
        droppedProse.push(...raw.paragraphs);
      }
    }
    // The only prose paragraphs dropped are fine print under sponsor walls ("Do you want to show
    // your ad here? Click here …", wrapped in <sub>): no ordinary paragraph of the corpus is lost.
    console.log(`${name}: prose paragraphs dropped (all fine print): ${droppedProse.length}`);
    for (const p of droppedProse) expect(p.trim(), p).toMatch(/^<i><sub>[\s\S]*<\/sub><\/i>$/);
    expect(all.length).toBeGreaterThan(0);
  });

  it('no passage holds a dropped sponsor heading, fine print or badge text; the prose stays', async () => {
    const files = await corpus(name);
    for (const f of files) {
      const text = f.passages.map((p) => `${p.heading}\n${p.content}`).join('\n');
      for (const d of f.drops.filter((x) => x.rule === 'link-section')) {
        const heading = sectionHeading(f.parsed.slice(d.start!, d.end!));
        expect(f.passages.some((p) => p.heading.split(' › ').includes(heading) || p.content.split('\n\n').includes(heading)), `${f.rel}: ${heading}`).toBe(false);
      }
      expect(text, f.rel).not.toMatch(/Top Sponsors|show your ad here|Anzeige hier|PyPI version|Docker Pulls|Supported Python versions|Star History Chart|asciicast/);
    }
    if (name === 'scrapling-docs') {
      const index = files.find((f) => f.rel === 'index.md')!;
      // The feature list that sat under "Top Sponsors" is now under its own heading.
      expect(index.passages.find((p) => p.content.includes('Scrapy-like Spider API'))?.heading).toMatch(/^Key Features/);
      // A list introduced by a sentence stays: it is content ("… you can: Documentation, Discord, Issues").
      expect(files.find((f) => f.rel === 'cli/interactive-shell.md')!.passages.map((p) => p.content).join('\n')).toContain('GitHub Issues');
      expect(files.find((f) => f.rel === 'spiders/architecture.md')!.passages.map((p) => p.content).join('\n')).toContain('AsyncStealthySession');
    }
  });
});
