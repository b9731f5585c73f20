/**
 * Overview questions (design, Layer 2 "Overview questions"): "what has she done lately?", career,
 * projects, writing, education, skills, services — they have no nearest passage; the answer is
 * the date-ordered list of entries. Detection is by trigger words in all ten languages.
 *
 * Rule: a question is an overview when it holds a trigger word and every other content word is a
 * trigger, part of the author's name or a generic word. "Where did <name> study?" is an overview;
 * "What did she study in her MSc thesis?" is not ("msc", "thesis" ask for one passage).
 */
import { contentWords, normalizeForMatching, words as allWords } from '@/lib/text';

export type EntryKind = 'cv' | 'case_study' | 'article' | 'service';

const ALL: EntryKind[] = ['cv', 'case_study', 'article', 'service'];

// Trigger words (normalized, as contentWords() yields them) → the kinds the overview lists.
const TRIGGERS: [EntryKind[], string[]][] = [
  [['cv'], [
    // en
    'career', 'experience', 'background', 'jobs', 'job', 'positions', 'roles', 'worked', 'employer', 'employers', 'companies', 'company', 'history', 'cv', 'resume',
    // fa
    'سوابق', 'سابقه', 'تجربه', 'تجربیات', 'رزومه', 'کارنامه', 'شغل', 'مشاغل', 'شرکت', 'شرکتها', 'شرکتهای', 'شرکتهایی', 'مشغول',
    // de, fr, es, pt
    'karriere', 'werdegang', 'erfahrung', 'lebenslauf', 'arbeitgeber', 'carrière', 'parcours', 'expérience', 'professionnel', 'trayectoria', 'experiencia', 'carreira', 'experiência', 'trabajado', 'trabalhou', 'empresas',
    // ru, ar, hi, zh
    'карьера', 'карьере', 'карьеру', 'опыт', 'резюме', 'работала', 'компаниях', 'مسيرة', 'المهنية', 'خبرة', 'الخبرات', 'الشركات', 'करियर', 'अनुभव', 'नौकरी', '职业', '经历', '履历', '公司',
  ]],
  [['case_study'], [
    'projects', 'portfolio', 'built', 'case', 'studies', 'پروژه', 'پروژهها', 'پروژههای', 'نمونه', 'projekte', 'projets', 'proyectos', 'projetos', 'проекты', 'проектах', 'проектами',
    'المشاريع', 'مشاريع', 'परियोजनाएं', 'परियोजनाओं', 'प्रोजेक्ट', '项目', '案例',
  ]],
  [['article'], [
    'written', 'writing', 'articles', 'publications', 'published', 'blog', 'posts', 'مقاله', 'مقالات', 'مقالهها', 'مقالههای', 'نوشته', 'نوشتهها', 'نوشتههای', 'نوشتههایش',
    'artikel', 'geschrieben', 'écrit', 'écrits', 'artículos', 'escrito', 'artigos', 'escreveu', 'статьи', 'статей', 'написала', 'المقالات', 'مقالات', 'كتبت', 'كتبتها', 'लेख', 'लिखा', 'लिखे', '文章', '写过', '写了', '写',
  ]],
  [['cv'], [
    'study', 'studied', 'education', 'degree', 'degrees', 'university', 'universities', 'تحصیل', 'تحصیلات', 'تحصیلی', 'درس', 'خوانده', 'خونده', 'دانشگاه', 'مدرک',
    'studiert', 'ausbildung', 'studium', 'études', 'étudié', 'formation', 'estudió', 'formación', 'estudou', 'formação', 'училась', 'образование', 'تعليم', 'التعليم', 'درست', 'शिक्षा', 'पढ़ाई', '教育', '学历', '学习',
  ]],
  [['cv', 'case_study'], ['skills', 'expertise', 'strengths', 'achievements', 'accomplishments', 'research', 'مهارت', 'مهارتها', 'تخصص', 'دستاورد', 'پژوهش', 'تحقیقات', 'fähigkeiten', 'forschung', 'compétences', 'recherche', 'habilidades', 'investigación', 'competências', 'pesquisa', 'навыки', 'исследования', 'مهارات', 'أبحاث', 'कौशल', 'शोध', '技能', '成就', '研究']],
  [['service'], ['services', 'offer', 'offers', 'provide', 'provides', 'خدمات', 'خدماتی', 'ارائه', 'leistungen', 'dienstleistungen', 'bietet', 'services', 'propose', 'servicios', 'ofrece', 'serviços', 'oferece', 'услуги', 'предлагает', 'الخدمات', 'تقدمها', 'سेवाएं', 'सेवाएँ', '服务', '提供']],
  // Everything: recent activity, a general overview, "who is she".
  [ALL, ['overview', 'summary', 'summarize', 'lately', 'recently', 'recent', 'latest', 'newest', 'currently', 'now', 'done', 'doing', 'work', 'working', 'خلاصه', 'معرفی', 'کیست', 'مرور', 'کلی', 'اواخر', 'اخیرا', 'اخیر', 'الان', 'تازه', 'تازهترین',
    'überblick', 'zuletzt', 'kürzlich', 'letzter', 'gemacht', 'aperçu', 'récemment', 'resumen', 'recientemente', 'resumo', 'visão', 'geral', 'trabalho', 'recentemente', 'обзор', 'недавно', 'сейчас', 'занимается',
    'نبذة', 'مؤخرا', 'परिचय', 'हाल', 'किया', '概述', '介绍', '最近', '工作']],
];

