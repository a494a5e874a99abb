import fs from 'node:fs'
import { AxeBuilder } from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { DEMO_SELLER, expect, signInThroughForm, test } from '../fixtures.ts'

// Issue 13: the whole deal by clicks. A stranger offers on a lander (signing up on the way),
// the seller counters from the lead, the buyer accepts and pays from "Pay $X", the seller gives
// the auth code, an admin confirms the transfer; the payout shows for the seller and the
// purchase for the buyer. After its first page each role moves by clicks only (sign-in links
// aside). The admin starts at /admin/transfers: the portal helper's admin home links there,
// until that branch is merged this one goto is the admin's way in.
const DEMO_ADMIN = { email: 'admin@demo.namefolio.test', password: 'namefolio-demo' }
const SHOTS = process.env.E2E_SHOTS_DIR
// The lander's form refuses offers sent faster than a person types; it needs a person's agent.
const PERSON_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

const usd = (micros: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(micros / 1_000_000)

type Domain = {
  name: string
  status: string
  hidden: boolean
  buynowPriceMicros: number | null
  floorPriceMicros: number | null
  minbidPriceMicros: number | null
}

async function signedIn(browser: Browser, path: string, user: typeof DEMO_SELLER) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(path)
  await signInThroughForm(page, user)
  await page.waitForURL((url) => url.pathname === path)
  return page
}

/** A listed demo domain whose lander takes offers and sells, with no lead or sale yet. */
async function freshOfferableDomain(seller: Page): Promise<Domain> {
  const get = async <T>(url: string) => (await (await seller.request.get(url)).json()) as T
  const domains = await get<{ items: Domain[] }>(
    '/api/v2/domains?limit=1000&sort=price.buyNow&order=desc',
  )
  const leads = await get<{ items: { domainName: string }[] }>('/api/v1/leads?limit=1000')
  const sold = await get<{ items: { domain: string }[] }>('/api/v1/sales?limit=500')
  const taken = new Set([
    ...leads.items.map((l) => l.domainName),
    ...sold.items.map((s) => s.domain),
  ])
  for (const d of domains.items) {
    if (d.status !== 'ACTIVE' || d.hidden || taken.has(d.name)) continue
    if (d.buynowPriceMicros === null || d.floorPriceMicros === null) continue
    if (d.floorPriceMicros < (d.minbidPriceMicros ?? 0)) continue
    if (d.buynowPriceMicros - d.floorPriceMicros < 10_000_000) continue
    // Read the lander as a visitor would, without moving the buyer's page.
    const lander = await (await seller.request.get(`/lander/${d.name}`)).text()
    if (lander.includes('>Send offer</button>')) return d
  }
  throw new Error('no listed demo domain with a Make Offer lander and no lead')
}

