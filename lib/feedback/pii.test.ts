/**
 * Issue 32, kind 5: personal data is removed before a content gap is kept (`keptText`, the one
 * door to storage). Example rows in the ten languages, written from the kinds; generated variants
 * of each kind (fast-check) that must never survive; and the golden set's own questions, which
 * must come through unmarked (no question loses its words to a false find).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { composeIBAN, countrySpecs, friendlyFormatIBAN, isValidIBAN } from 'ibantools';
import fastLuhn from 'fast-luhn';
import { describe, expect, it } from 'vitest';
import { foldDigits, LOCALES, type Locale } from '@/lib/text';
import { GAP_QUESTION_MAX_CHARS, keptText } from './index';
import { PII_MARKS, redactPersonalData } from './pii';
import data from './pii-data.json';

const kept = (text: string, locale: Locale) => keptText(text, locale, GAP_QUESTION_MAX_CHARS);
/** Letters and digits only, upper-cased, digits of every script as ASCII: what survives of a number however it is grouped. */
const squeeze = (s: string) => foldDigits(s.normalize('NFKC')).replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();
/** The digits of a text, of every script, as ASCII. */
const digitsOf = (s: string) => foldDigits(s.normalize('NFKC')).replace(/\D/g, '');

describe('replay: the report\'s four kinds in one question', () => {
  it('an IBAN, a card number, a street address and "name at example dot com" are all removed', () => {
    const q = 'Why was my question not answered? IBAN DE89 3704 0044 0532 0130 00, card 4111 1111 1111 1111, I live at 221B Baker Street, write to jane.doe at example dot com';
    const k = kept(q, 'en');
    expect(k).toBe('Why was my question not answered? IBAN [iban], card [card], I live at [street address], write to [address]');
  });
});

// Written from the kinds, one row per language: each question holds an IBAN of a country of that
// language, a Luhn-valid card number in that language's digits where it has its own, an
// obfuscated e-mail address with that language's words for "@" and ".", and a street address in
// that language's order.
const ROWS: { locale: Locale; q: string; secrets: string[] }[] = [
  { locale: 'en', q: 'My IBAN is GB82 WEST 1234 5698 7654 32 and my card 5555-5555-5555-4444; mail john [at] example [dot] org; I live at 1600 Pennsylvania Avenue.', secrets: ['GB82WEST12345698765432', '5555555555554444', 'john', '1600'] },
  { locale: 'fa', q: 'شبای من IR06 2960 0000 0010 0324 2000 01 است، کارت ۶۰۳۷-۹۹۷۵-۹۹۳۹-۸۹۹۸ ، ایمیل reza اَت example دات ir و آدرس خیابان ولیعصر، پلاک ۱۲', secrets: ['IR062960000000100324200001', '6037997599398998', 'reza', '12'] },
  { locale: 'de', q: 'Meine IBAN: DE89 3704 0044 0532 0130 00, Karte 4000 0566 5566 5556, Mail max at example punkt de, ich wohne Lindenstraße 17b.', secrets: ['DE89370400440532013000', '4000056655665556', 'max', '17'] },
  { locale: 'fr', q: 'Mon IBAN FR14 2004 1010 0505 0001 3M02 606, ma carte 4970 1012 3456 7893, écrivez à marie arobase exemple point fr, j’habite 12 rue de la Paix.', secrets: ['FR1420041010050500013M02606', '4970101234567893', 'marie', '12'] },
  { locale: 'es', q: 'Mi IBAN es ES91 2100 0418 4502 0005 1332, tarjeta 4548 8120 4940 0004, correo lucia arroba ejemplo punto es, vivo en Calle Mayor 3.', secrets: ['ES9121000418450200051332', '4548812049400004', 'lucia', '3'] },
  { locale: 'pt', q: 'Meu IBAN é PT50 0002 0123 1234 5678 9015 4, cartão 5067 0000 0000 0033, email joao arroba exemplo ponto pt, moro na Rua Augusta, 123.', secrets: ['PT50000201231234567890154', '5067000000000033', 'joao', '123'] },
  { locale: 'ru', q: 'Мой IBAN RU02 0445 2560 0407 0281 0412 3456 7890 1, карта 2200 0000 0000 0004, почта ivan собака example точка ru, живу: ул. Ленина, д. 5.', secrets: ['RU0204452560040702810412345678901', '2200000000000004', 'ivan', '5'] },
  { locale: 'ar', q: 'رقم الآيبان SA03 8000 0000 6080 1016 7519، البطاقة ٤١١١ ١١١١ ١١١١ ١١١١، البريد ahmed آت example نقطة sa، عنواني شارع الملك فهد ١٢', secrets: ['SA0380000000608010167519', '4111111111111111', 'ahmed', '12'] },
  { locale: 'hi', q: 'मेरा IBAN DE89 3704 0044 0532 0130 00 है, कार्ड ४१११ ११११ ११११ ११११ और ईमेल ravi एट example डॉट in, पता 12, गांधी मार्ग', secrets: ['DE89370400440532013000', '4111111111111111', 'ravi', '12'] },
  { locale: 'zh', q: '我的IBAN是 DE89 3704 0044 0532 0130 00，卡号 6222 0202 0000 0000 006，邮箱 wang艾特example点cn，住在建国路88号', secrets: ['DE89370400440532013000', '6222020200000000006', 'wang', '88'] },
];

