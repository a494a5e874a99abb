import { DEMO_SELLER, expect, signInThroughForm, test } from '../fixtures.ts'

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
