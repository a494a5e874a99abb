import fs from 'node:fs'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { readProcessEnv } from '../config/env.ts'
import { openDatabase } from '../db/client.ts'
import { templateDumpPath } from './template-database.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    suiteDatabaseUrl: string | null
  }
}

/**
 * A fresh database for this run on the PostgreSQL server DATABASE_URL names, so what earlier
 * runs (or benchmarks) left in that database can never change a result. Dropped at the end.
 */
export async function createSuiteDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `namefolio_suite_${Date.now().toString(36)}_${process.pid}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database "${name}"`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const drop = async () => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    await client.query(`drop database if exists "${name}" with (force)`)
    await client.end()
  }
  return { url: url.toString(), drop }
}

/** Runs once before the server suite: a fresh migrated PostgreSQL database, or the PGlite template. */
export default async function setup(
  project: TestProject,
): Promise<(() => Promise<void>) | undefined> {
  const env = readProcessEnv()
  if (env.databaseUrl) {
    const suite = await createSuiteDatabase(env.databaseUrl)
    const database = await openDatabase({ kind: 'postgresql', url: suite.url })
    await database.close()
    project.provide('suiteDatabaseUrl', suite.url)
    return suite.drop
  }
  project.provide('suiteDatabaseUrl', null)
  const dumpPath = templateDumpPath()
  if (fs.existsSync(dumpPath)) return undefined
  const database = await openDatabase({ kind: 'pglite', dataDir: null })
  const dump = await database.pglite!.dumpDataDir('none')
  await database.close()
  const partial = `${dumpPath}.${process.pid}`
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
  fs.renameSync(partial, dumpPath)
  return undefined
}
