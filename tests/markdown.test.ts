/**
 * Markdown as documentation authors write it, rendered by components/Markdown.tsx and chunked by
 * lib/content/chunk.ts from the same parse (lib/markdown): GFM, MkDocs and GitHub callouts, file
 * includes, heading ids, links between imported files, left-to-right code. Example tests beside
 * generated variants (fast-check) for the kinds: heading texts, titles, MkDocs syntax.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import fc from 'fast-check';
import type { Element, Root as HastRoot } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString as hastToString } from 'hast-util-to-string';
import { describe, expect, test } from 'vitest';
import { Markdown } from '@/components/Markdown';
import { chunkDocument, titleOf } from '@/lib/content';
import { cleanTitle, folderLinkResolver, hasLineBreak, normalizeMkdocs, type SiteMarkdownOptions } from '@/lib/markdown';

const render = (md: string, options?: SiteMarkdownOptions) => renderToStaticMarkup(createElement(Markdown, { options, children: md }));

function elements(html: string): Element[] {
  const out: Element[] = [];
  const walk = (n: HastRoot | Element) => n.children.forEach((c) => { if (c.type === 'element') { out.push(c); walk(c); } });
  walk(fromHtml(html, { fragment: true }));
  return out;
}

describe('GFM', () => {
  test('tables, task lists, footnotes and strikethrough render as elements, not pipes and brackets', () => {
    const html = render('| Option | Default |\n| --- | ---: |\n| `workers` | 4 |\n\n- [x] done\n- [ ] open\n\nA claim.[^src] ~~old~~\n\n[^src]: The source.');
    expect(html).toContain('<table>');
    expect(html).toMatch(/<td><code dir="ltr">workers<\/code><\/td><td style="text-align:right">4<\/td>/);
    expect(html).not.toContain('| ---');
    expect(html).toMatch(/<input type="checkbox" disabled="" checked=""\/> done/);
    expect(html).toContain('<section data-footnotes="true" class="footnotes">');
    expect(html).toContain('href="#user-content-fn-src"');
    expect(html).toContain('<del>old</del>');
  });
});

describe('callouts', () => {
  test('pymdownx.blocks: default and written titles, inline Markdown in the title, nesting by fence length', () => {
    const html = render([
      '/// tip', '', 'Plain tip.', '', '///', '',
      '/// note | `async` Technical Details', '', 'Details.', '', '///', '',
      '//// tab | Python 3.10+', '', '/// warning', '', 'Nested.', '', '///', '', '```python', 'x = 1', '```', '', '////',
      '', '/// note |', '', 'No title at all.', '', '///',
    ].join('\n'));
    expect(html).toContain('<aside class="callout callout-tip" data-callout="tip"><p class="callout-title">Tip</p><p>Plain tip.</p></aside>');
    expect(html).toContain('<p class="callout-title"><code dir="ltr">async</code> Technical Details</p><p>Details.</p>');
    expect(html).toMatch(/<section class="md-tab"><p class="md-tab-title">Python 3.10\+<\/p><aside class="callout callout-warning" data-callout="warning"><p class="callout-title">Warning<\/p><p>Nested.<\/p><\/aside>\s*<pre dir="ltr">/);
    expect(html).toContain('<aside class="callout callout-note" data-callout="note"><p>No title at all.</p></aside>');
    expect(html).not.toMatch(/\/\/\/|\uE000/);
  });

  test('classic admonitions, collapsible blocks, content tabs and GitHub alerts', () => {
    const html = render([
      '!!! warning "Careful"', '    First line.', '', '    - a list', '', '    ```bash', '    rm -rf build', '    ```', '',
      'After.', '',
      '??? question "Why?"', '    Because.', '',
      '???+ note', '    Open by default.', '',
      '=== "macOS"', '    Use brew.', '',
      '> [!CAUTION]', '> Mind the gap.',
      '', '- item', '', '    !!! danger', '        Inside a list item.',
    ].join('\n'));
    expect(html).toMatch(/<aside class="callout callout-warning" data-callout="warning"><p class="callout-title">Careful<\/p><p>First line.<\/p>\s*<ul>\s*<li>a list<\/li>\s*<\/ul>\s*<pre dir="ltr"><code dir="ltr" class="language-bash">rm -rf build\n<\/code><\/pre><\/aside>\s*<p>After.<\/p>/);
    expect(html).toContain('<details class="callout callout-tip" data-callout="question"><summary class="callout-title">Why?</summary><p>Because.</p></details>');
    expect(html).toContain('<details class="callout callout-note" data-callout="note" open=""><summary class="callout-title">Note</summary>');
    expect(html).toContain('<section class="md-tab"><p class="md-tab-title">macOS</p><p>Use brew.</p></section>');
    expect(html).toContain('<aside class="callout callout-warning" data-callout="caution"><p class="callout-title">Caution</p><p>Mind the gap.</p></aside>');
    expect(html).toMatch(/<li>\s*<p>item<\/p>\s*<aside class="callout callout-danger" data-callout="danger"><p class="callout-title">Danger<\/p><p>Inside a list item.<\/p><\/aside>\s*<\/li>/);
  });

  test('syntax inside code stays code; unknown block names and stray fences stay text', () => {
    const code = '```markdown\n/// tip\n!!! note\n{* file.py *}\n///\n```';
    expect(render(code)).toContain('<code dir="ltr" class="language-markdown">/// tip\n!!! note\n{* file.py *}\n///\n</code>');
    expect(render('/// unknownblock\n\ntext\n\n///')).toBe('<div class="prose-entry"><p>/// unknownblock</p>\n<p>text</p>\n<p>///</p></div>');
    // An unclosed block runs to the end of the document (pymdownx.blocks).
    expect(render('/// tip\n\nunclosed')).toContain('<aside class="callout callout-tip" data-callout="tip"><p class="callout-title">Tip</p><p>unclosed</p></aside>');
  });

  test('raw HTML in a callout title or body is dropped, unsafe URLs emptied', () => {
    const html = render('/// tip | <script>alert(1)</script> title\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>\n\n///');
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    // What is left of a script element is its text, escaped and inert (as everywhere: tests/markdown-xss.test.ts).
    expect(html).toContain('<p class="callout-title">alert(1) title</p>');
  });
});

describe('includes and terminal blocks', () => {
  test('file-include lines become a note naming the file, never raw braces', () => {
    const html = render('Intro.\n{* ../../docs_src/first_steps/tutorial001_py310.py hl[3] *}\nAfter.\n\n--8<-- "snippets/setup.md"', { includeNote: 'Code example {file} (not on this site)' });
    expect(html).toContain('<aside class="md-include" data-include="docs_src/first_steps/tutorial001_py310.py"><p>Code example <code dir="ltr">docs_src/first_steps/tutorial001_py310.py</code> (not on this site)</p></aside>');
    expect(html).toContain('data-include="snippets/setup.md"');
    expect(html).not.toMatch(/\{\*|\*\}|8&lt;/);
    expect(html).toMatch(/<p>Intro.<\/p>[^]*<p>After.<\/p>/);
    // Passages leave the note out.
    expect(chunkDocument({ title: 'T', markdown: 'Intro.\n\n{* ../x.py *}\n\nAfter.' })[0]!.content).toBe('T\n\nIntro.\n\nAfter.');
  });

  test('markup inside a code block wrapped in raw HTML (a terminal widget) becomes its text; the wrapper is dropped', () => {
    const html = render('<div class="termy">\n\n```console\n$ <font color="#4E9A06">fastapi</font> dev &apos;main.py&apos;\n<span style="color: green;">INFO</span>: ok\n```\n\n</div>');
    expect(html).toContain('<pre dir="ltr"><code dir="ltr" class="language-console">$ fastapi dev &#x27;main.py&#x27;\nINFO: ok\n</code></pre>');
    expect(html).not.toContain('termy');
    // Code that merely shows HTML keeps it.
    expect(render('```html\n<b>bold</b>\n```')).toContain('&lt;b&gt;bold&lt;/b&gt;');
  });
});

describe('code direction', () => {
  test('block and inline code are left-to-right inside a right-to-left text', () => {
    const html = renderToStaticMarkup(createElement('div', { dir: 'rtl' }, createElement(Markdown, null, 'برای نصب `pip install scrapling` را اجرا کنید:\n\n```python\nprint("سلام", [1, 2])\n```')));
    const code = elements(html).filter((e) => e.tagName === 'code' || e.tagName === 'pre');
    expect(code).toHaveLength(3);
    expect(code.every((e) => e.properties.dir === 'ltr')).toBe(true);
  });
});

describe('links between imported files', () => {
  const targets = new Map([['tutorial/first-steps.md', '/fa/docs/api/tutorial-first-steps'], ['tutorial/security/index.md', '/fa/docs/api/tutorial-security-index'], ['README.md', '/fa/docs/api/readme']]);
  const resolveLink = folderLinkResolver('tutorial/body.md', targets);

  test('resolved against the linking file by URL rules; fragments kept; missing files become text', () => {
    expect(resolveLink('first-steps.md#check-it')).toBe('/fa/docs/api/tutorial-first-steps#check-it');
    expect(resolveLink('./first-steps.md')).toBe('/fa/docs/api/tutorial-first-steps');
    expect(resolveLink('../tutorial/security/')).toBe('/fa/docs/api/tutorial-security-index');
    expect(resolveLink('security')).toBe('/fa/docs/api/tutorial-security-index');
    expect(resolveLink('../README_DE.md')).toBe('/fa/docs/api/readme');
    expect(resolveLink('../python-types.md#type-hints')).toBeNull();
    expect(resolveLink('../img/diagram.png')).toBeNull();
    for (const kept of ['https://fastapi.tiangolo.com/', '/fa/cv', '#local', 'mailto:a@example.com']) expect(resolveLink(kept)).toBeUndefined();
  });

  test('rendered: links and reference definitions rewritten, unresolved ones plain text, missing images dropped', () => {
    const html = render('See [the first steps](first-steps.md#check-it), [types](../python-types.md), [ref][r] and [gone][g].\n\n![diagram](../img/d.png)\n\n[r]: first-steps.md\n[g]: ../missing.md', { resolveLink });
    expect(html).toContain('<a href="/fa/docs/api/tutorial-first-steps#check-it">the first steps</a>');
    expect(html).toContain(', types, <a href="/fa/docs/api/tutorial-first-steps">ref</a> and gone.');
    expect(html).not.toMatch(/<img|href=""/);
  });
});

describe('heading ids', () => {
  test('an attr_list id is the id as written and leaves the heading text; other headings get GitHub\'s slugs, unique per page', () => {
    const html = render('# First Steps { #first-steps }\n\n## Erste Schritte {#check-it .x data-a=1}\n\n## Setup\n\n## Setup\n\n## جست‌وجوی فارسی\n\n## Dict {str: int}');
    const ids = elements(html).filter((e) => /^h\d$/.test(e.tagName)).map((e) => [e.properties.id, hastToString(e)]);
    expect(ids).toEqual([
      ['first-steps', 'First Steps'], ['check-it', 'Erste Schritte'], ['setup', 'Setup'], ['setup-1', 'Setup'],
      ['جستوجوی-فارسی', 'جست‌وجوی فارسی'], ['dict-str-int', 'Dict {str: int}'],
    ]);
  });

  // Heading texts as documentation has them: words in several scripts, inline code and emphasis,
  // punctuation, repeats, and sometimes an attr_list id.
  const word = fc.oneof(
    fc.stringMatching(/^[A-Za-z][a-z]{0,9}$/), fc.constantFrom('جست‌وجو', 'поиск', '检索', 'खोज', 'Größe', '3.10+', 'C#', 'v2', 'self-hosted'),
    fc.stringMatching(/^[a-z]{1,6}$/).map((w) => `\`${w}()\``), fc.stringMatching(/^[a-z]{1,6}$/).map((w) => `*${w}*`),
    fc.constantFrom('&', '-', '(beta)', '"quoted"', 'it\'s', ':', '?', '—'),
  );
  const headingText = fc.tuple(fc.array(word, { minLength: 1, maxLength: 5 }), fc.option(fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/), { nil: undefined }))
    .map(([words, id]) => `${words.join(' ')}${id ? ` { #${id} }` : ''}`);

  test('a written id used twice: the second heading takes "-1", and each passage points at its own heading', () => {
    const filler = 'Passages need enough prose to stand on their own, so every section carries this paragraph about retrieval and ranking. '.repeat(3);
    const md = [filler, '## جست‌وجو { #u }', filler, '## `a()` { #u }', filler].join('\n\n');
    const ids = elements(render(md)).filter((e) => /^h\d$/.test(e.tagName)).map((e) => String(e.properties.id));
    expect(ids).toEqual(['u', 'u-1']);
    expect(chunkDocument({ title: 'Doc', markdown: md }).filter((c) => c.heading).map((c) => c.anchor)).toEqual(['u', 'u-1']);
  });

  test('generated headings: every passage\'s anchor is the id of the rendered heading it starts under', () => {
    const filler = 'Passages need enough prose to stand on their own, so every section carries this paragraph about retrieval and ranking. '.repeat(3);
    fc.assert(fc.property(fc.array(fc.tuple(fc.integer({ min: 2, max: 4 }), headingText), { minLength: 1, maxLength: 8 }), (sections) => {
      // An introduction long enough that the first heading starts a passage of its own.
      const md = [filler, ...sections.map(([depth, text]) => `${'#'.repeat(depth)} ${text}\n\n${filler}`)].join('\n\n');
      const headings = new Map(elements(render(md)).filter((e) => /^h\d$/.test(e.tagName)).map((e) => [String(e.properties.id), cleanTitle(hastToString(e))]));
      const passages = chunkDocument({ title: 'Doc', markdown: md }).filter((c) => c.heading);
      expect(passages).toHaveLength(sections.length);
      for (const c of passages) {
        expect(headings.has(c.anchor), `#${c.anchor} in ${[...headings.keys()].join(' ')}`).toBe(true);
        expect(headings.get(c.anchor)).toBe(cleanTitle(c.heading.split(' › ').at(-1)!));
      }
    }), { numRuns: 100 });
  });
});

describe('titles', () => {
  const breaks = fc.constantFrom('\n', '\r\n', '\r', '\u2028', '\u2029', '\u0085', '\v', '\f');
  const piece = fc.stringMatching(/^[A-Za-z0-9 .,'-]{1,20}$/);
  const multiLine = fc.tuple(fc.array(fc.tuple(piece, breaks), { minLength: 1, maxLength: 4 }), piece).map(([parts, last]) => parts.map(([p, b]) => p + b).join('') + last);

  test('generated documents: a title never contains a line break, from front matter, heading, HTML <h1> or file name', () => {
    fc.assert(fc.property(multiLine, piece, fc.stringMatching(/^[a-z][a-z_-]{0,15}$/), (text, other, file) => {
      const candidates = [
        titleOf({ title: text }, '', `${file}.md`, 'docs'),
        titleOf({}, `${text.replace(/[\r\n]+/g, '\n')}\n===\n\n${other}`, `${file}.md`, 'docs'), // setext heading over several lines
        titleOf({}, `# ${text.replace(/[\r\n\v\f]/g, ' ')}\n\n${other}`, `${file}.md`, 'docs'),
        titleOf({}, `<h1 align="center">\n${text}\n</h1>\n\n${other}`, `${file}.md`, 'docs'),
        titleOf({}, `\`\`\`python\n# ${text}\n\`\`\`\n\n${other}`, `${file}.md`, 'docs'), // a comment in code is no title
        titleOf({}, other, `${file}\n${other}.md`, 'docs'),
      ];
      for (const t of candidates) {
        expect(hasLineBreak(t), JSON.stringify(t)).toBe(false);
        expect(t).toBe(t.trim());
        expect(t.length).toBeGreaterThan(0);
      }
      expect(candidates[4]).toBe(cleanTitle(file.replace(/[-_]+/g, ' ')).replace(/^./, (c) => c.toUpperCase()));
    }), { numRuns: 200 });
  });
});

describe('MkDocs syntax, generated', () => {
  const line = fc.oneof(
    fc.constantFrom('/// tip', '/// note | A title', '//// tab | Py', '///', '////', '!!! warning', '??? note "T"', '=== "Tab"', '{* ../x.py *}', '--8<-- "a.md"', '```', '~~~', '    indented', '> quote', '- item', '# Heading { #h }', '<div class="termy">', '</div>', ''),
    fc.stringMatching(/^[A-Za-z ,.]{0,30}$/),
  );
  test('any mix of lines renders without throwing, and the normalizer\'s markers never reach the page', () => {
    fc.assert(fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
      const md = lines.join('\n');
      const html = render(md);
      expect(html).not.toContain('\uE000');
      expect(chunkDocument({ title: 'T', markdown: md }).map((c) => c.content).join('')).not.toContain('\uE000');
    }), { numRuns: 300 });
  });

  test('a document without MkDocs syntax is left exactly as written', () => {
    fc.assert(fc.property(fc.string(), (s) => {
      fc.pre(!/^[ \t]*(?:\/{3}|!!!|\?\?\?|===|\{\*|-+8<)/m.test(s));
      expect(normalizeMkdocs(s)).toBe(s);
    }), { numRuns: 300 });
  });
});
