import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentWords, indexTerms, normalizeForMatching, words } from '@/lib/text';
import { requireExternal } from '@/tests/support';

describe('normalizeForMatching', () => {
  it('maps Arabic forms to Persian, digits and separators to Latin, drops harakat, splits ZWNJ', () => {
    expect(normalizeForMatching('كتاب عربي')).toBe('کتاب عربی');
    expect(normalizeForMatching('۱۲۳ ٤٥٦ ۱۴٫۵ ۱٬۲۰۰')).toBe('123 456 14.5 1,200');
    expect(normalizeForMatching('مُحَمَّدٌ')).toBe('محمد');
    expect(normalizeForMatching('می‌کند')).toBe('می کند');
    expect(normalizeForMatching('ZWNJ\u200C')).toBe('zwnj\u200C'); // not inside a word: kept
  });

  it('agrees with the digit cases of persian-tools', () => {
    const cases = JSON.parse(readFileSync(requireExternal('persian-tools/persian_tools_cases.json'), 'utf8')) as { op: string; input: unknown; expected: unknown }[];
    // The "to English digits" cases apply to a matching normalizer, which converts Persian and
    // Arabic-Indic digits alike (a case expecting one kind to survive is out of scope).
    const pairs = cases.filter((c): c is { op: string; input: string; expected: string } =>
      /ToEn$/.test(c.op) && typeof c.input === 'string' && typeof c.expected === 'string' && !/[۰-۹٠-٩]/.test(c.expected));
    expect(pairs.length).toBeGreaterThanOrEqual(4);
    for (const c of pairs) expect(normalizeForMatching(c.input), `${c.op} ${c.input}`).toBe(c.expected.toLowerCase());
  });
});

describe('words, content words and index terms', () => {
  it('segments whole words, Chinese included', () => {
    expect(words('How do I install Scrapling? e-mail')).toEqual(['how', 'do', 'i', 'install', 'scrapling', 'e', 'mail']);
    expect(words('图书馆档案').length).toBeGreaterThan(1);
  });

  it('drops stop words of every site language and short words', () => {
    expect(contentWords('Where did Darya study computational linguistics?')).toEqual(['darya', 'study', 'computational', 'linguistics']);
    expect(contentWords('Wo hat sie studiert?')).toEqual(['studiert']);
    expect(contentWords('دریا کجا درس خوانده است؟')).not.toContain('است');
  });

  it('indexes both spellings of a ZWNJ compound', () => {
    const terms = indexTerms('نیم‌فاصله مهم است');
    expect(terms).toEqual(expect.arrayContaining(['نیم', 'فاصله', 'نیمفاصله']));
    expect(contentWords('نیمفاصله چیست؟').every((w) => terms.includes(w))).toBe(true);
  });
});

describe('Persian spellings of one verb give the same content words', () => {
  it.each([
    ['پارسگر چه کاری می‌کند؟', 'پارسگر چه کاری میکند؟', 'پارسگر چه کاری می کند؟'],
    ['این ابزار چگونه کار می‌کند؟', 'این ابزار چگونه کار میکند؟', 'این ابزار چگونه کار می کند؟'],
  ])('%s', (zwnj, joined, spaced) => {
    expect(contentWords(joined)).toEqual(contentWords(zwnj));
    expect(contentWords(spaced)).toEqual(contentWords(zwnj));
  });
});
