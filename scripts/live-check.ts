/**
 * `assistant live-check --url <base>`: asks a running deployment the golden set's must-refuse
 * questions (pattern refusals and off-topic) over its real SSE endpoint and reports each outcome.
 * A must-refuse question that is answered is a failure (exit code 1). Requests are sequential.
 */
import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { AssistantEvent } from '@/lib/assistant/events';
import { loadGoldenSet } from './golden-data';

interface Outcome { set: string; id: string; locale: string; route: string; outcome: string; ok: boolean }

async function ask(base: string, question: string, locale: string, attempt = 0): Promise<{ route: string; outcome: string }> {
  const res = await fetch(new URL('/api/chat', base), {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ question, locale, history: [] }),
    signal: AbortSignal.timeout(60_000),
  });
  // A deployment's per-IP limits apply to this script too: wait as told and ask again (a few times).
  if (res.status === 429 && attempt < 3) {
    const waitS = Math.min(Number(res.headers.get('retry-after') ?? 60) || 60, 120);
    console.log(`rate limited: waiting ${waitS} s`);
    await new Promise((r) => setTimeout(r, waitS * 1000));
    return ask(base, question, locale, attempt + 1);
  }
  if (!res.ok || !res.body) return { route: `http ${res.status}`, outcome: 'error' };
  let route = '?';
  let outcome = '?';
  const reader = res.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const ev = JSON.parse(value.data) as AssistantEvent;
    if (ev.type === 'decision') route = ev.route;
    if (ev.type === 'done') outcome = ev.outcome;
  }
  return { route, outcome };
}

/**
 * Runs the live check.
 * @param opts.limit questions per set at most (0 = all)
 * @returns 1 when a must-refuse question was answered or a request failed, else 0
 */
export async function liveCheck(opts: { url: string; limit: number }): Promise<number> {
  const sets = [
    { name: 'pattern-refusals', items: await loadGoldenSet('pattern-refusals') },
    { name: 'off-topic', items: await loadGoldenSet('off-topic') },
  ];
  const results: Outcome[] = [];
  for (const { name, items } of sets) {
    for (const c of opts.limit ? items.slice(0, opts.limit) : items) {
      const r = await ask(opts.url, c.q, c.locale).catch((err: Error) => ({ route: `failed: ${err.message}`, outcome: 'error' }));
      results.push({ set: name, id: c.id, locale: c.locale, ...r, ok: r.outcome === 'refused' });
    }
  }
  const table: Record<string, { asked: number; refused: number; answered: number; errors: number }> = {};
  for (const r of results) {
    const t = (table[r.set] ??= { asked: 0, refused: 0, answered: 0, errors: 0 });
    t.asked++;
    if (r.outcome === 'refused') t.refused++;
    else if (r.outcome === 'error') t.errors++;
    else t.answered++;
  }
  console.log(`live check of ${opts.url}`);
  console.table(table);
  for (const r of results.filter((x) => !x.ok)) console.log(`NOT REFUSED ${r.set} ${r.id} (${r.locale}): route ${r.route}, outcome ${r.outcome}`);
  return results.every((r) => r.ok) ? 0 : 1;
}
