/** Anaphora (issue 30, kind 2 "pronoun with a value"): a third-person pro-form that is not the author's continues the last cited answer. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authorTerms, loadProfileFile } from '@/lib/profile';
import { anaphoraOf, carryTurn, readTurn, type HistoryTurn } from '@/lib/question';
import { words, type Locale } from '@/lib/text';

const who = authorTerms(await loadProfileFile());
const cited = (q: string, href: string, a = 'An answer from her entries.'): HistoryTurn[] => [{ role: 'user', content: q }, { role: 'assistant', content: a, cited: [href] }];
const fellowship = cited('What was her project at the Lindqvist Institute about?', '/cv#research-fellow-multilingual-information-access');

describe('anaphora: a pro-form pointing back continues the last cited answer', () => {
  it('"Which languages did it cover?" after a cited answer is a follow-up retrieved with the previous question', () => {
    const t = readTurn('Which languages did it cover?', 'en', fellowship, who);
    expect(t.context).toMatchObject({ followUp: true, anaphor: true, switchesEntity: false, ordinal: null });
    expect(t.query!.text).toBe('What was her project at the Lindqvist Institute about? Which languages did it cover?');
    expect(t.query!.answered.content).toEqual(expect.arrayContaining(['languages', 'cover']));
  });

  it('examples in the ten languages', () => {
    const asked: [string, Locale][] = [
      ['How many people have contributed to it?', 'en'], ['What did she do there in her final year?', 'en'],
      ['Mit wie vielen Sätzen wurde dieses Modell dort getestet?', 'de'], ['Il couvre combien de pages au total ?', 'fr'],
      ['¿Cuántas personas usan ese archivo?', 'es'], ['Quantas pessoas trabalharam nesse projeto?', 'pt'],
      ['Сколько человек работало над этим проектом?', 'ru'], ['كم عدد المستخدمين في ذلك المشروع؟', 'ar'],
      ['نتایج آن پروژه چه بود؟', 'fa'], ['वहाँ कितने लोग काम करते थे?', 'hi'], ['它的索引占用多少磁盘空间？', 'zh'],
    ];
    for (const [q, locale] of asked) expect([q, readTurn(q, locale, fellowship, who).context.anaphor]).toEqual([q, true]);
  });

  it('without a cited answer there is nothing to point back to', () => {
    const history: HistoryTurn[] = [{ role: 'user', content: 'What was her project at the Lindqvist Institute about?' }, { role: 'assistant', content: 'Refused.' }];
    expect(readTurn('Which languages did it cover?', 'en', history, who).context.followUp).toBe(false);
  });

  it('expletives and relativizers are not anaphors; a pro-form after a name of the message has its antecedent there', () => {
    expect(anaphoraOf(words('Is there a blog post about search evaluation?'), 'en')).toEqual([]);
    expect(anaphoraOf(words('Is it possible to hire her for a workshop?'), 'en')).toEqual([]);
    expect(anaphoraOf(words('Which tools that she used are open source?'), 'en')).toEqual([]);
    expect(anaphoraOf(words('Gibt es einen Blog?'), 'de')).toEqual([]);
    expect(anaphoraOf(words("Il y a combien d'articles ?"), 'fr')).toEqual([]);
    expect(anaphoraOf(words('هل هناك مدونة عن البحث؟'), 'ar')).toEqual([]);
    expect(anaphoraOf(words('ما هو مستواها التعليمي؟'), 'ar')).toEqual([]);
    expect(anaphoraOf(words('¿Qué es lo que más valora?'), 'es')).toEqual([]);
    expect(anaphoraOf(words('Does Parsegar have a logo and what colour is it?'), 'en', new Set(), new Set(['parsegar']))).toEqual([]);
  });

  // Pro-forms × languages × question frames: every variant continues the cited answer.
  const frames: Record<Locale, { forms: string[]; frame: (p: string) => string }[]> = {
    en: [{ forms: ['it', 'they'], frame: (p) => `How many users did ${p} have in total?` }, { forms: ['its', 'their'], frame: (p) => `What was ${p} biggest technical result?` }, { forms: ['there'], frame: (p) => `What exactly did she build ${p}?` }],
    de: [{ forms: ['es', 'er'], frame: (p) => `Wie viele Nutzer hatte ${p} insgesamt?` }, { forms: ['dort', 'dabei'], frame: (p) => `Welche Werkzeuge wurden ${p} eingesetzt?` }],
    fr: [{ forms: ['il', 'ils'], frame: (p) => `Combien d'utilisateurs ${p} comptaient au total ?` }, { forms: ['cette', 'ces'], frame: (p) => `Quels résultats a donné ${p} évaluation ?` }, { forms: ['là', 'là-bas'], frame: (p) => `Quels outils utilisait-on ${p} ?` }],
    es: [{ forms: ['ese', 'aquel'], frame: (p) => `¿Cuántos usuarios tenía ${p} sistema?` }, { forms: ['allí', 'ahí'], frame: (p) => `¿Qué herramientas usaban ${p}?` }],
    pt: [{ forms: ['esse', 'aquele'], frame: (p) => `Quantos usuários tinha ${p} sistema?` }, { forms: ['lá', 'ali'], frame: (p) => `Quais ferramentas eram usadas ${p}?` }],
    ru: [{ forms: ['этот', 'тот'], frame: (p) => `Сколько пользователей имел ${p} проект?` }, { forms: ['там'], frame: (p) => `Какие инструменты использовались ${p}?` }, { forms: ['его', 'их'], frame: (p) => `Какими были ${p} главные результаты?` }],
    ar: [{ forms: ['ذلك', 'بذلك'], frame: (p) => `كم عدد المستخدمين الخاص ${p} المشروع؟` }, { forms: ['هناك'], frame: (p) => `ما الأدوات المستخدمة ${p}` }],
    fa: [{ forms: ['آن', 'همان'], frame: (p) => `نتایج ارزیابی ${p} پروژه چه بود؟` }, { forms: ['آنجا'], frame: (p) => `چه ابزارهایی ${p} استفاده می‌شد؟` }],
    hi: [{ forms: ['इसका', 'इसके'], frame: (p) => `${p} परिणाम क्या निकला था?` }, { forms: ['वहाँ'], frame: (p) => `${p} कौन से उपकरण इस्तेमाल हुए?` }],
    zh: [{ forms: ['它', '那个'], frame: (p) => `${p}项目有多少用户？` }, { forms: ['那里'], frame: (p) => `${p}使用了哪些工具？` }],
  };
  const variants = (Object.entries(frames) as [Locale, (typeof frames)[Locale]][]).flatMap(([locale, fs]) => fs.flatMap((f) => f.forms.map((p) => ({ locale, message: f.frame(p) }))));

  it('generated: a pro-form × language × question frame after a cited answer continues it', () => {
    fc.assert(fc.property(fc.constantFrom(...variants), ({ locale, message }) => {
      const t = readTurn(message, locale, fellowship, who);
      expect([message, t.context.followUp, t.context.anaphor]).toEqual([message, true, true]);
    }), { numRuns: 200 });
  });

  // The author's own pronoun (her profile's) is never an anaphor for an entry: a standalone question
  // about her, with only her pronoun, does not carry the last topic.
  const aboutHer: [string, Locale][] = [
    ['Which programming languages does she use at work?', 'en'], ['Where did she study computer engineering?', 'en'],
    ['Welche Programmiersprachen benutzt sie beruflich?', 'de'], ['Quelles langues parle-t-elle couramment ?', 'fr'],
    ['¿Qué idiomas habla ella con fluidez?', 'es'], ['Quais idiomas ela fala fluentemente?', 'pt'],
    ['Какие языки она знает свободно?', 'ru'], ['ما اللغات التي تتحدثها هي بطلاقة؟', 'ar'],
    ['او به چه زبان‌هایی مسلط است؟', 'fa'], ['उन्होंने कंप्यूटर इंजीनियरिंग कहाँ पढ़ी?', 'hi'], ['她会说哪些语言流利？', 'zh'], ['她的硕士论文研究了什么问题？', 'zh'],
    ['Какой у неё опыт преподавания?', 'ru'], ['Welche Erfahrung hat sie mit Lehre?', 'de'],
  ];
  it('generated negative: a standalone question about the author with only her pronoun is not a follow-up', () => {
    fc.assert(fc.property(fc.constantFrom(...aboutHer), fc.constantFrom(...[fellowship, cited('What did she build for the Golestan archive?', '/case-studies/persian-search-engine')]), ([q, locale], history) => {
      const t = readTurn(q, locale, history, who);
      expect([q, t.context.followUp, t.context.anaphor]).toEqual([q, false, false]);
    }), { numRuns: 100 });
  });
});

describe('a topic-change marker (Fraser 1999): the message stands alone and is never carried', () => {
  const MARKERS: [Locale, string][] = [
    ['en', 'By the way,'], ['en', 'Another question:'], ['de', 'Übrigens,'], ['fr', 'Au fait,'], ['es', 'Por cierto,'], ['pt', 'Aliás,'],
    ['ru', 'Кстати,'], ['fa', 'راستی،'], ['ar', 'بالمناسبة،'], ['hi', 'वैसे,'], ['zh', '换个问题：'], ['zh', '顺便问一下，'],
  ];
  it('example: "换个问题：" before a question about another entry, after an answer about her consulting', () => {
    const h = cited('她的搜索咨询一般怎么进行？', '/services#search-consulting');
    const t = readTurn('换个问题：她那个句子切分方法在论坛文本上的 F1 是多少？', 'zh', h, who);
    expect(t.context).toMatchObject({ followUp: false, topicShift: true });
    expect(carryTurn(t)).toBeNull();
  });

  it('generated: any marker before a short message that would otherwise continue the last answer', () => {
    fc.assert(fc.property(fc.constantFrom(...MARKERS), fc.constantFrom('the results?', 'it?', 'the thesis?'), ([locale, marker], rest) => {
      const t = readTurn(`${marker} ${rest}`, locale, fellowship, who);
      expect(t.context.followUp).toBe(false);
      expect(carryTurn(t)).toBeNull();
      // Without the marker the same short message continues the last answer.
      expect(readTurn(rest, locale, fellowship, who).context.followUp).toBe(true);
    }), { numRuns: 60 });
  });
});

describe('where the conversation is (Reichenbach\'s reference point): the latest answer that cited entries', () => {
  it('example: a refusal in between does not move it; the earlier questions are read newest first', () => {
    const h: HistoryTurn[] = [
      ...cited('When did she work at Lumenhaus?', '/cv#search-engineer-lumenhaus'),
      { role: 'user', content: 'Which languages did it cover?' }, { role: 'assistant', content: '' },
    ];
    const t = readTurn('And where did she go after that?', 'en', h, who);
    expect(t.context.previousCited).toEqual([]);
    expect(t.context.lastCited).toEqual(['/cv#search-engineer-lumenhaus']);
    expect(t.context.earlierContent[0]).toContain('lumenhaus');
  });

  it('generated: lastCited is the citation of the newest answer that has one, whatever follows it', () => {
    const answer = fc.option(fc.constantFrom('/cv#a', '/cv#b', '/case-studies#c'), { nil: undefined });
    fc.assert(fc.property(fc.array(answer, { minLength: 1, maxLength: 6 }), (answers) => {
      const h: HistoryTurn[] = answers.flatMap((c, i): HistoryTurn[] => [{ role: 'user', content: `Question ${i}?` }, { role: 'assistant', content: c ? 'An answer.' : '', ...(c ? { cited: [c] } : {}) }]);
      const newest = [...answers].reverse().find((c) => c !== undefined);
      expect(readTurn('And after that?', 'en', h, who).context.lastCited).toEqual(newest ? [newest] : []);
    }), { numRuns: 50 });
  });
});

describe('a possessive the author shares with a thing, in a value question, points at the entry in focus (Centering, UD possessor features)', () => {
  const thesis = cited('What was her master\'s thesis about?', '/cv#msc-computational-linguistics');
  it('examples in the ten languages: shared forms continue the cited answer; person-only forms (her, 她的) do not', () => {
    const shared: [string, Locale][] = [
      ['Wie viele echte Anfragen enthielt ihre Testkollektion?', 'de'], ['Combien de requêtes contenait sa collection de test ?', 'fr'],
      ['¿Cuántas consultas reales contenía su colección de prueba?', 'es'], ['Quantas consultas reais continha a sua coleção de teste?', 'pt'],
      ['Сколько реальных запросов содержала её тестовая коллекция?', 'ru'], ['كم استعلامًا احتوت مجموعة الاختبار الخاصة بها؟', 'ar'],
      ['مجموعهٔ آزمون‌اش چند پرس‌وجو داشت؟', 'fa'], ['उसकी टेस्ट कलेक्शन में कितनी क्वेरी थीं?', 'hi'],
    ];
    for (const [q, locale] of shared) expect([q, readTurn(q, locale, thesis, who).context.anaphor]).toEqual([q, true]);
    const personOnly: [string, Locale][] = [['How many queries did her test collection contain?', 'en'], ['她的测试集包含多少条查询？', 'zh']];
    for (const [q, locale] of personOnly) expect([q, readTurn(q, locale, thesis, who).context.anaphor]).toEqual([q, false]);
    // Not a value question, or no cited answer: the possessive stays hers.
    expect(readTurn('Was war ihre Motivation?', 'de', thesis, who).context.anaphor).toBe(false);
    expect(readTurn('Wie viele echte Anfragen enthielt ihre Testkollektion?', 'de', [], who).context.followUp).toBe(false);
  });

  it('generated: a shared possessive before any noun in a how-many question is an anaphor after a cited answer, never without one', () => {
    const forms: [Locale, string, (poss: string, noun: string) => string, string[]][] = [
      ['de', 'ihre', (p, n) => `Wie viele ${n} hatte ${p} Sammlung?`, ['Dokumente', 'Seiten', 'Einträge', 'Fragen']],
      ['de', 'ihr', (p, n) => `Wie viele ${n} hatte ${p} Archiv?`, ['Dokumente', 'Seiten', 'Einträge', 'Fragen']],
      ['fr', 'sa', (p, n) => `Combien de ${n} comptait ${p} collection ?`, ['documents', 'pages', 'entrées', 'questions']],
      ['fr', 'son', (p, n) => `Combien de ${n} comptait ${p} corpus ?`, ['documents', 'pages', 'entrées', 'questions']],
      ['es', 'su', (p, n) => `¿Cuántos ${n} tenía ${p} colección?`, ['documentos', 'registros', 'artículos', 'textos']],
      ['pt', 'sua', (p, n) => `Quantos ${n} tinha a ${p} coleção?`, ['documentos', 'registros', 'artigos', 'textos']],
      ['ru', 'её', (p, n) => `Сколько ${n} было в ${p} коллекции?`, ['документов', 'страниц', 'записей', 'вопросов']],
    ];
    fc.assert(fc.property(fc.constantFrom(...forms), fc.nat(3), ([locale, poss, make, nouns], i) => {
      const q = make(poss, nouns[i]!);
      expect([q, readTurn(q, locale, thesis, who).context.anaphor]).toEqual([q, true]);
      expect(readTurn(q, locale, [{ role: 'user', content: 'Hi' }, { role: 'assistant', content: 'Refused.' }], who).context.anaphor).toBe(false);
    }), { numRuns: 30 });
  });
});
