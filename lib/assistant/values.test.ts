/**
 * Issue 31, kind 3: the sentence that holds the asked value is quoted, in whatever language it is
 * written; no such sentence → nothing (the pipeline's refusal), never the nearest sentence. Examples
 * and generated variants in the ten site languages.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readQuestion } from '@/lib/question';
import type { Locale } from '@/lib/text';
import { chooseQuotes, holdsValue, type ExtractiveSource } from './extractive';
import { topEntry, topicFirst, topicPassages, topicSources, valueKindOf, valuePassages } from './values';

const NAME = new Set(['darya', 'rahnama', 'دریا', 'رهنما']);
const quotes = (question: string, sources: ExtractiveSource[], locale: Locale) =>
  chooseQuotes(readQuestion(question, locale, { ignore: NAME }), sources, locale, { ignoreWords: NAME });

/** "How many test cases does Parsegar have?" in the ten languages (a count, Li & Roth NUM:count). */
const HOW_MANY: Record<Locale, string> = {
  en: 'How many test cases does Parsegar have?',
  de: 'Wie viele Testfälle hat Parsegar?',
  fr: 'Combien de cas de test Parsegar a-t-il ?',
  es: '¿Cuántos casos de prueba tiene Parsegar?',
  pt: 'Quantos casos de teste o Parsegar tem?',
  ru: 'Сколько тестов у Parsegar?',
  fa: 'Parsegar چند مورد آزمون دارد؟',
  ar: 'كم عدد حالات الاختبار في Parsegar؟',
  hi: 'Parsegar में कितने टेस्ट केस हैं?',
  zh: 'Parsegar有多少个测试用例？',
};
/** A summary sentence in the reader's language naming Parsegar, with no number in it. */
const SUMMARY: Record<Locale, string> = {
  en: 'Darya maintains Parsegar, an open-source library for Persian text processing.',
  de: 'Darya pflegt Parsegar, eine quelloffene Bibliothek für persische Textverarbeitung.',
  fr: 'Darya maintient Parsegar, une bibliothèque libre de traitement du texte persan.',
  es: 'Darya mantiene Parsegar, una biblioteca de código abierto para procesar texto persa.',
  pt: 'Darya mantém o Parsegar, uma biblioteca de código aberto para processar texto persa.',
  ru: 'Дарья поддерживает Parsegar, открытую библиотеку для обработки персидского текста.',
  fa: 'دریا نگهدارنده Parsegar است، کتابخانه‌ای متن‌باز برای پردازش متن فارسی.',
  ar: 'تشرف دريا على Parsegar، وهي مكتبة مفتوحة المصدر لمعالجة النص الفارسي.',
  hi: 'दरिया Parsegar का रखरखाव करती हैं, जो फ़ारसी पाठ के लिए एक ओपन-सोर्स लाइब्रेरी है।',
  zh: '达丽娅维护Parsegar，这是一个用于处理波斯语文本的开源库。',
};
const BODY_WITH_VALUE = 'The Parsegar test suite now holds 3,400 cases drawn from real user reports.';
const BODY_WITHOUT_VALUE = 'The Parsegar test suite draws its cases from real user reports.';
const LOCALES = Object.keys(HOW_MANY) as Locale[];

describe('kind 3: the asked value is quoted over the nearest sentence', () => {
  it('holdsValue reads numbers, dates and places by rule, not years as counts', () => {
    expect(holdsValue('The suite holds 3,400 cases.', 'en', 'number')).toBe(true);
    expect(holdsValue('Das Team hat sechs Leute.', 'de', 'number')).toBe(true);
    expect(holdsValue('She joined in 2019.', 'en', 'number')).toBe(false);
    expect(holdsValue('She joined in 2019.', 'en', 'date')).toBe(true);
    expect(holdsValue('Elle a commencé en septembre.', 'fr', 'date')).toBe(true);
    expect(holdsValue('She studied at Nordlicht University in Hamburg.', 'en', 'place')).toBe(true);
    expect(holdsValue('She maintains an open-source library.', 'en', 'number')).toBe(false);
  });

  it.each(LOCALES)('%s: the English body sentence with the number, not the reader-language summary without one', (locale) => {
    const sources: ExtractiveSource[] = [
      { content: SUMMARY[locale], locale, title: 'Parsegar' },
      { content: `${BODY_WITHOUT_VALUE} ${BODY_WITH_VALUE}`, locale: 'en', title: 'Parsegar', heading: 'Tests' },
    ];
    const q = quotes(HOW_MANY[locale], sources, locale);
    expect(q.length, HOW_MANY[locale]).toBeGreaterThan(0);
    expect(q[0]!.sentences.join(' ')).toContain('3,400');
    expect(q[0]!.source).toBe(2);
  });

  it.each(LOCALES)('%s: no sentence with a number → no quote (the refusal), not the nearest sentence', (locale) => {
    const sources: ExtractiveSource[] = [
      { content: SUMMARY[locale], locale, title: 'Parsegar' },
      { content: BODY_WITHOUT_VALUE, locale: 'en', title: 'Parsegar', heading: 'Tests' },
    ];
    expect(quotes(HOW_MANY[locale], sources, locale)).toEqual([]);
  });
});

