/**
 * Issue 23, kind 13: admin field errors in words (lib/admin/schema `adminErrorMap`, used by every
 * admin action through `parseAdminForm`), never zod's default "Invalid input: expected string,
 * received undefined" or "Too big: expected string to have <=300 characters".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryFormSchema, parseAdminForm, publishSchema, deleteEntrySchema } from '@/lib/admin/schema';
import { ACTION_BODY_LIMIT_BYTES, BODY_MAX_CHARS, entryFormSizeError } from '@/lib/admin/limits';
import { profileFormSchema } from '@/lib/profile';

const RAW = /Invalid input|expected \w+, received|Too (big|small)|<=|>=|Invalid (string|option|enum)/i;
const base = { slug: 'a-page', kind: 'article', locale: 'en', title: 'A page', summary: '', body: 'Text.', published: 'on', sortOrder: '0', startDate: '', startPrecision: '', endDate: '', endPrecision: '' };

describe('admin field errors are words', () => {
  it('a missing title is "required"; a 301-character title is "at most 300 characters"', () => {
    const { title: _t, ...noTitle } = base;
    const missing = parseAdminForm(entryFormSchema, noTitle);
    expect(missing).toMatchObject({ ok: false, fields: { title: ['required'] } });
    const long = parseAdminForm(entryFormSchema, { ...base, title: 'x'.repeat(301) });
    expect(long).toMatchObject({ ok: false, fields: { title: ['at most 300 characters'] } });
  });

  it("a schema's own message stands (\"use YYYY-MM-DD\")", () => {
    const r = parseAdminForm(entryFormSchema, { ...base, startDate: '2024/01/01', startPrecision: 'day' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.fields.startDate).toEqual(['use YYYY-MM-DD']);
  });

  it('property: any admin form with fields dropped, emptied, overlong or of the wrong kind reports words only', () => {
    const value = fc.oneof(fc.constant(undefined), fc.constant(''), fc.string({ maxLength: 4 }), fc.constant('x'.repeat(250_000)), fc.constant('é'.repeat(301)), fc.constant('-5e9'), fc.constant('nope'));
    const schemas = [[entryFormSchema, Object.keys(base)], [publishSchema, ['id', 'published']], [deleteEntrySchema, ['id', 'confirm']], [profileFormSchema, ['name.en', 'headline.en', 'email', 'links']]] as const;
    fc.assert(fc.property(fc.constantFrom(...schemas), fc.dictionary(fc.constantFrom('slug', 'kind', 'locale', 'title', 'body', 'sortOrder', 'startDate', 'id', 'published', 'confirm', 'name.en', 'email'), value), ([schema, keys], overrides) => {
      const data: Record<string, unknown> = Object.fromEntries(keys.map((k) => [k, (base as Record<string, string>)[k] ?? '']));
      for (const [k, v] of Object.entries(overrides)) if (v === undefined) delete data[k]; else data[k] = v;
      const r = parseAdminForm(schema as typeof entryFormSchema, data);
      if (r.ok) return;
      for (const msgs of Object.values(r.fields)) for (const m of msgs) expect(m, m).not.toMatch(RAW);
    }), { numRuns: 300 });
  });
});

/**
 * Issue 23, kind 12: a save too large to send is stopped by the editor with the limit named
 * (lib/admin/limits `entryFormSizeError`, the numbers the schema and next.config enforce); the
 * server answers a body over the schema's limit with a typed field error.
 */
describe('the admin save limit is known to the form', () => {
  const form = (fields: Record<string, string>) => { const f = new FormData(); for (const [k, v] of Object.entries(fields)) f.set(k, v); return f; };

  it('a 2.3 MB body is stopped before sending, with the limit in words', () => {
    const err = entryFormSizeError(form({ ...base, body: 'x'.repeat(2_300_000) }));
    expect(err).toMatchObject({ field: 'body' });
    expect(err!.message).toMatch(/at most 200,000/);
  });

  it('the server answers an over-long body with a typed field error, not a crash', () => {
    const r = parseAdminForm(entryFormSchema, { ...base, body: 'x'.repeat(BODY_MAX_CHARS + 1) });
    expect(r).toMatchObject({ ok: false, fields: { body: ['at most 200,000 characters'] } });
  });

  it('property: every form the schema accepts fits the action body limit, and the form check agrees with the schema on the body', () => {
    const char = fc.constantFrom('a', 'é', 'ی', '字', '😀');
    fc.assert(fc.property(char, fc.integer({ min: 0, max: BODY_MAX_CHARS + 10 }), fc.integer({ min: 0, max: 300 }), (c, n, titleLen) => {
      // A textarea holds well-formed text: a cut through a surrogate pair drops the lone half.
      const cut = c.repeat(Math.ceil(n / c.length)).slice(0, n);
      const body = cut.isWellFormed() ? cut : cut.slice(0, -1);
      const fields = { ...base, title: 'T'.repeat(Math.max(1, titleLen)), body };
      const accepted = parseAdminForm(entryFormSchema, fields).ok;
      const stopped = entryFormSizeError(form(fields)) !== null;
      if (accepted) expect(stopped).toBe(false);
      // Characters as the schema counts them: code points.
      if ([...body].length > BODY_MAX_CHARS) expect(stopped).toBe(true);
      expect(new TextEncoder().encode(JSON.stringify(fields)).length <= ACTION_BODY_LIMIT_BYTES || !accepted).toBe(true);
    }), { numRuns: 60 });
  });
});
