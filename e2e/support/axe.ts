/**
 * The accessibility check of the e2e suite: axe-core (Deque, through `@axe-core/playwright`) run on
 * the page as it stands, limited to the WCAG 2.2 level A and AA rules. A violation fails the test
 * with its rule, impact, the elements and axe's own summary of what to fix.
 */
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** axe-core's tags for WCAG 2.0, 2.1 and 2.2 at levels A and AA (axe-core's "Axe-core Tags" list). */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** One violation as the report shows it. */
export interface AxeFinding {
  rule: string;
  impact: string | null;
  /** CSS selectors of the failing elements, with axe's summary for each. */
  nodes: { target: string; summary: string }[];
}

/** Runs axe on the page and returns its WCAG 2.2 AA violations (none is the goal). */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  const result = await new AxeBuilder({ page }).withTags([...WCAG_22_AA]).analyze();
  return result.violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? null,
    nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: (n.failureSummary ?? '').replace(/\s+/g, ' ') })),
  }));
}

/**
 * Expects no WCAG 2.2 AA violation on the page (soft: every page of a tour is checked and reported).
 * @param label names the page and state in the report ("/ar/cv", "chat with an open citation")
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const found = await axeViolations(page);
  const report = found.map((v) => `${v.rule} (${v.impact}): ${v.nodes.map((n) => `${n.target} — ${n.summary}`).join(' | ')}`).join('\n');
  console.log(`axe ${label}: ${found.length} violation(s)${report ? `\n${report}` : ''}`);
  expect.soft(found, `axe on ${label}:\n${report}`).toEqual([]);
}

/** WCAG 2.2 SC 1.4.3: contrast of normal-size text, at least (axe-core's `color-contrast` threshold). */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The contrast of text drawn by CSS (`::before` content, e.g. a citation chip's number), which
 * axe's `color-contrast` rule does not see: measured with axe-core's own colour functions
 * (`axe.commons.color`: the background as axe composes it from the element's stack, the ratio by
 * WCAG's relative luminance).
 * @returns the ratio, e.g. 5.47 (for 5.47:1)
 */
export async function pseudoTextContrast(locator: Locator, pseudo: '::before' | '::after' = '::before'): Promise<number> {
  const page = locator.page();
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  return locator.evaluate((el, which) => {
    const axe = (window as unknown as { axe: AxeInPage }).axe;
    axe.setup(document);
    try {
      const fg = new axe.commons.color.Color();
      fg.parseString(getComputedStyle(el, which).color);
      const bg = axe.commons.color.getBackgroundColor(el, []);
      if (!bg) throw new Error('axe could not compose the background');
      return axe.commons.color.getContrast(bg, fg);
    } finally {
      axe.teardown();
    }
  }, pseudo);
}

/** The part of axe-core's in-page API used above (axe-core's `commons.color`). */
interface AxeInPage {
  setup: (node: Node) => void;
  teardown: () => void;
  commons: { color: {
    Color: new () => { parseString: (css: string) => void };
    getBackgroundColor: (el: Element, stack: Element[]) => object | null;
    getContrast: (bg: object, fg: object) => number;
  } };
}
