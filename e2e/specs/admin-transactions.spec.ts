import type { Page } from '@playwright/test'
import { checkScreen } from '../axe.ts'
import {
  DEMO_ADMIN,
  DEMO_BUYER,
  DEMO_SELLER,
  expect,
  signInThroughForm,
  signedInAt,
  test,
  type PortfolioDomain,
} from '../fixtures.ts'

// Issue 19, the admin console: an admin opens Transactions from the navigation, cancels a paid
// sale with a full refund (after a confirmation) and the buyer sees it cancelled in their
// purchases; the admin retries the demo's stuck payout and sees it scheduled; the admin opens
// Health and sees the job queues and a recent server error (decisions 1345, 1346).
test.describe.configure({ timeout: 240_000 })

const SHOTS = '/tmp/shots-admin-transactions'
const checkAt = (page: Page, name: string) =>
  checkScreen(page, { dir: SHOTS, name, schemes: ['light', 'dark'] })

/** A listed demo domain checkout will sell (not sold, leased, hidden or under a lead). */
async function buyableDomain(seller: Page, buyer: Page): Promise<string> {
  const get = async <T>(url: string) => (await (await seller.request.get(url)).json()) as T
  const domains = await get<{ items: PortfolioDomain[] }>('/api/v2/domains?limit=1000')
  const leads = await get<{ items: { domainName: string }[] }>('/api/v1/leads?limit=1000')
  const sold = await get<{ items: { domain: string }[] }>('/api/v1/sales?limit=500')
  const taken = new Set([
    ...leads.items.map((l) => l.domainName),
    ...sold.items.map((s) => s.domain),
  ])
  for (const d of domains.items) {
    if (d.status !== 'ACTIVE' || d.hidden || d.buynowPriceMicros === null || taken.has(d.name))
      continue
    if (!(await buyer.request.get(`/checkout/domain/${d.name}`)).ok()) continue
    await buyer.goto(`/lander/${d.name}`)
    if ((await buyer.getByRole('button', { name: 'Buy now', exact: true }).count()) > 0)
      return d.name
  }
  throw new Error('no demo domain with Buy now on its lander')
}

test('cancel and refund a sale, retry a stuck payout, read the health page', async ({
  browser,
}) => {
  // The buyer buys a demo domain at the sandbox checkout.
  const seller = await signedInAt(browser, '/sales', DEMO_SELLER)
  const buyer = await (await browser.newContext()).newPage()
  const domain = await buyableDomain(seller, buyer)
  await buyer.getByRole('button', { name: 'Buy now', exact: true }).click()
  await buyer.getByRole('link', { name: 'Sign in to continue' }).click()
  await signInThroughForm(buyer, DEMO_BUYER)
  await buyer.waitForURL((url) => url.pathname.startsWith('/checkout'))
  await expect(buyer.getByText(/sandbox/i).first()).toBeVisible()
  await buyer.getByLabel('Name on card').fill('Bo Buyer')
  await buyer.getByLabel('Card number').fill('4242 4242 4242 4242')
  await buyer.getByRole('button', { name: /^Pay \$/ }).click()
  const follow = buyer.getByRole('link', { name: 'Follow it in My purchases' })
  await expect(follow).toBeVisible({ timeout: 15_000 })

  // The admin opens Transactions from the console's navigation.
  const admin = await signedInAt(browser, '/admin', DEMO_ADMIN)
  await admin.getByRole('navigation').getByRole('link', { name: 'Transactions' }).click()
  await expect(admin.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible()
  const stuck = admin.getByRole('region', { name: 'Stuck payouts' })
  const stuckRow = stuck.getByRole('article').first()
  await expect(stuckRow).toContainText('System error')
  await checkAt(admin, 'transactions')

  // Finds the sale, reads its history, cancels it with a reason and confirms.
  await admin.getByRole('textbox', { name: 'Search' }).fill(domain)
  await admin.getByRole('button', { name: 'Search', exact: true }).click()
  const sale = admin.getByRole('article', { name: domain, exact: true })
  await expect(sale).toContainText('Awaiting auth code')
  await sale.getByRole('button', { name: `Details of ${domain}` }).click()
  await expect(sale).toContainText('Payment verified')
  const reason = 'The card holder reported the card stolen'
  await sale.getByLabel(/^Reason/).fill(reason)
  await sale.getByRole('button', { name: 'Cancel and refund…' }).click()
  const dialog = admin.getByRole('dialog', { name: `Cancel ${domain} and refund the buyer?` })
  await expect(dialog).toBeVisible()
  await checkAt(admin, 'cancel-confirmation')
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click()
  await expect(admin.getByText(`${domain} is cancelled and the buyer refunded.`)).toBeVisible()
  await expect(sale.getByText('Cancelled', { exact: true }).first()).toBeVisible()

  // The buyer sees it cancelled in their purchases, with the reason and the refund.
  await follow.click()
  const purchase = buyer.locator(`[data-purchase="${domain}"]`)
  await expect(purchase).toContainText('Cancelled')
  await purchase.getByRole('link', { name: `Details and messages for ${domain}` }).click()
  await expect(buyer.getByText(reason).first()).toBeVisible()
  await expect(buyer.getByText(/Refunded \$[\d,.]+ to the buyer/).first()).toBeVisible()

  // The admin retries the stuck payout: it is scheduled again and leaves the list.
  const stuckDomain = (await stuckRow.getByRole('heading').textContent())!
  await stuckRow.getByRole('button', { name: `Retry payout of ${stuckDomain}` }).click()
  await expect(admin.getByText(`The payout of ${stuckDomain} is scheduled again.`)).toBeVisible()
  await expect(stuck.getByRole('article', { name: stuckDomain })).toHaveCount(0)
  await expect(stuck.getByText('No stuck payouts')).toBeVisible()

  // A server error happens (the dev/test control), and the health page shows it and the queues.
  const failed = await admin.request.post('/api/v1/test/errors/raise')
  expect(failed.status()).toBe(500)
  await admin.getByRole('navigation').getByRole('link', { name: 'Health' }).click()
  await expect(admin.getByRole('heading', { name: 'Health', level: 1 })).toBeVisible()
  await expect(admin.getByTestId('job-queues')).toContainText('sales.money')
  const newest = admin.getByTestId('recent-errors').getByRole('listitem').first()
  await expect(newest).toContainText('POST /api/v1/test/errors/raise')
  await expect(newest).toContainText(failed.headers()['x-request-id']!)
  await checkAt(admin, 'health')
})
