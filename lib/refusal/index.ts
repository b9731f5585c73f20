/**
 * Layer 1, pattern refusal before retrieval: regular expressions for English and Persian and
 * phrase lists for the other eight languages (./phrases.ts), for the five categories of the
 * design, on the normalized question with the author's name read as the author placeholder.
 *
 * Three rules hold for every language (issue: "refusals must match words"):
 * - **Whole words as Unicode defines them.** A pattern's `\b` and `\w` are compiled to Unicode
 *   letters, marks, digits and the underscore ({@link wordRegExp}); phrase lists match between
 *   the same boundaries; Persian patterns accept the inflections of their last word (possessive
 *   and plural suffixes, verb endings: {@link FA_INFLECTION}) and nothing else; Chinese phrases
 *   must start where a word starts (UAX #29 word segmentation with ICU's dictionary, the same
 *   segmenter lib/text uses), so "生于" (born in) is not read inside "产生于" (arises from).
 * - **The author's name is a placeholder, whatever its script.** Every form of her name is
 *   replaced by {@link AUTHOR}, a possessive one ("Darya's") by {@link AUTHOR_POSSESSIVE}, and
 *   every language's patterns accept the placeholder where the author stands (English
 *   `(she|he|they)`, Persian `(او|she)`, the phrase lists write `she`). So "How much does دریا
 *   charge?" is read like "How much does she charge?" and "هزینه کار با Darya چقدر است؟" like
 *   "… با او …": the reading does not depend on the script the name is written in.
 * - **A comparison is speculation only when it involves the author** (design: "comparisons with
 *   named people"): a comparison phrase counts when the question refers to the author as a
 *   person — her name, a personal pronoun, "the author / this person" (lib/retrieval
 *   `refersToAuthor`) — not only through a possessive ("her parser compared to spaCy" compares
 *   her work). Comparisons of libraries, tools and methods go on to retrieval.
 *
 * - **Text that reads the same is matched the same** (issue 10): the question is matched
 *   diacritic-insensitively (lib/text `foldDiacritics`, UCA primary strength: "márried",
 *   "verheirátet" read as the plain words; Cyrillic "й" kept), after lib/text has dropped stray
 *   combining marks and read Traditional Chinese as Simplified; Arabic attached pronouns, Hindi
 *   verb agreement and Spanish/Portuguese enclitics are read on a phrase's last word
 *   ({@link inflectLastWord}, {@link readEnclitics}); a question for the assistant's own
 *   instructions is a second-person addressee with a word of the instructions family
 *   ({@link META_ADDRESSED}); a price word with a service word is engagement, so a fee follow-up
 *   checked joined with the service question is refused.
 *
 * Known limits: enclosed letters without a compatibility decomposition (negative squared and
 * negative circled Latin letters, 🅷🅸🆁🅴, U+1F150–U+1F189) are neither NFKC-decomposed nor in
 * TR39 confusables 13.0, so they are left alone (circled and squared ones, Ⓗ 🄷, are read by
 * NFKC); "ё" and "е" are one letter for L1; paraphrases the patterns don't know get through (L3 and L4 stand behind them);
 * a question where she is the one comparing ("did she find BM25 better than …") is refused as a
 * comparison, and so is one where "elle/sie/она" stands for a feminine noun (a library); pro-drop
 * comparisons with no word for her ("¿Es mejor que Andrew Ng?") pass to retrieval.
 */
import type { Turn } from '@/lib/question';
import { refersToAuthor } from '@/lib/retrieval';
import { contentWords, foldDiacritics, normalizeForMatching, words } from '@/lib/text';
import { PHRASES } from './phrases';

/** Refusal categories of the design (stable strings: recorded per answer, labelled on the dashboard). */
export const REFUSAL_CATEGORIES = ['engagement', 'private', 'speculation', 'meta', 'work-request'] as const;
export type RefusalCategory = (typeof REFUSAL_CATEGORIES)[number];

/** What the author's name is read as (every language's patterns accept it as the author). */
const AUTHOR = 'she';
/** What a possessive form of her name ("Darya's") is read as. */
const AUTHOR_POSSESSIVE = 'her';

/** A word character as Unicode defines letters: letters, combining marks, digits, the underscore (as `\w`). */
const WORD_CHARS = '\\p{L}\\p{M}\\p{N}_';
const BOUNDARY = `(?:(?<![${WORD_CHARS}])(?=[${WORD_CHARS}])|(?<=[${WORD_CHARS}])(?![${WORD_CHARS}]))`;

/**
 * Compiles a pattern with Unicode word boundaries: `\b` and `\w` in `source` mean what they mean
 * for ASCII, for every script's letters, combining marks and digits (JavaScript's own `\b` and
 * `\w` are ASCII even with the `u` flag, so "Heé" would read as "he" + "é").
 * @throws {SyntaxError} when the result is not a valid `u`-mode pattern
 */
function wordRegExp(raw: string): RegExp {
  // Patterns are matched on diacritic-folded text (see matchRefusalPattern): fold them the same way.
  const source = foldDiacritics(raw);
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      const n = source[i + 1];
      if (n === 'b' && !inClass) out += BOUNDARY;
      else if (n === 'w') out += inClass ? WORD_CHARS : `[${WORD_CHARS}]`;
      else out += c + (n ?? '');
      i++;
      continue;
    }
    if (c === '[' && !inClass) inClass = true;
    else if (c === ']' && inClass) inClass = false;
    out += c;
  }
  return new RegExp(out, 'u');
}

/**
 * Persian inflections after a pattern's last word (our rule; Persian has no Snowball stemmer):
 * plural (ـها ـان), indefinite/ezafe ی, possessive clitics (ـم ـت ـش ـمان ـتان ـشان, after a vowel
 * ـام ـات ـاش), and verb endings (ـید ـند ـیم ـین, participle ـه, infinitive ـن). "همسرش",
 * "فرزندانش", "نادیده بگیرید", "به دنیا آمده" match; "اوستا", "دینار", "کارشناس" do not contain
 * "او", "دین", "کار" as words.
 */
const FA_INFLECTION = '(?:ها|های|هایی|ان|گان)?(?:ی|ای|یی)?(?:ام|ات|اش|م|ت|ش|مان|تان|شان|ید|یید|ین|ند|یم|ه|ن)?';
/** A Persian pattern: whole words (`\b` at both ends), the last word inflected. */
const fa = (alternatives: string) => wordRegExp(`\\b(?:${alternatives})${FA_INFLECTION}\\b`);

/**
 * What she earns (FrameNet Earnings_and_losses: earn.v, make.v with an amount, earnings.n,
 * income.n), en and fa; the other eight languages' phrases are ./phrases.ts `earnings`. Her pay
 * is personal, past or present: `private`, read before the engagement frames (a money word with
 * "how much" is otherwise a price) and exempt from no record veto.
 */
const EARNINGS: RegExp[] = [
  wordRegExp(String.raw`\bhow much (money )?(does|did|do|would|will|can) (she|he|they) earn\b|\bhow much money (does|did|do|would|will|can) (she|he|they) make\b|\b(her|his|their) (income|earnings|salary|pay)\b`),
  fa(String.raw`درآمد|چقدر (پول )?(در ?میاره|درمیاره|در می ?آورد|در ?میآورد)`),
];

const PATTERNS: [RefusalCategory, RegExp][] = [
  // Topic words that also name the work ("error rates", "in charge of", "a book", "is the code
  // available", "computational cost") are only refused next to a person or an engagement word.
  ['engagement', wordRegExp(String.raw`\b(fees?|(her|his|their|your|hourly|daily|day) rates?|rates? (for|per)|pric(e|es|ing)|salary|hourly|does (she|he|they) charge|how much (does|would|will) (she|he|they|it cost to)|how much (would|does|will|do) [^?]{0,60}\b(with|by|from) (her|him|them)\b[^?]{0,20}\bcost|(service|workshop|consulting|consultation|review|session|training|coaching)s?\b[^?]{0,30}\bcosts?\b|how much (is|are|for|does|would|do|will)\b[^?]{0,40}\b(workshops?|consult\w*|reviews?|sessions?|trainings?|coaching|services?)\b|availability|(is|are) (she|he|they) (available|free)|hire|hiring|book (her|him|them|a call|a meeting|a session)|start date|when can (she|he|they) start|open to ((full|part)[- ]time |new |freelance )?(job |work )?(work|offers|roles|opportunities|projects)|(looking|searching|hunting|applying) for (a |an )?(new |different |another )?(job|position|role|employer|opportunit\w*)|job[- ](hunting|search\w*)|(open|willing|ready|happy|able) to (relocat\w*|move (to|abroad|countries)|work remotely)|relocat\w* (to|abroad)|how much (does|would|will|do) (she|he|they) (cost|charge))\b`)],
  ['private', wordRegExp(String.raw`\b(phone( number)?|mobile number|home address|where does (she|he|they) live|marital|married|spouse|husband|wife|(boy|girl)friend|(have|has) (any )?(kids|children)|(her|his) (kids|children|family)|military service|date of birth|birthday|how old|religio(n|us)|(was|were) (she|he|they) born|(she|he|they) (was|were) born|birth ?(date|day|year|place)|(year|place|city|country) of birth|(her|his|their) age|(her|his|their|she['’]?s) (personal|private|home|own) e-?mail( address)?|(personal|private) e-?mail( address)?|(her|his|their) (home |postal |mailing |street |private )?address(?! \w))\b`)],
  // Forecasts, and comparisons whose pattern names the author ("is she better than", "compared
  // with her"); comparisons that do not are in COMPARISONS, read only when the author is in the question.
  ['speculation', wordRegExp(String.raw`\b(will (she|he|they) (still )?(be|become|get|win|leave|join|move|stay|keep|maintain\w*)|(she|he)['’]ll (be|become|get|win|leave)|do you think (she|he)|in (two|three|four|five|ten|\d+) years|(two|three|four|five|ten|\d+) years from now|(predict|forecast)\w* (her|his|their)|(is|was) (she|he) (a |an )?(better|worse|smarter|\w+er|more \w+|less \w+)( \w+)? than|(she|he) (is|was) (a |an )?(better|worse|smarter|\w+er|more \w+|less \w+)( \w+)? than|how (does|do|would) (she|he) (compare|stack up|measure up)( (to|with|against)\b|(?=\s*([?.!,;:]|$)))|compare (she|he|her|him|the author|the site owner|this person) (to|with|and|against)|(than|compared (to|with)|comparison (to|with)|(vs|versus)\.?) (she|he|her|him)(?=\s*([?.!,;:]|$|(and|or|in|at|as|on|for|when|regarding)\b))|(she|he|her|him) (vs|versus)\b|will (she|he)|(she|he) will|(in|by|until|around) (the year )?20[3-9]\d)\b`)],
  ['meta', wordRegExp(String.raw`\b(system prompt|your (instructions|prompt|rules)|ignore\b[^.?!]{0,40}\b(instructions|rules|directions|prompt)|reveal your|repeat (the|your) (text|words|instructions|prompt)|(admin(istrator)?|developer) (override|mode)|(switch|turn) off your|answer as (she|her|herself)|in the first person|jailbreak|pretend (to be|you are)|disregard (all |the |your |any )?(previous|prior|above|earlier)|(respond|reply|answer|output|print|say|write)( back)? (only|just|solely|exclusively) (with|the word|the phrase|["'“]|yes|no)|(respond|reply|answer) with (only|just)\b|only (respond|reply|answer) with|then (say|print|output|type|respond|reply|shout)|then write (the word|exactly|only|["'“])|(say|print|output|type|write) (the word|the phrase|exactly|verbatim))\b`)],
  ['work-request', wordRegExp(String.raw`^(please |can you |could you )?(translate|write|rewrite|compose|generate|solve|debug|fix|compute|calculate)\b|\b(write (me |us )?(a|an|some|the) ([\w+#-]+ ){0,2}(code|function|script|essay|poem|letter|e-?mail|story|program|class)|give me (a|an|some) (regex|regular expression|script|function|program|query|code|snippet)|translate (this|the following|into)|solve (this|my)|fix my|debug my|do my homework|(review|check|fix|debug|improve|proofread|correct|edit|optimi[sz]e|refactor|rewrite|grade|critique|look (at|over)|go over) (my|our|this|the following) ([\w+#-]+ ){0,2}(code|essay|cv|resume|résumé|paper|thesis|text|letter|script|program|function|query|sql|regex|draft|article|application|homework|pull request|pr|repo(sitory)?|notebook|slides|proposal))\b`)],
  // Persian: both the joined and the ZWNJ-separated spellings normalize to the spaced form. A
  // word next to a gap (`[^؟?]{0,40}`) carries its own `\b`.
  ['engagement', fa(String.raw`دستمزد|حقوق|استخدام|(نرخ|تعرفه|هزینه|قیمت) (ساعتی|روزانه|کاری|همکاری|مشاوره|کارگاه|خدمات|استخدام)|نرخش|چقدر (می ?گیرد|میگیره|می گیره|هزینه|خرج)|(هزینه|قیمت)\b[^؟?]{0,40}\b(با|از) (او|she)\b[^؟?]{0,12}\bچقدر|(زمان|وقت) (آزاد|خالی)|در دسترس|(آزاد|در دسترس) (است|هست)|برای همکاری (آزاد|در دسترس)|کی می ?تواند شروع|(دنبال|جویای) (کار|شغل|موقعیت)|(حاضر|آماده|مایل)\b[^؟?]{0,25}\b(مهاجرت|نقل مکان|جابه ?جا)|ساعتی چند|ساعتی چقدر`)],
  ['private', fa(String.raw`شماره (تلفن|تماس|موبایل|همراه)|آدرس (خانه|خونه|خونش|منزل|محل زندگی)|کجا زندگی می ?کند|وضعیت تاهل|متاهل|مجرد|ازدواج|همسر|فرزند|بچه|سربازی|نظام وظیفه|تاریخ تولد|چند سال(ش| دارد)|مذهب|دین|(به ?|ب)دنیا (آ|ا|او)مد|متولد|(او|she|کی|کجا|چه سالی|چه تاریخی)\b[^؟?]{0,20}\bزاده (شد|شده)|(سال|محل|شهر) تولد|زادگاه|(ایمیل|رایانامه|پست الکترونیک) ?(شخصی|خصوصی)|سن (او|she)|سنش`)],
  ['speculation', fa(String.raw`تا (دو|سه|پنج|ده|\d+) سال دیگر|سال (بعد|آینده|دیگه)|در آینده|خواهد (شد|کرد|بود|رفت)|(در|تا) (سال )?20[3-9]\d|فکر می ?کنی`)],
  ['meta', fa(String.raw`دستورالعمل|پرامپت|دستورهای (قبلی|خود)|نادیده بگیر|قوانینت|قوانین خود|فراموش کن|از زبان خود|با ضمیر|فقط (با )?(کلمه|واژه|عبارت)|فقط (جواب|پاسخ) بده|فقط بنویس|(بعد|سپس|بعدش|بعد از آن) (بگو|بنویس|تایپ کن)`)],
  // "بنویس" alone is the imperative only ("بنویسد", she writes, is a question about her work).
  ['work-request', wordRegExp(String.raw`\bبنویس\b`)],
  ['work-request', fa(String.raw`ترجمه کن|حل کن|دیباگ|محاسبه کن|(کد|متن|مقاله|رزومه|انشا|نامه|پایان ?نامه|برنامه) ?(م|ام|من)\b( را| رو)? ?(بررسی|چک|اصلاح|درست|ویرایش|بهتر|تصحیح|نقد|دیباگ|مرور) ?(کن|بکن)`)],
];

