import Link from 'next/link';
import { labelOf } from '@/lib/assistant/labels';
import { requireAuthorPage } from '@/lib/auth/next';
import { monthKey } from '@/lib/cost';
import { env } from '@/lib/env';
import { PassageFlags } from '@/components/admin/PassageFlags';
import { countAnswersPerDay, countAssistantEvents, listGateStops, countLowConfidenceByLayer, getConfidenceDistribution, getLatestCalibration, getMonthlySpend, listOutdatedTranslations, listPassageFlags } from '@/lib/db';
import { answersPerDaySpec, chartUrl, confidenceFeedbackSpec, feedbackShareSpec, refusalsSpec, spendSpec } from '@/lib/admin/dashboard-charts';
import { feedbackSummary, purgeExpiredGaps } from '@/lib/feedback';
import { countRateLimitFailOpens } from '@/lib/ratelimit';
import { confidenceHistogramUrl } from '@/lib/admin/confidence-chart';
import { BAND_CUTOFFS } from '@/lib/assistant/confidence';
import { calibrationHistogramUrl } from '@/lib/retrieval';
import { AdminNav } from '../nav';

/** Nano-USD as dollars: cents when at least a cent, else enough digits to show embedding-sized amounts. */
function usd(nusd: number): string {
  const v = nusd / 1e9;
  return `$${v === 0 || v >= 0.01 ? v.toFixed(2) : v.toFixed(6)}`;
}