// Words that carry no topic in an overview question (beyond the stop-word lists).
const GENERIC = new Set(['tell', 'give', 'list', 'show', 'please', 'kind', 'sort', 'things', 'thing', 'everything', 'far', 'ever', 'all', 'main', 'major', 'her', 'has', 'walk', 'through', 'beginning', 'start', 'today', 'professional',
  'بگو', 'بگویید', 'چه', 'کارهایی', 'کارهای', 'کار', 'کاری', 'چیست', 'چیزهایی', 'کجا', 'است', 'کرده', 'لطفا', 'توضیح', 'بده', 'دهید', 'همه', 'هایی', 'های', 'هایش', 'ترین', 'روی', 'میدهد', 'می', 'دهد', 'ارائه',
  'frau', 'herr', 'erzähl', 'erzählen', 'parlez', 'parle', 'dites', 'cuéntame', 'háblame', 'conte', 'fale', 'расскажите', 'расскажи', 'какие', 'какими', 'какой', 'какая', 'каких', 'чем', 'عليها', 'عملت', 'حدثني', 'क्या', 'कहाँ', 'बताइए', 'बताओ', 'उन्होंने', 'किन', 'काम', 'देती', 'देते', 'कौन', '什么', '怎样', '哪些', '在做', '做了', '一下', '一些',
].map(normalizeForMatching));

const TRIGGER_KINDS = new Map<string, EntryKind[]>();
for (const [kinds, ws] of TRIGGERS) {
  for (const w of ws) {
    const key = normalizeForMatching(w);
    TRIGGER_KINDS.set(key, [...new Set([...(TRIGGER_KINDS.get(key) ?? []), ...kinds])]);
  }
}

// French elision: ICU keeps "qu'a", "l'article" as one word; the word is what follows the apostrophe.
const ELISION = /^(?:c|d|j|l|m|n|s|t|qu|jusqu|lorsqu|puisqu)['’](?=\p{L})/u;
const HAN = /\p{Script=Han}/u;

/**
 * The words the overview rule looks at: {@link contentWords} with French elisions split off
 * ("qu'a-t-elle écrit" → "écrit"), plus one-character Chinese words that are triggers ("她写了什么"
 * is segmented 她 / 写 / 了 / 什么, and contentWords drops one-character Chinese words).
 */
function overviewWords(question: string): string[] {
  const out = new Set<string>();
  for (const w of contentWords(question)) {
    if (ELISION.test(w)) contentWords(w.replace(ELISION, '')).forEach((x) => out.add(x));
    else out.add(w);
  }
  for (const w of allWords(question)) if (w.length === 1 && HAN.test(w) && TRIGGER_KINDS.has(w)) out.add(w);
  return [...out];
}

/**
 * Detects an overview question.
 * @param nameWords normalized words of the author's name (they never make a question specific)
 * @returns the entry kinds to list, or null when the question asks for one passage
 */
export function detectOverview(question: string, nameWords: ReadonlySet<string>): EntryKind[] | null {
  const all = overviewWords(question);
  const words = all.filter((w) => !nameWords.has(w));
  const specific = new Set<EntryKind>();
  let general = false;
  for (const w of words) {
    const k = TRIGGER_KINDS.get(w);
    if (!k) {
      if (!GENERIC.has(w)) return null; // a topic word: this asks for a passage
      continue;
    }
    if (k.length === ALL.length) general = true;
    else k.forEach((x) => specific.add(x));
  }
  // "Who is <first name> <last name>?": the name and nothing specific asks for everything.
  const nameOnly = words.length === 0 ? all.length > 0 : words.every((w) => GENERIC.has(w)) && all.length > words.length;
  if (specific.size > 0) return ALL.filter((k) => specific.has(k));
  return general || nameOnly ? ALL : null;
}
