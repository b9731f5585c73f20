/**
 * Which sentence of a cited passage an answer's sentence quoted (issue 32): the citation's popover
 * shows it and its link's text fragment names it, instead of the passage's opening words. Server
 * only (the splitter and the word lists of lib/gate and lib/text).
 */
import { splitSentences } from '@/lib/gate';
import { isContentWord, stemmerFor, words, type Locale } from '@/lib/text';
import { bodyLines } from './citations';

/** A text's content words (lib/text: stop words of every site language left out), stemmed in `locale`, with their counts. */
function contentBag(text: string, locale: Locale): Map<string, number> {
  const stem = stemmerFor(locale);
  const bag = new Map<string, number>();
  for (const w of words(text)) if (isContentWord(w)) bag.set(stem(w), (bag.get(stem(w)) ?? 0) + 1);
  return bag;
}

/**
 * Token F1 of two bags of words: the harmonic mean of the shared tokens' precision and recall,
 * shared counted with multiplicity — SQuAD's answer-overlap F1 (Rajpurkar et al. 2016, "SQuAD:
 * 100,000+ Questions for Machine Comprehension of Text", the official evaluation script).
 * @returns a value in [0, 1]; 0 when either bag is empty or nothing is shared
 */
export function tokenF1(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  let shared = 0;
  let na = 0;
  let nb = 0;
  for (const n of a.values()) na += n;
  for (const n of b.values()) nb += n;
  for (const [w, n] of a) shared += Math.min(n, b.get(w) ?? 0);
  if (shared === 0) return 0;
  const precision = shared / na;
  const recall = shared / nb;
  return (2 * precision * recall) / (precision + recall);
}

/**
 * The sentences of a passage's body as a reader sees them: each body line ({@link bodyLines}) cut
 * by the gate's splitter, so a sentence never crosses a block of the page.
 */
export function passageSentences(content: string, skip: readonly string[] = []): string[] {
  return bodyLines(content, skip).flatMap((line) => splitSentences(line).map((x) => x.trim()).filter(Boolean));
}

/**
 * The passage's sentence an answer's sentence quotes or draws on: the one with the highest token
 * F1 ({@link tokenF1}) of content words, stemmed in the passage's language; the first of equals.
 * An extractive quote finds its own sentence; a model's paraphrase the one it shares most words
 * with. Null when no sentence shares a content word (a paraphrase in another language): the
 * citation then names the passage's opening words, as before.
 * @param args.content the passage text (lib/content/chunk); `skip` its title and heading lines
 * @param args.sentence the released sentence, without markers
 * @param args.locale the passage's language (its stemmer)
 */
export function quotedSentence(args: { content: string; skip?: readonly string[]; sentence: string; locale: Locale }): string | null {
  const answer = contentBag(args.sentence, args.locale);
  if (answer.size === 0) return null;
  let best: { text: string; f1: number } | null = null;
  for (const text of passageSentences(args.content, args.skip)) {
    const f1 = tokenF1(answer, contentBag(text, args.locale));
    if (f1 > 0 && (!best || f1 > best.f1)) best = { text, f1 };
  }
  return best?.text ?? null;
}
