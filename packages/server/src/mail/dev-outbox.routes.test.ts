import { describe, expect, it } from 'vitest'
import {
  DEPLOYED_SECRETS,
  testAppForFile,
  uniqueSuffix,
  withTestApp,
} from '../test/build-test-app.ts'
import { form, formHeaders } from '../test/identity-helpers.ts'
import { createMailer } from './mailer.ts'

const t = testAppForFile()

async function outboxAs(headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: '/dev/outbox', headers })
  expect(res.statusCode).toBe(200)
  return res.body
}

async function mailTo(to: string, subject: string) {
  const mailer = createMailer({ db: t.db, smtpUrl: null, from: 'Namefolio <a@b.test>' })
  await mailer.send({ to, subject, text: `Body for ${to}` })
}

describe('/dev/outbox shows each person only their own mail (issue 12, decision 901)', () => {
  it('shows a signed-out visitor a sign-in prompt and no mail at all', async () => {
    const to = `someone-${uniqueSuffix()}@example.test`
    await mailTo(to, 'Your sign-in link')
    const page = await outboxAs()
    expect(page).toContain('Sign in to read the mail sent to you.')
    expect(page).toContain('/login?realm=portal&amp;path=%2Fdev%2Foutbox')
    expect(page).not.toContain(to)
    expect(page).not.toContain('<article')
  })

  it("shows a signed-in user the mail addressed to them and nobody else's", async () => {
    const me = await t.factories.user()
    const other = await t.factories.user()
    await mailTo(me.email.toUpperCase(), 'Mine')
    await mailTo(other.email, 'Theirs')
    const page = await outboxAs(await t.signedIn(me))
    expect(page).toContain('Mine')
    expect(page).not.toContain(other.email)
    expect(page).not.toContain('Theirs')
  })

  it('shows an admin every message', async () => {
    const admin = await t.factories.user({ roles: ['admin'] })
    const first = `first-${uniqueSuffix()}@example.test`
    const second = `second-${uniqueSuffix()}@example.test`
    await mailTo(first, 'One')
    await mailTo(second, 'Two')
    const page = await outboxAs(await t.signedIn(admin))
    expect(page).toContain(first)
    expect(page).toContain(second)
  })

  it('attack: a stranger requests a recovery for a seller and cannot read the link (issue 12)', async () => {
    const seller = await t.factories.seller()
    const stranger = await t.factories.user({ roles: ['buyer'] })
    const recover = await t.app.inject({
      method: 'POST',
      url: '/recover',
      headers: formHeaders,
      payload: form({ email: seller.email }),
    })
    expect(recover.statusCode).toBe(200)
    for (const page of [await outboxAs(), await outboxAs(await t.signedIn(stranger))]) {
      expect(page).not.toContain(seller.email)
      expect(page).not.toMatch(/token=/)
      expect(page).not.toContain('Reset your Namefolio password')
    }
    expect(await outboxAs(await t.signedIn(seller))).toContain('Reset your Namefolio password')
  })
})

describe('/dev/outbox exists only in development and test (issue 12)', () => {
  it('answers 404 in staging and production', async () => {
    for (const appEnv of ['staging', 'production']) {
      await withTestApp({ APP_ENV: appEnv, ...DEPLOYED_SECRETS }, async (deployed) => {
        const res = await deployed.app.inject({ method: 'GET', url: '/dev/outbox' })
        expect(res.statusCode).toBe(404)
      })
    }
  })
})
