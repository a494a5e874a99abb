import { formatUsd } from '@namefolio/core/money/money'
import {
  agreedCheckoutPath,
  type AgreementReader,
  agreementText,
} from '@namefolio/core/negotiations/payment-window'
import type { NotificationKind } from '@namefolio/core/notifications/notifications.constants'
import type { Db } from '../../db/client.ts'
import { publishLeadEvents } from './lead-webhook-events.ts'
import { insertNotifications, listUserEmails } from './lead-parties.repository.ts'

/** The review queue's kinds are about a domain, not a lead (decision 1336). */
export type LeadNoticeKind = Exclude<NotificationKind, 'domainApproved' | 'domainRejected'>

/** One event about a lead, for the parties that did not cause it. */
export type LeadNotice = {
  kind: LeadNoticeKind
  leadId: string
  sellerId: string
  domainName: string
  offerMicros: number | null
  recipientIds: readonly string[]
  /** For notices about an agreed price: its buyer pays at its checkout by the deadline. */
  agreement?: { id: string; buyerId: string; deadline: Date }
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
  paymentDue: (d) => `Reminder: pay for ${d}`,
  paymentWindowClosed: (d) => `The agreement on ${d} ended unpaid`,
}

/** The sentence of an agreement notice for its reader (issue 13: "You agreed…"). */
const AGREEMENT_MOMENTS = {
  accepted: 'agreed',
  paymentDue: 'reminder',
  paymentWindowClosed: 'windowClosed',
} as const

function agreementLines(
  notice: LeadNotice,
  recipientId: string,
  publicUrl: string,
): string[] | null {
  const agreement = notice.agreement
  const moment = AGREEMENT_MOMENTS[notice.kind as keyof typeof AGREEMENT_MOMENTS]
  if (!agreement || !moment || notice.offerMicros === null) return null
  const reader: AgreementReader = recipientId === agreement.buyerId ? 'buyer' : 'seller'
  const text = agreementText(moment, reader, {
    priceMicros: notice.offerMicros,
    deadline: agreement.deadline,
  })
  const payable = reader === 'buyer' && moment !== 'windowClosed'
  return payable
    ? [
        text,
        `Pay ${formatUsd(notice.offerMicros)}: ${publicUrl}${agreedCheckoutPath(agreement.id)}`,
      ]
    : [text]
}

function mailText(
  notice: LeadNotice,
  recipient: { id: string; name: string },
  publicUrl: string,
): string {
  const amount = notice.offerMicros === null ? '' : ` (${formatUsd(notice.offerMicros)})`
  const lines = agreementLines(notice, recipient.id, publicUrl) ?? [
    `${SUBJECTS[notice.kind](notice.domainName)}${amount}.`,
  ]
  return [
    `Hello ${recipient.name},`,
    '',
    ...lines,
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
            payBy: n.agreement?.deadline ?? null,
            // Only the buyer's copy carries the checkout to pay (decision 963).
            agreedPriceId: n.agreement?.buyerId === recipientId ? n.agreement.id : null,
            createdAt: now,
          })),
        ),
      )
      await publishLeadEvents(db, notices)
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
              text: mailText(notice, user, deps.publicUrl),
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
