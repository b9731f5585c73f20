/**
 * Overview questions (design, Layer 2 "Overview questions"): "what has she done lately?", career,
 * projects, writing, education, skills, services — they have no nearest passage; the answer is
 * the date-ordered list of entries.
 *
 * Rule: a question is an overview when it names a topic and every other content word refers to
 * the author (her name, "the author", "the site owner", "this person", a pronoun) or is generic
 * ("tell", "main", "list"). "Where did the author study?" is an overview; "What did she study in
 * her MSc thesis?" is not ("msc", "thesis" ask for one passage), nor is "What did she write about
 * BM25 in 2021?".
 *
 * Topics are word families, not phrases: every listed member and the question's words are reduced
 * to keys, and a word belongs to a family when a key is shared —
 * - en, de, fr, es, pt, ru, ar, hi: the Snowball stemmers (`@orama/stemmers`, generated from the
 *   Snowball project's algorithms; "indian" is Snowball's Hindi stemmer), on the word and on its
 *   accent-free form for Latin script;
 * - ar additionally: an attached pronoun (ـها "her", ـه, ـهم, ـهن, ـكم, ـنا) is stripped and the
 *   article ال added before stemming, because the Snowball Arabic stemmer treats "مهارات" and
 *   "المهارات" differently and keeps "ات" before a pronoun;
 * - fa (no Snowball stemmer): our suffix rules, listed in {@link PERSIAN_SUFFIXES} — the possessive
 *   suffixes (ـم ـت ـش ـمان ـتان ـشان, after a vowel ـام ـات ـاش…), the plural ـها/ـهای/ـان and the
 *   indefinite/ezafe ـی, stripped from the question's words only (members are listed in base form);
 * - hi: Snowball's Hindi stemmer after candrabindu → anusvara (परियोजनाएँ = परियोजनाएं);
 * - zh: no inflection; words as ICU segments them (multi-word members are matched as sequences).
 * A question word is looked up in every language of its script, so a visitor may ask in any of
 * them. Nothing here is specific to one author: her name comes in as `nameWords` (data).
 */
import { stemmer as arabicStem } from '@orama/stemmers/arabic';
import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as frenchStem } from '@orama/stemmers/french';
import { stemmer as germanStem } from '@orama/stemmers/german';
import { stemmer as hindiStem } from '@orama/stemmers/indian';
import { stemmer as portugueseStem } from '@orama/stemmers/portuguese';
import { stemmer as russianStem } from '@orama/stemmers/russian';
import { stemmer as spanishStem } from '@orama/stemmers/spanish';
import { contentWords, words as allWords, type Locale } from '@/lib/text';

export type EntryKind = 'cv' | 'case_study' | 'article' | 'service';

const ALL: EntryKind[] = ['cv', 'case_study', 'article', 'service'];

/** The topics of an overview and the entry kinds each lists; `current` and `overview` list everything. */
type Topic = 'writing' | 'education' | 'experience' | 'projects' | 'skills' | 'services' | 'current' | 'overview';
const TOPIC_KINDS: Record<Topic, EntryKind[]> = {
  writing: ['article'], education: ['cv'], experience: ['cv'], projects: ['case_study'], skills: ['cv', 'case_study'], services: ['service'],
  current: ALL, overview: ALL,
};

/** What one language contributes: multi-word entries are matched as word sequences. */
interface LanguageData {
  /** The author named without her name: "the author", "the site owner", "this person", "the owner of this site". */
  author: string[];
  /** Third-person pronouns (and possessives) that point at the author in a question. */
  pronouns: string[];
  /** Word families per topic: members in any inflection the stemmer does not merge. */
  topics: Partial<Record<Topic, string[]>>;
  /** Words of the question's frame that carry no topic ("tell", "main", "list", "did"). */
  generic: string[];
}

