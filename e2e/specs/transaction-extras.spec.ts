import type { Page } from '@playwright/test'
import { DEMO_BUYER, DEMO_SELLER, expect, signedInAt, test } from '../fixtures.ts'
import { seriousViolations } from '../axe.ts'

// Issue 18, the rest of spec §7: the seller and the buyer of a demo sale exchange messages in
// its history and each sees the other's; the seller reads the registrar's steps on the
// transfer step; /sales shows sales by period. axe at 1280 and 360 px on every screen built.

const SHOTS = '/tmp/shots-txextras'
const WIDTHS = [1280, 360] as const

/** axe and a full-page screenshot at both widths; the page is left at 1280 px. */
async function checkAtBothWidths(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    expect(await seriousViolations(page), `${name} at ${width} px`).toEqual([])
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

/** The "Message sent." growl is read, then closed, as a person does before going on. */
async function closeSentGrowl(page: Page) {
  const sent = page.getByRole('status').filter({ hasText: 'Message sent.' })
  await expect(sent).toBeVisible()
  await sent.getByRole('button', { name: 'Close' }).click()
  await expect(sent).toHaveCount(0)
}

/** The history's entry that holds this message text. */
const messageIn = (page: Page, text: string) =>
  page.locator('[data-message]').filter({ hasText: text })

test('seller and buyer exchange messages on a sale; the seller reads the registrar steps', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36)
  const fromSeller = `Unlocking it now, will send the code today (${stamp}).`
  const fromBuyer = `Thanks! My registrar account is ready (${stamp}).`

  // The seller starts on /sales: sales by period sits under the list.
  const seller = await signedInAt(browser, '/sales', DEMO_SELLER)
  const byPeriod = seller.getByRole('region', { name: 'Sales by period' })
  await expect(byPeriod.getByRole('table')).toBeVisible()
  await byPeriod.getByText('Year', { exact: true }).click()
  await expect(
    byPeriod.getByRole('rowheader', { name: String(new Date().getFullYear()), exact: true }),
  ).toBeVisible()
  await checkAtBothWidths(seller, 'sales-by-period')

  // The sale that waits for the seller's auth code, opened from its row.
  const row = seller.locator('[data-sale]').filter({ hasText: 'Awaiting auth code' }).first()
  const domain = (await row.getAttribute('data-sale'))!
  await row.getByRole('link', { name: domain, exact: true }).click()
  await seller.waitForURL(/\/sales\/[^/]+\/details$/)

  // The transfer step: the registrar's steps to unlock and get the auth code.
  const help = seller.getByRole('region', { name: 'How to do this at your registrar' })
  await expect(help.getByText(/Choose your registrar to see/)).toBeVisible()
  await help.getByRole('combobox', { name: 'Where is the domain registered?' }).click()
  await seller.getByRole('option', { name: 'Namecheap' }).click()
  await expect(help.getByRole('heading', { name: '1. Unlock the domain' })).toBeVisible()
  await expect(help.getByText(/open the Sharing & Transfer tab/)).toBeVisible()
  await expect(help.getByRole('heading', { name: '2. Get the auth code' })).toBeVisible()

  // An empty message is refused and nothing is sent; then the seller writes to the buyer.
  const toBuyer = seller.getByLabel('Message to the buyer')
  await seller.getByRole('button', { name: 'Send message' }).click()
  await expect(seller.getByText('Write a message first.')).toBeVisible()
  await toBuyer.fill(fromSeller)
  await seller.getByRole('button', { name: 'Send message' }).click()
  await expect(messageIn(seller, fromSeller)).toContainText('You')
  await expect(toBuyer).toHaveValue('')
  await closeSentGrowl(seller)
  await checkAtBothWidths(seller, 'sale-details-transfer-step')

  // The buyer finds the purchase in their list and opens its details and messages.
  const buyer = await signedInAt(browser, '/purchases/domains', DEMO_BUYER)
  await buyer.getByRole('link', { name: `Details and messages for ${domain}`, exact: true }).click()
  await buyer.waitForURL(/\/purchases\/domains\/[^/]+$/)
  await expect(buyer.getByRole('heading', { name: domain })).toBeVisible()
  await expect(messageIn(buyer, fromSeller)).toContainText('Seller')
  await buyer.getByLabel('Message to the seller').fill(fromBuyer)
  await buyer.getByRole('button', { name: 'Send message' }).click()
  await expect(messageIn(buyer, fromBuyer)).toContainText('You')
  await closeSentGrowl(buyer)
  await checkAtBothWidths(buyer, 'purchase-details')

  // Back on the sale, the seller reads the buyer's reply under their own message.
  await seller.reload()
  await expect(messageIn(seller, fromBuyer)).toContainText('Buyer')
  const texts = await seller.locator('[data-message]').allInnerTexts()
  const mine = texts.findIndex((t) => t.includes(fromSeller))
  const theirs = texts.findIndex((t) => t.includes(fromBuyer))
  expect(mine).toBeGreaterThanOrEqual(0)
  expect(theirs).toBeGreaterThan(mine)
})
