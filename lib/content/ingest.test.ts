/** The ingest rules on small examples, and on generated documents (fast-check). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkDocument } from './chunk';
import { countByRule, ingestDrops } from './ingest';

const passages = (markdown: string) => chunkDocument({ title: 'T', markdown }).map((c) => c.content).join('\n\n');
const rulesOf = (markdown: string) => ingestDrops(markdown).map((d) => d.rule);

describe('ingest rules, one example each', () => {
  it('link-section: a sponsor heading over a logo wall and an "advertise here" line goes, heading and all', () => {
    const md = [
      '## Setup', '', 'Install the package and run the crawler from the command line.', '',
      '## Top Sponsors', '',
      `<div align="center">\n${['a', 'b', 'c', 'd', 'e'].map((x) => `  <a href="https://${x}.example"><img src="${x}.png"></a>`).join('\n')}\n</div>`, '',
      '<i><sub>Do you want to show your ad here? Click [here](https://x.example), choose a plan!</sub></i>', '',
      '## Key Features', '', 'The spider resumes a paused crawl from its last checkpoint.',
    ].join('\n');
    expect(rulesOf(md)).toEqual(['link-section']);
    const text = passages(md);
    expect(text).not.toMatch(/Sponsors|show your ad/);
    expect(text).toContain('The spider resumes a paused crawl from its last checkpoint.');
    // The feature section is named by its own heading, not by the sponsor heading above it.
    expect(chunkDocument({ title: 'T', markdown: md }).map((c) => c.heading).join('|')).not.toContain('Sponsors');
  });

  it('link-section: a section that is one screenshot goes; one that says something beside its image stays', () => {
    expect(rulesOf('## Screenshot\n\n![The shell](shell.png)\n\n## Next\n\nText.')).toEqual(['link-section']);
    const kept = '## See it in action\n\nOpen the interactive docs at [localhost](http://127.0.0.1:8000/docs).\n\n![Docs](docs.png)';
    expect(rulesOf(kept)).toEqual(['image-only']);
    expect(passages(kept)).toContain('Open the interactive docs at localhost.');
  });

  it('link-section: a sentence of its own under a badge row keeps the section (and the title)', () => {
    const md = '# MyProject\n\n[![CI](https://ci.example/b.svg)](https://ci.example) [![PyPI](https://pypi.example/b.svg)](https://pypi.example) [![Docs](https://d.example/b.svg)](https://d.example)\n\nMyProject parses feeds quickly.';
    expect(rulesOf(md)).toEqual(['badges']);
    expect(passages(md)).toContain('MyProject parses feeds quickly.');
    expect(passages(md)).not.toMatch(/CI|PyPI|Docs/);
  });

  it('badges: a row of linked images, in Markdown or HTML', () => {
    expect(rulesOf('Intro sentence here.\n\n[![Tests](t.svg)](https://t.example) [![PyPI version](p.svg)](https://p.example)')).toEqual(['badges']);
    expect(rulesOf('<p align="center">\n  <a href="https://t.example"><img alt="Tests" src="t.svg"></a>\n  <a href="https://p.example"><img alt="PyPI" src="p.svg"></a>\n</p>')).toEqual(['badges']);
  });

  it('image-only: one image with nothing else; an image inside a sentence is not a block of its own', () => {
    expect(rulesOf('![Swagger UI](https://example.com/swagger.png)')).toEqual(['image-only']);
    expect(rulesOf('The chart ![trend](t.png) shows steady growth over the year.')).toEqual([]);
  });

  it('link-list: a list of bare links and a bar of links are navigation', () => {
    expect(rulesOf('Text before.\n\n- [Home](/)\n- [Guide](/guide)\n- [API](/api)')).toEqual(['link-list']);
    expect(rulesOf('[Home](/) · [Guide](/guide) | [API](/api)')).toEqual(['link-list']);
    expect(rulesOf('<p><a href="/">Home</a> &middot; <a href="/guide">Guide</a></p>')).toEqual(['link-list']);
  });

  it('link-list: kept when a sentence introduces it, when items say something, or when the links name code', () => {
    expect(rulesOf('Each session is one of:\n\n- [FetcherSession](a.md)\n- [AsyncDynamicSession](b.md)\n- [AsyncStealthySession](c.md)')).toEqual([]);
    expect(rulesOf('- Report bugs and suggest features through [GitHub Issues](https://x)\n- Star the [repository](https://y) if it helped you')).toEqual([]);
    expect(rulesOf('- [`Fetcher`](a.md)\n- [`Spider`](b.md)')).toEqual([]);
  });

  it('the stored Markdown is not changed: only passages lose the blocks', () => {
    const md = '## Sponsors\n\n[![A](a.png)](https://a) [![B](b.png)](https://b)\n\n## Use\n\nCall the fetcher with a URL and read the page.';
    const before = md.slice();
    chunkDocument({ title: 'T', markdown: md });
    expect(md).toBe(before);
    expect(countByRule(ingestDrops(md))).toEqual({ 'link-section': 1, badges: 0, 'image-only': 0, 'link-list': 0 });
  });
});

// Generated documents: prose sections (each with a plain sentence of its own) with badge rows and
// link lists injected between paragraphs, and sponsor sections (logos + an optional short
// "advertise here" line with a link). Prose and boilerplate use disjoint vocabularies, so
// "appears in a passage" is an exact test.
const proseWord = fc.constantFrom('crawler', 'session', 'parser', 'proxy', 'request', 'page', 'selector', 'spider', 'cache', 'retry', 'header', 'cookie');
const boilerWord = fc.constantFrom('zqalpha', 'zqbeta', 'zqgamma', 'zqdelta', 'zqomega', 'zqsigma');
const sentence = fc.array(proseWord, { minLength: 6, maxLength: 14 }).map((ws) => `The ${ws.join(' ')} works.`);
const paragraph = fc.array(sentence, { minLength: 1, maxLength: 3 }).map((ss) => ss.join(' '));
const url = fc.integer({ min: 1, max: 999 }).map((n) => `https://example.com/${n}`);
const label = fc.array(boilerWord, { minLength: 1, maxLength: 2 }).map((ws) => ws.join(' '));
const badgeRow = fc.array(fc.tuple(label, url), { minLength: 2, maxLength: 6 }).map((bs) => bs.map(([l, u]) => `[![${l}](${u}.svg)](${u})`).join(' '));
const htmlLogos = fc.array(fc.tuple(label, url), { minLength: 2, maxLength: 8 })
  .map((bs) => `<div align="center">\n${bs.map(([l, u]) => `  <a href="${u}"><img alt="${l}" src="${u}.png"></a>`).join('\n')}\n</div>`);
const linkList = fc.array(fc.tuple(label, url), { minLength: 2, maxLength: 6 }).map((ls) => ls.map(([l, u]) => `- [${l}](${u})`).join('\n'));
const heading = fc.array(proseWord, { minLength: 1, maxLength: 3 }).map((ws) => ws.join(' '));
const injected = fc.oneof(badgeRow, linkList);
const proseSection = fc.record({ heading, paragraphs: fc.array(fc.tuple(paragraph, fc.option(injected, { nil: undefined })), { minLength: 1, maxLength: 3 }) })
  .map((s) => ({ kind: 'prose' as const, md: `## ${s.heading}\n\n${s.paragraphs.map(([p, inj]) => (inj ? `${p}\n\n${inj}` : p)).join('\n\n')}`, prose: s.paragraphs.map(([p]) => p) }));
const sponsorSection = fc.record({ heading: label, wall: fc.oneof(htmlLogos, badgeRow), ad: fc.option(fc.tuple(label, url), { nil: undefined }) })
  .map((s) => ({ kind: 'sponsor' as const, md: `## ${s.heading}\n\n${s.wall}${s.ad ? `\n\n<i><sub>Advertise ${s.ad[0]} [here](${s.ad[1]})!</sub></i>` : ''}`, prose: [] as string[] }));

describe('ingest rules on generated documents', () => {
  it('prose is kept and the injected badge rows, link lists and sponsor sections are dropped', () => {
    fc.assert(fc.property(fc.array(fc.oneof(proseSection, sponsorSection), { minLength: 1, maxLength: 6 }), (sections) => {
      const md = sections.map((s) => s.md).join('\n\n');
      const text = passages(md);
      for (const p of sections.flatMap((s) => s.prose)) {
        for (const sent of p.match(/[^.]+\./g)!) expect(text).toContain(sent.trim());
      }
      // Nothing of the boilerplate vocabulary reaches a passage: labels, alt texts, sponsor headings, ad lines.
      expect(text).not.toMatch(/zq[a-z]+|Advertise/);
      // Every sponsor section is counted once as a link section.
      expect(countByRule(ingestDrops(md))['link-section']).toBe(sections.filter((s) => s.kind === 'sponsor').length);
    }), { numRuns: 300 });
  });
});
