import type { Browser, Page } from '@playwright/test'
import { DEMO_SELLER, expect, signInThroughForm, test } from '../fixtures.ts'

const DEMO_BUYER = { email: 'buyer@demo.namefolio.test', password: 'namefolio-demo' }
const usd = (micros: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(micros / 1_000_000)

async function signedInPage(browser: Browser, path: string, user: typeof DEMO_BUYER) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(path)
  await signInThroughForm(page, user)
  await page.waitForURL((url) => url.pathname === path)
  return page
}

type Domain = {
  name: string
  status: string
  buynowPriceMicros: number | null
  floorPriceMicros: number | null
  minbidPriceMicros: number | null
}

/** A listed demo domain with buy now and floor that has no lead yet. */
async function freshListedDomain(seller: Page): Promise<Domain> {
  const domains = (await (
    await seller.request.get('/api/v2/domains?limit=1000&sort=price.buyNow&order=desc')
  ).json()) as {
    items: Domain[]
  }
  const leads = (await (await seller.request.get('/api/v1/leads?limit=1000')).json()) as {
    items: { domainName: string }[]
  }
  const taken = new Set(leads.items.map((l) => l.domainName))
  const domain = domains.items.find(
    (d) =>
      d.status === 'ACTIVE' &&
      d.buynowPriceMicros !== null &&
      d.floorPriceMicros !== null &&
      d.floorPriceMicros >= (d.minbidPriceMicros ?? 0) &&
      d.buynowPriceMicros - d.floorPriceMicros >= 10_000_000 &&
      !taken.has(d.name),
  )
  expect(domain, 'a listed demo domain without a lead').toBeDefined()
  return domain!
}

test('a buyer offers, the seller counters in the UI, the buyer is held to the floor and accepts', async ({
  browser,
}) => {
  const seller = await signedInPage(browser, '/sales/leads', DEMO_SELLER)
  const buyer = await signedInPage(browser, '/negotiations', DEMO_BUYER)
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
  await seller.getByRole('button', { name: 'Counter-offer' }).click()
  await seller.getByRole('textbox', { name: 'Your offer (USD)' }).fill(String(counter / 1_000_000))
  await seller.getByRole('button', { name: 'Send offer' }).click()
  await expect(seller.getByText(`countered with ${usd(counter)}`)).toBeVisible()
  await expect(seller.getByText('Awaiting reply')).toBeVisible()

  // The buyer sees the counter; a counter below the floor is refused with the rule's message.
  await buyer.goto(`/negotiations/${lead.id}`)
  await expect(buyer.getByText('New offer')).toBeVisible()
  await expect(buyer.getByTestId('sidebar-floorPrice')).toHaveCount(0)
  await buyer.getByRole('button', { name: 'Counter-offer' }).click()
  await buyer
    .getByRole('textbox', { name: 'Your offer (USD)' })
    .fill(String((floor - 1_000_000) / 1_000_000))
  await buyer.getByRole('button', { name: 'Send offer' }).click()
  await expect(
    buyer.getByText(`The seller does not accept offers below ${usd(floor)}.`),
  ).toBeVisible()
  await buyer.getByRole('button', { name: 'Cancel' }).click()

  // The buyer accepts, after a confirmation; both now see the agreement.
  await buyer.getByRole('button', { name: `Accept ${usd(counter)}` }).click()
  await buyer
    .getByRole('dialog')
    .getByRole('button', { name: `Accept ${usd(counter)}` })
    .click()
  await expect(buyer.getByText('Agreement')).toBeVisible()
  await expect(buyer.getByTestId('sidebar-agreed')).toContainText(usd(counter))
  await seller.reload()
  await expect(seller.getByText('Agreement')).toBeVisible()
})
