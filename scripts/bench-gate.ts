/**
 * Benchmark (prints figures; asserts nothing): streams ≥ 1 MB of mixed ten-language answer text
 * with source markers and numbers through the sentence gate in pieces of 1–8 characters (uniform)
 * and, as the worst case, of one character each, beside a passthrough stream of the same pieces in
 * the same run. On the same text in the same run: the splitter alone, and two sentence splitters a
 * JavaScript developer would pick — ICU's `Intl.Segmenter` (sentence granularity) and the
 * `sentence-splitter` package — each given every answer whole (they do not stream). Per-sentence
 * check time is measured on the five checks alone.
 *
 *   npm run bench:gate [-- --mb 2] [-- --profile gate.cpuprofile] [-- --beside ../main --rounds 3]
 *
 * It prints the figures beside last round's (docs/performance.md: {@link LAST_ROUND}); figures
 * from another hour of a shared machine differ by 2× and more, so `--beside <checkout>` also runs
 * that checkout's bench (the previous round's code) in turns with this one — `--rounds` times each,
 * same corpus, same hour — and prints the medians of both and their ratio: the regression figure.
 *
 * `--profile` writes a CPU profile of the gated runs (pieces of 1–8) and prints the functions with
 * the most self time: where the gate's time goes.
 *
 * Goal (issue 13): ≥ 20 MB/s and p99 < 50 µs per sentence — a model streams about 1 KB/s.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { split as sentenceSplitter } from 'sentence-splitter';
import { contentFolder, readContentFolder } from '@/lib/content';
import { checkSentence, prepareSources, SentenceGate, SentenceSplitter, splitSentences } from '@/lib/gate';

import type { Locale } from '@/lib/text';

const { values } = parseArgs({ options: { mb: { type: 'string', default: '1' }, profile: { type: 'string' }, beside: { type: 'string' }, rounds: { type: 'string', default: '3' } } });

/** Last round's figures (docs/performance.md, "gate throughput" and "gate checks per sentence", issue 13's round). */
const LAST_ROUND = { gateMBs: 2.2, p99Us: 30.3, segmenterMBs: 27.4 };

if (values.beside) {
  // Turns: this checkout's bench, then the other's, `rounds` times; medians of each.
  const { execFileSync } = await import('node:child_process');
  const path = await import('node:path');
  const figures = (dir: string) => {
    const out = execFileSync('npx', ['tsx', 'scripts/bench-gate.ts', '--mb', values.mb!], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 24 });
    const num = (re: RegExp) => Number(re.exec(out)?.[1] ?? NaN);
    return { gate: num(/^gate, pieces of 1–8\s+([\d.]+) MB\/s/m), segmenter: num(/^Intl\.Segmenter \(whole answers\)\s+([\d.]+) MB\/s/m), p99: num(/p99 ([\d.]+) µs/) };
  };
  const mine: ReturnType<typeof figures>[] = [];
  const theirs: ReturnType<typeof figures>[] = [];
  for (let r = 0; r < Number(values.rounds); r++) { mine.push(figures(process.cwd())); theirs.push(figures(path.resolve(values.beside))); }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  const row = (name: string, pick: (f: ReturnType<typeof figures>) => number, unit: string, lowerIsBetter: boolean) => {
    const a = med(mine.map(pick));
    const b = med(theirs.map(pick));
    const change = lowerIsBetter ? a / b : b / a;
    const digits = unit === '×' ? 3 : 1;
    console.log(`${name.padEnd(34)} this ${a.toFixed(digits)} ${unit} · ${values.beside} ${b.toFixed(digits)} ${unit} · ${change > 1 ? `${((change - 1) * 100).toFixed(0)} % slower` : `${((1 - change) * 100).toFixed(0)} % faster`}`);
  };
  console.log(`${values.rounds} rounds in turns, medians (each run prints its own figures too; pass --mb for a larger corpus):`);
  row('gate throughput, pieces of 1–8', (f) => f.gate, 'MB/s', false);
  row('gate ÷ Intl.Segmenter (same run)', (f) => f.gate / f.segmenter, '×', false);
  row('per-sentence checks p99', (f) => f.p99, 'µs', true);
  process.exit(0);
}
const targetBytes = Math.max(1, Number(values.mb)) * 1024 * 1024;

