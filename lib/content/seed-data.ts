/**
 * The fictional demo author (no real person's details). Her entries are Markdown files in
 * content/, loaded by `seedDatabase` (./seed.ts).
 */
export type Locale = 'en' | 'fa' | 'de' | 'fr' | 'es' | 'pt' | 'ru' | 'ar' | 'hi' | 'zh';
export interface SeedAuthor { name: Record<Locale, string>; pronoun: 'she' | 'he' | 'they'; tagline: Partial<Record<Locale, string>> & { en: string; fa: string } }

export const author: SeedAuthor = {
  name: {
    en: 'Darya Rahnama',
    fa: 'دریا رهنما',
    de: 'Darya Rahnama',
    fr: 'Darya Rahnama',
    es: 'Darya Rahnama',
    pt: 'Darya Rahnama',
    ru: 'Дарья Рахнама',
    ar: 'داريا رهنما',
    hi: 'दरिया रहनुमा',
    zh: '达丽娅·拉赫纳玛',
  },
  pronoun: 'she',
  tagline: {
    en: 'Software engineer and researcher in search, information retrieval and Persian & multilingual NLP, based in Berlin.',
    fa: 'مهندس نرم‌افزار و پژوهشگر جست‌وجو، بازیابی اطلاعات و پردازش زبان طبیعی فارسی و چندزبانه، ساکن برلین',
    de: 'Softwareentwicklerin und Forscherin für Suche, Information Retrieval sowie persische und mehrsprachige Sprachverarbeitung, mit Sitz in Berlin.',
    fr: "Ingénieure logiciel et chercheuse en recherche d'information et en TAL persan et multilingue, basée à Berlin.",
    es: 'Ingeniera de software e investigadora en búsqueda, recuperación de información y PLN persa y multilingüe, con base en Berlín.',
    pt: 'Engenheira de software e pesquisadora em busca, recuperação de informação e PLN persa e multilíngue, baseada em Berlim.',
    ru: 'Инженер-программист и исследователь в области поиска, информационного поиска и обработки персидского и многоязычного текста. Живёт в Берлине.',
    ar: 'مهندسة برمجيات وباحثة في البحث واسترجاع المعلومات ومعالجة اللغة الفارسية واللغات المتعددة، مقيمة في برلين.',
    hi: 'बर्लिन स्थित सॉफ़्टवेयर इंजीनियर और शोधकर्ता: सर्च, सूचना पुनर्प्राप्ति तथा फ़ारसी और बहुभाषी एनएलपी।',
    zh: '常驻柏林的软件工程师与研究者，专注于搜索、信息检索以及波斯语和多语言自然语言处理。',
  },
};
