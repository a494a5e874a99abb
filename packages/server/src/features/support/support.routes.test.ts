import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listOutboxFor } from '../../mail/mailer.ts'
import { buildTestApp, uniqueSuffix, type TestApp } from '../../test/build-test-app.ts'
import type { UserRow } from '../../db/schema/users.ts'

// Issue 18 "Contact support"; spec §1 (Contact support), §8 (POST v1/support, v1/support/user).
let t: TestApp
let admin: UserRow
beforeAll(async () => {
  t = await buildTestApp()
  admin = await t.factories.user({ roles: ['admin'] })
})
afterAll(() => t.close())

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const base64 = (bytes: Buffer) => bytes.toString('base64')

async function as(user: UserRow | null, method: string, url: string, payload?: object) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: user ? await t.signedIn(user) : {},
    ...(payload ? { payload } : {}),
  })
}

async function sellerWithDomain() {
  const seller = await t.factories.seller()
  const domain = await t.factories.domain({
    sellerId: seller.id,
    name: `help-${uniqueSuffix()}.com`,
  })
  return { seller, domain }
}

async function openCaseOf(seller: UserRow, payload: object = {}) {
  const res = await as(seller, 'POST', '/api/v1/support', {
    topic: 'LISTING',
    message: 'My listing is stuck in review.',
    ...payload,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json<{ caseId: string; messages: { attachment: { attachmentId: string } | null }[] }>()
}

describe('POST /api/v1/support: a signed-in seller opens a case', () => {
  it('keeps the domain, the message and a sniffed attachment', async () => {
    const { seller, domain } = await sellerWithDomain()
    const res = await as(seller, 'POST', '/api/v1/support', {
      topic: 'COMPLIANCE',
      domainName: domain.name.toUpperCase(),
      message: 'Why is this in review?',
      attachment: { fileName: '../../shot.png', contentBase64: base64(PNG) },
    })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({
      topic: 'COMPLIANCE',
      status: 'OPEN',
      domainName: domain.name,
      unreadReplies: 0,
      requester: { email: seller.email, isGuest: false },
    })
    expect(body.reference).toMatch(/^NF-[0-9A-F]{8}$/)
    expect(body.messages).toHaveLength(1)
    expect(body.messages[0].attachment).toMatchObject({
      fileName: 'shot.png',
      contentType: 'image/png',
      sizeBytes: PNG.length,
    })
  })

  it("refuses another seller's domain with the same answer as an unknown one", async () => {
    const { seller } = await sellerWithDomain()
    const { domain: theirs } = await sellerWithDomain()
    for (const domainName of [theirs.name, `nobody-${uniqueSuffix()}.com`]) {
      const res = await as(seller, 'POST', '/api/v1/support', {
        topic: 'LISTING',
        domainName,
        message: 'Hello',
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.fields[0]).toMatchObject({
        field: 'domainName',
        code: 'support.error.domainNotYours',
      })
    }
  })

  it('refuses a transaction that is not theirs', async () => {
    const { seller } = await sellerWithDomain()
    const res = await as(seller, 'POST', '/api/v1/support', {
      topic: 'TRANSFER',
      transactionId: '00000000-0000-4000-8000-000000000000',
      message: 'Hello',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[0].code).toBe('support.error.transactionNotYours')
  })

  it('refuses an attachment that is not an image, PDF, text or CSV by its bytes', async () => {
    const { seller } = await sellerWithDomain()
    const res = await as(seller, 'POST', '/api/v1/support', {
      topic: 'OTHER',
      message: 'See the file',
      attachment: {
        fileName: 'invoice.pdf',
        contentBase64: base64(Buffer.from([0x4d, 0x5a, 0x90, 0])),
      },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[0].code).toBe('support.error.attachmentType')
  })

  it('refuses an attachment over 5 MB with 413 and its message key', async () => {
    const { seller } = await sellerWithDomain()
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x61)
    const res = await as(seller, 'POST', '/api/v1/support', {
      topic: 'OTHER',
      message: 'Big log',
      attachment: { fileName: 'big.txt', contentBase64: base64(big) },
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().error.fields[0].code).toBe('support.error.attachmentTooLarge')
  })

  it('refuses an empty message and an unknown topic with 400, and a visitor with 401', async () => {
    const { seller } = await sellerWithDomain()
    expect(
      (await as(seller, 'POST', '/api/v1/support', { topic: 'OTHER', message: ' ' })).statusCode,
    ).toBe(400)
    expect(
      (await as(seller, 'POST', '/api/v1/support', { topic: 'PIZZA', message: 'Hi' })).statusCode,
    ).toBe(400)
    expect(
      (await as(null, 'POST', '/api/v1/support', { topic: 'OTHER', message: 'Hi' })).statusCode,
    ).toBe(401)
  })
})

describe('the thread: support replies, the seller reads and answers', () => {
  it('an admin reply e-mails the seller, shows as unread, and is read once opened', async () => {
    const { seller } = await sellerWithDomain()
    const opened = await openCaseOf(seller)
    const replied = await as(admin, 'POST', `/api/v1/admin/support/${opened.caseId}/messages`, {
      message: 'We approved the listing.',
    })
    expect(replied.statusCode).toBe(200)
    expect(replied.json().status).toBe('ANSWERED')
    expect(replied.json().messages[1]).toMatchObject({
      author: 'SUPPORT',
      authorName: 'Namefolio support',
    })

    const mail = await listOutboxFor(t.db, seller.email)
    expect(mail[0]!.subject).toContain('Namefolio support replied')
    expect(mail[0]!.textBody).toContain('We approved the listing.')
    expect(mail[0]!.textBody).toContain(`/support/${opened.caseId}`)

    const list = await as(seller, 'GET', '/api/v1/support')
    expect(list.json()).toMatchObject({
      total: 1,
      items: [{ status: 'ANSWERED', unreadReplies: 1 }],
    })
    const read = await as(seller, 'GET', `/api/v1/support/${opened.caseId}`)
    expect(read.json().messages.map((m: { body: string }) => m.body)).toEqual([
      'My listing is stuck in review.',
      'We approved the listing.',
    ])
    const after = await as(seller, 'GET', '/api/v1/support')
    expect(after.json().items[0].unreadReplies).toBe(0)
  })

  it("the seller's reply opens a closed case again; support cannot reply to a closed one", async () => {
    const { seller } = await sellerWithDomain()
    const opened = await openCaseOf(seller)
    const closed = await as(admin, 'POST', `/api/v1/admin/support/${opened.caseId}/close`)
    expect(closed.json().status).toBe('CLOSED')
    const refused = await as(admin, 'POST', `/api/v1/admin/support/${opened.caseId}/messages`, {
      message: 'Late',
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.fields[0].code).toBe('support.error.caseClosed')
    const again = await as(seller, 'POST', `/api/v1/support/${opened.caseId}/messages`, {
      message: 'It is back in review.',
    })
    expect(again.statusCode).toBe(200)
    expect(again.json().status).toBe('OPEN')
  })

  it("another account's case and attachment answer 404; the owner and an admin download it", async () => {
    const { seller } = await sellerWithDomain()
    const intruder = await t.factories.seller()
    const opened = await openCaseOf(seller, {
      attachment: { fileName: 'report.csv', contentBase64: base64(Buffer.from('a,b\n1,2\n')) },
    })
    const attachmentId = opened.messages[0]!.attachment!.attachmentId
    const file = `/api/v1/support/${opened.caseId}/attachments/${attachmentId}`
    for (const url of [`/api/v1/support/${opened.caseId}`, file]) {
      expect((await as(intruder, 'GET', url)).statusCode).toBe(404)
    }
    const reply = await as(intruder, 'POST', `/api/v1/support/${opened.caseId}/messages`, {
      message: 'Hi',
    })
    expect(reply.statusCode).toBe(404)
    for (const reader of [seller, admin]) {
      const res = await as(reader, 'GET', file)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('text/csv')
      expect(res.headers['content-disposition']).toBe('attachment; filename="report.csv"')
      expect(res.body).toBe('a,b\n1,2\n')
    }
    const list = await as(intruder, 'GET', '/api/v1/support')
    expect(list.json().total).toBe(0)
  })

  it('the admin queue is for admins only (checked on the server)', async () => {
    const { seller } = await sellerWithDomain()
    const opened = await openCaseOf(seller)
    expect((await as(seller, 'GET', '/api/v1/admin/support')).statusCode).toBe(403)
    expect(
      (
        await as(seller, 'POST', `/api/v1/admin/support/${opened.caseId}/messages`, {
          message: 'x',
        })
      ).statusCode,
    ).toBe(403)
    const queue = await as(admin, 'GET', '/api/v1/admin/support?limit=100')
    expect(queue.statusCode).toBe(200)
    expect(queue.json().items.map((c: { caseId: string }) => c.caseId)).toContain(opened.caseId)
  })
})

describe('POST /api/v1/support/user: a signed-out visitor', () => {
  it('opens a case and gets a confirmation e-mail with the reference', async () => {
    const email = `visitor-${uniqueSuffix()}@example.test`
    const res = await as(null, 'POST', '/api/v1/support/user', {
      name: 'Val Visitor',
      email,
      topic: 'ACCOUNT',
      message: 'I cannot sign in.',
    })
    expect(res.statusCode).toBe(202)
    const { reference } = res.json()
    const [mail] = await listOutboxFor(t.db, email)
    expect(mail!.subject).toContain(reference)
    const queue = await as(admin, 'GET', '/api/v1/admin/support?limit=100')
    const found = queue.json().items.find((c: { reference: string }) => c.reference === reference)
    expect(found.requester).toEqual({ name: 'Val Visitor', email, isGuest: true })
  })

  it('refuses a bad e-mail with 400 and limits requests per e-mail address', async () => {
    const bad = await as(null, 'POST', '/api/v1/support/user', {
      name: 'X',
      email: 'not-an-email',
      topic: 'OTHER',
      message: 'Hi',
    })
    expect(bad.statusCode).toBe(400)
    const email = `flood-${uniqueSuffix()}@example.test`
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/support/user',
        remoteAddress: `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        payload: { name: 'F', email, topic: 'OTHER', message: 'Hi' },
      })
    const codes = []
    for (let i = 0; i < 4; i += 1) codes.push((await send()).statusCode)
    expect(codes).toEqual([202, 202, 202, 429])
  })

  it('refuses a form posted from another site (CSRF)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/support/user',
      headers: { origin: 'https://evil.example' },
      payload: { name: 'F', email: 'f@example.test', topic: 'OTHER', message: 'Hi' },
    })
    expect(res.statusCode).toBe(403)
  })
})
