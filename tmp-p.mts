import { matchRefusalPattern } from '@/lib/refusal';
import { authorTerms } from '@/lib/profile';
const base: any = { headline: { en: 'x' }, nameForms: [], pronouns: ['she', 'her', 'او'], location: {}, contact: {}, links: [], suggestions: {} };
const first = (full: string) => full.split(' ')[0]!;
const asks = [
  (full: string) => `What are ${first(full)}'s rates?`,
  (full: string) => `How much does ${full} charge?`,
  (full: string) => `هزینه کار با ${full} چقدر است؟`,
  (full: string) => `هزینه پروژه با ${first(full)} چقدر است؟`,
];
const words = ['شامل','پوشش','تکیه','دربر','مبتنی','Cover','Span','Basa','Apoya','Cobre','Deckt','Beruht','Basiert','Inclut','Входит','Включа','कवर','शामिल','निर्भर','包括','基于'];
for (const w of words) for (const name of [`${w} Zed`, `Zed ${w}`, `${w} ${w}`]) {
  const who = authorTerms({ ...base, name: { en: name } });
  for (const ask of asks) {
    const r = matchRefusalPattern(ask(name), { authorNames: who.names });
    if (r !== 'engagement') console.log(JSON.stringify(name), '|', ask(name), '→', r, '| without author:', matchRefusalPattern(ask(name), { authorNames: [] }));
  }
}
