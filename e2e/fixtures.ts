import { expect, test as base, type Browser, type Page } from '@playwright/test'

export const DEMO_SELLER = { email: 'seller@demo.namefolio.test', password: 'namefolio-demo' }

/** Signs in through the sign-in page, as a person does. */
export async function signInThroughForm(
  page: Page,
  user: { email: string; password: string },
): Promise<void> {
  await page.getByLabel('E-mail').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Signs out as a person does: sign-out is a POST (issue 12), so /logout asks first. */
export async function signOutThroughPage(page: Page): Promise<void> {
  await page.goto('/logout')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login\?status=signed-out/)
}

export const test = base
export { expect }

export const DEMO_ADMIN = { email: 'admin@demo.namefolio.test', password: 'namefolio-demo' }

/**
 * The demo admin, signed in in a browser context of its own: the dev outbox shows only an
 * admin everyone's mail, and the test controls answer only an admin (issue 12).
 */
export async function signedInAdmin(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto('/admin/transfers')
  await signInThroughForm(page, DEMO_ADMIN)
  await page.waitForURL((url) => url.pathname === '/admin/transfers')
  return page
}

/**
 * The newest sign-in link the outbox holds for `email` (development and test only). `admin`
 * is the demo admin's page: the outbox shows others' mail only to an admin.
 */
export async function signInLinkFor(admin: Page, email: string): Promise<string> {
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

export const DEMO_BUYER = { email: 'buyer@demo.namefolio.test', password: 'namefolio-demo' }
export const DEMO_BROKER = { email: 'broker@demo.namefolio.test', password: 'namefolio-demo' }

/** A demo user signed in, in a browser context of its own, on `path` (where the gate sent it). */
export async function signedInAt(
  browser: Browser,
  path: string,
  user: { email: string; password: string },
): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto(path)
  await signInThroughForm(page, user)
  await page.waitForURL((url) => url.pathname === path)
  return page
}

/**
 * A new person for this test only, signed up through the sign-in service's page and sent on to
 * `path`: `<handle>-<random>@example.test`, named `<name> <random>`.
 */
export async function signUpThroughForm(
  page: Page,
  person: { handle: string; name: string; password: string; path: string },
): Promise<{ email: string; password: string }> {
  const suffix = Math.random().toString(36).slice(2, 10)
  const user = { email: `${person.handle}-${suffix}@example.test`, password: person.password }
  await page.goto(`/signup?path=${encodeURIComponent(person.path)}`)
  await page.getByLabel('Full name').fill(`${person.name} ${suffix}`)
  await page.getByLabel('E-mail').fill(user.email)
  await page.getByLabel('Username').fill(`${person.handle}-${suffix}`)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(new RegExp(`${person.path}$`))
  return user
}

