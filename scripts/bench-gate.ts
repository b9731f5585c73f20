/**
 * Benchmark (prints figures; asserts nothing): streams ≥ 1 MB of mixed ten-language answer text
 * with source markers and numbers through the sentence gate in pieces of 1–8 characters, beside a
 * passthrough stream of the same pieces in the same run. Per-sentence check time is measured on
 * the four checks alone.
 *
 *   npm run bench:gate [-- --mb 2]
 *
 * Goal (issue 3): ≥ 20 MB/s and p99 < 50 µs per sentence — a model streams about 1 KB/s.
 */
import { parseArgs } from 'node:util';
import { contentFolder, readContentFolder } from '@/lib/content';
import { checkSentence, prepareSources, SentenceGate, SentenceSplitter, splitSentences } from '@/lib/gate';

import type { Locale } from '@/lib/text';

const { values } = parseArgs({ options: { mb: { type: 'string', default: '1' } } });
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

// Deterministic piece sizes 1–8 (a fixed LCG, so every run streams the same pieces).
function* pieces(text: string, seed: number): Generator<string> {
  let x = seed;
  for (let i = 0; i < text.length;) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    const n = 1 + (x % 8);
    yield text.slice(i, i + n);
    i += n;
  }
}

// The pieces are cut before timing: producing them is the harness's work, not the stream's.
const streams = corpus.map((a, i) => [...pieces(a.text, i + 1)]);

function run(gated: boolean): { ms: number; released: number; stops: number } {
  let released = 0;
  let stops = 0;
  let sink = 0;
  const t0 = performance.now();
  corpus.forEach((a, i) => {
    const gate = gated ? new SentenceGate({ sources: a.sources.map((text) => ({ text, locale: a.locale })), locale: a.locale }) : null;
    for (const p of streams[i]!) {
      if (!gate) { sink += p.length; continue; }
      for (const o of gate.push(p)) if (o.type === 'text') released++; else stops++;
    }
    if (gate) for (const o of gate.end()) if (o.type === 'text') released++; else stops++;
  });
  if (sink < 0) console.log(sink); // keeps the passthrough loop from being optimized away
  return { ms: performance.now() - t0, released, stops };
}

// Warm-up, then the median of five timed runs of each.
run(true);
run(false);
const median = (gated: boolean) => [0, 1, 2, 3, 4].map(() => run(gated)).sort((x, y) => x.ms - y.ms)[2]!;
const passthrough = median(false);
const gated = median(true);

// Where the gate's time goes: the splitter alone over the same pieces.
function splitOnly(): number {
  const t0 = performance.now();
  for (const stream of streams) {
    const s = new SentenceSplitter();
    for (const p of stream) s.push(p);
    s.end();
  }
  return performance.now() - t0;
}
const splitMs = [0, 1, 2, 3, 4].map(splitOnly).sort((x, y) => x - y)[2]!;

// Per-sentence check time: the four checks alone, on every sentence of the corpus once.
const samples: number[] = [];
for (const a of answers) {
  const prepared = prepareSources(a.sources.map((text) => ({ text, locale: a.locale })));
  for (const s of splitSentences(a.text)) {
    const t0 = performance.now();
    checkSentence(s, prepared, a.locale);
    samples.push((performance.now() - t0) * 1000);
  }
}
samples.sort((x, y) => x - y);
const pct = (p: number) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!;
const mb = bytes / (1024 * 1024);

console.log(`corpus: ${mb.toFixed(2)} MB, ${corpus.length} answers in ${new Set(answers.map((a) => a.locale)).size} languages, pieces of 1–8 characters`);
console.log(`passthrough: ${(mb / (passthrough.ms / 1000)).toFixed(1)} MB/s (${passthrough.ms.toFixed(0)} ms)`);
console.log(`gate:        ${(mb / (gated.ms / 1000)).toFixed(1)} MB/s (${gated.ms.toFixed(0)} ms), ${gated.released} sentences released, ${gated.stops} stops`);
console.log(`splitter alone: ${(mb / (splitMs / 1000)).toFixed(1)} MB/s (${splitMs.toFixed(0)} ms)`);
console.log(`ratio gate/passthrough time: ${(gated.ms / passthrough.ms).toFixed(1)}×`);
console.log(`per-sentence checks (${samples.length} sentences): p50 ${pct(50).toFixed(1)} µs, p99 ${pct(99).toFixed(1)} µs`);
