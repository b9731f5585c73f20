/**
 * What came of it (issue 30, kind 5): a follow-up asking whether the entry talked about was used,
 * put into service or taken up later is answered by the entry's sentence reporting the event
 * ordered after the others (its latest date: TimeML TLINK AFTER, Allen 1983), whatever verb the
 * follow-up uses. Examples in ten languages, then generated variants (fast-check).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authorTerms, loadProfileFile } from '@/lib/profile';
import { pointBack, posteriorSignals, readQuestion, readTurn, type HistoryTurn, type QuestionValue } from '@/lib/question';
import { LOCALES, type Locale } from '@/lib/text';
import { chooseQuotes, gregorianYear, latestYear, type ExtractiveSource } from './extractive';

const who = authorTerms(await loadProfileFile());
const ALL_SIGNALS = [...new Set(LOCALES.flatMap((l) => [...posteriorSignals(l)]))];
/** The answered value of a what-came-of-it follow-up, as lib/question/turn `withPosterior` builds it. */
const posterior = (q: string, locale: Locale, flag = true): QuestionValue => {
  const v = readQuestion(q, locale);
  return { ...v, content: [...new Set([...v.content, ...ALL_SIGNALS])], ...(flag ? { posterior: true } : {}) };
};

const CHATBOT: ExtractiveSource[] = [
  { title: 'A Multilingual Support Assistant That Knows When to Refuse', slug: 'multilingual-support-chatbot', locale: 'en', heading: 'Context', content: 'A freight and parcel company needed a support assistant for customers writing in six languages. Its earlier chatbot answered every question confidently.' },
  { title: 'A Multilingual Support Assistant That Knows When to Refuse', slug: 'multilingual-support-chatbot', locale: 'en', heading: 'Outcome', content: 'The assistant went live in February 2024 and handles about 38,000 conversations a month. Customer-satisfaction scores rose from 3.2 to 4.1 out of 5.' },
];
const LIVE = 'The assistant went live in February 2024 and handles about 38,000 conversations a month.';

describe('what came of it: the entry\'s latest-dated sentence answers, whatever the verb', () => {
  const cases: [Locale, string][] = [
    ['en', 'Was it put into service later?'], ['de', 'Wurde er später in Betrieb genommen?'], ['fr', 'A-t-il été mis en service ensuite ?'],
    ['es', '¿Se puso en marcha después?'], ['pt', 'Ele entrou em operação depois?'], ['ru', 'Его потом запустили?'],
    ['ar', 'هل أُطلق لاحقًا؟'], ['zh', '后来上线了吗？'], ['fa', 'بعدا راه‌اندازی شد؟'], ['hi', 'क्या बाद में शुरू हुआ?'],
  ];
  for (const [locale, q] of cases) {
    it(`${locale}: ${q}`, () => {
      const quote = chooseQuotes(posterior(q, locale), CHATBOT, locale)[0];
      expect(quote?.sentences).toEqual([LIVE]);
    });
  }

  it('without the what-came-of-it reading, a sentence sharing no word with the follow-up is not quoted', () => {
    expect(chooseQuotes(posterior('Was it put into service?', 'en', false), CHATBOT, 'en')).toEqual([]);
  });

  it('a sentence that says "later" itself keeps its own signal and wins over an earlier-dated one', () => {
    const thesis: ExtractiveSource[] = [{ title: 'BSc in Computer Engineering', slug: 'bsc', locale: 'en', heading: 'Thesis', content: 'She studied from 2010 to 2014. The prototype later became the starting point for the spell-checker she rebuilt in 2019–2020.' }];
    expect(chooseQuotes(posterior('Was it used afterwards?', 'en'), thesis, 'en')[0]?.sentences[0]).toMatch(/^The prototype later became/);
  });

  it('years: the latest one a text states, a Solar Hijri year as its Gregorian year', () => {
    expect(latestYear('from 2010 to 2014')).toBe(2014);
    expect(latestYear('in February 2024 and about 38,000 conversations')).toBe(2024);
    expect(latestYear('در سال ۱۳۹۸')).toBe(2019);
    expect(latestYear('2,000 questions')).toBeNull();
    expect(gregorianYear(1402)).toBe(2023);
  });

  it('a pro-form pointing back ("er", "it") reads as what came of the cited entry, as zero anaphora does', () => {
    const history: HistoryTurn[] = [
      { role: 'user', content: 'Erzähl mir von dem Support-Assistenten, den sie für einen Logistikkunden gebaut hat.' },
      { role: 'assistant', content: 'Für einen Logistikkunden baute Darya einen Support-Assistenten.', cited: ['/case-studies#multilingual-support-chatbot'] },
    ];
    const t = pointBack(readTurn('Wurde er später in Betrieb genommen?', 'de', history, who), []);
    expect(t.context.anaphor || t.context.elided).toBe(true);
    expect(t.query!.answered.posterior).toBe(true);
    expect(t.query!.answered.content).toEqual(expect.arrayContaining(['später', 'later']));
  });
});

describe('generated variants (fast-check)', () => {
  const languages = ['en', 'de', 'fr', 'es', 'pt', 'ru', 'ar', 'zh', 'fa', 'hi'] as const;
  const follow: Record<(typeof languages)[number], string> = {
    en: 'Was it {v} later?', de: 'Wurde er später {v}?', fr: 'A-t-il été {v} ensuite ?', es: '¿Se {v} después?', pt: 'Ele foi {v} depois?',
    ru: 'Его потом {v}?', ar: 'هل {v} لاحقا؟', zh: '后来{v}了吗？', fa: 'بعدا {v} شد؟', hi: 'क्या बाद में {v} हुआ?',
  };
  // Verbs no sentence of the entry holds: the answer comes from the event's order, not a shared word.
  const verbs = fc.constantFrom('adopted', 'übernommen', 'déployé', 'implantó', 'adotado', 'внедрили', 'اعتمد', '采用', 'پذیرفته', 'अपनाया');
  const months = fc.constantFrom('January', 'March', 'June', 'September', 'December');

  it('the sentence with the entry\'s latest year is quoted, not the one with its start', () => {
    fc.assert(fc.property(fc.constantFrom(...languages), verbs, months, fc.integer({ min: 2005, max: 2018 }), fc.integer({ min: 1, max: 6 }),
      (locale, verb, month, start, gap) => {
        const later = start + gap;
        const sources: ExtractiveSource[] = [
          { title: 'A Catalogue Search', slug: 'catalogue', locale: 'en', heading: 'Context', content: `The team began the catalogue search in ${start}. It indexed the archive's records.` },
          { title: 'A Catalogue Search', slug: 'catalogue', locale: 'en', heading: 'Outcome', content: `The catalogue search was opened to readers in ${month} ${later}. Readers found records faster.` },
        ];
        const quote = chooseQuotes(posterior(follow[locale].replace('{v}', verb), locale), sources, locale)[0];
        expect(quote?.sentences).toEqual([`The catalogue search was opened to readers in ${month} ${later}.`]);
      }), { numRuns: 60 });
  });
});
