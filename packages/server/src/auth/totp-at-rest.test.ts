import { eq } from 'drizzle-orm'
import { generateSecret } from 'otplib'
import { describe, expect, it } from 'vitest'
import { totpFactors } from '../db/schema/identity.ts'
import { TEST_PASSWORD, testAppForFile } from '../test/build-test-app.ts'
import { confirmTotp, totpCode } from '../test/identity-helpers.ts'
import { createSecretBox } from './secret-box.ts'

// Decision 652: TOTP secrets are sealed with AES-256-GCM under DATA_ENCRYPTION_KEY.

const KEY = Buffer.alloc(32, 7).toString('base64')
const t = testAppForFile({ DATA_ENCRYPTION_KEY: KEY })

async function storedSecret(userId: string): Promise<string> {
  const [row] = await t.db.select().from(totpFactors).where(eq(totpFactors.userId, userId))
  return row!.secret
}

function secondStep(email: string, code: string) {
  return t.app
    .inject({ method: 'POST', url: '/api/sso/login', payload: { email, password: TEST_PASSWORD } })
    .then((first) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sso/login/second-factor',
        payload: { challenge: first.json().secondFactor.challenge, code },
      }),
    )
}

describe('TOTP secrets at rest', () => {
  it('stores the secret sealed with the data key, and codes still verify', async () => {
    const seller = await t.factories.seller()
    const { cookie } = await t.signedIn(seller)
    const enrol = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/totp',
      headers: { cookie },
    })
    const { secret } = enrol.json() as { secret: string }
    const stored = await storedSecret(seller.id)
    expect(stored).not.toContain(secret)
    expect(stored).toMatch(/^v1\./)
    expect(createSecretBox(Buffer.from(KEY, 'base64')).open(stored)).toBe(secret)

    const confirm = await confirmTotp(t, cookie, secret)
    expect(confirm.statusCode).toBe(200)
    expect((await secondStep(seller.email, await totpCode(secret, 1))).statusCode).toBe(200)
  })

  it('a sealed secret does not open under another key', async () => {
    const sealed = createSecretBox(Buffer.from(KEY, 'base64')).seal('JBSWY3DPEHPK3PXP')
    expect(() => createSecretBox(Buffer.alloc(32, 9)).open(sealed)).toThrow()
  })

  it('a secret stored in clear before sealing still verifies once and is sealed by that use', async () => {
    const seller = await t.factories.seller()
    const secret = generateSecret({ length: 20 })
    await t.db.insert(totpFactors).values({ userId: seller.id, secret, confirmedAt: new Date() })
    expect((await secondStep(seller.email, await totpCode(secret))).statusCode).toBe(200)
    const stored = await storedSecret(seller.id)
    expect(stored).toMatch(/^v1\./)
    expect(createSecretBox(Buffer.from(KEY, 'base64')).open(stored)).toBe(secret)
    expect((await secondStep(seller.email, await totpCode(secret, 1))).statusCode).toBe(200)
  })
})
