import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeFragmentTerm, excerptOf, EXCERPT_CHARS, FRAGMENT_MAX_CHARS, FRAGMENT_MAX_WORDS, headingId, openingWords, passageLink, textFragment } from './citations';

const decode = (fragment: string) => decodeURIComponent(fragment.replace(/^:~:text=/, ''));
const words = (s: string) => [...new Intl.Segmenter(undefined, { granularity: 'word' }).segment(s)].filter((x) => x.isWordLike).length;

describe('text fragments (WICG Text Fragments)', () => {
  it('quotes the body\'s opening words, title and heading lines skipped, list marker dropped', () => {
    const content = 'Hybrid search\n\nResults\n\n- Recall rose from 0.61 to 0.78 after adding BM25 to the vector retriever in every test.';
    expect(openingWords(content, ['Hybrid search', 'Results'])).toBe('Recall rose from 0.61 to 0.78 after adding');
    expect(textFragment(content, ['Hybrid search', 'Results'])).toBe(':~:text=Recall%20rose%20from%200.61%20to%200.78%20after%20adding');
  });

  it('encodes the directive\'s delimiters - & , and percent-encodes the rest', () => {
    expect(encodeFragmentTerm('Fast-check, tests & more')).toBe('Fast%2Dcheck%2C%20tests%20%26%20more');
    expect(encodeFragmentTerm('سلام دنیا')).toBe(encodeURIComponent('سلام دنیا'));
  });

  it('stops a linearized table row at its first ": " (not page text)', () => {
    expect(openingWords('- disable_resources: Drop requests for fonts; Type: bool')).toBe('disable_resources');
  });

  it('cuts CJK text between words', () => {
    const w = openingWords('混合检索把关键词检索和向量检索结合起来，召回率从百分之六十一提高到百分之七十八，而且延迟几乎没有增加。这是第二句话。');
    expect(w.length).toBeGreaterThan(0);
    expect('混合检索把关键词检索和向量检索结合起来'.startsWith(w) || w.startsWith('混合检索')).toBe(true);
    expect(w.length).toBeLessThanOrEqual(FRAGMENT_MAX_CHARS);
  });

  it('any passage text yields a fragment that decodes back to its opening words, with no raw delimiter', () => {
    const line = fc.string({ unit: 'grapheme', minLength: 0, maxLength: 120 });
    fc.assert(fc.property(fc.array(line, { maxLength: 5 }), fc.array(line, { maxLength: 2 }), (lines, skip) => {
      const content = lines.join('\n');
      const fragment = textFragment(content, skip);
      const opening = openingWords(content, skip);
      if (!opening) { expect(fragment).toBe(''); return; }
      expect(fragment.startsWith(':~:text=')).toBe(true);
      const term = fragment.slice(':~:text='.length);
      expect(term).not.toMatch(/[-&,\s#]/);
      expect(decode(fragment)).toBe(opening.toWellFormed());
      expect(words(opening)).toBeLessThanOrEqual(FRAGMENT_MAX_WORDS);
      expect([...opening].length).toBeLessThanOrEqual(FRAGMENT_MAX_CHARS);
    }));
  });

  it('opening words are the start of a body line (whitespace collapsed)', () => {
    // A body line cannot open with "- " (that is a list item, whose marker the chunker writes itself).
    const word = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9][A-Za-zÀ-ÿ0-9.'’-]{0,11}$/);
    fc.assert(fc.property(fc.array(word, { minLength: 1, maxLength: 30 }), fc.constantFrom(' ', '  ', '\t'), (ws, gap) => {
      const line = ws.join(gap);
      const opening = openingWords(`Title\n\n${line}`, ['Title']);
      expect(ws.join(' ').startsWith(opening)).toBe(true);
      expect(opening.length).toBeGreaterThan(0);
    }));
  });
});

describe('excerpts', () => {
  it('keeps a short body whole and cuts a long one at a word with an ellipsis', () => {
    expect(excerptOf('Title\n\nA short body.', ['Title'])).toBe('A short body.');
    const long = excerptOf(`Title\n\n${'word '.repeat(100)}`, ['Title']);
    expect(long.endsWith('…')).toBe(true);
    expect([...long].length).toBeLessThanOrEqual(EXCERPT_CHARS + 1);
    expect(long).not.toMatch(/wor…$/);
  });

  it('never exceeds its length for any text', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 600 }), (text) => {
      expect([...excerptOf(text)].length).toBeLessThanOrEqual(EXCERPT_CHARS + 1);
    }));
  });
});

describe('passage links', () => {
  it('prefixes heading ids with the entry slug on list pages only', () => {
    expect(headingId('cv', 'acme', 'results')).toBe('acme--results');
    expect(headingId('article', 'x', 'results')).toBe('results');
    expect(headingId('service', 'x', '')).toBe('');
  });

  it('links an article passage to its heading with a text fragment', () => {
    expect(passageLink({ kind: 'article', slug: 'hybrid-search', title: 'Hybrid search', heading: 'Method › Results', anchor: 'results', content: 'Results\n\nRecall rose, a lot.' }))
      .toBe('/articles/hybrid-search#results:~:text=Recall%20rose%2C%20a%20lot.');
  });

  it('links a CV passage under no heading to the entry, under a heading to the prefixed id', () => {
    expect(passageLink({ kind: 'cv', slug: 'acme', title: 'Engineer', heading: '', anchor: '', content: 'Engineer\n\nBuilt search.' })).toBe('/cv#acme:~:text=Built%20search.');
    expect(passageLink({ kind: 'cv', slug: 'acme', title: 'Engineer', heading: 'Stack', anchor: 'stack', content: 'Stack\n\nPostgres' })).toBe('/cv#acme--stack:~:text=Postgres');
    expect(passageLink({ kind: 'doc', slug: 'lib-intro', collection: 'lib', title: 'Intro', heading: '', anchor: '', content: '' })).toBe('/docs/lib/intro');
  });
});

describe('the page and the passages agree on heading ids', () => {
  it('every passage anchor, prefixed for a list page, is a heading id the page renders (generated headings)', async () => {
    const { chunkDocument } = await import('@/lib/content/chunk');
    const { parseMarkdown } = await import('@/lib/markdown');
    const { visit } = await import('unist-util-visit');
    const headingText = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 &,.'-]{0,30}$/).filter((s) => s.trim().length > 0);
    fc.assert(fc.property(fc.array(headingText, { minLength: 1, maxLength: 6 }), fc.constantFrom('cv', 'case_study', 'service', 'article'), (headings, kind) => {
      const markdown = headings.map((h) => `## ${h}\n\n${'Some words about this part of the entry. '.repeat(8)}`).join('\n\n');
      const slug = 'acme-search';
      const pageIds: string[] = [];
      const prefix = kind === 'article' ? undefined : `${slug}--`;
      visit(parseMarkdown(markdown, { idPrefix: prefix }), 'heading', (h) => { pageIds.push(String(h.data?.id)); });
      expect(new Set(pageIds).size).toBe(pageIds.length);
      expect(pageIds).not.toContain(slug);
      for (const c of chunkDocument({ title: 'Engineer', markdown })) {
        if (c.anchor) expect(pageIds).toContain(headingId(kind, slug, c.anchor));
      }
    }), { numRuns: 60 });
  });
});
