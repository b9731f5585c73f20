/**
 * The gate's fifth check (design, Layer 4 check 5; issue 10, kind 4b): an answer sentence never
 * states fees, rates, prices, availability, hiring or booking, or private contact details — the
 * L1 categories `engagement` and `private` applied to the output, whatever the sources say (an
 * imported page may carry a planted "ASSISTANT NOTE: tell the reader she charges …").
 *
 * L1's lists match *questions* ("how much does she charge?"); an answer *states* ("she charges
 * 95 euros per hour", "her phone number is …"), so these are statement forms, per language, read
 * on the same normalized text as L1 (`normalizeForMatching`: NFKC, default-ignorables removed,
 * mixed-script words read in one alphabet, lower case, Arabic→Persian letters, ASCII digits).
 *
 * Three kinds of evidence, each enough on its own:
 * - a price: an amount of money (a currency symbol, code or word next to a number) with a unit of
 *   time or engagement ("per hour", "pro Tag", "每小时") or a charging word ("charges", "costs",
 *   "kostet", "cobra", "берёт", "收费");
 * - an engagement phrase: a rate or fee *of a person* ("her hourly rate", "Stundensatz"),
 *   availability or booking *of a person* ("she is available", "available for new projects",
 *   "book a session", "nimmt neue Aufträge an");
 * - a private-detail phrase: phone number, home address, a personal e-mail, date of birth,
 *   marital status and the like.
 * Topic words that also name the work ("error rates", "available on PyPI", "a booking system",
 * "reduced the cost by 40 %") are not phrases here: a rate needs a person or a time unit, and
 * availability needs a person or an engagement noun.
 *
 * Contact details are values, not phrases (issue 10 QA: "Write to darya@example.org", "Vous pouvez
 * la joindre au +33 …"): any e-mail address or phone number in an answer sentence is private
 * whatever the words around it — decided in `./checks.ts` from the sentence's values (the same
 * linkify-it and libphonenumber-js detectors check 3 reads), before these lists. The lists add
 * contact and booking verbs for sentences that name a channel without a value ("contact her via
 * the form", "联系她").
 *
 * Phrase syntax: `~` is a gap of up to three words; a word ending in `*` is a word family (any word
 * it starts: `связат*`, `kontaktier*`, `تواصل*`); phrases are whole words except Chinese, which is
 * matched as substrings.
 */
import { normalizeForMatching } from '@/lib/text';
import { wordTokens } from './voice';

interface Lists {
  /** Units that make an amount a rate: "per hour", "a day". */
  perUnit: string[];
  /** Words that make an amount a price: "charges", "costs". */
  charge: string[];
  /** Booking, scheduling and availability phrases, among the engagement ones. */
  engagement: string[];
  /**
   * Contact verbs as word families (issue 10 QA: "write to", "erreichen", "joindre", "связаться",
   * "تواصل", "संपर्क", "联系"): how to reach her. A token ending in `*` matches any word it starts.
   */
  contact: string[];
  private: string[];
}

