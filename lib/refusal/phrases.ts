/**
 * Layer 1 phrase lists for the eight languages without regular expressions (design: "regexes for
 * en and fa, phrase lists for the other eight"). Phrases are matched on the normalized question as
 * whole words — Unicode letters, marks and digits on neither side — or, for Chinese, which writes
 * no spaces, starting where a word starts (UAX #29 segmentation with ICU's dictionary). Every list
 * is applied to every question: a visitor may ask in another language than the page's.
 *
 * Known limit (stated in the design): paraphrases the lists don't know get through; L3 and L4
 * stand behind them. Words that also name the work ("rules", "instructions", "price" of a library)
 * appear only inside a phrase that points at the assistant or the author.
 *
 * The author's name, in any script, is read as the placeholder "she" before matching (./index.ts
 * `AUTHOR`): a phrase with her subject pronoun (sie, elle, ella, ela, она, 她) also matches with the
 * placeholder in its place ("родилась она" → "родилась she", for "родилась <name>"), and a phrase
 * may hold "she" where only the name fits ("endereço de she" for "o endereço de <name>").
 */
import type { Locale } from '@/lib/text';
import type { RefusalCategory } from './index';

/**
 * A language's phrases per category, plus `comparison`: phrases that compare ("besser ~ als", "im
 * Vergleich zu", "相比"), refused as speculation only when the question refers to the author as a
 * person (./index.ts) — a comparison of libraries or methods is a question about the work.
 * In a phrase (not a Chinese one), `~` is a gap of up to two words: a comparative takes a noun
 * before "than" ("eine bessere Forscherin als", "mejor ingeniera que").
 */
type Lists = Record<RefusalCategory | 'comparison', string[]> & {
  /**
   * Asking for her public contact (e-mail address, contact details, how to reach her): refused as
   * `engagement` with the link to the contact the site shows, read only after every `private`
   * phrase, so "private e-mail" or contacting her privately stays private (./index.ts PUBLIC_CONTACT).
   */
  contact?: string[];
  /**
   * What she earns (FrameNet Earnings_and_losses: "quanto ganha", "сколько зарабатывает"): refused
   * as `private` before the engagement frames read a rate in it ("por mês"), ./index.ts `EARNINGS`.
   */
  earnings?: string[];
};

