/**
 * The gate's audit mode (the "with and without sources" demo): a failing sentence is withheld and
 * the gate reads on, recording its reasons — never its text — while the default mode stays the
 * chat's: the first failing sentence stops the answer. Examples and generated answers (fast-check).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditedAnswer, type AuditedEvent } from '@/lib/assistant/audited';
import type { AnswerPart } from '@/lib/assistant/answerers';
import { messagesFor } from '@/lib/i18n/messages';
import { checkSentence, GUARD_REASONS, NO_ANSWER_TOKEN, prepareSources, SentenceGate, splitSentences, stripMarkers, type GateOutput, type GuardReason } from '@/lib/gate';
import type { Locale } from '@/lib/text';

const SOURCES = [
  { text: 'The archive held 1,200 pages in 2021.', locale: 'en' as Locale },
  { text: 'Search answered in 95 ms after the rewrite.', locale: 'en' as Locale },
];

/** Feeds `text` in pieces of the given sizes (cycled), then ends. */
function run(gate: SentenceGate, text: string, cuts: number[] = [text.length || 1]): GateOutput[] {
  const out: GateOutput[] = [];
  for (let i = 0, k = 0; i < text.length; k++) {
    const n = Math.max(1, cuts[k % cuts.length]!);
    out.push(...gate.push(text.slice(i, i + n)));
    i += n;
  }
  out.push(...gate.end());
  return out;
}

async function collect(gen: AsyncGenerator<AuditedEvent>): Promise<AuditedEvent[]> {
  const out: AuditedEvent[] = [];
  for await (const ev of gen) out.push(ev);
  return out;
}

async function* parts(text: string, cuts: number[]): AsyncGenerator<AnswerPart> {
  for (let i = 0, k = 0; i < text.length; k++) {
    const n = Math.max(1, cuts[k % cuts.length]!);
    yield { type: 'delta', text: text.slice(i, i + n) };
    i += n;
  }
  yield { type: 'finish', truncated: false };
}

