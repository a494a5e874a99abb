import os from 'node:os'
import { z } from 'zod'

/**
 * Running the server on one machine and watching it (issue 23): how many workers
 * (`WEB_CONCURRENCY`, decision 1297; `auto` is one per core) and the bearer token /metrics asks
 * for (`METRICS_TOKEN`, decision 1295; without it staging and production hide /metrics).
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
}

type Parsed = { WEB_CONCURRENCY: number; METRICS_TOKEN?: string | undefined }

export type OperationsSettings = {
  /** Server processes on this machine: 1 runs no cluster. */
  webConcurrency: number
  /** What /metrics asks for as `Authorization: Bearer`; null: open in development only. */
  metricsToken: string | null
}

export function operationsSettingsOf(e: Parsed): OperationsSettings {
  return { webConcurrency: e.WEB_CONCURRENCY, metricsToken: e.METRICS_TOKEN ?? null }
}

/** The embedded database is one process's (decision 904): a cluster needs PostgreSQL. */
export function clusterWithoutPostgres(
  e: Parsed & { DATABASE_URL?: string | undefined },
): string[] {
  if (e.WEB_CONCURRENCY <= 1 || e.DATABASE_URL) return []
  return [
    `WEB_CONCURRENCY: ${e.WEB_CONCURRENCY} workers need DATABASE_URL (PostgreSQL); the embedded database serves one process`,
  ]
}
