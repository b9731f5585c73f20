import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryHref, joinSentences, sentenceSeparator, slugOfEntryHref } from './events';

describe('joining released sentences (issue 10, kind 10)', () => {
  it('puts no space after a Chinese full stop (the reported case) and one after a Latin one', () => {
    expect(joinSentences(['她设计了该系统的索引设计。', '该索引支持波斯语。'])).toBe('她设计了该系统的索引设计。该索引支持波斯语。');
    expect(joinSentences(['She built the index.', 'It supports Persian.'])).toBe('She built the index. It supports Persian.');
    // Japanese-style: the same full stop, full-width ！？, the half-width ｡, closers after the stop.
    expect(joinSentences(['索引を作りました。', '速いです！', '本当？', '「完成した。」', '次へ｡', '終わり'])).toBe('索引を作りました。速いです！本当？「完成した。」次へ｡終わり');
    // A Chinese sentence that ends in an ASCII stop keeps the space, as does an English one after Chinese.
    expect(joinSentences(['她在2023年发布了它.', '该索引'])).toBe('她在2023年发布了它. 该索引');
    expect(sentenceSeparator('她说……')).toBe('');
    expect(sentenceSeparator('And so…')).toBe(' ');
    expect(sentenceSeparator('进展如何、')).toBe(' '); // the enumeration comma does not end a sentence
  });

  const han = fc.string({ unit: fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((c) => String.fromCodePoint(c)), minLength: 1, maxLength: 12 });
  const latin = fc.string({ unit: fc.constantFrom(...'abcdefghij klmnop'), minLength: 1, maxLength: 20 }).filter((s) => s.trim().length > 0);
  const cjkSentence = fc.tuple(han, fc.constantFrom('。', '！', '？', '｡', '．'), fc.constantFrom('', '」', '』', '）', '”', '》')).map(([a, b, c]) => a + b + c);
  const latinSentence = fc.tuple(fc.oneof(latin, han), fc.constantFrom('.', '!', '?', ':', '')).map(([a, b]) => a.trim() + b);

  it('property: no ASCII space after any CJK-terminated sentence, one after any other; nothing else changes', () => {
    fc.assert(fc.property(fc.array(fc.oneof(cjkSentence, latinSentence), { minLength: 1, maxLength: 8 }), (sentences) => {
      const joined = joinSentences(sentences);
      let expected = sentences[0]!;
      for (let i = 1; i < sentences.length; i++) {
        const cjk = /[。｡！？．][」』）”》]*$/u.test(sentences[i - 1]!);
        expected += (cjk ? '' : ' ') + sentences[i];
      }
      expect(joined).toBe(expected);
      // The reported defect, stated directly: a CJK stop is never followed by an ASCII space.
      expect(joined).not.toMatch(/[。｡！？．][」』）”》]* /u);
    }));
  });
});

describe('slugOfEntryHref: the inverse of entryHref', () => {
  it('examples of every kind, with and without a locale prefix', () => {
    expect(slugOfEntryHref('/cv#backend-engineer-ketabnama')).toBe('backend-engineer-ketabnama');
    expect(slugOfEntryHref('/case-studies#persian-search-engine')).toBe('persian-search-engine');
    expect(slugOfEntryHref('/services#search-nlp-code-review')).toBe('search-nlp-code-review');
    expect(slugOfEntryHref('/articles/zero-width-non-joiner')).toBe('zero-width-non-joiner');
    expect(slugOfEntryHref('/docs/fastapi/tutorial-first-steps')).toBe('fastapi-tutorial-first-steps');
    expect(slugOfEntryHref('/de/cv#bsc-computer-engineering')).toBe('bsc-computer-engineering');
    expect(slugOfEntryHref('/')).toBeNull();
    expect(slugOfEntryHref('/cv')).toBeNull();
  });
  it('generated: any slug of any kind comes back from its href', () => {
    const slug = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+){0,4}$/);
    fc.assert(fc.property(fc.constantFrom('cv', 'case_study', 'service', 'article'), slug, (kind, s) => {
      expect(slugOfEntryHref(entryHref(kind, s))).toBe(s);
    }));
    fc.assert(fc.property(fc.constantFrom('fastapi', 'scrapling'), slug, (collection, page) => {
      expect(slugOfEntryHref(entryHref('doc', `${collection}-${page}`, collection))).toBe(`${collection}-${page}`);
    }));
  });
});
