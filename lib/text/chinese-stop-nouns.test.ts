import fc from 'fast-check';
import iso from 'stopwords-iso/stopwords-iso.json';
import { describe, expect, it } from 'vitest';
import { chineseWordTag, contentWords, isContentWord, isStopWord, normalizeForMatching } from '@/lib/text';

// stopwords-iso's Chinese entries of two characters or more, by jieba's dictionary tag (PKU tag set).
const listed = (iso as Record<string, string[]>).zh!.filter((w) => [...w].length >= 2).map(normalizeForMatching);
const tagged = (classes: readonly string[]) => listed.filter((w) => classes.includes(chineseWordTag(w) ?? ''));
const NOUNS = tagged(['n']);
// Closed classes: pronouns, conjunctions, prepositions, particles, modal particles.
const CLOSED = tagged(['r', 'c', 'p', 'u', 'y']);

describe('Chinese stop-list entries that are common nouns', () => {
  it('reads a noun the frequency list holds as a content word: 结果 (result) in a bare follow-up', () => {
    expect(contentWords('结果呢？')).toEqual(['结果']);
    expect(contentWords('那结果呢？')).toEqual(['结果']);
    expect(contentWords('第三个项目的结果是什么？')).toContain('结果');
    expect(isStopWord('结果')).toBe(false);
  });

  it('keeps the closed classes and jieba-misfiled connectives as stop words', () => {
    for (const w of ['什么', '因为', '但是', '如何', '关于', '而已', '宁可', '莫如']) expect(isContentWord(w), w).toBe(false);
    expect(contentWords('她的波斯语拼写检查器是怎么做的？')).not.toContain('怎么');
  });

  it('generated: a listed noun in a question frame of function words is its one content word', () => {
    expect(NOUNS.length).toBeGreaterThan(5);
    expect(CLOSED.length).toBeGreaterThan(100);
    const frame = fc.tuple(fc.constantFrom('', '那', '她的', '这个项目的'), fc.constantFrom('呢？', '是什么？', '怎么样？', '如何？'));
    fc.assert(fc.property(fc.constantFrom(...NOUNS), frame, (noun, [before, after]) => {
      const got = contentWords(`${before}${noun}${after}`);
      // jieba may cut a frame into a longer word with the noun; where the noun stands alone it counts.
      return got.includes(noun) || got.some((w) => w.includes(noun));
    }));
    fc.assert(fc.property(fc.constantFrom(...NOUNS), (noun) => isContentWord(noun) && !isStopWord(noun)));
  });

  it('generated: a listed closed-class word stays out of the content words', () => {
    fc.assert(fc.property(fc.constantFrom(...CLOSED), (w) => !isContentWord(w) && isStopWord(w)));
  });
});
