import type { Page } from '@playwright/test'
import { DEMO_SELLER, expect, test } from '../fixtures.ts'

async function signIn(page: Page, path = '/portfolio'): Promise<void> {
  await page.goto(path)
  await page.getByLabel('E-mail').fill(DEMO_SELLER.email)
  await page.getByLabel('Password').fill(DEMO_SELLER.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Portfolio' })).toBeVisible({ timeout: 15_000 })
}

// Each journey signs in and edits through several server round trips: on a loaded CI machine
// that takes longer than the 30 s default, without any sleep in the test.
test.describe.configure({ timeout: 90_000 })

const rows = (page: Page) => page.locator('tbody tr[data-domain]')

async function showListed(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Show' }).click()
  // The option carries its count from the listing stats once they arrive: "Listed (167)".
  await page.getByRole('option', { name: /^Listed( \([\d,]+\))?$/ }).click()
  await expect(page).toHaveURL(/filter=listed/)
  await settled(page)
}

/** The list shows the server's answer for the URL, not the previous page kept meanwhile. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(rows(page).first()).toBeVisible()
}

function dollars(text: string): number {
  return Number(text.replace(/[^0-9]/g, ''))
}

test('filters by status and sorts by buy-now price, kept in the URL and restored', async ({
  page,
}) => {
  await signIn(page)
  // The view tabs show their counts (GET /api/v2/stats/listings).
  await expect(
    page
      .getByRole('navigation', { name: 'Portfolio views' })
      .getByRole('link', { name: /^Selling/ }),
  ).toHaveText(/^Selling[\d,]+$/)
  await showListed(page)
  await expect(rows(page).first()).toContainText('Listed')
  for (const status of await page.locator('tbody td[data-column="status"]').allTextContents()) {
    expect(status).toContain('Listed')
  }
  await page.getByRole('button', { name: /^Buy now/ }).click()
  await expect(page).toHaveURL(/sort=price\.buyNow/)
  await expect(page.getByRole('columnheader', { name: /Buy now/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )
  // The header changes at once; the rows are the sorted answer only once it has arrived.
  await settled(page)
  const prices = await page.locator('tbody td[data-column="buyNow"]').allTextContents()
  const numbers = prices
    .slice(0, 10)
    .filter((p) => p.includes('$'))
    .map(dollars)
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b))

  // Loaded again without a query, the view gets its saved filters back (spec §2).
  await page.goto('/portfolio')
  await expect(page).toHaveURL(/filter=listed/)
  await expect(page).toHaveURL(/sort=price\.buyNow/)
})

test('a price refused by a rule shows its message inline and saves nothing', async ({ page }) => {
  await signIn(page)
  const row = rows(page).first()
  await row.getByRole('button', { name: /^Edit Buy now of / }).click()
  const input = row.getByRole('textbox', { name: /^Edit Buy now of / })
  await input.fill('60000000')
  await input.press('Enter')
  await expect(row.getByRole('alert')).toHaveText('Prices must be below $50,000,000.')
  await input.press('Escape')
  await expect(row.getByRole('alert')).toHaveCount(0)
})

test('changes a lander template and keeps it', async ({ page }) => {
  await signIn(page)
  await showListed(page)
  const row = rows(page).nth(2)
  const name = await row.getAttribute('data-domain')
  const lander = row.getByRole('combobox', { name: /^Lander for / })
  const next = (await lander.inputValue()) === 'CASH_PARKING' ? 'PRICE_FORM' : 'CASH_PARKING'
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes(name ?? ''),
  )
  await lander.selectOption(next)
  const response = await saved
  expect(response.status()).toBe(200)
  expect((await response.json()).updatedDomain.landerTemplate).toBe(next)
  await expect(page.getByText(/Saved\. Your changes|Parking is not set up/).first()).toBeVisible()
  // Cash parking moves the domain to the parked view; its details keep the new lander.
  await page.goto(`/domains/${name}/details?edit=true`)
  await expect(page.getByRole('combobox', { name: `Lander for ${name}` })).toHaveValue(next)
})

test('creates a checkout link and copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn(page)
  await showListed(page)
  const row = rows(page).nth(1)
  await row.getByRole('button', { name: /^Actions for / }).click()
  const create = page.getByRole('menuitem', { name: 'Create checkout link' })
  const copyInMenu = page.getByRole('menuitem', { name: 'Copy link' })
  await expect(create.or(copyInMenu)).toBeVisible()
  if (await copyInMenu.isVisible()) {
    await page.getByRole('menuitem', { name: 'Delete link' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete link' }).click()
    await expect(page.getByText('Checkout link deleted.')).toBeVisible()
    await row.getByRole('button', { name: /^Actions for / }).click()
  }
  await page.getByRole('menuitem', { name: 'Create checkout link' }).click()
  const dialog = page.getByRole('dialog', { name: 'Checkout link' })
  const url = dialog.getByRole('textbox', { name: 'Checkout link' })
  await expect(url).toHaveValue(/^https?:\/\//)
  await dialog.getByRole('button', { name: 'Copy link' }).click()
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible()
  await expect(page.getByText('Checkout link copied to the clipboard.')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await url.inputValue())
  // The copied state lasts 1.5 s (spec §9).
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 3000 })
})

test('bulk edits the selected domains', async ({ page }) => {
  await signIn(page)
  await showListed(page)
  await rows(page).nth(0).getByRole('checkbox').check()
  await rows(page).nth(1).getByRole('checkbox').check()
  await expect(page.getByText('2 selected')).toBeVisible()
  await page.getByRole('button', { name: 'Bulk edit' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit 2 domains' })
  await dialog.getByRole('combobox', { name: 'Lease to own' }).selectOption('off')
  await dialog.getByRole('button', { name: 'Apply to 2 domains' }).click()
  await expect(page.getByText(/2 domains were updated/)).toBeVisible()
  await expect(page.getByText('2 selected')).toHaveCount(0)
})

test('deletes a domain after the confirmation', async ({ page }) => {
  await signIn(page)
  const row = rows(page).last()
  const name = (await row.getAttribute('data-domain')) ?? ''
  await row.getByRole('button', { name: /^Actions for / }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this domain?' })
  await expect(dialog).toContainText(name)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.locator(`tr[data-domain="${name}"]`)).toHaveCount(1)

  await page
    .locator(`tr[data-domain="${name}"]`)
    .getByRole('button', { name: /^Actions for / })
    .click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const deleted = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && response.url().includes(name),
  )
  await page
    .getByRole('dialog', { name: 'Delete this domain?' })
    .getByRole('button', { name: 'Delete domain' })
    .click()
  expect((await deleted).status()).toBe(200)
  await expect(page.getByText(`${name} was deleted.`)).toBeVisible({ timeout: 10_000 })
  await expect(page.locator(`tr[data-domain="${name}"]`)).toHaveCount(0)
})

test('the wide table scrolls in its frame, not the page; First and Last reach the ends', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page)
  await settled(page)
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width, 'the portfolio page scrolls sideways').toBeLessThanOrEqual(1280)

  const pager = page.getByRole('navigation', { name: 'Pages' })
  const range = await pager.getByText(/ of /).textContent()
  const total = Number((range ?? '').split(' of ')[1]?.replace(/,/g, ''))
  expect(total).toBeGreaterThan(100)
  await pager.getByRole('button', { name: 'Last page' }).click()
  const lastOffset = Math.floor((total - 1) / 100) * 100
  await expect(page).toHaveURL(new RegExp(`offset=${lastOffset}`))
  await expect(pager.getByText(`${(lastOffset + 1).toLocaleString('en-US')}–`)).toBeVisible()
  await settled(page)
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled()
  await pager.getByRole('button', { name: 'First page' }).click()
  await expect(pager.getByText(/^1–100 of /)).toBeVisible()
})

test('"List domain" on a domain that is not listed lists it', async ({ page }) => {
  await signIn(page, '/portfolio/not-listed')
  await settled(page)
  // A cash-parking domain, once listed, goes to the Parked view (spec §2): take one for sale.
  const row = rows(page)
    .filter({ hasNot: page.locator('option[value="CASH_PARKING"]:checked') })
    .first()
  const name = (await row.getAttribute('data-domain')) ?? ''
  await row.getByRole('button', { name: /List domain/ }).click()
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` })
  await expect(dialog.getByText('This domain is not listed')).toBeVisible()
  const relisted = page.waitForResponse((r) => r.url().endsWith(`/${name}/relist`))
  await dialog.getByRole('button', { name: 'List domain' }).click()
  expect((await relisted).status()).toBe(200)
  await expect(dialog.getByText('This domain is not listed')).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await page.goto('/portfolio?filter=listed')
  await page.getByLabel('Search domains').fill(name)
  await expect(page.locator(`tr[data-domain="${name}"]`)).toContainText('Listed')
})

// DESIGN.md §8 and spec §2: on a phone the portfolio is a list of cards; nothing in a card
// runs past its edge (the facts line once stayed on one line and was cut off).
test('on a phone every portfolio card holds its content within 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await signIn(page)
  const cards = page.locator('li[data-domain]')
  await expect(cards.first()).toBeVisible()
  const overflowing = await cards.evaluateAll((items) =>
    items.flatMap((card) => {
      const edge = card.getBoundingClientRect().right
      return [...card.querySelectorAll('*')]
        .filter((child) => child.getBoundingClientRect().right > edge + 0.5)
        .map((child) => `${card.getAttribute('data-domain')}: ${child.textContent?.slice(0, 40)}`)
    }),
  )
  expect(overflowing).toEqual([])
})

// WCAG 4.1.2: one link is the current page in each navigation. The router's own prefix match
// marked /portfolio (and Sales on /sales/leads) current as well.
test('the sidebar and the view tabs each mark one current page', async ({ page }) => {
  await signIn(page, '/portfolio/sold')
  const sidebar = page.getByRole('navigation', { name: 'Main' })
  const views = page.getByRole('navigation', { name: 'Portfolio views' })
  for (const [path, section] of [
    ['/portfolio/sold', 'Portfolio'],
    ['/sales/leads', 'Leads'],
    ['/domains/add', 'Add domains'],
  ] as const) {
    await page.goto(path)
    await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1)
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText(section)
  }
  await page.goto('/portfolio/sold')
  await expect(views.locator('[aria-current="page"]')).toHaveCount(1)
  await expect(views.locator('[aria-current="page"]')).toContainText('Sold')
})

test('the first load of the portfolio asks for its list once (issue 16)', async ({ page }) => {
  await signIn(page)
  await settled(page)
  const listRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v2/domains') listRequests.push(request.url())
  })
  await page.reload()
  await settled(page)
  // The view tabs' counts come last: once they show, every first-load request has been made.
  await expect(
    page
      .getByRole('navigation', { name: 'Portfolio views' })
      .getByRole('link', { name: /^Selling/ }),
  ).toHaveText(/^Selling[\d,]+$/)
  expect(listRequests).toHaveLength(1)
  // The demo seller is on the top tier: that one request carries the search statistics.
  expect(listRequests[0]).toContain('includeSearchStats=true')
})
