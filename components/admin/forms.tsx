'use client';
/** Client forms of the admin pages: each posts to one server action and shows its typed result. */
import { startTransition, useActionState, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import type { ActionResult } from '@/lib/admin/schema';
import { entryFormSizeError, type SizeError } from '@/lib/admin/limits';
import { Markdown } from '@/components/Markdown';
import { droppedUrls, parseMarkdown } from '@/lib/markdown';

type Action = (prev: ActionResult | null, form: FormData) => Promise<ActionResult>;

function Status({ state, pending, pendingText }: { state: ActionResult | null; pending: boolean; pendingText: string }) {
  if (pending) return <p role="status" className="text-sm text-stone-600" data-status="pending">{pendingText}</p>;
  if (!state) return null;
  return (
    <>
      <p role="status" data-status={state.ok ? 'ok' : state.code} className={`text-sm ${state.ok ? 'text-emerald-700' : 'text-red-700'}`}>
        {state.message}
      </p>
      {state.ok && state.warnings?.length ? (
        <ul className="text-sm text-amber-800" data-testid="save-warnings">
          {state.warnings.map((w, i) => <li key={i}>{w}</li>)}
        </ul>
      ) : null}
    </>
  );
}

function FieldError({ state, name }: { state: ActionResult | null; name: string }) {
  const errs = state && !state.ok ? state.fields?.[name] : undefined;
  return errs ? <span className="text-xs text-red-700" data-field-error={name}>{errs.join('; ')}</span> : null;
}

/**
 * Submits through the action without React's automatic form reset: `<form action>` resets
 * uncontrolled fields after every run, which would show the old text after a save and wipe the
 * author's input when validation fails.
 */
function submitWith(run: (form: FormData) => void) {
  return (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    startTransition(() => run(form));
  };
}

function useFollowRedirect(state: ActionResult | null) {
  const router = useRouter();
  useEffect(() => {
    if (state?.ok && state.redirectTo) router.push(state.redirectTo);
    else if (state?.ok) router.refresh();
  }, [state, router]);
}

/** E-mail + password sign-in. */
export function SignInForm({ action }: { action: Action }) {
  const [state, run, pending] = useActionState(action, null);
  return (
    <form onSubmit={submitWith(run)} className="flex flex-col gap-3">
      <label className="flex flex-col gap-1 text-sm">E-mail<input name="email" type="email" autoComplete="username" required className="rounded border px-2 py-1" /></label>
      <label className="flex flex-col gap-1 text-sm">Password<input name="password" type="password" autoComplete="current-password" required className="rounded border px-2 py-1" /></label>
      <button type="submit" disabled={pending} className="rounded bg-stone-900 px-3 py-1.5 text-white">Sign in</button>
      <Status state={state} pending={pending} pendingText="Signing in…" />
    </form>
  );
}

/** A one-button form (publish, delete translation) with hidden fields. */
export function ButtonForm({ action, fields, label, confirmWord }: { action: Action; fields: Record<string, string>; label: string; confirmWord?: string }) {
  const [state, run, pending] = useActionState(action, null);
  useFollowRedirect(state);
  return (
    <form action={run} className="inline-flex items-center gap-2">
      {Object.entries(fields).map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />)}
      {confirmWord && <input name="confirm" aria-label={`type ${confirmWord} to confirm`} placeholder={confirmWord} className="w-20 rounded border px-1 text-sm" />}
      <button type="submit" disabled={pending} className="rounded border px-2 py-0.5 text-sm hover:bg-stone-100">{label}</button>
      <Status state={state} pending={pending} pendingText="…" />
    </form>
  );
}

export interface EditorValues {
  id?: number;
  slug: string;
  kind: string;
  startDate: string;
  startPrecision: string;
  endDate: string;
  endPrecision: string;
  isCurrent: boolean;
  published: boolean;
  sortOrder: number;
  locale: string;
  title: string;
  summary: string;
  body: string;
}

const KINDS = [['cv', 'CV entry'], ['case_study', 'Case study'], ['article', 'Article'], ['service', 'Service']] as const;
// A page of an imported collection stays one (its collection gives it its URL).
const DOC_KIND = [['doc', 'Documentation page']] as const;
const PRECISIONS = [['', '—'], ['year', 'year'], ['month', 'month'], ['day', 'day']] as const;