// Answers: each entry translation's sentences, each cited as [S1], the body itself as source [S1].
interface Answer { locale: Locale; text: string; sources: string[] }
const answers: Answer[] = [];
const entries = (await readContentFolder(contentFolder(), { collection: null })).documents.map((d) => d.entry);
for (const e of entries) {
  for (const [locale, t] of Object.entries(e.translations) as [Locale, { title: string; summary: string; body?: string }][]) {
    const source = `${t.title}\n\n${t.summary}\n\n${t.body ?? ''}`;
    const sentences = splitSentences(source).filter((s) => /[.!?。！？؟।]$/.test(s));
    if (sentences.length === 0) continue;
    answers.push({ locale, text: sentences.map((s) => s.replace(/([.!?。！？؟।])$/, ' [S1]$1')).join(' '), sources: [source] });
  }
}
const corpus: Answer[] = [];
let bytes = 0;
for (let i = 0; bytes < targetBytes; i++) {
  const a = answers[i % answers.length]!;
  corpus.push(a);
  bytes += Buffer.byteLength(a.text);
}

/**
 * Deterministic piece sizes 1–8 from a fixed LCG (every run streams the same pieces). 32-bit
 * arithmetic (`Math.imul`) and the high bits: a float product loses the low bits, and until issue
 * 13 this made 99.6 % of the pieces one character long.
 */
function* pieces(text: string, seed: number, max: number): Generator<string> {
  let x = seed;
  for (let i = 0; i < text.length;) {
    x = (Math.imul(x, 1103515245) + 12345) & 0x7fffffff;
    const n = 1 + ((x >>> 16) % max);
    yield text.slice(i, i + n);
    i += n;
  }
}

// The pieces are cut before timing: producing them is the harness's work, not the stream's.
const streams = corpus.map((a, i) => [...pieces(a.text, i + 1, 8)]);
const charStreams = corpus.map((a) => [...a.text]);
const pieceCount = streams.reduce((n, s) => n + s.length, 0);

function gateRun(stream: string[][]): { released: number; stops: number } {
  let released = 0;
  let stops = 0;
  corpus.forEach((a, i) => {
    const gate = new SentenceGate({ sources: a.sources.map((text) => ({ text, locale: a.locale })), locale: a.locale });
    for (const p of stream[i]!) for (const o of gate.push(p)) if (o.type === 'text') released++; else stops++;
    for (const o of gate.end()) if (o.type === 'text') released++; else stops++;
  });
  return { released, stops };
}
function passthroughRun(stream: string[][]): number {
  let sink = 0;
  for (const s of stream) for (const p of s) sink += p.length;
  return sink;
}
function splitRun(stream: string[][]): number {
  let n = 0;
  for (const s of stream) {
    const splitter = new SentenceSplitter();
    for (const p of s) n += splitter.push(p).length;
    n += splitter.end().length;
  }
  return n;
}
const segmenters = new Map<Locale, Intl.Segmenter>();
function segmenterRun(): number {
  let n = 0;
  for (const a of corpus) {
    let seg = segmenters.get(a.locale);
    if (!seg) segmenters.set(a.locale, (seg = new Intl.Segmenter(a.locale, { granularity: 'sentence' })));
    for (const s of seg.segment(a.text)) n += s.segment.length > 0 ? 1 : 0;
  }
  return n;
}
function sentenceSplitterRun(): number {
  let n = 0;
  for (const a of corpus) for (const node of sentenceSplitter(a.text)) if (node.type === 'Sentence') n++;
  return n;
}

let sink = 0; // results are kept, so no run can be optimized away
/** Median wall time of `runs` runs after one warm-up, ms. */
function median(f: () => unknown, runs = 5): number {
  f();
  const times: number[] = [];
  for (let k = 0; k < runs; k++) {
    const t0 = performance.now();
    const r = f();
    times.push(performance.now() - t0);
    sink += typeof r === 'number' ? r : 1;
  }
  return times.sort((x, y) => x - y)[runs >> 1]!;
}

const mb = bytes / (1024 * 1024);
const rate = (ms: number) => mb / (ms / 1000);
const passMs = median(() => passthroughRun(streams));
const gateMs = median(() => gateRun(streams));
const gated = gateRun(streams);
const splitMs = median(() => splitRun(streams));
const passCharMs = median(() => passthroughRun(charStreams));
const gateCharMs = median(() => gateRun(charStreams));
const splitCharMs = median(() => splitRun(charStreams));
// sentence-splitter takes seconds per megabyte: three runs.
const segmenterMs = median(segmenterRun);
const sentenceSplitterMs = median(sentenceSplitterRun, 3);

