import type { FastifyInstance } from 'fastify'
import { buildApp, type BuildAppOptions } from './app.ts'
import { createSecretBox } from './auth/secret-box.ts'
import { EnvError, readProcessEnv, type Env } from './config/env.ts'
import { DataDirInUseError } from './db/data-dir-lock.ts'
import { openDatabase, type Database } from './db/client.ts'
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  ensureDefaultFeatureFlags,
  findDemoAccounts,
  seedDemoData,
  shouldSeedDemo,
} from './db/seed.ts'

// The steps of a start, shared by one process (main.ts) and a cluster (cluster/, decision 1297):
// the primary prepares the database and prints the banner, each worker serves.

export function printBanner(env: Env, seeded: boolean): void {
  const databaseLabel = env.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PGlite in ${env.dataDir}`
  // Demo sign-ins exist only in development and test (decision 903).
  const demoLines = env.hasDevConveniences
    ? [
        seeded
          ? '  Demo data is loaded. Sign in with:'
          : '  Demo sign-ins (when demo data is loaded):',
        ...DEMO_USERS.map(
          (user) => `    ${user.role.padEnd(7)} ${user.email}  /  ${DEMO_PASSWORD}`,
        ),
      ]
    : [`  Environment: ${env.appEnv}`]
  const workers = env.webConcurrency > 1 ? [`  Workers: ${env.webConcurrency}`] : []
  const lines = [
    '',
    `  Namefolio is running at ${env.publicUrl}`,
    `  Database: ${databaseLabel}`,
    ...workers,
    ...demoLines,
    `  API docs: ${env.publicUrl}/api/docs`,
    '',
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
}

/** Stops the start with a message for the operator: no stack trace, exit code 1. */
export function refuseToStart(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

export function readEnvOrRefuse(): Env {
  try {
    return readProcessEnv()
  } catch (error) {
    if (!(error instanceof EnvError)) throw error
    return refuseToStart(
      `${error.message}\nFix these settings (see README.md, Configuration) and start again.`,
    )
  }
}

/** Opens (and migrates) the database; a DATA_DIR another server holds stops the start. */
export async function openDatabaseOrRefuse(env: Env): Promise<Database> {
  try {
    return await openDatabase(
      env.databaseUrl
        ? { kind: 'postgresql', url: env.databaseUrl, replicaUrl: env.databaseReplicaUrl }
        : { kind: 'pglite', dataDir: env.dataDir },
    )
  } catch (error) {
    if (error instanceof DataDirInUseError) return refuseToStart(error.message)
    throw error
  }
}

/**
 * Staging and production never run with the demo accounts (decision 903): their password is
 * printed in our README, so a database that holds them is refused rather than served.
 */
async function refuseDemoAccountsOutsideDevelopment(env: Env, database: Database): Promise<void> {
  if (env.hasDevConveniences) return
  const demoAccounts = await findDemoAccounts(database.db)
  if (demoAccounts.length === 0) return
  await database.close()
  refuseToStart(
    `The database holds the demo accounts ${demoAccounts.join(', ')}, whose password is public.\n` +
      `Delete them, or start with APP_ENV=development. APP_ENV is ${env.appEnv}.`,
  )
}

/** Opens and migrates the database, checks it and seeds what the start asks for, once. */
export async function prepareDatabase(env: Env): Promise<{ database: Database; seeded: boolean }> {
  const demoFlag = process.argv.includes('--demo')
  if (demoFlag && !env.hasDevConveniences) {
    refuseToStart(
      `--demo: demo accounts exist only in development and test (APP_ENV is ${env.appEnv}).`,
    )
  }
  const database = await openDatabaseOrRefuse(env)
  await refuseDemoAccountsOutsideDevelopment(env, database)
  await ensureDefaultFeatureFlags(database.db)
  const seeded = shouldSeedDemo({
    kind: database.kind,
    seedDemo: env.seedDemo,
    demoFlag,
    hasDevConveniences: env.hasDevConveniences,
  })
    ? await seedDemoData(database.db, new Date(), createSecretBox(env.payments.encryptionKey).seal)
    : false
  return { database, seeded }
}

export type ServingApp = {
  app: FastifyInstance
  /** Stops accepting connections, finishes the requests in flight, closes, exits 0. */
  shutdown: (reason: string) => void
}

/** Builds the app and listens; SIGTERM and SIGINT shut it down gracefully. */
export async function serveApp(
  env: Env,
  database: Database,
  options: Pick<BuildAppOptions, 'scrapeMetrics'> = {},
): Promise<ServingApp> {
  const app = await buildApp({ env, database, ...options })
  let closing = false
  const shutdown = (reason: string) => {
    if (closing) return
    closing = true
    app.log.info({ reason }, 'shutting down: finishing in-flight requests')
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
  await app.listen({ port: env.port, host: env.host })
  return { app, shutdown }
}
