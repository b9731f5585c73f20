/**
 * The dashboard's charts (issue 25): Vega-Lite specs built from the dashboard's rows (pure, so a
 * test reads what each chart is told), rendered to SVG on the server with vega's headless renderer
 * and shown as data: URLs in <img> elements (an image runs no script), as the confidence and
 * calibration histograms are. Each chart is about 340 px wide with its axes and legend, the width
 * left of a 390 px phone screen after the page's padding, and scales down with its image. Server-only (rendering).
 */
import type { TopLevelSpec } from 'vega-lite';
import { labelOf } from '@/lib/assistant/labels';

/** Chart width in CSS pixels: a 390 px phone minus the admin page's padding (2 × 16 px) and the chart's own axis room. */
export const CHART_WIDTH = 340;
const HEIGHT = 180;
/** Outcome colours (Tableau 10 hues; refusals warm, answers blue), fixed so every chart reads alike. */
const OUTCOME_COLORS: Record<string, string> = {
  answered: '#2563eb', refused: '#dc2626', withheld: '#d97706', truncated: '#7c3aed', limited: '#64748b', error: '#111827',
};

// The plot of a vertical chart leaves room for its y axis (ticks and title, about 50 px).
const base = { width: CHART_WIDTH - 50, height: HEIGHT, config: { font: 'sans-serif', legend: { orient: 'bottom', columns: 2, labelLimit: 160 }, axis: { labelLimit: 140 } } } as const;
/**
 * Horizontal bar charts: their category labels sit left of the plot, so the plot is narrower and
 * the whole image stays about {@link CHART_WIDTH} wide (an image wider than the screen is scaled
 * down, and its text with it). Labels break at spaces and are cut at 110 px.
 */
const LABEL_ROOM = 150;
const horizontal = { ...base, width: CHART_WIDTH - LABEL_ROOM, config: { ...base.config, legend: { orient: 'bottom', columns: 1, labelLimit: 190 } } } as const;
const yLabels = { labelLimit: 110, labelExpr: "split(datum.label, ' ')" } as const;

/** Answers per day, stacked by outcome (in words). */
export function answersPerDaySpec(rows: readonly { day: string; outcome: string; count: number }[]): TopLevelSpec {
  const outcomes = [...new Set(rows.map((r) => r.outcome))];
  return {
    ...base, title: 'Answers per day, by outcome',
    data: { values: rows.map((r) => ({ day: r.day, outcome: labelOf('outcome', r.outcome), count: r.count })) },
    mark: { type: 'bar' },
    encoding: {
      x: { field: 'day', type: 'ordinal', title: null, axis: { labelAngle: -45 } },
      y: { field: 'count', type: 'quantitative', title: 'answers', stack: 'zero' },
      color: { field: 'outcome', type: 'nominal', title: null, scale: { domain: outcomes.map((o) => labelOf('outcome', o)), range: outcomes.map((o) => OUTCOME_COLORS[o] ?? '#94a3b8') } },
    },
  } as TopLevelSpec;
}

/** Refusals by the layer that refused and its category (pattern category, or none), horizontal bars. */
export function refusalsSpec(rows: readonly { outcome: string; layer: string; reason: string | null; count: number }[]): TopLevelSpec {
  const values = rows.filter((r) => r.outcome === 'refused').map((r) => ({ layer: labelOf('layer', r.layer), category: r.reason ? labelOf('reason', r.reason) : 'no category', count: r.count }));
  return {
    ...horizontal, title: 'Refusals by layer and category',
    data: { values },
    mark: { type: 'bar' },
    encoding: {
      y: { field: 'layer', type: 'nominal', title: null, sort: '-x', axis: yLabels },
      x: { field: 'count', type: 'quantitative', title: 'refusals', stack: 'zero' },
      color: { field: 'category', type: 'nominal', title: null, scale: { scheme: 'tableau10' }, legend: { labelLimit: 230 } },
    },
  } as TopLevelSpec;
}