// Per-sentence check time: the five checks alone, on every sentence of the corpus once.
const samples: number[] = [];
for (const a of answers) {
  const prepared = prepareSources(a.sources.map((text) => ({ text, locale: a.locale })));
  for (const s of splitSentences(a.text)) checkSentence(s, prepared, a.locale); // warm-up
  for (const s of splitSentences(a.text)) {
    const t0 = performance.now();
    checkSentence(s, prepared, a.locale);
    samples.push((performance.now() - t0) * 1000);
  }
}
samples.sort((x, y) => x - y);
const pct = (p: number) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!;

const line = (name: string, ms: number) => `${name.padEnd(38)} ${rate(ms).toFixed(1).padStart(7)} MB/s (${ms.toFixed(1)} ms)`;
console.log(`corpus: ${mb.toFixed(2)} MB, ${corpus.length} answers in ${new Set(answers.map((a) => a.locale)).size} languages; ${pieceCount} pieces of 1–8 characters (${(bytes / pieceCount).toFixed(1)} bytes each)`);
console.log(line('passthrough, pieces of 1–8', passMs));
console.log(`${line('gate, pieces of 1–8', gateMs)}, ${gated.released} sentences released, ${gated.stops} stops`);
console.log(line('splitter alone, pieces of 1–8', splitMs));
console.log(line('passthrough, one character each', passCharMs));
console.log(line('gate, one character each', gateCharMs));
console.log(line('splitter alone, one character each', splitCharMs));
console.log(line('Intl.Segmenter (whole answers)', segmenterMs));
console.log(line('sentence-splitter 5.0.1 (whole answers)', sentenceSplitterMs));
const ratio = (a: number, b: number) => `${(rate(a) / rate(b)).toPrecision(2)}×`;
console.log(`ratios (throughput, pieces of 1–8): gate/passthrough ${ratio(gateMs, passMs)}, gate/Intl.Segmenter ${ratio(gateMs, segmenterMs)}, gate/sentence-splitter ${ratio(gateMs, sentenceSplitterMs)}; splitter/Intl.Segmenter ${ratio(splitMs, segmenterMs)}, splitter/sentence-splitter ${ratio(splitMs, sentenceSplitterMs)}`);
if (sink < 0) console.log(sink);
console.log(`per-sentence checks (${samples.length} sentences): p50 ${pct(50).toFixed(1)} µs, p99 ${pct(99).toFixed(1)} µs`);
console.log(`last round (docs/performance.md, another hour): gate ${LAST_ROUND.gateMBs} MB/s, gate ÷ Intl.Segmenter ${(LAST_ROUND.gateMBs / LAST_ROUND.segmenterMBs).toFixed(3)}×, p99 ${LAST_ROUND.p99Us} µs; this run: ${rate(gateMs).toFixed(1)} MB/s, ${(rate(gateMs) / rate(segmenterMs)).toFixed(3)}×, p99 ${pct(99).toFixed(1)} µs (compare in one hour: --beside <checkout of the previous round>)`);

if (values.profile) {
  // A CPU profile of five gated runs, sampled every 100 µs, and its top self-time functions.
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  for (let k = 0; k < 5; k++) gateRun(streams);
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(values.profile, JSON.stringify(profile));
  const self = new Map<string, number>();
  let total = 0;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples!.forEach((id, k) => {
    const dt = profile.timeDeltas![k] ?? 0;
    const f = byId.get(id)!.callFrame;
    // The inspector's own dispatch (stopping the profiler) and idle time are not the gate's.
    if ((f.functionName === 'dispatch' && !f.url) || f.functionName === '(idle)') return;
    const name = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '')}`;
    self.set(name, (self.get(name) ?? 0) + dt);
    total += dt;
  });
  console.log(`profile: ${values.profile}; top self time of ${(total / 1000).toFixed(0)} ms:`);
  for (const [name, t] of [...self].sort((x, y) => y[1] - x[1]).slice(0, 15)) console.log(`  ${((100 * t) / total).toFixed(1).padStart(5)} %  ${name}`);
}
