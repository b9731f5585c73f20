/** The turn value (issue 30): what readTurn reads of a message and the conversation before it. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authorTerms, loadProfileFile } from '@/lib/profile';
import { pointBack, readQuestion, readTurn, type HistoryTurn } from '@/lib/question';

const who = authorTerms(await loadProfileFile());
const titles = [
  { title: 'A Multilingual Support Assistant That Knows When to Refuse', slug: 'multilingual-support-chatbot' },
  { title: 'A Data Pipeline for a 48-Million-Document Multilingual News Corpus', slug: 'multilingual-news-data-pipeline' },
];
const conversation = (q: string, a: string): HistoryTurn[] => [{ role: 'user', content: q }, { role: 'assistant', content: a }];

describe('readTurn', () => {
  it('a standalone question: read once, retrieval reads the message, L1 the message alone', () => {
    const t = readTurn('What did Darya build for the Golestan archive?', 'en', [], who);
    expect(t.question).toEqual(readQuestion(t.text, 'en', { ignore: who.nameWords }));
    expect(t.query).toMatchObject({ text: t.text, focus: false, aboutAuthor: true });
    expect(t.query!.value.content).toContain('darya'); // the name helps order; retrieval keeps it out of the threshold
    expect(t.query!.answered).toBe(t.question);
    expect(t.l1).toEqual([t.text]);
    expect(t.context).toMatchObject({ followUp: false, previousQuestion: null, previousContent: [], answerContent: [] });
  });

  it('a follow-up: L1 reads the two user turns together, retrieval the joined question, the answerer its own words', () => {
    const t = readTurn('And the results?', 'en', conversation('How did she build the Golestan archive search?', 'She led a team of three.'), who);
    expect(t.l1).toEqual(['And the results?', 'How did she build the Golestan archive search? And the results?']);
    expect(t.context).toMatchObject({ followUp: true, previousQuestion: 'How did she build the Golestan archive search?', ordinal: null });
    expect(t.context.previousContent).toEqual(expect.arrayContaining(['golestan', 'archive']));
    expect(t.query).toMatchObject({ text: 'How did she build the Golestan archive search? And the results?', focus: true });
    expect(t.query!.answered).toBe(t.question);
  });

  it('an ordinal after a list: the item is found once the titles are known', () => {
    const t = readTurn('Tell me more about the second one.', 'en', conversation('What projects has she worked on?', `1. ${titles[0]!.title}\n2. ${titles[1]!.title}`), who);
    expect(t.query).toBeNull();
    const r = pointBack(t, titles);
    expect(r.query.item).toMatchObject({ slug: 'multilingual-news-data-pipeline', position: 2 });
    expect(r.query).toMatchObject({ text: titles[1]!.title, focus: false });
    expect(pointBack(r, [])).toBe(r);
  });

  it('any message: the turn holds the message read as readQuestion reads it, and L1 reads the message first', () => {
    fc.assert(fc.property(fc.constantFrom('And before that?', 'Wie viele Mitwirkende hat sie?', '那之后呢？', 'Где она училась в магистратуре?', 'What does Parsegar do?'),
      fc.option(fc.constantFrom('What does she do at Nahrvald Labs?', 'Tell me about Parsegar.'), { nil: undefined }), (q, previous) => {
        const t = readTurn(q, 'en', previous ? conversation(previous, 'An answer.') : [], who);
        expect(t.question).toEqual(readQuestion(q, 'en', { ignore: who.nameWords }));
        expect(t.l1[0]).toBe(q);
        expect(t.l1.length).toBe(t.context.followUp ? 2 : 1);
        if (!t.context.followUp) expect(t.query?.text).toBe(q);
      }), { seed: 30 });
  });
});
