'use client';

import { EventSourceParserStream } from 'eventsource-parser/stream';
import { useTranslations } from 'next-intl';
import { Fragment, useEffect, useRef, useState, type FormEvent } from 'react';
import { answerAfter, answerParagraphs, confidenceNote, historyOf, loadConversation, saveConversation, type AnswerTurn, type Turn } from '@/lib/assistant/conversation';
import { contactHref, type AssistantEvent } from '@/lib/assistant/events';
import { followDistance } from '@/lib/assistant/follow';
import { RTL_LOCALES, type Locale } from '@/lib/text';
import { AnswerFeedback } from './AnswerFeedback';
import { Citation, CitationPopover } from './Citation';

/** The writing direction of a site language. */
const directionOf = (lang: Locale): 'rtl' | 'ltr' => (RTL_LOCALES.has(lang) ? 'rtl' : 'ltr');

/** A language's name in the reader's language (CLDR display names through `Intl.DisplayNames`), e.g. "English", "Englisch", "انگلیسی". */
function languageName(lang: Locale, reader: Locale): string {
  try {
    return new Intl.DisplayNames([reader], { type: 'language' }).of(lang) ?? lang;
  } catch {
    return lang;
  }
}

/** Reads the SSE stream of POST /api/chat with a maintained parser and a streaming UTF-8 decoder. */
async function* readEvents(response: Response): AsyncGenerator<AssistantEvent> {
  const stream = response.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
  const reader = stream.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      yield JSON.parse(value.data) as AssistantEvent;
    }
  } finally {
    reader.releaseLock();
  }
}

/** The fixed text of a JSON error response (the server localizes it, e.g. the rate-limit notice), if any. */
async function errorMessage(res: Response): Promise<string | null> {
  try {
    const body = await res.json() as { error?: { message?: unknown } };
    return typeof body.error?.message === 'string' ? body.error.message : null;
  } catch {
    return null;
  }
}

/**
 * The assistant's chat window: asks, streams released sentences as they pass the gate, each with
 * its citation chips (./Citation: a link to the passage and a popover), lists the sources under
 * the answer, marks withheld answers and shows fixed notices. Stop (or Escape in the question
 * field) aborts the request, which closes the model's stream on the server; what was released
 * stays, in the window and in the history sent with the next question. The conversation is kept
 * in the tab's sessionStorage (lib/assistant/conversation) and restored on every page; an answer
 * cut off by leaving the page is kept as it stood, marked stopped.
 */
