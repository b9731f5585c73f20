'use client';

import { EventSourceParserStream } from 'eventsource-parser/stream';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { DemoAudit, DemoColumn, DemoEvent, DemoSkipReason } from '@/lib/assistant/demo-events';
import { contactHref, sentenceSeparator, type ContactLink, type Outcome, type SourceRef } from '@/lib/assistant/events';
import type { GuardReason } from '@/lib/gate/checks';
import type { Locale } from '@/lib/text';
import { AnswerFeedback, PrivacyNotice } from './AnswerFeedback';
import { Citation, CitationPopover } from './Citation';

/** One column's state: released sentences and withheld ones in their places, sources, notices. */
interface ColumnState {
  items: ({ kind: 'text'; text: string; paragraphBreak: boolean; cites: number[] } | { kind: 'withheld'; reasons: GuardReason[] })[];
  sources: SourceRef[];
  /** Cited passages in order of first use: chip n is `cited[n - 1]` (numbered as in the chat). */
  cited: SourceRef[];
  notices: { kind: string; message: string; contact?: ContactLink }[];
  audit: DemoAudit | null;
  skipped: { reason: DemoSkipReason; message: string } | null;
  outcome: Outcome | null;
  /** The grounded answer's id from its `done` event (a vote names it); the ungrounded column has none. */
  answerId?: string;
}
const empty = (): ColumnState => ({ items: [], sources: [], cited: [], notices: [], audit: null, skipped: null, outcome: null });

/** Message keys of the gate's reasons (`demo.reasons.*`). */
const REASON_KEY: Record<GuardReason, string> = {
  'marker-out-of-range': 'markerOutOfRange', 'marker-malformed': 'markerMalformed', 'marker-missing': 'markerMissing',
  'value-unsupported': 'valueUnsupported', 'name-unsupported': 'nameUnsupported', 'first-person': 'firstPerson', 'engagement-or-private': 'engagementOrPrivate',
};

/** Reads the SSE stream of POST /api/demo with a maintained parser and a streaming UTF-8 decoder. */
async function* readEvents(response: Response): AsyncGenerator<DemoEvent> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      yield JSON.parse(value.data) as DemoEvent;
    }
  } finally {
    reader.releaseLock();
  }
}

/** A column's state after one of its events. */
function reduce(c: ColumnState, ev: DemoEvent): ColumnState {
  switch (ev.type) {
    case 'text': return {
      ...c,
      items: [...c.items, { kind: 'text', text: ev.text, paragraphBreak: ev.paragraphBreak, cites: ev.sources.map((x) => x.passageId) }],
      cited: [...c.cited, ...ev.sources.filter((x, i, all) => !c.cited.some((y) => y.passageId === x.passageId) && all.findIndex((y) => y.passageId === x.passageId) === i)],
      // One line per page: several passages of one entry share its title and link.
      sources: [...c.sources, ...ev.sources.filter((s) => !c.sources.some((x) => x.href === s.href && x.title === s.title))],
    };
    case 'withheld': return { ...c, items: [...c.items, { kind: 'withheld', reasons: ev.reasons }] };
    case 'guard': return { ...c, notices: [...c.notices, { kind: 'withheld', message: ev.message }] };
    case 'notice': return ev.kind === 'extractive' ? c : { ...c, notices: [...c.notices, { kind: ev.kind, message: ev.message, contact: ev.contact }] };
    case 'error': return { ...c, notices: [...c.notices, { kind: 'error', message: ev.message }] };
    case 'audit': return { ...c, audit: { released: ev.released, withheld: ev.withheld, reasons: ev.reasons } };
    case 'skipped': return { ...c, skipped: { reason: ev.reason, message: ev.message } };
    case 'done': return { ...c, outcome: ev.outcome, ...('answerId' in ev && ev.answerId ? { answerId: ev.answerId } : {}) };
    default: return c;
  }
}

/**
 * The "with and without sources" demo: one question, two columns side by side (stacked on phones)
 * — the grounded answer as the chat gives it, and what the same model says with no sources, with
 * the sentences the gate withheld shown in place by their reasons only, and the counts. In
 * extractive mode the page says what a configured model would show; the second column is not run.
 */
