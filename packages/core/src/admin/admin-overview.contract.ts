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