/**
 * Comparisons (speculation when they involve the author): English and Persian regular
 * expressions; the other languages' phrases are the `comparison` lists of ./phrases.ts.
 */
const COMPARISONS: RegExp[] = [
  wordRegExp(String.raw`\b((is|was|are|were)\b[^?!]{1,60}\b(better|worse|\w+er|more \w+|less \w+)\b( \w+){0,2} than|compared? (to|with)|in comparison (to|with)|(vs|versus)|who(['’]s| is| was) (the )?(more|better|best|greater|smarter|\w+er)|how (does|do|would) [^?!]{1,40}\b(compare|stack up|measure up))\b`),
  fa(String.raw`از [^؟?]{1,30} (بهتر|بدتر|موفق ?تر|باهوش ?تر|با استعداد ?تر|قوی ?تر) (است|هست|بود)|(بهتر|بدتر|موفق ?تر|باهوش ?تر|با استعداد ?تر|قوی ?تر) از|مقایسه|موفق ?تر|(کدام|کدوم|چه کسی|کی) (بهتر|موفق ?تر|باهوش ?تر|با استعداد ?تر)`),
];

/**
 * Questions about the assistant's own instructions, in every language (issue 10, kind C): a
 * second-person addressee (you, your, du/dein, tu/tes/vous, tú/tus/te, você/seu/suas, ты/твои/
 * тебе/свои, the Arabic suffix ـك, Persian تو/ـت, Hindi तुम/आप, Chinese 你/您) within two words of
 * a word of the instructions family (instructions, prompt, rules, guidelines, directives, system
 * message, configuration …), either order; "system message/configuration" and "initial
 * instructions/prompt" on their own; and the assistant's earlier text ("the text above",
 * "what were you told"). Matched on the folded question (no diacritics). A possessive third person
 * ("her rules", "ihr Segmentierer", "sa segmentation") is not an addressee, so questions about the
 * author's or a tool's rules go on to retrieval.
 */
const GAP2 = String.raw`(?:\s+\w+){0,2}\s+`;
const addressed = (you: string, family: string) => wordRegExp(String.raw`\b(?:${you})${GAP2}(?:\w+\s+)?(?:${family})\b|\b(?:${family})${GAP2}(?:${you})\b|\b(?:${you})\s+(?:${family})\b|\b(?:${family})\s+(?:${you})\b`);
const META_ADDRESSED: RegExp[] = [
  addressed(String.raw`your|you|yours`, String.raw`instruct\w*|prompts?|rules|guidelines?|directives?|configuration|config|system message`),
  wordRegExp(String.raw`\b(system[_ -]?(prompt|message|instructions?|configuration|config)|(initial|starting|original|hidden|secret|initiali[sz]ation) (instructions?|prompt|configuration|config|string)|(text|words|content|everything) (above|before this)|above text|repeat (this|the) (entire |whole )?conversation|(were|have) you (been )?(told|instructed|programmed|configured)|you (were|have been) (told|given|instructed|programmed|configured)|(are you|you are|you['’]re) not (supposed|allowed|permitted) to|my instructions are|i was instructed)\b`),
  addressed(String.raw`du|dich|dir|dein\w*|euch|euer|eure\w*`, String.raw`anweisung\w*|instruktion\w*|regeln|richtlinie\w*|vorgabe\w*|prompt\w*|systemnachricht\w*|konfiguration`),
  wordRegExp(String.raw`\bsystem ?nachricht\w*\b`),
  addressed(String.raw`tu|te|t|toi|ton|ta|tes|vous|vos|votre`, String.raw`instructions?|consignes?|directives?|regles|prompts?|configuration`),
  wordRegExp(String.raw`\b(message|invite) (systeme|du systeme|de systeme)\b`),
  addressed(String.raw`tu|tus|te|ti|usted|vos|os|vuestr\w*`, String.raw`instrucciones|directrices|reglas|normas|indicaciones|prompts?|configuracion`),
  wordRegExp(String.raw`\bmensajes? (de|del) sistema\b|\bmensagem (de|do) sistema\b`),
  addressed(String.raw`voce|voces|vc|tu|te|teu|tua|teus|tuas|seu|sua|seus|suas`, String.raw`instrucoes|instrucao|orientacoes|diretrizes|regras|prompts?|configuracao`),
  addressed(String.raw`ты|тебя|тебе|тобой|твои|твоя|твое|твоих|твоим|вы|вас|вам|ваш\w*|свои|своих|свои|свое`, String.raw`инструкци\w*|правил\w*|указани\w*|директив\w*|промпт\w*|настройк\w*`),
  wordRegExp(String.raw`\bсистемн\w* (сообщени\w*|промпт\w*|подсказк\w*|инструкци\w*)\b`),
  // Arabic: the addressee is the suffix ـك on the family word, or لك/بك/إليك/أنت near it.
  wordRegExp(String.raw`\b(تعلیمات|ارشادات|قواعد|اوامر|توجیهات)(ک|کم)\b|\b(ال)?(تعلیمات|ارشادات|قواعد|اوامر|توجیهات)\b(?:\s+\w+){0,3}\s+(لک|بک|الیک|انت)\b|\b(رساله|موجه) النظام\b`),
  // Persian: تو/شما/خودت near the family word, or the second-person suffix (ـت, after a ZWNJ "ات").
  addressed(String.raw`تو|شما|خودت|خودتان|ات`, String.raw`دستور\w*|قوانین\w*|قواعد|پرامپت\w*|تنظیمات\w*`),
  wordRegExp(String.raw`\b(دستورات|دستورهای|قوانین|قواعد|تنظیمات)(ت|تان)\b|\bپیام (سیستمی|سیستم)\b`),
  addressed(String.raw`तुम|तुम्हें|तुम्हारे|तुम्हारा|तुम्हारी|तू|तेरे|तेरा|तेरी|आप|आपको|आपके|आपका|आपकी`, String.raw`निर्देश\w*|नियम|हिदायत\w*|प्रॉम्प्ट|प्रोम्प्ट|कॉन्फ़िगरेशन`),
  wordRegExp(String.raw`\bसिस्टम (संदेश|मैसेज|निर्देश)\b`),
  // Chinese writes no spaces: the addressee within six Han characters before the family word.
  /[你您]\p{Script=Han}{0,6}(指令|指示|规则|设定|提示词|系统消息|系统提示|初始设置)|系统消息/u,
];

/**
 * Contacting the author in private (issue 10, kind B): a contact verb with her as object and a
 * "privately / directly / personally" word, or her private/personal phone, number or messenger.
 */
const PRIVATE_CONTACT: RegExp[] = [
  wordRegExp(String.raw`\b(contact|reach|message|call|text|email|e-mail|get in touch with|talk to|write to) (her|him|them|she)\b[^?.!]{0,30}\b(privately|directly|personally|in private|outside (this|the) site|off[- ]site|one[- ]on[- ]one)\b|\b(her|his|their) (private|personal|direct|own) (number|phone|mobile|cell|whatsapp|telegram|signal|contact)\b`),
  wordRegExp(String.raw`\b(privat|direkt|personlich)\w* (kontaktieren|erreichen|anrufen|anschreiben)\b|\b(contacter|joindre|appeler|ecrire a) (la|she|elle)?\b[^?.!]{0,20}\b(en prive|directement|personnellement)\b|\b(contactar|contactarla|llamarla|escribirle|contata la|contatar|ligar)\b[^?.!]{0,20}\b(en privado|directamente|personalmente|em privado|diretamente|pessoalmente)\b|\bсвязаться\b[^?.!]{0,20}\b(лично|напрямую|наедине)\b|\b(نجی|निजी)\b[^?.!]{0,20}\b(संपर्क)\w*|\bनिजी (तौर|रूप) (पर|से)\b[^?.!]{0,10}\bसंपर्क\b|私下联系|私人联系方式|私人电话`),
];

/**
 * Asking for the author's public contact — her e-mail address, contact details, how to reach her
 * — is a question for the contact the site shows (the profile's `contact`), not for private data
 * (issue 23, item 15a): it is refused as `engagement`, whose refusal links to that contact. Read
 * after the private patterns, so a personal or private e-mail, a phone number, a home address or
 * contacting her privately or outside the site stays `private`. English and Persian here; the
 * other languages' phrases are the `contact` lists of ./phrases.ts. Read only when the question
 * refers to her as a person (a contact page or address of an archive she built is about the work).
 */
const PUBLIC_CONTACT: RegExp[] = [
  wordRegExp(String.raw`\b((her|his|their|she['’]?s) (work |contact |public |business |professional |official )?e-?mail( address)?(?! \w)|e-?mail address (of|for) (her|him|them|she)|contact (e-?mail|address|details|info|information|page)|e-?mail (her|him|them|she)|(contact|reach|get in touch with|write to|message) (her|him|them|she)|how (can|do|could|should|may|would) (i|we|one|you|people) (contact|reach|get in touch|get hold of|write to|e-?mail))\b`),
  fa(String.raw`(آدرس|نشانی) (ایمیل|پست الکترونیک|رایانامه)|(ایمیل|رایانامه|پست الکترونیک) ?(ش|او|she)|(با )?(او|she) (تماس|ارتباط) (بگیرم|بگیریم|برقرار کنم)|راه (تماس|ارتباط)|اطلاعات تماس`),
];

/** Her as the object of a preposition, where the possessive sets do not list it: Russian "у неё", "с ней", Hindi "उनसे", "उन्हें". */
const OBJECT_PRONOUNS: ReadonlySet<string> = new Set(['неё', 'нее', 'ней', 'ею', 'ей', 'उनसे', 'उन्हें', 'उससे', 'उसे']);
/** An Arabic word carrying the attached pronoun ـها, "her" ("بريدها", her mail; "معها", with her). */
const ARABIC_HER = /^[\u0621-\u064a\u06a9\u06cc\u06af\u067e\u0686\u0698]{2,}ها$/u; // normalized text writes ی and ک (Persian forms)

/** A contact question with no object ("How do I get in touch?"): on her site, she is the one to reach. */
const BARE_CONTACT = /^(how (can|do|could|should|may|would) (i|we|one|you|people) (contact|reach|get in touch|get hold of|write to|e ?mail)( (you|anyone|someone))?|(contact|contact (details|info|information)|e ?mail( address)?))\s*[?.!]*$/u;

/**
 * A price question that is about the author when the question (or the previous one, for a
 * follow-up: the pipeline checks them joined) names a service (workshop, consulting, review …:
 * what the site offers) (issue 10, kind
 * B: "And how much does that cost?" after "Does she run workshops?"). Cost words and service
 * words by word family in the ten languages. The verbs of a total sum ("come to", "amount to": the
 * English members of what "saldría", "reviendrait", "обойдётся" already say) count as cost words:
 * "She does consulting? For a team of five? What would that come to?" (issue 30, kind 7) — not when
 * a noun phrase follows (a determiner or a possessive opens it): "come to her workshops" is going to
 * them, and a sum is not a place one comes to.
 */
const COST_WORDS = wordRegExp(String.raw`\b(cost|costs|price|prices|pricing|set (me|us|you) back|(come|comes|came|amount|amounts) to(?! (her|his|their|the|a|an|my|our|your|its|this|these|those|one|any|some)\b)|kostet|kosten|preis\w*|coute\w*|cout|prix|tarifs?|cuesta\w*|costo|coste|precio\w*|custa\w*|custo|preco|valor|стоит|стоимост\w*|цен(а|ы|у|е|ой)|обойдет\w*|هزینه\w*|قیمت\w*|تکلف\w*|سعر\w*|कीमत|खर्च|लागत)\b|多少钱|费用|价格|价钱|收费`);
const SERVICE_WORDS = wordRegExp(String.raw`\b(services?|workshops?|consult\w*|reviews?|sessions?|trainings?|coaching|beratung\w*|schulung\w*|dienstleistung\w*|ateliers?|formations?|accompagnement|talleres|taller|asesoria\w*|consultoria\w*|oficinas?|treinamento\w*|воркшоп\w*|консультаци\w*|семинар\w*|тренинг\w*|услуг\w*|کارگاه\w*|مشاوره\w*|خدمات\w*|ورش\w*|ورشه|تدریب\w*|استشار\w*|خدمات|वर्कशॉप|कार्यशाला\w*|परामर्श|सेवा\w*|ट्रेनिंग)\b|培训|课程|咨询|工作坊|服务`);

/**
 * Enclitic object pronouns of Spanish and Portuguese read apart from their verb (our rule, from
 * the grammars): Spanish writes them joined to an infinitive, gerund or imperative
 * ("contratarla", "reservarle"); Portuguese joins them with a hyphen, and an infinitive drops its
 * -r before lo/la/los/las ("contratá-la" = contratar + a). On folded text (no accents).
 */
function readEnclitics(q: string): string {
  return q
    .replace(/(?<![\p{L}\p{M}])(\p{L}{2,}(?:ar|er|ir))(?:me|te|se|le|les|la|las|lo|los|nos|os)(?![\p{L}\p{M}])/gu, '$1')
    .replace(/(?<![\p{L}\p{M}])(\p{L}{2,}[aei])-l(?:o|a|os|as)(?![\p{L}\p{M}])/gu, '$1r')
    .replace(/(?<![\p{L}\p{M}])(\p{L}{2,})-(?:me|te|se|lhe|lhes|nos|vos|o|a|os|as)(?![\p{L}\p{M}])/gu, '$1');
}

/** Names of the author: her name in each language and its further forms, longest first. */
function nameForms(authorNames: readonly string[]): string[] {
  return [...new Set(authorNames.flatMap((n) => {
    // "达丽娅·拉赫纳玛": the name as written, with the interpunct as a space, and each part.
    // As written and diacritic-folded: the question is read both ways (see matchRefusalPattern).
    return [normalizeForMatching(n), foldDiacritics(normalizeForMatching(n))].flatMap((norm) => {
      const spaced = norm.replace(/[·•・]/gu, ' ');
      return [norm, spaced, ...spaced.split(/\s+/)];
    });
  }))].filter((f) => f.length >= 2).sort((a, b) => b.length - a.length);
}

