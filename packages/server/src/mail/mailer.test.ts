import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { describe, expect, it } from 'vitest'
import { uniqueSuffix, testAppForFile } from '../test/build-test-app.ts'
import { createMailer, escapeHtml, listOutbox } from './mailer.ts'

const t = testAppForFile()

describe('mailer (DESIGN.md §7)', () => {
  it('keeps mail in the outbox when SMTP_URL is not set, and /dev/outbox lists it to an admin', async () => {
    const mailer = createMailer({ db: t.db, smtpUrl: null, from: 'Namefolio <a@b.test>' })
    const to = `outbox-${uniqueSuffix()}@example.test`
    await mailer.send({ to, subject: 'Hello <there>', text: 'Plain body' })
    expect(mailer.transport).toBe('outbox')
    const kept = (await listOutbox(t.db)).find((m) => m.toAddress === to)
    expect(kept).toMatchObject({ subject: 'Hello <there>', textBody: 'Plain body' })
    const admin = await t.factories.user({ roles: ['admin'] })
    const page = await t.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      headers: await t.signedIn(admin),
    })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(to)
    expect(page.body).toContain('Hello &lt;there&gt;')
  })

  it('sends through SMTP when SMTP_URL is set (a real SMTP peer on 127.0.0.1)', async () => {
    const received: { to: string; data: string }[] = []
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = ''
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()))
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo[0]?.address ?? '', data })
          callback()
        })
      },
    })
    server.listen(0, '127.0.0.1')
    await once(server.server, 'listening')
    const port = (server.server.address() as AddressInfo).port
    try {
      const mailer = createMailer({
        db: t.db,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Namefolio <no-reply@namefolio.test>',
      })
      await mailer.send({
        to: 'seller@example.test',
        subject: 'Offer',
        text: 'A new offer',
        html: '<p>A new offer</p>',
      })
      mailer.close()
      expect(mailer.transport).toBe('smtp')
      expect(received).toHaveLength(1)
      expect(received[0]?.to).toBe('seller@example.test')
      expect(received[0]?.data).toContain('Subject: Offer')
      expect(received[0]?.data).toContain('A new offer')
    } finally {
      server.close()
    }
  })

  it('escapes text for HTML bodies', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    )
  })
})
