import type { Page } from '@playwright/test'
import {
  DEMO_BUYER,
  DEMO_SELLER,
  acceptOffer,
  counterBelowFloorIsRefused,
  expect,
  negotiableDomains,
  sendCounterOffer,
  signedInAt,
  test,
  usd,
  type PortfolioDomain,
} from '../fixtures.ts'

/** A listed demo domain with buy now and floor that has no lead yet. */
async function freshListedDomain(seller: Page): Promise<PortfolioDomain> {
  const [domain] = await negotiableDomains(seller)
  expect(domain, 'a listed demo domain without a lead').toBeDefined()
  return domain!
}

test('a buyer offers, the seller counters in the UI, the buyer is held to the floor and accepts', async ({
  browser,
}) => {
  const seller = await signedInAt(browser, '/sales/leads', DEMO_SELLER)
  const buyer = await signedInAt(browser, '/negotiations', DEMO_BUYER)
  const domain = await freshListedDomain(seller)
  const floor = domain.floorPriceMicros!
  const counter = Math.round((floor + domain.buynowPriceMicros!) / 2 / 1_000_000) * 1_000_000

  // The buyer's offer arrives through the API (the landers issue sends the same call).
  const created = await buyer.request.post('/api/v1/leads', {
    data: { domainName: domain.name, offerMicros: floor, message: 'Would you sell?' },
  })
  expect(created.status()).toBe(201)
  const lead = (await created.json()) as { id: string }

  // The seller finds it under Needs attention, labelled "New offer", and counters.
  await seller.goto('/sales/leads?folder=NEEDS_ATTENTION')
  const row = seller.locator(`[data-lead="${domain.name}"]`)
  await expect(row.getByText('New offer')).toBeVisible()
  await row.getByRole('link', { name: domain.name }).click()
  await expect(seller.getByRole('heading', { name: domain.name })).toBeVisible()
  await expect(seller.getByTestId('sidebar-floorPrice')).toBeVisible()
  await sendCounterOffer(seller, counter)
  await expect(seller.getByText(`countered with ${usd(counter)}`)).toBeVisible()
  await expect(seller.getByText('Awaiting reply')).toBeVisible()

  // The buyer sees the counter; a counter below the floor is refused with the rule's message.
  await buyer.goto(`/negotiations/${lead.id}`)
  await expect(buyer.getByText('New offer')).toBeVisible()
  await expect(buyer.getByTestId('sidebar-floorPrice')).toHaveCount(0)
  await counterBelowFloorIsRefused(buyer, floor)

  // The buyer accepts, after a confirmation; both now see the agreement.
  await acceptOffer(buyer, counter)
  await expect(buyer.getByText('Agreement')).toBeVisible()
  await expect(buyer.getByTestId('sidebar-agreed')).toContainText(usd(counter))
  await seller.reload()
  await expect(seller.getByText('Agreement')).toBeVisible()
})
