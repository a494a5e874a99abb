import { formatUsd } from '@namefolio/core/money/money'
import type { Db } from '../../db/client.ts'
import { insertNotifications, listUserEmails } from './leads.repository.ts'

export type LeadNoticeKind =
  'offer' | 'counterOffer' | 'message' | 'accepted' | 'declined' | 'expired'

/** One event about a lead, for the parties that did not cause it. */
export type LeadNotice = {
  kind: LeadNoticeKind
  leadId: string
  sellerId: string
  domainName: string
  offerMicros: number | null
  recipientIds: readonly string[]
}

/** Structurally the shared mailer (packages/server/src/mail): only `send` is used here. */
export type LeadMailer = {
  send: (message: { to: string; subject: string; text: string }) => Promise<void>
}

type Log = { warn: (object: object, message: string) => void }

/**
 * The recipients (of `userIds`) whose notification preferences allow `kind` on `channel`.
 * app.ts passes the notifications feature's (decision 450); without it everyone is notified.
 */
export type RecipientFilter = (
  db: Db,
  channel: 'email' | 'inApp',
  kind: LeadNoticeKind,
  userIds: readonly string[],
) => Promise<ReadonlySet<string>>

const SUBJECTS: Record<LeadNoticeKind, (domain: string) => string> = {
  offer: (d) => `New offer on ${d}`,
  counterOffer: (d) => `Counter-offer on ${d}`,
  message: (d) => `New message about ${d}`,
  accepted: (d) => `Price agreed for ${d}`,
  declined: (d) => `Offer declined on ${d}`,
  expired: (d) => `An offer on ${d} expired`,
}

function mailText(notice: LeadNotice, name: string, publicUrl: string): string {
  const amount = notice.offerMicros === null ? '' : ` (${formatUsd(notice.offerMicros)})`
  return [
    `Hello ${name},`,
    '',
    `${SUBJECTS[notice.kind](notice.domainName)}${amount}.`,
    `Open the negotiation: ${publicUrl}/negotiations/${notice.leadId}`,
    '',
    'Namefolio',
  ].join('\n')
}

/**
 * Notices (decision 403): each is stored in-app inside the action's transaction (durable,
 * the account notifications read them); e-mail goes out after commit through the mail
 * adapter, best effort: a failed mail never undoes a negotiation step.
 */
export function createLeadNotifier(deps: {
  mailer: LeadMailer | null
  publicUrl: string
  log?: Log
  allowedRecipients?: RecipientFilter
}) {
  const allowed = async (db: Db, channel: 'email' | 'inApp', notice: LeadNotice) => {
    const ids = [...new Set(notice.recipientIds)]
    if (!deps.allowedRecipients) return ids
    const keep = await deps.allowedRecipients(db, channel, notice.kind, ids)
    return ids.filter((id) => keep.has(id))
  }
  return {
    async record(db: Db, notices: readonly LeadNotice[], now: Date): Promise<void> {
      // One after the other: `db` is the action's transaction.
      const perNotice: string[][] = []
      for (const notice of notices) perNotice.push(await allowed(db, 'inApp', notice))
      await insertNotifications(
        db,
        notices.flatMap((n, i) =>
          (perNotice[i] ?? []).map((recipientId) => ({
            recipientId,
            leadId: n.leadId,
            sellerId: n.sellerId,
            kind: n.kind,
            domainName: n.domainName,
            offerMicros: n.offerMicros,
            createdAt: now,
          })),
        ),
      )
    },
    async mail(db: Db, notices: readonly LeadNotice[]): Promise<void> {
      const mailer = deps.mailer
      if (mailer === null || notices.length === 0) return
      const recipients = await listUserEmails(db, [
        ...new Set(notices.flatMap((n) => n.recipientIds)),
      ])
      const byId = new Map(recipients.map((r) => [r.id, r]))
      for (const notice of notices) {
        for (const id of await allowed(db, 'email', notice)) {
          const user = byId.get(id)
          if (!user) continue
          try {
            await mailer.send({
              to: user.email,
              subject: SUBJECTS[notice.kind](notice.domainName),
              text: mailText(notice, user.name, deps.publicUrl),
            })
          } catch (error) {
            deps.log?.warn({ err: error, leadId: notice.leadId }, 'lead notice mail failed')
          }
        }
      }
    },
  }
}

export type LeadNotifier = ReturnType<typeof createLeadNotifier>
