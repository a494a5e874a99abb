import type { Page } from '@playwright/test'
import { checkScreen } from '../axe.ts'
import { DEMO_SELLER, expect, signedInAdmin, signedInAt, test } from '../fixtures.ts'

// Issue 19 "Done when": a BASIC seller on the portfolio opens the search-statistics prompt,
// upgrades to Pro with the sandbox card, lands back on the portfolio and sees the column; the
// charge's invoice is in the statements; time moves past expiry (the admin's test clock, as
// other journeys do) and on reload the column is gated again (spec §6 "non-expired plan").
// The demo seller is set to Basic by the admin's plan change first and given back its
// Premium plan at the end, so the journeys that rely on it keep working.
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-membership'
const DAY_MS = 86_400_000

test.describe.configure({ timeout: 180_000 })

async function setPlan(admin: Page, userId: string, plan: string, days: number) {
  const clock = (await (await admin.request.get('/api/v1/test/clock')).json()) as { now: string }
  const expiresAt = new Date(Date.parse(clock.now) + days * DAY_MS).toISOString()
  const res = await admin.request.post(`/api/v1/admin/accounts/${userId}/membership`, {
    data: { plan, expiresAt, note: 'membership journey' },
  })
  expect(res.status()).toBe(200)
}

const searchStatsSort = (page: Page) =>
  page.getByRole('combobox', { name: 'Sort search statistics by' })
const unlock = (page: Page) => page.getByRole('button', { name: 'Unlock' })

/** Ticks (or unticks) the search-statistics column in the Selling view's chooser. */
async function columnChoice(page: Page) {
  await page.getByRole('button', { name: 'Columns to show in Selling' }).click()
  const box = page.getByRole('checkbox', { name: 'Searches 30/90/365 d' })
  const wasChecked = await box.isChecked()
  await box.click()
  await expect(box).toBeChecked({ checked: !wasChecked })
  await page.keyboard.press('Escape')
}

test('a Basic seller upgrades to Pro from the search-statistics prompt and loses it at expiry', async ({
  browser,
}) => {
  const admin = await signedInAdmin(browser)
  const seller = await signedInAt(browser, '/portfolio', DEMO_SELLER)
  const { id } = (await (await seller.request.get('/api/v1/account/data')).json()) as { id: string }
  await setPlan(admin, id, 'BASIC', 20)
  try {
    await seller.setViewportSize({ width: 1280, height: 800 })
    await seller.reload()

    // The seller shows the search-statistics column (one tick away in the chooser).
    await columnChoice(seller)
    // The §6 prompt: Basic is below the top tier, so the column offers the upgrade.
    await unlock(seller).click()
    const prompt = seller.getByRole('dialog', { name: 'See how buyers search for your domains' })
    await prompt.getByRole('link', { name: 'Upgrade to Pro' }).click()
    await expect(seller).toHaveURL((url) => url.pathname === '/account/membership')

    // The purchase: the amount is shown before paying; the sandbox is labelled.
    const dialog = seller.getByRole('dialog', { name: 'Buy the Pro plan' })
    await expect(dialog.getByTestId('membership-charge')).toHaveText('$79.00')
    await expect(dialog.getByText('SANDBOX: test payments, no real money moves')).toBeVisible()
    await dialog.getByLabel('Card number').fill('4000 0000 0000 0002')
    await dialog.getByRole('button', { name: 'Pay $79.00' }).click()
    await expect(dialog.getByText('The card was declined. Nothing was charged.')).toBeVisible()
    await checkScreen(seller, { dir: SHOTS, name: 'purchase-dialog', schemes: ['light', 'dark'] })
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242')
    await dialog.getByRole('button', { name: 'Pay $79.00' }).click()

    // Back where the seller was, with the column.
    await expect(seller).toHaveURL((url) => url.pathname === '/portfolio')
    await expect(searchStatsSort(seller)).toBeVisible()
    await expect(unlock(seller)).toHaveCount(0)

    // The plan page from the navigation: Pro, renewing.
    await seller
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Membership plan' })
      .click()
    await expect(seller).toHaveURL((url) => url.pathname === '/account/membership')
    await expect(seller.getByText(/^Renews automatically on /)).toBeVisible()
    await checkScreen(seller, { dir: SHOTS, name: 'plan-page', schemes: ['light', 'dark'] })

    // A downgrade waits for the renewal, after a confirmation; "Keep my plan" undoes it.
    await seller.getByRole('button', { name: 'Switch to Basic at renewal' }).click()
    const downgrade = seller.getByRole('dialog', { name: 'Switch to Basic at renewal?' })
    await downgrade.getByRole('button', { name: 'Switch at renewal' }).click()
    await expect(seller.getByText(/^Changes to Basic on /)).toBeVisible()
    await seller.getByRole('button', { name: 'Keep my plan' }).click()
    await expect(seller.getByText(/^Renews automatically on /)).toBeVisible()

    // Cancel, confirmed: the benefits stay to the end date, nothing renews.
    await seller.getByRole('button', { name: 'Cancel renewal' }).click()
    const cancel = seller.getByRole('dialog', { name: 'Cancel the renewal?' })
    await cancel.getByRole('button', { name: 'Cancel renewal' }).click()
    await expect(seller.getByText(/^Does not renew: the plan ends on /)).toBeVisible()
    await expect(seller.getByRole('button', { name: 'Resume renewal' })).toBeVisible()

    // The charge's invoice in the statements, with its printable page.
    await seller
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Payouts and taxes' })
      .click()
    await seller
      .getByRole('tab', { name: 'Statements' })
      .or(seller.getByRole('link', { name: 'Statements' }))
      .first()
      .click()
    await expect(seller).toHaveURL((url) => url.pathname === '/account/statements')
    const invoices = seller.getByRole('region', { name: 'Membership invoices' })
    await expect(invoices.getByRole('row').filter({ hasText: 'Purchase · Pro' })).toContainText(
      '$79.00',
    )
    const href = await invoices
      .getByRole('link', { name: /^Invoice M-/ })
      .first()
      .getAttribute('href')
    const invoice = await seller.request.get(href!)
    expect(await invoice.text()).toContain('Membership invoice: PRO plan')

    // Time passes the plan's end: the column is gated again at once. The admin first brings the
    // plan's end to a quarter of an hour away, so the money clock moves half an hour rather than
    // a month: a month would bill, and default, the demo leases that later journeys open.
    await setPlan(admin, id, 'PRO', 0.01)
    const advanced = await admin.request.post('/api/v1/test/clock/advance', {
      data: { days: 0.02 },
    })
    expect(advanced.status()).toBe(200)
    await seller
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Portfolio' })
      .click()
    await expect(unlock(seller)).toBeVisible()
    await expect(searchStatsSort(seller)).toHaveCount(0)
    // The column hidden again, as the other journeys expect the demo seller's columns.
    await columnChoice(seller)
    await expect(unlock(seller)).toHaveCount(0)
  } finally {
    await setPlan(admin, id, 'PREMIUM', 365)
  }
})
