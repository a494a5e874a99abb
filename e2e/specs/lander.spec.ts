import { AxeBuilder } from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../chromium.ts'
import { DEMO_SELLER, expect, test } from '../fixtures.ts'

// Issue 6, "what buyers see". Landers count views only from people: the headless browser's
// own user agent is filtered as a bot, so the buyer here browses with a desktop Chrome one.
const PORT = Number(process.env.E2E_PORT ?? 3210)
const HOSTED = 'pepperlink.ai'
const PARKED = 'beacon.com'
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  // The buyer types the domain: it resolves to our server, which answers by Host header.
  launchOptions: chromiumLaunchOptions([
    `--host-resolver-rules=MAP ${HOSTED} 127.0.0.1, MAP ${PARKED} 127.0.0.1`,
  ]),
})

async function signInAsSeller(page: Page): Promise<APIRequestContext> {
  await page.goto('/login')
  await page.getByLabel('E-mail').fill(DEMO_SELLER.email)
  await page.getByLabel('Password').fill(DEMO_SELLER.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login/)
  return page.request
}

test('a buyer opens a lander by Host header, sees its actions, offers too little, then enough', async ({
  page,
}) => {
  // The seller sets a floor first, so a $1 offer meets a rule (demo prices are random).
  const seller = await signInAsSeller(page)
  const floor = await seller.patch(`/api/v2/domains/${HOSTED}`, {
    data: { buynowPrice: 1_000_000_000, floorPrice: 500_000_000 }, // micros: $1,000 and $500
  })
  expect(floor.ok(), await floor.text()).toBe(true)
  await page.goto(`http://${HOSTED}:${PORT}/`)
  await expect(page.getByRole('heading', { level: 1, name: HOSTED })).toBeVisible()
  // pepperlink.ai is listed with Make Offer on (demo data; the demo sales take the last names).
  const mode = await page.locator('main').getAttribute('data-mode')
  await expect(page.getByRole('button', { name: 'Buy now' })).toHaveCount(
    mode?.includes('BIN') ? 1 : 0,
  )
  await expect(page.getByRole('button', { name: 'Send offer' })).toBeVisible()

  await page.getByLabel('Your offer (USD)').fill('1')
  await page.getByLabel('Name').fill('Bea Buyer')
  const email = `bea-${Date.now()}@example.test`
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Send offer' }).click()
  await expect(page.getByRole('alert')).toContainText(
    /does not consider offers below|minimum offer is/,
  )
  const ruleText = (await page.getByRole('alert').textContent()) ?? ''
  const minimum = Number(ruleText.replace(/[^0-9]/g, ''))
  expect(minimum).toBeGreaterThan(1)

  await page.getByLabel('Your offer (USD)').fill(String(minimum + 100))
  await page.getByRole('button', { name: 'Send offer' }).click()
  await expect(page.getByRole('heading', { name: 'Your offer is with the seller' })).toBeVisible()

  // The seller sees the new lead, and the domain's offer count.
  const leads = await (await seller.get('/api/v1/leads?limit=100')).json()
  expect(JSON.stringify(leads)).toContain(HOSTED)
  const domain = await (await seller.get(`/api/v2/domains/${HOSTED}`)).json()
  expect(JSON.stringify(domain)).toMatch(/"offerCount":[1-9]/)
})

test('a parked domain records a view and an ad click', async ({ page }) => {
  await page.goto(`http://${PARKED}:${PORT}/`)
  await expect(page.getByRole('heading', { name: 'Related links' })).toBeVisible()
  await expect(page.getByRole('link', { name: /may be for sale/ })).toBeVisible()
  await page.locator('a.ad').first().click()
  await expect(page).toHaveURL(/\/search\?q=/)

  const seller = await signInAsSeller(page)
  await expect
    .poll(
      async () =>
        (await (await seller.get(`/api/v1/stats/traffic/${PARKED}`)).json()) as {
          parkingViews: number
          adClicks: number
        },
    )
    .toMatchObject({ parkingViews: expect.any(Number), adClicks: 1 })
  const traffic = await (await seller.get(`/api/v1/stats/traffic/${PARKED}`)).json()
  expect(traffic.parkingViews).toBeGreaterThanOrEqual(1)
})

test('search finds a listed domain and never a hidden one', async ({ page }) => {
  await page.goto('/search?q=pepper')
  await expect(page.getByRole('link', { name: HOSTED })).toBeVisible()

  const seller = await signInAsSeller(page)
  const hide = await seller.patch(`/api/v2/domains/${HOSTED}`, { data: { hidden: true } })
  expect(hide.ok()).toBe(true)
  await expect
    .poll(async () => {
      await page.goto('/search?q=pepper')
      return page.getByRole('link', { name: HOSTED }).count()
    })
    .toBe(0)
  await seller.patch(`/api/v2/domains/${HOSTED}`, { data: { hidden: false } })
})

test('a lander, the search and a profile have no serious or critical accessibility violations', async ({
  page,
}) => {
  for (const url of [
    `http://${HOSTED}:${PORT}/`,
    `http://${PARKED}:${PORT}/`,
    '/search?q=pepper',
    '/profile/dana-domains',
  ]) {
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze()
    const blocking = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    expect(blocking, url).toEqual([])
  }
})
