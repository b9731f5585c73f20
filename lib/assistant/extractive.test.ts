/** Sentence choice of the extractive answerer: question types in ten languages, examples, generated variants. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkDocument, CODE_MAX_CHARS, CODE_MAX_LINES, contentFolder, readContentFolder } from '@/lib/content';
import { SentenceGate } from '@/lib/gate';
import { functionWord, readQuestion } from '@/lib/question';
import { contentWords, LOCALES, normalizeForMatching, type Locale } from '@/lib/text';
import { extractiveAnswerText } from './answerers';
import { agentStems, analyzeQuestion, chooseQuotes, cognateKey, identifiers, isQuotable, rankSentences, READER_LANGUAGE_BONUS, statesInterval, stemmerFor, type ExtractiveSource, type QuestionType } from './extractive';

const NAME = new Set(['darya', 'rahnama', 'دریا', 'رهنما']);
/** The question read once, as the pipeline's turn reads it (lib/question), with the words it ignores. */
const read = (question: string, locale: Locale = 'en', ignore = new Set<string>()) => readQuestion(question, locale, { ignore });
const first = (question: string, sources: ExtractiveSource[], locale: Locale = 'en') => chooseQuotes(read(question, locale, NAME), sources, locale, { ignoreWords: NAME })[0];

describe('question types, ten languages', () => {
  const cases: [Locale, string, QuestionType | null][] = [
    ['en', 'How did she build the search engine?', 'how'], ['en', 'Why does Persian need the ZWNJ?', 'why'],
    ['en', 'What role does the ZWNJ play?', 'why'], ['en', 'When did she start Parsegar?', 'when'],
    ['en', 'Where did she study?', 'where'], ['en', 'Who did she mentor?', 'who'], ['en', 'How many queries a day?', 'quantity'],
    ['en', 'By what percent did recall improve?', 'quantity'], ['en', 'What is the zero-width non-joiner?', 'definition'],
    ['en', 'What programming languages does she work with?', 'list'], ['en', 'Which tools does she use?', 'list'],
    ['en', 'What did she build for the archive?', null],
    ['de', 'Wie wurde die Suchmaschine gebaut?', 'how'], ['de', 'Warum braucht Persisch das ZWNJ?', 'why'], ['de', 'Wann begann sie?', 'when'],
    ['de', 'Wo hat sie studiert?', 'where'], ['de', 'Wer leitete das Team?', 'who'], ['de', 'Wie viele Anfragen am Tag?', 'quantity'],
    ['de', 'Was ist der Nullbreiten-Nichtverbinder?', 'definition'], ['de', 'Welche Werkzeuge nutzt sie?', 'list'],
    ['fr', 'Comment a-t-elle construit le moteur ?', 'how'], ['fr', 'Pourquoi le persan en a-t-il besoin ?', 'why'], ['fr', 'Quand a-t-elle commencé ?', 'when'],
    ['fr', 'Où a-t-elle étudié ?', 'where'], ['fr', 'Qui dirigeait l’équipe ?', 'who'], ['fr', 'Combien de requêtes par jour ?', 'quantity'],
    ['fr', 'Qu’est-ce que le ZWNJ ?', 'definition'], ['fr', 'Quels outils utilise-t-elle ?', 'list'],
    ['es', '¿Cómo construyó el buscador?', 'how'], ['es', '¿Por qué lo necesita el persa?', 'why'], ['es', '¿Cuándo empezó?', 'when'],
    ['es', '¿Dónde estudió?', 'where'], ['es', '¿Quién dirigía el equipo?', 'who'], ['es', '¿Cuántas consultas al día?', 'quantity'],
    ['es', '¿Qué es el ZWNJ?', 'definition'], ['es', '¿Qué herramientas usa?', 'list'],
    ['pt', 'Como ela construiu o buscador?', 'how'], ['pt', 'Por que o persa precisa disso?', 'why'], ['pt', 'Quando ela começou?', 'when'],
    ['pt', 'Onde ela estudou?', 'where'], ['pt', 'Quem liderava a equipe?', 'who'], ['pt', 'Quantas consultas por dia?', 'quantity'],
    ['pt', 'O que é o ZWNJ?', 'definition'], ['pt', 'Quais ferramentas ela usa?', 'list'],
    ['ru', 'Как она построила поисковик?', 'how'], ['ru', 'Почему персидскому нужен ZWNJ?', 'why'], ['ru', 'Когда она начала?', 'when'], ['ru', 'С какого времени она там работает?', 'when'], ['ru', 'С каких пор она там работает?', 'when'],
    ['ru', 'Где она училась?', 'where'], ['ru', 'Кто руководил командой?', 'who'], ['ru', 'Сколько запросов в день?', 'quantity'],
    ['ru', 'Что такое ZWNJ?', 'definition'], ['ru', 'Какие инструменты она использует?', 'list'],
    ['fa', 'موتور جست‌وجو چگونه ساخته شد؟', 'how'], ['fa', 'چرا فارسی به نیم‌فاصله نیاز دارد؟', 'why'], ['fa', 'نیم‌فاصله چه نقشی دارد؟', 'why'],
    ['fa', 'دریا از چه سالی در ناروالد کار می‌کند؟', 'when'], ['fa', 'دریا کجا درس خواند؟', 'where'], ['fa', 'چه کسی تیم را رهبری کرد؟', 'who'],
    ['fa', 'روزانه چند پرس‌وجو پاسخ می‌دهد؟', 'quantity'], ['fa', 'نیم‌فاصله چیست؟', 'definition'], ['fa', 'دریا با چه ابزارهایی کار می‌کند؟', 'list'],
    ['ar', 'كيف بنت محرك البحث؟', 'how'], ['ar', 'لماذا تحتاج الفارسية إليه؟', 'why'], ['ar', 'متى بدأت؟', 'when'],
    ['ar', 'أين درست؟', 'where'], ['ar', 'من قاد الفريق؟', 'who'], ['ar', 'كم استعلاما في اليوم؟', 'quantity'],
    ['ar', 'ما هو فاصل عدم الوصل؟', 'definition'], ['ar', 'ما الأدوات التي تستخدمها؟', 'list'],
    ['hi', 'उन्होंने सर्च इंजन कैसे बनाया?', 'how'], ['hi', 'फ़ारसी को इसकी ज़रूरत क्यों है?', 'why'], ['hi', 'उन्होंने कब शुरू किया?', 'when'],
    ['hi', 'उन्होंने कहाँ पढ़ाई की?', 'where'], ['hi', 'टीम का नेतृत्व कौन करता था?', 'who'], ['hi', 'रोज़ कितने प्रश्न?', 'quantity'],
    ['hi', 'ZWNJ क्या है?', 'definition'], ['hi', 'वह कौन-से टूल इस्तेमाल करती हैं?', 'list'],
    ['zh', '她是如何构建搜索引擎的？', 'how'], ['zh', '波斯语为什么需要它？', 'why'], ['zh', '她什么时候开始的？', 'when'],
    ['zh', '她在哪里读书？', 'where'], ['zh', '谁领导了团队？', 'who'], ['zh', '每天多少次查询？', 'quantity'],
    ['zh', '零宽不连字是什么？', 'definition'], ['zh', '她使用哪些工具？', 'list'],
  ];
  it.each(cases)('%s: %s → %s', (locale, question, type) => {
    expect(analyzeQuestion(read(question, locale)).type).toBe(type);
  });

  it('a list question\'s class words are read ("programming languages", "ابزارهایی")', () => {
    expect(analyzeQuestion(read('What programming languages does Darya work with?', 'en', NAME)).classWords).toEqual(['programming', 'languages']);
    expect(analyzeQuestion(read('دریا با چه ابزارهایی کار می‌کند؟', 'fa', NAME)).classWords).toEqual(['ابزارهایی']);
    expect(analyzeQuestion(read('دریا با چه ابزار‌هایی کار می‌کند؟', 'fa', NAME)).classWords).toEqual(['ابزار']);
  });
});

const src = (content: string, extra: Partial<ExtractiveSource> = {}): ExtractiveSource => ({ content, locale: 'en', ...extra });

