/**
 * The entry's title as a BM25F field of every sentence (Robertson, Zaragoza & Taylor 2004): a
 * question whose noun heads an entry's title ("her workshops" → "Workshops on Persian NLP") is
 * answered from that entry, not from another entry's sentence that names the noun in passing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readQuestion } from '@/lib/question';
import type { Locale } from '@/lib/text';
import { rankSentences, TITLE_WEIGHT, type ExtractiveSource } from './extractive';

/**
 * Per language: the service entry's title (headed by the noun), its count sentence (the noun not
 * repeated), the CV entry's title and its sentence naming the noun in passing, and the question.
 */
const CASES: Record<Locale, { title: string; own: string; cvTitle: string; cv: string; q: string }> = {
  en: { title: 'Workshops on Persian NLP', own: 'Since 2018 more than 600 participants have attended.', cvTitle: 'Research Fellow, Lindqvist Institute', cv: 'She co-organised workshops on retrieval with 70 participants.', q: 'How many participants have her workshops had?' },
  de: { title: 'Workshops zu persischer Sprachverarbeitung', own: 'Seit 2018 haben mehr als 600 Teilnehmende teilgenommen.', cvTitle: 'Forschungsstipendiatin, Lindqvist-Institut', cv: 'Sie organisierte Workshops zum Retrieval mit 70 Teilnehmende.', q: 'Wie viele Teilnehmende hatten ihre Workshops?' },
  fr: { title: 'Ateliers de TAL persan', own: 'Depuis 2018, plus de 600 participants y ont pris part.', cvTitle: 'Chercheuse invitée, Institut Lindqvist', cv: 'Elle a coorganisé des ateliers sur la recherche avec 70 participants.', q: 'Combien de participants ses ateliers ont-ils eus ?' },
  es: { title: 'Talleres de PLN en persa', own: 'Desde 2018 han asistido más de 600 participantes.', cvTitle: 'Investigadora, Instituto Lindqvist', cv: 'Coorganizó talleres sobre recuperación con 70 participantes.', q: '¿Cuántos participantes han tenido sus talleres?' },
  pt: { title: 'Workshops de PLN em persa', own: 'Desde 2018 participaram mais de 600 participantes.', cvTitle: 'Pesquisadora, Instituto Lindqvist', cv: 'Ela coorganizou workshops sobre recuperação com 70 participantes.', q: 'Quantos participantes tiveram os workshops dela?' },
  ru: { title: 'Воркшопы по обработке персидского текста', own: 'С 2018 года в них приняли участие более 600 участников.', cvTitle: 'Научный сотрудник, Институт Линдквиста', cv: 'Она организовала воркшопы по поиску с 70 участников.', q: 'Сколько участников было на её воркшопы?' },
  fa: { title: 'کارگاه‌های پردازش زبان فارسی', own: 'از سال ۲۰۱۸ بیش از ۶۰۰ شرکت‌کننده حضور داشته‌اند.', cvTitle: 'پژوهشگر، مؤسسهٔ لیندکویست', cv: 'او کارگاه‌های بازیابی را با ۷۰ شرکت‌کننده برگزار کرد.', q: 'کارگاه‌های او چند شرکت‌کننده داشته‌اند؟' },
  ar: { title: 'ورش عمل في معالجة اللغة الفارسية', own: 'منذ 2018 حضر أكثر من 600 مشارك.', cvTitle: 'باحثة، معهد ليندكفيست', cv: 'نظمت ورش عمل عن الاسترجاع مع 70 مشارك.', q: 'كم مشارك حضر ورش عمل لها؟' },
  hi: { title: 'फ़ारसी एनएलपी पर कार्यशालाएँ', own: '2018 से अब तक 600 से अधिक प्रतिभागी शामिल हुए हैं।', cvTitle: 'शोध फ़ेलो, लिंडक्विस्ट संस्थान', cv: 'उन्होंने 70 प्रतिभागी के साथ रिट्रीवल पर कार्यशालाएँ आयोजित कीं।', q: 'उनकी कार्यशालाएँ में कितने प्रतिभागी आए?' },
  zh: { title: '波斯语自然语言处理工作坊', own: '自2018年以来共有600名参与者参加。', cvTitle: '研究员，林德奎斯特研究所', cv: '她与70名参与者共同组织了检索工作坊。', q: '她的工作坊有多少参与者？' },
};

const sources = (c: (typeof CASES)[Locale], locale: Locale): ExtractiveSource[] => [
  // The CV entry first: retrieval order must not decide.
  { content: c.cv, title: c.cvTitle, locale, slug: 'research-fellow' },
  { content: c.own, title: c.title, locale, slug: 'nlp-workshops' },
];
/** The entry of the best-ranked sentence (what the title field changes; whether a count is read is the type rules' part). */
const answer = (question: string, src: ExtractiveSource[], locale: Locale) => {
  const [best] = rankSentences(readQuestion(question, locale), src, locale).filter((r) => r.quotable).sort((a, b) => b.score - a.score);
  return best ? src[best.source - 1]!.slug : null;
};

describe('the title is a field of every sentence of its entry (BM25F title weight)', () => {
  it('weighs as retrieval\'s title field', () => expect(TITLE_WEIGHT).toBe(3));

  it.each(Object.keys(CASES) as Locale[])('%s: "her workshops" ranks the entry titled by them first', (locale) => {
    expect(answer(CASES[locale].q, sources(CASES[locale], locale), locale)).toBe('nlp-workshops');
  });

  it('generated: any count, any order of the two entries, any CV number — the titled entry ranks first', () => {
    fc.assert(fc.property(
      fc.constantFrom(...(Object.keys(CASES) as Locale[])), fc.integer({ min: 31, max: 999 }), fc.integer({ min: 2, max: 30 }), fc.boolean(),
      (locale, total, one, cvFirst) => {
        const c = CASES[locale];
        const swap = (s: string, from: string, to: number) => s.replace(from, locale === 'fa' ? to.toLocaleString('fa-IR', { useGrouping: false }) : String(to));
        const own = { ...c, own: swap(c.own, locale === 'fa' ? '۶۰۰' : '600', total), cv: swap(c.cv, locale === 'fa' ? '۷۰' : '70', one) };
        const src = sources(own, locale);
        expect(answer(c.q, cvFirst ? src : [...src].reverse(), locale), `${locale} ${total} ${one}`).toBe('nlp-workshops');
      },
    ), { numRuns: 100, seed: 20261207 });
  });
});
