import { describe, expect, it } from 'vitest';
import { checkSentence, extractValues, firstPersonWords, NO_ANSWER_TOKEN, SentenceGate, splitSentences, stripMarkers, wordCount } from '@/lib/gate';
import { prepareSources } from './checks';

const src = prepareSources([{ text: 'The archive held 1,200 pages and the index answered in 95 ms (14.52% faster) in 2021. Contact: team@example.com, https://example.com/docs', locale: 'en' }]);
const check = (s: string) => checkSentence(s, src, 'en').reasons;

describe('the four checks', () => {
  it('1. a marker out of range cites an invented source', () => {
    expect(check('It worked [S2].')).toEqual(['marker-out-of-range']);
    expect(check('It worked [S1].')).toEqual([]);
  });

  it('2. a substantive sentence needs a marker: eight words, or any value', () => {
    expect(check('She built a search engine for a large archive.')).toEqual(['marker-missing']);
    expect(check('That is all.')).toEqual([]);
    expect(check('It took 95 ms.')).toContain('marker-missing');
    expect(wordCount('她在图书馆档案项目中构建')).toBe(8); // 12 Han characters → 8 words
    // U+FEFF is \s to JavaScript, a default-ignorable to Unicode: inside a word it splits nothing.
    expect(wordCount('هر ز\uFEFFبان را جدا\uFEFFگانه ارزیابی کنید')).toBe(wordCount('هر زبان را جداگانه ارزیابی کنید'));
  });

  it('3. every value must appear in a cited source, as a whole number', () => {
    expect(check('The index answered in 95 ms [S1].')).toEqual([]);
    expect(check('The index answered in 96 ms [S1].')).toEqual(['value-unsupported']);
    // A number is one token: 14.52 supports neither 52 nor 14, and 1,200 does not support 200.
    expect(check('It was 52% faster [S1].')).toEqual(['value-unsupported']);
    expect(check('It was 14% faster [S1].')).toEqual(['value-unsupported']);
    expect(check('It held 200 pages [S1].')).toEqual(['value-unsupported']);
    expect(check('It held 1200 pages [S1].')).toEqual([]);
    // A supported e-mail address passes check 3; check 5 withholds every e-mail address (a contact detail).
    expect(check('Write to team@example.com [S1].')).toEqual(['engagement-or-private']);
    expect(check('Write to boss@example.com [S1].')).toEqual(['value-unsupported', 'engagement-or-private']);
    expect(check('See https://example.com/docs [S1].')).toEqual([]);
    expect(check('See https://example.com/admin [S1].')).toEqual(['value-unsupported']);
  });

  it('normalizes numbers: trailing zeros, decimal comma, Persian digits', () => {
    expect(extractValues('20.00', 'en').numbers).toEqual(['20']);
    expect(extractValues('2,5', 'de').numbers).toEqual(['2.5']);
    expect(extractValues('1,200', 'en').numbers).toEqual(['1200']);
    expect(extractValues('سال ۲۰۲۱ و ۱۴٫۵۲ درصد').numbers).toEqual(['2021', '14.52']);
    expect(checkSentence('در سال ۲۰۲۱ بود [S1].', src, 'fa').reasons).toEqual([]);
  });

  it('4. no first person, including the gaps of the reference list', () => {
    expect(firstPersonWords("We'd like to help.", 'en')).toEqual(["We'd"]);
    expect(firstPersonWords("Let's see.", 'en')).toEqual(["Let's"]);
    expect(firstPersonWords('I built it.', 'en')).toEqual(['I']);
    expect(firstPersonWords('The US office and Appendix I.', 'en')).toEqual([]);
    // Known blind spot, kept visible: an all-caps WE reads as an acronym.
    expect(firstPersonWords('WE BUILT IT.', 'en')).toEqual([]);
    expect(check('My work is here.')).toEqual(['first-person']);
  });

  it('strips markers and fixes the spacing they leave, also before Persian punctuation', () => {
    expect(stripMarkers('It ran in 2021 [S1].')).toBe('It ran in 2021.');
    expect(stripMarkers('Done [S1] [S2].')).toBe('Done.');
    expect(stripMarkers('درست است [S1] ؟')).toBe('درست است؟');
  });
});