describe('the sentence that answers, by question type', () => {
  it('which/what X: the sentence that names instances, not the one that only says X', () => {
    const sources = [src([
      'Search Engineer, Lumenhaus', '',
      'She designed the company\'s language-analysis layer, adding analyzers for Persian, Arabic, Urdu and Turkish to the existing European languages.',
      'Day to day she worked in Java, Python and Kotlin, with Elasticsearch, PostgreSQL and Apache Kafka.',
    ].join('\n'))];
    expect(first('What programming languages does Darya work with?', sources)?.sentences[0]).toMatch(/^Day to day she worked in Java, Python and Kotlin/);
    // Only the class word in common: that sentence is about languages, not the answer.
    const human = [src('She designed the company\'s language-analysis layer, adding analyzers for Persian, Arabic, Urdu and Turkish to the existing European languages.')];
    expect(chooseQuotes(read('What programming languages does Darya work with?', 'en', NAME), human, 'en', { ignoreWords: NAME })).toEqual([]);
  });

  // The frame a question evokes is the frame its answer states (lib/question readPredicate run on
  // the sentence): a preference is answered by a sentence stating one.
  const SOLR = src([
    'She replaced a catalogue search based on SQL LIKE queries with an Apache Solr index, cutting median search latency from 1.8 seconds to 140 ms.',
    'Her code review covers configurations for Elasticsearch, OpenSearch and Solr.',
  ].join(' '));
  const PREFERS = src('For Persian archives she prefers Solr over Elasticsearch, because its analyzers are easier to extend.');
  const PREFERENCE_QUESTIONS: [Locale, string][] = [
    ['en', 'Which search engine does she like best, Solr or Elasticsearch?'], ['fr', 'Quel moteur de recherche préfère-t-elle, Solr ou Elasticsearch ?'],
    ['de', 'Welche Suchmaschine mag sie lieber, Solr oder Elasticsearch?'], ['es', '¿Qué motor de búsqueda prefiere, Solr o Elasticsearch?'],
    ['pt', 'Qual motor de busca ela prefere, Solr ou Elasticsearch?'], ['ru', 'Какой поисковый движок ей больше нравится, Solr или Elasticsearch?'],
    ['ar', 'أي محرك بحث تفضل، Solr أم Elasticsearch؟'], ['fa', 'کدام موتور جست‌وجو را بیشتر دوست دارد، Solr یا Elasticsearch؟'],
    ['hi', 'उन्हें कौन-सा सर्च इंजन ज़्यादा पसंद है, Solr या Elasticsearch?'], ['zh', '她更喜欢哪个搜索引擎，Solr还是Elasticsearch？'],
  ];
  it('a preference is answered by a sentence that states one, in ten languages, or not at all', () => {
    for (const [locale, q] of PREFERENCE_QUESTIONS) {
      expect(chooseQuotes(read(q, locale, NAME), [SOLR], locale, { ignoreWords: NAME }), q).toEqual([]);
      expect(chooseQuotes(read(q, locale, NAME), [SOLR, PREFERS], locale, { ignoreWords: NAME })[0]?.sentences[0], q).toMatch(/prefers Solr/);
    }
  });
  // An opinion or preference is answered by a sentence about its Topic (FrameNet Opinion's Topic,
  // Preference's Event): the topic's names, else every topic word, in the sentence or the headings
  // and title it stands under, one in the sentence itself.
  const OPINION_YANDEX: [Locale, string][] = [
    ['en', 'What does she think about Yandex search?'], ['de', 'Was hält sie von der Yandex-Suche?'], ['fr', 'Que pense-t-elle de la recherche Yandex ?'],
    ['es', '¿Qué opina de la búsqueda de Yandex?'], ['pt', 'O que ela acha da busca do Yandex?'], ['ru', 'Что она думает о поиске Yandex?'],
    ['ar', 'ما رأيها في بحث Yandex؟'], ['fa', 'نظرش درباره جست‌وجوی Yandex چیست؟'], ['hi', 'Yandex सर्च के बारे में उनकी क्या राय है?'], ['zh', '她对Yandex搜索怎么看？'],
  ];
  const SEARCH_WORK = src('She replaced a catalogue search based on SQL LIKE queries with an Apache Solr index, cutting median search latency from 1.8 seconds to 140 ms.');
  it('an opinion on a topic her pages never name is not answered by a sentence sharing another word, in ten languages', () => {
    for (const [locale, q] of OPINION_YANDEX) {
      const question = read(q, locale, NAME);
      // The question's other words read in English as "search", as the dictionaries give it.
      const lookup = { words: question.content, stems: question.content.map((w) => [stemmerFor(locale)(w), ...(w.includes('yandex') ? [] : [stemmerFor('en')('search')])]), weights: question.content.map(() => [1, 1]), language: locale };
      expect(chooseQuotes(question, [SEARCH_WORK], locale, { ignoreWords: NAME, lookup }), q).toEqual([]);
    }
  });
  it('an argued view answers an opinion question on its topic; the frame\'s word alone does not (favourite book)', () => {
    const essay = src('Over-refusal rate: answerable questions that assistants wrongly refused.\n\nIn this essay Darya Rahnama argues that refusing is a feature, not a failure.', { title: 'Why Assistants Should Refuse: Designing Honest Non-Answers' });
    expect(first('What is her view on assistants refusing to answer?', [essay])?.sentences[0]).toMatch(/refusing is a feature/);
    const token = src('Passing the token on the command line leaves it in your shell history, so prefer the environment variable.');
    expect(first('What is her favourite book?', [token])).toBeUndefined();
    expect(first('Quel est son livre préféré ?', [token], 'fr')).toBeUndefined();
  });
  it('generated: an opinion on "A B" is not answered by a sentence holding only B', () => {
    const topics = ['learning', 'teaching', 'selling', 'translating', 'ranking'];
    const objects = ['Arabic', 'Kotlin', 'Solr', 'German', 'Hamburg'];
    fc.assert(fc.property(fc.constantFrom(...topics), fc.constantFrom(...objects), fc.constantFrom('What does she think about', 'What is her opinion of', 'How does she feel about'), (a, b, lead) => {
      const q = `${lead} ${a} ${b}?`;
      expect(first(q, [src(`She unified the ${b} forms of the letters in the index of the archive.`)]), q).toBeUndefined();
      expect(first(q, [src(`She argues that ${a} ${b} is worth the effort for every search engineer.`)])?.sentences[0], q).toMatch(/argues/);
    }), { numRuns: 40 });
  });
  it('generated: a preference word in a question about Solr leaves no quote from sentences without one', () => {
    const words: [Locale, string[]][] = [['en', ['like', 'prefer', 'love', 'hate']], ['de', ['mag', 'bevorzugt', 'liebt']], ['es', ['prefiere', 'odia']], ['ru', ['любит', 'предпочитает']]];
    fc.assert(fc.property(fc.constantFrom(...words), fc.nat(), (w, i) => {
      const [locale, list] = w;
      const verb = list[i % list.length]!;
      const q = { en: `Which search engine does she ${verb} for Solr configurations?`, de: `Welche Solr-Konfiguration ${verb} sie?`, es: `¿Qué configuración de Solr ${verb}?`, ru: `Какую конфигурацию Solr она ${verb}?` }[locale as 'en' | 'de' | 'es' | 'ru'];
      expect(chooseQuotes(read(q, locale, NAME), [SOLR], locale, { ignoreWords: NAME }), q).toEqual([]);
    }), { numRuns: 40 });
  });

  // A negated question for members of a class asks the complement of a list (Reiter 1978: no
  // closed world): answered by a sentence that states the negation of a member, or not at all.
  const SIX = src('For a logistics client she built a support assistant in six languages that declines to answer when its sources do not contain the answer. It answers in English, German, Turkish, Arabic, Persian and Russian.');
  const NOT_FRENCH = src('It does not answer in French, which the client did not need.');
  const COMPLEMENT: [Locale, string][] = [
    ['en', 'Which languages does the support assistant not answer in?'], ['de', 'In welchen Sprachen antwortet der Support-Assistent nicht?'],
    ['fr', 'Dans quelles langues l’assistant de support ne répond-il pas ?'], ['es', '¿En qué idiomas no responde el asistente de soporte?'],
    ['pt', 'Em quais idiomas o assistente de suporte não responde?'], ['ru', 'На каких языках ассистент поддержки не отвечает?'],
    ['fa', 'دستیار پشتیبانی به چه زبان‌هایی پاسخ نمی‌دهد؟'], ['ar', 'ما اللغات التي لا يجيب بها مساعد الدعم؟'],
    ['hi', 'सपोर्ट असिस्टेंट किन भाषाओं में जवाब नहीं देता?'], ['zh', '那个客服助手不支持哪些语言？'],
  ];
  it('a negated class question: the list is no answer, a sentence negating a member is — ten languages', () => {
    for (const [locale, q] of COMPLEMENT) {
      expect(analyzeQuestion(read(q, locale)).complement, q).toBe(true);
      expect(chooseQuotes(read(q, locale, NAME), [SIX], locale, { ignoreWords: NAME }), q).toEqual([]);
    }
    expect(first('Which languages does the support assistant not answer in?', [SIX, NOT_FRENCH])?.sentences[0]).toMatch(/does not answer in French/);
    // Without the negation the list answers it.
    expect(first('Which languages does the support assistant answer in?', [SIX])?.sentences.join(' ')).toMatch(/Turkish/);
  });
  it('a negated question for a share (Li & Roth NUM:perc) asks a number, not a complement', () => {
    const SHARE: [Locale, string][] = [
      ['en', 'Which share of the test questions was deliberately not answerable?'], ['de', 'Welcher Anteil der Testfragen war absichtlich nicht beantwortbar?'],
      ['fr', 'Quelle proportion des questions de test n’était pas répondable ?'], ['es', '¿Qué proporción de las preguntas de prueba no tenía respuesta?'],
      ['pt', 'Qual proporção das perguntas de teste não tinha resposta?']
    ];
    const set = src('The team built a test set of 2,000 questions, 25% of them deliberately unanswerable.');
    for (const [locale, q] of SHARE) {
      const a = analyzeQuestion(read(q, locale));
      expect([a.type, a.complement], q).toEqual(['quantity', false]);
    }
    expect(first('Which share of the test questions was deliberately not answerable?', [SIX, set])?.sentences[0]).toMatch(/25%/);
  });
  it('generated: any negated class question over any list of members gets no quote from the list', () => {
    const members = fc.subarray(['English', 'German', 'Turkish', 'Arabic', 'Persian', 'Russian', 'French', 'Spanish'], { minLength: 2 });
    fc.assert(fc.property(members, fc.constantFrom(...COMPLEMENT), (names, [locale, q]) => {
      const list = src(`The support assistant answers in ${names.slice(0, -1).join(', ')} and ${names.at(-1)}.`);
      expect(chooseQuotes(read(q, locale, NAME), [list], locale, { ignoreWords: NAME }), q).toEqual([]);
    }), { numRuns: 40 });
  });

  // A why-question is answered by a sentence giving a reason or a purpose (Li & Roth DESC:reason;
  // PDTB 3.0 Contingency.Cause and Purpose), never by what she did there.
  const LUMENHAUS = src('At Lumenhaus she designed the language-analysis layer and worked in Java, Python and Kotlin with Elasticsearch.');
  const MOVED = src('Darya moved to Germany in 2015 to study for a Master of Science in Computational Linguistics in Hamburg.');
  const WHY_LEAVE: [Locale, string][] = [
    ['en', 'Why did she leave Lumenhaus?'], ['de', 'Warum hat sie Lumenhaus verlassen?'], ['fr', 'Pourquoi a-t-elle quitté Lumenhaus ?'],
    ['es', '¿Por qué dejó Lumenhaus?'], ['pt', 'Por que ela saiu da Lumenhaus?'], ['ru', 'Почему она ушла из Lumenhaus?'],
    ['zh', '她为什么离开了Lumenhaus？'], ['ar', 'لماذا تركت Lumenhaus؟'], ['hi', 'उन्होंने Lumenhaus क्यों छोड़ा?'], ['fa', 'چرا از Lumenhaus رفت؟'],
  ];
  it('why: no sentence with a reason or a purpose, no quote — in ten languages', () => {
    for (const [locale, q] of WHY_LEAVE) expect(chooseQuotes(read(q, locale, NAME), [LUMENHAUS], locale, { ignoreWords: NAME }), q).toEqual([]);
    expect(first('Why did she move to Germany?', [LUMENHAUS, MOVED])?.sentences[0]).toMatch(/to study/);
    // "What role" asks for a role (Li & Roth's purpose noun), not a reason: it keeps its sentence.
    expect(first('What role did she have at Lumenhaus?', [LUMENHAUS])?.sentences[0]).toMatch(/designed/);
  });
  it('why: a purpose clause answers it in each language that marks one (examples)', () => {
    const purposes: [Locale, string, string][] = [
      ['de', 'Warum zog sie 2015 nach Hamburg?', 'Sie zog 2015 nach Hamburg, um dort Computerlinguistik zu studieren.'],
      ['fr', 'Pourquoi est-elle allée à Hambourg en 2015 ?', 'Elle est allée à Hambourg en 2015 pour étudier la linguistique informatique.'],
      ['es', '¿Por qué se fue a Hamburgo en 2015?', 'Se fue a Hamburgo en 2015 para estudiar lingüística computacional.'],
      ['pt', 'Por que ela foi para Hamburgo em 2015?', 'Ela foi para Hamburgo em 2015 para estudar linguística computacional.'],
      ['ru', 'Почему она переехала в Гамбург в 2015 году?', 'Она переехала в Гамбург в 2015 году, чтобы изучать компьютерную лингвистику.'],
      ['fa', 'چرا در سال ۲۰۱۵ به هامبورگ رفت؟', 'او در سال ۲۰۱۵ برای تحصیل زبان‌شناسی رایانشی به هامبورگ رفت.'],
      ['ar', 'لماذا انتقلت إلى هامبورغ عام 2015؟', 'انتقلت إلى هامبورغ عام 2015 من أجل دراسة اللسانيات الحاسوبية.'],
      ['hi', 'वह 2015 में हैम्बर्ग क्यों गईं?', 'वह 2015 में कम्प्यूटेशनल भाषाविज्ञान पढ़ने के लिए हैम्बर्ग गईं।'],
      ['zh', '她2015年为什么去了汉堡？', '她2015年为了学习计算语言学去了汉堡。'],
    ];
    for (const [locale, q, sentence] of purposes) expect(chooseQuotes(read(q, locale, NAME), [src(sentence, { locale })], locale, { ignoreWords: NAME })[0]?.sentences[0], q).toBe(sentence);
  });
  // "Leave" as each question writes it, read in English as retrieval's dictionary lookup gives it
  // (FreeDict, Müller, CC-CEDICT: quitter → leave, 离开 → leave …; weight 1).
  const LEAVE: Record<Locale, string> = { en: 'leave', de: 'verlassen', fr: 'quitté', es: 'dejó', pt: 'saiu', ru: 'ушла', zh: '离开', ar: 'تركت', hi: 'छोड़ा', fa: 'رفت' };
  const leaveLookup = (question: ReturnType<typeof read>, locale: Locale) => ({
    words: question.content,
    stems: question.content.map((w) => [stemmerFor(locale)(w), ...(w === normalizeForMatching(LEAVE[locale]) ? [stemmerFor('en')('left'), stemmerFor('en')('leave')] : [])]),
    weights: question.content.map(() => [1, 1, 1]), language: locale,
  });
  it('generated: a why-question about any employer is not answered by a sentence without a reason or purpose', () => {
    fc.assert(fc.property(fc.constantFrom(...WHY_LEAVE), fc.stringMatching(/^[A-Z][a-z]{4,9}$/), ([locale, q], name) => {
      const asked = q.replace('Lumenhaus', name);
      const question = read(asked, locale, NAME);
      const opts = { ignoreWords: NAME, lookup: leaveLookup(question, locale) };
      const facts = src(`At ${name} she designed the language-analysis layer and worked in Java, Python and Kotlin with Elasticsearch.`);
      expect(chooseQuotes(question, [facts], locale, opts), asked).toEqual([]);
      const reason = src(`She left ${name} in 2019 because the search team moved to another city.`);
      expect(chooseQuotes(question, [facts, reason], locale, opts)[0]?.sentences[0], asked).toMatch(/because/);
    }), { numRuns: 40 });
  });
  it('how: a line that introduces steps is quoted with its steps', () => {
    const sources = [src('The problem\n\nThe old search for the archive missed plural forms of many words.\n\nWhat she built\n\nShe led a team of three to build a new search engine for the archive:\n\n- A normalization pipeline for letter variants.\n- Matching on character 3-grams.', { title: 'A search engine for the archive' })];
    expect(first('How did she build the search engine for the archive?', sources)?.sentences).toEqual([
      'She led a team of three to build a new search engine for the archive:', 'A normalization pipeline for letter variants.', 'Matching on character 3-grams.',
    ]);
  });

  it('when: the dated sentence', () => {
    const sources = [src('Parsegar is an open-source Python library for Persian text.\n\nShe started Parsegar in 2019 as a side project.\n\nParsegar has contributors in several countries.')];
    expect(first('When did she start Parsegar?', sources)?.sentences[0]).toBe('She started Parsegar in 2019 as a side project.');
  });

  it('where: the place or institution', () => {
    const sources = [src('Her master\'s studies covered computational linguistics and corpus work.\n\nShe studied computational linguistics at Nordlicht University in Hamburg.')];
    expect(first('Where did she study computational linguistics?', sources)?.sentences[0]).toMatch(/Nordlicht University/);
  });

  it('who: the people and roles', () => {
    const sources = [src('The archive project ran for fifteen months in total.\n\nAt the archive project she mentored two junior engineers and worked with librarians.')];
    expect(first('Who did she mentor at the archive project?', sources)?.sentences[0]).toMatch(/junior engineers/);
  });

  it('what is X: "X is …", never a sentence that lists questions', () => {
    const sources = [src('What the zero-width non-joiner (U+200C) is, why Persian needs it, and how to handle it in search.\n\nThe zero-width non-joiner (ZWNJ) is the Unicode character U+200C.')];
    expect(first('What is the zero-width non-joiner?', sources)?.sentences).toEqual(['The zero-width non-joiner (ZWNJ) is the Unicode character U+200C.']);
    expect(chooseQuotes(read('What is the zero-width non-joiner?'), [src('What the zero-width non-joiner is, why Persian needs it, and how to handle it.')], 'en')).toEqual([]);
  });

  it('why: the sentence under a "why" heading or giving a reason', () => {
    const sources = [src('Keyboards\n\nOn many Persian keyboards the ZWNJ is typed with Shift+Space.\n\nWhy Persian needs it\n\nWithout the ZWNJ, writers join the parts of a word or split it into two tokens.')];
    expect(first('Why does Persian need the ZWNJ?', sources)?.sentences[0]).toMatch(/^Without the ZWNJ/);
  });

  it('a line whose code block was dropped is quoted with the sentence before it, the colon as a full stop', () => {
    const sources = [src('Filtering Domains\n\nUse allowed_domains to restrict the spider to specific domains. This prevents it from following links to external websites:\n\nCrawling\n\nA spider visits many websites in one crawl.')];
    expect(first('How do I stop a spider from following links to external websites?', sources)?.sentences).toEqual([
      'Use allowed_domains to restrict the spider to specific domains.', 'This prevents it from following links to external websites.',
    ]);
  });

  it('a lead-in is quoted with the short code block it introduces (the importer keeps it in the lead-in\'s paragraph)', () => {
    const md = '## Installation\n\nScrapling requires Python 3.10 or higher. Install it with the following command:\n\n```bash\npip install scrapling\n```\n\nThe browsers come next.';
    const sources = chunkDocument({ title: 'Scrapling', markdown: md }).map((c) => src(c.content, { heading: c.heading, title: 'Scrapling' }));
    expect(first('How do I install Scrapling?', sources)?.sentences).toEqual(['Install it with the following command: pip install scrapling']);
    const answer = extractiveAnswerText(read('How do I install Scrapling?', 'en', NAME), sources, 'en', { ignoreWords: NAME });
    expect(answer).toBe('Install it with the following command: pip install scrapling. [S1]');
    // A long listing stays out of the passage; its lead-in is quoted as before, the colon as a full stop.
    const long = chunkDocument({ title: 'Scrapling', markdown: md.replace('pip install scrapling', 'import a\nimport b\nimport c\nimport d') });
    expect(long[0]!.content).not.toContain('import');
  });

  it('never quotes the first person, in the reader\'s language or the sentence\'s', () => {
    const sources = [src('I built the search engine for the archive myself.\n\nThe search engine for the archive was built in 2018.')];
    expect(first('Who built the search engine for the archive?', sources)?.sentences).toEqual(['The search engine for the archive was built in 2018.']);
  });

  it('quotes in the reader\'s language; else English; never another language while English has an answer', () => {
    const sources: ExtractiveSource[] = [
      { content: 'تتجاوز أدوات الجلب أنظمة مكافحة الروبوتات مثل Cloudflare Turnstile مباشرةً.', locale: 'ar' },
      { content: 'Its fetchers bypass anti-bot systems like Cloudflare Turnstile out of the box.', locale: 'en' },
    ];
    expect(first('Как Scrapling обходит защиту Cloudflare Turnstile?', sources, 'ru')).toMatchObject({ source: 2 });
    expect(first('كيف تتجاوز Scrapling حماية Cloudflare Turnstile؟', sources, 'ar')).toMatchObject({ source: 1 });
  });

  it('adds a second sentence only when it is close and brings a question word the first lacks', () => {
    const sources = [src('The index holds 310 GB across three nodes.\n\nThe index covers 1.2 million pages.\n\nQueries against the index take 180 ms at the median.')];
    const quotes = chooseQuotes(read('How large is the index and how fast are queries?'), sources, 'en');
    expect(quotes.map((q) => q.sentences[0])).toContain('Queries against the index take 180 ms at the median.');
    for (const [i, q] of quotes.entries()) if (i > 0) expect(q.terms.some((t) => !quotes.slice(0, i).some((p) => p.terms.includes(t)))).toBe(true);
  });

  it('the answer text: every sentence keeps its source marker; list items end like sentences', () => {
    const text = extractiveAnswerText(read('How did she build the search engine for the archive?'), [src('She led a team to build a new search engine for the archive:\n\n- A normalization pipeline;\n- Matching on 3-grams,')], 'en');
    expect(text).toBe('She led a team to build a new search engine for the archive: [S1]\n\nA normalization pipeline. [S1]\n\nMatching on 3-grams. [S1]');
  });
});

