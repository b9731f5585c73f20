import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/text';
import { answerAfter, answerParagraphs, confidenceNote, CONVERSATION_KEY, HISTORY_LIMITS, historyOf, loadConversation, MAX_STORED_TURNS, parseConversation, saveConversation, serializeConversation, type AnswerTurn, type Turn } from './conversation';
import { joinSentences, type AssistantEvent } from './events';
import { askInputSchema, ASK_LIMITS } from './input';

/** A Storage over a Map (the Web Storage interface; vitest runs in Node, which has none). */
function memoryStorage(): Storage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() { return map.size; },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => { map.delete(k); },
    setItem: (k, v) => { map.set(k, String(v)); },
  };
}

const source = fc.record({
  n: fc.integer({ min: 1, max: 8 }), passageId: fc.integer({ min: 1, max: 10_000 }), title: fc.string({ maxLength: 40 }), href: fc.constantFrom('/cv#acme', '/articles/x'),
  heading: fc.option(fc.string({ maxLength: 40 }), { nil: undefined }), passageHref: fc.option(fc.constant('/articles/x#h:~:text=A%20b'), { nil: undefined }), excerpt: fc.option(fc.string({ maxLength: 200 }), { nil: undefined }),
  quote: fc.option(fc.string({ maxLength: 80 }), { nil: undefined }),
}, { requiredKeys: ['n', 'passageId', 'title', 'href'] });
const answer: fc.Arbitrary<Turn> = fc.record({
  role: fc.constant('assistant' as const),
  sentences: fc.array(fc.record({ text: fc.string({ maxLength: 80 }), paragraphBreak: fc.boolean(), cites: fc.array(fc.integer({ min: 1, max: 10_000 }), { maxLength: 3 }), refs: fc.array(source, { maxLength: 2 }), lang: fc.constantFrom(...LOCALES) }, { requiredKeys: ['text', 'paragraphBreak', 'cites'] }), { maxLength: 5 }),
  sources: fc.array(source, { maxLength: 4 }),
  notices: fc.array(fc.record({ kind: fc.constantFrom('withheld', 'refused', 'stopped'), message: fc.string({ maxLength: 60 }) }), { maxLength: 2 }),
  answerer: fc.constantFrom('model' as const, 'extractive' as const, null),
  outcome: fc.constantFrom('answered' as const, 'refused' as const, 'withheld' as const, 'stopped' as const),
  confidence: fc.option(fc.record({ value: fc.double({ min: 0, max: 1, noNaN: true }), band: fc.constantFrom('high' as const, 'medium' as const, 'low' as const) }), { nil: undefined }),
}, { requiredKeys: ['role', 'sentences', 'sources', 'notices', 'answerer', 'outcome'] });
const conversation = fc.array(fc.tuple(fc.string({ minLength: 1, maxLength: 100 }).map((text) => ({ role: 'user' as const, text })), answer), { maxLength: 6 }).map((pairs) => pairs.flat());

