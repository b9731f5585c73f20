import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeFragmentTerm, excerptOf, EXCERPT_CHARS, FRAGMENT_MAX_CHARS, FRAGMENT_MAX_WORDS, headingId, markedExcerpt, openingWords, passageLink, sentenceTerms, sourceNumbers, textFragment, withCitedSources } from './citations';
import type { SourceRef } from './events';

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

// Issue 32, kind 7: the popover and the landing highlight show the sentence the answer quoted.
const RESULTS = 'Results\n\nOn a judged set of 300 queries written by archive staff:\n- recall@10 rose from 0.61 to 0.84;\n- nDCG@10 rose from 0.47 to 0.69;\n- median query latency dropped from 1,250 ms to 180 ms on the same hardware.\n\nThe index occupies 310 GB across three nodes. Archive staff reported that researchers\' requests for manual look-ups fell by about 40% in the first year.';
/** A directive's terms decoded: [prefix, start, end] ('' for a missing one). */
function terms(fragment: string): { prefix: string; start: string; end: string } {
  const parts = fragment.replace(/^:~:text=/, '').split(',');
  const prefix = parts[0]!.endsWith('-') ? decodeURIComponent(parts.shift()!.slice(0, -1)) : '';
  return { prefix, start: decodeURIComponent(parts[0] ?? ''), end: decodeURIComponent(parts[1] ?? '') };
}

describe('the quoted sentence in the link and the popover (issue 32)', () => {
  it('the report: a quote of the third line is named by the fragment and shown first in the excerpt, marked', () => {
    const skip = ['A Persian Search Engine', 'Results'];
    const quote = 'nDCG@10 rose from 0.47 to 0.69;';
    expect(textFragment(RESULTS, skip, quote)).toBe(`:~:text=${encodeFragmentTerm(quote)}`);
    const excerpt = excerptOf(RESULTS, skip, EXCERPT_CHARS, quote);
    expect(excerpt.startsWith(`… ${quote}`)).toBe(true);
    expect(markedExcerpt(excerpt, quote)).toEqual(['… ', quote, excerpt.slice(2 + quote.length)]);
    // A long sentence inside a line: its first words after the words before it, to its last words.
    const long = 'Archive staff reported that researchers\' requests for manual look-ups fell by about 40% in the first year.';
    expect(terms(textFragment(RESULTS, skip, long))).toEqual({ prefix: 'across three nodes.', start: 'Archive staff reported that researchers\' requests for manual', end: 'fell by about 40% in the first year.' });
    // No quote (a paraphrase in another language): the opening words, as before.
    expect(textFragment(RESULTS, skip)).toBe(`:~:text=${encodeFragmentTerm('On a judged set of 300 queries written')}`);
  });

  it('a table row is named by its first cell and its last, never by the chunker\'s ": " / "; " text', () => {
    expect(sentenceTerms('disable_resources: Drop requests for fonts, images and media; Type: bool')).toEqual(['disable_resources', 'bool']);
  });

  it('generated sentences: the start and end terms are the sentence\'s own first and last words, bounded, never overlapping', () => {
    const word = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9][A-Za-zÀ-ÿ0-9'’]{0,11}$/);
    fc.assert(fc.property(fc.array(word, { minLength: 1, maxLength: 60 }), fc.constantFrom('.', '!', '?', ''), (ws, end) => {
      const sentence = `${ws.join(' ')}${end}`;
      const t = sentenceTerms(sentence);
      expect(t.length).toBeGreaterThanOrEqual(1);
      expect(sentence.startsWith(t[0]!)).toBe(true);
      if (t.length === 2) {
        expect(sentence.endsWith(t[1]!)).toBe(true);
        expect(t[0]!.length + t[1]!.length).toBeLessThanOrEqual(sentence.length);
      } else {
        // Quoted whole only when short enough to be one term.
        expect(t[0]).toBe(sentence);
      }
      for (const term of t) {
        expect(words(term)).toBeLessThanOrEqual(FRAGMENT_MAX_WORDS);
        expect([...term].length).toBeLessThanOrEqual(FRAGMENT_MAX_CHARS);
      }
    }));
  });

  it('generated passages: the fragment finds the quoted sentence first in the page\'s blocks, from its first word to its last; the excerpt marks it', () => {
    // Page text as the browser's matcher reads it (WICG Text Fragments, "find a range from a text
    // directive", simplified): blocks, case-insensitive; prefix and start in one block, the end after
    // the start; the first such match wins.
    const word = fc.stringMatching(/^[a-z]{2,9}$/);
    const sentence = fc.tuple(fc.array(word, { minLength: 2, maxLength: 24 }), fc.constantFrom('.', '!', '?')).map(([ws, p]) => `${ws[0]!.charAt(0).toUpperCase()}${ws.join(' ').slice(1)}${p}`);
    const block = fc.array(sentence, { minLength: 1, maxLength: 4 });
    fc.assert(fc.property(fc.array(block, { minLength: 1, maxLength: 5 }), fc.nat(), (blocks, pick) => {
      const all = blocks.flatMap((b, i) => b.map((x, j) => ({ x, i, j })));
      const q = all[pick % all.length]!;
      const content = ['Title', 'Heading', ...blocks.map((b) => b.join(' '))].join('\n\n');
      const t = terms(textFragment(content, ['Title', 'Heading'], q.x));
      const lower = blocks.map((b) => b.join(' ').toLowerCase());
      // The first block and place where prefix + start occur.
      let found: { i: number; at: number } | null = null;
      for (const [i, text] of lower.entries()) {
        const needle = `${t.prefix ? `${t.prefix.toLowerCase()} ` : ''}${t.start.toLowerCase()}`;
        const at = text.indexOf(needle);
        if (at >= 0) { found = { i, at: at + (t.prefix ? t.prefix.length + 1 : 0) }; break; }
      }
      expect(found).not.toBeNull();
      // Unless an identical sentence with identical words before it comes earlier, the match is the quote.
      const earlier = all.find((o) => o.x === q.x && (o.i < q.i || (o.i === q.i && o.j < q.j)) && (o.j === 0) === (q.j === 0));
      if (earlier) return;
      const quoteAt = blocks[q.i]!.join(' ').indexOf(q.x, blocks[q.i]!.slice(0, q.j).join(' ').length);
      expect(found).toEqual({ i: q.i, at: quoteAt });
      const endAt = t.end ? lower[q.i]!.indexOf(t.end.toLowerCase(), found!.at + t.start.length) + t.end.length : found!.at + t.start.length;
      expect(blocks[q.i]!.join(' ').slice(found!.at, endAt)).toBe(q.x);
      // The popover: from the quote on, the quote (or the part the excerpt shows) marked.
      const excerpt = excerptOf(content, ['Title', 'Heading'], EXCERPT_CHARS, q.x);
      const [before, marked, after] = markedExcerpt(excerpt, q.x);
      expect(before + marked + after).toBe(excerpt);
      expect(marked.length).toBeGreaterThan(0);
      expect(q.x.startsWith(marked)).toBe(true);
    }), { numRuns: 300 });
  });
});