/** The author's dashboard: spend from the cost ledger, refusals and gate stops (counts only), the latest calibration. */
export default async function DashboardPage() {
  const { db, session } = await requireAuthorPage();
  const since = new Date(Date.now() - 30 * 24 * 3600 * 1000);
  // Expired question text goes before anything is read (purge on read, issue 25).
  await purgeExpiredGaps(db, { now: new Date(), retentionDays: env().GAP_RETENTION_DAYS });
  const [spend, events, calibration, flags, confidence, lowByLayer, perDay, votes, gateStops, failOpens, outdated] = await Promise.all([
    getMonthlySpend(db), countAssistantEvents(db, { since }), getLatestCalibration(db), listPassageFlags(db),
    getConfidenceDistribution(db, { since }), countLowConfidenceByLayer(db, { since }), countAnswersPerDay(db, { since }), feedbackSummary(db, { since }),
    listGateStops(db, { since, limit: 20 }), countRateLimitFailOpens(db, { since }), listOutdatedTranslations(db),
  ]);
  const confidenceChart = confidence.total > 0 ? await confidenceHistogramUrl(confidence.bins) : null;
  const capNusd = Math.floor(env().MONTHLY_COST_CAP_USD * 1e9);
  const voteTotals = votes.reduce((a, v) => ({ ...a, [v.helpful ? 'helpful' : 'notHelpful']: a[v.helpful ? 'helpful' : 'notHelpful'] + v.count }), { helpful: 0, notHelpful: 0 });
  const refusals = events.filter((e) => e.outcome === 'refused');
  const byVote = (pick: (v: (typeof votes)[number]) => string) => [...votes.reduce((m, v) => m.set(pick(v), (m.get(pick(v)) ?? 0) + v.count), new Map<string, number>())];
  const [perDayChart, refusalChart, spendChart, voteChart, confidenceVoteChart] = await Promise.all([
    perDay.length ? chartUrl(answersPerDaySpec(perDay)) : null,
    refusals.length ? chartUrl(refusalsSpec(refusals)) : null,
    chartUrl(spendSpec(spend.length ? [...spend].reverse() : [{ month: monthKey(new Date()), settledNusd: 0, openNusd: 0 }], capNusd)),
    votes.length ? chartUrl(feedbackShareSpec(byVote((v) => `${v.helpful}|${v.reason ?? ''}`).map(([k, count]) => ({ helpful: k.startsWith('true'), reason: k.split('|')[1] || null, count })))) : null,
    votes.length ? chartUrl(confidenceFeedbackSpec(byVote((v) => `${v.band ?? ''}|${v.helpful}`).map(([k, count]) => ({ band: k.split('|')[0] || null, helpful: k.endsWith('true'), count })))) : null,
  ]);
  const chart = 'mt-2 w-full max-w-xl';
  const thisMonth = monthKey(new Date());
  const current = spend.find((m) => m.month === thisMonth);
  const histogram = calibration ? await calibrationHistogramUrl(calibration.embedder) : null;
  const record = calibration?.record as { mustAnswer?: Record<string, number>; mustRefuse?: Record<string, number>; reverseError?: number } | undefined;
  return (
    <>
      <AdminNav email={session.email} />
      <h1 className="mb-4 text-2xl font-semibold">Dashboard</h1>
      <section className="mb-6 grid gap-4 md:grid-cols-2" data-testid="charts" aria-label="Charts, last 30 days">
        {perDayChart ? <img src={perDayChart} alt={`Answers per day over the last 30 days, by outcome: ${perDay.reduce((a, r) => a + r.count, 0)} answers`} className={chart} data-testid="chart-per-day" /> : <p className="text-sm text-stone-600">No answers recorded yet.</p>}
        {refusalChart ? <img src={refusalChart} alt={`Refusals by layer and category: ${refusals.reduce((a, r) => a + r.count, 0)} refusals`} className={chart} data-testid="chart-refusals" /> : <p className="text-sm text-stone-600">No refusals recorded yet.</p>}
        <img src={spendChart} alt="Spend per month against the monthly cap" className={chart} data-testid="chart-spend" />
        {voteChart ? <img src={voteChart} alt={`Votes on answers: ${voteTotals.helpful} helpful, ${voteTotals.notHelpful} not helpful`} className={chart} data-testid="chart-votes" /> : <p className="text-sm text-stone-600" data-testid="no-votes">No votes yet.</p>}
        {confidenceVoteChart ? <img src={confidenceVoteChart} alt="Share of helpful votes by the answer's confidence band" className={chart} data-testid="chart-confidence-votes" /> : null}
        <p className="text-sm md:col-span-2" data-testid="vote-totals">Votes in the last 30 days: {voteTotals.helpful} helpful, {voteTotals.notHelpful} not helpful. The questions behind unanswered and unhelpful answers are on the <a className="text-brand underline" href="/admin/questions">Questions</a> page.</p>
      </section>
      <section className="mb-6" data-testid="spend">
        <h2 className="mb-2 text-lg font-semibold">Spend per month</h2>
        <p className="mb-2 text-sm" data-testid="spend-this-month">
          This month ({thisMonth}): <strong>{usd(current?.totalNusd ?? 0)}</strong> of the {usd(capNusd)} cap
          {capNusd > 0 ? ` (${(((current?.totalNusd ?? 0) / capNusd) * 100).toFixed(1)} %)` : ''}
          {current && current.openCalls > 0 ? `, of which ${usd(current.openNusd)} reserved by ${current.openCalls} call(s) not settled yet` : ''}.
        </p>
        <p className="mb-2 text-xs text-stone-500">Spend = settled cost + the upper bound of calls still reserved (the figure the cap is checked against). Embeddings include the question&apos;s and those made when text is indexed (seed, import, saves here).</p>
        {spend.length === 0 ? <p className="text-sm text-stone-600">No metered calls recorded yet.</p> : (
          <div className="overflow-x-auto"><table className="bg-white text-sm">
            <thead><tr>{['Month', 'Total', 'Settled', 'Reserved (open)', 'Answers', 'Embeddings', 'Reranks', 'Decisions', 'Rewrites'].map((h) => <th key={h} className="p-1 pe-4 text-start">{h}</th>)}</tr></thead>
            <tbody>{spend.map((m) => (
              <tr key={m.month} data-month={m.month}>
                <td className="p-1 pe-4">{m.month}</td><td className="p-1 pe-4">{usd(m.totalNusd)}</td><td className="p-1 pe-4">{usd(m.settledNusd)}</td>
                <td className="p-1 pe-4">{usd(m.openNusd)}</td>
                <td className="p-1 pe-4">{m.byKind.answer.calls} · {usd(m.byKind.answer.nusd)}</td>
                <td className="p-1 pe-4">{m.byKind.embedding.calls} · {usd(m.byKind.embedding.nusd)}</td>
                <td className="p-1 pe-4">{m.byKind.rerank.calls} · {usd(m.byKind.rerank.nusd)}</td>
                <td className="p-1 pe-4">{m.byKind.decision.calls} · {usd(m.byKind.decision.nusd)}</td>
                <td className="p-1 pe-4">{m.byKind.condense.calls} · {usd(m.byKind.condense.nusd)}</td>
              </tr>
            ))}</tbody>
          </table></div>
        )}
      </section>
      <section className="mb-6" data-testid="events">
        <h2 className="mb-2 text-lg font-semibold">Answers in the last 30 days, by outcome and layer</h2>
        <p className="mb-2 text-xs text-stone-500">Counts. The questions themselves are kept only for content gaps (redacted, GAP_RETENTION_DAYS), on the Questions page; pattern refusals are only counted.</p>
        {events.length === 0 ? <p className="text-sm text-stone-600">No answers recorded yet.</p> : (
          <div className="overflow-x-auto"><table className="bg-white text-sm">
            <thead><tr><th className="p-1 text-start">Outcome</th><th className="p-1 text-start">Decided by</th><th className="p-1 text-start">Why</th><th className="p-1 text-start">Count</th></tr></thead>
            <tbody>{events.map((e) => (
              // The recorded codes stay available as tooltips (and for the log lines that carry them).
              <tr key={`${e.outcome}-${e.layer}-${e.reason}`} data-event-row={`${e.outcome} ${e.layer} ${e.reason ?? ''}`.trim()}>
                <td className="p-1 pe-4" title={e.outcome}>{labelOf('outcome', e.outcome)}</td>
                <td className="p-1 pe-4" title={e.layer}>{labelOf('layer', e.layer)}</td>
                <td className="p-1 pe-4" title={e.reason ?? undefined}>{labelOf('reason', e.reason)}</td>
                <td className="p-1">{e.count}</td>
              </tr>
            ))}</tbody>
          </table></div>
        )}
      </section>
      <section className="mb-6" data-testid="gate-stops">
        <h2 className="mb-2 text-lg font-semibold">Latest gate stops</h2>
        <p className="mb-2 text-xs text-stone-500">What the sentence gate read when it stopped an answer: the check, the kind of value and where it stood in the stopped sentence (characters). The sentence itself is never kept.</p>
        {gateStops.length === 0 ? <p className="text-sm text-stone-600">No gate stops in the last 30 days.</p> : (
          <div className="overflow-x-auto"><table className="bg-white text-sm">
            <thead><tr><th className="p-1 text-start">When</th><th className="p-1 text-start">Language</th><th className="p-1 text-start">Check</th><th className="p-1 text-start">Value</th><th className="p-1 text-start">Position</th></tr></thead>
            <tbody>{gateStops.map((g, i) => (
              <tr key={i} data-gate-stop={`${g.reason ?? ''} ${g.guardKind ?? ''}`.trim()}>
                <td className="p-1 pe-4">{g.createdAt.toISOString().slice(0, 16).replace('T', ' ')}</td>
                <td className="p-1 pe-4">{g.locale}</td>
                <td className="p-1 pe-4" title={g.reason ?? undefined}>{labelOf('reason', g.reason)}</td>
                <td className="p-1 pe-4">{g.guardKind ?? '—'}</td>
                <td className="p-1">{g.guardStart === null ? '—' : g.guardEnd === null ? `from ${g.guardStart}` : `${g.guardStart}–${g.guardEnd}`}</td>
              </tr>
            ))}</tbody>
          </table></div>
        )}
      </section>
      <section className="mb-6" data-testid="confidence">
        <h2 className="mb-2 text-lg font-semibold">Answer confidence in the last 30 days</h2>
        <p className="mb-2 text-xs text-stone-500">Per answer, from retrieval&apos;s signals and what the gate saw (cited sentences, verified values, stops, truncation); bands high from {BAND_CUTOFFS.high}, low below {BAND_CUTOFFS.low} (cut-offs from the golden run). A description of answers, never a substitute for the gate. Refusals before an answer carry none.</p>
        {confidence.total === 0 ? <p className="text-sm text-stone-600">No answers with a confidence recorded yet.</p> : (
          <div className="text-sm">
            <p data-testid="confidence-bands">{confidence.total} answers: high {confidence.bands.high}, medium {confidence.bands.medium}, low {confidence.bands.low}.</p>
            {confidenceChart ? <img src={confidenceChart} alt="Histogram of answer confidence over the last 30 days" className="mt-2 w-full max-w-2xl" data-testid="confidence-histogram" /> : null}
            <h3 className="mt-3 font-semibold">Low-confidence answers by layer</h3>
            {lowByLayer.length === 0 ? <p className="text-stone-600">None.</p> : (
              <table className="bg-white"><thead><tr><th className="p-1 text-start">Decided by</th><th className="p-1 text-start">Low</th></tr></thead>
                <tbody>{lowByLayer.map((r) => (
                  <tr key={r.layer} data-low-layer={r.layer}><td className="p-1 pe-4" title={r.layer}>{labelOf('layer', r.layer)}</td><td className="p-1">{r.count}</td></tr>
                ))}</tbody></table>
            )}
          </div>
        )}
      </section>
      <section className="mb-6" data-testid="rate-limit-fail-opens">
        <h2 className="mb-2 text-lg font-semibold">Requests let through without a rate limit (last 30 days)</h2>
        <p className="mb-2 text-xs text-stone-500">When the rate-limit store (Redis) gives no answer within RATE_LIMIT_TIMEOUT_MS, or fails, a request is let through unlimited (fail open) rather than refused. A few after a Redis restart are expected; a steady count means the store is down or too far away.</p>
        {failOpens.length === 0 ? <p className="text-sm text-stone-600" data-testid="no-fail-opens">None.</p> : (
          <table className="bg-white text-sm"><thead><tr><th className="p-1 text-start">Limit</th><th className="p-1 text-start">Why</th><th className="p-1 text-start">Requests</th></tr></thead>
            <tbody>{failOpens.map((r) => (
              <tr key={`${r.limiter}-${r.reason}`} data-fail-open={`${r.limiter} ${r.reason}`}>
                <td className="p-1 pe-4">{({ chat: 'Chat questions', signin: 'Admin sign-in', feedback: 'Votes on answers' } as Record<string, string>)[r.limiter] ?? r.limiter}</td>
                <td className="p-1 pe-4">{r.reason === 'timeout' ? 'no answer in time' : 'store error'}</td>
                <td className="p-1">{r.count}</td>
              </tr>
            ))}</tbody></table>
        )}
      </section>
      <section className="mb-6" data-testid="outdated-translations">
        <h2 className="mb-2 text-lg font-semibold">Outdated translations</h2>
        <p className="mb-2 text-xs text-stone-500">Translations whose source changed after they were saved. Until the author saves them again, their pages say so and link the source, and the assistant answers from the source. The editor shows the source&apos;s changes.</p>
        {outdated.length === 0 ? <p className="text-sm text-stone-600">Every translation is as current as its source.</p> : (
          <table className="bg-white text-sm">
            <thead><tr>{['Entry', 'Language', 'Source', 'Saved'].map((h) => <th key={h} className="p-1 pe-4 text-start">{h}</th>)}</tr></thead>
            <tbody>{outdated.map((o) => (
              <tr key={`${o.entryId}-${o.locale}`} data-outdated={`${o.slug}:${o.locale}`}>
                <td className="p-1 pe-4"><Link className="underline" href={`/admin/entries/${o.entryId}?locale=${o.locale}`} dir="auto">{o.title}</Link></td>
                <td className="p-1 pe-4">{o.locale}</td>
                <td className="p-1 pe-4">{o.sourceLocale}</td>
                <td className="p-1 pe-4">{o.updatedAt.toISOString().slice(0, 10)}</td>
              </tr>
            ))}</tbody>
          </table>
        )}
      </section>
      <section className="mb-6" data-testid="instruction-passages">
        <h2 className="mb-2 text-lg font-semibold">Passages that read like instructions to an assistant</h2>
        <p className="mb-2 text-xs text-stone-500">Found when text is indexed (seed, import, saves here): role markers (&quot;SYSTEM:&quot;, &quot;ASSISTANT NOTE:&quot;), &quot;ignore … instructions&quot;, requests for the system prompt, text addressed to an AI. Reported, not blocked: the assistant treats every source as quoted text, and its answers are still checked sentence by sentence. Edit or delete the entry if the text is not yours.</p>
        <PassageFlags flags={flags} />
      </section>
      <section data-testid="calibration">
        <h2 className="mb-2 text-lg font-semibold">Latest calibration</h2>
        {!calibration ? <p className="text-sm text-stone-600">No calibration run yet (<code>npm run assistant -- calibrate</code>).</p> : (
          <div className="text-sm">
            <p>Run #{calibration.id}, {calibration.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC — embedder {calibration.embedder}, threshold {calibration.threshold.toFixed(3)},
              {calibration.passes ? ' passes' : ' does not pass'}{calibration.applied ? ', applied' : ''}; reverse error {((record?.reverseError ?? 0) * 100).toFixed(1)} %.</p>
            <div className="overflow-x-auto"><table className="mt-2 bg-white">
              <thead><tr><th className="p-1 text-start">Set</th>{Object.keys(record?.mustAnswer ?? {}).map((k) => <th key={k} className="p-1 text-start">{k}</th>)}</tr></thead>
              <tbody>
                {(['mustAnswer', 'mustRefuse'] as const).map((set) => (
                  <tr key={set}><td className="p-1 pe-4">{set === 'mustAnswer' ? 'must answer' : 'must refuse'}</td>{Object.values(record?.[set] ?? {}).map((v, i) => <td key={i} className="p-1 pe-4">{typeof v === 'number' ? Math.round(v * 1000) / 1000 : String(v)}</td>)}</tr>
                ))}
              </tbody>
            </table></div>
            {histogram ? <img src={histogram} alt="Histogram of best scores, must answer vs must refuse" className="mt-3 w-full max-w-2xl" data-testid="histogram" />
              : <p className="mt-2 text-stone-600">The histogram file of this run is not on this machine.</p>}
          </div>
        )}
      </section>
    </>
  );
}
