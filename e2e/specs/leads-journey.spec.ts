import type { Page } from '@playwright/test'
import {
  DEMO_BROKER,
  DEMO_BUYER,
  DEMO_SELLER,
  acceptOffer,
  counterBelowFloorIsRefused,
  expect,
  negotiableDomains,
  newBuyerContext,
  openMakeOfferLander,
  sendCounterOffer,
  offerOnLander,
  signInWithOfferLink,
  signedInAdmin,
  signedInAt,
  test,
  usd,
} from '../fixtures.ts'

// Issue 7, "done when": one negotiation across three browser contexts (buyer, seller,
// broker), from an offer on a lander to an agreement; a lead handed to the broker; an
// expired offer closed by the expiry job (run now with a later clock, decision 451).
const DAY_MS = 86_400_000
const SHOTS = process.env.E2E_SHOTS_DIR

async function openBell(page: Page) {
  const bell = page.getByRole('button', { name: /^Notifications, / })
  await expect(bell).toBeVisible()
  await bell.click()
  return page.getByRole('menu')
}

test('three parties negotiate: lander offer, counter, floor rule, agreement, broker, expiry', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const seller = await signedInAt(browser, '/sales/leads', DEMO_SELLER)
  const broker = await signedInAt(browser, '/leads', DEMO_BROKER)
  const admin = await signedInAdmin(browser)
  const buyerContext = await newBuyerContext(browser)
  const buyer = await buyerContext.newPage()

  // 1. A new buyer offers the floor on a lander; the Make Offer form creates the account.
  const domain = await openMakeOfferLander(seller, buyer)
  const floor = domain.floorPriceMicros!
  const counter = Math.round((floor + domain.buynowPriceMicros!) / 2 / 1_000_000) * 1_000_000
  const buyerEmail = `journey-${Date.now()}@example.test`
  await offerOnLander(buyer, { micros: floor, name: 'Jo Journey', email: buyerEmail })

  // The buyer signs in with the link the lander e-mailed (the outbox in development).
  await signInWithOfferLink(buyer, admin, buyerEmail)
  await expect(buyer.getByText(domain.name)).toBeVisible()

  // 2. The seller: the bell counts it, the lead is under Needs attention as "New offer".
  await seller.goto('/sales/leads?folder=NEEDS_ATTENTION')
  const row = seller.locator(`[data-lead="${domain.name}"]`)
  await expect(row.getByText('New offer')).toBeVisible()
  const menu = await openBell(seller)
  await expect(menu.getByText(`New offer on ${domain.name}`)).toBeVisible()
  if (SHOTS) await seller.screenshot({ path: `${SHOTS}/bell-1280.png` })
  await menu.getByText(`New offer on ${domain.name}`).click()
  await seller.waitForURL(/\/negotiations\/[0-9a-f-]{36}$/)
  const leadId = new URL(seller.url()).pathname.split('/').at(-1)!

  // 3. The seller counters.
  await expect(seller.getByRole('heading', { name: domain.name })).toBeVisible()
  await sendCounterOffer(seller, counter)
  await expect(seller.getByText(`countered with ${usd(counter)}`)).toBeVisible()

  // 4. The buyer sees it (and is notified), counters below the floor, is refused, accepts.
  await buyer.goto(`/negotiations/${leadId}`)
  await expect(buyer.getByText('New offer')).toBeVisible()
  // The counter is unread, and waits for the buyer's answer (issue 13, decision 952).
  await expect(
    buyer.getByRole('button', { name: 'Notifications, 1 unread, 1 waiting for you' }),
  ).toBeVisible()
  await counterBelowFloorIsRefused(buyer, floor)
  await acceptOffer(buyer, counter)
  await expect(buyer.getByText('Agreement')).toBeVisible()
  await seller.reload()
  await expect(seller.getByText('Agreement')).toBeVisible()
  const sellerMenu = await openBell(seller)
  await expect(sellerMenu.getByText(`Price agreed for ${domain.name}`)).toBeVisible()
  await seller.keyboard.press('Escape')

  // 5. The seller hands another lead to the broker, who negotiates it.
  const other = (await negotiableDomains(seller)).find((d) => d.name !== domain.name)!
  const demoBuyer = await signedInAt(browser, '/negotiations', DEMO_BUYER)
  const created = await demoBuyer.request.post('/api/v1/leads', {
    data: { domainName: other.name, offerMicros: other.floorPriceMicros },
  })
  expect(created.status()).toBe(201)
  const otherLead = (await created.json()) as { id: string }
  await seller.goto(`/sales/leads/${otherLead.id}/details`)
  await seller.getByRole('button', { name: 'Assign to broker' }).click()
  await seller.getByRole('dialog').getByLabel('Broker').click()
  await seller.getByRole('option', { name: /Bri Broker/ }).click()
  await seller.getByRole('dialog').getByRole('button', { name: 'Assign' }).click()
  await expect(seller.getByText('Broker assigned').first()).toBeVisible()

  await broker.goto('/leads?view=broker')
  await broker
    .locator(`[data-lead="${other.name}"]`)
    .getByRole('link', { name: other.name })
    .click()
  await expect(broker.getByRole('heading', { name: other.name })).toBeVisible()
  await expect(broker.getByTestId('sidebar-floorPrice')).toHaveCount(0)
  const brokerCounter = other.buynowPriceMicros! - 1_000_000
  await broker.getByRole('button', { name: 'Counter-offer' }).click()
  await broker
    .getByRole('textbox', { name: 'Your offer (USD)' })
    .fill(String(brokerCounter / 1_000_000))
  await broker.getByRole('button', { name: 'Send offer' }).click()
  await expect(broker.getByText(`countered with ${usd(brokerCounter)}`)).toBeVisible()
  await demoBuyer.goto(`/negotiations/${otherLead.id}`)
  await expect(demoBuyer.getByText(`countered with ${usd(brokerCounter)}`)).toBeVisible()

  // 6. The broker's offer expires: the expiry job, run with a clock 8 days on, closes it.
  const expire = await admin.request.post('/api/v1/test/leads/expire-offers', {
    data: { now: new Date(Date.now() + 8 * DAY_MS).toISOString() },
  })
  expect(expire.status()).toBe(200)
  expect(((await expire.json()) as { closed: number }).closed).toBeGreaterThanOrEqual(1)
  await demoBuyer.reload()
  await expect(demoBuyer.getByText(`The offer of ${usd(brokerCounter)} expired`)).toBeVisible()
  await demoBuyer.goto('/account/notifications')
  await expect(demoBuyer.getByText(`An offer on ${other.name} expired`)).toBeVisible()

  // The notifications page, at desktop and phone widths.
  await seller.goto('/account/notifications')
  await expect(seller.getByText(`Price agreed for ${domain.name}`)).toBeVisible()
  if (SHOTS) {
    await seller.screenshot({ path: `${SHOTS}/page-1280.png`, fullPage: true })
    await seller.setViewportSize({ width: 360, height: 740 })
    await seller.screenshot({ path: `${SHOTS}/page-360.png`, fullPage: true })
    await openBell(seller)
    await seller.screenshot({ path: `${SHOTS}/bell-360.png` })
    await seller.keyboard.press('Escape')
  }

  // Bulk: select the first two, mark them read; delete one after confirming.
  await seller
    .getByRole('checkbox', { name: /^Select the notification about/ })
    .first()
    .check()
  await seller.getByRole('button', { name: 'Mark read' }).click()
  await expect(seller.getByText('None selected')).toBeVisible()
  await seller
    .getByRole('checkbox', { name: /^Select the notification about/ })
    .first()
    .check()
  await seller.getByRole('button', { name: 'Delete', exact: true }).click()
  await seller.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(seller.getByText('1 notification deleted')).toBeVisible()

  await buyerContext.close()
})
