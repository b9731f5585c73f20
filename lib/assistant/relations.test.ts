import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readQuestion } from '@/lib/question';
import type { Locale } from '@/lib/text';
import type { LocalizedEntry } from '@/lib/db';
import { degreeSwitch, readRelation, relatedEntries } from './relations';

const read = (text: string, locale: Locale, cue: { connective: boolean } | null) => readRelation(readQuestion(text, locale), new Set(), cue);

describe('an elliptical before/after follow-up (issue 30, kind 3)', () => {
  it('a where-question with its own verb, or a bare connective with a demonstrative, is the relation — only as a follow-up', () => {
    expect(read('Wohin ist sie danach gegangen?', 'de', { connective: false })).toEqual({ kind: 'after' });
    expect(read('E antes disso?', 'pt', { connective: true })).toEqual({ kind: 'before' });
    expect(read('और उससे पहले?', 'hi', { connective: true })).toEqual({ kind: 'before' });
    // Standing alone, the verb is a word no relation explains: retrieval answers it.
    expect(read('Wohin ist sie danach gegangen?', 'de', null)).toBeNull();
    // A yes/no question about the last topic is what came of it, not a move between her entries.
    expect(read('Was it used afterwards?', 'en', { connective: false })).toBeNull();
    // Another type asked is not a relation either.
    expect(read('How many users after that?', 'en', { connective: false })).toBeNull();
  });

  it('Arabic joins the conjunction to the marker ("وقبل ذلك؟"): the marker is read without it', () => {
    expect(read('وقبل ذلك؟', 'ar', { connective: true })).toEqual({ kind: 'before' });
    expect(read('وإلى أين ذهبت بعد ذلك؟', 'ar', { connective: true })).toEqual({ kind: 'after' });
  });

  it('a Russian question word with -нибудь is an indefinite pronoun, not a where-question', () => {
    expect(readQuestion('Её потом где-нибудь использовали?', 'ru').type).toBeNull();
    expect(readQuestion('Куда она пошла после этого?', 'ru').type).toBe('where');
  });
});

// Per language: a where-question word, a verb of moving (a content word of the language), the before and after markers.
const WHERE: Record<Locale, { where: string; verb: string; before: string; after: string }> = {
  en: { where: 'Where did she', verb: 'move', before: 'before that', after: 'after that' },
  de: { where: 'Wohin ist sie', verb: 'gewechselt', before: 'davor', after: 'danach' },
  fr: { where: 'Où est-elle', verb: 'partie', before: 'avant', after: 'ensuite' },
  es: { where: '¿Adónde se', verb: 'mudó', before: 'antes', after: 'después' },
  pt: { where: 'Para onde ela se', verb: 'mudou', before: 'antes disso', after: 'depois disso' },
  ru: { where: 'Куда она', verb: 'перешла', before: 'до этого', after: 'после этого' },
  fa: { where: 'کجا', verb: 'رفت', before: 'قبل از آن', after: 'بعد از آن' },
  ar: { where: 'أين', verb: 'انتقلت', before: 'قبل ذلك', after: 'بعد ذلك' },
  hi: { where: 'वह कहाँ', verb: 'गईं', before: 'उसके पहले', after: 'उसके बाद' },
  zh: { where: '她去了哪里', verb: '', before: '在那之前', after: '在那之后' },
};

describe('generated variants: an elliptical where + before/after follow-up in the ten languages', () => {
  it('reads the side asked as a follow-up, and nothing when the same words stand alone with a word of their own', () => {
    fc.assert(fc.property(fc.constantFrom(...(Object.keys(WHERE) as Locale[])), fc.constantFrom('before' as const, 'after' as const), fc.boolean(), (locale, side, markerFirst) => {
      const w = WHERE[locale];
      const text = markerFirst ? `${w[side]} ${w.where} ${w.verb}?` : `${w.where} ${w.verb} ${w[side]}?`;
      expect(read(text, locale, { connective: false })).toEqual({ kind: side });
      const q = readQuestion(text, locale);
      if (q.content.length > 0 && read(text, locale, null) !== null) expect(q.content.every((c) => c === w[side] || w[side].includes(c))).toBe(true);
    }));
  });
});

describe('an entity switch between her degrees (issue 30, kind 4)', () => {
  it('"And in her master\'s?" after a grade asked of her bachelor\'s asks the grade of the master\'s, not for its entry', () => {
    const prev = readQuestion("What grade did she get in her bachelor's?", 'en').content;
    expect(degreeSwitch(readQuestion("And in her master's?", 'en'), prev)).toEqual(['bachelor']);
    // The previous question asked for the degree itself: the entry answers, no switch.
    expect(degreeSwitch(readQuestion("And her master's?", 'en'), readQuestion("Where did she do her bachelor's?", 'en').content)).toBeNull();
    // A word of its own beside the degree: not an ellipsis of the previous question.
    expect(degreeSwitch(readQuestion("And the thesis topic in her master's?", 'en'), prev)).toBeNull();
  });
});

