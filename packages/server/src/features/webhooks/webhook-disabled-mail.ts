import type { Db } from '../../db/client.ts'
import type { WebhookEndpointRow } from '../../db/schema/webhooks.ts'
import { escapeHtml, type Mailer } from '../../mail/mailer.ts'
import { DISABLE_AFTER_FAILED_DELIVERIES } from '@namefolio/core/webhooks/webhooks.constants'
import { findOwnerContact } from './webhooks.repository.ts'

type MailLog = { warn: (object: object, message: string) => void }

/**
 * Tells an endpoint's owner that repeated failure disabled it (issue 24: "disabling after
 * repeated failure with an e-mail"). A failed send is logged: the endpoint's status on
 * /account/webhooks is the record, the e-mail only the notice.
 */
export function createEndpointDisabledNotice(deps: {
  db: Db
  mailer: Mailer
  publicUrl: string
  log: MailLog
}) {
  return async (endpoint: WebhookEndpointRow): Promise<void> => {
    const contact = await findOwnerContact(deps.db, endpoint)
    if (!contact) return
    const pageUrl = `${deps.publicUrl}/account/webhooks`
    const why = `The last ${DISABLE_AFTER_FAILED_DELIVERIES} events could not be delivered, after all retries.`
    try {
      await deps.mailer.send({
        to: contact.email,
        subject: 'A webhook endpoint was disabled',
        text: [
          `Hello ${contact.name},`,
          '',
          `We disabled your webhook endpoint ${endpoint.url}.`,
          why,
          '',
          `Check the delivery log and turn it back on: ${pageUrl}`,
        ].join('\n'),
        html: `<p>Hello ${escapeHtml(contact.name)},</p><p>We disabled your webhook endpoint <b>${escapeHtml(endpoint.url)}</b>. ${escapeHtml(why)}</p><p><a href="${escapeHtml(pageUrl)}">Check the delivery log and turn it back on</a></p>`,
      })
    } catch (error) {
      deps.log.warn({ err: error, endpointId: endpoint.id }, 'webhook disabled mail not sent')
    }
  }
}
