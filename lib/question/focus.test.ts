/**
 * The entry in focus (Centering theory, Grosz, Joshi & Weinstein 1995; Heim 1982's novelty
 * condition): a message that stands alone after a cited answer, asks a value and introduces no new
 * referent continues the entry that answer cited (`TurnContext.continuesFocus`); a new name or an
 * indefinite does not.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authorTerms, loadProfileFile } from '@/lib/profile';
import { readTurn, type HistoryTurn } from '@/lib/question';
import type { Locale } from '@/lib/text';

const who = authorTerms(await loadProfileFile());
const cited = (q: string, href: string): HistoryTurn[] => [{ role: 'user', content: q }, { role: 'assistant', content: 'An answer from her entries.', cited: [href] }];
const golestan = cited('What did she build for the Golestan manuscript library?', '/case-studies#persian-search-engine');

/**
 * Value questions pointing back through a possessive, a pronoun or a definite description, one per
 * language (a possessive the author shares with a thing — son, ـاش, उसके — is read as an anaphor instead:
 * ./anaphora.test.ts).
 */
const POINTING_BACK: [string, Locale][] = [
  ["How many articles did the company's help centre hold?", 'en'],
  ['Combien de requêtes comptait le jeu de test évalué ?', 'fr'],
  ['Wie viele Anfragen enthielt das bewertete Testset?', 'de'],
  ['¿Qué precisión alcanzó el modelo?', 'es'],
  ['Qual foi a precisão do modelo?', 'pt'],
  ['Какой точности достигла модель?', 'ru'],
  ['كم استعلامًا كان في مجموعة التقييم؟', 'ar'],
  ['مجموعهٔ داوری‌شده چند پرس‌وجو داشت؟', 'fa'],
  ['मूल्यांकन सेट में कितनी क्वेरी थीं?', 'hi'],
  ['帮助中心有多少篇文章？', 'zh'],
];

describe('continuesFocus: a value question that introduces no new referent continues the cited entry', () => {
  it('examples in the ten languages', () => {
    for (const [q, locale] of POINTING_BACK) {
      const t = readTurn(q, locale, golestan, who);
      expect([q, t.context.followUp, t.context.continuesFocus]).toEqual([q, false, true]);
    }
  });

  it('a new name, an indefinite, a question asking no value, no cited answer or a topic change: not continued', () => {
    expect(readTurn('How many queries did the Nahrvald Labs platform serve?', 'en', golestan, who).context.continuesFocus).toBe(false);
    expect(readTurn('Combien de requêtes comptait un autre jeu de test ?', 'fr', golestan, who).context.continuesFocus).toBe(false);
    expect(readTurn('Wie viele Anfragen enthielt ein anderes Testset?', 'de', golestan, who).context.continuesFocus).toBe(false);
    expect(readTurn('Which programming languages does she review in code reviews?', 'en', golestan, who).context.continuesFocus).toBe(false);
    expect(readTurn('How many queries were in its judged set?', 'en', [{ role: 'user', content: 'What did she build for the Golestan manuscript library?' }, { role: 'assistant', content: 'Refused.' }], who).context.continuesFocus).toBe(false);
    expect(readTurn('By the way, how many articles did the help centre hold?', 'en', golestan, who).context.continuesFocus).toBe(false);
  });

  it('generated variants: any cited entry, with or without a new name in the message (fast-check)', () => {
    // A name the question reader reads as an anchor in every language (German reads only code-like capitals as names: GitHub).
    const name = 'GitHub';
    const entries = ['/case-studies#persian-search-engine', '/cv#msc-computational-linguistics', '/case-studies#multilingual-support-chatbot'];
    fc.assert(fc.property(fc.constantFrom(...POINTING_BACK), fc.constantFrom(...entries), fc.boolean(), ([q, locale], href, named) => {
      // A name placed before the question mark is a new anchor: an entity the message introduces.
      const message = named ? q.replace(/\s*([?？؟])$/u, ` ${name}$1`) : q;
      const t = readTurn(message, locale, cited('Tell me about this work of hers.', href), who);
      expect(t.context.continuesFocus).toBe(!named);
    }), { numRuns: 60 });
  });
});
