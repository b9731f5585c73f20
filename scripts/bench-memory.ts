/**
 * Where a chat instance's memory at start goes (issue 26, "say what each megabyte is"): imports the
 * route's modules in dependency order in a fresh process and prints the RSS, V8 heap and external
 * memory after each (garbage collected before each reading), then after the question reader has
 * read one question per script (its dictionaries and segmenters load on first use). Run by
 * `npm run bench:chat` as its last section; on its own:
 *
 *   node --expose-gc --import tsx scripts/bench-memory.ts
 *
 * Figures in MiB (2^20 bytes); a benchmark, not a test.
 */
export {};

const MiB = 2 ** 20;
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with node --expose-gc');
const read = () => { collect(); const m = process.memoryUsage(); return { rss: m.rss / MiB, heap: m.heapUsed / MiB, external: m.external / MiB }; };

/** The route's modules, each with what it brings, in the order the route's imports reach them. */
const STEPS: [string, string][] = [
  ['ai', 'AI SDK core'],
  ['@ai-sdk/openai-compatible', 'provider client'],
  ['zod', 'validation'],
  ['drizzle-orm', 'query builder'],
  ['postgres', 'PostgreSQL client'],
  ['@/lib/text', 'text: ICU segmenters, stop lists (stopwords-iso), stemmers'],
  ['@/lib/question', 'question value: function words, answer types'],
  ['@node-rs/jieba', 'Chinese word segmenter (native)'],
  ['@/lib/gate', 'sentence gate: splitter, checks, libphonenumber, confusables'],
  ['@/lib/refusal', 'L1 patterns, with lib/profile and lib/retrieval (lexicon, loanwords, overview)'],
  ['@/lib/assistant/pipeline', 'pipeline: prompt, answerers, decision, confidence, feedback'],
  ['@/app/api/chat/route', 'route: rate limits (Upstash, ioredis), SSE'],
];

let prev = read();
const rows: string[] = [`  ${'after'.padEnd(28)} ${'RSS'.padStart(6)} ${'+RSS'.padStart(6)} ${'heap'.padStart(6)} ${'ext'.padStart(6)}  what`];
rows.push(`  ${'node (empty process)'.padEnd(28)} ${prev.rss.toFixed(0).padStart(6)} ${''.padStart(6)} ${prev.heap.toFixed(0).padStart(6)} ${prev.external.toFixed(0).padStart(6)}`);
for (const [mod, what] of STEPS) {
  await import(mod);
  const now = read();
  rows.push(`  ${mod.padEnd(28)} ${now.rss.toFixed(0).padStart(6)} ${`+${(now.rss - prev.rss).toFixed(0)}`.padStart(6)} ${now.heap.toFixed(0).padStart(6)} ${now.external.toFixed(0).padStart(6)}  ${what}`);
  prev = now;
}
const { readQuestion } = await import('@/lib/question');
for (const [q, l] of [['Where does she work?', 'en'], ['她在哪里工作？', 'zh'], ['Где она работает?', 'ru'], ['वह कहाँ काम करती है?', 'hi'], ['او کجا کار می‌کند؟', 'fa'], ['Wo arbeitet sie?', 'de'], ['أين تعمل؟', 'ar']] as const) readQuestion(q, l);
const now = read();
rows.push(`  ${'one question per script'.padEnd(28)} ${now.rss.toFixed(0).padStart(6)} ${`+${(now.rss - prev.rss).toFixed(0)}`.padStart(6)} ${now.heap.toFixed(0).padStart(6)} ${now.external.toFixed(0).padStart(6)}  first use of the readers`);
console.log(`memory at start, MiB (Node ${process.version}, tsx loader, modules imported in order, GC before each reading):`);
console.log(rows.join('\n'));
