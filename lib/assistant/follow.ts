/**
 * How far the chat scrolls to follow an answer being streamed (issue 32): towards the answer's end,
 * as chat UIs do, but never so far that the answer's first line leaves the view — a long answer is
 * read from its start, and the reader scrolls on. Client-safe, pure geometry.
 */

/** Room kept above the answer's first line and below its end, px. */
export const FOLLOW_MARGIN_PX = 8;

/**
 * The distance to scroll a view down, px (never up: the reader may have scrolled further on).
 * Coordinates are one axis of one frame — a scroll container's content (`scrollTop` based) or the
 * viewport — growing downwards.
 * @param view the visible part: `top` and `bottom` edges
 * @param end the bottom edge of what is followed (the answer's end)
 * @param anchor the top edge that must stay in view (the answer's first line)
 * @returns ≥ 0; 0 when the end is already in view or the anchor is already at the top
 */
export function followDistance(view: { top: number; bottom: number }, end: number, anchor: number, margin = FOLLOW_MARGIN_PX): number {
  const toEnd = end + margin - view.bottom;
  const toAnchor = anchor - margin - view.top;
  return Math.max(0, Math.min(toEnd, toAnchor));
}
