import type { Page } from '@playwright/test'
import {
  DEMO_ADMIN,
  DEMO_BUYER,
  DEMO_SELLER,
  expect,
  makeSellerPayable,
  signInThroughForm,
  signedInAt,
  test,
  type PortfolioDomain,
} from '../fixtures.ts'

// Issue 8 journeys: a Buy Now sale from the lander to the paid payout and its invoice; a
// lease to own whose installments the scheduler charges as the test clock moves; a default.

/** Listed demo domains whose lander offers `button` (Buy now, or Lease to own), no lead yet. */
async function domainsWithLanderAction(seller: Page, buyer: Page, button: string, count: number) {
  const domains = (await (await seller.request.get('/api/v2/domains?limit=1000')).json()) as {
    items: PortfolioDomain[]
  }
  const leads = (await (await seller.request.get('/api/v1/leads?limit=1000')).json()) as {
    items: { domainName: string }[]
  }
  const sold = (await (await seller.request.get('/api/v1/sales?limit=500')).json()) as {
    items: { domain: string }[]
  }
  const leased = (await (
    await seller.request.get('/api/v1/transactions/leased?limit=500')
  ).json()) as { items: { domain: string }[] }
  const taken = new Set([
    ...leads.items.map((l) => l.domainName),
    ...sold.items.map((s) => s.domain),
    ...leased.items.map((s) => s.domain),
  ])
  const found: string[] = []
  for (const d of domains.items) {
    if (d.status !== 'ACTIVE' || d.hidden || d.buynowPriceMicros === null || taken.has(d.name))
      continue
    // Only a domain checkout will sell (not sold, leased or hidden).
    if (!(await buyer.request.get(`/checkout/domain/${d.name}`)).ok()) continue
    await buyer.goto(`/lander/${d.name}`)
    if ((await buyer.getByRole('button', { name: button, exact: true }).count()) > 0)
      found.push(d.name)
    if (found.length === count) break
  }
  expect(found, `${count} demo domains with ${button} on their lander`).toHaveLength(count)
  return found
}

/** Pays at the sandbox checkout the buyer is on. */
async function payWithCard(buyer: Page, card: string) {
  const signIn = buyer.getByRole('link', { name: 'Sign in to continue' })
  if (await signIn.isVisible()) {
    await signIn.click()
    await signInThroughForm(buyer, DEMO_BUYER)
    await buyer.waitForURL((url) => url.pathname.startsWith('/checkout'))
  }
  await expect(buyer.getByText(/sandbox/i).first()).toBeVisible()
  await buyer.getByLabel('Name on card').fill('Bo Buyer')
  await buyer.getByLabel('Card number').fill(card)
  await buyer.getByRole('button', { name: /^Pay \$/ }).click()
  const done = buyer.getByRole('link', { name: 'Follow it in My purchases' })
  await done.waitFor({ timeout: 10_000 }).catch(() => undefined)
  expect(
    await done.count(),
    `${buyer.url()}: ${(await buyer.locator('body').innerText()).slice(0, 400)}`,
  ).toBe(1)
}

/** The seller gives the auth code from /sales (the row's status action). */
async function giveAuthCode(seller: Page, domain: string, path = '/sales') {
  await seller.goto(path)
  const row = seller.locator(`[data-sale="${domain}"], [data-lease="${domain}"]`).first()
  await expect(row).toBeVisible()
  if (path === '/sales') {
    await expect(row.getByText('Awaiting auth code')).toBeVisible()
    await row.getByRole('button', { name: `Auth code for ${domain}` }).click()
  } else {
    await row.getByRole('link', { name: domain, exact: true }).click()
  }
  await seller
    .locator(`form[aria-label="Auth code for ${domain}"]`)
    .getByLabel(/^Auth code/)
    .fill('EPP-Xy7!q9Lm')
  await seller.getByRole('button', { name: 'Send auth code' }).click()
  await expect(seller.getByText('Transfer in progress').first()).toBeVisible()
}