/** Spend per month against the monthly cap (a dashed rule), in US dollars. */
export function spendSpec(months: readonly { month: string; settledNusd: number; openNusd: number }[], capNusd: number): TopLevelSpec {
  const values = months.flatMap((m) => [
    { month: m.month, part: 'settled', usd: m.settledNusd / 1e9 },
    { month: m.month, part: 'reserved', usd: m.openNusd / 1e9 },
  ]);
  return {
    ...base, title: 'Spend per month against the cap',
    layer: [
      {
        data: { values }, mark: { type: 'bar' },
        encoding: {
          x: { field: 'month', type: 'ordinal', title: null },
          y: { field: 'usd', type: 'quantitative', title: 'US dollars', stack: 'zero', scale: { domain: [0, Math.max(capNusd / 1e9, ...months.map((m) => (m.settledNusd + m.openNusd) / 1e9), 0.01)] } },
          color: { field: 'part', type: 'nominal', title: null, scale: { domain: ['settled', 'reserved'], range: ['#2563eb', '#93c5fd'] } },
        },
      },
      {
        data: { values: [{ cap: capNusd / 1e9, label: `cap $${(capNusd / 1e9).toFixed(2)}` }] },
        layer: [
          { mark: { type: 'rule', color: '#dc2626', strokeDash: [4, 3] }, encoding: { y: { field: 'cap', type: 'quantitative' } } },
          { mark: { type: 'text', align: 'left', dx: 2, dy: -6, color: '#dc2626' }, encoding: { y: { field: 'cap', type: 'quantitative' }, x: { value: 0 }, text: { field: 'label' } } },
        ],
      },
    ],
  } as TopLevelSpec;
}

/** Votes: helpful vs not helpful, "not helpful" split by reason. */
export function feedbackShareSpec(rows: readonly { helpful: boolean; reason: string | null; count: number }[]): TopLevelSpec {
  const REASONS: Record<string, string> = { wrong: 'wrong', 'off-topic': 'beside the point', 'should-answer': 'should have answered', 'should-not-answer': 'should not have answered', other: 'other' };
  const values = rows.map((r) => ({ vote: r.helpful ? 'helpful' : 'not helpful', reason: r.helpful ? 'helpful' : r.reason ? REASONS[r.reason] ?? r.reason : 'no reason given', count: r.count }));
  return {
    ...horizontal, height: 90, title: 'Votes on answers',
    data: { values },
    mark: { type: 'bar' },
    encoding: {
      y: { field: 'vote', type: 'nominal', title: null, sort: ['helpful', 'not helpful'] },
      x: { field: 'count', type: 'quantitative', title: 'votes', stack: 'zero' },
      color: { field: 'reason', type: 'nominal', title: null, scale: { scheme: 'tableau10' } },
    },
  } as TopLevelSpec;
}

/** Votes per confidence band of the answers voted on: share helpful per band (bars), count on hover-free labels. */
export function confidenceFeedbackSpec(rows: readonly { band: string | null; helpful: boolean; count: number }[]): TopLevelSpec {
  const values = rows.map((r) => ({ band: r.band ?? 'refused (no answer)', vote: r.helpful ? 'helpful' : 'not helpful', count: r.count }));
  return {
    ...horizontal, height: 120, title: 'Votes by answer confidence',
    data: { values },
    mark: { type: 'bar' },
    encoding: {
      y: { field: 'band', type: 'nominal', title: null, sort: ['high', 'medium', 'low'], axis: yLabels },
      x: { field: 'count', type: 'quantitative', title: 'share of votes', stack: 'normalize', axis: { format: '%' } },
      color: { field: 'vote', type: 'nominal', title: null, scale: { domain: ['helpful', 'not helpful'], range: ['#16a34a', '#dc2626'] } },
    },
  } as TopLevelSpec;
}

/**
 * Renders a Vega-Lite spec to SVG with vega's headless renderer.
 * @returns a `data:image/svg+xml;base64,…` URL
 */
export async function chartUrl(spec: TopLevelSpec): Promise<string> {
  const vega = await import('vega');
  const vl = await import('vega-lite');
  const svg = await new vega.View(vega.parse(vl.compile(spec).spec), { renderer: 'none' }).toSVG();
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
