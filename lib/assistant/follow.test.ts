import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOLLOW_MARGIN_PX, followDistance } from './follow';

describe('following an answer as it streams (issue 32, kind 6)', () => {
  it('the report: a long answer is followed until its first line reaches the top, not to its end', () => {
    // A 600 px view; the answer starts 400 px down and has grown to 2,000 px.
    const d = followDistance({ top: 0, bottom: 600 }, 2400, 400);
    expect(d).toBe(400 - FOLLOW_MARGIN_PX);
    // A short answer: its end comes into view, with the margin below it.
    expect(followDistance({ top: 0, bottom: 600 }, 700, 500)).toBe(100 + FOLLOW_MARGIN_PX);
    // Already in view, or the reader has scrolled past the start: no move, never upwards.
    expect(followDistance({ top: 0, bottom: 600 }, 300, 100)).toBe(0);
    expect(followDistance({ top: 900, bottom: 1500 }, 2400, 400)).toBe(0);
  });

  it('generated geometry: the first line stays in view, the end comes into view when it can, never a move up', () => {
    const px = fc.integer({ min: 0, max: 20_000 });
    fc.assert(fc.property(px, fc.integer({ min: 100, max: 2000 }), px, fc.integer({ min: 0, max: 20_000 }), (top, height, anchor, length) => {
      const view = { top, bottom: top + height };
      const end = anchor + length;
      const d = followDistance(view, end, anchor);
      expect(d).toBeGreaterThanOrEqual(0);
      const after = { top: view.top + d, bottom: view.bottom + d };
      // A first line in view (with its margin) before the move is in view after it.
      if (anchor - FOLLOW_MARGIN_PX >= view.top && anchor < view.bottom) expect(anchor - FOLLOW_MARGIN_PX).toBeGreaterThanOrEqual(after.top);
      // Either the end is in view, or the first line is at the top (nothing more can be shown of it), or nothing moved.
      if (d > 0) expect(end + FOLLOW_MARGIN_PX <= after.bottom || anchor - FOLLOW_MARGIN_PX === after.top).toBe(true);
      // No further than needed: the end is not pushed up past the view's bottom edge.
      if (d > 0) expect(end + FOLLOW_MARGIN_PX).toBeGreaterThanOrEqual(after.bottom);
    }));
  });
});
