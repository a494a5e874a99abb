import { createHash, randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, test, signUpThroughForm, signOutThroughPage } from '../fixtures.ts'

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'e2e/artifacts/shots'

async function signUp(page: Page, prefix: string) {
  await signUpThroughForm(page, {
    handle: prefix,
    name: prefix,
    password: 'oauth-e2e-password',
    path: '/account/oauth',
  })
}

test('a developer registers an app; a seller approves it on the consent page and the app gets a code', async ({
  page,
  baseURL,
}) => {
  // Two sign-ups, an app registration and a consent: more than the default 30 s late in a
  // loaded full run (it ran out there once, waiting for the redirect after Approve).
  test.setTimeout(90_000)
  await signUp(page, 'dev')
  // The app's redirect URI: a loopback address, here the test server's health check.
  const redirectUri = `${baseURL}/api/health`
  await page.getByLabel('App name').fill('Price robot')
  await page.getByLabel('Redirect URIs').fill(redirectUri)
  await page.getByRole('button', { name: 'Register app' }).click()
  const clientId = (await page
    .locator('code')
    .filter({ hasText: /^[0-9a-f-]{36}$/ })
    .first()
    .textContent())!
  expect(clientId).toMatch(/^[0-9a-f-]{36}$/)

  // Another seller follows the app's link.
  await signOutThroughPage(page)
  await signUp(page, 'seller')
  const verifier = randomBytes(32).toString('base64url')
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: 'portfolio:read sales:read',
    state: 'st-42',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  })
  await page.goto(`/account/oauth/authorize?${query}`)
  await expect(
    page.getByRole('heading', { name: 'Price robot wants to use your account' }),
  ).toBeVisible()
  await expect(page.getByText('See your domains and their prices')).toBeVisible()
  await expect(page.getByText('See your sales')).toBeVisible()
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.screenshot({ path: `${SHOTS}/oauth-consent-1280.png`, fullPage: true })
  await page.setViewportSize({ width: 360, height: 740 })
  await page.screenshot({ path: `${SHOTS}/oauth-consent-360.png`, fullPage: true })

  await page.getByRole('button', { name: 'Approve' }).click()
  await page.waitForURL((url) => url.pathname === '/api/health' && url.searchParams.has('code'))
  const back = new URL(page.url())
  expect(back.searchParams.get('state')).toBe('st-42')
  const token = await page.request.post('/api/v1/account/oauth/token', {
    form: {
      grant_type: 'authorization_code',
      client_id: clientId,
      code: back.searchParams.get('code')!,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    },
  })
  expect(token.status()).toBe(200)
  expect((await token.json()).scope).toBe('portfolio:read sales:read')

  // Deny goes back with access_denied; an unregistered redirect URI gets no page at all.
  await page.goto(`/account/oauth/authorize?${query}`)
  await page.getByRole('button', { name: 'Deny' }).click()
  await page.waitForURL((url) => url.searchParams.get('error') === 'access_denied')
  query.set('redirect_uri', 'https://evil.example/cb')
  await page.goto(`/account/oauth/authorize?${query}`)
  await expect(page.getByRole('alert')).toContainText('This request is not valid')
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0)
})
