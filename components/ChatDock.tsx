'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { Locale } from '@/lib/text';
import { PrivacyNotice } from './AnswerFeedback';
import { Chat } from './Chat';

/** Tailwind's `md` breakpoint (48rem): below it the chat is a sheet. */
const PHONE = '(width < 48rem)';

/**
 * The chat on every page (mounted by the site layout), in one `<dialog>` so one Chat keeps its
 * state at every width. From `md` up the closed dialog is shown in place as the page's chat
 * column (app/globals.css `.chat-dock`), never over the content. Below `md` a button fixed at the
 * bottom inline-end corner opens it as a modal sheet with showModal(): the browser traps focus in
 * it, Escape closes it, and focus returns to the button.
 */
export function ChatDock({ locale, suggestions, retentionDays }: { locale: Locale; suggestions: readonly string[]; retentionDays: number }) {
  const t = useTranslations('chat');
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // Growing past the breakpoint with the sheet open: the chat goes back to its column.
  useEffect(() => {
    const query = window.matchMedia(PHONE);
    const onChange = () => { if (!query.matches && dialog.current?.open) dialog.current.close(); };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  return (
    <>
      <dialog ref={dialog} className="chat-dock" aria-labelledby="chat-title" data-testid="chat-dock" onClose={() => { if (window.matchMedia(PHONE).matches) button.current?.focus(); }}>
        <div className="md:hidden flex justify-end border-b border-stone-200 bg-white px-3 py-2">
          <button type="button" onClick={() => dialog.current?.close()} className="rounded border border-stone-300 px-3 py-1 text-sm" data-testid="chat-close">
            {t('close')}
          </button>
        </div>
        <Chat locale={locale} suggestions={suggestions} />
        <div className="px-4 pb-3"><PrivacyNotice retentionDays={retentionDays} /></div>
      </dialog>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
        className="fixed bottom-4 end-4 z-40 rounded-full bg-brand px-5 py-3 font-semibold text-white shadow-lg md:hidden"
        data-testid="chat-open"
      >
        {t('openChat')}
      </button>
    </>
  );
}
