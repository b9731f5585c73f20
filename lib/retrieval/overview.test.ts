import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { words, type Locale } from '@/lib/text';
import { detectOverview, refersToAuthor, type EntryKind } from './overview';

// The name comes in as data (as the pipeline passes the author's profile name).
const nameWords = new Set(words('Darya Rahnama دریا رهنما Дарья داريا दरिया 达丽娅'));
const ALL: EntryKind[] = ['cv', 'case_study', 'article', 'service'];

describe('overview questions about the author (issue 10, kind 9)', () => {
  it.each([
    ['What has the author written?', ['article']],
    ['Woran arbeitet sie gerade?', ALL],
    ['¿Qué ha estudiado?', ['cv']],
    ['تحصیلاتش چیست؟', ['cv']],
    ['Quais são as principais habilidades dela?', ['cv', 'case_study']],
  ] as [string, EntryKind[]][])('the reported miss %s → %j', (q, kinds) => {
    expect(detectOverview(q, nameWords)).toEqual(kinds);
  });

  it('the author named without her name points at her; someone else\'s author does not', () => {
    for (const q of ['What has the author written?', 'Where did the site owner study?', 'Was hat diese Person studiert?', 'تحصیلاتش چیست؟', 'ما هي خبراتها؟', 'Что написала автор сайта?', '作者写过哪些文章？']) {
      expect(refersToAuthor(q, nameWords), q).toBe(true);
    }
    for (const q of ['Who is the author of Dune?', 'Wer ist der Autor von Faust?', 'Qui est l\'auteur des Misérables ?', 'Кто автор книги?', '这本小说的作者是谁？', '¿Cuál es el río más largo del mundo?', 'Fale mais sobre o último.']) {
      expect(refersToAuthor(q, nameWords), q).toBe(false);
    }
    expect(detectOverview('Who is the author of Dune?', nameWords)).toBeNull();
  });
});

type Family = [EntryKind[], string[]];
/**
 * Per language: ways to name the author, topic word-family members (inflections chosen to need
 * the stemmer or the suffix rules: not all of them are listed in the detector), question frames
 * ({A} author, {T} topic) and specific objects that make a question ask for one passage.
 */
