'use client';

import { EventSourceParserStream } from 'eventsource-parser/stream';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { answerAfter, historyOf, loadConversation, saveConversation, type AnswerTurn, type Turn } from '@/lib/assistant/conversation';
import { contactHref, sentenceSeparator, type AssistantEvent } from '@/lib/assistant/events';
import { AnswerFeedback } from './AnswerFeedback';
import { Citation, CitationPopover } from './Citation';
import type { Locale } from '@/lib/text';

/** A paragraph of an answer: its sentences, each with the chip numbers of the sources it cites. */
interface Paragraph { sentences: { text: string; separator: '' | ' '; chips: number[]; lang?: Locale; newLang: boolean }[] }

/**
 * Groups released sentences into paragraphs, each sentence with its citation numbers: a source's
 * number is its place in the answer's sources (order of first use), the list under the answer.
 * Sentences are separated by {@link sentenceSeparator} (no space after a CJK full stop).
 */
function paragraphs(turn: AnswerTurn): Paragraph[] {
  const numberOf = new Map(turn.sources.map((x, i) => [x.passageId, i + 1]));
  const out: Paragraph[] = [];
  let previous = '';
  for (const s of turn.sentences) {
    const chips = [...new Set(s.cites.map((id) => numberOf.get(id)).filter((n): n is number => n !== undefined))];
    const start = out.length === 0 || s.paragraphBreak;
    // A quote's language is named once per run of sentences in that language within a paragraph.
    const newLang = s.lang !== undefined && (start || out[out.length - 1]!.sentences.at(-1)?.lang !== s.lang);
    if (start) out.push({ sentences: [{ text: s.text, separator: '', chips, lang: s.lang, newLang }] });
    else out[out.length - 1]!.sentences.push({ text: s.text, separator: sentenceSeparator(previous), chips, lang: s.lang, newLang });
    previous = s.text;
  }
  return out;
}

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
  // Follow the stream as chat UIs do (the list and the page), unless the reader scrolled up.
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
    if (!list || !followRef.current || turns.length === 0) return;
    list.scrollTop = list.scrollHeight;
    const below = list.getBoundingClientRect().bottom - window.innerHeight;
    if (below > 0) window.scrollBy(0, below + 8);
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
        {turns.map((turn, i) => turn.role === 'user' ? (
          <li key={i} className="self-end rounded-lg bg-brand/10 px-3 py-2 [overflow-wrap:anywhere]" data-role="user">
            <span className="sr-only">{t('you')}: </span><span dir="auto" className="block">{turn.text}</span>
          </li>
        ) : (
          <li key={i} className="rounded-lg bg-stone-100 px-3 py-2 [overflow-wrap:anywhere]" data-role="assistant" data-outcome={turn.outcome ?? 'streaming'}>
            <span className="sr-only">{t('assistant')}: </span>
            {turn.answerer === 'extractive' && <p className="mb-1 text-xs text-stone-500" data-testid="quoting">{t('quoting')}</p>}
            {paragraphs(turn).map((p, j) => (
              <p key={j} dir="auto" className="my-1" data-testid="answer-paragraph">
                {p.sentences.map((s, k) => (
                  <span key={k}>
                    {s.separator}<span data-sentence="" lang={s.lang} dir={s.lang ? 'auto' : undefined}>{s.text}</span>
                    {s.chips.map((n) => <Citation key={n} n={n} source={turn.sources[n - 1]!} popoverId={`cite-${i}-${n}`} locale={locale} label={t('citation', { n, title: turn.sources[n - 1]!.title })} />)}
                    {s.lang && s.newLang && <span className="ms-1 text-xs text-stone-500" data-testid="quote-language">({t('quotedIn', { language: languageName(s.lang, locale) })})</span>}
                  </span>
                ))}
              </p>
            ))}
            {turn.sources.map((x, k) => <CitationPopover key={x.passageId} id={`cite-${i}-${k + 1}`} source={x} />)}
            {turn.outcome === 'withheld' && <p className="mt-1 text-xs font-semibold uppercase text-amber-800" data-testid="withheld-mark">{t('withheld')}</p>}
            {turn.confidence?.band === 'low' && turn.sentences.length > 0 && (
              <p className="mt-1 text-xs text-amber-900" data-testid="low-confidence">{t('lowConfidence')}</p>
            )}
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
                      <span aria-hidden="true" className="source-marker tabular-nums text-stone-500">{k + 1}.</span>
                      <span className="source-text">
                        <a dir="auto" className="text-brand underline" href={`/${locale}${x.passageHref ?? x.href}`}>{x.title}</a>
                        {x.heading && <> <span className="text-stone-500">— <span dir="auto">{x.heading}</span></span></>}
                      </span>
                    </li>
                  ))}
                </ol>
              </div>
            )}
            {turn.outcome === null && busy && i === turns.length - 1 && <p className="text-xs text-stone-500">{t('sending')}</p>}
            {turn.answerId && turn.outcome !== null && turn.outcome !== 'error' && turn.outcome !== 'limited' && (
              <AnswerFeedback key={turn.answerId} answerId={turn.answerId} question={turns[i - 1]?.role === 'user' ? (turns[i - 1] as { text: string }).text : undefined} locale={locale} />
            )}
          </li>
        ))}
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
