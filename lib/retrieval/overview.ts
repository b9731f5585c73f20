/**
 * Overview questions (design, Layer 2 "Overview questions"): "what has she done lately?", career,
 * projects, writing, education, skills, services — they have no nearest passage; the answer is
 * the date-ordered list of entries. Detection is by trigger words in all ten languages.
 *
 * Rule: a question is an overview when it holds a trigger word and every other content word is a
 * trigger, part of the author's name or a generic word. "Where did Darya study?" is an overview;
 * "What did she study in her MSc thesis?" is not ("msc", "thesis" ask for one passage).
 */
import { contentWords, normalizeForMatching } from '@/lib/text';

export type EntryKind = 'cv' | 'case_study' | 'article' | 'service';

const CAREER: EntryKind[] = ['cv', 'case_study'];
const ALL: EntryKind[] = ['cv', 'case_study', 'article', 'service'];

// Trigger words (normalized, as contentWords() yields them) → the kinds the overview lists.
const TRIGGERS: [EntryKind[], string[]][] = [
  [CAREER, [
    // en
    'career', 'experience', 'background', 'jobs', 'job', 'positions', 'roles', 'worked', 'working', 'done', 'doing', 'lately', 'recently', 'recent', 'currently', 'employer', 'employers', 'cv', 'resume',
    // fa
    'سوابق', 'سابقه', 'تجربه', 'تجربیات', 'رزومه', 'کارنامه', 'اخیرا', 'اخیر', 'کرده', 'میکند', 'کارهای', 'شغل', 'مشاغل',
    // de, fr, es, pt
    'karriere', 'werdegang', 'erfahrung', 'lebenslauf', 'zuletzt', 'kürzlich', 'gearbeitet', 'carrière', 'parcours', 'expérience', 'récemment',
    'trayectoria', 'experiencia', 'recientemente', 'carreira', 'experiência', 'recentemente', 'trabalhou', 'trabajado',
    // ru, ar, hi, zh
    'карьера', 'карьере', 'опыт', 'резюме', 'недавно', 'работала', 'مسيرة', 'المهنية', 'خبرة', 'الخبرات', 'مؤخرا', 'करियर', 'अनुभव', 'हाल', 'किया', '职业', '经历', '最近', '履历', '工作',
  ]],
  [['case_study'], [
    'projects', 'portfolio', 'built', 'پروژه', 'پروژههای', 'نمونه', 'projekte', 'projets', 'proyectos', 'projetos', 'проекты', 'проектах', 'المشاريع', 'مشاريع', 'परियोजनाएं', 'परियोजनाओं', '项目', '案例',
  ]],
  [['article'], [
    'written', 'writing', 'articles', 'publications', 'published', 'blog', 'posts', 'مقاله', 'مقالات', 'مقالههای', 'نوشته', 'نوشتههای', 'نوشتهها',
    'artikel', 'geschrieben', 'articles', 'écrit', 'artículos', 'escrito', 'artigos', 'escreveu', 'статьи', 'написала', 'المقالات', 'مقالات', 'كتبت', 'लेख', 'लिखा', '文章', '写过',
  ]],
  [['cv'], [
    'study', 'studied', 'education', 'degree', 'degrees', 'university', 'universities', 'تحصیل', 'تحصیلات', 'تحصیلی', 'درس', 'خوانده', 'دانشگاه', 'مدرک',
    'studiert', 'ausbildung', 'studium', 'études', 'étudié', 'formation', 'estudió', 'formación', 'estudou', 'formação', 'училась', 'образование', 'درست', 'تعليم', 'التعليم', 'شिक्षा', 'पढ़ाई', '教育', '学历', '学习',
  ]],
  [CAREER, ['skills', 'expertise', 'strengths', 'achievements', 'accomplishments', 'مهارت', 'مهارتها', 'تخصص', 'دستاورد', 'fähigkeiten', 'compétences', 'habilidades', 'competências', 'навыки', 'مهارات', 'कौशल', '技能', '成就']],
  [['service'], ['services', 'offer', 'offers', 'provide', 'خدمات', 'ارائه', 'leistungen', 'dienstleistungen', 'servicios', 'serviços', 'услуги', 'الخدمات', 'सेवाएं', 'सेवाएँ', '服务']],
  [ALL, ['overview', 'summary', 'summarize', 'about', 'who', 'work', 'خلاصه', 'معرفی', 'کیست', 'überblick', 'aperçu', 'resumen', 'resumo', 'обзор', 'نبذة', 'परिचय', '概述', '介绍']],
];

// Words that carry no topic in an overview question (beyond the stop-word lists).
const GENERIC = new Set(['tell', 'give', 'list', 'show', 'please', 'kind', 'sort', 'things', 'thing', 'everything', 'far', 'ever', 'all', 'main', 'major', 'her', 'has',
  'بگو', 'بگویید', 'چه', 'کارهایی', 'چیست', 'چیزهایی', 'کجا', 'است', 'کرده', 'لطفا', 'توضیح', 'بده', 'دهید', 'همه'].map(normalizeForMatching));

const TRIGGER_KINDS = new Map<string, EntryKind[]>();
for (const [kinds, ws] of TRIGGERS) {
  for (const w of ws) {
    const key = normalizeForMatching(w);
    TRIGGER_KINDS.set(key, [...new Set([...(TRIGGER_KINDS.get(key) ?? []), ...kinds])]);
  }
}

/**
 * Detects an overview question.
 * @param nameWords normalized words of the author's name (they never make a question specific)
 * @returns the entry kinds to list, or null when the question asks for one passage
 */
export function detectOverview(question: string, nameWords: ReadonlySet<string>): EntryKind[] | null {
  const all = contentWords(question);
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
  // "Who is Darya Rahnama?": the name and nothing specific asks for everything.
  const nameOnly = words.length === 0 ? all.length > 0 : words.every((w) => GENERIC.has(w)) && all.length > words.length;
  if (specific.size > 0) return ALL.filter((k) => specific.has(k));
  return general || nameOnly ? ALL : null;
}
