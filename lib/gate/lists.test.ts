/**
 * Issue 10, kind 5: lists are layout, not values or sentence ends. Examples (failed on main), then
 * generated lists of random length, numbering style and language, inline and on new lines, with
 * and without a blank line, streamed in pieces.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SentenceGate, splitSentences, type GateOutput } from '@/lib/gate';
import type { Locale } from '@/lib/text';

const SOURCES = [
  { text: 'Parsegar is an open-source Python library for Persian text.', locale: 'en' as Locale },
  { text: 'The Golestan search engine indexed 1.2 million pages of the manuscript archive.', locale: 'en' as Locale },
  { text: 'The spell-checker reached 95 % precision in 2020.', locale: 'en' as Locale },
];
function gate(text: string, locale: Locale = 'en', piece = 0): GateOutput[] {
  const g = new SentenceGate({ sources: SOURCES, locale });
  const out: GateOutput[] = [];
  if (piece === 0) out.push(...g.push(text));
  else for (let i = 0; i < text.length; i += piece) out.push(...g.push(text.slice(i, i + piece)));
  return [...out, ...g.end()];
}

describe('kind 5 examples (failed on main)', () => {
  const inline = 'Her main projects are: 1. Parsegar, an open-source Python library for Persian text [S1]. 2. The Golestan search engine, which indexed 1.2 million pages [S2].';
  it('an inline enumeration after a colon splits at its items and the correct answer is released', () => {
    expect(splitSentences(inline)).toEqual([
      'Her main projects are:',
      '1. Parsegar, an open-source Python library for Persian text [S1].',
      '2. The Golestan search engine, which indexed 1.2 million pages [S2].',
    ]);
    expect(gate(inline).map((o) => o.type)).toEqual(['text', 'text', 'text']);
  });

  it('the same list on new lines right after the colon line is released, one item per paragraph', () => {
    const lines = 'Her main projects are:\n1. Parsegar, an open-source Python library for Persian text [S1].\n2. The Golestan search engine, which indexed 1.2 million pages [S2].';
    expect(gate(lines)).toEqual([
      { type: 'text', text: 'Her main projects are:', sources: [], paragraphBreak: false },
      { type: 'text', text: '1. Parsegar, an open-source Python library for Persian text.', sources: [1], paragraphBreak: true },
      { type: 'text', text: '2. The Golestan search engine, which indexed 1.2 million pages.', sources: [2], paragraphBreak: true },
    ]);
  });

  it.each([
    ['(iii)', 'Her work: (i) Parsegar [S1]; (ii) the Golestan engine [S2]; (iii) a spell-checker [S3].'],
    ['a)', 'Her work: a) Parsegar [S1] b) the Golestan engine [S2]'],
    ['١.', 'أعمالها:\n١. مكتبة Parsegar [S1].\n٢. محرك البحث Golestan [S2].'],
    ['۱.', 'کارهای او:\n۱. کتابخانه Parsegar [S1].\n۲. موتور جستجوی Golestan [S2].'],
    ['१.', 'उनके काम:\n१. Parsegar लाइब्रेरी [S1]।\n२. Golestan सर्च इंजन [S2]।'],
    ['一、', '她的项目：\n一、Parsegar 库 [S1]。\n二、Golestan 搜索引擎 [S2]。'],
  ])('item numbers %s are markup in every language: released', (_style, text) => {
    expect(gate(text).every((o) => o.type === 'text')).toBe(true);
  });

  it('an item is checked as a sentence of its own: a substantive item needs its own marker', () => {
    const out = gate('Her main projects are:\n1. Parsegar, an open-source Python library for Persian text [S1].\n2. The Golestan search engine indexed many pages of the archive.');
    expect(out.map((o) => o.type)).toEqual(['text', 'text', 'guard']);
    expect(out[2]).toMatchObject({ reasons: ['marker-missing'] });
    // A number before a spaced dash is a value, not an item number ("42 – that is …").
    expect(gate('42 – that is the number of pages in the archive [S1].')[0]).toMatchObject({ type: 'guard', reasons: ['value-unsupported'] });
    // A wrong value in one item is still caught.
    expect(gate('Her projects: 1. The Golestan engine indexed 1.3 million pages [S2].').map((o) => o.type)).toEqual(['text', 'guard']);
  });
});

// --- Generated variants ------------------------------------------------------------------------

const ITEMS: Record<string, { intro: string; items: string[] }> = {
  en: { intro: 'Her main projects are:', items: ['Parsegar, an open-source Python library for Persian text [S1].', 'The Golestan search engine, which indexed 1.2 million pages [S2].', 'A spell-checker with 95 % precision [S3].'] },
  de: { intro: 'Ihre wichtigsten Projekte sind:', items: ['Parsegar, eine Open-Source-Bibliothek für Persisch [S1].', 'Die Suchmaschine Golestan mit 1,2 Millionen Seiten [S2].', 'Eine Rechtschreibprüfung mit 95 % Präzision [S3].'] },
  fa: { intro: 'پروژه‌های اصلی او:', items: ['پارسگر، کتابخانه‌ای متن‌باز برای فارسی [S1].', 'موتور جستجوی گلستان با ۱٫۲ میلیون صفحه [S2].', 'غلط‌یاب با دقت ۹۵ درصد [S3].'] },
  hi: { intro: 'उनकी मुख्य परियोजनाएँ:', items: ['Parsegar, फ़ारसी के लिए एक ओपन-सोर्स लाइब्रेरी [S1]।', 'Golestan सर्च इंजन, जिसने १.२ मिलियन पेज इंडेक्स किए [S2]।', '९५ % सटीकता वाला स्पेल-चेकर [S3]।'] },
  ru: { intro: 'Её главные проекты:', items: ['Parsegar — библиотека для персидского текста [S1].', 'Поисковая система Golestan на 1,2 миллиона страниц [S2].', 'Проверка орфографии с точностью 95 % [S3].'] },
};
const STYLES: ((n: number) => string)[] = [
  (n) => `${n}.`, (n) => `${n})`, (n) => `(${n})`, (n) => `${String.fromCharCode(96 + n)})`,
  (n) => `(${['i', 'ii', 'iii'][n - 1]})`, (n) => `${[...String(n)].map((d) => String.fromCharCode(0x6f0 + Number(d))).join('')}.`,
  (n) => `${[...String(n)].map((d) => String.fromCharCode(0x966 + Number(d))).join('')}.`, (n) => `${[...String(n)].map((d) => String.fromCharCode(0x660 + Number(d))).join('')}.`,
];

describe('kind 5 generated variants (fast-check)', () => {
  it('lists of any length, numbering style and language are released item by item with the right markers', () => {
    fc.assert(fc.property(
      fc.constantFrom(...Object.keys(ITEMS)), fc.integer({ min: 1, max: 3 }), fc.constantFrom(...STYLES.keys()), fc.constantFrom('inline', 'lines', 'blank'), fc.constantFrom(0, 1, 2, 3, 7),
      (lang, count, style, layout, piece) => {
        const { intro, items } = ITEMS[lang]!;
        const list = items.slice(0, count).map((it, i) => `${STYLES[style]!(i + 1)} ${it}`);
        const text = layout === 'inline' ? `${intro} ${list.join(' ')}` : `${intro}${layout === 'blank' ? '\n\n' : '\n'}${list.join('\n')}`;
        const out = gate(text, lang as Locale, piece);
        return out.length === count + 1 && out.every((o) => o.type === 'text')
          && out.slice(1).every((o, i) => o.type === 'text' && JSON.stringify(o.sources) === JSON.stringify([i + 1]));
      },
    ), { numRuns: 400, seed: 5 });
  });
});
