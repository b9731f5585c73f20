'use client';

import { EventSourceParserStream } from 'eventsource-parser/stream';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { AnswererKind, AssistantEvent, Outcome, SourceRef } from '@/lib/assistant/events';
import type { Locale } from '@/lib/text';

interface AnswerTurn {
  role: 'assistant';
  /** Released sentences, in order; a paragraph break starts a new paragraph. */
  sentences: { text: string; paragraphBreak: boolean }[];
  sources: SourceRef[];
  notices: { kind: string; message: string }[];
  answerer: AnswererKind | null;
  outcome: Outcome | null;
}
type Turn = { role: 'user'; text: string } | AnswerTurn;

/** Groups released sentences into paragraphs. */
function paragraphs(sentences: AnswerTurn['sentences']): string[] {
  const out: string[] = [];
  for (const s of sentences) {
    if (out.length === 0 || s.paragraphBreak) out.push(s.text);
    else out[out.length - 1] += ` ${s.text}`;
  }
  return out;
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

/**
 * The assistant's chat window: asks, streams released sentences as they pass the gate, shows the
 * sources they cite as links, marks withheld answers and shows fixed notices.
 */
export function Chat({ locale }: { locale: Locale }) {
  const t = useTranslations('chat');
  const [turns, setTurns] = useState<Turn[]>([]);
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);

  const update = (fn: (a: AnswerTurn) => AnswerTurn) =>
    setTurns((ts) => {
      const last = ts[ts.length - 1];
      return last?.role === 'assistant' ? [...ts.slice(0, -1), fn(last)] : ts;
    });

  const suggestions = t.raw('suggestions') as string[];

  async function ask(e: FormEvent | null, asked?: string) {
    e?.preventDefault();
    const q = (asked ?? question).trim();
    if (!q || busy) return;
    const history = turns.slice(-12).map((turn) => turn.role === 'user'
      ? { role: 'user' as const, content: turn.text }
      : { role: 'assistant' as const, content: turn.sentences.map((s) => s.text).join(' ') });
    setTurns((ts) => [...ts, { role: 'user', text: q }, { role: 'assistant', sentences: [], sources: [], notices: [], answerer: null, outcome: null }]);
    setQuestion('');
    setBusy(true);
    const controller = new AbortController();
    try {
      const res = await fetch('/api/chat', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ question: q, locale, history }),
        signal: controller.signal,
      });
      if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
      for await (const ev of readEvents(res)) {
        switch (ev.type) {
          case 'decision': update((a) => ({ ...a, answerer: ev.answerer })); break;
          case 'text': update((a) => ({
            ...a,
            sentences: [...a.sentences, { text: ev.text, paragraphBreak: ev.paragraphBreak }],
            sources: [...a.sources, ...ev.sources.filter((s) => !a.sources.some((x) => x.passageId === s.passageId))],
          })); break;
          case 'guard': update((a) => ({ ...a, notices: [...a.notices, { kind: 'withheld', message: ev.message }] })); break;
          case 'notice': if (ev.kind !== 'extractive') update((a) => ({ ...a, notices: [...a.notices, { kind: ev.kind, message: ev.message }] })); break;
          case 'error': update((a) => ({ ...a, notices: [...a.notices, { kind: 'error', message: ev.message }] })); break;
          case 'done': update((a) => ({ ...a, outcome: ev.outcome })); break;
        }
      }
    } catch {
      if (!controller.signal.aborted) update((a) => ({ ...a, outcome: 'error', notices: [...a.notices, { kind: 'error', message: t('error') }] }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="chat-title" className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4" data-testid="chat">
      <h2 id="chat-title" className="font-semibold">{t('title')}</h2>
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
      <ol className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto" aria-live="polite" aria-busy={busy}>
        {turns.map((turn, i) => turn.role === 'user' ? (
          <li key={i} className="self-end rounded-lg bg-brand/10 px-3 py-2" data-role="user">
            <span className="sr-only">{t('you')}: </span>{turn.text}
          </li>
        ) : (
          <li key={i} className="rounded-lg bg-stone-100 px-3 py-2" data-role="assistant" data-outcome={turn.outcome ?? 'streaming'}>
            <span className="sr-only">{t('assistant')}: </span>
            {turn.answerer === 'extractive' && <p className="mb-1 text-xs text-stone-500" data-testid="quoting">{t('quoting')}</p>}
            {paragraphs(turn.sentences).map((p, j) => <p key={j} className="my-1" data-testid="answer-paragraph">{p}</p>)}
            {turn.outcome === 'withheld' && <p className="mt-1 text-xs font-semibold uppercase text-amber-800">{t('withheld')}</p>}
            {turn.notices.map((n, j) => <p key={j} className="my-1 text-sm italic text-stone-700" data-notice={n.kind}>{n.message}</p>)}
            {turn.sources.length > 0 && (
              <div className="mt-2 text-sm">
                <span className="font-medium">{t('sources')}:</span>
                <ul className="mt-1 flex flex-col gap-1" data-testid="sources">
                  {turn.sources.map((s) => (
                    <li key={s.passageId}><a className="text-brand underline" href={`/${locale}${s.href}`}>{s.title}</a></li>
                  ))}
                </ul>
              </div>
            )}
            {turn.outcome === null && busy && i === turns.length - 1 && <p className="text-xs text-stone-500">{t('sending')}</p>}
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
          onChange={(e) => setQuestion(e.target.value)}
        />
        <button type="submit" disabled={busy || !question.trim()} className="rounded bg-brand px-4 py-2 text-white disabled:opacity-50">
          {t('send')}
        </button>
      </form>
    </section>
  );
}
