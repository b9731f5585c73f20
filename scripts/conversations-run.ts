/**
 * Golden conversations (issue 30): each row of `golden-set/conversations.jsonl` replayed through the
 * whole zero-key pipeline (`answerQuestion`: keyword-only retrieval, the extractive answerer, the
 * sentence gate), one visitor turn after the other, with the history the chat window sends
 * (lib/assistant/conversation.ts: the answer turn built from the released events by `answerAfter`,
 * sent by `historyOf`). Only the LAST turn is judged, as scripts/facts-run.ts judges a fact row
 * (released text, normalized, whole words). A measure printed by the golden run, not a gate.
 *
 *   npx tsx scripts/conversations-run.ts [--docs <folder>]... [--file <jsonl>] [--verbose] [--json]
 *
 * Verdicts of the last turn: `fact` (answered, and the released text gives every fact group),
 * `beside` (answered with passages, without the fact), `list` (answered on the entries path with
 * more than one entry, without the fact), `refused` (refused, withheld or ended otherwise). A
 * `must-refuse` row passes when the last turn is refused and not on the entries path. A **false
 * carry** is a `standalone` last turn answered from an entry the previous answer cited that is not
 * in the row's `answers`: the carried topic was not dropped.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { answerAfter, historyOf, type AnswerTurn, type Turn } from '@/lib/assistant/conversation';
import { joinSentences } from '@/lib/assistant/events';
import { answerQuestion } from '@/lib/assistant/pipeline';
import type { Db } from '@/lib/db';
import { loadProfileFile, type Profile } from '@/lib/profile';
import { LOCALES, type Locale } from '@/lib/text';
import { givesFacts, openFactsCorpus } from './facts-run';
import { CONVERSATION_KINDS, loadGoldenSet, slugOfHref, type ConversationRow } from './golden-data';

/** What the last turn got. */
export type ConversationVerdict = 'fact' | 'beside' | 'list' | 'refused';

/** One replayed conversation. */
export interface ConversationResult {
  id: string;
  locale: Locale;
  kind: ConversationRow['kind'];
  expect: ConversationRow['expect'];
  verdict: ConversationVerdict;
  /** The row passes: the fact given (answer rows) or refused off the entries path (refuse rows). */
  ok: boolean;
  /** A standalone last turn answered from an entry the previous answer cited, not one of `answers`. */
  falseCarry: boolean;
  /** Per turn: route, outcome, released text and cited entry slugs. */
  turns: { route: string | null; outcome: string | null; text: string; cited: string[] }[];
}

/** One turn asked as the chat window asks it: the answer turn built from the released events. */
export async function askTurn(db: Db, profile: Profile, question: string, locale: Locale, turns: readonly Turn[]): Promise<{ answer: AnswerTurn; route: string | null; entries: number }> {
  let answer: AnswerTurn = { role: 'assistant', sentences: [], sources: [], notices: [], answerer: null, outcome: null };
  let route: string | null = null;
  let entries = 0;
  for await (const ev of answerQuestion({ question, locale, history: historyOf(turns) }, { db, embedder: null, profile })) {
    if (ev.type === 'decision') { route = ev.route; entries = ev.passages.length; }
    answer = answerAfter(answer, ev);
  }
  return { answer, route, entries };
}

