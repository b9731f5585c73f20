/**
 * What the decision and rerank stages reserve per question, measured on the site's corpus (seed
 * content + the imported Scrapling documentation), no model call: for every golden question that
 * reaches the passages path, the decision call's bound (its top-5 prompt bytes as tokens + the
 * output limit + reasoning budget, at each catalog model's prices) and the rerank call's bound for
 * the candidates retrieval returns (ASSISTANT_TOP_K of them; set ASSISTANT_TOP_K=20 for the
 * design's ~20 candidates).
 *
 *   ASSISTANT_TOP_K=20 npx tsx scripts/bench-decision-bounds.ts [--docs <folder>]
 *
 * Prints figures; asserts nothing.
 */
import { parseArgs } from 'node:util';
import { decisionPromptBytes } from '@/lib/assistant/decision';
import { routeQuestion } from '@/lib/assistant/pipeline';
import { ANSWER_MODELS, RERANK_MODELS, rerankCostNanoUsd, rerankUnitsBound, upperBoundNanoUsd, utf8Bytes } from '@/lib/cost';
import type { Db } from '@/lib/db';
import { env } from '@/lib/env';
import { loadProfileFile } from '@/lib/profile';
import { rerankDocument } from '@/lib/retrieval/hosted-rerank';
import { loadGoldenSet, openGoldenCorpus } from './golden-data';

const { values } = parseArgs({ options: { docs: { type: 'string' } } });

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? 0;
}

async function main(): Promise<void> {
  const { db, close, embedder } = await openGoldenCorpus(values.docs);
  try {
    const profile = await loadProfileFile();
    const questions = [...await loadGoldenSet('answerable'), ...await loadGoldenSet('off-topic')];
    const decisionBytes: number[] = [];
    const rerank: { queryBytes: number; docs: number[] }[] = [];
    for (const c of questions) {
      const d = await routeQuestion({ question: c.q, locale: c.locale }, { db: db as Db, embedder, profile, canJudge: async () => false });
      if (d.route !== 'passages') continue;
      decisionBytes.push(decisionPromptBytes(d.asked, d.sources.slice(0, 5)));
      rerank.push({ queryBytes: utf8Bytes(d.asked), docs: d.sources.map((s) => utf8Bytes(rerankDocument(s))) });
    }
    const e = env();
    const out = e.DECISION_MAX_OUTPUT_TOKENS;
    console.log(`questions on the passages path: ${decisionBytes.length} of ${questions.length} (golden answerable + off-topic)`);
    console.log(`decision prompt bytes (top 5 + instructions + criteria + ${1024} framing): p50 ${quantile(decisionBytes, 0.5)}, p95 ${quantile(decisionBytes, 0.95)}, max ${Math.max(...decisionBytes)}`);
    console.log(`decision reserved bound per call (output limit ${out} tokens + reasoning budget), USD:`);
    for (const [id, spec] of Object.entries(ANSWER_MODELS)) {
      const usd = (b: number) => (upperBoundNanoUsd(spec, b, out) / 1e9).toFixed(5);
      console.log(`  ${id.padEnd(28)} p50 ${usd(quantile(decisionBytes, 0.5))}  p95 ${usd(quantile(decisionBytes, 0.95))}  max ${usd(Math.max(...decisionBytes))}`);
    }
    console.log(`rerank candidates per question: ${e.ASSISTANT_TOP_K} at most (ASSISTANT_TOP_K); reserved bound per call:`);
    for (const [id, spec] of Object.entries(RERANK_MODELS)) {
      const units = rerank.map((r) => rerankUnitsBound(spec, r.queryBytes, r.docs));
      const usd = (u: number) => (rerankCostNanoUsd(spec, u) / 1e9).toFixed(5);
      const unit = spec.billing === 'token' ? 'tokens' : 'search units';
      console.log(`  ${id.padEnd(44)} ${unit}: p50 ${quantile(units, 0.5)}, max ${Math.max(...units)} → USD p50 ${usd(quantile(units, 0.5))}, max ${usd(Math.max(...units))}`);
    }
  } finally {
    await close();
  }
}

main().catch((err) => { console.error(err); process.exit(1); });
