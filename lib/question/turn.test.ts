/** The turn value (issue 30): what readTurn reads of a message and the conversation before it. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authorTerms, loadProfileFile } from '@/lib/profile';
import { carryTurn, followUpChain, mayStandApart, pointBack, readQuestion, readTurn, switchEntity, type HistoryTurn } from '@/lib/question';
import type { Locale } from '@/lib/text';
import { carriedAspect, possessedAfterOrdinal } from './turn';

const who = authorTerms(await loadProfileFile());
const titles = [
  { title: 'A Multilingual Support Assistant That Knows When to Refuse', slug: 'multilingual-support-chatbot' },
  { title: 'A Data Pipeline for a 48-Million-Document Multilingual News Corpus', slug: 'multilingual-news-data-pipeline' },
];
const conversation = (q: string, a: string): HistoryTurn[] => [{ role: 'user', content: q }, { role: 'assistant', content: a }];

describe('readTurn', () => {
  it('a standalone question: read once, retrieval reads the message, L1 the message alone', () => {
    const t = readTurn('What did Darya build for the Golestan archive?', 'en', [], who);
    expect(t.question).toEqual(readQuestion(t.text, 'en', { ignore: who.nameWords }));
    expect(t.query).toMatchObject({ text: t.text, focus: false, aboutAuthor: true });
    expect(t.query!.value.content).toContain('darya'); // the name helps order; retrieval keeps it out of the threshold
    expect(t.query!.answered).toBe(t.question);
    expect(t.l1).toEqual([t.text]);
    expect(t.context).toMatchObject({ followUp: false, previousQuestion: null, previousContent: [], answerContent: [] });
  });

  it('a follow-up: L1 reads the two user turns together, retrieval the joined question, the answerer its own words', () => {
    const t = readTurn('And the results?', 'en', conversation('How did she build the Golestan archive search?', 'She led a team of three.'), who);
    expect(t.l1).toEqual(['And the results?', 'How did she build the Golestan archive search? And the results?']);
    expect(t.context).toMatchObject({ followUp: true, previousQuestion: 'How did she build the Golestan archive search?', ordinal: null });
    expect(t.context.previousContent).toEqual(expect.arrayContaining(['golestan', 'archive']));
    expect(t.query).toMatchObject({ text: 'How did she build the Golestan archive search? And the results?', focus: true });
    expect(t.query!.answered).toBe(t.question);
  });

  it('an ordinal after a list: the item is found once the titles are known', () => {
    const t = readTurn('Tell me more about the second one.', 'en', conversation('What projects has she worked on?', `1. ${titles[0]!.title}\n2. ${titles[1]!.title}`), who);
    expect(t.query).toBeNull();
    const r = pointBack(t, titles);
    expect(r.query.item).toMatchObject({ slug: 'multilingual-news-data-pipeline', position: 2 });
    expect(r.query).toMatchObject({ text: titles[1]!.title, focus: false });
    expect(pointBack(r, [])).toBe(r);
  });

  it('any message: the turn holds the message read as readQuestion reads it, and L1 reads the message first', () => {
    fc.assert(fc.property(fc.constantFrom('And before that?', 'Wie viele Mitwirkende hat sie?', '那之后呢？', 'Где она училась в магистратуре?', 'What does Parsegar do?'),
      fc.option(fc.constantFrom('What does she do at Nahrvald Labs?', 'Tell me about Parsegar.'), { nil: undefined }), (q, previous) => {
        const t = readTurn(q, 'en', previous ? conversation(previous, 'An answer.') : [], who);
        expect(t.question).toEqual(readQuestion(q, 'en', { ignore: who.nameWords }));
        expect(t.l1[0]).toBe(q);
        expect(t.l1.length).toBe(t.context.followUp ? 2 : 1);
        if (!t.context.followUp) expect(t.query?.text).toBe(q);
      }), { seed: 30 });
  });
});

describe('the conversation context (issue 30, part B)', () => {
  const chain = (...qs: string[]): HistoryTurn[] => qs.flatMap((q) => conversation(q, 'An answer.'));

  it('L1 reads a request split over several messages as one: the chain back to the question that opened it', () => {
    const t = readTurn('What would that come to?', 'en', chain('She does consulting?', 'For a team of five?'), who);
    expect(t.l1).toEqual(['What would that come to?', 'For a team of five? What would that come to?', 'She does consulting? For a team of five? What would that come to?']);
    // A question before the chain's opening is not read again: the standalone question starts it.
    const u = readTurn('And the results?', 'en', chain('How much does she charge?', 'How did she build the Golestan archive search?'), who);
    expect(u.l1).toEqual(['And the results?', 'How did she build the Golestan archive search? And the results?']);
    expect(followUpChain('Which programming languages does she review in code reviews?', chain('What does Parsegar do?'), 'en')).toEqual([]);
  });

  it('generated: the chain is a suffix of the user turns, ends with the last one, and L1 reads the message first and the whole chain last', () => {
    const followUps = ['And the results?', 'For a team of five?', 'Und davor?', '那之后呢？', 'E depois disso?'];
    const standalone = ['How did she build the Golestan archive search?', 'Which programming languages does she review in code reviews?', 'Where did she do her master degree in computational linguistics?'];
    fc.assert(fc.property(fc.array(fc.constantFrom(...followUps, ...standalone), { minLength: 1, maxLength: 5 }), fc.constantFrom(...followUps), (turns, q) => {
      const history = chain(...turns);
      const c = followUpChain(q, history, 'en');
      const users = turns;
      expect(c.length).toBeGreaterThan(0);
      expect(c).toEqual(users.slice(users.length - c.length));
      // It opens with a standalone question, or reaches the conversation's start.
      if (c.length < users.length) expect(standalone).toContain(c[0]);
      if (c.length > 1) expect(c.slice(1).every((x) => followUps.includes(x))).toBe(true);
      const t = readTurn(q, 'en', history, who);
      expect(t.l1[0]).toBe(q);
      expect(t.l1.at(-1)).toBe(`${c.join(' ')} ${q}`);
    }), { seed: 301 });
  });

  it('an entity switch keeps the aspect and drops the previous entity; the cited entries are kept as the context', () => {
    const h: HistoryTurn[] = [{ role: 'user', content: 'How big is the team she leads at Nahrvald Labs?' }, { role: 'assistant', content: 'A team of six.', cited: ['/cv/lead'] }];
    const t = readTurn('And for the Golestan archive search?', 'en', h, who);
    expect(t.context).toMatchObject({ followUp: true, switchesEntity: true, previousCited: ['/cv/lead'] });
    expect(t.query!.text.toLowerCase()).toContain('golestan');
    expect(t.query!.text.toLowerCase()).not.toContain('nahrvald');
    expect(t.query!.text.toLowerCase()).toContain('team');
    const u = readTurn('And the results?', 'en', [{ role: 'user', content: 'How did she build the Golestan archive search?' }, { role: 'assistant', content: 'A.', cited: ['/case-studies/x'] }], who);
    expect(u.context).toMatchObject({ followUp: true, switchesEntity: false, previousCited: ['/case-studies/x'] });
  });

  it('a message that stands alone is carried only on request, as a follow-up of the previous question', () => {
    const t = readTurn('How accurate was the model?', 'en', conversation("What was her master's thesis about?", 'Query segmentation.'), who);
    expect(t.context.followUp).toBe(false);
    const c = carryTurn(t)!;
    expect(c.context.followUp).toBe(true);
    expect(c.l1).toEqual([t.text, `What was her master's thesis about? ${t.text}`]);
    expect(c.query).toMatchObject({ focus: true, text: `What was her master's thesis about? ${t.text}` });
    expect(carryTurn(c)).toBeNull();
    expect(carryTurn(readTurn('How accurate was the model?', 'en', [], who))).toBeNull();
  });

  it('an ordinal with words of its own asks them of the item; an ordinal alone asks for the item', () => {
    const h = conversation('What projects has she worked on?', `1. ${titles[0]!.title}\n2. ${titles[1]!.title}`);
    const r = pointBack(readTurn('What were the results of the second one?', 'en', h, who), titles);
    expect(r.query.item).toMatchObject({ slug: 'multilingual-news-data-pipeline', position: 2 });
    expect(r.query.text).toBe(`${titles[1]!.title} What were the results of the second one?`);
    expect(r.query.focus).toBe(true);
    expect(r.query.answered.content).toContain('results');
    fc.assert(fc.property(fc.constantFrom('the first one?', 'And the second?', 'Tell me more about the first one.', 'Und das zweite?'), (q) => {
      const o = pointBack(readTurn(q, 'en', h, who), titles);
      expect(o.query.item).toBeDefined();
      expect(o.query.text).toBe(o.query.item!.title);
      expect(o.query.focus).toBe(false);
    }), { seed: 304 });
  });
});

describe('an ordinal\'s associative phrase in Chinese (NP 的 N: the noun after 的 is what is asked of the item)', () => {
  const h = conversation('她做过哪些项目？', `1. ${titles[0]!.title}\n2. ${titles[1]!.title}`);
  it('"第二个项目的结果怎么样？" asks 结果 (a stop word as a conjunction) of the second item', () => {
    const r = pointBack(readTurn('第二个项目的结果怎么样？', 'zh', h, who), titles);
    expect(r.query.item).toMatchObject({ slug: 'multilingual-news-data-pipeline', position: 2 });
    expect(r.query.focus).toBe(true);
    expect(r.query.answered.content).toContain('结果');
    expect(possessedAfterOrdinal(['第三个', '项目', '怎么样'], 0)).toBeNull();
  });
  it('generated: <ordinal>[<classifier noun>]的<noun><question> asks the noun of the item', () => {
    fc.assert(fc.property(fc.constantFrom('第一个', '第二个'), fc.constantFrom('', '项目', '案例'), fc.constantFrom('结果', '规模', '成果', '影响', '时间'), fc.constantFrom('怎么样？', '是什么？', '如何？', '呢？'), (ord, head, noun, ask) => {
      const q = `${ord}${head}的${noun}${ask}`;
      const r = pointBack(readTurn(q, 'zh', h, who), titles);
      expect(r.query.item, q).toBeDefined();
      expect(r.query.focus, q).toBe(true);
      expect(r.query.answered.content, q).toContain(noun);
    }), { numRuns: 80 });
  });
});

describe('an entity switch keeps the question it elides (issue 30, kind 4)', () => {
  it('"And for the Golestan archive search?" after "How big is the team …?" asks a number of the new entity', () => {
    const t = readTurn('And for the Golestan archive search?', 'en', conversation('How big is the team she leads at Nahrvald Labs?', 'She leads a team of six.'), who);
    expect(t.context.switchesEntity).toBe(true);
    expect(t.query!.answered).toMatchObject({ type: 'quantity', expected: 'number' });
    // A list question's type is read from its class words, which the switch does not repeat: not carried.
    const l = readTurn('And at Lumenhaus?', 'en', conversation('Which tools did she use at Nahrvald Labs?', 'Python.'), who);
    expect(l.query!.answered.type).toBeNull();
  });

  it('a switch to a resolved entry (relations: "her first job"): retrieval reads its title, the answerer the aspect with the title for the description', () => {
    const t = readTurn('And at her first job?', 'en', conversation('When did she start at Lumenhaus?', 'In November 2017.'), who);
    const s = switchEntity(t, ['lumenhaus'], { title: 'Backend Engineer, Ketabnama', slug: 'ketabnama', naming: ['first', 'job'] });
    expect(s.query.text.startsWith('Backend Engineer, Ketabnama')).toBe(true);
    expect(s.query).toMatchObject({ focus: true, item: { slug: 'ketabnama' } });
    expect(s.query.answered).toMatchObject({ expected: 'date' });
    expect(s.query.answered.content).toEqual(expect.arrayContaining(['start', 'ketabnama']));
    expect(s.query.answered.content).not.toContain('first');
    expect(s.context).toMatchObject({ switchesEntity: true, ordinal: null, elided: false, anaphor: false });
    // A name stays the answer's own word; nothing is put in its place.
    const n = switchEntity(readTurn('و در ناروالد لبز؟', 'fa', conversation('از کی در لومن‌هاوس شروع به کار کرد؟', 'نوامبر ۲۰۱۷.'), who), ['لومن', 'هاوس'], { title: 'سرپرست، ناروالد لبز', slug: 'nahrvald', naming: [] });
    expect(n.query.answered.content).toEqual(expect.arrayContaining(['ناروالد', 'لبز', 'شروع']));
    expect(n.query.answered.content).not.toContain('لومن');
  });

  it('a switch to a resolved entry carries the aspect, not the words that named the old entry: Latin-script aspect words of a Hindi question and the fine type stay', () => {
    const t = readTurn('और Ketabnama में?', 'hi', conversation('Golestan archive search की median latency कितनी हो गई थी?', '180 ms.'), who);
    const s = switchEntity(t, ['golestan', 'archive', 'search'], { title: 'Backend Engineer, Ketabnama Online Bookstore', slug: 'backend-engineer-ketabnama', naming: [] });
    expect(s.query.answered.content).toEqual(expect.arrayContaining(['median', 'latency']));
    expect(s.query.answered.content).not.toContain('golestan');
    expect(s.query.answered).toMatchObject({ type: 'quantity', expected: 'number' });
    // "How long …?" (NUM:period): the question phrase goes with the carried type, so the answerer reads a period.
    const p = switchEntity(readTurn('And at Lumenhaus?', 'en', conversation('How long did she work at Ketabnama?', 'A year.'), who), ['ketabnama'], { title: 'Search Engineer, Lumenhaus Digital Libraries', slug: 'search-engineer-lumenhaus', naming: [] });
    expect(p.query.answered.normalized).toContain('how long');
    expect(p.query.answered.content).toContain('work');
  });

  it('generated: the carried aspect is the previous content without the leaving words, in order, whatever the leaving subset', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.constantFrom('median', 'latency', 'golestan', 'archive', 'search', 'team', 'start', 'ketabnama', 'work'), { minLength: 1, maxLength: 6 }), fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), (content, pick) => {
      const leaving = content.filter((_, i) => pick[i]);
      const kept = carriedAspect(content, leaving);
      expect(kept).toEqual(content.filter((w) => !leaving.includes(w)));
      for (const w of leaving) expect(kept).not.toContain(w);
    }));
  });

  it('generated: a value question about one named entry, then "And <another>?", asks the same type', () => {
    const asked = [['When did she start at Lumenhaus?', 'when'], ['How many people work at Lumenhaus?', 'quantity'], ['Where is Lumenhaus based?', 'where']] as const;
    fc.assert(fc.property(fc.constantFrom(...asked), fc.constantFrom('Nahrvald Labs', 'Ketabnama', 'Parsegar', 'Golestan'), fc.constantFrom('And at', 'And for', 'What about'), ([q, type], name, lead) => {
      const t = readTurn(`${lead} ${name}?`, 'en', conversation(q, 'An answer.'), who);
      expect(t.context.switchesEntity).toBe(true);
      expect(t.query!.answered.type).toBe(type);
    }));
  });
});

describe('zero anaphora: a short follow-up naming no entity of its own (issue 30, kind 5)', () => {
  const cited = (q: string, a: string, href: string): HistoryTurn[] => [{ role: 'user', content: q }, { role: 'assistant', content: a, cited: [href] }];
  const history = cited("What was her bachelor's thesis?", 'A prototype spelling-suggestion tool for Persian.', '/cv/bsc-computer-engineering');

  it('"Was it used afterwards?" after an answer that cited an entry continues it and asks for what came later', () => {
    const t = readTurn('Was it used afterwards?', 'en', history, who);
    expect(t.context).toMatchObject({ followUp: true, elided: true, switchesEntity: false, ordinal: null });
    expect(t.l1).toEqual(['Was it used afterwards?', "What was her bachelor's thesis? Was it used afterwards?"]);
    expect(t.query).toMatchObject({ focus: true });
    expect(t.query!.answered.content).toEqual(expect.arrayContaining(['used', 'later', 'since']));
  });

  it('a question naming something of its own, or about her, after the same answer stands alone', () => {
    for (const q of ['Has anyone used her Persian spell-checker?', 'Which programming languages does she use?', 'What did she study later?']) {
      const t = readTurn(q, 'en', history, who);
      expect(t.context.elided).toBe(false);
    }
    // Without a cited answer there is nothing to point back to.
    expect(readTurn('Was it used afterwards?', 'en', conversation("What was her bachelor's thesis?", 'Refused.'), who).context.followUp).toBe(false);
  });

  it('generated: in every language a closed-class-only message after a cited answer is elided; with an anchor it is not', () => {
    const asked: [string, Parameters<typeof readTurn>[1]][] = [
      ['Has anyone used it since?', 'en'], ['Wurde es danach benutzt?', 'de'], ['¿Alguien lo usó después?', 'es'], ['Alguém usou depois?', 'pt'],
      ['Кто-нибудь использовал потом?', 'ru'], ['هل استخدمه أحد لاحقا؟', 'ar'], ['بعدا کسی استفاده کرد؟', 'fa'], ['后来有人用吗？', 'zh'],
      ['A-t-il servi ensuite ?', 'fr'], ['क्या बाद में किसी ने इस्तेमाल किया?', 'hi'],
    ];
    fc.assert(fc.property(fc.constantFrom(...asked), fc.constantFrom('', ' 2019', ' Parsegar'), ([q, locale], anchor) => {
      const message = anchor ? `${q.replace(/[?？؟]\s*$/u, '')}${anchor}?` : q;
      const t = readTurn(message, locale, history, who);
      if (!anchor) expect(t.context).toMatchObject({ followUp: true, elided: true });
      else expect(t.context.elided).toBe(false);
    }));
  });
});

describe('a complete question naming its own topic stands alone (fresh-user pass: "What is Parsegar?" after Golestan got the Golestan answer)', () => {
  const before = conversation('How did she build the search engine for the Golestan archive?', 'Between March 2018 and June 2019 Darya led a team of three.');
  it('"What is Parsegar?" is no follow-up; "And Parsegar?" and "And what is it?" are', () => {
    expect(readTurn('What is Parsegar?', 'en', before, who).context.followUp).toBe(false);
    expect(readTurn('And Parsegar?', 'en', before, who).context.followUp).toBe(true);
    expect(readTurn('And what is it?', 'en', before, who).context.followUp).toBe(true);
  });
  // "What is X?" in the languages whose readers take a Latin-script name as an anchor.
  const WHAT_IS: [string, string][] = [['en', 'What is {}?'], ['fr', 'Qu\'est-ce que {} ?'], ['es', '¿Qué es {}?'], ['pt', 'O que é o {}?'], ['ru', 'Что такое {}?'], ['ar', 'ما هي {}؟'], ['hi', '{} क्या है?'], ['zh', '{}是什么？']];
  it('generated: any Latin-script name in a what-is question after an answer stands alone, in eight languages', () => {
    fc.assert(fc.property(fc.constantFrom(...WHAT_IS), fc.constantFrom('Parsegar', 'Lumenhaus', 'Nahrvald', 'Ketabnama', 'Scrapling'), ([locale, frame], name) => {
      const q = frame.replace('{}', name);
      expect(readTurn(q, locale as never, before, who).context.followUp, `${locale}: ${q}`).toBe(false);
    }), { numRuns: 40 });
  });
});

describe('mayStandApart: a complete question read as a follow-up only for its few words (Halliday & Hasan 1976; Centering theory decides in the pipeline)', () => {
  const before: HistoryTurn[] = [{ role: 'user', content: 'How did she build the search engine for the Golestan archive?' }, { role: 'assistant', content: 'She led a team of three.', cited: ['/en/case-studies/persian-search-engine'] }];
  // "What is X?" with a name the language's reader does not take as an anchor (no follow-up rule catches it as complete).
  const WHAT_IS: [Locale, string][] = [['en', 'What is parsegar?'], ['de', 'Was ist Parsegar?'], ['fr', "Qu'est-ce que parsegar ?"], ['es', '¿Qué es parsegar?'], ['pt', 'O que é o parsegar?'], ['ru', 'Что такое Парсегар?'], ['ar', 'ما هو بارسغار؟'], ['hi', 'पारसेगर क्या है?'], ['zh', '拼写检查器是什么？'], ['fa', 'پارسگر چیست؟']];
  it.each(WHAT_IS)('%s: "%s" may stand apart, and carries its reading without the conversation', (locale, q) => {
    const t = readTurn(q, locale, before, who);
    if (!t.context.followUp) return;
    expect(mayStandApart(t), q).toBe(true);
    // The same reading as the message alone would get (no second scan: the turn carries it).
    const alone = readTurn(q, locale, [], who);
    expect(t.alone).toMatchObject({ query: alone.query, question: alone.question, l1: alone.l1, context: { followUp: false, previousQuestion: null } });
  });
  it('a turn that may not stand apart carries no reading alone', () => {
    expect(readTurn('And the results?', 'en', before, who).alone).toBeNull();
    expect(readTurn('What is parsegar?', 'en', [], who).alone).toBeNull();
  });
  const POINTS_BACK: [Locale, string][] = [['en', 'And the results?'], ['de', 'Und die Ergebnisse?'], ['fr', 'Et les résultats ?'], ['es', '¿Y los resultados?'], ['pt', 'E os resultados?'], ['ru', 'А результаты?'], ['ar', 'والنتائج؟'], ['hi', 'और नतीजे?'], ['zh', '那结果呢？'], ['fa', 'و نتایجش؟']];
  it.each(POINTS_BACK)('%s: "%s" (a connective, no question word) never stands apart', (locale, q) => {
    const t = readTurn(q, locale, before, who);
    expect(t.context.followUp).toBe(true);
    expect(mayStandApart(t)).toBe(false);
  });
  it('an ordinal, a pro-form or an "after" signal keeps a question a follow-up', () => {
    for (const q of ['What was the second one?', 'Was it used later?', 'What did it cost?']) expect(mayStandApart(readTurn(q, 'en', before, who)), q).toBe(false);
  });
  it('generated: a connective before any complete question keeps it a follow-up, in ten languages', () => {
    const AND: Record<Locale, string> = { en: 'And', de: 'Und', fr: 'Et', es: 'Y', pt: 'E', ru: 'А', ar: 'و', hi: 'और', zh: '那', fa: 'و' };
    fc.assert(fc.property(fc.constantFrom(...WHAT_IS), ([locale, q]) => {
      const t = readTurn(`${AND[locale]} ${q.replace(/^¿/, '')}`, locale, before, who);
      expect(mayStandApart(t)).toBe(false);
    }), { numRuns: 30 });
  });
});
