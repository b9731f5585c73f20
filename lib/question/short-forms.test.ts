/**
 * Short forms below the content-word length floor (initialisms "IR", "GB", "ИИ"; codes "F1", "3D"):
 * content words of a question and terms of a passage by one rule (./short-forms.ts; Park & Byrd
 * 2001, Schwartz & Hearst 2003), while a stop word written in capitals stays a function word.
 * Examples, then generated variants.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@/lib/text';
import { eng, fra, spa, por, deu } from 'stopword';
import { functionWord, readQuestion, shortForms } from '.';
import { standardStopWord } from './function-words';
import { chooseQuotes } from '@/lib/assistant/extractive';

describe('short forms: initialisms and codes are content words', () => {
  it('examples: "F1", "GB", "CI", "IA", "ИИ" are content in questions of several languages', () => {
    expect(readQuestion('¿Qué F1 consigue su corrector ortográfico para persa?', 'es').content).toContain('f1');
    expect(readQuestion('Какой F1 у её корректора орфографии для персидского?', 'ru').content).toContain('f1');
    expect(readQuestion('波斯语拼写检查器的F1是多少？', 'zh').content).toContain('f1');
    expect(readQuestion('How many GB does the index of her Persian search engine take up?', 'en').content).toContain('gb');
    expect(readQuestion('كم GB يشغل فهرس محرك البحث الفارسي الذي بنته؟', 'ar').content).toContain('gb');
    expect(readQuestion('فهرست نمونه‌های دشواری که در CI اجرا می‌شد با چند نمونه آغاز شد؟', 'fa').content).toContain('ci');
    // The elided article is cut as lib/text `words` cuts it: "l'IA" is the initialism "IA".
    expect(readQuestion("Quel est le rôle de l'IA dans son travail ?", 'fr').content).toContain('ia');
    expect(readQuestion('Что она делала в области ИИ?', 'ru').content).toContain('ии');
  });

  it('examples: a stop word in capitals stays a function word; a shouted question reads no initialism from case', () => {
    const q = readQuestion('What IS her F1 ON news?', 'en');
    expect(q.content).toEqual(['f1', 'news']);
    expect(q.functionWords).toEqual(expect.arrayContaining(['is', 'on']));
    // Every word in capitals: "GO" is written as an initialism would be, and is not one.
    expect(readQuestion('WHERE DID SHE GO TO SCHOOL?', 'en').content).not.toContain('go');
    // The same short word in lower case is no initialism.
    expect(readQuestion('Where did she go to school?', 'en').content).not.toContain('go');
    // A code is a code whatever the case.
    expect(readQuestion('WHAT WAS HER F1?', 'en').content).toContain('f1');
  });

  it('examples: a passage sentence holds the same short forms by the same rule', () => {
    expect([...shortForms('error-detection F1: 0.91 (the best previous open-source tool scored 0.74);', 'en')]).toEqual(['f1']);
    expect([...shortForms('The index occupies 310 GB across three nodes.', 'en')]).toEqual(['gb']);
    expect([...shortForms('Keep a list of tricky examples and run it in continuous integration.', 'en')]).toEqual([]);
    expect([...shortForms('روش ترکیبی قاعده و مدل: F1 برابر ۹۷٫۱٪ روی اخبار', 'fa')]).toEqual(['f1']);
  });
});

// Question frames whose every word is a function word of their language, a slot for the short form.
const FRAMES: Record<Locale, string[]> = {
  en: ['What is {}?', 'How many {} did she have?', 'Could you tell me where {} is?'],
  de: ['Was ist {}?', 'Wie viele {} hat sie?', 'Wo ist {}?'],
  fr: ['Qu’est-ce que {} ?', 'Combien de {} a-t-elle ?', 'Où est {} ?'],
  es: ['¿Qué es {}?', '¿Cuántos {} tiene ella?', '¿Dónde está {}?'],
  pt: ['O que é {}?', 'Quantos {} ela tem?', 'Onde está {}?'],
  ru: ['Что такое {}?', 'Сколько {} у неё?', 'Где {}?'],
  fa: ['{} چیست؟', 'او چند {} دارد؟', '{} کجاست؟'],
  ar: ['ما هو {}؟', 'كم {} لديها؟', 'أين {}؟'],
  hi: ['{} क्या है?', 'उसके पास कितने {} हैं?', '{} कहाँ है?'],
  zh: ['{}是什么？', '她有多少个{}？', '{}在哪里？'],
};
const LATIN_UPPER = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const CYRILLIC_UPPER = fc.constantFrom(...'АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЭЮЯ');
const DIGIT = fc.constantFrom(...'0123456789');
/** A two-letter initialism, Latin or (for a Russian question) Cyrillic. */
const initialism = (locale: Locale) => (locale === 'ru' ? fc.oneof(LATIN_UPPER, CYRILLIC_UPPER) : LATIN_UPPER).chain((a) =>
  (/\p{Script=Cyrillic}/u.test(a) ? CYRILLIC_UPPER : LATIN_UPPER).map((b) => a + b));
