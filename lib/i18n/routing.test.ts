import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/text';
import { regionLocaleTarget } from './routing';

describe('regional language tags go to the site language', () => {
  it('the issue\'s examples', () => {
    expect(regionLocaleTarget('fa-IR')).toBe('fa');
    expect(regionLocaleTarget('zh-CN')).toBe('zh');
    expect(regionLocaleTarget('pt-BR')).toBe('pt');
  });

  // Generated variants of the kind "a BCP 47 tag whose language is a site language": any region
  // (two letters or three digits), optional script, any case, hyphen or underscore.
  const region = fc.oneof(fc.stringMatching(/^[A-Za-z]{2}$/), fc.stringMatching(/^[0-9]{3}$/));
  const script = fc.option(fc.constantFrom('Latn', 'Arab', 'Cyrl', 'Deva', 'Hans', 'Hant'), { nil: undefined });
  it('any site language with a region (and a script) maps to that language', () => {
    fc.assert(fc.property(fc.constantFrom(...LOCALES), script, region, fc.boolean(), fc.constantFrom('-', '_'), (lang, sc, reg, upper, sep) => {
      const tag = [upper ? lang.toUpperCase() : lang, sc, reg].filter(Boolean).join(sep);
      expect(regionLocaleTarget(tag), tag).toBe(lang);
    }), { numRuns: 500 });
  });

  it('a site locale itself, another language, or a path word is left to the router', () => {
    for (const l of LOCALES) expect(regionLocaleTarget(l)).toBeNull();
    for (const s of ['ja-JP', 'ko', 'it-IT', 'cv', 'articles', 'admin', 'case-studies', 'favicon.ico', '%E0', '']) expect(regionLocaleTarget(s), s).toBeNull();
  });
});
