import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/server/src/db/schema/schema.ts',
  out: './packages/server/src/db/migrations',
  casing: 'snake_case',
})
