/**
 * The documentation cannot drift from the repository: every relative link in README.md and
 * docs/*.md resolves to a file (and, for a Markdown target, to a heading's anchor, slugged as
 * GitHub does with github-slugger); every shell block's `npm run`/`npm <lifecycle>` names a
 * script of package.json and every `bash`/`tsx`/`node` file exists; the configuration table and
 * .env.example name exactly the variables of lib/env.ts's schema; README.md stays ≤ 200 lines.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from '@/lib/env';

const ROOT = path.resolve(__dirname, '..');
const DOCS = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const read = (rel: string) => readFileSync(path.join(ROOT, rel), 'utf8');
const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);

/** The text outside fenced code blocks. */
function withoutFences(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** The text outside fenced code blocks, with inline code blanked (links there are examples, not links). */
export function prose(markdown: string): string {
  return withoutFences(markdown).replace(/`[^`\n]*`/g, '``');
}

/** Targets of inline Markdown links `[text](target)` in prose. */
export function linkTargets(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\[[^\]\n]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!);
}

/** Anchors of a Markdown file's headings, as GitHub makes them (repeats get -1, -2 …). */
export function anchors(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const out = new Set<string>();
  for (const m of withoutFences(markdown).replace(/`([^`\n]*)`/g, '$1').matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) out.add(slugger.slug(m[1]!));
  return out;
}

/** Fenced shell blocks (bash, sh, shell, console), without their comments. */
function shellBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```(?:bash|sh|shell|console)\n([\s\S]*?)^```$/gm)]
    .map((m) => m[1]!.split('\n').map((l) => l.replace(/(^|\s)#.*$/, '')).join('\n'));
}

describe('README.md and docs/', () => {
  it('README.md is at most 200 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(200);
  });

  it.each(DOCS)('every relative link in %s resolves (file and anchor)', (doc) => {
    const broken: string[] = [];
    for (const target of linkTargets(read(doc))) {
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // http:, https:, mailto:
      const [file = '', anchor] = target.split('#');
      const resolved = file ? path.resolve(path.dirname(path.join(ROOT, doc)), decodeURIComponent(file)) : path.join(ROOT, doc);
      if (!resolved.startsWith(ROOT) || !existsSync(resolved)) { broken.push(`${target}: no such file`); continue; }
      if (anchor && resolved.endsWith('.md') && statSync(resolved).isFile() && !anchors(readFileSync(resolved, 'utf8')).has(anchor)) broken.push(`${target}: no heading with this anchor`);
    }
    expect(broken).toEqual([]);
  });

  it.each(DOCS)('every shell block in %s names scripts and files that exist', (doc) => {
    const missing: string[] = [];
    for (const block of shellBlocks(read(doc))) {
      for (const m of block.matchAll(/\bnpm run(?: --silent)? ([\w:.-]+)/g)) if (!scripts.includes(m[1]!)) missing.push(`npm run ${m[1]}`);
      for (const m of block.matchAll(/\bnpm (test|start)\b/g)) if (!scripts.includes(m[1]!)) missing.push(`npm ${m[1]}`);
      for (const m of block.matchAll(/\b(?:bash|tsx|node)\s+((?:\.\/)?[\w./-]+\.(?:sh|ts|mjs|js))\b/g)) if (!existsSync(path.join(ROOT, m[1]!))) missing.push(m[1]!);
      for (const m of block.matchAll(/-f\s+(deploy\/[\w./-]+)/g)) if (!existsSync(path.join(ROOT, m[1]!))) missing.push(m[1]!);
    }
    expect(missing).toEqual([]);
  });

  it('every shell block runs something the repository or the system provides', () => {
    const known = /^(?:[A-Z_]+=\S*\s+)*(?:npm|npx|bash|node|curl|psql|pg_dump|pg_restore|haproxy|printf|openssl|export|cd|git|redis-cli|sudo|apt-get|PORT=|E2E_PORT_BASE=)/;
    const unknown: string[] = [];
    for (const doc of DOCS) {
      for (const block of shellBlocks(read(doc))) {
        const lines = block.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
        // Continuation lines of a command (after a trailing backslash) are its arguments.
        const commands = lines.filter((_, i) => i === 0 || !lines[i - 1]!.endsWith('\\'));
        for (const c of commands) if (!known.test(c)) unknown.push(`${doc}: ${c}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('docs/configuration.md lists exactly the variables of lib/env.ts', () => {
    const doc = read('docs/configuration.md');
    const table = doc.slice(doc.indexOf('## Variables'), doc.indexOf('\n## ', doc.indexOf('## Variables') + 1));
    const documented = [...table.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((m) => m[1]!);
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual([...ENV_VARIABLES].sort());
  });

  it('.env.example lists the same variables as docs/configuration.md', () => {
    const names = [...read('.env.example').matchAll(/^(?:# )?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);
    expect([...new Set(names)].sort()).toEqual([...ENV_VARIABLES].sort());
  });
});

describe('the link and anchor readers', () => {
  it('find a link in prose, not in code, and slug headings as GitHub does', () => {
    const md = '# Cost (`lib/cost`)\n\nSee [the API](api.md#post-apichat).\n\n```bash\n[not](a-link.md)\n```\n\nAnd `[nor](this.md)`.\n\n## Cost (`lib/cost`)\n';
    expect(linkTargets(md)).toEqual(['api.md#post-apichat']);
    expect([...anchors(md)]).toEqual(['cost-libcost', 'cost-libcost-1']);
  });

  it('generated: a link survives any prose around it and vanishes inside a code fence', () => {
    const word = fc.stringMatching(/^[a-z]{1,8}$/);
    fc.assert(fc.property(fc.array(word, { maxLength: 6 }), word, fc.array(word, { maxLength: 6 }), (before, name, after) => {
      const link = `[${name}](${name}.md#${name})`;
      expect(linkTargets(`${before.join(' ')} ${link} ${after.join(' ')}`)).toEqual([`${name}.md#${name}`]);
      expect(linkTargets(`${before.join(' ')}\n\n\`\`\`text\n${link}\n\`\`\`\n${after.join(' ')}`)).toEqual([]);
    }));
  });
});