describe('audit mode, examples', () => {
  const answer = 'The archive held 1,200 pages [S1]. It held 3,400 pages in 2019 [S1]. The author led a team of engineers at a large lab for years. That is all. Her day rate is 900 euros [S3].';

  it('withholds each failing sentence in its place, reads on, and counts every reason', () => {
    const gate = new SentenceGate({ sources: SOURCES, locale: 'en', mode: 'audit' });
    const out = run(gate, answer, [7]);
    expect(out.map((o) => o.type)).toEqual(['text', 'withheld', 'withheld', 'text', 'withheld']);
    expect(out[0]).toEqual({ type: 'text', text: 'The archive held 1,200 pages.', sources: [1], paragraphBreak: false });
    expect(out[1]).toMatchObject({ type: 'withheld', reasons: ['value-unsupported'] });
    expect(out[2]).toMatchObject({ type: 'withheld', reasons: ['marker-missing'] });
    expect(out[3]).toMatchObject({ type: 'text', text: 'That is all.' });
    expect(out[4]).toMatchObject({ type: 'withheld', reasons: ['marker-out-of-range', 'value-unsupported', 'engagement-or-private'] });
    expect(gate.audit).toEqual({ released: 2, withheld: 3, reasons: { 'value-unsupported': 2, 'marker-missing': 1, 'marker-out-of-range': 1, 'engagement-or-private': 1 } });
    expect(gate.stopped).toBe(false);
  });

  it('the default mode stops at the first failing sentence, as before', () => {
    const gate = new SentenceGate({ sources: SOURCES, locale: 'en' });
    const out = run(gate, answer, [7]);
    expect(out).toEqual([
      { type: 'text', text: 'The archive held 1,200 pages.', sources: [1], paragraphBreak: false },
      { type: 'guard', reasons: ['value-unsupported'], blockedChars: 'It held 3,400 pages in 2019 [S1].'.length, finding: { reason: 'value-unsupported', kind: 'number', start: 8, end: 13 } },
    ]);
    expect(gate.stopped).toBe(true);
    expect(gate.audit).toEqual({ released: 1, withheld: 0, reasons: {} });
  });

  it('with an empty source list (the demo\'s ungrounded column) every claim is withheld; a short remark passes', () => {
    const gate = new SentenceGate({ sources: [], locale: 'en', mode: 'audit' });
    const out = run(gate, 'The author is a senior search engineer who has worked in Berlin for many years. She led a team of 14 engineers at Nahrvald Labs from 2015. Her day rate is 900 euros [S1]. That is the short answer.');
    expect(out.map((o) => o.type)).toEqual(['withheld', 'withheld', 'withheld', 'text']);
    expect(gate.audit.reasons).toEqual({ 'marker-missing': 2, 'value-unsupported': 2, 'marker-out-of-range': 1, 'engagement-or-private': 1 });
  });

  it('the no-answer token still ends an audited answer', () => {
    const gate = new SentenceGate({ sources: [], locale: 'en', mode: 'audit' });
    expect(run(gate, `${NO_ANSWER_TOKEN}`)).toEqual([{ type: 'no-answer', afterRelease: false }]);
    const later = new SentenceGate({ sources: [], locale: 'en', mode: 'audit' });
    expect(run(later, `That is all. It was founded by a team of many people long ago. ${NO_ANSWER_TOKEN}`).map((o) => o.type)).toEqual(['text', 'withheld', 'no-answer']);
  });

  it('auditedAnswer: events carry reasons and a tally, the model declining is a notice', async () => {
    const gate = new SentenceGate({ sources: SOURCES, locale: 'fa', mode: 'audit' });
    const evs = await collect(auditedAnswer(parts(NO_ANSWER_TOKEN, [3]), { gate, locale: 'fa' }));
    expect(evs).toEqual([
      { type: 'notice', kind: 'refused', message: messagesFor('fa').demo.declined },
      { type: 'audit', released: 0, withheld: 0, reasons: {} },
      { type: 'done', outcome: 'refused' },
    ]);
    const g2 = new SentenceGate({ sources: SOURCES, locale: 'en', mode: 'audit' });
    const e2 = await collect(auditedAnswer(parts(answer, [5]), { gate: g2, locale: 'en' }));
    expect(e2.map((e) => e.type)).toEqual(['text', 'withheld', 'withheld', 'text', 'withheld', 'audit', 'done']);
    expect(e2.at(-1)).toEqual({ type: 'done', outcome: 'withheld' });
    // Released sentences cite nothing in this column: the demo's ungrounded column has no sources to show.
    expect(e2.filter((e) => e.type === 'text').every((e) => e.type === 'text' && e.sources.length === 0)).toBe(true);
  });
});

// Generated answers: sentences from templates, each with a made-up word (a canary) in it, so a
// test can tell whether any of a withheld sentence's text reached the events.
const TEMPLATES: ((w: string) => string)[] = [
  (w) => `The ${w} archive held 1,200 pages [S1].`, // passes
  (w) => `The ${w} search answered in 95 ms [S2].`, // passes
  (w) => `That ${w} is all.`, // short, no value: passes
  (w) => `The ${w} project was built by a large team over several busy years.`, // marker-missing
  (w) => `The ${w} archive held 3,400 pages [S1].`, // value-unsupported
  (w) => `The ${w} index was very fast [S3].`, // marker-out-of-range
  (w) => `I built the ${w} index in 2021 [S1].`, // first-person
  (w) => `Her ${w} day rate is 1,200 euros [S1].`, // engagement-or-private
  (w) => `It ran ${w} in 2019 [S1] [S2].`, // value-unsupported
  (w) => `Write to ${w}@example.com for details [S1].`, // value-unsupported, engagement-or-private
];
const canary = fc.stringMatching(/^[a-z]{4,8}$/).map((s) => `zq${s}`);
const answers = fc.array(fc.tuple(fc.integer({ min: 0, max: TEMPLATES.length - 1 }), canary), { minLength: 1, maxLength: 8 })
  .filter((xs) => new Set(xs.map(([, w]) => w)).size === xs.length)
  .map((xs) => xs.map(([t, w]) => ({ text: TEMPLATES[t]!(w), canary: w })));
const cuts = fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 5 });

