import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { DEMO_SELLER, expect, signedInAdmin, signInThroughForm, test } from '../fixtures.ts'

// Issue 17 "Done when": a seller parks a domain, a visitor views its parked page and clicks an
// ad, the roll-up runs, and /parking shows the view, the click and the revenue for that day, in
// the table and on the chart; the month's statement carries the parking revenue.
// The journeys' server pays $2.00 a house-ad click (playwright.config.ts), so the seller's
// 70 % share (decision 531) is exactly $1.40.
const SHARE_OF_ONE_CLICK = 1.4

const VISITOR_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

test.describe.configure({ timeout: 180_000 })

const dollars = (text: string) => Number(text.replace(/[^0-9.]/g, ''))

const usd = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' })

/**
 * The newest month's parking revenue where a seller looks: the Statements list (Payouts and
 * taxes), and the same amount on that month's printable statement. With `expected`, waits for
 * the list to show it (the list refreshes after the page opens).
 */
async function parkingOnStatement(seller: Page, expected?: number): Promise<number> {
  await seller.getByRole('link', { name: 'Payouts and taxes' }).click()
  await seller.getByRole('tab', { name: 'Statements' }).click()
  const newest = seller.getByRole('table', { name: 'Monthly statements' }).getByRole('row').nth(1)
  // Month, buyers paid, commission, fees, earnings, paid out, parking revenue, statement.
  const cell = newest.getByRole('cell').nth(6)
  if (expected !== undefined) await expect(cell).toHaveText(usd(expected))
  const listed = (await cell.textContent()) ?? ''
  const open = newest.getByRole('link', { name: /^Open the statement for/ })
  const html = await (await seller.request.get((await open.getAttribute('href'))!)).text()
  if (dollars(listed) > 0) {
    expect(html).toContain(`<td>Parking revenue</td><td class="num">${listed}</td>`)
  }
  return dollars(listed)
}

async function noSeriousViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([])
}

test('a seller parks a domain, a visitor clicks an ad, and /parking and the statement show it', async ({
  page: seller,
  browser,
}) => {
  await seller.goto('/portfolio?filter=listed')
  await signInThroughForm(seller, DEMO_SELLER)
  await expect(seller.getByRole('heading', { name: 'Portfolio' })).toBeVisible({ timeout: 15_000 })
  const row = seller.locator('tbody tr[data-domain]').first()
  await expect(row).toBeVisible()
  const name = (await row.getAttribute('data-domain')) ?? ''
  const statementBefore = await (async () => {
    const amount = await parkingOnStatement(seller)
    await seller.getByRole('link', { name: 'Portfolio' }).first().click()
    return amount
  })()

  // Park it from the portfolio: select, "Park domains", move with the confirmation.
  await seller.getByLabel('Search domains').fill(name)
  const parkedRow = seller.locator(`tbody tr[data-domain="${name}"]`)
  await expect(seller.locator('tbody tr[data-domain]')).toHaveCount(1)
  await parkedRow.getByRole('checkbox').check()
  await seller.getByRole('button', { name: 'Park domains' }).click()
  const drawer = seller.getByRole('dialog', { name: 'Parking setup' })
  await drawer.getByRole('button', { name: 'Move 1 domain to parking' }).click()
  await seller
    .getByRole('dialog', { name: 'Move 1 domain to parking?' })
    .getByRole('button', { name: 'Move to parking' })
    .click()
  await expect(seller.getByText('1 domain was moved to parking.')).toBeVisible()
  await expect(drawer.getByText('Set these nameservers')).toBeVisible()
  await noSeriousViolations(seller)
  await drawer.getByRole('button', { name: 'Close parking setup' }).click()

  // A visitor opens the parked page and clicks an ad.
  // A person's browser: the headless one says "HeadlessChrome", which the event filter drops.
  const visitor = await (await browser.newContext({ userAgent: VISITOR_AGENT })).newPage()
  await visitor.goto(`/lander/${name}`)
  await expect(visitor.getByRole('heading', { name: 'Related links' })).toBeVisible()
  await visitor.locator('a.ad').first().click()
  await expect(visitor).not.toHaveURL(new RegExp(`/lander/${name}`))

  // The roll-up runs (every minute in production; the test control runs it now).
  const admin = await signedInAdmin(browser)
  const rollUp = await admin.request.post('/api/v1/test/parking/roll-up')
  expect(rollUp.ok()).toBe(true)

  // The seller opens Parking from the navigation and finds the day's view, click and revenue.
  await seller.getByRole('link', { name: 'Parking', exact: true }).click()
  await expect(seller.getByRole('heading', { name: 'Parking', level: 1 })).toBeVisible()
  await seller.getByLabel('Search parked domains').fill(name)
  const figures = seller.locator(`tr[data-domain="${name}"]`)
  await expect(figures).toHaveCount(1)
  // Columns of spec §3: domain, page views, revenue, per click, RPM, ad clicks, CTR, visits.
  const cells = figures.getByRole('cell')
  await expect(cells.nth(1)).toHaveText('1')
  await expect(cells.nth(2)).toHaveText('$1.40')
  await expect(cells.nth(5)).toHaveText('1')
  await expect(cells.nth(6)).toHaveText('100.00%')
  // The chart's own data table: today's revenue holds at least this click's share.
  const today = new Date().toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const chartDay = seller
    .getByRole('table', { name: 'Revenue and visits per day' })
    .getByRole('row', { name: new RegExp(`^${today}`) })
  await expect(chartDay).toHaveCount(1)
  const chartRevenue = dollars((await chartDay.getByRole('cell').first().textContent()) ?? '')
  expect(chartRevenue).toBeGreaterThanOrEqual(SHARE_OF_ONE_CLICK)
  await noSeriousViolations(seller)

  // The domain's own page, from its row.
  await figures.getByRole('link', { name }).click()
  await expect(seller.getByRole('heading', { name: `Parking: ${name}` })).toBeVisible()

  // The month's statement carries the click's share.
  await parkingOnStatement(seller, statementBefore + SHARE_OF_ONE_CLICK)
})
