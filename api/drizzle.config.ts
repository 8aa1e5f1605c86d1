import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './api/src/modules/schema.ts',
  out: './api/drizzle',
});
