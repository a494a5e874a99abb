import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listOutboxFor } from '../../mail/mailer.ts'
import { buildTestApp, uniqueSuffix, type TestApp } from '../../test/build-test-app.ts'

// Issue 18: "Contact support" for a signed-out visitor, a plain form (decision 1042).
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const post = (form: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  })

describe('/contact', () => {
  it('shows the form to a visitor, and the footer links to it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/contact' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('action="/contact"')
    expect(res.body).toContain('href="/contact"')
  })

  it('keeps what was typed and marks the refused fields', async () => {
    const res = await post({ name: 'Val', email: 'nope', topic: 'OTHER', message: 'Keep me' })
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain('Enter a valid e-mail address.')
    expect(res.body).toContain('Keep me')
    expect(res.body).toContain('value="Val"')
  })

  it('opens a case, e-mails the confirmation and redirects to it', async () => {
    const email = `contact-${uniqueSuffix()}@example.test`
    const res = await post({
      name: 'Val',
      email,
      topic: 'ACCOUNT',
      domainName: '',
      message: 'Help',
    })
    expect(res.statusCode).toBe(303)
    const reference = /sent=(NF-[0-9A-F]{8})/.exec(res.headers.location as string)?.[1]
    expect(reference).toBeDefined()
    const [mail] = await listOutboxFor(t.db, email)
    expect(mail!.subject).toContain(reference)
    const page = await t.app.inject({ method: 'GET', url: res.headers.location as string })
    expect(page.body).toContain(reference)
  })

  it('refuses a form posted from another site', async () => {
    const res = await post(
      { name: 'V', email: 'v@example.test', topic: 'OTHER', message: 'Hi' },
      { origin: 'https://evil.example' },
    )
    expect(res.statusCode).toBe(403)
  })
})