export function DemoCompare({ locale, mode, suggestions, retentionDays }: { locale: Locale; mode: 'model' | 'extractive'; suggestions: readonly string[]; retentionDays: number }) {
  const t = useTranslations('demo');
  const [question, setQuestion] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [columns, setColumns] = useState<Record<DemoColumn, ColumnState>>({ grounded: empty(), ungrounded: empty() });
  const controllerRef = useRef<AbortController | null>(null);
  useEffect(() => () => controllerRef.current?.abort(), []);

  async function ask(e: FormEvent | null, text?: string) {
    e?.preventDefault();
    const q = (text ?? question).trim();
    if (!q || busy) return;
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setAsked(q);
    setQuestion(q);
    setFailed(null);
    setColumns({ grounded: empty(), ungrounded: empty() });
    setBusy(true);
    try {
      const res = await fetch('/api/demo', {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ question: q, locale }), signal: controller.signal,
      });
      if (!res.ok || !res.body) {
        const body = await res.json().catch(() => null) as { error?: { message?: string } } | null;
        setFailed(res.status === 429 && body?.error?.message ? body.error.message : t('error'));
        return;
      }
      for await (const ev of readEvents(res)) setColumns((cs) => ({ ...cs, [ev.column]: reduce(cs[ev.column], ev) }));
    } catch {
      if (!controller.signal.aborted) setFailed(t('error'));
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="demo-title" className="flex flex-col gap-4" data-testid="demo" data-demo-page>
      <h1 id="demo-title" className="text-2xl font-bold">{t('title')}</h1>
      <p className="leading-7 text-stone-700">{t('intro')}</p>
      {mode === 'extractive' && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm" data-testid="demo-extractive">{t('extractiveExplainer')}</p>
      )}
      <form onSubmit={ask} className="flex flex-wrap gap-2">
        <label htmlFor="demo-question" className="sr-only">{t('placeholder')}</label>
        <input
          id="demo-question" className="min-w-0 flex-1 rounded border border-stone-300 px-3 py-2" value={question} maxLength={1000}
          placeholder={t('placeholder')} onChange={(e) => setQuestion(e.target.value)}
        />
        <button type="submit" disabled={!question.trim() || busy} className="rounded bg-brand px-4 py-2 text-white disabled:opacity-50">
          {busy ? t('asking') : t('ask')}
        </button>
      </form>
      {suggestions.length > 0 && asked === null && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-stone-500">{t('examplesLabel')}:</span>
          {suggestions.map((s) => (
            <button key={s} type="button" className="rounded border border-stone-200 bg-white px-2 py-1 text-start hover:border-brand hover:text-brand" onClick={() => void ask(null, s)}>{s}</button>
          ))}
        </div>
      )}
      <PrivacyNotice retentionDays={retentionDays} />
      {failed && <p role="alert" className="text-sm text-red-700" data-testid="demo-failed">{failed}</p>}
      {asked !== null && (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-live="polite" aria-busy={busy}>
          <Column column="grounded" title={t('grounded')} note={t('groundedNote')} state={columns.grounded} locale={locale} busy={busy} question={asked} />
          <Column column="ungrounded" title={t('ungrounded')} note={t('ungroundedNote')} state={columns.ungrounded} locale={locale} busy={busy} />
        </div>
      )}
    </section>
  );
}