// The data of the ten languages. Pronouns are those of the demo author's profile (she); the rest
// is author-neutral.
const LANGUAGES: Record<Locale, LanguageData> = {
  en: {
    author: ['the author', 'author', 'site owner', 'website owner', 'owner of this site', 'owner of the site', 'owner of this website', 'owner of this page', 'the owner', 'this person', 'the person behind this site', 'the person behind this website', 'the person behind this page'],
    pronouns: ['she', 'her', 'hers', 'herself'],
    topics: {
      writing: ['write', 'writes', 'wrote', 'written', 'writing', 'writings', 'article', 'articles', 'publication', 'publish', 'published', 'blog', 'post', 'posts', 'essay', 'paper'],
      education: ['study', 'studied', 'studies', 'education', 'educated', 'educational', 'degree', 'degrees', 'university', 'universities', 'school', 'graduate', 'graduated', 'academic', 'qualification', 'qualifications', 'diploma'],
      experience: ['career', 'experience', 'experienced', 'background', 'job', 'jobs', 'position', 'positions', 'role', 'roles', 'employer', 'employers', 'employment', 'company', 'companies', 'history', 'cv', 'resume', 'professional'],
      projects: ['project', 'projects', 'portfolio', 'case studies', 'case study'],
      skills: ['skill', 'skills', 'skilled', 'expertise', 'expert', 'strength', 'strengths', 'ability', 'abilities', 'competence', 'competencies', 'specialty', 'specialties', 'achievement', 'achievements', 'accomplishments', 'research'],
      services: ['service', 'services', 'offer', 'offers', 'offering', 'provide', 'provides'],
      current: ['work', 'working', 'worked', 'works', 'currently', 'current', 'now', 'today', 'lately', 'recently', 'recent', 'latest', 'newest', 'doing', 'done', 'busy', 'these days', 'at the moment', 'at present'],
      overview: ['overview', 'summary', 'summarize', 'introduction', 'introduce', 'profile', 'bio', 'biography'],
    },
    generic: ['tell', 'give', 'list', 'show', 'name', 'please', 'kind', 'sort', 'type', 'things', 'thing', 'everything', 'far', 'ever', 'all', 'main', 'major', 'key', 'principal', 'has', 'walk', 'through', 'beginning', 'start', 'led', 'lead', 'build', 'built', 'make', 'made', 'create', 'created', 'complete', 'completed', 'deliver', 'delivered', 'hold', 'holds', 'have', 'get', 'got', 'good', 'best', 'summarise', 'like', 'field', 'fields', 'area', 'areas', 'moment', 'present'],
  },
  fa: {
    author: ['نویسنده', 'صاحب سایت', 'صاحب این سایت', 'صاحب وبسایت', 'صاحب این وبسایت', 'صاحب این وب سایت', 'صاحب این صفحه', 'این شخص', 'این فرد', 'این آدم'],
    pronouns: ['او', 'ایشان', 'وی', 'اش', 'ش'],
    topics: {
      writing: ['نوشته', 'نوشتهها', 'نوشتن', 'نوشت', 'نویسد', 'مینویسد', 'نویسندگی', 'مقاله', 'مقالات', 'مقالهها', 'منتشر', 'انتشار', 'انتشارات', 'وبلاگ', 'پست'],
      education: ['تحصیل', 'تحصیلات', 'تحصیلی', 'درس', 'خوانده', 'خونده', 'دانشگاه', 'مدرک', 'دانشجو', 'فارغ التحصیل', 'آموزش'],
      experience: ['سوابق', 'سابقه', 'تجربه', 'تجربیات', 'تجارب', 'رزومه', 'کارنامه', 'شغل', 'مشاغل', 'شغلی', 'شرکت', 'شرکتها', 'حرفه', 'حرفهای', 'مشغول'],
      projects: ['پروژه', 'پروژهها', 'نمونه کار', 'نمونه کارها', 'نمونه'],
      skills: ['مهارت', 'مهارتها', 'توانایی', 'تواناییها', 'تخصص', 'تخصصها', 'دانش', 'نقاط قوت', 'دستاورد', 'دستاوردها', 'پژوهش', 'تحقیقات'],
      services: ['خدمات', 'خدماتی', 'ارائه', 'ارایه'],
      current: ['کار', 'کارها', 'الان', 'اکنون', 'حالا', 'در حال حاضر', 'این روزها', 'اخیرا', 'اخیر', 'اواخر', 'تازه', 'تازهترین', 'جدیدترین', 'فعلا'],
      overview: ['خلاصه', 'معرفی', 'مرور', 'کلی', 'کیست'],
    },
    generic: ['بگو', 'بگویید', 'بگید', 'چه', 'چی', 'چیه', 'کارهایی', 'کاری', 'چیست', 'چیزهایی', 'چیزی', 'چیز', 'کجا', 'کجاست', 'است', 'کرده', 'کردهاند', 'لطفا', 'توضیح', 'بده', 'بدهید', 'دهید', 'همه', 'هایی', 'های', 'ها', 'هایش', 'هایشان', 'شان', 'ترین', 'روی', 'میدهد', 'میدهند', 'می', 'دهد', 'نام', 'ببر', 'ببرید', 'اصلی', 'مهم', 'انجام', 'داده', 'کند', 'میکند', 'میکنند', 'درباره', 'چطور', 'هست', 'هستند'],
  },
  de: {
    author: ['der autor', 'die autorin', 'autor', 'autorin', 'seiteninhaberin', 'seiteninhaber', 'inhaberin der website', 'inhaber der website', 'inhaberin dieser seite', 'inhaberin', 'inhaber', 'betreiberin dieser seite', 'betreiberin der seite', 'betreiberin', 'betreiber dieser seite', 'betreiber', 'diese person', 'die person hinter dieser seite'],
    pronouns: ['sie', 'ihr', 'ihre', 'ihren', 'ihrem', 'ihrer', 'ihres'],
    topics: {
      writing: ['schreiben', 'schreibt', 'geschrieben', 'schrieb', 'artikel', 'text', 'texte', 'veröffentlicht', 'veröffentlichungen', 'publikationen', 'blog', 'beiträge', 'aufsätze'],
      education: ['studieren', 'studiert', 'studium', 'ausbildung', 'abschluss', 'abschlüsse', 'universität', 'hochschule', 'bildung', 'akademisch', 'gelernt', 'schule'],
      experience: ['karriere', 'werdegang', 'erfahrung', 'berufserfahrung', 'lebenslauf', 'arbeitgeber', 'firma', 'firmen', 'unternehmen', 'stelle', 'stellen', 'beruf', 'beruflich', 'berufliche', 'laufbahn'],
      projects: ['projekt', 'projekte', 'fallstudien', 'portfolio'],
      skills: ['fähigkeiten', 'kenntnisse', 'kompetenzen', 'stärken', 'expertise', 'fachgebiete', 'forschung', 'erfolge', 'können'],
      services: ['leistungen', 'dienstleistungen', 'dienste', 'bietet', 'anbieten', 'angebot'],
      current: ['arbeiten', 'arbeitet', 'arbeit', 'gearbeitet', 'derzeit', 'zurzeit', 'gerade', 'aktuell', 'momentan', 'jetzt', 'kürzlich', 'zuletzt', 'letzter', 'in letzter zeit', 'beschäftigt', 'macht', 'gemacht', 'tut'],
      overview: ['überblick', 'zusammenfassung', 'vorstellen', 'profil'],
    },
    generic: ['frau', 'herr', 'erzähl', 'erzählen', 'nenne', 'nennen', 'zeige', 'liste', 'bisher', 'wichtigsten', 'wichtigste', 'haupt', 'umgesetzt', 'gebaut', 'geleitet', 'erstellt', 'welche', 'woran', 'worüber', 'beim', 'bei', 'alles', 'gut'],
  },
  fr: {
    author: ["l'auteure", "l'auteur", "l'autrice", 'auteure', 'auteur', 'autrice', 'propriétaire du site', 'propriétaire de ce site', 'propriétaire', 'cette personne', 'la personne derrière ce site'],
    pronouns: ['elle', 'son', 'sa', 'ses'],
    topics: {
      writing: ['écrire', 'écrit', 'écrits', 'écrite', 'écrites', 'écrivez', 'articles', 'article', 'publications', 'publié', 'publiés', 'blog', 'textes'],
      education: ['études', 'étudier', 'étudié', 'formation', 'diplôme', 'diplômes', 'université', 'scolarité', 'académique'],
      experience: ['carrière', 'parcours', 'expérience', 'expériences', 'emploi', 'emplois', 'poste', 'postes', 'entreprise', 'entreprises', 'cv', 'professionnel', 'professionnelle'],
      projects: ['projet', 'projets', 'études de cas', 'portfolio'],
      skills: ['compétences', 'savoir faire', 'expertise', 'points forts', 'spécialités', 'recherche', 'recherches', 'réalisations'],
      services: ['services', 'service', 'propose', 'proposez', 'offre', 'prestations'],
      current: ['travaille', 'travail', 'travaux', 'travaillé', 'actuellement', 'maintenant', 'récemment', 'en ce moment', 'dernièrement', 'fait', 'faite'],
      overview: ['aperçu', 'résumé', 'présentation', 'présenter'],
    },
    generic: ['parlez', 'parle', 'dites', 'dis', 'donne', 'donnez', 'liste', 'quelles', 'quels', 'quelle', 'quel', 'principales', 'principaux', 'réalisé', 'réalisés', 'faites', 'menés', 'mené', 'derrière', 'moi', 'tout'],
  },
  es: {
    author: ['la autora', 'el autor', 'autora', 'autor', 'dueña del sitio', 'dueña', 'propietaria de este sitio', 'propietaria del sitio', 'propietaria', 'esta persona', 'la persona detrás de este sitio'],
    pronouns: ['ella', 'su', 'sus'],
    topics: {
      writing: ['escribir', 'escribe', 'escribió', 'escrito', 'escritos', 'artículos', 'artículo', 'publicaciones', 'publicado', 'publicó', 'blog', 'textos'],
      education: ['estudiar', 'estudió', 'estudiado', 'estudios', 'formación', 'educación', 'título', 'títulos', 'universidad', 'académica', 'académico'],
      experience: ['trayectoria', 'experiencia', 'carrera', 'empleo', 'empleos', 'puesto', 'puestos', 'empresa', 'empresas', 'profesional', 'currículum'],
      projects: ['proyecto', 'proyectos', 'portafolio', 'casos de estudio'],
      skills: ['habilidades', 'competencias', 'destrezas', 'conocimientos', 'fortalezas', 'especialidad', 'investigación', 'logros'],
      services: ['servicios', 'servicio', 'ofrece', 'ofrecer', 'presta'],
      current: ['trabaja', 'trabajo', 'trabajando', 'trabajado', 'actualmente', 'ahora', 'recientemente', 'hace', 'hecho', 'haciendo'],
      overview: ['resumen', 'presentación', 'perfil'],
    },
    generic: ['cuéntame', 'háblame', 'dime', 'di', 'lista', 'principales', 'principal', 'realizado', 'realizó', 'desarrollado', 'dirigido', 'sobre', 'cuáles', 'qué', 'tiene'],
  },
  pt: {
    author: ['a autora', 'o autor', 'autora', 'autor', 'dona do site', 'dona deste site', 'dona', 'proprietária deste site', 'proprietária do site', 'proprietária', 'esta pessoa', 'essa pessoa', 'a pessoa por trás deste site'],
    pronouns: ['ela', 'dela', 'seu', 'sua', 'seus', 'suas'],
    topics: {
      writing: ['escrever', 'escreve', 'escreveu', 'escrito', 'escritos', 'artigos', 'artigo', 'publicações', 'publicou', 'publicado', 'textos', 'blog'],
      education: ['estudar', 'estudou', 'estudos', 'formação', 'educação', 'diploma', 'universidade', 'faculdade', 'graduação', 'acadêmica', 'acadêmico'],
      experience: ['carreira', 'experiência', 'trajetória', 'emprego', 'empregos', 'cargo', 'cargos', 'empresa', 'empresas', 'profissional', 'currículo'],
      projects: ['projeto', 'projetos', 'portfólio', 'estudos de caso'],
      skills: ['habilidades', 'competências', 'conhecimentos', 'especialidade', 'pontos fortes', 'pesquisa', 'conquistas'],
      services: ['serviços', 'serviço', 'oferece', 'oferecer', 'presta'],
      current: ['trabalha', 'trabalho', 'trabalhando', 'trabalhou', 'atualmente', 'agora', 'recentemente', 'faz', 'fazendo', 'feito', 'visão geral'],
      overview: ['resumo', 'apresentação', 'perfil', 'geral'],
    },
    generic: ['conte', 'fale', 'diga', 'liste', 'principais', 'principal', 'desenvolveu', 'desenvolvido', 'realizou', 'liderou', 'quais', 'qual', 'está', 'tem', 'visão', 'sobre'],
  },
  ru: {
    author: ['автор', 'автора', 'автору', 'автором', 'автор сайта', 'владелица сайта', 'владелица', 'владелец сайта', 'владелец', 'хозяйка сайта', 'хозяйка', 'этот человек', 'этого человека', 'этом человеке'],
    pronouns: ['она', 'её', 'ее', 'неё', 'нее', 'ей', 'ней'],
    topics: {
      writing: ['писать', 'пишет', 'написала', 'написал', 'статьи', 'статья', 'публикации', 'опубликовала', 'тексты', 'блог'],
      education: ['учиться', 'училась', 'учился', 'учёба', 'образование', 'университет', 'диплом', 'степень', 'окончила', 'закончила'],
      experience: ['карьера', 'опыт', 'резюме', 'компания', 'компаниях', 'должность', 'должности', 'профессиональный', 'стаж', 'биография'],
      projects: ['проект', 'проекты', 'портфолио'],
      skills: ['навыки', 'умения', 'компетенции', 'знания', 'сильные стороны', 'специализация', 'исследования', 'достижения'],
      services: ['услуги', 'предлагает', 'оказывает'],
      current: ['работает', 'работа', 'работала', 'сейчас', 'занимается', 'недавно', 'делает', 'делала', 'теперь', 'в последнее время', 'в данный момент', 'последнее время'],
      overview: ['обзор', 'кратко', 'представьте'],
    },
    generic: ['расскажите', 'расскажи', 'перечислите', 'назовите', 'какие', 'какими', 'какой', 'какая', 'каких', 'чем', 'чём', 'над', 'реализовала', 'создала', 'обладает', 'основные', 'главные', 'сайта'],
  },
  ar: {
    author: ['المؤلفة', 'المؤلف', 'الكاتبة', 'صاحبة الموقع', 'صاحبة هذا الموقع', 'صاحب الموقع', 'صاحب هذا الموقع', 'هذه الشخصية', 'هذا الشخص', 'الشخص'],
    // The attached ـها ("her") is read off the topic word itself (see `read`).
    pronouns: [],
    topics: {
      writing: ['كتبت', 'تكتب', 'كتابة', 'كتابات', 'مقالات', 'مقال', 'منشورات', 'نشرت', 'نشرتها'],
      education: ['درست', 'دراسة', 'تعليم', 'شهادة', 'شهادات', 'جامعة', 'تخرجت', 'الأكاديمي'],
      experience: ['مسيرة', 'المهنية', 'مهنية', 'خبرة', 'خبرات', 'الشركات', 'شركة', 'وظيفة', 'وظائف'],
      projects: ['مشاريع', 'مشروع', 'المشاريع'],
      skills: ['مهارات', 'كفاءات', 'تخصص', 'أبحاث', 'إنجازات', 'نقاط القوة'],
      services: ['خدمات', 'الخدمات', 'تقدم', 'تقدمها'],
      current: ['تعمل', 'عمل', 'عملت', 'حاليا', 'الآن', 'مؤخرا', 'تفعل', 'تشتغل', 'الحالي'],
      overview: ['نبذة', 'ملخص', 'لمحة'],
    },
    generic: ['عليها', 'حدثني', 'أخبرني', 'اذكر', 'ما', 'ماذا', 'هي', 'التي', 'الذي', 'أي', 'الأساسية', 'الرئيسية', 'أنجزتها', 'أنجزت', 'تلقت', 'على', 'في'],
  },
  hi: {
    author: ['लेखिका', 'लेखक', 'साइट की मालकिन', 'साइट की मालिक', 'साइट के मालिक', 'इस साइट की मालकिन', 'मालकिन', 'इस व्यक्ति', 'यह व्यक्ति', 'इस शख़्स'],
    pronouns: ['वह', 'वे', 'उसने', 'उसका', 'उसकी', 'उसके', 'उन्होंने', 'उनका', 'उनकी', 'उनके', 'इन्होंने', 'इनका', 'इनकी', 'इनके'],
    topics: {
      writing: ['लिखा', 'लिखे', 'लिखती', 'लेख', 'लेखन', 'प्रकाशित', 'ब्लॉग'],
      education: ['पढ़ाई', 'शिक्षा', 'पढ़ी', 'पढ़ा', 'डिग्री', 'विश्वविद्यालय', 'यूनिवर्सिटी', 'स्नातक'],
      experience: ['करियर', 'अनुभव', 'नौकरी', 'कंपनी', 'कंपनियों', 'पेशेवर', 'पद'],
      projects: ['परियोजना', 'परियोजनाएं', 'प्रोजेक्ट', 'प्रोजेक्ट्स'],
      skills: ['कौशल', 'क्षमताएं', 'विशेषज्ञता', 'हुनर', 'शोध', 'उपलब्धियां'],
      services: ['सेवाएं', 'सेवा'],
      current: ['काम', 'अभी', 'आजकल', 'हाल', 'वर्तमान', 'फ़िलहाल', 'किया', 'कर रही'],
      overview: ['परिचय', 'सारांश'],
    },
    generic: ['क्या', 'कहाँ', 'बताइए', 'बताओ', 'बताएं', 'किन', 'देती', 'देते', 'कौन', 'सी', 'मुख्य', 'हुई', 'रही', 'में', 'पर', 'किस'],
  },
  zh: {
    author: ['作者', '网站主人', '网站的主人', '这个网站的主人', '站长', '博主', '这个人', '这个人的', '这位', '此人'],
    pronouns: ['她', '她的'],
    topics: {
      writing: ['写', '写过', '写了', '文章', '写作', '撰写', '发表', '博客', '著作'],
      education: ['教育', '学历', '学习', '读书', '上学', '学', '毕业', '大学', '学位', '教育背景'],
      experience: ['职业', '经历', '履历', '公司', '经验', '工作经验', '简历', '职位'],
      projects: ['项目', '案例', '作品'],
      skills: ['技能', '能力', '专长', '擅长', '特长', '成就', '研究'],
      services: ['服务', '提供'],
      current: ['在做', '做了', '做过', '最近', '目前', '现在', '忙', '工作'],
      overview: ['概述', '介绍', '简介'],
    },
    generic: ['什么', '怎样', '哪些', '一下', '一些', '主要', '背景'],
  },
};

