/**
 * An opinion of hers about a proposition (./stance.ts `belief`): an Opinion-frame cognition word
 * (FrameNet 1.7) followed by its clause — a complementizer or a future/modal marker — asks whether
 * she holds a belief no page states, in the ten languages (the pipeline refuses it as
 * speculation); an opinion asked about a topic ("她怎么看待评估？") is left to retrieval.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/text';
import { readQuestion } from '.';

const belief = (q: string, l: Locale) => readQuestion(q, l).predicate.belief;

/** Per language: a frame "<she> <think> <clause marker>" with a slot for the proposition's words. */
const FRAMES: Record<Locale, [string, string][]> = {
  en: [['Does she think that ', '?'], ['What does she think about whether ', '?'], ['Does she believe ', ' will happen?']],
  de: [['Denkt sie, dass ', '?'], ['Glaubt sie, dass ', '?'], ['Was hält sie davon, ob ', '?']],
  fr: [['Pense-t-elle que ', ' ?'], ['Croit-elle que ', ' ?']],
  es: [['¿Piensa ella que ', '?'], ['¿Cree que ', '?'], ['¿Qué opina sobre si ', '?']],
  pt: [['Ela acha que ', '?'], ['Ela acredita que ', '?']],
  ru: [['Считает ли она, что ', '?'], ['Что она думает о том, будет ли ', '?']],
  ar: [['هل تعتقد أن ', '؟'], ['ما رأيها في ما إذا ', '؟']],
  fa: [['آیا فکر می‌کند که ', '؟'], ['نظرش درباره اینکه ', ' چیست؟']],
  hi: [['क्या वह सोचती हैं कि ', '?'], ['उनकी राय क्या है कि ', '?']],
  zh: [['她认为', '会成功吗？'], ['她怎么看', '会不会消失？'], ['她觉得', '将被取代吗？']],
};
const FILLERS: Record<Locale, string[]> = {
  en: ['search engines disappear', 'models replace people', 'Rust wins'], de: ['Suchmaschinen verschwinden', 'Modelle Menschen ersetzen'],
  fr: ['les moteurs disparaissent', 'Rust gagne'], es: ['los buscadores desaparecen', 'Rust gana'], pt: ['os buscadores somem', 'Rust vence'],
  ru: ['поисковики исчезнут', 'модели победят'], ar: ['محركات البحث تختفي', 'النماذج تنتصر'], fa: ['موتورهای جست‌وجو از بین می‌روند', 'مدل‌ها برنده می‌شوند'],
  hi: ['सर्च इंजन खत्म होंगे', 'मॉडल जीतेंगे'], zh: ['搜索引擎', '大模型', '开源项目'],
};

describe('belief: an opinion of hers about a proposition', () => {
  it('examples in the ten languages (golden frame-*-opinion01 and the dev row d3-zh-15)', () => {
    const yes: [string, Locale][] = [
      ['Does she think large language models will replace search engines?', 'en'], ['Denkt sie, dass große Sprachmodelle Suchmaschinen ersetzen werden?', 'de'],
      ['Pense-t-elle que les grands modèles de langage remplaceront les moteurs de recherche ?', 'fr'], ['¿Piensa ella que los modelos de lenguaje van a reemplazar a los buscadores?', 'es'],
      ['Ela acha que os modelos de linguagem vão substituir os mecanismos de busca?', 'pt'], ['Считает ли она, что большие языковые модели заменят поисковые системы?', 'ru'],
      ['هل تعتقد داريا أن النماذج اللغوية الكبيرة ستحل محل محركات البحث؟', 'ar'], ['نظر شخصی‌اش درباره اینکه مدل‌های زبانی بزرگ جای موتورهای جست‌وجو را می‌گیرند چیست؟', 'fa'],
      ['क्या दरिया सोचती हैं कि बड़े भाषा मॉडल सर्च इंजन की जगह ले लेंगे?', 'hi'], ['她个人怎么看大模型会不会取代搜索引擎？', 'zh'], ['她认为大语言模型会取代搜索引擎吗？', 'zh'],
    ];
    for (const [q, l] of yes) expect(belief(q, l), q).toBe(true);
  });
  it('a topic, a fact or a relative clause after no cognition word is no belief', () => {
    const no: [string, Locale][] = [
      ['她怎么看待评估？', 'zh'], ['她在哪里工作？', 'zh'], ['她会说哪些语言？', 'zh'], ['What does she think of evaluation?', 'en'],
      ['Que pense-t-elle de ChatGPT ?', 'fr'], ['¿Qué opina de sus antiguos empleadores?', 'es'], ['Which library did she write that parses Persian?', 'en'],
      ['Welche Suchmaschine hat sie gebaut, die Persisch versteht?', 'de'], ['Что она думает о Павле Дурове?', 'ru'], ['Où se trouve l\'entreprise qu\'elle a fondée ?', 'fr'],
    ];
    for (const [q, l] of no) expect(belief(q, l), q).toBe(false);
  });
  it('generated: any proposition in a belief frame of any of the ten languages is a belief', () => {
    const locales = Object.keys(FRAMES) as Locale[];
    fc.assert(fc.property(fc.constantFrom(...locales), fc.nat(), fc.nat(), (l, f, w) => {
      const [open, close] = FRAMES[l][f % FRAMES[l].length]!;
      const q = `${open}${FILLERS[l][w % FILLERS[l].length]}${close}`;
      expect(belief(q, l), q).toBe(true);
    }), { numRuns: 200 });
  });
});
