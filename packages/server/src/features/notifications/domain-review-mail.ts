import type { Db } from '../../db/client.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { findRecipientsAllowing } from './notifications.service.ts'

export type DomainReviewNotice = {
  sellerId: string
  to: string
  kind: 'domainApproved' | 'domainRejected'
  domainName: string
  note: string | null
}

/**
 * E-mails a seller an admin's review decision (issue 19, decision 1336), unless they turned
 * that kind's e-mail off. Sent after the decision committed; a failed send is logged, not
 * thrown: the decision stands and the in-app notice carries it.
 */
export function createDomainReviewMail(deps: {
  db: Db
  mailer: Mailer | null
  publicUrl: string
  log: { warn: (details: object, message: string) => void }
}) {
  return async (notice: DomainReviewNotice): Promise<void> => {
    if (deps.mailer === null) return
    const allowed = await findRecipientsAllowing(deps.db, 'email', notice.kind, [notice.sellerId])
    if (!allowed.has(notice.sellerId)) return
    const approved = notice.kind === 'domainApproved'
    const lines = [
      approved
        ? `${notice.domainName} passed our review and is listed.`
        : `${notice.domainName} did not pass our review and is not listed.`,
      ...(notice.note ? ['', `Note from our team: ${notice.note}`] : []),
      '',
      `See the domain: ${deps.publicUrl}/domains/${notice.domainName}`,
    ]
    try {
      await deps.mailer.send({
        to: notice.to,
        subject: approved
          ? `${notice.domainName} was approved and is listed`
          : `${notice.domainName} was not approved`,
        text: lines.join('\n'),
      })
    } catch (error) {
      deps.log.warn({ err: error, domain: notice.domainName }, 'review decision mail failed')
    }
  }
}
