import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { lockDataDir } from './data-dir-lock.ts'
import * as schema from './schema/schema.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type DatabaseKind = 'pglite' | 'postgresql'

export type Database = {
  db: Db
  /**
   * A hot standby of the PostgreSQL primary (DATABASE_REPLICA_URL), read only, for the
   * lag-tolerant public reads db/read-routing.ts sends there; null without one (decision 1300).
   */
  replica: Db | null
  kind: DatabaseKind
  /** Set on the embedded database, for tests that clone a migrated template. */
  pglite: PGlite | null
  /** The connection pool's counts now (metrics, decision 1295); null on the embedded database. */
  readonly pool: PoolCounts | null
  /** The replica pool's counts now; null without a replica. */
  readonly replicaPool: PoolCounts | null
  close: () => Promise<void>
}

/**
 * A replica that cannot be reached must fail a read quickly, so read routing answers from the
 * primary instead of holding the request (the pool's default waits forever).
 */
const REPLICA_CONNECT_TIMEOUT_MS = 2000

export type PoolCounts = { total: number; idle: number; waiting: number }

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
)

/** The advisory lock migrations run under (decision 1294): any fixed number, ours alone. */
const MIGRATION_LOCK_KEY = 23_1294

/**
 * Applies the migrations while holding a session advisory lock on a connection of its own, so
 * processes starting together take turns: the first applies them, the others then find them
 * recorded and apply nothing (Drizzle's migrator alone would race on its own bookkeeping).
 * The lock goes with the connection, so a process that dies mid-migration does not keep it.
 */
async function migrateOneAtATime(url: string, db: NodePgDatabase<Schema>): Promise<void> {
  const lockHolder = new pg.Client({ connectionString: url })
  await lockHolder.connect()
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await migratePg(db, { migrationsFolder })
  } finally {
    await lockHolder.end()
  }
}

export type DatabaseOptions =
  | { kind: 'postgresql'; url: string; replicaUrl?: string | null }
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob }

/**
 * Opens the database and applies every committed migration (DESIGN.md §2). A PGlite folder is
 * locked for this process until `close` (throws DataDirInUseError when another server has it).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgresql') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 })
    const db = drizzlePg(pool, { schema, casing: 'snake_case' })
    await migrateOneAtATime(options.url, db)
    // No migrations on the replica: it replays the primary's.
    const replicaPool = options.replicaUrl
      ? new pg.Pool({
          connectionString: options.replicaUrl,
          max: 10,
          connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS,
        })
      : null
    // An idle replica connection that drops (the standby restarting) is no reason to stop the
    // process: the next read through it fails and read routing answers from the primary.
    replicaPool?.on('error', () => undefined)
    const replica = replicaPool
      ? (drizzlePg(replicaPool, { schema, casing: 'snake_case' }) as unknown as Db)
      : null
    return {
      db: db as unknown as Db,
      replica,
      kind: 'postgresql',
      pglite: null,
      get pool() {
        return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }
      },
      get replicaPool() {
        return replicaPool
          ? {
              total: replicaPool.totalCount,
              idle: replicaPool.idleCount,
              waiting: replicaPool.waitingCount,
            }
          : null
      },
      close: async () => {
        await Promise.all([pool.end(), replicaPool?.end()])
      },
    }
  }
  if (options.dataDir) await fs.mkdir(options.dataDir, { recursive: true })
  const lock = options.dataDir ? lockDataDir(options.dataDir) : null
  try {
    const client = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: { pg_trgm },
    })
    const db = drizzlePglite(client, { schema, casing: 'snake_case' })
    await migratePglite(db, { migrationsFolder })
    const close = async () => {
      await client.close()
      lock?.release()
    }
    return {
      db: db as unknown as Db,
      replica: null,
      kind: 'pglite',
      pglite: client,
      pool: null,
      replicaPool: null,
      close,
    }
  } catch (error) {
    lock?.release()
    throw error
  }
}
