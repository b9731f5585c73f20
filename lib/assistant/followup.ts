/**
 * Follow-up questions (design, Layer 2 "Follow-ups"): a follow-up is checked and retrieved together
 * with the previous question; an ordinal follow-up ("tell me more about the second one") adds the
 * item it points at — the position read from the question, the list from the previous answer (the
 * site's titles it names, or its numbered lines) — only when both are unambiguous; otherwise the
 * start of the previous answer is added instead.
 */
import { contentWords, normalizeForMatching } from '@/lib/text';

/** One earlier turn of the conversation. */
export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

/** What a follow-up resolves to. */
export interface FollowUp {
  /** The previous question joined with this one: what L1 checks and retrieval uses. */
  joined: string;
  /** The item an ordinal points at, when position and list are unambiguous. */
  item?: { title: string; slug?: string; position: number };
}

// Continuation words at the start of a question, in the ten languages.
const CONTINUATION = /^(and|also|what about|how about|but|so|then|و|همچنین|پس|اون|آن|und|auch|et|aussi|y|e|también|também|и|а|ещё|также|و|ثم|और|तो|那|还有|那么)(?![\p{L}])/iu;

// Ordinal words → position (1-based; -1 = last), per language.
const ORDINALS: [RegExp, number][] = [
  [/\b(first|1st|erste[nrms]?|premi[eè]re?|primer[oa]?|primeir[oa])\b|(?<![\p{L}])(اولی|اول|اولین|первый|первая|первое|первом|الأول|الأولى|पहला|पहली|पहले)(?![\p{L}])|第一/iu, 1],
  [/\b(second|2nd|zweite[nrms]?|deuxi[eè]me|seconde?|segund[oa])\b|(?<![\p{L}])(دومی|دوم|دومین|второй|вторая|второе|втором|الثاني|الثانية|दूसरा|दूसरी|दूसरे)(?![\p{L}])|第二/iu, 2],
  [/\b(third|3rd|dritte[nrms]?|troisi[eè]me|tercer[oa]?|terceir[oa])\b|(?<![\p{L}])(سومی|سوم|سومین|третий|третья|третье|третьем|الثالث|الثالثة|तीसरा|तीसरी|तीसरे)(?![\p{L}])|第三/iu, 3],
  [/\b(fourth|4th|vierte[nrms]?|quatri[eè]me|cuart[oa]|quart[oa])\b|(?<![\p{L}])(چهارمی|چهارم|четвертый|четвёртый|الرابع|चौथा|चौथी)(?![\p{L}])|第四/iu, 4],
  [/\b(fifth|5th|fünfte[nrms]?|cinqui[eè]me|quint[oa])\b|(?<![\p{L}])(پنجمی|پنجم|пятый|الخامس|पांचवां|पाँचवाँ)(?![\p{L}])|第五/iu, 5],
  [/\b(last|letzte[nrms]?|derni[eè]re?|[uú]ltim[oa])\b|(?<![\p{L}])(آخری|آخرین|последний|последняя|الأخير|الأخيرة|आखिरी|अंतिम)(?![\p{L}])|最后/iu, -1],
];

/** The position an ordinal in the question points at, or null (none, or more than one). */
export function ordinalPosition(question: string): number | null {
  const found = ORDINALS.filter(([re]) => re.test(question)).map(([, n]) => n);
  return found.length === 1 ? found[0]! : null;
}

/**
 * The list the previous answer gave: its numbered lines, else the known titles it names in order.
 * @param titles the site's entry titles (any locale) with their slugs
 */
export function previousList(answer: string, titles: readonly { title: string; slug: string }[]): { title: string; slug?: string }[] {
  const numbered = [...answer.matchAll(/^\s*\d{1,2}[.)]\s+(.+)$/gm)].map((m) => m[1]!.trim());
  if (numbered.length >= 2) {
    return numbered.map((line) => {
      const hit = titles.find((t) => normalizeForMatching(line).includes(normalizeForMatching(t.title)));
      return hit ? { title: hit.title, slug: hit.slug } : { title: line.replace(/\s*\(.*\)\s*$/, '') };
    });
  }
  const text = normalizeForMatching(answer);
  const hits: { title: string; slug: string; at: number }[] = [];
  for (const t of titles) {
    const at = text.indexOf(normalizeForMatching(t.title));
    if (at >= 0 && !hits.some((h) => h.slug === t.slug)) hits.push({ ...t, at });
  }
  return hits.sort((a, b) => a.at - b.at).map(({ title, slug }) => ({ title, slug }));
}

/** Characters of the previous answer added when no item can be resolved. */
const ANSWER_START_CHARS = 300;

/**
 * Resolves a follow-up, or null when the question stands on its own. A question is a follow-up
 * when there is a previous question and it starts with a continuation word, holds an ordinal, or
 * has at most one content word of its own.
 */
export function readFollowUp(question: string, history: readonly Turn[], titles: readonly { title: string; slug: string }[]): FollowUp | null {
  const previous = [...history].reverse().find((t) => t.role === 'user')?.content;
  if (!previous) return null;
  const position = ordinalPosition(question);
  const isFollowUp = position !== null || CONTINUATION.test(question.trim()) || contentWords(question).length <= 1;
  if (!isFollowUp) return null;
  const answer = [...history].reverse().find((t) => t.role === 'assistant')?.content ?? '';
  if (position !== null && answer) {
    const list = previousList(answer, titles);
    const index = position === -1 ? list.length - 1 : position - 1;
    if (list.length >= 2 && index >= 0 && index < list.length) {
      const item = list[index]!;
      return { joined: `${previous} ${question}`, item: { ...item, position } };
    }
    return { joined: `${previous} ${question} ${answer.slice(0, ANSWER_START_CHARS)}` };
  }
  return { joined: `${previous} ${question}` };
}
