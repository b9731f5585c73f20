import { describe, expect, it } from 'vitest';
import { ordinalPosition, previousList, readFollowUp } from './followup';

const titles = [
  { title: 'A Multilingual Support Assistant That Knows When to Refuse', slug: 'multilingual-support-chatbot' },
  { title: 'A Data Pipeline for a 48-Million-Document Multilingual News Corpus', slug: 'multilingual-news-data-pipeline' },
  { title: 'A Context-Aware Spell-Checker for Persian', slug: 'persian-spell-checker' },
];
const history = (answer: string) => [{ role: 'user' as const, content: 'What projects has Darya worked on?' }, { role: 'assistant' as const, content: answer }];

describe('ordinal follow-ups', () => {
  it.each([
    ['Tell me more about the second one.', 2], ['And the third?', 3], ['درباره دومی بیشتر بگو', 2],
    ['Erzähl mir mehr über das zweite', 2], ['再说说第二个', 2], ['And the last one?', -1], ['Where did she study?', null],
  ])('%s → %s', (q, n) => {
    expect(ordinalPosition(q)).toBe(n);
  });

  it('resolves the item from the titles the previous answer named, in order', () => {
    const answer = 'She built A Multilingual Support Assistant That Knows When to Refuse, then A Data Pipeline for a 48-Million-Document Multilingual News Corpus.';
    expect(previousList(answer, titles).map((t) => t.slug)).toEqual(['multilingual-support-chatbot', 'multilingual-news-data-pipeline']);
    expect(readFollowUp('Tell me more about the second one.', history(answer), titles)?.item).toMatchObject({ slug: 'multilingual-news-data-pipeline', position: 2 });
  });

  it('reads numbered lines when the answer has them', () => {
    const answer = '1. A Context-Aware Spell-Checker for Persian (2019)\n2. Something not on the site';
    expect(readFollowUp('and the first?', history(answer), titles)?.item).toMatchObject({ slug: 'persian-spell-checker' });
  });

  it('adds the start of the previous answer when the position is out of range or the list unclear', () => {
    const f = readFollowUp('Tell me about the fifth one', history('Only A Context-Aware Spell-Checker for Persian.'), titles);
    expect(f?.item).toBeUndefined();
    expect(f?.joined).toContain('Only A Context-Aware Spell-Checker');
  });

  it('a standalone question is not a follow-up; a continuation is joined with the previous question', () => {
    expect(readFollowUp('How did the Golestan search engine handle OCR errors?', history('…'), titles)).toBeNull();
    expect(readFollowUp('And when was that?', history('…'), titles)?.joined).toBe('What projects has Darya worked on? And when was that?');
    expect(readFollowUp('And when was that?', [], titles)).toBeNull();
  });
});