describe('examples in the ten languages', () => {
  it.each(ROWS)('$locale: every IBAN, card number, e-mail address and street address is removed', ({ locale, q, secrets }) => {
    expect(LOCALES).toContain(locale);
    const k = kept(q, locale);
    const s = squeeze(k);
    expect(s).not.toContain(secrets[0]!);
    for (const secret of secrets.slice(1)) {
      if (/^\d+$/.test(secret) && secret.length >= 12) expect(s).not.toContain(secret);
      else if (/^\d+$/.test(secret)) expect(foldDigits(k).match(new RegExp(`(?<!\\d)${secret}(?!\\d)`, 'u'))).toBeNull();
      else expect(k.toLowerCase()).not.toContain(secret);
    }
    expect(k).toMatch(/\[iban\]/);
  });

  it('the golden set\'s questions in every language are kept word for word: nothing in them is read as personal data', () => {
    let n = 0;
    for (const file of ['answerable', 'off-topic', 'overview', 'facts']) {
      for (const line of readFileSync(`golden-set/${file}.jsonl`, 'utf8').split('\n').filter(Boolean)) {
        const { q, locale } = JSON.parse(line) as { q: string; locale: Locale };
        const r = redactPersonalData(q, locale);
        expect(r.removed, q).toEqual({ iban: 0, card: 0, email: 0, street: 0 });
        n++;
      }
    }
    expect(n).toBeGreaterThan(800);
  });
});

/** Digits of a script: the ASCII digit's value mapped to that script's zero + value. */
const DIGIT_ZERO = { latin: 0x30, persian: 0x6f0, arabic: 0x660, devanagari: 0x966, fullwidth: 0xff10 } as const;
const inScript = (s: string, script: keyof typeof DIGIT_ZERO) => s.replace(/\d/g, (d) => String.fromCharCode(DIGIT_ZERO[script] + Number(d)));
const script = fc.constantFrom(...(Object.keys(DIGIT_ZERO) as (keyof typeof DIGIT_ZERO)[]));
const locale = fc.constantFrom(...LOCALES);
/** Words around the personal data, in the question's language. */
const FRAME: Record<Locale, [string, string]> = {
  en: ['Why was my question not answered? Details:', 'thanks'], fa: ['چرا به پرسشم پاسخ داده نشد؟ جزئیات:', 'ممنون'],
  de: ['Warum wurde meine Frage nicht beantwortet? Angaben:', 'danke'], fr: ['Pourquoi ma question est-elle restée sans réponse ? Détails :', 'merci'],
  es: ['¿Por qué no se respondió mi pregunta? Datos:', 'gracias'], pt: ['Por que minha pergunta não foi respondida? Dados:', 'obrigado'],
  ru: ['Почему на мой вопрос не ответили? Данные:', 'спасибо'], ar: ['لماذا لم تتم الإجابة عن سؤالي؟ التفاصيل:', 'شكرا'],
  hi: ['मेरे प्रश्न का उत्तर क्यों नहीं मिला? विवरण:', 'धन्यवाद'], zh: ['为什么我的问题没有得到回答？详情：', '谢谢'],
};

