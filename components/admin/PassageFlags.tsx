import Link from 'next/link';
import type { PassageFlagRow } from '@/lib/db';

/**
 * Passages that read like instructions to an assistant (issue 10, kind 4(c)): which entry, which
 * passage, which rule. Reported, never blocking; the assistant treats sources as quoted data.
 */
export function PassageFlags({ flags, showEntry = true }: { flags: PassageFlagRow[]; showEntry?: boolean }) {
  if (flags.length === 0) return <p className="text-sm text-stone-600" data-testid="passage-flags-none">No passage reads like an instruction to an assistant.</p>;
  return (
    <table className="bg-white text-sm" data-testid="passage-flags">
      <thead><tr>{[...(showEntry ? ['Entry'] : []), 'Language', 'Passage', 'Rule'].map((h) => <th key={h} className="p-1 pe-4 text-start">{h}</th>)}</tr></thead>
      <tbody>{flags.map((f) => (
        <tr key={f.id} data-flag-rule={f.rule}>
          {showEntry && <td className="p-1 pe-4"><Link className="underline" href={`/admin/entries/${f.entryId}?locale=${f.locale}`}>{f.title}</Link></td>}
          <td className="p-1 pe-4">{f.locale}</td>
          <td className="p-1 pe-4" dir="auto">{f.heading ? <span className="text-stone-500">{f.heading} — </span> : null}<q>{f.excerpt}</q></td>
          <td className="p-1 pe-4"><code>{f.rule}</code></td>
        </tr>
      ))}</tbody>
    </table>
  );
}
