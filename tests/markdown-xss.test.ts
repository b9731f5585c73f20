/**
 * Entry Markdown renders inert on public pages: raw HTML is dropped (no rehype-raw; `skipHtml`),
 * and link/image URLs other than http(s), mailto, site paths and anchors are emptied.
 * Payloads from the OWASP XSS filter-evasion cheat sheet, in Markdown and HTML form.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { Markdown } from '@/components/Markdown';
import { droppedUrls, parseMarkdown, safeMarkdownUrl } from '@/lib/markdown';

const render = (md: string) => renderToStaticMarkup(createElement(Markdown, null, md));

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click]( javascript:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](java\tscript:alert(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](vbscript:msgbox(1))',
  '![x](javascript:alert(1))',
  '![x](x" onerror="alert(1))',
  '[ref]\n\n[ref]: javascript:alert(1)',
  '<details open ontoggle=alert(1)>',
  'text <b onmouseover=alert(1)>bold</b> more',
  '<style>body{background:url(javascript:alert(1))}</style>',
];

describe('Markdown renders XSS payloads inert', () => {
  for (const p of PAYLOADS) {
    test(JSON.stringify(p), () => {
      const html = render(p);
      expect(html).not.toMatch(/<(script|iframe|svg|style|details|b)\b/i);
      // Inside tags only: the payload may survive as visible, escaped text, which is inert.
      const tags = html.match(/<[^>]*>/g) ?? [];
      for (const tag of tags) {
        expect(tag).not.toMatch(/\son[a-z]+=/i);
        expect(tag).not.toMatch(/(href|src)="\s*(javascript|vbscript|data):/i);
        expect(tag).not.toMatch(/(href|src)="[^"]*&#/i);
      }
    });
  }

  test('ordinary Markdown still renders: links, emphasis, lists', () => {
    const html = render('A [link](https://example.com/a?b=1) and *emphasis*.\n\n- one\n- two\n\n[mail](mailto:a@example.com) [here](/en/cv#x)');
    expect(html).toContain('<a href="https://example.com/a?b=1">link</a>');
    expect(html).toContain('<em>emphasis</em>');
    expect(html).toContain('<li>two</li>');
    expect(html).toContain('href="mailto:a@example.com"');
    expect(html).toContain('href="/en/cv#x"');
  });

  test('the text of an HTML payload is not turned into markup', () => {
    expect(render('<script>alert(1)</script>')).not.toContain('alert(1)</script>');
  });
});

/**
 * Issue 23, kind 4 (after apostrophecms/sanitize-html#171): a protocol-relative URL passed the
 * old prefix rule as a "site path". Whatever is kept must either carry an http(s)/mailto scheme
 * or, resolved as a browser would against the page, stay on the site.
 */
describe('links that leave the site without a scheme are dropped (URL parser, not a prefix)', () => {
  const SITE = 'https://portfolio.example/en/cv';
  const urls = (html: string) => [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
  const leaves = (u: string) => !/^(https?|mailto):/i.test(u) && new URL(u, SITE).origin !== new URL(SITE).origin;

  test.each([
    ['link', '[x](//evil.example/x)'],
    ['image', '![x](//evil.example/x.png)'],
    ['reference', '[x][r]\n\n[r]: //evil.example/x'],
    ['backslash form', '[x](/\\evil.example/x)'],
  ])('%s: //evil.example/x is not kept', (_kind, md) => {
    for (const u of urls(render(md))) expect(leaves(u), u).toBe(false);
  });

  test('site paths, anchors, queries and written-out external links are kept', () => {
    const html = render('[a](/en/cv#x) [b](#top) [c](?q=1) [d](https://example.com/x) [e](mailto:a@example.com) ![f](/images/a.png)');
    expect([...new Set(urls(html))].sort()).toEqual(['#top', '/en/cv#x', '/images/a.png', '?q=1', 'https://example.com/x', 'mailto:a@example.com']);
  });

  test('generated variants: slashes, backslashes, whitespace and case before a host never leave the site', () => {
    const lead = fc.constantFrom('//', '/\\', '\\\\', '\\/', ' //', '\t//', '///', '/\t/', '%2F%2F', '/%2F');
    const host = fc.domain();
    const path = fc.webPath();
    const form = fc.constantFrom('link', 'image', 'reference');
    fc.assert(
      fc.property(lead, host, path, form, (l, h, p, f) => {
        const url = `${l}${h}${p}`;
        const md = f === 'link' ? `[x](<${url}>)` : f === 'image' ? `![x](<${url}>)` : `[x][r]\n\n[r]: <${url}>`;
        for (const u of urls(render(md))) expect(leaves(u), `${JSON.stringify(url)} kept as ${u}`).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

/** Issue 23, kind 15: the editor names the links the site drops (lib/markdown `droppedUrls`), instead of dropping them silently. */
describe('the links the site drops are named for the editor', () => {
  test('a javascript: link, a protocol-relative image and a vbscript: reference are listed; site and web links are not', () => {
    expect(droppedUrls('[a](javascript:alert(1)) [b](/en/cv) ![c](//evil.example/x.png) [e](https://example.com) [d][r]\n\n[r]: vbscript:x', parseMarkdown))
      .toEqual(['javascript:alert(1)', '//evil.example/x.png', 'vbscript:x']);
  });

  test('property: a URL is listed exactly when the rendered page leaves it out', () => {
    const url = fc.oneof(
      fc.constantFrom('javascript:alert(1)', 'JAVASCRIPT:x', 'data:text/html,x', 'vbscript:x', '//evil.example/a', '/\\evil.example', 'file:///etc/passwd'),
      fc.webUrl(), fc.webPath().map((p) => `/${p.replace(/^\/+/, '')}`), fc.emailAddress().map((e) => `mailto:${e}`),
    );
    fc.assert(fc.property(url, fc.constantFrom('link', 'image'), (u, form) => {
      const md = form === 'link' ? `[x](<${u}>)` : `![x](<${u}>)`;
      const listed = droppedUrls(md, parseMarkdown).length > 0;
      expect(listed).toBe(safeMarkdownUrl(u) === '');
    }), { numRuns: 200 });
  });
});
