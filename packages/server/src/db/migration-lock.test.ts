import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { describe, expect, inject, it } from 'vitest'
import { uniqueSuffix } from '../test/build-test-app.ts'
import { openDatabase } from './client.ts'

const suiteDatabaseUrl = inject('suiteDatabaseUrl') ?? null
const journal = JSON.parse(
  fs.readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations/meta/_journal.json'),
    'utf8',
  ),
) as { entries: { tag: string }[] }

/** A new empty database on the suite's PostgreSQL server, dropped after `use`. */
async function withEmptyDatabase(use: (url: string) => Promise<void>): Promise<void> {
  const name = `namefolio_migrate_${uniqueSuffix()}`
  const admin = new pg.Client({ connectionString: suiteDatabaseUrl! })
  await admin.connect()
  await admin.query(`create database "${name}"`)
  const url = new URL(suiteDatabaseUrl!)
  url.pathname = `/${name}`
  try {
    await use(url.toString())
  } finally {
    // Without force: PostgreSQL waits for the closed pools' sessions to end (up to 5 s).
    await admin.query(`drop database if exists "${name}"`)
    await admin.end()
  }
}

describe.skipIf(!suiteDatabaseUrl)('migrations on PostgreSQL (issue 23, decision 1294)', () => {
  it('three processes starting at once on an empty database apply each migration once', async () => {
    await withEmptyDatabase(async (url) => {
      const opened = await Promise.allSettled(
        [1, 2, 3].map(() => openDatabase({ kind: 'postgresql', url })),
      )
      const databases = opened.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []))
      try {
        expect(opened.map((o) => (o.status === 'rejected' ? String(o.reason) : 'opened'))).toEqual([
          'opened',
          'opened',
          'opened',
        ])
        const reader = new pg.Client({ connectionString: url })
        await reader.connect()
        const { rows } = await reader.query<{ hash: string; times: number }>(
          'select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash',
        )
        await reader.end()
        expect(rows).toHaveLength(journal.entries.length)
        expect(rows.every((row) => row.times === 1)).toBe(true)
      } finally {
        await Promise.all(databases.map((database) => database.close()))
      }
    })
  })
})