function Column({ column, title, note, state, locale, busy, question }: { column: DemoColumn; title: string; note: string; state: ColumnState; locale: Locale; busy: boolean; question?: string }) {
  const t = useTranslations('demo');
  // Released sentences grouped into paragraphs; a withheld sentence stands on its own line, in place.
  type Sentence = { text: string; separator: string; chips: number[] };
  const blocks: ({ kind: 'p'; sentences: Sentence[] } | { kind: 'withheld'; reasons: GuardReason[] })[] = [];
  const numberOf = new Map(state.cited.map((x, i) => [x.passageId, i + 1]));
  let run: Sentence[] = [];
  const flush = () => { if (run.length) blocks.push({ kind: 'p', sentences: run }); run = []; };
  for (const it of state.items) {
    if (it.kind === 'withheld') { flush(); blocks.push(it); continue; }
    if (it.paragraphBreak) flush();
    const chips = [...new Set(it.cites.map((id) => numberOf.get(id)).filter((n): n is number => n !== undefined))];
    run.push({ text: it.text, separator: run.length ? sentenceSeparator(run[run.length - 1]!.text) : '', chips });
  }
  flush();
  const tc = useTranslations('chat');
  const reasonText = (r: GuardReason) => t(`reasons.${REASON_KEY[r]}` as 'reasons.markerMissing');
  return (
    <article className="flex min-w-0 flex-col gap-2 rounded-lg border border-stone-200 bg-white p-4 [overflow-wrap:anywhere]"
      data-testid={`demo-${column}`} data-outcome={state.skipped ? 'skipped' : state.outcome ?? 'streaming'} aria-labelledby={`demo-${column}-title`}>
      <h2 id={`demo-${column}-title`} className="font-semibold">{title}</h2>
      <p className="text-xs text-stone-500">{note}</p>
      {state.skipped && (
        <p role="status" className="rounded bg-stone-100 p-2 text-sm" data-testid="demo-skipped" data-reason={state.skipped.reason}>
          <span className="font-semibold">{t('notRun')}</span> — {state.skipped.message}
        </p>
      )}
      {blocks.map((b, i) => b.kind === 'p'
        ? (
          <p key={i} dir="auto" className="leading-7" data-testid="demo-paragraph">
            {b.sentences.map((x, k) => (
              <span key={k}>
                {x.separator}<span data-sentence="">{x.text}</span>
                {x.chips.map((n) => <Citation key={n} n={n} source={state.cited[n - 1]!} popoverId={`demo-${column}-cite-${n}`} locale={locale} label={tc('citation', { n, title: state.cited[n - 1]!.title })} />)}
              </span>
            ))}
          </p>
        )
        : (
          <div key={i} className="rounded border-s-4 border-amber-500 bg-amber-50 px-2 py-1 text-sm" data-testid="demo-withheld" data-reasons={b.reasons.join(' ')}>
            <span className="font-semibold">{t('withheldSentence')}</span>
            <ul className="mt-1 flex flex-wrap gap-1">
              {b.reasons.map((r) => <li key={r} className="rounded border border-amber-300 bg-white px-1.5">{reasonText(r)}</li>)}
            </ul>
          </div>
        ))}
      {state.cited.map((x, k) => <CitationPopover key={x.passageId} id={`demo-${column}-cite-${k + 1}`} source={x} />)}
      {state.notices.map((n, i) => (
        <p key={i} role="status" className="text-sm italic text-stone-700" data-notice={n.kind}>
          {n.message}
          {n.contact && <> <a className="not-italic text-brand underline" href={contactHref(n.contact.href, locale)} data-testid="contact-link">{n.contact.label}</a></>}
        </p>
      ))}
      {state.sources.length > 0 && (
        <div className="text-sm">
          <span className="font-medium">{t('sources')}:</span>
          <ul className="mt-1 flex flex-col gap-1" data-testid="demo-sources">
            {state.sources.map((s) => <li key={`${s.href} ${s.title}`} className="source-text"><a dir="auto" className="text-brand underline" href={`/${locale}${s.passageHref ?? s.href}`}>{s.title}</a></li>)}
          </ul>
        </div>
      )}
      {state.audit && (
        <div className="mt-1 border-t border-stone-200 pt-2 text-sm" data-testid="demo-audit" data-released={state.audit.released} data-withheld={state.audit.withheld}>
          <p className="flex flex-wrap gap-x-4"><span>{t('released', { count: state.audit.released })}</span><span>{t('withheldCount', { count: state.audit.withheld })}</span></p>
          {state.audit.withheld > 0 && (
            <>
              <p className="mt-1 font-medium">{t('byReason')}:</p>
              <ul className="list-disc ps-5" data-testid="demo-reasons">
                {(Object.entries(state.audit.reasons) as [GuardReason, number][]).map(([r, n]) => (
                  <li key={r} data-reason={r} data-count={n}><bdi>{reasonText(r)}</bdi>: {n.toLocaleString(locale)}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {busy && !state.outcome && !state.skipped && <p className="text-xs text-stone-500">{t('asking')}</p>}
      {state.answerId && state.outcome && state.outcome !== 'error' && state.outcome !== 'limited' && (
        <AnswerFeedback key={state.answerId} answerId={state.answerId} question={question} locale={locale} />
      )}
    </article>
  );
}
