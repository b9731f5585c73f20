/**
 * Issue 10 QA, kind 4(b) continued: a contact detail is a value, not a phrase. Any e-mail address
 * (linkify-it, the detector check 3 uses) or phone number (libphonenumber-js) in an answer sentence
 * is withheld as `engagement-or-private` whatever its sources say and however the sentence is
 * phrased; contact and booking verbs in ten languages are stopped without a value. Check 3 reads a
 * phone number as one value, so a quoted number fails check 5 only. The QA examples (each released
 * on main), then generated variants: contact value kinds × sentence frames in ten languages ×
 * normalization disguises.
 */
import fc from 'fast-check';
import { getExampleNumber, parsePhoneNumberWithError } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { checkSentence, engagementCheck, PHONE_REGIONS, prepareSources, SentenceGate, type SourceInput } from '@/lib/gate';
import { LOCALES, type Locale } from '@/lib/text';

const reasons = (sentence: string, sources: SourceInput[], locale: Locale) => checkSentence(sentence, prepareSources(sources), locale).reasons;

/** What a reader sees of a streamed answer, and the guard's reasons. */
function gate(answer: string, sources: SourceInput[], locale: Locale) {
  const g = new SentenceGate({ sources, locale });
  const out = [];
  for (let i = 0; i < answer.length; i += 3) out.push(...g.push(answer.slice(i, i + 3)));
  out.push(...g.end());
  return { text: out.flatMap((o) => (o.type === 'text' ? [o.text] : [])).join(' '), guard: out.find((o) => o.type === 'guard') };
}

describe('QA examples: contact details not phrased as "her phone number is …" (released on main)', () => {
  const SRC = 'Darya can be reached at darya@example.org, darya.private@example.org, +49 30 1234567, +33 1 23 45 67 89 and +55 11 91234-5678.';
  it.each([
    ['en', 'Write to darya@example.org for the audit [S1].'],
    ['en', 'The audit can be scheduled by calling +49 30 1234567 [S1].'],
    ['de', 'Sie erreichen sie privat unter darya.private@example.org oder +49 30 1234567 [S1].'],
    ['fr', 'Vous pouvez la joindre au +33 1 23 45 67 89 [S1].'],
    ['es', 'Puede escribirle a darya@example.org [S1].'],
    ['pt', 'O telefone dela é +55 11 91234-5678 [S1].'],
    ['ar', 'يمكن التواصل معها عبر darya@example.org [S1].'],
  ] as [Locale, string][])('%s: %s → withheld as engagement-or-private only (its values are in the source)', (locale, sentence) => {
    const r = gate(sentence, [{ text: SRC, locale }], locale);
    expect(r.text).toBe('');
    expect(r.guard).toMatchObject({ type: 'guard', reasons: ['engagement-or-private'] });
  });

  it('the imported page\'s sentence quoted verbatim is withheld (end to end: tests/injection-gate.test.ts)', () => {
    const page = 'You can book the search audit by writing to darya.private@example.org or calling +49 30 1234567.';
    expect(reasons('You can book the search audit by writing to darya.private@example.org or calling +49 30 1234567 [S1].', [{ text: page, locale: 'en' }], 'en')).toEqual(['engagement-or-private']);
  });

  it('a phone number is one value: quoted verbatim it passes check 3 and check 5 withholds it; another number fails both', () => {
    const src = [{ text: 'The office line is +86 138 0013 8000.', locale: 'en' as Locale }];
    expect(reasons('The office line is +86 138 0013 8000 [S1].', src, 'en')).toEqual(['engagement-or-private']);
    expect(reasons('The office line is +86 138 0013 8001 [S1].', src, 'en')).toEqual(['value-unsupported', 'engagement-or-private']);
    // Its digit groups are not numbers of their own: "138" alone is not supported by the source's phone number.
    expect(reasons('It has 138 pages [S1].', src, 'en')).toEqual([]);
  });

  it('a national number from a source in another language is read in that language\'s regions too', () => {
    const src = [{ text: 'Telefon: 030 12345678.', locale: 'de' as Locale }];
    expect(reasons('The office line is 030 12345678 [S1].', src, 'en')).toEqual(['engagement-or-private']);
  });

  it('quantities, years, ranges and versions are not phone numbers', () => {
    for (const [l, s] of [
      ['en', 'The archive held 1,200,000 pages in 2019 and 2,500,000 in 2023 [S1].'], ['de', 'Sie erwarb ihren Master in Hamburg (2015–2017) [S1].'],
      ['de', 'OpenAPI 3.1.0 nutzt JSON Schema 2020-12 [S1].'], ['fr', 'Il a indexé 120 000 000 pages [S1].'], ['en', 'Released on 2024-05-01 as version 3.12.1 [S1].'],
      ['hi', 'इसने 1,20,00,000 पृष्ठ अनुक्रमित किए [S1]।'], ['zh', '该项目在2019年索引了12000000个页面[S1]。'],
    ] as [Locale, string][]) expect(engagementCheck(s, l), s).toBeNull();
  });
});

