/** Development and test only (decision 530): run the parking roll-up now. */
import { z } from 'zod'

const count = z.number().int().min(0)

/** What one parking roll-up run did. */
export const ParkingRollUpResultSchema = z.object({
  fromEventId: count,
  toEventId: count,
  domainDaysRecomputed: count,
  quietDaysFilled: count,
  accountDaysRecomputed: count,
})
export type ParkingRollUpResult = z.infer<typeof ParkingRollUpResultSchema>