// Persian suffixes stripped from a question's word before lookup (longest first; the stem must keep
// two letters): possessive pronouns, plural, indefinite/ezafe ی. Our rules: no Persian Snowball
// stemmer exists. With the ZWNJ (نوشته‌هایش) normalization already splits the word.
/**
 * A Persian question word and its forms without one suffix of {@link PERSIAN_SUFFIXES}
 * (possessive, plural, indefinite/ezafe ی; the stem keeps two letters): "نقشی" → "نقش".
 * Used by the overview detector and by retrieval's question stems.
 */
export function persianQuestionForms(w: string): string[] {
  const out = [w];
  for (const s of PERSIAN_SUFFIXES) if (w.endsWith(s) && [...w].length - [...s].length >= 2) out.push(w.slice(0, -s.length));
  return out;
}
const PERSIAN_SUFFIXES = ['هایشان', 'هایتان', 'هایمان', 'هایش', 'هایت', 'هایم', 'هایی', 'های', 'ها', 'یشان', 'شان', 'تان', 'مان', 'یش', 'اش', 'ات', 'ام', 'ش', 'ی', 'ان'];
// Arabic attached pronouns (her, his, their, your, our), stripped before the Snowball stemmer.
const ARABIC_PRONOUN = /(?:ها|هم|هن|كما|كم|نا|ه)$/u;

