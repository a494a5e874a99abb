import type { InUseGuardDeps } from './in-use-guard-deps.ts'
import { findSellerEmail } from './in-use-guard.repository.ts'

/**
 * Tells the seller buy-now was paused (issue 24: "the seller is told"). The portal shows it as
 * a waiting item on its own (decision 1141); this is the e-mail. Best effort: a mail failure
 * never undoes the pause, which is the part that protects the seller.
 */
export async function notifySellerOfPause(
  deps: Pick<InUseGuardDeps, 'db' | 'mailer' | 'publicUrl'>,
  input: { sellerId: string; domainName: string; evidence: string | null; detectedAt: Date },
): Promise<void> {
  if (!deps.mailer) return
  const email = await findSellerEmail(deps.db, input.sellerId)
  if (!email) return
  const page = `${deps.publicUrl}/domains/${encodeURIComponent(input.domainName)}`
  await deps.mailer
    .send({
      to: email,
      subject: `Buy now paused for ${input.domainName}: a website was detected`,
      text: [
        `On ${input.detectedAt.toISOString()} we found ${input.domainName} serving a website that is not your Namefolio lander${input.evidence ? ` (${input.evidence})` : ''}.`,
        '',
        'A name that is in use (sold elsewhere, or taken over) must not sell instantly, so we paused Buy now and lease to own. Buyers can still make offers.',
        '',
        `If the site is yours and you still want to sell instantly, resume Buy now on the domain's page: ${page}`,
      ].join('\n'),
    })
    .catch(() => undefined)
}