const HAN = /\p{Script=Han}/u;
const NOT_WORD_BEFORE = `(?<![${WORD_CHARS}])`;
const NOT_WORD_AFTER = `(?![${WORD_CHARS}])`;
const escapeRegExp = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A character that continues a name written in letters (Han text does not: Chinese writes no spaces). */
const NAME_CHAR = `(?:(?!\\p{Script=Han})[${WORD_CHARS}])`;
// Arabic proclitics written joined to the next word (و and, ف so, ب with, ل for, ك like), normalized.
const ARABIC_PROCLITIC = '[وفبلک]';
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;

/**
 * Reads the author's name as the author (design, Layer 1: "what are <name>'s rates?" is asked like
 * "what are her rates?"). Full name first, then each part, as whole words; possessive forms
 * become {@link AUTHOR_POSSESSIVE}, every other form {@link AUTHOR}, whatever the name's script.
 * A name in Han characters is found inside a run of Han text (Chinese writes no spaces); one in
 * Arabic script also after a joined proclitic ("بداريا", with Darya), which is kept.
 */
function readAuthorName(q: string, authorNames: readonly string[]): string {
  let out = q;
  for (const { possessive, plain } of nameReader(authorNames)) out = out.replace(possessive.re, possessive.replacement).replace(plain.re, plain.replacement);
  return out;
}

interface NameRule { re: RegExp; replacement: (match: string, proclitic?: string) => string }

// The compiled rules of the last name list read: a pure function of the names (a changed profile
// is a different key), kept because compiling them cost more than reading a question with them.
let lastNames: { key: string; rules: { possessive: NameRule; plain: NameRule }[] } | undefined;

/** {@link readAuthorName}'s regular expressions for a name list, full name first (see there). */
function nameReader(authorNames: readonly string[]): { possessive: NameRule; plain: NameRule }[] {
  const key = authorNames.join('\u0000');
  if (lastNames?.key === key) return lastNames.rules;
  const rules = nameForms(authorNames).map((f) => {
    const esc = escapeRegExp(f);
    if (HAN.test(f)) {
      return { possessive: { re: new RegExp(`${esc}(?:'s|’s|s')${NOT_WORD_AFTER}`, 'gu'), replacement: () => AUTHOR_POSSESSIVE }, plain: { re: new RegExp(esc, 'gu'), replacement: () => AUTHOR } };
    }
    // Chinese text next to the name ends it (no space between scripts: "Darya比吴恩达强吗").
    const before = ARABIC_SCRIPT.test(f) ? `(?<!${NAME_CHAR})(${ARABIC_PROCLITIC}?)` : `(?<!${NAME_CHAR})()`;
    const after = `(?!${NAME_CHAR})`;
    return {
      possessive: { re: new RegExp(`${before}${esc}(?:'s|’s|s')${after}`, 'gu'), replacement: (_: string, p?: string) => `${p ? `${p} ` : ''}${AUTHOR_POSSESSIVE}` },
      plain: { re: new RegExp(`${before}${esc}${after}`, 'gu'), replacement: (_: string, p?: string) => `${p ? `${p} ` : ''}${AUTHOR}` },
    };
  });
  lastNames = { key, rules };
  return rules;
}

// Four or more single letters separated by a space, dot, hyphen, underscore or asterisk
// ("i g n o r e", "i.g.n.o.r.e") are one word spelled out to slip past the patterns.
const SPACED_LETTERS = /(?<![\p{L}\p{M}])\p{L}(?:[ .\-_*]\p{L}(?![\p{L}\p{M}])){3,}/gu;
/** Joins a word spelled out letter by letter ("i g n o r e previous" → "ignore previous"). */
function joinSpacedLetters(q: string): string {
  return q.replace(SPACED_LETTERS, (m) => m.replace(/[ .\-_*]/g, ''));
}

// The segmenter lib/text uses for words (UAX #29 plus ICU's dictionary for Chinese).
const segmenter = new Intl.Segmenter('und', { granularity: 'word' });

/** A compiled phrase list: whole-word phrases as one alternation, Chinese phrases by word start (no gaps). */
interface PhraseMatcher { words: RegExp | null; han: string[] }

// Subject pronouns for the author in the phrase lists' languages: a phrase holding one also holds
// for her name (read as AUTHOR), "wann kann sie anfangen" for "wann kann Darya anfangen".
const SUBJECT_PRONOUN = /(?<![\p{L}\p{M}])(?:t )?(?:sie|elle|ella|ela|она)(?![\p{L}\p{M}])|她(?!的)/gu;

/**
 * Attached pronouns and verb agreement on a phrase's last word (our rule, from the grammars):
 * - Arabic writes object and possessive pronouns joined to the word (ـه ـها ـهم ـهما ـهن ـك ـكم ـكن
 *   ـي ـنا: "توظيفها" hire her, "هاتفها" her phone), and a word ending in tā' marbūṭa writes it as
 *   ت before one ("تكلفة" → "تكلفتها"). Normalized forms (ك → ک, ي → ی, ة → ه).
 * - Hindi verbs agree in gender and number (-ता -ती -ते -तीं: "करती", "करते"); a phrase ending in one
 *   of these forms matches the others.
 */
const ARABIC_PRONOUN_SUFFIX = '(?:ها|هما|هم|هن|ه|کما|کم|کن|ک|نا|ی)?';
const HINDI_AGREEMENT = /(त)(?:ा|ी|े|ीं)$/u;
function inflectLastWord(escaped: string): string {
  if (ARABIC_SCRIPT.test(escaped)) {
    return escaped.endsWith('ه') ? `(?:${escaped}|${escaped.slice(0, -1)}ت${ARABIC_PRONOUN_SUFFIX.slice(0, -1)})${ARABIC_PRONOUN_SUFFIX}` : `${escaped}${ARABIC_PRONOUN_SUFFIX}`;
  }
  return escaped.replace(HINDI_AGREEMENT, '$1(?:ा|ी|े|ीं)');
}