const LATIN = /\p{Script=Latin}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;
const DEVANAGARI = /\p{Script=Devanagari}/u;

const stripAccents = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
// lib/text folds Arabic letters to Persian forms; the Arabic stemmer expects Arabic ones.
const toArabicLetters = (w: string) => w.replace(/ی/g, 'ي').replace(/ک/g, 'ك');

const LATIN_STEMMERS: [Locale, (w: string) => string][] = [['en', englishStem], ['de', germanStem], ['fr', frenchStem], ['es', spanishStem], ['pt', portugueseStem]];

/** Keys of a normalized word in one language ("es:estudi"); `question` also strips Persian suffixes. */
function keysIn(lang: Locale, w: string, question: boolean): string[] {
  switch (lang) {
    case 'en': case 'de': case 'fr': case 'es': case 'pt': {
      const stem = LATIN_STEMMERS.find(([l]) => l === lang)![1];
      return [...new Set([w, stripAccents(w)].map((x) => `${lang}:${stem(x)}`))];
    }
    case 'ru': return [`ru:${russianStem(w.replace(/ё/g, 'е'))}`];
    case 'hi': return [`hi:${hindiStem(w.replace(/\u0901/g, '\u0902'))}`];
    case 'ar': {
      const a = toArabicLetters(w);
      const bare = a.length > 4 ? a.replace(ARABIC_PRONOUN, '') : a;
      return [...new Set([a, bare, bare.startsWith('ال') ? bare : `ال${bare}`].map((x) => `ar:${arabicStem(x)}`))];
    }
    case 'fa': {
      if (!question) return [`fa:${w}`];
      return persianQuestionForms(w).map((x) => `fa:${x}`);
    }
    case 'zh': return [`zh:${w}`];
  }
}