async function confirmTransfer(admin: Page, domain: string) {
  await admin.goto('/admin/transfers')
  await admin.getByRole('button', { name: `Confirm transfer of ${domain}` }).click()
  await expect(admin.getByRole('button', { name: `Confirm transfer of ${domain}` })).toHaveCount(0)
}

/** Moves the money clock; the test controls answer only an admin (issue 12). */
async function advanceDays(admin: Page, days: number) {
  const res = await admin.request.post('/api/v1/test/clock/advance', { data: { days } })
  expect(res.ok(), await res.text()).toBe(true)
}

async function transactionOf(seller: Page, domain: string, kind: 'sales' | 'leased') {
  const url = kind === 'sales' ? '/api/v1/sales?limit=500' : '/api/v1/transactions/leased?limit=500'
  const body = (await (await seller.request.get(url)).json()) as {
    items: { domain: string; transactionId: string; fullStatus: string }[]
  }
  return body.items.find((i) => i.domain === domain)!
}

let payable = false
/** Payouts need tax details and a payout account; the seller just signed in (step-up). */
async function makePayable(seller: Page) {
  if (payable) return
  await makeSellerPayable(seller)
  payable = true
}

test('a Buy Now sale: lander, checkout, auth code, admin transfer, payout, paid with its invoice', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const seller = await signedInAt(browser, '/sales', DEMO_SELLER)
  const buyerContext = await browser.newContext()
  const buyer = await buyerContext.newPage()
  const [domain] = await domainsWithLanderAction(seller, buyer, 'Buy now', 1)

  await buyer.goto(`/lander/${domain}`)
  await buyer.getByRole('button', { name: 'Buy now', exact: true }).click()
  await payWithCard(buyer, '4242 4242 4242 4242')

  await giveAuthCode(seller, domain!)
  await makePayable(seller)
  const admin = await signedInAt(browser, '/admin/transfers', DEMO_ADMIN)
  await confirmTransfer(admin, domain!)

  const sale = await transactionOf(seller, domain!, 'sales')
  expect(sale.fullStatus).toBe('SCHEDULED_PAYOUT')
  await seller.goto(`/sales/${sale.transactionId}/details`)
  await expect(seller.locator('[aria-current="step"]')).toContainText('Payout scheduled')

  await advanceDays(admin, 3)
  await seller.goto('/sales')
  const row = seller.locator(`[data-sale="${domain}"]`)
  await expect(row.getByText('Paid', { exact: true })).toBeVisible()
  await row.getByRole('link', { name: `Invoice for ${domain}` }).click()
  await expect(seller).toHaveURL(new RegExp(`/sales/${sale.transactionId}/invoices/`))
  await expect(seller.getByRole('heading', { name: `Invoice for ${domain}` })).toBeVisible()
  await expect(seller.getByRole('rowheader', { name: 'Your payout' })).toBeVisible()
  const printable = seller.getByRole('link', { name: 'Open printable invoice' })
  const html = await (await seller.request.get((await printable.getAttribute('href'))!)).text()
  expect(html).toContain(`Invoice: ${domain}`)
  const pdfLink = seller.getByRole('link', { name: 'Download PDF' })
  const pdf = await seller.request.get((await pdfLink.getAttribute('href'))!)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')

  await seller.goto(`/sales/${sale.transactionId}/details`)
  await expect(
    seller.getByRole('list', { name: 'Steps of this sale' }).locator('[data-state="done"]'),
  ).toHaveCount(7)
})

