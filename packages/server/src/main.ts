import { buildApp } from './app.ts'
import { createSecretBox } from './auth/secret-box.ts'
import { EnvError, readProcessEnv, type Env } from './config/env.ts'
import { openDatabase } from './db/client.ts'
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  ensureDefaultFeatureFlags,
  seedDemoData,
  shouldSeedDemo,
} from './db/seed.ts'

function printBanner(env: Env, databaseLabel: string, seeded: boolean): void {
  const lines = [
    '',
    `  Namefolio is running at ${env.publicUrl}`,
    `  Database: ${databaseLabel}`,
    seeded ? '  Demo data is loaded. Sign in with:' : '  Demo sign-ins (when demo data is loaded):',
    ...DEMO_USERS.map((user) => `    ${user.role.padEnd(7)} ${user.email}  /  ${DEMO_PASSWORD}`),
    `  API docs: ${env.publicUrl}/api/docs`,
    '',
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
}

async function start(): Promise<void> {
  let env: Env
  try {
    env = readProcessEnv()
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(
        `${error.message}\nFix these settings (see README.md, Configuration) and start again.\n`,
      )
      process.exit(1)
    }
    throw error
  }

  const database = await openDatabase(
    env.databaseUrl
      ? { kind: 'postgresql', url: env.databaseUrl }
      : { kind: 'pglite', dataDir: env.dataDir },
  )
  await ensureDefaultFeatureFlags(database.db)
  const demoFlag = process.argv.includes('--demo')
  const seeded = shouldSeedDemo({ kind: database.kind, seedDemo: env.seedDemo, demoFlag })
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
