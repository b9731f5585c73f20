/**
 * Issue 23, kind 13: admin field errors in words (lib/admin/schema `adminErrorMap`, used by every
 * admin action through `parseAdminForm`), never zod's default "Invalid input: expected string,
 * received undefined" or "Too big: expected string to have <=300 characters".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryFormSchema, parseAdminForm, publishSchema, deleteEntrySchema } from '@/lib/admin/schema';
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