// Per language: the degree words (bachelor, master) and an aspect word asked of a degree.
const DEGREE_WORDS: Partial<Record<Locale, { bachelor: string; master: string; aspect: string }>> = {
  en: { bachelor: 'bachelor', master: 'master', aspect: 'grade' }, de: { bachelor: 'Bachelor', master: 'Master', aspect: 'Note' },
  fr: { bachelor: 'licence', master: 'master', aspect: 'mention' }, es: { bachelor: 'licenciatura', master: 'máster', aspect: 'nota' },
  pt: { bachelor: 'bacharelado', master: 'mestrado', aspect: 'nota' }, ru: { bachelor: 'бакалавриате', master: 'магистратуре', aspect: 'оценка' },
  ar: { bachelor: 'البكالوريوس', master: 'الماجستير', aspect: 'المعدل' }, zh: { bachelor: '本科', master: '硕士', aspect: '成绩' },
};

describe('generated variants: a degree switch in eight languages', () => {
  it('the other degree named alone after an aspect of one degree is a switch leaving the first; the same degree again is not', () => {
    fc.assert(fc.property(fc.constantFrom(...(Object.keys(DEGREE_WORDS) as Locale[])), fc.boolean(), (locale, forward) => {
      const w = DEGREE_WORDS[locale]!;
      const [from, to] = forward ? [w.bachelor, w.master] : [w.master, w.bachelor];
      const prev = readQuestion(`${w.aspect} ${from}?`, locale).content;
      expect(degreeSwitch(readQuestion(`${to}?`, locale), prev)).not.toBeNull();
      expect(degreeSwitch(readQuestion(`${from}?`, locale), prev)).toBeNull();
    }));
  });
});

const job = (slug: string, start: string): LocalizedEntry => ({
  id: start.length + slug.length, slug, kind: 'cv', startDate: start, startPrecision: 'month', endDate: null, endPrecision: null, isCurrent: false, collection: null,
  sourcePath: null, title: slug, summary: '', body: '', textLocale: 'en', isFallback: false, bodyLocale: 'en', outdatedFrom: null, sourceText: null,
} as unknown as LocalizedEntry);

describe('the entry a before/after follow-up points from (issue 30, kind 3)', () => {
  const cv = [job('fellow-lindqvist', '2019-01'), job('engineer-lumenhaus', '2020-06'), job('lead-nahrvald', '2023-02')];
  const titles = cv.map((e) => ({ title: e.slug.replace('-', ' '), slug: e.slug }));
  it('is the one CV job the last answer cited when no word of the question names one', () => {
    expect(relatedEntries({ kind: 'after' }, cv, [[], ['bourse', 'recherche'], []], titles, false, ['/cv#fellow-lindqvist']).map((e) => e.slug)).toEqual(['engineer-lumenhaus']);
    // Without the citation, words that name no job give nothing: retrieval answers.
    expect(relatedEntries({ kind: 'after' }, cv, [[], ['bourse', 'recherche'], []], titles, false, [])).toEqual([]);
    // The visitor's words (the question's, then the previous question's) win over the citation.
    expect(relatedEntries({ kind: 'before' }, cv, [['nahrvald'], [], []], titles, false, ['/cv#fellow-lindqvist']).map((e) => e.slug)).toEqual(['engineer-lumenhaus']);
    expect(relatedEntries({ kind: 'before' }, cv, [[], ['lumenhaus'], []], titles, false, ['/cv#lead-nahrvald']).map((e) => e.slug)).toEqual(['fellow-lindqvist']);
  });

  it('generated: for any cited job, before is the job that starts just earlier and after the one just later', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: cv.length - 1 }), fc.constantFrom('before' as const, 'after' as const), (i, side) => {
      const got = relatedEntries({ kind: side }, cv, [[], [], []], titles, false, [`/cv#${cv[i]!.slug}`]).map((e) => e.slug);
      const want = side === 'before' ? cv[i - 1] : cv[i + 1];
      expect(got).toEqual(want ? [want.slug] : []);
    }));
  });
});

describe('generated variants: Russian indefinite pronouns', () => {
  it('где/куда/откуда with -нибудь, -либо or -то never make a where-question; alone they do', () => {
    fc.assert(fc.property(fc.constantFrom('где', 'куда', 'откуда'), fc.constantFrom('нибудь', 'либо', 'то'), fc.constantFrom('её использовали', 'она ездила', 'это упоминали'), (wh, particle, rest) => {
      expect(readQuestion(`${rest} ${wh}-${particle}?`, 'ru').type).not.toBe('where');
      expect(readQuestion(`${wh} ${rest}?`, 'ru').type).toBe('where');
    }));
  });
});
