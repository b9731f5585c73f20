'use client';

import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';
import { useRef } from 'react';
import { markedExcerpt } from '@/lib/assistant/citations';
import type { SourceRef } from '@/lib/assistant/events';
import type { Locale } from '@/lib/text';

/** Where a citation leads: the passage (heading anchor + text fragment), else the entry; under the reader's locale. */
function targetOf(source: SourceRef, locale: Locale): string {
  return `/${locale}${source.passageHref ?? source.href}`;
}

/** Delay before a popover left by the pointer closes, ms: long enough to move onto it and use its link. */
const HIDE_DELAY_MS = 200;
const cleanups = new WeakMap<HTMLElement, () => void>();

/**
 * Opens the popover `id` next to `anchor`: the native `popover` (top layer, light dismiss and
 * Escape from the browser), placed by Floating UI above the chip, aligned to its start edge — the
 * inline start, so the placement mirrors in right-to-left text — flipped or shifted to stay on screen.
 */
function open(anchor: HTMLElement, id: string): void {
  const pop = document.getElementById(id);
  if (!pop || typeof pop.showPopover !== 'function') return;
  if (!pop.matches(':popover-open')) pop.showPopover();
  cleanups.get(pop)?.();
  const stop = autoUpdate(anchor, pop, () => {
    void computePosition(anchor, pop, { strategy: 'fixed', placement: 'top-start', middleware: [offset(6), flip(), shift({ padding: 8 })] })
      .then(({ x, y }) => Object.assign(pop.style, { left: `${x}px`, top: `${y}px` }));
  });
  cleanups.set(pop, stop);
  const onToggle = (e: Event) => {
    if ((e as ToggleEvent).newState !== 'closed') return;
    cleanups.get(pop)?.();
    cleanups.delete(pop);
    pop.removeEventListener('toggle', onToggle);
  };
  pop.addEventListener('toggle', onToggle);
}

/** Closes the popover unless the pointer is on it or on its chip, or its chip has focus. */
function close(anchor: HTMLElement | null, id: string): void {
  const pop = document.getElementById(id);
  if (!pop?.matches(':popover-open')) return;
  if (pop.matches(':hover') || anchor?.matches(':hover') || (anchor && document.activeElement === anchor)) return;
  pop.hidePopover();
}

/**
 * A citation chip after a sentence: a superscript number (drawn by CSS from `data-citation`, so
 * the sentence's text stays its own) linking to the cited passage. Focus, hover or a tap opens its
 * popover (title, heading, excerpt), which is also its accessible description; Escape closes it.
 * On a touch screen the first tap opens the popover, the second follows the link.
 */
export function Citation({ n, source, popoverId, locale, label }: { n: number; source: SourceRef; popoverId: string; locale: Locale; label: string }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const pointer = useRef<{ type: string; wasOpen: boolean }>({ type: 'mouse', wasOpen: false });
  return (
    <a
      ref={ref}
      href={targetOf(source, locale)}
      className="cite-chip"
      data-citation={n}
      aria-label={label}
      aria-describedby={popoverId}
      onFocus={(e) => open(e.currentTarget, popoverId)}
      onBlur={() => setTimeout(() => close(ref.current, popoverId), HIDE_DELAY_MS)}
      onMouseEnter={(e) => open(e.currentTarget, popoverId)}
      onMouseLeave={() => setTimeout(() => close(ref.current, popoverId), HIDE_DELAY_MS)}
      // Whether the popover was open is read at pointerdown: the tap's pointerup light-dismisses it before the click.
      onPointerDown={(e) => { pointer.current = { type: e.pointerType, wasOpen: !!document.getElementById(popoverId)?.matches(':popover-open') }; }}
      onClick={(e) => {
        if (pointer.current.type === 'touch' && !pointer.current.wasOpen) {
          e.preventDefault();
          open(e.currentTarget, popoverId);
        }
      }}
    />
  );
}

/**
 * The popover of one cited source: its title, the passage's heading and excerpt from the sentence
 * the answer quoted, marked (its chip is the link, whose text fragment the browser highlights).
 */
export function CitationPopover({ id, source }: { id: string; source: SourceRef }) {
  return (
    <div
      id={id}
      popover="auto"
      role="tooltip"
      className="cite-popover"
      data-testid="citation-popover"
      onMouseLeave={() => setTimeout(() => close(document.querySelector<HTMLElement>(`[aria-describedby="${id}"]:hover, [aria-describedby="${id}"]:focus`), id), HIDE_DELAY_MS)}
    >
      {/* A source's own language decides its direction (an English page cited on /fa). */}
      <p dir="auto" className="font-semibold" data-popover="title">{source.title}</p>
      {source.heading && <p dir="auto" className="text-xs text-stone-500" data-popover="heading">{source.heading}</p>}
      {source.excerpt && <p dir="auto" className="mt-1 text-sm text-stone-700" data-popover="excerpt"><Marked excerpt={source.excerpt} quote={source.quote} /></p>}
    </div>
  );
}

/** An excerpt with the quoted sentence in `<mark>` (the HTML element for text marked as relevant to the reader's activity). */
function Marked({ excerpt, quote }: { excerpt: string; quote?: string }) {
  const [before, marked, after] = markedExcerpt(excerpt, quote);
  if (!marked) return <>{excerpt}</>;
  return <>{before}<mark className="rounded-sm bg-amber-100 px-0.5 text-ink" data-popover="quote">{marked}</mark>{after}</>;
}
