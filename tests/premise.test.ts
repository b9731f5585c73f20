/**
 * A false premise (lib/retrieval `unheldNames`): a question about her naming an organisation,
 * product or person none of her entries holds presupposes what the site cannot verify (Kim et al.
 * 2023, (QA)²; Yu et al. 2023, CREPE) and is refused; a name her entries hold — as written, or in
 * another script (read only in Latin script: a transliteration's miss is no evidence) — is no false premise.
 * Nine languages: German capitalizes every noun, so its capitals mark no name.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '@/lib/content';
import type { DbHandle } from '@/lib/db';
import { readQuestion } from '@/lib/question';
import { unheldNames } from '@/lib/retrieval';
import type { Locale } from '@/lib/text';
import { DB_TARGET, freshDatabase } from './support';

const ignore = new Set(['darya', 'rahnama', 'دریا', 'رهنما', 'داريا', 'दरिया', 'дарья', 'дарьи']);

/** Per language: "how long did she work at X?" with a slot for the name. */
const FRAMES: Record<Locale, [string, string]> = {
  en: ['How long did she work at ', '?'], de: ['Wie lange hat sie bei ', ' gearbeitet?'], fr: ['Combien de temps a-t-elle travaillé chez ', ' ?'],
  es: ['¿Cuántos años trabajó ella en ', '?'], pt: ['Quanto tempo ela trabalhou na ', '?'], ru: ['Сколько лет она проработала в ', '?'],
  ar: ['كم سنة عملت داريا في ', '؟'], fa: ['دریا چند سال در ', ' کار کرد؟'], hi: ['दरिया ने ', ' में कितने साल काम किया?'], zh: ['她在', '工作了多久？'],
};
const UNHELD = ['Google', 'Spotify', 'Microsoft', 'Zalando', 'Amazon', 'Netflix'];
const HELD = ['Lumenhaus', 'Nahrvald', 'Ketabnama'];

describe(`false premise (${DB_TARGET}): names none of her entries holds`, () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
    await seedDatabase(h.db, undefined, { embedder: null });
  });
  afterAll(async () => { await h?.close(); });
  const unheld = (q: string, l: Locale) => unheldNames(h.db, readQuestion(q, l, { ignore }), ignore);

  it('examples: the dev row and the golden frame-*-premise01 rows', async () => {
    const yes: [string, Locale][] = [
      ['Elle a travaillé combien de temps chez Google ?', 'fr'], ['How long did she work at Google?', 'en'],
      ['¿Cuántos años trabajó ella en Amazon?', 'es'], ['Quanto tempo ela trabalhou na Microsoft?', 'pt'], ['Сколько лет она проработала в Yandex?', 'ru'],
      ['كم سنة عملت داريا في Google؟', 'ar'], ['دریا چند سال در Microsoft کار کرد؟', 'fa'], ['दरिया ने Google में कितने साल काम किया?', 'hi'], ['她在Google工作了多久？', 'zh'],
    ];
    for (const [q, l] of yes) expect(await unheld(q, l), q).not.toEqual([]);
    // Known limit: German capitalizes every noun, so a German question's capitals name nothing.
    expect(await unheld('Wie lange hat sie bei Google gearbeitet?', 'de')).toEqual([]);
  });

  it('names her entries hold, in any script, are no false premise', async () => {
    const no: [string, Locale][] = [
      ['How long did she work at Lumenhaus?', 'en'], ['Wie lange war sie bei Lumenhaus?', 'de'], ['Сколько она проработала в Lumenhaus?', 'ru'],
      ['Сколько лет она работала в Люменхаусе?', 'ru'], ['Сколько лет она проработала в Яндексе?', 'ru'], ['她在Nahrvald Labs做什么？', 'zh'], ['Parsegar में कितने योगदानकर्ता हैं?', 'hi'],
      ['What did she build for the Golestan archive?', 'en'], ['¿Qué hizo en Ketabnama?', 'es'], ['Was hat sie bei Lumenhaus gemacht?', 'de'], ['Was hat sie in Berlin gemacht?', 'de'],
    ];
    for (const [q, l] of no) expect(await unheld(q, l), q).toEqual([]);
  });

  it('generated: in every language, an unheld name is read as one and a held name is not', async () => {
    const locales = Object.keys(FRAMES) as Locale[];
    await fc.assert(fc.asyncProperty(fc.constantFrom(...locales), fc.constantFrom(...UNHELD), fc.constantFrom(...HELD), async (l, bad, good) => {
      const [open, close] = FRAMES[l];
      // German capitalizes every noun: its capitals mark no name (the known limit).
      expect(await unheld(`${open}${bad}${close}`, l), `${l} ${bad}`).toEqual(l === 'de' ? [] : [bad.toLowerCase()]);
      expect(await unheld(`${open}${good}${close}`, l), `${l} ${good}`).toEqual([]);
    }), { numRuns: 25 });
  });
});