/** Keys of a question's word in every language written in its script, plus the word itself (`=w`). */
function questionKeys(w: string): string[] {
  const exact = `=${w}`;
  if (LATIN.test(w)) return [exact, ...LATIN_STEMMERS.flatMap(([l]) => keysIn(l, w, true))];
  if (CYRILLIC.test(w)) return [exact, ...keysIn('ru', w, true)];
  if (ARABIC_SCRIPT.test(w)) return [exact, ...keysIn('fa', w, true), ...keysIn('ar', w, true)];
  if (DEVANAGARI.test(w)) return [exact, ...keysIn('hi', w, true)];
  return [exact, ...keysIn('zh', w, true)];
}

/**
 * Keys of a lexicon word: its stems, except for pronouns and Latin-script words of three letters or fewer,
 * which match only as written — a stem of "dela" (pt "her") is "del" (es "of the"), of "ses"
 * (fr "her") "se" (es reflexive).
 */
function lexiconKeys(lang: Locale, w: string, pronoun: boolean): string[] {
  return pronoun || (LATIN.test(w) && [...w].length <= 3) ? [`=${w}`] : keysIn(lang, w, false);
}

/** What a matched stretch of the question is. */
type Role = { kind: 'topic'; topic: Topic } | { kind: 'author' } | { kind: 'pronoun' } | { kind: 'generic' };