describe('kind 3, generated variants: any language × any order of passages × any count', () => {
  it('the quote holds the number wherever the value sentence stands; without it, nothing', async () => {
    await fc.assert(fc.property(
      fc.constantFrom(...LOCALES), fc.integer({ min: 11, max: 98_000 }), fc.boolean(), fc.boolean(),
      (locale, n, valueFirst, withValue) => {
        const value = `The Parsegar test suite now holds ${n.toLocaleString('en')} cases drawn from real user reports.`;
        const body = withValue ? (valueFirst ? `${value} ${BODY_WITHOUT_VALUE}` : `${BODY_WITHOUT_VALUE} ${value}`) : BODY_WITHOUT_VALUE;
        const sources: ExtractiveSource[] = [{ content: SUMMARY[locale], locale, title: 'Parsegar' }, { content: body, locale: 'en', title: 'Parsegar', heading: 'Tests' }];
        const q = quotes(HOW_MANY[locale], sources, locale);
        if (!withValue) return q.length === 0;
        return q.length > 0 && q[0]!.sentences.join(' ').includes(n.toLocaleString('en'));
      },
    ), { numRuns: 80 });
  });

  it('holdsValue(number): a non-year count in digits is a number; a text without digits or number words is not', () => {
    fc.assert(fc.property(fc.constantFrom(...LOCALES), fc.integer({ min: 2100, max: 999_999 }), (locale, n) => holdsValue(`${SUMMARY[locale]} ${n}`, locale, 'number') && !holdsValue('Parsegar, a library.', locale, 'number')));
  });
});

/** "Where did she study?" in several of the site languages (LOC). */
const WHERE: Partial<Record<Locale, string>> = {
  en: 'Where did Darya study information retrieval?',
  de: 'Wo hat Darya Information Retrieval studiert?',
  fr: 'Où Darya a-t-elle étudié Information Retrieval ?',
  es: '¿Dónde estudió Darya Information Retrieval?',
  ru: 'Где Дарья изучала Information Retrieval?',
};

describe('kind 3: a where-question is answered by the sentence that names a place', () => {
  it.each(Object.keys(WHERE) as Locale[])('%s: the English sentence naming the university over the one without a place', (locale) => {
    const sources: ExtractiveSource[] = [
      { content: 'Information Retrieval was the course she liked most, with weekly reading groups.', locale: 'en', title: 'MSc Information Retrieval' },
      { content: 'She studied Information Retrieval at Nordlicht University in Hamburg.', locale: 'en', title: 'MSc Information Retrieval', heading: 'Study' },
    ];
    const q = quotes(WHERE[locale]!, sources, locale);
    expect(q.length, WHERE[locale]).toBeGreaterThan(0);
    expect(q[0]!.sentences.join(' ')).toContain('Nordlicht University');
  });
});