/** 32 random hex digits (getRandomValues works on plain http too, unlike randomUUID). */
function newJobId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * While a save runs, polls GET /api/admin/index-progress for its job: passages embedded so far.
 * Null until the save has recorded progress (and throughout when nothing needs embedding).
 */
function useIndexProgress(job: string | null, pending: boolean): { done: number; total: number } | null {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  useEffect(() => {
    setProgress(null);
    if (!pending || !job) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const res = await fetch(`/api/admin/index-progress?job=${job}`, { cache: 'no-store' });
        if (res.ok && !stopped) setProgress(await res.json() as { done: number; total: number });
      } catch {
        // A missed poll only delays the line; the save's own result is what counts.
      }
      if (!stopped) timer = setTimeout(tick, 400);
    };
    timer = setTimeout(tick, 200);
    return () => { stopped = true; clearTimeout(timer); };
  }, [job, pending]);
  return progress;
}

/** The entry editor: entry fields, one translation, Markdown with a live preview. */
export function EntryEditor({ action, values, dir }: { action: Action; values: EditorValues; dir: 'ltr' | 'rtl' }) {
  const [state, run, pending] = useActionState(action, null);
  const [body, setBody] = useState(values.body);
  const [job, setJob] = useState<string | null>(null);
  // A save too large to send is stopped here, with the limit named beside the body; the text stays.
  const [sizeError, setSizeError] = useState<SizeError | null>(null);
  // Links the site will not show (javascript:, //other-host …): said beside the preview, not dropped silently.
  const dropped = useMemo(() => droppedUrls(body, parseMarkdown), [body]);
  const progress = useIndexProgress(job, pending);
  useFollowRedirect(state);
  // Each save gets its own job id, so the progress line never shows a previous save's numbers. The
  // id is set outside the transition: state set inside it would only commit when the save ends.
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const tooLarge = entryFormSizeError(form);
    setSizeError(tooLarge);
    if (tooLarge) return;
    const id = newJobId();
    form.set('jobId', id);
    setJob(id);
    startTransition(() => run(form));
  };
  const input = 'rounded border px-2 py-1';
  return (
    <form onSubmit={submit} className="grid gap-3" data-testid="entry-editor">
      {values.id !== undefined && <input type="hidden" name="id" value={values.id} />}
      <input type="hidden" name="locale" value={values.locale} />
      <div className="grid grid-cols-2 gap-3">
        <label className="flex flex-col gap-1 text-sm">Slug
          <input name="slug" defaultValue={values.slug} readOnly={values.id !== undefined} className={input} /><FieldError state={state} name="slug" /></label>
        <label className="flex flex-col gap-1 text-sm">Kind
          <select name="kind" defaultValue={values.kind} className={input}>{(values.kind === 'doc' ? DOC_KIND : KINDS).map(([v, l]) => <option key={v} value={v}>{l}</option>)}</select></label>
        <label className="flex flex-col gap-1 text-sm">Start date<input name="startDate" type="date" defaultValue={values.startDate} className={input} /><FieldError state={state} name="startDate" /></label>
        <label className="flex flex-col gap-1 text-sm">Start precision
          <select name="startPrecision" defaultValue={values.startPrecision} className={input}>{PRECISIONS.map(([v, l]) => <option key={v} value={v}>{l}</option>)}</select><FieldError state={state} name="startPrecision" /></label>
        <label className="flex flex-col gap-1 text-sm">End date<input name="endDate" type="date" defaultValue={values.endDate} className={input} /><FieldError state={state} name="endDate" /></label>
        <label className="flex flex-col gap-1 text-sm">End precision
          <select name="endPrecision" defaultValue={values.endPrecision} className={input}>{PRECISIONS.map(([v, l]) => <option key={v} value={v}>{l}</option>)}</select><FieldError state={state} name="endPrecision" /></label>
        <label className="flex items-center gap-2 text-sm"><input name="isCurrent" type="checkbox" defaultChecked={values.isCurrent} /> Current<FieldError state={state} name="isCurrent" /></label>
        <label className="flex items-center gap-2 text-sm"><input name="published" type="checkbox" defaultChecked={values.published} /> Published</label>
        <label className="flex flex-col gap-1 text-sm">Order<input name="sortOrder" type="number" defaultValue={values.sortOrder} className={input} /><FieldError state={state} name="sortOrder" /></label>
      </div>
      <div lang={values.locale} dir={dir} className="grid gap-3">
        <label className="flex flex-col gap-1 text-sm">Title<input name="title" defaultValue={values.title} className={input} /><FieldError state={state} name="title" /></label>
        <label className="flex flex-col gap-1 text-sm">Summary<textarea name="summary" defaultValue={values.summary} rows={2} className={input} /><FieldError state={state} name="summary" /></label>
        <div className="grid gap-3 lg:grid-cols-2">
          <label className="flex flex-col gap-1 text-sm">Body (Markdown)
            <textarea name="body" value={body} onChange={(e) => setBody(e.target.value)} rows={16} className={`${input} font-mono`} />
            {sizeError ? <span className="text-xs text-red-700" data-field-error="body">{sizeError.message}</span> : <FieldError state={state} name="body" />}</label>
          <section aria-label="Preview" className="rounded border bg-white p-3" data-testid="preview">
            {dropped.length > 0 && (
              <p role="status" className="mb-2 rounded bg-amber-50 p-2 text-xs text-amber-900" data-testid="dropped-links">
                {dropped.length === 1 ? '1 link is' : `${dropped.length} links are`} not shown on the site (only http(s), mailto and links within the site are): <span dir="ltr" className="font-mono">{dropped.join(', ')}</span>
              </p>
            )}
            <Markdown>{body}</Markdown>
          </section>
        </div>
      </div>
      <div className="flex items-center gap-3">
        <button type="submit" disabled={pending} className="rounded bg-stone-900 px-3 py-1.5 text-white">Save</button>
        <Status state={state} pending={pending}
          pendingText={`Saving and re-indexing the changed text…${progress ? ` ${progress.done} of ${progress.total} passages embedded` : ''}`} />
      </div>
    </form>
  );
}

