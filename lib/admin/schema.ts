/**
 * zod schemas of the admin forms. Form fields arrive as strings (FormData); these turn them into
 * the shapes lib/content writes, with field errors a form can show next to each input.
 */
import { z } from 'zod';
import { CONTROL_CHARACTER, explicitDirectionalCharacters, hasVisibleText, LOCALES, singleLine } from '@/lib/text';
import { BODY_MAX_CHARS } from './limits';

// A calendar day (zod's ISO date knows month lengths and leap years) from year 1000 on: PostgreSQL
// has no year 0, and a CV date before 1000 is a typing slip.
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'use YYYY-MM-DD').pipe(z.iso.date({ error: 'not a day of the calendar' })).refine((s) => s >= '1000-01-01', 'a year from 1000 on');

/**
 * Text that displays other than it reads (issue 34, kind 1; Trojan Source, CVE-2021-42574): an
 * explicit directional embedding, override or isolate (UAX #9) reorders what the reader sees —
 * "95 ‮ruoh na sorue‬" shows as "95 euros an hour" — while the assistant's checks read it as written.
 */
const noDirectionalFormatting = [(s: string) => explicitDirectionalCharacters(s).length === 0, { error: (issue: { input: unknown }) => `contains directional formatting characters (${[...new Set(explicitDirectionalCharacters(String(issue.input)).map((c) => `${c.codePoint} ${c.name}`))].join(', ')}) that make it display other than it reads: remove them` }] as const;

/** A one-line field: line breaks become spaces; control characters, directional formatting and invisible-only text are refused. */
export const lineField = (max: number) => z.string().transform(singleLine)
  .pipe(z.string().min(1, 'required').max(max).refine((s) => !CONTROL_CHARACTER.test(s), 'contains control characters').refine(...noDirectionalFormatting).refine((s) => s === '' || hasVisibleText(s), 'shows no visible character'));
// An empty or missing field is "no date" / "no precision".
const optionalDate = z.union([z.literal(''), isoDate]).optional().transform((v) => v || null);
const precision = z.union([z.literal(''), z.enum(['year', 'month', 'day'])]).optional().transform((v) => v || null);
const checkbox = z.union([z.literal('on'), z.literal('true'), z.literal('')]).optional().transform((v) => v === 'on' || v === 'true');

export const localeField = z.enum(LOCALES);
export const entryIdField = z.coerce.number().int().positive();
/** The edit page's `?created=` (passages the creating save wrote; lib/admin/save). */
export const createdField = z.coerce.number().int().min(0).max(1_000_000);
/** A re-index job id as the editor makes it: 32 random lower-case hex digits (lib/admin/progress). */
export const jobIdField = z.string().regex(/^[0-9a-f]{32}$/, 'expected 32 hex digits');

/** One entry's fields plus one translation (the editor edits one locale at a time). */
export const entryFormSchema = z.object({
  /** Absent when creating. */
  id: z.union([z.literal('').transform(() => undefined), entryIdField]).optional(),
  slug: z.string().trim().min(1, 'required').max(120).regex(/^[a-z0-9]+(?:[-/][a-z0-9]+)*$/, 'lower-case letters, digits and single dashes'),
  /** `doc` only for a page of an imported collection (lib/admin/save checks it). */
  kind: z.enum(['cv', 'case_study', 'article', 'service', 'doc']),
  startDate: optionalDate,
  startPrecision: precision,
  endDate: optionalDate,
  endPrecision: precision,
  isCurrent: checkbox,
  published: checkbox,
  sortOrder: z.coerce.number().int().min(-10_000).max(10_000).default(0),
  locale: localeField,
  title: lineField(300),
  summary: z.string().trim().max(2_000).refine((s) => !CONTROL_CHARACTER.test(s), 'contains control characters').refine(...noDirectionalFormatting).default(''),
  /** Markdown. */
  // Browsers submit CRLF line endings; the stored Markdown uses LF, so an unchanged body keeps its index.
  body: z.string().max(BODY_MAX_CHARS).refine((s) => !CONTROL_CHARACTER.test(s), 'contains control characters').refine(...noDirectionalFormatting).transform((s) => s.replace(/\r\n?/g, '\n')).default(''),
  /** Id under which the save records its embedding progress; absent → no progress recorded. */
  jobId: z.union([z.literal('').transform(() => undefined), jobIdField]).optional(),
}).superRefine((v, ctx) => {
  // A date without its precision cannot be shown; a precision without a date means nothing.
  for (const [d, p] of [['startDate', 'startPrecision'], ['endDate', 'endPrecision']] as const) {
    if (v[d] && !v[p]) ctx.addIssue({ code: 'custom', path: [p], message: 'choose how precise the date is' });
    if (!v[d] && v[p]) ctx.addIssue({ code: 'custom', path: [d], message: 'a precision needs a date' });
  }
  if (v.startDate && v.endDate && v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'ends before it starts' });
  if (v.isCurrent && v.endDate) ctx.addIssue({ code: 'custom', path: ['isCurrent'], message: 'a current entry has no end date' });
});

