import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite loads its WASM and pgvector bundle from node_modules at run time; keep them unbundled.
  serverExternalPackages: ['@electric-sql/pglite', '@electric-sql/pglite-pgvector', 'proper-lockfile'],
  poweredByHeader: false,
};

export default withNextIntl(nextConfig);