// ───────────── generated variants: question frames × topics of the seed entries ─────────────

interface Doc { slug: string; locale: Locale; sources: ExtractiveSource[]; sentences: string[] }
const seedEntries = (await readContentFolder(contentFolder(), { collection: null })).documents.map((d) => d.entry);
const docs: Doc[] = seedEntries.filter((e) => e.published).flatMap((e) => (['en', 'fa'] as const).map((locale) => {
  const t = e.translations[locale]!;
  const chunks = chunkDocument({ title: t.title, summary: t.summary, markdown: t.body ?? '' });
  return {
    slug: e.slug, locale,
    sources: chunks.map((c) => ({ content: c.content, heading: c.heading, title: t.title, locale })),
    // Statements a reader could be answered with (questions, lists of questions and first-person sentences are never quoted).
    sentences: chunks.flatMap((c) => c.content.split(/(?<=[.!?؟])\s+|\n+/))
      .filter((x) => /[.!]$/.test(x) && isQuotable(x, locale)),
  };
}));
/** Content words whose stem occurs in one entry's text only (per language): a topic that names its entry. */
const topicsOf = (locale: Locale) => {
  const mine = docs.filter((d) => d.locale === locale);
  const stem = stemmerFor(locale);
  const count = new Map<string, Set<string>>();
  for (const d of mine) for (const w of contentWords(d.sources.map((s) => `${s.title} ${s.content}`).join(' '))) (count.get(stem(w)) ?? count.set(stem(w), new Set()).get(stem(w))!).add(d.slug);
  return mine.flatMap((d) => d.sentences.flatMap((s) => {
    // Words the question reader keeps as content ("tells" is the request frame of "tell me", lib/question).
    const own = contentWords(s).filter((w) => count.get(stem(w))?.size === 1 && /^\p{L}{5,}$/u.test(w) && !NAME.has(w) && !functionWord(w, locale));
    return own.length >= 2 ? [{ slug: d.slug, locale, words: own.slice(0, 2) }] : [];
  }));
};
const FRAMES: Record<'en' | 'fa', string[]> = {
  // The topic never stands in a list question's class position ("Which {t} …"): there the class
  // words weigh half by design, and the other question words decide.
  en: ['How did she handle {t}?', 'What about {t}?', 'Tell me about {t}.', 'When was {t}?', 'Which tools did she use for {t}?', 'Why {t}?', 'Who worked on {t}?', 'Where is {t}?', 'What is {t}?', 'How many {t}?'],
  fa: ['{t} چگونه بود؟', 'درباره {t} بگو.', '{t} چیست؟', 'چرا {t}؟', 'چه کسی روی {t} کار کرد؟', '{t} کجاست؟', 'چه زمانی {t}؟', 'برای {t} از چه ابزارهایی استفاده شد؟', 'چند {t}؟'],
};
const all = docs.filter((d) => d.locale === 'en').flatMap((d) => d.sources.map((s) => ({ ...s, slug: d.slug })))
  .concat(docs.filter((d) => d.locale === 'fa').flatMap((d) => d.sources.map((s) => ({ ...s, slug: d.slug }))));
const topics = { en: topicsOf('en'), fa: topicsOf('fa') };