describe('conversation storage', () => {
  it('round-trips any conversation through sessionStorage', () => {
    fc.assert(fc.property(conversation, (turns) => {
      const storage = memoryStorage();
      saveConversation(storage, turns);
      expect(loadConversation(storage)).toEqual(JSON.parse(JSON.stringify(turns)));
    }));
  });

  it('saves an answer still streaming as it stands, marked stopped', () => {
    const turns: Turn[] = [{ role: 'user', text: 'Q' }, { role: 'assistant', sentences: [{ text: 'Half.', paragraphBreak: false, cites: [3] }], sources: [], notices: [], answerer: 'model', outcome: null }];
    const back = parseConversation(serializeConversation(turns))!;
    expect(back[1]).toMatchObject({ outcome: 'stopped', sentences: [{ text: 'Half.' }] });
  });

  it('keeps the newest turns and never starts with an answer', () => {
    const turns: Turn[] = Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? { role: 'user', text: `q${i}` } : { role: 'assistant', sentences: [], sources: [], notices: [], answerer: null, outcome: 'refused' }));
    const back = parseConversation(serializeConversation(turns))!;
    expect(back.length).toBeLessThanOrEqual(MAX_STORED_TURNS);
    expect(back[0]).toEqual({ role: 'user', text: 'q10' });
  });

  it('keeps a quoted sentence\'s language, and drops a stored sentence whose language is not a site locale', () => {
    const turns: Turn[] = [{ role: 'user', text: 'Wie viele Sterne?' }, { role: 'assistant', sentences: [{ text: 'Parsegar has 2,300 stars.', paragraphBreak: false, cites: [3], lang: 'en' }], sources: [], notices: [], answerer: 'extractive', outcome: 'answered' }];
    expect(parseConversation(serializeConversation(turns))![1]).toMatchObject({ sentences: [{ lang: 'en' }] });
    expect(parseConversation(serializeConversation(turns).replace('"lang":"en"', '"lang":"xx"'))).toBeNull();
  });

  it('drops corrupt, foreign and old-version data (and removes it) instead of failing', () => {
    const bad = ['{', 'null', '[]', '{"v":0,"turns":[]}', '{"v":1,"turns":[{"role":"robot"}]}', '{"v":1,"turns":[{"role":"assistant","sentences":"x"}]}', '"text"'];
    for (const raw of bad) {
      const storage = memoryStorage();
      storage.setItem(CONVERSATION_KEY, raw);
      expect(loadConversation(storage)).toEqual([]);
      expect(storage.getItem(CONVERSATION_KEY)).toBeNull();
    }
    fc.assert(fc.property(fc.string(), (raw) => {
      const storage = memoryStorage();
      storage.setItem(CONVERSATION_KEY, raw);
      expect(Array.isArray(loadConversation(storage))).toBe(true);
    }));
  });

  it('survives a storage that throws', () => {
    const broken = { ...memoryStorage(), getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('quota'); } } as unknown as Storage;
    expect(loadConversation(broken)).toEqual([]);
    expect(() => saveConversation(broken, [{ role: 'user', text: 'x' }])).not.toThrow();
  });

  it('clears the key on an empty conversation', () => {
    const storage = memoryStorage();
    saveConversation(storage, [{ role: 'user', text: 'x' }]);
    saveConversation(storage, []);
    expect(storage.map.size).toBe(0);
  });
});

describe('history', () => {
  it('uses the route\'s limits', () => {
    expect(HISTORY_LIMITS).toEqual({ turns: ASK_LIMITS.historyTurns, turnChars: ASK_LIMITS.turnChars, citedEntries: ASK_LIMITS.citedEntries, hrefChars: ASK_LIMITS.hrefChars });
  });

  it('is always accepted by the route\'s input schema', () => {
    fc.assert(fc.property(conversation, (turns) => {
      const parsed = askInputSchema.safeParse({ question: 'What next?', locale: 'en', history: historyOf(turns) });
      // A generated text may hold control characters the route refuses; the shape and limits must hold.
      if (!parsed.success) expect(parsed.error.issues.every((i) => /control|letters/i.test(i.message))).toBe(true);
      expect(historyOf(turns).length).toBeLessThanOrEqual(ASK_LIMITS.historyTurns);
    }));
  });
});