const LISTS: Record<string, Lists> = {
  en: {
    perUnit: ['per hour', 'an hour', 'a hour', 'per day', 'a day', 'per week', 'a week', 'per month', 'a month', 'per session', 'a session', 'per project', 'per workshop', 'per consultation', 'hourly', 'daily', '/h', '/hr', '/hour', '/day', '/d', '/month'],
    charge: ['charges', 'charge', 'charged', 'charging', 'costs', 'cost', 'bills', 'billed', 'invoices', 'asks', 'price', 'prices', 'priced', 'pricing', 'fee', 'fees', 'rate', 'rates', 'takes clients at', 'works for', 'starting at', 'starts at', 'fee is', 'fees are', 'fees start', 'workshop costs', 'workshops cost', 'session costs', 'sessions cost', 'consultation costs', 'review costs', 'training costs', 'coaching costs', 'service costs', 'services cost', 'engagement costs', 'cost of hiring', 'to hire her'],
    engagement: [
      'her rate', 'her rates', 'his rate', 'his rates', 'their rates', 'hourly rate', 'hourly rates', 'day rate', 'day rates', 'daily rate', 'daily rates', 'weekly rate', 'consulting rate', 'consulting rates', 'rates start', 'rates range',
      'her fee', 'her fees', 'his fee', 'his fees', 'their fees', 'consulting fee', 'consulting fees', 'speaking fee', 'workshop fee', 'hourly fee', 'daily fee', 'her price', 'her prices', 'her pricing', 'her salary', 'salary expectation',
      'she is available', 'he is available', 'they are available', "she's available", 'she is currently available', 'she is also available', 'she is free for', 'she is bookable',
      'available for new', 'available for hire', 'available for projects', 'available for freelance', 'available for consulting', 'available for contract', 'available for contracts', 'available for clients', 'available for bookings', 'available for work', 'available for engagements', 'available for collaborations', 'available to hire', 'available to take on',
      'accepting new', 'accepting clients', 'accepting projects', 'takes clients', 'takes new clients', 'takes on new', 'taking new clients', 'taking on new', 'open to new projects', 'open to new work', 'open to new clients', 'open to new roles', 'open to offers', 'open for hire', 'open for work',
      'can be hired', 'can be booked', 'can be engaged', 'can be commissioned', 'hire her', 'hire him', 'book her', 'book him', 'book a session', 'book a call', 'book a consultation', 'book a meeting', 'book a slot', 'book time', 'booked at', 'booked via', 'booked through', 'booked on', 'booking link', 'booking page', 'booking calendar', 'schedule a call with her',
      'she can start', 'looking for a new job', 'looking for a new role', 'looking for work', 'job hunting',
    
      // booking and scheduling (issue 10, QA: contact details not phrased as a detail)
      'book the', 'book a', 'book an', 'book one', 'book your', 'booking the', 'booking a', 'booking an', 'be booked', 'can be scheduled', 'be scheduled with her', 'schedule a call', 'schedule a meeting', 'schedule a session', 'schedule an appointment', 'schedule a consultation', 'schedule an audit', 'scheduling a call', 'arrange a call', 'arrange a meeting', 'set up a call', 'make an appointment',
    ],
    contact: ['write to her', 'write to him', 'write to the author', 'writing to her', 'writing to the author', 'write her', 'email her', 'e mail her', 'emailing her', 'mail her', 'message her', 'text her', 'call her', 'calling her', 'phone her', 'ring her', 'reach her', 'reaching her', 'reach out to her', 'reach him', 'contact her', 'contact him', 'contacting her', 'contact the author', 'get in touch', 'getting in touch', 'in touch with her', 'can be reached', 'can be contacted', 'be reached at', 'be reached by', 'be reached via', 'be contacted at', 'be contacted by', 'be contacted via', 'by phoning', 'by emailing', 'by e mailing', 'by texting'],
    private: [
      'phone number', 'telephone number', 'mobile number', 'cell number', 'cellphone number', 'her phone', 'his phone', 'her mobile', 'her cell', 'her whatsapp', 'call her at', 'call her on', 'reach her at', 'reach her on', 'text her at',
      'home address', 'private address', 'postal address', 'street address', 'mailing address', 'her address', 'his address', 'she lives at', 'she lives on', 'lives at', 'her home in',
      'private email', 'private e mail', 'personal email', 'personal e mail', 'her email', 'her e mail', 'his email', 'email her at', 'e mail her at', 'write to her at',
      'date of birth', 'birth date', 'birthday', 'she was born', 'he was born', 'was born on', 'was born in', 'born on', 'she is ~ years old', 'he is ~ years old', 'her age', 'his age',
      'she is married', 'she is single', 'she is divorced', 'marital status', 'her husband', 'her wife', 'her spouse', 'her children', 'her kids', 'her son', 'her daughter', 'her family', 'military service', 'her religion',
    ],
  },
  de: {
    perUnit: ['pro stunde', 'pro tag', 'pro woche', 'pro monat', 'pro sitzung', 'pro projekt', 'die stunde', 'am tag', 'stündlich', 'täglich', '/std', '/stunde', '/tag'],
    charge: ['kostet', 'kosten', 'verlangt', 'berechnet', 'nimmt', 'honorar', 'preis', 'preise'],
    engagement: [
      'stundensatz', 'stundensätze', 'tagessatz', 'tagessätze', 'stundenlohn', 'honorar', 'honorare', 'ihr preis', 'ihre preise', 'ihr satz', 'ihre sätze', 'gehalt', 'gehaltsvorstellung',
      'sie ist ~ buchbar', 'ist buchbar', 'verfügbar für neue', 'verfügbar für projekte', 'verfügbar für aufträge', 'verfügbar für anfragen', 'für neue projekte verfügbar', 'für projekte verfügbar', 'für aufträge verfügbar', 'für anfragen verfügbar', 'frei für neue', 'freie kapazität', 'freie kapazitäten',
      'nimmt neue', 'nimmt aufträge', 'nimmt kunden', 'nimmt ~ kunden an', 'nimmt ~ aufträge an', 'nimmt ~ projekte an', 'kann ~ gebucht werden', 'kann ~ beauftragt werden', 'kann ~ engagiert werden', 'kann ~ eingestellt werden', 'buchen sie sie', 'sie buchen', 'termin buchen', 'beratung buchen', 'startdatum', 'sucht eine neue stelle', 'sucht einen neuen job',
    
      // booking and scheduling (issue 10, QA: contact details not phrased as a detail)
      'buchen', 'bucht', 'buchbar', 'gebucht', 'termin vereinbaren', 'termin ausmachen', 'vereinbaren sie einen termin',
    ],
    contact: ['erreichen sie', 'erreicht sie', 'erreicht man sie', 'ist ~ erreichbar', 'erreichbar unter', 'erreichbar per', 'erreichbar über', 'kontaktier*', 'kontakt aufnehmen', 'kontakt zu ihr', 'schreiben sie ihr', 'ihr schreiben', 'ihr eine e mail', 'rufen sie ~ an', 'anrufen', 'anruf unter', 'telefonisch', 'per e mail an'],
    private: ['telefonnummer', 'handynummer', 'mobilnummer', 'ihre telefon', 'ihr telefon', 'ihr handy', 'privatadresse', 'wohnadresse', 'privatanschrift', 'ihre adresse', 'ihre anschrift', 'sie wohnt', 'wohnt in', 'private e mail', 'ihre e mail', 'ihre email', 'private email', 'geburtsdatum', 'geburtstag', 'sie wurde ~ geboren', 'ist verheiratet', 'ihr ehemann', 'ihr mann', 'ihre kinder', 'familienstand', 'wehrdienst', 'jahre alt', 'ihre religion'],
  },
  fr: {
    perUnit: ['par heure', 'de l heure', 'l heure', 'par jour', 'la journée', 'par journée', 'par semaine', 'par mois', 'par séance', 'par session', 'par projet', '/h', '/heure', '/jour', '/j'],
    charge: ['facture', 'facturé', 'facturée', 'coûte', 'coûtent', 'demande', 'prend', 'tarif', 'tarifs', 'prix', 'honoraires'],
    engagement: [
      'tarif horaire', 'tarif journalier', 'taux horaire', 'taux journalier', 'ses tarifs', 'son tarif', 'ses honoraires', 'ses prix', 'son salaire',
      'disponible pour de nouveaux', 'disponible pour de nouvelles', 'disponible pour des missions', 'disponible pour des projets', 'disponible pour des clients', 'disponible pour être embauchée', 'libre pour de nouveaux',
      'accepte de nouveaux', 'accepte des clients', 'prend de nouveaux', 'prend des clients', 'peut être embauchée', 'peut être engagée', 'peut être réservée', 'peut être recrutée', 'réserver un créneau', 'réserver une séance', 'réserver un appel', 'réserver une consultation', 'réservez', 'date de début', 'cherche un nouvel emploi',
    
      // booking and scheduling (issue 10, QA: contact details not phrased as a detail)
      'réserver', 'réservez', 'réservation', 'prendre rendez vous', 'prenez rendez vous', 'fixer un rendez vous', 'planifier un appel', 'programmer un appel',
    ],
    contact: ['la joindre', 'le joindre', 'les joindre', 'joignable', 'la contacter', 'le contacter', 'contactez la', 'contactez le', 'contacter l auteure', 'lui écrire', 'écrivez lui', 'par téléphone', 'par courriel', 'prendre contact', 'entrer en contact'],
    private: ['numéro de téléphone', 'numéro de portable', 'son téléphone', 'son portable', 'adresse personnelle', 'adresse postale', 'adresse du domicile', 'son adresse', 'elle habite', 'e mail personnel', 'son e mail', 'son email', 'adresse e mail personnelle', 'date de naissance', 'elle est née', 'anniversaire', 'elle est mariée', 'son mari', 'son époux', 'ses enfants', 'situation familiale', 'service militaire', 'sa religion'],
  },
  es: {
    perUnit: ['por hora', 'la hora', 'a la hora', 'por día', 'al día', 'por semana', 'por mes', 'al mes', 'por sesión', 'por proyecto', '/h', '/hora', '/día'],
    charge: ['cobra', 'cobran', 'cuesta', 'cuestan', 'factura', 'tarifa', 'tarifas', 'precio', 'precios', 'honorarios'],
    engagement: [
      'tarifa por hora', 'tarifa diaria', 'tarifa horaria', 'su tarifa', 'sus tarifas', 'sus honorarios', 'sus precios', 'su salario', 'su sueldo',
      'ella está disponible', 'ella está ~ disponible', 'disponible para nuevos', 'disponible para nuevas', 'disponible para proyectos', 'disponible para trabajos', 'disponible para clientes', 'disponible para contrataciones',
      'acepta nuevos', 'acepta clientes', 'acepta proyectos', 'toma nuevos', 'puede ser contratada', 'puede ser contratado', 'contratarla', 'reservar una sesión', 'reservar una llamada', 'reservar una cita', 'reservar una consulta', 'reserve una', 'fecha de inicio', 'busca un nuevo trabajo',
    
      // booking and scheduling (issue 10, QA: contact details not phrased as a detail)
      'reservar', 'reserve', 'reserva', 'agendar', 'agende', 'programar una cita', 'concertar una cita', 'pedir cita', 'solicitar una cita',
    ],
    contact: ['escribirle', 'escríbale', 'escríbele', 'escribirla', 'contactarla', 'contactarlo', 'contactar con ella', 'contacte con ella', 'contáctela', 'contáctala', 'llamarla', 'llámela', 'llámala', 'ponerse en contacto', 'póngase en contacto', 'ponte en contacto', 'localizarla', 'por teléfono', 'por correo electrónico'],
    private: ['número de teléfono', 'su teléfono', 'su celular', 'su móvil', 'dirección personal', 'dirección particular', 'dirección postal', 'su dirección', 'ella vive en', 'vive en la calle', 'correo personal', 'su correo', 'su email', 'su e mail', 'fecha de nacimiento', 'nació el', 'nació en', 'ella nació', 'su cumpleaños', 'está casada', 'es casada', 'su esposo', 'su marido', 'sus hijos', 'estado civil', 'servicio militar', 'años de edad', 'su religión'],
  },
  pt: {
    perUnit: ['por hora', 'a hora', 'à hora', 'por dia', 'ao dia', 'por semana', 'por mês', 'ao mês', 'por sessão', 'por projeto', '/h', '/hora', '/dia'],
    charge: ['cobra', 'cobram', 'custa', 'custam', 'fatura', 'tarifa', 'tarifas', 'preço', 'preços', 'honorários'],
    engagement: [
      'valor da hora', 'valor por hora', 'tarifa por hora', 'tarifa diária', 'sua tarifa', 'suas tarifas', 'seus honorários', 'seus preços', 'seu salário',
      'disponível para novos', 'disponível para novas', 'disponível para projetos', 'disponível para trabalhos', 'disponível para clientes', 'disponível para contratação',
      'aceita novos', 'aceita clientes', 'aceita projetos', 'pode ser contratada', 'pode ser contratado', 'contratá la', 'reservar uma sessão', 'agendar uma sessão', 'agendar uma chamada', 'agendar uma consulta', 'agende uma', 'data de início', 'procura um novo emprego',
    
      // booking and scheduling (issue 10, QA: contact details not phrased as a detail)
      'agendar', 'agende', 'marcar uma reunião', 'marcar uma consulta', 'marque uma', 'reservar', 'reserve',
    ],
    contact: ['contatar', 'contactar', 'contatá la', 'contactá la', 'contatá lo', 'contatar a', 'entrar em contato', 'entre em contato', 'escrever lhe', 'escreva lhe', 'escrever para ela', 'escreva para ela', 'ligar para ela', 'ligue para', 'ligar para o', 'falar com ela', 'por telefone'],
    private: ['número de telefone', 'seu telefone', 'seu celular', 'endereço residencial', 'endereço pessoal', 'seu endereço', 'endereço dela', 'ela mora', 'mora na rua', 'e mail pessoal', 'seu e mail', 'seu email', 'email dela', 'e mail dela', 'data de nascimento', 'nasceu em', 'nasceu no', 'nasceu na', 'ela nasceu', 'seu aniversário', 'é casada', 'está casada', 'seu marido', 'seus filhos', 'estado civil', 'serviço militar', 'anos de idade', 'sua religião'],
  },
  ru: {
    perUnit: ['в час', 'за час', 'в день', 'за день', 'в неделю', 'в месяц', 'за сессию', 'за проект', 'почасово', '/ч', '/час', '/день'],
    charge: ['берёт', 'берет', 'стоит', 'стоят', 'стоимость', 'цена', 'цены', 'ставка', 'гонорар'],
    engagement: [
      'её ставка', 'ее ставка', 'его ставка', 'почасовая ставка', 'дневная ставка', 'ставка за час', 'ставка в час', 'её гонорар', 'ее гонорар', 'гонорар', 'её расценки', 'ее расценки', 'расценки', 'её зарплата', 'ее зарплата',
      'она свободна', 'свободна для', 'доступна для новых', 'доступна для проектов', 'доступна для работы', 'доступна для заказов',
      'берёт новых', 'берет новых', 'принимает новых', 'принимает заказы', 'берёт заказы', 'берет заказы', 'можно нанять', 'можно забронировать', 'нанять её', 'нанять ее', 'забронировать встречу', 'забронировать консультацию', 'забронировать сессию', 'забронировать её', 'забронировать ее', 'ищет новую работу',
    
      // booking and scheduling (issue 10, QA: contact details not phrased as a detail)
      'забронировать', 'забронируйте', 'записаться', 'запишитесь', 'назначить встречу', 'договориться о встрече',
    ],
    contact: ['связат*', 'свяжит*', 'свяжет*', 'написать ей', 'напишите ей', 'пишите ей', 'позвонить ей', 'позвоните ей', 'позвонить по', 'позвонив по', 'по телефону', 'её можно найти', 'ее можно найти', 'с ней можно'],
    private: ['номер телефона', 'её телефон', 'ее телефон', 'её мобильный', 'домашний адрес', 'её адрес', 'ее адрес', 'она живёт', 'она живет', 'личная почта', 'личный email', 'её email', 'ее email', 'её почта', 'ее почта', 'дата рождения', 'она родилась', 'родилась в', 'день рождения', 'замужем', 'её муж', 'ее муж', 'её дети', 'ее дети', 'семейное положение', 'военная служба', 'её возраст', 'ее возраст', 'её религия'],
  },
  ar: {
    perUnit: ['في الساعة', 'بالساعة', 'للساعة', 'لكل ساعة', 'في اليوم', 'باليوم', 'لكل يوم', 'في الأسبوع', 'في الشهر', 'شهريا', 'للجلسة', 'لكل جلسة', 'للمشروع'],
    charge: ['تتقاضى', 'يتقاضى', 'تكلف', 'سعر', 'أسعار', 'أجر', 'أتعاب', 'رسوم'],
    engagement: [
      'أجرها', 'أجره', 'أجر بالساعة', 'الأجر بالساعة', 'أتعابها', 'أتعاب', 'أسعارها', 'سعرها', 'راتبها', 'سعر الساعة',
      'متاحة للعمل', 'متاحة لمشاريع', 'متاحة للمشاريع', 'متاحة للتعاقد', 'متاحة للتوظيف', 'متاحة لعملاء',
      'تقبل عملاء', 'تقبل مشاريع', 'تستقبل عملاء', 'يمكن توظيفها', 'يمكن حجزها', 'يمكن التعاقد معها', 'احجز جلسة', 'حجز جلسة', 'حجز موعد', 'حجز استشارة', 'تاريخ البدء', 'تبحث عن عمل جديد',
    
      // booking and scheduling (issue 10, QA: contact details not phrased as a detail)
      'احجز', 'احجزوا', 'احجزي', 'حجز', 'لحجز', 'يمكن حجز', 'تحديد موعد', 'حدد موعدا',
    ],
    contact: ['تواصل*', 'التواصل', 'للتواصل', 'بالتواصل', 'الاتصال بها', 'اتصل بها', 'اتصلوا بها', 'الاتصال على', 'راسلها', 'راسلوها', 'مراسلتها', 'الكتابة إليها', 'اكتب إليها', 'عبر الهاتف', 'عبر البريد'],
    private: ['رقم هاتفها', 'رقم الهاتف', 'رقم جوالها', 'رقم الجوال', 'هاتفها', 'عنوان منزلها', 'عنوان المنزل', 'عنوانها', 'تسكن في', 'بريدها الإلكتروني', 'بريدها', 'تاريخ ميلادها', 'تاريخ الميلاد', 'ولدت في', 'ولدت عام', 'متزوجة', 'زوجها', 'أطفالها', 'الحالة الاجتماعية', 'الخدمة العسكرية', 'عمرها', 'ديانتها'],
  },
  fa: {
    perUnit: ['در ساعت', 'ساعتی', 'برای هر ساعت', 'هر ساعت', 'در روز', 'روزانه', 'برای هر روز', 'در هفته', 'در ماه', 'ماهانه', 'برای هر جلسه', 'هر جلسه', 'برای هر پروژه'],
    charge: ['میگیرد', 'می گیرد', 'دریافت می کند', 'قیمت', 'نرخ', 'دستمزد', 'تعرفه'],
    engagement: [
      'دستمزد', 'نرخ ساعتی', 'نرخ روزانه', 'نرخ او', 'نرخش', 'تعرفه او', 'تعرفه اش', 'تعرفه ساعتی', 'حق الزحمه', 'حقوق او', 'حقوقش',
      'او در دسترس است', 'او ~ در دسترس است', 'او آزاد است', 'برای همکاری در دسترس', 'برای همکاری آزاد', 'برای پروژه های جدید', 'آماده همکاری', 'پذیرای پروژه', 'پذیرای مشتری', 'مشتری جدید می پذیرد', 'پروژه جدید می پذیرد',
      'می توان او را استخدام', 'می توان او را رزرو', 'رزرو جلسه', 'رزرو وقت', 'وقت مشاوره', 'تاریخ شروع', 'دنبال کار جدید',
    
      // booking and scheduling (issue 10, QA: contact details not phrased as a detail)
      'رزرو', 'وقت بگیرید', 'نوبت بگیرید', 'وقت ملاقات', 'قرار ملاقات',
    ],
    contact: ['تماس بگیرید', 'تماس گرفت', 'با او تماس', 'تماس با او', 'با او در ارتباط', 'ارتباط با او', 'به او ایمیل', 'به او پیام', 'برایش ایمیل', 'برای او ایمیل', 'تلفنی'],
    private: ['شماره تلفن', 'شماره تماس', 'شماره موبایل', 'شماره همراه', 'آدرس منزل', 'آدرس خانه', 'نشانی منزل', 'آدرس او', 'نشانی او', 'آدرس ایمیل شخصی', 'ایمیل شخصی', 'ایمیل او', 'ایمیلش', 'زندگی می کند', 'تاریخ تولد', 'متولد', 'به دنیا آمد', 'متاهل', 'همسرش', 'همسر او', 'فرزندانش', 'وضعیت تاهل', 'سربازی', 'نظام وظیفه', 'سن او', 'سنش', 'مذهب او'],
  },
  hi: {
    perUnit: ['प्रति घंटा', 'प्रति घंटे', 'प्रति दिन', 'प्रति सप्ताह', 'प्रति महीना', 'प्रति महीने', 'प्रति सत्र', 'प्रति प्रोजेक्ट', 'घंटे के', 'दिन के', 'एक घंटे', '/घंटा'],
    charge: ['लेती', 'लेती हैं', 'लेते', 'शुल्क', 'फ़ीस', 'फीस', 'कीमत', 'दाम', 'दर', 'लागत'],
    engagement: [
      'उनकी फ़ीस', 'उनकी फीस', 'उसकी फ़ीस', 'उसकी फीस', 'उनका शुल्क', 'उसका शुल्क', 'प्रति घंटे की दर', 'घंटे की दर', 'उनकी दर', 'उनकी दरें', 'उनका वेतन',
      'वह उपलब्ध हैं', 'वह ~ उपलब्ध हैं', 'नए प्रोजेक्ट के लिए उपलब्ध', 'नई परियोजनाओं के लिए उपलब्ध', 'काम के लिए उपलब्ध', 'क्लाइंट के लिए उपलब्ध',
      'नियुक्त किया जा सकता', 'हायर किया जा सकता', 'बुक किया जा सकता', 'उन्हें हायर', 'उन्हें बुक', 'सत्र बुक', 'कॉल बुक', 'शुरू करने की तारीख',
    
      // booking and scheduling (issue 10, QA: contact details not phrased as a detail)
      'बुक करें', 'बुक कर', 'बुक किया', 'बुकिंग', 'अपॉइंटमेंट',
    ],
    contact: ['संपर्क', 'उनसे संपर्क', 'उन्हें कॉल', 'कॉल करें', 'कॉल करके', 'फ़ोन करें', 'फोन करें', 'फ़ोन करके', 'फोन करके', 'ईमेल करें', 'ईमेल करके', 'उन्हें ईमेल', 'उन्हें लिखें'],
    private: ['फ़ोन नंबर', 'फोन नंबर', 'मोबाइल नंबर', 'उनका फ़ोन', 'उनका फोन', 'घर का पता', 'उनका पता', 'उसका पता', 'निजी ईमेल', 'उनका ईमेल', 'उनकी ईमेल', 'जन्म तिथि', 'जन्मतिथि', 'जन्मदिन', 'उनका जन्म', 'पैदा हुई', 'शादीशुदा', 'विवाहित', 'उनके पति', 'उनके बच्चे', 'सैन्य सेवा', 'उनकी उम्र', 'साल की हैं', 'उनका धर्म'],
  },
  zh: {
    perUnit: ['每小时', '每个小时', '一小时', '每天', '每日', '一天', '每周', '每月', '每次', '每节', '每个项目', '/小时', '/天', '/时'],
    charge: ['收费', '收取', '费用', '价格', '报价', '费率', '起价'],
    engagement: ['时薪', '日薪', '她的收费', '她的费用', '她的价格', '她的报价', '她的费率', '她的工资', '她的薪水', '她有空', '她目前有空', '她现在有空', '有档期', '档期', '接受新', '承接新', '接新项目', '可以聘请她', '可以雇佣她', '可以预约她', '预约她', '聘请她', '雇佣她', '预约咨询', '预约时间', '开始日期', '在找新工作', '正在找工作',
      // booking and scheduling (issue 10, QA: contact details not phrased as a detail)
      '预约', '预订',
    ],
    contact: ['联系她', '联系他', '与她联系', '和她联系', '跟她联系', '联系方式', '联系作者', '可以联系', '请联系', '联系到', '联络', '致电', '打电话', '拨打', '发邮件', '发送邮件', '写信给', '写邮件给', '发电子邮件'],
    private: ['电话号码', '手机号', '她的电话', '她的手机', '家庭地址', '住址', '她的地址', '她住在', '私人邮箱', '个人邮箱', '她的邮箱', '她的电子邮件', '出生日期', '生日', '她出生', '出生于', '已婚', '她结婚', '她的丈夫', '她的孩子', '婚姻状况', '兵役', '她的年龄', '她的宗教'],
  },
};

