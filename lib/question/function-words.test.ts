/**
 * Chinese function-word classes by jieba's dictionary tags (demonstrative + classifier
 * words, numerals, classifiers, no time words): out of a question's content words, so words no
 * dictionary translates do not lower the threshold's coverage. Examples, then generated variants.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chineseFunctionWord } from './function-words';
import { readQuestion } from '.';

describe('Chinese function-word classes (jieba dictionary tags)', () => {
  it('adverbs, demonstrative + classifier words and deictic time words are function words; nouns and verbs are not', () => {
    for (const w of ['这家', '哪家', '那个', '每周', '一起', '几个']) expect(chineseFunctionWord(w), w).toBe(true);
    for (const w of ['自然', '大概', '公司', '硕士', '搜索', '引擎', '代码', '工作', '语言', '助教', '档案', '本科', '本地', '目前', '现在']) expect(chineseFunctionWord(w), w).toBe(false);
  });

  it('a question keeps only the words that name what is asked about', () => {
    const q = readQuestion('她在哪家公司做了档案的搜索引擎？', 'zh');
    expect(q.content).not.toContain('哪家');
    expect(q.content).toEqual(expect.arrayContaining(['公司', '档案', '搜索', '引擎']));
    expect(readQuestion('Parsegar在PyPI上每月下载量大概多少？', 'zh').content).not.toContain('每月');
  });

  it('generated: any function word of the classes in any frame leaves the content words as they were', () => {
    const fn = fc.constantFrom('这家', '那个', '哪家', '每周', '一起');
    const noun = fc.constantFrom('搜索引擎', '代码审查', '拼写检查器', '测试集');
    fc.assert(fc.property(fn, noun, (f, n) => {
      const with_ = readQuestion(`她${f}的${n}有多少？`, 'zh').content;
      const without = readQuestion(`她的${n}有多少？`, 'zh').content;
      expect(with_).toEqual(without);
    }), { numRuns: 40 });
  });
});
