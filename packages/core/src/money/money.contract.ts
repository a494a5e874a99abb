import { z } from 'zod'

/** An amount in integer micros (spec §1): a non-negative safe integer, never a float. */
export const MicrosSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)
export type Micros = z.infer<typeof MicrosSchema>

/** An optional amount: `null` when the seller has set no price. */
export const NullableMicrosSchema = MicrosSchema.nullable()
