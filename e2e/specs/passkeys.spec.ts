import type { BrowserContext, Page } from '@playwright/test'
import {
  expect,
  signInThroughForm,
  test,
  signUpThroughForm,
  signOutThroughPage,
} from '../fixtures.ts'

/**
 * Passkeys with Chromium's virtual authenticator (Chrome DevTools Protocol): a platform
 * authenticator that keeps discoverable credentials and verifies the user without a prompt.
 */
async function addVirtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  })
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  }
}

const signUp = (page: Page) =>
  signUpThroughForm(page, {
    handle: 'pk',
    name: 'Passkey',
    password: 'passkey-e2e-password',
    path: '/account/security',
  })

test('a seller registers a passkey, then uses it as a second factor and to sign in without a password', async ({
  page,
  context,
}) => {
  const authenticator = await addVirtualAuthenticator(context, page)
  const user = await signUp(page)

  // Register: the sign-up is a fresh sign-in, so no step-up is asked.
  await page.getByLabel('Name of this passkey').fill('Virtual authenticator')
  await page.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(page.getByText('Passkey added.')).toBeVisible()
  await expect(page.getByText('Virtual authenticator')).toBeVisible()
  const [credential] = await authenticator.credentials()
  expect(credential?.isResidentCredential).toBe(true)
  expect(credential?.rpId).toBe('localhost')

  // With a passkey registered, the password alone is not enough: the passkey is the second step.
  await signOutThroughPage(page)
  await page.goto('/account/security')
  await expect(page).toHaveURL(/\/login\?/)
  await signInThroughForm(page, user)
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible()
  await page.getByRole('button', { name: 'Use a passkey' }).click()
  await expect(page).toHaveURL(/\/account\/security$/)
  await expect(page.getByRole('heading', { name: 'Account security' })).toBeVisible()

  // Passwordless: the passkey alone signs in (possession plus user verification).
  await signOutThroughPage(page)
  await page.goto('/account/security')
  await expect(page).toHaveURL(/\/login\?/)
  await page.getByRole('button', { name: 'Use a passkey' }).click()
  await expect(page).toHaveURL(/\/account\/security$/)
  await expect(page.getByText('Virtual authenticator')).toBeVisible()
  expect((await authenticator.credentials())[0]?.signCount).toBeGreaterThanOrEqual(2)
})

test('a passkey the account does not know is refused with a message, and nobody is signed in', async ({
  page,
  context,
}) => {
  // A resident credential for this site, made by a page the server never heard of.
  await addVirtualAuthenticator(context, page)
  await page.goto('/login')
  await page.evaluate(async () => {
    await navigator.credentials.create({
      publicKey: {
        rp: { id: 'localhost', name: 'Somebody else' },
        user: { id: new Uint8Array(16), name: 'stranger', displayName: 'Stranger' },
        challenge: new Uint8Array(32),
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      },
    })
  })
  await page.getByRole('button', { name: 'Use a passkey' }).click()
  await expect(page.getByRole('alert').filter({ hasText: /could not be verified/ })).toBeVisible()
  await expect(page).toHaveURL(/\/login/)
  const validate = await page.request.get('/api/v1/account/data')
  expect(validate.status()).toBe(401)
})
