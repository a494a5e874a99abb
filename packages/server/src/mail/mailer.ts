/**
 * Outgoing e-mail (DESIGN.md §7), a shared layer: it imports no feature.
 *
 * ```ts
 * // app.ts builds one mailer and hands it to the features that send mail:
 * const mailer = createMailer({ db, smtpUrl: env.smtpUrl, from: env.mailFrom, log: app.log })
 * await mailer.send({
 *   to: 'seller@example.com',
 *   subject: 'New offer on example.com',
 *   text: 'A buyer offered $1,200 for example.com.',   // always: the plain-text part
 *   html: '<p>A buyer offered <b>$1,200</b> ...</p>',  // optional
 * })
 * ```
 *
 * - `SMTP_URL` set (smtp://user:pass@host:587, smtps://...): the message goes out through
 *   nodemailer; `send` resolves once the SMTP server accepted it and rejects if it did not.
 * - `SMTP_URL` not set: the message is written to the `mail_outbox` table, which
 *   `/dev/outbox` lists in development and test (`listOutbox` reads it in tests).
 * - Bodies may carry secrets (sign-in links, recovery links): they are never logged; the log
 *   line names the recipient's domain and the subject only.
 * - Escape anything user-typed that goes into `html` (`escapeHtml` below).
 */
import nodemailer, { type Transporter } from 'nodemailer'
import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { mailOutbox } from '../db/schema/identity.ts'

export type MailMessage = { to: string; subject: string; text: string; html?: string }
export type Mailer = {
  send: (message: MailMessage) => Promise<void>
  /** `smtp` or `outbox`: which adapter is in use. */
  readonly transport: 'smtp' | 'outbox'
  close: () => void
}
export type OutboxMessage = typeof mailOutbox.$inferSelect

type MailLog = { info: (object: object, message: string) => void }

export function createMailer(deps: {
  db: Db
  smtpUrl: string | null
  from: string
  log?: MailLog
}): Mailer {
  const log = deps.log
  const recipientDomain = (to: string) => to.split('@')[1] ?? '?'
  if (deps.smtpUrl) {
    const transporter: Transporter = nodemailer.createTransport(deps.smtpUrl)
    return {
      transport: 'smtp',
      async send(message) {
        await transporter.sendMail({ from: deps.from, ...message })
        log?.info({ to: recipientDomain(message.to), subject: message.subject }, 'mail sent')
      },
      close: () => transporter.close(),
    }
  }
  return {
    transport: 'outbox',
    async send(message) {
      await deps.db.insert(mailOutbox).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
      })
      log?.info(
        { to: recipientDomain(message.to), subject: message.subject },
        'mail queued in outbox',
      )
    },
    close: () => {},
  }
}

/** The newest outbox messages first. */
export async function listOutbox(db: Db, limit = 100): Promise<OutboxMessage[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit)
}

/** The newest outbox messages addressed to `email` (any letter case), first. */
export async function listOutboxFor(db: Db, email: string, limit = 100): Promise<OutboxMessage[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(sql`lower(${mailOutbox.toAddress})`, email.toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit)
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c)
}
