import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authorTerms, loadProfileFile, profileSchema } from '@/lib/profile';
import type { Locale } from '@/lib/text';
import { contentFrequencies } from '@/tests/support';
import { COMMON_TERM_SHARE, detectOverview, overviewLookupWords, readAbout, refersToAuthor, type EntryKind } from './overview';

// The author as the pipeline reads her: names and pronouns from content/profile.json (data), and
// the document frequencies of the seed content (what the index holds).
const who = authorTerms(await loadProfileFile());
const nameWords = who.nameWords;
const corpus = await contentFrequencies();
const ALL: EntryKind[] = ['cv', 'case_study', 'article', 'service'];
const overview = (q: string) => detectOverview(readAbout(q, who), corpus);

describe('overview questions about the author (issue 10, kind 9)', () => {
  it.each([
    ['What has the author written?', ['article']],
    ['Woran arbeitet sie gerade?', ALL],
    ['¿Qué ha estudiado?', ['cv']],
    ['تحصیلاتش چیست؟', ['cv']],
    ['Quais são as principais habilidades dela?', ['cv', 'case_study']],
  ] as [string, EntryKind[]][])('the reported miss %s → %j', (q, kinds) => {
    expect(overview(q)).toEqual(kinds);
  });

  it.each([
    // The author as "the woman / the person behind this site" (a person noun with a site word).
    ['What has the woman behind this site published so far?', ['article']],
    ['Was macht die Frau hinter dieser Website?', ALL],
    ["Qu'a publié la femme derrière ce site ?", ['article']],
    ['这个网站背后的女士发表过什么？', ['article']],
    // Pro-drop: a third-person verb and no pronoun; Russian and Chinese with no subject.
    ['¿Dónde se formó?', ['cv']],
    ['Em quais cargos já atuou?', ['cv']],
    ['کجا دانشگاه رفته است؟', ['cv']],
    ['في أي مجالات تتخصص؟', ['cv', 'case_study']],
    ['किन पदों पर काम कर चुकी हैं?', ['cv']],
    ['Где училась?', ['cv']],
    ['最近在忙些什么？', ALL],
    // Persian possessive suffixes, Arabic attached pronouns, unknown words beside them as frame.
    ['تحصیلاتشان در چه رشته‌ای بوده؟', ['cv']],
    ['ما أبرز مشاريعها؟', ['case_study']],
    // German compounds by their head; word families in other inflections.
    ['Was sind ihre Lieblingsprojekte?', ['case_study']],
    ['Welchen Studienabschluss hat diese Person?', ['cv']],
    ['Welche Beratungsangebote hat die Website-Betreiberin?', ['service']],
    ['Какими языками программирования она владеет?', ['cv', 'case_study']],
    // Questions without a topic noun.
    ['What does she do?', ALL],
    ['Was macht sie?', ALL],
    ['她是做什么的？', ALL],
    ['Чем она занимается?', ALL],
  ] as [string, EntryKind[]][])('%s → %j', (q, kinds) => {
    expect(overview(q)).toEqual(kinds);
  });

  it.each([
    // A distinctive corpus term (a project, a place, an organization, a degree): one passage.
    'What did she build for the Golestan archive?',
    'Was hat sie für das Golestan-Archiv gebaut?',
    'برای آرشیو گلستان چه ساخت؟',
    'Which projects did she lead at Nahrvald Labs?',
    '¿En qué universidad hizo Darya su máster?',
    // A topic word with nobody pointed at and a noun the site does not know: not about her.
    'What skills does a good nurse need?',
    '¿Qué estudios necesita un piloto de avión?',
    'ما المهارات التي يحتاجها لاعب كرة القدم؟',
    // "do" with something else asked: not an overview.
    'What does she think about politics?',
    'Does Darya like football?',
  ])('asks for a passage or is not about her: %s', (q) => {
    expect(overview(q)).toBeNull();
  });

  it('without corpus statistics, every word no lexicon explains counts as distinctive', () => {
    expect(detectOverview(readAbout('What projects has the author led in Zanzibar?', who))).toBeNull();
    expect(detectOverview(readAbout('What projects has the author led in Zanzibar?', who), corpus)).toEqual(['case_study']);
    expect(overviewLookupWords(readAbout('What projects has the author led in Zanzibar?', who))).toEqual(['zanzibar']);
    expect(overviewLookupWords(readAbout('What does she like?', who))).toEqual([]); // no topic: no lookup
  });

  it('a word in a quarter of the entries or more is common on the site, not distinctive', () => {
    const q = 'What projects about zanzibar has the author led?';
    expect(detectOverview(readAbout(q, who), { entries: 20, df: new Map([['zanzibar', 4]]) })).toBeNull();
    expect(detectOverview(readAbout(q, who), { entries: 20, df: new Map([['zanzibar', 20 * COMMON_TERM_SHARE]]) })).toEqual(['case_study']);
  });

  it('her pronouns are profile data: another author with he/him is read the same way', () => {
    const he = authorTerms(profileSchema.parse({ name: { en: 'Karim Nouri' }, headline: { en: 'Engineer' }, pronouns: ['he', 'him', 'his', 'er', 'sein', 'seine', 'il', 'él', 'он', 'его', '他'] }));
    expect(detectOverview(readAbout('What are his skills?', he), corpus)).toEqual(['cv', 'case_study']);
    expect(detectOverview(readAbout('Welche Projekte hat er geleitet?', he), corpus)).toEqual(['case_study']);
    expect(detectOverview(readAbout('他做过哪些项目？', he), corpus)).toEqual(['case_study']);
    expect(detectOverview(readAbout('What has the man behind this site written?', he), corpus)).toEqual(['article']);
    expect(refersToAuthor('What are his skills?', he)).toBe(true);
    expect(refersToAuthor('What are his skills?', who)).toBe(false);
  });

  it('the author named without her name points at her; someone else\'s author does not', () => {
    for (const q of ['What has the author written?', 'Where did the site owner study?', 'Was hat diese Person studiert?', 'تحصیلاتش چیست؟', 'ما هي خبراتها؟', 'Что написала автор сайта?', '作者写过哪些文章？', 'What does the woman behind this site do?']) {
      expect(refersToAuthor(q, who), q).toBe(true);
    }
    for (const q of ['Who is the author of Dune?', 'Wer ist der Autor von Faust?', 'Qui est l\'auteur des Misérables ?', 'Кто автор книги?', '这本小说的作者是谁？', '¿Cuál es el río más largo del mundo?', 'Fale mais sobre o último.', 'What does the woman next door do?']) {
      expect(refersToAuthor(q, who), q).toBe(false);
    }
    expect(overview('Who is the author of Dune?')).toBeNull();
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

// Distinctive terms drawn from the corpus itself: words the seed content holds in fewer than a
// quarter of its entries that no lexicon explains (project, place, organization, tool names…).
const probe = (w: string) => overviewLookupWords(readAbout(`What projects ${w} has the author led?`, who)).includes(w);
const distinctive = [...corpus.df].filter(([w, n]) => n < corpus.entries * COMMON_TERM_SHARE && /^\p{L}{5,}$/u.test(w) && !nameWords.has(w) && probe(w)).map(([w]) => w);
// Words the corpus does not hold at all (the visitor's own frame: "woman", "favourite" …), generated.
const unknownWord = fc.stringMatching(/^[bcdfgklmnprstvz][aeiou][bcdfgklmnprstvz][aeiou][bcdfgklmnprstvz]{1,2}[aeiou]?$/).filter((w) => !corpus.df.has(w) && probe(w));
// The author referred to explicitly (not by a pro-drop verb or a zero subject): a word for her, a
// possessive in the frame (es "sus"), or a Persian possessive suffix (ـش, ـشان) / Arabic attached
// pronoun (ـها) on the topic word.
const explicit = (locale: Locale, author: string, member: string, frame: string) => author.trim() !== '' || /(?:^|\s)(?:sus?|seus?|suas?|sa|ses)\s/u.test(frame)
  || ((locale === 'fa' || locale === 'ar') && /(?:ش|شان|ها)$/u.test(member));

describe('generated variants of the kind (fast-check)', () => {
  it('author reference × topic word-family member × question frame → an overview of the right kinds', () => {
    fc.assert(fc.property(variant, ({ author, family, frame }) => {
      expect(detectOverview(readAbout(ask(frame, author, family.member), who), corpus)).toEqual(family.kinds);
    }), { numRuns: 600 });
  });

  it('the same with a distinctive corpus term beside the topic word asks for a passage', () => {
    expect(distinctive.length).toBeGreaterThan(20);
    fc.assert(fc.property(variant, fc.constantFrom(...distinctive), ({ author, family, frame }, term) => {
      expect(detectOverview(readAbout(ask(frame, author, `${family.member} ${term}`), who), corpus)).toBeNull();
    }), { numRuns: 600 });
  });

  it('a word the corpus does not hold is frame when the author is named, and blocks when nobody is', () => {
    fc.assert(fc.property(variant, unknownWord, ({ locale, author, family, frame }, w) => {
      const q = ask(frame, author, `${family.member} ${w}`);
      expect(detectOverview(readAbout(q, who), corpus)).toEqual(explicit(locale, author, family.member, frame) ? family.kinds : null);
    }), { numRuns: 600 });
  });

  it('without corpus statistics a specific object beside the topic word stays a passage question', () => {
    fc.assert(fc.property(variant, ({ author, family, frame, object }) => {
      expect(detectOverview(readAbout(ask(frame, author, `${family.member} ${object}`), nameWords))).toBeNull();
    }), { numRuns: 300 });
  });
});