describe('generated variants (fast-check)', () => {
  const variant = fc.constantFrom<'en' | 'fa'>('en', 'fa').chain((locale) => fc.record({
    locale: fc.constant(locale),
    topic: fc.constantFrom(...topics[locale]),
    frame: fc.constantFrom(...FRAMES[locale]),
    // Other entries' passages around the topic's, in any order (retrieval order must not decide).
    others: fc.shuffledSubarray(all, { minLength: 4, maxLength: 12 }),
    seed: fc.integer(),
  }));

  it('a question about a topic of one entry is answered from that entry', () => {
    fc.assert(fc.property(variant, ({ locale, topic, frame, others, seed }) => {
      const own = all.filter((s) => s.slug === topic.slug && s.locale === locale);
      const sources = [...others.filter((s) => s.slug !== topic.slug), ...own];
      // Rotate by the seed so the topic's passages are not always last.
      const k = Math.abs(seed) % sources.length;
      const ordered = [...sources.slice(k), ...sources.slice(0, k)];
      const question = frame.replace('{t}', topic.words.join(' '));
      const quotes = chooseQuotes(read(question, locale, NAME), ordered, locale, { ignoreWords: NAME });
      // A question for a number or a date is answered only by a sentence that gives one (issue 22):
      // the topic's entry may hold none, and then the answer is the refusal, never another entry.
      // So is a why-question, by a sentence that gives a reason or a purpose.
      const analysis = analyzeQuestion(read(question, locale, NAME));
      const type = analysis.type;
      if (type === 'quantity' || type === 'when' || analysis.reason) {
        if (quotes.length) expect(ordered[quotes[0]!.source - 1]!.slug, question).toBe(topic.slug);
        return;
      }
      expect(quotes.length, question).toBeGreaterThan(0);
      expect(ordered[quotes[0]!.source - 1]!.slug, question).toBe(topic.slug);
      // Seeded, as the gate's properties are: about 1 draw in 9,000 fails on a kind that is known and
      // open (design card, "Known blind spots": a sentence of the asked type that shares one common
      // question word, "use" or "work", rare among a few random passages, outweighs the topic's
      // sentence; a when- or how-many question whose topic entry states no date answered from another
      // entry). CI must not land or fail by the draw; SEED=… RUNS=… explore other draws.
    }), { numRuns: Number(process.env.RUNS ?? 300), seed: Number(process.env.SEED ?? 20261206), ...(process.env.FCPATH ? { path: process.env.FCPATH } : {}) });
  });

  it('a short code block after its lead-in is quoted with it and released by the gate; a long one is not in the passage', () => {
    const ident = fc.stringMatching(/^[a-z][a-z0-9_]{2,9}$/);
    const line = fc.tuple(ident, ident, fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }))
      .map(([a, b, n]) => `${a} ${b}${n === undefined ? '' : ` --port ${n}`}`);
    const block = fc.record({ lines: fc.array(line, { minLength: 1, maxLength: 6 }), fence: fc.constantFrom('```bash', '```', '~~~console', 'indented') });
    fc.assert(fc.property(fc.stringMatching(/^[A-Z][a-z]{4,9}$/), block, (name, { lines, fence }) => {
      const code = fence === 'indented' ? lines.map((l) => `    ${l}`).join('\n') : `${fence}\n${lines.join('\n')}\n${fence.slice(0, 3)}`;
      const md = `## Setup\n\n${name} runs on Linux and macOS. Install ${name} with the following command:\n\n${code}\n\nThe shell of ${name} opens in a terminal.`;
      const chunks = chunkDocument({ title: `${name} docs`, markdown: md });
      const content = chunks.map((c) => c.content).join('\n\n');
      const short = lines.length <= CODE_MAX_LINES && lines.join('\n').length <= CODE_MAX_CHARS;
      if (!short) { expect(content).not.toContain(lines[0]!); return; }
      expect(content).toContain(`Install ${name} with the following command:\n${lines.join('\n')}`);
      const sources = chunks.map((c) => src(c.content, { heading: c.heading, title: `${name} docs` }));
      const question = read(`How do I install ${name}?`, 'en', NAME);
      const answer = extractiveAnswerText(question, sources, 'en', { ignoreWords: NAME });
      expect(answer).toContain(`Install ${name} with the following command: ${lines.join(' ')}`);
      // The gate checks the quote against the passage: its numbers and names are the source's own.
      const gate = new SentenceGate({ sources: sources.map((x) => ({ text: x.content, locale: 'en' as const })), locale: 'en' });
      const out = [...gate.push(answer), ...gate.end()];
      expect(out.every((o) => o.type === 'text'), JSON.stringify(out)).toBe(true);
      expect(out.map((o) => (o.type === 'text' ? o.text : '')).join(' ')).toContain(lines.join(' '));
    }), { numRuns: Number(process.env.RUNS ?? 200), seed: Number(process.env.SEED ?? 20261207) });
  });

  it('no filler: every further quote brings a question word no earlier quote has; every quote is the passage\'s own text', () => {
    fc.assert(fc.property(variant, fc.shuffledSubarray(contentWords(all.map((s) => s.content).join(' ')).slice(0, 400), { minLength: 1, maxLength: 4 }), ({ locale, topic, frame, others }, extra) => {
      const sources = [...others, ...all.filter((s) => s.slug === topic.slug)];
      const question = frame.replace('{t}', [...topic.words, ...extra].join(' '));
      const quotes = chooseQuotes(read(question, locale, NAME), sources, locale, { ignoreWords: NAME });
      quotes.forEach((q, i) => {
        if (i > 0) expect(q.terms.some((t) => quotes.slice(0, i).every((p) => !p.terms.includes(t))), question).toBe(true);
        const content = sources[q.source - 1]!.content.replace(/\s+/g, ' ');
        // Verbatim, up to the final punctuation (a list item's ";" or a dropped block's ":" ends as a full stop).
        for (const s of q.sentences) expect(content, s).toContain(s.replace(/[.:;,。।]$/u, ''));
      });
      expect(quotes.length).toBeLessThanOrEqual(3);
    }), { numRuns: Number(process.env.RUNS ?? 300), ...(process.env.SEED ? { seed: Number(process.env.SEED), path: process.env.FCPATH } : {}) });
  });
});

describe('a count is not a duration (fresh-clone QA, issue 22 kind 1; Li & Roth NUM:count vs NUM:period)', () => {
  it('"how many sensors" quotes the sentence that counts them, not "every five minutes"', () => {
    // The new user's own entry: the count stands five words before its noun, the duration three after it.
    const page = src('Sam designed and installed a network of 48 solar-powered ultrasonic water-level sensors along the lagoon shore. The sensors report every five minutes over LoRaWAN to a gateway on the cooperative\'s roof.', { title: 'Sensor Network Engineer, Lagoon Waterworks Cooperative', heading: 'The flood-warning network' });
    const q = first('How many water-level sensors did Sam install on the Lagos Lagoon?', [page]);
    expect(q?.sentences.join(' ')).toContain('48');
  });

  it('digits inside a name are not a count: "how many … fusion?" is not answered by "BM25 and vector index settings, fusion …"', () => {
    const page = src('Retrieval and ranking: analyzers, BM25 and vector index settings, fusion and re-ranking logic.', { title: 'Code and Architecture Review', heading: 'What a review covers' });
    expect(first('How many fusion methods does the review cover?', [page])).toBeFalsy();
    const counted = src('The review covers 3 fusion methods and BM25 settings.', { title: 'Code and Architecture Review', heading: 'What a review covers' });
    expect(first('How many fusion methods does the review cover?', [counted])?.sentences.join(' ')).toContain('3 fusion');
  });

  it('generated: any counted noun × any time unit × adjectives between count and noun × either order, the count wins', () => {
    const units = ['minutes', 'seconds', 'hours', 'days', 'weeks', 'ms'];
    fc.assert(fc.property(
      fc.constantFrom('stations', 'volunteers', 'servers', 'probes', 'cameras'), fc.constantFrom(...units),
      fc.integer({ min: 2, max: 90 }), fc.integer({ min: 2, max: 900 }), fc.boolean(),
      fc.subarray(['solar-powered', 'ultrasonic', 'low-cost', 'weatherproof'], { minLength: 3 }),
      (noun, unit, every, count, countFirst, adjectives) => {
        const counted = `The cooperative runs ${count} ${adjectives.join(' ')} ${noun} along the lagoon shore.`;
        const timed = `The ${noun} report every ${every} ${unit} to the cooperative.`;
        const page = src(countFirst ? `${counted} ${timed}` : `${timed} ${counted}`, { title: 'Lagoon monitoring' });
        const q = first(`How many ${noun} does the cooperative run along the lagoon?`, [page]);
        expect(q?.sentences.join(' ')).toContain(`${count} ${adjectives.join(' ')} ${noun}`);
      },
    ), { numRuns: 60 });
  });
});

describe('a duration or a frequency (Li & Roth NUM:period): a number with a time unit, digits or words, or a span of two dates', () => {
  const page = (lang: Locale, sentences: string[]) => src(sentences.join(' '), { title: 'Reading group', locale: lang });
  it('"how often" quotes "every two weeks" (a cardinal written as a word before its unit), not the sentence with another number', () => {
    const p = page('en', ['The reading group has 12 members from three teams.', 'The reading group meets every two weeks.']);
    expect(first('How often does the reading group meet?', [p])?.sentences.join(' ')).toContain('every two weeks');
  });
  it('"how long did she work at X" quotes the sentence that dates the job from end to end, not a latency', () => {
    const p = src('From August 2014 to August 2015 Darya worked as a backend engineer at Ketabnama. She cut median search latency from 1.8 seconds to 140 ms.', { title: 'Backend Engineer, Ketabnama' });
    expect(first('How long did she work at Ketabnama?', [p])?.sentences.join(' ')).toContain('August 2014 to August 2015');
    // One date is when it began, not how long: the span rule does not read "since".
    const since = src('Since February 2023 she has led the team. The team meets every two weeks.', { title: 'Lead, Nahrvald' });
    expect(first('How often does the team meet?', [since])?.sentences.join(' ')).toContain('every two weeks');
  });
  it('the interrogative of duration and frequency is a quantity question in every language (多 + adjective, как часто, à quelle fréquence …)', () => {
    const cases: [Locale, string][] = [
      ['en', 'How often does the group meet?'], ['de', 'Wie oft trifft sich die Gruppe?'], ['fr', 'À quelle fréquence le groupe se réunit-il ?'],
      ['es', '¿Con qué frecuencia se reúne el grupo?'], ['pt', 'Com que frequência o grupo se reúne?'], ['ru', 'Как часто собирается группа?'],
      ['ru', 'Как долго длилась стажировка?'], ['fa', 'گروه هر چند وقت یک بار جلسه دارد؟'], ['ar', 'كل كم أسبوع تجتمع المجموعة؟'],
      ['hi', 'समूह कितने समय में एक बार मिलता है?'], ['zh', '这个小组多久聚一次？'], ['zh', '实验课有多长？'],
    ];
    for (const [lang, q] of cases) {
      const a = analyzeQuestion(read(q, lang));
      expect([lang, q, a.type, a.time]).toEqual([lang, q, 'quantity', true]);
    }
    // "How many times" counts events (NUM:count), it asks no period: "how many downloads a month".
    expect(analyzeQuestion(read('كم مرة يتم تنزيلها شهريًا؟', 'ar')).time).toBe(false);
    // 很多大型 (many large …) holds 多大 but asks no degree.
    expect(read('她做过很多大型项目吗？', 'zh').type).not.toBe('quantity');
  });
  it('generated: any cardinal word or digits × any time unit × either order × a distractor number, the timed number wins', () => {
    fc.assert(fc.property(
      fc.constantFrom('two', 'three', 'four', 'six', '2', '3', '90', '45'), fc.constantFrom('weeks', 'months', 'days', 'minutes', 'hours'),
      fc.integer({ min: 5, max: 900 }), fc.boolean(), fc.constantFrom('How often', 'How long'),
      (n, unit, other, timedFirst, ask) => {
        const timed = `The workshop series runs every ${n} ${unit}.`;
        const counted = `The workshop series has ${other} participants.`;
        const p = src(timedFirst ? `${timed} ${counted}` : `${counted} ${timed}`, { title: 'Workshop series' });
        expect(first(`${ask} does the workshop series run?`, [p])?.sentences.join(' ')).toContain(`${n} ${unit}`);
      },
    ), { numRuns: 60 });
  });
});

describe('a count counts the noun the question names (Li & Roth NUM:count; UD nummod: the number stands before its noun)', () => {
  it('"how many articles" quotes the number before "articles", not "in six languages" beside the question\'s other words', () => {
    const summary = src('Darya built a grounded support assistant in six languages for a logistics client.', { title: 'Logistics' });
    const design = src('Every answer comes only from the company\'s 9,400 help-centre articles and policy documents.', { title: 'Logistics', heading: 'Design' });
    expect(first('How many articles does the grounded support assistant draw on?', [summary, design])?.sentences.join(' ')).toContain('9,400 help-centre articles');
  });

  it('a measure\'s cut-off counts nothing: "nDCG@10 on her test queries" does not say how many test queries', () => {
    const page = src('Applying the segmenter raised nDCG@10 on her test queries from 0.412 to 0.468. The hybrid experiment used 600 judged test queries.', { title: 'Query segmentation' });
    expect(first('How many test queries did the hybrid experiment use?', [page])?.sentences.join(' ')).toContain('600 judged test queries');
  });

  it('the counted noun is read after the question phrase in every language, a function word skipped; names and measures are not counted', () => {
    const cases: [Locale, string, string[]][] = [
      ['en', 'How many test cases does Parsegar have?', ['test', 'cases']], ['fr', 'Combien de requêtes jugées ?', ['requêtes', 'jugées']],
      ['pt', 'Quantos artigos alimentam o assistente?', ['artigos', 'alimentam']], ['ru', 'Сколько запросов в день?', ['запросов']],
      ['fa', 'چند دانشجو در این درس بودند؟', ['دانشجو']], ['ar', 'كم عدد الاستعلامات؟', ['الاستعلامات']],
      ['ar', 'كم بلغ recall@100 في ورقتها؟', ['بلغ']], ['en', 'When did she start?', []],
    ];
    for (const [locale, q, counted] of cases) expect(readQuestion(q, locale).counted, `${locale}: ${q}`).toEqual(counted);
  });

  it('generated: any counted noun × any other noun beside the question\'s words × either order × any counts, the number before the counted noun is quoted', () => {
    fc.assert(fc.property(
      fc.constantFrom('articles', 'volunteers', 'servers', 'annotators', 'contributors'), fc.constantFrom('languages', 'countries', 'teams', 'offices'),
      fc.integer({ min: 2, max: 12 }), fc.integer({ min: 13, max: 999 }), fc.boolean(),
      (noun, other, few, many, summaryFirst) => {
        const summary = src(`The grounded support assistant project ran in ${few} ${other} for a logistics client.`, { title: 'Logistics' });
        const counted = src(`Its answers drew on ${many} ${noun} from the client.`, { title: 'Logistics', heading: 'Scale' });
        const q = first(`How many ${noun} did the grounded support assistant project have?`, summaryFirst ? [summary, counted] : [counted, summary]);
        expect(q?.sentences.join(' ')).toContain(`${many} ${noun}`);
      },
    ), { numRuns: 60 });
  });
});