describe('generated variants: no generated personal data of these kinds is ever kept', () => {
  const countries = Object.entries(countrySpecs as Record<string, { chars?: number; bban_regexp?: string }>).filter(([, s]) => s.chars && s.bban_regexp);
  const iban = fc.constantFrom(...countries).chain(([code, spec]) => fc.stringMatching(new RegExp(spec.bban_regexp!)).map((bban) => composeIBAN({ countryCode: code, bban })))
    .filter((x): x is string => x !== null && isValidIBAN(x));

  it('IBANs of every country in the registry, grouped or not, in any case, any digits, separated by spaces (runs of them too), hyphens or dots', () => {
    fc.assert(fc.property(iban, fc.constantFrom(' ', '  ', '-', '.', ''), fc.boolean(), script, locale, (code, sep, lower, digits, loc) => {
      let written = sep ? friendlyFormatIBAN(code, sep)! : code;
      if (lower) written = written.toLowerCase();
      written = inScript(written, digits);
      const k = kept(`${FRAME[loc][0]} ${written} ${FRAME[loc][1]}`, loc);
      expect(squeeze(k)).not.toContain(code.slice(4)); // the account part (country and check digits alone say nothing)
    }), { numRuns: 400 });
  });

  // Issuer prefixes (ISO/IEC 7812 IINs of the major schemes) and lengths; the last digit makes the Luhn check pass.
  const SCHEMES = [['4', 16], ['4', 13], ['4', 19], ['51', 16], ['55', 16], ['2221', 16], ['2720', 16], ['34', 15], ['37', 15], ['6011', 16], ['65', 16], ['35', 16], ['62', 19], ['6304', 12], ['6759', 18], ['2200', 16], ['6037', 16], ['9792', 16]] as const;
  const card = fc.constantFrom(...SCHEMES).chain(([prefix, length]) => fc.stringMatching(new RegExp(`^\\d{${length - prefix.length - 1}}$`)).map((body) => {
    const partial = prefix + body;
    const check = [...'0123456789'].find((d) => fastLuhn(partial + d))!;
    return partial + check;
  }));
  const grouping = fc.constantFrom('4', 'amex', 'none', 'pairs');
  const group = (n: string, how: string, sep: string) => (how === 'none' ? n : how === 'amex' && n.length === 15 ? [n.slice(0, 4), n.slice(4, 10), n.slice(10)].join(sep) : (n.match(how === 'pairs' ? /.{1,2}/g : /.{1,4}/g)!).join(sep));

  it('card numbers of the major schemes and lengths, grouped in fours, as Amex, in pairs or not at all, separated by spaces (runs of them too), hyphens or dots, in any script\'s digits', () => {
    fc.assert(fc.property(card, grouping, fc.constantFrom(' ', '  ', '-', '.'), script, locale, (number, how, sep, digits, loc) => {
      expect(fastLuhn(number)).toBe(true);
      const written = inScript(group(number, how, sep), digits);
      const k = kept(`${FRAME[loc][0]} ${written} ${FRAME[loc][1]}`, loc);
      expect(digitsOf(k)).not.toContain(number.slice(-8));
    }), { numRuns: 400 });
  });

  const ASCII_TLDS = ['com', 'org', 'net', 'de', 'fr', 'es', 'ir', 'ru', 'sa', 'in', 'cn', 'io', 'co', 'uk', 'info', 'dev', 'app', 'shop'];
  const localPart = fc.stringMatching(/^[a-z][a-z0-9]{3,9}(?:[._-][a-z0-9]{2,6})?$/);
  const label = fc.stringMatching(/^[a-z][a-z0-9-]{1,10}[a-z0-9]$/);
  const atWord = fc.constantFrom(...data.at.filter((w) => !/\s/.test(w)), '@');
  const dotWord = fc.constantFrom(...data.dot.filter((w) => !/\s/.test(w)), '.');
  const wrap = fc.constantFrom('bare', '()', '[]', '{}', '<>', '""');

  it('e-mail addresses with any language\'s words for "@" and "." (CLDR), bare or bracketed, with subdomains, in any case', () => {
    fc.assert(fc.property(localPart, fc.array(label, { minLength: 1, maxLength: 3 }), fc.constantFrom(...ASCII_TLDS), atWord, dotWord, wrap, fc.boolean(), locale, (local, labels, tld, at, dot, w, upper, loc) => {
      const join = (word: string) => (w === 'bare' ? (word === '@' || word === '.' ? word : ` ${word} `) : ` ${w[0]}${word}${w[1]} `);
      let address = `${local}${join(at)}${[...labels, tld].join(join(dot))}`;
      fc.pre(at !== '@' || dot !== '.' || w !== 'bare'); // a plain address is the gate's (linkify-it), tested in feedback.test.ts
      if (upper) address = address.toUpperCase();
      const k = kept(`${FRAME[loc][0]} ${address} ${FRAME[loc][1]}`, loc).toLowerCase();
      expect(k).not.toContain(local.toLowerCase());
      expect(k).not.toContain(labels[0]!.toLowerCase());
    }), { numRuns: 500 });
  });

  // Street names made of letters of the language's script; a number with an optional letter.
  const NAMES: Record<Locale, fc.Arbitrary<string>> = {
    en: fc.stringMatching(/^[A-Z][a-z]{3,9}$/), de: fc.stringMatching(/^[A-Z][a-zäöü]{3,8}$/), fr: fc.stringMatching(/^[A-Z][a-zéè]{3,9}$/),
    es: fc.stringMatching(/^[A-Z][a-zñá]{3,9}$/), pt: fc.stringMatching(/^[A-Z][a-zãç]{3,9}$/), ru: fc.stringMatching(/^[А-Я][а-я]{3,9}$/),
    ar: fc.stringMatching(/^[\u0628-\u063A]{3,7}$/), fa: fc.stringMatching(/^[\u0628-\u063A\u067E\u0686]{3,7}$/), hi: fc.stringMatching(/^[\u0915-\u0939]{3,6}$/),
    zh: fc.stringMatching(/^[\u4e00-\u9fa5]{2,4}$/),
  };
  const type = (loc: Locale) => fc.constantFrom(...(data.streetTypes as Record<string, string[]>)[loc]!.filter((t) => !/\s|[./]/.test(t) && [...t].length >= (loc === 'zh' ? 1 : 3)));
  const houseNumber = fc.tuple(fc.integer({ min: 1, max: 9999 }), fc.constantFrom('', 'a', 'B')).map(([n, l]) => `${n}${l}`);
  /** An address in the locale's order (the patterns of lib/feedback/pii.ts). */
  const address = (loc: Locale) => fc.tuple(NAMES[loc], type(loc), houseNumber).map(([name, t, n]) => {
    const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
    switch (loc) {
      case 'en': case 'hi': return { text: `${n}, ${name} ${cap(t)}`, name, n };
      case 'fr': return { text: `${n} ${t} ${name}`, name, n };
      case 'de': return { text: `${name}${t} ${n}`, name, n };
      case 'zh': return { text: `${name}${t}${n.replace(/\D/g, '')}号`, name, n: n.replace(/\D/g, '') };
      default: return { text: `${cap(t)} ${name}, ${n}`, name, n };
    }
  });

  it('street addresses in each language\'s order, with libpostal\'s street types, any name and house number', () => {
    fc.assert(fc.property(locale.chain((loc) => fc.tuple(fc.constant(loc), address(loc), script)), ([loc, a, digits]) => {
      const written = inScript(a.text, loc === 'fa' ? 'persian' : loc === 'ar' ? 'arabic' : digits === 'fullwidth' ? 'fullwidth' : 'latin');
      const k = kept(`${FRAME[loc][0]} ${written} ${FRAME[loc][1]}`, loc);
      expect(k).toContain(PII_MARKS.street);
      expect(k).not.toContain(a.name);
    }), { numRuns: 400 });
  });
});
