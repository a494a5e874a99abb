import { buildApp } from './app.ts'
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

function printBanner(env: Env, databaseLabel: string, seeded: boolean): void {
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
  const lines = [
    '',
    `  Namefolio is running at ${env.publicUrl}`,
    `  Database: ${databaseLabel}`,
    ...demoLines,
    `  API docs: ${env.publicUrl}/api/docs`,
    '',
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
}

/** Stops the start with a message for the operator: no stack trace, exit code 1. */
function refuseToStart(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

function readEnvOrRefuse(): Env {
  try {
    return readProcessEnv()
  } catch (error) {
    if (!(error instanceof EnvError)) throw error
    return refuseToStart(
      `${error.message}\nFix these settings (see README.md, Configuration) and start again.`,
    )
  }
}

async function openDatabaseOrRefuse(env: Env): Promise<Database> {
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

async function start(): Promise<void> {
  const env = readEnvOrRefuse()
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

  const app = await buildApp({ env, database })
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
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
  const databaseLabel =
    database.kind === 'pglite' ? `embedded PGlite in ${env.dataDir}` : 'PostgreSQL (DATABASE_URL)'
  printBanner(env, databaseLabel, seeded)
}

await start()