describe('a question word weighs the same in every language it is read in (Pirkola 1998: its translations are one synonym set)', () => {
  // Portuguese question words read in English with one translation each (weight 1), as retrieval's lookup gives them.
  const lookup = (words: string[], english: string[]) => ({ words, stems: words.map((w, i) => [stemmerFor('pt')(w), stemmerFor('en')(english[i]!)]), weights: words.map(() => [1, 1]), language: 'pt' as Locale });

  it('generated: a reader-language sentence outweighs the same words in an English sentence by the reader-language bonus only, however many English passages hold them', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 6 }), fc.constantFrom('logística', 'clientes', 'empresa'), (english, filler) => {
      const question = read('Quem construiu o assistente de suporte?', 'pt', NAME);
      const own = src(`Darya construiu o assistente de suporte para a ${filler}.`, { locale: 'pt', title: 'Assistente' });
      const others = Array.from({ length: english }, (_, i) => src(`Darya built the support assistant in year ${i + 1} of the project.`, { title: `Support ${i}` }));
      const ranked = rankSentences(question, [own, ...others], 'pt', { ignoreWords: NAME, lookup: lookup(question.content, question.content.map((w) => ({ construiu: 'built', assistente: 'assistant', suporte: 'support' } as Record<string, string>)[w] ?? w)) });
      const pt = ranked.find((r) => r.source === 1)!;
      const en = ranked.find((r) => r.source === 2)!;
      // Per stem, the one Portuguese passage made its words the rarest of all: the ratio grew with the English passages.
      expect(pt.score / en.score).toBeLessThan(READER_LANGUAGE_BONUS * 1.5);
    }), { numRuns: 30 });
  });
});

describe('issue 30, kind 1: the lead of the section whose heading the follow-up names (Edmundson 1969, location)', () => {
  const evaluation = (lead: string, intro: string) => src(`${lead} ${intro}\n- unsupported answers fell from 14% to 2.1%;\n- refusal precision reached 0.93.`, { title: 'A Multilingual Support Assistant', heading: 'Evaluation' });

  it('"How was it evaluated?" quotes the section\'s first sentence, which says how, before the list it introduces', () => {
    const q = first('How was it evaluated?', [evaluation('The team built a test set of 2,000 questions, 25% of them deliberately unanswerable.', 'Darya tracked both answer accuracy and refusal quality:')]);
    expect(q?.sentences.join(' ')).toContain('2,000 questions');
  });

  it('generated: any lead sentence × any list intro × either question form, the lead of the named section is quoted first', () => {
    fc.assert(fc.property(
      fc.constantFrom('The team built a test set of 2,000 questions.', 'Each answer was judged by two annotators on 500 conversations.', 'The engineers compared it with the old search on 1,200 queries.'),
      fc.constantFrom('Darya tracked both answer accuracy and refusal quality:', 'They measured three things:', 'The figures were:'),
      fc.constantFrom('How was it evaluated?', 'And the evaluation?', 'How was the evaluation done?'),
      (lead, intro, question) => {
        const q = first(question, [evaluation(lead, intro)]);
        expect(q?.sentences[0]).toBe(lead);
      },
    ), { seed: 3001, numRuns: 30 });
  });
});

describe('issue 30, kind 1: a heading that only repeats the title names the entry, not an aspect', () => {
  const TITLE = 'Building a Multilingual Support Assistant';
  const summary = (lead: string) => src(`${lead} The team chose to build it on a retrieval pipeline with a reranker and a sentence gate.`, { title: TITLE, heading: TITLE });

  it('"How did they build the multilingual support assistant?" quotes the sentence that says how, not the lead under the title (suggested question fa, case study persian-search-engine)', () => {
    const q = first('How did they build the multilingual support assistant?', [summary('It answered nine in ten questions from the help centre.')]);
    expect(q?.sentences[0]).toContain('retrieval pipeline');
  });

  it('generated: any lead under the title × any how-question made of the title\'s words — the lead is never preferred for the title\'s words alone', () => {
    fc.assert(fc.property(
      fc.constantFrom('It answered nine in ten questions from the help centre.', 'Five offices now use it every day.', 'Its refusals fell from a third to a tenth of the questions.'),
      fc.constantFrom('How did they build the multilingual support assistant?', 'How did she build the support assistant?', 'How was building the multilingual assistant done?'),
      (lead, question) => {
        const q = first(question, [summary(lead)]);
        expect(q?.sentences[0]).toContain('retrieval pipeline');
      },
    ), { seed: 3002, numRuns: 30 });
  });
});

describe('issue 31: a list its section heading introduces is quoted whole (CommonMark list block; Edmundson 1969, heading)', () => {
  const TITLE = 'Search and Retrieval Consulting';
  const STEPS = [
    'Audit: she reviews the current pipeline, query logs and a sample of results.',
    'Evaluation baseline: together with the client\'s team she builds a judged query set.',
    'Recommendations: a written report with prioritised changes and their expected effects.',
    'Implementation support: pairing with the client\'s engineers on the changes that matter most.',
  ];
  const steps = (items: string[], heading = 'How an engagement usually works') => src(`${heading}\n\n${items.map((t) => `- ${t}`).join('\n')}`, { title: TITLE, heading });

  it('"What are the steps of a search consulting engagement?" quotes every step, in order, not the first one alone', () => {
    const q = first('What are the steps of a search consulting engagement with her?', [steps(STEPS)]);
    expect(q?.sentences).toEqual(STEPS);
  });

  it('"Welche Themen behandeln ihre Workshops?" — a heading naming the class ("Workshop topics") makes its items the answer', () => {
    const topics = src('Workshop topics\n\n- Persian text fundamentals: Unicode, letter variants and digits.\n- Tokenization and sentence segmentation for Arabic-script languages.\n- Building a search engine from scratch with BM25.', { title: 'Workshops on Persian NLP', heading: 'Workshop topics' });
    const other = src('Several of the lab notebooks were later reused in the workshops she teaches today.', { title: 'Teaching Assistant', heading: '' });
    const q = first('Which topics do her workshops cover?', [other, topics]);
    expect(q?.sentences.join(' ')).toContain('Tokenization');
    expect(q?.sentences.join(' ')).toContain('BM25');
  });

  it('generated: any subset and order of the steps × any question naming the heading\'s word — the whole list is quoted in its order', () => {
    fc.assert(fc.property(
      fc.shuffledSubarray(STEPS, { minLength: 2, maxLength: 4 }),
      fc.constantFrom('What are the steps of a search consulting engagement with her?', 'How does a consulting engagement with her usually work?', 'What happens in a search consulting engagement?'),
      (items, question) => {
        const q = first(question, [steps(items)]);
        expect(q?.sentences).toEqual(items);
      },
    ), { seed: 3101, numRuns: 30 });
  });

  it('a list whose heading holds no word of the question is not quoted whole (the item alone)', () => {
    const q = first('Which step builds a judged query set?', [steps(STEPS, 'Process')]);
    expect(q?.sentences).toEqual([STEPS[1]]);
  });
});

describe('what is X: an appositive defines its head anywhere in the sentence (UD appos: "X, a …")', () => {
  const PAGE = (lead: string) => src(`${lead}\n\nThe checker now ships with Parsegar and is used in two word-processing plugins.`, { title: 'Maintainer, Parsegar toolkit', heading: '' });

  it('"What is Parsegar?" quotes "… maintainer of Parsegar, an open-source Python library …", not a sentence that only names it', () => {
    const q = first('What is Parsegar?', [PAGE('Since 2019 Darya has been the lead maintainer of Parsegar, an open-source Python library for processing Persian text.')]);
    expect(q?.sentences[0]).toContain('Python library');
  });

  it('generated: any opening × any defining noun phrase × a question in several languages, the appositive is quoted first', () => {
    fc.assert(fc.property(
      fc.constantFrom('Since 2019 Darya has been the lead maintainer of', 'For five years she has looked after', 'She started and still maintains'),
      fc.constantFrom('an open-source Python library for Persian text', 'a toolkit for normalizing Persian script', 'a small library that repairs the zero-width non-joiner'),
      fc.constantFrom<[Locale, string]>(['en', 'What is Parsegar?'], ['de', 'Was ist Parsegar?'], ['es', '¿Qué es Parsegar?'], ['ru', 'Что такое Parsegar?'], ['zh', 'Parsegar是什么？'], ['ar', 'ما هي Parsegar؟']),
      (opening, np, [locale, question]) => {
        const q = chooseQuotes(read(question, locale, NAME), [PAGE(`${opening} Parsegar, ${np}.`)], locale, { ignoreWords: NAME })[0];
        expect(q?.sentences[0]).toContain(np);
      },
    ), { seed: 3201, numRuns: 40 });
  });
});

describe('what is X: the appositive after a multiword name defines its first word (UD flat:name: "Lumenhaus Digital Libraries, a …")', () => {
  const PAGE = (lead: string) => src(`${lead}\n\nBy the end of her time at Lumenhaus, the share of archive searches with a relevant result had risen from 68% to 89%.`, { title: 'Search Engineer, Lumenhaus Digital Libraries', heading: '' });
  const ASKED: [Locale, string][] = [['en', 'What is Lumenhaus?'], ['de', 'Was ist Lumenhaus?'], ['fr', "Qu'est-ce que Lumenhaus ?"], ['es', '¿Qué es Lumenhaus?'], ['pt', 'O que é a Lumenhaus?'], ['ru', 'Что такое Lumenhaus?'], ['ar', 'ما هي Lumenhaus؟'], ['hi', 'Lumenhaus क्या है?'], ['zh', 'Lumenhaus是什么？'], ['fa', 'Lumenhaus چیست؟']];

  it.each(ASKED)('%s: "%s" quotes "… at Lumenhaus Digital Libraries, a Berlin company …" (an English page)', (locale, question) => {
    const q = chooseQuotes(read(question, locale, NAME), [PAGE('From 2017 to 2020 Darya was a search engineer at Lumenhaus Digital Libraries, a Berlin company of about 40 people.')], locale, { ignoreWords: NAME })[0];
    expect(q?.sentences[0]).toContain('a Berlin company');
  });

  it('lower-case words after the name are not part of it: "Lumenhaus search tools, a task …" loses to "Lumenhaus is a Berlin company"', () => {
    const q = first('What is Lumenhaus?', [PAGE('She rebuilt the Lumenhaus search tools, a task that took a year.\n\nLumenhaus is a Berlin company of about 40 people.')]);
    expect(q?.sentences[0]).toContain('a Berlin company');
  });

  it('generated: one to three capitalized name words × any defining noun phrase, the appositive is quoted first', () => {
    fc.assert(fc.property(
      fc.array(fc.constantFrom('Digital', 'Libraries', 'Labs', 'GmbH', 'Online', 'Bookstore'), { minLength: 1, maxLength: 3 }),
      fc.constantFrom('a Berlin company of about 40 people', 'an archive software vendor', 'a small firm that builds catalogue software'),
      fc.constantFrom<[Locale, string]>(...ASKED),
      (rest, np, [locale, question]) => {
        const q = chooseQuotes(read(question, locale, NAME), [PAGE(`For three years she worked at Lumenhaus ${rest.join(' ')}, ${np}.`)], locale, { ignoreWords: NAME })[0];
        expect(q?.sentences[0]).toContain(np);
      },
    ), { seed: 3202, numRuns: 40 });
  });
});

