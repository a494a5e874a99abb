import type { Mailer } from '../../mail/mailer.ts'
import { escapeHtml } from '../../mail/mailer.ts'

type MailLog = { warn: (object: object, message: string) => void }

export type SupportMail = {
  /** To a signed-out visitor: the case is open, replies come by e-mail (decision 1042). */
  confirmGuestCase: (to: { name: string; email: string }, reference: string) => Promise<void>
  /** Support replied: the reply itself, and for an account the link to the case. */
  announceReply: (
    to: { name: string; email: string; isGuest: boolean },
    reply: { reference: string; caseId: string; body: string },
  ) => Promise<void>
}

/**
 * The support e-mails. A failed send is logged and does not undo the case or the reply: the
 * thread is the record, the e-mail only a notice.
 */
export function createSupportMail(deps: {
  mailer: Mailer
  publicUrl: string
  log: MailLog
}): SupportMail {
  async function send(message: Parameters<Mailer['send']>[0]) {
    try {
      await deps.mailer.send(message)
    } catch (error) {
      deps.log.warn({ err: error, subject: message.subject }, 'support mail not sent')
    }
  }
  return {
    async confirmGuestCase(to, reference) {
      await send({
        to: to.email,
        subject: `We received your request (${reference})`,
        text: [
          `Hello ${to.name},`,
          '',
          `Thank you for contacting Namefolio support. Your request ${reference} is open.`,
          'We reply to this e-mail address, usually within one business day.',
        ].join('\n'),
        html: `<p>Hello ${escapeHtml(to.name)},</p><p>Thank you for contacting Namefolio support. Your request <b>${reference}</b> is open.</p><p>We reply to this e-mail address, usually within one business day.</p>`,
      })
    },
    async announceReply(to, reply) {
      const caseUrl = `${deps.publicUrl}/support/${reply.caseId}`
      const where = to.isGuest
        ? 'To add anything, contact support again and quote this reference.'
        : `Read the conversation and reply: ${caseUrl}`
      await send({
        to: to.email,
        subject: `Namefolio support replied (${reply.reference})`,
        text: [`Hello ${to.name},`, '', reply.body, '', '— Namefolio support', '', where].join(
          '\n',
        ),
        html: `<p>Hello ${escapeHtml(to.name)},</p><p style="white-space:pre-wrap">${escapeHtml(reply.body)}</p><p>— Namefolio support</p><p>${
          to.isGuest
            ? escapeHtml(where)
            : `<a href="${escapeHtml(caseUrl)}">Read the conversation and reply</a>`
        }</p>`,
      })
    },
  }
}
