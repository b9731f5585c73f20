/**
 * The golden-set run (design, "Measurement"): deterministic, no model call. Loads the seed content
 * and the Scrapling documentation into an in-memory database, embeds it with the stand-in embedder,
 * routes every golden question through the production routing (L1 patterns, entries path,
 * retrieval + threshold) and prints a table per set and language.
 *
 *   npm run golden [-- --json] [-- --refusals]
 *
 * `--refusals` runs only the two gated refusal sets (pattern rows, off-topic) and exits as the full
 * run would on them: a quick check (~1 min) for a change to the threshold, a lexicon or a dictionary.
 *
 * Exit code 1 when a refusal set is not perfect (the design's "no partial credit") or a row of the
 * gate's correct-answer set is not (every correct answer released, every wrong variant withheld:
 * scripts/gate-answers.ts, printed last per language), 0 otherwise.
 * What it does not prove: the stand-in embedder has no learned meaning (paraphrases and other
 * languages do not meet) and the sets are small. It ends with "answered with the expected fact"
 * (golden-set/facts.jsonl through the whole zero-key pipeline: the released text judged, not the
 * passage found; scripts/facts-run.ts), printed per kind and language, not a gate, and the golden
 * conversations' last turn (golden-set/conversations.jsonl, scripts/conversations-run.ts), likewise.
 */
import { parseArgs } from 'node:util';
import { routeQuestion, type RouteDecision } from '@/lib/assistant/pipeline';
import type { Db } from '@/lib/db';
import { authorTerms, isAboutAuthor, loadProfileFile } from '@/lib/profile';
import { LOCALES, type Locale } from '@/lib/text';
import { confidenceRows, printFit, printReliability } from './confidence-run';
import { judgeConversations, printConversations } from './conversations-run';
import { judgeFacts, openFactsCorpus, printFacts } from './facts-run';
import { printGateAnswers } from './gate-answers';
import { loadGoldenSet, openGoldenCorpus, slugOfHref } from './golden-data';

const { values } = parseArgs({ options: { json: { type: 'boolean', default: false }, docs: { type: 'string' }, fit: { type: 'boolean', default: false }, refusals: { type: 'boolean', default: false } } });


interface Row { set: string; locale: Locale; ok: boolean; id: string; why?: string; recallAt5?: boolean; refusedBy?: string; bestScore?: number | null; about?: boolean }

async function main(): Promise<number> {
  const { db, close, embedder } = await openGoldenCorpus(values.docs);
  try {
    // The golden set is written about the demo author: her profile, from the seed file.
    const profile = await loadProfileFile();
    const who = authorTerms(profile);
    const route = (q: string, locale: Locale, history: { role: 'user' | 'assistant'; content: string }[] = []): Promise<RouteDecision> =>
      routeQuestion({ question: q, locale, history }, { db: db as Db, embedder, profile, canJudge: async () => false });

    const rows: Row[] = [];
    for (const c of await loadGoldenSet('pattern-refusals')) {
      const d = await route(c.q, c.locale);
      rows.push({ set: 'pattern-refusals', locale: c.locale, id: c.id, ok: d.route === 'pattern-refusal', why: d.route });
    }
    for (const c of await loadGoldenSet('off-topic')) {
      const d = await route(c.q, c.locale);
      const about = isAboutAuthor(c.q, who);
      const ok = (d.route === 'threshold-refusal' || d.route === 'pattern-refusal') && !about;
      rows.push({ set: 'off-topic', locale: c.locale, id: c.id, ok, why: about ? 'about-author' : `${d.route} ${d.bestScore}`, bestScore: d.bestScore });
    }
    const perfect = (set: string) => rows.filter((r) => r.set === set).every((r) => r.ok);
    if (values.refusals) {
      report(rows);
      for (const r of rows.filter((x) => !x.ok)) console.log(`FAIL ${r.set} ${r.id}: ${r.why}`);
      return perfect('pattern-refusals') && perfect('off-topic') ? 0 : 1;
    }
    for (const c of await loadGoldenSet('overview')) {
      const d = await route(c.q, c.locale);
      const listed = d.route === 'entries' ? d.summary.map((p) => slugOfHref(p.href)) : [];
      const missing = c.mustInclude.filter((s) => !listed.includes(s));
      rows.push({ set: 'overview', locale: c.locale, id: c.id, ok: d.route === 'entries' && missing.length === 0, why: d.route === 'entries' ? `missing ${missing.join(',')}` : d.route });
    }
    for (const c of await loadGoldenSet('answerable')) {
      const d = await route(c.q, c.locale);
      const top5 = d.route === 'passages' || d.route === 'threshold-refusal' ? d.summary.slice(0, 5).map((p) => slugOfHref(p.href)) : [];
      const refusedBy = d.route === 'pattern-refusal' || d.route === 'threshold-refusal' ? d.route : undefined;
      rows.push({
        set: 'answerable', locale: c.locale, id: c.id, ok: !refusedBy, refusedBy, why: d.route, bestScore: d.bestScore, about: isAboutAuthor(c.q, who),
        recallAt5: c.answers.some((s) => top5.includes(s)),
      });
    }

    for (const c of await loadGoldenSet('follow-ups')) {
      const d = await route(c.q, c.locale, c.history);
      let ok: boolean;
      if (c.expect === 'refuse') ok = d.route === 'pattern-refusal' || d.route === 'threshold-refusal';
      else {
        const listed = d.route === 'entries' || d.route === 'passages' ? d.summary.slice(0, 5).map((p) => slugOfHref(p.href)) : [];
        ok = (d.route === 'passages' || d.route === 'entries') && (c.answers ?? []).some((s) => listed.includes(s));
      }
      rows.push({ set: 'follow-ups', locale: c.locale, id: c.id, ok, why: `${d.route}${'item' in d && d.item ? ` → ${d.item}` : ''}` });
    }

    if (values.json) console.log(JSON.stringify(rows));
    report(rows);
    // Answer confidence (issue 12): the answerable questions through the whole pipeline (extractive
    // answerer, no model call); per band, how often the answer's top passage is an expected entry.
    const answerable = (await loadGoldenSet('answerable')).map((c) => ({ id: c.id, q: c.q, locale: c.locale, answers: c.answers }));
    const confidence = await confidenceRows(db as Db, embedder, profile, answerable);
    printReliability('Answer confidence, golden answerable questions (extractive answerer, stand-in embedder)', confidence);
    if (values.fit) printFit(confidence);
    if (process.env.CONFIDENCE_DUMP) await (await import('node:fs/promises')).writeFile(`${process.env.CONFIDENCE_DUMP}-golden.json`, JSON.stringify(confidence));
    // Issues 21/22: whether the released text gives the fact asked for, per language (a measure, not a gate).
    const factsCorpus = await openFactsCorpus();
    try {
      printFacts(await judgeFacts(factsCorpus.db, profile, await loadGoldenSet('facts')), process.env.GOLDEN_VERBOSE === '1');
      // Issue 30: the last turn of a conversation, replayed as the chat window sends it (a measure;
      // must-refuse follow-ups are printed, not a gate: main refused 29/30 when the set was written).
      printConversations(await judgeConversations(factsCorpus.db, profile, await loadGoldenSet('conversations')), process.env.GOLDEN_VERBOSE === '1');
    } finally {
      await factsCorpus.close();
    }
    // Issue 34: the sentence gate on correct model answers and their wrong variants, per language.
    const gateAnswersOk = await printGateAnswers(process.env.GOLDEN_VERBOSE === '1');
    return perfect('pattern-refusals') && perfect('off-topic') && gateAnswersOk ? 0 : 1;
  } finally {
    await close();
  }
}