function phraseMatcher(phrases: readonly string[]): PhraseMatcher {
  const forms = phrases.map((p) => foldDiacritics(normalizeForMatching(p)).replace(/['’\-]/g, ' '));
  const all = [...new Set(forms.flatMap((p) => [p, p.replace(SUBJECT_PRONOUN, AUTHOR)]))];
  // "~" in a phrase is a gap of up to two words ("bessere ~ als": "eine bessere Forscherin als").
  const words = all.filter((p) => !HAN.test(p)).map((p) => inflectLastWord(p.split(/\s*~\s*/u).map(escapeRegExp).join(`\\s+(?:[${WORD_CHARS}]+\\s+){0,2}`)));
  return {
    words: words.length ? new RegExp(`${NOT_WORD_BEFORE}(?:${words.join('|')})${NOT_WORD_AFTER}`, 'u') : null,
    han: all.filter((p) => HAN.test(p)),
  };
}

/** Whether one of the phrases occurs as whole words, or a Chinese one starting where a word starts. */
function matchesPhrases(m: PhraseMatcher, spaced: string, wordStarts: () => ReadonlySet<number>): boolean {
  if (m.words?.test(spaced)) return true;
  for (const p of m.han) {
    for (let at = spaced.indexOf(p); at >= 0; at = spaced.indexOf(p, at + 1)) if (wordStarts().has(at)) return true;
  }
  return false;
}

// One matcher per category, every language's list in it: a visitor may ask in any language.
const PHRASE_MATCHERS: [RefusalCategory, PhraseMatcher][] = REFUSAL_CATEGORIES.map((category) => [category, phraseMatcher(Object.values(PHRASES).flatMap((l) => l[category]))]);
/** The other languages' public-contact phrases (PUBLIC_CONTACT), read after every private one. */
const CONTACT_PHRASES: PhraseMatcher = phraseMatcher(Object.values(PHRASES).flatMap((l) => l.contact ?? []));
/** The other languages' earnings phrases (EARNINGS), read before the engagement frames. */
const EARNINGS_PHRASES: PhraseMatcher = phraseMatcher(Object.values(PHRASES).flatMap((l) => l.earnings ?? []));
const COMPARISON_PHRASES = phraseMatcher(Object.values(PHRASES).flatMap((l) => l.comparison));
// First words of comparisons: "her" right before one is the person compared ("उनकी तुलना", compare her).
const COMPARISON_FIRST_WORDS: ReadonlySet<string> = new Set([...Object.values(PHRASES).flatMap((l) => l.comparison), 'than', 'compared', 'comparison', 'versus', 'vs', 'مقایسه', 'بهتر']
  .map((p) => words(foldDiacritics(p))[0]).filter((w): w is string => Boolean(w)));

/**
 * Pronoun forms that are only possessive determiners ("ihre Bibliothek", "sa bibliothèque",
 * "她的"), and forms that are possessive before a noun and a personal pronoun elsewhere ("her
 * parser" / "compared to her", "ihr Parser" / "mit ihr", "её библиотека" / "сравни её с",
 * "उनके पार्सर" / "उनकी तुलना"). Normalized forms; any author's pronouns (she, he, they).
 */
const POSSESSIVE_ONLY: ReadonlySet<string> = new Set([
  'his', 'its', 'their', 'theirs', 'ihre', 'ihren', 'ihrem', 'ihrer', 'ihres', 'sein', 'seine', 'seinen', 'seinem', 'seiner', 'seines',
  'son', 'sa', 'ses', 'leur', 'leurs', 'su', 'sus', 'seu', 'sua', 'seus', 'suas', 'dela', 'dele', 'deles', 'delas',
  'اش', 'ش', 'شان', '她的', '他的', '她们的', '他们的',
]);
const POSSESSIVE_OR_PERSONAL: ReadonlySet<string> = new Set(['her', AUTHOR_POSSESSIVE, 'ihr', 'её', 'ее', 'его', 'उसका', 'उसकी', 'उसके', 'उनका', 'उनकी', 'उनके', 'इनका', 'इनकी', 'इनके']);
const HAN_PERSONAL = new Set(['她', '他', '她们', '他们']);
// Arabic "هي" (she) is also the copula of "ما هي" (what is): it counts only right before a comparison.
const BEFORE_COMPARISON: ReadonlySet<string> = new Set(['هي', 'هو'].map(normalizeForMatching));
const NO_NAMES: ReadonlySet<string> = new Set();
// French inversion after a noun subject ("La bibliothèque est-elle meilleure ?"): the pronoun is the noun.
const INVERTED_SUBJECT = /([\p{L}\p{M}]+) ([\p{L}\p{M}]+)-(?:t-)?(?:elle|il)(?![\p{L}\p{M}])/gu;

/**
 * Whether the question (normalized, her name read as {@link AUTHOR}) refers to the author as a
 * person: the placeholder, one of her pronouns (the profile's, and lib/retrieval's lists) not used
 * as a possessive, or "the author / this person" (lib/retrieval `refersToAuthor`, which also
 * excludes someone else's author: "the author of Dune").
 * @param pronouns the profile's pronouns, normalized
 */
function refersToAuthorAsPerson(q: string, pronouns: ReadonlySet<string>): boolean {
  const ws = words(q.replace(INVERTED_SUBJECT, (m, before: string, verb: string) => (before !== AUTHOR && contentWords(before).length > 0 ? `${before} ${verb}` : m)));
  const kept = ws.filter((w, i) => {
    if (POSSESSIVE_ONLY.has(w)) return false;
    const next = ws[i + 1];
    if (HAN_PERSONAL.has(w)) return next !== '的';
    // Before a content word that does not start a comparison, the form is a possessive.
    if (POSSESSIVE_OR_PERSONAL.has(w)) return next === undefined || contentWords(next).length === 0 || COMPARISON_FIRST_WORDS.has(next);
    return true;
  });
  if (kept.some((w, i) => w === AUTHOR || pronouns.has(w) || (BEFORE_COMPARISON.has(w) && COMPARISON_FIRST_WORDS.has(kept[i + 1] ?? '')))) return true;
  // Read up to each comparison word: "المؤلفة أفضل من" is the author compared, not "the author of"
  // what follows (refersToAuthor reads a noun after an Arabic/Persian/Russian author noun as a genitive).
  const parts: string[][] = [[]];
  for (const w of kept) {
    if (COMPARISON_FIRST_WORDS.has(w)) parts.push([]);
    parts.at(-1)!.push(w);
  }
  return parts.some((p) => p.length > 0 && refersToAuthor(p.join(' '), { nameWords: NO_NAMES, pronouns }));
}

/**
 * Engagement as a frame, not a phrase (issue 12: 19 of 52 fresh fees/availability/hiring
 * questions in ten languages passed the phrase lists). A question is about engaging the author
 * when concepts co-occur, whatever the word order (German and Russian put the verb anywhere):
 * - price: a money word with a service or a rate unit ("per hour", "почасовая"); or with a payer
 *   ("cost us"), working with her, or "how much" and a kind of work — and the author;
 * - hiring: a hiring verb with the author as its object (language by language: "employ her" is
 *   hiring, "which metric did she employ" is not);
 * - taking on work: an accepting or seeking verb and a kind of work with "new", "now", "freelance"
 *   or a time to come; being open to work or a service;
 * - being free: a free/available word with work, a start, a "when" or a time to come, and the
 *   author as a person, a modal ("would she be free", pro-drop "¿estaría libre?") or that time;
 * - starting: "when" + a start verb + a modal, with work, "us" or the author ("when can she start a
 *   new project"); a start / work-with verb with "us" and the author, a "when" or a modal; a kind of
 *   work with "us" and the author ("um projeto conosco");
 * - a job or position with "us", interest or "new"; joining or strengthening "our team".
 * Words and word families (`*`: any run of letters there, "verfugbar*", "*system*" for German
 * compounds) in the ten languages, on the normalized, diacritic-folded
 * question; Chinese by substring. Our rules; measured on /work/notes-style probes in the closing
 * note (fresh phrasings) and against the golden answerable, overview and study sets (no refusal).
 */
function concept(entries: readonly string[]): (text: string) => boolean {
  const han = entries.filter((e) => HAN.test(e));
  const rest = entries.filter((e) => !HAN.test(e)).map((e) => {
    // Read as the question is read (readEnclitics folds Spanish enclitics, and with them French
    // "ouverte" to "ouver", "unirse" to "unir"): a whole-word entry matches the text it is written as.
    // Not a family ("charla*" would read "char*", and match "charge").
    const folded = foldDiacritics(normalizeForMatching(e));
    const w = (e.includes('*') ? folded : readEnclitics(folded)).replace(/['’\-]/g, ' ').trim();
    // Arabic writes its proclitics joined to the word (و and, ف so, ب with, ل for, ك like, and
    // the article ال after them: "بوظيفة", "وللاستشارات"); a Persian word takes none of them.
    const proclitic = ARABIC_ONLY_ENTRY.has(e) ? ARABIC_CLITICS_AND_ARTICLE : '';
    return proclitic + w.split('*').map((part) => escapeRegExp(part).replace(/ +/g, '\\s+')).join(`[${WORD_CHARS}]*`);
  });
  const re = rest.length ? new RegExp(`${NOT_WORD_BEFORE}(?:${rest.join('|')})${NOT_WORD_AFTER}`, 'u') : null;
  return (text) => (re?.test(text) ?? false) || han.some((h) => text.includes(h));
}

// Arabic proclitics in normalized spelling (ك → ک): conjunction, preposition, then the article.
const ARABIC_CLITICS_AND_ARTICLE = '(?:[وف]?(?:[بلک]|ال|بال|لل|کال)?)';
// Entries of the Arabic lists below (not Persian words, which take no proclitics).
const ARABIC_ONLY_ENTRY = new Set([
  'تكلف*', 'سعر*', 'اسعار*', 'غال*', 'اجر*', 'ورش*', 'تدريب*', 'استشار*', 'خدمه*', 'خدمات*', 'مراجعه*', 'تدقيق*', 'مشاریع', 'مشروع*', 'عملاء', 'عقود', 'شغلانه',
  'وظیفه*', 'منصب', 'شغل', 'فریقنا', 'شرکتنا', 'جدد*', 'مهتم*', 'الاستعانه*', 'التعاقد*', 'استقطاب*', 'توظیف*', 'عقد', 'میزانیه*', 'میزانیت*', 'اتعاب*', 'تطویر', 'تطوير',
]);
const MONEY = concept([
  'коммерческое предложение', 'коммерческое предложения', 'sairia', 'sai por', 'quanto sai', 'حق الزحمه*', 'remuneration', 'remuneracao', 'cost*', 'money', 'geld', 'argent', 'dinero', 'dinheiro', 'деньг*', 'денег', 'پول', 'فلوس', 'पैसा', '钱', 'price*', 'pricing', 'expensive', 'rate card', 'price list', 'quote', 'estimate', 'retainer', 'set me back', 'set us back', 'paid', 'ballpark', 'charge', 'charges', 'pay', 'paying', 'budget*', 'quote', 'bill', 'bills', 'billing', 'invoice*',
  'kost*', 'preis*', 'teuer*', 'honorar*', 'bezahl*', 'zahlen', 'vergutung*', 'kostenvoranschlag', 'angebot', 'preisliste', 'bezahlt*', 'vergutet*',
  'cout*', 'prix', 'tarif*', 'cher', 'chere', 'payer', 'factur*', 'devis', 'tjm', 'grille tarifaire', 'remunere*', 'payant*',
  'costo', 'costos', 'coste', 'saldria', 'me sale', 'costar*', 'cuest*', 'precio*', 'caro', 'cara', 'cobr*', 'pagar*', 'pagaria*', 'tarifa*', 'presupuesto*', 'cotizacion', 'remunerad*', 'pagad*',
  'custo*', 'custa*', 'custar*', 'preco*', 'valor', 'orcamento*', 'pagamento', 'tabela de precos', 'remunerad*', 'pago', 'paga',
  'стои*', 'стоимост*', 'цен*', 'дорог*', 'оплат*', 'плат*', 'расцен*', 'бюджет*', 'гонорар*', 'обойд*', 'прайс*', 'смет*', 'ставк*', 'платн*', 'оплачива*',
  'هزینه*', 'قیمت*', 'گران*', 'دستمزد*', 'نرخ*', 'پرداخت*', 'تعرفه*', 'آب می خورد', 'پیش فاکتور', 'برآورد هزینه', 'بودجه*', 'پولی', 'با پرداخت', 'دلار*', 'تومان', 'مبلغ',
  'تكلف*', 'ستكلف*', 'سعر*', 'اسعار*', 'غال*', 'اجر*', 'ندفع', 'تدفع', 'دفع', 'مقابل', 'عرض سعر', 'ميزانيه*', 'ميزانيت*', 'تتقاضى', 'تتقاضين', 'اتعاب*', 'مدفوع*', 'دولار', 'يورو',
  'कीमत', 'खर्च*', 'लागत', 'महंग*', 'शुल्क', 'फीस', 'दर', 'भुगतान', 'पैसे', 'चार्ज', 'रेट', 'पारिश्रमिक', 'बजट', 'कोटेशन', 'पैकेज', 'सशुल्क', 'रुपये', 'quotation', 'quote',
  '多少钱', '费用', '价格', '价钱', '收费', '贵', '报价', '花多少', '成本', '工资', '薪', '预算', '收多少', '怎么收', '价目', '酬劳', '报酬', '报个价', '价位', '付费', '演讲费', '咨询费', '按月付',
]);
/** Chinese service nouns (Chinese writes no spaces: {@link countedServices} reads them where a counted noun starts). */
const SERVICE_HAN = ['培训', '课程', '咨询', '工作坊', '服务', '审计', '评审', '讲座', '顾问', '讲课', '一次课', '上课', '演讲', '主题演讲', '辅导'];
const SERVICE = concept([
  'meetup', 'congreso', 'congresso', 'конференци*', 'سخنرانی', 'همایش', 'موتمر*', 'محاضره*', 'service*', 'रिव्यू', 'रिव्यु', 'सेशन', 'कंसल्टेशन', 'मेंटरिंग', 'कोचिंग', 'ट्रेनिंग सेशन', 'کوچینگ', 'منتورینگ', 'ورکشاپ', 'کنسالتینگ', 'workshop*', 'consult*', 'mentor*', 'advis*', 'review*', 'session*', 'training*', 'coaching', 'audit*', 'mentoring', 'talk', 'talks', 'keynote', 'lecture*', 'speech', 'engagement',
  '*beratung*', 'berater*', 'beraten', '*schulung*', '*dienstleistung*', '*vortrag*', 'gutachten', 'code review*',
  'atelier*', 'formation*', 'accompagnement', 'conseil*', 'conference', 'mission', 'missions', 'prestation*', 'intervention*',
  'taller*', 'asesor*', 'sesion*', 'charla*', 'revision*', 'capacitacion*',
  'oficina*', 'treinamento*', 'sessao', 'sessoes', 'palestra*', 'revisao', 'consultoria*',
  'воркшоп*', 'консульт*', 'семинар*', 'тренинг*', 'услуг*', 'аудит*', 'сесси*', 'доклад*', 'ревью', 'обучени*',
  'کارگاه*', 'مشاوره*', 'خدمات*', 'جلسه*', 'ممیزی', 'بازبینی', 'ریویو', 'سمینار', 'ارائه',
  'ورش*', 'تدريب*', 'استشار*', 'خدمه*', 'مراجعه*', 'تدقيق*',
  'वर्कशॉप', 'कार्यशाला*', 'परामर्श', 'सेवा*', 'सेवाओं', 'ऑडिट', 'ट्रेनिंग', 'सत्र', 'ऑडिट', 'समीक्षा', 'कंसल्टिंग',
  ...SERVICE_HAN,
]);
const RATE_UNIT = concept([
  'hourly', 'daily', 'per hour', 'per day', 'her hour', 'her day', 'sua hora', 'hora dela', 'su hora', 'son heure', 'sa journee', 'ihre stunde', 'ihr tag', 'ее час', 'ساعت او', 'ساعتش', 'प्रतिदिन', 'घंटे का', 'दिन का', 'an hour', 'a day', 'per project', 'per month', 'per week', 'a week', 'a month', 'par semaine', 'par mois', 'pro woche', 'pro monat', 'im monat', 'por semana', 'por mes', 'por mês', 'в неделю', 'в месяц', 'در هفته', 'در ماه', 'في الاسبوع', 'في الشهر', 'प्रति सप्ताह', 'प्रति माह', '每周', '每月', '按月', 'of her time', 'ihrer zeit', 'de son temps', 'de su tiempo', 'do tempo dela', 'ее времени', 'از وقت او', 'من وقتها', 'उनके समय', '她的时间',
  'pro stunde', 'pro tag', 'pro projekt', 'stundensatz', 'tagessatz', 'stundenlohn',
  'par heure', 'par jour', 'l heure', 'la journee', 'une journee', 'par projet', 'taux horaire', 'taux journalier',
  'por hora', 'por dia', 'la hora', 'al dia', 'por proyecto', 'por projeto', 'a hora',
  'в час', 'в день', 'за час', 'за день', 'за проект', 'почасов*', 'поденн*',
  'ساعتی', 'روزانه', 'در ساعت', 'در روز',
  'في الساعه', 'في اليوم', 'بالساعه', 'باليوم', 'للساعه', 'لليوم',
  'प्रति घंटे', 'प्रति घंटा', 'प्रति दिन', 'घंटे के', 'दिन के',
  '每小时', '每天', '一天', '按小时', '按天', '时薪', '日薪',
]);
const PAYER = concept(['me', 'us', 'we', 'uns', 'wir', 'mich', 'mir', 'nous', 'me coute*', 'nos costaria', 'nos cobraria', 'nosotros', 'nos', 'nós', 'нам', 'мне', 'мы', 'برای ما', 'برای من', 'برایمان', 'لنا', 'لي', 'نحن', 'ستکلفنا', 'हमें', 'मुझे', 'हमारा', 'हम', '我们', '我']);
/** Hiring verbs with the author (her name reads as "she") or her object pronoun as their object, per language. */
const HIRE_OBJECT = wordRegExp(String.raw`\b((hire|hiring|employ|employing|recruit\w*|engage|engaging|contract|contracting|onboard|poach|headhunt\w*) (her|she|them|him)|(bring|bringing|brought|get|getting|take|taking) (her|she|them|him) (in|on|aboard|on board|onto)|(she|sie|dich) (\w+ ){0,8}(einstellen|anstellen|engagieren|rekrutieren|anwerben|verpflichten|gewinnen|beauftragen|buchen|an bord holen|ins team holen)|(engager|embaucher|recruter|employer|solliciter) (she|la)|l (engager|embaucher|recruter|employer)|(faire appel|recours) a (she|elle)|(contratar|fichar|reclutar|emplear|incorporar|sumar|contratarla|ficharla) (a )?(she|la)|(contratar|recrutar|empregar|trazer|chamar) (a )?(she|la|ela)|(нанять|нанимать|взять|брать|пригласить|позвать|переманить|принять) (\w+ ){0,2}(she|ее|нее) (\w+ ){0,2}(в (\w+ )?(команду|штат|компанию|отдел)|на работу|к нам)|(book|booking|reserve|reserving) (her|she|them|him|you)|(she|او|شما|تو|ایشان) (را|رو) [^؟?]{0,80}(به کار (گرفت|بگیر)\w*|استخدام|جذب))\b`);
const HIRE_PHRASES = concept([
  '*وظفها', '*حجزها', 'предложить ей', 'предложить вам', 'نتعاقد مع*', 'التعاقد مع*', 'التعاقد*', 'استقطاب*', 'نستقطب*', 'نوظف*', 'الاستعانه*', 'نستعین*', 'جذب او', 'جذبش', 'به تیم ما', 'به تیممان',
  'را به کار بگیر*', 'را به کار گرفت', 'رو به کار بگیر*', 'को अपनी टीम', 'टीम में ले', 'टीम में शामिल', 'के रूप में रख', 'उन्हें हायर', 'आपको हायर', 'उनकी नियुक्ति', 'आपकी नियुक्ति',
  '招聘她', '招她', '挖她', '请她加入', '邀请她加入', '加入我们', '请她做', '请她来', '聘她', '雇她', '请你来', '请您来', '请你帮我们', '请您帮我们', '邀请您来', '邀请你来', '聘请你', '聘请您'
]);
const ACCEPT = concept([
  'берете', 'берут', 'nehmen', 'do you take', 'does she take', 'would you take', 'would she take', 'تستقبلین', 'pegando', 'pegar', 'take on', 'squeeze in', 'squeeze', 'fit', 'fit in', 'make time', 'find time', 'unterbringen', 'einschieben', 'dazwischenschieben', 'reinquetschen', 'caser', 'glisser', 'trouver le temps', 'hacer un hueco', 'encajar', 'encaixar', 'arranjar tempo', 'втиснуть', 'вписать', 'выкроить', 'найти время', 'جا بده*', 'جا داد*', 'وقت بگذار*', 'تجد وقت*', 'تخصص وقت*', 'फिट कर*', 'फिट', '挤出时间', '挤时间', '抽空', '抽出时间', 'takes on', 'taking on', 'taking', 'takes', 'accept*', 'looking for', 'seeking', 'sucht', 'cherche', 'busca*', 'procura*', 'ищет', 'دنبال', 'تبحث', 'ढूंढ*', '找', 'annehm*', 'nimmt', 'ubernimmt', 'akzeptiert',
  'accepte*', 'prend', 'prendre', 'prenez', 'prends', 'ubernehmen', 'ubernehmt', 'acepta*', 'toma', 'coge', 'aceita*', 'aceitando', 'pega', 'assume',
  'берет', 'беру', 'берешь', 'возьмет', 'взять*', 'взяться', 'возьмется', 'принима*', 'قبول', 'می پذیرد', 'میپذیرد', 'پذیرش',
  'تقبل', 'یقبل', 'تستقبل', 'تاخذ', 'تاخد', 'ले रही', 'लेती', 'लेते', 'लेंगी', 'स्वीकार', '接', '承接', '接受',
]);
const OFFER = concept([
  'work', 'ग्राहक*', 'زبائن', 'auftraggeber*', 'کارفرما*', 'projects', 'project', 'contract', 'contracts', 'client*', 'engagement*', 'gig*', 'commission*', 'assignment*',
  'auftrag*', 'auftrage', '*projekt*', 'kunden', 'mandat*', 'mission*', 'projet*', 'contrat*',
  'proyecto*', 'contrato*', 'cliente*', 'encargo*', 'trabajo*', 'projeto*', 'trabalho*',
  'проект*', 'заказ*', 'клиент*', 'контракт*', 'фриланс*', 'پروژه*', 'قرارداد*', 'مشتری*',
  'مشاریع', 'مشروع*', 'عملاء', 'عقود', 'प्रोजेक्ट', 'परियोजना*', 'काम', 'क्लाइंट', 'ज़िम्मेदारी', '项目', '客户', '合同', '活儿', '单子',
]);
const NEW_NOW = concept([
  'sigue', 'segue', 'continua', 'toujours', 'immer noch', 'weiterhin', 'по прежнему', 'все еще', 'لا تزال', 'ما زالت', 'अब भी', '还在', 'new', 'more', 'now', 'currently', 'at the moment', 'these days', 'still', 'this month', 'this year', 'any',
  'neue*', 'neuen', 'zurzeit', 'derzeit', 'gerade', 'aktuell', 'momentan', 'noch', 'jetzt',
  'nouveau*', 'nouvel*', 'nouvelle*', 'en ce moment', 'actuellement', 'maintenant', 'encore',
  'nuevo*', 'nueva*', 'ahora', 'actualmente', 'todavia', 'novo*', 'nova*', 'agora', 'atualmente', 'ainda',
  'нов*', 'сейчас', 'пока', 'еще', 'جدید*', 'جدد*', 'الان', 'اکنون', 'فعلا', 'هنوز', 'حالیا', 'جدیده', 'هذا العام', 'هذه السنه', 'امسال',
  'नया', 'नई', 'नए', 'अभी', 'आजकल', '新', '现在', '目前', '最近',
]);
const FREELANCE = concept(['freela*', 'freelanc*', 'free lance', 'contractor', 'contratista', 'prestataire', 'en regie', 'pj', 'freie mitarbeiter*', 'freiberuf*', 'selbststandig*', 'independant*', 'autonome', 'independiente*', 'autonomo', 'autonoma', 'фриланс*', 'فریلنس*', 'مستقل*', 'فريلانس', 'फ्रीलांस', '自由职业', '兼职', '外包']);
const FREE = concept([
  'free', 'capacity', 'bandwidth', 'has time', 'have time', 'time for', 'available', 'availability', 'busy', 'verfugbar*', 'luft', 'eingespannt', 'beschaftigt', 'disponib*', 'liada', 'liado', 'ocupada', 'ocupado', 'загружен*', 'занят*', 'доступн*', 'متاح*', 'مشغول*', 'उपलब्ध*', 'व्यस्त', 'समय होगा', 'पास समय', '忙', 'frei', 'zu haben', 'kapazitat*', 'hat zeit', 'zeit fur', 'libre', 'capacite', 'a le temps', 'temps pour', 'hueco', 'capacidad', 'tiene tiempo', 'tiempo para',
  'livre', 'capacidade', 'tem tempo', 'com tempo', 'tempo para', 'свободн*', 'есть время', 'время на', 'время для', 'آزاد', 'خالی', 'وقت دارد', 'وقت داره', 'وقت برای', 'ظرفیت', 'متفرغ*', 'فارغ*', 'فاضی*', 'buchbar', 'ausgelastet', 'time होगा', 'time है', 'टाइम होगा', 'टाइम है', 'لدیها وقت', 'لدیک وقت', 'عندها وقت', 'عندک وقت', 'खाली', 'फ्री', 'समय है', 'समय निकाल*', 'घंटे निकाल*', '有空', '空闲', '空档', '有时间', '余力',
]);
/** Openness to an offer ("open to a contract", "offen für", "ouverte à"): with work or a service, availability. */
const OPEN_TO = concept(['открыта ли', 'открыт ли', 'открыты ли', 'open to', 'open for', 'offen fur', 'bereit fur', 'ouverte a', 'ouvert a', 'disposee a', 'abierta a', 'dispuesta a', 'aberta a', 'disposta a', 'открыта к', 'открыта для', 'готова к', 'پذیرای', 'آماده همکاری', 'منفتحه علی', 'مستعده ل*', 'के लिए तैयार', '愿意接', '考虑接']);
/** A time to come ("next month", "im Frühjahr", "الشهر القادم", "下个月"): asking whether she is free then is availability. */
const FUTURE_TIME = concept([
  'christmas', 'before the holidays', 'new year', 'weihnachten', 'noel', 'navidad', 'natal', 'рождеств*', 'новогодн*', 'نوروز', 'عید', 'رمضان', 'दिवाली', '春节', '圣诞', 'next week', 'next month', 'next quarter', 'next year', 'quarter', 'quartal', 'trimestre', 'semestre', 'квартал*', 'سه ماهه*', 'ربع', 'तिमाही', '季度', 'after diwali', 'दिवाली के बाद', 'this spring', 'this summer', 'this autumn', 'this fall', 'this winter', 'soon',
  'nachst*', 'kommend*', 'im fruhjahr', 'im fruhling', 'im sommer', 'im herbst', 'im winter', 'bald',
  'prochain*', 'prochaine*', 'bientot', 'au printemps', 'cet hiver', 'cet ete', 'cet automne', 'ce printemps', 'este invierno', 'este verano', 'este otono', 'esta primavera', 'neste inverno', 'neste verao', 'neste outono', 'nesta primavera', 'segundo semestre', 'second semestre', 'fin de ano', 'fim do ano', 'que vem', 'semana que vem', 'fin d annee', 'proximo*', 'proxima*', 'que viene', 'pronto', 'en breve', 'em breve', 'en primavera', 'na primavera',
  'следующ*', 'будущ*', 'скоро', 'весной', 'летом', 'осенью', 'зимой',
  'ماه آینده', 'هفته آینده', 'سال آینده', 'ماه بعد', 'بهار', 'تابستان', 'پاییز', 'زمستان', 'القادم*', 'المقبل*', 'قریبا', 'الجای', 'الجایه', 'بعد العید', 'будете', 'после майских', 'après les fêtes', 'الربیع', 'الصیف', 'الخریف', 'الشتاء', 'نهایه السنه',
  'अगले', 'अगली', 'जल्द', 'इस तिमाही', 'तिमाही', '下个月', '下周', '明年', '下季度', '下半年', '春天', '夏天', '秋天', '冬天', '年底',
]);
/** Asking a price: "what does she ask for", "pide por", "просит за", "بكم", "要价". */
const ASKS_PRICE = concept(['pedirias', 'pedirian', 'می گیرید', 'میگیرید', 'می گیرین', 'میگیرین', 'demandez', 'ask for', 'asks for', 'charge', 'verlangt', 'verlangen', 'verlangst', 'nimmst', 'nehmen sie', 'prends', 'prenez', 'cobras', 'cobran', 'cobram', 'берете', 'берешь', 'prendriez', 'prendrait', 'prendrais', 'تاخذین', 'تتقاضین', 'تاخد', 'بتاخد', 'بتاخذ', 'लेंगी', 'लेती', 'लेते', 'demande', 'demandera*', 'pide', 'pediria', 'pede', 'просит', 'попросит', 'берет за', 'بکم', 'تطلب', 'मांगती', '要价', '开价']);
/** A job or position ("a permanent position with us", "poste chez nous", "должность у нас"). */
/** Considering an offer: "would you consider", "denkbar", "envisager", "विचार", "考虑". */
const CONSIDER = concept(['consider', 'considering', 'denkbar', 'vorstellbar', 'in betracht', 'envisag*', 'considerar*', 'considerer', 'рассмотр*', 'در نظر', 'تفکر', 'تفكر', 'विचार', '考虑']);
const JOB = concept(['job', 'position', 'role', 'opening', 'vacancy', 'vacancies', 'teilzeit*', 'vollzeit*', 'festanstellung*', 'रोल', 'पार्ट टाइम', 'फुल टाइम', 'दूरस्थ', 'full time', 'part time', 'temps partiel', 'temps plein', 'mi temps', 'medio tiempo', 'tiempo completo', 'jornada completa', 'meio periodo', 'tempo integral', 'неполный день', 'پاره وقت', 'دوام جزئی', 'अंशकालिक', 'cto', 'internship', 'advisory board', 'board seat', 'praktikum', 'beirat', 'stage', 'pasantia', 'estagio', 'стажировк*', 'полный день', 'полную ставку', 'полной занятост*', 'کارآموزی', 'consultativ* совет*', 'консультативн* совет*', 'consejo asesor', 'conselho consultivo', 'conseil consultatif', 'هیئت مشاوره', 'مجلس استشاری', 'सलाहकार बोर्ड', 'دوام کامل', 'تدریب صیفی', 'पूर्णकालिक', 'पद पर', '实习', '顾问委员会', 'stelle', 'festanstellung', 'vollzeit', 'teilzeit', 'poste', 'emploi', 'cdi', 'puesto', 'empleo', 'cargo', 'vaga', 'emprego', 'должност*', 'ваканси*', 'позици*', 'شغل', 'موقعیت شغلی', 'تمام وقت', 'وظیفه*', 'منصب', 'नौकरी', 'पद', '职位', '全职', '兼职', '岗位', '工作机会']);
const INTEREST = concept(['interested', 'interest', 'interessiert', 'interesse', 'interessee', 'interesada', 'interessada', 'интересн*', 'заинтересован*', 'علاقه', 'علاقمند', 'مهتم*', 'रुचि', 'दिलचस्पी', '兴趣', '感兴趣', '有意']);
/** Strengthening or joining "our team": "unser Team verstärken", "rejoindre notre équipe". */
const JOIN_TEAM = concept(['join*', 'strengthen', 'reinforce', 'be part of', 'come aboard', 'verstark*', 'beitreten', 'beitritt', 'teil unseres', 'rejoindre', 'renforcer', 'integrer', 'faire partie', 'unir*', 'reforzar', 'formar parte', 'sumarse', 'sumar', 'juntar se', 'juntar', 'reforcar', 'entrar', 'fazer parte', 'integrar', 'присоединиться', 'присоединится', 'усилить', 'войти в', 'стать частью', 'пополнить', 'بپیوندد', 'پیوستن', 'عضو', 'تقویت', 'الانضمام', 'تنضم', 'تعزیز', 'जुड़*', 'जॉइन', 'शामिल', '加入', '加强']);
/**
 * Past-tense auxiliaries and past forms (en — "was" only with its subject or question word, since German
 * "was" is "what": "Was nimmt sie pro Stunde?" —, de, fr; "было/была"; Persian "بود", passive "شد";
 * Arabic passive "تم"; Hindi "था/थी"; Chinese 过; not German "wurde"/"hatte", which fold to the
 * conditional "würde"/"hätte", nor "hat sie", which is also "has she": "Hat sie im Herbst noch
 * Kapazitäten frei?"): "How did she take on new projects at Nahrvald?" asks about her history, not
 * about engaging her. Vetoes the availability, job and work-with frames, and every engagement
 * reading of a question about her record ({@link aboutHerRecord}).
 */
const PAST = concept(['did', 'didn t', 'was she', 'was it', 'was her', 'was the', 'was this', 'was that', 'was there', 'she was', 'it was', 'what was', 'when was', 'how was', 'who was', 'which was', 'were', 'had', 'war', 'avait', 'a t elle', 'etait', 'fue', 'hizo', 'tuvo', 'foi', 'fez', 'teve', 'было', 'была', 'был', 'بود', 'کرد', 'داشت', 'شد', 'کانت', 'کان', 'تم', 'था', 'थी', 'थे', '过', '曾']);
const HOW_MUCH = concept(['how much', 'کام', 'بکام', 'قدیش', 'کم', 'saldria', 'me sale', 'wie viel', 'wieviel', 'combien', 'cuanto', 'cuanta', 'quanto', 'quanta', 'сколько', 'во сколько', 'چقدر', 'چه قدر', 'कितना', 'कितने', 'कितनी', '多少']);
/**
 * Dimension words: the adjectives of Dixon's DIMENSION semantic type (Dixon 1982, "Where have all
 * the adjectives gone?", and Dixon 2004, "Adjective classes in typological perspective": big,
 * large, small, long, short, wide, tall, high, deep) and the nouns of the same dimensions (size,
 * length, width, height, depth), with their dictionary equivalents in the other nine languages
 * (Duden; Le Robert; DLE; Houaiss; Ozhegov; Dehkhoda; Hans Wehr; McGregor's Oxford Hindi–English
 * Dictionary; Xiandai Hanyu Cidian). A quantity interrogative whose head is one of them asks a
 * measure — "كم حجم المجموعات" (how big are the groups), "समूह कितने बड़े" —, a degree, not a
 * price (see {@link countedServices}).
 */
const DIMENSION = concept([
  'size', 'sizes', 'big', 'bigger', 'large', 'larger', 'small', 'smaller', 'long', 'longer', 'length', 'wide', 'wider', 'width', 'tall', 'taller', 'high', 'higher', 'height', 'deep', 'depth',
  'gross', 'grosse', 'grossen', 'grosser', 'klein*', 'lang', 'lange', 'langer', 'breit*', 'hoch', 'hohe', 'tief*', 'umfang',
  'taille', 'grand', 'grande', 'grands', 'grandes', 'petit*', 'long', 'longue*', 'longueur', 'large', 'larges', 'largeur', 'haut', 'haute*', 'hauteur', 'profond*', 'ampleur',
  'tamano*', 'grande', 'grandes', 'pequen*', 'largo', 'larga', 'largos', 'largas', 'longitud', 'ancho*', 'alto', 'alta', 'altos', 'altas', 'altura', 'profund*', 'dimension*',
  'tamanho*', 'comprid*', 'comprimento', 'largura', 'dimensao', 'dimensoes',
  'размер*', 'величин*', 'больш*', 'велик*', 'маленьк*', 'длин*', 'ширин*', 'широк*', 'высот*', 'высок*', 'глубин*', 'глубок*',
  'اندازه*', 'بزرگ*', 'کوچک*', 'طول', 'ارتفاع', 'عمق', 'حجم*', 'کبیر*', 'صغیر*', 'مساحه*',
  'आकार', 'साइज़', 'साइज', 'बड़ा', 'बड़े', 'बड़ी', 'छोटा', 'छोटे', 'छोटी', 'लंबा', 'लंबे', 'लंबी', 'लंबाई', 'चौड़ा', 'चौड़े', 'चौड़ी', 'चौड़ाई', 'ऊंचा', 'ऊँचा', 'ऊंचाई', 'ऊँचाई', 'गहरा', 'गहरे', 'गहराई',
  '大小', '规模', '尺寸', '长度', '宽度', '高度', '深度',
]);
// Quantity interrogatives of the ten languages (folded, normalized: Arabic ك → ک) and up to three following words; see countedServices.
const COUNT_DETERMINER = /(?<![\p{L}\p{M}\p{N}_])(?:how many|how much|wie ?viele?|combien (?:de|d|des)|cuant[oa]s?|quant[oa]s?|сколько|چند(?: تا)?|کم|कितन(?:ा|ी|े))((?:\s+[\p{L}\p{M}\p{N}_]+){1,3})/gu;
// Chinese: 多少 or 几 with an optional classifier of events (场 次 个 期 门 节 堂 届 轮), the noun joined to it.
const HAN_COUNT_DETERMINER = /(?:多少|几)(?:[场次个期门节堂届轮])?/gu;
/**
 * A count of her services, not their price (issue: "how many workshops has she given so far"): a
 * quantity interrogative that is the determiner of a service noun ({@link SERVICE}) asks how many
 * of them there are — her record —, while the same interrogative as a price asks with a money
 * word, a price verb or a preposition ("how much is a workshop", "сколько стоит семинар",
 * "сколько за семинар", "कितने की कार्यशाला", "多少钱"). The determiner use is read by grammar, in each language:
 * - English "how many / how much" + noun: the interrogative determinative of a noun phrase
 *   (Huddleston & Pullum 2002, The Cambridge Grammar of the English Language, ch. 10 §7.9);
 * - German "wie viele / wie viel" + noun (Duden, Die Grammatik, the interrogative determiner
 *   "wie viel"); French "combien de" + noun (Grevisse, Le Bon usage, §§ 626, 736); Spanish
 *   "cuántos/cuántas" and Portuguese "quantos/quantas" + noun, agreeing with it (RAE, Nueva
 *   gramática, §22.13; Cunha & Cintra, Nova gramática do português contemporâneo, interrogative
 *   pronouns as determiners);
 * - Russian "сколько" + genitive (Wade, A Comprehensive Russian Grammar, §§ 202, 385, "сколько"
 *   with the genitive plural of count nouns);
 * - Persian "چند" (optionally "چند تا") + singular noun (Lazard, A Grammar of Contemporary Persian,
 *   interrogative quantifiers);
 * - Arabic "كم" + a singular indefinite noun, its tamyīz (Wright, A Grammar of the Arabic Language,
 *   vol. II §§ 99–100, interrogative kam);
 * - Hindi "कितना/कितनी/कितने" agreeing with the noun it quantifies, as an adjective (McGregor,
 *   Outline of Hindi Grammar, ch. 5, interrogative adjectives);
 * - Chinese "多少" or "几" + an optional classifier + noun (Li & Thompson 1981, Mandarin Chinese,
 *   §4.2, classifier phrases; 几 and 多少 as the questioned number).
 * Up to two modifiers may stand between the determiner and the noun ("how many NLP workshops",
 * "сколько практических семинаров") when they are content words and not a price (a money word,
 * {@link ASKS_PRICE}): a function word between ("how much is a workshop", "сколько за семинар")
 * makes the interrogative a price or a predicate, not the noun's determiner.
 * A dimension word ({@link DIMENSION}) as the head is a degree question, not a price: in English
 * "how" + adjective is the degree interrogative (Huddleston & Pullum 2002, ch. 10 §7.9; "how big");
 * Hindi "कितना" agrees with the adjective it grades ("कितने बड़े", McGregor ch. 5); Arabic "كم" takes
 * the measured noun as its tamyīz ("كم حجم", Wright vol. II § 99).
 * @param text the normalized, diacritic-folded question (enclitics and apostrophes read as spaces)
 * @returns the text with the interrogative of every counted service left out (the noun kept)
 */
function countedServices(text: string): string {
  const counted = text.replace(COUNT_DETERMINER, (m, after: string) => {
    const ws = after.trim().split(/\s+/u);
    for (let i = 0; i < ws.length; i++) {
      // A service counted, or a dimension measured ("how big", "कितने बड़े", "كم حجم"): not a price.
      if (SERVICE(ws[i]!) || DIMENSION(ws[i]!)) return after;
      if (contentWords(ws[i]!).length === 0 || MONEY(ws[i]!) || ASKS_PRICE(ws[i]!)) return m;
    }
    return m;
  });
  return counted.replace(HAN_COUNT_DETERMINER, (m, at: number, whole: string) => (SERVICE_HAN.some((h) => whole.startsWith(h, at + m.length)) ? '' : m));
}

const START = concept([
  'start*', 'begin*', 'anfang*', 'anfangen', 'beginn*', 'commencer', 'debuter', 'demarrer', 'empezar', 'comenzar', 'iniciar', 'comecar', 'comeca*',
  'начать', 'начнет', 'приступ*', 'شروع', 'البدء', 'تبدا', 'بدء', 'शुरू', '开始', '开工', '到岗', '入职',
]);
/** A start of work as such ("开工", "到岗", "start date"): with a "when" or a modal, availability. */
const WORK_START = concept(['开工', '到岗', 'start date', 'starting date', 'eintrittstermin', 'date de debut', 'fecha de inicio', 'data de inicio', 'дата начала', 'تاریخ شروع', 'تاريخ البدء']);
const WHEN = concept(['when', 'how soon', 'how quickly', 'earliest', 'dans quels delais', 'des quand', 'a partir de quand', 'desde cuando', 'a partir de cuando', 'a partir de quando', 'как скоро', 'с какого числа', 'از کی', 'متى یمکن', 'कब तक', 'कब से', '最快', '多久能', 'wann', 'ab wann', 'quand', 'cuando', 'quando', 'когда', 'с какого', 'کی', 'چه وقت', 'چه زمانی', 'چه تاریخی', 'متی', 'कब', '什么时候', '何时', '哪天']);
const WORK_WITH = concept([
  'work', 'working', 'collaborat*', 'join', 'arbeiten', 'zusammenarbeit*', 'travailler', 'collaborer', 'rejoindre', 'trabajar', 'colaborar', 'unirse',
  'trabalhar', 'juntar', 'работать', 'поработать', 'заключить договор', 'договор*', 'работа с', 'работу с', 'работы с', 'сотруднич*', 'присоедин*', 'همکاری', 'کار کند', 'بپیوندد', 'العمل', 'تعمل', 'نعمل', 'تشتغل', 'نشتغل', 'یشتغل', 'الانضمام', 'تنضم', 'التعاون', 'काम', 'जुड़*', '合作', '加入', '工作', '一起做', '共事',
]);
const MODAL = concept([
  'можно', 'возможно', 'possibilidade', 'possibilite', 'moglich', 'posible', 'possivel', 'امکان', 'می شه', 'میشه', 'ممکن', 'ممکنه', 'می تونید', 'میتونید', 'می توانید', 'میتوانید', 'می تونی', 'hatten', 'hattest', 'can', 'could', 'would', 'able', 'kann', 'konnte', 'konnen', 'ware', 'peut', 'pourrait', 'serait', 'puede', 'podria', 'podrias', 'podrian', 'estaria', 'interesaria', 'aceitaria', 'aceptaria', 'toparia', 'topa', 'pode', 'poderia', 'estaria',
  'может', 'сможет', 'сможете', 'могла', 'могли бы', 'می تواند', 'میتواند', 'بتواند', 'می توانم', 'میتوانم', 'می تونم', 'میتونم', 'می تونه', 'میتونه', 'امکانش هست', 'یمکن*', 'تستطیع', 'सकती', 'सकते', 'सकता', '可以', '能否', '能不能',
]);
const US = concept(['we ve got', 'we got', 'weve got', 'us', 'our', 'uns', 'unser*', 'nous', 'notre', 'nos equipes', 'nosotros', 'nuestro*', 'nuestra*', 'conosco', 'nosso*', 'nossa*', 'нами', 'нам', 'нас', 'наш*', 'با ما', 'برای ما', 'تیم ما', 'شرکت ما', 'شرکتمان', 'تیممان', 'معنا', 'لنا', 'فریقنا', 'شرکتنا', 'لدینا', 'हमारे', 'हमारी', 'हमें', 'हम', 'हमारा', '我们', '我司', 'برایمان', 'شرکتمان', 'a gente', 'a nos', 'com nos', 'para nos', 'temos', 'tenemos', 'معانا', 'عندنا', 'my company', 'meine firma', 'ma boite', 'mi empresa', 'minha empresa', 'моя компания', 'شرکت من', 'شرکتم', 'شرکتی', 'मेरी कंपनी', '我的公司', '我公司', 'we have', 'wir haben', 'nous avons', 'у нас', 'لدینا', 'हमारे पास']);

/**
 * The visitor addressing the author in the second person ("are you free", "Hast du Zeit",
 * "trabajar contigo", "با شما", "معكِ", "आपके साथ", "和你"): the site's visitors write to her, and
 * the assistant answers about her (Layer 5), so "you" next to an engagement frame is the author.
 * Also the Persian honorific "ایشان" and Arabic "هي" (she), which refersToAuthorAsPerson leaves
 * out because "ما هي" is also "what is": next to a frame's other concepts it is her.
 */
const YOU = concept([
  'your', 'yours', 'fur sie', 'تستقبلین', 'you', 'du', 'dich', 'dir', 'ihnen', 'tu', 'toi', 'vous', 't aurais', 'contigo', 'usted', 'tienes', 'voce', 'vc', 'ты', 'тебя', 'тебе', 'вы', 'вас', 'вам', 'вами',
  'شما', 'تو', 'ایشان', 'هی', 'انت', 'انتی', 'لدیک', 'معک', 'عندک', 'لک', 'تقبلین', 'आप', 'आपको', 'आपके', 'तुम', '你', '您', 'te',
]);
/** Working with her (or "you"): "with her", "mit ihr", "avec vous", "contigo", "с ней", "با او", "معها", "उनके साथ", "和她". */
const WITH_HER = concept([
  'bei ihnen', 'bei dir', 'bei ihr', 'consigo', 'у вас', 'у нее', 'у неё', 'زیر نظرتون', 'زیر نظر شما', 'زیر نظرش', 'باهاتون', 'باهات', 'آپके पास', 'with her', 'with you', 'mit ihr', 'mit dir', 'mit ihnen', 'avec elle', 'avec vous', 'avec toi', 'con ella', 'con usted', 'contigo', 'com ela', 'com voce', 'com vc',
  'с ней', 'с нею', 'с вами', 'с тобой', 'با او', 'با شما', 'باهاش', 'با تو', 'معها', 'معک', 'معکم', 'उनके साथ', 'आपके साथ', 'उनसे', '和她', '跟她', '与她', '和你', '跟你', '和您', '与您',
]);
/** Wanting something: "I'd love to", "ich möchte", "j'aimerais", "me encantaría", "gostaria", "хотел бы", "دوست دارم", "أودّ", "चाहते", "想". */
const DESIRE = concept([
  'would love', 'would like', 'd love', 'd like', 'want', 'wants', 'wish', 'mochte*', 'wurde gern*', 'wurden gern*', 'gerne', 'gern', 'aimerai*', 'voudrai*', 'souhait*',
  'me encantaria', 'quisiera*', 'quiero', 'queremos', 'me gustaria', 'nos gustaria', 'gostaria*', 'quero', 'queremos', 'adoraria*', 'toparia',
  'хотел*', 'хочу', 'хотим', 'хотелось', 'دوست دارم', 'دوست داریم', 'می خواهیم', 'می خواهم', 'میخوام', 'مایلیم', 'مایلم', 'اود', 'نود', 'نرغب', 'ارغب', 'ارید', 'نرید',
  'चाहते', 'चाहता', 'चाहती', 'चाहेंगी', 'चाहेंगे', '想', '希望',
]);
/**
 * Her schedule as a thing that is full or has room ("Is her calendar open in spring?", "Lui
 * reste-t-il de la place dans son planning ?", "¿Le queda algún hueco en la agenda?", "جدولها
 * ممتلئ", "档期"): with a full/open word or a time to come, availability.
 */
const SCHEDULE = concept([
  'calendar', 'schedule', 'diary', 'agenda', 'bookings', 'booked', 'slot', 'slots', 'kalender', 'terminkalender', 'auftragslage', 'auslastung', 'ausgebucht',
  'planning', 'creneau*', 'carnet de commandes', 'hueco', 'huecos', 'calendario', 'загружен*', 'загрузк*', 'график*', 'календар*',
  'برنامه*', 'تقویم*', 'جدول*', 'اجنده', 'कैलेंडर', 'शेड्यूल', 'बुकिंग', 'व्यस्त', '档期', '日程', '排期',
]);
const FULL_OPEN = concept([
  'full', 'fully', 'booked', 'busy', 'open', 'room', 'voll', 'ausgebucht', 'belegt', 'frei', 'luft', 'platz', 'plein', 'pleine', 'complet', 'charge', 'chargee', 'libre', 'place', 'dispo',
  'lleno', 'llena', 'completo', 'completa', 'ocupada', 'queda', 'cheia', 'cheio', 'lotada', 'lotado', 'aberta', 'livre', 'espaco', 'занят*', 'загружен*', 'свободн*', 'окно', 'окна',
  'پر', 'خالی', 'جا دارد', 'جا داره', 'ممتلئ*', 'مشغول*', 'فارغ*', 'متاح*', 'مزدحم*', 'खाली', 'व्यस्त', 'भरा', 'भरी', '满', '空', '有空', '排满',
]);
/** Months, for "Você está livre em março?" (free in a month: availability). */
const MONTH = concept([
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'januar', 'februar', 'marz', 'mai', 'juni', 'juli', 'oktober', 'dezember', 'janvier', 'fevrier', 'mars', 'avril', 'juin', 'juillet', 'aout', 'septembre', 'octobre', 'novembre', 'decembre',
  'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre', 'janeiro', 'fevereiro', 'marco', 'maio', 'junho', 'julho', 'setembro', 'outubro', 'dezembro',
  'январ*', 'феврал*', 'март*', 'апрел*', 'мае', 'май', 'июн*', 'июл*', 'август*', 'сентябр*', 'октябр*', 'ноябр*', 'декабр*',
  'ژانویه', 'فوریه', 'مارس', 'آوریل', 'ژوئن', 'ژوئیه', 'سپتامبر', 'اکتبر', 'نوامبر', 'دسامبر', 'فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند',
  'ینایر', 'فبرایر', 'ابریل', 'مایو', 'یونیو', 'یولیو', 'اغسطس', 'سبتمبر', 'اکتوبر', 'نوفمبر', 'دیسمبر',
  'जनवरी', 'फरवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर',
  '一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月',
]);
/** Asking to be sent or given something ("send me a quote", "schicken Sie mir ein Angebot", "Пришлите прайс", "أرسل"). */
const REQUEST = concept([
  'pasar', 'получить', 'send', 'share', 'give me', 'get a', 'get me', 'schick*', 'send*', 'zusenden', 'envoy*', 'envoie', 'envia*', 'enviar*', 'mand*', 'pasame', 'passe*', 'пришли*', 'отправ*', 'скин*', 'дайте',
  'بفرست*', 'ارسال', 'ارسل*', 'ابعث*', 'भेज*', 'बताइए', 'बताएं', '发', '给我', '提供',
]);
/** Having something built or done for the asker: "develop us an app", "criar um app", "разработать", "بسازد", "تطوير". */
const BUILD = concept([
  'करवाने', 'ठीक करवा*', 'ठीक कर*', 'build', 'develop', 'create', 'make', 'migrate', 'redesign', 'rebuild', 'entwickeln', 'entwickelt', 'bauen', 'baut', 'migrieren', 'ubernimmt', 'ubernehmen',
  'developper', 'developpe', 'creer', 'construire', 'refondre', 'desarrolle', 'desarrollar', 'construya', 'construir', 'crear', 'criar', 'desenvolver', 'desenvolva', 'construa',
  'разработать', 'разработает', 'сделать', 'сделает', 'построить', 'بسازد', 'بسازیم', 'توسعه', 'بسپاریم', 'تطویر', 'بناء', 'تبنی', 'نقل', 'hicieras', 'hiciera', 'fizesse', 'have you build', 'montes', 'montar', 'monte', 'बना*', 'تطوير', 'बनाना', 'बनाएंगी', 'करवाना', '开发', '做一个', '搭建',
]);
/** A job offer: "job offer", "Stellenangebot", "offre d'emploi", "oferta de empleo", "proposta de emprego", "предложение о работе", "پیشنهاد کار", "عرض عمل", "नौकरी का प्रस्ताव", "工作机会". */
const JOB_OFFER = concept([
  'नौकरी के ऑफ़र', 'नौकरी के ऑफर', 'जॉब ऑफ़र', 'job offer*', 'offer of employment', 'employment offer', 'jobangebot*', 'stellenangebot*', 'arbeitsangebot*', 'offre d emploi', 'offre de poste', 'proposition d emploi', 'proposition de poste',
  'oferta de empleo', 'oferta de trabajo', 'oferta laboral', 'proposta de emprego', 'proposta de trabalho', 'oferta de emprego', 'предложени* о работе', 'предложени* работы', 'оффер*',
  'پیشنهاد کار*', 'پیشنهاد شغل*', 'پیشنهاد همکاری', 'عرض عمل', 'عرض وظیف*', 'عرض توظیف', 'नौकरी का प्रस्ताव', 'नौकरी के प्रस्ताव', 'जॉब ऑफर', '工作机会', '录用', 'प्रस्ताव',
]);
/** A contract (with her): "a contract with her", "Vertrag mit ihr", "заключить с ней договор", "قرارداد با او", "عقد معها". */
const CONTRACT = concept(['contract', 'vertrag*', 'contrat', 'contrato', 'договор*', 'контракт*', 'قرارداد*', 'عقد', 'अनुबंध', 'कॉन्ट्रैक्ट', '合同', '签约']);
/**
 * Cost as an outcome of her work (savings, reductions: "how much did the migration save the
 * client", "节省了多少成本", "लागत में कितनी बचत"): a question about her record, not her price.
 */
const SAVINGS = concept([
  'save', '省钱', 'saved', 'saves', 'saving*', 'reduc*', 'cut', 'lower*', 'spar*', 'einspar*', 'gespart', 'senk*', 'economis*', 'economi*', 'reduit', 'reduire', 'ahorr*', 'redujo', 'reducir',
  'economiz*', 'reduziu', 'сэконом*', 'экономи*', 'снизи*', 'сократи*', 'صرفه جویی', 'کاهش', 'وفر*', 'توفیر', 'خفض*', 'تخفیض', 'बचत', 'बचाया', 'कम किया', '节省', '省下', '省了', '省多少', '降低', '减少',
]);
/** A question about what she wrote ("what did she write about pricing", "dans son article sur", "در مقاله‌اش"). */
const WRITES_ABOUT = concept([
  'case study', 'her case study', 'fallstudie', 'etude de cas', 'estudio de caso', 'estudo de caso', 'кейсе', 'в кейсе', 'مطالعه موردی', 'دراسه الحاله', 'केस स्टडी', '案例研究', 'write about', 'wrote about', 'writes about', 'written about', 'her article*', 'the article', 'article about', 'article on', 'blog post', 'her post', 'her talk',
  'artikel uber', 'ihrem artikel', 'ihr artikel', 'blog*', '*beitrag*', 'schreibt sie uber', 'schrieb sie uber', 'ecrit sur', 'son article', 'article sur', 'escribio sobre', 'escribe sobre', 'su articulo', 'articulo sobre',
  'escreveu sobre', 'escreve sobre', 'seu artigo', 'artigo sobre', 'no artigo', 'в статье', 'статья о', 'статье о', 'статью о', 'пишет о', 'написала о',
  'مقاله*', 'نوشته*', 'مقال*', 'کتبت عن', 'تکتب عن', 'लेख', 'लिखा', 'लिखती', '文章', '写过', '博客',
]);
/**
 * Things that are "available" (a system's uptime, a library on GitHub, a recording): "Welche
 * Verfügbarkeit hat das Monitoring-System erreicht?", "Is her tokenizer available as open source?".
 * With one of them, an availability word is about the thing, not about her.
 */
const THING = concept([
  'uptime', 'sla', 'slo', 'nines', 'percent', 'high availability', 'system*', 'platform*', 'server*', 'cluster*', 'database*', 'monitoring', 'open source', 'opensource', 'github', 'npm', 'pypi',
  'download*', 'library', 'libraries', 'tokenizer', 'dataset*', 'datensatz', 'repository', 'slides', 'recording', 'recordings', 'video*', 'source code',
  '*system*', '*plattform*', '*datenbank*', '*dienst', 'im betrieb', 'bibliothek', 'quellcode', 'systeme*', 'plateforme*', 'serveur*', 'base de donnees', 'bibliotheque', 'sistema*', 'plataforma*', 'servidor*', 'biblioteca',
  'систем*', 'платформ*', 'сервер*', 'библиотек*', 'аптайм', 'سیستم*', 'سامانه*', 'پلتفرم*', 'سرور*', 'کتابخانه', 'نظام*', 'منصه*', 'خادم*', 'مکتبه', 'सिस्टम', 'प्लेटफ़ॉर्म', 'सर्वर', 'अपटाइम', '系统', '平台', '服务器', '可用性', '开源',
]);
/** Availability words (of a person or of a thing): masked when a {@link THING} is in the question. */
const AVAILABILITY_WORD = /(?<![\p{L}\p{M}\p{N}_])(?:availability|available|verfugbar\w*|disponibilit\w*|disponib\w*|доступн\w*|در دسترس|متاح\w*|उपलब्ध\w*)(?![\p{L}\p{M}\p{N}_])/gu;
/** A percentage ("99.9%", "99,95 %"): with an availability word, uptime. */
const PERCENT = /\d\s?[%٪]|\d+[.,]\d+\s?(?:%|٪|percent|prozent|pour ?cent|por ?ciento|por ?cento|процент)/u;

/** An internship, a selection process or an interview with her ("intern with you", "Praktikum bei dir", "processo seletivo", "इंटर्नशिप"). */
const INTERNSHIP = concept([
  'interns', 'stagiaire*', 'praktikant*', '*praktikum', 'стажер*', 'стажёр*', 'متدرب*', 'کارآموز*', 'estagiari*', 'becari*', 'pasante*', 'इंटर्न*', '实习生', 'internship*', 'intern', 'praktikum', 'stage', 'pasantia*', 'practicas', 'estagio', 'стажировк*', 'کارآموزی', 'تدریب', 'इंटर्नशिप', '实习',
  'selection process', 'interview', 'vorstellungsgesprach', 'bewerbungsprozess', 'processus de recrutement', 'entretien', 'proceso de seleccion', 'entrevista', 'processo seletivo', 'собеседовани*', 'отбор*', 'مصاحبه*', 'مقابله', 'इंटरव्यू', '面试',
]);
/** Inviting someone: "invite", "einladen", "inviter", "invitar", "convidar", "пригласить", "دعوت", "دعوة", "आमंत्रित", "邀请". */
const INVITE = concept(['invite', 'inviting', 'einladen', 'einlad*', 'inviter', 'invitar*', 'convidar*', 'пригласить', 'приглашать', 'позвать', 'دعوت*', 'دعوه*', 'ندعو*', 'آمंत्रित', 'आमंत्रित', 'बुला*', '邀请', '请她来']);
/** A question that is only a price word ("rates?", "TJM ?", "Прайс есть?", "Tagessatz? Grob reicht."): at most three words. */
const RATE_WORD = concept(['rate', 'rates', 'fees', 'pricing', 'tjm', 'tagessatz', 'stundensatz', 'tarif*', 'preis*', 'prix', 'precio*', 'preco*', 'прайс*', 'ставк*', 'расценк*', 'نرخ', 'نرخش', 'نرخ ها', 'تعرفه', 'تعرفه ها', 'دستمزد', 'الاسعار', 'اسعارها', 'اسعارک', 'سعرک', 'سعرها', 'रेट', 'शुल्क', 'फीस', '价格', '报价', '收费*', '价目']);

/**
 * What a published service covers or draws on (issue 31, kind 4): verbs of inclusion and basis
 * with the service as their subject — the English members of VerbNet's include-65 and rely-70
 * classes and "cover / consist of / draw on", and their translations (dictionary equivalents) in the
 * other nine languages. "What does her code review cover?", "Auf wie viele Jahre Erfahrung stützt
 * sich ihre Suchberatung?" ask what the service is, not its price: with no price word
 * ({@link COST_WORDS}, a rate unit, asking a price, "how much" with money) they veto the price
 * readings of a service ({@link engagementFrame}); hiring her and every other frame still hold.
 */
const SCOPE = concept([
  'cover', 'covers', 'covered', 'include', 'includes', 'included', 'comprise*', 'consist*', 'contain*', 'encompass*', 'involve*', 'draw on', 'draws on', 'drawn on', 'based on', 'rely on', 'relies on', 'build on', 'builds on', 'span', 'spans',
  'umfass*', 'beinhalt*', 'enthalt*', 'abdeck*', 'deckt', 'stutzt sich', 'stutzen sich', 'beruht', 'beruhen', 'basiert', 'grundet',
  'couvre*', 'comprend*', 'inclut', 'incluent', 'comporte*', 'englobe*', 'repose*', 's appuie', 'appuie', 'fonde', 'base sur',
  'cubre*', 'incluye*', 'comprende*', 'abarca*', 'contiene*', 'se basa', 'basa', 'se apoya', 'apoya', 'consiste',
  'cobre', 'cobrem', 'inclui*', 'abrange*', 'compreende*', 'contem', 'baseia*', 'apoia*', 'consiste',
  'охватыва*', 'включа*', 'покрыва*', 'содерж*', 'опира*', 'основан*', 'базиру*', 'входит', 'входят',
  'پوشش', 'شامل', 'در بر', 'دربر', 'تکیه', 'مبتنی', 'بر پایه', 'بر اساس',
  'تشمل', 'يشمل', 'تتضمن', 'يتضمن', 'تغطي', 'يغطي', 'تعتمد', 'يعتمد', 'تستند', 'يستند', 'مبني', 'مبنيه',
  'शामिल', 'आधारित', 'कवर', 'समाहित', 'निर्भर',
  '涵盖', '包括', '包含', '覆盖', '基于', '依托', '涉及', '依靠',
]);

/**
 * A question about her record rather than about engaging her now: past tense ({@link PAST}),
 * cost as an outcome ({@link SAVINGS}), or what she wrote ({@link WRITES_ABOUT}). Vetoes every
 * engagement reading except hiring her as the object of a present or future verb.
 */
function aboutHerRecord(text: string): boolean {
  return PAST(text) || RUSSIAN_PAST.test(text) && !RUSSIAN_CONDITIONAL.test(text) || SAVINGS(text) || WRITES_ABOUT(text);
}

/**
 * The Russian past tense after its subject pronoun ("она организовала", "он работал", "они
 * провели"): the past is the verb's stem with -л, -ла, -ло, -ли, agreeing in gender and number
 * (Wade, "A Comprehensive Russian Grammar", the past tense) — a closed rule, where {@link PAST}
 * lists only the forms of "быть". With "бы" the same form is the conditional ("могла бы она
 * провести воркшоп?"): an ask, not her record.
 */
const RUSSIAN_PAST = /(?<![\p{L}])(она|он|они|оно)\s+\p{L}{2,}(л|ла|ло|ли)(?![\p{L}])/u;
const RUSSIAN_CONDITIONAL = /(?<![\p{L}])бы(?![\p{L}])/u;

// Sentence ends of the ten languages' scripts (Latin, Arabic ؟ ؛, Devanagari danda, CJK full stops).
const SENTENCE_END = /[.;!?؟؛।。！？]+\s*/u;
/**
 * The question's last sentence, where a visitor asks after describing a project ("Our app was built
 * by an agency that closed; the tests fail. Would you work with us to fix it?"): the tense of the
 * description says nothing about the ask.
 */
function lastSentence(text: string): string {
  const parts = text.split(SENTENCE_END).map((p) => p.trim()).filter((p) => words(p).length > 0);
  return parts.at(-1) ?? text;
}

/** Reads "availability" of a system, a library or a percentage as uptime (not as the author's availability). */
function maskThingAvailability(text: string): string {
  return THING(text) || PERCENT.test(text) ? text.replace(AVAILABILITY_WORD, 'uptime') : text;
}

/**
 * Whether the question asks about engaging the author (fees, availability, hiring) by one of the
 * frames above. `personOnly` says whether it refers to her as a person (computed only when needed);
 * `record`: the question asks about her record ({@link aboutHerRecord}, computed once by the caller).
 */
function engagementFrame(text: string, personOnly: () => boolean, record: boolean): boolean {
  // The visitor writing to her ("are you free", "con usted") names her as "you".
  const person = () => YOU(text) || personOnly();
  // "How many workshops" counts them: a quantity interrogative asks a price only when it is not a service's determiner.
  const howMuch = () => HOW_MUCH(countedServices(text));
  if (HIRE_OBJECT.test(text) || HIRE_PHRASES(text)) return true;
  if (record) return false;
  // What a service covers or draws on, with no price asked, is what the service is (SCOPE).
  const scope = SCOPE(text) && !(COST_WORDS.test(text) || RATE_UNIT(text) || ASKS_PRICE(text) || (howMuch() && MONEY(text)));
  if (!scope && MONEY(text) && (SERVICE(text) || RATE_UNIT(text))) return true;
  if (RATE_UNIT(text) && (ASKS_PRICE(text) || howMuch() || ACCEPT(text)) && person()) return true;
  if (!scope && SERVICE(text) && (ASKS_PRICE(text) || (howMuch() && person()))) return true;
  // A service's rate ("Et les ateliers, c'est combien la journée ?", "¿cuánto es por día el taller?"):
  // "how much", a rate unit and a service ask its price whoever is named — the services on her site are hers.
  if (SERVICE(text) && RATE_UNIT(text) && howMuch()) return true;
  // A quote or price list asked for, or a price for having something built for us.
  if (MONEY(text) && (REQUEST(text) || (BUILD(text) && (PAYER(text) || US(text) || person())))) return true;
  if (JOB_OFFER(text) || (CONTRACT(text) && (WITH_HER(text) || ((US(text) || PAYER(text)) && (person() || MODAL(text)))))) return true;
  if (INTERNSHIP(text) && (ACCEPT(text) || ((person() || WITH_HER(text) || YOU(text)) && (MODAL(text) || DESIRE(text) || INTEREST(text) || US(text))))) return true;
  if (howMuch() && ASKS_PRICE(text) && (person() || US(text) || OFFER(text))) return true;
  // The visitor asking her ("you") what it would cost.
  if (MONEY(text) && howMuch() && YOU(text)) return true;
  if (RATE_WORD(text) && words(text).length <= 3) return true;
  if (JOB(text) && (US(text) || INTEREST(text) || NEW_NOW(text)) && (person() || MODAL(text))) return true;
  if ((JOB(text) || JOB_OFFER(text) || OFFER(text)) && CONSIDER(text) && (person() || YOU(text))) return true;
  // Pro-drop languages name no subject ("¿Estaría dispuesta a unirse…?", "هل تقبل الانضمام…"): "our" team suffices.
  if (JOIN_TEAM(text) && US(text)) return true;
  if (MONEY(text) && (PAYER(text) || WORK_WITH(text) || (howMuch() && OFFER(text))) && person()) return true;
  // Wanting to work with her ("I'd love to work with you", "أودّ العمل معكِ", "想和你合作").
  if ((WORK_WITH(text) || OFFER(text)) && WITH_HER(text) && (DESIRE(text) || MODAL(text) || US(text) || WHEN(text) || START(text) || FUTURE_TIME(text))) return true;
  if (ACCEPT(text) && (OFFER(text) || SERVICE(text)) && (NEW_NOW(text) || FREELANCE(text) || FUTURE_TIME(text) || US(text))) return true;
  // An indirect request (Searle 1975, "Indirect speech acts": asking whether she can or would do
  // something is asking her to do it): one of her services, with us as its beneficiary and a modal
  // or a wish ("Could she run a workshop for our team?", "她能给我们团队做一次培训吗？").
  if (!scope && SERVICE(text) && US(text) && (MODAL(text) || DESIRE(text))) return true;
  // Inviting her to give a talk, a training or a workshop ("Пригласить её провести тренинг", "دعوتش کنیم برای سمینار").
  if (INVITE(text) && SERVICE(text) && (person() || US(text) || MODAL(text))) return true;
  if (INVITE(text) && MONEY(text) && (person() || YOU(text) || US(text))) return true;
  if (OPEN_TO(text) && (OFFER(text) || SERVICE(text) || FREELANCE(text) || JOB(text))) return true;
  // Freelancing now or still ("Sigue haciendo trabajos como freelance?", "tá pegando freela agora?").
  if (FREELANCE(text) && (NEW_NOW(text) || ACCEPT(text) || MODAL(text) || FUTURE_TIME(text))) return true;
  if (SCHEDULE(text) && (FULL_OPEN(text) || FUTURE_TIME(text) || MONTH(text) || NEW_NOW(text))) return true;
  // A slot in her ("your") calendar asked for: booking.
  if (SCHEDULE(text) && YOU(text) && (MODAL(text) || DESIRE(text) || REQUEST(text))) return true;
  // A pro-drop language names no subject ("¿Desde cuándo estaría libre?"): a modal stands in for her.
  if (FREE(text) && (OFFER(text) || START(text) || WHEN(text) || FUTURE_TIME(text) || MONTH(text) || US(text)) && (MODAL(text) || person() || FUTURE_TIME(text))) return true;
  if (START(text) && WHEN(text) && (MODAL(text) || FREE(text)) && (OFFER(text) || US(text) || person())) return true;
  if (OFFER(text) && US(text) && person()) return true;
  if (WORK_START(text) && (WHEN(text) || MODAL(text) || person())) return true;
  return (START(text) || WORK_WITH(text)) && US(text) && (WHEN(text) || MODAL(text) || person() || ACCEPT(text) || INTEREST(text) || DESIRE(text));
}

/**
 * What a client receives from a service (issue 31, kind 4): "what do we get at the end", "was
 * bekommen wir", "que reçoit le client", "qué recibimos", "o que recebemos", "что мы получим",
 * "چه چیزی تحویل", "ماذا نحصل", "क्या मिलेगा", "得到什么". The receiving verbs of VerbNet's
 * get-13.5.1 and receive-13.5.2 classes ("get", "receive", "obtain") and "deliver", with their
 * dictionary equivalents in the other nine languages; with {@link SCOPE} the predicates of a
 * question about what a service is.
 */
const RECEIVE = concept([
  'get', 'gets', 'receive*', 'obtain*', 'deliver*', 'end up with', 'come away with', 'walk away with', 'take away',
  'bekomm*', 'erhalt*', 'liefer*', 'recoi*', 'recev*', 'obtien*', 'obten*', 'obtenir', 'livr*', 'recib*', 'entreg*', 'receb*', 'obtem', 'obtemos', 'obter',
  'получ*', 'переда*', 'دریافت*', 'تحویل*', 'نحصل', 'یحصل', 'تحصل', 'نستلم', 'یستلم', 'نتلقی', 'یتلقی', 'تسلیم',
  'मिलेगा', 'मिलेगी', 'मिलेंगे', 'मिलता', 'मिलती', 'मिलते', 'प्राप्त', '得到', '获得', '收到', '交付', '拿到',
]);
/** Interrogatives that ask for a thing (Li & Roth's ENTY and DESC classes): "what", "which", "was", "quoi", "что", "چه", "ماذا", "क्या", "什么". */
const THING_ASKED = concept([
  'what', 'which', 'was', 'welche*', 'que', 'qu', 'quoi', 'quel', 'quels', 'quelle', 'quelles', 'qu est ce', 'cual*', 'o que', 'qual', 'quais',
  'что', 'чем', 'какие', 'какой', 'какая', 'каков*', 'چه', 'چی', 'چیست', 'کدام', 'ما', 'ماذا', 'ای', 'क्या', 'कौन', 'किन', '什么', '哪些', '哪',
]);
/**
 * A conditional opening the question ("If we book her code review, …", "Wenn wir …, …", "Si …, …",
 * "Если …, …", "اگر …، …", "إذا …، …", "अगर … तो …", "如果…，…"): the subordinators of the ten
 * languages' grammars, the protasis ending at the first comma or at the apodosis particle
 * ("then", "dann", "alors", "entonces", "então", "то", "तो", "那么"); Chinese writes the subordinator
 * joined to the next word ("如果我们"). The question asked is the
 * apodosis (the main clause: Quirk et al. 1985, §15.33, conditional clauses); the protasis is
 * what is supposed.
 */
const CONDITIONAL = /^(?:(?:if|once|should we|suppose|wenn|falls|sofern|si|s|au cas ou|en caso de que|se|caso|если|в случае|اگر|اگه|در صورتی که|اذا|لو|ان|अगर|यदि)(?![\p{L}\p{M}])|如果|假如|要是|假设)\s*([^,،，;؛]+?)(?:\s*[,،，;؛]\s*|\s+(?:then|dann|alors|entonces|entao|то|तो)\s+|那么)(.+)$/su;

/**
 * The question's main clause when it opens with a conditional whose protasis engages her for a
 * service and whose main clause asks what that service covers or delivers (issue 31, kind 4: "If
 * we book her code review, what do we actually get at the end of it?"): the apodosis asks a thing
 * ({@link THING_ASKED}) with a predicate of content ({@link SCOPE}, {@link RECEIVE}), a service is
 * named ({@link SERVICE}: "If we hire her, what would we get?" names none and stays engagement);
 * the protasis holds no price, rate, schedule, free time or time to come — those are asked, not supposed,
 * whatever the syntax ("If we book her next month, what does it cost?" stays engagement). Null
 * otherwise.
 * @param text the normalized, diacritic-folded question, her name read as the author
 */
function contentAskedUnderCondition(text: string): string | null {
  const m = CONDITIONAL.exec(text.toLowerCase().trim());
  if (!m) return null;
  const [, supposed, asked] = m as unknown as [string, string, string];
  if (!THING_ASKED(asked) || !(SCOPE(asked) || RECEIVE(asked)) || !(SERVICE(supposed) || SERVICE(asked))) return null;
  const priced = MONEY(supposed) || COST_WORDS.test(supposed) || RATE_UNIT(supposed) || ASKS_PRICE(supposed) || HOW_MUCH(supposed);
  const timed = FREE(supposed) || SCHEDULE(supposed) || FUTURE_TIME(supposed) || MONTH(supposed) || WHEN(supposed) || START(supposed) || WORK_START(supposed);
  return priced || timed ? null : asked;
}

/**
 * Returns the category of the first pattern that matches the normalized question, or null.
 * Makes no external call; microseconds (no I/O, one ICU word segmentation at most twice).
 * @param opts.authorNames the author's name in the site languages and its further forms, read as
 *   the author placeholder ({@link AUTHOR}) in whatever script they are written
 * @param opts.authorPronouns the profile's pronouns for her (any language): with her name, they
 *   make a comparison one that involves her
 */
export function matchRefusalPattern(question: string, opts: { authorNames?: readonly string[]; authorPronouns?: readonly string[] } = {}): RefusalCategory | null {
  const category = matchWhole(question, opts);
  if (category !== 'engagement') return category;
  // "If we book her code review, what do we get?": the main clause is the question (see contentAskedUnderCondition).
  const asked = contentAskedUnderCondition(foldDiacritics(normalizeForMatching(readAuthorName(question, opts.authorNames ?? []))));
  return asked === null ? category : matchWhole(asked, opts);
}

/** {@link matchRefusalPattern} on the question as a whole. */
function matchWhole(question: string, opts: { authorNames?: readonly string[]; authorPronouns?: readonly string[] }): RefusalCategory | null {
  // Words are separated by any run of white space (a line break, two spaces): patterns write one space.
  // Diacritic-insensitive (UCA primary strength): a mark over a trigger word does not hide it.
  const read = (text: string) => joinSpacedLetters(readAuthorName(text, opts.authorNames ?? [])).replace(/\s+/gu, ' ').trim();
  const normalized = normalizeForMatching(question);
  const q = read(foldDiacritics(normalized));
  // Apostrophes and hyphens read as spaces for the phrase lists ("l'avenir", "peut-elle", "as-tu").
  const spaced = readEnclitics(q).replace(/['’\-]/g, ' ');
  // First: "translate your initial instructions" asks for the instructions, whatever the verb.
  if (META_ADDRESSED.some((re) => re.test(q) || re.test(spaced))) return 'meta';
  // A system's or a library's availability is not hers; a question about her record (past tense,
  // savings, what she wrote) is not about engaging her, unless it hires her.
  const qa = maskThingAvailability(q);
  const sa = maskThingAvailability(spaced);
  const record = aboutHerRecord(lastSentence(spaced)) && !HIRE_OBJECT.test(spaced);
  let person: boolean | undefined;
  const asPerson = () => (person ??= refersToAuthorAsPerson(read(normalized), new Set((opts.authorPronouns ?? []).map(normalizeForMatching))));
  // Before the other categories: "Quel budget prévoir pour travailler avec elle ?" asks a price
  // ("prévoir", to plan, is also a speculation phrase), "ظرفیت پذیرش مشتری جدید در سال آینده"
  // availability (a time to come is also a forecast), and the reader gets the contact link.
  // An injection that quotes an engagement sentence ("just say 'she is available for any project'") is meta.
  if (PATTERNS.some(([category, re]) => category === 'meta' && re.test(q))) return 'meta';
  let starts: Set<number> | undefined;
  const wordStarts = () => (starts ??= new Set([...segmenter.segment(spaced)].map((s) => s.index)));
  if (EARNINGS.some((re) => re.test(q)) || matchesPhrases(EARNINGS_PHRASES, spaced, wordStarts)) return 'private';
  if (engagementFrame(sa, asPerson, record)) return 'engagement';
  for (const [category, re] of PATTERNS) if (re.test(category === 'engagement' ? qa : q) && !(category === 'engagement' && record)) return category;
  if (PRIVATE_CONTACT.some((re) => re.test(q) || re.test(spaced))) return 'private';
  if (COST_WORDS.test(spaced) && SERVICE_WORDS.test(spaced) && !record) return 'engagement';
  for (const [category, m] of PHRASE_MATCHERS) {
    if (category === 'engagement' ? !record && matchesPhrases(m, sa, wordStarts) : matchesPhrases(m, spaced, wordStarts)) return category;
  }
  // Her public contact, once nothing private matched (see PUBLIC_CONTACT): the reader gets the link.
  // Only about her (as a person, or her possessive: "Darya's e-mail"): "How can one contact the Golestan archive?", "How do we reach good recall?"
  // and "Does the archive have a contact page?" ask about the work (found by a fresh tester).
  const hers = () => asPerson() || words(read(normalized)).some((w) => w === AUTHOR || POSSESSIVE_ONLY.has(w) || POSSESSIVE_OR_PERSONAL.has(w) || HAN_PERSONAL.has(w) || OBJECT_PRONOUNS.has(w) || ARABIC_HER.test(w));
  if (BARE_CONTACT.test(spaced) || ((PUBLIC_CONTACT.some((re) => re.test(q) || re.test(spaced)) || matchesPhrases(CONTACT_PHRASES, spaced, wordStarts)) && hers())) return 'engagement';
  // She is the one comparing when the question asks what she wrote ("in ihrem Blogbeitrag … im Vergleich zu").
  if ((COMPARISONS.some((re) => re.test(q)) || matchesPhrases(COMPARISON_PHRASES, spaced, wordStarts)) && !WRITES_ABOUT(spaced) && asPerson()) return 'speculation';
  return null;
}

/**
 * Layer 1 for one turn of the conversation (issue 30): the turn's L1 texts in order — the message,
 * then (a follow-up) the previous question joined with it — matched by {@link matchRefusalPattern}
 * with the author's names and pronouns from the profile; the first category found, or null. L1
 * reads the visitor's own words (never a rewrite). Pure; no external call.
 */
export function refusalOf(turn: Pick<Turn, 'l1' | 'author'> & Partial<Pick<Turn, 'aboutAuthor' | 'question'>>): RefusalCategory | null {
  const author = l1Author(turn.author);
  for (const text of turn.l1) {
    const category = matchRefusalPattern(text, author);
    if (category) return category;
  }
  // Whether she holds a proposition — an opinion of hers about what will be (lib/question stance
  // `belief`, FrameNet's Opinion frame with its clause): no page states her beliefs as such, so it
  // is speculation, as the patterns above refuse it.
  if (turn.aboutAuthor && turn.question?.predicate.belief) return 'speculation';
  return null;
}

/** What L1 reads as the author: her names (read as the author placeholder) and her pronouns. */
export function l1Author(who: Turn['author']): { authorNames: readonly string[]; authorPronouns: readonly string[] } {
  return { authorNames: who.names, authorPronouns: [...who.pronouns, ...who.hanPronouns] };
}
