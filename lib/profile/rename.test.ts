/**
 * Issue 23, item 14: the author's rename reaches every language and the suggested questions.
 * Suggested questions are templates whose `{name}` is the name in the page's language
 * (./schema `suggestedQuestions`); a rename in the admin is carried to the languages that held the
 * same old name (./rename `carryRename`). Each kind: examples, then generated variants (fast-check).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@/lib/text';
import { carryRename } from './rename';
import { fillSuggestion, profileSchema, suggestedQuestions, suggestionTemplateError, type Profile } from './schema';

const runs = Number(process.env.PROPERTY_RUNS ?? 300);

const base = (over: Partial<Profile>): Profile => profileSchema.parse({ name: { en: 'Darya Rahnama' }, headline: { en: 'x' }, ...over });

describe('suggested questions are templates filled from the name field', () => {
  it('examples: {name} is the name in the page language, else the English one', () => {
    const p = base({
      name: { en: 'Darya Rahnama', de: 'Darya Rahnama', fa: 'دریا رهنما', zh: '达丽娅·拉赫纳玛' },
      suggestions: { en: ['What has {name} written?', 'What is the zero-width non-joiner?'], de: ['Welche Artikel hat {name} geschrieben?'], fa: ['{name} چه مقاله‌هایی نوشته است؟'], fr: ["Qu'a écrit {name} ?"], zh: ['{name}写过哪些文章？'] },
    });
    expect(suggestedQuestions(p, 'en')).toEqual(['What has Darya Rahnama written?', 'What is the zero-width non-joiner?']);
    expect(suggestedQuestions(p, 'de')).toEqual(['Welche Artikel hat Darya Rahnama geschrieben?']);
    expect(suggestedQuestions(p, 'fa')).toEqual(['دریا رهنما چه مقاله‌هایی نوشته است؟']);
    expect(suggestedQuestions(p, 'fr')).toEqual(["Qu'a écrit Darya Rahnama ?"]);
    expect(suggestedQuestions(p, 'zh')).toEqual(['达丽娅·拉赫纳玛写过哪些文章？']);
    expect(suggestedQuestions(p, 'ru')).toEqual([]);
    // After a rename, every language's suggestion shows the new name.
    const renamed = { ...p, name: { ...p.name, en: 'Mina Farahani', de: 'Mina Farahani' } };
    expect(suggestedQuestions(renamed, 'de')).toEqual(['Welche Artikel hat Mina Farahani geschrieben?']);
  });

  it('examples: names that look like syntax are put in as they are', () => {
    for (const name of ['$& $1 $$', 'O\'Brien "Al" \\d+', '(.*)[a-z]{2}?', '{name}', 'دریا', 'עדי כהן', "d'{x}"]) {
      expect(fillSuggestion('What has {name} written?', name)).toBe(`What has ${name} written?`);
    }
  });

  it('examples: a template with another argument, a quoted {name} or a stray brace is refused by the schema, naming why', () => {
    expect(suggestionTemplateError('What has {firstName} written?')).toMatch(/only \{name\}/);
    expect(suggestionTemplateError("Les articles d'{name} ?")).toMatch(/apostrophe/);
    expect(suggestionTemplateError('What has {name written?')).toMatch(/not a valid/);
    expect(suggestionTemplateError('{count, plural, one {x} other {y}}')).toMatch(/only \{name\}/);
    expect(suggestionTemplateError("Les articles d’{name} ?")).toBeNull();
    expect(suggestionTemplateError("What's new in <Parsegar>?")).toBeNull();
    const r = profileSchema.safeParse({ name: { en: 'A' }, headline: { en: 'B' }, suggestions: { fr: ["Les articles d'{name} ?"] } });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path.join('.')).toBe('suggestions.fr.0');
  });

  // Text around the placeholder from several scripts with punctuation, regex and replacement
  // specials; an apostrophe anywhere except right before a brace or doubled (ICU's quoting).
  const textChar = fc.constantFrom(...'aZé ßд فی हि中 ?¿؟。.,!-$&*+()[]^|\\/"<>#\'', '\u200c', '\u200f');
  const around = fc.array(textChar, { maxLength: 30 }).map((cs) => cs.join('')).filter((t) => !t.includes("''"));
  const anyName = fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }), fc.constantFrom('$&', '$1', 'דָּנִיאֵל', 'دریا رهنما', '{name}', "O'Neil"));

  it('generated: any name, any text around {name} → the text with the name in its place, character for character', () => {
    fc.assert(fc.property(around, around, anyName, (before, after, name) => {
      // ASCII apostrophes quote in ICU messages (examples above cover them); typographic ones do not.
      fc.pre(!before.includes("'") && !after.includes("'"));
      const template = `${before}{name}${after}`;
      expect(suggestionTemplateError(template)).toBeNull();
      expect(fillSuggestion(template, name)).toBe(`${before}${name}${after}`);
    }), { numRuns: runs });
  });
});

describe('a rename is carried to the languages that held the same old name', () => {
  const demo = base({
    name: { en: 'Darya Rahnama', de: 'Darya Rahnama', fr: 'Darya Rahnama', es: 'Darya Rahnama', pt: 'Darya Rahnama', fa: 'دریا رهنما', ru: 'Дарья Рахнама' },
    nameForms: ['Дарьи', 'Darya Rahnama'],
    suggestions: { en: ['What has {name} written?', 'What has Darya written?'], de: ['Was hat Darya Rahnama geschrieben?'], fa: ['{name} چه نوشته است؟'] },
  });

  it('example: en renamed → de, fr, es, pt derived; fa and ru named for checking; forms and suggestions follow', () => {
    const next = { ...demo, name: { ...demo.name, en: 'Mina Farahani' } };
    const r = carryRename(demo, next);
    expect(r.profile.name).toMatchObject({ en: 'Mina Farahani', de: 'Mina Farahani', fr: 'Mina Farahani', es: 'Mina Farahani', pt: 'Mina Farahani', fa: 'دریا رهنما', ru: 'Дарья Рахнама' });
    expect(r.derived.map((d) => d.locale)).toEqual(['de', 'fr', 'es', 'pt']);
    expect(r.profile.nameForms).toEqual(['Дарьи', 'Mina Farahani']);
    expect(r.profile.suggestions.de).toEqual(['Was hat {name} geschrieben?']);
    expect(suggestedQuestions(r.profile, 'de')).toEqual(['Was hat Mina Farahani geschrieben?']);
    expect(r.notices.join('\n')).toContain('Also renamed in de, fr, es, pt');
    expect(r.notices.join('\n')).toContain('fa “دریا رهنما”, ru “Дарья Рахнама”');
    // "Darya" alone in a suggestion is not the full name: it is listed, not guessed.
    expect(r.notices.join('\n')).toContain('en “What has Darya written?”');
    expect(profileSchema.parse(r.profile)).toEqual(r.profile);
  });

  it('example: a language the author changed too keeps the author\'s value; nothing renamed → nothing said', () => {
    const next = { ...demo, name: { ...demo.name, en: 'Mina Farahani', de: 'Mina F.' } };
    expect(carryRename(demo, next).profile.name).toMatchObject({ de: 'Mina F.', fr: 'Mina Farahani' });
    expect(carryRename(demo, demo)).toEqual({ profile: demo, derived: [], notices: [] });
  });

  it('example: giving one other language its own name renames only that language', () => {
    const r = carryRename(demo, { ...demo, name: { ...demo.name, de: 'Darja Rahnama' } });
    expect(r.profile.name).toMatchObject({ en: 'Darya Rahnama', de: 'Darja Rahnama', fr: 'Darya Rahnama', es: 'Darya Rahnama', pt: 'Darya Rahnama' });
    expect(r.derived).toEqual([]);
    expect(r.profile.nameForms).toEqual(demo.nameForms);
  });

  it('example: the old name inside a longer word is not the name (a fresh tester: "Nora Testing" became "{name}ing")', () => {
    const nora = base({ name: { en: 'Nora Test' }, nameForms: [], suggestions: { en: ['What is the Nora Testing framework?', 'What did Nora Test build?'] } });
    const r = carryRename(nora, { ...nora, name: { en: 'Ivy Park' } });
    expect(r.profile.suggestions.en).toEqual(['What is the Nora Testing framework?', 'What did {name} build?']);
  });

  it('generated: a suffix or prefix glued to the old name keeps the text as written; the name alone becomes {name}', () => {
    fc.assert(fc.property(fc.constantFrom('Nora Test', 'Zoë Ørn', 'Ana Lima'), fc.constantFrom('ing', 's2', 'é', 'x'), fc.boolean(), (old, glue, before) => {
      const glued = before ? `${glue}${old}` : `${old}${glue}`;
      const p = base({ name: { en: old }, nameForms: [], suggestions: { en: [`About ${glued} and ${old}?`] } });
      const r = carryRename(p, { ...p, name: { en: 'Ivy Park' } });
      expect(r.profile.suggestions.en).toEqual([`About ${glued} and {name}?`]);
    }));
  });

  // Generated: a two-word Latin name held by a random set of languages, other languages with
  // their own names; English renamed to another generated name.
  const word = fc.array(fc.constantFrom(...'abcdefghiklmnoprstuvyzéøñ'), { minLength: 2, maxLength: 6 }).map((cs) => cs.join(''));
  const fullName = fc.tuple(word, word).map(([a, b]) => `${a[0]!.toUpperCase()}${a.slice(1)} ${b[0]!.toUpperCase()}${b.slice(1)}`);
  const others = LOCALES.filter((l) => l !== 'en');

  it('generated: every language that held the old name shows the new one; the others are kept and named; no field holds the old name', () => {
    fc.assert(fc.property(fullName, fullName, fc.subarray(others), fc.subarray(others), (oldName, newName, same, own) => {
      fc.pre(oldName !== newName);
      const name: Partial<Record<Locale, string>> = { en: oldName };
      for (const l of same) name[l] = oldName;
      for (const l of own.filter((x) => !same.includes(x))) name[l] = `Own ${l}`;
      const previous = base({ name: name as Profile['name'], nameForms: [oldName], suggestions: Object.fromEntries(same.map((l) => [l, [`Who is ${oldName}?`]])) });
      const r = carryRename(previous, { ...previous, name: { ...previous.name, en: newName } });
      for (const l of LOCALES) {
        const expected = l === 'en' || same.includes(l) ? newName : name[l];
        expect(r.profile.name[l], l).toBe(expected);
      }
      expect(Object.values(r.profile.name)).not.toContain(oldName);
      expect(r.profile.nameForms).toEqual([newName]);
      for (const l of same) expect(suggestedQuestions(r.profile, l)).toEqual([`Who is ${newName}?`]);
      const kept = own.filter((x) => !same.includes(x));
      if (kept.length) expect(r.notices.join('\n')).toContain(kept.map((l) => `${l} “Own ${l}”`).join(', '));
    }), { numRuns: runs });
  });
});
