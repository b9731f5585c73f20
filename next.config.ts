import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { ACTION_BODY_LIMIT_BYTES } from './lib/admin/limits';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite loads its WASM and pgvector bundle from node_modules at run time; keep them unbundled.
  serverExternalPackages: ['@electric-sql/pglite', '@electric-sql/pglite-pgvector', 'proper-lockfile'],
  poweredByHeader: false,
  // The admin editor checks a save against the same limit before sending (lib/admin/limits.ts).
  experimental: { serverActions: { bodySizeLimit: ACTION_BODY_LIMIT_BYTES } },
};

export default withNextIntl(nextConfig);