function feed(gate: SentenceGate, text: string, piece: number) {
  const out = [];
  for (let i = 0; i < text.length; i += piece) out.push(...gate.push(text.slice(i, i + piece)));
  return out;
}

describe('SentenceGate', () => {
  const sources = ['Darya led the project from 2019 to 2021 and reduced latency from 420 ms to 95 ms.'];

  it('releases checked sentences with their sources and holds the last until the stream ends', () => {
    const gate = new SentenceGate({ sources, locale: 'en' });
    const out = feed(gate, 'Darya led the project from 2019 to 2021 [S1]. Latency fell to 95 ms [S1].', 3);
    expect(out).toEqual([{ type: 'text', text: 'Darya led the project from 2019 to 2021.', sources: [1], paragraphBreak: false }]);
    expect(gate.end()).toEqual([{ type: 'text', text: 'Latency fell to 95 ms.', sources: [1], paragraphBreak: false }]);
  });

  it('stops at a fabricated value, releases what passed before it, and stays stopped', () => {
    const gate = new SentenceGate({ sources, locale: 'en' });
    const out = feed(gate, 'Darya led the project [S1]. Latency fell to 12 ms [S1]. More text follows here [S1]. ', 1);
    expect(out.map((o) => o.type)).toEqual(['text', 'guard']);
    expect(out[1]).toMatchObject({ type: 'guard', reasons: ['value-unsupported'] });
    expect(JSON.stringify(out)).not.toContain('12 ms');
    expect(gate.push('Anything [S1]. ')).toEqual([]);
    expect(gate.end()).toEqual([]);
  });

  it('drops an unfinished fragment unchecked on truncation', () => {
    const gate = new SentenceGate({ sources, locale: 'en' });
    const out = feed(gate, 'Darya led the project [S1]. Then she rewrote the 9', 4);
    expect(out).toHaveLength(1);
    expect(gate.end({ truncated: true })).toEqual([]);
  });

  it('never releases the no-answer token; at the start it is a refusal', () => {
    const gate = new SentenceGate({ sources, locale: 'en' });
    expect(feed(gate, `  ${NO_ANSWER_TOKEN}`, 2)).toEqual([{ type: 'no-answer', afterRelease: false }]);
    const later = new SentenceGate({ sources, locale: 'en' });
    const out = [...feed(later, `Darya led the project [S1]. ${NO_ANSWER_TOKEN} and more.`, 5), ...later.end()];
    expect(out).toEqual([
      { type: 'text', text: 'Darya led the project.', sources: [1], paragraphBreak: false },
      { type: 'no-answer', afterRelease: true },
    ]);
  });

  it('text that merely starts like the token is released normally', () => {
    const gate = new SentenceGate({ sources, locale: 'en' });
    expect(feed(gate, 'NO doubt it shipped [S1]. Yes', 1).map((o) => o.type)).toEqual(['text']);
  });

  it('keeps paragraphs: a sentence after a blank line carries a paragraph break', () => {
    const gate = new SentenceGate({ sources, locale: 'en' });
    const out = [...feed(gate, 'First point [S1].\n\nSecond point [S1].', 2), ...gate.end()];
    expect(out.map((o) => o.type === 'text' && o.paragraphBreak)).toEqual([false, true]);
  });
});