describe('audit mode, generated answers', () => {
  const prepared = prepareSources(SOURCES);
  /** What the checks say of each sentence, read on its own (independently of the streaming gate). */
  const expectations = (text: string) => splitSentences(text).map((s) => ({ sentence: s, reasons: checkSentence(s, prepared, 'en').reasons }));

  it('releases exactly the passing sentences and counts every failing one per reason', () => {
    fc.assert(fc.property(answers, cuts, (sentences, cut) => {
      const text = sentences.map((s) => s.text).join(' ');
      const expected = expectations(text);
      const gate = new SentenceGate({ sources: SOURCES, locale: 'en', mode: 'audit' });
      const out = run(gate, text, cut);
      expect(out.map((o) => (o.type === 'text' ? o.text : o.type === 'withheld' ? o.reasons : o.type)))
        .toEqual(expected.map((x) => (x.reasons.length ? x.reasons : stripMarkers(x.sentence))));
      const tally: Partial<Record<GuardReason, number>> = {};
      for (const x of expected) for (const r of x.reasons) tally[r] = (tally[r] ?? 0) + 1;
      expect(gate.audit).toEqual({ released: expected.filter((x) => !x.reasons.length).length, withheld: expected.filter((x) => x.reasons.length).length, reasons: tally });
      for (const r of Object.keys(gate.audit.reasons)) expect(GUARD_REASONS).toContain(r);
    }), { numRuns: 300 });
  });

  it('the default mode is unchanged: the released prefix, then one guard with the first failure, then nothing', () => {
    fc.assert(fc.property(answers, cuts, (sentences, cut) => {
      const text = sentences.map((s) => s.text).join(' ');
      const expected = expectations(text);
      const first = expected.findIndex((x) => x.reasons.length > 0);
      const released = (first < 0 ? expected : expected.slice(0, first)).map((x) => ({ type: 'text', text: stripMarkers(x.sentence), sources: checkSentence(x.sentence, prepared, 'en').cited, paragraphBreak: false }));
      const reference = first < 0 ? released : [...released, { type: 'guard', reasons: expected[first]!.reasons, blockedChars: expected[first]!.sentence.length, finding: expect.objectContaining({ reason: expected[first]!.reasons[0] }) }];
      const byDefault = run(new SentenceGate({ sources: SOURCES, locale: 'en' }), text, cut);
      expect(byDefault).toEqual(reference);
      expect(run(new SentenceGate({ sources: SOURCES, locale: 'en', mode: 'stop' }), text, cut)).toEqual(byDefault);
      // Audit mode agrees with the default mode up to the first failure.
      const audited = run(new SentenceGate({ sources: SOURCES, locale: 'en', mode: 'audit' }), text, cut);
      const k = audited.findIndex((o) => o.type === 'withheld');
      const prefix = k < 0 ? audited : [...audited.slice(0, k), { ...audited[k]!, type: 'guard' }];
      expect(prefix).toEqual(byDefault);
    }), { numRuns: 300 });
  });

  it('no withheld sentence\'s text reaches the events, in any language of the column', async () => {
    await fc.assert(fc.asyncProperty(answers, cuts, fc.constantFrom<Locale>('en', 'fa', 'de', 'zh'), async (sentences, cut, locale) => {
      const text = sentences.map((s) => s.text).join(' ');
      const gate = new SentenceGate({ sources: SOURCES, locale, mode: 'audit' });
      const evs = await collect(auditedAnswer(parts(text, cut), { gate, locale }));
      const json = JSON.stringify(evs);
      const released = evs.flatMap((e) => (e.type === 'text' ? [e.text] : []));
      for (const s of sentences) {
        const shown = released.some((r) => r.includes(s.canary));
        // A sentence's canary is in the events only if that sentence was released.
        expect(json.includes(s.canary)).toBe(shown);
      }
      const audit = evs.find((e) => e.type === 'audit');
      expect(audit).toMatchObject({ released: released.length, withheld: evs.filter((e) => e.type === 'withheld').length });
      expect(evs.at(-1)).toEqual({ type: 'done', outcome: audit && 'withheld' in audit && audit.withheld > 0 ? 'withheld' : 'answered' });
    }), { numRuns: 150 });
  });
});