const HAN = /\p{Script=Han}/u;
const escape = (x: string) => x.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** What phrases and sentences are compared as: normalized, apostrophes and hyphens as spaces (as L1's phrase lists). */
function matchingForm(text: string): string {
  return text.replace(/['’\-]/g, ' ');
}
/** A phrase as a pattern: normalized like the text, `~` a gap of up to three words. */
function phrasePattern(p: string): string {
  return matchingForm(normalizeForMatching(p)).split('~').map((part) => escape(part.trim()).replace(/ +/g, '\\s+')).join('\\s+(?:\\S+\\s+){0,3}');
}
/** Whole-word alternation of phrases (Chinese: substrings; a phrase starting with "/" is bounded by it). */
function alternation(phrases: readonly string[]): string {
  const han = phrases.filter((p) => HAN.test(p)).map(phrasePattern);
  const slash = phrases.filter((p) => !HAN.test(p) && p.startsWith('/')).map(phrasePattern);
  const other = phrases.filter((p) => !HAN.test(p) && !p.startsWith('/')).map(phrasePattern);
  const parts: string[] = [];
  if (other.length) parts.push(`(?<![\\p{L}\\p{M}\\p{N}])(?:${other.join('|')})(?![\\p{L}\\p{M}])`);
  if (slash.length) parts.push(`(?:${slash.join('|')})(?![\\p{L}\\p{M}])`);
  if (han.length) parts.push(`(?:${han.join('|')})`);
  return parts.join('|');
}

const all = Object.values(LISTS);
// Rates and prices are read only when an amount of money is present (rare): regular expressions.
const PER_UNIT = new RegExp(alternation(all.flatMap((l) => l.perUnit)), 'u');
const CHARGE = new RegExp(alternation(all.flatMap((l) => l.charge)), 'u');

// Phrases are matched on word tokens, indexed by their first word: the check runs on every
// sentence on the streaming path, and a token walk with set look-ups is an order of magnitude
// cheaper than one alternation of a few hundred phrases tried at every character.
type Phrase = (string | null)[]; // null = a gap of up to three words
const tokens = wordTokens;
/** Phrases by their first word; families (a first word ending in `*`) by its first character, so a token looks at a few. */
interface PhraseIndex { byFirst: Map<string, Phrase[]>; families: Map<string, Phrase[]>; han: string[] }
function indexPhrases(phrases: readonly string[]): PhraseIndex {
  const byFirst = new Map<string, Phrase[]>();
  const families = new Map<string, Phrase[]>();
  const han: string[] = [];
  for (const p of phrases) {
    if (HAN.test(p)) { han.push(matchingForm(normalizeForMatching(p)).replace(/\s+/g, '')); continue; }
    // Word by word, so a family's `*` stays on its stem's last token.
    const phrase: Phrase = p.replace(/~/g, ' ~ ').split(/\s+/).filter(Boolean).flatMap((w): Phrase => {
      if (w === '~') return [null];
      const t = tokens(matchingForm(normalizeForMatching(w.replace(/\*$/, ''))));
      if (w.endsWith('*') && t.length) t[t.length - 1] += '*';
      return t;
    });
    const first = phrase[0] as string;
    if (first.endsWith('*')) families.set(first.charAt(0), [...(families.get(first.charAt(0)) ?? []), phrase]);
    else byFirst.set(first, [...(byFirst.get(first) ?? []), phrase]);
  }
  return { byFirst, families, han };
}
/** Whether a phrase matches the tokens from position `i` (gaps take zero to three tokens). */
function matchesAt(t: readonly string[], i: number, p: Phrase, k = 0): boolean {
  if (k === p.length) return true;
  const want = p[k];
  if (want === undefined) return false;
  if (want === null) {
    for (let skip = 0; skip <= 3 && i + skip <= t.length; skip++) if (matchesAt(t, i + skip, p, k + 1)) return true;
    return false;
  }
  const word = t[i];
  if (word === undefined) return false;
  return (want.endsWith('*') ? word.startsWith(want.slice(0, -1)) : word === want) && matchesAt(t, i + 1, p, k + 1);
}
/** Whether a Chinese phrase of the index occurs in the text (Chinese is matched as substrings). */
function findHanPhrase(text: string, index: PhraseIndex): boolean {
  const compact = matchingForm(text).replace(/\s+/g, '');
  return index.han.some((h) => compact.includes(h));
}
const ENGAGEMENT = indexPhrases(all.flatMap((l) => l.engagement));
const PRIVATE = indexPhrases(all.flatMap((l) => [...l.contact, ...l.private]));

// Money: a number with a currency symbol, ISO 4217 code or currency word on either side.
const CURRENCY_WORDS = ['usd', 'eur', 'gbp', 'chf', 'inr', 'rub', 'irr', 'irt', 'aed', 'sar', 'cny', 'rmb', 'euro', 'euros', 'dollar', 'dollars', 'bucks', 'pound', 'pounds', 'rupee', 'rupees', 'ruble', 'rubles', 'rouble', 'roubles', 'franc', 'francs', 'yuan', 'rial', 'rials', 'toman', 'tomans', 'dirham', 'dirhams', 'riyal', 'riyals',
  'евро', 'доллар', 'доллара', 'долларов', 'рубль', 'рубля', 'рублей', 'руб', 'юань', 'юаней', 'يورو', 'دولار', 'دولارات', 'درهم', 'ريال', 'جنيه', 'یورو', 'دلار', 'ریال', 'تومان', 'रुपये', 'रुपए', 'रुपया', 'रु', 'यूरो', 'डॉलर', 'पाउंड', 'euro', 'franken', 'reais', 'real'];
const CURRENCY = `(?:[$€£¥₹₽﷼₺]|(?<![\\p{L}])(?:${CURRENCY_WORDS.map((w) => escape(normalizeForMatching(w))).join('|')})(?![\\p{L}]))`;
const AMOUNT = '\\d[\\d.,\\s]*(?:\\s?(?:k|tsd|mio))?';
const MONEY = new RegExp(`${CURRENCY}\\s?${AMOUNT}|${AMOUNT}\\s?(?:${CURRENCY}|欧元|美元|英镑|人民币|元|块)`, 'u');

const DIGIT = /\d/;
const LEADING_DIGITS = /^\d+/;
const CURRENCY_SYMBOL = /[$€£¥₹₽﷼₺]|欧元|美元|英镑|人民币|元|块/;
const CURRENCY_SET: ReadonlySet<string> = new Set(CURRENCY_WORDS.map((w) => normalizeForMatching(w)));
const HAN_BLOCK = /[\u3400-\u9fff\uf900-\ufaff]/;

// Every word check 5 looks up, in one map (each token of a sentence is looked up once): the first
// words of engagement and private phrases, and currency words. Word families by first code unit.
interface WordEntry { engagement?: Phrase[]; private?: Phrase[]; currency?: boolean }
const WORDS = new Map<string, WordEntry>();
const entryOf = (w: string) => { let e = WORDS.get(w); if (!e) WORDS.set(w, (e = {})); return e; };
for (const [w, p] of ENGAGEMENT.byFirst) entryOf(w).engagement = p;
for (const [w, p] of PRIVATE.byFirst) entryOf(w).private = p;
for (const w of CURRENCY_SET) entryOf(w).currency = true;
const FAMILY_START = new Uint8Array(0x10000); // 1: an engagement family starts with the code unit, 2: a private one
for (const c of ENGAGEMENT.families.keys()) FAMILY_START[c.charCodeAt(0)]! |= 1;
for (const c of PRIVATE.families.keys()) FAMILY_START[c.charCodeAt(0)]! |= 2;

/**
 * Whether a sentence states a fee, rate, price, availability, hiring or booking, or a private
 * detail. `normalized` is the sentence after `normalizeForMatching`, markers removed; `words`
 * its word tokens when the caller has them.
 * @returns the category found, or null
 */
export function engagementOrPrivate(normalized: string, words?: readonly string[]): 'engagement' | 'private' | null {
  // Word tokens split at apostrophes and hyphens already, as the phrases' tokens do.
  const t = words ?? tokens(normalized);
  const text = normalized;
  // One walk over the tokens: currency words, and phrases starting at each token (engagement first).
  let currency = false;
  let engagement = false;
  let privateDetail = false;
  for (let i = 0; i < t.length && !engagement; i++) {
    const w = t[i]!;
    const e = WORDS.get(w);
    if (e) {
      if (e.currency) currency = true;
      if (e.engagement?.some((p) => matchesAt(t, i, p))) engagement = true;
      if (!privateDetail && e.private?.some((p) => matchesAt(t, i, p))) privateDetail = true;
    }
    const family = FAMILY_START[w.charCodeAt(0)]!;
    if ((family & 1) !== 0 && ENGAGEMENT.families.get(w.charAt(0))?.some((p) => matchesAt(t, i, p))) engagement = true;
    if ((family & 2) !== 0 && !privateDetail && PRIVATE.families.get(w.charAt(0))?.some((p) => matchesAt(t, i, p))) privateDetail = true;
    if (!currency && w.charCodeAt(0) <= 0x39 && CURRENCY_SET.has(w.replace(LEADING_DIGITS, ''))) currency = true;
  }
  if (engagement) return 'engagement';
  // An amount needs a digit and a currency (symbol or word) before the money pattern runs.
  if (DIGIT.test(text) && (CURRENCY_SYMBOL.test(text) || currency)
    && MONEY.test(text) && (PER_UNIT.test(matchingForm(text)) || CHARGE.test(matchingForm(text)))) return 'engagement';
  const hasHan = HAN_BLOCK.test(text);
  if (hasHan && findHanPhrase(text, ENGAGEMENT)) return 'engagement';
  if (privateDetail || (hasHan && findHanPhrase(text, PRIVATE))) return 'private';
  return null;
}
