/**
 * Layer 1, pattern refusal before retrieval — first version: English and Persian patterns for the
 * five categories of the design, on the normalized question. Phrase lists for the other eight
 * languages, the author's name read as a pronoun and follow-up checks arrive with issue 4.
 * Known limit: paraphrases the patterns don't know get through; L3 and L4 stand behind them.
 */
import { normalizeForMatching } from '@/lib/text';

/** Refusal categories of the design. */
export type RefusalCategory = 'engagement' | 'private' | 'speculation' | 'meta' | 'work-request';

const PATTERNS: [RefusalCategory, RegExp][] = [
  // Topic words that also name the work ("error rates", "in charge of", "a book", "is the code
  // available") are only refused next to a person or an engagement word.
  ['engagement', /\b(fees?|(her|his|their|your|hourly|daily|day) rates?|rates? (for|per)|pric(e|es|ing)|salary|hourly|does (she|he|they) charge|how much (does|would|will) (she|he|they|it cost to)|availability|(is|are) (she|he|they) (available|free)|hire|hiring|book (her|him|them|a call|a meeting|a session)|start date|when can (she|he|they) start|open to (work|offers|new (roles|projects)))\b/],
  ['private', /\b(phone( number)?|mobile number|home address|where does (she|he|they) live|marital|married|spouse|husband|wife|military service|date of birth|birthday|how old|religio(n|us))\b/],
  ['speculation', /\b(will (she|he|they) (be|become|get|win|leave|join|move)|in (five|ten|\d+) years|(predict|forecast)\w* (her|his|their)|(is|was) (she|he) (better|worse|smarter) than|compare (her|him) (to|with))\b/],
  ['meta', /\b(system prompt|your (instructions|prompt|rules)|ignore (all |the |your )?(previous |above |prior )?(instructions|rules|directions)|reveal your|repeat the (text|words) above|developer mode|jailbreak|pretend (to be|you are))\b/],
  ['work-request', /^(please |can you |could you )?(translate|write|rewrite|compose|generate|solve|debug|fix)\b|\b(write (me |us )?(a|an|some|the) ([\w+#-]+ ){0,2}(code|function|script|essay|poem|letter|e-?mail|story|program|class)|translate (this|the following|into)|solve (this|my)|fix my|debug my|do my homework)\b/],
  // Persian: both the joined and the ZWNJ-separated spellings normalize to the spaced form.
  ['engagement', /(دستمزد|هزینه|قیمت|نرخ|حقوق|تعرفه|استخدام|زمان (آزاد|خالی)|در دسترس|(آزاد|در دسترس) (است|هست)|برای همکاری (آزاد|در دسترس)|کی می ?تواند شروع)/],
  ['private', /(شماره (تلفن|تماس|موبایل)|آدرس (خانه|منزل)|وضعیت تاهل|ازدواج|همسر|سربازی|نظام وظیفه|تاریخ تولد|چند سال(ش| دارد))/],
  ['meta', /(دستورالعمل|پرامپت|دستورهای (قبلی|خود)|نادیده بگیر)/],
  ['work-request', /(برایم بنویس|ترجمه کن|کد بنویس|حل کن)/],
];

/**
 * Reads the author's name as a pronoun (design, Layer 1): "what are Darya's rates?" is asked like
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

/**
 * Returns the category of the first pattern that matches the normalized question, or null.
 * Makes no external call.
 * @param opts.authorNames the author's name in the site languages, read as a pronoun
 */
export function matchRefusalPattern(question: string, opts: { authorNames?: readonly string[] } = {}): RefusalCategory | null {
  const q = nameAsPronoun(normalizeForMatching(question), opts.authorNames ?? []);
  for (const [category, re] of PATTERNS) if (re.test(q)) return category;
  return null;
}
