/**
 * Questions for names of a closed class (Li & Roth 2002 ENTY:lang, LOC:country) and the sentences
 * naming its members by CLDR's display names (lib/question/name-class.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseQuotes } from '@/lib/assistant/extractive';
import { type Locale } from '@/lib/text';
import { readQuestion } from '.';
import { classNamePositions, nameClassOf } from './name-class';

const cls = (q: string, l: Locale) => nameClassOf(readQuestion(q, l));

describe('nameClassOf', () => {
  it('reads the class from the head noun in ten languages, inflected', () => {
    const rows: [Locale, string, 'language' | 'country'][] = [
      ['en', 'Which languages are her workshops taught in?', 'language'],
      ['de', 'In welchen Ländern hat sie Workshops gegeben?', 'country'],
      ['fr', 'Dans quelles langues enseigne-t-elle ?', 'language'],
      ['es', '¿En qué países dio talleres?', 'country'],
      ['pt', 'Em que idiomas os workshops são dados?', 'language'],
      ['ru', 'В каких странах она проводила воркшопы?', 'country'],
      ['zh', '她的工作坊可以用哪些语言授课？', 'language'],
      ['ar', 'بأي لغات تقدم ورش العمل؟', 'language'],
      ['hi', 'उन्होंने किन देशों में कार्यशालाएँ दी हैं?', 'country'],
      ['fa', 'کارگاه‌ها به چه زبان‌هایی ارائه می‌شوند؟', 'language'],
    ];
    for (const [l, q, c] of rows) expect(cls(q, l), `${l}: ${q}`).toBe(c);
  });
  it('leaves programming languages and class-less questions alone', () => {
    expect(cls('Which programming languages does her code review cover?', 'en')).toBeNull();
    expect(cls('Welche Programmiersprachen prüft sie?', 'de')).toBeNull();
    expect(cls('Quels langages de programmation couvre-t-elle ?', 'fr')).toBeNull();
    expect(cls('Код на каких языках программирования она проверяет?', 'ru')).toBeNull();
    expect(cls('她的代码审查涵盖哪些编程语言？', 'zh')).toBeNull();
    expect(cls('How long is a workshop?', 'en')).toBeNull();
    // A count of languages asks a number (NUM:count); a head modifying another noun asks no names.
    expect(cls('In wie vielen Sprachen arbeitet der Support-Assistent?', 'de')).toBeNull();
    expect(cls('那个客服助手支持几种语言？', 'zh')).toBeNull();
    expect(cls('What did the news pipeline use for language identification?', 'en')).toBeNull();
    expect(cls('مدل زبانی غلط‌یاب فارسی روی چند توکن آموزش دیده؟', 'fa')).toBeNull();
  });
});

describe('classNamePositions', () => {
  it('finds CLDR names in the sentence\'s language, inflected', () => {
    expect(classNamePositions('They can be taught in English, Persian or German.', 'en', 'language')).toHaveLength(3);
    expect(classNamePositions('Workshops in Germany, the Netherlands and Canada.', 'en', 'country')).toHaveLength(3);
    expect(classNamePositions('Она работала в Германии и Канаде.', 'ru', 'country').length).toBeGreaterThanOrEqual(1);
    expect(classNamePositions('در آلمان، هلند و کانادا', 'fa', 'country')).toHaveLength(3);
    expect(classNamePositions('她在德国和加拿大授课。', 'zh', 'country')).toHaveLength(1);
    expect(classNamePositions('She reviews Python and Kotlin code.', 'en', 'language')).toHaveLength(0);
  });

  it('finds any country CLDR names, in every locale (generated)', () => {
    const locales: Locale[] = ['en', 'de', 'fr', 'es', 'pt', 'ru', 'ar', 'hi', 'fa'];
    const codes = ['DE', 'CA', 'FR', 'IR', 'JP', 'BR', 'EG', 'IN', 'MX', 'NL'];
    fc.assert(fc.property(fc.constantFrom(...locales), fc.constantFrom(...codes), fc.constantFrom(...codes), (l, a, b) => {
      const d = new Intl.DisplayNames([l], { type: 'region' });
      const text = `${d.of(a)}, ${d.of(b)}.`;
      expect(classNamePositions(text, l, 'country').length).toBeGreaterThanOrEqual(1);
    }), { numRuns: 60 });
  });
});

describe('the answerer quotes the sentence naming the class', () => {
  const sources = [{ content: 'Darya teaches practical workshops for engineers and students who work with Persian text. Workshops run as half-day sessions. Her workshops can be taught in English, Persian or German. Since 2018 she has taught workshops for libraries in Germany, the Netherlands and Canada.', locale: 'en' as Locale }];
  const quote = (q: string) => chooseQuotes(readQuestion(q, 'en'), sources, 'en')[0]?.sentences.join(' ') ?? '';
  it('languages: the sentence listing them, not the one about Persian text', () => {
    expect(quote('Which languages can her workshops be taught in?')).toContain('German');
  });
  it('countries: the sentence naming them', () => {
    expect(quote('In which countries has she given workshops?')).toContain('Canada');
  });
});