const VARIANTS: Record<Locale, { authors: string[]; families: Family[]; frames: string[]; objects: string[] }> = {
  en: {
    authors: ['the author', 'the site owner', 'this person', 'the owner of this site', 'she', 'Darya'],
    families: [[['article'], ['writings', 'written', 'articles', 'publications']], [['cv'], ['studies', 'educated', 'degrees', 'education']], [['cv'], ['career', 'experiences', 'jobs', 'employers']],
      [['case_study'], ['projects', 'portfolio']], [['cv', 'case_study'], ['skills', 'strengths', 'abilities']], [['service'], ['services', 'offerings']]],
    frames: ['What {T} does {A} have?', 'Tell me about {A} and the {T}.', 'Could you list the {T} of {A}?', '{A}: {T}?'],
    objects: ['BM25', 'Kubernetes', '2021', 'spaghetti', 'Golestan'],
  },
  de: {
    authors: ['die Autorin', 'die Seiteninhaberin', 'diese Person', 'sie'],
    families: [[['article'], ['Artikel', 'geschrieben', 'Veröffentlichungen']], [['cv'], ['studiert', 'Ausbildung', 'Studium']], [['cv'], ['Erfahrungen', 'Werdegang', 'Lebenslauf']],
      [['case_study'], ['Projekte', 'Projekten']], [['cv', 'case_study'], ['Fähigkeiten', 'Kenntnissen', 'Kompetenzen']], [['service'], ['Leistungen', 'Dienstleistungen']]],
    frames: ['Welche {T} hat {A}?', 'Erzähl mir von {A} und den {T}.', 'Was ist mit {A}, {T}?'],
    objects: ['BM25', 'Kubernetes', '2021', 'Spaghetti'],
  },
  fr: {
    authors: ["l'auteure", 'la propriétaire du site', 'cette personne', 'elle'],
    families: [[['article'], ['articles', 'écrits', 'publications']], [['cv'], ['études', 'formation', 'diplômes']], [['cv'], ['expériences', 'parcours', 'carrière']],
      [['case_study'], ['projets']], [['cv', 'case_study'], ['compétences', 'recherches']], [['service'], ['services', 'prestations']]],
    frames: ['Quels sont les {T} de {A} ?', 'Parlez-moi de {A} et des {T}.', '{A} : {T} ?'],
    objects: ['BM25', 'Kubernetes', '2021', 'spaghettis'],
  },
  es: {
    authors: ['la autora', 'la dueña del sitio', 'esta persona', 'ella', ''],
    families: [[['article'], ['artículos', 'escritos', 'publicaciones']], [['cv'], ['estudios', 'estudió', 'formación']], [['cv'], ['experiencia', 'trayectoria', 'empleos']],
      [['case_study'], ['proyectos']], [['cv', 'case_study'], ['habilidades', 'competencias', 'logros']], [['service'], ['servicios']]],
    frames: ['¿Qué {T} tiene {A}?', 'Háblame de {A} y de sus {T}.', '¿Cuáles son los {T} {A}?'],
    objects: ['BM25', 'Kubernetes', '2021', 'paella'],
  },
  pt: {
    authors: ['a autora', 'a dona do site', 'esta pessoa', 'ela', ''],
    families: [[['article'], ['artigos', 'textos', 'publicações']], [['cv'], ['estudos', 'estudou', 'formação']], [['cv'], ['experiência', 'trajetória', 'empregos']],
      [['case_study'], ['projetos']], [['cv', 'case_study'], ['habilidades', 'competências', 'conquistas']], [['service'], ['serviços']]],
    frames: ['Quais são os {T} {A}?', 'Fale sobre {A} e os {T}.', 'Que {T} tem {A}?'],
    objects: ['BM25', 'Kubernetes', '2021', 'feijoada'],
  },
  ru: {
    authors: ['автор сайта', 'владелица сайта', 'этот человек', 'она'],
    families: [[['article'], ['статьи', 'статьях', 'публикации']], [['cv'], ['образование', 'образовании', 'училась']], [['cv'], ['опыт', 'карьера', 'карьере']],
      [['case_study'], ['проекты', 'проектах']], [['cv', 'case_study'], ['навыки', 'навыках', 'достижения']], [['service'], ['услуги', 'услугах']]],
    frames: ['Какие {T}, {A}?', 'Расскажите: {A}, {T}.', '{A} — {T}?'],
    objects: ['BM25', 'Kubernetes', '2021', 'борщ'],
  },
  ar: {
    authors: ['المؤلفة', 'صاحبة الموقع', 'هذه الشخصية', ''],
    families: [[['article'], ['مقالاتها', 'المقالات', 'كتاباتها']], [['cv'], ['تعليمها', 'دراستها', 'شهاداتها']], [['cv'], ['خبراتها', 'خبرة', 'مسيرتها']],
      [['case_study'], ['مشاريعها', 'المشاريع']], [['cv', 'case_study'], ['مهاراتها', 'المهارات', 'إنجازاتها']], [['service'], ['خدماتها', 'الخدمات']]],
    frames: ['ما هي {T} {A}؟', 'حدثني عن {T} {A}.', '{A}: {T}؟'],
    objects: ['BM25', 'Kubernetes', '2021', 'الكسكس'],
  },
  fa: {
    authors: ['نویسنده', 'صاحب سایت', 'این شخص', 'او', ''],
    families: [[['article'], ['نوشته‌هایش', 'نوشتههایش', 'مقاله‌هایش', 'مقالاتش']], [['cv'], ['تحصیلاتش', 'تحصیلات', 'مدرک تحصیلی‌اش']], [['cv'], ['سوابقش', 'تجربه‌هایش', 'رزومه‌اش']],
      [['case_study'], ['پروژه‌هایش', 'پروژههایشان']], [['cv', 'case_study'], ['مهارت‌هایش', 'مهارتهایش', 'تخصصش']], [['service'], ['خدماتش', 'خدمات']]],
    frames: ['{T} {A} چیست؟', 'درباره {T} {A} بگو.', '{A}؛ {T}؟'],
    objects: ['BM25', 'Kubernetes', '2021', 'قورمه‌سبزی'],
  },
  hi: {
    authors: ['लेखिका', 'इस व्यक्ति', 'उन्होंने', 'उनकी', ''],
    families: [[['article'], ['लेख', 'लेखों', 'लेखन']], [['cv'], ['शिक्षा', 'पढ़ाई']], [['cv'], ['अनुभव', 'करियर', 'नौकरियों']],
      [['case_study'], ['परियोजनाएँ', 'परियोजनाओं', 'प्रोजेक्ट']], [['cv', 'case_study'], ['कौशल', 'उपलब्धियों']], [['service'], ['सेवाएँ', 'सेवाओं']]],
    frames: ['{A} के {T} क्या हैं?', '{A} — {T}?', 'बताइए {A} {T}'],
    objects: ['BM25', 'Kubernetes', '2021', 'बिरयानी'],
  },
  zh: {
    authors: ['作者', '网站主人', '这个人', '她'],
    families: [[['article'], ['文章', '写过', '著作']], [['cv'], ['教育', '学历']], [['cv'], ['经历', '工作经验', '履历']],
      [['case_study'], ['项目', '案例']], [['cv', 'case_study'], ['技能', '专长', '成就']], [['service'], ['服务']]],
    frames: ['{A}的{T}有哪些？', '{A}有什么{T}？', '介绍一下{A}的{T}。'],
    objects: ['BM25', 'Kubernetes', '2021', '拼写检查', '数据库'],
  },
};

const LOCALE_LIST = Object.keys(VARIANTS) as Locale[];
const variant = fc.constantFrom(...LOCALE_LIST).chain((l) => {
  const v = VARIANTS[l];
  return fc.record({
    locale: fc.constant(l), author: fc.constantFrom(...v.authors), family: fc.constantFrom(...v.families).chain(([kinds, members]) => fc.record({ kinds: fc.constant(kinds), member: fc.constantFrom(...members) })),
    frame: fc.constantFrom(...v.frames), object: fc.constantFrom(...v.objects),
  });
});
const ask = (frame: string, author: string, topic: string) => frame.replace('{A}', author).replace('{T}', topic).replace(/\s+/g, ' ').trim();

describe('generated variants of the kind (fast-check)', () => {
  it('author reference × topic word-family member × question frame → an overview of the right kinds', () => {
    fc.assert(fc.property(variant, ({ author, family, frame }) => {
      expect(detectOverview(ask(frame, author, family.member), nameWords)).toEqual(family.kinds);
    }), { numRuns: 600 });
  });

  it('the same with a specific object beside the topic word stays a passage question', () => {
    fc.assert(fc.property(variant, ({ author, family, frame, object }) => {
      expect(detectOverview(ask(frame, author, `${family.member} ${object}`), nameWords)).toBeNull();
    }), { numRuns: 600 });
  });
});