describe('source numbers (issue 32, kind 10: the chat and `ask` number sources alike)', () => {
  const ref = (passageId: number, n: number): SourceRef => ({ n, passageId, title: `P${passageId}`, href: `/articles/p${passageId}` });

  it('an answer whose first sentence cites the prompt\'s [S2] numbers it 1', () => {
    let sources: SourceRef[] = [];
    sources = withCitedSources(sources, [ref(20, 2)]);
    expect(sourceNumbers(sources, [20])).toEqual([1]);
    sources = withCitedSources(sources, [ref(10, 1), ref(20, 2)]);
    expect(sourceNumbers(sources, [10, 20])).toEqual([2, 1]);
  });

  it('generated answers: numbers by first use are 1, 2, 3 … with no gap, one per passage, whatever the prompt\'s markers', () => {
    const cite = fc.record({ passageId: fc.integer({ min: 1, max: 12 }), n: fc.integer({ min: 1, max: 40 }) });
    fc.assert(fc.property(fc.array(fc.array(cite, { maxLength: 4 }), { maxLength: 12 }), (sentences) => {
      let sources: SourceRef[] = [];
      const shown: number[] = [];
      for (const cites of sentences) {
        sources = withCitedSources(sources, cites.map((c) => ref(c.passageId, c.n)));
        const numbers = sourceNumbers(sources, cites.map((c) => c.passageId));
        expect(new Set(numbers).size).toBe(numbers.length);
        shown.push(...numbers);
        for (const [k, num] of numbers.entries()) expect(sources[num - 1]!.passageId).toBe([...new Set(cites.map((c) => c.passageId))][k]);
      }
      const firstUse = [...new Set(shown)];
      expect(firstUse).toEqual(firstUse.map((_, i) => i + 1));
      expect(firstUse.length).toBe(sources.length);
      expect(new Set(sources.map((x) => x.passageId)).size).toBe(sources.length);
    }));
  });
});
