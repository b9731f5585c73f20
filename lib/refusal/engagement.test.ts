/**
 * Layer 1's engagement frames (fees, availability, hiring as co-occurring concepts, ./index.ts):
 * generated questions in free word order beside the written look-alikes that must reach retrieval.
 * The golden set holds the written engagement questions (pattern-refusals.jsonl, `pr-*-e*`).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authorTerms, loadProfileFile } from '@/lib/profile';
import { matchRefusalPattern } from '@/lib/refusal';

const who = authorTerms(await loadProfileFile());
const opts = { authorNames: who.names, authorPronouns: [...who.pronouns, ...who.hanPronouns] };
const category = (q: string) => matchRefusalPattern(q, opts);

describe('engagement frames', () => {
  it('work questions that use money, hiring or availability words reach retrieval (written look-alikes, ten languages)', () => {
    const rows = readFileSync('lib/refusal/engagement-lookalikes.jsonl', 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { q: string; locale: string });
    // Single-word list entries older than the frames ("price", "تكلفة", "verfügbar", "价格") still
    // refuse these: known, stated in the closing note of issue 12, not the frames' doing.
    const knownListMatches = new Set([
      'Ist ihr Tokenizer frei verfügbar als Open Source?', 'كيف خفضت تكلفة الفهرسة؟', 'ما هي تكلفة الحوسبة في مشروع الأرشيف؟',
      'How did her team lower the price of running embeddings?', '她在文章里怎么比较两种模型的价格？',
    ]);
    const wrong = rows.filter((r) => category(r.q) === 'engagement' && !knownListMatches.has(r.q)).map((r) => r.q);
    expect(rows.length).toBeGreaterThanOrEqual(80);
    expect(new Set(rows.map((r) => r.locale)).size).toBe(10);
    expect(wrong).toEqual([]);
  });

  // Each frame in several languages as bags of parts: any order of the parts, any filler between
  // them, any case, with or without the question mark, reads as engagement.
  const FRAMES: { name: string; parts: string[][] }[] = [
    { name: 'price of a service (en)', parts: [['cost', 'price', 'budget', 'bill'], ['workshop', 'audit', 'code review', 'training session', 'keynote']] },
    { name: 'price per unit (de)', parts: [['Kosten', 'Preis', 'Honorar'], ['pro Stunde', 'pro Tag', 'Stundensatz']] },
    { name: 'price of a service (fr)', parts: [['coût', 'prix', 'tarif'], ['atelier', 'formation', 'audit', 'accompagnement']] },
    { name: 'taking on work (es)', parts: [['acepta', 'busca'], ['proyectos', 'clientes', 'encargos'], ['nuevos', 'ahora', 'freelance']] },
    { name: 'taking on work (ru)', parts: [['берёт', 'принимает', 'ищет'], ['заказы', 'проекты', 'клиентов'], ['новые', 'сейчас', 'фриланс']] },
    { name: 'free at a time to come (pt)', parts: [['livre', 'com tempo'], ['no próximo mês', 'na primavera', 'em breve']] },
    { name: 'hiring her (en)', parts: [['hire her', 'recruit her', 'bring her on board', 'book her', 'employ Darya']] },
    { name: 'a job with us (ar)', parts: [['وظيفة', 'بوظيفة', 'منصب'], ['لدينا', 'في شركتنا'], ['داريا', 'هل داريا']] },
    { name: 'work with us (hi)', parts: [['हमारी कंपनी के लिए', 'हमारे साथ'], ['काम', 'जुड़'], ['सकती हैं']] },
    { name: 'price of a service (zh)', parts: [['多少钱', '收费', '报价', '预算'], ['培训', '咨询', '讲座', '工作坊']] },
  ];
  const filler = fc.constantFrom('', 'please', 'Darya', 'exactly', 'roughly', 'bitte', 'svp', '¿', 'مثلا');

  for (const frame of FRAMES) {
    it(`generated: ${frame.name} in any order, with fillers and any case`, () => {
      fc.assert(fc.property(
        fc.tuple(...frame.parts.map((p) => fc.constantFrom(...p))).chain((picked) => fc.shuffledSubarray(picked, { minLength: picked.length, maxLength: picked.length })),
        fc.array(filler, { maxLength: 3 }), fc.boolean(), fc.boolean(),
        (parts, fillers, upper, mark) => {
          const words = [...parts, ...fillers].filter(Boolean);
          let q = words.join(' ');
          if (upper) q = q.toUpperCase();
          if (mark) q += ' ?';
          expect(category(q), q).toBe('engagement');
        },
      ), { numRuns: 150 });
    });
  }

  // Kinds found by fresh held-out phrasings (closing note of issue 12, probes 5–7): each kind as a
  // generated bag of parts, beside the written rows of the golden set (pr-*-f*).
  const KINDS: { name: string; parts: string[][] }[] = [
    { name: 'the visitor writes to her: wanting to work with "you"', parts: [['I would love to', 'We would like to', 'Ich möchte gern', 'J\'aimerais', 'Me encantaría', 'Gostaria de', 'Хотел бы', 'دوست دارم', 'أودّ', '想'], ['work with you', 'mit dir arbeiten', 'travailler avec vous', 'trabajar contigo', 'trabalhar com você', 'поработать с вами', 'با شما همکاری کنم', 'العمل معكِ', '和你合作']] },
    { name: 'her schedule full or open', parts: [['calendar', 'Terminkalender', 'planning', 'agenda', 'جدولها', 'برنامه‌اش', '档期', 'शेड्यूल'], ['full', 'voll', 'complet', 'llena', 'ممتلئ', 'پر', '满', 'खाली']] },
    { name: 'a quote or price list asked for', parts: [['Send me', 'Schicken Sie mir', 'Envoyez-moi', 'Mándame', 'Me manda', 'Пришлите', 'بفرستید', 'أرسل لي', 'भेजिए', '给我'], ['a quote', 'ein Angebot', 'un devis', 'un presupuesto', 'um orçamento', 'прайс', 'پیش‌فاکتور', 'عرض سعر', 'कोटेशन', '报价']] },
    { name: 'a job offer', parts: [['job offer', 'Stellenangebot', 'offre d\'emploi', 'oferta de empleo', 'proposta de emprego', 'предложение о работе', 'پیشنهاد کار', 'عرض عمل', 'नौकरी का प्रस्ताव', '工作机会']] },
    // Round 3 (fresh-user QA of issue 12): a plain money word, fitting work in, openness to a role.
    { name: 'how much money for a project, with her', parts: [['How much money', 'Wie viel Geld', 'Combien d\'argent', 'Cuánto dinero', 'Quanto dinheiro', 'Сколько денег', 'چقدر پول', 'कितना पैसा', '多少钱'], ['project', 'Projekt', 'projet', 'proyecto', 'projeto', 'проект', 'پروژه', 'प्रोजेक्ट', '项目'], ['Darya', 'she', 'sie', 'elle', 'ella', 'ela', 'она', 'دریا', 'दरिया']] },
    { name: 'fitting work in at a time to come', parts: [['squeeze in', 'unterbringen', 'caser', 'encaixar', 'втиснуть', 'جا بدهد', 'फिट कर', '挤出时间'], ['a workshop', 'eine Beratung', 'une mission', 'uma consultoria', 'консультацию', 'مشاوره', 'कंसल्टेशन', '咨询'], ['next month', 'nächsten Monat', 'le mois prochain', 'no mês que vem', 'в следующем месяце', 'ماه آینده', 'अगले महीने', '下个月']] },
    { name: 'open to a role', parts: [['open to', 'offen für', 'ouverte à', 'abierta a', 'aberta a', 'открыта ли к', 'پذیرای', 'منفتحة على', 'के लिए तैयार', '愿意接受'], ['a part-time role', 'eine Teilzeitstelle', 'un poste', 'un puesto', 'uma vaga', 'должности', 'موقعیت پاره‌وقت', 'وظيفة', 'पार्ट टाइम रोल', '兼职职位']] },
    // Round 4 (held-out probe 8): interns with "you", freelancing now, a fee when inviting, considering a role.
    { name: 'interns taken by "you"', parts: [['Do you take', 'Nehmen Sie', 'Vous prenez', 'Aceptas', 'Você aceita', 'Вы берёте', 'تستقبلين', 'क्या आप लेती हैं'], ['interns', 'Praktikanten', 'des stagiaires', 'becarios', 'estagiários', 'стажёров', 'متدربين', 'इंटर्न']] },
    { name: 'freelancing now or still', parts: [['freelance', 'freelancer', 'freela', 'фриланс', 'فریلنس', 'फ्रीलांस'], ['still', 'now', 'toujours', 'sigue', 'agora', 'сейчас', 'هنوز', 'आजकल']] },
    { name: 'a fee asked when inviting her', parts: [['We would like to invite you', 'Wir möchten Sie einladen', 'نود دعوتك', 'می‌خواهیم دعوتتان کنیم', 'Хотим пригласить вас'], ['what is your fee', 'Ihr Honorar', 'ما هي أتعابك', 'دستمزدتان', 'ваш гонорар']] },
    { name: 'considering a role, asked of "you"', parts: [['Would you consider', 'Wäre für Sie denkbar', 'Envisageriez-vous', 'Consideraría usted', 'क्या आप विचार करेंगी'], ['a full-time job', 'eine Teilzeitstelle', 'un poste', 'un puesto', 'नौकरी के ऑफ़र']] },
    { name: 'joining our team (pro-drop, no subject)', parts: [['join', 'unirse a', 'juntar-se a', 'rejoindre', 'الانضمام إلى', 'присоединиться к', 'जुड़ना'], ['our team', 'nuestro equipo', 'nosso time', 'notre équipe', 'فريقنا', 'нашей команде', 'हमारी टीम']] },
  ];
  for (const kind of KINDS) {
    it(`generated: ${kind.name}, in any order, with fillers`, () => {
      fc.assert(fc.property(
        fc.tuple(...kind.parts.map((p) => fc.constantFrom(...p))).chain((picked) => fc.shuffledSubarray(picked, { minLength: picked.length, maxLength: picked.length })),
        fc.array(filler, { maxLength: 2 }), fc.boolean(),
        (parts, fillers, mark) => {
          const q = [...parts, ...fillers].filter(Boolean).join(' ') + (mark ? ' ?' : '');
          expect(category(q), q).toBe('engagement');
        },
      ), { numRuns: 120 });
    });
  }

  // Dev conversations (dc2-fr-06): a service's rate asked with no person — "how much", a rate unit and
  // a service, in each language's order ("Et les ateliers, c'est combien la journée ?"), after a connective or not.
  const RATE_OF_SERVICE: string[][] = [
    ['the workshop,', 'how much', 'per day'], ['der Workshop,', 'wie viel', 'pro Tag'], ['les ateliers,', 'c\'est combien', 'la journée'],
    ['el taller,', 'cuánto es', 'por día'], ['os workshops,', 'quanto é', 'por dia'], ['воркшоп,', 'сколько', 'за день'], ['کارگاه', 'روزانه', 'چقدر'],
    ['الورشة', 'بكم', 'في اليوم'], ['वर्कशॉप', 'प्रति दिन', 'कितना'], ['工作坊', '每天', '多少钱'],
  ];
  it('generated: a service\'s rate with no person named, ten languages', () => {
    fc.assert(fc.property(
      fc.constantFrom(...RATE_OF_SERVICE), fc.constantFrom('', 'And', 'Und', 'Et', 'Y', 'E', 'А', 'و'), fc.boolean(), fc.boolean(),
      (parts, lead, rateFirst, mark) => {
        const [service, howMuch, unit] = parts as [string, string, string];
        const q = [lead, service, ...(rateFirst ? [unit, howMuch] : [howMuch, unit])].filter(Boolean).join(' ') + (mark ? ' ?' : '');
        expect(category(q), q).toBe('engagement');
      },
    ), { numRuns: 150 });
  });

  it('generated: a project described in the past tense, then the ask — the ask decides', () => {
    fc.assert(fc.property(
      fc.constantFrom('Our app was built by an agency that closed.', 'Unsere App wurde 2019 gebaut und war nie dokumentiert.', 'Notre site était lent et avait des bugs.', 'Nuestra tienda fue hecha hace años.', 'Nosso app foi feito por outra empresa.', 'Наш сервис был написан давно.', 'اپ ما قبلاً ساخته شده بود.', 'كان تطبيقنا بطيئاً.', 'हमारा ऐप पुराना था।', '我们的系统是三年前做的。'),
      fc.constantFrom('Would you work with us to fix it?', 'Könnten Sie uns auf Vertragsbasis unterstützen?', 'Combien prendriez-vous pour le refaire ?', '¿Cuánto nos costaría que ella lo rehiciera?', 'Você toparia trabalhar com a gente?', 'Сколько будет стоить её консультация?', 'چقدر برایمان هزینه دارد که او آن را بسازد؟', 'هل تقبلين العمل معنا بعقد؟', 'क्या हम आपको कॉन्ट्रैक्ट पर रख सकते हैं?', '能不能请你来帮我们重构？'),
      (context, ask) => {
        const q = `${context} ${ask}`;
        expect(category(q), q).toBe('engagement');
      },
    ), { numRuns: 100 });
  });

  it('generated: a system\'s, a library\'s or a recording\'s availability is not hers', () => {
    fc.assert(fc.property(
      fc.constantFrom('What availability did', 'Welche Verfügbarkeit hat', 'Quelle disponibilité a', '¿Qué disponibilidad tiene', 'Qual a disponibilidade de', 'Какую доступность имеет', 'Is'),
      fc.constantFrom('the payment system she built', 'das Buchungssystem', 'la plateforme', 'el servidor', 'the recording of her talk', 'her tokenizer on GitHub', 'the monitoring cluster'),
      fc.constantFrom('reach?', 'available?', 'at 99.95 %?', 'in production?'),
      (a, b, c) => {
        const q = `${a} ${b} ${c}`;
        expect(category(q), q).not.toBe('engagement');
      },
    ), { numRuns: 150 });
  });

  it('generated: cost as an outcome (savings) and what she wrote about prices are her record, not her price', () => {
    fc.assert(fc.property(
      fc.constantFrom('How much did the migration she led save', 'Wie viel hat ihr Umbau eingespart bei', 'Combien a économisé', '¿Cuánto ahorró', 'Quanto economizou', 'Сколько сэкономила', 'What did she write about the pricing of', 'Was schreibt sie in ihrem Artikel über die Kosten von', '她在文章里怎么写'),
      fc.constantFrom('the client?', 'cloud hosting?', 'the search cluster?', 'SaaS products?', 'workshops?', 'the consulting market?'),
      (a, b) => {
        const q = `${a} ${b}`;
        expect(category(q), q).not.toBe('engagement');
      },
    ), { numRuns: 150 });
  });

  it('generated: her work\'s costs, projects and start dates (past tense, no service, rate or "us") are not engagement', () => {
    fc.assert(fc.property(
      fc.constantFrom('How did she', 'When did Darya', 'Why did she', 'Where did Darya'),
      fc.constantFrom('reduce the cost of', 'measure the cost of', 'start', 'take on', 'describe the budget of', 'lower the latency of'),
      fc.constantFrom('the index', 'the Golestan archive project', 'embedding storage', 'the crawler', 'new projects at Nahrvald'),
      (a, b, c) => {
        const q = `${a} ${b} ${c}?`;
        expect(category(q), q).not.toBe('engagement');
      },
    ), { numRuns: 200 });
  });

  // Issue 31, kind 4: what a published service covers or draws on is what the service is; engaging
  // her for it, or its price, stays engagement. Written examples in ten languages are in
  // engagement-lookalikes.jsonl (the service rows) and pattern-refusals.jsonl (pr-*-s01).
  const SERVICES: [string, string[]][] = [
    ['en', ['her search consulting service', 'her code review', 'her NLP workshop']],
    ['de', ['ihre Suchberatung', 'ihr Code-Review', 'ihr Workshop']],
    ['pt', ['o serviço de consultoria dela', 'a revisão de código dela', 'a oficina dela']],
    ['zh', ['她的搜索咨询服务', '她的代码审查服务', '她的工作坊']],
  ];
  const SCOPE_ASKED: Record<string, string[]> = {
    en: ['What does {s} cover?', 'How many years of experience does {s} draw on?', 'What does {s} include?'],
    de: ['Was umfasst {s}?', 'Auf wie viele Jahre Erfahrung stützt sich {s}?', 'Was beinhaltet {s}?'],
    pt: ['O que cobre {s}?', 'Em quantos anos de experiência se baseia {s}?', 'O que inclui {s}?'],
    zh: ['{s}涵盖哪些内容？', '{s}基于多少年的经验？', '{s}包括什么？'],
  };
  const PRICE_ASKED: Record<string, string[]> = {
    en: ['How much does {s} cost, and what does it cover?', 'What is the price of {s} and what does it include?'],
    de: ['Was kostet {s} und was umfasst es?', 'Wie hoch ist der Preis für {s}, und was beinhaltet er?'],
    pt: ['Quanto custa {s} e o que inclui?', 'Qual é o preço de {s} e o que cobre?'],
    zh: ['{s}多少钱，包括什么？', '{s}的价格是多少，涵盖哪些内容？'],
  };
  it('generated: what a service covers or draws on reaches retrieval; its price, asked beside it, stays engagement', () => {
    fc.assert(fc.property(fc.constantFrom(...SERVICES), fc.nat(), fc.nat(), ([locale, services], i, j) => {
      const s = services[i % services.length]!;
      const scope = SCOPE_ASKED[locale]![j % SCOPE_ASKED[locale]!.length]!.replace('{s}', s);
      expect(category(scope), scope).toBeNull();
      const price = PRICE_ASKED[locale]![j % PRICE_ASKED[locale]!.length]!.replace('{s}', s);
      expect(category(price), price).toBe('engagement');
    }), { numRuns: 80 });
  });

  it('engaging her for a service stays engagement whatever the service covers (examples, ten languages)', () => {
    for (const q of [
      'Can we engage her for a search consulting audit next quarter? What does it cover?', 'Können wir sie für eine Suchberatung beauftragen? Was umfasst sie?',
      'Pouvons-nous faire appel à elle pour un audit qui couvre notre moteur ?', '¿Podemos contratarla para una consultoría que incluya una auditoría?',
      'Podemos contratá-la para uma consultoria que inclui auditoria?', 'Можно ли нанять её для консультации, которая включает аудит?',
      'آیا می‌توانیم او را برای مشاوره‌ای که شامل بازبینی کد است استخدام کنیم؟', 'هل يمكننا التعاقد معها لاستشارة تشمل مراجعة الشيفرة؟',
      'क्या हम उन्हें कोड रिव्यू के लिए हायर कर सकते हैं जिसमें ऑडिट शामिल है?', '我们能请她来做包括代码审查的咨询吗？',
    ]) expect(category(q), q).toBe('engagement');
  });
});

describe('issue 31, kind 4: a conditional whose main clause asks what the booked service covers or delivers', () => {
  it('the main clause is the question: "If we book her code review, what do we get?" reaches retrieval (examples, ten languages)', () => {
    for (const q of [
      'If we book her code review, what do we actually get at the end of it?', 'Wenn wir ihr Code-Review buchen, was bekommen wir am Ende?',
      'Si on réserve son atelier, que recevons-nous à la fin ?', 'Si contratamos su revisión de código, ¿qué recibimos al final?',
      'Se a gente contratar a revisão de código dela, o que recebemos no final?', 'Если мы закажем у неё ревью кода, что мы получим в итоге?',
      'اگر کارگاهش را رزرو کنیم، چه چیزی دریافت می‌کنیم؟', 'إذا حجزنا مراجعة الشيفرة معها، ماذا نحصل في النهاية؟',
      'अगर हम उन्हें कोड रिव्यू के लिए बुक करें तो हमें क्या मिलेगा?', '如果我们预订她的代码审查，我们最后能得到什么？',
    ]) expect(category(q), q).toBeNull();
  });

  it('a request to engage stays engagement: a price, a time or a start asked in the main clause or supposed, or no service named', () => {
    for (const q of [
      'If we book her code review, how soon could she start?', 'If we book her code review next month, what do we get?',
      'If we hire her, what does it cost?', 'If we hire Darya, what would we get?', 'If we hire her, can we get her to start in March?',
      'Wenn wir ihr Code-Review buchen, wann hätte sie Zeit?', 'Si on réserve son atelier, quel serait son tarif ?',
      'Если мы закажем у неё воркшоп, сколько это будет стоить?', '如果我们预订她的代码审查，她什么时候有空？',
    ]) expect(category(q), q).toBe('engagement');
  });

  const SUPPOSED: Record<string, string[]> = {
    en: ['If we book her code review', 'If we hire her for a search consulting audit', 'If our team books her NLP workshop'],
    de: ['Wenn wir ihr Code-Review buchen', 'Falls wir sie für eine Suchberatung beauftragen'],
    fr: ['Si on réserve son atelier', 'Si nous la faisons venir pour un atelier'],
    zh: ['如果我们预订她的代码审查', '如果我们请她来做咨询'],
  };
  const CONTENT: Record<string, string[]> = {
    en: ['what do we get at the end?', 'what does it cover?', 'what does the client receive?', 'which topics does it include?'],
    de: ['was bekommen wir am Ende?', 'was umfasst sie?', 'was erhält der Kunde?'],
    fr: ['que recevons-nous à la fin ?', 'que comprend-il ?', 'qu\'obtient le client ?'],
    zh: ['我们能得到什么？', '包括哪些内容？', '客户会收到什么？'],
  };
  const ASKED_ENGAGEMENT: Record<string, string[]> = {
    en: ['how much does it cost?', 'when could she start?', 'is she free next month?'],
    de: ['was kostet das?', 'wann könnte sie anfangen?', 'hat sie nächsten Monat Zeit?'],
    fr: ['combien ça coûte ?', 'quand pourrait-elle commencer ?', 'est-elle disponible le mois prochain ?'],
    zh: ['要多少钱？', '她什么时候可以开始？', '她下个月有空吗？'],
  };
  it('generated: any booking clause × any content question reaches retrieval; × any price or time question stays engagement', () => {
    fc.assert(fc.property(fc.constantFrom('en', 'de', 'fr', 'zh'), fc.nat(), fc.nat(), fc.nat(), (locale, i, j, k) => {
      const sep = locale === 'zh' ? '，' : ', ';
      const supposed = SUPPOSED[locale]![i % SUPPOSED[locale]!.length]!;
      const content = `${supposed}${sep}${CONTENT[locale]![j % CONTENT[locale]!.length]!}`;
      expect(category(content), content).toBeNull();
      const engage = `${supposed}${sep}${ASKED_ENGAGEMENT[locale]![k % ASKED_ENGAGEMENT[locale]!.length]!}`;
      expect(category(engage), engage).toBe('engagement');
    }), { numRuns: 120 });
  });

  // A quantity interrogative that determines a service noun counts her services (her record); the
  // same interrogative with a price verb, a money word or a preposition asks a price (./index.ts countedServices).
  it('counts of her services are not engagement; prices of a service still are (ten languages)', () => {
    const counts = [
      'How many workshops has she already taught?', 'Wie viele Workshops hat sie bereits gegeben?', 'Combien d\'ateliers a-t-elle déjà donnés ?',
      '¿Cuántos talleres ha impartido ya?', 'Quantos workshops ela já deu?', 'Сколько семинаров она уже провела?', 'تا حالا چند تا کارگاه برگزار کرده؟',
      'كم ورشة عمل قدمت حتى الآن؟', 'वह अब तक कितनी कार्यशालाएँ करा चुकी हैं?', '她一共已经办过多少场工作坊？',
    ];
    for (const q of counts) expect(category(q), q).toBeNull();
    const prices = [
      'How much is a workshop with her?', 'Wie viel kostet ein Workshop bei ihr?', 'Combien coûte un atelier avec elle ?', '¿Cuánto cuesta un taller con ella?',
      'Quanto custa um workshop com ela?', 'Сколько стоит её семинар?', 'Сколько она берёт за семинар?', 'هزینه یک کارگاه با او چقدر است؟',
      'كم تكلفة ورشة عمل معها؟', 'वह एक कार्यशाला के लिए कितना लेती हैं?', 'उनकी एक कार्यशाला कितने की है?', '她一场工作坊多少钱？',
    ];
    for (const q of prices) expect(category(q), q).toBe('engagement');
  });

  it('generated: "how many <service> has she <done> <so far>" in ten languages is not engagement; "how much <price> for a <service>" is', () => {
    // Each language: the count determiner, its service nouns (the counted form), verbs of her record, adverbs of "so far".
    const COUNT: [string, string[], string[], string[]][] = [
      ['How many', ['workshops', 'talks', 'code reviews', 'training sessions', 'NLP workshops'], ['has she given', 'has she taught', 'has Darya run', 'did she hold'], ['so far', 'already', 'to date', '']],
      ['Wie viele', ['Workshops', 'Schulungen', 'Vorträge', 'Beratungen'], ['hat sie gegeben', 'hat Darya gehalten', 'hat sie durchgeführt'], ['bisher', 'bereits', 'schon', '']],
      ['Combien d\'', ['ateliers', 'formations', 'conférences'], ['a-t-elle donnés', 'Darya a-t-elle animés', 'a-t-elle organisés'], ['jusqu\'ici', 'déjà', 'à ce jour', '']],
      ['¿Cuántos', ['talleres', 'cursos de capacitación', 'asesorías'], ['ha impartido', 'ha dado Darya', 'ha organizado'], ['ya', 'hasta ahora', 'hasta la fecha', '']],
      ['Quantos', ['workshops', 'treinamentos', 'palestras'], ['ela já deu', 'Darya ministrou', 'ela organizou'], ['até agora', 'até hoje', '']],
      ['Сколько', ['семинаров', 'воркшопов', 'тренингов', 'консультаций'], ['она провела', 'она уже провела', 'Дарья провела', 'она дала'], ['уже', 'до сих пор', 'к настоящему времени', '']],
      ['چند', ['کارگاه', 'جلسه مشاوره', 'سمینار'], ['برگزار کرده', 'دریا برگزار کرده است', 'ارائه داده'], ['تا حالا', 'تاکنون', 'تا الان', '']],
      ['كم', ['ورشة عمل', 'ورشة', 'دورة تدريبية', 'استشارة'], ['قدمت', 'قدمت داريا', 'عقدت', 'أقامت'], ['حتى الآن', 'إلى اليوم', '']],
      ['कितनी', ['कार्यशालाएँ', 'कार्यशालाओं', 'वर्कशॉप', 'ट्रेनिंग'], ['करा चुकी हैं', 'करवा चुकी हैं', 'ले चुकी हैं', 'दे चुकी हैं', 'कराई हैं', 'की हैं'], ['अब तक', 'आज तक', '']],
      ['她一共办过多少', ['场工作坊', '次培训', '场讲座', '个工作坊', '次咨询'], ['', '了'], ['', '到目前为止']],
    ];
    fc.assert(fc.property(fc.nat(COUNT.length - 1), fc.nat(), fc.nat(), fc.nat(), fc.boolean(), (l, i, j, k, before) => {
      const [det, nouns, verbs, adverbs] = COUNT[l]!;
      const noun = nouns[i % nouns.length]!;
      const verb = verbs[j % verbs.length]!;
      const adverb = adverbs[k % adverbs.length]!;
      let q: string;
      if (l === 9) q = `${before ? adverb : ''}${det}${noun}${verb}${before ? '' : adverb}？`;
      else if (l === 2) q = `${det}${noun} ${verb} ${adverb} ?`;
      else if (l === 6 || l === 8) q = `${before && adverb ? `${adverb} ` : ''}${l === 8 ? 'वह ' : ''}${det} ${noun} ${verb}${!before && adverb ? ` ${adverb}` : ''}؟`.replace(/؟$/u, l === 8 ? '?' : '؟');
      else q = `${det} ${noun} ${verb} ${adverb}?`;
      q = q.replace(/\s+/gu, ' ');
      expect(category(q), q).toBeNull();
    }), { numRuns: 300 });
    const PRICE: [string[], string[]][] = [
      [['How much does she charge for', 'How much is', 'What is the price of'], ['a workshop', 'a code review', 'one training session']],
      [['Wie viel kostet', 'Was verlangt sie für'], ['einen Workshop', 'eine Schulung', 'eine Beratung']],
      [['Combien coûte', 'Combien prend-elle pour'], ['un atelier', 'une formation']],
      [['¿Cuánto cuesta', '¿Cuánto cobra por'], ['un taller', 'una asesoría']],
      [['Quanto custa', 'Quanto ela cobra por'], ['um workshop', 'uma palestra']],
      [['Сколько стоит', 'Сколько она берёт за'], ['семинар', 'тренинг', 'консультацию']],
      [['هزینه', 'قیمت'], ['یک کارگاه با او چقدر است', 'جلسه مشاوره با او چند است']],
      [['كم تكلفة', 'كم سعر'], ['ورشة عمل معها', 'استشارة معها']],
      [['वह एक', 'उनकी एक'], ['कार्यशाला के लिए कितना लेती हैं', 'कार्यशाला कितने की है', 'वर्कशॉप की फ़ीस कितनी है']],
      [['她', '她的'], ['一场工作坊多少钱', '培训收费多少', '一次咨询要多少钱']],
    ];
    fc.assert(fc.property(fc.nat(PRICE.length - 1), fc.nat(), fc.nat(), (l, i, j) => {
      const [heads, tails] = PRICE[l]!;
      const q = `${heads[i % heads.length]!}${l === 9 ? '' : ' '}${tails[j % tails.length]!}${l === 9 ? '？' : '?'}`;
      expect(category(q), q).toBe('engagement');
    }), { numRuns: 200 });
  });
  // A quantity interrogative whose head is a dimension word (Dixon's DIMENSION type: "how big",
  // "कितने बड़े", "كم حجم") asks a measure of a published service, not its price (./index.ts DIMENSION),
  // also when L1 reads it joined with the previous question about her services (issue 30, issue 31 kind 4).
  it('the size of a service\'s groups after a question about her services is not engagement; its price still is (ten languages)', () => {
    const sizes = [
      'What services does she offer? How big are the groups in the second one?', 'Welche Leistungen bietet sie an? Wie groß sind die Gruppen beim zweiten?',
      'Quels services propose-t-elle ? Quelle est la taille des groupes dans le deuxième ?', '¿Qué servicios ofrece? ¿De qué tamaño son los grupos en el segundo?',
      'Que serviços ela oferece? Qual é o tamanho dos grupos no segundo?', 'Какие услуги она предлагает? Насколько большие группы во втором?',
      'چه خدماتی ارائه می‌دهد؟ گروه‌ها در دومی چقدر بزرگ هستند؟', 'ما الخدمات التي تقدمها؟ كم حجم المجموعات في الثانية؟',
      'ما الخدمات التي تقدمها؟ كم يبلغ حجم المجموعات في الثانية؟', 'वह कौन-सी सेवाएँ देती हैं? दूसरी वाली में समूह कितने बड़े होते हैं?',
      'वह कौन-सी सेवाएँ देती हैं? दूसरी वाली में समूह का आकार कितना बड़ा होता है?', '她提供哪些服务？第二个的小组规模多大？',
    ];
    for (const q of sizes) expect(category(q), q).toBeNull();
    const prices = [
      'ما الخدمات التي تقدمها؟ كم تكلف الثانية؟', 'ما الخدمات التي تقدمها؟ كم سعر ورشة كبيرة؟', 'वह कौन-सी सेवाएँ देती हैं? दूसरी वाली कितने की है?',
      'वह कौन-सी सेवाएँ देती हैं? बड़े समूह की कार्यशाला के लिए कितनी फीस?', 'Сколько стоит большой семинар?', 'How much is a big workshop?',
    ];
    for (const q of prices) expect(category(q), q).toBe('engagement');
  });

  it('generated: <her services?> + <quantity interrogative> <dimension word> <rest> is not engagement; the same turn asking the price is', () => {
    // Per language: the services question, the quantity interrogative, dimension words, the rest of the question, the price asked instead.
    const SIZE: [string, string, string[], string, string][] = [
      ['ما الخدمات التي تقدمها؟', 'كم', ['حجم', 'طول', 'ارتفاع', 'مساحة'], 'المجموعات في الثانية؟', 'كم سعر المجموعات في الثانية؟'],
      ['ما الخدمات التي تقدمها؟', 'كم يبلغ', ['حجم', 'طول'], 'الورشة الثانية؟', 'كم يبلغ سعر الورشة الثانية؟'],
      ['वह कौन-सी सेवाएँ देती हैं?', 'दूसरी वाली में समूह कितने', ['बड़े', 'छोटे', 'लंबे'], 'होते हैं?', 'दूसरी वाली में समूह कितने पैसे होते हैं?'],
      ['वह कौन-सी सेवाएँ देती हैं?', 'दूसरी वाली का सत्र कितना', ['लंबा', 'बड़ा', 'छोटा'], 'होता है?', 'दूसरी वाली का सत्र कितना खर्च होता है?'],
      ['Какие услуги она предлагает?', 'Сколько', ['больше', 'длиннее'], 'второй?', 'Сколько стоит второй?'],
      ['What services does she offer?', 'How much', ['bigger', 'longer', 'larger'], 'is the second one?', 'How much does the second one cost?'],
      ['Welche Leistungen bietet sie an?', 'Wie viel', ['größer', 'länger'], 'ist der zweite?', 'Wie viel kostet der zweite?'],
      ['¿Qué servicios ofrece?', '¿Cuánto', ['más grande', 'más largo'], 'es el segundo?', '¿Cuánto cuesta el segundo?'],
    ];
    fc.assert(fc.property(fc.nat(SIZE.length - 1), fc.nat(), (l, i) => {
      const [services, det, dims, rest, price] = SIZE[l]!;
      const q = `${services} ${det} ${dims[i % dims.length]!} ${rest}`;
      expect(category(q), q).toBeNull();
      const p = `${services} ${price}`;
      expect(category(p), p).toBe('engagement');
    }), { numRuns: 150 });
  });
});