/** The newest sign-in link the outbox holds for `email` (development and test only). */
async function signInLinkFor(admin: Page, email: string): Promise<string> {
  let link = ''
  await expect
    .poll(
      async () => {
        const outbox = await (await admin.request.get('/dev/outbox')).text()
        const article = outbox.split('<article').find((a) => a.includes(email)) ?? ''
        link = /(https?:\/\/[^\s<"]*\/login\/link\?[^\s<"]*token=[^\s<"]+)/.exec(article)?.[1] ?? ''
        return link
      },
      { timeout: 15_000, message: `a sign-in link mailed to ${email}` },
    )
    .not.toBe('')
  return link.replaceAll('&amp;', '&')
}

async function expectNoSeriousAxeViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // The notification bell's menu target puts aria-haspopup on its indicator <div>
    // (aria-allowed-attr): the bell is the portal branch's to rebuild, reported there.
    .exclude('.mantine-Indicator-root[aria-haspopup]')
    .analyze()
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`)
  expect(blocking, where).toEqual([])
}

/** Screenshots at desktop and phone widths, back at desktop afterwards. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true })
  // Reloaded at each width, so the layout is the one a phone opens with, not a resize.
  await page.setViewportSize({ width: 360, height: 740 })
  await page.reload()
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  await page.screenshot({ path: `${SHOTS}/${name}-360.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.reload()
  await page.getByRole('heading', { level: 1 }).first().waitFor()
}

test('agreed price to payment: offer, counter, accept, Pay $X, auth code, transfer, payout and purchase', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const seller = await signedIn(browser, '/sales/leads', DEMO_SELLER)
  // The admin's page waits on the transfers; the outbox and the test clock answer only an admin.
  const admin = await signedIn(browser, '/admin/transfers', DEMO_ADMIN)
  const domain = await freshOfferableDomain(seller)
  const floor = domain.floorPriceMicros!
  const counter = Math.round((floor + domain.buynowPriceMicros!) / 2 / 1_000_000) * 1_000_000

  // 1. A stranger offers the floor on the lander; the offer form signs them up.
  const buyerContext = await browser.newContext({ userAgent: PERSON_AGENT })
  const buyer = await buyerContext.newPage()
  await buyer.goto(`/lander/${domain.name}`)
  const buyerEmail = `pay-${Date.now()}@example.test`
  await buyer.getByLabel('Your offer (USD)').fill(String(floor / 1_000_000))
  await buyer.getByLabel('Name').fill('Pat Payer')
  await buyer.getByLabel('E-mail').fill(buyerEmail)
  await buyer.waitForTimeout(2_700) // the form's human-speed check (issue 13, another branch)
  await buyer.getByRole('button', { name: 'Send offer' }).click()
  await expect(buyer.getByRole('heading', { name: 'Your offer is with the seller' })).toBeVisible()
  await buyer.goto(await signInLinkFor(admin, buyerEmail))
  await buyer.getByRole('button', { name: 'Continue' }).click()
  await buyer.waitForURL((url) => url.pathname === '/domains/offers/made')

  // 2. The seller opens the lead from their Leads page and counters.
  await seller.reload()
  await seller
    .locator(`[data-lead="${domain.name}"]`)
    .getByRole('link', { name: domain.name })
    .click()
  await seller.waitForURL(/\/sales\/leads\/[0-9a-f-]{36}\/details$/)
  await seller.getByRole('button', { name: 'Counter-offer' }).click()
  await seller.getByRole('textbox', { name: 'Your offer (USD)' }).fill(String(counter / 1_000_000))
  await seller.getByRole('button', { name: 'Send offer' }).click()
  await expect(seller.getByText(`You countered with ${usd(counter)}`)).toBeVisible()

  // 3. The buyer opens the negotiation from their offers made and accepts.
  await buyer.reload()
  await buyer
    .locator(`[data-lead="${domain.name}"]`)
    .getByRole('link', { name: domain.name })
    .first()
    .click()
  await buyer.waitForURL(/\/negotiations\/[0-9a-f-]{36}$/)
  await buyer.getByRole('button', { name: `Accept ${usd(counter)}` }).click()
  await buyer
    .getByRole('dialog')
    .getByRole('button', { name: `Accept ${usd(counter)}` })
    .click()
  await expect(
    buyer.getByText(`You agreed on ${usd(counter)} with the seller. Pay by`).first(),
  ).toBeVisible()
  const pay = buyer.getByRole('link', { name: `Pay ${usd(counter)}` })
  await expect(pay).toBeVisible()
  await expectNoSeriousAxeViolations(buyer, 'negotiation with Pay')
  await shoot(buyer, 'negotiation-pay')

  // The seller waits for the buyer's payment, with the deadline and the signals.
  await seller.reload()
  await expect(seller.getByText('Waiting for the buyer’s payment')).toBeVisible()
  await expect(
    seller.getByText(
      `You agreed on ${usd(counter)} with the buyer. Waiting for their payment until`,
    ),
  ).toBeVisible()
  await expect(seller.getByText(/Checkout opened: not yet/)).toBeVisible()
  await expectNoSeriousAxeViolations(seller, 'seller lead waiting for payment')
  await shoot(seller, 'lead-waiting')

  // "Pay $X" in offers made too, and in the notification; the buyer pays from the list.
  await buyer.goBack()
  await buyer.reload()
  const row = buyer.locator(`[data-lead="${domain.name}"]`).first()
  await expect(row.getByRole('link', { name: `Pay ${usd(counter)}` })).toBeVisible()
  await expectNoSeriousAxeViolations(buyer, 'offers made with Pay')
  await shoot(buyer, 'offers-made-pay')
  const bell = buyer.getByRole('button', { name: /^Notifications, / })
  await bell.click()
  await expect(buyer.getByRole('menu').getByText(`Price agreed for ${domain.name}`)).toBeVisible()
  await buyer.keyboard.press('Escape')
  await row.getByRole('link', { name: `Pay ${usd(counter)}` }).click()
  await buyer.waitForURL(/\/checkout\/agreed\/[0-9a-f-]{36}$/)
  await expect(buyer.getByText(/sandbox/i).first()).toBeVisible()
  await expectNoSeriousAxeViolations(buyer, 'agreed checkout')
  await shoot(buyer, 'checkout-agreed')

  await seller.reload()
  await expect(seller.getByText(/Checkout opened: \w{3} \d+/)).toBeVisible()

  await buyer.getByLabel('Name on card').fill('Pat Payer')
  await buyer.getByLabel('Card number').fill('4242 4242 4242 4242')
  await buyer.getByRole('button', { name: /^Pay \$/ }).click()
  await expect(buyer.getByRole('link', { name: 'Follow it in My purchases' })).toBeVisible()

  // 4. The seller sees the payment and gives the auth code on the sale.
  await seller.reload()
  await expect(seller.getByText(`The buyer paid ${usd(counter)}.`)).toBeVisible()
  await seller.getByRole('link', { name: 'Open my sales' }).click()
  await seller.waitForURL((url) => url.pathname === '/sales')
  const sale = seller.locator(`[data-sale="${domain.name}"]`).first()
  await expect(sale.getByText('Awaiting auth code')).toBeVisible()
  await sale.getByRole('button', { name: `Auth code for ${domain.name}` }).click()
  await seller
    .locator(`form[aria-label="Auth code for ${domain.name}"]`)
    .getByLabel(/^Auth code/)
    .fill('EPP-Xy7!q9Lm')
  await seller.getByRole('button', { name: 'Send auth code' }).click()
  await expect(seller.getByText('Transfer in progress').first()).toBeVisible()

  // Payouts need tax details and a payout account; the seller just signed in (step-up).
  const tax = await seller.request.patch('/api/v1/account/tax', {
    data: {
      formType: 'W9',
      legalName: 'Dana Seller',
      country: 'US',
      address: '1 Main Street, Springfield',
      taxId: '123-45-6789',
      payoutMode: 'AUTO',
      certify: true,
    },
  })
  expect(tax.ok(), await tax.text()).toBe(true)
  const account = await seller.request.post('/api/v1/account/payments', {
    data: {
      method: 'PAYPAL',
      accountName: 'Dana Seller',
      emailAddress: 'dana@example.com',
      isDefault: true,
    },
  })
  expect(account.ok(), await account.text()).toBe(true)

  // 5. The admin confirms the transfer.
  await admin.reload()
  await admin.getByRole('button', { name: `Confirm transfer of ${domain.name}` }).click()
  await expect(
    admin.getByRole('button', { name: `Confirm transfer of ${domain.name}` }),
  ).toHaveCount(0)

  // 6. The payout shows for the seller once the hold passes (the test clock moves it).
  // The test controls answer only an admin (decision 902).
  const advanced = await admin.request.post('/api/v1/test/clock/advance', { data: { days: 3 } })
  expect(advanced.ok(), await advanced.text()).toBe(true)
  await seller.reload()
  await expect(sale.getByText('Paid', { exact: true })).toBeVisible()
  await sale.getByRole('link', { name: domain.name, exact: true }).click()
  await expect(seller.getByText(/payout/i).first()).toBeVisible()

  // 7. The purchase shows for the buyer.
  await buyer.getByRole('link', { name: 'Follow it in My purchases' }).click()
  await buyer.waitForURL((url) => url.pathname === '/purchases/domains')
  await expect(buyer.getByText(domain.name).first()).toBeVisible()
  await shoot(buyer, 'purchases')

  await buyerContext.close()
})