/** A two-character code: a letter (either case) and a digit, in either order. */
const code = fc.tuple(LATIN_UPPER, DIGIT, fc.boolean(), fc.boolean()).map(([l, d, lower, first]) => { const c = lower ? l.toLowerCase() : l; return first ? c + d : d + c; });

describe('generated variants: short forms in question frames of the ten languages', () => {
  it('a random initialism or code in any frame is the question\'s content word, unless a function word of its language', () => {
    const pick = fc.constantFrom(...LOCALES).chain((l) => fc.oneof(code, initialism(l)).map((t) => [l, t] as const));
    fc.assert(fc.property(pick, fc.nat(2), ([locale, token], f) => {
      const lower = token.toLowerCase();
      fc.pre(!functionWord(lower, locale) && !standardStopWord(lower, locale));
      const q = readQuestion(FRAMES[locale][f]!.replace('{}', ` ${token} `), locale);
      expect(q.content).toContain(lower);
      // A passage of the same language that writes it the same way holds it as a term.
      expect(shortForms(`${token} (42)`, locale).has(lower)).toBe(true);
    }), { numRuns: 300 });
  });

  it('a random two-letter stop word of the language written in capitals stays a function word, in a mixed-case or a shouted question', () => {
    const STOPS: [Locale, string[]][] = [['en', eng], ['de', deu], ['fr', fra], ['es', spa], ['pt', por]];
    const pick = fc.constantFrom(...STOPS).chain(([l, list]) => fc.constantFrom(...list.filter((w) => /^\p{Ll}{2}$/u.test(w))).map((w) => [l, w] as const));
    fc.assert(fc.property(pick, fc.nat(2), fc.boolean(), ([locale, stop], f, shout) => {
      let text = FRAMES[locale][f]!.replace('{}', ` ${stop.toUpperCase()} `);
      if (shout) text = text.toUpperCase();
      expect(readQuestion(text, locale).content).not.toContain(stop);
    }), { numRuns: 200 });
  });

  it('a shouted question made of short words reads none of them as an initialism', () => {
    const shortWord = fc.constantFrom('go', 'up', 'tv', 'ok', 'ms', 'id');
    fc.assert(fc.property(fc.array(shortWord, { minLength: 1, maxLength: 3 }), (ws) => {
      const q = readQuestion(`WHERE DID SHE ${ws.join(' ').toUpperCase()} TODAY?`, 'en');
      for (const w of ws) expect(q.content).not.toContain(w);
    }), { numRuns: 50 });
  });
});

describe('the extractive answerer ranks a passage sentence by the short form it shares with the question', () => {
  const source = (lines: string[]) => [{ content: lines.map((l) => `- ${l}`).join('\n'), locale: 'en', title: 'A Persian Spell-Checker' }];
  const SENTENCES = ['error-detection F1: 0.91 (the best previous open-source tool scored 0.74);', 'correct first suggestion: 86% of detected errors;', 'speed: about 12 ms per sentence on a single CPU core.'];

  it('example: "What F1 did it reach?", "¿Cuál fue su F1?" quote the F1 line, not another result line', () => {
    expect(chooseQuotes(readQuestion('What F1 did it reach?', 'en'), source(SENTENCES), 'en')[0]?.sentences.join(' ')).toContain('0.91');
    expect(chooseQuotes(readQuestion('¿Cuál fue su F1?', 'es'), source(SENTENCES), 'es')[0]?.sentences.join(' ')).toContain('0.91');
  });

  it('generated: any code or initialism × any order of result lines × a question in five languages, the line holding it is quoted first', () => {
    // Frames of function words only: the short form is the question's one content word (no dictionary here translates another).
    const FRAME: [Locale, string][] = [['en', 'What was her {}?'], ['es', '¿Cuál fue su {}?'], ['fr', 'Quel était son {} ?'], ['ru', 'Каким был её {}?'], ['zh', '她的{}是多少？']];
    const token = fc.oneof(code, LATIN_UPPER.chain((a) => LATIN_UPPER.map((b) => a + b)));
    fc.assert(fc.property(fc.constantFrom(...FRAME), token, fc.shuffledSubarray([0, 1, 2], { minLength: 3, maxLength: 3 }), ([locale, frame], t, order) => {
      const lower = t.toLowerCase();
      fc.pre(!functionWord(lower, locale) && !standardStopWord(lower, locale) && !functionWord(lower, 'en') && !standardStopWord(lower, 'en'));
      const lines = [`measured ${t}: 0.91 on the test set;`, 'correct first suggestion: 86% of detected errors;', 'speed: about 12 ms per sentence on a single core.'];
      const quotes = chooseQuotes(readQuestion(frame.replace('{}', ` ${t} `), locale), source(order.map((i) => lines[i]!)), locale);
      expect(quotes[0]?.sentences.join(' ')).toContain('0.91');
    }), { numRuns: 100 });
  });
});