describe('a question that names an entry and nothing else gets the entry\'s first list (Edmundson 1969, location; CommonMark list block)', () => {
  const TITLE = 'Search Engineer, Lumenhaus Digital Libraries';
  const WORK = [
    'She led the migration of 14 client installations from Solr to Elasticsearch.',
    'She designed the company\'s language-analysis layer for Persian, Arabic and Turkish.',
    'She introduced offline evaluation with judged query sets before every release.',
  ];
  const entry = (items: string[]) => [
    src(`From 2017 to 2020 Darya was a search engineer at Lumenhaus Digital Libraries, a Berlin company.\n\nKey work\n\n${items.map((t) => `- ${t}`).join('\n')}`, { title: TITLE, heading: '' }),
    src('By the end of her time at Lumenhaus, archive searches with a relevant result had risen from 68% to 89%.', { title: TITLE, heading: 'Team and tools' }),
  ];

  it('"What did she do at Lumenhaus?" quotes the Key work items, not the sentence that repeats the name', () => {
    expect(first('What did she do at Lumenhaus?', entry(WORK))?.sentences).toEqual(WORK);
  });

  it('the list of the entry\'s English body answers a reader whose language has only its title and summary (one entry: one slug)', () => {
    const summary = src('Desde 2017 Darya fue ingeniera de búsqueda en Lumenhaus Digital Libraries, en Berlín.', { locale: 'es', title: 'Ingeniera de búsqueda, Lumenhaus Digital Libraries', heading: '', slug: 'lumenhaus' });
    const body = entry(WORK).map((s) => ({ ...s, slug: 'lumenhaus' }));
    const q = chooseQuotes(read('¿Qué hizo en Lumenhaus?', 'es', NAME), [summary, ...body], 'es', { ignoreWords: NAME })[0];
    expect(q?.sentences).toEqual(WORK);
  });

  it('a question asking more than the name is not answered with the list', () => {
    expect(first('What did search quality at Lumenhaus rise to?', entry(WORK))?.sentences.join(' ')).toContain('89%');
  });

  it('generated: any subset and order of the items × the question in six languages, the list is quoted whole and in order', () => {
    fc.assert(fc.property(
      fc.shuffledSubarray(WORK, { minLength: 2, maxLength: 3 }),
      fc.constantFrom<[Locale, string]>(['en', 'What did she do at Lumenhaus?'], ['de', 'Was hat sie bei Lumenhaus gemacht?'], ['fr', 'Que faisait-elle chez Lumenhaus ?'],
        ['es', '¿Qué hizo en Lumenhaus?'], ['pt', 'O que ela fez na Lumenhaus?'], ['zh', '她在Lumenhaus做了什么？']),
      (items, [locale, question]) => {
        const q = chooseQuotes(read(question, locale, NAME), entry(items), locale, { ignoreWords: NAME })[0];
        expect(q?.sentences).toEqual(items);
      },
    ), { seed: 3202, numRuns: 40 });
  });
});

describe('technical documentation: identifiers, defaults, a table row read as one record', () => {
  it('identifiers by the shape code gives them (PEP 8 naming styles, a call, a keyword argument, a member)', () => {
    expect(identifiers('Pass disable_resources or call .add_task() on BackgroundTasks; raise HTTPException; set dont_filter=True; mount StaticFiles.'))
      .toEqual(['disable_resources', 'add_task', 'BackgroundTasks', 'HTTPException', 'dont_filter', 'StaticFiles']);
    expect(identifiers('The Fetcher uses Google Chrome, e.g. on Linux. CSS and JSON are formats.')).toEqual([]);
  });

  it('a which-argument question quotes the sentence that names the argument, not the prose around it', () => {
    const page = src('Skipping images makes the browser load pages about a quarter faster. Set disable_resources to make the browser skip images, fonts and stylesheets.', { title: 'DynamicFetcher' });
    expect(first('Which argument makes the browser skip images?', [page])?.sentences.join(' ')).toContain('disable_resources');
  });

  it('a default-value question quotes the row that states the default, with its first cell ("Defaults to 600." alone says nothing)', () => {
    const page = src('Arguments:\n\n- allow_credentials - Indicate that cookies should be supported for cross-origin requests. Defaults to False.\n- max_age - Sets a maximum time in seconds for browsers to cache CORS responses. Defaults to 600.', { title: 'CORS', heading: 'Use CORSMiddleware' });
    const q = first('How long do browsers cache CORS responses by default?', [page]);
    expect(q?.sentences.join(' ')).toContain('max_age');
    expect(q?.sentences.join(' ')).toContain('600');
    expect(analyzeQuestion(read('Quelle est la valeur par défaut de allow_methods ?', 'fr')).asksDefault).toBe(true);
    expect(analyzeQuestion(read('Какой тайм-аут по умолчанию?', 'ru')).asksDefault).toBe(true);
    expect(analyzeQuestion(read('超时默认是多少？', 'zh')).asksDefault).toBe(true);
    expect(analyzeQuestion(read('How long does the crawl take?', 'en')).asksDefault).toBe(false);
  });

  it('generated: any snake_case argument × any order × any filler, the which-argument question quotes the argument', () => {
    const part = fc.constantFrom('block', 'page', 'wait', 'proxy', 'cache', 'retry', 'load', 'dom', 'max', 'timeout');
    fc.assert(fc.property(part, part, fc.boolean(), fc.constantFrom('about a quarter faster', 'much lighter on the network', 'cheaper to run'), (a, b, argFirst, gain) => {
      const name = `${a}_${b}_x`;
      const prose = `Skipping images makes the browser ${gain}.`;
      const arg = `Set ${name} to make the browser skip images.`;
      const page = src(argFirst ? `${arg} ${prose}` : `${prose} ${arg}`, { title: 'Browser fetching' });
      expect(first('Which argument makes the browser skip images?', [page])?.sentences.join(' ')).toContain(name);
    }), { numRuns: 60 });
  });

  it('generated: any table of settings × any asked setting × any order, the default of the asked one is quoted with its name', () => {
    const things = ['maximum number of redirects', 'delay between retry attempts', 'size of the connection pool', 'timeout of the browser page'];
    fc.assert(fc.property(fc.shuffledSubarray(things, { minLength: 2, maxLength: 4 }), fc.integer({ min: 0, max: 3 }), fc.array(fc.integer({ min: 2, max: 9000 }), { minLength: 4, maxLength: 4 }), (rows, k, values) => {
      const asked = rows[k % rows.length]!;
      const i = rows.indexOf(asked);
      const names = rows.map((t) => t.split(' ').filter((w) => w.length > 3).slice(0, 2).join('_'));
      const table = rows.map((t, j) => `- ${names[j]}: Sets the ${t}. Defaults to ${values[j]}.`).join('\n');
      const q = first(`What is the ${asked} by default?`, [src(`Settings:\n\n${table}`, { title: 'Settings' })]);
      expect(q?.sentences.join(' ')).toContain(`${names[i]}: Sets the ${asked}. Defaults to ${values[i]}.`);
    }), { numRuns: 60 });
  });
});

describe('an organisation question names the organisation (Li & Roth 2002 HUM:gr; head nouns after Huang, Thint & Qin 2008)', () => {
  it('which-X questions with an organisation head are read as asking for one, in ten languages', () => {
    const asked: [string, Locale][] = [
      ['Which company did she build the archive search for?', 'en'],
      ['Bei welcher Firma hat sie die Suchmaschine gebaut?', 'de'],
      ['Pour quelle entreprise a-t-elle construit la recherche ?', 'fr'],
      ['¿En qué universidad estudió?', 'es'],
      ['Para qual empresa ela construiu o motor de busca?', 'pt'],
      ['В какой компании она делала поисковик?', 'ru'],
      ['دریا در کدام مؤسسه پژوهش کرد؟', 'fa'],
      ['في أي جامعة درست؟', 'ar'],
      ['उन्होंने किस विश्वविद्यालय से पढ़ाई की?', 'hi'],
      ['她在哪家公司做了搜索引擎？', 'zh'],
    ];
    for (const [text, locale] of asked) expect(readQuestion(text, locale), text).toMatchObject({ type: 'where', organisation: true });
    expect(readQuestion('Which languages does she speak?', 'en')).toMatchObject({ type: 'list', organisation: false });
  });

  it('"Bei welcher Firma …" quotes the sentence naming the company, not the one restating the project', () => {
    const page = src('Darya built a full-text search engine for the Golestan archive and raised recall considerably. The Golestan Manuscript Library, a private archive and a client of Lumenhaus, had digitised 1.2 million pages.', { title: 'Persian search engine', heading: 'Overview' });
    const q = first('Which company did she build the search engine for the Golestan archive at?', [page]);
    expect(q?.sentences.join(' ')).toContain('Lumenhaus');
  });

  it('generated: any organisation head × any organisation name × either order, the sentence naming it wins', () => {
    fc.assert(fc.property(
      fc.constantFrom('company', 'firm', 'institute', 'organisation', 'university'), fc.constantFrom('Brightwater', 'Kestrel', 'Valdoria', 'Nimbus'),
      fc.constantFrom('Institute', 'University', 'Company', 'Laboratory'), fc.boolean(),
      (head, name, kind, namedFirst) => {
        const restated = 'Sam built the flood-warning network for the lagoon and cut false alarms sharply.';
        const named = `The flood-warning network was commissioned by the ${name} ${kind} for the lagoon.`;
        const page = src(namedFirst ? `${named} ${restated}` : `${restated} ${named}`, { title: 'Lagoon monitoring' });
        const q = first(`Which ${head} was the flood-warning network for the lagoon built for?`, [page]);
        expect(q?.sentences.join(' ')).toContain(name);
      },
    ), { numRuns: 60 });
  });
});

describe('a time is asked by a period or a time measure (Li & Roth 2002 NUM:period, NUM:speed; ISO 8601 intervals)', () => {
  const lumenhaus: ExtractiveSource[] = [
    { title: 'Search Engineer, Lumenhaus Digital Libraries', content: 'From November 2017 to December 2020 Darya was a search engineer at Lumenhaus Digital Libraries, a Berlin company of about 40 people.' },
    { title: 'Search Engineer, Lumenhaus Digital Libraries', heading: 'Team and tools', content: 'Darya mentored two junior engineers and worked closely with librarians to write relevance guidelines.' },
  ];
  const ketabnama: ExtractiveSource[] = [
    { title: 'Backend Engineer, Ketabnama Online Bookstore', content: 'From August 2014 to August 2015 Darya worked as a backend engineer at Ketabnama, a bookstore with about 260,000 titles.' },
    { title: 'Backend Engineer, Ketabnama Online Bookstore', heading: 'What she worked on', content: '- She replaced the catalogue search with an Apache Solr index, cutting median search latency from 1.8 seconds to 140 ms.\n- She wrote the first Persian normalization filter for 9% of searches.' },
  ];

  it('"How long did she work at Lumenhaus?" is answered by the dates that bound the period; a latency question by the time with its unit', () => {
    expect(analyzeQuestion(read('How long did she work at Lumenhaus?'))).toMatchObject({ time: true, period: true });
    expect(first('How long did she work at Lumenhaus?', lumenhaus)?.sentences.join(' ')).toContain('November 2017');
    // A measure whose value is a time ("median latency", in Latin script inside a Hindi question) is a time, not a count.
    expect(analyzeQuestion(read('Ketabnama की median latency कितनी थी?', 'hi'))).toMatchObject({ time: true, count: false });
    expect(first('Ketabnama की median latency कितनी थी?', ketabnama, 'hi')?.sentences.join(' ')).toContain('140 ms');
    expect(first('How much faster did she make search at Ketabnama?', ketabnama)?.sentences.join(' ')).toContain('140 ms');
    expect(statesInterval('Darya earned her degree in Hamburg (2015–2017).')).toBe(true);
    expect(statesInterval('In 2019 she started Parsegar.')).toBe(false);
  });

  it('generated: a period question is answered by the sentence bounding it, whatever the years, the other numbers and the order', () => {
    const QUESTIONS: [Locale, string][] = [
      ['en', 'How long did she work at Lumenhaus?'], ['de', 'Wie lange hat sie bei Lumenhaus gearbeitet?'], ['fr', 'Combien de temps a-t-elle travaillé chez Lumenhaus ?'],
      ['es', '¿Cuánto tiempo trabajó en Lumenhaus?'], ['pt', 'Quanto tempo ela trabalhou na Lumenhaus?'], ['ru', 'Как долго она работала в Lumenhaus?'],
      ['fa', 'چه مدت در Lumenhaus کار کرد؟'], ['ar', 'كم من الوقت عملت في Lumenhaus؟'], ['hi', 'उन्होंने Lumenhaus में कितने समय तक काम किया?'], ['zh', '她在Lumenhaus工作了多久？'],
    ];
    fc.assert(fc.property(fc.constantFrom(...QUESTIONS), fc.integer({ min: 1990, max: 2015 }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 2, max: 90 }), fc.boolean(),
      ([locale, q], from, years, count, swap) => {
        // The site's pages are mostly English: the sentences are, whatever the reader's language.
        const dates: ExtractiveSource = { title: 'Search Engineer, Lumenhaus', locale: 'en', content: `From March ${from} to May ${from + years} Darya was a search engineer at Lumenhaus.` };
        const other: ExtractiveSource = { title: 'Search Engineer, Lumenhaus', heading: 'Team', locale: 'en', content: `Darya worked with ${count} engineers on the Lumenhaus search platform.` };
        const got = first(q, swap ? [other, dates] : [dates, other], locale);
        expect(got?.sentences.join(' '), `${locale} ${q}`).toContain(String(from + years));
      },
    ), { numRuns: 60 });
  });
});

