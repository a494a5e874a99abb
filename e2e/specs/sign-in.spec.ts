import { AxeBuilder } from '@axe-core/playwright'
import { DEMO_SELLER, expect, signInThroughForm, test } from '../fixtures.ts'

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'e2e/artifacts/shots'

test('a seller signs in on the sign-in page, lands on the portfolio, and signs out', async ({
  page,
}) => {
  await page.goto('/portfolio')

  // The gate sends a visitor without a session to the sign-in page with the return path.
  await expect(page).toHaveURL(/\/login\?/)
  expect(new URL(page.url()).searchParams.get('path')).toBe('/portfolio')

  await signInThroughForm(page, DEMO_SELLER)

  await expect(page).toHaveURL(/\/portfolio$/)
  await expect(page.getByRole('heading', { name: 'Portfolio' })).toBeVisible()
  // The demo portfolio: its rows are on the page, paged by the server.
  await expect(page.getByRole('row').nth(1)).toContainText(/\.[a-z]+/)
  // The pager shows the seller's whole count, as the server reports it (other journeys in the run
  // add and sell demo domains, so the count is read, not assumed).
  const list = await page.request.get('/api/v2/domains?limit=1')
  const { total } = (await list.json()) as { total: number }
  expect(total).toBeGreaterThan(100)
  await expect(page.getByText(`of ${total.toLocaleString('en-US')}`).first()).toBeVisible()

  await page.getByRole('button', { name: 'Open the account menu' }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login\?status=signed-out/)
  await expect(page.getByText('You have signed out.')).toBeVisible()

  // Signed out, the portfolio is closed again and the return path is kept.
  await page.goto('/portfolio')
  await expect(page).toHaveURL(/\/login\?/)
  expect(new URL(page.url()).searchParams.get('path')).toBe('/portfolio')
})

test('a wrong password keeps the visitor on the sign-in page with a clear message', async ({
  page,
}) => {
  await page.goto('/login?path=%2Fportfolio')
  await signInThroughForm(page, { email: DEMO_SELLER.email, password: 'not-the-password' })
  await expect(page.getByText('That e-mail and password do not match an account.')).toBeVisible()
  await expect(page.getByLabel('E-mail')).toHaveValue(DEMO_SELLER.email)
})

test('an unknown page shows a real not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    /not found|doesn.t exist|can.t find/i,
  )
})

test('a /logout link from elsewhere only asks: the seller stays signed in unless they press Sign out (issue 12)', async ({
  page,
}) => {
  await page.goto('/login?path=%2Fportfolio')
  await signInThroughForm(page, DEMO_SELLER)
  await expect(page.getByRole('heading', { name: 'Portfolio' })).toBeVisible()

  // Another site's link to /logout lands on a question, not on a sign-out.
  await page.goto('/logout')
  await expect(page.getByRole('heading', { name: 'Sign out of Namefolio?' })).toBeVisible()
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
  await page.screenshot({ path: `${SHOTS}/sign-out-1280.png`, fullPage: true })
  await page.setViewportSize({ width: 360, height: 740 })
  await page.screenshot({ path: `${SHOTS}/sign-out-360.png`, fullPage: true })

  // "Stay signed in" goes to `/`, which sends a signed-in seller on to their home (issue 13).
  await page.getByRole('link', { name: 'Stay signed in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
})