test('lease to own: three installments charged by the scheduler, then a default on a declining card', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const seller = await signedInAt(browser, '/sales/leased', DEMO_SELLER)
  const buyer = await signedInAt(browser, '/purchases/domains', DEMO_BUYER)
  const admin = await signedInAt(browser, '/admin/transfers', DEMO_ADMIN)
  await makePayable(seller)
  const [paying, defaulting] = await domainsWithLanderAction(seller, buyer, 'Lease to own', 2)

  for (const [domain, card] of [
    [paying!, '4242 4242 4242 4242'],
    [defaulting!, '4000 0000 0000 0341'],
  ] as const) {
    // The seller allows leases up to three months; the lander follows the edit at once
    // (decision 850) and its Lease to own button leads to the 3-month checkout.
    const edit = await seller.request.patch(`/api/v2/domains/${domain}`, {
      data: { leasingEnabled: true, maxLeasePeriod: 3 },
    })
    expect(edit.ok(), await edit.text()).toBe(true)
    await buyer.goto(`/lander/${domain}`)
    const terms = buyer.getByRole('combobox', { name: /Lease to own/ })
    await expect(terms.locator('option')).toHaveText(['2 months', '3 months'])
    await terms.selectOption('3')
    await buyer.getByRole('button', { name: 'Lease to own', exact: true }).click()
    await expect(buyer).toHaveURL(new RegExp(`/checkout/domain/${domain}\\?kind=LEASE&months=3`))
    await payWithCard(buyer, card)
    await giveAuthCode(seller, domain, '/sales/leased')
    await confirmTransfer(admin, domain)
  }

  // Two more months: the scheduler charges installments 2 and 3 of the good card.
  await advanceDays(admin, 31)
  await advanceDays(admin, 31)
  await advanceDays(admin, 3)
  await seller.goto('/sales/leased')
  const row = seller.locator(`[data-lease="${paying}"]`)
  await expect(row.getByText('3/3')).toBeVisible()
  await expect(row.getByText('All installments paid out')).toBeVisible()
  await row.getByRole('link', { name: paying, exact: true }).click()
  const ledger = seller.getByRole('table', { name: `Installments of ${paying}` })
  await expect(ledger.locator('tbody tr[data-status="PAID"]')).toHaveCount(3)

  // The other card declined installment 2; after the grace period the lease defaults.
  await advanceDays(admin, 16)
  const lease = await transactionOf(seller, defaulting!, 'leased')
  expect(lease.fullStatus).toBe('CANCELLED')
  await seller.goto(`/sales/leased/${lease.transactionId}/details`)
  await expect(seller.getByText('This lease ended')).toBeVisible()
  await expect(
    seller
      .getByRole('table', { name: `Installments of ${defaulting}` })
      .locator('tbody tr[data-status="PAID"]'),
  ).toHaveCount(1)

  await buyer.goto('/purchases/domains')
  await expect(buyer.locator(`[data-purchase="${paying}"]`)).toContainText('3 of 3 paid')
  await expect(buyer.locator(`[data-purchase="${defaulting}"]`)).toContainText('Cancelled')
})

// DESIGN.md §8: every screen works at 360 px; tables become lists of cards below the small
// breakpoint, so nothing scrolls sideways.
test('on a phone the sales, leases, installment ledger and statements fit 360 px', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const seller = await context.newPage()
  await seller.goto('/sales')
  await signInThroughForm(seller, DEMO_SELLER)
  await seller.waitForURL((url) => url.pathname === '/sales')
  const fits = async (name: string) => {
    await seller.screenshot({ path: testInfo.outputPath(`phone-${name}.png`), fullPage: true })
    const width = await seller.evaluate(() => document.documentElement.scrollWidth)
    expect(width, `${name} scrolls sideways`).toBeLessThanOrEqual(360)
  }

  await expect(seller.locator('[data-sale]').first()).toBeVisible()
  await fits('sales')
  await seller.goto('/sales/leased')
  const lease = seller.locator('[data-lease]').first()
  await expect(lease).toBeVisible()
  await fits('leased')
  const domain = (await lease.getAttribute('data-lease'))!
  await lease.getByRole('link', { name: domain, exact: true }).click()
  const ledger = seller.getByRole('list', { name: `Installments of ${domain}` })
  await expect(ledger.locator('[data-status="PAID"]').first()).toBeVisible()
  await expect(seller.getByRole('table', { name: `Installments of ${domain}` })).toHaveCount(0)
  await fits('lease-details')
  await seller.goto('/account/statements')
  await expect(
    seller.getByRole('link', { name: /^Download the statement for/ }).first(),
  ).toBeVisible()
  await fits('statements')
  await context.close()
})