/** One entry of the lexicon: a sequence of key sets (one per word) and what it means. */
interface Phrase { keys: Set<string>[]; role: Role; lang: Locale }

// French elision: ICU keeps "qu'a", "l'auteure" as one word; the word is what follows the apostrophe.
const ELISION = /^(?:c|d|j|l|m|n|s|t|qu|jusqu|lorsqu|puisqu)['’](?=\p{L})/u;

/** The question's words as the lexicon sees them: normalized, French elisions split off. */
function tokens(text: string): string[] {
  return allWords(text).flatMap((w) => (ELISION.test(w) ? [w.replace(ELISION, '')] : [w])).filter(Boolean);
}

const LEXICON: Phrase[] = [];
for (const [lang, data] of Object.entries(LANGUAGES) as [Locale, LanguageData][]) {
  const add = (entries: string[], role: Role) => {
    for (const e of entries) {
      const ws = tokens(e);
      if (ws.length) LEXICON.push({ keys: ws.map((w) => new Set(lexiconKeys(lang, w, role.kind === 'pronoun'))), role, lang });
    }
  };
  add(data.author, { kind: 'author' });
  add(data.pronouns, { kind: 'pronoun' });
  for (const [topic, list] of Object.entries(data.topics) as [Topic, string[]][]) add(list, { kind: 'topic', topic });
  add(data.generic, { kind: 'generic' });
}
// Longest entries first, then topics before generic words (a word in both counts as a topic).
const RANK = { topic: 0, author: 1, pronoun: 2, generic: 3 } as const;
LEXICON.sort((a, b) => b.keys.length - a.keys.length || RANK[a.role.kind] - RANK[b.role.kind]);
const FIRST_KEY = new Map<string, Phrase[]>();
for (const p of LEXICON) for (const k of p.keys[0]!) FIRST_KEY.set(k, [...(FIRST_KEY.get(k) ?? []), p]);

// Words after an author noun that make it someone else's author ("the author of this novel"):
// genitive prepositions and determiners, and the site words that keep it ours ("the owner of this site").
const GENITIVE = new Set(['of', 'von', 'des', 'der', 'de', 'du', 'del', 'do', 'da', 'dos', 'das']);
const DETERMINERS = new Set(['this', 'the', 'that', 'ce', 'cette', 'le', 'la', 'este', 'esta', 'el', 'deste', 'desta', 'o', 'a', 'dieser', 'diese', 'die', 'dem']);
const SITE_WORDS = new Set(['site', 'website', 'page', 'webpage', 'seite', 'webseite', 'sitio', 'сайта', 'сайт', 'سایت', 'وبسایت', 'صفحه', 'الموقع', 'موقع', 'साइट', '网站', '本站']);
const ZH_HI_POSSESSIVE = new Set(['的', 'के', 'की', 'का']);
// A Persian possessive suffix on a topic word ("تحصیلاتش", her education) points at the author.
const PERSIAN_POSSESSIVE = /(?:ش|شان)$/u;

/** A question read against the lexicon: what each stretch is, and the words nothing explains. */
interface Reading {
  topics: Set<Topic>;
  /** Author nouns that point at the site's author (not "the author of a novel"). */
  author: boolean;
  pronoun: boolean;
  name: boolean;
  /** Content words that are none of the above: the question asks about them. */
  other: string[];
}

function read(question: string, nameWords: ReadonlySet<string>): Reading {
  const ws = tokens(question);
  const keys = ws.map(questionKeys);
  const r: Reading = { topics: new Set(), author: false, pronoun: false, name: false, other: [] };
  const explained = new Set<string>(); // words of the lexicon: never "other" even when repeated
  for (let i = 0; i < ws.length;) {
    if (nameWords.has(ws[i]!)) { r.name = true; i++; continue; }
    const candidates = keys[i]!.flatMap((k) => FIRST_KEY.get(k) ?? []);
    const match = candidates.sort((a, b) => b.keys.length - a.keys.length || RANK[a.role.kind] - RANK[b.role.kind])
      .find((p) => p.keys.every((set, j) => i + j < ws.length && keys[i + j]!.some((k) => set.has(k))));
    if (!match && SITE_WORDS.has(ws[i]!)) { i++; continue; } // "this site", "the owner of this website"
    if (!match) {
      const w = ws[i]!;
      const han = /\p{Script=Han}/u.test(w);
      // Stop words and one-character Chinese particles carry no topic.
      if (contentWords(w).length > 0 && !(han && [...w].length < 2) && !explained.has(w)) r.other.push(w);
      i++;
      continue;
    }
    const span = ws.slice(i, i + match.keys.length);
    span.forEach((w) => explained.add(w));
    if (match.role.kind === 'topic') {
      r.topics.add(match.role.topic);
      // "تحصیلاتش" (her education) — unless the word itself is the member ("دانش", knowledge).
      const w = span[0]!;
      if (span.length === 1 && ARABIC_SCRIPT.test(w) && PERSIAN_POSSESSIVE.test(w) && !match.keys[0]!.has(`fa:${w}`) && !match.keys[0]!.has(`=${w}`)) r.pronoun = true;
      if (span.length === 1 && ARABIC_SCRIPT.test(w) && /ها$/u.test(w) && match.lang === 'ar') r.pronoun = true;
    } else if (match.role.kind === 'pronoun') r.pronoun = true;
    else if (match.role.kind === 'author') r.author ||= isOurAuthor(ws, i, i + match.keys.length, match, keys);
    i += match.keys.length;
  }
  return r;
}

/**
 * Whether an author noun at ws[from, to) is the site's author: not when a genitive follows with
 * something other than the site ("the author of Dune", "Autorin des Romans"), not when a Chinese
 * or Hindi possessive precedes it after another noun ("小说的作者", "उपन्यास के लेखक"), and in
 * Russian/Arabic/Persian (genitive by position) not when a content word that is neither topic nor
 * frame follows ("автор книги", "مؤلف الكتاب", "نویسنده کتاب").
 */
function isOurAuthor(ws: string[], from: number, to: number, match: Phrase, keys: string[][]): boolean {
  const span = ws.slice(from, to);
  if (span.some((w) => SITE_WORDS.has(w))) return true;
  let j = to;
  if (ws[j] && GENITIVE.has(ws[j]!)) {
    j++;
    while (ws[j] && DETERMINERS.has(ws[j]!)) j++;
    if (ws[j] && !SITE_WORDS.has(ws[j]!)) return false;
  }
  const prev = ws[from - 1];
  const before = ws[from - 2];
  if (prev && ZH_HI_POSSESSIVE.has(prev) && before && !SITE_WORDS.has(before) && contentWords(before).length > 0) return false;
  const next = ws[to];
  const known = next !== undefined && keys[to]!.some((k) => FIRST_KEY.has(k));
  if (['ru', 'ar', 'fa'].includes(match.lang) && next && contentWords(next).length > 0 && !SITE_WORDS.has(next) && !known) return false;
  return true;
}

/**
 * Does the question point at the author: her name, "the author / the site owner / this person"
 * in any of the ten languages (someone else's author excluded), or a pronoun that points at her.
 * @param nameWords normalized words of the author's name (data, from her profile)
 */
export function refersToAuthor(question: string, nameWords: ReadonlySet<string>): boolean {
  const r = read(question, nameWords);
  return r.name || r.author || r.pronoun;
}

/**
 * Detects an overview question.
 * @param nameWords normalized words of the author's name (they never make a question specific)
 * @returns the entry kinds to list, or null when the question asks for one passage
 */
export function detectOverview(question: string, nameWords: ReadonlySet<string>): EntryKind[] | null {
  const r = read(question, nameWords);
  if (r.other.length > 0) return null; // a topic word of its own: this asks for a passage
  const specific = new Set<EntryKind>();
  let general = false;
  for (const t of r.topics) {
    const kinds = TOPIC_KINDS[t];
    if (kinds.length === ALL.length) general = true;
    else kinds.forEach((k) => specific.add(k));
  }
  if (specific.size > 0) return ALL.filter((k) => specific.has(k));
  // "Who is <first name> <last name>?", "Tell me about the site owner.": the author and nothing specific asks for everything.
  return general || r.name || r.author ? ALL : null;
}
