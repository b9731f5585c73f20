import { seedEntries as entries } from '@/lib/content';
import { checkSentence, prepareSources, splitSentences } from '@/lib/gate';
import type { Locale } from '@/lib/text';
const answers: { locale: Locale; text: string; sources: string[] }[] = [];
for (const e of entries) for (const [locale, t] of Object.entries(e.translations) as [Locale, any][]) {
  const source = `${t.title}\n\n${t.summary}\n\n${t.body ?? ''}`;
  const sentences = splitSentences(source).filter((s) => /[.!?。！？؟।]$/.test(s));
  if (sentences.length) answers.push({ locale, text: sentences.map((s) => s.replace(/([.!?。！？؟।])$/, ' [S1]$1')).join(' '), sources: [source] });
}
for (let round = 0; round < 2; round++) {
  const samples: [number, string, string][] = [];
  for (const a of answers) {
    const prepared = prepareSources(a.sources.map((text) => ({ text, locale: a.locale })));
    for (const s of splitSentences(a.text)) { const t0 = performance.now(); checkSentence(s, prepared, a.locale); samples.push([(performance.now() - t0) * 1000, a.locale, s]); }
  }
  samples.sort((x, y) => y[0] - x[0]);
  console.log('round', round, samples.slice(0, 6).map((x) => `${x[0].toFixed(0)}µs ${x[1]} ${x[2].slice(0, 80)}`).join('\n'));
  console.log('p50', samples[Math.floor(samples.length / 2)]![0].toFixed(1));
}
