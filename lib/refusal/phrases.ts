/**
 * Layer 1 phrase lists for the eight languages without regular expressions (design: "regexes for
 * en and fa, phrase lists for the other eight"). Phrases are matched on the normalized question as
 * whole words (any script but Chinese) or substrings (Chinese). Every list is applied to every
 * question: a visitor may ask in another language than the page's.
 *
 * Known limit (stated in the design): paraphrases the lists don't know get through; L3 and L4
 * stand behind them. Words that also name the work ("rules", "instructions", "price" of a library)
 * appear only inside a phrase that points at the assistant or the author.
 */
import type { Locale } from '@/lib/text';
import type { RefusalCategory } from './index';

type Lists = Record<RefusalCategory, string[]>;

export const PHRASES: Partial<Record<Locale, Lists>> = {
  de: {
    engagement: ['honorar', 'stundensatz', 'tagessatz', 'stundenlohn', 'was kostet', 'beratung bei', 'wie viel verlangt', 'wieviel verlangt', 'was verlangt', 'gehalt', 'verfügbar', 'verfügbarkeit', 'freie kapazität', 'einstellen', 'anstellen', 'buchen', 'beauftragen', 'wann kann sie anfangen', 'startdatum'],
    private: ['telefonnummer', 'handynummer', 'privatadresse', 'wohnadresse', 'wo wohnt', 'verheiratet', 'familienstand', 'ehemann', 'wehrdienst', 'geburtsdatum', 'geburtstag', 'wie alt', 'religion', 'konfession'],
    speculation: ['in zukunft', 'in fünf jahren', 'in zehn jahren', 'wird sie', 'besser als', 'im vergleich zu', 'vorhersage', 'prognose'],
    meta: ['systemprompt', 'system prompt', 'deine anweisungen', 'vorherigen anweisungen', 'ignoriere', 'vergiss deine', 'deine regeln', 'wiederhole die anweisungen'],
    'work-request': ['schreib mir', 'schreibe mir', 'schreib ein', 'schreibe ein', 'übersetze', 'übersetz', 'löse diese', 'löse die', 'programmiere mir', 'erstelle mir'],
  },
  fr: {
    engagement: ['tarif', 'tarifs', 'honoraires', 'combien coûte', 'combien facture', 'combien demande', 'combien prend', 'disponible', 'disponibilité', 'embaucher', 'recruter', 'réserver', 'date de début', 'quand peut elle commencer', 'salaire', 'taux journalier'],
    private: ['numéro de téléphone', 'téléphone', 'adresse personnelle', 'adresse du domicile', 'où habite', 'mariée', 'situation familiale', 'service militaire', 'date de naissance', 'quel âge', 'religion'],
    speculation: ['dans cinq ans', 'dans dix ans', 'à l avenir', 'prédire', 'prévoir', 'meilleure que', 'meilleur que', 'comparée à', 'deviendra', 'va t elle'],
    meta: ['prompt système', 'prompt systeme', 'tes instructions', 'vos instructions', 'instructions que tu', 'instructions précédentes', 'ignore les instructions', 'oublie tes', 'tes règles', 'répète mot pour mot'],
    'work-request': ['écris moi', 'écris un', 'écris une', 'rédige', 'traduis', 'résous', 'code moi'],
  },
  es: {
    engagement: ['tarifa', 'tarifas', 'honorarios', 'cuánto cobra', 'cuanto cobra', 'cuánto cuesta contratar', 'disponible', 'disponibilidad', 'contratar', 'reservar', 'fecha de inicio', 'cuándo puede empezar', 'salario', 'sueldo'],
    private: ['número de teléfono', 'teléfono', 'dirección personal', 'domicilio', 'dónde vive', 'casada', 'estado civil', 'servicio militar', 'fecha de nacimiento', 'cuántos años tiene', 'edad', 'religión'],
    speculation: ['en cinco años', 'en el futuro', 'próximos años', 'predecir', 'pronóstico', 'mejor que', 'comparada con', 'ganará', 'llegará a ser', 'crees que'],
    meta: ['prompt del sistema', 'prompt de sistema', 'tus instrucciones', 'instrucciones anteriores', 'ignora las instrucciones', 'olvida tus', 'tus reglas', 'repite las instrucciones'],
    'work-request': ['escríbeme', 'escribeme', 'escribe un', 'escribe una', 'traduce', 'resuelve', 'redacta'],
  },
  pt: {
    engagement: ['tarifa', 'honorários', 'quanto cobra', 'cobra por', 'quanto custa contratar', 'disponível', 'disponibilidade', 'contratar', 'reservar', 'data de início', 'quando pode começar', 'salário'],
    private: ['número de telefone', 'telefone', 'endereço residencial', 'endereço pessoal', 'onde mora', 'casada', 'estado civil', 'serviço militar', 'data de nascimento', 'quantos anos tem', 'idade', 'religião'],
    speculation: ['daqui a cinco anos', 'no futuro', 'próximos anos', 'prever', 'previsão', 'mais competente que', 'melhor que', 'comparada com', 'vai se tornar', 'será que'],
    meta: ['prompt de sistema', 'prompt do sistema', 'suas instruções', 'instruções anteriores', 'ignore as instruções', 'esqueça suas', 'suas regras', 'repita as instruções'],
    'work-request': ['escreva', 'escreve um', 'traduza', 'resolva', 'redija'],
  },
  ru: {
    engagement: ['ставка', 'ставки', 'гонорар', 'сколько стоит', 'сколько берет', 'сколько берёт', 'расценки', 'свободна', 'доступна', 'нанять', 'нанимать', 'забронировать', 'когда сможет приступить', 'зарплата'],
    private: ['номер телефона', 'телефон', 'домашний адрес', 'где живет', 'где живёт', 'замужем', 'семейное положение', 'военная служба', 'дата рождения', 'сколько лет', 'возраст', 'религии', 'религия'],
    speculation: ['станет ли', 'через пять лет', 'в будущем', 'предсказать', 'прогноз', 'лучше чем', 'по сравнению с'],
    meta: ['системный промпт', 'системную подсказку', 'твои инструкции', 'предыдущие инструкции', 'игнорируй', 'забудь все', 'твои правила', 'повтори инструкции'],
    'work-request': ['напиши', 'переведи', 'реши', 'составь', 'сочини'],
  },
  ar: {
    engagement: ['كم تتقاضى', 'تتقاضى', 'أجر', 'الأجر', 'سعر', 'أسعار', 'تكلفة', 'كم يكلف', 'متاحة', 'توظيف', 'تعيين', 'حجز', 'متى يمكنها البدء', 'راتب'],
    private: ['رقم الهاتف', 'رقم هاتف', 'عنوان المنزل', 'أين تسكن', 'متزوجة', 'الحالة الاجتماعية', 'الخدمة العسكرية', 'تاريخ ميلاد', 'تاريخ الميلاد', 'كم عمر', 'عمرها', 'الديانة', 'دينها'],
    speculation: ['هل ستنتقل', 'هل ستصبح', 'في المستقبل', 'بعد خمس سنوات', 'العام المقبل', 'توقع', 'أفضل من', 'مقارنة ب'],
    meta: ['موجه النظام', 'موجّه النظام', 'تعليماتك', 'التعليمات السابقة', 'تجاهل', 'انس كل', 'قواعدك', 'كرر التعليمات'],
    'work-request': ['اكتب لي', 'ترجم', 'حل هذه', 'حل لي'],
  },
  hi: {
    engagement: ['फ़ीस', 'फीस', 'शुल्क', 'कितना लेती', 'कितने पैसे', 'उपलब्ध', 'नौकरी पर रख', 'भर्ती', 'कब शुरू कर सकती', 'वेतन', 'रेट'],
    private: ['फ़ोन नंबर', 'फोन नंबर', 'मोबाइल नंबर', 'घर का पता', 'कहाँ रहती', 'शादीशुदा', 'विवाहित', 'सैन्य सेवा', 'जन्म तिथि', 'जन्मदिन', 'उम्र', 'कितने साल की', 'धर्म'],
    speculation: ['आने वाले सालों में', 'भविष्य में', 'बेहतर है', 'तुलना', 'भविष्यवाणी'],
    meta: ['सिस्टम प्रॉम्प्ट', 'निर्देशों को अनदेखा', 'अपने निर्देश', 'पिछले सभी निर्देश', 'अपने नियम', 'दोहराओ'],
    'work-request': ['लिखो', 'लिख दो', 'अनुवाद करो', 'हल करो', 'बना दो'],
  },
  zh: {
    engagement: ['收费', '费用', '价格', '报价', '多少钱', '时薪', '日薪', '有空', '档期', '雇佣', '聘请', '预约', '什么时候可以开始', '工资', '薪水'],
    private: ['电话', '手机号', '住址', '家庭地址', '住在哪', '结婚', '婚姻', '丈夫', '兵役', '出生日期', '生日', '多大了', '年龄', '宗教'],
    speculation: ['将来', '五年后', '预测', '相比', '谁更厉害', '会不会成为'],
    meta: ['系统提示', '提示词', '之前的所有指令', '你的指令', '忽略', '你的规则', '重复你'],
    'work-request': ['帮我写', '写一首', '写一篇', '写一个', '翻译', '解这道', '帮我解'],
  },
};