describe('splitter rules', () => {
  it.each([
    ['Pi is 3.14 today. Next one.', ['Pi is 3.14 today.', 'Next one.']],
    ['See example.com now. Next.', ['See example.com now.', 'Next.']],
    ['Smith et al. and others agree. Next.', ['Smith et al. and others agree.', 'Next.']],
    ['It is e.g. Dr. Watson here. Next.', ['It is e.g. Dr. Watson here.', 'Next.']],
    ['Am 17. September war es. Danach.', ['Am 17. September war es.', 'Danach.']],
    ['Ein Artikel (27. Januar 2025) [S1]. Danach.', ['Ein Artikel (27. Januar 2025) [S1].', 'Danach.']],
    ['Done. [S1] [S2] Next.', ['Done. [S1] [S2]', 'Next.']],
    ['Really?! Yes.', ['Really?!', 'Yes.']],
    ['1. First item\n2. Second item', ['1. First item', '2. Second item']],
    ['1. The first item 2. The second item', ['1. The first item', '2. The second item']],
    ['a. One b. Two', ['a. One', 'b. Two']],
    ['She works at Yahoo! in Berlin. Next.', ['She works at Yahoo! in Berlin.', 'Next.']],
    ['We make a good team, you and I. Did you see Albert I. Jones?', ['We make a good team, you and I.', 'Did you see Albert I. Jones?']],
    ['„Und auch keine Lust.“ Wir haben 1.000.000 Euro.', ['„Und auch keine Lust.“', 'Wir haben 1.000.000 Euro.']],
    ['我们明天一起去看《摔跤吧！爸爸》好吗？好！', ['我们明天一起去看《摔跤吧！爸爸》好吗？', '好！']],
    ['دکتر م. رضایی آمد. بعد رفت.', ['دکتر م. رضایی آمد.', 'بعد رفت.']],
    ['डॉ. शर्मा आए। ठीक है।', ['डॉ. शर्मा आए।', 'ठीक है।']],
    ['Он живёт на ул. Ленина. Всё.', ['Он живёт на ул. Ленина.', 'Всё.']],
    ['他说：“你好。我们走吧。”然后离开了。', ['他说：“你好。我们走吧。”', '然后离开了。']],
    ['“你好。”，他说。', ['“你好。”，他说。']],
    ['آیا درست است؟ بله.', ['آیا درست است؟', 'بله.']],
    ['यह सही है। ठीक है।', ['यह सही है।', 'ठीक है।']],
  ])('%s', (input, expected) => {
    expect(splitSentences(input)).toEqual(expected);
  });

  it('cuts a sentence without a boundary at the last space before 1,000 characters', () => {
    const long = 'word '.repeat(300);
    const parts = splitSentences(long);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts[0]!.length).toBeLessThanOrEqual(1000);
  });
});

describe('first person per language, chosen by the requested language', () => {
  it.each([
    ['fa', 'من این پروژه را ساختم.', ['من', 'ساختم']],
    ['fa', 'این کار را کرده‌ام.', ['ام']],
    ['fa', 'ما آن را می‌کنیم.', ['ما', 'کنیم']],
    ['ar', 'أنا مهندسة برمجيات.', ['انا']],
    ['ru', 'Я работаю в Берлине.', ['я', 'работаю']],
    ['hi', 'मैं बर्लिन में काम करती हूँ।', ['मैं', 'हूँ']],
    ['zh', '我在柏林工作。', ['我']],
    ['de', 'Ich arbeite in Berlin.', ['ich']],
    ['fr', "J'ai construit ce moteur.", ["J'a"]],
    ['es', 'Yo construí el motor.', ['yo']],
    ['pt', 'Eu construí o motor.', ['eu']],
  ] as const)('%s: %s', (locale, sentence, expected) => {
    expect(firstPersonWords(sentence, locale)).toEqual(expected);
  });

  it('applies en, fa, ar, ru, hi and zh to every answer', () => {
    expect(firstPersonWords('She said: من این را ساختم', 'en')).toEqual(['من', 'ساختم']);
    expect(firstPersonWords('Она пишет: я сделала это', 'de')).toEqual(['я']);
    expect(firstPersonWords('她说我做了', 'fa')).toEqual(['我']);
  });

  it('does not read Persian "I"/"we" in an Arabic answer (there they mean "from"/"what")', () => {
    expect(firstPersonWords('ما هو المشروع الذي بنته من البداية؟', 'ar')).toEqual([]);
    expect(firstPersonWords('ما هو المشروع الذي بنته من البداية؟', 'fa')).toEqual(['ما', 'من']);
  });

  it('reads de, fr, es, pt only in answers requested in that language ("Ma et al.", "me")', () => {
    expect(firstPersonWords('Ich arbeite.', 'en')).toEqual([]);
    expect(firstPersonWords('Ich arbeite.', 'de')).toEqual(['ich']);
    expect(firstPersonWords('As shown by Ma et al. in 2020.', 'fr')).toEqual([]);
    expect(firstPersonWords('Os resultados nos projetos foram bons.', 'pt')).toEqual([]);
    expect(firstPersonWords('Zh: 自我监督学习', 'zh')).toEqual([]);
  });

  it('known weak spots stay visible: an unlisted Persian verb passes', () => {
    // "رفتم" (I went) is not in the curated verb list: a first-person verb the gate lets through.
    expect(firstPersonWords('به برلین رفتم.', 'fa')).toEqual([]);
  });
});

