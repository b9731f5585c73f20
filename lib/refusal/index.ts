/**
 * Layer 1, pattern refusal before retrieval: regular expressions for English and Persian and
 * phrase lists for the other eight languages (./phrases.ts), for the five categories of the
 * design, on the normalized question with the author's name read as a pronoun.
 * Known limit: paraphrases the patterns don't know get through; L3 and L4 stand behind them.
 */
import { normalizeForMatching } from '@/lib/text';
import { PHRASES } from './phrases';

/** Refusal categories of the design (stable strings: recorded per answer, labelled on the dashboard). */
export const REFUSAL_CATEGORIES = ['engagement', 'private', 'speculation', 'meta', 'work-request'] as const;
export type RefusalCategory = (typeof REFUSAL_CATEGORIES)[number];

const PATTERNS: [RefusalCategory, RegExp][] = [
  // Topic words that also name the work ("error rates", "in charge of", "a book", "is the code
  // available", "computational cost") are only refused next to a person or an engagement word.
  ['engagement', /\b(fees?|(her|his|their|your|hourly|daily|day) rates?|rates? (for|per)|pric(e|es|ing)|salary|hourly|does (she|he|they) charge|how much (does|would|will) (she|he|they|it cost to)|how much (would|does|will|do) [^?]{0,60}\b(with|by|from) (her|him|them)\b[^?]{0,20}\bcost|(service|workshop|consulting|consultation|review|session|training|coaching)s?\b[^?]{0,30}\bcosts?\b|how much (is|are|for|does|would|do|will)\b[^?]{0,40}\b(workshops?|consult\w*|reviews?|sessions?|trainings?|coaching|services?)\b|availability|(is|are) (she|he|they) (available|free)|hire|hiring|book (her|him|them|a call|a meeting|a session)|start date|when can (she|he|they) start|open to ((full|part)[- ]time |new |freelance )?(job |work )?(work|offers|roles|opportunities|projects)|(looking|searching|hunting|applying) for (a |an )?(new |different |another )?(job|position|role|employer|opportunit\w*)|job[- ](hunting|search\w*)|(open|willing|ready|happy|able) to (relocat\w*|move (to|abroad|countries)|work remotely)|relocat\w* (to|abroad)|how much (does|would|will|do) (she|he|they) (cost|charge))\b/],
  ['private', /\b(phone( number)?|mobile number|home address|where does (she|he|they) live|marital|married|spouse|husband|wife|(boy|girl)friend|(have|has) (any )?(kids|children)|(her|his) (kids|children|family)|military service|date of birth|birthday|how old|religio(n|us)|(was|were) (she|he|they) born|(she|he|they) (was|were) born|birth ?(date|day|year|place)|(year|place|city|country) of birth|(her|his|their) age|(her|his|their) (personal |private |work |contact )?e-?mail( address)?(?! \w)|e-?mail address (of|for) (her|him|them|she)|contact (e-?mail|address)|e-?mail (her|him|them)|contact (details|info|information)|(her|his|their) (home |postal |mailing |street |private )?address(?! \w))\b/],
  ['speculation', /\b(will (she|he|they) (still )?(be|become|get|win|leave|join|move|stay|keep|maintain\w*)|(she|he)['’]ll (be|become|get|win|leave)|do you think (she|he)|in (two|three|four|five|ten|\d+) years|(two|three|four|five|ten|\d+) years from now|(predict|forecast)\w* (her|his|their)|(is|was) (she|he) (a )?(better|worse|smarter|more talented|more successful)( \w+)? than|who is (more|better|smarter)|how does (she|he) compare|compare (her|him) (to|with)|will (she|he)|(she|he) will|(in|by|until|around) (the year )?20[3-9]\d)\b/],
  ['meta', /\b(system prompt|your (instructions|prompt|rules)|ignore\b[^.?!]{0,40}\b(instructions|rules|directions|prompt)|reveal your|repeat (the|your) (text|words|instructions|prompt)|(admin(istrator)?|developer) (override|mode)|(switch|turn) off your|answer as (she|her|herself)|in the first person|jailbreak|pretend (to be|you are)|disregard (all |the |your |any )?(previous|prior|above|earlier)|(respond|reply|answer|output|print|say|write)( back)? (only|just|solely|exclusively) (with|the word|the phrase|["'“]|yes|no)|(respond|reply|answer) with (only|just)\b|only (respond|reply|answer) with|then (say|print|output|type|respond|reply|shout)|then write (the word|exactly|only|["'“])|(say|print|output|type|write) (the word|the phrase|exactly|verbatim))\b/],
  ['work-request', /^(please |can you |could you )?(translate|write|rewrite|compose|generate|solve|debug|fix|compute|calculate)\b|\b(write (me |us )?(a|an|some|the) ([\w+#-]+ ){0,2}(code|function|script|essay|poem|letter|e-?mail|story|program|class)|give me (a|an|some) (regex|regular expression|script|function|program|query|code|snippet)|translate (this|the following|into)|solve (this|my)|fix my|debug my|do my homework|(review|check|fix|debug|improve|proofread|correct|edit|optimi[sz]e|refactor|rewrite|grade|critique|look (at|over)|go over) (my|our|this|the following) ([\w+#-]+ ){0,2}(code|essay|cv|resume|résumé|paper|thesis|text|letter|script|program|function|query|sql|regex|draft|article|application|homework|pull request|pr|repo(sitory)?|notebook|slides|proposal))\b/],
  // Persian: both the joined and the ZWNJ-separated spellings normalize to the spaced form.
  ['engagement', /(دستمزد|حقوق|استخدام|(نرخ|تعرفه|هزینه|قیمت) (ساعتی|روزانه|کاری|همکاری|مشاوره|کارگاه|خدمات|استخدام)|نرخش|چقدر (می ?گیرد|میگیره|می گیره|هزینه|خرج)|(هزینه|قیمت)[^؟?]{0,40}(با|از) (او|she)[^؟?]{0,12}چقدر|(زمان|وقت) (آزاد|خالی)|در دسترس|(آزاد|در دسترس) (است|هست)|برای همکاری (آزاد|در دسترس)|کی می ?تواند شروع|(دنبال|جویای) (کار|شغل|موقعیت)|(حاضر|آماده|مایل)[^؟?]{0,25}(مهاجرت|نقل مکان|جابه ?جا)|ساعتی چند|ساعتی چقدر)/],
  ['private', /(شماره (تلفن|تماس|موبایل|همراه)|آدرس (خانه|خونه|خونش|منزل|محل زندگی)|کجا زندگی می ?کند|وضعیت تاهل|متاهل|مجرد|ازدواج|همسر|فرزند|بچه|سربازی|نظام وظیفه|تاریخ تولد|چند سال(ش| دارد)|مذهب|دین|(به ?|ب)دنیا (آ|ا|او)مد|متولد|(او|she|کی|کجا|چه سالی|چه تاریخی)[^؟?]{0,20}زاده (شد|شده)|(سال|محل|شهر) تولد|زادگاه|(آدرس|نشانی) (ایمیل|پست الکترونیک|رایانامه)|(ایمیل|رایانامه|پست الکترونیک) ?(ش|او|she|شخصی)(?!\p{L})|سن (او|she)|سنش)/u],
  ['speculation', /(تا (دو|سه|پنج|ده|\d+) سال دیگر|سال (بعد|آینده|دیگه)|در آینده|خواهد (شد|کرد|بود|رفت)|(در|تا) (سال )?20[3-9]\d|از .{1,30} بهتر (است|هست)|مقایسه|موفق تر|فکر می ?کنی)/],
  ['meta', /(دستورالعمل|پرامپت|دستورهای (قبلی|خود)|نادیده بگیر|قوانینت|قوانین خود|فراموش کن|از زبان خود|با ضمیر|فقط (با )?(کلمه|واژه|عبارت)|فقط (جواب|پاسخ) بده|فقط بنویس|(بعد|سپس|بعدش|بعد از آن) (بگو|بنویس|تایپ کن))/],
  ['work-request', /(بنویس(?!\p{L})|ترجمه کن|حل کن|دیباگ|محاسبه کن|(کد|متن|مقاله|رزومه|انشا|نامه|پایان ?نامه|برنامه) ?(م|ام|من)(?!\p{L})( را| رو)? ?(بررسی|چک|اصلاح|درست|ویرایش|بهتر|تصحیح|نقد|دیباگ|مرور) ?(کن|کنید|بکن))/u],
];

/**
 * Reads the author's name as a pronoun (design, Layer 1): "what are <name>'s rates?" is asked like
 * "what are her rates?". Full name first, then each part; possessive forms become "her".
 */
function nameAsPronoun(q: string, authorNames: readonly string[]): string {
  const forms = [...new Set(authorNames.flatMap((n) => {
    const norm = normalizeForMatching(n).replace(/[·•]/g, ' ');
    return [norm, ...norm.split(/\s+/)];
  }))].filter((f) => f.length >= 2).sort((a, b) => b.length - a.length);
  let out = q;
  for (const f of forms) {
    const esc = f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out
      .replace(new RegExp(`(?<![\\p{L}])${esc}(?:'s|’s|s')(?![\\p{L}])`, 'gu'), 'her')
      .replace(new RegExp(`(?<![\\p{L}])${esc}(?![\\p{L}])`, 'gu'), /\p{Script=Arabic}/u.test(f) ? 'او' : 'she');
  }
  return out;
}

// Four or more single letters separated by a space, dot, hyphen, underscore or asterisk
// ("i g n o r e", "i.g.n.o.r.e") are one word spelled out to slip past the patterns.
const SPACED_LETTERS = /(?<![\p{L}\p{M}])\p{L}(?:[ .\-_*]\p{L}(?![\p{L}\p{M}])){3,}/gu;
/** Joins a word spelled out letter by letter ("i g n o r e previous" → "ignore previous"). */
function joinSpacedLetters(q: string): string {
  return q.replace(SPACED_LETTERS, (m) => m.replace(/[ .\-_*]/g, ''));
}

/**
 * Returns the category of the first pattern that matches the normalized question, or null.
 * Makes no external call.
 * @param opts.authorNames the author's name in the site languages, read as a pronoun
 */
export function matchRefusalPattern(question: string, opts: { authorNames?: readonly string[] } = {}): RefusalCategory | null {
  const q = joinSpacedLetters(nameAsPronoun(normalizeForMatching(question), opts.authorNames ?? []));
  for (const [category, re] of PATTERNS) if (re.test(q)) return category;
  // Apostrophes and hyphens read as spaces for the phrase lists ("l'avenir", "peut-elle").
  const spaced = q.replace(/['’\-]/g, ' ');
  for (const [category, re] of PHRASE_PATTERNS) if (re.test(spaced)) return category;
  return null;
}

const escape = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// One alternation per category: whole-word phrases (letters and combining marks as word
// characters, so Devanagari vowel signs do not end a word), plus Chinese substrings.
const PHRASE_PATTERNS: [RefusalCategory, RegExp][] = REFUSAL_CATEGORIES.map((category) => {
  const all = Object.values(PHRASES).flatMap((lists) => lists[category]).map((p) => normalizeForMatching(p).replace(/['’\-]/g, ' '));
  const han = all.filter((p) => /\p{Script=Han}/u.test(p)).map(escape);
  const words = all.filter((p) => !/\p{Script=Han}/u.test(p)).map(escape);
  const parts = [`(?<![\\p{L}\\p{M}])(?:${words.join('|')})(?![\\p{L}\\p{M}])`, ...(han.length ? [`(?:${han.join('|')})`] : [])];
  return [category, new RegExp(parts.join('|'), 'u')];
});
