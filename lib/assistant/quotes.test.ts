import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { chunkDocument } from '@/lib/content/chunk';
import { isContentWord, LOCALES, stemmerFor, words, type Locale } from '@/lib/text';
import { passageSentences, quotedSentence } from './quotes';

// Issue 32, kind 7: the sentence of a cited passage that an answer's sentence quoted.

const RESULTS = 'Results\n\nOn a judged set of 300 queries written by archive staff:\n- recall@10 rose from 0.61 to 0.84;\n- nDCG@10 rose from 0.47 to 0.69;\n- median query latency dropped from 1,250 ms to 180 ms on the same hardware.\n\nThe index occupies 310 GB across three nodes.';

describe('the quoted sentence of a passage', () => {
  it('the report: an extractive quote and a model\'s paraphrase of the second line find it, not the opening words', () => {
    const skip = ['A Persian Search Engine', 'Results'];
    // The extractive answerer ends a list item with a full stop; the passage has its semicolon.
    expect(quotedSentence({ content: RESULTS, skip, sentence: 'recall@10 rose from 0.61 to 0.84.', locale: 'en' })).toBe('recall@10 rose from 0.61 to 0.84;');
    expect(quotedSentence({ content: RESULTS, skip, sentence: 'On the judged set, recall rose from 0.61 to 0.84.', locale: 'en' })).toBe('recall@10 rose from 0.61 to 0.84;');
    expect(quotedSentence({ content: RESULTS, skip, sentence: 'The index takes up 310 GB on three nodes.', locale: 'en' })).toBe('The index occupies 310 GB across three nodes.');
    // Nothing shared (a paraphrase in another language): none, and the link keeps the opening words.
    expect(quotedSentence({ content: RESULTS, skip, sentence: 'نمایه روی سه گره است.', locale: 'en' })).toBeNull();
  });

  it('every sentence of the seed case study\'s passages, in all ten languages, is found as itself', async () => {
    for (const locale of LOCALES) {
      const file = await readFile(path.join(process.cwd(), 'content/case-studies', `persian-search-engine.${locale}.md`), 'utf8');
      const { data, content } = matter(file);
      let checked = 0;
      for (const chunk of chunkDocument({ title: String(data.title), summary: String(data.summary), markdown: content, locale })) {
        const skip = [String(data.title), chunk.heading.split(' › ').pop() ?? ''];
        for (const s of passageSentences(chunk.content, skip)) {
          if (!words(s).some(isContentWord)) continue;
          expect(quotedSentence({ content: chunk.content, skip, sentence: s, locale }), `${locale}: ${s}`).toBe(s);
          checked++;
        }
      }
      // The translations other than fa are the title and the summary; en and fa have the whole body.
      expect(checked, locale).toBeGreaterThanOrEqual(locale === 'en' || locale === 'fa' ? 10 : 1);
    }
  });

  it('generated passages in five scripts: an answer made of some of one sentence\'s words, shuffled among others, finds that sentence', () => {
    // Each script's words and how its sentences end (a capital after the full stop where the script has case).
    const scripts: [Locale, fc.Arbitrary<string>, (ws: string[]) => string][] = [
      ['en', fc.stringMatching(/^[a-z]{4,10}$/), (ws) => `${ws.join(' ').replace(/^./, (c) => c.toUpperCase())}.`],
      ['ru', fc.stringMatching(/^[а-я]{4,10}$/), (ws) => `${ws.join(' ').replace(/^./, (c) => c.toUpperCase())}.`],
      ['fa', fc.stringMatching(/^[آابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی]{3,8}$/), (ws) => `${ws.join(' ')}.`],
      ['hi', fc.stringMatching(/^[क-ह]{3,6}$/), (ws) => `${ws.join(' ')}।`],
      ['zh', fc.stringMatching(/^[\u4e00-\u9fa5]{2,3}$/), (ws) => `${ws.join(' ')}。`],
    ];
    for (const [locale, word, sentenceOf] of scripts) {
      const stem = stemmerFor(locale);
      // One token per generated word, a content word, and no two words with one stem: each sentence has a vocabulary of its own.
      const usable = (w: string) => { const t = words(w); return t.length === 1 && isContentWord(t[0]!); };
      const vocabulary = fc.uniqueArray(word.filter(usable), { minLength: 6, maxLength: 40, selector: (w) => stem(words(w)[0]!) });
      fc.assert(fc.property(vocabulary, fc.integer({ min: 2, max: 6 }), fc.nat(), fc.nat(), fc.array(fc.constantFrom('the', 'and', 'of', 'و', 'и', 'का', '的'), { maxLength: 3 }), (vocab, size, pick, keep, fillers) => {
        const sentences: string[][] = [];
        for (let i = 0; i < vocab.length; i += size) sentences.push(vocab.slice(i, i + size));
        const k = pick % sentences.length;
        const text = sentences.map(sentenceOf);
        const content = ['Title', 'Heading', text.join(' ')].join('\n\n');
        const own = sentences[k]!;
        const some = own.filter((_, i) => i === keep % own.length || (keep >> i) % 2 === 1);
        const answer = sentenceOf([...fillers, ...some].reverse());
        expect(quotedSentence({ content, skip: ['Title', 'Heading'], sentence: answer, locale })).toBe(text[k]);
      }), { numRuns: 60 });
    }
  });
});
