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


/** The Golestan search engine as its page tells it, with passage ids in page order: its period is an interval, what came of it its closing sentence. */
const ARCHIVE: ExtractiveSource[] = [
  { id: 101, title: 'A Persian Search Engine for the Golestan Manuscript Library Archive', slug: 'persian-search-engine', locale: 'en', heading: 'What Darya built', content: 'Between March 2018 and June 2019 Darya led a team of three to build a new search engine for the archive.' },
  { id: 102, title: 'A Persian Search Engine for the Golestan Manuscript Library Archive', slug: 'persian-search-engine', locale: 'en', heading: 'Results', content: 'On a judged set of 300 queries, recall@10 rose from 0.61 to 0.84.\n\nArchive staff reported that researchers\' requests for manual look-ups fell by about 40% in the first year.' },
];
const CODA = 'Archive staff reported that researchers\' requests for manual look-ups fell by about 40% in the first year.';

describe('what came of it: an interval is the entry\'s own period; undated, its closing sentence tells the sequel', () => {
  const cases: [Locale, string][] = [
    ['en', 'What came of it afterwards?'], ['de', 'Was ist danach daraus geworden?'], ['fr', 'Qu\'est-ce que ça a donné ensuite ?'],
    ['es', '¿Qué pasó con él después?'], ['pt', 'O que aconteceu depois?'], ['ru', 'Что из этого вышло потом?'],
    ['ar', 'وماذا حدث له بعد ذلك؟'], ['zh', '后来怎么样了？'], ['fa', 'بعداً چه شد؟'], ['hi', 'उसके बाद उसका क्या हुआ?'],
  ];
  for (const [locale, q] of cases) {
    it(`${locale}: ${q}`, () => {
      expect(chooseQuotes(posterior(q, locale), ARCHIVE, locale)[0]?.sentences).toEqual([CODA]);
    });
  }

  it('without passage ids no sentence is read as the closing one', () => {
    const bare = ARCHIVE.map(({ id: _id, ...s }) => s);
    expect(chooseQuotes(posterior('What came of it afterwards?', 'en'), bare, 'en')[0]?.sentences ?? []).not.toEqual([CODA]);
  });

  it('a point date after the work still wins over the closing sentence', () => {
    const dated = [...ARCHIVE, { ...ARCHIVE[1]!, id: 100, heading: 'Outcome', content: 'The search engine was opened to the public in May 2020.' }];
    expect(chooseQuotes(posterior('What came of it afterwards?', 'en'), dated, 'en')[0]?.sentences).toEqual(['The search engine was opened to the public in May 2020.']);
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
  it('an interval of the work is never its sequel: the closing sentence of the last passage is quoted', () => {
    fc.assert(fc.property(fc.constantFrom(...languages), verbs, months, fc.integer({ min: 2005, max: 2018 }), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 10, max: 90 }),
      (locale, verb, month, start, gap, share) => {
        const sources: ExtractiveSource[] = [
          { id: 7, title: 'A Catalogue Search', slug: 'catalogue', locale: 'en', heading: 'Work', content: `From ${month} ${start} to ${month} ${start + gap} the team built the catalogue search.` },
          { id: 8, title: 'A Catalogue Search', slug: 'catalogue', locale: 'en', heading: 'Results', content: `Precision rose on the judged queries.\n\nStaff reported that manual look-ups fell by ${share}% in the first year.` },
        ];
        const quote = chooseQuotes(posterior(follow[locale].replace('{v}', verb), locale), sources, locale)[0];
        expect(quote?.sentences).toEqual([`Staff reported that manual look-ups fell by ${share}% in the first year.`]);
      }), { numRuns: 60 });
  });
});