/** Replays and judges conversations (see the module comment). */
export async function judgeConversations(db: Db, profile: Profile, rows: readonly ConversationRow[]): Promise<ConversationResult[]> {
  const out: ConversationResult[] = [];
  for (const r of rows) {
    const turns: Turn[] = [];
    const asked: ConversationResult['turns'] = [];
    let last: Awaited<ReturnType<typeof askTurn>> | undefined;
    for (const q of r.turns) {
      last = await askTurn(db, profile, q, r.locale, turns);
      turns.push({ role: 'user', text: q }, last.answer);
      asked.push({
        route: last.route, outcome: last.answer.outcome, text: joinSentences(last.answer.sentences.map((s) => s.text)),
        cited: [...new Set(last.answer.sources.map((s) => slugOfHref(s.href)))],
      });
    }
    const end = asked.at(-1)!;
    const answered = end.outcome === 'answered';
    const gave = r.expect === 'answer' && answered && givesFacts(end.text, r.facts);
    const verdict: ConversationVerdict = gave ? 'fact' : !answered ? 'refused' : last!.route === 'entries' && last!.entries > 1 ? 'list' : 'beside';
    const ok = r.expect === 'refuse' ? end.outcome === 'refused' && end.route !== 'entries' : gave;
    const previous = new Set(asked.at(-2)?.cited ?? []);
    const falseCarry = r.kind === 'standalone' && answered && end.cited.some((s) => previous.has(s) && !r.answers.includes(s));
    out.push({ id: r.id, locale: r.locale, kind: r.kind, expect: r.expect, verdict, ok, falseCarry, turns: asked });
  }
  return out;
}

/** Prints the last turn's "with the asked fact" per kind and language, the verdicts and the false carries. */
export function printConversations(results: readonly ConversationResult[], verbose = false): void {
  const cell = (rs: readonly ConversationResult[]) => (rs.length ? `${rs.filter((r) => r.ok).length}/${rs.length}` : undefined);
  const table: Record<string, Record<string, string>> = {};
  const line = (rs: readonly ConversationResult[]) => {
    const out: Record<string, string> = {};
    for (const l of LOCALES) { const c = cell(rs.filter((r) => r.locale === l)); if (c) out[l] = c; }
    out.all = cell(rs) ?? '0/0';
    return out;
  };
  for (const kind of CONVERSATION_KINDS) if (results.some((r) => r.kind === kind)) table[kind] = line(results.filter((r) => r.kind === kind));
  table['answerable'] = line(results.filter((r) => r.expect === 'answer'));
  table['all'] = line(results);
  console.log('Golden conversations, last turn with the asked fact (must-refuse: refused, not the entries path) — zero keys, history as the chat window sends it:');
  console.table(table);
  const answerable = results.filter((r) => r.expect === 'answer');
  const count = (v: ConversationVerdict) => answerable.filter((r) => r.verdict === v).length;
  const refuse = results.filter((r) => r.expect === 'refuse');
  console.log(`last turn of ${answerable.length} answerable: fact ${count('fact')} · beside ${count('beside')} · list ${count('list')} · refused ${count('refused')}; answered at all ${answerable.length - count('refused')}`);
  console.log(`must-refuse refused: ${refuse.filter((r) => r.ok).length}/${refuse.length}; false carries: ${results.filter((r) => r.falseCarry).length}/${results.filter((r) => r.kind === 'standalone').length} standalone`);
  if (verbose) {
    for (const r of results.filter((x) => !x.ok || x.falseCarry)) {
      const end = r.turns.at(-1)!;
      console.log(`  ${r.falseCarry ? 'carry' : 'miss'} ${r.id} ${r.kind} [${end.route} → ${end.outcome}, ${r.verdict}; cites ${end.cited.join(',') || '-'}] ${end.text.slice(0, 160).replace(/\s+/g, ' ')}`);
    }
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { docs: { type: 'string', multiple: true }, file: { type: 'string' }, verbose: { type: 'boolean', default: false }, json: { type: 'boolean', default: false } } });
  delete process.env.ASSISTANT_MODEL;
  const rows = values.file ? await loadGoldenSet('conversations', path.dirname(values.file), path.basename(values.file, '.jsonl')) : await loadGoldenSet('conversations');
  const { db, close } = await openFactsCorpus(values.docs);
  try {
    const results = await judgeConversations(db, await loadProfileFile(), rows);
    if (values.json) console.log(JSON.stringify(results));
    printConversations(results, values.verbose);
    return 0;
  } finally {
    await close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then((code) => process.exit(code), (err) => { console.error(err); process.exit(1); });
}