describe('a count of people who did what is asked: the agent noun of the verb (Quirk et al. 1985, -er/-or)', () => {
  it('"How many people have contributed to it?" is answered by "41 contributors", not by a number beside "contributed"', () => {
    expect(agentStems('contributed')).toContain(stemmerFor('en')('contributors'));
    const parsegar: ExtractiveSource[] = [
      { title: 'Maintainer, Parsegar', heading: 'The project in numbers', locale: 'en', content: 'By 2025 the library had 2,300 stars on GitHub, 41 contributors and roughly 18,000 monthly downloads from PyPI. Its test suite contains more than 3,400 cases, many contributed by users who reported real-world text that broke earlier versions.' },
      { title: 'Maintainer, Parsegar', heading: 'How she runs it', locale: 'en', content: 'Darya publishes a release roughly every two months, keeps a contribution guide in English and Persian, and reviews every pull request with one of two co-maintainers.' },
    ];
    expect(first('How many people have contributed to it?', parsegar)?.sentences.join(' ')).toContain('41 contributors');
  });

  it('generated: any verb with an -er/-or agent noun, any counts, any order — the number before the agent noun answers', () => {
    const VERBS: [string, string][] = [['contributed to', 'contributors'], ['visited', 'visitors'], ['edited', 'editors'], ['supervised', 'supervisors']];
    fc.assert(fc.property(fc.constantFrom(...VERBS), fc.integer({ min: 2, max: 999 }), fc.integer({ min: 2, max: 999 }), fc.boolean(), ([verb, agent], n, m, swap) => {
      fc.pre(n !== m);
      const counted: ExtractiveSource = { title: 'The archive project', heading: 'In numbers', locale: 'en', content: `By 2024 the archive project had ${n} ${agent} and a growing audience.` };
      const other: ExtractiveSource = { title: 'The archive project', heading: 'Process', locale: 'en', content: `More than ${m} pages were ${verb.split(' ')[0]} by hand in the archive project.` };
      const got = first(`How many people have ${verb} the archive project?`, swap ? [other, counted] : [counted, other]);
      expect(got?.sentences.join(' '), `${verb} ${n} ${m}`).toContain(`${n} ${agent}`);
    }), { numRuns: 60 });
  });
});

describe('a count of the entry in focus whose counted noun its page writes with another word (Li & Roth 2002 NUM:count of HUM)', () => {
  // The counted noun for persons in each language, none of which the English page writes: it says "contributors".
  const ASKED: [Locale, string][] = [
    ['en', 'How many collaborators does it have?'], ['de', 'Wie viele Mitarbeiter hat es?'], ['fr', 'Combien de collaborateurs compte-t-il ?'],
    ['es', '¿Cuántos colaboradores tiene?'], ['pt', 'Quantos colaboradores ela tem?'], ['ru', 'Сколько у неё участников?'],
    ['fa', 'چند همکار دارد؟'], ['ar', 'كم عدد المساهمين فيها؟'], ['hi', 'उसमें कितने योगदानकर्ता हैं?'], ['zh', '它有多少名贡献者？'],
  ];
  const entry = (content: string, heading = 'The project in numbers'): ExtractiveSource => ({ title: 'Maintainer, Parsegar', heading, locale: 'en', slug: 'parsegar', content });
  const numbers = entry('By 2025 the library had 2,300 stars on GitHub, 41 contributors and roughly 18,000 monthly downloads from PyPI. Its test suite contains more than 3,400 cases, many contributed by users who reported real-world text that broke earlier versions.');
  const runs = entry('Darya publishes a release roughly every two months and keeps a contribution guide in English and Persian.', 'How she runs it');

  it('ten languages: the entry\'s count of persons answers, not its count of test cases', () => {
    for (const [locale, q] of ASKED) {
      expect(readQuestion(q, locale).counted.length, `${locale}: ${q}`).toBeGreaterThan(0);
      expect(first(q, [runs, numbers], locale)?.sentences.join(' '), `${locale}: ${q}`).toContain('41 contributors');
    }
  });

  it('generated: Russian states the possessor between "сколько" and its noun (у + genitive): the noun is still counted', () => {
    fc.assert(fc.property(fc.constantFrom('неё', 'него', 'них', 'проекта', 'библиотеки'), fc.constantFrom('участников', 'разработчиков', 'звёзд', 'релизов'), fc.constantFrom('', ' было', ' сейчас'), (owner, noun, tail) => {
      fc.pre(!(tail === ' было' && owner === 'них'));
      const q = readQuestion(`Сколько у ${owner} ${noun}${tail}?`, 'ru');
      expect(q.counted[0], `${owner} ${noun}`).toBe(normalizeForMatching(noun));
    }), { numRuns: 40 });
  });

  it('a counted noun the passages write another way, and a person count whose agent suffix stands apart ("۶۰۰ شرکت‌کننده"): the ordinary reading is kept', () => {
    const ws = (content: string, heading: string): ExtractiveSource => ({ title: 'کارگاه‌ها', heading, locale: 'fa', slug: 'nlp-workshops', content });
    const past = ws('دریا از سال ۲۰۱۸ تاکنون بیش از ۳۰ کارگاه برگزار کرده و به بیش از ۶۰۰ شرکت‌کننده آموزش داده است.', 'شرکت‌کنندگان پیشین');
    const format = ws('کارگاه‌ها برای گروه‌های ۸ تا ۲۵ نفره برگزار می‌شوند.', 'قالب');
    const q = chooseQuotes(read('تاکنون چند نفر در کارگاه‌های دریا شرکت کرده‌اند؟', 'fa', new Set(['دریا'])), [past, format], 'fa', { ignoreWords: new Set(['دریا']) });
    expect(q[0]?.sentences.join(' ')).toContain('۶۰۰');
  });

  it('no count of persons in the entry, or passages of two entries: the refusal', () => {
    const cases = entry('Its test suite contains more than 3,400 cases and 120 fixtures.');
    const other: ExtractiveSource = { title: 'Code review', heading: 'Scale', locale: 'en', slug: 'code-review', content: 'She works with 12 reviewers on every audit.' };
    for (const [locale, q] of ASKED) {
      expect(first(q, [runs, cases], locale), `${locale}: ${q}`).toBeUndefined();
      expect(first(q, [cases, other], locale), `${locale}: ${q}`).toBeUndefined();
    }
  });

  it('generated: any language × any counts × any other counts of things × any order, the count of persons of the one entry is quoted', () => {
    const THINGS = ['stars', 'releases', 'downloads', 'test cases', 'pull requests', 'pages'];
    const PERSONS = ['contributors', 'annotators', 'participants', 'translators', 'students', 'engineers'];
    fc.assert(fc.property(
      fc.constantFrom(...ASKED), fc.integer({ min: 2, max: 99_999 }), fc.integer({ min: 2, max: 99_999 }), fc.constantFrom(...THINGS), fc.constantFrom(...THINGS), fc.constantFrom(...PERSONS), fc.boolean(),
      ([locale, q], n, m, t1, t2, who, swap) => {
        fc.pre(n !== m);
        const persons = entry(`By 2024 the project counted ${n.toLocaleString('en')} ${who} across its history.`);
        const things = entry(`The project published ${m.toLocaleString('en')} ${t1} and some ${t2} on its site.`, 'Scale');
        const got = first(q, swap ? [things, persons] : [persons, things], locale);
        expect(got?.sentences.join(' '), `${locale}: ${q} / ${who}`).toContain(`${n.toLocaleString('en')} ${who}`);
        expect(first(q, [things], locale), `${locale}: ${q} / ${t1}`).toBeUndefined();
      }), { numRuns: 80 });
  });
});

describe('the author is no instance of the class a which-X question asks for', () => {
  it('"Every week Darya, Sam and Lena used the reading room" is no list of tools; "She used Solr and Kafka" is', () => {
    const people = src('Every week Darya, Sam and Lena used the archive reading room.', { title: 'Archive search', heading: 'Team' });
    const tools = src('For the archive she used Solr and Kafka.', { title: 'Archive search', heading: 'Stack' });
    expect(first('Which tools did she use for the archive?', [people, tools])?.sentences.join(' ')).toContain('Solr');
  });

  it('generated: any two colleagues × any two tools × either order', () => {
    fc.assert(fc.property(
      fc.constantFrom('Sam', 'Lena', 'Omid', 'Chen', 'Priya'), fc.constantFrom('Marta', 'Yusuf', 'Ivan', 'Aiko'),
      fc.constantFrom('Solr', 'Kafka', 'Elasticsearch', 'Spark'), fc.constantFrom('Airflow', 'Redis', 'Postgres'), fc.boolean(),
      (a, b, t1, t2, toolsFirst) => {
        const people = src(`Every week Darya, ${a} and ${b} used the archive reading room.`, { title: 'Archive search', heading: 'Team' });
        const tools = src(`For the archive she used ${t1} and ${t2}.`, { title: 'Archive search', heading: 'Stack' });
        const got = first('Which tools did she use for the archive?', toolsFirst ? [tools, people] : [people, tools]);
        expect(got?.sentences.join(' ')).toContain(t1);
      }), { numRuns: 100, seed: 61 });
  });
});

