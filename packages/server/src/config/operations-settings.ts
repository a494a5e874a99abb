import os from 'node:os'
import { z } from 'zod'

export const PostgresUrlSchema = z
  .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
  .optional()

/**
 * Running the server on one machine and watching it (issue 23): how many workers
 * (`WEB_CONCURRENCY`, decision 1297; `auto` is one per core), the bearer token /metrics asks
 * for (`METRICS_TOKEN`, decision 1295; without it staging and production hide /metrics) and a
 * streaming replica of DATABASE_URL for lag-tolerant public reads (decision 1300), and the
 * Redis rate limits count in instead of PostgreSQL when set (`REDIS_URL`, decision 1290).
 */
export const OPERATIONS_ENV = {
  WEB_CONCURRENCY: z
    .string()
    .default('1')
    .refine(
      (text) => text === 'auto' || (/^\d{1,3}$/.test(text) && +text >= 1 && +text <= 256),
      'must be a number of workers (1 to 256) or auto',
    )
    .transform((text) => (text === 'auto' ? os.availableParallelism() : Number(text))),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  DATABASE_REPLICA_URL: PostgresUrlSchema,
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional(),
}

type Parsed = {
  WEB_CONCURRENCY: number
  METRICS_TOKEN?: string | undefined
  DATABASE_REPLICA_URL?: string | undefined
  REDIS_URL?: string | undefined
}

export type OperationsSettings = {
  /** Server processes on this machine: 1 runs no cluster. */
  webConcurrency: number
  /** What /metrics asks for as `Authorization: Bearer`; null: open in development only. */
  metricsToken: string | null
  /** A hot standby of DATABASE_URL (decision 1300); null: none. */
  databaseReplicaUrl: string | null
  /** Rate limits count in this Redis when set; in the database otherwise (decision 1290). */
  redisUrl: string | null
}

export function operationsSettingsOf(e: Parsed): OperationsSettings {
  return {
    webConcurrency: e.WEB_CONCURRENCY,
    metricsToken: e.METRICS_TOKEN ?? null,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
  }
}

/**
 * The embedded database is one process's (decision 904): a cluster needs PostgreSQL, and a
 * replica streams from a PostgreSQL primary.
 */
export function settingsNeedingPostgres(
  e: Parsed & { DATABASE_URL?: string | undefined },
): string[] {
  if (e.DATABASE_URL) return []
  return [
    ...(e.WEB_CONCURRENCY > 1
      ? [
          `WEB_CONCURRENCY: ${e.WEB_CONCURRENCY} workers need DATABASE_URL (PostgreSQL); the embedded database serves one process`,
        ]
      : []),
    ...(e.DATABASE_REPLICA_URL
      ? ['DATABASE_REPLICA_URL: needs DATABASE_URL, the primary the replica streams from']
      : []),
  ]
}
