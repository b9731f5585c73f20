/**
 * The study (issue 11, the published "Rerank + none of these" protocol): `golden-set/study.jsonl`
 * — 30 questions with the Scrapling page that answers each (15 en, 15 de) and 5 nonsense
 * questions — through each chain that runs on this machine, without any model call:
 *
 *   npm run study [-- --docs <folder>] [--url postgres://…] [--verbose] [--json]
 *
 * Imports the documentation into a fresh in-memory PGlite (or the database at --url /
 * DATABASE_URL, where the import is idempotent) and prints, per chain: right page first /30, in
 * the top 5 /30, nonsense refused /5, real questions refused /30 — each per language — and the
 * retrieval + lexical rerank latency per question (p50/p95, ms). A refusal is the production
 * routing's (L1 patterns, entries path, threshold on the bounded score); a reranker orders and
 * never refuses, so its chain refuses exactly what its retrieval refuses.
 * The last chain adds the decision stage (lib/assistant/decision.ts) with a **scripted** model on
 * a local OpenAI-compatible server (e2e/support/scripted-provider, the real provider client over
 * HTTP): it always answers "S1", so its figures are the lexical-rerank chain's — it shows the
 * plumbing (one reserved and settled ledger row per question that passed the threshold, the time
 * the stage adds), not what a real decision model would choose.
 * What it does not prove: 35 questions written by one person; no answer text is produced.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { readFile } from 'node:fs/promises';
import { decidePassage } from '@/lib/assistant/decision';
import { retrieveForQuestion, routeQuestion } from '@/lib/assistant/pipeline';
import { startScriptedProvider } from '@/e2e/support/scripted-provider';
import { ANSWER_MODELS, CostLedger, lookupModel } from '@/lib/cost';
import { env, resetEnvForTests } from '@/lib/env';
import { getDecisionModel, resetProvidersForTests } from '@/lib/providers';
import { embedMissingChunks, importFolder } from '@/lib/content';
import { openDatabase, type Db } from '@/lib/db';
import { costLedger } from '@/lib/db/schema';
import { loadProfileFile } from '@/lib/profile';
import type { Embedder } from '@/lib/providers';
import { ensureConfiguredLexicons, lexicalReranker, rerankCandidates, standinEmbedder, type Passage } from '@/lib/retrieval';
import { LOCALES } from '@/lib/text';
import { confidenceRows, printReliability } from './confidence-run';

const { values } = parseArgs({ options: {
  docs: { type: 'string' }, url: { type: 'string' }, verbose: { type: 'boolean', default: false }, json: { type: 'boolean', default: false },
} });

/** One study question: `pages` lists the slugs that answer it; [] for a nonsense question (must be refused). */
const studyRow = z.object({ id: z.string(), q: z.string().min(1), locale: z.enum(LOCALES), pages: z.array(z.string()) });
type StudyRow = z.infer<typeof studyRow>;

async function loadStudy(file = path.join('golden-set', 'study.jsonl')): Promise<StudyRow[]> {
  const raw = await readFile(file, 'utf8');
  return raw.split('\n').filter((l) => l.trim()).map((l, i) => {
    const parsed = studyRow.safeParse(JSON.parse(l));
    if (!parsed.success) throw new Error(`${file} line ${i + 1}: ${parsed.error.issues[0]!.message}`);
    return parsed.data;
  });
}

interface Chain { name: string; embedder: Embedder | null; rerank: boolean; decide?: boolean }
interface Outcome { id: string; locale: string; real: boolean; first: boolean; top5: boolean; refused: boolean; top: string[]; ms: number; best: number | null }

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))] ?? 0;
};

