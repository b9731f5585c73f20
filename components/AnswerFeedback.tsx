'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import type { Locale } from '@/lib/text';

/** Reasons for "not helpful", as POST /api/feedback takes them (lib/db `FEEDBACK_REASONS`), with their message keys. */
const REASONS = [['wrong', 'wrong'], ['off-topic', 'offTopic'], ['should-answer', 'shouldAnswer'], ['should-not-answer', 'shouldNotAnswer'], ['other', 'other']] as const;
type Reason = (typeof REASONS)[number][0];
interface Vote { helpful: boolean; reason?: Reason }

/** The tab keeps each vote beside the conversation (sessionStorage), so a restored answer shows it. */
const storageKey = (answerId: string) => `feedback:${answerId}`;
function loadVote(answerId: string): Vote | null {
  try {
    const v = JSON.parse(window.sessionStorage.getItem(storageKey(answerId)) ?? 'null') as Vote | null;
    return v && typeof v.helpful === 'boolean' ? v : null;
  } catch {
    return null;
  }
}

/**
 * Helpful / not helpful under one answered or refused turn (issue 25), and for "not helpful" an
 * optional reason and, with "other", a few words. One vote per answer: pressing the other button or
 * sending a reason replaces it (POST /api/feedback names the answer by the id of its `done` event).
 * Buttons carry `aria-pressed`; reasons are a radio group in a fieldset with its legend; the
 * result is announced in a status region. `question` goes with a "not helpful" vote: the server
 * keeps it (redacted) only when it is this answer's own question.
 */
export function AnswerFeedback({ answerId, question, locale }: { answerId: string; question?: string; locale: Locale }) {
  const t = useTranslations('feedback');
  const id = useId();
  const [vote, setVote] = useState<Vote | null>(null);
  const [reason, setReason] = useState<Reason | null>(null);
  const [comment, setComment] = useState('');
  const [status, setStatus] = useState<'idle' | 'sending' | 'saved' | 'error'>('idle');

  useEffect(() => {
    const v = loadVote(answerId);
    if (v) { setVote(v); setReason(v.reason ?? null); }
  }, [answerId]);

  async function send(next: Vote, text?: string) {
    setStatus('sending');
    try {
      const res = await fetch('/api/feedback', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          answerId, helpful: next.helpful, locale,
          ...(next.reason ? { reason: next.reason } : {}),
          ...(next.reason === 'other' && text?.trim() ? { comment: text.trim() } : {}),
          ...(!next.helpful && question ? { question } : {}),
        }),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      setVote(next);
      window.sessionStorage.setItem(storageKey(answerId), JSON.stringify(next));
      setStatus('saved');
    } catch {
      setStatus('error');
    }
  }

  const pressed = (helpful: boolean) => vote?.helpful === helpful;
  const button = 'rounded border px-2 py-0.5 text-xs aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-white disabled:opacity-50';
  return (
    <div className="mt-2 border-t border-stone-200 pt-2 text-xs" data-testid="feedback" data-vote={vote ? (vote.helpful ? 'helpful' : 'not-helpful') : 'none'}>
      <div role="group" aria-labelledby={`${id}-prompt`} className="flex flex-wrap items-center gap-2">
        <span id={`${id}-prompt`} className="text-stone-600">{t('prompt')}</span>
        <button type="button" className={button} aria-pressed={pressed(true)} disabled={status === 'sending'} onClick={() => { setReason(null); void send({ helpful: true }); }} data-testid="vote-helpful">
          {t('helpful')}
        </button>
        <button type="button" className={button} aria-pressed={pressed(false)} disabled={status === 'sending'} onClick={() => void send({ helpful: false, ...(reason ? { reason } : {}) }, comment)} data-testid="vote-not-helpful">
          {t('notHelpful')}
        </button>
      </div>
      {vote?.helpful === false && (
        <form className="mt-2" onSubmit={(e) => { e.preventDefault(); if (reason) void send({ helpful: false, reason }, comment); }}>
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-stone-600">{t('reasonLegend')}</legend>
            {REASONS.map(([value, key]) => (
              <label key={value} className="flex items-center gap-2">
                <input type="radio" name={`${id}-reason`} value={value} checked={reason === value} onChange={() => setReason(value)} />
                {t(`reasons.${key}`)}
              </label>
            ))}
            {reason === 'other' && (
              <label className="mt-1 flex flex-col gap-1">
                <span className="text-stone-600">{t('comment')}</span>
                <input type="text" maxLength={200} value={comment} onChange={(e) => setComment(e.target.value)} className="rounded border border-stone-300 px-2 py-1" />
              </label>
            )}
          </fieldset>
          <button type="submit" className="mt-2 rounded border border-stone-400 px-2 py-0.5 disabled:opacity-50" disabled={!reason || status === 'sending'} data-testid="send-reason">{t('send')}</button>
        </form>
      )}
      <p role="status" className="mt-1 text-stone-600" data-testid="feedback-status">
        {status === 'saved' ? t('thanks') : status === 'error' ? t('error') : ''}
      </p>
    </div>
  );
}

/** What the chat keeps of a visitor's words and for how long (issue 25), in the reader's language. */
export function PrivacyNotice({ retentionDays }: { retentionDays: number }) {
  const t = useTranslations('feedback');
  return <p className="text-xs text-stone-500" data-testid="privacy-notice">{retentionDays > 0 ? t('privacy', { days: retentionDays }) : t('privacyNone')}</p>;
}
