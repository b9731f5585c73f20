/**
 * Corpora for `npm run bench:retrieval`: passages recombined from the passages of real
 * documentation (FastAPI's English tutorial and Scrapling's docs, ../shared/external), so they read
 * like documentation — real titles, headings and paragraphs — while their number is chosen.
 *
 * The real docs are chunked once by the importer's own chunker (lib/content `chunkDocument`);
 * each of their paragraphs is then segmented and stemmed once. A generated passage takes a real
 * page title and a real heading, a run of one real passage's paragraphs and a run of another's
 * (recombined: passages are not copies of each other), up to the chunker's target size. Its
 * terms, BM25F stems and stand-in vector are the sums of its parts' (what the chunker and the
 * stand-in embedder compute for the joined text, since a blank line always ends a word), so 100k
 * passages cost no Markdown parsing: the chunker runs at ~16 ms per page on this machine (ICU
 * word segmentation, docs/performance.md), which would make 100k passages a half-hour job.
 * A seeded PRNG makes the same corpus for the same seed; a smaller corpus is a prefix of a larger.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { CHUNK_TARGET_CHARS, chunkDocument } from '@/lib/content';
import { standinCounts, standinVectorOfCounts } from '@/lib/retrieval';
import { indexStems, indexTerms, stemmerFor } from '@/lib/text';

/** A paragraph of a real passage, segmented once. */
interface Unit { text: string; terms: string[]; counts: Map<string, number> }
/** A real passage: its page title, heading path and paragraphs. */
interface Source { title: string; heading: string; paragraphs: Unit[] }

/** A generated passage, with everything the `chunks` and `embeddings` rows need. */
export interface GeneratedPassage {
  title: string;
  heading: string;
  content: string;
  terms: string;
  stems: { title: string[]; heading: string[]; body: string[] };
  vector: number[];
}

/** mulberry32: a small seeded PRNG (uniform in [0, 1)). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function markdownFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...await markdownFiles(p));
    // English only: Scrapling's translated READMEs are README_XX.md.
    else if (e.name.endsWith('.md') && !/^README_|^SOURCE\.md$/i.test(e.name)) out.push(p);
  }
  return out.sort();
}

/** The real passages of the documentation folders, chunked by the importer's chunker. */
export async function loadSources(folders: string[]): Promise<Source[]> {
  const out: Source[] = [];
  for (const folder of folders) {
    for (const file of await markdownFiles(folder)) {
      const { content, data } = matter(await readFile(file, 'utf8'));
      // MkDocs heading ids ("Title { #title }") are markup, not words.
      const title = String(data.title ?? /^#\s+(.+)$/m.exec(content)?.[1] ?? path.basename(file, '.md')).replace(/\{\s*#[^}]*\}\s*$/, '').trim();
      for (const c of chunkDocument({ title, markdown: content, locale: 'en' })) {
        // The first block repeats the title or heading (the chunker's context line).
        const paragraphs = c.content.split('\n\n').slice(1).filter((p) => p.trim().length > 40)
          .map((text) => ({ text, terms: indexTerms(text), counts: standinCounts(text) }));
        if (paragraphs.length) out.push({ title, heading: c.heading, paragraphs });
      }
    }
  }
  return out;
}

/**
 * Generates passages from `sources`, one at a time (100k passages' vectors would not fit as a list).
 * @param opts.dimensions width of the stand-in vectors
 * @param opts.seed PRNG seed (default 13)
 */
export function* generatePassages(sources: Source[], opts: { dimensions: number; seed?: number }): Generator<GeneratedPassage> {
  if (sources.length < 2) throw new Error('need at least two source passages');
  const stem = stemmerFor('en');
  const rnd = prng(opts.seed ?? 13);
  const pick = <T>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const titleStems = new Map<string, string[]>();
  const headingStems = new Map<string, string[]>();
  const headingTerms = new Map<string, string[]>();
  const leadCounts = new Map<string, Map<string, number>>();
  for (;;) {
    const a = pick(sources);
    const b = pick(sources);
    const title = pick(sources).title;
    const heading = a.heading || b.heading;
    const units: Unit[] = [];
    let chars = 0;
    // A run from one passage, then a run from another, up to the chunker's target size.
    for (const [src, share] of [[a, 0.6], [b, 1]] as const) {
      for (let i = Math.floor(rnd() * src.paragraphs.length); i < src.paragraphs.length; i++) {
        const u = src.paragraphs[i]!;
        if (units.length && chars + u.text.length > CHUNK_TARGET_CHARS * share) break;
        units.push(u);
        chars += u.text.length;
      }
    }
    const last = heading.split(' › ').pop() ?? '';
    if (!titleStems.has(title)) titleStems.set(title, indexStems(title, 'en'));
    if (!headingStems.has(heading)) {
      headingStems.set(heading, indexStems(heading.replaceAll(' › ', ' '), 'en'));
      headingTerms.set(heading, indexTerms(last));
    }
    const lead = last || title;
    const counts = new Map(leadCounts.get(lead) ?? leadCounts.set(lead, standinCounts(lead)).get(lead));
    for (const u of units) for (const [w, n] of u.counts) counts.set(w, (counts.get(w) ?? 0) + n);
    const bodyTerms = [...(last ? headingTerms.get(heading)! : indexTerms(title)), ...units.flatMap((u) => u.terms)];
    yield {
      title, heading,
      content: [lead, ...units.map((u) => u.text)].join('\n\n'),
      terms: bodyTerms.join(' '),
      stems: { title: titleStems.get(title)!, heading: headingStems.get(heading)!, body: bodyTerms.map(stem) },
      vector: standinVectorOfCounts(counts, opts.dimensions),
    };
  }
}
