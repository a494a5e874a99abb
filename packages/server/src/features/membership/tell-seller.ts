import type { MembershipDeps } from './membership-deps.ts'
import { findUserPlan } from './membership.repository.ts'

/** A best-effort e-mail about the seller's plan: a mail failure never undoes the change. */
export async function tellSeller(
  deps: Pick<MembershipDeps, 'db' | 'mailer'>,
  userId: string,
  subject: string,
  text: string,
): Promise<void> {
  if (!deps.mailer) return
  const user = await findUserPlan(deps.db, userId)
  if (user) await deps.mailer.send({ to: user.email, subject, text }).catch(() => undefined)
}