describe('issue 30, kind 1: an aspect named alone ("And the results?") is answered by its section, from the lead on', () => {
  // Per language: the follow-up, the section's heading, its lead, the sentence after it (holding the
  // figure asked for) and a sentence of another section that shares no word with the follow-up.
  const CASES: Record<Locale, { asks: string[]; heading: string; lead: string; next: string; other: string }> = {
    en: { asks: ['And the results?', 'The results?', 'What about the results?'], heading: 'Results', lead: 'The assistant went live in February 2024.', next: 'Satisfaction rose from 3.2 to 4.1 out of 5.', other: 'An audit found invented details in 14% of the old answers.' },
    de: { asks: ['Und die Ergebnisse?', 'Die Ergebnisse?'], heading: 'Ergebnisse', lead: 'Der Assistent ging im Februar 2024 live.', next: 'Die Zufriedenheit stieg von 3,2 auf 4,1 von 5.', other: 'Eine Prüfung fand erfundene Angaben in 14 % der alten Antworten.' },
    fr: { asks: ['Et les résultats ?', 'Les résultats ?'], heading: 'Résultats', lead: 'L\'assistant a été mis en service en février 2024.', next: 'La satisfaction est passée de 3,2 à 4,1 sur 5.', other: 'Un audit a trouvé des détails inventés dans 14 % des anciennes réponses.' },
    es: { asks: ['¿Y los resultados?', '¿Los resultados?'], heading: 'Resultados', lead: 'El asistente entró en servicio en febrero de 2024.', next: 'La satisfacción subió de 3,2 a 4,1 sobre 5.', other: 'Una auditoría encontró detalles inventados en el 14 % de las respuestas antiguas.' },
    pt: { asks: ['E os resultados?', 'Os resultados?'], heading: 'Resultados', lead: 'O assistente entrou em serviço em fevereiro de 2024.', next: 'A satisfação subiu de 3,2 para 4,1 em 5.', other: 'Uma auditoria encontrou detalhes inventados em 14 % das respostas antigas.' },
    ru: { asks: ['А результаты?', 'Результаты?'], heading: 'Результаты', lead: 'Ассистент заработал в феврале 2024 года.', next: 'Удовлетворённость выросла с 3,2 до 4,1 из 5.', other: 'Аудит нашёл выдуманные сведения в 14 % старых ответов.' },
    fa: { asks: ['و نتایج؟', 'نتایج؟'], heading: 'نتایج', lead: 'دستیار در فوریهٔ ۲۰۲۴ راه‌اندازی شد.', next: 'رضایت کاربران از ۳٫۲ به ۴٫۱ از ۵ رسید.', other: 'یک بازبینی در ۱۴٪ پاسخ‌های قدیمی جزئیات ساختگی یافت.' },
    ar: { asks: ['والنتائج؟', 'ماذا عن النتائج؟'], heading: 'النتائج', lead: 'بدأ المساعد العمل في فبراير 2024.', next: 'ارتفع رضا المستخدمين من 3.2 إلى 4.1 من 5.', other: 'وجد تدقيق تفاصيل مختلقة في 14% من الإجابات القديمة.' },
    hi: { asks: ['और परिणाम?', 'परिणाम?'], heading: 'परिणाम', lead: 'सहायक फ़रवरी 2024 में शुरू हुआ।', next: 'संतुष्टि 3.2 से बढ़कर 5 में से 4.1 हो गई।', other: 'एक जाँच में 14% पुराने जवाबों में गढ़ी हुई बातें मिलीं।' },
    // Chinese: stopwords-iso lists 结果 ("result"; also "as a result") as a stop word, so "那结果呢？"
    // holds no content word and is not of this kind until the stop list is (closing note, 2026-12-07).
    zh: { asks: ['那结果呢？', '结果呢？'], heading: '结果', lead: '该助手于2024年2月上线。', next: '满意度从3.2提高到4.1（满分5分）。', other: '一次审查发现14%的旧回答含有编造的细节。' },
  };
  const sources = (c: (typeof CASES)[Locale], locale: Locale) => [
    src(`${c.lead} ${c.next}`, { title: 'A Support Assistant', heading: c.heading, locale }),
    src(c.other, { title: 'A Support Assistant', heading: 'Context', locale }),
  ];

  it('"Und die Ergebnisse?" quotes the lead of "Ergebnisse" and the sentence after it, which gives the figure', () => {
    const q = first('Und die Ergebnisse?', sources(CASES.de, 'de'), 'de');
    expect(q?.sentences).toEqual([CASES.de.lead, CASES.de.next]);
  });

  it('generated: every language × every phrasing — the named section is quoted from its lead, its figure included, never the other section', () => {
    fc.assert(fc.property(fc.constantFrom(...LOCALES.filter((l) => l !== 'zh')).chain((locale) => fc.record({ locale: fc.constant(locale), ask: fc.constantFrom(...CASES[locale].asks) })), ({ locale, ask }) => {
      const c = CASES[locale];
      const q = first(ask, sources(c, locale), locale);
      expect(q?.sentences[0], `${locale}: ${ask}`).toBe(c.lead);
      expect(q?.sentences, `${locale}: ${ask}`).toContain(c.next);
      expect(q?.sentences, `${locale}: ${ask}`).not.toContain(c.other);
    }), { seed: 3003, numRuns: 60 });
  });
});

describe('a number asked for: how near it stands to the question words is weighed, not a tier (Tao & Zhai 2007; Li & Roth NUM)', () => {
  // The entry's sentence matches the question best and states the value six words past its name; another
  // entry's sentence holds a number three words from one question word ("a client of Lumenhaus, had digitised 1.2 …").
  const lumenhaus: ExtractiveSource[] = [
    src('From November 2017 to December 2020 Darya was a search engineer at Lumenhaus Digital Libraries, a Berlin company of about 40 people that builds catalogue and archive software for libraries and museums.', { title: 'Search Engineer, Lumenhaus Digital Libraries' }),
    src('The Golestan Manuscript Library, a client of Lumenhaus, had digitised 1.2 million pages of Persian manuscripts.', { title: 'A Persian Search Engine for the Golestan Archive' }),
  ];
  const QUESTIONS: [Locale, string][] = [
    ['en', 'How large was Lumenhaus Digital Libraries?'], ['fr', 'Quelle taille avait Lumenhaus Digital Libraries ?'],
    ['es', '¿Qué tamaño tenía Lumenhaus Digital Libraries?'], ['pt', 'Qual era o tamanho da Lumenhaus Digital Libraries?'],
    ['ru', 'Какой размер был у Lumenhaus Digital Libraries?'], ['zh', 'Lumenhaus Digital Libraries有多大？'],
    ['hi', 'Lumenhaus Digital Libraries का आकार कितना था?'], ['fa', 'Lumenhaus Digital Libraries چقدر بزرگ بود؟'],
  ];
  it.each(QUESTIONS)('%s: the sentence about the entry asked, stating its number, over another number beside a common word', (locale, question) => {
    expect(analyzeQuestion(read(question, locale, NAME))).toMatchObject({ type: 'quantity', count: false, time: false });
    expect(first(question, lumenhaus, locale)?.sentences.join(' ')).toContain('about 40 people');
  });

  // German and Arabic: the same passages in the reader's language; the answer is the sentence that states the value.
  const de: ExtractiveSource[] = [
    src('Von 2017 bis 2020 war Darya Suchingenieurin bei Lumenhaus Digital Libraries, einem Berliner Unternehmen mit etwa 40 Beschäftigten, das Archivsoftware für Bibliotheken entwickelt.', { title: 'Suchingenieurin, Lumenhaus Digital Libraries', locale: 'de' }),
    src('Die Golestan-Bibliothek, ein Kunde von Lumenhaus, hatte 1,2 Millionen Seiten digitalisiert.', { title: 'Golestan', locale: 'de' }),
  ];
  const ar: ExtractiveSource[] = [src('تحصل كل وثيقة من كل قائمة نتائج على قيمة 1 / (k + الرتبة)، ثم تُجمع القيم. والثابت k في reciprocal rank fusion يساوي عادةً 60.', { title: 'البحث الهجين', locale: 'ar' })];
  it('de, ar: the value stated in the reader\'s language is quoted', () => {
    expect(first('Wie viele Beschäftigte hatte Lumenhaus Digital Libraries?', de, 'de')?.sentences.join(' ')).toContain('40');
    expect(first('كم يساوي الثابت k في reciprocal rank fusion عادةً؟', ar, 'ar')?.sentences.join(' ')).toContain('60');
  });

  it.each([...QUESTIONS, ['de', 'Wie viele Beschäftigte hatte Lumenhaus Digital Libraries?'], ['ar', 'كم شخصًا يعمل في Lumenhaus Digital Libraries؟']] as [Locale, string][])(
    '%s: no sentence holding a number — no quote (the refusal), never the nearest sentence', (locale, question) => {
      const none = [src('Lumenhaus Digital Libraries is a Berlin company that builds catalogue and archive software for libraries and museums.', { title: 'Search Engineer, Lumenhaus Digital Libraries' })];
      expect(first(question, none, locale)).toBeFalsy();
    });

  it('generated: any value, any distance past the topic, any distractor number beside one question word, either order — the value sentence wins; without numbers, nothing', () => {
    const fillers = ['a', 'Berlin', 'company', 'of', 'about', 'roughly', 'in', 'total', 'that', 'builds', 'archive', 'software'];
    fc.assert(fc.property(
      fc.integer({ min: 11, max: 990 }), fc.integer({ min: 2, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.boolean(), fc.constantFrom('pages', 'records', 'scans', 'volumes'),
      fc.array(fc.constantFrom(...fillers), { minLength: 3, maxLength: 6 }),
      (value, whole, tenth, valueFirst, noun, gap) => {
        const stated = `From 2017 to 2020 Darya was a search engineer at Lumenhaus Digital Libraries, ${gap.join(' ')} ${value} people.`;
        const other = `The Golestan Manuscript Library, a client of Lumenhaus, had digitised ${whole}.${tenth} million ${noun}.`;
        const sources = [src(valueFirst ? stated : other, { title: valueFirst ? 'Search Engineer, Lumenhaus Digital Libraries' : 'Golestan' }), src(valueFirst ? other : stated, { title: valueFirst ? 'Golestan' : 'Search Engineer, Lumenhaus Digital Libraries' })];
        expect(first('How large was Lumenhaus Digital Libraries?', sources)?.sentences.join(' ')).toContain(`${value} people`);
        const bare = sources.map((s) => ({ ...s, content: s.content.replace(/\d+\.\d+ million/g, 'many').replace(/\d+/g, 'many') }));
        expect(first('How large was Lumenhaus Digital Libraries?', bare)).toBeFalsy();
      },
    ), { numRuns: 80 });
  });
});

describe('cognates of an aspect asked of the entry in focus (Simard, Foster & Isabelle 1992)', () => {
  const EVALUATED: ExtractiveSource[] = [
    { title: 'A Multilingual Support Assistant That Knows When to Refuse', slug: 'multilingual-support-chatbot', locale: 'en', heading: 'Design', content: 'Darya designed the assistant around three principles of grounding, refusal and citations.' },
    { title: 'A Multilingual Support Assistant That Knows When to Refuse', slug: 'multilingual-support-chatbot', locale: 'en', heading: 'Evaluation', content: 'The team built a test set of 2,000 questions, 25% of them deliberately unanswerable.' },
  ];
  const LEAD = 'The team built a test set of 2,000 questions, 25% of them deliberately unanswerable.';
  const cases: [Locale, string, string | null][] = [
    ['en', 'evaluated', 'eval'], ['fr', 'évalué', 'eval'], ['es', 'evaluó', 'eval'], ['de', 'evaluiert', 'eval'], ['pt', 'resultados', 'resu'],
    ['ru', 'оценивали', null], ['fa', 'ارزیابی', null], ['ar', 'تقييمه', null], ['hi', 'मूल्यांकन', null], ['zh', '评估', null],
  ];
  for (const [locale, w, key] of cases) {
    it(`${locale}: ${w} → ${key ?? 'no cognate class (not Latin script)'}`, () => {
      expect(cognateKey(w)).toBe(key === null ? null : `\u0001cognate:${key}`);
    });
  }
  for (const [locale, q] of [['fr', 'Comment a-t-il été évalué ?'], ['es', '¿Cómo se evaluó?'], ['de', 'Wie wurde er evaluiert?']] as [Locale, string][]) {
    it(`${locale}: "${q}" is answered from the section its cognate heads, only with cognates on`, () => {
      const v = readQuestion(q, locale);
      expect(chooseQuotes(v, EVALUATED, locale, { cognates: true })[0]?.sentences).toEqual([LEAD]);
      expect(chooseQuotes(v, EVALUATED, locale)[0]?.sentences ?? []).not.toEqual([LEAD]);
    });
  }
  it('generated: a heading word with marks added and a suffix changed keeps its class (fast-check)', () => {
    const heads = ['evaluation', 'results', 'outcome', 'design', 'context', 'approach', 'thesis', 'coursework'];
    fc.assert(fc.property(fc.constantFrom(...heads), fc.constantFrom('', '\u0301', '\u0300', '\u0308'), fc.constantFrom('', 'os', 'ées', 'ung'), (h, mark, suffix) => {
      // A combining mark on the second letter, composed where Unicode can (é, ò, ü), and another ending.
      const variant = `${h[0]}${h[1]}${mark}${h.slice(2, 4)}${suffix}`.normalize('NFC');
      expect(cognateKey(variant)).toBe(cognateKey(h));
      expect(cognateKey(h.slice(0, 3))).toBeNull();
    }), { numRuns: 80 });
  });
});