/**
 * The reference design's blind spots (design, Layer 4 "Blind spots"), one test each: beaten ones
 * assert the fix, open ones pin the current behaviour and say why it stays (docs/answering.md, "The sentence
 * gate's blind spots").
 */
describe('blind spots of the reference design', () => {
  const two = prepareSources(['Founded in 2019 with 40 staff.', 'Moved to Berlin in 2021.']);

  it('beaten: a decimal point and a thousands separator are part of one number', () => {
    expect(check('It was 52% faster [S1].')).toEqual(['value-unsupported']); // source: 14.52%
    expect(check('It held 200 pages [S1].')).toEqual(['value-unsupported']); // source: 1,200
  });

  it('beaten: the first-person gaps "we\'d" and "let\'s"', () => {
    expect(firstPersonWords("We'd be glad to.", 'en')).toEqual(["We'd"]);
    expect(firstPersonWords("Let's look.", 'en')).toEqual(["Let's"]);
  });

  it('beaten: closing punctuation no longer merges sentences (".)", "؟»", „…?“, »…?«)', () => {
    expect(splitSentences('It ended (see above.) Then it began.')).toEqual(['It ended (see above.)', 'Then it began.']);
    expect(splitSentences('آیا درست است؟» بعد رفت.')).toEqual(['آیا درست است؟»', 'بعد رفت.']);
    expect(splitSentences('Er fragte: „Kommst du?“ Dann ging er.')).toEqual(['Er fragte: „Kommst du?“', 'Dann ging er.']);
    expect(splitSentences('Er fragte: »Kommst du?« Dann ging er.')).toEqual(['Er fragte: »Kommst du?«', 'Dann ging er.']);
  });

  it('beaten where listed: titles such as "Mr." and "Dr." do not end a sentence', () => {
    expect(splitSentences('Mr. Smith met Dr. Jones. Next.')).toEqual(['Mr. Smith met Dr. Jones.', 'Next.']);
  });

  it('open, fails closed: an abbreviation missing from the lists ends the sentence early', () => {
    // Both halves are checked on their own; the cost is a stop (a marker-less half of 8+ words), never a fabricated release.
    expect(splitSentences('She met John Smith Esq. Yesterday it rained.')).toEqual(['She met John Smith Esq.', 'Yesterday it rained.']);
  });

  it('open: a sentence citing two sources may take one value from each', () => {
    // A string rule cannot tell which claim rests on which source; checking each value against the
    // source its own marker follows would need the model to place markers per clause.
    expect(checkSentence('Founded in 2021 with 40 staff [S1][S2].', two, 'en').reasons).toEqual([]);
  });

  it('beaten for names (issue 34, kind 4): a name no cited source holds is stopped; other words are still not checked', () => {
    // "Google" is in no source.
    expect(checkSentence('She founded Google in 2019 [S1].', two, 'en').reasons).toEqual(['name-unsupported']);
    expect(checkSentence('She founded Google in 2019 [S1].', two, 'en', { names: false }).reasons).toEqual([]);
  });

  it('open: short unmarked sentences pass (fewer than eight words, no value)', () => {
    expect(checkSentence('She did it alone.', two, 'en').reasons).toEqual([]);
  });

  it('open: an all-caps "WE"/"US" reads as an acronym', () => {
    expect(firstPersonWords('WE BUILT IT FOR US.', 'en')).toEqual([]);
  });

  it('beaten: a list after a line ending in a colon is split at its items (issue 10, kind 5)', () => {
    expect(splitSentences('The steps are:\n1. First step\n2. Second step')).toEqual(['The steps are:', '1. First step', '2. Second step']);
  });
});