export function Chat({ locale, suggestions }: { locale: Locale; suggestions: readonly string[] }) {
  const t = useTranslations('chat');
  const [turns, setTurns] = useState<Turn[]>([]);
  const [restored, setRestored] = useState(false);
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  const controllerRef = useRef<AbortController | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  // Follow the stream as chat UIs do (the list, then the sheet or the page), unless the reader
  // scrolled up — but only until the newest answer's first line reaches the top (issue 32: a long
  // answer was followed to its end and its start scrolled out of view).
  const listRef = useRef<HTMLOListElement | null>(null);
  const followRef = useRef(true);
  useEffect(() => {
    let lastY = window.scrollY;
    const onPageScroll = () => { if (window.scrollY < lastY - 2) followRef.current = false; lastY = window.scrollY; };
    window.addEventListener('scroll', onPageScroll, { passive: true });
    return () => window.removeEventListener('scroll', onPageScroll);
  }, []);
  useEffect(() => {
    const list = listRef.current;
    const answer = list?.lastElementChild;
    if (!list || !answer || !followRef.current) return;
    // In the list's own content coordinates.
    const listTop = list.getBoundingClientRect().top - list.scrollTop;
    list.scrollTop += followDistance({ top: list.scrollTop, bottom: list.scrollTop + list.clientHeight }, list.scrollHeight, answer.getBoundingClientRect().top - listTop);
    // Then the list's visible end into the view around it: the phone sheet (a modal dialog that scrolls), else the window.
    const sheet = list.closest('dialog');
    const view = sheet?.matches(':modal') ? sheet.getBoundingClientRect() : { top: 0, bottom: window.innerHeight };
    const shown = list.getBoundingClientRect();
    const distance = followDistance(view, Math.min(shown.bottom, answer.getBoundingClientRect().bottom), Math.max(shown.top, answer.getBoundingClientRect().top));
    if (distance > 0) (sheet?.matches(':modal') ? sheet : window).scrollBy(0, distance);
  }, [turns]);

  // Restored after hydration (the server renders an empty chat); a stopped answer gets its notice in this page's language.
  const stoppedText = t('stopped');
  useEffect(() => {
    if (restored) return;
    const stored = loadConversation(window.sessionStorage).map((turn) => (turn.role === 'assistant' && turn.outcome === 'stopped' && !turn.notices.some((n) => n.kind === 'stopped')
      ? { ...turn, notices: [...turn.notices, { kind: 'stopped', message: stoppedText }] }
      : turn));
    setTurns(stored);
    setRestored(true);
  }, [restored, stoppedText]);
  // Every change is kept at once, so an answer still streaming when the page unloads is kept as it stands.
  useEffect(() => {
    if (restored) saveConversation(window.sessionStorage, turns);
  }, [turns, restored]);

  const update = (fn: (a: AnswerTurn) => AnswerTurn) =>
    setTurns((ts) => {
      const last = ts[ts.length - 1];
      return last?.role === 'assistant' ? [...ts.slice(0, -1), fn(last)] : ts;
    });

  async function ask(e: FormEvent | null, asked?: string) {
    e?.preventDefault();
    const q = (asked ?? question).trim();
    if (!q || busy) return;
    const history = historyOf(turns);
    followRef.current = true;
    setTurns((ts) => [...ts, { role: 'user', text: q }, { role: 'assistant', sentences: [], sources: [], notices: [], answerer: null, outcome: null }]);
    setQuestion('');
    setBusy(true);
    const controller = new AbortController();
    controllerRef.current = controller;
    try {
      const res = await fetch('/api/chat', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ question: q, locale, history }),
        signal: controller.signal,
      });
      if (res.status === 429) {
        const message = await errorMessage(res) ?? t('error');
        update((a) => ({ ...a, outcome: 'refused', notices: [...a.notices, { kind: 'rate-limited', message }] }));
        return;
      }
      if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
      for await (const ev of readEvents(res)) {
        update((a) => answerAfter(a, ev));
      }
    } catch {
      if (!controller.signal.aborted) update((a) => ({ ...a, outcome: 'error', notices: [...a.notices, { kind: 'error', message: t('error') }] }));
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
      setBusy(false);
    }
  }

  /** Stops the answer being streamed: the released sentences stay, marked as stopped. */
  function stop() {
    const controller = controllerRef.current;
    if (!controller) return;
    controller.abort();
    update((a) => (a.outcome === null ? { ...a, outcome: 'stopped', notices: [...a.notices, { kind: 'stopped', message: t('stopped') }] } : a));
    inputRef.current?.focus();
  }

  /** Clears the conversation (window and sessionStorage); an answer being streamed is aborted first. */
  function startOver() {
    controllerRef.current?.abort();
    controllerRef.current = null;
    setBusy(false);
    setTurns([]);
    inputRef.current?.focus();
  }

  return (
    <section aria-labelledby="chat-title" className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4" data-testid="chat">
      <div className="flex items-start justify-between gap-2">
        <h2 id="chat-title" className="font-semibold">{t('title')}</h2>
        {turns.length > 0 && (
          <button type="button" onClick={startOver} className="shrink-0 rounded border border-stone-300 px-2 py-0.5 text-xs hover:border-brand hover:text-brand" data-testid="new-conversation">
            {t('newConversation')}
          </button>
        )}
      </div>
      <p className="text-sm text-stone-600">{t('intro')}</p>
      {turns.length === 0 && (
        <div className="flex flex-col gap-1 text-sm" data-testid="suggestions">
          <span className="text-stone-500">{t('suggestionsLabel')}:</span>
          {suggestions.map((s) => (
            <button key={s} type="button" className="rounded border border-stone-200 px-2 py-1 text-start hover:border-brand hover:text-brand" onClick={() => void ask(null, s)}>
              {s}
            </button>
          ))}
        </div>
      )}
      <ol
        ref={listRef}
        className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto"
        aria-live="polite"
        aria-busy={busy}
        onScroll={(e) => { const el = e.currentTarget; followRef.current = el.scrollHeight - el.scrollTop - el.clientHeight < 32; }}
      >
        {turns.map((turn, i) => {
          if (turn.role === 'user') return (
            <li key={i} className="self-end rounded-lg bg-brand/10 px-3 py-2 [overflow-wrap:anywhere]" data-role="user">
              <span className="sr-only">{t('you')}: </span><span dir="auto" className="block">{turn.text}</span>
            </li>
          );
          const drawn = answerParagraphs(turn, i);
          const note = confidenceNote(turn);
          return (
          <li key={i} className="rounded-lg bg-stone-100 px-3 py-2 [overflow-wrap:anywhere]" data-role="assistant" data-outcome={turn.outcome ?? 'streaming'}>
            <span className="sr-only">{t('assistant')}: </span>
            {turn.answerer === 'extractive' && <p className="mb-1 text-xs text-stone-600" data-testid="quoting">{t('quoting')}</p>}
            {drawn.map((p, j) => (
              <p key={j} dir="auto" className="my-1" data-testid="answer-paragraph">
                {p.runs.map((run, r) => {
                  const sentences = run.sentences.map((s, k) => (
                    <Fragment key={k}>
                      {s.separator}<span data-sentence="">{s.text}</span>
                      {s.chips.map((c) => <Citation key={c.n} n={c.n} source={c.source} popoverId={c.popoverId} locale={locale} label={t('citation', { n: c.n, title: c.source.title })} />)}
                    </Fragment>
                  ));
                  // A quote in another language: one isolate in its own direction, then its language
                  // named in the reader's, isolated too (bidi: neither reorders the other, in any page direction).
                  return (
                    <Fragment key={r}>
                      {run.separator}
                      {run.lang ? (
                        <>
                          <bdi lang={run.lang} dir={directionOf(run.lang)} data-testid="quote">{sentences}</bdi>
                          {' '}<bdi lang={locale} dir={directionOf(locale)} className="text-xs text-stone-600" data-testid="quote-language">({t('quotedIn', { language: languageName(run.lang, locale) })})</bdi>
                        </>
                      ) : sentences}
                    </Fragment>
                  );
                })}
              </p>
            ))}
            {drawn.flatMap((p) => p.runs.flatMap((run) => run.sentences.flatMap((s) => s.chips))).map((c) => <CitationPopover key={c.popoverId} id={c.popoverId} source={c.source} />)}
            {turn.outcome === 'withheld' && <p className="mt-1 text-xs font-semibold uppercase text-amber-800" data-testid="withheld-mark">{t('withheld')}</p>}
            {note && <p className="mt-1 text-xs text-amber-900" data-testid="low-confidence">{t(note)}</p>}
            {turn.notices.map((n, j) => (
              <p key={j} role="status" className="my-1 text-sm italic text-stone-700" data-notice={n.kind}>
                {n.message}
                {n.contact && <> <a className="not-italic text-brand underline" href={contactHref(n.contact.href, locale)} data-testid="contact-link">{n.contact.label}</a></>}
              </p>
            ))}
            {turn.sources.length > 0 && (
              <div className="mt-2 text-sm">
                <span className="font-medium">{t('sources')}:</span>
                <ol className="mt-1 flex flex-col gap-1" data-testid="sources">
                  {turn.sources.map((x, k) => (
                    <li key={x.passageId} className="source-item" data-source={k + 1}>
                      <span aria-hidden="true" className="source-marker tabular-nums text-stone-600">{k + 1}.</span>
                      {/* Title and heading in the direction of the title's language, the heading isolated
                          (an English "title — heading" wrapped on /ar put the heading between the title's words). */}
                      <span dir="auto" className="source-text">
                        <a className="text-brand underline" href={`/${locale}${x.passageHref ?? x.href}`}>{x.title}</a>
                        {x.heading && <> <span className="text-stone-600">— <bdi>{x.heading}</bdi></span></>}
                      </span>
                    </li>
                  ))}
                </ol>
              </div>
            )}
            {turn.outcome === null && busy && i === turns.length - 1 && <p className="text-xs text-stone-600">{t('sending')}</p>}
            {turn.answerId && turn.outcome !== null && turn.outcome !== 'error' && turn.outcome !== 'limited' && (
              <AnswerFeedback key={turn.answerId} answerId={turn.answerId} question={turns[i - 1]?.role === 'user' ? (turns[i - 1] as { text: string }).text : undefined} locale={locale} />
            )}
          </li>
          );
        })}
      </ol>
      <form onSubmit={ask} className="flex gap-2">
        <label htmlFor="chat-question" className="sr-only">{t('placeholder')}</label>
        <input
          id="chat-question"
          className="min-w-0 flex-1 rounded border border-stone-300 px-3 py-2"
          value={question}
          maxLength={1000}
          placeholder={t('placeholder')}
          ref={inputRef}
          onChange={(e) => setQuestion(e.target.value)}
          onKeyDown={(e) => { if (e.key === 'Escape' && busy) { e.preventDefault(); stop(); } }}
        />
        {busy ? (
          <button type="button" onClick={stop} className="rounded border border-stone-400 px-4 py-2" data-testid="stop">
            {t('stop')}
          </button>
        ) : (
          <button type="submit" disabled={!question.trim()} className="rounded bg-brand px-4 py-2 text-white disabled:opacity-50">
            {t('send')}
          </button>
        )}
      </form>
    </section>
  );
}
