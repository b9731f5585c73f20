import { requireAuthorPage } from '@/lib/auth/next';
import { countAssistantEvents, getLatestCalibration, getMonthlySpend } from '@/lib/db';
import { calibrationHistogramUrl } from '@/lib/retrieval';
import { AdminNav } from '../nav';

/** The author's dashboard: spend from the cost ledger, refusals and gate stops (counts only), the latest calibration. */
export default async function DashboardPage() {
  const { db, session } = await requireAuthorPage();
  const since = new Date(Date.now() - 30 * 24 * 3600 * 1000);
  const [spend, events, calibration] = await Promise.all([getMonthlySpend(db), countAssistantEvents(db, { since }), getLatestCalibration(db)]);
  const histogram = calibration ? await calibrationHistogramUrl(calibration.embedder) : null;
  const record = calibration?.record as { mustAnswer?: Record<string, number>; mustRefuse?: Record<string, number>; reverseError?: number } | undefined;
  return (
    <>
      <AdminNav email={session.email} />
      <h1 className="mb-4 text-2xl font-semibold">Dashboard</h1>
      <section className="mb-6" data-testid="spend">
        <h2 className="mb-2 text-lg font-semibold">Spend per month</h2>
        {spend === null ? <p className="text-sm text-stone-600">No cost ledger yet: spend appears here once model calls are recorded.</p> : (
          <table className="bg-white text-sm"><tbody>{spend.map((m) => <tr key={m.month}><td className="p-1 pe-4">{m.month.slice(0, 7)}</td><td className="p-1">${m.usd.toFixed(2)}</td></tr>)}</tbody></table>
        )}
      </section>
      <section className="mb-6" data-testid="events">
        <h2 className="mb-2 text-lg font-semibold">Answers in the last 30 days, by outcome and layer</h2>
        <p className="mb-2 text-xs text-stone-500">Counts only: visitors&apos; questions are not stored.</p>
        {events.length === 0 ? <p className="text-sm text-stone-600">No answers recorded yet.</p> : (
          <table className="bg-white text-sm">
            <thead><tr><th className="p-1 text-start">Outcome</th><th className="p-1 text-start">Layer</th><th className="p-1 text-start">Category / reason</th><th className="p-1 text-start">Count</th></tr></thead>
            <tbody>{events.map((e) => <tr key={`${e.outcome}-${e.layer}-${e.reason}`}><td className="p-1 pe-4">{e.outcome}</td><td className="p-1 pe-4">{e.layer}</td><td className="p-1 pe-4">{e.reason ?? '—'}</td><td className="p-1">{e.count}</td></tr>)}</tbody>
          </table>
        )}
      </section>
      <section data-testid="calibration">
        <h2 className="mb-2 text-lg font-semibold">Latest calibration</h2>
        {!calibration ? <p className="text-sm text-stone-600">No calibration run yet (<code>npm run assistant -- calibrate</code>).</p> : (
          <div className="text-sm">
            <p>Run #{calibration.id}, {calibration.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC — embedder {calibration.embedder}, threshold {calibration.threshold.toFixed(3)},
              {calibration.passes ? ' passes' : ' does not pass'}{calibration.applied ? ', applied' : ''}; reverse error {((record?.reverseError ?? 0) * 100).toFixed(1)} %.</p>
            <table className="mt-2 bg-white">
              <thead><tr><th className="p-1 text-start">Set</th>{Object.keys(record?.mustAnswer ?? {}).map((k) => <th key={k} className="p-1 text-start">{k}</th>)}</tr></thead>
              <tbody>
                {(['mustAnswer', 'mustRefuse'] as const).map((set) => (
                  <tr key={set}><td className="p-1 pe-4">{set === 'mustAnswer' ? 'must answer' : 'must refuse'}</td>{Object.values(record?.[set] ?? {}).map((v, i) => <td key={i} className="p-1 pe-4">{typeof v === 'number' ? Math.round(v * 1000) / 1000 : String(v)}</td>)}</tr>
                ))}
              </tbody>
            </table>
            {histogram ? <img src={histogram} alt="Histogram of best scores, must answer vs must refuse" className="mt-3 max-w-2xl" data-testid="histogram" />
              : <p className="mt-2 text-stone-600">The histogram file of this run is not on this machine.</p>}
          </div>
        )}
      </section>
    </>
  );
}