export const PHRASES: Partial<Record<Locale, Lists>> = {
  de: {
    earnings: ['wie viel verdient', 'wieviel verdient', 'wie viel verdiente', 'wieviel verdiente', 'verdient sie', 'was verdient', 'ihr einkommen', 'ihr verdienst'],
    engagement: ['honorar', 'stundensatz', 'tagessatz', 'stundenlohn', 'was kostet', 'beratung bei', 'wie viel verlangt', 'wieviel verlangt', 'was verlangt', 'gehalt', 'verfügbar', 'verfügbarkeit', 'freie kapazität', 'einstellen', 'anstellen', 'buchen', 'beauftragen', 'wann kann sie anfangen', 'startdatum', 'wie viel kostet', 'wieviel kostet', 'kostet sie', 'sucht sie einen job', 'sucht sie eine stelle', 'neue stelle suchen', 'jobsuche', 'bereit umzuziehen', 'umziehen'],
    private: ['telefonnummer', 'handynummer', 'privatadresse', 'wohnadresse', 'wo wohnt', 'verheiratet', 'familienstand', 'ehemann', 'wehrdienst', 'geburtsdatum', 'geburtstag', 'wie alt', 'religion', 'konfession', 'geboren', 'geburtsort', 'geburtsjahr', 'ihre adresse', 'privatanschrift', 'wohnort', 'private e mail', 'private email', 'privaten e mail', 'privaten email', 'personliche e mail', 'personliche email', 'personlichen e mail', 'personlichen email'],
    contact: ['e mail adresse', 'emailadresse', 'ihre e mail', 'ihre email', 'kontaktdaten', 'sie kontaktieren', 'she kontaktieren', 'sie erreichen', 'she erreichen'],
    speculation: ['in zukunft', 'in fünf jahren', 'in zehn jahren', 'wird sie', 'vorhersage', 'prognose', 'im jahr 2030'],
    comparison: ['besser ~ als', 'bessere ~ als', 'besserer ~ als', 'besseren ~ als', 'schlechter ~ als', 'schlechtere ~ als', 'erfolgreicher ~ als', 'erfolgreichere ~ als', 'talentierter ~ als', 'talentiertere ~ als', 'klüger ~ als', 'klügere ~ als', 'kompetenter ~ als', 'kompetentere ~ als', 'im vergleich zu', 'im vergleich mit', 'verglichen mit', 'wer ist besser', 'wer ist erfolgreicher', 'vergleiche'],
    meta: ['systemprompt', 'system prompt', 'deine anweisungen', 'vorherigen anweisungen', 'ignoriere', 'vergiss deine', 'deine regeln', 'wiederhole die anweisungen', 'antworte nur mit', 'antworte ausschließlich mit', 'und dann sag', 'danach sag', 'sag danach', 'dann schreib nur'],
    'work-request': ['schreib mir', 'schreibe mir', 'schreib ein', 'schreibe ein', 'übersetze', 'übersetz', 'löse diese', 'löse die', 'programmiere mir', 'erstelle mir', 'überprüfe meinen', 'überprüfe meine', 'prüfe meinen', 'prüfe meine', 'korrigiere meinen', 'korrigiere meine', 'verbessere meinen', 'verbessere meine', 'debugge meinen'],
  },
  fr: {
    earnings: ['combien gagne', 'combien ~ gagne', 'combien gagnait', 'son revenu', 'ses revenus', 'sa rémunération'],
    engagement: ['tarif', 'tarifs', 'honoraires', 'combien coûte', 'combien facture', 'combien demande', 'combien prend', 'disponible', 'disponibilité', 'embaucher', 'recruter', 'réserver', 'date de début', 'quand peut elle commencer', 'salaire', 'taux journalier', 'cherche t elle un emploi', 'cherche un emploi', 'cherche un nouvel emploi', 'recherche d emploi', 'déménager', 'relocaliser', 'combien coûte t elle', 'combien ~ facture', 'combien ~ demande', 'combien ~ prend', 'combien ~ coûte'],
    private: ['numéro de téléphone', 'téléphone', 'adresse personnelle', 'adresse du domicile', 'où habite', 'mariée', 'situation familiale', 'service militaire', 'date de naissance', 'quel âge', 'religion', 'lieu de naissance', 'son âge', 'est elle née', 'est née she', 'she est née', 'son adresse postale', 'e mail personnel', 'email personnel', 'e mail personnelle', 'email personnelle', 'mail personnel', 'adresse mail personnelle', 'e mail privé', 'email privé'],
    contact: ['adresse e mail', 'adresse email', 'adresse électronique', 'son e mail', 'son email', 'son adresse mail', 'coordonnées', 'la contacter', 'contacter she', 'la joindre', 'joindre she'],
    speculation: ['dans cinq ans', 'dans dix ans', 'à l avenir', 'prédire', 'prévoir', 'deviendra', 'va t elle', 'travaillera', 'sera t elle', 'en 2030'],
    comparison: ['meilleure ~ que', 'meilleur ~ que', 'meilleure ~ qu', 'meilleur ~ qu', 'moins ~ que', 'plus ~ que', 'plus ~ qu', 'comparée à', 'comparé à', 'par rapport à', 'en comparaison de', 'qui est meilleur', 'qui est la meilleure', 'qui est le meilleur', 'comparez'],
    meta: ['prompt système', 'prompt systeme', 'tes instructions', 'vos instructions', 'instructions que tu', 'instructions précédentes', 'ignore les instructions', 'oublie tes', 'tes règles', 'répète mot pour mot', 'réponds uniquement par', 'réponds uniquement avec', 'réponds seulement par', 'réponds seulement avec', 'réponds juste par', 'puis dis', 'ensuite dis', 'et dis ensuite'],
    'work-request': ['écris moi', 'écris un', 'écris une', 'rédige', 'traduis', 'résous', 'code moi', 'corrige mon', 'corrige ma', 'vérifie mon', 'vérifie ma', 'relis mon', 'relis ma', 'améliore mon', 'améliore ma', 'débogue mon'],
  },
  es: {
    earnings: ['cuánto gana', 'cuanto gana', 'cuánto ~ gana', 'cuánto ganaba', 'sus ingresos', 'su remuneración'],
    engagement: ['tarifa', 'tarifas', 'honorarios', 'cuánto cobra', 'cuanto cobra', 'cuánto cuesta contratar', 'disponible', 'disponibilidad', 'contratar', 'reservar', 'fecha de inicio', 'cuándo puede empezar', 'salario', 'sueldo', 'busca trabajo', 'busca empleo', 'busca un nuevo trabajo', 'mudarse', 'reubicarse', 'cuánto cuesta ella', 'cuánto ~ cobra', 'cuánto ~ cobraría', 'cuánto ~ cuesta'],
    private: ['número de teléfono', 'teléfono', 'dirección personal', 'domicilio', 'dónde vive', 'casada', 'estado civil', 'servicio militar', 'fecha de nacimiento', 'cuántos años tiene', 'edad', 'religión', 'lugar de nacimiento', 'dirección de she', 'su dirección postal', 'ella nació', 'nació ella', 'correo personal', 'correo privado', 'email personal', 'e mail personal', 'email privado'],
    contact: ['su correo', 'su email', 'su e mail', 'su dirección de correo', 'dirección de correo', 'datos de contacto', 'contactarla', 'contactar a she', 'contactar con ella', 'contactar con she'],
    speculation: ['en cinco años', 'en el futuro', 'próximos años', 'predecir', 'pronóstico', 'ganará', 'llegará a ser', 'crees que', 'trabajará', 'será ella', 'en 2030'],
    comparison: ['mejor ~ que', 'peor ~ que', 'más ~ que', 'comparada con', 'comparado con', 'en comparación con', 'quién es mejor', 'compara a', 'compárala'],
    meta: ['prompt del sistema', 'prompt de sistema', 'tus instrucciones', 'instrucciones anteriores', 'ignora las instrucciones', 'olvida tus', 'tus reglas', 'repite las instrucciones', 'responde solo con', 'responde solamente con', 'responde únicamente con', 'y luego di', 'después di', 'luego di'],
    'work-request': ['escríbeme', 'escribeme', 'escribe un', 'escribe una', 'traduce', 'resuelve', 'redacta', 'revisa mi', 'corrige mi', 'mejora mi', 'revisa este código', 'depura mi'],
  },
  pt: {
    earnings: ['quanto ganha', 'quanto ~ ganha', 'quanto ganhava', 'quanto ~ ganhava', 'renda dela', 'remuneração dela'],
    engagement: ['tarifa', 'honorários', 'quanto cobra', 'cobra por', 'quanto custa contratar', 'disponível', 'disponibilidade', 'contratar', 'reservar', 'data de início', 'quando pode começar', 'salário', 'procurando emprego', 'procura emprego', 'mudar se', 'se mudar', 'realocação', 'quanto ~ cobra', 'quanto ~ cobraria', 'quanto ~ custa'],
    private: ['número de telefone', 'telefone', 'endereço residencial', 'endereço pessoal', 'onde mora', 'casada', 'estado civil', 'serviço militar', 'data de nascimento', 'quantos anos tem', 'idade', 'religião', 'local de nascimento', 'endereço dela', 'seu endereço', 'endereço de she', 'ela nasceu', 'nasceu ela', 'email pessoal', 'e mail pessoal', 'email particular', 'e mail particular', 'email privado'],
    contact: ['endereço de e mail', 'endereço de email', 'e mail dela', 'email dela', 'endereço eletrônico', 'dados de contato', 'contato dela', 'contatá la', 'contactá la', 'entrar em contato com ela', 'entrar em contato com she'],
    speculation: ['daqui a cinco anos', 'no futuro', 'próximos anos', 'prever', 'previsão', 'vai se tornar', 'será que', 'trabalhará', 'vai trabalhar', 'em 2030'],
    comparison: ['melhor ~ que', 'melhor ~ do que', 'pior ~ que', 'pior ~ do que', 'mais ~ que', 'mais ~ do que', 'comparada com', 'comparado com', 'comparada a', 'em comparação com', 'quem é melhor', 'compare a', 'compara a'],
    meta: ['prompt de sistema', 'prompt do sistema', 'suas instruções', 'instruções anteriores', 'ignore as instruções', 'esqueça suas', 'suas regras', 'repita as instruções', 'responda apenas com', 'responda somente com', 'responda só com', 'e depois diga', 'em seguida diga', 'depois diga'],
    'work-request': ['escreva', 'escreve um', 'traduza', 'resolva', 'redija', 'revise meu', 'revise minha', 'revisa meu', 'corrija meu', 'corrija minha', 'melhore meu', 'melhore minha'],
  },
  ru: {
    earnings: ['сколько зарабатывает', 'сколько ~ зарабатывает', 'сколько зарабатывала', 'сколько ~ зарабатывала', 'её заработок', 'ее заработок', 'её доход', 'ее доход'],
    engagement: ['ставка', 'ставки', 'гонорар', 'сколько стоит', 'сколько берет', 'сколько берёт', 'расценки', 'свободна', 'доступна', 'нанять', 'нанимать', 'забронировать', 'когда сможет приступить', 'зарплата', 'ищет работу', 'ищет новую работу', 'переехать', 'переезд', 'релокацию', 'релокации', 'сколько ~ берёт', 'сколько ~ возьмёт', 'сколько ~ просит', 'сколько ~ попросит'],
    private: ['номер телефона', 'телефон', 'домашний адрес', 'где живет', 'где живёт', 'замужем', 'семейное положение', 'военная служба', 'дата рождения', 'сколько ей лет', 'сколько лет ей', 'сколько ей было лет', 'сколько лет she', 'сколько she лет', 'возраст', 'религии', 'религия', 'год рождения', 'место рождения', 'её адрес', 'ее адрес', 'адрес she', 'она родилась', 'родилась она', 'личная почта', 'личной почты', 'личный email', 'личный e mail', 'личную почту', 'личный адрес почты'],
    contact: ['электронная почта', 'электронной почты', 'её email', 'ее email', 'её почта', 'ее почта', 'связаться с ней', 'связаться с she', 'её контакты', 'ее контакты'],
    speculation: ['станет ли', 'через пять лет', 'в будущем', 'предсказать', 'прогноз', 'она будет', 'она станет'],
    // A comparative takes its object in the genitive or after "чем" (written after a comma).
    comparison: ['лучше', 'хуже', 'талантливее', 'успешнее', 'умнее', 'по сравнению с', 'в сравнении с', 'сравнить её', 'сравни', 'сравните', 'кто лучше'],
    meta: ['системный промпт', 'системную подсказку', 'твои инструкции', 'предыдущие инструкции', 'игнорируй', 'забудь все', 'твои правила', 'повтори инструкции', 'отвечай только словом', 'ответь только словом', 'ответь одним словом', 'а потом скажи', 'затем скажи', 'потом скажи', 'и скажи только'],
    'work-request': ['напиши', 'переведи', 'реши', 'составь', 'сочини', 'проверь мой', 'проверь мою', 'исправь мой', 'исправь мою', 'улучши мой', 'улучши мою', 'отладь'],
  },
  ar: {
    earnings: ['كم تكسب', 'كم تربح', 'كم تجني', 'دخلها', 'كم ~ تكسب'],
    engagement: ['كم تتقاضى', 'تتقاضى', 'أجر', 'الأجر', 'سعر', 'أسعار', 'تكلفة', 'كم يكلف', 'متاحة', 'توظيف', 'تعيين', 'حجز', 'متى يمكنها البدء', 'راتب', 'تبحث عن عمل', 'تبحث عن وظيفة', 'مستعدة للانتقال', 'مستعده للانتقال'],
    private: ['رقم الهاتف', 'رقم هاتف', 'عنوان المنزل', 'أين تسكن', 'متزوجة', 'الحالة الاجتماعية', 'الخدمة العسكرية', 'تاريخ ميلاد', 'تاريخ الميلاد', 'كم عمر', 'عمرها', 'الديانة', 'دينها', 'ولدت', 'متى ولدت', 'مكان الميلاد', 'مكان ولادتها', 'عنوانها', 'البريد الشخصي', 'بريدها الشخصي', 'البريد الإلكتروني الشخصي', 'بريدها الخاص'],
    contact: ['البريد الإلكتروني', 'بريدها', 'التواصل معها', 'التواصل مع she'],
    speculation: ['هل ستنتقل', 'هل ستصبح', 'في المستقبل', 'بعد خمس سنوات', 'العام المقبل', 'توقع', 'عام 2030', 'هل ستكون', 'ماذا ستفعل', 'على ماذا ستعمل'],
    // "مقارنة بـ": the preposition is written joined to the next word.
    comparison: ['أفضل من', 'أسوأ من', 'أكثر موهبة من', 'أنجح من', 'مقارنة', 'بالمقارنة', 'من الأفضل', 'من أفضل', 'قارن', 'قارني'],
    meta: ['موجه النظام', 'موجّه النظام', 'تعليماتك', 'التعليمات السابقة', 'تجاهل', 'انس كل', 'قواعدك', 'كرر التعليمات', 'أجب فقط بكلمة', 'اجب فقط بكلمة', 'ثم قل', 'ثم اكتب', 'رد فقط'],
    'work-request': ['اكتب لي', 'ترجم', 'حل هذه', 'حل لي', 'راجع الكود', 'راجع كودي', 'صحح الكود', 'صحح كودي', 'صحح لي', 'حسن مقالي'],
  },
  hi: {
    earnings: ['कितना कमाती', 'कितना कमाया', 'कितना कमा', 'उनकी कमाई', 'उसकी कमाई', 'उनकी आमदनी', 'उसकी आमदनी'],
    engagement: ['फ़ीस', 'फीस', 'शुल्क', 'कितना लेती', 'कितने पैसे', 'उपलब्ध', 'नौकरी पर रख', 'भर्ती', 'कब शुरू कर सकती', 'वेतन', 'रेट', 'नई नौकरी ढूंढ', 'नई नौकरी की तलाश', 'नौकरी ढूंढ', 'नौकरी ढूँढ', 'नौकरी की तलाश', 'शिफ्ट होने', 'कितना ~ चार्ज', 'चार्ज करती', 'हायर कर', 'हायर करना'],
    private: ['फ़ोन नंबर', 'फोन नंबर', 'मोबाइल नंबर', 'घर का पता', 'कहाँ रहती', 'शादीशुदा', 'विवाहित', 'सैन्य सेवा', 'जन्म तिथि', 'जन्मदिन', 'उम्र', 'कितने साल की', 'धर्म', 'जन्मतिथि', 'पैदा हुई', 'पैदा हुईं', 'उनका पता', 'उसका पता', 'जन्म कब', 'जन्म कहाँ', 'जन्म हुआ', 'जन्म स्थान', 'निजी ईमेल', 'व्यक्तिगत ईमेल'],
    contact: ['ईमेल पता', 'ई मेल पता', 'उनका ईमेल', 'उनकी ईमेल', 'संपर्क कैसे'],
    speculation: ['आने वाले सालों में', 'भविष्य में', 'भविष्यवाणी', 'बनेंगी'],
    comparison: ['बेहतर है', 'बेहतर हैं', 'से बेहतर', 'से अच्छी', 'से ज़्यादा', 'से ज्यादा', 'से अधिक', 'तुलना', 'के मुकाबले', 'के मुक़ाबले', 'कौन बेहतर'],
    meta: ['सिस्टम प्रॉम्प्ट', 'निर्देशों को अनदेखा', 'अपने निर्देश', 'पिछले सभी निर्देश', 'अपने नियम', 'दोहराओ', 'केवल यह शब्द', 'सिर्फ़ यह शब्द', 'सिर्फ यह शब्द', 'केवल यह लिखो', 'फिर कहो', 'फिर बोलो', 'फिर लिखो'],
    'work-request': ['लिखो', 'लिख दो', 'अनुवाद करो', 'हल करो', 'बना दो', 'मेरा कोड जाँच', 'मेरा कोड जांच', 'मेरा कोड ठीक', 'मेरे कोड को', 'मेरा निबंध', 'मेरा सीवी', 'मेरा रिज्यूमे'],
  },
  zh: {
    earnings: ['赚多少', '挣多少', '赚了多少', '挣了多少', '收入多少', '她的收入'],
    engagement: ['收费', '费用', '价格', '报价', '多少钱', '时薪', '日薪', '有空', '档期', '雇佣', '聘请', '预约', '什么时候可以开始', '工资', '薪水', '找工作', '找新工作', '跳槽', '求职', '愿意搬', '考虑搬到', '移居', '聘用', '雇用', '雇她'],
    private: ['电话', '手机号', '住址', '家庭地址', '住在哪', '结婚', '婚姻', '丈夫', '兵役', '出生日期', '生日', '多大了', '年龄', '宗教', '出生', '哪年生', '生于', '几岁', '私人邮箱', '个人邮箱', '私人电子邮件', '私人邮件地址'],
    contact: ['邮箱', '邮件地址', '电子邮件地址', '她的电子邮件', '联系她', '联系方式'],
    speculation: ['将来', '五年后', '预测', '会不会成为', '会成为', '将成为', '2030年'],
    // "she" is where her name stands (read before matching).
    comparison: ['相比', '相较', '比较起来', '谁更', '谁比较', '更厉害', '更优秀', '她比', '比她', '他比', '比他', '对比', '比较一下'],
    meta: ['系统提示', '提示词', '之前的所有指令', '你的指令', '忽略', '你的规则', '重复你', '只回答', '只回复', '只输出', '然后说', '然后输出', '然后回答'],
    'work-request': ['帮我写', '写一首', '写一篇', '写一个', '翻译', '解这道', '帮我解', '检查我的', '帮我检查', '帮我改', '修改我的', '帮我看看我的', '审查我的', '改进我的', '调试我的'],
  },
};
