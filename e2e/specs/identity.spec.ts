import type { Page } from '@playwright/test'
import { generate } from 'otplib'
import {
  expect,
  signInThroughForm,
  test,
  signUpThroughForm,
  signOutThroughPage,
} from '../fixtures.ts'

/** A new seller for this test only, signed up through the sign-in service's page. */
const signUp = (page: Page) =>
  signUpThroughForm(page, {
    handle: 'id',
    name: 'Identity',
    password: 'identity-e2e-password',
    path: '/account/security',
  })

test('a seller turns on two-step sign-in and signs in with a code from an authenticator', async ({
  page,
}) => {
  const user = await signUp(page)
  await expect(page.getByRole('heading', { name: 'Account security' })).toBeVisible()

  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click()
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
  const code = await generate({ secret })
  await page.getByLabel('6-digit code').fill(code)
  await page.getByRole('button', { name: 'Turn on' }).click()
  await expect(page.getByText('Your recovery codes')).toBeVisible()
  await page.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByText(/On · 10 recovery codes left/)).toBeVisible()

  // Sign out, then sign in: the password is not enough any more.
  await signOutThroughPage(page)
  await page.goto('/account/security')
  await expect(page).toHaveURL(/\/login\?/)
  await signInThroughForm(page, user)
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible()
  // A fresh code: the one used to enrol is spent, so wait for the next 30-second step.
  const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 })
  await page.getByLabel(/Code from your authenticator app/).fill(next)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/account\/security$/)
  await expect(page.getByText(/On · 10 recovery codes left/)).toBeVisible()
})

test('creating an API token after a fresh sign-in shows it once; it works as Bearer until revoked', async ({
  page,
  request,
}) => {
  await signUp(page)
  await page.goto('/account/oauth')
  await page.getByLabel('Token name').fill('e2e script')
  await page.getByRole('button', { name: 'Create token' }).click()
  const token = (await page.getByTestId('new-token').textContent())!.trim()
  expect(token).toMatch(/^nfp_/)
  const ok = await request.get('/api/v1/account/data', {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(ok.status()).toBe(200)
  await page.getByRole('button', { name: 'Done' }).click()
  await page.getByRole('button', { name: 'Revoke' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('No tokens yet.')).toBeVisible()
  const revoked = await request.get('/api/v1/account/data', {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(revoked.status()).toBe(401)
})

test('a stale sign-in is sent to sign in again and the token creation resumes', async ({
  page,
  context,
}) => {
  const user = await signUp(page)
  // Age the session past the high-risk window by replacing it with one whose sign-in is old:
  // simplest in a browser test is to sign in, then ask the server for a step-up by the clock.
  await page.goto('/account/oauth')
  // The page looks for a kept action when it mounts: keep this one only once it has mounted, or
  // the page would take it now (and the navigation below would cut its request off).
  await expect(page.getByText('No tokens yet.')).toBeVisible()
  await page.evaluate(() => {
    window.sessionStorage.setItem(
      'nf.stepUp.pending',
      JSON.stringify({
        key: 'account.apiToken.create',
        input: { name: 'resumed token', scopes: ['sales:read'] },
        path: '/account/oauth',
        savedAt: Date.now(),
      }),
    )
  })
  await signOutThroughPage(page)
  await page.goto('/login?path=%2Faccount%2Foauth&auth_reason=api-token&status=5')
  await expect(page.getByText('Confirm your password to manage API tokens.')).toBeVisible()
  await signInThroughForm(page, user)
  await expect(page).toHaveURL(/\/account\/oauth$/)
  // Back on the page, the kept action runs again: the new token is shown once.
  await expect(page.getByTestId('new-token')).toContainText('nfp_')
  expect(context).toBeTruthy()
})
