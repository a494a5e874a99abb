import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { DEMO_SELLER, expect, signedInAt, test } from '../fixtures.ts'

// Issue 15, "every view its own columns" and "Columns": the demo seller opens each portfolio
// view by its tab and sees that view's own headers; hides a column with the chooser and finds
// it still hidden after a reload; the row menu is in sight at 1280 px without scrolling
// sideways. axe over each view at 1280 and 360 px.
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-columns'

test.describe.configure({ timeout: 120_000 })

async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([])
}

/** The view at 1280 and at 360 px: a screenshot of each and axe at each. */
async function checkBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 })
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png` })
    await expectNoSeriousA11yViolations(page)
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

async function headers(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Your domains' })
  // The first load after signing in waits on several requests on a busy machine.
  await expect(table.locator('tbody tr[data-domain]').first()).toBeVisible({ timeout: 30_000 })
  return (await table.getByRole('columnheader').allInnerTexts()).map((text) =>
    // A header's first line is its name (parking figures say their period below it).
    (text.split('\n')[0] ?? '').replace(/[↕▲▼]/g, '').trim(),
  )
}

async function openTab(page: Page, name: RegExp, path: RegExp): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Portfolio views' })
    .getByRole('link', { name })
    .click()
  await expect(page).toHaveURL(path)
}

test('each view shows its own columns; a hidden column stays hidden after a reload', async ({
  browser,
}) => {
  const page = await signedInAt(browser, '/portfolio', DEMO_SELLER)
  await page.setViewportSize({ width: 1280, height: 800 })

  // Selling (spec §3): the essentials, all in sight at 1280 px with the row menu.
  const selling = await headers(page)
  expect(selling).toEqual(expect.arrayContaining(['Domain', 'Buy now', 'Views', 'Leads']))
  expect(selling).toContain('Date added')
  const box = page.locator('.nf-table-scroll')
  const widths = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
  console.log(`selling table at 1280 px: ${widths.scroll} px wide in a ${widths.client} px box`)
  expect(widths.scroll).toBeLessThanOrEqual(widths.client)
  const menu = page.getByRole('button', { name: /^Actions for / }).first()
  await expect(menu).toBeInViewport()
  // The row menu opens where it is, with the checkout link and delete (spec §2).
  await menu.click()
  await expect(page.getByRole('menuitem', { name: 'Delete', exact: true })).toBeVisible()
  await expect(page.getByText('Checkout link', { exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  await checkBothWidths(page, 'selling')

  await openTab(page, /^Parked/, /\/portfolio\/parked/)
  expect(await headers(page)).toEqual(expect.arrayContaining(['Domain', 'Lander', 'Page views']))
  expect(await headers(page)).not.toContain('Buy now')
  await checkBothWidths(page, 'parked')

  await openTab(page, /^Sold/, /\/portfolio\/sold/)
  const sold = await headers(page)
  expect(sold).toEqual(
    expect.arrayContaining(['Domain', 'Sale price', 'Sale date', 'Payout', 'Payout date']),
  )
  expect(sold).not.toContain('Buy now')
  expect(sold).not.toContain('Lander')
  await checkBothWidths(page, 'sold')

  await openTab(page, /^Leased/, /\/portfolio\/leased/)
  expect(await headers(page)).toEqual(
    expect.arrayContaining(['Domain', 'Paid', 'Next installment', 'Invoice']),
  )
  await checkBothWidths(page, 'leased')

  await openTab(page, /^Not listed/, /\/portfolio\/not-listed/)
  expect(await headers(page)).toEqual(expect.arrayContaining(['Domain', 'Status', 'Buy now']))
  await checkBothWidths(page, 'not-listed')

  // The chooser: untick Lander on Selling; the choice is the server's, so a reload keeps it.
  await openTab(page, /^Selling/, /\/portfolio(\?|$)/)
  expect(await headers(page)).toContain('Lander')
  await page.getByRole('button', { name: 'Columns to show in Selling' }).click()
  // The tick follows the saved choice a moment after the click (an optimistic update).
  await page.getByRole('checkbox', { name: 'Lander' }).click()
  await expect(page.getByRole('checkbox', { name: 'Lander' })).not.toBeChecked()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('columnheader', { name: /^Lander/ })).toHaveCount(0)
  await page.reload()
  expect(await headers(page)).not.toContain('Lander')
  expect(await headers(page)).toContain('Buy now')
  // The header sticks: scrolled down, it stays at the top of the table's box.
  const head = page.getByRole('columnheader', { name: /^Domain/ })
  const before = await head.boundingBox()
  await box.evaluate((el) => el.scrollBy(0, 400))
  await expect(page.locator('tbody tr[data-domain]').first()).not.toBeInViewport()
  expect((await head.boundingBox())?.y).toBe(before?.y)
  // Lander back, so the journeys after this one find the Selling columns as a seller left them.
  await page.getByRole('button', { name: 'Columns to show in Selling' }).click()
  await page.getByRole('checkbox', { name: 'Lander' }).click()
  await expect(page.getByRole('checkbox', { name: 'Lander' })).toBeChecked()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('columnheader', { name: /^Lander/ })).toHaveCount(1)
  await page.context().close()
})
