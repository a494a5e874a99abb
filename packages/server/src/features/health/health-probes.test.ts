import fs from 'node:fs'
import { sql } from 'drizzle-orm'
import { describe, expect, inject, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { parseEnv } from '../../config/env.ts'
import { openDatabase, type Database } from '../../db/client.ts'
import { readCommittedMigrations } from '../../db/migration-journal.ts'
import { testAppForFile } from '../../test/build-test-app.ts'
import { createSuiteDatabase } from '../../test/global-setup.ts'
import { templateDumpPath } from '../../test/template-database.ts'

const t = testAppForFile()

/**
 * A migrated database of this test's own (a PostgreSQL database beside the suite's, or an
 * embedded one from the template): the suite's database must keep every migration.
 */
async function openOwnDatabase(): Promise<{
  database: Database
  url: string | null
  drop: () => Promise<void>
}> {
  const suiteUrl = inject('suiteDatabaseUrl')
  if (suiteUrl) {
    const own = await createSuiteDatabase(suiteUrl)
    const database = await openDatabase({ kind: 'postgresql', url: own.url })
    return { database, url: own.url, drop: own.drop }
  }
  const loadDataDir = new Blob([fs.readFileSync(templateDumpPath())])
  const database = await openDatabase({ kind: 'pglite', dataDir: null, loadDataDir })
  return { database, url: null, drop: async () => undefined }
}

describe('liveness and readiness (issue 23, decision 1296)', () => {
  it('answers liveness without asking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
  })

  it('is ready when the database answers and holds every committed migration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ready', database: 'reachable', missingMigrations: [] })
  })

  it('is not ready, naming the migration, on a database that lacks one; then not reachable', async () => {
    const own = await openOwnDatabase()
    let closed = false
    const database: Database = {
      ...own.database,
      close: async () => {
        if (closed) return
        closed = true
        await own.database.close()
      },
    }
    const latest = readCommittedMigrations().at(-1)!
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${latest.when}`,
    )
    const env = parseEnv({
      APP_ENV: 'test',
      BACKGROUND_JOBS: 'false',
      ...(own.url ? { DATABASE_URL: own.url } : {}),
    })
    const app = await buildApp({ env, database, logger: false })
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health/ready' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({
        status: 'not-ready',
        database: 'reachable',
        missingMigrations: [latest.tag],
      })
      // The process itself is alive: an orchestrator must not restart it for this.
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200)

      await database.close()
      const unreachable = await app.inject({ method: 'GET', url: '/api/health/ready' })
      expect(unreachable.statusCode).toBe(503)
      expect(unreachable.json()).toEqual({
        status: 'not-ready',
        database: 'unreachable',
        missingMigrations: [],
      })
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200)
    } finally {
      await app.close()
      await own.drop()
    }
  }, 60_000)
})
