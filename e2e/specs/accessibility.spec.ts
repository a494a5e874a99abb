import type { Locator, Page } from '@playwright/test'
import {
  DEMO_ADMIN,
  DEMO_BROKER,
  DEMO_BUYER,
  DEMO_SELLER,
  expect,
  signInThroughForm,
  test,
} from '../fixtures.ts'
import { seriousViolations } from '../axe.ts'

// Issue 15, "Accessibility" and its "Done when": every portal page of every demo role, at
// 1280 and 360 px, has no critical or serious axe violation (WCAG 2.1 A and AA rules); and the
// portfolio is usable by keyboard alone: a skip link to the table, sorting, the inline price
// editor (focus back on the cell after Enter or Escape), selecting rows, the row menu.
const SHOTS = process.env.E2E_SHOTS_DIR
const WIDTHS = [1280, 360] as const
/** Each demo role, and its pages reached by a control rather than a link (tabs, switches). */
const ROLES = [
  {
    role: 'seller',
    user: DEMO_SELLER,
    byControl: ['/sales/leased', '/account/taxes', '/account/statements', '/account/oauth'],
  },
  { role: 'buyer', user: DEMO_BUYER, byControl: ['/domains/offers/received'] },
  { role: 'broker', user: DEMO_BROKER, byControl: [] },
  { role: 'admin', user: DEMO_ADMIN, byControl: [] },
] as const

/** Texts the portal shows when a page failed or is not the person's (decision 950). */
const ERROR_TEXT =
  /could not be loaded|Something went wrong|Page not found|This page is for (sellers|buyers|brokers|admins)/

/** Pages a link may lead to that are not the portal's: public pages, sign-out, downloads. */
const NOT_PORTAL =
  /^\/($|lander|logout|login|signup|search|checkout|profile|about|pricing|legal|help|api|dev)/

/** One visit per kind of page: ids and domain names stand for any other. */
function pageKind(path: string): string {
  return path
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ':id')
    .replace(/\/(domains|parking|editdomain)\/[^/]+\.[^/]+/, '/$1/:domain')
}

/** The page has drawn its heading, its queries have settled and nothing shows as loading. */
async function settle(page: Page): Promise<void> {
  // Ceilings for a fresh server on a loaded machine (the first statistics take seconds), not
  // waits: each returns as soon as the page is ready.
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 })
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 })
}

