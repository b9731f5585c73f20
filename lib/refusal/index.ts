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
  ['engagement', /\b(fees?|rates?|pric(e|es|ing)|cost|charge|salary|hourly|day rate|budget|availab(le|ility)|hire|hiring|book(ing)?|free to start|start date|when can (she|he|they) start|open to (work|offers))\b/],
  ['private', /\b(phone( number)?|mobile number|home address|where does (she|he) live|marital|married|spouse|husband|wife|military service|date of birth|birthday|how old|age of|religion)\b/],
  ['speculation', /\b(will (she|he|they) (be|become|get|win|leave)|in (five|ten|\d+) years|predict|forecast|better than|compared? (to|with)|versus)\b/],
  ['meta', /\b(system prompt|your (instructions|prompt|rules)|ignore (all |the |your )?(previous |above )?(instructions|rules)|reveal|repeat the (text|words) above|developer mode|jailbreak|pretend (to be|you are))\b/],
  ['work-request', /\b(write (me )?(a|an|the|some)? ?(code|function|script|essay|poem|letter|email|story)|translate (this|the following|into)|solve (this|my)|fix my|debug my|do my homework)\b/],
  // Persian: both the joined and the ZWNJ-separated spellings normalize to the spaced form.
  ['engagement', /(دستمزد|هزینه|قیمت|نرخ|حقوق|تعرفه|استخدام|زمان (آزاد|خالی)|در دسترس|کی می ?تواند شروع)/],
  ['private', /(شماره (تلفن|تماس|موبایل)|آدرس (خانه|منزل)|وضعیت تاهل|ازدواج|همسر|سربازی|نظام وظیفه|تاریخ تولد|چند سال(ش| دارد))/],
  ['meta', /(دستورالعمل|پرامپت|دستورهای (قبلی|خود)|نادیده بگیر)/],
  ['work-request', /(برایم بنویس|ترجمه کن|کد بنویس|حل کن)/],
];

/**
 * Returns the category of the first pattern that matches the normalized question, or null.
 * Makes no external call.
 */
export function matchRefusalPattern(question: string): RefusalCategory | null {
  const q = normalizeForMatching(question);
  for (const [category, re] of PATTERNS) if (re.test(q)) return category;
  return null;
}
