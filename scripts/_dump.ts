import path from 'node:path';
import { readFile, writeFile } from 'node:fs/promises';
import { routeQuestion } from '@/lib/assistant/pipeline';
import { embedMissingChunks, importFolder } from '@/lib/content';
import { openDatabase, type Db } from '@/lib/db';
import { loadProfileFile } from '@/lib/profile';
import { ensureConfiguredLexicons, standinEmbedder, type Passage } from '@/lib/retrieval';
import { loadGoldenSet, openGoldenCorpus } from './golden-data';
import { entrySlug } from './confidence-run';
async function dump(db: Db, embedder: any, qs: any[], file: string) {
  const profile = await loadProfileFile();
  const out = [];
  for (const c of qs) {
    const d = await routeQuestion({ question: c.q, locale: c.locale }, { db, embedder, profile, canJudge: async () => false });
    if (d.route !== 'passages') continue;
    const top = entrySlug(d.summary[0]!.href);
    const src = (d.sources as Passage[]).map((p) => p.id);
    out.push({ id: c.id, q: c.q, locale: c.locale, right: c.answers.includes(top), top, src, cands: (d.candidates ?? []).map((p) => ({ id: p.id, entryId: p.entryId, slug: p.slug, locale: p.locale, score: p.score, bm25: p.bm25, cosine: p.cosine, coverage: p.coverage, hits: p.hits, rrf: p.rrf })) });
  }
  await writeFile(file, JSON.stringify(out));
}
async function main() {
  const g = await openGoldenCorpus();
  await dump(g.db, g.embedder, (await loadGoldenSet('answerable')).map((c) => ({ ...c })), '/tmp/conf12/golden.json');
  await g.close();
  const { db, close } = await openDatabase({ dataDir: 'memory://' });
  await importFolder(db as Db, path.resolve('..', 'shared', 'external', 'scrapling-docs'), { embedder: null });
  await ensureConfiguredLexicons(db as Db);
  const e = standinEmbedder(); await embedMissingChunks(db as Db, e);
  const study = (await readFile('golden-set/study.jsonl', 'utf8')).split('\n').filter(Boolean).map((l) => JSON.parse(l)).map((r) => ({ ...r, answers: r.pages }));
  await dump(db as Db, e, study, '/tmp/conf12/study-dense.json');
  await dump(db as Db, null, study, '/tmp/conf12/study-bm25.json');
  await close();
}
main().then(() => process.exit(0));