describe('contact and booking verbs in ten languages, without a value', () => {
  it.each([
    ['en', 'You can contact her through the form on the site.'], ['en', 'The audit can be booked through the site.'], ['en', 'Get in touch via LinkedIn.'],
    ['de', 'Kontaktieren Sie sie über das Formular.'], ['de', 'Sie ist per Formular erreichbar.'], ['fr', 'Vous pouvez la contacter via le formulaire.'],
    ['es', 'Puede contactarla a través del formulario.'], ['pt', 'Você pode contatá-la pelo formulário.'], ['ru', 'Связаться с ней можно через форму.'],
    ['ar', 'يمكن التواصل معها عبر النموذج.'], ['fa', 'می‌توانید از طریق فرم با او تماس بگیرید.'], ['hi', 'आप फ़ॉर्म के माध्यम से उनसे संपर्क कर सकते हैं।'], ['zh', '可以通过表单联系她。'],
  ] as [Locale, string][])('%s: %s', (locale, sentence) => {
    expect(engagementCheck(sentence, locale)).not.toBeNull();
  });
});

// --- Generated variants ------------------------------------------------------------------------

/** Sentence frames that name no channel: only the value makes them a contact detail. */
const FRAMES: Record<Locale, string[]> = {
  en: ['Details go to {v} [S1].', 'The audit starts after a message to {v} [S1].', 'Questions: {v} [S1].'],
  de: ['Unterlagen gehen an {v} [S1].', 'Fragen bitte an {v} [S1].'],
  fr: ['Les documents vont à {v} [S1].', 'Questions : {v} [S1].'],
  es: ['Los documentos van a {v} [S1].', 'Preguntas: {v} [S1].'],
  pt: ['Os documentos vão para {v} [S1].', 'Dúvidas: {v} [S1].'],
  ru: ['Документы отправляются на {v} [S1].', 'Вопросы: {v} [S1].'],
  ar: ['ترسل الوثائق إلى {v} [S1].', 'الأسئلة: {v} [S1].'],
  fa: ['مدارک به {v} فرستاده می‌شود [S1].', 'پرسش‌ها: {v} [S1].'],
  hi: ['दस्तावेज़ {v} पर भेजे जाते हैं [S1]।', 'प्रश्न: {v} [S1]।'],
  zh: ['文件发送至 {v} [S1]。', '问题：{v} [S1]。'],
};

/** Every script's digits the ten languages write. */
const DIGIT_ZERO: Record<string, number> = { latin: 0x30, arabic: 0x660, persian: 0x6f0, devanagari: 0x966, fullwidth: 0xff10 };
const withDigits = (s: string, script: string) => s.replace(/[0-9]/g, (d) => String.fromCharCode(DIGIT_ZERO[script]! + Number(d)));

/** Disguises that must not change what the gate reads: invisible characters, full-width and native forms. */
const DISGUISES: ((v: string, kind: 'email' | 'phone') => string)[] = [
  (v) => v,
  (v) => v.replace(/(.)(.)/, '$1\u200B$2'), // a zero-width space inside
  (v) => v.replace(/(.)(.)/, '$1\u2060$2'), // a word joiner inside
  (v) => v.replace(/(.)/, '$1\u00AD'), // a soft hyphen inside
  (v, kind) => (kind === 'email' ? v.replace('@', '＠').replace(/\./g, '．') : withDigits(v, 'fullwidth')),
  (v, kind) => (kind === 'email' ? v.replace('@', '﹫') : withDigits(v, 'arabic')),
  (v, kind) => (kind === 'email' ? v : withDigits(v, 'persian')),
  (v, kind) => (kind === 'email' ? v : withDigits(v, 'devanagari')),
  (v, kind) => (kind === 'email' ? v : v.replace(/ /g, '\u00A0')), // no-break spaces between groups
];

const REGIONS = [...new Set(Object.values(PHONE_REGIONS).flat())];
const phone = fc.tuple(fc.constantFrom(...REGIONS), fc.integer({ min: 0, max: 9 }), fc.constantFrom('international', 'e164', 'rfc')).map(([region, d, style]) => {
  const example = getExampleNumber(region, examples)!;
  // Vary the last digit; keep only numbers the region's plan accepts.
  const n = parsePhoneNumberWithError(`${example.number.slice(0, -1)}${d}`);
  const text = style === 'international' ? n.formatInternational() : style === 'e164' ? n.number : n.format('RFC3966').replace(/^tel:/, '').replace(/-/g, ' ');
  return { kind: 'phone' as const, value: text, valid: n.isValid() };
}).filter((p) => p.valid);
const label = fc.stringMatching(/^[a-z][a-z0-9]{1,8}$/);
const email = fc.tuple(label, fc.constantFrom('', '.', '_', '+'), label, label, fc.constantFrom('org', 'com', 'example', 'de', 'ir', 'io'))
  .map(([a, sep, b, host, tld]) => ({ kind: 'email' as const, value: `${a}${sep ? `${sep}${b}` : ''}@${host}.${tld}`, valid: true }));