/** axe at both widths; the page is left at 1280 px. */
async function expectAccessibleAtBothWidths(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    await settle(page)
    expect(await seriousViolations(page), `${name} at ${width} px`).toEqual([])
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/a11y-${name}-${width}.png` })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

/** Portal pages linked from the page's main content, one of each kind not seen yet. */
async function linkedPortalPages(page: Page, seen: Set<string>): Promise<string[]> {
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const found: string[] = []
  for (const href of hrefs) {
    const path = new URL(href, 'http://x').pathname
    if (NOT_PORTAL.test(path) || seen.has(pageKind(path))) continue
    seen.add(pageKind(path))
    found.push(path)
  }
  return found
}

/**
 * Signs in as `user`, then checks every page of the navigation (followed by clicking it), every
 * kind of portal page those pages link to (details, views, history) and the pages they link to
 * in turn, then the pages reached by a control: no error text, no critical or serious axe
 * violation at either width. Returns the paths visited.
 */
async function crawlPortal(
  page: Page,
  user: typeof DEMO_SELLER,
  byControl: readonly string[],
  name: string,
  afterSignIn: (page: Page) => Promise<void> = async () => {},
): Promise<{ visited: string[]; navLinks: number }> {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/login')
  await signInThroughForm(page, user)
  await page.waitForURL((url) => url.pathname !== '/login')
  await settle(page)
  await afterSignIn(page)
  const visited: string[] = []

  // The header's menus are part of every page: the bell's menu was critical (issue 15).
  await page.getByRole('button', { name: /^Notifications/ }).click()
  await expect(page.getByRole('menu')).toBeVisible()
  expect(await seriousViolations(page), 'the notification menu').toEqual([])
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)

  const nav = page.getByRole('navigation', { name: 'Main' })
  const labels = await nav.getByRole('link').allTextContents()
  const hrefs = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const seen = new Set(hrefs.map((href) => pageKind(new URL(href, 'http://x').pathname)))
  const linked: string[] = []
  for (const label of labels) {
    await nav.getByRole('link', { name: label, exact: true }).click()
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const path = new URL(page.url()).pathname
    await expect(page.locator('main'), `${label} shows no error`).not.toContainText(ERROR_TEXT)
    visited.push(path)
    await expectAccessibleAtBothWidths(page, `${name}${path.replaceAll('/', '-')}`)
    linked.push(...(await linkedPortalPages(page, seen)))
  }
  linked.push(...byControl.filter((path) => !seen.has(pageKind(path))))
  for (const path of byControl) seen.add(pageKind(path))
  while (linked.length > 0) {
    const path = linked.shift()!
    await page.goto(path)
    await settle(page)
    if (!(await nav.isVisible())) continue
    await expect(page.locator('main'), `${path} shows no error`).not.toContainText(ERROR_TEXT)
    visited.push(path)
    await expectAccessibleAtBothWidths(page, `${name}${pageKind(path).replaceAll(/[/:]/g, '-')}`)
    linked.push(...(await linkedPortalPages(page, seen)))
  }
  return { visited, navLinks: labels.length }
}

for (const { role, user, byControl } of ROLES) {
  test(`every portal page of the ${role} has no critical or serious axe violation at 1280 and 360 px`, async ({
    page,
  }) => {
    // Dozens of pages, each checked twice: a ceiling for a loaded machine, not a wait.
    test.setTimeout(900_000)
    const { visited, navLinks } = await crawlPortal(page, user, byControl, role)
    test.info().annotations.push({ type: 'pages', description: visited.join(' ') })
    console.log(`${role} pages checked at 1280 and 360 px:\n  ${visited.join('\n  ')}`)
    expect(visited.length).toBeGreaterThan(navLinks)
  })
}

test.describe('in the dark colour scheme (the portal follows the system)', () => {
  test.use({ colorScheme: 'dark' })

  // The same crawl as above in dark: the detail pages too (a lead's red outline "Close", a
  // domain's "Delete link" were 3.4:1 in dark until they took the scheme's own red, issue 15).
  test('every portal page of the seller has no critical or serious axe violation, dark', async ({
    page,
  }) => {
    test.setTimeout(900_000)
    await page.emulateMedia({ colorScheme: 'dark' })
    const seller = ROLES[0]
    const { visited, navLinks } = await crawlPortal(
      page,
      seller.user,
      seller.byControl,
      'dark-seller',
      // The portal's own pages draw dark (the crawl may end on a page that is not the portal's).
      (home) => expect(home.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark'),
    )
    expect(visited.length).toBeGreaterThan(navLinks)
  })
})

/** Presses `key` until `target` has focus; how many presses it took (fails after `max`). */
async function pressUntilFocused(
  page: Page,
  key: string,
  target: Locator | ((page: Page) => Promise<boolean>),
  max = 80,
): Promise<number> {
  const isThere =
    typeof target === 'function'
      ? target
      : () => target.evaluate((element) => element === document.activeElement).catch(() => false)
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(key)
    if (await isThere(page)) return presses
  }
  throw new Error(`focus did not get there in ${max} presses of ${key}`)
}

/** Focus is on a control of the table's first row. */
const inFirstRow = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.closest('tr[data-domain]')?.getAttribute('data-index') === '0',
  )

/** The domain of the focused control's row. */
const focusedDomain = (page: Page) =>
  page.evaluate(() =>
    document.activeElement?.closest('tr[data-domain]')?.getAttribute('data-domain'),
  )

test('the portfolio by keyboard alone: skip link to the table, sort, edit a price, select a row, open its menu', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/portfolio')
  await signInThroughForm(page, DEMO_SELLER)
  await page.waitForURL((url) => url.pathname === '/portfolio')
  const rows = page.locator('tbody tr[data-domain]')
  // The first page of a portfolio on a loaded machine: a ceiling, not a wait.
  await expect(rows.first()).toBeVisible({ timeout: 20_000 })
  await settle(page)

  // Tab alone, from the top of the page, walks the header, the navigation and the page's
  // controls before the first row (43 presses before issue 15).
  const tabsAlone = await pressUntilFocused(page, 'Tab', inFirstRow)
  // The skip link: the second stop of the page; Enter lands on the first row.
  await page.reload()
  await settle(page)
  const skipLink = page.getByRole('link', { name: 'Skip to the portfolio table' })
  const tabsToSkipLink = await pressUntilFocused(page, 'Tab', skipLink)
  await expect(skipLink).toBeVisible()
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/a11y-skip-link-1280.png` })
  await page.keyboard.press('Enter')
  expect(await inFirstRow(page)).toBe(true)
  console.log(
    `Tab presses to the first row: ${tabsAlone} by Tab alone, ${tabsToSkipLink} + Enter by the skip link`,
  )
  expect(tabsToSkipLink + 1).toBeLessThanOrEqual(3)

  // Sort: back to the header's "Buy now" and Enter; the table says how it is sorted.
  const sortBuyNow = page.getByRole('button', { name: /^Buy now/ })
  await pressUntilFocused(page, 'Shift+Tab', sortBuyNow, 30)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/sort=price\.buyNow/)
  await expect(page.getByRole('columnheader', { name: /Buy now/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(sortBuyNow).toBeFocused()

  // Edit a price: Tab to the first row's buy-now price, Enter opens the editor.
  await pressUntilFocused(page, 'Tab', inFirstRow, 30)
  const domain = (await focusedDomain(page)) ?? ''
  const row = rows.first()
  const priceButton = row.getByRole('button', { name: /^Edit Buy now of / })
  await pressUntilFocused(page, 'Tab', priceButton, 10)
  const before = ((await priceButton.getAttribute('aria-label')) ?? '').split(': ')[1] ?? ''
  await page.keyboard.press('Enter')
  const priceBox = row.getByRole('textbox', { name: /^Edit Buy now of / })
  await expect(priceBox).toBeFocused()
  // Escape cancels: nothing saved, focus back on the cell (issue 15: it fell to the page).
  await page.keyboard.type('9')
  await page.keyboard.press('Escape')
  await expect(priceBox).toHaveCount(0)
  await expect(priceButton).toBeFocused()
  await expect(priceButton).toHaveText(before)
  // Enter saves: $10 more than before (or $5,000 when it had none), focus back on the cell.
  const beforeUsd = Number(before.replace(/[^0-9]/g, ''))
  const nextUsd = beforeUsd > 0 ? beforeUsd + 10 : 5000
  await page.keyboard.press('Enter')
  await expect(priceBox).toBeFocused()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(String(nextUsd))
  await page.keyboard.press('Enter')
  await expect(priceBox).toHaveCount(0)
  const saved = page
    .locator(`tr[data-domain="${domain}"]`)
    .getByRole('button', { name: /^Edit Buy now of / })
  await expect(saved).toHaveText(`$${nextUsd.toLocaleString('en-US')}`)
  await expect(saved).toBeFocused()

  // Arrow Down walks to the same column of the next row.
  await page.keyboard.press('ArrowDown')
  const second = await focusedDomain(page)
  expect(second).not.toBe(domain)
  await expect(
    page.locator(`tr[data-domain="${second}"]`).getByRole('button', { name: /^Edit Buy now of / }),
  ).toBeFocused()

  // Select that row with Space on its checkbox.
  const secondRow = page.locator(`tr[data-domain="${second}"]`)
  const checkbox = secondRow.getByRole('checkbox')
  await pressUntilFocused(page, 'Shift+Tab', checkbox, 10)
  await page.keyboard.press('Space')
  await expect(checkbox).toBeChecked()
  await expect(secondRow).toHaveAttribute('aria-selected', 'true')

  // Its row menu: Enter opens it on its first item, arrows move, Escape returns to the button.
  const menuButton = secondRow.getByRole('button', { name: /^Actions for / })
  await pressUntilFocused(page, 'Tab', menuButton, 20)
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('menuitem').first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem').nth(1)).toBeFocused()
  expect(await seriousViolations(page), 'the row menu').toEqual([])
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/a11y-row-menu-1280.png` })
  await page.keyboard.press('Escape')
  await expect(menu).toHaveCount(0)
  await expect(menuButton).toBeFocused()
})