describe('answerAfter (the answer turn the chat window keeps, shared with the conversation runner)', () => {
  const empty = { role: 'assistant' as const, sentences: [], sources: [], notices: [], answerer: null, outcome: null };
  const ref = (passageId: number) => ({ n: passageId, passageId, title: `T${passageId}`, href: `/articles/a${passageId}` });

  it('keeps released sentences with their sources in order of first use, notices but the extractive one, and the outcome', () => {
    const events: AssistantEvent[] = [
      { type: 'decision', route: 'passages', bestScore: 0.5, threshold: 0.35, answerer: 'extractive', passages: [] },
      { type: 'notice', kind: 'extractive', message: 'quoted' },
      { type: 'text', text: 'One.', sources: [ref(7), ref(3), ref(7)], paragraphBreak: false },
      { type: 'guard', reasons: ['value-unsupported'], message: 'held back' },
      { type: 'text', text: 'Two.', sources: [ref(3), ref(9)], paragraphBreak: true, lang: 'fa' },
      { type: 'done', outcome: 'answered', answerId: '00000000-0000-4000-8000-000000000000' },
    ];
    const a = events.reduce(answerAfter, empty);
    expect(a.answerer).toBe('extractive');
    expect(a.sentences).toEqual([{ text: 'One.', paragraphBreak: false, cites: [7, 3, 7], refs: [ref(7), ref(3), ref(7)] }, { text: 'Two.', paragraphBreak: true, cites: [3, 9], refs: [ref(3), ref(9)], lang: 'fa' }]);
    expect(a.sources.map((s) => s.passageId)).toEqual([7, 3, 9]);
    expect(a.notices).toEqual([{ kind: 'withheld', message: 'held back' }]);
    expect(a.outcome).toBe('answered');
    expect(historyOf([{ role: 'user', text: 'Q?' }, a])).toEqual([{ role: 'user', content: 'Q?' }, { role: 'assistant', content: 'One. Two.', cited: ['/articles/a7', '/articles/a3', '/articles/a9'] }]);
  });

  it('for any stream of text events, the history sends the released sentences joined and each source once', () => {
    fc.assert(fc.property(fc.array(fc.record({ text: fc.string({ minLength: 1, maxLength: 30 }), ids: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }) }), { maxLength: 6 }), (texts) => {
      const a = texts.reduce((t, x) => answerAfter(t, { type: 'text', text: x.text, sources: x.ids.map(ref), paragraphBreak: false }), empty as AnswerTurn);
      expect(a.sentences.map((s) => s.text)).toEqual(texts.map((x) => x.text));
      expect(a.sources.map((s) => s.passageId)).toEqual([...new Set(texts.flatMap((x) => x.ids))]);
      expect(historyOf([a])[0]?.content ?? '').toBe(joinSentences(texts.map((x) => x.text)).slice(-HISTORY_LIMITS.turnChars));
      // Issue 30: the entries the answer cited travel with it, each once, in order of first use, within the route's limit.
      const cited = [...new Set(texts.flatMap((x) => x.ids))].map((id) => `/articles/a${id}`).slice(0, HISTORY_LIMITS.citedEntries);
      expect(historyOf([a])[0]?.cited ?? []).toEqual(cited);
      expect(askInputSchema.safeParse({ question: 'And then?', locale: 'en', history: [{ role: 'user', content: 'Q?' }, { role: 'assistant', content: 'A.', cited }] }).success).toBe(true);
    }));
  });

  it('the route refuses a cited entry that is not a site-relative link, or too many', () => {
    const history = (cited: string[]) => ({ question: 'And then?', locale: 'en', history: [{ role: 'user', content: 'Q?' }, { role: 'assistant', content: 'A.', cited }] });
    expect(askInputSchema.safeParse(history(['https://example.com/x'])).success).toBe(false);
    expect(askInputSchema.safeParse(history(['//example.com/x'])).success).toBe(false);
    expect(askInputSchema.safeParse(history(Array.from({ length: ASK_LIMITS.citedEntries + 1 }, (_, i) => `/cv/e${i}`))).success).toBe(false);
  });
});

