import { z } from 'zod'

/** GET /api/v1/admin/overview: the admin console's live counts (issue 13, decision 953). */
export const AdminOverviewSchema = z.object({
  transfers: z.object({
    /** The seller gave the auth code: an admin confirms the transfer. */
    toConfirm: z.number().int(),
    /** Paid, waiting for the seller's auth code. */
    awaitingAuthCode: z.number().int(),
  }),
  payments: z.object({
    /** Orders with no answer from the provider yet (a reconciliation settles them). */
    open: z.number().int(),
    oldestOpenAt: z.iso.datetime({ offset: true }).nullable(),
  }),
  sandbox: z.boolean(),
})
export type AdminOverview = z.infer<typeof AdminOverviewSchema>

/**
 * Reconciliation looks back at most a year: orders older than that were settled long ago,
 * and an unbounded age overflowed the cutoff date into a 500 (issue 12, decision 931).
 */
const RECONCILE_MAX_AGE_SECONDS = 366 * 24 * 60 * 60

/** POST /api/v1/admin/payments/reconcile: settle orders older than this with no answer. */
export const ReconcileBodySchema = z
  .object({ olderThanSeconds: z.number().int().min(0).max(RECONCILE_MAX_AGE_SECONDS).default(60) })
  .default({ olderThanSeconds: 60 })

export const ReconcileResultSchema = z.object({
  completed: z.number().int(),
  failed: z.number().int(),
})
export type ReconcileResult = z.infer<typeof ReconcileResultSchema>