/** Every field error under a path prefix (`links` → `links.2.url`), list items named by line. */
function FieldErrorsUnder({ state, prefix }: { state: ActionResult | null; prefix: string }) {
  const fields = state && !state.ok ? state.fields ?? {} : {};
  const msgs = Object.entries(fields).filter(([k]) => k === prefix || k.startsWith(`${prefix}.`)).flatMap(([k, errs]) => {
    const item = /^[^.]+\.(\d+)/.exec(k);
    return errs.map((e) => (item ? `line ${Number(item[1]) + 1}: ${e}` : e));
  });
  return msgs.length ? <span className="text-xs text-red-700" data-field-error={prefix}>{msgs.join('; ')}</span> : null;
}

/** A locale's label and writing direction, for the profile's per-language rows. */
export interface ProfileLocale { code: string; label: string; dir: 'ltr' | 'rtl' }

/**
 * The profile editor: name, headline and location per language, the name's further forms and the
 * pronouns the assistant reads as the author, contact, links. Field names are the flat form of
 * lib/profile's schema (`name.en`, `contact.email`, …).
 */
export function ProfileEditor({ action, values, locales }: { action: Action; values: Record<string, string>; locales: ProfileLocale[] }) {
  const [state, run, pending] = useActionState(action, null);
  useFollowRedirect(state);
  // The fields are uncontrolled: a value the server changed on save (a rename carried to other
  // languages) is written into its field, so the next save does not put the old one back.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!state?.ok || !state.values || !formRef.current) return;
    for (const [k, v] of Object.entries(state.values)) {
      const field = formRef.current.elements.namedItem(k);
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = v;
    }
  }, [state]);
  const input = 'w-full min-w-0 rounded border px-2 py-1';
  return (
    <form ref={formRef} onSubmit={submitWith(run)} className="grid gap-6" data-testid="profile-editor">
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">Name, headline, location and suggested questions in each language</legend>
        <p className="text-xs text-stone-500">English is required; a language left empty shows the English text. Renaming the English name renames the other languages that showed the same name. In a suggested question, write <code>{'{name}'}</code> where the name goes: it shows the name in that language.</p>
        {locales.map((l) => (
          <div key={l.code} className="grid gap-2 rounded border border-stone-200 bg-white p-2 md:grid-cols-[3rem_1fr_2fr_1fr]" lang={l.code} dir={l.dir} data-profile-locale={l.code}>
            <span className="text-sm font-semibold" dir="ltr">{l.code}</span>
            <label className="flex min-w-0 flex-col gap-1 text-xs">Name ({l.label})<input name={`name.${l.code}`} defaultValue={values[`name.${l.code}`]} className={input} /><FieldError state={state} name={`name.${l.code}`} /></label>
            <label className="flex min-w-0 flex-col gap-1 text-xs">Headline ({l.label})<input name={`headline.${l.code}`} defaultValue={values[`headline.${l.code}`]} className={input} /><FieldError state={state} name={`headline.${l.code}`} /></label>
            <label className="flex min-w-0 flex-col gap-1 text-xs">Location ({l.label})<input name={`location.${l.code}`} defaultValue={values[`location.${l.code}`]} className={input} /><FieldError state={state} name={`location.${l.code}`} /></label>
            <label className="flex min-w-0 flex-col gap-1 text-xs md:col-start-2 md:col-end-5">Questions the chat suggests ({l.label}), one per line, at most 5
              <textarea name={`suggestions.${l.code}`} defaultValue={values[`suggestions.${l.code}`]} rows={3} className={input} /><FieldErrorsUnder state={state} prefix={`suggestions.${l.code}`} /></label>
          </div>
        ))}
      </fieldset>
      <fieldset className="grid gap-3 md:grid-cols-2">
        <legend className="mb-2 font-semibold">What the assistant reads as you</legend>
        <label className="flex flex-col gap-1 text-sm">Other forms of the name, one per line (inflections such as Russian cases, short forms)
          <textarea name="nameForms" defaultValue={values.nameForms} rows={5} className={input} /><FieldErrorsUnder state={state} prefix="nameForms" /></label>
        <label className="flex flex-col gap-1 text-sm">Pronouns that point at you in a question, any language, separated by spaces
          <textarea name="pronouns" defaultValue={values.pronouns} rows={5} className={input} /><FieldErrorsUnder state={state} prefix="pronouns" /></label>
      </fieldset>
      <fieldset className="grid gap-3 md:grid-cols-2">
        <legend className="mb-2 font-semibold">Contact and links</legend>
        <label className="flex flex-col gap-1 text-sm">Contact e-mail<input name="contact.email" type="email" defaultValue={values['contact.email']} className={input} dir="ltr" /><FieldError state={state} name="contact.email" /></label>
        <label className="flex flex-col gap-1 text-sm">Contact page (https://… or a path on this site)<input name="contact.url" defaultValue={values['contact.url']} className={input} dir="ltr" /><FieldError state={state} name="contact.url" /></label>
        <label className="flex flex-col gap-1 text-sm md:col-span-2">Links, one per line: label, a space, then the address
          <textarea name="links" defaultValue={values.links} rows={4} className={input} dir="ltr" /><FieldErrorsUnder state={state} prefix="links" /></label>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">Translations drafted by the model</legend>
        <label className="flex flex-col gap-1 text-sm">When the configured model drafts a translation
          <select name="machineDrafts" defaultValue={values.machineDrafts ?? 'review'} className={input}>
            <option value="review">keep it as a draft until I review and publish it</option>
            <option value="publish">publish it at once, marked &quot;machine-translated&quot; until I save it</option>
          </select><FieldError state={state} name="machineDrafts" /></label>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={pending} className="rounded bg-stone-900 px-3 py-1.5 text-white">Save profile</button>
        <Status state={state} pending={pending} pendingText="Saving…" />
      </div>
    </form>
  );
}

/**
 * "Draft every missing or outdated translation" (issue 33, kind 3): one run of the model over every
 * such translation, its progress polled as a save's is (translations done of all).
 */
export function DraftAllForm({ action }: { action: Action }) {
  const [state, run, pending] = useActionState(action, null);
  const [job, setJob] = useState<string | null>(null);
  const progress = useIndexProgress(job, pending);
  useFollowRedirect(state);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const id = newJobId();
    form.set('jobId', id);
    setJob(id);
    startTransition(() => run(form));
  };
  return (
    <form onSubmit={submit} className="inline-flex flex-wrap items-center gap-2" data-testid="draft-all">
      <button type="submit" disabled={pending} className="rounded border px-2 py-0.5 text-sm hover:bg-stone-100">Draft every missing or outdated translation</button>
      <Status state={state} pending={pending} pendingText={`Drafting with the model…${progress ? ` ${progress.done} of ${progress.total} translations` : ''}`} />
    </form>
  );
}
