/**
 * Layer 3, the system prompt with numbered sources. The one layer the model can ignore: every risky
 * instruction here has a deterministic counterpart in L1 or L4.
 */
import { NO_ANSWER_TOKEN } from '@/lib/gate';
import type { Locale } from '@/lib/text';

const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English', fa: 'Persian', de: 'German', fr: 'French', es: 'Spanish', pt: 'Portuguese', ru: 'Russian', ar: 'Arabic', hi: 'Hindi', zh: 'Chinese',
};

/** A numbered source: `[S<n>]` is `sources[n-1]`. */
export interface PromptSource {
  title: string;
  heading: string;
  content: string;
}

/** Text of a source as the model and the gate see it (the gate checks values against exactly this). */
export function sourceText(s: PromptSource): string {
  return [s.title, s.heading && s.heading !== s.title ? s.heading : '', s.content].filter(Boolean).join('\n');
}

/**
 * Builds the instructions and the user message.
 * @param args.overview the sources are date-ordered entries (the entries path), not passages
 * @param args.history earlier turns; the last exchange is included for follow-ups
 * @param args.item for an ordinal follow-up, the title of the item the reader means
 * @returns `instructions` (system) and `prompt` (question + numbered sources)
 */
export function buildPrompt(args: {
  question: string; locale: Locale; authorName: string; sources: PromptSource[]; overview?: boolean;
  history?: { role: 'user' | 'assistant'; content: string }[]; item?: string;
}): { instructions: string; prompt: string } {
  const n = args.sources.length;
  const instructions = [
    `You answer visitors' questions on the portfolio site of ${args.authorName}.`,
    `Use only the numbered sources [S1]…[S${n}] supplied with the question. Never use other knowledge.`,
    `Write about ${args.authorName} in the third person, never as "I" or "we", and answer in ${LANGUAGE_NAMES[args.locale]}.`,
    'Never state availability, fees, prices or dates of engagement.',
    'Never invent or compute a number or a date; copy values exactly as the sources write them.',
    'Say "currently" only of entries the sources mark as current.',
    'End every sentence that states a fact with the marker of its source, e.g. [S2].',
    `If the sources do not answer the question, reply with exactly ${NO_ANSWER_TOKEN} and nothing else.`,
    ...(args.overview ? [`The sources are ${args.authorName}'s entries, newest first, each with its dates as the site shows them: answer with the entries that fit the question, in that order, one sentence each, copying titles and dates exactly.`] : []),
  ].join('\n');
  // The last exchange gives a follow-up its context; older turns add cost, not grounding.
  const lastTurns = (args.history ?? []).slice(-2).map((t) => `${t.role === 'user' ? 'Earlier question' : 'Earlier answer'}: ${t.content}`);
  const prompt = [
    ...lastTurns,
    `Question: ${args.question}`,
    ...(args.item ? [`The reader means this item of the earlier answer: ${args.item}`] : []),
    '',
    'Sources:',
    ...args.sources.map((s, i) => `[S${i + 1}] ${sourceText(s)}`),
  ].join('\n');
  return { instructions, prompt };
}
