/**
 * A documentation question asked in another language than its page, naming a code identifier
 * (golden-set/facts.jsonl, kinds doc, doc-default, doc-identifier): the identifier is the
 * threshold's evidence (`countsForThreshold`'s `identifier`, Bacchelli, Lanza & Robbes 2010), and
 * a word no passage holds in any language is left out of that passage's weight
 * (`outOfVocabulary`, Ballesteros & Croft 1997). Examples in the ten languages, then generated variants.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readQuestion } from '@/lib/question';
import type { Locale } from '@/lib/text';
import { countsForThreshold, outOfVocabulary } from '.';

/** One question per language naming an identifier the English page holds. */
const ASKED: [Locale, string, string][] = [
  ['en', 'What is the default of allow_credentials in CORSMiddleware?', 'allow_credentials'],
  ['fa', 'تایم‌اوت پیش‌فرض DynamicFetcher چقدره؟', 'dynamicfetcher'],
  ['de', 'Welche Methoden erlaubt allow_methods standardmäßig?', 'allow_methods'],
  ['fr', 'Quel est le timeout par défaut de DynamicFetcher ?', 'dynamicfetcher'],
  ['es', '¿Qué valor tiene por defecto max_blocked_retries?', 'max_blocked_retries'],
  ['pt', 'Qual é o valor padrão de concurrent_requests?', 'concurrent_requests'],
  ['ru', 'Какое значение по умолчанию у max_age в CORSMiddleware?', 'max_age'],
  ['ar', 'ما هي الحالة الافتراضية لـ wait_selector_state في StealthyFetcher؟', 'wait_selector_state'],
  ['hi', 'concurrent_requests_per_domain का डिफ़ॉल्ट मान क्या है?', 'concurrent_requests_per_domain'],
  ['zh', 'download_delay 默认值是多少？', 'download_delay'],
];

describe('an identifier as code writes it is a code anchor, in every language', () => {
  it.each(ASKED)('%s: %s', (locale, q, id) => {
    expect(readQuestion(q, locale).anchors).toContainEqual({ word: id, kind: 'code' });
  });

  it('an acronym is an anchor, but no identifier', () => {
    expect(readQuestion('Welche Rolle spielt CRF bei der Suche?', 'de').anchors).toContainEqual({ word: 'crf', kind: 'acronym' });
    expect(readQuestion('کدهای وضعیت HTTP کدام‌اند؟', 'fa').anchors).toContainEqual({ word: 'http', kind: 'acronym' });
  });

  it('generated: snake or camel case identifiers in any language are code anchors', () => {
    const part = fc.constantFrom('wait', 'selector', 'state', 'max', 'retries', 'allow', 'fetch', 'proxy', 'session');
    const ident = fc.tuple(fc.array(part, { minLength: 2, maxLength: 3 }), fc.boolean()).map(([ps, snake]) => (snake
      ? ps.join('_') : ps.map((p, i) => (i === 0 ? p : p[0]!.toUpperCase() + p.slice(1))).join('')));
    fc.assert(fc.property(fc.constantFrom(...ASKED), ident, ([locale, q, id], other) => {
      const asked = q.replace(new RegExp(id, 'i'), other);
      expect(readQuestion(asked, locale).anchors).toContainEqual({ word: other.toLowerCase(), kind: 'code' });
    }));
  });
});

describe('the threshold: one held identifier is the distinct evidence', () => {
  it('counts with one identifier, not with one other anchor', () => {
    const c = { coverage: 0.45, hits: ['dynamicfetcher'], words: 4, anchors: 1 };
    expect(countsForThreshold({ ...c, identifier: true })).toBe(true);
    expect(countsForThreshold(c)).toBe(false);
  });

  it('the weight rule still applies', () => {
    expect(countsForThreshold({ coverage: 0.3, hits: ['dynamicfetcher'], words: 4, anchors: 1, identifier: true })).toBe(false);
  });
});

describe('out of vocabulary: a word no passage holds, asked of a passage in another language', () => {
  const terms = { words: ['تایم', 'اوت', 'فرض', 'dynamicfetcher', 'kubernetes'], locale: 'fa' as Locale, unseen: [true, false, true, false, true] };

  it('unseen words leave an English passage\'s weight; anchors and seen words stay', () => {
    expect(outOfVocabulary(terms, 'en', new Set(['dynamicfetcher', 'kubernetes']))).toEqual([true, false, true, false, false]);
  });

  it('a passage in the question\'s language keeps every word', () => {
    expect(outOfVocabulary(terms, 'fa', new Set())).toEqual([false, false, false, false, false]);
  });

  it('generated: never an anchor, never a seen word, never in the question\'s language', () => {
    const LOCALES = ['en', 'fa', 'de', 'fr', 'es', 'pt', 'ru', 'ar', 'hi', 'zh'] as const;
    fc.assert(fc.property(fc.array(fc.tuple(fc.string({ minLength: 1, maxLength: 6 }), fc.boolean(), fc.boolean()), { minLength: 1, maxLength: 8 }),
      fc.constantFrom(...LOCALES), fc.constantFrom(...LOCALES), (rows, asked, passage) => {
        const t = { words: rows.map((r) => r[0]), locale: asked as Locale, unseen: rows.map((r) => r[1]) };
        const anchors = new Set(rows.filter((r) => r[2]).map((r) => r[0]));
        const oov = outOfVocabulary(t, passage, anchors);
        rows.forEach(([w, unseen], i) => {
          if (oov[i]) { expect(unseen).toBe(true); expect(anchors.has(w)).toBe(false); expect(passage).not.toBe(asked); }
        });
      }));
  });
});
