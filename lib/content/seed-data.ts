/**
 * Seed content: a fictional author's entries (no real person's details).
 * Loaded by `seedDatabase` in ./seed.ts; slugs are the idempotency key.
 */
export type Locale = 'en' | 'fa' | 'de' | 'fr' | 'es' | 'pt' | 'ru' | 'ar' | 'hi' | 'zh';
export type EntryKind = 'cv' | 'case_study' | 'article' | 'service';
export type DatePrecision = 'year' | 'month' | 'day';
export interface SeedTranslation { title: string; summary: string; body?: string }
export interface SeedEntry {
  slug: string;
  kind: EntryKind;
  /** ISO date 'YYYY-MM-DD'; for month precision use day 01, for year precision use 01-01. */
  startDate: string | null;
  startPrecision: DatePrecision | null;
  endDate: string | null;
  endPrecision: DatePrecision | null;
  isCurrent: boolean;
  published: boolean;
  /** Order within its kind, ascending. */
  sortOrder: number;
  translations: Partial<Record<Locale, SeedTranslation>> & { en: SeedTranslation; fa: SeedTranslation };
}
export const entries: SeedEntry[] = [
  // ───────────────────────────── CV ─────────────────────────────
  {
    slug: 'lead-search-nlp-engineer-nahrvald',
    kind: 'cv',
    startDate: '2023-02-01',
    startPrecision: 'month',
    endDate: null,
    endPrecision: null,
    isCurrent: true,
    published: true,
    sortOrder: 1,
    translations: {
      en: {
        title: 'Lead Search & NLP Engineer, Nahrvald Labs',
        summary:
          'Since February 2023 Darya has led the search and language team at Nahrvald Labs in Berlin, building multilingual retrieval and assistant systems.',
        body: `Since February 2023 Darya has been Lead Search & NLP Engineer at Nahrvald Labs, a Berlin software company that builds search and customer-support products for clients in logistics, publishing and public administration.

## Responsibilities
- Leading a team of six engineers responsible for retrieval, ranking and language processing in eleven languages.
- Owning the hybrid search platform, which combines BM25 with dense vector retrieval and serves about 3.5 million queries per day.
- Setting the evaluation standards: every ranking change is tested against judged query sets and must not lower recall@20 by more than one percentage point in any language.

## Highlights
- She designed the multilingual support assistant described in the chatbot case study, including its policy of refusing to answer when the retrieved documents do not support an answer.
- She cut the platform's p95 query latency from 420 ms to 95 ms by moving from re-ranking 200 candidates with a large cross-encoder to re-ranking 50 candidates with a distilled model, with no measurable loss in nDCG@10.
- She introduced a shared Persian and Arabic text-normalization library based on Parsegar, the open-source toolkit she maintains.

Darya also runs an internal reading group on information retrieval research, which meets every two weeks.`,
      },
      fa: {
        title: 'سرپرست مهندسی جست‌وجو و پردازش زبان طبیعی، ناروالد لبز',
        summary:
          'دریا از فوریهٔ ۲۰۲۳ سرپرستی تیم جست‌وجو و زبان را در ناروالد لبز در برلین بر عهده دارد و سامانه‌های بازیابی چندزبانه و دستیارهای گفت‌وگومحور می‌سازد.',
        body: `دریا از فوریهٔ ۲۰۲۳ سرپرست مهندسی جست‌وجو و پردازش زبان طبیعی در ناروالد لبز (Nahrvald Labs) است؛ شرکتی نرم‌افزاری در برلین که برای مشتریانی در حوزه‌های لجستیک، نشر و ادارات دولتی محصولات جست‌وجو و پشتیبانی مشتری می‌سازد.

## مسئولیت‌ها
- رهبری تیمی شش‌نفره از مهندسان که مسئول بازیابی، رتبه‌بندی و پردازش زبان در یازده زبان است.
- مسئولیت سکوی جست‌وجوی ترکیبی که BM25 را با بازیابی برداری چگال ترکیب می‌کند و روزانه به حدود ۳٫۵ میلیون پرس‌وجو پاسخ می‌دهد.
- تعیین استانداردهای ارزیابی: هر تغییر در رتبه‌بندی روی مجموعه‌های پرس‌وجوی داوری‌شده آزموده می‌شود و نباید recall@20 را در هیچ زبانی بیش از یک واحد درصد کاهش دهد.

## نکته‌های برجسته
- او دستیار پشتیبانی چندزبانه‌ای را طراحی کرد که در نمونه‌کار «چت‌بات» شرح داده شده است، از جمله سیاست آن برای خودداری از پاسخ وقتی اسناد بازیابی‌شده پشتوانهٔ پاسخ نیستند.
- صدک ۹۵ام تأخیر پرس‌وجو را در این سکو از ۴۲۰ میلی‌ثانیه به ۹۵ میلی‌ثانیه رساند؛ به این ترتیب که به‌جای بازرتبه‌بندی ۲۰۰ نامزد با یک مدل cross-encoder بزرگ، ۵۰ نامزد را با یک مدل تقطیرشده بازرتبه‌بندی کرد، بی‌آنکه افت محسوسی در nDCG@10 دیده شود.
- یک کتابخانهٔ مشترک یکسان‌سازی متن فارسی و عربی را بر پایهٔ پارسگر، جعبه‌ابزار متن‌بازی که خودش نگه‌داری می‌کند، در شرکت رواج داد.

دریا همچنین یک حلقهٔ مطالعهٔ درون‌سازمانی دربارهٔ پژوهش‌های بازیابی اطلاعات را اداره می‌کند که هر دو هفته یک بار تشکیل می‌شود.`,
      },
      de: {
        title: 'Lead Search & NLP Engineer, Nahrvald Labs',
        summary:
          'Seit Februar 2023 leitet Darya das Such- und Sprachteam von Nahrvald Labs in Berlin und entwickelt mehrsprachige Retrieval- und Assistenzsysteme.',
      },
      fr: {
        title: 'Ingénieure principale recherche et TAL, Nahrvald Labs',
        summary:
          "Depuis février 2023, Darya dirige l'équipe recherche et langage de Nahrvald Labs à Berlin, où elle conçoit des systèmes de recherche multilingue et des assistants conversationnels.",
      },
      es: {
        title: 'Ingeniera principal de búsqueda y PLN, Nahrvald Labs',
        summary:
          'Desde febrero de 2023, Darya dirige el equipo de búsqueda y lenguaje de Nahrvald Labs en Berlín, donde desarrolla sistemas multilingües de recuperación y asistentes conversacionales.',
      },
      pt: {
        title: 'Engenheira líder de busca e PLN, Nahrvald Labs',
        summary:
          'Desde fevereiro de 2023, Darya lidera a equipe de busca e linguagem da Nahrvald Labs em Berlim, desenvolvendo sistemas multilíngues de recuperação e assistentes conversacionais.',
      },
      ru: {
        title: 'Ведущий инженер по поиску и NLP, Nahrvald Labs',
        summary:
          'С февраля 2023 года Дарья руководит командой поиска и обработки языка в Nahrvald Labs в Берлине и создаёт многоязычные поисковые системы и ассистентов.',
      },
      ar: {
        title: 'كبيرة مهندسي البحث ومعالجة اللغات الطبيعية، Nahrvald Labs',
        summary:
          'منذ فبراير 2023 تقود دريا فريق البحث واللغة في شركة Nahrvald Labs في برلين، حيث تبني أنظمة استرجاع ومساعِدات محادثة متعددة اللغات.',
      },
      hi: {
        title: 'लीड सर्च और एनएलपी इंजीनियर, Nahrvald Labs',
        summary:
          'फ़रवरी 2023 से दरिया बर्लिन में Nahrvald Labs की सर्च और भाषा टीम का नेतृत्व कर रही हैं और बहुभाषी रिट्रीवल तथा सहायक प्रणालियाँ बनाती हैं।',
      },
      zh: {
        title: '首席搜索与自然语言处理工程师，Nahrvald Labs',
        summary: '自2023年2月起，达丽娅在柏林领导Nahrvald Labs的搜索与语言团队，构建多语言检索系统和智能助手。',
      },
    },
  },
  {
    slug: 'parsegar-open-source-maintainer',
    kind: 'cv',
    startDate: '2019-01-01',
    startPrecision: 'year',
    endDate: null,
    endPrecision: null,
    isCurrent: true,
    published: true,
    sortOrder: 2,
    translations: {
      en: {
        title: 'Maintainer, Parsegar open-source Persian text toolkit',
        summary:
          'Since 2019 Darya has maintained Parsegar, an open-source Python library for Persian normalization, tokenization and spell-checking.',
        body: `Since 2019 Darya has been the lead maintainer of Parsegar, an open-source Python library for processing Persian text. She started it as a side project while working at Lumenhaus, because she kept rewriting the same normalization code for every client.

## What Parsegar does
- Normalization: unifying Arabic and Persian letter variants, converting digits, removing diacritics on request and repairing the zero-width non-joiner.
- Tokenization and sentence segmentation tuned for Persian punctuation.
- Spell-checking, based on the engine described in the Persian spell-checker case study.

## The project in numbers
By 2025 the library had 2,300 stars on GitHub, 41 contributors and roughly 18,000 monthly downloads from PyPI. Its test suite contains more than 3,400 cases, many contributed by users who reported real-world text that broke earlier versions.

## How she runs it
Darya publishes a release roughly every two months, keeps a contribution guide in English and Persian, and reviews every pull request herself or together with one of two co-maintainers. Her policy is never to change the normalization output within a major version, because search indexes built with Parsegar depend on that output staying stable.`,
      },
      fa: {
        title: 'نگه‌دارندهٔ پارسگر، جعبه‌ابزار متن‌باز پردازش متن فارسی',
        summary:
          'دریا از سال 2019 نگه‌دارندهٔ پارسگر است؛ یک کتابخانهٔ متن‌باز Python برای یکسان‌سازی، توکن‌سازی و غلط‌یابی متن فارسی.',
        body: `دریا از سال 2019 نگه‌دارندهٔ اصلی پارسگر (Parsegar) است؛ یک کتابخانهٔ متن‌باز Python برای پردازش متن فارسی. او این پروژه را در دوران کار در لومن‌هاوس به‌عنوان یک کار جانبی آغاز کرد، چون ناچار بود کد یکسان‌سازی یکسانی را برای هر مشتری از نو بنویسد.

## پارسگر چه می‌کند
- یکسان‌سازی: یکسان‌کردن صورت‌های عربی و فارسی حروف، تبدیل ارقام، حذف اعراب در صورت نیاز و اصلاح نیم‌فاصله.
- توکن‌سازی و تقطیع جمله، سازگار با نشانه‌گذاری فارسی.
- غلط‌یابی، بر پایهٔ موتوری که در نمونه‌کار «غلط‌یاب فارسی» شرح داده شده است.

## پروژه به زبان اعداد
تا سال 2025 این کتابخانه 2,300 ستاره در GitHub، 41 مشارکت‌کننده و حدود 18,000 بار دریافت ماهانه از PyPI داشت. مجموعهٔ آزمون‌های آن بیش از 3,400 مورد دارد که بسیاری از آن‌ها را کاربرانی افزوده‌اند که متن‌های واقعی‌ای را گزارش کرده بودند که نسخه‌های پیشین را از کار می‌انداخت.

## شیوهٔ ادارهٔ پروژه
دریا تقریباً هر دو ماه یک نسخهٔ تازه منتشر می‌کند، راهنمای مشارکت را به انگلیسی و فارسی نگه می‌دارد و هر درخواست ادغام (pull request) را خودش یا همراه با یکی از دو نگه‌دارندهٔ دیگر بازبینی می‌کند. سیاست او این است که خروجی یکسان‌سازی هرگز در طول یک نسخهٔ اصلی (major) تغییر نکند، زیرا نمایه‌های جست‌وجویی که با پارسگر ساخته شده‌اند به پایداری این خروجی وابسته‌اند.`,
      },
    },
  },
  {
    slug: 'research-fellow-multilingual-information-access',
    kind: 'cv',
    startDate: '2021-01-15',
    startPrecision: 'day',
    endDate: '2022-12-31',
    endPrecision: 'day',
    isCurrent: false,
    published: true,
    sortOrder: 3,
    translations: {
      en: {
        title: 'Research Fellow, Lindqvist Institute for Multilingual Information Access',
        summary:
          'A two-year research fellowship in Berlin on cross-lingual retrieval for low-resource languages, with Persian as a core case.',
        body: `From 15 January 2021 to 31 December 2022 Darya held a research fellowship at the Lindqvist Institute for Multilingual Information Access, a small independent research institute in Berlin. Her project, 'Bridging Queries', studied how people search in one language for documents written in another, focusing on Persian, Pashto, Kurdish (Sorani) and Tajik.

## Research output
- Three peer-reviewed papers, including one on cross-lingual dense retrieval that improved recall@100 for Persian queries over English documents from 0.58 to 0.71.
- A multilingual news corpus of 48 million documents in nine languages, built with the data pipeline described in her case studies.
- An open benchmark of 1,200 Persian–English query pairs with graded relevance judgments.

## Other activities
She supervised two master's students, co-organised a workshop on retrieval for low-resource languages with 70 participants, and gave invited talks in Berlin, Amsterdam and Montreal.

The fellowship was funded for two years by a grant from a private foundation. The evaluation methods she refined during this period, especially the careful use of recall@k alongside nDCG, later shaped her writing on retrieval evaluation.`,
      },
      fa: {
        title: 'پژوهشگر فلوشیپ، مؤسسهٔ لیندکویست برای دسترسی چندزبانه به اطلاعات',
        summary:
          'یک دورهٔ پژوهشی دوساله در برلین دربارهٔ بازیابی بین‌زبانی برای زبان‌های کم‌منبع، با تمرکز ویژه بر فارسی.',
        body: `دریا از ۱۵ ژانویهٔ ۲۰۲۱ تا ۳۱ دسامبر ۲۰۲۲ پژوهشگر فلوشیپ در مؤسسهٔ لیندکویست برای دسترسی چندزبانه به اطلاعات بود؛ یک مؤسسهٔ پژوهشی کوچک و مستقل در برلین. پروژهٔ او با عنوان «پل‌زدن میان پرس‌وجوها» بررسی می‌کرد که مردم چگونه به یک زبان دنبال اسنادی می‌گردند که به زبانی دیگر نوشته شده‌اند. تمرکز این پروژه بر فارسی، پشتو، کردی (سورانی) و تاجیکی بود.

## دستاوردهای پژوهشی
- سه مقالهٔ داوری‌شده، از جمله مقاله‌ای دربارهٔ بازیابی چگال بین‌زبانی که recall@100 را برای پرس‌وجوهای فارسی روی اسناد انگلیسی از ۰٫۵۸ به ۰٫۷۱ رساند.
- پیکره‌ای چندزبانه از اخبار با ۴۸ میلیون سند به نُه زبان، ساخته‌شده با خط لولهٔ داده‌ای که در نمونه‌کارهای او شرح داده شده است.
- یک محک باز شامل ۱٬۲۰۰ جفت پرس‌وجوی فارسی–انگلیسی با داوری‌های ربط درجه‌بندی‌شده.

## فعالیت‌های دیگر
او راهنمایی دو دانشجوی کارشناسی ارشد را بر عهده داشت، در برگزاری کارگاهی دربارهٔ بازیابی برای زبان‌های کم‌منبع با ۷۰ شرکت‌کننده همکاری کرد و در برلین، آمستردام و مونترال سخنرانی‌های دعوتی ارائه داد.

این فلوشیپ دوساله با کمک‌هزینهٔ یک بنیاد خصوصی پشتیبانی می‌شد. روش‌های ارزیابی‌ای که او در این دوره پخته‌تر کرد، به‌ویژه استفادهٔ سنجیده از recall@k در کنار nDCG، بعدها به نوشته‌های او دربارهٔ ارزیابی بازیابی شکل داد.`,
      },
    },
  },
  {
    slug: 'search-engineer-lumenhaus',
    kind: 'cv',
    startDate: '2017-11-01',
    startPrecision: 'month',
    endDate: '2020-12-01',
    endPrecision: 'month',
    isCurrent: false,
    published: true,
    sortOrder: 4,
    translations: {
      en: {
        title: 'Search Engineer, Lumenhaus Digital Libraries',
        summary:
          'In Berlin, Darya designed search infrastructure for digital library and archive clients, including a Persian manuscript archive.',
        body: `From November 2017 to December 2020 Darya was a search engineer at Lumenhaus Digital Libraries, a Berlin company of about 40 people that builds catalogue and archive software for libraries and museums.

## Key work
- She led the migration of 14 client installations from a self-hosted Solr setup to Elasticsearch 6 and later 7, without a single unplanned outage.
- She designed the company's language-analysis layer, adding analyzers for Persian, Arabic, Urdu and Turkish to the existing European languages.
- She was technical lead for the Persian search engine of the Golestan Manuscript Library archive (see the case study), which indexed 1.2 million OCR-scanned pages.
- She introduced offline evaluation with judged query sets, so that every ranking change had to show its effect on recall@10 and nDCG@10 before release.

## Team and tools
Darya mentored two junior engineers and worked closely with librarians to write relevance guidelines. Day to day she worked in Java, Python and Kotlin, with Elasticsearch, PostgreSQL and Apache Kafka.

By the end of her time at Lumenhaus, the share of archive searches with at least one relevant result in the top ten had risen from 68% to 89% across the company's Persian and Arabic clients.`,
      },
      fa: {
        title: 'مهندس جست‌وجو، کتابخانه‌های دیجیتال لومن‌هاوس',
        summary:
          'دریا در برلین زیرساخت جست‌وجو را برای مشتریانی از میان کتابخانه‌ها و آرشیوهای دیجیتال، از جمله یک آرشیو نسخه‌های خطی فارسی، طراحی کرد.',
        body: `دریا از نوامبر 2017 تا دسامبر 2020 مهندس جست‌وجو در لومن‌هاوس (Lumenhaus Digital Libraries) بود؛ شرکتی حدوداً 40 نفره در برلین که نرم‌افزار فهرست‌نویسی و آرشیو برای کتابخانه‌ها و موزه‌ها می‌سازد.

## کارهای کلیدی
- مهاجرت 14 نصبِ مشتریان را از Solr خودمیزبان به Elasticsearch 6 و سپس 7 رهبری کرد، بی‌آنکه حتی یک قطعی برنامه‌ریزی‌نشده رخ دهد.
- لایهٔ تحلیل زبانی شرکت را طراحی کرد و تحلیلگرهایی برای فارسی، عربی، اردو و ترکی به زبان‌های اروپاییِ موجود افزود.
- رهبر فنی موتور جست‌وجوی فارسی آرشیو کتابخانهٔ نسخه‌های خطی گلستان بود (نگاه کنید به نمونه‌کار مربوط) که 1.2 میلیون صفحهٔ اسکن‌شده با OCR را نمایه کرد.
- ارزیابی آفلاین با مجموعه‌های پرس‌وجوی داوری‌شده را رواج داد تا هر تغییر در رتبه‌بندی پیش از انتشار، اثر خود را بر recall@10 و nDCG@10 نشان دهد.

## تیم و ابزارها
دریا راهنمایی دو مهندس تازه‌کار را بر عهده داشت و برای نوشتن رهنمودهای ربط از نزدیک با کتابداران همکاری کرد. کار روزانهٔ او با Java، Python و Kotlin، در کنار Elasticsearch، PostgreSQL و Apache Kafka بود.

تا پایان همکاری او با لومن‌هاوس، سهم جست‌وجوهای آرشیوی که دست‌کم یک نتیجهٔ مرتبط در ده نتیجهٔ نخست داشتند، در میان مشتریان فارسی‌زبان و عرب‌زبان شرکت از 68٪ به 89٪ رسید.`,
      },
    },
  },
  {
    slug: 'teaching-assistant-information-retrieval',
    kind: 'cv',
    startDate: '2016-01-01',
    startPrecision: 'year',
    endDate: '2017-01-01',
    endPrecision: 'year',
    isCurrent: false,
    published: true,
    sortOrder: 5,
    translations: {
      en: {
        title: 'Teaching Assistant, Information Retrieval',
        summary:
          'While studying for her MSc, Darya taught the weekly lab sessions of the Information Retrieval course for two semesters.',
        body: `During 2016 and 2017, alongside her master's studies, Darya worked as a student teaching assistant for the course Information Retrieval at Nordlicht University in Hamburg. The course ran over two semesters with 85 and 97 enrolled students respectively.

## Responsibilities
- Leading a weekly 90-minute lab in which students built a small search engine in Python, from tokenization and an inverted index to BM25 ranking.
- Designing four graded assignments, including one on evaluation in which students computed precision@k, recall@k and mean average precision against hand-made relevance judgments.
- Holding office hours and grading the final projects.

## Contributions to the course
Darya rewrote the lab materials as Jupyter notebooks and added a multilingual track, so that students could test their systems on German, Persian and Turkish documents, not only English. She also introduced a small shared-task competition at the end of each semester; the winning team in 2017 reached a mean average precision of 0.37 on a held-out set of 50 queries.

Course evaluations rated the labs 4.6 out of 5. Several of the notebooks were later reused in the NLP workshops she teaches today.`,
      },
      fa: {
        title: 'دستیار آموزشی درس بازیابی اطلاعات',
        summary:
          'دریا در دوران کارشناسی ارشد، به مدت دو نیم‌سال جلسه‌های هفتگی آزمایشگاه درس بازیابی اطلاعات را تدریس کرد.',
        body: `دریا در سال‌های 2016 و 2017، هم‌زمان با تحصیل در کارشناسی ارشد، دستیار آموزشی دانشجویی درس «بازیابی اطلاعات» در دانشگاه نوردلیشت هامبورگ بود. این درس در دو نیم‌سال، به ترتیب با 85 و 97 دانشجو، برگزار شد.

## مسئولیت‌ها
- ادارهٔ آزمایشگاه هفتگی 90 دقیقه‌ای که در آن دانشجویان یک موتور جست‌وجوی کوچک را با Python می‌ساختند، از توکن‌سازی و نمایهٔ معکوس تا رتبه‌بندی BM25.
- طراحی چهار تکلیف نمره‌دار، از جمله تکلیفی دربارهٔ ارزیابی که در آن دانشجویان precision@k، recall@k و میانگین دقت متوسط (MAP) را بر اساس داوری‌های ربطِ دست‌ساز محاسبه می‌کردند.
- برگزاری ساعت‌های رفع اشکال و نمره‌دادن به پروژه‌های پایانی.

## سهم او در درس
دریا مطالب آزمایشگاه را به‌صورت دفترچه‌های Jupyter بازنویسی کرد و یک بخش چندزبانه به آن افزود تا دانشجویان بتوانند سامانه‌هایشان را نه فقط روی اسناد انگلیسی، بلکه روی اسناد آلمانی، فارسی و ترکی نیز بیازمایند. او همچنین در پایان هر نیم‌سال یک رقابت کوچک به سبک «تکلیف مشترک» راه انداخت؛ تیم برندهٔ سال 2017 روی مجموعه‌ای کنارگذاشته از 50 پرس‌وجو به میانگین دقت متوسط 0.37 رسید.

در ارزشیابی‌های درس، به آزمایشگاه‌ها نمرهٔ 4.6 از 5 داده شد. چند دفترچه از این مجموعه بعدها در کارگاه‌های پردازش زبان طبیعی که او امروز برگزار می‌کند دوباره به کار رفت.`,
      },
    },
  },
  {
    slug: 'msc-computational-linguistics',
    kind: 'cv',
    startDate: '2015-10-01',
    startPrecision: 'month',
    endDate: '2017-09-01',
    endPrecision: 'month',
    isCurrent: false,
    published: true,
    sortOrder: 6,
    translations: {
      en: {
        title: 'MSc in Computational Linguistics, Nordlicht University',
        summary:
          'Darya earned her master\u2019s degree in Hamburg (2015–2017) with a thesis on query segmentation for Persian web search.',
        body: `Darya moved to Germany in 2015 to study for a Master of Science in Computational Linguistics at Nordlicht University in Hamburg. She completed the two-year programme in September 2017 with a final grade of 1.3 (on the German scale, where 1.0 is the best grade).

## Coursework
- Information retrieval and web search
- Statistical and neural machine translation
- Morphology and syntax of Indo-Iranian languages
- Machine learning for natural-language processing

## Thesis: query segmentation for Persian
Her thesis asked how to split Persian search queries into meaningful units when users type compound words inconsistently: sometimes with a space, sometimes with the zero-width non-joiner and sometimes with nothing at all. She built a test collection of 5,000 real queries with segmentation labels from three annotators (inter-annotator agreement κ = 0.82) and trained a conditional random field (CRF) model that reached 93.4% segmentation accuracy, compared with 78.9% for a dictionary-only baseline. Applying the segmenter before retrieval raised nDCG@10 on her test queries from 0.412 to 0.468.

The test collection was released under a Creative Commons licence and has since been used in at least four published studies on Persian search.`,
      },
      fa: {
        title: 'کارشناسی ارشد زبان‌شناسی رایانشی، دانشگاه نوردلیشت',
        summary:
          'دریا مدرک کارشناسی ارشد خود را در هامبورگ (۲۰۱۵–۲۰۱۷) با پایان‌نامه‌ای دربارهٔ تقطیع پرس‌وجو در جست‌وجوی وب فارسی گرفت.',
        body: `دریا در سال ۲۰۱۵ برای تحصیل در مقطع کارشناسی ارشد زبان‌شناسی رایانشی در دانشگاه نوردلیشت هامبورگ به آلمان رفت. او این دورهٔ دوساله را در سپتامبر ۲۰۱۷ با نمرهٔ نهایی ۱٫۳ به پایان رساند (در نظام نمره‌دهی آلمان، ۱٫۰ بهترین نمره است).

## درس‌ها
- بازیابی اطلاعات و جست‌وجوی وب
- ترجمهٔ ماشینی آماری و عصبی
- صرف و نحو زبان‌های هندوایرانی
- یادگیری ماشین برای پردازش زبان طبیعی

## پایان‌نامه: تقطیع پرس‌وجو در فارسی
پایان‌نامهٔ او به این پرسش می‌پرداخت که وقتی کاربران واژه‌های مرکب را ناهمسان می‌نویسند، یعنی گاهی با فاصله، گاهی با نیم‌فاصله و گاهی بی‌هیچ جداکننده‌ای، چگونه می‌توان پرس‌وجوهای فارسی را به واحدهای معنادار تقسیم کرد. او مجموعهٔ آزمونی از ۵٬۰۰۰ پرس‌وجوی واقعی با برچسب‌های تقطیع از سه حاشیه‌نویس ساخت (توافق میان حاشیه‌نویسان: κ = ۰٫۸۲) و مدلی مبتنی بر میدان تصادفی شرطی (CRF) آموزش داد که به دقت تقطیع ۹۳٫۴٪ رسید؛ در حالی که دقت روش پایهٔ صرفاً واژه‌نامه‌ای ۷۸٫۹٪ بود. به‌کارگیری این تقطیع‌گر پیش از بازیابی، nDCG@10 را روی پرس‌وجوهای آزمون او از ۰٫۴۱۲ به ۰٫۴۶۸ رساند.

این مجموعهٔ آزمون با مجوز کریتیو کامنز منتشر شد و از آن زمان دست‌کم در چهار پژوهش منتشرشده دربارهٔ جست‌وجوی فارسی به کار رفته است.`,
      },
      de: {
        title: 'M.Sc. in Computerlinguistik, Nordlicht-Universität',
        summary:
          'Darya erwarb ihren Master in Hamburg (2015–2017) mit einer Abschlussarbeit über Anfragesegmentierung für die persische Websuche.',
      },
      fr: {
        title: 'Master (MSc) en linguistique informatique, Université Nordlicht',
        summary:
          'Darya a obtenu son master à Hambourg (2015–2017) avec un mémoire sur la segmentation des requêtes pour la recherche web en persan.',
      },
      es: {
        title: 'Máster (MSc) en Lingüística Computacional, Universidad Nordlicht',
        summary:
          'Darya obtuvo su máster en Hamburgo (2015–2017) con una tesis sobre la segmentación de consultas para la búsqueda web en persa.',
      },
      pt: {
        title: 'Mestrado (MSc) em Linguística Computacional, Universidade Nordlicht',
        summary:
          'Darya concluiu o mestrado em Hamburgo (2015–2017) com uma dissertação sobre segmentação de consultas para a busca na web em persa.',
      },
      ru: {
        title: 'Магистр компьютерной лингвистики, Университет Нордлихт',
        summary:
          'Дарья получила степень магистра в Гамбурге (2015–2017), защитив диссертацию о сегментации поисковых запросов для персидского веб-поиска.',
      },
      ar: {
        title: 'ماجستير في اللسانيات الحاسوبية، جامعة نوردليشت',
        summary:
          'حصلت دريا على درجة الماجستير في هامبورغ (2015–2017) بأطروحة عن تقطيع الاستعلامات في البحث على الويب باللغة الفارسية.',
      },
      hi: {
        title: 'कम्प्यूटेशनल भाषाविज्ञान में एमएससी, नॉर्डलिष्ट विश्वविद्यालय',
        summary:
          'दरिया ने हैम्बर्ग में (2015–2017) फ़ारसी वेब खोज के लिए क्वेरी विभाजन पर शोध-प्रबंध के साथ मास्टर डिग्री प्राप्त की।',
      },
      zh: {
        title: '计算语言学硕士，诺德利希特大学',
        summary: '达丽娅在汉堡（2015–2017年）获得硕士学位，论文研究波斯语网页搜索中的查询切分。',
      },
    },
  },
  {
    slug: 'backend-engineer-ketabnama',
    kind: 'cv',
    startDate: '2014-08-01',
    startPrecision: 'month',
    endDate: '2015-08-01',
    endPrecision: 'month',
    isCurrent: false,
    published: true,
    sortOrder: 7,
    translations: {
      en: {
        title: 'Backend Engineer, Ketabnama Online Bookstore',
        summary:
          'In her first industry role, Darya built the catalogue search for a Persian online bookstore with about 260,000 titles.',
        body: `From August 2014 to August 2015 Darya worked as a backend engineer at Ketabnama, a Tehran-based online bookstore with a catalogue of about 260,000 Persian and English titles.

## What she worked on
- She replaced a catalogue search based on SQL LIKE queries with an Apache Solr index, cutting median search latency from 1.8 seconds to 140 ms.
- She wrote the shop's first Persian normalization filter, unifying the Arabic and Persian forms of the letters yeh (ي/ی) and kaf (ك/ک). Before the fix, roughly 9% of searches returned no results simply because of mismatched letter variants.
- She added author-name transliteration, so that queries in Latin script such as 'Hafez' also matched 'حافظ'.

## Results
Over her twelve months on the team, the share of searches that ended in a purchase rose from 3.1% to 4.4%, and zero-result searches fell from 17% to 6%. The stack was PHP and Java on the backend, with MySQL and Solr 4.

This role convinced Darya that search quality for Persian depends as much on careful text normalization as on ranking algorithms, a theme that runs through all of her later work.`,
      },
      fa: {
        title: 'مهندس بک‌اند، کتاب‌فروشی اینترنتی کتاب‌نما',
        summary:
          'دریا در نخستین تجربهٔ کاری‌اش در صنعت، جست‌وجوی فهرست کتاب‌ها را برای یک کتاب‌فروشی اینترنتی فارسی با حدود 260,000 عنوان ساخت.',
        body: `دریا از اوت 2014 تا اوت 2015 مهندس بک‌اند در کتاب‌نما بود؛ یک کتاب‌فروشی اینترنتی در تهران با فهرستی از حدود 260,000 عنوان کتاب فارسی و انگلیسی.

## کارهایی که انجام داد
- جست‌وجوی فهرست کتاب‌ها را که بر پایهٔ پرس‌وجوهای LIKE در SQL بود با یک نمایهٔ Apache Solr جایگزین کرد و میانهٔ زمان پاسخ جست‌وجو را از 1.8 ثانیه به 140 میلی‌ثانیه رساند.
- نخستین فیلتر یکسان‌سازی متن فارسی فروشگاه را نوشت که صورت‌های عربی و فارسی حرف «ی» (ي/ی) و «ک» (ك/ک) را یکسان می‌کرد. پیش از این اصلاح، حدود 9٪ از جست‌وجوها فقط به دلیل ناهمخوانی این حروف هیچ نتیجه‌ای برنمی‌گرداندند.
- نویسه‌گردانی نام نویسندگان را افزود تا جست‌وجوهایی به خط لاتین، مانند «Hafez»، با «حافظ» هم جور شوند.

## نتایج
در دوازده ماهی که او در این تیم بود، سهم جست‌وجوهایی که به خرید می‌انجامیدند از 3.1٪ به 4.4٪ رسید و جست‌وجوهای بی‌نتیجه از 17٪ به 6٪ کاهش یافت. فناوری‌های به‌کاررفته PHP و Java در بک‌اند، همراه با MySQL و Solr 4 بودند.

این تجربه دریا را قانع کرد که کیفیت جست‌وجوی فارسی به همان اندازه که به الگوریتم‌های رتبه‌بندی وابسته است، به یکسان‌سازی دقیق متن نیز بستگی دارد؛ موضوعی که در همهٔ کارهای بعدی او دیده می‌شود.`,
      },
    },
  },
  {
    slug: 'bsc-computer-engineering',
    kind: 'cv',
    startDate: '2010-09-01',
    startPrecision: 'month',
    endDate: '2014-07-01',
    endPrecision: 'month',
    isCurrent: false,
    published: true,
    sortOrder: 8,
    translations: {
      en: {
        title: 'BSc in Computer Engineering, Sepehr Institute of Technology',
        summary:
          'Darya studied computer engineering in Tehran from 2010 to 2014 and graduated with a thesis on a Persian spelling-suggestion prototype.',
        body: `Darya Rahnama completed her Bachelor of Science in Computer Engineering at the Sepehr Institute of Technology in Tehran between September 2010 and July 2014. She graduated fourth in a cohort of 112 students, with a grade point average of 17.6 out of 20.

## Focus areas
- Data structures and algorithms: for a course project she implemented her first inverted index, in C++, over 40,000 news articles.
- Databases and operating systems.
- An elective in computational linguistics that sparked her interest in Persian text processing.

## Thesis
Her bachelor's thesis, supervised by a professor of software engineering, was a prototype spelling-suggestion tool for Persian. It used a dictionary of 85,000 word forms and ranked candidates by edit distance, and it suggested the intended word for 71% of 1,500 test errors. The prototype later became the starting point for the Persian spell-checker she rebuilt in 2019–2020.

In her final year she also co-organised the department's first programming contest, which attracted 64 teams.`,
      },
      fa: {
        title: 'کارشناسی مهندسی کامپیوتر، مؤسسهٔ فناوری سپهر',
        summary:
          'دریا از ۲۰۱۰ تا ۲۰۱۴ در تهران مهندسی کامپیوتر خواند و با پایان‌نامه‌ای دربارهٔ نمونهٔ اولیهٔ یک ابزار پیشنهاد املای فارسی دانش‌آموخته شد.',
        body: `دریا رهنما دورهٔ کارشناسی مهندسی کامپیوتر را از سپتامبر ۲۰۱۰ تا ژوئیهٔ ۲۰۱۴ در مؤسسهٔ فناوری سپهر در تهران گذراند. او با معدل ۱۷٫۶ از ۲۰، رتبهٔ چهارم را در میان ۱۱۲ دانشجوی هم‌ورودی خود به دست آورد.

## حوزه‌های تمرکز
- ساختمان داده‌ها و الگوریتم‌ها: در یکی از پروژه‌های درسی نخستین نمایهٔ معکوس خود را با C++ برای ۴۰٬۰۰۰ مقالهٔ خبری پیاده‌سازی کرد.
- پایگاه داده‌ها و سیستم‌های عامل.
- یک درس اختیاری زبان‌شناسی رایانشی که علاقهٔ او به پردازش متن فارسی را برانگیخت.

## پایان‌نامه
پایان‌نامهٔ کارشناسی او، با راهنمایی یکی از استادان مهندسی نرم‌افزار، نمونهٔ اولیهٔ ابزاری برای پیشنهاد املای درست واژه‌های فارسی بود. این ابزار از واژه‌نامه‌ای با ۸۵٬۰۰۰ صورت واژه استفاده می‌کرد و گزینه‌ها را بر پایهٔ فاصلهٔ ویرایشی رتبه‌بندی می‌کرد، و برای ۷۱٪ از ۱٬۵۰۰ خطای آزمایشی، واژهٔ موردنظر را پیشنهاد داد. این نمونه بعدها نقطهٔ شروع غلط‌یاب فارسی‌ای شد که او در سال‌های ۲۰۱۹ تا ۲۰۲۰ از نو ساخت.

او در سال آخر تحصیل در برگزاری نخستین مسابقهٔ برنامه‌نویسی دانشکده نیز همکاری کرد که ۶۴ تیم در آن شرکت کردند.`,
      },
      de: {
        title: 'B.Sc. in Technischer Informatik, Sepehr-Institut für Technologie',
        summary:
          'Darya studierte von 2010 bis 2014 Technische Informatik in Teheran und schloss mit einer Arbeit über einen Prototyp für persische Rechtschreibvorschläge ab.',
      },
      fr: {
        title: 'Licence (BSc) en génie informatique, Institut de technologie Sepehr',
        summary:
          'Darya a étudié le génie informatique à Téhéran de 2010 à 2014 et a obtenu son diplôme avec un mémoire sur un prototype de suggestions orthographiques pour le persan.',
      },
      es: {
        title: 'Grado (BSc) en Ingeniería Informática, Instituto de Tecnología Sepehr',
        summary:
          'Darya estudió Ingeniería Informática en Teherán de 2010 a 2014 y se graduó con una tesis sobre un prototipo de sugerencias ortográficas para el persa.',
      },
      pt: {
        title: 'Bacharelado (BSc) em Engenharia de Computação, Instituto de Tecnologia Sepehr',
        summary:
          'Darya estudou Engenharia de Computação em Teerã de 2010 a 2014 e se formou com uma monografia sobre um protótipo de sugestões ortográficas para o persa.',
      },
      ru: {
        title: 'Бакалавр компьютерной инженерии, Технологический институт Сепехр',
        summary:
          'С 2010 по 2014 год Дарья изучала компьютерную инженерию в Тегеране и защитила выпускную работу о прототипе системы орфографических подсказок для персидского языка.',
      },
      ar: {
        title: 'بكالوريوس في هندسة الحاسوب، معهد سبهر للتكنولوجيا',
        summary:
          'درست دريا هندسة الحاسوب في طهران من 2010 إلى 2014، وتخرّجت بأطروحة عن نموذج أولي لاقتراح التصحيحات الإملائية للغة الفارسية.',
      },
      hi: {
        title: 'कंप्यूटर इंजीनियरिंग में बीएससी, सेपेहर प्रौद्योगिकी संस्थान',
        summary:
          'दरिया ने 2010 से 2014 तक तेहरान में कंप्यूटर इंजीनियरिंग की पढ़ाई की और फ़ारसी वर्तनी-सुझाव के एक प्रोटोटाइप पर शोध-प्रबंध के साथ स्नातक किया।',
      },
      zh: {
        title: '计算机工程学士，塞佩尔理工学院',
        summary: '达丽娅于2010年至2014年在德黑兰学习计算机工程，毕业论文是一个波斯语拼写建议原型系统。',
      },
    },
  },

  // ───────────────────────────── Case studies ─────────────────────────────
  {
    slug: 'multilingual-support-chatbot',
    kind: 'case_study',
    startDate: '2023-05-01',
    startPrecision: 'month',
    endDate: '2024-02-01',
    endPrecision: 'month',
    isCurrent: false,
    published: true,
    sortOrder: 1,
    translations: {
      en: {
        title: 'A Multilingual Support Assistant That Knows When to Refuse',
        summary:
          'For a logistics client of Nahrvald Labs, Darya built a retrieval-grounded support assistant in six languages that declines to answer when its sources do not contain the answer.',
        body: `## Context
A freight and parcel company, a client of Nahrvald Labs, needed a support assistant for customers writing in English, German, Persian, Arabic, Turkish and Russian. Its earlier chatbot answered every question confidently, and an audit found that 14% of its answers contained invented policies or tracking details.

## Design
Darya designed the assistant around three principles:
- **Grounding:** every answer is generated only from passages retrieved from the company's 9,400 help-centre articles and policy documents, using hybrid BM25 and dense retrieval.
- **Refusal:** if no retrieved passage scores above a calibrated threshold, or the question falls outside support (legal advice, another customer's data), the assistant says that it cannot answer and offers a hand-over to a human agent.
- **Citations:** each answer links to the articles it used.

## Evaluation
The team built a test set of 2,000 questions, 25% of them deliberately unanswerable. Darya tracked both answer accuracy and refusal quality:
- unsupported answers fell from 14% to 2.1%;
- refusal precision reached 0.93 and refusal recall 0.88;
- 71% of conversations were resolved without a human agent.

## Outcome
The assistant went live in February 2024 and handles about 38,000 conversations a month. Customer-satisfaction scores for automated conversations rose from 3.2 to 4.1 out of 5, which showed that honest refusals did not frustrate users.`,
      },
      fa: {
        title: 'دستیار پشتیبانی چندزبانه‌ای که می‌داند کِی نباید پاسخ دهد',
        summary:
          'دریا برای یکی از مشتریان حوزهٔ لجستیک ناروالد لبز، دستیار پشتیبانی‌ای شش‌زبانه و متکی به بازیابی ساخت که وقتی منابعش پاسخ را در بر ندارند، از پاسخ‌دادن خودداری می‌کند.',
        body: `## زمینه
یک شرکت حمل بار و مرسوله، از مشتریان ناروالد لبز، به دستیار پشتیبانی‌ای برای مشتریانی نیاز داشت که به انگلیسی، آلمانی، فارسی، عربی، ترکی و روسی می‌نویسند. چت‌بات قبلی این شرکت به هر پرسشی با اطمینان پاسخ می‌داد و یک بررسی نشان داد که 14٪ از پاسخ‌هایش شامل سیاست‌ها یا جزئیات رهگیریِ ساختگی بود.

## طراحی
دریا دستیار را بر پایهٔ سه اصل طراحی کرد:
- **اتکا به منابع:** هر پاسخ فقط از بخش‌هایی تولید می‌شود که از میان 9,400 مقالهٔ مرکز راهنما و سند سیاستی شرکت بازیابی شده‌اند، با بازیابی ترکیبی BM25 و چگال.
- **خودداری از پاسخ:** اگر امتیاز هیچ بخش بازیابی‌شده‌ای از آستانهٔ تنظیم‌شده بالاتر نباشد، یا پرسش خارج از حوزهٔ پشتیبانی باشد (مثلاً مشاورهٔ حقوقی یا اطلاعات مشتریِ دیگر)، دستیار می‌گوید که نمی‌تواند پاسخ دهد و پیشنهاد می‌کند گفت‌وگو به یک کارشناس انسانی سپرده شود.
- **ارجاع:** هر پاسخ به مقاله‌هایی که از آن‌ها استفاده کرده پیوند می‌دهد.

## ارزیابی
تیم یک مجموعهٔ آزمون با 2,000 پرسش ساخت که 25٪ آن‌ها عمداً بی‌پاسخ بودند. دریا هم درستی پاسخ‌ها و هم کیفیت خودداری را دنبال کرد:
- پاسخ‌های بی‌پشتوانه از 14٪ به 2.1٪ کاهش یافت؛
- دقت خودداری (refusal precision) به 0.93 و بازیابی خودداری (refusal recall) به 0.88 رسید؛
- 71٪ از گفت‌وگوها بدون دخالت کارشناس انسانی حل شد.

## پیامد
این دستیار در فوریهٔ 2024 راه‌اندازی شد و ماهانه به حدود 38,000 گفت‌وگو پاسخ می‌دهد. امتیاز رضایت مشتریان از گفت‌وگوهای خودکار از 3.2 به 4.1 از 5 رسید؛ نشانه‌ای از اینکه خودداری صادقانه کاربران را دل‌زده نکرد.`,
      },
      de: {
        title: 'Ein mehrsprachiger Support-Assistent, der weiß, wann er ablehnen muss',
        summary:
          'Für einen Logistikkunden von Nahrvald Labs baute Darya einen quellengestützten Support-Assistenten in sechs Sprachen, der die Antwort verweigert, wenn seine Quellen sie nicht enthalten.',
      },
      fr: {
        title: 'Un assistant de support multilingue qui sait quand refuser',
        summary:
          "Pour un client de Nahrvald Labs dans la logistique, Darya a construit un assistant de support en six langues, ancré dans la recherche documentaire, qui refuse de répondre lorsque ses sources ne contiennent pas la réponse.",
      },
      es: {
        title: 'Un asistente de soporte multilingüe que sabe cuándo negarse',
        summary:
          'Para un cliente de logística de Nahrvald Labs, Darya creó un asistente de soporte en seis idiomas, basado en la recuperación de documentos, que se niega a responder cuando sus fuentes no contienen la respuesta.',
      },
      pt: {
        title: 'Um assistente de suporte multilíngue que sabe quando recusar',
        summary:
          'Para um cliente de logística da Nahrvald Labs, Darya construiu um assistente de suporte em seis idiomas, baseado em recuperação de documentos, que se recusa a responder quando suas fontes não contêm a resposta.',
      },
      ru: {
        title: 'Многоязычный ассистент поддержки, который знает, когда отказаться отвечать',
        summary:
          'Для логистического клиента Nahrvald Labs Дарья создала ассистента поддержки на шести языках, который опирается на найденные документы и отказывается отвечать, если в источниках нет ответа.',
      },
      ar: {
        title: 'مساعد دعم متعدد اللغات يعرف متى يمتنع عن الإجابة',
        summary:
          'بنت دريا لأحد عملاء Nahrvald Labs في مجال الخدمات اللوجستية مساعد دعم بست لغات يستند إلى المستندات المسترجَعة، ويمتنع عن الإجابة عندما لا تتضمن مصادره الجواب.',
      },
      hi: {
        title: 'एक बहुभाषी सहायता सहायक जो जानता है कि कब मना करना है',
        summary:
          'Nahrvald Labs के एक लॉजिस्टिक्स ग्राहक के लिए दरिया ने छह भाषाओं में स्रोत-आधारित सहायता सहायक बनाया, जो अपने स्रोतों में उत्तर न होने पर जवाब देने से मना कर देता है।',
      },
      zh: {
        title: '懂得何时拒答的多语言客服助手',
        summary: '达丽娅为Nahrvald Labs的一家物流客户构建了支持六种语言、以检索内容为依据的客服助手；当资料中没有答案时，它会拒绝作答。',
      },
    },
  },
  {
    slug: 'multilingual-news-data-pipeline',
    kind: 'case_study',
    startDate: '2021-03-01',
    startPrecision: 'month',
    endDate: '2022-06-01',
    endPrecision: 'month',
    isCurrent: false,
    published: true,
    sortOrder: 2,
    translations: {
      en: {
        title: 'A Data Pipeline for a 48-Million-Document Multilingual News Corpus',
        summary:
          'During her fellowship, Darya built a reproducible pipeline that collects, cleans, deduplicates and language-tags news text in nine languages, cutting rebuild time from 31 hours to 4.5 hours.',
        body: `## Goal
Darya's research on cross-lingual retrieval needed a large, clean and legally reusable news corpus in nine languages: Persian, Pashto, Sorani Kurdish, Tajik, Arabic, Turkish, Russian, German and English. Existing collections were either too small for the low-resource languages or full of duplicates.

## Pipeline stages
1. **Collection** from 310 news sources whose licences permit research use.
2. **Extraction** of article text from HTML, removing navigation, ads and reader comments.
3. **Language identification** with a fastText model, plus a custom classifier that separates Iranian Persian from Dari, which share a script.
4. **Normalization** with Parsegar for the languages written in Perso-Arabic script.
5. **Near-duplicate removal** with MinHash and locality-sensitive hashing (Jaccard threshold 0.8), which removed 23% of documents.
6. **Versioned storage** as Parquet files, with a manifest recording every source and every filter decision.

## Engineering
The pipeline runs on Apache Spark. Darya rewrote the deduplication step to shard by language and publication month, which reduced a full rebuild from 31 hours to 4.5 hours on a 16-node cluster and lowered compute usage by about 70%.

## Result
The final corpus holds 48 million documents (about 21 billion tokens). The manifest makes every release reproducible, and the corpus underpins the 1,200-query Persian–English benchmark released at the end of her fellowship.`,
      },
      fa: {
        title: 'خط لولهٔ داده برای یک پیکرهٔ خبری چندزبانه با 48 میلیون سند',
        summary:
          'دریا در دوران فلوشیپ پژوهشی خود خط لوله‌ای بازتولیدپذیر ساخت که متن خبری را به نُه زبان گردآوری، پاک‌سازی، تکرارزدایی و برچسب‌گذاری زبانی می‌کند و زمان بازسازی را از 31 ساعت به 4.5 ساعت کاهش داد.',
        body: `## هدف
پژوهش دریا دربارهٔ بازیابی بین‌زبانی به یک پیکرهٔ خبری بزرگ، پاکیزه و از نظر حقوقی قابل‌استفاده به نُه زبان نیاز داشت: فارسی، پشتو، کردی سورانی، تاجیکی، عربی، ترکی، روسی، آلمانی و انگلیسی. مجموعه‌های موجود یا برای زبان‌های کم‌منبع بسیار کوچک بودند یا پر از متن‌های تکراری.

## مراحل خط لوله
1. **گردآوری** از 310 منبع خبری که مجوزشان استفادهٔ پژوهشی را مجاز می‌داند.
2. **استخراج** متن مقاله از HTML و حذف بخش‌های ناوبری، تبلیغات و دیدگاه‌های خوانندگان.
3. **شناسایی زبان** با یک مدل fastText، به‌همراه یک طبقه‌بند سفارشی برای جدا کردن فارسی ایران از دری که خط مشترکی دارند.
4. **یکسان‌سازی** با پارسگر برای زبان‌هایی که به خط فارسی‌عربی نوشته می‌شوند.
5. **حذف تکراری‌های تقریبی** با MinHash و درهم‌سازی حساس به محل (LSH) با آستانهٔ جاکارد 0.8، که 23٪ از اسناد را حذف کرد.
6. **ذخیره‌سازی نسخه‌دار** در قالب فایل‌های Parquet، همراه با یک فهرست ثبت (manifest) که هر منبع و هر تصمیم پالایش را ثبت می‌کند.

## مهندسی
خط لوله روی Apache Spark اجرا می‌شود. دریا مرحلهٔ تکرارزدایی را بازنویسی کرد تا داده بر اساس زبان و ماه انتشار تقسیم شود؛ این کار زمان بازسازی کامل را روی یک خوشهٔ 16 گره‌ای از 31 ساعت به 4.5 ساعت رساند و مصرف منابع محاسباتی را حدود 70٪ کاهش داد.

## نتیجه
پیکرهٔ نهایی 48 میلیون سند (حدود 21 میلیارد توکن) دارد. فهرست ثبت، هر انتشار را بازتولیدپذیر می‌کند و این پیکره پایهٔ محک 1,200 پرس‌وجویی فارسی–انگلیسی است که در پایان دورهٔ فلوشیپ منتشر شد.`,
      },
    },
  },
  {
    slug: 'persian-spell-checker',
    kind: 'case_study',
    startDate: '2019-09-01',
    startPrecision: 'month',
    endDate: '2020-05-01',
    endPrecision: 'month',
    isCurrent: false,
    published: true,
    sortOrder: 3,
    translations: {
      en: {
        title: 'A Context-Aware Spell-Checker for Persian',
        summary:
          'Darya rebuilt her student prototype into a fast Persian spell-checker that handles the zero-width non-joiner, reaching an F1 score of 0.91 on real typing errors.',
        body: `## Why Persian spell-checking is hard
Persian spelling has several peculiarities: compound words and suffixes may be written joined, separated by a space, or separated by a zero-width non-joiner; some letters have Arabic look-alikes; and short vowels are usually not written, so many words are ambiguous. Generic spell-checkers flag correct forms such as می‌روم as errors, or miss real ones.

## Approach
Between September 2019 and May 2020 Darya built a new spell-checker as part of Parsegar:
- A lexicon of 410,000 word forms, generated from 62,000 lemmas with rules for Persian inflection and suffixes.
- Candidate generation with a weighted edit distance that treats confusions between ZWNJ, space and no space, as well as keyboard-neighbour errors, as cheap edits.
- Ranking with a 5-gram language model trained on 1.1 billion tokens of news and web text, so that the checker picks the candidate that fits the sentence.

## Results
On a test set of 3,000 sentences with 4,850 naturally occurring errors, collected from student essays and forum posts:
- error-detection F1: 0.91 (the best previous open-source tool scored 0.74);
- correct first suggestion: 86% of detected errors;
- speed: about 12 ms per sentence on a single CPU core.

The checker now ships with Parsegar and is used in two Persian word-processing plugins.`,
      },
      fa: {
        title: 'غلط‌یاب فارسیِ آگاه از بافت',
        summary:
          'دریا نمونهٔ اولیهٔ دوران دانشجویی‌اش را به غلط‌یابی سریع برای فارسی تبدیل کرد که نیم‌فاصله را درست مدیریت می‌کند و روی خطاهای واقعی تایپی به امتیاز F1 برابر ۰٫۹۱ رسید.',
        body: `## چرا غلط‌یابی فارسی دشوار است
املای فارسی ویژگی‌های خاصی دارد: واژه‌های مرکب و پسوندها ممکن است پیوسته، با فاصله یا با نیم‌فاصله نوشته شوند؛ برخی حروف همتاهای عربیِ هم‌شکل دارند؛ و مصوت‌های کوتاه معمولاً نوشته نمی‌شوند، بنابراین بسیاری از واژه‌ها چندخوانشی هستند. غلط‌یاب‌های عمومی صورت‌های درستی مانند «می‌روم» را خطا می‌شمارند یا خطاهای واقعی را نمی‌بینند.

## رویکرد
دریا از سپتامبر ۲۰۱۹ تا مه ۲۰۲۰ غلط‌یاب تازه‌ای را به‌عنوان بخشی از پارسگر ساخت:
- واژه‌نامه‌ای با ۴۱۰٬۰۰۰ صورت واژه که با قواعد صرف و پسوندهای فارسی از ۶۲٬۰۰۰ سرواژه تولید شده است.
- تولید گزینه‌های پیشنهادی با فاصلهٔ ویرایشی وزن‌دار که اشتباه میان نیم‌فاصله، فاصله و بی‌فاصلگی و نیز خطای کلیدهای مجاور را ویرایش‌هایی کم‌وزن در نظر می‌گیرد.
- رتبه‌بندی با یک مدل زبانی ۵-گرمی که روی ۱٫۱ میلیارد توکن از متن خبری و وب آموزش دیده است، تا غلط‌یاب گزینه‌ای را برگزیند که با جمله جور است.

## نتایج
روی مجموعهٔ آزمونی از ۳٬۰۰۰ جمله با ۴٬۸۵۰ خطای طبیعی که از انشاهای دانشجویان و پست‌های انجمن‌های اینترنتی گردآوری شده بود:
- F1 تشخیص خطا: ۰٫۹۱ (بهترین ابزار متن‌باز پیشین ۰٫۷۴ گرفته بود)؛
- درستیِ نخستین پیشنهاد: ۸۶٪ از خطاهای تشخیص‌داده‌شده؛
- سرعت: حدود ۱۲ میلی‌ثانیه برای هر جمله روی یک هستهٔ پردازنده.

این غلط‌یاب اکنون همراه با پارسگر عرضه می‌شود و در دو افزونهٔ واژه‌پردازی فارسی به کار می‌رود.`,
      },
    },
  },
  {
    slug: 'persian-search-engine',
    kind: 'case_study',
    startDate: '2018-03-01',
    startPrecision: 'month',
    endDate: '2019-06-01',
    endPrecision: 'month',
    isCurrent: false,
    published: true,
    sortOrder: 4,
    translations: {
      en: {
        title: 'A Persian Search Engine for the Golestan Manuscript Library Archive',
        summary:
          'Darya designed and built full-text search over 1.2 million OCR-scanned pages of Persian manuscripts and periodicals, raising recall@10 from 0.61 to 0.84.',
        body: `## The problem
The Golestan Manuscript Library, a private archive and a client of Lumenhaus, had digitised 1.2 million pages of Persian manuscripts, lithographed books and 20th-century periodicals. Its old search only matched exact strings in the OCR text, so a query for کتابها missed کتاب‌ها, and Arabic letter variants in the scans hid thousands of relevant pages.

## What Darya built
Between March 2018 and June 2019 Darya led a team of three to build a new search engine:
- A normalization pipeline that unified letter variants (ي/ی, ك/ک), removed diacritics, converted Persian and Arabic-Indic digits and repaired the zero-width non-joiner.
- OCR-error-tolerant matching using character 3-grams as a secondary field, weighted at 0.3 relative to whole words.
- A custom Elasticsearch analyzer with a Persian stemmer limited to plural and possessive suffixes, to avoid over-stemming.
- Date search that understands both Solar Hijri and Gregorian years.

## Results
On a judged set of 300 queries written by archive staff:
- recall@10 rose from 0.61 to 0.84;
- nDCG@10 rose from 0.47 to 0.69;
- median query latency dropped from 1,250 ms to 180 ms on the same hardware.

The index occupies 310 GB across three nodes. Archive staff reported that researchers' requests for manual look-ups fell by about 40% in the first year.`,
      },
      fa: {
        title: 'موتور جست‌وجوی فارسی برای آرشیو کتابخانهٔ نسخه‌های خطی گلستان',
        summary:
          'دریا جست‌وجوی تمام‌متن را روی ۱٫۲ میلیون صفحهٔ اسکن‌شده از نسخه‌های خطی و نشریات فارسی طراحی کرد و ساخت و recall@10 را از ۰٫۶۱ به ۰٫۸۴ رساند.',
        body: `## مسئله
کتابخانهٔ نسخه‌های خطی گلستان، آرشیوی خصوصی و یکی از مشتریان لومن‌هاوس، ۱٫۲ میلیون صفحه از نسخه‌های خطی، کتاب‌های چاپ سنگی و نشریات سدهٔ بیستم را دیجیتال کرده بود. جست‌وجوی قدیمی آن فقط رشته‌های دقیقاً یکسان را در متن OCR پیدا می‌کرد؛ بنابراین پرس‌وجوی «کتابها» صفحه‌های حاوی «کتاب‌ها» را نمی‌یافت و گونه‌های عربی حروف در اسکن‌ها هزاران صفحهٔ مرتبط را پنهان می‌کرد.

## آنچه دریا ساخت
دریا از مارس ۲۰۱۸ تا ژوئن ۲۰۱۹ تیمی سه‌نفره را برای ساخت یک موتور جست‌وجوی تازه رهبری کرد:
- خط لوله‌ای برای یکسان‌سازی که گونه‌های حروف (ي/ی، ك/ک) را یکسان می‌کرد، اعراب را حذف می‌کرد، ارقام فارسی و عربی را تبدیل می‌کرد و نیم‌فاصله را اصلاح می‌کرد.
- تطبیق مقاوم در برابر خطاهای OCR با استفاده از سه‌تایی‌های نویسه‌ای (character 3-grams) در یک فیلد ثانویه، با وزن ۰٫۳ نسبت به واژه‌های کامل.
- یک تحلیلگر سفارشی Elasticsearch با ریشه‌یاب فارسی‌ای که فقط پسوندهای جمع و ملکی را حذف می‌کند تا از ریشه‌یابی افراطی جلوگیری شود.
- جست‌وجوی تاریخ که هم سال‌های هجری شمسی و هم سال‌های میلادی را می‌فهمد.

## نتایج
روی مجموعه‌ای داوری‌شده از ۳۰۰ پرس‌وجو که کارکنان آرشیو نوشته بودند:
- recall@10 از ۰٫۶۱ به ۰٫۸۴ رسید؛
- nDCG@10 از ۰٫۴۷ به ۰٫۶۹ رسید؛
- میانهٔ زمان پاسخ پرس‌وجو روی همان سخت‌افزار از ۱٬۲۵۰ میلی‌ثانیه به ۱۸۰ میلی‌ثانیه کاهش یافت.

نمایه ۳۱۰ گیگابایت فضا را در سه گره اشغال می‌کند. کارکنان آرشیو گزارش دادند که درخواست‌های پژوهشگران برای جست‌وجوی دستی در سال نخست حدود ۴۰٪ کاهش یافت.`,
      },
      de: {
        title: 'Eine persische Suchmaschine für das Archiv der Golestan-Handschriftenbibliothek',
        summary:
          'Darya entwarf und baute eine Volltextsuche über 1,2 Millionen per OCR erfasste Seiten persischer Handschriften und Zeitschriften und steigerte recall@10 von 0,61 auf 0,84.',
      },
      fr: {
        title: 'Un moteur de recherche persan pour les archives de la bibliothèque de manuscrits Golestan',
        summary:
          "Darya a conçu et réalisé la recherche plein texte sur 1,2 million de pages numérisées et océrisées de manuscrits et de périodiques persans, faisant passer le recall@10 de 0,61 à 0,84.",
      },
      es: {
        title: 'Un buscador en persa para el archivo de la Biblioteca de Manuscritos Golestán',
        summary:
          'Darya diseñó y construyó la búsqueda de texto completo sobre 1,2 millones de páginas escaneadas con OCR de manuscritos y publicaciones periódicas persas, y elevó el recall@10 de 0,61 a 0,84.',
      },
      pt: {
        title: 'Um buscador em persa para o arquivo da Biblioteca de Manuscritos Golestan',
        summary:
          'Darya projetou e construiu a busca de texto completo em 1,2 milhão de páginas digitalizadas com OCR de manuscritos e periódicos persas, elevando o recall@10 de 0,61 para 0,84.',
      },
      ru: {
        title: 'Персидская поисковая система для архива библиотеки рукописей «Голестан»',
        summary:
          'Дарья спроектировала и создала полнотекстовый поиск по 1,2 миллиона отсканированных и распознанных страниц персидских рукописей и периодики, повысив recall@10 с 0,61 до 0,84.',
      },
      ar: {
        title: 'محرك بحث فارسي لأرشيف مكتبة كلستان للمخطوطات',
        summary:
          'صمّمت دريا وبنت نظام بحث في النص الكامل يغطي 1.2 مليون صفحة ممسوحة ضوئيًا ومعالجة بالتعرّف الضوئي على الحروف من المخطوطات والدوريات الفارسية، ورفعت مقياس recall@10 من 0.61 إلى 0.84.',
      },
      hi: {
        title: 'गोलेस्तान पांडुलिपि पुस्तकालय के अभिलेखागार के लिए फ़ारसी सर्च इंजन',
        summary:
          'दरिया ने फ़ारसी पांडुलिपियों और पत्रिकाओं के 12 लाख OCR-स्कैन किए गए पृष्ठों पर पूर्ण-पाठ खोज डिज़ाइन की और बनाई, जिससे recall@10 0.61 से बढ़कर 0.84 हो गया।',
      },
      zh: {
        title: '为戈勒斯坦手稿图书馆档案打造的波斯语搜索引擎',
        summary: '达丽娅为120万页经OCR扫描的波斯语手稿和期刊设计并构建了全文检索，将recall@10从0.61提升到0.84。',
      },
    },
  },

  // ───────────────────────────── Articles ─────────────────────────────
  {
    slug: 'persian-sentence-segmentation',
    kind: 'article',
    startDate: '2025-01-27',
    startPrecision: 'day',
    endDate: null,
    endPrecision: null,
    isCurrent: false,
    published: true,
    sortOrder: 1,
    translations: {
      en: {
        title: 'Sentence Segmentation for Persian: Harder Than a Full Stop',
        summary:
          'Why splitting Persian text into sentences needs more than splitting on full stops, and a rule-plus-model approach that reaches 97% F1 on news text.',
        body: `Sentence segmentation sounds trivial: split the text at full stops, question marks and exclamation marks. For Persian, that simple rule reaches only about 88% F1 on news text and much less on informal text. This tutorial by Darya Rahnama explains why, and what works better.

## What goes wrong
- Persian has its own question mark (؟) and comma (،), and many texts mix them with Latin punctuation.
- Abbreviations such as 'ه.ش' (Solar Hijri year) or 'ق.م' (BCE) contain dots that do not end a sentence.
- Decimal numbers may be written with a dot, a slash or the Arabic decimal separator (٫).
- Social-media text often has no final punctuation at all, only line breaks or emoji.
- Quotations in guillemets (« ») may contain complete sentences inside a longer one.

## A rule-plus-model approach
Darya's method, part of Parsegar since version 2.4, has two stages:
1. Rules mark every candidate boundary and protect known abbreviations (a list of 640 entries) and numbers.
2. A small classifier, a gradient-boosted tree with 38 features such as the part of speech of the next word and the distance to the previous boundary, decides whether each candidate is a real sentence boundary.

## Results
On a test set of 12,000 sentences from news, Wikipedia and forum posts:
- punctuation-only baseline: 88.2% F1 on news, 71.5% on forums;
- rule-plus-model: 97.1% F1 on news, 90.3% on forums.

Good segmentation matters downstream: in one retrieval experiment, better passage boundaries raised recall@10 by three percentage points.`,
      },
      fa: {
        title: 'تقطیع جمله در فارسی: دشوارتر از یک نقطه',
        summary:
          'چرا تقسیم متن فارسی به جمله‌ها به چیزی بیش از جدا کردن متن در محل نقطه نیاز دارد، و رویکردی ترکیبی از قاعده و مدل که روی متن خبری به F1 برابر ۹۷٪ می‌رسد.',
        body: `تقطیع جمله ساده به نظر می‌رسد: متن را در محل نقطه، علامت سؤال و علامت تعجب جدا کن. اما برای فارسی، این قاعدهٔ ساده روی متن خبری تنها به F1 حدود ۸۸٪ می‌رسد و روی متن غیررسمی بسیار کمتر. این آموزشِ دریا رهنما توضیح می‌دهد چرا، و چه روشی بهتر جواب می‌دهد.

## کجا کار خراب می‌شود
- فارسی علامت سؤال (؟) و ویرگول (،) خاص خود را دارد و بسیاری از متن‌ها آن‌ها را با نشانه‌گذاری لاتین درمی‌آمیزند.
- کوته‌نوشت‌هایی مانند «ه.ش» (هجری شمسی) یا «ق.م» (قبل از میلاد) نقطه‌هایی دارند که پایان جمله نیستند.
- اعداد اعشاری ممکن است با نقطه، ممیز (/) یا جداکنندهٔ اعشاری عربی (٫) نوشته شوند.
- متن شبکه‌های اجتماعی اغلب اصلاً نشانهٔ پایانی ندارد و فقط شکستن سطر یا شکلک دارد.
- نقل‌قول‌های درون گیومه (« ») ممکن است جمله‌های کاملی را درون یک جملهٔ بلندتر جای دهند.

## رویکرد ترکیبی قاعده و مدل
روش دریا که از نسخهٔ ۲٫۴ بخشی از پارسگر است، دو مرحله دارد:
1. قواعد، همهٔ مرزهای احتمالی را علامت می‌زنند و از کوته‌نوشت‌های شناخته‌شده (فهرستی با ۶۴۰ مدخل) و اعداد محافظت می‌کنند.
2. یک طبقه‌بند کوچک، یعنی یک درخت تقویت‌شده با گرادیان با ۳۸ ویژگی، مانند نقش دستوری واژهٔ بعدی و فاصله تا مرز قبلی، تصمیم می‌گیرد که هر مرز احتمالی واقعاً مرز جمله هست یا نه.

## نتایج
روی مجموعهٔ آزمونی از ۱۲٬۰۰۰ جمله از اخبار، ویکی‌پدیا و پست‌های انجمن‌ها:
- روش پایه بر اساس نشانه‌گذاری: F1 برابر ۸۸٫۲٪ روی اخبار و ۷۱٫۵٪ روی انجمن‌ها؛
- روش ترکیبی قاعده و مدل: F1 برابر ۹۷٫۱٪ روی اخبار و ۹۰٫۳٪ روی انجمن‌ها.

تقطیع خوب در مراحل بعدی هم اهمیت دارد: در یک آزمایش بازیابی، مرزبندی بهتر بخش‌های متن recall@10 را سه واحد درصد افزایش داد.`,
      },
    },
  },
  {
    slug: 'why-assistants-should-refuse',
    kind: 'article',
    startDate: '2024-03-18',
    startPrecision: 'day',
    endDate: null,
    endPrecision: null,
    isCurrent: false,
    published: true,
    sortOrder: 2,
    translations: {
      en: {
        title: 'Why Assistants Should Refuse: Designing Honest Non-Answers',
        summary:
          'Darya argues that a support assistant which declines unsupported questions earns more trust than one that always answers, and describes how to measure refusal quality.',
        body: `A conversational assistant that always produces an answer will sometimes produce a wrong one with full confidence. In customer support, a confidently invented refund policy is worse than no answer at all. In this essay Darya Rahnama argues that refusing is a feature, not a failure.

## When an assistant should refuse
- The retrieved sources do not contain the answer.
- The question is outside the assistant's scope, such as legal, medical or financial advice.
- Answering would reveal personal data about someone else.
- The request is ambiguous and a clarifying question would not resolve it.

## How to make refusal reliable
Refusal should be based on evidence, not on the model's tone. Darya's approach is to score each retrieved passage for how well it supports an answer, calibrate a threshold on a held-out set, and refuse when no passage clears it. A good refusal explains what the assistant cannot do and points to a next step, such as a human agent or a relevant help page.

## How to measure it
Include unanswerable questions in the test set; she recommends 20–30%. Then measure:
- **refusal precision:** of all refusals, how many were correct;
- **refusal recall:** of all unanswerable questions, how many were refused;
- **over-refusal rate:** answerable questions that were wrongly refused.

In the support assistant she built in 2023, refusal precision was 0.93 and refusal recall 0.88, and unsupported answers fell from 14% to 2.1%. Satisfaction went up, not down: users forgive an honest refusal far more readily than a wrong answer.`,
      },
      fa: {
        title: 'چرا دستیارها باید گاهی از پاسخ خودداری کنند: طراحی بی‌پاسخیِ صادقانه',
        summary:
          'دریا استدلال می‌کند که دستیار پشتیبانی‌ای که به پرسش‌های بی‌پشتوانه پاسخ نمی‌دهد، بیش از دستیاری که همیشه پاسخ می‌دهد اعتماد جلب می‌کند، و روش سنجش کیفیت خودداری را شرح می‌دهد.',
        body: `دستیار گفت‌وگومحوری که همیشه پاسخی تولید می‌کند، گاهی پاسخی نادرست را با اطمینان کامل ارائه خواهد داد. در پشتیبانی مشتری، یک سیاست بازپرداختِ ساختگی که با اطمینان بیان شود، از نبودِ پاسخ بدتر است. دریا رهنما در این جستار استدلال می‌کند که خودداری از پاسخ یک ویژگی است، نه یک شکست.

## دستیار کِی باید پاسخ ندهد
- منابع بازیابی‌شده پاسخ را در بر ندارند.
- پرسش خارج از حوزهٔ دستیار است، مانند مشاورهٔ حقوقی، پزشکی یا مالی.
- پاسخ‌دادن اطلاعات شخصی فرد دیگری را فاش می‌کند.
- درخواست مبهم است و یک پرسش روشن‌کننده هم ابهام را برطرف نمی‌کند.

## قابل‌اعتماد کردن خودداری
خودداری باید بر شواهد تکیه کند، نه بر لحن مدل. روش دریا این است که برای هر بخش بازیابی‌شده امتیازی محاسبه شود که نشان دهد آن بخش تا چه حد پشتوانهٔ پاسخ است، آستانه‌ای روی یک مجموعهٔ کنارگذاشته تنظیم شود و اگر هیچ بخشی از آن آستانه نگذشت، دستیار از پاسخ خودداری کند. یک خودداری خوب توضیح می‌دهد که دستیار چه کاری را نمی‌تواند انجام دهد و گام بعدی را نشان می‌دهد؛ مثلاً ارجاع به یک کارشناس انسانی یا یک صفحهٔ راهنمای مرتبط.

## سنجش خودداری
پرسش‌های بی‌پاسخ را در مجموعهٔ آزمون بگنجانید؛ او 20 تا 30 درصد را توصیه می‌کند. سپس این موارد را بسنجید:
- **دقت خودداری:** از میان همهٔ خودداری‌ها، چند مورد درست بوده‌اند؛
- **بازیابی خودداری:** از میان همهٔ پرسش‌های بی‌پاسخ، در چند مورد از پاسخ خودداری شده است؛
- **نرخ خودداری افراطی:** پرسش‌های پاسخ‌پذیری که به اشتباه بی‌پاسخ مانده‌اند.

در دستیار پشتیبانی‌ای که او در سال 2023 ساخت، دقت خودداری 0.93 و بازیابی خودداری 0.88 بود و پاسخ‌های بی‌پشتوانه از 14٪ به 2.1٪ کاهش یافت. رضایت کاربران نه کم، که بیشتر شد: کاربران یک خودداری صادقانه را بسیار آسان‌تر از یک پاسخ نادرست می‌بخشند.`,
      },
    },
  },
  {
    slug: 'hybrid-search-bm25-dense',
    kind: 'article',
    startDate: '2022-09-08',
    startPrecision: 'day',
    endDate: null,
    endPrecision: null,
    isCurrent: false,
    published: true,
    sortOrder: 3,
    translations: {
      en: {
        title: 'Hybrid Search in Practice: Combining BM25 and Dense Retrieval',
        summary:
          'Why combining lexical and vector search beats either one alone, and how to fuse their results with reciprocal rank fusion.',
        body: `Lexical retrieval (BM25) and dense vector retrieval fail in different ways. BM25 is excellent for exact names, codes and rare words but misses paraphrases; dense retrieval finds paraphrases and cross-lingual matches but can miss exact identifiers. Hybrid search runs both and merges the results.

## Reciprocal rank fusion
The simplest robust method is reciprocal rank fusion (RRF). Each document receives a score of 1 / (k + rank) from each result list, and the scores are added up. The constant k is usually 60. RRF needs no score calibration, which matters because BM25 scores and cosine similarities live on different scales.

## Numbers from a real experiment
When Darya tested hybrid search on a 2-million-document Persian–English subset of the news corpus from her fellowship, using 600 judged queries, the results were:
- BM25 alone: recall@20 = 0.72, nDCG@10 = 0.51
- dense alone: recall@20 = 0.76, nDCG@10 = 0.54
- hybrid with RRF: recall@20 = 0.86, nDCG@10 = 0.61

The gain was largest for Persian queries, where spelling variation hurts BM25, and for queries with rare names and dates, where dense retrieval struggled.

## Practical advice
- Normalize text identically for both retrievers.
- Retrieve 100 candidates from each retriever before fusing.
- Evaluate each language separately.
- Add a cross-encoder re-ranker only after the fused candidates have good recall.`,
      },
      fa: {
        title: 'جست‌وجوی ترکیبی در عمل: ترکیب BM25 و بازیابی چگال',
        summary:
          'چرا ترکیب جست‌وجوی واژگانی و برداری از هر یک به‌تنهایی بهتر است و چگونه می‌توان نتایج آن‌ها را با ادغام رتبهٔ متقابل (RRF) ترکیب کرد.',
        body: `بازیابی واژگانی (BM25) و بازیابی برداری چگال به شیوه‌های متفاوتی خطا می‌کنند. BM25 برای نام‌های دقیق، کدها و واژه‌های کمیاب عالی است اما بازگویی‌ها (paraphrase) را از دست می‌دهد؛ بازیابی چگال بازگویی‌ها و تطابق‌های بین‌زبانی را پیدا می‌کند اما ممکن است شناسه‌های دقیق را نبیند. جست‌وجوی ترکیبی هر دو را اجرا می‌کند و نتایج را ادغام می‌کند.

## ادغام رتبهٔ متقابل
ساده‌ترین روش مقاوم، ادغام رتبهٔ متقابل (Reciprocal Rank Fusion یا RRF) است. هر سند از هر فهرست نتایج امتیاز 1 / (k + rank) می‌گیرد و امتیازها با هم جمع می‌شوند. ثابت k معمولاً 60 است. RRF به هم‌مقیاس‌سازی امتیازها نیازی ندارد و این اهمیت دارد، چون امتیازهای BM25 و شباهت کسینوسی در مقیاس‌های متفاوتی قرار دارند.

## اعداد یک آزمایش واقعی
وقتی دریا جست‌وجوی ترکیبی را روی زیرمجموعه‌ای 2 میلیون سندی و فارسی–انگلیسی از پیکرهٔ خبری دوران فلوشیپ خود و با 600 پرس‌وجوی داوری‌شده آزمود، نتایج چنین بود:
- فقط BM25: recall@20 = 0.72، nDCG@10 = 0.51
- فقط چگال: recall@20 = 0.76، nDCG@10 = 0.54
- ترکیبی با RRF: recall@20 = 0.86، nDCG@10 = 0.61

بیشترین بهبود در پرس‌وجوهای فارسی بود، که تنوع املایی به BM25 آسیب می‌زند، و در پرس‌وجوهای حاوی نام‌های کمیاب و تاریخ‌ها، که بازیابی چگال در آن‌ها ضعیف عمل می‌کرد.

## توصیه‌های عملی
- متن را برای هر دو بازیاب دقیقاً به یک شکل یکسان‌سازی کنید.
- پیش از ادغام، از هر بازیاب 100 نامزد بازیابی کنید.
- هر زبان را جداگانه ارزیابی کنید.
- بازرتبه‌بند cross-encoder را فقط وقتی بیفزایید که نامزدهای ادغام‌شده recall خوبی داشته باشند.`,
      },
    },
  },
  {
    slug: 'evaluating-retrieval-recall-at-k',
    kind: 'article',
    startDate: '2021-06-21',
    startPrecision: 'day',
    endDate: null,
    endPrecision: null,
    isCurrent: false,
    published: true,
    sortOrder: 4,
    translations: {
      en: {
        title: 'How to Evaluate Retrieval: Recall@k, nDCG and Honest Test Sets',
        summary:
          'Darya explains how she evaluates search systems: judged query sets, recall@k for candidate generation, nDCG@10 for ranking, and significance testing.',
        body: `In every project Darya leads, a ranking change has to pass an offline evaluation before release. This article explains the method step by step.

## 1. Build a judged query set
Sample real queries from the logs (at least 200, stratified by frequency and language), then have two annotators judge the top results of several systems on a 0–3 scale. Pooling results from several systems reduces the bias towards the current one.

## 2. Measure recall@k for the first stage
Recall@k is the share of all relevant documents for a query that appear in the top k results, averaged over queries. If a query has 4 relevant documents and 3 of them appear in the top 10, recall@10 is 0.75. For candidate retrieval that feeds a re-ranker, recall@k is the metric that matters most: a document that is not retrieved cannot be re-ranked. Darya typically reports recall@20 and recall@100.

## 3. Measure ranking quality with nDCG@10
nDCG rewards placing highly relevant documents near the top and uses graded judgments. It matches what users see on the first page.

## 4. Test significance
Use a paired test (she prefers the paired randomization test with 10,000 permutations) and report confidence intervals. A gain of 0.01 in nDCG over 50 queries is usually noise.

## Common mistakes
- Judging only the results of the current system.
- Reporting one average over all languages, which hides regressions in smaller languages.
- Tuning the system on the test set.`,
      },
      fa: {
        title: 'ارزیابی بازیابی: recall@k، nDCG و مجموعه‌های آزمون صادقانه',
        summary:
          'دریا توضیح می‌دهد که سامانه‌های جست‌وجو را چگونه ارزیابی می‌کند: مجموعه‌های پرس‌وجوی داوری‌شده، recall@k برای مرحلهٔ تولید نامزدها، nDCG@10 برای رتبه‌بندی و آزمون معناداری آماری.',
        body: `در هر پروژه‌ای که دریا رهبری می‌کند، هر تغییر در رتبه‌بندی پیش از انتشار باید از یک ارزیابی آفلاین سربلند بیرون بیاید. این نوشته روش کار را گام‌به‌گام توضیح می‌دهد.

## 1. ساختن مجموعه‌ای از پرس‌وجوهای داوری‌شده
پرس‌وجوهای واقعی را از لاگ‌ها نمونه‌گیری کنید (دست‌کم 200 پرس‌وجو، لایه‌بندی‌شده بر اساس بسامد و زبان) و از دو داور بخواهید نتایج برتر چند سامانه را در مقیاس 0 تا 3 داوری کنند. ادغام نتایج چند سامانه (pooling) سوگیری به سود سامانهٔ فعلی را کاهش می‌دهد.

## 2. سنجش recall@k برای مرحلهٔ نخست
recall@k سهمی از همهٔ اسناد مرتبط یک پرس‌وجو است که در k نتیجهٔ نخست ظاهر می‌شوند، به‌صورت میانگین روی همهٔ پرس‌وجوها. اگر پرس‌وجویی 4 سند مرتبط داشته باشد و 3 تا از آن‌ها در 10 نتیجهٔ نخست باشند، recall@10 برابر 0.75 است. برای بازیابی نامزدها که ورودی یک بازرتبه‌بند است، recall@k مهم‌ترین معیار است: سندی که بازیابی نشود، بازرتبه‌بندی هم نمی‌شود. دریا معمولاً recall@20 و recall@100 را گزارش می‌کند.

## 3. سنجش کیفیت رتبه‌بندی با nDCG@10
nDCG به قرار گرفتن اسناد بسیار مرتبط در بالای فهرست پاداش می‌دهد و از داوری‌های درجه‌بندی‌شده استفاده می‌کند. این معیار با آنچه کاربران در صفحهٔ نخست می‌بینند سازگار است.

## 4. آزمون معناداری
از یک آزمون زوجی استفاده کنید (او آزمون تصادفی‌سازی زوجی با 10,000 جایگشت را ترجیح می‌دهد) و بازه‌های اطمینان را گزارش کنید. بهبود 0.01 در nDCG روی 50 پرس‌وجو معمولاً چیزی جز نوفه نیست.

## اشتباه‌های رایج
- داوری فقط نتایج سامانهٔ فعلی.
- گزارش یک میانگین برای همهٔ زبان‌ها که پس‌رفت در زبان‌های کوچک‌تر را پنهان می‌کند.
- تنظیم سامانه روی مجموعهٔ آزمون.`,
      },
      de: {
        title: 'Retrieval richtig evaluieren: recall@k, nDCG und ehrliche Testsets',
        summary:
          'Darya erklärt, wie sie Suchsysteme evaluiert: bewertete Anfragesets, recall@k für die Kandidatengenerierung, nDCG@10 für das Ranking und Signifikanztests.',
      },
      fr: {
        title: 'Évaluer la recherche : recall@k, nDCG et jeux de test honnêtes',
        summary:
          'Darya explique comment elle évalue les systèmes de recherche : requêtes jugées, recall@k pour la génération de candidats, nDCG@10 pour le classement et tests de significativité.',
      },
      es: {
        title: 'Cómo evaluar la recuperación: recall@k, nDCG y conjuntos de prueba honestos',
        summary:
          'Darya explica cómo evalúa los sistemas de búsqueda: conjuntos de consultas evaluadas, recall@k para la generación de candidatos, nDCG@10 para la clasificación y pruebas de significancia.',
      },
      pt: {
        title: 'Como avaliar a recuperação: recall@k, nDCG e conjuntos de teste honestos',
        summary:
          'Darya explica como avalia sistemas de busca: conjuntos de consultas julgadas, recall@k para a geração de candidatos, nDCG@10 para o ranqueamento e testes de significância.',
      },
      ru: {
        title: 'Как оценивать поиск: recall@k, nDCG и честные тестовые наборы',
        summary:
          'Дарья объясняет, как она оценивает поисковые системы: размеченные наборы запросов, recall@k для отбора кандидатов, nDCG@10 для ранжирования и проверка статистической значимости.',
      },
      ar: {
        title: 'كيف تُقيَّم أنظمة الاسترجاع: recall@k وnDCG ومجموعات اختبار نزيهة',
        summary:
          'تشرح دريا كيف تقيّم أنظمة البحث: مجموعات استعلامات مُحكَّمة، وrecall@k لمرحلة توليد المرشحين، وnDCG@10 للترتيب، واختبارات الدلالة الإحصائية.',
      },
      hi: {
        title: 'रिट्रीवल का मूल्यांकन कैसे करें: recall@k, nDCG और ईमानदार टेस्ट सेट',
        summary:
          'दरिया बताती हैं कि वह सर्च सिस्टम का मूल्यांकन कैसे करती हैं: आँकी गई क्वेरी के सेट, उम्मीदवार चुनने के लिए recall@k, रैंकिंग के लिए nDCG@10 और सांख्यिकीय महत्व परीक्षण।',
      },
      zh: {
        title: '如何评估检索：recall@k、nDCG与可信的测试集',
        summary: '达丽娅介绍她如何评估搜索系统：经人工标注的查询集、用于候选召回阶段的recall@k、用于排序的nDCG@10，以及显著性检验。',
      },
    },
  },
  {
    slug: 'zero-width-non-joiner',
    kind: 'article',
    startDate: '2020-02-03',
    startPrecision: 'day',
    endDate: null,
    endPrecision: null,
    isCurrent: false,
    published: true,
    sortOrder: 5,
    translations: {
      en: {
        title: "The Zero-Width Non-Joiner: Persian's Invisible Letter",
        summary:
          'What the zero-width non-joiner (U+200C) is, why Persian needs it, and how to handle it in search and NLP.',
        body: `## What it is
The zero-width non-joiner (ZWNJ) is the Unicode character U+200C. It has no width and is invisible, but it tells the text renderer not to join two neighbouring letters that would otherwise connect. Persian writers often call it the 'half-space' (نیم‌فاصله).

## Why Persian needs it
Many Persian words are built from a stem plus a prefix or suffix that should stay visually separate while still forming one word:
- می‌کند ('does'): the prefix می plus the verb;
- کتاب‌ها ('books'): the noun plus the plural suffix ها;
- پژوهش‌ها ('research studies'): the same plural suffix.

Without ZWNJ, writers either join the parts (میکند), which is hard to read, or type a full space (می کند), which splits one word into two tokens.

## Why it matters for search
In a sample of 50,000 Persian web queries that Darya analysed, among the queries containing a compound word, 31% used a space, 22% used no separator at all and only 47% used ZWNJ correctly. When the index and the query disagree, relevant documents are missed.

## How to handle it
- At indexing time, normalize all three variants to one canonical form, preferably the form with ZWNJ.
- Never delete ZWNJ blindly: gluing می to کند changes how the word is displayed.
- When tokenizing, treat ZWNJ as part of the word, not as a separator.
- Keyboards matter: on many Persian keyboard layouts, ZWNJ is typed with Shift+Space.`,
      },
      fa: {
        title: 'نیم‌فاصله: حرف نامرئی فارسی',
        summary:
          'نیم‌فاصله (نویسهٔ U+200C) چیست، چرا فارسی به آن نیاز دارد و در جست‌وجو و پردازش زبان چگونه باید با آن رفتار کرد.',
        body: `## نیم‌فاصله چیست
نیم‌فاصله یا «فاصلهٔ مجازی» همان نویسهٔ یونیکد U+200C با نام zero-width non-joiner (ZWNJ) است. پهنایی ندارد و دیده نمی‌شود، اما به موتور نمایش متن می‌گوید دو حرف مجاور را که در حالت عادی به هم می‌چسبند، به هم نچسباند.

## چرا فارسی به آن نیاز دارد
در فارسی بسیاری از واژه‌ها از یک ستاک به‌همراه پیشوند یا پسوندی ساخته می‌شوند که باید از نظر دیداری جدا بماند، ولی کل آن یک واژه به شمار می‌رود:
- می‌کند: پیشوند «می» به‌همراه فعل؛
- کتاب‌ها: اسم به‌همراه پسوند جمع «ها»؛
- پژوهش‌ها: اسم به‌همراه همان پسوند جمع.

بدون نیم‌فاصله، نویسندگان یا بخش‌ها را به هم می‌چسبانند (میکند) که خواندنش دشوار است، یا یک فاصلهٔ کامل می‌گذارند (می کند) که یک واژه را به دو توکن تبدیل می‌کند.

## چرا برای جست‌وجو مهم است
در نمونه‌ای از ۵۰٬۰۰۰ پرس‌وجوی وب فارسی که دریا تحلیل کرد، در میان پرس‌وجوهایی که واژهٔ مرکب داشتند، ۳۱٪ از فاصله استفاده کرده بودند، ۲۲٪ از هیچ جداکننده‌ای، و تنها ۴۷٪ به‌درستی از نیم‌فاصله. اگر نمایه و پرس‌وجو با هم ناهمخوان باشند، اسناد مرتبط از دست می‌روند.

## شیوهٔ برخورد با نیم‌فاصله
- هنگام نمایه‌سازی، هر سه صورت را به یک صورت معیار، ترجیحاً صورتِ دارای نیم‌فاصله، یکسان کنید.
- نیم‌فاصله را هرگز بی‌محابا حذف نکنید: چسباندن «می» به «کند» شکل نمایش واژه را تغییر می‌دهد.
- در توکن‌سازی، نیم‌فاصله را بخشی از واژه بدانید، نه جداکننده.
- صفحه‌کلید هم اهمیت دارد: در بسیاری از چینش‌های صفحه‌کلید فارسی، نیم‌فاصله با Shift+Space تایپ می‌شود.`,
      },
      de: {
        title: 'Der Nullbreiten-Nichtverbinder: der unsichtbare Buchstabe des Persischen',
        summary:
          'Was der Zero-Width Non-Joiner (ZWNJ, U+200C) ist, warum das Persische ihn braucht und wie man ihn in Suche und Sprachverarbeitung richtig behandelt.',
      },
      fr: {
        title: "L'antiliant sans chasse : la lettre invisible du persan",
        summary:
          "Ce qu'est l'antiliant sans chasse (ZWNJ, U+200C), pourquoi le persan en a besoin et comment le traiter en recherche d'information et en TAL.",
      },
      es: {
        title: 'El no unión de ancho cero: la letra invisible del persa',
        summary:
          'Qué es el carácter no unión de ancho cero (ZWNJ, U+200C), por qué el persa lo necesita y cómo tratarlo en búsqueda y PLN.',
      },
      pt: {
        title: 'O não-agrupador de largura zero: a letra invisível do persa',
        summary:
          'O que é o caractere não-agrupador de largura zero (ZWNJ, U+200C), por que o persa precisa dele e como tratá-lo em busca e PLN.',
      },
      ru: {
        title: 'Несоединитель нулевой ширины: невидимая буква персидского языка',
        summary:
          'Что такое несоединитель нулевой ширины (ZWNJ, U+200C), зачем он нужен персидскому языку и как правильно обрабатывать его в поиске и NLP.',
      },
      ar: {
        title: 'فاصل عدم الوصل الصفري العرض: الحرف الخفي في الفارسية',
        summary:
          'ما هو محرف عدم الوصل الصفري العرض (ZWNJ، U+200C)، ولماذا تحتاج إليه الفارسية، وكيف يُعالَج في البحث ومعالجة اللغات الطبيعية.',
      },
      hi: {
        title: 'ज़ीरो-विड्थ नॉन-जॉइनर: फ़ारसी का अदृश्य अक्षर',
        summary:
          'ज़ीरो-विड्थ नॉन-जॉइनर (ZWNJ, U+200C) क्या है, फ़ारसी को इसकी ज़रूरत क्यों है, और सर्च व एनएलपी में इसे कैसे संभालें।',
      },
      zh: {
        title: '零宽不连字：波斯语中看不见的字母',
        summary: '介绍零宽不连字（ZWNJ，U+200C）是什么、波斯语为何需要它，以及在搜索和自然语言处理中应如何处理它。',
      },
    },
  },
  {
    slug: 'persian-text-normalization',
    kind: 'article',
    startDate: '2019-04-12',
    startPrecision: 'day',
    endDate: null,
    endPrecision: null,
    isCurrent: false,
    published: true,
    sortOrder: 6,
    translations: {
      en: {
        title: 'Persian Text Normalization: A Practical Checklist',
        summary:
          'A step-by-step guide to the normalization steps every Persian search or NLP system needs, from letter variants to digits and diacritics.',
        body: `Before Persian text is indexed, compared or fed to a model, it should be normalized. In this article Darya Rahnama lists the steps she applies in every project, drawn from five years of search work.

## The checklist
1. **Unify letter variants.** Map Arabic yeh (ي, U+064A) and Arabic kaf (ك, U+0643) to Persian yeh (ی, U+06CC) and Persian keheh (ک, U+06A9). On one online bookstore catalogue, this step alone fixed about 9% of zero-result searches.
2. **Unify digits.** Persian (۰–۹), Arabic-Indic (٠–٩) and Latin (0–9) digits should map to a single form in the index.
3. **Remove optional diacritics** such as fatha, kasra, damma and tanwin, which appear inconsistently.
4. **Remove tatweel (ـ),** the stretching character used for decoration.
5. **Repair the zero-width non-joiner.** Turn a space inside a known compound, such as 'می روم', into ZWNJ, and remove ZWNJ where it cannot belong, for example at the start of a word.
6. **Normalize punctuation and whitespace,** including the Persian comma (،) and question mark (؟).

## What not to do
Darya warns against aggressive stemming at this stage. Normalization should not change meaning; removing suffixes belongs in a later, language-aware step.

## Test it
Keep a list of tricky examples and run it in continuous integration. Her own list started with 120 cases and later became the core of the test suite of the open-source Parsegar library.`,
      },
      fa: {
        title: 'یکسان‌سازی متن فارسی: فهرستی کاربردی',
        summary:
          'راهنمایی گام‌به‌گام برای مراحل یکسان‌سازی که هر سامانهٔ جست‌وجو یا پردازش زبان فارسی به آن نیاز دارد؛ از گونه‌های حروف تا ارقام و اعراب.',
        body: `متن فارسی پیش از نمایه‌شدن، مقایسه یا ورود به یک مدل باید یکسان‌سازی شود. دریا رهنما در این نوشته مراحلی را فهرست می‌کند که در همهٔ پروژه‌هایش به کار می‌برد و حاصل پنج سال کار روی جست‌وجوست.

## فهرست
1. **یکسان‌کردن گونه‌های حروف.** «ي» عربی (U+064A) و «ك» عربی (U+0643) را به «ی» فارسی (U+06CC) و «ک» فارسی (U+06A9) تبدیل کنید. در فهرست یک کتاب‌فروشی اینترنتی، همین یک گام به‌تنهایی حدود ۹٪ از جست‌وجوهای بی‌نتیجه را برطرف کرد.
2. **یکسان‌کردن ارقام.** ارقام فارسی (۰–۹)، عربی‌هندی (٠–٩) و لاتین (0–9) باید در نمایه به یک صورت واحد درآیند.
3. **حذف اعراب اختیاری** مانند فتحه، کسره، ضمه و تنوین که ناهمسان به کار می‌روند.
4. **حذف کشیده (ـ)،** نویسه‌ای که برای زیبایی و کشیدن حروف به کار می‌رود.
5. **اصلاح نیم‌فاصله.** فاصلهٔ درون یک واژهٔ مرکبِ شناخته‌شده، مانند «می روم»، را به نیم‌فاصله تبدیل کنید و نیم‌فاصله را از جاهایی که نمی‌تواند باشد، مثلاً ابتدای واژه، حذف کنید.
6. **یکسان‌سازی نشانه‌گذاری و فاصله‌ها،** از جمله ویرگول فارسی (،) و علامت سؤال فارسی (؟).

## آنچه نباید کرد
دریا نسبت به ریشه‌یابی تهاجمی در این مرحله هشدار می‌دهد. یکسان‌سازی نباید معنا را تغییر دهد؛ حذف پسوندها به مرحله‌ای بعدی و آگاه از زبان تعلق دارد.

## آزمودن
فهرستی از نمونه‌های دشوار نگه دارید و آن را در یکپارچه‌سازی پیوسته (CI) اجرا کنید. فهرست خود او با ۱۲۰ نمونه آغاز شد و بعدها هستهٔ مجموعهٔ آزمون کتابخانهٔ متن‌باز پارسگر شد.`,
      },
    },
  },
  {
    slug: 'subword-tokenizers-persian-draft',
    kind: 'article',
    startDate: '2025-11-10',
    startPrecision: 'day',
    endDate: null,
    endPrecision: null,
    isCurrent: false,
    published: false,
    sortOrder: 7,
    translations: {
      en: {
        title: 'Draft: How Subword Tokenizers Treat Persian',
        summary:
          'An unfinished draft comparing how common subword tokenizers split Persian words, and what that costs in sequence length.',
        body: `*This article is a draft and has not been published.*

Subword tokenizers such as byte-pair encoding (BPE) and unigram models were mostly trained on English-heavy data. For Persian, this means that words are often split into many small pieces, which makes sequences longer, slows models down and can hurt quality.

## Planned comparison
Darya is measuring tokenizer 'fertility', the average number of tokens per word, on a sample of 100,000 sentences of Persian news:
- an English-centric BPE vocabulary of 32,000 tokens: about 3.9 tokens per word (preliminary);
- a multilingual vocabulary of 250,000 tokens: about 1.8 tokens per word (preliminary);
- a Persian-specific unigram model of 32,000 tokens: about 1.3 tokens per word (preliminary).

## Open questions
- How does handling the zero-width non-joiner before tokenization change these numbers?
- Does lower fertility translate into better retrieval quality, or only into speed?
- How should Persian, Dari and Tajik share a vocabulary when they are written in two different scripts?

## Still to do
- Add retrieval-quality results on the 1,200-query Persian–English benchmark.
- Check the numbers against a second sample of forum text.
- Add figures and a short summary for readers new to tokenization.`,
      },
      fa: {
        title: 'پیش‌نویس: توکن‌سازهای زیرواژه‌ای با فارسی چه می‌کنند',
        summary:
          'پیش‌نویسی ناتمام که شیوهٔ شکستن واژه‌های فارسی را در توکن‌سازهای زیرواژه‌ای رایج و اثر آن بر طول دنباله‌ها مقایسه می‌کند.',
        body: `*این نوشته پیش‌نویس است و هنوز منتشر نشده است.*

توکن‌سازهای زیرواژه‌ای مانند رمزگذاری جفت‌بایت (BPE) و مدل‌های unigram بیشتر روی داده‌هایی آموزش دیده‌اند که عمدتاً انگلیسی‌اند. برای فارسی این یعنی واژه‌ها اغلب به تکه‌های کوچک فراوانی شکسته می‌شوند؛ در نتیجه دنباله‌ها بلندتر می‌شوند، مدل‌ها کندتر کار می‌کنند و ممکن است کیفیت هم آسیب ببیند.

## مقایسهٔ برنامه‌ریزی‌شده
دریا در حال سنجش «باروری» توکن‌ساز، یعنی میانگین تعداد توکن به ازای هر واژه، روی نمونه‌ای از 100,000 جملهٔ خبری فارسی است:
- یک واژگان BPE انگلیسی‌محور با 32,000 توکن: حدود 3.9 توکن برای هر واژه (مقدماتی)؛
- یک واژگان چندزبانه با 250,000 توکن: حدود 1.8 توکن برای هر واژه (مقدماتی)؛
- یک مدل unigram ویژهٔ فارسی با 32,000 توکن: حدود 1.3 توکن برای هر واژه (مقدماتی).

## پرسش‌های باز
- مدیریت نیم‌فاصله پیش از توکن‌سازی این اعداد را چگونه تغییر می‌دهد؟
- آیا باروری کمتر به کیفیت بهتر بازیابی می‌انجامد یا فقط به سرعت بیشتر؟
- فارسی، دری و تاجیکی که با دو خط متفاوت نوشته می‌شوند، چگونه باید واژگان مشترکی داشته باشند؟

## کارهای باقی‌مانده
- افزودن نتایج کیفیت بازیابی روی محک 1,200 پرس‌وجویی فارسی–انگلیسی.
- بررسی اعداد با نمونهٔ دومی از متن انجمن‌ها.
- افزودن نمودارها و خلاصه‌ای کوتاه برای خوانندگانی که با توکن‌سازی آشنا نیستند.`,
      },
    },
  },

  // ───────────────────────────── Services ─────────────────────────────
  {
    slug: 'search-consulting',
    kind: 'service',
    startDate: null,
    startPrecision: null,
    endDate: null,
    endPrecision: null,
    isCurrent: false,
    published: true,
    sortOrder: 1,
    translations: {
      en: {
        title: 'Search and Retrieval Consulting',
        summary:
          'Darya helps teams design, evaluate and improve search systems, with particular depth in Persian, Arabic and other multilingual collections.',
        body: `Darya advises organisations that run search over documents, products, archives or help-centre content and want better results that they can measure.

## Typical questions she helps answer
- Why do users get zero results, or the wrong results, for certain queries?
- Should the system use BM25, dense vector retrieval or a hybrid of both?
- How should Persian, Arabic or other non-Latin-script text be normalized and analysed?
- Which metrics, such as recall@k and nDCG@10, fit the product, and how large a judged query set is needed?

## How an engagement usually works
1. **Audit:** she reviews the current pipeline, query logs and a sample of results.
2. **Evaluation baseline:** together with the client's team she builds a judged query set, so that every later change can be measured.
3. **Recommendations:** a written report with prioritised changes and their expected effects.
4. **Implementation support:** pairing with the client's engineers on the changes that matter most.

## Background
This service draws on more than ten years of search work, including the Golestan Manuscript Library archive (1.2 million pages), a hybrid search platform serving 3.5 million queries per day, and cross-lingual research during her fellowship. She works with Elasticsearch, OpenSearch, Solr, Vespa and vector databases, and does not favour any single vendor.`,
      },
      fa: {
        title: 'مشاورهٔ جست‌وجو و بازیابی اطلاعات',
        summary:
          'دریا به تیم‌ها کمک می‌کند سامانه‌های جست‌وجو را طراحی، ارزیابی و بهتر کنند؛ با تخصص ویژه در مجموعه‌های فارسی، عربی و دیگر مجموعه‌های چندزبانه.',
        body: `دریا به سازمان‌هایی مشاوره می‌دهد که روی اسناد، محصولات، آرشیوها یا محتوای مرکز راهنما جست‌وجو اجرا می‌کنند و نتایجی بهتر و قابل‌سنجش می‌خواهند.

## پرسش‌هایی که معمولاً به پاسخ دادن به آن‌ها کمک می‌کند
- چرا کاربران برای برخی پرس‌وجوها هیچ نتیجه‌ای نمی‌گیرند یا نتیجهٔ نادرست می‌گیرند؟
- سامانه باید از BM25، بازیابی برداری چگال یا ترکیبی از هر دو استفاده کند؟
- متن فارسی، عربی یا دیگر متن‌های غیرلاتین چگونه باید یکسان‌سازی و تحلیل شوند؟
- کدام معیارها، مانند recall@k و nDCG@10، با محصول سازگارند و چه اندازه مجموعهٔ پرس‌وجوی داوری‌شده لازم است؟

## روند معمول یک همکاری
1. **بررسی:** او خط لولهٔ فعلی، لاگ‌های پرس‌وجو و نمونه‌ای از نتایج را بررسی می‌کند.
2. **خط پایهٔ ارزیابی:** همراه با تیم کارفرما یک مجموعهٔ پرس‌وجوی داوری‌شده می‌سازد تا هر تغییر بعدی قابل‌سنجش باشد.
3. **توصیه‌ها:** گزارشی مکتوب با تغییرات اولویت‌بندی‌شده و اثرهای مورد انتظار آن‌ها.
4. **پشتیبانی در اجرا:** همکاری تنگاتنگ با مهندسان کارفرما روی مهم‌ترین تغییرات.

## پیشینه
این خدمت بر بیش از ده سال کار روی جست‌وجو تکیه دارد؛ از جمله آرشیو کتابخانهٔ نسخه‌های خطی گلستان (1.2 میلیون صفحه)، یک سکوی جست‌وجوی ترکیبی که روزانه به 3.5 میلیون پرس‌وجو پاسخ می‌دهد و پژوهش بین‌زبانی در دوران فلوشیپ. او با Elasticsearch، OpenSearch، Solr، Vespa و پایگاه‌های دادهٔ برداری کار می‌کند و به هیچ فروشندهٔ خاصی وابسته نیست.`,
      },
      de: {
        title: 'Beratung für Suche und Information Retrieval',
        summary:
          'Darya unterstützt Teams beim Entwurf, bei der Evaluierung und bei der Verbesserung von Suchsystemen, mit besonderer Expertise für persische, arabische und andere mehrsprachige Bestände.',
      },
      fr: {
        title: "Conseil en recherche d'information",
        summary:
          'Darya aide les équipes à concevoir, évaluer et améliorer leurs systèmes de recherche, avec une expertise particulière pour les collections en persan, en arabe et en plusieurs langues.',
      },
      es: {
        title: 'Consultoría en búsqueda y recuperación de información',
        summary:
          'Darya ayuda a los equipos a diseñar, evaluar y mejorar sistemas de búsqueda, con especial experiencia en colecciones en persa, árabe y otros idiomas.',
      },
      pt: {
        title: 'Consultoria em busca e recuperação de informação',
        summary:
          'Darya ajuda equipes a projetar, avaliar e melhorar sistemas de busca, com experiência especial em acervos em persa, árabe e outros idiomas.',
      },
      ru: {
        title: 'Консультации по поисковым системам',
        summary:
          'Дарья помогает командам проектировать, оценивать и улучшать поисковые системы, особенно для персидских, арабских и других многоязычных коллекций.',
      },
      ar: {
        title: 'استشارات في البحث واسترجاع المعلومات',
        summary:
          'تساعد دريا الفرق على تصميم أنظمة البحث وتقييمها وتحسينها، مع خبرة خاصة في المجموعات الفارسية والعربية وغيرها من المجموعات متعددة اللغات.',
      },
      hi: {
        title: 'सर्च और सूचना पुनर्प्राप्ति परामर्श',
        summary:
          'दरिया टीमों को सर्च सिस्टम डिज़ाइन करने, उनका मूल्यांकन करने और उन्हें बेहतर बनाने में मदद करती हैं, ख़ास तौर पर फ़ारसी, अरबी और अन्य बहुभाषी संग्रहों के लिए।',
      },
      zh: {
        title: '搜索与信息检索咨询',
        summary: '达丽娅帮助团队设计、评估和改进搜索系统，尤其擅长波斯语、阿拉伯语及其他多语言文档集。',
      },
    },
  },
  {
    slug: 'nlp-workshops',
    kind: 'service',
    startDate: null,
    startPrecision: null,
    endDate: null,
    endPrecision: null,
    isCurrent: false,
    published: true,
    sortOrder: 2,
    translations: {
      en: {
        title: 'Workshops on Persian and Multilingual NLP',
        summary:
          'Hands-on workshops for engineering teams and students on processing Persian and multilingual text, from normalization to retrieval evaluation.',
        body: `Darya teaches practical workshops for engineers, data scientists and students who work with Persian or multilingual text. Each workshop combines short talks with hands-on exercises in Jupyter notebooks, building on the lab materials she first developed as a teaching assistant.

## Workshop topics
- **Persian text fundamentals:** Unicode, letter variants, digits, diacritics and the zero-width non-joiner.
- **Tokenization and sentence segmentation** for Persian and other Arabic-script languages.
- **Building a search engine from scratch:** inverted index, BM25 and evaluation with recall@k and nDCG.
- **Hybrid and cross-lingual retrieval** with dense embeddings and reciprocal rank fusion.
- **Grounded assistants that refuse:** retrieval-augmented generation with measured refusal behaviour.

## Format
Workshops run as half-day or full-day sessions, in person or online, for groups of 8 to 25 participants. They can be taught in English, Persian or German. Participants keep all notebooks and datasets, which use openly licensed text.

## Past participants
Since 2018 Darya has taught more than 30 workshops for university departments, newsrooms, libraries and software teams in Germany, the Netherlands and Canada, reaching over 600 participants.`,
      },
      fa: {
        title: 'کارگاه‌های پردازش زبان طبیعی فارسی و چندزبانه',
        summary:
          'کارگاه‌های عملی برای تیم‌های مهندسی و دانشجویان دربارهٔ پردازش متن فارسی و چندزبانه، از یکسان‌سازی تا ارزیابی بازیابی.',
        body: `دریا کارگاه‌های عملی برای مهندسان، دانشمندان داده و دانشجویانی برگزار می‌کند که با متن فارسی یا چندزبانه کار می‌کنند. هر کارگاه سخنرانی‌های کوتاه را با تمرین‌های عملی در دفترچه‌های Jupyter ترکیب می‌کند و بر پایهٔ مطالب آزمایشگاهی‌ای است که او نخستین بار در دوران دستیاری آموزشی تهیه کرد.

## موضوع‌های کارگاه‌ها
- **مبانی متن فارسی:** یونیکد، گونه‌های حروف، ارقام، اعراب و نیم‌فاصله.
- **توکن‌سازی و تقطیع جمله** برای فارسی و دیگر زبان‌هایی که با خط عربی نوشته می‌شوند.
- **ساختن موتور جست‌وجو از صفر:** نمایهٔ معکوس، BM25 و ارزیابی با recall@k و nDCG.
- **بازیابی ترکیبی و بین‌زبانی** با بردارهای چگال و ادغام رتبهٔ متقابل.
- **دستیارهای متکی به منابع که از پاسخ خودداری می‌کنند:** تولید تقویت‌شده با بازیابی (RAG) همراه با رفتار خودداریِ سنجیده.

## قالب
کارگاه‌ها به‌صورت نیم‌روزه یا یک‌روزه، حضوری یا برخط، برای گروه‌های ۸ تا ۲۵ نفره برگزار می‌شوند و می‌توانند به انگلیسی، فارسی یا آلمانی ارائه شوند. شرکت‌کنندگان همهٔ دفترچه‌ها و مجموعه‌داده‌ها را، که از متن‌های دارای مجوز باز استفاده می‌کنند، نزد خود نگه می‌دارند.

## شرکت‌کنندگان پیشین
دریا از سال ۲۰۱۸ تاکنون بیش از ۳۰ کارگاه برای دانشکده‌ها، تحریریه‌های خبری، کتابخانه‌ها و تیم‌های نرم‌افزاری در آلمان، هلند و کانادا برگزار کرده و به بیش از ۶۰۰ شرکت‌کننده آموزش داده است.`,
      },
      de: {
        title: 'Workshops zu persischer und mehrsprachiger Sprachverarbeitung',
        summary:
          'Praxisnahe Workshops für Entwicklungsteams und Studierende zur Verarbeitung persischer und mehrsprachiger Texte, von der Normalisierung bis zur Retrieval-Evaluierung.',
      },
      fr: {
        title: 'Ateliers de TAL persan et multilingue',
        summary:
          "Des ateliers pratiques pour les équipes d'ingénierie et les étudiants sur le traitement des textes persans et multilingues, de la normalisation à l'évaluation de la recherche.",
      },
      es: {
        title: 'Talleres de PLN en persa y multilingüe',
        summary:
          'Talleres prácticos para equipos de ingeniería y estudiantes sobre el procesamiento de textos en persa y en varios idiomas, desde la normalización hasta la evaluación de la recuperación.',
      },
      pt: {
        title: 'Workshops de PLN em persa e multilíngue',
        summary:
          'Workshops práticos para equipes de engenharia e estudantes sobre o processamento de textos em persa e em vários idiomas, da normalização à avaliação da recuperação.',
      },
      ru: {
        title: 'Воркшопы по обработке персидского и многоязычного текста',
        summary:
          'Практические воркшопы для инженерных команд и студентов по обработке персидских и многоязычных текстов: от нормализации до оценки качества поиска.',
      },
      ar: {
        title: 'ورش عمل في معالجة اللغة الفارسية واللغات المتعددة',
        summary:
          'ورش عمل تطبيقية لفرق الهندسة والطلاب حول معالجة النصوص الفارسية والمتعددة اللغات، من توحيد النص وتطبيعه إلى تقييم الاسترجاع.',
      },
      hi: {
        title: 'फ़ारसी और बहुभाषी एनएलपी पर कार्यशालाएँ',
        summary:
          'इंजीनियरिंग टीमों और विद्यार्थियों के लिए फ़ारसी और बहुभाषी पाठ के प्रसंस्करण पर व्यावहारिक कार्यशालाएँ, सामान्यीकरण से लेकर रिट्रीवल मूल्यांकन तक।',
      },
      zh: {
        title: '波斯语及多语言自然语言处理工作坊',
        summary: '面向工程团队和学生的实践工作坊，内容涵盖波斯语及多语言文本处理，从文本规范化到检索评估。',
      },
    },
  },
  {
    slug: 'search-nlp-code-review',
    kind: 'service',
    startDate: null,
    startPrecision: null,
    endDate: null,
    endPrecision: null,
    isCurrent: false,
    published: true,
    sortOrder: 3,
    translations: {
      en: {
        title: 'Code and Architecture Review for Search and NLP Systems',
        summary:
          'An independent review of search, ranking and language-processing code, focused on correctness, evaluation and robustness across languages.',
        body: `Search and NLP code often fails quietly: a normalization step that differs between indexing and querying, a tokenizer that splits Persian words at the zero-width non-joiner, or an evaluation script that leaks test queries into training data. Darya reviews code and system designs to find these problems before users do.

## What a review covers
- **Text processing:** Unicode normalization, letter variants, ZWNJ handling and consistency between the indexing and query pipelines.
- **Retrieval and ranking:** analyzers, BM25 and vector index settings, fusion and re-ranking logic.
- **Evaluation code:** metric implementations (recall@k, MRR, nDCG), data splits and significance tests.
- **Assistant safety:** grounding checks, refusal thresholds and the handling of personal data.
- **Performance:** latency targets, caching and index sizing.

## What the client receives
A written report that ranks every finding by severity, explains its effect and suggests a concrete fix, plus a walkthrough session with the team. Where useful, she adds regression tests for the issues she finds.

## Languages and tools
She reviews Python, Java, Kotlin and TypeScript code, as well as configurations for Elasticsearch, OpenSearch, Solr and common vector databases. As maintainer of the open-source Parsegar library she reviews around 150 pull requests a year, and she applies the same standards to client code.`,
      },
      fa: {
        title: 'بازبینی کد و معماری سامانه‌های جست‌وجو و پردازش زبان',
        summary:
          'بازبینی مستقل کدهای جست‌وجو، رتبه‌بندی و پردازش زبان، با تمرکز بر درستی، ارزیابی و استحکام در زبان‌های گوناگون.',
        body: `کدهای جست‌وجو و پردازش زبان اغلب بی‌صدا خراب می‌شوند: یک مرحلهٔ یکسان‌سازی که در نمایه‌سازی و پرس‌وجو متفاوت است، توکن‌سازی که واژه‌های فارسی را در محل نیم‌فاصله می‌شکند، یا اسکریپت ارزیابی‌ای که پرس‌وجوهای آزمون را به دادهٔ آموزشی نشت می‌دهد. دریا کدها و طراحی سامانه‌ها را بازبینی می‌کند تا این مشکلات پیش از آنکه کاربران با آن‌ها روبه‌رو شوند، پیدا شوند.

## دامنهٔ بازبینی
- **پردازش متن:** یکسان‌سازی یونیکد، گونه‌های حروف، مدیریت نیم‌فاصله و هماهنگی میان خط لوله‌های نمایه‌سازی و پرس‌وجو.
- **بازیابی و رتبه‌بندی:** تحلیلگرها، تنظیمات BM25 و نمایه‌های برداری، منطق ادغام و بازرتبه‌بندی.
- **کد ارزیابی:** پیاده‌سازی معیارها (recall@k، MRR، nDCG)، تقسیم داده‌ها و آزمون‌های معناداری.
- **ایمنی دستیار:** بررسی اتکا به منابع، آستانه‌های خودداری و مدیریت داده‌های شخصی.
- **کارایی:** اهداف تأخیر، حافظهٔ نهان و اندازه‌گذاری نمایه.

## آنچه کارفرما دریافت می‌کند
گزارشی مکتوب که هر یافته را بر اساس شدت رتبه‌بندی می‌کند، اثر آن را توضیح می‌دهد و راه‌حلی مشخص پیشنهاد می‌کند، به‌همراه یک جلسهٔ مرور با تیم. در صورت لزوم، او برای مشکلاتی که پیدا می‌کند آزمون‌های رگرسیون هم می‌افزاید.

## زبان‌ها و ابزارها
او کدهای Python، Java، Kotlin و TypeScript و نیز پیکربندی‌های Elasticsearch، OpenSearch، Solr و پایگاه‌های دادهٔ برداری رایج را بازبینی می‌کند. او به‌عنوان نگه‌دارندهٔ کتابخانهٔ متن‌باز پارسگر سالانه حدود 150 درخواست ادغام را بازبینی می‌کند و همان معیارها را برای کد کارفرمایان نیز به کار می‌بندد.`,
      },
    },
  },
];
