/**
 * Overview questions (design, Layer 2 "Overview questions"): "what has she done lately?", career,
 * projects, writing, education, skills, services — they have no nearest passage; the answer is
 * the date-ordered list of entries.
 *
 * Rule (see {@link detectOverview}): a topic word family + no distinctive corpus term (a word the
 * index holds in few entries: "What did she build for the Golestan archive?" asks for a passage)
 * + every other word explained — by the lexicon (frame words, pro-drop third-person verbs), by the
 * author (her name, her profile's pronouns, "the author / the site owner / this person / the woman
 * behind this site", possessive suffixes), or, when the question points at her, by not being in
 * the corpus at all (the visitor's own frame: "favourite", "Lieblings…"). "Where did the author
 * study?" is an overview; "What did she study in her MSc thesis?" is not ("msc", "thesis" are in
 * the corpus and rare), nor is "What skills does a good nurse need?" (nobody pointed at, "nurse"
 * unexplained).
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
 * - zh: no inflection; words as lib/text segments them (jieba; multi-word members are matched as sequences).
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
export type Topic = 'writing' | 'education' | 'experience' | 'projects' | 'skills' | 'services' | 'current' | 'overview' | 'doing';
const TOPIC_KINDS: Record<Topic, EntryKind[]> = {
  writing: ['article'], education: ['cv'], experience: ['cv'], projects: ['case_study'], skills: ['cv', 'case_study'], services: ['service'],
  current: ALL, overview: ALL, doing: ALL,
};

/** What one language contributes: multi-word entries are matched as word sequences. */
interface LanguageData {
  /** The author named without her name: "the author", "the site owner", "this person", "the owner of this site". */
  author: string[];
  /**
   * Third-person pronouns and possessives that do not tell a gender (fr son/sa/ses, es su/sus,
   * Persian او, Hindi उन्होंने): gendered ones ("she", "sie", "она", "她") are the author's data,
   * read from her profile ({@link AuthorReference}).
   */
  pronouns: string[];
  /**
   * Person nouns of either gender ("woman", "man", "person"): with a site word in the same
   * question ("the woman behind this site", "the person who runs this site") they name the author.
   */
  persons: string[];
  /**
   * Third-person auxiliaries and copulas of a question with no subject (es "ha", pt "tem", fa
   * "دارد", hi "हैं"): frame words, and in pro-drop languages what stands for the subject.
   */
  thirdPerson: string[];
  /** Word families per topic: members in any inflection the stemmer does not merge. */
  topics: Partial<Record<Topic, string[]>>;
  /** Words of the question's frame that carry no topic ("tell", "main", "list", "did"). */
  generic: string[];
}

