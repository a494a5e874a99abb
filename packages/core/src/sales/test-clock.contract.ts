/** Development and test only (decisions 807, 902): the money clock's controls. */
import { z } from 'zod'

/** `POST /api/v1/test/clock/advance`. */
export const ClockAdvanceBodySchema = z.object({ days: z.number().min(0).max(3660) })

/** `GET /api/v1/test/clock`. */
export const ClockNowSchema = z.object({ now: z.string() })

/** What the advance ran: lease billing and the payout sweep, at the new time. */
export const ClockAdvanceResultSchema = ClockNowSchema.extend({
  billing: z.object({
    paid: z.number().int(),
    late: z.number().int(),
    defaulted: z.number().int(),
  }),
  payoutsIssued: z.number().int(),
})
