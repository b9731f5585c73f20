/**
 * What reading the author's profile before L1 costs each question (the pipeline's order, README
 * "The author's profile"): the profile query, deriving the words the assistant reads as her, and
 * L1 itself, on an in-memory PGlite with the demo profile stored. Prints percentiles, ms.
 *
 *   npm run bench:profile
 */
import { openDatabase } from '@/lib/db';
import { authorTerms, getProfile, seedProfile } from '@/lib/profile';
import { matchRefusalPattern } from '@/lib/refusal';

const RUNS = 2000;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!.toFixed(3);

const h = await openDatabase({ dataDir: 'memory://' });
try {
  await seedProfile(h.db);
  for (let i = 0; i < 200; i++) await getProfile(h.db); // warm-up
  const read: number[] = [];
  const terms: number[] = [];
  const l1: number[] = [];
  const l1Pass: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const profile = await getProfile(h.db);
    const t1 = performance.now();
    const who = authorTerms(profile);
    const t2 = performance.now();
    const author = { authorNames: who.names, authorPronouns: [...who.pronouns, ...who.hanPronouns] };
    matchRefusalPattern("What are Darya's rates?", author);
    const t3 = performance.now();
    // The slowest path: no pattern matches, a comparison phrase does, and the author check runs.
    matchRefusalPattern('Wie schnell ist der Parser im Vergleich zu BeautifulSoup?', author);
    read.push(t1 - t0); terms.push(t2 - t1); l1.push(t3 - t2); l1Pass.push(performance.now() - t3);
  }
  for (const [label, xs] of [['profile query', read], ['authorTerms', terms], ['L1 match', l1], ['L1 comparison', l1Pass]] as const) {
    console.log(`${label.padEnd(14)} p50 ${pct(xs, 0.5)} ms  p95 ${pct(xs, 0.95)} ms  p99 ${pct(xs, 0.99)} ms  (${RUNS} runs, PGlite in memory)`);
  }
} finally {
  await h.close();
}