async function main(): Promise<number> {
  const url = values.url ?? process.env.DATABASE_URL;
  const { db, close } = await openDatabase(url ? { url } : { dataDir: 'memory://' });
  try {
    const docs = values.docs ?? path.resolve('..', 'shared', 'external', 'scrapling-docs');
    const t0 = performance.now();
    const report = await importFolder(db as Db, docs, { embedder: null });
    console.log(`imported ${docs}: ${report.documents} documents, ${report.chunks} passages in ${Math.round(performance.now() - t0)} ms`);
    const lexicons = await ensureConfiguredLexicons(db as Db);
    console.log(`cross-language lexicons: ${lexicons.map((l) => `${l.locale} ${l.status}${l.terms ? ` (${l.terms} stems)` : ''}`).join(', ') || 'off'}`);
    const standin = standinEmbedder();
    await embedMissingChunks(db as Db, standin);
    const profile = await loadProfileFile();
    const study = await loadStudy();

    const chains: Chain[] = [
      { name: 'search only (BM25F)', embedder: null, rerank: false },
      { name: 'search + lexical rerank', embedder: null, rerank: true },
      { name: 'search + stand-in dense', embedder: standin, rerank: false },
      { name: 'search + stand-in dense + lexical rerank', embedder: standin, rerank: true },
      { name: '+ scripted decision model (plumbing only)', embedder: null, rerank: true, decide: true },
    ];
    // The decision chain's model: the scripted server, through the openai-compatible provider.
    const scripted = await startScriptedProvider({ script: () => ({ pieces: [''], delayMs: 0 }) });
    Object.assign(process.env, { ASSISTANT_MODEL: 'openai-compatible:scripted', OPENAI_BASE_URL: scripted.url, DECISION_MODEL: '' });
    delete process.env.DECISION_MODEL;
    resetEnvForTests();
    resetProvidersForTests();
    const decider = (await getDecisionModel())!;
    const ledger = new CostLedger(db as Db);
    let decisionCalls = 0;
    const results: Record<string, Outcome[]> = {};
    for (const chain of chains) {
      const out: Outcome[] = [];
      for (const row of study) {
        const decision = await routeQuestion({ question: row.q, locale: row.locale }, { db: db as Db, embedder: chain.embedder, profile, canJudge: async () => false });
        const refused = decision.route === 'pattern-refusal' || decision.route === 'threshold-refusal';
        const start = performance.now();
        const retrieval = await retrieveForQuestion(db as Db, { question: row.q, locale: row.locale }, { embedder: chain.embedder, profile });
        let ranked: Passage[] = retrieval.candidates;
        if (chain.rerank) ranked = await rerankCandidates(lexicalReranker, row.q, retrieval.candidates);
        let refusedByDecision = false;
        if (chain.decide && !refused) {
          const d = await decidePassage({
            question: row.q, candidates: ranked, model: decider, spec: lookupModel(ANSWER_MODELS, decider.id)!, ledger,
            capNusd: Math.floor(env().MONTHLY_COST_CAP_USD * 1e9), timeoutMs: env().DECISION_TIMEOUT_MS, maxOutputTokens: env().DECISION_MAX_OUTPUT_TOKENS,
          });
          decisionCalls++;
          if (d.picked === 'none') refusedByDecision = true;
          else if (d.picked === 'passage' && d.index !== null) ranked = [ranked[d.index]!, ...ranked.filter((_, i) => i !== d.index)];
        }
        const ms = performance.now() - start;
        const top = ranked.slice(0, 5).map((p) => p.slug);
        out.push({
          id: row.id, locale: row.locale, real: row.pages.length > 0, refused: refused || refusedByDecision, top, ms, best: retrieval.bestScore,
          first: row.pages.includes(top[0] ?? ''), top5: top.some((s) => row.pages.includes(s)),
        });
      }
      results[chain.name] = out;
    }

    const table: Record<string, Record<string, string>> = {};
    for (const chain of chains) {
      const out = results[chain.name]!;
      const real = out.filter((o) => o.real);
      const by = (pred: (o: Outcome) => boolean, rows: Outcome[]) => `${rows.filter(pred).length}/${rows.length}`;
      const lang = (l: string) => real.filter((o) => o.locale === l);
      const nonsense = out.filter((o) => !o.real);
      const split = (pred: (o: Outcome) => boolean) => `${by(pred, real)} (en ${by(pred, lang('en'))}, de ${by(pred, lang('de'))})`;
      table[chain.name] = {
        'right page first /30': split((o) => o.first), 'in top 5 /30': split((o) => o.top5),
        'nonsense refused /5': by((o) => o.refused, nonsense), 'real refused /30': split((o) => o.refused),
        'p50 ms': percentile(out.map((o) => o.ms), 0.5).toFixed(1), 'p95 ms': percentile(out.map((o) => o.ms), 0.95).toFixed(1),
      };
    }
    console.log(`Study (${study.length} questions: ${study.filter((r) => r.pages.length).length} real, ${study.filter((r) => !r.pages.length).length} nonsense), threshold from ASSISTANT_THRESHOLD / the applied calibration; ms = retrieval (+ rerank) per question:`);
    console.table(table);
    const settled = await (db as Db).select({ status: costLedger.status }).from(costLedger).where(eq(costLedger.kind, 'decision'));
    console.log(`+ scripted decision model (plumbing only): the scripted model always picks S1, so the figures repeat the lexical-rerank chain; ${decisionCalls} decision calls (one per question that passed the threshold), ${scripted.structuredRequests.length} requests reached the scripted server; ledger rows of kind decision: ${settled.length} (${settled.filter((r) => r.status === 'settled').length} settled); its ms include the local HTTP round trip.`);
    await scripted.close();
    if (values.verbose) {
      for (const chain of chains) {
        console.log(`\n${chain.name}:`);
        for (const o of results[chain.name]!) {
          if (o.real && o.first && !o.refused) continue;
          console.log(`  ${o.id} ${o.real ? (o.first ? 'first' : o.top5 ? 'top5' : 'MISS') : 'nonsense'}${o.refused ? ' REFUSED' : ''} best=${o.best === null ? '-' : o.best.toFixed(3)} top: ${o.top.slice(0, 3).join(', ')}`);
        }
      }
    }
    if (values.json) console.log(JSON.stringify(results));
    // Answer confidence (issue 12), held out: the weights and cut-offs were fitted on the golden set
    // only. The golden run's configuration: stand-in dense + BM25F, fused order, extractive answerer.
    resetEnvForTests();
    resetProvidersForTests();
    for (const k of ['ASSISTANT_MODEL', 'OPENAI_BASE_URL']) delete process.env[k];
    resetEnvForTests();
    resetProvidersForTests();
    const confidence = await confidenceRows(db as Db, standin, profile, study.map((r) => ({ id: r.id, q: r.q, locale: r.locale, answers: r.pages })));
    printReliability('Answer confidence, study questions (held out; extractive answerer, stand-in embedder as in the golden run)', confidence);
    if (process.env.CONFIDENCE_DUMP) await (await import('node:fs/promises')).writeFile(`${process.env.CONFIDENCE_DUMP}-study.json`, JSON.stringify(confidence));
    return 0;
  } finally {
    await close();
  }
}

main().then((code) => process.exit(code)).catch((err: unknown) => {
  process.stderr.write(`error: ${(err as Error).stack ?? String(err)}\n`);
  process.exit(2);
});
