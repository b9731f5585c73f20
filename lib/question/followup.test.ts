import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { opensWithContinuation, opensWithTopicShift, ordinalPosition, previousList, readFollowUp, withoutOpeningMarks } from './followup';

const titles = [
  { title: 'A Multilingual Support Assistant That Knows When to Refuse', slug: 'multilingual-support-chatbot' },
  { title: 'A Data Pipeline for a 48-Million-Document Multilingual News Corpus', slug: 'multilingual-news-data-pipeline' },
  { title: 'A Context-Aware Spell-Checker for Persian', slug: 'persian-spell-checker' },
];
const history = (answer: string) => [{ role: 'user' as const, content: 'What projects has Darya worked on?' }, { role: 'assistant' as const, content: answer }];

describe('ordinal follow-ups', () => {
  it.each([
    ['Tell me more about the second one.', 2], ['And the third?', 3], ['درباره دومی بیشتر بگو', 2],
    ['Erzähl mir mehr über das zweite', 2], ['再说说第二个', 2], ['And the last one?', -1], ['Where did she study?', null],
    // Russian ordinals decline (Wade §§ 200ff.); Arabic as lib/text spells it, and in construct.
    ['А на её первой работе?', 1], ['А у второго проекта?', 2], ['В третьей статье?', 3], ['А на последней работе?', -1], ['الاولی', 1], ['ثانی مشروع', 2],
  ])('%s → %s', (q, n) => {
    expect(ordinalPosition(q)).toBe(n);
  });

  it('resolves the item from the titles the previous answer named, in order', () => {
    const answer = 'She built A Multilingual Support Assistant That Knows When to Refuse, then A Data Pipeline for a 48-Million-Document Multilingual News Corpus.';
    expect(previousList(answer, titles).map((t) => t.slug)).toEqual(['multilingual-support-chatbot', 'multilingual-news-data-pipeline']);
    expect(readFollowUp('Tell me more about the second one.', history(answer), titles)?.item).toMatchObject({ slug: 'multilingual-news-data-pipeline', position: 2 });
  });

  it('reads numbered lines when the answer has them', () => {
    const answer = '1. A Context-Aware Spell-Checker for Persian (2019)\n2. Something not on the site';
    expect(readFollowUp('and the first?', history(answer), titles)?.item).toMatchObject({ slug: 'persian-spell-checker' });
  });

  it('adds the start of the previous answer when the position is out of range or the list unclear', () => {
    const f = readFollowUp('Tell me about the fifth one', history('Only A Context-Aware Spell-Checker for Persian.'), titles);
    expect(f?.item).toBeUndefined();
    expect(f?.joined).toContain('Only A Context-Aware Spell-Checker');
  });

  it('a standalone question is not a follow-up; a continuation is joined with the previous question', () => {
    expect(readFollowUp('How did the Golestan search engine handle OCR errors?', history('…'), titles)).toBeNull();
    expect(readFollowUp('And when was that?', history('…'), titles)?.joined).toBe('What projects has Darya worked on? And when was that?');
    expect(readFollowUp('And when was that?', [], titles)).toBeNull();
  });
});

describe('generated: a Russian ordinal in any case form', () => {
  it('reads the position of every case ending of первый, второй, третий, последний', () => {
    const stems: [string, string[], number][] = [
      ['перв', ['ый', 'ая', 'ое', 'ого', 'ой', 'ому', 'ую', 'ым', 'ом', 'ые', 'ых'], 1], ['втор', ['ой', 'ая', 'ое', 'ого', 'ому', 'ую', 'ым', 'ом', 'ые', 'ых'], 2],
      ['трет', ['ий', 'ья', 'ье', 'ьего', 'ьей', 'ьему', 'ью', 'ьим', 'ьем'], 3], ['последн', ['ий', 'яя', 'ее', 'его', 'ей', 'ему', 'юю', 'им', 'ем'], -1],
    ];
    fc.assert(fc.property(fc.constantFrom(...stems), fc.nat(), fc.constantFrom('А на её', 'Что было в', 'Расскажи о'), ([stem, endings, n], i, lead) => {
      expect(ordinalPosition(`${lead} ${stem}${endings[i % endings.length]} работе?`)).toBe(n);
    }));
  });
});

describe('continuations a script writes joined, or at the end (Arabic wa-, Ryding 2005 ch. 16; Mandarin NP呢, Li & Thompson 1981 § 18.4)', () => {
  it.each([
    ['وفي مشروع البحث لأرشيف كلستان؟', true], ['وماذا عن الفريق؟', true], ['وقت العمل؟', false], ['وظيفتها الأولى؟', false],
    ['那戈勒斯坦档案馆搜索项目呢？', true], ['在Nahrvald Labs呢？', true], ['硕士呢？', true], ['她做什么呢？', false], ['她在哪里工作呢？', false],
  ])('%s → %s', (q, want) => {
    expect(opensWithContinuation(q)).toBe(want);
  });

  it('generated: و joined to a preposition opens a continuation, و as a root letter does not; X呢 continues, a question word with 呢 does not', () => {
    fc.assert(fc.property(fc.constantFrom('في', 'عن', 'ماذا عن', 'من'), fc.constantFrom('Lumenhaus', 'مشروع البحث', 'الماجستير'), (prep, rest) => {
      expect(opensWithContinuation(`و${prep} ${rest}؟`)).toBe(true);
    }));
    fc.assert(fc.property(fc.constantFrom('وقت', 'وظيفة', 'وصف', 'وزن'), fc.constantFrom('العمل', 'المشروع'), (w, rest) => {
      expect(opensWithContinuation(`${w} ${rest}؟`)).toBe(false);
    }));
    fc.assert(fc.property(fc.constantFrom('硕士', '在Nahrvald Labs', '那个项目', '她的第一份工作'), fc.constantFrom('什么', '哪里', '多少', ''), fc.constantFrom('？', '?', ''), (x, wh, mark) => {
      expect(opensWithContinuation(`${x}${wh ? `是${wh}` : ''}呢${mark}`)).toBe(wh === '');
    }));
  });
});

describe('opening punctuation is no word (RAE Ortografía 2010 § 3.4.4: ¿ ¡; Unicode Ps/Pi)', () => {
  it.each([
    ['¿Y en Nahrvald Labs?', true], ['¿Y en el máster?', true], ['¡Y en el buscador del archivo Golestan!', true], ['«Et en master ?»', true],
    ['¿Cuándo empezó en Lumenhaus?', false], ['¿Yoga?', false],
  ])('%s → %s', (q, want) => {
    expect(opensWithContinuation(q)).toBe(want);
  });

  it('a topic-change marker after an opening mark is still one', () => {
    expect(opensWithTopicShift('¿Por cierto, dónde vive?')).toBe(true);
    expect(withoutOpeningMarks('  ¿¡(“Y bien?')).toBe('Y bien?');
  });

  it('generated: any opening marks before a message leave what opens it unchanged', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom('¿', '¡', '«', '“', '(', '[', ' '), { maxLength: 4 }),
      fc.constantFrom('Y en Nahrvald Labs?', 'E no mestrado?', 'Cuándo empezó?', 'Qué nota sacó?', 'Por cierto, dónde vive?', 'Y para su máster?'), (marks, q) => {
        const text = `${marks.join('')}${q}`;
        expect(opensWithContinuation(text)).toBe(opensWithContinuation(q));
        expect(opensWithTopicShift(text)).toBe(opensWithTopicShift(q));
      }));
  });
});
