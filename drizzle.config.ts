import { defineConfig } from 'drizzle-kit';

// Only used to *generate* migrations; they are applied by lib/db (both drivers), see stack notes §3.4.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});
