// The database and settings a benchmark runs the app on: the scratch PostgreSQL it is given
// (BENCH_DATABASE_URL or DATABASE_URL), or else a fresh in-memory PGlite.
import { randomBytes } from 'node:crypto'
import { parseEnv } from '../packages/server/src/config/env.ts'
import { openDatabase } from '../packages/server/src/db/client.ts'

/** The scratch PostgreSQL at `databaseUrl`, or a fresh PGlite when there is none. */
export function openBenchDatabase(databaseUrl: string | null, pgliteDataDir: string | null = null) {
  return openDatabase(
    databaseUrl
      ? { kind: 'postgresql', url: databaseUrl }
      : { kind: 'pglite', dataDir: pgliteDataDir },
  )
}

/** Production settings with fresh secrets and silent logs, on `databaseUrl` when given. */
export function productionBenchEnv(databaseUrl: string | null) {
  return parseEnv({
    APP_ENV: 'production',
    PUBLIC_FORM_SECRET: randomBytes(32).toString('base64'),
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    DATA_ENCRYPTION_KEY: process.env.DATA_ENCRYPTION_KEY ?? randomBytes(32).toString('base64'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  })
}

/**
 * Test settings with silent logs, on `databaseUrl` when given: production would demand secrets
 * (DATA_ENCRYPTION_KEY) a benchmark of the API has no use for.
 */
export function testBenchEnv(databaseUrl: string | null, settings: Record<string, string> = {}) {
  return parseEnv({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...settings,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  })
}