/** Whole dollars as the portal shows them: `$1,250`. */
export const usd = (micros: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(micros / 1_000_000)

/** A row of the seller's portfolio list (`GET /api/v2/domains`), the fields the journeys read. */
export type PortfolioDomain = {
  name: string
  status: string
  hidden: boolean
  buynowPriceMicros: number | null
  floorPriceMicros: number | null
  minbidPriceMicros: number | null
}

/** Listed demo domains with buy now and a floor well below it, and no lead yet. */
export async function negotiableDomains(seller: Page): Promise<PortfolioDomain[]> {
  const get = async <T>(url: string) => (await (await seller.request.get(url)).json()) as T
  const domains = await get<{ items: PortfolioDomain[] }>(
    '/api/v2/domains?limit=1000&sort=price.buyNow&order=desc',
  )
  const leads = await get<{ items: { domainName: string }[] }>('/api/v1/leads?limit=1000')
  const taken = new Set(leads.items.map((l) => l.domainName))
  return domains.items.filter(
    (d) =>
      d.status === 'ACTIVE' &&
      d.buynowPriceMicros !== null &&
      d.floorPriceMicros !== null &&
      d.floorPriceMicros >= (d.minbidPriceMicros ?? 0) &&
      d.buynowPriceMicros - d.floorPriceMicros >= 10_000_000 &&
      !taken.has(d.name),
  )
}

/** Counters on a negotiation's page with `micros`, as a person types it in dollars. */
export async function sendCounterOffer(page: Page, micros: number): Promise<void> {
  await page.getByRole('button', { name: 'Counter-offer' }).click()
  await page.getByRole('textbox', { name: 'Your offer (USD)' }).fill(String(micros / 1_000_000))
  await page.getByRole('button', { name: 'Send offer' }).click()
}

/** The buyer counters a dollar below the floor, reads the rule's refusal and cancels. */
export async function counterBelowFloorIsRefused(buyer: Page, floorMicros: number) {
  await sendCounterOffer(buyer, floorMicros - 1_000_000)
  await expect(
    buyer.getByText(`The seller does not accept offers below ${usd(floorMicros)}.`),
  ).toBeVisible()
  await buyer.getByRole('button', { name: 'Cancel' }).click()
}

/** Accepts the standing offer of `micros`, after the confirmation dialog. */
export async function acceptOffer(page: Page, micros: number): Promise<void> {
  await page.getByRole('button', { name: `Accept ${usd(micros)}` }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Accept ${usd(micros)}` })
    .click()
}

/** Payouts need tax details and a payout account; the seller has just signed in (step-up). */
export async function makeSellerPayable(seller: Page): Promise<void> {
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
}

/**
 * Adds `names` through the add flow (the page is on /domains/add), each at $2,500 buy now,
 * $1,000 floor and $500 minimum bid, and waits for the "added" step.
 */
export async function addDomainsAt2500(page: Page, names: readonly string[]): Promise<void> {
  await page.getByRole('textbox', { name: 'Domains' }).fill(names.join('\n'))
  await page.getByRole('button', { name: 'Review' }).click()
  await page.getByLabel('Buy now for all domains').fill('2500')
  await page.getByLabel('Floor for all domains').fill('1000')
  await page.getByLabel('Minimum bid for all domains').fill('500')
  await page.getByRole('button', { name: `Add ${names.length} domains` }).click()
  await expect(page.getByText(`${names.length} domains added`)).toBeVisible()
}

/** Chooses a CSV file, written from `lines`, in the page's file input. */
export async function chooseCsvFile(page: Page, name: string, lines: readonly string[]) {
  await page.locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\n')),
  })
}

// The lander's form refuses offers sent faster than a person types; it needs a person's agent.
const PERSON_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

/** A browser context of a person not signed in, with a person's agent (the lander's form). */
export async function newBuyerContext(browser: Browser) {
  return browser.newContext({ userAgent: PERSON_AGENT })
}

/**
 * One of the seller's listed demo domains whose lander offers "Send offer" (a Make Offer lander
 * and no lead yet); the buyer's page is left on that lander.
 */
export async function openMakeOfferLander(seller: Page, buyer: Page): Promise<PortfolioDomain> {
  for (const candidate of await negotiableDomains(seller)) {
    await buyer.goto(`/lander/${candidate.name}`)
    if ((await buyer.getByRole('button', { name: 'Send offer' }).count()) > 0) return candidate
  }
  throw new Error('no listed demo domain with a Make Offer lander and no lead')
}

/** A buyer new to Namefolio offers on the lander the page is on, as a person fills its form. */
export async function offerOnLander(
  buyer: Page,
  offer: { micros: number; name: string; email: string },
): Promise<void> {
  await buyer.getByLabel('Your offer (USD)').fill(String(offer.micros / 1_000_000))
  await buyer.getByLabel('Name').fill(offer.name)
  await buyer.getByLabel('E-mail').fill(offer.email)
  await buyer.getByRole('button', { name: 'Send offer' }).click()
  await expect(buyer.getByRole('heading', { name: 'Your offer is with the seller' })).toBeVisible()
}

/** The buyer signs in with the link the lander e-mailed (the outbox) and lands on their offers. */
export async function signInWithOfferLink(buyer: Page, admin: Page, email: string): Promise<void> {
  await buyer.goto(await signInLinkFor(admin, email))
  await buyer.getByRole('button', { name: 'Continue' }).click()
  await buyer.waitForURL((url) => url.pathname === '/domains/offers/made')
}