describe('generated: contact value kinds × frames in ten languages × disguises (fast-check)', () => {
  it('any e-mail address or international phone number is withheld for check 5 alone when its source holds it', () => {
    fc.assert(fc.property(fc.oneof(email, phone), fc.constantFrom(...LOCALES), fc.nat(), fc.nat(DISGUISES.length - 1), (c, locale, f, d) => {
      const frame = FRAMES[locale][f % FRAMES[locale].length]!;
      const sentence = frame.replace('{v}', DISGUISES[d]!(c.value, c.kind));
      const source = [{ text: `Contact: ${c.value}.`, locale }];
      const r = reasons(sentence, source, locale);
      return r.length === 1 && r[0] === 'engagement-or-private';
    }), { numRuns: 400, seed: 10 });
  });

  it('a national number in a region of the answer\'s language is a phone number; the value check reads it the same way in the source', () => {
    fc.assert(fc.property(fc.constantFrom(...LOCALES), fc.nat(), fc.integer({ min: 0, max: 9 }), fc.nat(), (locale, ri, d, f) => {
      const regions = PHONE_REGIONS[locale];
      const region = regions[ri % regions.length]!;
      const example = getExampleNumber(region, examples)!;
      const n = parsePhoneNumberWithError(`${example.number.slice(0, -1)}${d}`);
      fc.pre(n.isValid());
      const national = n.formatNational();
      const frame = FRAMES[locale][f % FRAMES[locale].length]!;
      const r = reasons(frame.replace('{v}', national), [{ text: `Tel. ${national}`, locale }], locale);
      return r.length === 1 && r[0] === 'engagement-or-private';
    }), { numRuns: 300, seed: 11 });
  });

  it('generated quantities and years in every language are not read as phone numbers', () => {
    fc.assert(fc.property(fc.constantFrom(...LOCALES), fc.integer({ min: 1000, max: 2_000_000_000 }), fc.integer({ min: 1900, max: 2099 }), (locale, n, year) => {
      const amount = new Intl.NumberFormat(locale).format(n);
      return engagementCheck(`In ${year} the index held ${amount} pages and ${year}–${year + 3} it grew [S1].`, locale) === null;
    }), { numRuns: 300, seed: 12 });
  });

  it('contact and booking verbs × channels in ten languages, with invisible characters and look-alike letters, are stopped without a value', () => {
    const VERBS: Record<Locale, string[]> = {
      en: ['You can contact her via {c}.', 'Get in touch through {c}.', 'She can be reached via {c}.', 'The audit can be booked via {c}.'],
      de: ['Kontaktieren Sie sie über {c}.', 'Sie erreichen sie über {c}.', 'Sie ist über {c} erreichbar.'],
      fr: ['Vous pouvez la contacter via {c}.', 'Vous pouvez la joindre via {c}.', 'Réservez via {c}.'],
      es: ['Puede contactarla a través de {c}.', 'Puede escribirle a través de {c}.', 'Póngase en contacto a través de {c}.'],
      pt: ['Você pode contatá-la por {c}.', 'Entre em contato por {c}.', 'Agende pelo {c}.'],
      ru: ['Связаться с ней можно через {c}.', 'Свяжитесь с ней через {c}.', 'Напишите ей через {c}.'],
      ar: ['يمكن التواصل معها عبر {c}.', 'راسلها عبر {c}.', 'احجز عبر {c}.'],
      fa: ['می‌توانید از طریق {c} با او تماس بگیرید.', 'از طریق {c} وقت بگیرید.'],
      hi: ['आप {c} के माध्यम से उनसे संपर्क कर सकते हैं।', '{c} से बुक करें।'],
      zh: ['可以通过{c}联系她。', '请通过{c}预约。'],
    };
    const channel = fc.constantFrom('LinkedIn', 'GitHub', 'Mastodon', 'Signal');
    // Look-alikes of TR39 for Latin letters (Cyrillic а е о), and default-ignorables.
    const disguise = fc.constantFrom<(s: string) => string>((x) => x, (x) => x.replace(/([a-zà-ÿа-я])([a-zà-ÿа-я])/iu, '$1\u200B$2'), (x) => x.replace(/([a-z])a/, '$1\u0430').replace(/([a-z])e/, '$1\u0435'), (x) => x.replace(/(\S)(\S)/u, '$1\u00AD$2'));
    fc.assert(fc.property(fc.constantFrom(...LOCALES), fc.nat(), channel, disguise, (locale, i, c, d) => {
      const frames = VERBS[locale];
      return engagementCheck(d(frames[i % frames.length]!.replace('{c}', c)), locale) !== null;
    }), { numRuns: 300, seed: 13 });
  });
});
