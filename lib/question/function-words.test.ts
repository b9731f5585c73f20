/**
 * Chinese function-word classes by jieba's dictionary tags (demonstrative + classifier
 * words, numerals, classifiers, no time words): out of a question's content words, so words no
 * dictionary translates do not lower the threshold's coverage. Examples, then generated variants.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeForMatching, type Locale } from '@/lib/text';
import { adverbOnly, chineseFunctionWord, functionWord } from './function-words';
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

/**
 * Arabic clitics on function words (Buckwalter 2002; Habash 2010 § 4.2): a conjunction (و, ف), a
 * preposition (ب, ل) or an attached pronoun (ها, هم …) written onto a stop word leaves it a
 * function word — "وكم" (and how many), "بأي" (in which), "إليها" (to her) were content words, so a
 * question's coverage at the threshold counted a word no passage can hold.
 */
describe('Arabic function words with clitics attached', () => {
  const norm = (w: string) => normalizeForMatching(w);
  it('a stop word with a conjunction, a preposition or a pronoun attached is a function word; content words are not', () => {
    for (const w of ['وكم', 'بأي', 'إليها', 'فهل', 'وهل', 'وكيف', 'ولماذا', 'ومتى', 'لديها', 'عنها']) expect(functionWord(norm(w), 'ar'), w).toBe(true);
    for (const w of ['بحث', 'لغة', 'ورشة', 'كتب', 'كاف', 'بيتها', 'شركة', 'مشروع']) expect(functionWord(norm(w), 'ar'), w).toBe(false);
    expect(readQuestion('وكم ورشة عمل قدمت؟', 'ar').content).not.toContain(norm('وكم'));
  });

  it('generated: any stop word × any conjunction and preposition × any pronoun is a function word, and a question keeps the content words it had without the clitics', () => {
    const stop = fc.constantFrom('كم', 'أي', 'هل', 'كيف', 'متى', 'ماذا', 'عن', 'مع', 'لدى', 'عند');
    const conj = fc.constantFrom('', 'و', 'ف');
    const prep = fc.constantFrom('', 'ب', 'ل');
    const pron = fc.constantFrom('', 'ها', 'هم', 'نا');
    const noun = fc.constantFrom('ورشة', 'مشروع', 'شركة', 'جامعة', 'مقالة');
    fc.assert(fc.property(stop, conj, prep, pron, noun, (s, c, p, e, n) => {
      // A pronoun goes on a preposition or a particle, not on a question word (كم, كيف): as Arabic writes them.
      const attached = ['عن', 'مع', 'لدى', 'عند'].includes(s) ? `${c}${p}${s.replace(/ى$/u, 'ي')}${e}` : `${c}${p}${s}`;
      expect(functionWord(norm(attached), 'ar'), attached).toBe(true);
      expect(readQuestion(`${attached} ${n} الباحثة؟`, 'ar').content).toEqual(readQuestion(`${s} ${n} الباحثة؟`, 'ar').content);
    }), { numRuns: 200 });
  });
});

/**
 * Adverbs are no threshold evidence (lib/retrieval `QueryTerms.adverb`): a word a part-of-speech
 * dictionary tags only as an adverb (wink-lexicon RB, jieba `d`), or, in a language without one
 * here, whose bilingual-lexicon translations (English Snowball stems) are all stems of such words.
 * The adverbs of golden rows `thr-<locale>-01`, then generated variants.
 */
describe('adverbOnly: an adverb by a tagger dictionary or by its translations', () => {
  const ADVERBS: [Locale, string, string[]][] = [
    ['en', 'already', []],
    ['fa', 'دقیقاً', ['exact', 'precis']],
    ['de', 'bereits', ['alreadi']],
    ['fr', 'actuellement', ['present', 'actual']],
    ['es', 'exactamente', ['exact', 'precis']],
    ['pt', 'já', ['alreadi']],
    ['ru', 'уже', ['alreadi']],
    ['ar', 'بالضبط', ['exact']],
    ['hi', 'बिल्कुल', ['exact', 'absolut']],
    ['zh', '究竟', []],
  ];
  it.each(ADVERBS)('%s: %s is an adverb', (l, w, tr) => {
    expect(adverbOnly(normalizeForMatching(w), l, tr)).toBe(true);
  });

  it('nouns, verbs and words with another part of speech are not', () => {
    // wink-lexicon also tags "currently" and "now" JJ: by the data, no adverb (golden thr-en-01 keeps it).
    for (const w of ['engineers', 'team', 'leads', 'far', 'workshops', 'currently', 'now']) expect(adverbOnly(w, 'en'), w).toBe(false);
    for (const w of ['工程师', '团队', '工作坊', '公司']) expect(adverbOnly(w, 'zh'), w).toBe(false);
    expect(adverbOnly('ingenieure', 'de', ['engin', 'engineer'])).toBe(false);
    expect(adverbOnly('schnell', 'de', ['fast', 'quick'])).toBe(false);
    // No translation wink-lexicon knows: no reading, no adverb.
    expect(adverbOnly('xyzzy', 'de', [])).toBe(false);
  });

  it('generated: an English word wink-lexicon tags only RB is an adverb; one it also tags otherwise is not', () => {
    const rb = fc.constantFrom('already', 'exactly', 'usually', 'actually', 'recently', 'originally', 'presently');
    const other = fc.constantFrom('far', 'fast', 'engineer', 'team', 'lead', 'workshop', 'still', 'well');
    fc.assert(fc.property(rb, other, (a, o) => adverbOnly(a, 'en') && !adverbOnly(o, 'en')));
  });

  it('generated: a translation list with one stem of a non-adverb is no adverb in any language', () => {
    const locale = fc.constantFrom<Locale>('de', 'fr', 'es', 'pt', 'ru', 'ar', 'hi', 'fa');
    const adv = fc.subarray(['present', 'actual', 'alreadi', 'exact', 'usual'], { minLength: 1 });
    const noun = fc.constantFrom('engin', 'team', 'workshop', 'compani');
    fc.assert(fc.property(locale, adv, noun, (l, a, n) => adverbOnly('w', l, a) && !adverbOnly('w', l, [...a, n])));
  });
});
