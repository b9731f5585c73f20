/**
 * The dashboard's histogram of answer confidence (issue 12), drawn as the calibration histogram
 * is: a Vega-Lite spec rendered to SVG on the server (vega's headless renderer), shown as a
 * data: URL in an <img> (an image runs no script). Server-only.
 */
import { BAND_CUTOFFS } from '@/lib/assistant/confidence';

/**
 * SVG histogram of confidence values per bin, with the band cut-offs as dashed rules.
 * @param bins counts per bin over [0, 1] (lib/db `getConfidenceDistribution`)
 * @returns a `data:image/svg+xml;base64,…` URL
 */
export async function confidenceHistogramUrl(bins: readonly { from: number; to: number; count: number }[]): Promise<string> {
  const vega = await import('vega');
  const vl = await import('vega-lite');
  const spec = vl.compile({
    title: 'Answer confidence, last 30 days', width: 560, height: 200,
    layer: [
      {
        data: { values: bins.map((b) => ({ from: b.from, to: b.to, count: b.count })) }, mark: { type: 'bar', color: '#2563eb' },
        encoding: {
          x: { field: 'from', type: 'quantitative', bin: { binned: true, step: bins.length ? bins[0]!.to - bins[0]!.from : 0.1 }, title: 'confidence', scale: { domain: [0, 1] } },
          x2: { field: 'to' },
          y: { field: 'count', type: 'quantitative', title: 'answers' },
        },
      },
      {
        data: { values: [{ t: BAND_CUTOFFS.low, band: 'low below' }, { t: BAND_CUTOFFS.high, band: 'high from' }] },
        mark: { type: 'rule', strokeDash: [4, 3], color: '#dc2626' }, encoding: { x: { field: 't', type: 'quantitative' } },
      },
    ],
  }).spec;
  const svg = await new vega.View(vega.parse(spec), { renderer: 'none' }).toSVG();
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
