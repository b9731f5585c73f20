/**
 * What a question asks of its predicate (./stance.ts, issue 31 kind 4), and the entries path that
 * reads it (lib/retrieval detectOverview): a negated question, an attitude (opinion, preference,
 * liking), a yes/no question about a thing the site never names — in the ten languages — reach no
 * list; overview questions about her work still do.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authorTerms, loadProfileFile } from '@/lib/profile';
import { detectOverview } from '@/lib/retrieval';
import type { Locale } from '@/lib/text';
import { attitudeWord, readQuestion, readTurn } from '.';

const who = authorTerms(await loadProfileFile());
// No word of these questions is in the corpus: every unexplained word is unknown to the site.
const EMPTY = { entries: 20, df: new Map<string, number>() };
const listed = (q: string, locale: Locale) => detectOverview(readTurn(q, locale, [], who).about, EMPTY);
const predicate = (q: string, locale: Locale) => readQuestion(q, locale).predicate;

describe('the predicate a question asks about', () => {
  it('negation (UD Polarity=Neg) in the ten languages, and not in lexicalized look-alikes', () => {
    const negated: [string, Locale][] = [
      ["What hasn't she written about?", 'en'], ['Welche Projekte hat sie nie abgeschlossen?', 'de'], ["Qu'est-ce qu'elle n'a jamais publié ?", 'fr'],
      ['¿Qué no ha estudiado?', 'es'], ['O que ela não sabe fazer?', 'pt'], ['Чего она не умеет?', 'ru'], ['ما الذي لم تكتبه؟', 'ar'],
      ['چه کارهایی نکرده است؟', 'fa'], ['उन्होंने क्या नहीं लिखा?', 'hi'], ['她没做过哪些项目？', 'zh'],
    ];
    for (const [q, l] of negated) expect(predicate(q, l).negated, q).toBe(true);
    for (const [q, l] of [['她的项目有什么不同？', 'zh'], ['她未来的研究方向是什么？', 'zh'], ['What has she written?', 'en'], ['نوشته‌هایش چیست؟', 'fa']] as [string, Locale][]) {
      expect(predicate(q, l).negated, q).toBe(false);
    }
  });

  it('attitude (FrameNet Opinion, Preference, Experiencer_focused_emotion) in the ten languages', () => {
    const attitude: [string, Locale][] = [
      ['What is her favourite project?', 'en'], ['Was sind ihre Lieblingsprojekte?', 'de'], ['Quel projet préfère-t-elle ?', 'fr'],
      ['¿Qué proyecto le gusta más?', 'es'], ['Qual é o projeto favorito dela?', 'pt'], ['Какой проект она любит больше всего?', 'ru'],
      ['ما هو مشروعها المفضل؟', 'ar'], ['نظرش درباره پروژه‌هایش چیست؟', 'fa'], ['उनका पसंदीदा प्रोजेक्ट कौन-सा है?', 'hi'], ['她最喜欢哪个项目？', 'zh'],
    ];
    for (const [q, l] of attitude) expect(predicate(q, l).attitude, q).toBe(true);
    for (const [q, l] of [['What has she written?', 'en'], ['Wo hat sie studiert?', 'de'], ['她做过哪些项目？', 'zh']] as [string, Locale][]) {
      expect(predicate(q, l).attitude, q).toBe(false);
    }
  });

  it('preference (FrameNet Preference, Experiencer_focused_emotion) in the ten languages; an opinion asked of a topic is none', () => {
    const preference: [string, Locale][] = [
      ['Which of her projects does she like least?', 'en'], ['Welche Suchmaschine mag sie lieber?', 'de'], ['Quel moteur préfère-t-elle ?', 'fr'],
      ['¿Qué proyecto le gusta más?', 'es'], ['Qual é o projeto favorito dela?', 'pt'], ['Какой проект ей больше нравится?', 'ru'],
      ['ما هو مشروعها المفضل؟', 'ar'], ['کدام پروژه را بیشتر دوست دارد؟', 'fa'], ['उनका पसंदीदा प्रोजेक्ट कौन-सा है?', 'hi'], ['她最喜欢哪个项目？', 'zh'],
    ];
    for (const [q, l] of preference) expect(predicate(q, l), q).toMatchObject({ preference: true, attitude: true });
    // A unit that is also a function word is the verb only beside a pronoun, an auxiliary or a degree word.
    for (const [q, l] of [["How fast is Darya's spell checker? like per sentence", 'en'], ['Which tools like Solr did she use?', 'en'], ['Welche Werkzeuge mag es geben?', 'de']] as [string, Locale][]) {
      expect(predicate(q, l).preference, q).toBe(q.startsWith('Welche'));
    }
    fc.assert(fc.property(fc.constantFrom('she', 'does she', 'would she', 'they'), fc.constantFrom('Solr', 'the Persian spell checker', 'BM25'), (who, topic) => {
      expect(predicate(`What ${who} like about ${topic}?`, 'en').preference).toBe(true);
      expect(predicate(`What is a tool like ${topic}?`, 'en').preference).toBe(false);
    }));
    const opinion: [string, Locale][] = [['What does she think of BM25?', 'en'], ['نظرش درباره پروژه‌هایش چیست؟', 'fa'], ['她怎么看待评估？', 'zh'], ['Quel est son avis sur BM25 ?', 'fr']];
    for (const [q, l] of opinion) expect(predicate(q, l), q).toMatchObject({ preference: false, attitude: true });
  });

  it('yes/no: a particle or subject–auxiliary inversion, never with a question word', () => {
    for (const [q, l] of [['Did she ever study at Oxford?', 'en'], ['Hat sie in Oxford studiert?', 'de'], ['她在牛津大学读过书吗？', 'zh'], ['هل درست في أكسفورد؟', 'ar'], ['آیا او در آکسفورد درس خوانده؟', 'fa']] as [string, Locale][]) {
      expect(predicate(q, l).yesNo, q).toBe(true);
    }
    for (const [q, l] of [['What has she done lately?', 'en'], ["Qu'a-t-elle écrit ?", 'fr'], ['Where did she study?', 'en'], ['她最近在做什么？', 'zh']] as [string, Locale][]) {
      expect(predicate(q, l).yesNo, q).toBe(false);
    }
  });
});

describe('the entries path reads the predicate (detectOverview)', () => {
  it('overview questions about her work are listed; the same topic asked negated, as an attitude or yes/no of an unknown place is not', () => {
    const overview: [string, Locale][] = [['What projects has she done?', 'en'], ['Welche Projekte hat sie gemacht?', 'de'], ['她做过哪些项目？', 'zh'], ['Where did she study?', 'en']];
    for (const [q, l] of overview) expect(listed(q, l), q).not.toBeNull();
    const refused: [string, Locale][] = [
      ['Which of her projects does she like least?', 'en'], ["Which projects hasn't she finished?", 'en'], ['Did she ever study at Oxford?', 'en'],
      ['她最不喜欢自己的哪个项目？', 'zh'], ['她不会哪些编程语言？', 'zh'], ['她在牛津大学读过书吗？', 'zh'],
      ['Welche Programmiersprachen beherrscht sie nicht?', 'de'], ['Quel est le projet qu\'elle aime le moins ?', 'fr'],
    ];
    for (const [q, l] of refused) expect(listed(q, l), q).toBeNull();
  });

  // Generated variants: an overview question with a topic ("projects", "项目") stays listed; with
  // a negation or an attitude word inserted, in any of the ten languages' forms, it never is.
  const TOPIC: [Locale, string[], string[], string[]][] = [
    // "like" is left out: a homograph of the preposition, read as the verb only beside a pronoun or auxiliary (tested above).
    ['en', ['What projects has she done?', 'Which projects did she build?', 'Tell me about her projects.'], ['not', 'never'], ['prefer', 'favourite', 'hate', 'love']],
    ['zh', ['她做过哪些项目？', '她有哪些项目？'], ['不', '没'], ['喜欢', '讨厌', '看法']],
    ['de', ['Welche Projekte hat sie gemacht?', 'Welche Projekte hat sie umgesetzt?'], ['nicht', 'nie'], ['mag', 'bevorzugt']],
  ];
  it('generated: any overview question of a topic stays listed; a negation or an attitude word makes it no list', () => {
    fc.assert(fc.property(fc.constantFrom(...TOPIC), fc.nat(), fc.nat(), fc.boolean(), (t, i, j, neg) => {
      const [locale, questions, negations, attitudes] = t;
      const q = questions[i % questions.length]!;
      expect(listed(q, locale)).not.toBeNull();
      const word = neg ? negations[j % negations.length]! : attitudes[j % attitudes.length]!;
      // Inserted before the last word (Chinese: before the last two characters), where a predicate stands.
      const changed = locale === 'zh' ? `${q.slice(0, 1)}${word}${q.slice(1)}` : q.replace(/(\S+)([?.]?)$/u, `${word} $1$2`);
      expect(listed(changed, locale), changed).toBeNull();
    }), { numRuns: 60 });
  });
});

describe('attitudeWord: the frame-evoking word against its Topic (FrameNet Opinion, Preference)', () => {
  // [language, the question, its frame word(s), its topic words] — the topic words are what the answer must be about.
  const QUESTIONS: [Locale, string, string[], string[]][] = [
    ['en', 'What does she think about learning Arabic?', ['think'], ['learning', 'arabic']],
    ['de', 'Was ist ihre Meinung zu Yandex?', ['meinung'], ['yandex']],
    ['fr', 'Quel est son livre préféré ?', ['préféré'], ['livre']],
    ['es', '¿Cuál es su libro favorito?', ['favorito'], ['libro']],
    ['pt', 'Qual é o livro favorito dela?', ['favorito'], ['livro']],
    ['ru', 'Что Дарья думает о Яндексе?', ['думает'], ['яндексе']],
    ['ar', 'ما رأيها في تعلم اللغة العربية؟', ['رأيها'], ['تعلم', 'العربية']],
    ['fa', 'کتاب مورد علاقه‌اش چیست؟', ['مورد'], ['کتاب']],
    ['hi', 'उनकी पसंदीदा किताब कौन-सी है?', ['पसंदीदा'], ['किताब']],
    ['zh', '她最喜欢哪个数据库？', ['最喜欢', '喜欢'], ['数据库']],
  ];
  it('reads the frame word, never the topic word, in ten languages', () => {
    for (const [locale, q, frame, topic] of QUESTIONS) {
      expect(readQuestion(q, locale).predicate.attitude, q).toBe(true);
      for (const w of frame) expect(attitudeWord(w, locale), `${q}: ${w}`).toBe(true);
      for (const w of topic) expect(attitudeWord(w, locale), `${q}: ${w}`).toBe(false);
    }
  });
  it('generated: a German Lieblings- compound is the frame word; its head noun alone is not', () => {
    fc.assert(fc.property(fc.constantFrom('buch', 'projekt', 'programmiersprache', 'datenbank', 'stadt'), (head) => {
      expect(attitudeWord(`lieblings${head}`, 'de')).toBe(true);
      expect(attitudeWord(head, 'de')).toBe(false);
    }), { numRuns: 20 });
  });
});
