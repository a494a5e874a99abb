import { z } from 'zod'

const commaList = z
  .string()
  .default('')
  .transform((text) =>
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )

/**
 * The in-use guard's settings (issue 24, decision 1142). A pass runs every interval and looks
 * at up to PER_RUN listed domains, CONCURRENCY at once; a domain is looked at again after
 * RECHECK_HOURS at the soonest. With the defaults one process covers ~216,000 names a day
 * (720 passes × 300), so a million listed names are each looked at every ~5 days.
 */
export const IN_USE_GUARD_ENV = {
  IN_USE_GUARD_INTERVAL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(120),
  IN_USE_GUARD_PER_RUN: z.coerce.number().int().min(1).max(10_000).default(300),
  IN_USE_GUARD_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(16),
  IN_USE_GUARD_RECHECK_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24),
  IN_USE_GUARD_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4000),
  /** The port of the plain-HTTP look: 80, a local web server's in tests. */
  IN_USE_GUARD_HTTP_PORT: z.coerce.number().int().min(1).max(65_535).default(80),
  /** Addresses of our landers besides the parking A records (comma list). */
  IN_USE_GUARD_LANDER_ADDRESSES: commaList.pipe(z.array(z.union([z.ipv4(), z.ipv6()]))),
}

type Parsed = { [K in keyof typeof IN_USE_GUARD_ENV]: z.output<(typeof IN_USE_GUARD_ENV)[K]> }

export type InUseGuardSettings = {
  intervalMs: number
  perRun: number
  concurrency: number
  recheckMs: number
  httpTimeoutMs: number
  httpPort: number
  landerAddresses: string[]
}

export function inUseGuardSettingsOf(e: Parsed): InUseGuardSettings {
  return {
    intervalMs: e.IN_USE_GUARD_INTERVAL_SECONDS * 1000,
    perRun: e.IN_USE_GUARD_PER_RUN,
    concurrency: e.IN_USE_GUARD_CONCURRENCY,
    recheckMs: e.IN_USE_GUARD_RECHECK_HOURS * 3_600_000,
    httpTimeoutMs: e.IN_USE_GUARD_HTTP_TIMEOUT_MS,
    httpPort: e.IN_USE_GUARD_HTTP_PORT,
    landerAddresses: e.IN_USE_GUARD_LANDER_ADDRESSES,
  }
}