describe('an answer drawn as paragraphs and runs of one language (issue 32, kind 8)', () => {
  const ref = { n: 1, passageId: 7, title: 'Parsegar', href: '/cv#parsegar' };
  it('the report: an Arabic sentence, then two English quotes — one English run after the Arabic one', () => {
    const turn: AnswerTurn = {
      role: 'assistant', answerer: 'extractive', outcome: 'answered', notices: [], sources: [ref],
      sentences: [
        { text: 'تصون داريا مكتبة Parsegar.', paragraphBreak: false, cites: [7] },
        { text: 'By 2025 the library had 2,300 stars.', paragraphBreak: false, cites: [7], lang: 'en' },
        { text: 'Its test suite has 3,400 cases.', paragraphBreak: false, cites: [7], lang: 'en' },
      ],
    };
    const [p] = answerParagraphs(turn, 0);
    expect(p!.runs.map((r) => [r.lang, r.sentences.map((x) => x.text)])).toEqual([
      [undefined, ['تصون داريا مكتبة Parsegar.']],
      ['en', ['By 2025 the library had 2,300 stars.', 'Its test suite has 3,400 cases.']],
    ]);
    expect(p!.runs[1]!.separator).toBe(' ');
    expect(p!.runs[1]!.sentences.map((x) => x.separator)).toEqual(['', ' ']);
    expect(p!.runs[1]!.sentences[1]!.chips).toEqual([{ n: 1, source: ref, popoverId: 'cite-0-2-1' }]);
  });

  it('generated answers: every sentence once, in order; runs are the longest stretches of one language within a paragraph', () => {
    const sentence = fc.record({ text: fc.string({ minLength: 1, maxLength: 20 }), paragraphBreak: fc.boolean(), cites: fc.constant(null).map((): number[] => [7]), lang: fc.option(fc.constantFrom('en', 'de', 'ar'), { nil: undefined }) });
    fc.assert(fc.property(fc.array(sentence, { maxLength: 30 }), (sentences) => {
      const turn: AnswerTurn = { role: 'assistant', answerer: 'extractive', outcome: 'answered', notices: [], sources: [ref], sentences: sentences.map(({ lang, ...x }) => (lang ? { ...x, lang } : x)) };
      const ps = answerParagraphs(turn, 3);
      expect(ps.flatMap((p) => p.runs.flatMap((r) => r.sentences.map((x) => x.text)))).toEqual(sentences.map((x) => x.text));
      expect(ps.length).toBe(sentences.filter((x, i) => i === 0 || x.paragraphBreak).length);
      for (const p of ps) {
        expect(p.runs.every((r) => r.sentences.length > 0)).toBe(true);
        // Neighbouring runs differ in language: a run is never split, so its label is said once, after it.
        for (let i = 1; i < p.runs.length; i++) expect(p.runs[i]!.lang).not.toBe(p.runs[i - 1]!.lang);
      }
      // Popover ids are unique on the page.
      const ids = ps.flatMap((p) => p.runs.flatMap((r) => r.sentences.flatMap((x) => x.chips.map((c) => c.popoverId))));
      expect(new Set(ids).size).toBe(ids.length);
    }));
  });
});

describe('the note under a low-confidence answer (issue 31, kind 6)', () => {
  const sentence = { text: 'She led a team of three.', markers: [] } as unknown as AnswerTurn['sentences'][number];
  const confidence = (band: 'high' | 'medium' | 'low') => ({ band } as AnswerTurn['confidence']);
  it('a verbatim quote says the match is uncertain, a model answer that its support is partial, a refusal nothing', () => {
    expect(confidenceNote({ answerer: 'extractive', confidence: confidence('low'), sentences: [sentence] })).toBe('lowMatch');
    expect(confidenceNote({ answerer: 'model', confidence: confidence('low'), sentences: [sentence] })).toBe('lowConfidence');
    expect(confidenceNote({ answerer: 'extractive', confidence: confidence('low'), sentences: [] })).toBeNull();
  });
  it('generated: no band but low ever shows a note, whatever the answerer', () => {
    fc.assert(fc.property(fc.constantFrom('high', 'medium', 'low'), fc.constantFrom('extractive', 'model', null), fc.nat({ max: 3 }), (band, answerer, n) => {
      const note = confidenceNote({ answerer: answerer as AnswerTurn['answerer'], confidence: confidence(band as 'high'), sentences: Array(n).fill(sentence) });
      expect(note !== null).toBe(band === 'low' && n > 0);
      if (note) expect(note).toBe(answerer === 'extractive' ? 'lowMatch' : 'lowConfidence');
    }));
  });
  it('every language has both notes', async () => {
    for (const l of LOCALES) {
      const { chat } = (await import(`@/lib/i18n/messages/${l}.json`)).default as { chat: Record<string, string> };
      expect(chat.lowMatch, l).toMatch(/\S/);
      expect(chat.lowConfidence, l).toMatch(/\S/);
      expect(chat.lowMatch, l).not.toBe(chat.lowConfidence);
    }
  });
});
