/**
 * Layer 1's engagement frames (fees, availability, hiring as co-occurring concepts, ./index.ts):
 * generated questions in free word order beside the written look-alikes that must reach retrieval.
 * The golden set holds the written engagement questions (pattern-refusals.jsonl, `pr-*-e*`).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authorTerms, loadProfileFile } from '@/lib/profile';
import { matchRefusalPattern } from '@/lib/refusal';

const who = authorTerms(await loadProfileFile());
const opts = { authorNames: who.names, authorPronouns: [...who.pronouns, ...who.hanPronouns] };
const category = (q: string) => matchRefusalPattern(q, opts);

describe('engagement frames', () => {
  it('work questions that use money, hiring or availability words reach retrieval (written look-alikes, ten languages)', () => {
    const rows = readFileSync('lib/refusal/engagement-lookalikes.jsonl', 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { q: string; locale: string });
    // Single-word list entries older than the frames ("price", "تكلفة", "verfügbar", "价格") still
    // refuse these: known, stated in the closing note of issue 12, not the frames' doing.
    const knownListMatches = new Set([
      'Ist ihr Tokenizer frei verfügbar als Open Source?', 'كيف خفضت تكلفة الفهرسة؟', 'ما هي تكلفة الحوسبة في مشروع الأرشيف؟',
      'How did her team lower the price of running embeddings?', '她在文章里怎么比较两种模型的价格？',
    ]);
    const wrong = rows.filter((r) => category(r.q) === 'engagement' && !knownListMatches.has(r.q)).map((r) => r.q);
    expect(rows.length).toBeGreaterThanOrEqual(80);
    expect(new Set(rows.map((r) => r.locale)).size).toBe(10);
    expect(wrong).toEqual([]);
  });

  // Each frame in several languages as bags of parts: any order of the parts, any filler between
  // them, any case, with or without the question mark, reads as engagement.
  const FRAMES: { name: string; parts: string[][] }[] = [
    { name: 'price of a service (en)', parts: [['cost', 'price', 'budget', 'bill'], ['workshop', 'audit', 'code review', 'training session', 'keynote']] },
    { name: 'price per unit (de)', parts: [['Kosten', 'Preis', 'Honorar'], ['pro Stunde', 'pro Tag', 'Stundensatz']] },
    { name: 'price of a service (fr)', parts: [['coût', 'prix', 'tarif'], ['atelier', 'formation', 'audit', 'accompagnement']] },
    { name: 'taking on work (es)', parts: [['acepta', 'busca'], ['proyectos', 'clientes', 'encargos'], ['nuevos', 'ahora', 'freelance']] },
    { name: 'taking on work (ru)', parts: [['берёт', 'принимает', 'ищет'], ['заказы', 'проекты', 'клиентов'], ['новые', 'сейчас', 'фриланс']] },
    { name: 'free at a time to come (pt)', parts: [['livre', 'com tempo'], ['no próximo mês', 'na primavera', 'em breve']] },
    { name: 'hiring her (en)', parts: [['hire her', 'recruit her', 'bring her on board', 'book her', 'employ Darya']] },
    { name: 'a job with us (ar)', parts: [['وظيفة', 'بوظيفة', 'منصب'], ['لدينا', 'في شركتنا'], ['داريا', 'هل داريا']] },
    { name: 'work with us (hi)', parts: [['हमारी कंपनी के लिए', 'हमारे साथ'], ['काम', 'जुड़'], ['सकती हैं']] },
    { name: 'price of a service (zh)', parts: [['多少钱', '收费', '报价', '预算'], ['培训', '咨询', '讲座', '工作坊']] },
  ];
  const filler = fc.constantFrom('', 'please', 'Darya', 'exactly', 'roughly', 'bitte', 'svp', '¿', 'مثلا');

  for (const frame of FRAMES) {
    it(`generated: ${frame.name} in any order, with fillers and any case`, () => {
      fc.assert(fc.property(
        fc.tuple(...frame.parts.map((p) => fc.constantFrom(...p))).chain((picked) => fc.shuffledSubarray(picked, { minLength: picked.length, maxLength: picked.length })),
        fc.array(filler, { maxLength: 3 }), fc.boolean(), fc.boolean(),
        (parts, fillers, upper, mark) => {
          const words = [...parts, ...fillers].filter(Boolean);
          let q = words.join(' ');
          if (upper) q = q.toUpperCase();
          if (mark) q += ' ?';
          expect(category(q), q).toBe('engagement');
        },
      ), { numRuns: 150 });
    });
  }

  it('generated: her work\'s costs, projects and start dates (past tense, no service, rate or "us") are not engagement', () => {
    fc.assert(fc.property(
      fc.constantFrom('How did she', 'When did Darya', 'Why did she', 'Where did Darya'),
      fc.constantFrom('reduce the cost of', 'measure the cost of', 'start', 'take on', 'describe the budget of', 'lower the latency of'),
      fc.constantFrom('the index', 'the Golestan archive project', 'embedding storage', 'the crawler', 'new projects at Nahrvald'),
      (a, b, c) => {
        const q = `${a} ${b} ${c}?`;
        expect(category(q), q).not.toBe('engagement');
      },
    ), { numRuns: 200 });
  });
});
