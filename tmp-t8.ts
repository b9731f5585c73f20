import { seedEntries as entries } from '@/lib/content';
import { splitSentences } from '@/lib/gate';
import { findAddresses } from '@/lib/gate/values';
let n = 0, pass = 0; const ex: string[] = [];
for (const e of entries) for (const [l, t] of Object.entries(e.translations) as any) for (const s of splitSentences(`${t.title}\n\n${t.summary}\n\n${t.body ?? ''}`)) {
  n++; const t0 = performance.now(); for (let i = 0; i < 20; i++) findAddresses(s); const dt = (performance.now() - t0) / 20 * 1000; if (dt > 5) { pass++; if (ex.length < 12) ex.push(`${dt.toFixed(0)}µs ${s.slice(0, 100)}`); }
}
console.log(n, pass); console.log(ex.join('\n'));
