import { hitRateCounter } from '../../auth/rate-counter.ts'
import type { SignInDeps } from './sign-in-session.ts'

export const MINUTE_MS = 60_000
/** E-mails (recovery or sign-in link) per address per hour. */
const MAILS_PER_ADDRESS_PER_HOUR = 3

/** At most 3 e-mails an hour per address, counted whether or not it has an account. */
export async function isMailAllowed(
  deps: SignInDeps,
  kind: string,
  email: string,
): Promise<boolean> {
  const { db } = deps
  const { isAllowed } = await hitRateCounter(db, {
    key: `${kind}:${email.toLowerCase()}`,
    windowMs: 60 * MINUTE_MS,
    max: MAILS_PER_ADDRESS_PER_HOUR,
  })
  return isAllowed
}