describe('kind 3: which passages join the sources (./values.ts)', () => {
  const passage = (id: number, entryId: number, content: string, locale = 'en') => ({ id, entryId, content, locale });
  it('the top-ranked entry is the first source that counts for the threshold', () => {
    expect(topEntry([{ entryId: 4, score: 0 }, { entryId: 7, score: 0.6 }, { entryId: 4, score: 0.9 }])).toBe(7);
    expect(topEntry([{ entryId: 4, score: 0 }])).toBeNull();
  });
  it('only value kinds found by rule widen the sources', () => {
    expect(valueKindOf('number')).toBe('number');
    expect(valueKindOf('date')).toBe('date');
    expect(valueKindOf('place')).toBe('place');
    expect(valueKindOf('manner')).toBeNull();
    expect(valueKindOf(null)).toBeNull();
  });
  it('example: the body passage with the count joins, the summary already held and a passage without a number do not', () => {
    const entry = [passage(1, 3, SUMMARY.de, 'de'), passage(2, 3, BODY_WITHOUT_VALUE), passage(3, 3, BODY_WITH_VALUE)];
    expect(valuePassages(entry, new Set([1]), 'number', 8).map((p) => p.id)).toEqual([3]);
  });
  it('generated: every added passage states the value, none was held, page order, at most the limit', () => {
    fc.assert(fc.property(
      fc.array(fc.record({ value: fc.boolean(), held: fc.boolean(), n: fc.integer({ min: 11, max: 98_000 }) }), { maxLength: 12 }), fc.integer({ min: 0, max: 8 }),
      (rows, limit) => {
        const entry = rows.map((r, i) => passage(100 - i, 5, r.value ? `The suite holds ${r.n.toLocaleString('en')} cases.` : BODY_WITHOUT_VALUE));
        const have = new Set(entry.filter((_, i) => rows[i]!.held).map((p) => p.id));
        const out = valuePassages(entry, have, 'number', limit);
        const expected = entry.filter((p, i) => rows[i]!.value && !have.has(p.id)).length;
        return out.length === Math.min(limit, expected)
          && out.every((p) => !have.has(p.id) && holdsValue(p.content, 'en', 'number'))
          && out.every((p, i) => i === 0 || out[i - 1]!.id < p.id);
      },
    ));
  });
});

/** "Which nDCG@10 did the Golestan search reach?" read as a count question in the ten languages. */
const HOW_HIGH: Record<Locale, string> = {
  en: 'How high did nDCG@10 of the Golestan search rise?',
  de: 'Wie viel nDCG@10 erreichte die Golestan-Suche?',
  fr: 'Combien de nDCG@10 la recherche Golestan atteint-elle ?',
  es: '¿Cuánto nDCG@10 alcanzó la búsqueda de Golestan?',
  pt: 'Quanto nDCG@10 a busca do Golestan alcançou?',
  ru: 'Сколько nDCG@10 достиг поиск Golestan?',
  fa: 'جستجوی Golestan به چند nDCG@10 رسید؟',
  ar: 'كم بلغ nDCG@10 في بحث Golestan؟',
  hi: 'Golestan खोज का nDCG@10 कितना पहुँचा?',
  zh: 'Golestan搜索的nDCG@10提升到了多少？',
};

describe('kind 3: a metric\'s cut-off ("@10") names what is measured, it is not a value', () => {
  it('holdsValue: "nDCG@10" alone holds no number; "nDCG@10 of 0.69" does', () => {
    expect(holdsValue('She evaluated every ranking change with recall@10 and nDCG@10.', 'en', 'number')).toBe(false);
    expect(holdsValue('nDCG@10 rose to 0.69.', 'en', 'number')).toBe(true);
  });
  it.each(LOCALES)('%s: the sentence with the value is quoted over the one naming the metric only', (locale) => {
    const sources: ExtractiveSource[] = [
      { content: 'Every ranking change of the Golestan search had to show its effect on recall@10 and nDCG@10 before release.', locale: 'en', title: 'Golestan search' },
      { content: 'On the judged queries, nDCG@10 of the Golestan search rose from 0.52 to 0.69.', locale: 'en', title: 'Golestan search', heading: 'Results' },
    ];
    const q = quotes(HOW_HIGH[locale], sources, locale);
    expect(q.length, HOW_HIGH[locale]).toBeGreaterThan(0);
    expect(q[0]!.sentences.join(' ')).toContain('0.69');
  });
  it('generated: any metric name with any cut-off holds no number by itself; with a decimal value it does', () => {
    fc.assert(fc.property(
      fc.constantFrom('nDCG', 'recall', 'precision', 'MRR', 'P', 'hits'), fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 99 }), fc.constantFrom(...LOCALES),
      (metric, k, v, locale) => !holdsValue(`Every change was judged by ${metric}@${k} on the test set.`, locale, 'number')
        && holdsValue(`Every change was judged by ${metric}@${k}, which reached 0.${String(v).padStart(2, '0')}.`, locale, 'number'),
    ), { numRuns: 120 });
  });
});

