import type { SalesDeps } from './sales-deps.ts'
import { findUserEmail } from './members.repository.ts'

/** A best-effort e-mail about a sale: a mail failure never undoes the money step it reports. */
export async function notifyUser(
  deps: Pick<SalesDeps, 'db' | 'mailer'>,
  userId: string,
  subject: string,
  text: string,
): Promise<void> {
  if (!deps.mailer) return
  const email = await findUserEmail(deps.db, userId)
  if (email) await deps.mailer.send({ to: email, subject, text }).catch(() => undefined)
}
