/**
 * The question read once (issue 21): function words of every language out of the content words
 * (kind 1), language-neutral anchors (kind 2), Chinese by jieba. Examples from the issue, then
 * generated variants: any question frame × any anchor × any of the ten languages.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES, words, type Locale } from '@/lib/text';
import { functionWord, questionLanguage, readQuestion } from '.';

describe('kind 1: function words are not content (examples from the issue)', () => {
  it('Chinese: ICU glued 她在 / 多少个 / 到了 to their neighbours; jieba separates them and they are function words', () => {
    const q = readQuestion('她在Nahrvald Labs把多少个服务从Solr迁移到了Elasticsearch？', 'zh');
    expect(q.content).toEqual(['nahrvald', 'labs', '服务', 'solr', '迁移', 'elasticsearch']);
    for (const w of ['她', '在', '多少', '个', '到', '了']) expect(q.functionWords).toContain(w);
    expect(q.type).toBe('quantity');
    expect(q.expected).toBe('number');
  });

  it('"how many" in pt / ru / hi, Hindi auxiliaries, Chinese 我想 / 中的 / 几个 / 应该 / 不要', () => {
    expect(readQuestion('Quantos engenheiros ela lidera na Nahrvald?', 'pt').content).toEqual(['engenheiros', 'lidera', 'nahrvald']);
    expect(readQuestion('Скольких инженеров она возглавляет?', 'ru').content).toEqual(['инженеров', 'возглавляет']);
    expect(readQuestion('वह कितनी भाषाओं में काम करती है?', 'hi').content).toEqual(['भाषाओं', 'काम']);
    expect(readQuestion('मैं कैसे सेट करूँ और क्या यह जाता है?', 'hi').content).toEqual(['सेट']);
    const zh = readQuestion('我想知道项目中的几个工程师应该不要什么', 'zh');
    expect(zh.content).toEqual(['项目', '工程师']);
  });

  it('a long conversational English question keeps only the words that ask about something', () => {
    const q = readQuestion('I was wondering if you could tell me how the Golestan search engine handled dates?', 'en');
    expect(q.content).toEqual(['golestan', 'search', 'engine', 'handled', 'dates']);
  });

  it('a stop word inflected is still a stop word (stemmed stop lists)', () => {
    expect(functionWord('скольких', 'ru')).toBe(true);
    expect(functionWord('quantos', 'pt')).toBe(true);
    expect(functionWord('инженеров', 'ru')).toBe(false);
  });

  it('a stop word a list writes without its diacritics (stopwords-iso fr "deja") is one with them, whole words only', () => {
    expect(readQuestion('Combien d’ateliers a-t-elle déjà animés ?', 'fr').content).toEqual(['ateliers', 'animés']);
    expect(functionWord('également', 'fr')).toBe(true);
    // Never by stem: "entrée" is not the stop word "entre"; Cyrillic й is no и with a mark.
    expect(functionWord('entrée', 'fr')).toBe(false);
    expect(functionWord('мой', 'ru')).toBe(true);
    expect(functionWord('инженерий', 'ru')).toBe(false);
  });

  it('generated: any French or Portuguese question frame × an accented stop word the lists write bare × any topic word', () => {
    fc.assert(fc.property(
      fc.constantFrom<[Locale, string]>(['fr', 'déjà'], ['fr', 'également'], ['fr', 'auprès'], ['pt', 'início']),
      fc.constantFrom('ateliers', 'index', 'corpus', 'benchmark'),
      ([locale, stop], topic) => {
        const q = locale === 'fr' ? `Combien de ${topic} a-t-elle ${stop} publiés ?` : `Quantos ${topic} ela publicou no ${stop}?`;
        const content = readQuestion(q, locale).content;
        expect(content).toContain(topic);
        expect(content).not.toContain(stop);
      }), { numRuns: 40, seed: 72 });
  });
});

describe('kind 2: language-neutral anchors', () => {
  it('names, product names, numbers and Latin-script terms (examples from the issue)', () => {
    const anchors = (q: string, l: Locale) => readQuestion(q, l).anchors.map((a) => a.word);
    expect(anchors('她在Lumenhaus用Solr做了什么？', 'zh')).toEqual(['lumenhaus', 'solr']);
    expect(anchors('Welche Rolle spielt CRF bei recall@10 und PyPI 1.3?', 'de')).toEqual(expect.arrayContaining(['crf', '10', 'pypi', '1.3']));
    expect(anchors('What did she do at Lumenhaus?', 'en')).toEqual(['lumenhaus']);
    expect(anchors('دریا در Lumenhaus با Solr چه کرد؟', 'fa')).toEqual(['lumenhaus', 'solr']);
  });

  it('the question language follows the reader unless the letters are of another script', () => {
    expect(questionLanguage('她在Nahrvald Labs把多少个服务迁移了？', 'zh')).toBe('zh');
    expect(questionLanguage('How does Scrapling fetch pages?', 'zh')).toBe('en');
    expect(questionLanguage('Как это работает?', 'en')).toBe('ru');
    expect(questionLanguage('این چطور کار می‌کند؟', 'en')).toBe('fa');
    expect(questionLanguage('كيف يعمل هذا؟', 'en')).toBe('ar');
  });
});

// Generated variants: per language, question frames whose every word is a function word of that
// language (question words, auxiliaries, pronouns), with a slot for the anchor.
const FRAMES: Record<Locale, string[]> = {
  en: ['How many {} did she have?', 'What is {}?', 'Could you tell me where {} is?', 'Who is {}?'],
  de: ['Wie viele {} hat sie?', 'Was ist {}?', 'Wer ist {}?', 'Wo ist {}?'],
  fr: ['Combien de {} a-t-elle ?', 'Qu’est-ce que {} ?', 'Qui est {} ?', 'Où est {} ?'],
  es: ['¿Cuántos {} tiene ella?', '¿Qué es {}?', '¿Quién es {}?', '¿Dónde está {}?'],
  pt: ['Quantos {} ela tem?', 'O que é {}?', 'Quem é {}?', 'Onde está {}?'],
  ru: ['Сколько {} у неё?', 'Что такое {}?', 'Кто такой {}?', 'Где {}?'],
  fa: ['او چند {} دارد؟', '{} چیست؟', '{} کیست؟', '{} کجاست؟'],
  ar: ['كم {} لديها؟', 'ما هو {}؟', 'من هو {}؟', 'أين {}؟'],
  hi: ['उसके पास कितने {} हैं?', '{} क्या है?', '{} कौन है?', '{} कहाँ है?'],
  zh: ['她有多少个{}？', '{}是什么？', '{}是谁？', '{}在哪里？'],
};
const NAMES = ['Lumenhaus', 'Parsegar', 'Nahrvald', 'Solr', 'Elasticsearch', 'Golestan', 'Kafka'];
const CODES = ['PyPI', 'CRF', 'BM25', 'disable_resources', 'nDCG', 'recall@10', '1.3', '420'];

describe('generated variants: any frame × any anchor × any of the ten languages', () => {
  it('the anchor is the content of the question and an anchor; the frame is function words', () => {
    fc.assert(fc.property(fc.constantFrom(...LOCALES), fc.nat(3), fc.constantFrom(...NAMES, ...CODES), (locale, f, anchor) => {
      const q = readQuestion(FRAMES[locale][f]!.replace('{}', ` ${anchor} `), locale);
      const anchorWords = words(anchor);
      // Every content word is a word of the anchor: the frame carries none.
      for (const w of q.content) expect(anchorWords).toContain(w);
      expect(q.content.length).toBeGreaterThan(0);
      // The anchor is read as one: in a question of another script every Latin word of it, in a
      // Latin-script language its name, number or code part ("recall" in "recall@10" is English).
      // German capitalizes every noun: a name there is found by the index's vocabulary (lib/retrieval), a code or number here.
      const found = q.anchors.map((a) => a.word);
      if (locale !== 'de' || CODES.includes(anchor)) expect(found.length).toBeGreaterThan(0);
      if (!['en', 'de', 'fr', 'es', 'pt'].includes(locale)) expect(found).toEqual(expect.arrayContaining(q.content));
    }), { numRuns: 300 });
  });

  it('reading is stable: the same question gives the same value, and the tokens are the words lib/text gives', () => {
    fc.assert(fc.property(fc.constantFrom(...LOCALES), fc.nat(3), fc.constantFrom(...NAMES), (locale, f, anchor) => {
      const text = FRAMES[locale][f]!.replace('{}', ` ${anchor} `);
      expect(readQuestion(text, locale)).toEqual(readQuestion(text, locale));
      expect(readQuestion(text, locale).tokens).toEqual(words(text));
    }), { numRuns: 100 });
  });
});

describe('Persian "چه کار … کرد" (what did … do): the light verb\'s noun is the pro-verb, not a topic', () => {
  it('is a list question with no class word, as Spanish "¿qué hizo?"; "کار" is not a content word', () => {
    const q = readQuestion('به‌عنوان دستیار آموزشی چه کار می‌کرد؟', 'fa');
    expect(q.type).toBe('list');
    expect(q.content).toEqual(['دستیار', 'آموزشی']);
    expect(q.classWords).toEqual([]);
    // "کار" as the topic ("her work at …") stays a content word.
    expect(readQuestion('کار او در کتابخانه چه بود؟', 'fa').content).toContain('کار');
  });
  it('generated: any written form of the phrase × any verb form × any place noun, the phrase is read and never counted', () => {
    fc.assert(fc.property(
      fc.constantFrom('چه کار', 'چی کار', 'چیکار'), fc.constantFrom('کرد', 'می‌کرد', 'کرده است', 'می‌کند'),
      fc.constantFrom('دانشگاه', 'کتابخانه', 'آزمایشگاه', 'شرکت'),
      (phrase, verb, place) => {
        const q = readQuestion(`او در ${place} ${phrase} ${verb}؟`, 'fa');
        expect(q.type).toBe('list');
        expect(q.content).toEqual([place]);
      },
    ), { numRuns: 40 });
  });
});

describe('a Persian count question counts the noun after "چند", not a complex predicate\'s nonverbal element', () => {
  it('example: "تا حالا چند تا کارگاه برگزار کرده؟" counts کارگاه (برگزار belongs to برگزار کردن)', () => {
    const q = readQuestion('تا حالا چند تا کارگاه برگزار کرده؟', 'fa');
    expect(q.type).toBe('quantity');
    expect(q.counted).toEqual(['کارگاه']);
  });

  it('generated: any counted noun × any nonverbal element × any light-verb form, the noun alone is counted; a noun with no light verb after its modifier keeps it', () => {
    fc.assert(fc.property(
      fc.constantFrom('کارگاه', 'مقاله', 'پروژه', 'سخنرانی', 'دانشجو', 'مدل'),
      fc.constantFrom('برگزار', 'منتشر', 'ارائه', 'راهنمایی', 'آموزش', 'تهیه'),
      fc.constantFrom('کرده', 'کرده است', 'کرد', 'می‌کند', 'کرده‌اند', 'داده', 'داده است', 'شده', 'نموده'),
      fc.constantFrom('', 'تا حالا ', 'تاکنون ', 'دریا '),
      fc.boolean(),
      (noun, element, light, before, ta) => {
        const q = readQuestion(`${before}چند ${ta ? 'تا ' : ''}${noun} ${element} ${light}؟`, 'fa');
        expect(q.type).toBe('quantity');
        expect(q.counted).toEqual([noun]);
      },
    ), { numRuns: 150 });
  });
});

describe('German which-questions: the class phrase ends at its noun (nouns capitalized; the verb comes second)', () => {
  it('"Welche Programmiersprachen prüft sie?" asks for programming languages; "prüft" is the verb, not a class word', () => {
    const q = readQuestion('Welche Programmiersprachen prüft sie bei Code-Reviews?', 'de');
    expect(q.type).toBe('list');
    expect(q.classWords).toEqual(['programmiersprachen']);
    expect(q.content).toContain('prüft');
    // English writes its nouns in lower case: a two-word class stays whole.
    expect(readQuestion('Which programming languages does she review?', 'en').classWords).toEqual(['programming', 'languages']);
  });

  it('generated: any noun × any finite verb × any ending, the class is the noun alone', () => {
    fc.assert(fc.property(
      fc.constantFrom('Programmiersprachen', 'Werkzeuge', 'Datenbanken', 'Themen', 'Projekte', 'Kunden'),
      fc.constantFrom('prüft', 'nutzt', 'unterrichtet', 'betreut', 'bevorzugt', 'erwähnt'),
      fc.constantFrom('sie', 'Darya', 'sie bei Code-Reviews', 'sie in ihren Workshops'),
      (noun, verb, rest) => {
        const q = readQuestion(`Welche ${noun} ${verb} ${rest}?`, 'de');
        expect(q.classWords).toEqual([words(noun)[0]]);
      },
    ));
  });
});


describe('the question word is the one that comes first (wh-fronting; dev set d2-en-01)', () => {
  it('"Which languages … when she was at Lumenhaus?" asks which: its "when" is a conjunction', () => {
    expect(readQuestion('Which languages did Darya add analyzers for when she was at Lumenhaus?', 'en').type).toBe('list');
    expect(readQuestion('How many people were on her team when she led it?', 'en').type).toBe('quantity');
    // At the same place the language's order decides: "how many" is no "how", "what year" no "what".
    expect(readQuestion('How many contributors does Parsegar have?', 'en').type).toBe('quantity');
    expect(readQuestion('What year did she join Nahrvald Labs?', 'en').type).toBe('when');
    // A subordinate clause put first is set off by a comma: the main clause after it asks (golden unread-fr-01).
    expect(readQuestion('Quand elle était assistante d\'enseignement, combien d\'étudiants étaient inscrits ?', 'fr').type).toBe('quantity');
    expect(readQuestion('When she was at Lumenhaus, which languages did she add analyzers for?', 'en').type).toBe('list');
  });

  // A fronted which/how-many question with a subordinate clause opened by the language's "when" or "where".
  const FRONTED: Partial<Record<Locale, { head: [string, 'list' | 'quantity'][]; clause: string[] }>> = {
    en: { head: [['Which languages did she add', 'list'], ['How many analyzers did she add', 'quantity']], clause: ['when she was at Lumenhaus?', 'where she worked in Berlin?'] },
    fr: { head: [['Quelles langues a-t-elle ajoutées', 'list'], ['Combien d\'analyseurs a-t-elle ajoutés', 'quantity']], clause: ['quand elle était chez Lumenhaus ?', 'là où elle travaillait à Berlin ?'] },
    pt: { head: [['Quais línguas ela adicionou', 'list'], ['Quantos analisadores ela adicionou', 'quantity']], clause: ['quando estava na Lumenhaus?', 'onde trabalhava em Berlim?'] },
    ru: { head: [['Какие языки она добавила,', 'list'], ['Сколько анализаторов она добавила,', 'quantity']], clause: ['когда работала в Lumenhaus?', 'где работала в Берлине?'] },
  };
  it('generated: a fronted which/how-many question keeps its type whatever subordinate clause follows', () => {
    fc.assert(fc.property(fc.constantFrom(...(Object.keys(FRONTED) as Locale[])), fc.nat(1), fc.nat(1), (locale, h, c) => {
      const { head, clause } = FRONTED[locale]!;
      const [text, type] = head[h]!;
      expect(readQuestion(`${text} ${clause[c]}`, locale).type, `${locale}: ${text} ${clause[c]}`).toBe(type);
      // The subordinate clause put first, set off by a comma.
      const fronted = `${clause[c]!.replace(/\s*[?？]$/u, '')}, ${text.replace(/,$/u, '').charAt(0).toLowerCase()}${text.replace(/,$/u, '').slice(1)}?`;
      expect(readQuestion(fronted, locale).type, `${locale}: ${fronted}`).toBe(type);
    }), { numRuns: 40 });
  });
});
