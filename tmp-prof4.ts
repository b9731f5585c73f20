import { seedEntries as entries } from '@/lib/content';
import { checkSentence, prepareSources, splitSentences, engagementOrPrivate, firstPersonWords, findMarkers, stripMarkers } from '@/lib/gate';
import { findAddresses, valueText, scanNumbers, unprotect } from '@/lib/gate/values';
import { normalizeForMatching, canonicalText, readMixedScriptWords, foldCanonical } from '@/lib/text';
import type { Locale } from '@/lib/text';
const answers: { locale: Locale; text: string; source: string }[] = [];
for (const e of entries) for (const [locale, t] of Object.entries(e.translations) as [Locale, any][]) {
  const source = `${t.title}\n\n${t.summary}\n\n${t.body ?? ''}`;
  const sentences = splitSentences(source).filter((s) => /[.!?。！？؟।]$/.test(s));
  if (sentences.length) answers.push({ locale, text: sentences.map((s) => s.replace(/([.!?。！？؟।])$/, ' [S1]$1')).join(' '), source });
}
const sents: [Locale, string][] = answers.flatMap((a) => splitSentences(a.text).map((s) => [a.locale, s] as [Locale, string]));
const src = prepareSources([{ text: 'x', locale: 'en' }]);
const time = (name: string, f: (l: Locale, s: string) => unknown) => {
  for (let r = 0; r < 3; r++) for (const [l, s] of sents) f(l, s);
  const t0 = performance.now();
  for (let r = 0; r < 20; r++) for (const [l, s] of sents) f(l, s);
  console.log(name.padEnd(22), ((performance.now() - t0) * 1000 / (20 * sents.length)).toFixed(2), 'µs/sentence');
};
console.log(sents.length, 'sentences');
time('checkSentence', (l, s) => checkSentence(s, src, l));
time('findMarkers', (l, s) => findMarkers(s));
time('valueText', (l, s) => valueText(s));
time('findAddresses', (l, s) => findAddresses(s));
time('scanNumbers', (l, s) => scanNumbers(s));
time('canonicalText', (l, s) => canonicalText(s));
time('normalize', (l, s) => normalizeForMatching(s));
const norm = sents.map(([l, s]) => normalizeForMatching(s)); let i = 0;
time('engagement', () => engagementOrPrivate(norm[i++ % norm.length]!));
const can = sents.map(([l, s]) => canonicalText(s)); let j = 0;
time('firstPerson(given)', (l) => { const k = j++ % can.length; return firstPersonWords(can[k]!, l, norm[k]); });
time('stripMarkers', (l, s) => stripMarkers(s));
