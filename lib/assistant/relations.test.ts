import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ordinalPosition, readQuestion } from '@/lib/question';
import { stemmerFor, type Locale } from '@/lib/text';
import type { LocalizedEntry } from '@/lib/db';
import pennTags from 'wink-lexicon/src/lexicon.js';
import { datedEntries, degreeSwitch, degreeTarget, describeEntry, describedEntry, entryNameReader, entrySwitch, readRelation, relatedEntries } from './relations';

const read = (text: string, locale: Locale, cue: { connective: boolean } | null) => readRelation(readQuestion(text, locale), new Set(), cue);

describe('an elliptical before/after follow-up (issue 30, kind 3)', () => {
  it('a where-question with its own verb, or a bare connective with a demonstrative, is the relation — only as a follow-up', () => {
    expect(read('Wohin ist sie danach gegangen?', 'de', { connective: false })).toEqual({ kind: 'after' });
    expect(read('E antes disso?', 'pt', { connective: true })).toEqual({ kind: 'before' });
    expect(read('और उससे पहले?', 'hi', { connective: true })).toEqual({ kind: 'before' });
    // Standing alone, a verb of moving is the relation's own (Levin 51.1); a word of another topic is not.
    expect(read('Wohin ist sie danach gegangen?', 'de', null)).toEqual({ kind: 'after' });
    expect(read('Wo hat sie danach Urlaub gemacht?', 'de', null)).toBeNull();
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

// Per language: a where-question word, a verb of moving (Levin 51.1), the before and after markers, and a noun of another topic.
const WHERE: Record<Locale, { where: string; verb: string; before: string; after: string; topic: string }> = {
  en: { where: 'Where did she', verb: 'move', before: 'before that', after: 'after that', topic: 'holiday' },
  de: { where: 'Wohin ist sie', verb: 'gewechselt', before: 'davor', after: 'danach', topic: 'Urlaub' },
  fr: { where: 'Où est-elle', verb: 'partie', before: 'avant', after: 'ensuite', topic: 'vacances' },
  es: { where: '¿Adónde se', verb: 'mudó', before: 'antes', after: 'después', topic: 'vacaciones' },
  pt: { where: 'Para onde ela se', verb: 'mudou', before: 'antes disso', after: 'depois disso', topic: 'férias' },
  ru: { where: 'Куда она', verb: 'перешла', before: 'до этого', after: 'после этого', topic: 'отпуск' },
  fa: { where: 'کجا', verb: 'رفت', before: 'قبل از آن', after: 'بعد از آن', topic: 'تعطیلات' },
  ar: { where: 'أين', verb: 'انتقلت', before: 'قبل ذلك', after: 'بعد ذلك', topic: 'عطلة' },
  hi: { where: 'वह कहाँ', verb: 'गईं', before: 'उसके पहले', after: 'उसके बाद', topic: 'छुट्टी' },
  zh: { where: '她去了哪里', verb: '', before: '在那之前', after: '在那之后', topic: '度假' },
};

describe('generated variants: a where + before/after question in the ten languages', () => {
  it('reads the side asked, as a follow-up or standing alone; a word of another topic makes it no relation standing alone', () => {
    fc.assert(fc.property(fc.constantFrom(...(Object.keys(WHERE) as Locale[])), fc.constantFrom('before' as const, 'after' as const), fc.boolean(), (locale, side, markerFirst) => {
      const w = WHERE[locale];
      const text = markerFirst ? `${w[side]} ${w.where} ${w.verb}?` : `${w.where} ${w.verb} ${w[side]}?`;
      expect(read(text, locale, { connective: false })).toEqual({ kind: side });
      expect(read(text, locale, null)).toEqual({ kind: side });
      expect(read(`${w.where} ${w.verb} ${w.topic} ${w[side]}?`, locale, null), locale).toBeNull();
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

describe('the entry a degree switch moves to (issue 30, kind 4; issue 31, kind 3)', () => {
  const degree = (slug: string, start: string, title: string): LocalizedEntry => ({ ...job(slug, start), title } as LocalizedEntry);
  const cv = [degree('bsc-cs', '2010-09', 'BSc in Computer Engineering, Tehran'), degree('msc-cl', '2015-10', 'MSc in Computational Linguistics, Nordlicht'), job('lead-nahrvald', '2023-02')];
  const titles = [
    { title: 'BSc in Computer Engineering, Tehran', slug: 'bsc-cs' }, { title: 'Licenciatura en Ingeniería Informática', slug: 'bsc-cs' },
    { title: 'MSc in Computational Linguistics, Nordlicht', slug: 'msc-cl' }, { title: 'Máster (MSc) en Lingüística Computacional', slug: 'msc-cl' },
  ];

  it('"¿Y en el máster?" after a grade of her bachelor\'s resolves to her master\'s entry, named by its degree word', () => {
    expect(degreeTarget(readQuestion('¿Y en el máster?', 'es'), cv, titles)).toEqual({ item: { title: 'MSc in Computational Linguistics, Nordlicht', slug: 'msc-cl' }, naming: ['máster'] });
    expect(degreeTarget(readQuestion("And in her bachelor's?", 'en'), cv, titles)?.item.slug).toBe('bsc-cs');
    // No degree named, or two degrees of the level: no entry (the switch is read from retrieval).
    expect(degreeTarget(readQuestion('And at Nahrvald Labs?', 'en'), cv, titles)).toBeNull();
    expect(degreeTarget(readQuestion("And in her master's?", 'en'), [...cv, degree('msc-2', '2018-01', 'MSc in Physics')], [...titles, { title: 'MSc in Physics', slug: 'msc-2' }])).toBeNull();
  });

  it('generated: in eight languages the other degree named alone resolves to the one entry of that level', () => {
    fc.assert(fc.property(fc.constantFrom(...(Object.keys(DEGREE_WORDS) as Locale[])), fc.boolean(), (locale, toMaster) => {
      const w = DEGREE_WORDS[locale]!;
      const got = degreeTarget(readQuestion(`${toMaster ? w.master : w.bachelor}?`, locale), cv, titles);
      expect(got?.item.slug).toBe(toMaster ? 'msc-cl' : 'bsc-cs');
      expect(got?.naming.length).toBeGreaterThan(0);
    }));
  });
});


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

const entry = (slug: string, startDate: string, endDate: string | null, isCurrent = false): LocalizedEntry => ({ ...job(slug, startDate), endDate, isCurrent } as LocalizedEntry);

describe('before and after on the whole CV timeline: Allen\'s (1983) before/meets (issue 30 kind 3, issue 31 relations)', () => {
  // A CV with degrees, a job held beside others (open source since 2019) and year-only dates.
  const cv = [
    entry('bsc-engineering', '2010-09', '2014-07'), entry('engineer-ketabnama', '2014-08', '2015-08'), entry('msc-linguistics', '2015-10', '2017-09'),
    entry('assistant-teaching', '2016', '2017'), entry('engineer-lumenhaus', '2017-11', '2020-12'), entry('maintainer-parsegar', '2019', null, true),
    entry('fellow-lindqvist', '2021-01-15', '2022-12-31'), entry('lead-nahrvald', '2023-02', null, true),
  ];
  const titles = [
    { title: 'BSc Computer Engineering', slug: 'bsc-engineering' }, { title: 'Backend Engineer, Ketabnama', slug: 'engineer-ketabnama' },
    { title: 'MSc Computational Linguistics', slug: 'msc-linguistics' }, { title: 'Teaching Assistant', slug: 'assistant-teaching' },
    { title: 'Search Engineer, Lumenhaus', slug: 'engineer-lumenhaus' }, { title: 'Parsegar maintainer', slug: 'maintainer-parsegar' },
    { title: 'Research Fellow, Lindqvist', slug: 'fellow-lindqvist' }, { title: 'Lead Engineer, Nahrvald', slug: 'lead-nahrvald' },
  ];
  const near = (relation: Parameters<typeof relatedEntries>[0], from: string) => relatedEntries(relation, cv, [[], [], []], titles, false, [`/cv#${from}`]).map((e) => e.slug);

  it('a degree is a neighbour and a reference like a job; a job held beside the reference is neither', () => {
    expect(near({ kind: 'after' }, 'bsc-engineering')).toEqual(['engineer-ketabnama']);
    expect(near({ kind: 'before' }, 'engineer-ketabnama')).toEqual(['bsc-engineering']);
    expect(near({ kind: 'after' }, 'engineer-ketabnama')).toEqual(['msc-linguistics']);
    expect(near({ kind: 'after' }, 'engineer-lumenhaus')).toEqual(['fellow-lindqvist']);
    expect(near({ kind: 'before' }, 'lead-nahrvald')).toEqual(['fellow-lindqvist']);
    expect(near({ kind: 'after' }, 'lead-nahrvald')).toEqual([]);
    // Two entries ending in the same year both came just before.
    expect(near({ kind: 'before' }, 'engineer-lumenhaus')).toEqual(['msc-linguistics', 'assistant-teaching']);
    // The kind asked for narrows the neighbours: "Where did she work before …?", "What did she study before …?".
    expect(near({ kind: 'before', of: 'job' }, 'engineer-lumenhaus')).toEqual(['assistant-teaching']);
    expect(near({ kind: 'before', of: 'degree' }, 'engineer-lumenhaus')).toEqual(['msc-linguistics']);
    expect(near({ kind: 'after', of: 'job' }, 'msc-linguistics')).toEqual(['engineer-lumenhaus']);
    // A degree word names the degree pointed from.
    expect(relatedEntries({ kind: 'after', of: 'job' }, cv, [['masterabschluss'], [], []], titles).map((e) => e.slug)).toEqual(['engineer-lumenhaus']);
    // In any case form (the Snowball stem: "в магистратуре"), and before an ambiguous citation of two degrees.
    expect(relatedEntries({ kind: 'before' }, cv, [[], ['училась', 'магистратуре'], []], titles, false, ['/cv#msc-linguistics', '/cv#bsc-engineering']).map((e) => e.slug)).toEqual(['engineer-ketabnama']);
  });

  it('names the event, not the point, when the conversation is at another entry on the other side ("And after that, the master\'s?")', () => {
    // The question's own words in ten languages, the previous answer about her bachelor's (Reichenbach's R from the discourse).
    const asked: [Locale, string[]][] = [
      ['en', ["master's"]], ['de', ['master']], ['fr', ['master']], ['es', ['máster']], ['pt', ['mestrado']],
      ['ru', ['магистратуру']], ['ar', ['الماجستير']], ['fa', ['ارشد']], ['hi', ['मास्टर्स']], ['zh', ['硕士']],
    ];
    const named = [...titles, { title: 'Master (MSc) en linguistique informatique', slug: 'msc-linguistics' }, { title: 'کارشناسی ارشد زبان‌شناسی رایانشی', slug: 'msc-linguistics' },
      { title: 'Магистр компьютерной лингвистики', slug: 'msc-linguistics' }, { title: 'ماجستير في اللسانيات الحاسوبية', slug: 'msc-linguistics' },
      { title: 'कम्प्यूटेशनल भाषाविज्ञान में एमएससी', slug: 'msc-linguistics' }, { title: '计算语言学硕士', slug: 'msc-linguistics' }];
    for (const [, group] of asked) {
      expect(relatedEntries({ kind: 'after' }, cv, [group, [], []], named, false, ['/cv#bsc-engineering']).map((e) => e.slug)).toEqual(['msc-linguistics']);
    }
    // The named entry on the other side of the conversation's entry is still the point asked from.
    expect(relatedEntries({ kind: 'after' }, cv, [['master'], [], []], named, false, ['/cv#lead-nahrvald']).map((e) => e.slug)).toEqual(['engineer-lumenhaus']);
    // A job asked after a named degree: the degree is not a job, so it is the point.
    expect(relatedEntries({ kind: 'after', of: 'job' }, cv, [['master'], [], []], named, false, ['/cv#bsc-engineering']).map((e) => e.slug)).toEqual(['engineer-lumenhaus']);
  });

  it('generated: a named entry on the asked side of the cited one is the answer; otherwise the point', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: cv.length - 1 }), fc.integer({ min: 0, max: cv.length - 1 }), fc.constantFrom('before' as const, 'after' as const), (i, j, side) => {
      fc.pre(i !== j);
      const [ref, x] = [cv[i]!, cv[j]!];
      const word = ({ 'bsc-engineering': 'bachelor', 'engineer-ketabnama': 'ketabnama', 'msc-linguistics': 'master', 'assistant-teaching': 'teaching',
        'engineer-lumenhaus': 'lumenhaus', 'maintainer-parsegar': 'parsegar', 'fellow-lindqvist': 'lindqvist', 'lead-nahrvald': 'nahrvald' } as Record<string, string>)[x.slug]!;
      const got = relatedEntries({ kind: side }, cv, [[word], [], []], titles, false, [`/cv#${ref.slug}`]).map((e) => e.slug);
      const onSide = relatedEntries({ kind: side }, cv, [[], [], []], titles, true, [`/cv#${ref.slug}`]).map((e) => e.slug);
      if (onSide.includes(x.slug)) expect(got).toEqual([x.slug]);
      else expect(got).not.toContain(x.slug);
    }));
  });

  it('reads the relation with the verbs it is asked with, the degree pointed from, and the kind asked for', () => {
    const rel = (text: string, locale: Locale, titleWords: string[] = [], cue: { connective: boolean } | null = null) => readRelation(readQuestion(text, locale), new Set(titleWords), cue);
    expect(rel('Wo hat sie nach dem Masterabschluss angefangen zu arbeiten?', 'de')).toEqual({ kind: 'after', of: 'job' });
    expect(rel('¿Qué estudió antes de entrar en Lumenhaus?', 'es', ['lumenhaus'])).toEqual({ kind: 'before', of: 'degree' });
    expect(rel('What was she doing right before she joined Nahrvald Labs?', 'en', ['nahrvald', 'labs'])).toEqual({ kind: 'before' });
    expect(rel('وإلى أين انتقلت بعدها؟', 'ar')).toEqual({ kind: 'after' });
    expect(rel('بعدش کجا رفت؟', 'fa')).toEqual({ kind: 'after' });
    expect(rel('उससे पहले वो क्या कर रही थीं?', 'hi', [], { connective: false })).toEqual({ kind: 'before' });
    // A yes/no question asks what came of the topic, unless it asks whether she worked, studied or moved.
    expect(rel('后来有被用上吗？', 'zh')).toBeNull();
    expect(rel('Was it used afterwards?', 'en')).toBeNull();
    expect(rel('Did she start a job after Lumenhaus?', 'en', ['lumenhaus'])).toEqual({ kind: 'after', of: 'job' });
    // A degree asked for with no before/after is still the degree.
    expect(rel('Where did she do her master\'s?', 'en')).toEqual({ kind: 'degree', level: 'master' });
  });

  it('generated: for any timeline, every answer meets the reference on the asked side, and no other entry is nearer', () => {
    const month = fc.integer({ min: 0, max: 400 });
    const iso = (m: number) => `${2000 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
    const spans = fc.array(fc.tuple(month, fc.integer({ min: 0, max: 60 }), fc.boolean()), { minLength: 2, maxLength: 8 });
    fc.assert(fc.property(spans, fc.nat(), fc.constantFrom('before' as const, 'after' as const), (raw, pick, side) => {
      const timeline = raw.map(([s, len, current], i) => entry(`entry-${i}`, iso(s), current ? null : iso(s + len), current));
      const from = timeline[pick % timeline.length]!;
      const got = relatedEntries({ kind: side }, timeline, [[], [], []], [], false, [`/cv#${from.slug}`]);
      const end = (e: LocalizedEntry) => (e.isCurrent ? '9999' : e.endDate!);
      const ok = (e: LocalizedEntry) => e !== from && (side === 'before' ? !e.isCurrent && end(e) <= from.startDate! : !from.isCurrent && e.startDate! >= end(from));
      const key = (e: LocalizedEntry) => (side === 'before' ? end(e) : e.startDate!);
      const candidates = timeline.filter(ok);
      for (const e of got) expect(ok(e)).toBe(true);
      if (candidates.length === 0) expect(got).toEqual([]);
      else {
        const best = side === 'before' ? candidates.map(key).sort().at(-1) : candidates.map(key).sort()[0];
        expect(got.map(key).every((k) => k === best)).toBe(true);
        expect(got.length).toBe(candidates.filter((e) => key(e) === best).length);
      }
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

describe('an entity switch by description or name (issue 30, entity switch): Dale & Reiter (1995) run backwards', () => {
  const at = (slug: string, kind: 'cv' | 'case_study', startDate: string, title: string): LocalizedEntry => ({ ...job(slug, startDate), kind, title } as LocalizedEntry);
  const entries = [
    at('bsc', 'cv', '2010-09', 'BSc in Computer Engineering'), at('ketabnama', 'cv', '2014-08', 'Backend Engineer, Ketabnama'), at('msc', 'cv', '2015-10', 'MSc in Computational Linguistics'),
    at('lumenhaus', 'cv', '2017-11', 'Search Engineer, Lumenhaus'), at('nahrvald', 'cv', '2023-02', 'Lead Engineer, Nahrvald Labs'),
    at('golestan', 'case_study', '2018-03', 'A Persian Search Engine for the Golestan Archive'), at('speller', 'case_study', '2019-09', 'A Spell-Checker for Persian'),
    at('chatbot', 'case_study', '2023-05', 'A Multilingual Support Assistant'),
  ];
  const titles = [...entries.map((e) => ({ title: e.title, slug: e.slug })), { title: 'ناروالد لبز', slug: 'nahrvald' }, { title: 'Eine persische Suchmaschine für das Golestan-Archiv', slug: 'golestan' }];
  const describe_ = (text: string, locale: Locale) => describeEntry(readQuestion(text, locale), ordinalPosition);
  const switchOf = (prev: string, text: string, locale: Locale, cited: string[]) => {
    const p = readQuestion(prev, locale);
    return entrySwitch(readQuestion(text, locale), { content: p.content, anchors: p.anchors.map((a) => a.word), cited }, entries, titles, ordinalPosition);
  };

  it('an ordinal with a kind noun describes the entry at that position of her entries of that kind, in time order', () => {
    expect(describe_('And at her first job?', 'en')).toEqual({ kind: 'job', position: 1 });
    expect(describe_('Et pour le deuxième projet ?', 'fr')).toEqual({ kind: 'project', position: 2 });
    expect(describe_('А на её первой работе?', 'ru')).toEqual({ kind: 'job', position: 1 });
    expect(describe_('و اولین مدرکش؟', 'fa')).toEqual({ kind: 'degree', position: 1 });
    expect(describe_('وأول شهادة لها؟', 'ar')).toEqual({ kind: 'degree', position: 1 });
    expect(describe_('那她的第一个项目呢？', 'zh')).toEqual({ kind: 'project', position: 1 });
    // An ordinal alone, or a kind noun alone, describes nothing.
    expect(describe_('And the second one?', 'en')).toBeNull();
    expect(describe_('And at her job?', 'en')).toBeNull();
    const d = (kind: 'job' | 'degree' | 'project', position: number) => describedEntry({ kind, position }, entries, titles)?.slug;
    expect([d('job', 1), d('job', -1), d('degree', 1), d('degree', 2), d('project', 2), d('project', 9)]).toEqual(['ketabnama', 'nahrvald', 'bsc', 'msc', 'speller', undefined]);
  });

  it('carries the previous question\'s aspect to the entry described or named, leaving the words that named the cited entry', () => {
    expect(switchOf('When did she start at Lumenhaus?', 'And at her first job?', 'en', ['/cv#lumenhaus'])).toEqual({ item: { title: 'Backend Engineer, Ketabnama', slug: 'ketabnama' }, leaving: ['lumenhaus'], naming: ['first', 'job'] });
    expect(switchOf('When did she start at Lumenhaus?', 'And at Nahrvald Labs?', 'en', ['/cv#lumenhaus'])).toEqual({ item: { title: 'Lead Engineer, Nahrvald Labs', slug: 'nahrvald' }, leaving: ['lumenhaus'], naming: [] });
    expect(switchOf('What were the results of the multilingual support assistant?', 'And of her first project?', 'en', ['/case-studies#chatbot'])?.item.slug).toBe('golestan');
    // A distinctive title word in any language names the entry (no anchor needed: Persian script, a German compound).
    expect(switchOf('تیمی که در لومن‌هاوس سرپرستی می‌کرد چند نفره بود؟', 'و در ناروالد لبز؟', 'fa', ['/cv#lumenhaus'])?.item.slug).toBe('nahrvald');
    expect(switchOf('Wie groß ist das Team bei Nahrvald Labs?', 'Und bei der Suche für das Golestan-Archiv?', 'de', ['/cv#nahrvald'])?.item.slug).toBe('golestan');
    // No switch: the entry the last answer cited, no aspect left to carry, a before/after, words no single title holds.
    expect(switchOf('When did she start at Lumenhaus?', 'And at Lumenhaus?', 'en', ['/cv#lumenhaus'])).toBeNull();
    expect(switchOf('Tell me about Lumenhaus.', 'And her first job?', 'en', ['/cv#lumenhaus'])).toBeNull();
    expect(switchOf('Lumenhaus?', 'And her first job?', 'en', ['/cv#lumenhaus'])).toBeNull();
    // A value asked with no other word is the aspect ("Когда она начала работать в Lumenhaus?": a date).
    const p = readQuestion('Когда она начала работать в Lumenhaus?', 'ru');
    expect(entrySwitch(readQuestion('А на её первой работе?', 'ru'), { content: p.content, anchors: p.anchors.map((a) => a.word), cited: ['/cv#lumenhaus'], asksValue: true }, entries, titles, ordinalPosition)?.item.slug).toBe('ketabnama');
    expect(switchOf('When did she start at Nahrvald Labs?', 'And after Lumenhaus?', 'en', ['/cv#nahrvald'])).toBeNull();
    expect(switchOf('How did she build the search?', 'And the results for Persian?', 'en', ['/case-studies#golestan'])).toBeNull();
    // A question of its own is no fragment: "Where did she do her master's?" after a question about stars on GitHub.
    expect(switchOf('How many stars does it have on GitHub?', 'Where did she do her MSc?', 'en', ['/cv#nahrvald'])).toBeNull();
    expect(switchOf('How many stars does it have on GitHub?', 'And at Ketabnama?', 'en', ['/cv#nahrvald'])?.item.slug).toBe('ketabnama');
  });

  it('the words that named the entry left are its title words; an anchor no title holds is the aspect ("median latency" in Latin script in a Hindi question)', () => {
    const s = switchOf('Golestan archive search की median latency कितनी हो गई थी?', 'और Ketabnama में?', 'hi', ['/case-studies#golestan']);
    expect(s?.item.slug).toBe('ketabnama');
    expect(s?.leaving).toEqual(expect.arrayContaining(['golestan', 'archive', 'search']));
    expect(s?.leaving).not.toContain('median');
    expect(s?.leaving).not.toContain('latency');
  });

  it('generated: whatever Latin-script aspect words a question holds beside the old entry\'s name, none leaves with it', () => {
    const frames: [Locale, (name: string, aspect: string) => string, string][] = [
      ['hi', (n, a) => `${n} की ${a} कितनी थी?`, 'और Ketabnama में?'], ['ar', (n, a) => `كم كانت ${a} في ${n}؟`, 'وفي Ketabnama؟'],
      ['zh', (n, a) => `${n}的${a}是多少？`, '那Ketabnama呢？'], ['ru', (n, a) => `Какой была ${a} в ${n}?`, 'А в Ketabnama?'],
    ];
    fc.assert(fc.property(fc.constantFrom(...frames), fc.constantFrom('median latency', 'p95 latency', 'recall', 'throughput'), fc.constantFrom(['Lumenhaus', '/cv#lumenhaus'], ['Nahrvald Labs', '/cv#nahrvald']),
      ([locale, frame, message], aspect, [name, href]) => {
        const s = switchOf(frame(name!, aspect), message, locale, [href!]);
        expect(s?.item.slug, `${locale} ${frame(name!, aspect)}`).toBe('ketabnama');
        for (const w of aspect.split(' ')) expect(s?.leaving ?? []).not.toContain(w);
      },
    ), { numRuns: 40 });
  });

  it('generated: any ordinal of the ten languages with a kind noun switches to the entry at that position', () => {
    const ORD: Record<Locale, [string, string, string]> = {
      en: ['first', 'second', 'third'], de: ['ersten', 'zweiten', 'dritten'], fr: ['premier', 'deuxième', 'troisième'], es: ['primer', 'segundo', 'tercer'], pt: ['primeiro', 'segundo', 'terceiro'],
      ru: ['первом', 'втором', 'третьем'], fa: ['اولین', 'دومین', 'سومین'], ar: ['أول', 'ثاني', 'ثالث'], hi: ['पहले', 'दूसरे', 'तीसरे'], zh: ['第一个', '第二个', '第三个'],
    };
    const PROJECT: Record<Locale, string> = { en: 'project', de: 'Projekt', fr: 'projet', es: 'proyecto', pt: 'projeto', ru: 'проекте', fa: 'پروژه', ar: 'مشروع', hi: 'प्रोजेक्ट', zh: '项目' };
    const projects = entries.filter((e) => e.kind === 'case_study').sort((a, b) => a.startDate!.localeCompare(b.startDate!));
    fc.assert(fc.property(fc.constantFrom(...(Object.keys(ORD) as Locale[])), fc.integer({ min: 0, max: 2 }), fc.constantFrom(...projects.map((p) => p.slug)), (locale, i, from) => {
      const text = `${ORD[locale][i]} ${PROJECT[locale]}?`;
      const got = entrySwitch(readQuestion(text, locale), { content: ['results', 'assistant'], anchors: [], cited: [`/case-studies#${from}`] }, entries, titles, ordinalPosition);
      const want = projects[i]!.slug;
      expect(got?.item.slug ?? null, `${locale} ${text}`).toBe(want === from ? null : want);
    }));
  });
});

describe('where she is based, when the residence verb is also an auxiliary (Hindi रहना)', () => {
  it('"दरिया किस शहर में रहती हैं?" asks where she is based, though रहती is read as a function word', () => {
    expect(readQuestion('दरिया किस शहर में रहती हैं?', 'hi', { ignore: new Set(['दरिया']) }).content).toEqual([]);
    expect(readRelation(readQuestion('दरिया किस शहर में रहती हैं?', 'hi', { ignore: new Set(['दरिया']) }))).toEqual({ kind: 'based' });
    // A question with no residence word at all is no residence question.
    expect(readRelation(readQuestion('दरिया कैसी हैं?', 'hi', { ignore: new Set(['दरिया']) }))).toBeNull();
  });

  it('generated: any Hindi residence word × either question word × with or without her name; a topic word makes it no residence question', () => {
    fc.assert(fc.property(fc.constantFrom('किस शहर में रहती हैं', 'कहाँ रहती हैं', 'किस देश में रहती हैं', 'कहाँ रहते हैं'), fc.boolean(), fc.constantFrom('लाइब्रेरी', 'प्रोजेक्ट', 'सर्च'), (frame, named, topic) => {
      const ignore = new Set(['दरिया']);
      const q = `${named ? 'दरिया ' : 'वह '}${frame}?`;
      expect(readRelation(readQuestion(q, 'hi', { ignore }))).toEqual({ kind: 'based' });
      expect(readRelation(readQuestion(`${named ? 'दरिया ' : 'वह '}${topic} के लिए ${frame}?`, 'hi', { ignore }))).toBeNull();
    }), { numRuns: 50, seed: 71 });
  });
});

describe('a relation word the language list lacks in that form, read through the bilingual lexicon (Pirkola 1998)', () => {
  const rel = (text: string, locale: Locale, titleWords: string[], reading: Parameters<typeof readRelation>[3]) => readRelation(readQuestion(text, locale), new Set(titleWords), null, reading);
  it('a verbal noun with a pronoun attached ("انضمامها", her joining) is the list\'s verb of joining; "непосредственно" is its "immediately"', () => {
    const ar = 'أين عملت قبل انضمامها إلى Nahrvald Labs؟';
    expect(rel(ar, 'ar', ['nahrvald', 'labs'], {})).toBeNull();
    // The lexicon's English stems for the word (FreeDict ara-eng: join, hookup, assimilate).
    expect(rel(ar, 'ar', ['nahrvald', 'labs'], { translations: new Map([['انضمامها', ['join', 'hookup', 'assimil']]]) })).toEqual({ kind: 'before', of: 'job' });
    const ru = 'Чем она занималась непосредственно перед Lumenhaus?';
    expect(rel(ru, 'ru', ['lumenhaus'], {})).toBeNull();
    expect(rel(ru, 'ru', ['lumenhaus'], { translations: new Map([['непосредственно', ['direct', 'immedi', 'proxim']]]) })).toEqual({ kind: 'before' });
    // A translation of another topic explains nothing.
    expect(rel(ru, 'ru', ['lumenhaus'], { translations: new Map([['непосредственно', ['holiday']]]) })).toBeNull();
  });

  it('generated: in any of the ten languages, a word translated as a verb of moving or a nearness adverb is the relation\'s; one translated as another topic is not', () => {
    fc.assert(fc.property(fc.constantFrom(...(Object.keys(WHERE) as Locale[])), fc.constantFrom('before' as const, 'after' as const),
      fc.constantFrom('join', 'move', 'leav', 'start', 'immedi', 'direct'), (locale, side, english) => {
        const w = WHERE[locale];
        const q = readQuestion(`${w.where} ${w.verb} ${w.topic} ${w[side]}?`, locale);
        const translations = (t: string) => new Map(q.content.map((x) => [x, [t]]));
        expect(readRelation(q, new Set(), null, { translations: translations(english) })?.kind).toBe(side);
        expect(readRelation(q, new Set(), null, { translations: translations('holiday') }), locale).toBeNull();
      }));
  });
});

describe('a name her entries state is the relation\'s argument (a place: "her first job in Tehran")', () => {
  const entries = [
    { title: 'BSc in Computer Engineering, Sepehr Institute of Technology', summary: 'Darya studied computer engineering in Tehran from 2010 to 2014.', textLocale: 'en' },
    { title: 'MSc in Computational Linguistics, Nordlicht University', summary: 'Darya earned her master’s degree in Hamburg (2015–2017).', textLocale: 'en' },
    { title: 'Search Engineer, Lumenhaus Digital Libraries', summary: 'In Berlin, Darya designed search infrastructure for digital library and archive clients.', textLocale: 'en' },
  ];
  const isName = entryNameReader(entries);
  it('is read in any script and spelling; a common word of the entries is no name', () => {
    for (const w of ['tehran', 'تهران', 'teheran', 'hamburg', 'berlin', 'برلين', 'बर्लिन', 'берлин']) expect(isName(w), w).toBe(true);
    for (const w of ['studied', 'search', 'grade', 'master']) expect(isName(w), w).toBe(false);
    const q = readQuestion('اولین شغلش در تهران چی بود؟', 'fa');
    expect(readRelation(q, new Set(), null, {})).toBeNull();
    expect(readRelation(q, new Set(), null, { entryName: isName })).toEqual({ kind: 'first' });
  });

  it('narrows the entries to those whose fields state it; a name none states narrows nothing', () => {
    const e = (slug: string, startDate: string, body: string) => ({ ...entry(slug, startDate, null), title: slug, summary: '', body } as LocalizedEntry);
    const cv = [e('engineer-ketabnama', '2014-08', 'a Tehran-based online bookstore'), e('engineer-lumenhaus', '2017-11', 'a Berlin company'), e('lead-nahrvald', '2023-02', 'a Berlin software company')];
    expect(relatedEntries({ kind: 'first' }, cv, [], [], false, [], ['berlin']).map((x) => x.slug)).toEqual(['engineer-lumenhaus']);
    expect(relatedEntries({ kind: 'first' }, cv, [], [], false, [], ['тегеран']).map((x) => x.slug)).toEqual(['engineer-ketabnama']);
    expect(relatedEntries({ kind: 'first' }, cv, [], [], false, [], ['paris']).map((x) => x.slug)).toEqual(['engineer-ketabnama']);
  });

  it('generated: any spelling of the three cities beside a first-job question keeps it a relation, and only its jobs answer', () => {
    const SPELLINGS: Record<string, string[]> = {
      tehran: ['Tehran', 'Teheran', 'Téhéran', 'Teherán', 'تهران', 'طهران', 'Тегеран', 'तेहरान'],
      berlin: ['Berlin', 'Berlim', 'برلين', 'برلین', 'Берлин', 'बर्लिन'],
      hamburg: ['Hamburg', 'Hambourg', 'Hamburgo', 'هامبورگ', 'Гамбург', 'हैम्बर्ग'],
    };
    const e = (slug: string, startDate: string, body: string) => ({ ...entry(slug, startDate, null), title: slug, summary: '', body } as LocalizedEntry);
    const cv = [e('job-tehran', '2014-08', 'in Tehran'), e('job-hamburg', '2016-01', 'in Hamburg'), e('job-berlin', '2017-11', 'in Berlin')];
    fc.assert(fc.property(fc.constantFrom(...Object.keys(SPELLINGS)), fc.nat(), (city, i) => {
      const spelling = SPELLINGS[city]!;
      const word = readQuestion(spelling[i % spelling.length]!, 'en').tokens[0]!;
      expect(isName(word), word).toBe(true);
      expect(relatedEntries({ kind: 'first' }, cv, [], [], false, [], [word]).map((x) => x.slug)).toEqual([`job-${city}`]);
    }));
  });
});

describe('a manner or degree adverb carries no relation content (UD ADV: wink-lexicon RB, jieba d)', () => {
  it('"Where exactly did she work before …?", "她的硕士到底是在哪里读的？" are the relation; a word of another topic is not', () => {
    expect(readRelation(readQuestion('Where exactly did she work before Nahrvald Labs?', 'en'), new Set(['nahrvald', 'labs']))).toEqual({ kind: 'before', of: 'job' });
    expect(readRelation(readQuestion('她的硕士到底是在哪里读的？', 'zh'), new Set())).toEqual({ kind: 'degree', level: 'master' });
    expect(readRelation(readQuestion('Where did she work on holiday before Nahrvald Labs?', 'en'), new Set(['nahrvald', 'labs']))).toBeNull();
  });

  it('generated: any adverb wink-lexicon tags only RB, placed after the question word, leaves a before-question a relation', () => {
    const adverbs = Object.entries(pennTags).filter(([w, t]) => /^[a-z]{4,}$/.test(w) && t.length === 1 && t[0] === 'RB').map(([w]) => w);
    fc.assert(fc.property(fc.constantFrom(...adverbs), (adverb) => {
      const got = readRelation(readQuestion(`Where ${adverb} did she work before Nahrvald Labs?`, 'en'), new Set(['nahrvald', 'labs']));
      expect(got?.kind, adverb).toBe('before');
    }));
  });

  // Languages without a tagger's dictionary: the word is read by its English translations (the bilingual lexicon's stems).
  const genau = ['precis', 'exact', 'rigor', 'particular', 'accur', 'dilig', 'correct', 'scrupul'];
  const schnell = ['fast', 'quick', 'rapid', 'paci', 'swift', 'fleet', 'slippi', 'presto'];
  it('"Wo genau hat sie vor Nahrvald Labs gearbeitet?" is the relation (genau → precisely, exactly); "schnell" (fast) is not an adverb only', () => {
    const rel = (text: string, locale: Locale, tr: Record<string, string[]>) => readRelation(readQuestion(text, locale), new Set(['nahrvald', 'labs']), null, { translations: new Map(Object.entries(tr)) });
    expect(rel('Wo genau hat sie vor Nahrvald Labs gearbeitet?', 'de', { genau, gearbeitet: ['work', 'oper', 'go'] })).toEqual({ kind: 'before', of: 'job' });
    expect(rel('Onde exatamente ela trabalhou antes da Nahrvald Labs?', 'pt', { exatamente: ['exact', 'right', 'sharp', 'just', 'accur', 'prompt', 'punctual'] })).toEqual({ kind: 'before', of: 'job' });
    expect(rel('Wie schnell hat sie vor Nahrvald Labs gearbeitet?', 'de', { schnell, gearbeitet: ['work', 'oper', 'go'] })).toBeNull();
    // Without a translation the word stays unexplained.
    expect(rel('Wo genau hat sie vor Nahrvald Labs gearbeitet?', 'de', {})).toBeNull();
  });

  it('generated: a word whose known translations all stem from RB-only words is read as an adverb; one also translated to a noun\'s stem is read as that noun', () => {
    const stem = stemmerFor('en');
    const adverbStems = new Set(Object.entries(pennTags).filter(([, t]) => t.length === 1 && t[0] === 'RB').map(([w]) => stem(w)));
    // Abstract nouns in -ness, whose stem no RB-only word has: a topic of its own.
    const nouns = Object.entries(pennTags).filter(([w, t]) => /^[a-z]{3,}ness$/.test(w) && t.every((x) => x === 'NN')).map(([w]) => stem(w)).filter((s) => !adverbStems.has(s));
    const q = readQuestion('Wo genau hat sie vor Nahrvald Labs gearbeitet?', 'de');
    const read = (tr: string[]) => readRelation(q, new Set(['nahrvald', 'labs']), null, { translations: new Map([['genau', tr], ['gearbeitet', ['work']]]) });
    // Adverbs in -ly that no relation list translates (a nearness adverb, "shortly", is the relation's by its list).
    const rbOnly = Object.entries(pennTags).filter(([w, t]) => /^[a-z]{5,}ly$/.test(w) && t.length === 1 && t[0] === 'RB').map(([w]) => stem(w)).filter((a) => read([a, nouns[0]!]) === null);
    fc.assert(fc.property(fc.subarray(rbOnly, { minLength: 1, maxLength: 4 }), fc.constantFrom(...nouns), (advs, noun) => {
      expect(read(advs)?.kind).toBe('before');
      // Beside a translation no adverb stems to, the word is read as that translation alone (a topic, or a word a relation list translates).
      expect(read([...advs, noun])).toEqual(read([noun]));
    }));
  });
});

// Dev set (issue 31, relations): "after finishing her master's degree", "прямо перед магистратурой",
// "son poste le plus récent", "硕士毕业后" — a degree in any case form with its degree noun, the end of
// a degree (Levin 55.2 complete verbs), the latest job, and Chinese localizers.
const FINISHED: Record<Locale, { q: string; side: 'before' | 'after' }[]> = {
  en: [{ q: 'Where did she work right after finishing her master\'s degree?', side: 'after' }, { q: 'Where did she work after she completed her bachelor\'s?', side: 'after' }],
  de: [{ q: 'Wo arbeitete sie nach dem Abschluss ihres Masterstudiums?', side: 'after' }, { q: 'Wo hat sie gearbeitet, nachdem sie den Bachelor beendet hatte?', side: 'after' }],
  fr: [{ q: 'Où a-t-elle travaillé après avoir terminé son master ?', side: 'after' }, { q: 'Où travaillait-elle avant son diplôme de master ?', side: 'before' }],
  es: [{ q: '¿Dónde trabajó después de terminar el máster?', side: 'after' }, { q: '¿Dónde trabajaba antes de la maestría?', side: 'before' }],
  pt: [{ q: 'Onde ela trabalhou depois de concluir o mestrado?', side: 'after' }, { q: 'Onde ela trabalhava antes do mestrado?', side: 'before' }],
  ru: [{ q: 'Чем она занималась прямо перед магистратурой?', side: 'before' }, { q: 'Где она работала после окончания магистратуры?', side: 'after' }],
  fa: [{ q: 'بعد از تمام کردن کارشناسی ارشد کجا کار کرد؟', side: 'after' }, { q: 'قبل از کارشناسی ارشد کجا کار می‌کرد؟', side: 'before' }],
  ar: [{ q: 'أين عملت بعد إنهاء الماجستير؟', side: 'after' }, { q: 'أين عملت قبل الماجستير؟', side: 'before' }],
  hi: [{ q: 'मास्टर्स पूरा करने के बाद उन्होंने कहाँ काम किया?', side: 'after' }, { q: 'मास्टर्स से पहले उन्होंने कहाँ काम किया?', side: 'before' }],
  zh: [{ q: '她硕士毕业后去哪里工作了？', side: 'after' }, { q: '她读硕士前在哪里工作？', side: 'before' }],
};
const LATEST_JOB: Record<Locale, string> = {
  en: 'What is her most recent job?', de: 'Was ist ihre letzte Stelle?', fr: 'Quel est son poste le plus récent ?', es: '¿Cuál es su puesto más reciente?',
  pt: 'Qual é o cargo mais recente dela?', ru: 'Какая у неё последняя работа?', fa: 'آخرین سمت کاری‌اش چیست؟', ar: 'ما هي وظيفتها الأحدث؟',
  hi: 'उनकी नवीनतम नौकरी कौन-सी है?', zh: '她最近的工作是什么？',
};

describe('a degree\'s end, its case forms and the latest job (issue 31, relations; Levin 1993 55.2)', () => {
  const rel = (text: string, locale: Locale) => readRelation(readQuestion(text, locale), new Set(), null);
  it('"after finishing her master\'s degree" points from the degree; "в магистратуре" is the master\'s in any case; the latest job is the current relation', () => {
    expect(rel('Where did she work right after finishing her master\'s degree?', 'en')).toEqual({ kind: 'after', of: 'job' });
    expect(rel('Где она училась в магистратуре?', 'ru')).toEqual({ kind: 'degree', level: 'master' });
    // A place noun beside the degree asks where she took it (fresh-user pass: pt "which city for her master's").
    expect(rel('Em que cidade ela fez o mestrado?', 'pt')).toEqual({ kind: 'degree', level: 'master' });
    expect(rel('In which city did she do her bachelor\'s?', 'en')).toEqual({ kind: 'degree', level: 'bachelor' });
    expect(rel('Quel est son poste le plus récent ?', 'fr')).toEqual({ kind: 'current' });
    // Not a relation: a step of a service, a back-end job's length ("后端" holds 后 inside a word).
    expect(rel('What was the last step of a consulting engagement?', 'en')).toBeNull();
    expect(rel('她在Ketabnama做后端工程师多久？', 'zh')).toBeNull();
  });

  it('generated: in the ten languages, a job before or after a degree (its end, any form) is that side; the latest job is the current one', () => {
    fc.assert(fc.property(fc.constantFrom(...(Object.keys(FINISHED) as Locale[])), fc.nat(1), fc.boolean(), (locale, k, mark) => {
      const { q, side } = FINISHED[locale][k]!;
      const text = mark ? q : q.replace(/[?？؟]\s*$/u, '');
      expect(rel(text, locale)?.kind, `${locale}: ${text}`).toBe(side);
      expect(rel(LATEST_JOB[locale], locale), `${locale}: ${LATEST_JOB[locale]}`).toEqual({ kind: 'current' });
    }), { numRuns: 60 });
  });
});

describe('a place noun beside a degree asks where she took it (fresh-user pass)', () => {
  const CITY: Record<Locale, string> = {
    en: 'In which city did she do her master\'s?', de: 'In welcher Stadt hat sie ihren Master gemacht?', fr: 'Dans quelle ville a-t-elle fait son master ?',
    es: '¿En qué ciudad hizo el máster?', pt: 'Em que cidade ela fez o mestrado?', ru: 'В каком городе она училась в магистратуре?',
    fa: 'کارشناسی ارشد را در کدام شهر خواند؟', ar: 'في أي مدينة درست الماجستير؟', hi: 'उन्होंने मास्टर्स किस शहर में किया?', zh: '她在哪个城市读的硕士？',
  };
  it('generated: in the ten languages, "which city … master\'s" is the master\'s degree relation', () => {
    fc.assert(fc.property(fc.constantFrom(...(Object.keys(CITY) as Locale[])), fc.boolean(), (locale, mark) => {
      const text = mark ? CITY[locale] : CITY[locale].replace(/\s*[?？؟]\s*$/u, '');
      expect(readRelation(readQuestion(text, locale), new Set(), null), `${locale}: ${text}`).toEqual({ kind: 'degree', level: 'master' });
    }), { numRuns: 40 });
  });
});

describe('a date asked of one entry, answered from its front matter (datedEntries: Li & Roth NUM:date of an entry)', () => {
  const dated = (slug: string, kind: 'cv' | 'case_study' | 'article', start: string, end: string | null, current = false): LocalizedEntry =>
    ({ ...job(slug, start), kind, endDate: end, isCurrent: current } as LocalizedEntry);
  const entries = [
    dated('recall-article', 'article', '2021-06-21', null), dated('zwnj-article', 'article', '2020-02-03', null),
    dated('support-assistant', 'case_study', '2023-05', '2024-02'), dated('golestan-search', 'case_study', '2018-03', '2019-06'),
    dated('lead-nahrvald', 'cv', '2023-02', null, true), dated('maintainer-parsegar', 'cv', '2019', null, true),
  ];
  // Titles in the languages the site translates them into, as lib/db `getPublishedTitles` gives them.
  const titles = [
    { slug: 'recall-article', title: 'How to Evaluate Retrieval: Recall@k, nDCG and Honest Test Sets' }, { slug: 'recall-article', title: 'Как оценивать поиск: recall@k, nDCG и честные тестовые наборы' },
    { slug: 'recall-article', title: 'كيف تُقيَّم أنظمة الاسترجاع: recall@k وnDCG ومجموعات اختبار نزيهة' }, { slug: 'recall-article', title: 'ارزیابی بازیابی: recall@k، nDCG و مجموعه‌های آزمون صادقانه' },
    { slug: 'zwnj-article', title: "The Zero-Width Non-Joiner: Persian's Invisible Letter" },
    { slug: 'support-assistant', title: 'A Multilingual Support Assistant That Knows When to Refuse' }, { slug: 'support-assistant', title: 'Un asistente de soporte multilingüe que sabe cuándo negarse' },
    { slug: 'support-assistant', title: 'Ein mehrsprachiger Support-Assistent, der weiß, wann er ablehnen muss' }, { slug: 'support-assistant', title: '懂得何时拒答的多语言客服助手' },
    { slug: 'support-assistant', title: 'एक बहुभाषी सहायता सहायक जो जानता है कि कब मना करना है' }, { slug: 'support-assistant', title: 'Um assistente de suporte multilíngue que sabe quando recusar' },
    { slug: 'golestan-search', title: 'A Persian Search Engine for the Golestan Manuscript Library Archive' },
    { slug: 'lead-nahrvald', title: 'Lead Search & NLP Engineer, Nahrvald Labs' }, { slug: 'maintainer-parsegar', title: 'Maintainer, Parsegar open-source Persian text toolkit' },
  ];
  const her = new Set(['darya', 'she', 'her', 'دریا', 'дарьи', 'ela', 'sie', 'elle', 'она', 'वह', 'उन्होंने', '她']);
  const alone = { followUp: false, cited: [] as string[], her };
  const ask = (text: string, locale: Locale, context: Parameters<typeof datedEntries>[1] = alone) => datedEntries(readQuestion(text, locale), context, entries, titles).map((e) => e.slug);

  it('names the entry by a word of its titles, in ten languages; the rest is one predicate at most', () => {
    expect(ask('When was the article on recall@k published?', 'en')).toEqual(['recall-article']);
    expect(ask('¿Cuándo publicó Darya el artículo sobre recall?', 'es')).toEqual(['recall-article']);
    expect(ask('Когда вышла статья Дарьи про recall@k?', 'ru')).toEqual(['recall-article']);
    expect(ask('متى نشرت دريا مقالها عن recall@k؟', 'ar')).toEqual(['recall-article']);
    expect(ask('مقالهٔ دریا دربارهٔ recall@k کی منتشر شد؟', 'fa')).toEqual(['recall-article']);
    expect(ask('Wann hat sie den mehrsprachigen Support-Assistenten gebaut?', 'de')).toEqual(['support-assistant']);
    expect(ask("Quand l'article sur recall@k a-t-il été publié ?", 'fr')).toEqual(['recall-article']);
    expect(ask('Quando ela fez o assistente de suporte multilíngue?', 'pt')).toEqual(['support-assistant']);
    expect(ask('她什么时候做的多语言客服助手？', 'zh')).toEqual(['support-assistant']);
    expect(ask('उन्होंने बहुभाषी सहायता सहायक कब बनाया?', 'hi')).toEqual(['support-assistant']);
  });

  it('leaves to retrieval a date of no entry, a date inside one, and other questions', () => {
    // "Persian" is a word of several titles: it names no one entry.
    expect(ask('When did she learn Persian?', 'en')).toEqual([]);
    // Two words of predicate ask a date inside the entry (a passage states it).
    expect(ask('When did the Golestan search go live online?', 'en')).toEqual([]);
    expect(ask('When will she publish her next article?', 'en')).toEqual([]);
    expect(ask('What is the article on recall@k about?', 'en')).toEqual([]);
  });

  it('a follow-up with no word of its own asks the date of the entries the previous answer cited', () => {
    const current = { followUp: true, cited: ['/cv#lead-nahrvald', '/cv#maintainer-parsegar'], her };
    expect(ask('Since when?', 'en', current)).toEqual(['lead-nahrvald', 'maintainer-parsegar']);
    expect(ask('Depuis quand ?', 'fr', current)).toEqual(['lead-nahrvald', 'maintainer-parsegar']);
    expect(ask('कब से?', 'hi', current)).toEqual(['lead-nahrvald', 'maintainer-parsegar']);
    expect(ask('从什么时候开始？', 'zh', current)).toEqual(['lead-nahrvald', 'maintainer-parsegar']);
    const article = { followUp: true, cited: ['/articles/recall-article'], her };
    expect(ask('Когда она вышла?', 'ru', article)).toEqual(['recall-article']);
    expect(ask('متى نُشر؟', 'ar', article)).toEqual(['recall-article']);
    expect(ask('Wann ist er erschienen?', 'de', article)).toEqual(['recall-article']);
    expect(ask('کی انجامش داد؟', 'fa', { ...article, cited: ['/case-studies#golestan-search'] })).toEqual(['golestan-search']);
    // After a list, the entry the previous question named.
    const list = { followUp: true, cited: entries.filter((e) => e.kind === 'article').map((e) => `/articles/${e.slug}`).concat('/case-studies#support-assistant'), her };
    expect(ask('¿Cuándo se publicó?', 'es', { ...list, previousContent: ['trata', 'artículo', 'recall'] })).toEqual(['recall-article']);
    expect(ask('¿Cuándo se publicó?', 'es', list)).toEqual([]);
    // Not a follow-up, or words of its own beyond one predicate: none.
    expect(ask('Since when?', 'en', { ...current, followUp: false })).toEqual([]);
    expect(ask('When did she learn Persian?', 'en', { ...article, cited: ['/articles/zwnj-article'] })).toEqual([]);
  });
});

// Per language: a bare since-when follow-up and a when-question with two words of its own (a predicate and an object).
const SINCE_WHEN: Record<Locale, { bare: string; more: string }> = {
  en: { bare: 'Since when?', more: 'When did she learn Turkish grammar?' }, de: { bare: 'Seit wann?', more: 'Wann hat sie Türkisch gelernt?' },
  fr: { bare: 'Depuis quand ?', more: 'Quand a-t-elle appris le turc ?' }, es: { bare: '¿Desde cuándo?', more: '¿Cuándo aprendió turco?' },
  pt: { bare: 'Desde quando?', more: 'Quando ela aprendeu turco?' }, ru: { bare: 'С каких пор?', more: 'Когда она выучила турецкий?' },
  fa: { bare: 'از کی؟', more: 'کی ترکی یاد گرفت؟' }, ar: { bare: 'منذ متى؟', more: 'متى تعلمت التركية؟' },
  hi: { bare: 'कब से?', more: 'उन्होंने तुर्की कब सीखी?' }, zh: { bare: '从什么时候开始？', more: '她什么时候学的土耳其语语法？' },
};

describe('generated variants: a since-when follow-up in the ten languages', () => {
  const pool = ['recall-article', 'zwnj-article', 'support-assistant', 'lead-nahrvald', 'maintainer-parsegar'];
  const entries = pool.map((slug, i): LocalizedEntry => ({ ...job(slug, `20${10 + i}-0${1 + i}`), kind: slug.endsWith('article') ? 'article' : slug.includes('assistant') ? 'case_study' : 'cv' } as LocalizedEntry));
  const href = (e: LocalizedEntry) => (e.kind === 'article' ? `/articles/${e.slug}` : e.kind === 'cv' ? `/cv#${e.slug}` : `/case-studies#${e.slug}`);
  it('answers with one or two cited entries, in their order; none with more, none with a question of its own', () => {
    fc.assert(fc.property(fc.constantFrom(...(Object.keys(SINCE_WHEN) as Locale[])), fc.shuffledSubarray(entries, { minLength: 1, maxLength: 4 }), (locale, cited) => {
      const context = { followUp: true, cited: cited.map(href), her: new Set<string>() };
      const got = datedEntries(readQuestion(SINCE_WHEN[locale].bare, locale), context, entries, []).map((e) => e.slug);
      expect(got, locale).toEqual(cited.length <= 2 ? cited.map((e) => e.slug) : []);
      expect(datedEntries(readQuestion(SINCE_WHEN[locale].more, locale), context, entries, []), locale).toEqual([]);
    }));
  });
});