// The data of the ten languages: word classes, nothing of one author (her name and gendered
// pronouns come from her profile). Topic families include the verbs of the topic ("master" for
// skills) and the "languages / tech stack" words of skills.
const LANGUAGES: Record<Locale, LanguageData> = {
  en: {
    author: ['the author', 'author', 'site owner', 'website owner', 'owner of this site', 'owner of the site', 'owner of this website', 'owner of this page', 'the owner', 'this person', 'the person behind this site', 'the person behind this website', 'the person behind this page'],
    pronouns: [],
    persons: ['woman', 'man', 'person', 'lady', 'guy', 'owner', 'runs', 'behind'],
    thirdPerson: ['has', 'does', 'did', 'is', 'was', 'been'],
    topics: {
      writing: ['write', 'writes', 'wrote', 'written', 'writing', 'writings', 'article', 'articles', 'publication', 'publish', 'published', 'blog', 'post', 'posts', 'essay', 'paper'],
      education: ['study', 'studied', 'studies', 'education', 'educated', 'educational', 'degree', 'degrees', 'university', 'universities', 'school', 'graduate', 'graduated', 'academic', 'qualification', 'qualifications', 'diploma', 'trained', 'training'],
      experience: ['career', 'experience', 'experienced', 'background', 'job', 'jobs', 'position', 'positions', 'role', 'roles', 'employer', 'employers', 'employment', 'company', 'companies', 'history', 'cv', 'resume', 'professional', 'professionally', 'held', 'employed'],
      projects: ['project', 'projects', 'portfolio', 'case studies', 'case study'],
      skills: ['skill', 'skills', 'skilled', 'expertise', 'expert', 'strength', 'strengths', 'strongest', 'ability', 'abilities', 'competence', 'competencies', 'specialty', 'specialties', 'specialize', 'specialise', 'specialized', 'specialised', 'specialization', 'specialisation', 'achievement', 'achievements', 'accomplishments', 'research', 'programming languages', 'languages', 'language', 'tech stack', 'stack', 'technologies', 'tools', 'proficient'],
      services: ['service', 'services', 'offer', 'offers', 'offering', 'offerings', 'provide', 'provides'],
      current: ['work', 'working', 'worked', 'works', 'currently', 'current', 'now', 'today', 'lately', 'recently', 'recent', 'latest', 'newest', 'doing', 'done', 'busy', 'these days', 'at the moment', 'at present'],
      overview: ['overview', 'summary', 'summarize', 'introduction', 'introduce', 'profile', 'bio', 'biography'],
      doing: ['do', 'for a living'],
    },
    generic: ['tell', 'give', 'list', 'show', 'name', 'please', 'kind', 'sort', 'type', 'things', 'thing', 'everything', 'far', 'ever', 'all', 'main', 'major', 'key', 'principal', 'walk', 'through', 'beginning', 'start', 'led', 'lead', 'build', 'built', 'make', 'made', 'create', 'created', 'complete', 'completed', 'deliver', 'delivered', 'hold', 'holds', 'have', 'get', 'got', 'good', 'best', 'summarise', 'like', 'use', 'uses', 'using', 'used', 'field', 'fields', 'area', 'areas', 'moment', 'present'],
  },
  fa: {
    author: ['نویسنده', 'صاحب سایت', 'صاحب این سایت', 'صاحب وبسایت', 'صاحب این وبسایت', 'صاحب این وب سایت', 'صاحب این صفحه', 'این شخص', 'این فرد', 'این آدم', 'این خانم', 'این آقا'],
    // After a ZWNJ the possessive suffix is a word of its own (نوشته‌هایش → نوشته هایش).
    pronouns: ['او', 'ایشان', 'وی', 'اش', 'ش', 'هایش', 'هایشان', 'شان', 'یش'],
    persons: ['خانم', 'آقا', 'زن', 'مرد', 'شخص', 'فرد', 'کسی', 'صاحب', 'پشت', 'گرداننده'],
    thirdPerson: ['است', 'دارد', 'بوده', 'کرده', 'رفته', 'داده', 'بود', 'کرد', 'داشته', 'میکند', 'میدهد', 'اند'],
    topics: {
      writing: ['نوشته', 'نوشتهها', 'نوشتن', 'نوشت', 'نویسد', 'مینویسد', 'نویسندگی', 'مقاله', 'مقالات', 'مقالهها', 'منتشر', 'انتشار', 'انتشارات', 'وبلاگ', 'پست'],
      education: ['تحصیل', 'تحصیلات', 'تحصیلی', 'درس', 'خوانده', 'خونده', 'دانشگاه', 'مدرک', 'دانشجو', 'فارغ التحصیل', 'آموزش', 'رشته'],
      experience: ['سوابق', 'سابقه', 'تجربه', 'تجربیات', 'تجارب', 'رزومه', 'کارنامه', 'شغل', 'مشاغل', 'شغلی', 'شرکت', 'شرکتها', 'حرفه', 'حرفهای', 'مشغول', 'کاری'],
      projects: ['پروژه', 'پروژهها', 'نمونه کار', 'نمونه کارها', 'نمونه'],
      skills: ['مهارت', 'مهارتها', 'توانایی', 'تواناییها', 'تخصص', 'تخصصها', 'دانش', 'نقاط قوت', 'دستاورد', 'دستاوردها', 'پژوهش', 'تحقیقات', 'زبان', 'زبانها', 'برنامه نویسی', 'مسلط', 'بلد', 'فناوری', 'ابزار'],
      services: ['خدمات', 'خدماتی', 'ارائه', 'ارایه'],
      current: ['کار', 'کارها', 'الان', 'اکنون', 'حالا', 'در حال حاضر', 'این روزها', 'اخیرا', 'اخیر', 'اواخر', 'تازه', 'تازهترین', 'جدیدترین', 'فعلا'],
      overview: ['خلاصه', 'معرفی', 'مرور', 'کلی', 'کیست'],
      doing: ['چه کار', 'چکار', 'چیکار'],
    },
    generic: ['بگو', 'بگویید', 'بگید', 'چه', 'چی', 'چیه', 'کارهایی', 'چیست', 'چیزهایی', 'چیزی', 'چیز', 'کجا', 'کجاست', 'کرده', 'کردهاند', 'لطفا', 'توضیح', 'بده', 'بدهید', 'دهید', 'همه', 'هایی', 'های', 'ها', 'ترین', 'روی', 'میدهد', 'میدهند', 'می', 'دهد', 'نام', 'ببر', 'ببرید', 'اصلی', 'مهم', 'انجام', 'داده', 'کند', 'میکند', 'میکنند', 'درباره', 'چطور', 'هست', 'هستند', 'کدام', 'کدامند', 'کدوم', 'نشان', 'زمینه', 'زمینهها', 'حوزه', 'حوزهها'],
  },
  de: {
    author: ['der autor', 'die autorin', 'autor', 'autorin', 'seiteninhaberin', 'seiteninhaber', 'inhaberin der website', 'inhaber der website', 'inhaberin dieser seite', 'inhaberin', 'inhaber', 'betreiberin dieser seite', 'betreiberin der seite', 'betreiberin', 'betreiber dieser seite', 'betreiber', 'diese person', 'die person hinter dieser seite'],
    pronouns: [],
    persons: ['frau', 'mann', 'person', 'mensch', 'hinter', 'betreibt'],
    thirdPerson: ['hat', 'ist', 'war', 'hatte'],
    topics: {
      writing: ['schreiben', 'schreibt', 'geschrieben', 'schrieb', 'artikel', 'text', 'texte', 'veröffentlicht', 'veröffentlichungen', 'publikationen', 'blog', 'beiträge', 'aufsätze', 'verfasst', 'verfassen'],
      education: ['studieren', 'studiert', 'studium', 'ausbildung', 'abschluss', 'abschlüsse', 'universität', 'hochschule', 'bildung', 'akademisch', 'gelernt', 'schule'],
      experience: ['karriere', 'werdegang', 'erfahrung', 'berufserfahrung', 'lebenslauf', 'arbeitgeber', 'firma', 'firmen', 'unternehmen', 'stelle', 'stellen', 'beruf', 'beruflich', 'berufliche', 'laufbahn', 'angestellt', 'tätig'],
      projects: ['projekt', 'projekte', 'fallstudien', 'portfolio'],
      skills: ['fähigkeiten', 'kenntnisse', 'kompetenzen', 'stärken', 'expertise', 'fachgebiete', 'forschung', 'erfolge', 'können', 'sprachen', 'programmiersprachen', 'technologien', 'werkzeuge', 'beherrscht', 'beherrschen', 'spezialisiert'],
      services: ['leistungen', 'dienstleistungen', 'dienste', 'bietet', 'anbieten', 'angebot', 'angebote'],
      current: ['arbeiten', 'arbeitet', 'arbeit', 'gearbeitet', 'derzeit', 'zurzeit', 'gerade', 'aktuell', 'momentan', 'jetzt', 'kürzlich', 'zuletzt', 'letzter', 'in letzter zeit', 'beschäftigt', 'gemacht', 'im moment'],
      overview: ['überblick', 'zusammenfassung', 'vorstellen', 'profil'],
      doing: ['macht', 'tut'],
    },
    generic: ['frau', 'herr', 'erzähl', 'erzählen', 'nenne', 'nennen', 'zeige', 'liste', 'bisher', 'wichtigsten', 'wichtigste', 'haupt', 'umgesetzt', 'gebaut', 'geleitet', 'erstellt', 'welche', 'woran', 'worüber', 'womit', 'worin', 'beim', 'bei', 'alles', 'gut', 'liegen', 'sieht', 'aus', 'bringt', 'mit'],
  },
  fr: {
    author: ["l'auteure", "l'auteur", "l'autrice", 'auteure', 'auteur', 'autrice', 'propriétaire du site', 'propriétaire de ce site', 'propriétaire', 'cette personne', 'la personne derrière ce site'],
    // Not "son": Spanish "son" (are) and English "son" are spelt the same.
    pronouns: ['sa', 'ses'],
    persons: ['femme', 'homme', 'personne', 'dame', 'derrière', 'tient', 'gère'],
    thirdPerson: ['a', 'est', 'était', 'avait'],
    topics: {
      writing: ['écrire', 'écrit', 'écrits', 'écrite', 'écrites', 'écrivez', 'articles', 'article', 'publications', 'publié', 'publiés', 'blog', 'textes'],
      education: ['études', 'étudier', 'étudié', 'formation', 'diplôme', 'diplômes', 'université', 'scolarité', 'académique', 'diplômée'],
      experience: ['carrière', 'parcours', 'expérience', 'expériences', 'emploi', 'emplois', 'poste', 'postes', 'entreprise', 'entreprises', 'cv', 'professionnel', 'professionnelle', 'occupés', 'occupé'],
      projects: ['projet', 'projets', 'études de cas', 'portfolio'],
      skills: ['compétences', 'savoir faire', 'expertise', 'experte', 'expert', 'points forts', 'spécialités', 'recherche', 'recherches', 'réalisations', 'langages', 'langues', 'maîtrise', 'technologies', 'outils'],
      services: ['services', 'service', 'propose', 'proposez', 'offre', 'prestations'],
      current: ['travaille', 'travail', 'travaux', 'travaillé', 'actuellement', 'maintenant', 'récemment', 'en ce moment', 'dernièrement', 'faite', 'consacre'],
      overview: ['aperçu', 'résumé', 'présentation', 'présenter'],
      doing: ['fait', 'dans la vie'],
    },
    generic: ['parlez', 'parle', 'dites', 'dis', 'donne', 'donnez', 'liste', 'quelles', 'quels', 'quelle', 'quel', 'principales', 'principaux', 'réalisé', 'réalisés', 'faites', 'menés', 'mené', 'derrière', 'moi', 'tout', 'obtenu', 'domaines', 'domaine', 'programmation'],
  },
  es: {
    author: ['la autora', 'el autor', 'autora', 'autor', 'dueña del sitio', 'dueña', 'dueño', 'propietaria de este sitio', 'propietaria del sitio', 'propietaria', 'propietario', 'esta persona', 'la persona detrás de este sitio'],
    pronouns: ['su', 'sus'],
    persons: ['mujer', 'hombre', 'persona', 'señora', 'detrás', 'lleva'],
    thirdPerson: ['ha', 'había', 'tiene', 'está', 'es', 'fue', 'anda', 'se'],
    topics: {
      writing: ['escribir', 'escribe', 'escribió', 'escrito', 'escritos', 'artículos', 'artículo', 'publicaciones', 'publicado', 'publicó', 'blog', 'textos'],
      education: ['estudiar', 'estudió', 'estudiado', 'estudios', 'formación', 'formó', 'educación', 'título', 'títulos', 'universidad', 'académica', 'académico', 'carrera universitaria', 'licenciatura'],
      experience: ['trayectoria', 'experiencia', 'carrera', 'empleo', 'empleos', 'puesto', 'puestos', 'empresa', 'empresas', 'profesional', 'currículum', 'laboral'],
      projects: ['proyecto', 'proyectos', 'portafolio', 'casos de estudio'],
      skills: ['habilidades', 'competencias', 'destrezas', 'conocimientos', 'fortalezas', 'especialidad', 'investigación', 'logros', 'experta', 'experto', 'lenguajes', 'idiomas', 'domina', 'dominar', 'tecnologías', 'herramientas'],
      services: ['servicios', 'servicio', 'ofrece', 'ofrecer', 'presta'],
      current: ['trabaja', 'trabajo', 'trabajando', 'trabajado', 'actualmente', 'ahora', 'recientemente', '=últimamente', 'hecho', 'haciendo', 'dedica', 'dedicado'],
      overview: ['resumen', 'presentación', 'perfil'],
      doing: ['hace'],
    },
    generic: ['cuéntame', 'háblame', 'dime', 'di', 'lista', 'principales', 'principal', 'realizado', 'realizó', 'desarrollado', 'dirigido', 'sobre', 'cuáles', 'qué', 'tiene', 'destacados', 'destacado', 'tipo', 'programación', 'web'],
  },
  pt: {
    author: ['a autora', 'o autor', 'autora', 'autor', 'dona do site', 'dona deste site', 'dona', 'dono', 'proprietária deste site', 'proprietária do site', 'proprietária', 'proprietário', 'esta pessoa', 'essa pessoa', 'a pessoa por trás deste site'],
    pronouns: ['seu', 'sua', 'seus', 'suas'],
    persons: ['mulher', 'homem', 'pessoa', 'senhora', 'trás', 'mantém'],
    thirdPerson: ['tem', 'está', 'é', 'foi', 'já', 'anda', 'costuma', 'se'],
    topics: {
      writing: ['escrever', 'escreve', 'escreveu', 'escrito', 'escritos', 'artigos', 'artigo', 'publicações', 'publicou', 'publicado', 'textos', 'blog'],
      education: ['estudar', 'estudou', 'estudos', 'formação', 'formou', 'educação', 'diploma', 'universidade', 'faculdade', 'graduação', 'acadêmica', 'acadêmico'],
      experience: ['carreira', 'experiência', 'trajetória', 'emprego', 'empregos', 'cargo', 'cargos', 'empresa', 'empresas', 'profissional', 'currículo', 'atuou', 'atua'],
      projects: ['projeto', 'projetos', 'portfólio', 'estudos de caso'],
      skills: ['habilidades', 'competências', 'conhecimentos', 'especialidade', 'especialista', 'pontos fortes', 'pesquisa', 'conquistas', 'linguagens', 'idiomas', 'domina', 'dominar', 'tecnologias', 'ferramentas'],
      services: ['serviços', 'serviço', 'oferece', 'oferecer', 'presta'],
      current: ['trabalha', 'trabalho', 'trabalhando', 'trabalhou', 'atualmente', 'agora', 'recentemente', '=ultimamente', 'fazendo', 'feito', 'visão geral'],
      overview: ['resumo', 'apresentação', 'perfil', 'geral'],
      doing: ['faz'],
    },
    generic: ['conte', 'fale', 'diga', 'liste', 'principais', 'principal', 'desenvolveu', 'desenvolvido', 'realizou', 'liderou', 'quais', 'qual', 'está', 'tem', 'visão', 'sobre', 'importantes', 'tipo', 'áreas', 'área', 'programação', 'como'],
  },
  ru: {
    author: ['автор', 'автора', 'автору', 'автором', 'автор сайта', 'владелица сайта', 'владелица', 'владелец сайта', 'владелец', 'хозяйка сайта', 'хозяйка', 'этот человек', 'этого человека', 'этом человеке', 'этому человеку'],
    pronouns: [],
    persons: ['женщина', 'мужчина', 'человек', 'ведёт', 'ведет'],
    thirdPerson: ['есть', 'был', 'была', 'было'],
    topics: {
      writing: ['писать', 'пишет', 'написала', 'написал', 'статьи', 'статья', 'публикации', 'опубликовала', 'тексты', 'блог'],
      education: ['учиться', 'училась', 'учился', 'учёба', 'образование', 'университет', 'диплом', 'степень', 'окончила', 'закончила'],
      experience: ['карьера', 'опыт', 'резюме', 'компания', 'компаниях', 'должность', 'должности', 'профессиональный', 'стаж', 'биография', 'раньше', 'прежде'],
      projects: ['проект', 'проекты', 'портфолио'],
      skills: ['навыки', 'умения', 'компетенции', 'знания', 'сильные стороны', 'специализация', 'исследования', 'достижения', 'языки', 'языками', 'программирования', 'владеет', 'технологии', 'инструменты'],
      services: ['услуги', 'предлагает', 'оказывает'],
      current: ['работает', 'работа', 'работала', 'сейчас', 'недавно', 'делала', 'теперь', 'в последнее время', 'в данный момент', 'последнее время'],
      overview: ['обзор', 'кратко', 'представьте'],
      doing: ['занимается', 'делает'],
    },
    generic: ['расскажите', 'расскажи', 'перечислите', 'назовите', 'какие', 'какими', 'какой', 'какая', 'каких', 'какое', 'чем', 'чём', 'над', 'реализовала', 'создала', 'обладает', 'основные', 'главные', 'сайта', 'высшее', 'своём', 'своем', 'свои', 'которая', 'который'],
  },
  ar: {
    author: ['المؤلفة', 'المؤلف', 'الكاتبة', 'صاحبة الموقع', 'صاحبة هذا الموقع', 'صاحب الموقع', 'صاحب هذا الموقع', 'هذه الشخصية', 'هذا الشخص', 'الشخص'],
    // The attached ـها ("her"), ـه ("his"), ـهم ("their") is read off the topic word itself (see `read`).
    pronouns: [],
    persons: ['المرأة', 'امرأة', 'الرجل', 'السيدة', 'الشخص', 'وراء', 'خلف', 'تدير', 'يدير'],
    thirdPerson: ['كانت', 'كان', 'لديها', 'لديه'],
    topics: {
      writing: ['كتبت', 'تكتب', 'كتابة', 'كتابات', 'مقالات', 'مقال', 'منشورات', 'نشرت', 'نشرتها'],
      education: ['درست', 'دراسة', 'تعليم', 'شهادة', 'شهادات', 'جامعة', 'الجامعية', 'تخرجت', 'الأكاديمي', 'مؤهلات', 'العلمية'],
      experience: ['مسيرة', 'المهنية', 'مهنية', 'خبرة', 'خبرات', 'الشركات', 'شركة', 'وظيفة', 'وظائف', 'خلفية', 'شغلت'],
      projects: ['مشاريع', 'مشروع', 'المشاريع'],
      skills: ['مهارات', 'كفاءات', 'تخصص', 'تتخصص', 'أبحاث', 'إنجازات', 'نقاط القوة', 'لغات', 'البرمجة', 'تتقن', 'إتقان', 'تقنيات', 'أدوات'],
      services: ['خدمات', 'الخدمات', 'تقدم', 'تقدمها'],
      current: ['عمل', 'عملت', 'حاليا', 'الآن', 'مؤخرا', 'تشتغل', 'الحالي', 'تنشغل', 'هذه الأيام'],
      overview: ['نبذة', 'ملخص', 'لمحة'],
      doing: ['تعمل', 'تفعل', 'يعمل', 'يفعل'],
    },
    generic: ['عليها', 'حدثني', 'أخبرني', 'اذكر', 'ما', 'ماذا', 'بماذا', 'هي', 'التي', 'الذي', 'أي', 'الأساسية', 'الرئيسية', 'أنجزتها', 'أنجزت', 'تلقت', 'على', 'في', 'أبرز', 'مجالات', 'مجال', 'حصلت', 'الأخيرة', 'من', 'أين'],
  },
  hi: {
    author: ['लेखिका', 'लेखक', 'साइट की मालकिन', 'साइट की मालिक', 'साइट के मालिक', 'इस साइट की मालकिन', 'मालकिन', 'इस व्यक्ति', 'यह व्यक्ति', 'इस शख़्स'],
    pronouns: ['वह', 'वे', 'उसने', 'उसका', 'उसकी', 'उसके', 'उन्होंने', 'उनका', 'उनकी', 'उनके', 'इन्होंने', 'इनका', 'इनकी', 'इनके'],
    persons: ['महिला', 'पुरुष', 'व्यक्ति', 'चलाने', 'चलाती', 'चलाते', 'वाली', 'वाले'],
    thirdPerson: ['है', 'हैं', 'था', 'थी', 'थे', 'चुकी', 'चुके', 'चुका'],
    topics: {
      writing: ['लिखा', 'लिखे', 'लिखती', 'लेख', 'लेखन', 'प्रकाशित', 'ब्लॉग'],
      education: ['पढ़ाई', 'शिक्षा', 'पढ़ी', 'पढ़ा', 'डिग्री', 'विश्वविद्यालय', 'यूनिवर्सिटी', 'स्नातक', 'पढ़ाई लिखाई'],
      experience: ['करियर', 'अनुभव', 'नौकरी', 'कंपनी', 'कंपनियों', 'पेशेवर', 'पद', 'पदों'],
      projects: ['परियोजना', 'परियोजनाएं', 'प्रोजेक्ट', 'प्रोजेक्ट्स'],
      skills: ['कौशल', 'क्षमताएं', 'विशेषज्ञता', 'हुनर', 'शोध', 'उपलब्धियां', 'भाषाएं', 'भाषाओं', 'प्रोग्रामिंग', 'जानती', 'जानते'],
      services: ['सेवाएं', 'सेवा', 'प्रदान'],
      current: ['काम', 'अभी', 'आजकल', 'हाल', 'वर्तमान', 'फ़िलहाल', 'किया', 'कर रही'],
      overview: ['परिचय', 'सारांश'],
      doing: ['करती', 'करते'],
    },
    generic: ['क्या', 'कहाँ', 'बताइए', 'बताओ', 'बताएं', 'किन', 'देती', 'देते', 'कौन', 'सी', 'से', 'मुख्य', 'हुई', 'रही', 'में', 'पर', 'किस', 'ली', 'लिया', 'क्षेत्र', 'कितना', 'चीज़'],
  },
  zh: {
    author: ['作者', '网站主人', '网站的主人', '这个网站的主人', '站长', '博主', '这个人', '这个人的', '这位', '此人'],
    pronouns: [],
    persons: ['女士', '先生', '男士', '背后', '这位女士', '这位先生'],
    thirdPerson: [],
    topics: {
      writing: ['写', '写过', '写了', '文章', '写作', '撰写', '发表', '博客', '著作'],
      education: ['教育', '学历', '学习', '读书', '读的书', '上学', '学', '毕业', '大学', '学位', '教育背景'],
      experience: ['职业', '经历', '履历', '公司', '经验', '工作经验', '简历', '职位', '以前', '背景'],
      projects: ['项目', '案例', '作品', '代表作', '代表作品'],
      skills: ['技能', '能力', '专长', '擅长', '特长', '成就', '研究', '编程', '语言', '技术栈'],
      services: ['服务', '提供'],
      current: ['在做', '做了', '做过', '最近', '目前', '现在', '忙', '工作'],
      overview: ['概述', '介绍', '简介'],
      doing: ['做什么', '做', '干什么'],
    },
    generic: ['什么', '怎样', '哪些', '一下', '一些', '主要', '东西', '什么样', '哪所', '些'],
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
type Role = { kind: 'topic'; topic: Topic } | { kind: 'author' } | { kind: 'pronoun' } | { kind: 'person' } | { kind: 'verb' } | { kind: 'generic' };

/** One entry of the lexicon: a sequence of key sets (one per word) and what it means. */
interface Phrase { keys: Set<string>[]; role: Role; lang: Locale }

// French elision: ICU keeps "qu'a", "l'auteure" as one word; the word is what follows the apostrophe.
const ELISION = /^(?:c|d|j|l|m|n|s|t|qu|jusqu|lorsqu|puisqu)['’](?=\p{L})/u;

/** The question's words as the lexicon sees them: normalized (lib/text `words`), French elisions split off. */
function tokens(text: string, normalized: readonly string[] = allWords(text)): string[] {
  return normalized.flatMap((w) => (ELISION.test(w) ? [w.replace(ELISION, '')] : [w])).filter(Boolean);
}

const LEXICON: Phrase[] = [];
for (const [lang, data] of Object.entries(LANGUAGES) as [Locale, LanguageData][]) {
  const add = (entries: string[], role: Role) => {
    for (const e of entries) {
      // "=word": matched as written only — its stem is another word's ("últimamente", lately: "último", the last one).
      const exact = e.startsWith('=');
      const ws = tokens(exact ? e.slice(1) : e);
      if (ws.length) LEXICON.push({ keys: ws.map((w) => new Set(exact ? [`=${w}`] : lexiconKeys(lang, w, role.kind === 'pronoun'))), role, lang });
    }
  };
  add(data.author, { kind: 'author' });
  add(data.pronouns, { kind: 'pronoun' });
  add(data.persons, { kind: 'person' });
  add(data.thirdPerson, { kind: 'verb' });
  for (const [topic, list] of Object.entries(data.topics) as [Topic, string[]][]) add(list, { kind: 'topic', topic });
  add(data.generic, { kind: 'generic' });
}
// Longest entries first, then topics before generic words (a word in both counts as a topic).
const RANK = { topic: 0, author: 1, pronoun: 2, person: 3, verb: 4, generic: 5 } as const;
LEXICON.sort((a, b) => b.keys.length - a.keys.length || RANK[a.role.kind] - RANK[b.role.kind]);
// Keys of Arabic topic words: a question word with one of them and an attached pronoun is "her X" (مهاراتها).
const ARABIC_TOPIC_KEYS = new Set(LEXICON.filter((p) => p.lang === 'ar' && p.role.kind === 'topic' && p.keys.length === 1).flatMap((p) => [...p.keys[0]!]));
const FIRST_KEY = new Map<string, Phrase[]>();
for (const p of LEXICON) for (const k of p.keys[0]!) FIRST_KEY.set(k, [...(FIRST_KEY.get(k) ?? []), p]);

// Words after an author noun that make it someone else's author ("the author of this novel"):
// genitive prepositions and determiners, and the site words that keep it ours ("the owner of this site").
const GENITIVE = new Set(['of', 'von', 'des', 'der', 'de', 'du', 'del', 'do', 'da', 'dos', 'das']);
const DETERMINERS = new Set(['this', 'the', 'that', 'ce', 'cette', 'le', 'la', 'este', 'esta', 'el', 'deste', 'desta', 'o', 'a', 'dieser', 'diese', 'die', 'dem']);
const SITE_WORDS = new Set(['site', 'website', 'page', 'webpage', 'seite', 'webseite', 'website', 'sitio', 'web', 'сайта', 'сайт', 'сайте', 'سایت', 'وبسایت', 'صفحه', 'الموقع', 'موقع', 'साइट', 'वेबसाइट', '网站', '本站']);
const ZH_HI_POSSESSIVE = new Set(['的', 'के', 'की', 'का']);
// A Persian possessive suffix on a topic word ("تحصیلاتش", her education) points at the author.
const PERSIAN_POSSESSIVE = /(?:ش|شان)$/u;

/**
 * Third-person verb forms of a question with no subject (pro-drop), by their endings — our rules
 * from the languages' conjugation tables (any gender: the site has one author, whatever the
 * agreement): es preterite -ó/-ió ("estudió"), pt preterite -ou/-eu/-iu ("formou", "escreveu"),
 * ru past -л/-ла/-ли(сь) and present -ет/-ит/-ает/-ется ("училась", "работает"), ar (letters as
 * lib/text folds them) perfect -ت and imperfect ت-/ي- with an attached pronoun removed
 * ("شغلت", "تتقنها"), fa past participle -ده/-ته and present می…د ("کرده", "میدهد"), hi a
 * participle in -ती/-ता/-ते/-ी/-ा/-े before the auxiliary है/हैं/था/थी/थे ("जानती हैं").
 * A form read here is a frame word (it explains itself), never a topic or a distinctive term.
 */
function isThirdPersonVerb(ws: readonly string[], i: number): boolean {
  const w = ws[i]!;
  const n = [...w].length;
  if (n < 4) return false;
  if (LATIN.test(w)) return /(?:[^aeiou]ó|ió|[^aeiou]ou|eu|iu)$/u.test(w) && !/(?:ção|ções)$/u.test(w);
  if (CYRILLIC.test(w)) return /(?:ла|ли|лась|лся|лись|ет|ит|ется|ится|ают|яют|уют)$/u.test(w);
  if (DEVANAGARI.test(w) || (n >= 2 && /\p{Script=Devanagari}/u.test(w))) return /(?:ती|ता|ते|ी|ा|े)$/u.test(w) && /^(?:है|हैं|था|थी|थे|हुई|हुआ)$/u.test(ws[i + 1] ?? '');
  if (ARABIC_SCRIPT.test(w)) {
    const bare = w.replace(/(?:ها|هم|هن|ه)$/u, '');
    if ([...bare].length >= 3 && (/ت$/u.test(bare) || /^[تی]/u.test(bare))) return true; // ar
    return /(?:ده|ته)$/u.test(w) || (/^می/u.test(w) && /د$/u.test(w)) || (ws[i - 1] === 'می' && /د$/u.test(w)); // fa
  }
  return false;
}

/**
 * The head of a German compound (Duden: the last part names what the compound is;
 * "Berufserfahrung" is an Erfahrung, "Lieblingsprojekte" are Projekte): the longest tail of at
 * least four letters that the lexicon knows as a German topic or author word.
 */
function compoundHead(w: string): Phrase | undefined {
  const cs = [...w];
  if (!LATIN.test(w) || cs.length < 8) return undefined;
  for (let k = 3; k <= cs.length - 4; k++) {
    const tail = cs.slice(k).join('');
    const hit = keysIn('de', tail, true).flatMap((key) => FIRST_KEY.get(key) ?? [])
      .find((p) => p.lang === 'de' && p.keys.length === 1 && (p.role.kind === 'topic' || p.role.kind === 'author'));
    if (hit) return hit;
  }
  return undefined;
}

/**
 * Who the author is, as data from her profile ({@link import('@/lib/profile').authorTerms}):
 * her name's words, her own (gendered) pronouns, and pronouns in Han script.
 */
export interface AuthorReference {
  /** Normalized words of the author's name in every script (they never make a question specific). */
  nameWords: ReadonlySet<string>;
  /** The profile's pronouns, normalized ("she", "her", "sie", "она"). */
  pronouns?: ReadonlySet<string>;
  /** The profile's pronouns in Han script ("她"); ICU may join one character to it ("她的", "她是"): it counts as "她". */
  hanPronouns?: readonly string[];
}

/** Document frequencies in the site's index ({@link import('@/lib/db').termFrequencies}). */
export interface CorpusFrequencies {
  /** Published entries with passages: the N of IDF. */
  entries: number;
  /** Entries holding each looked-up word; a word not in the map is in none. */
  df: ReadonlyMap<string, number>;
}

/**
 * A word at least this share of the entries hold is common on this site (it names nothing in
 * particular: "search" on a search engineer's site); under it, a word the corpus holds is a
 * distinctive term. 1/4: the IDF of Robertson & Spärck Jones, ln((N − df + 0.5)/(df + 0.5)),
 * is ≈ ln 3 there, the point under which a term no longer separates documents well.
 */
export const COMMON_TERM_SHARE = 0.25;

const asReference = (who: ReadonlySet<string> | AuthorReference): AuthorReference => ('nameWords' in who ? who : { nameWords: who });

/**
 * A question read against the lexicon ({@link readAbout}): what it is about from the author's
 * point of view — the overview topics it names, whether it points at her (her name, a pronoun,
 * "the author / this person") — and the words nothing explains. Part of the turn value (lib/question).
 */
export interface AboutReading {
  topics: Set<Topic>;
  /** Author nouns that point at the site's author (not "the author of a novel"), or a person noun with the site. */
  author: boolean;
  /** A pronoun, possessive or attached pronoun of the author. */
  pronoun: boolean;
  name: boolean;
  /** Content words that are none of the above: the question may ask about them. */
  other: string[];
  /**
   * What the question asks of its predicate, from the turn's question value (lib/question
   * `readTurn` sets it; issue 31, kind 4): negated, an attitude, a yes/no question, and the names
   * among its words (anchors: names, Latin-script and code terms). Absent when only the lexicon read it.
   */
  asks?: { negated: boolean; attitude: boolean; yesNo: boolean; names: readonly string[] };
}

/**
 * Reads a question against the lexicon once (see {@link AboutReading}); {@link detectOverview},
 * {@link overviewTopics} and {@link overviewLookupWords} read the result.
 * @param who the author's name words, or her {@link AuthorReference} from the profile
 * @param words the question's words (lib/text `words`) when already read (the turn's): not read again
 */
export function readAbout(question: string, who: ReadonlySet<string> | AuthorReference, words?: readonly string[]): AboutReading {
  return read(question, asReference(who), words);
}

function read(question: string, who: AuthorReference, words?: readonly string[]): AboutReading {
  const ws = tokens(question, words);
  const keys = ws.map(questionKeys);
  const r: AboutReading = { topics: new Set(), author: false, pronoun: false, name: false, other: [] };
  const explained = new Set<string>(); // words of the lexicon: never "other" even when repeated
  let person = false;
  let site = false;
  const han = who.hanPronouns ?? [];
  for (let i = 0; i < ws.length;) {
    const w = ws[i]!;
    if (who.nameWords.has(w)) { r.name = true; i++; continue; }
    if (who.pronouns?.has(w) || han.some((p) => w.startsWith(p) && [...w].length <= [...p].length + 1)) { r.pronoun = true; explained.add(w); i++; continue; }
    const candidates = keys[i]!.flatMap((k) => FIRST_KEY.get(k) ?? []);
    const match = candidates.sort((a, b) => b.keys.length - a.keys.length || RANK[a.role.kind] - RANK[b.role.kind])
      .find((p) => p.keys.every((set, j) => i + j < ws.length && keys[i + j]!.some((k) => set.has(k))))
      ?? compoundHead(w);
    if (SITE_WORDS.has(w) && (!match || match.role.kind === 'generic')) { site = true; i++; continue; } // "this site", "the owner of this website"
    if (!match) {
      // A third-person verb with no pronoun (pro-drop) is frame; stop words and one-character
      // Chinese particles carry no topic.
      if (!isThirdPersonVerb(ws, i) && contentWords(w).length > 0 && !(/\p{Script=Han}/u.test(w) && [...w].length < 2) && !explained.has(w)) r.other.push(w);
      i++;
      continue;
    }
    const span = match.keys.length > 1 ? ws.slice(i, i + match.keys.length) : [w];
    span.forEach((x) => explained.add(x));
    if (span.some((x) => SITE_WORDS.has(x))) site = true;
    if (match.role.kind === 'topic') {
      r.topics.add(match.role.topic);
      // "تحصیلاتش" (her education) — unless the word itself is the member ("دانش", knowledge).
      if (span.length === 1 && ARABIC_SCRIPT.test(w) && PERSIAN_POSSESSIVE.test(w) && !match.keys[0]!.has(`fa:${w}`) && !match.keys[0]!.has(`=${w}`)) r.pronoun = true;
      // Arabic attached pronoun on a topic word ("مهاراتها", her skills; "خبراتهم", their experience).
      // Not ـه ("his"): lib/text folds ة to ه, so "خبرة" (experience) ends the same way.
      if (span.length === 1 && ARABIC_SCRIPT.test(w) && /(?:ها|هم|هن)$/u.test(w) && !match.keys[0]!.has(`=${w}`) && keys[i]!.some((k) => k.startsWith('ar:') && ARABIC_TOPIC_KEYS.has(k))) r.pronoun = true;
    } else if (match.role.kind === 'pronoun') r.pronoun = true;
    else if (match.role.kind === 'person') person = true;
    else if (match.role.kind === 'author') r.author ||= isOurAuthor(ws, i, i + match.keys.length, match, keys);
    i += match.keys.length;
  }
  // "the woman behind this site", "the person who runs this website": a person with the site.
  if (person && site) r.author = true;
  return r;
}

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
 * Does the question point at the author: her name, one of her pronouns (profile), a possessive
 * suffix or attached pronoun, or "the author / the site owner / this person / the woman behind
 * this site" in any of the ten languages (someone else's author excluded)?
 * @param who the author's name words, or her {@link AuthorReference}
 */
export function refersToAuthor(question: string, who: ReadonlySet<string> | AuthorReference): boolean {
  const r = read(question, asReference(who));
  return r.name || r.author || r.pronoun;
}

/**
 * The words whose corpus frequency {@link detectOverview} needs: those no lexicon explains, in a
 * question that names a topic. Empty when no lookup is needed.
 */
export function overviewLookupWords(r: AboutReading): string[] {
  return r.topics.size > 0 ? [...new Set(r.other)] : [];
}

/**
 * The overview topics a question names ("education", "writing" …; empty for "Who is Darya?"): the
 * pipeline narrows an overview to them (her degrees for her education; her profile for who she is).
 */
export function overviewTopics(r: AboutReading): ReadonlySet<Topic> {
  return r.topics;
}

/**
 * Detects an overview question (design, Layer 2 "Overview questions"). Rule:
 * 1. a topic word family (writing, education, experience, current work, projects, skills and
 *    languages, services, an overview; "do" alone — "What does she do?" — only when every other
 *    word is frame), or with no topic the author alone ("Who is Darya?");
 * 2. no distinctive term: a word the corpus holds in fewer than {@link COMMON_TERM_SHARE} of its
 *    entries and no lexicon explains ("Golestan", "Parsegar", "BM25") asks for a passage;
 * 3. a word the corpus does not hold is a frame word ("woman", "Lieblings…") when the question
 *    points at the author (name, pronoun, possessive suffix, "the author / this person"); without
 *    such a pointer (pro-drop verbs, a zero subject) every word must be explained — a topic word
 *    beside an unknown noun ("¿Qué estudios necesita un piloto?") is not about her.
 * @param r the question's {@link AboutReading} (the turn's `about`)
 * @param corpus document frequencies of {@link overviewLookupWords}; without them every word no
 *   lexicon explains counts as distinctive (the conservative reading)
 * @returns the entry kinds to list, or null when the question asks for one passage
 */
export function detectOverview(r: AboutReading, corpus?: CorpusFrequencies): EntryKind[] | null {
  const pointsAtAuthor = r.name || r.author || r.pronoun;
  // Her entries state what she did: not what she did not do (UD Polarity=Neg), nor what she thinks,
  // prefers or likes (FrameNet Opinion, Preference, Experiencer_focused_emotion) — lib/question ./stance.ts.
  if (r.asks?.negated || r.asks?.attitude) return null;
  if (r.topics.size === 0) return r.other.length === 0 && (r.name || r.author) ? ALL : null;
  const names = new Set(r.asks?.names ?? []);
  for (const w of new Set(r.other)) {
    const df = corpus?.df.get(w) ?? 0;
    if (!corpus) return null;
    if (df >= corpus.entries * COMMON_TERM_SHARE) continue; // common on this site: frame
    if (df > 0 || !pointsAtAuthor) return null; // distinctive, or unknown with nobody pointed at
    // Unknown to the site and pointing at her: the visitor's own frame — unless it is a name (a
    // place, an employer the site never names: "Did she study at Oxford?") or the question asks
    // yes or no of it ("她在牛津大学读过书吗？"): her entries cannot say whether she did that.
    if (names.has(w) || r.asks?.yesNo) return null;
  }
  const topics = new Set(r.topics);
  // "do" names no topic of its own: with any word left unexplained it is not an overview.
  if (topics.has('doing') && r.other.length > 0) topics.delete('doing');
  if (topics.size === 0) return null;
  const specific = new Set<EntryKind>();
  let general = false;
  for (const t of topics) {
    const kinds = TOPIC_KINDS[t];
    if (kinds.length === ALL.length) general = true;
    else kinds.forEach((k) => specific.add(k));
  }
  if (specific.size > 0) return ALL.filter((k) => specific.has(k));
  return general ? ALL : null;
}
