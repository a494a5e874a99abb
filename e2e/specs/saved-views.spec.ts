import { AxeBuilder } from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import {
  DEMO_SELLER,
  expect as baseExpect,
  signOutThroughPage,
  signedInAt,
  test,
} from '../fixtures.ts'

// Issue 15 "Saved views": a named filter + sort + columns stored on the server for the user,
// usable from any device; and spec §2, the session-storage restore, now on /sales and
// /sales/leased too. Every step is a click or a key, as a person does it.
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-saved-views'
const WIDTHS = [1280, 360] as const

// Signing in and several round trips take longer than 30 s on a loaded machine (no sleeps).
// A shared machine answers slowly: each wait has a longer ceiling (still a wait for an event).
test.describe.configure({ timeout: 600_000 })
const expect = baseExpect.configure({ timeout: 30_000 })

async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([])
}

/** axe and a screenshot at each width, the page as it stands (menu or dialog open). */
async function checkAtBothWidths(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    await expectNoSeriousA11yViolations(page)
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png` })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

/** A new browser context: another device, with nothing in its session storage. */
async function onAnotherDevice(browser: Browser): Promise<Page> {
  const page = await signedInAt(browser, '/portfolio', DEMO_SELLER)
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(page.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible()
  return page
}

const rows = (page: Page) => page.locator('tbody tr[data-domain]')

async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(rows(page).first()).toBeVisible()
}

/** Shows or hides the Lander column of Selling with the column chooser. */
async function setLanderColumn(page: Page, shown: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Columns to show in Selling' }).click()
  const lander = page.getByRole('checkbox', { name: 'Lander' })
  await expect(lander).toBeChecked({ checked: !shown })
  // The tick follows the saved choice a moment after the click (an optimistic update).
  await lander.click()
  await expect(lander).toBeChecked({ checked: shown })
  await page.keyboard.press('Escape')
  await expect(page.getByRole('columnheader', { name: /^Lander/ })).toHaveCount(shown ? 1 : 0)
}

test('a view saved on one device opens with its filter, sort and columns on another', async ({
  browser,
}) => {
  const name = `Listed by price ${Date.now().toString(36)}`
  const first = await onAnotherDevice(browser)
  await settled(first)

  // Filter to listed domains and sort by buy-now price, as the portfolio journey does.
  await first.getByRole('combobox', { name: 'Show' }).click()
  await first.getByRole('option', { name: /^Listed( \([\d,]+\))?$/ }).click()
  await expect(first).toHaveURL(/filter=listed/)
  await first.getByRole('button', { name: /^Buy now/ }).click()
  await expect(first).toHaveURL(/sort=price\.buyNow/)
  await settled(first)

  // The view's columns are saved with it: Lander hidden now, shown again after saving.
  await setLanderColumn(first, false)

  await first.getByRole('button', { name: 'Saved views' }).click()
  await expect(first.getByRole('menuitem', { name: 'Save current view…' })).toBeVisible()
  await checkAtBothWidths(first, 'views-menu')
  await first.getByRole('menuitem', { name: 'Save current view…' }).click()
  const dialog = first.getByRole('dialog', { name: 'Save current view' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name)
  await checkAtBothWidths(first, 'save-dialog')
  await dialog.getByRole('button', { name: 'Save view' }).click()
  await expect(first.getByText(`View "${name}" saved.`)).toBeVisible()
  await expect(dialog).toBeHidden()
  await setLanderColumn(first, true)
  await signOutThroughPage(first)
  await first.context().close()

  // Another device: signed in afresh, nothing in its session storage, so no filter.
  const second = await onAnotherDevice(browser)
  await expect(second).toHaveURL(/\/portfolio$/)
  await settled(second)
  // By keyboard: the menu opens on Enter, the saved view is the first item.
  await second.getByRole('button', { name: 'Saved views' }).focus()
  await second.keyboard.press('Enter')
  const item = second.getByRole('menuitem', { name: `${name}, Selling` })
  await expect(item).toBeVisible()
  await item.focus()
  await second.keyboard.press('Enter')
  await expect(second).toHaveURL(/filter=listed/)
  await expect(second).toHaveURL(/sort=price\.buyNow/)
  await expect(second.getByRole('combobox', { name: 'Show' })).toHaveValue(/^Listed/)
  await expect(second.getByRole('columnheader', { name: /Buy now/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )
  await settled(second)
  await expect(second.getByRole('columnheader', { name: /^Lander/ })).toHaveCount(0)
  await checkAtBothWidths(second, 'opened-view')
  await setLanderColumn(second, true)

  // Rename, then delete with confirmation, and undo the delete from the growl.
  await second.getByRole('button', { name: 'Saved views' }).click()
  await second.getByRole('menuitem', { name: 'Rename or delete views…' }).click()
  const manage = second.getByRole('dialog', { name: 'Your saved views' })
  await checkAtBothWidths(second, 'manage-dialog')
  await manage.getByRole('button', { name: `Rename ${name}` }).click()
  const renamed = `${name} (renamed)`
  const rename = second.getByRole('dialog', { name: 'Rename view' })
  await rename.getByRole('textbox', { name: 'Name' }).fill(renamed)
  await rename.getByRole('button', { name: 'Rename' }).click()
  await expect(second.getByText(`View renamed to "${renamed}".`)).toBeVisible()
  await second
    .getByRole('dialog', { name: 'Your saved views' })
    .getByRole('button', { name: `Delete ${renamed}` })
    .click()
  const confirm = second.getByRole('dialog', { name: 'Delete view?' })
  await checkAtBothWidths(second, 'delete-confirm')
  await confirm.getByRole('button', { name: 'Delete view' }).click()
  await expect(second.getByText(`View "${renamed}" deleted.`)).toBeVisible()
  await second.getByRole('button', { name: 'Undo' }).click()
  await expect(second.getByText(`View "${renamed}" is back.`)).toBeVisible()
  await second.keyboard.press('Escape')
  // By keyboard: the pointer rests on the growls (they stay while hovered) over the button.
  await second.getByRole('button', { name: 'Saved views' }).focus()
  await second.keyboard.press('Enter')
  await expect(second.getByRole('menuitem', { name: `${renamed}, Selling` })).toBeVisible()
})

test('spec §2: /sales and /sales/leased loaded without a query come back to their sort', async ({
  browser,
}) => {
  const page = await signedInAt(browser, '/sales', DEMO_SELLER)
  await page.goto('/sales?sort=salePrice&order=desc')
  await expect(page.getByRole('heading', { name: 'Sales', level: 1 })).toBeVisible()
  await page.getByRole('tab', { name: 'Leased' }).click()
  await expect(page).toHaveURL(/\/sales\/leased$/)
  await page.goto('/sales/leased?sort=status&order=desc')
  await expect(page.getByRole('tab', { name: 'Leased', selected: true })).toBeVisible()
  await page.getByRole('tab', { name: 'Sold' }).click()
  await expect(page).toHaveURL(/\/sales\?sort=salePrice&order=desc$/)
  await page.getByRole('tab', { name: 'Leased' }).click()
  await expect(page).toHaveURL(/\/sales\/leased\?sort=status&order=desc$/)
  await expectNoSeriousA11yViolations(page)
})