export type EntryForm = z.infer<typeof entryFormSchema>;

export const signInSchema = z.object({ email: z.string().trim().email('an e-mail address'), password: z.string().min(1, 'required').max(200) });
export const publishSchema = z.object({ id: entryIdField, published: checkbox });
export const deleteEntrySchema = z.object({ id: entryIdField, confirm: z.literal('delete', { error: 'type "delete" to confirm' }) });
export const deleteTranslationSchema = z.object({ id: entryIdField, locale: localeField });
/** One translation of an entry to draft with the model, or whose machine draft to publish or discard (issue 33, kind 3). */
export const draftTranslationSchema = z.object({ id: entryIdField, locale: localeField });
/** Drafting every missing or outdated translation; `jobId` names the run's progress (lib/admin/progress). */
export const draftAllSchema = z.object({ jobId: z.union([z.literal('').transform(() => undefined), jobIdField]).optional() });

/** Result of every admin action: ok with a message, or a typed error with optional field errors. */
export type ActionResult =
  /**
   * `warnings`: what the save reports without blocking (passages that read like instructions to an
   * assistant, a rename's languages to check); `values`: the form's fields as stored, when the
   * server changed some (a rename carried to other languages).
   */
  | { ok: true; message: string; redirectTo?: string; warnings?: string[]; values?: Record<string, string> }
  | { ok: false; code: 'unauthorized:admin' | 'bad_request:admin' | 'not_found:admin' | 'conflict:admin' | 'internal:admin'; message: string; fields?: Record<string, string[]> }
  /** Too many sign-in attempts from this address; `retryAfterS` seconds until the window frees one. */
  | { ok: false; code: 'rate_limited:admin'; message: string; retryAfterS: number; fields?: undefined };

/**
 * Field errors in words, for the admin (English, the admin's language): zod's default messages
 * ("Invalid input: expected string, received undefined", "Too big: expected string to have <=300
 * characters") read as "required" and "at most 300 characters" (issue 23). Passed per parse
 * (`safeParse(data, { error: adminErrorMap })`): a message a schema writes itself ("use
 * YYYY-MM-DD") takes precedence, as zod 4 orders error maps.
 * @returns the message, or undefined to leave zod's own
 */
export const adminErrorMap: z.core.$ZodErrorMap = (iss) => {
  const n = (x: unknown) => Number(x).toLocaleString('en');
  const unit = (origin: unknown, count: unknown) => (origin === 'string' ? ` character${Number(count) === 1 ? '' : 's'}` : origin === 'array' || origin === 'set' ? ` item${Number(count) === 1 ? '' : 's'}` : '');
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined || iss.input === null || iss.input === '') return 'required';
      return iss.expected === 'number' || iss.expected === 'int' ? 'a number' : iss.expected === 'boolean' ? 'yes or no' : `not a valid value`;
    case 'too_big':
      if (iss.origin === 'date') return 'too late a date';
      return `at most ${n(iss.maximum)}${unit(iss.origin, iss.maximum)}`;
    case 'too_small':
      if ((iss.origin === 'string' || iss.origin === 'array') && Number(iss.minimum) === 1) return 'required';
      if (iss.origin === 'date') return 'too early a date';
      return `at least ${n(iss.minimum)}${unit(iss.origin, iss.minimum)}`;
    case 'invalid_value':
      return iss.values.length === 1 ? `must be ${JSON.stringify(iss.values[0])}` : `one of: ${iss.values.map((v) => String(v)).join(', ')}`;
    case 'invalid_format':
      return iss.format === 'email' ? 'an e-mail address' : iss.format === 'url' ? 'a web address (https://…)' : 'not in the expected form';
    case 'not_multiple_of':
      return `a multiple of ${n(iss.divisor)}`;
    case 'invalid_union': {
      // The branch the value came closest to speaks ("" or a date → the date's "use YYYY-MM-DD").
      const inner = iss.errors.flat().find((e) => e.code !== 'invalid_type' && e.code !== 'invalid_value');
      return inner?.message ?? 'not a valid value';
    }
    case 'unrecognized_keys':
      return `unexpected field${iss.keys.length === 1 ? '' : 's'}: ${iss.keys.join(', ')}`;
    default:
      return undefined;
  }
};

/**
 * Parses an admin form with {@link adminErrorMap}: the data, or field errors by the field's dotted
 * path (`title`, `name.en`, `links.2.url`; `_` for the form as a whole).
 */
export function parseAdminForm<S extends z.ZodType>(schema: S, data: unknown): { ok: true; data: z.infer<S> } | { ok: false; fields: Record<string, string[]> } {
  const parsed = schema.safeParse(data, { error: adminErrorMap });
  if (parsed.success) return { ok: true, data: parsed.data };
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (fields[issue.path.length ? issue.path.join('.') : '_'] ??= []).push(issue.message);
  return { ok: false, fields };
}