function report(rows: Row[]): void {
  const sets = [...new Set(rows.map((r) => r.set))];
  const table: Record<string, Record<string, string>> = {};
  for (const set of sets) {
    const line: Record<string, string> = {};
    for (const l of LOCALES) {
      const rs = rows.filter((r) => r.set === set && r.locale === l);
      if (rs.length) line[l] = `${rs.filter((r) => r.ok).length}/${rs.length}`;
    }
    const all = rows.filter((r) => r.set === set);
    line.all = `${all.filter((r) => r.ok).length}/${all.length}`;
    table[set] = line;
  }
  console.log('Passed per set and language (stand-in embedder, threshold from ASSISTANT_THRESHOLD):');
  console.table(table);
  const answerable = rows.filter((r) => r.set === 'answerable');
  if (!answerable.length) return; // --refusals: the caller lists the failures
  const reverse = answerable.filter((r) => r.refusedBy);
  const recall = answerable.filter((r) => r.recallAt5).length / answerable.length;
  console.log(`reverse error (answerable refused): ${reverse.length}/${answerable.length} = ${(100 * reverse.length / answerable.length).toFixed(1)} % (by patterns ${reverse.filter((r) => r.refusedBy === 'pattern-refusal').length}, by threshold ${reverse.filter((r) => r.refusedBy === 'threshold-refusal').length}); goal ≤ 5 %`);
  // With a model configured, an about-the-author question under the threshold goes to her entries
  // instead (design, Layer 2), where the model's no-answer token decides; this run has no model.
  const toEntries = reverse.filter((r) => r.refusedBy === 'threshold-refusal' && r.about).length;
  console.log(`  with a model configured, ${toEntries} of them (about the author) would reach her entries instead: ${reverse.length - toEntries}/${answerable.length} = ${(100 * (reverse.length - toEntries) / answerable.length).toFixed(1)} % refused outright`);
  console.log(`recall@5 at top-k 8: ${recall.toFixed(3)}; goal ≥ 0.9`);
  // What another threshold would trade (the calibrate command proposes one; this only shows the curve).
  const offTopic = rows.filter((r) => r.set === 'off-topic');
  const routed = answerable.filter((r) => r.refusedBy !== 'pattern-refusal');
  console.log(`threshold sweep (off-topic over it · answerable under it): ${[0.25, 0.3, 0.35, 0.4, 0.45].map((t) =>
    `${t.toFixed(2)}: ${offTopic.filter((r) => (r.bestScore ?? 0) >= t).length} · ${routed.filter((r) => (r.bestScore ?? 0) < t).length}`).join(', ')}`);
  if (reverse.length) console.log(`answerable refused: ${reverse.map((r) => `${r.id} (${r.bestScore})`).join(', ')}`);
  for (const set of ['pattern-refusals', 'off-topic', 'overview', 'follow-ups']) {
    const failed = rows.filter((r) => r.set === set && !r.ok);
    if (failed.length) console.log(`${set} failures: ${failed.slice(0, 12).map((r) => `${r.id} (${r.why})`).join(', ')}${failed.length > 12 ? ` … +${failed.length - 12}` : ''}`);
  }
}

main().then((code) => process.exit(code)).catch((err: unknown) => {
  process.stderr.write(`error: ${(err as Error).stack ?? String(err)}\n`);
  process.exit(2);
});