/** "Between which dates / in which year did she work at Lumenhaus?" as list questions with a date head noun. */
const WHICH_DATES: Record<Locale, string> = {
  en: 'Between which dates did she work at Lumenhaus?',
  de: 'In welchem Zeitraum arbeitete sie bei Lumenhaus?',
  fr: 'Entre quelles dates a-t-elle travaillé chez Lumenhaus ?',
  es: '¿Entre qué fechas trabajó en Lumenhaus?',
  pt: 'Em que anos ela trabalhou na Lumenhaus?',
  ru: 'В какие годы она работала в Lumenhaus?',
  fa: 'در چه سالی در Lumenhaus کار کرد؟',
  ar: 'في أي سنة عملت في Lumenhaus؟',
  hi: 'किस साल उन्होंने Lumenhaus में काम किया?',
  zh: '她是哪一年开始在Lumenhaus工作的？',
};

describe('kind 3: a list question whose head noun is a date asks when', () => {
  it.each(LOCALES)('%s: read as a date question; the sentence with the dates is quoted over the summary', (locale) => {
    const v = readQuestion(WHICH_DATES[locale], locale, { ignore: NAME });
    expect(v.expected, WHICH_DATES[locale]).toBe('date');
    const sources: ExtractiveSource[] = [
      { content: 'At Lumenhaus Darya designed search infrastructure for digital library and archive clients.', locale: 'en', title: 'Search Engineer, Lumenhaus' },
      { content: 'From November 2017 to December 2020 Darya was a search engineer at Lumenhaus Digital Libraries, a Berlin company.', locale: 'en', title: 'Search Engineer, Lumenhaus' },
    ];
    const q = quotes(WHICH_DATES[locale], sources, locale);
    expect(q.length).toBeGreaterThan(0);
    expect(q[0]!.sentences.join(' ')).toContain('2017');
  });
  it('generated: any date head after "which" makes a date question; a head that names a thing keeps the list', () => {
    fc.assert(fc.property(
      fc.constantFrom('date', 'dates', 'year', 'years', 'month', 'period'), fc.constantFrom('tools', 'languages', 'libraries', 'clients'), fc.constantFrom('Lumenhaus', 'Ketabnama', 'Nahrvald'),
      (head, thing, place) => readQuestion(`Which ${head} did she spend at ${place}?`, 'en', { ignore: NAME }).expected === 'date'
        && readQuestion(`Which ${thing} did she use at ${place}?`, 'en', { ignore: NAME }).expected === 'list',
    ));
  });
});

describe('a follow-up\'s topic leads the sources (issue 30: one numbering for the answerer and the gate)', () => {
  const src = (id: number, slug: string, collection: string | null = null) => ({ id, slug, collection });
  it('example: the topic\'s passages first, in order; the rest after, in order', () => {
    const s = [src(1, 'msc'), src(2, 'article'), src(3, 'msc'), src(4, 'msc', 'docs'), src(5, 'msc')];
    expect(topicFirst(s).map((x) => x.id)).toEqual([1, 3, 5, 2, 4]);
    expect(topicSources(topicFirst(s))).toEqual(topicSources(s));
    expect(topicFirst([])).toEqual([]);
  });
  it('generated: a permutation whose prefix is the topic, so quote [Sn] over the topic is source n over all', () => {
    const arb = fc.array(fc.record({ slug: fc.constantFrom('a', 'b', 'c'), collection: fc.constantFrom(null, 'docs') }), { minLength: 1, maxLength: 12 })
      .map((xs) => xs.map((x, id) => ({ id, ...x })));
    fc.assert(fc.property(arb, (s) => {
      const out = topicFirst(s);
      expect([...out].sort((a, b) => a.id - b.id)).toEqual(s);
      const topic = topicSources(s);
      expect(out.slice(0, topic.length)).toEqual(topic);
      topicSources(out).forEach((x, n) => expect(out[n]).toBe(x));
    }));
  });
  it('generated: the topic entry\'s passages to add are those not yet among the sources, in page order, at most the limit', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.nat(50)), fc.uniqueArray(fc.nat(50)), fc.nat(10), (ids, have, limit) => {
      const out = topicPassages(ids.map((id) => ({ id })), new Set(have), limit).map((p) => p.id);
      expect(out.length).toBeLessThanOrEqual(limit);
      expect(out.every((id) => !have.includes(id) && ids.includes(id))).toBe(true);
      expect(out).toEqual([...out].sort((a, b) => a - b));
      expect(out.length).toBe(Math.min(limit, ids.filter((id) => !have.includes(id)).length));
    }));
  });
});
