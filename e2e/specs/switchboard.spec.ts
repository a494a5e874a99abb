import type { Page } from '@playwright/test'
import {
  DEMO_ADMIN,
  DEMO_SELLER,
  expect,
  signInThroughForm,
  signUpThroughForm,
  signedInAt,
  test,
} from '../fixtures.ts'
import { checkScreen } from '../axe.ts'

// Issue 19 "an admin turns a flag off for a cohort and a seller in it loses the feature":
// the admin puts the demo seller in a cohort and turns the taxes page off for it; the seller
// loses the Taxes tab and the tax API refuses them; a seller outside the cohort keeps both.
test.describe.configure({ timeout: 240_000 })

const SHOTS = '/tmp/shots-switchboard'

/** Picks `option` in the Mantine select labelled `label` inside `scope`. */
async function choose(
  page: Page,
  scope: ReturnType<Page['locator']>,
  label: string,
  option: string,
) {
  await scope.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/**
 * Reads a growl, then closes it: left open, it closes by itself in the middle of a later screen
 * check, and axe measures its text while it fades (as in in-use-guard.spec.ts).
 */
async function closeGrowl(page: Page, text: string) {
  const growl = page.locator('.mantine-Notification-root', { hasText: text })
  await expect(growl).toBeVisible()
  await growl.getByRole('button', { name: 'Close' }).click()
  await expect(growl).toHaveCount(0)
}

/** The payouts section as a seller reaches it: from the portfolio, through the navigation. */
async function openPayouts(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Payouts and taxes' }).click()
  await expect(page.getByRole('heading', { name: 'Payout accounts', level: 1 })).toBeVisible()
}

test('an admin turns a flag off for a cohort and a seller in it loses the feature', async ({
  browser,
}) => {
  // A seller outside any cohort: the taxes page is on for everyone (seed).
  const outsider = await (await browser.newContext()).newPage()
  await signUpThroughForm(outsider, {
    handle: 'outsider',
    name: 'Outside Seller',
    password: 'outsider-e2e-password',
    path: '/portfolio',
  })
  await openPayouts(outsider)
  await expect(outsider.getByRole('tab', { name: 'Taxes' })).toBeVisible()

  // The admin opens the switchboard from the navigation.
  const admin = await signedInAt(browser, '/admin', DEMO_ADMIN)
  await admin.getByRole('navigation').getByRole('link', { name: 'Switchboard' }).click()
  await expect(admin.getByRole('heading', { name: 'Switchboard', level: 1 })).toBeVisible()
  const taxesRow = admin.getByRole('listitem').filter({
    has: admin.getByRole('heading', { name: 'Taxes page', level: 3 }),
  })
  await expect(taxesRow.getByRole('combobox', { name: 'For everyone' })).toHaveValue('On')

  // A cohort holding the demo seller, named by e-mail.
  const cohort = `Taxes pause ${Date.now()}`
  const newCohort = admin.getByRole('region', { name: 'New cohort' })
  await newCohort.getByRole('textbox', { name: 'Name', exact: true }).fill(cohort)
  await newCohort
    .getByLabel('Add accounts (e-mail or username, comma-separated)')
    .fill(DEMO_SELLER.email)
  await newCohort.getByRole('button', { name: 'Create cohort' }).click()
  const cohortCard = admin.getByRole('listitem').filter({
    has: admin.getByRole('heading', { name: cohort, level: 3 }),
  })
  await expect(cohortCard).toContainText(DEMO_SELLER.email)
  await closeGrowl(admin, 'Cohort created.')

  // The taxes page off for that cohort only.
  const rule = admin.getByRole('region', { name: 'Set a rule for a cohort' })
  await choose(admin, rule, 'Feature', 'Taxes page')
  await choose(admin, rule, 'Cohort', cohort)
  await choose(admin, rule, 'State for the cohort', 'Off')
  const saved = admin.waitForResponse(
    (r) => r.url().includes('/api/v1/admin/switchboard/flags/taxesPage') && r.ok(),
  )
  await rule.getByRole('button', { name: 'Apply rule' }).click()
  await saved
  await closeGrowl(admin, 'Switchboard saved.')
  await expect(taxesRow).toContainText(`${cohort}: Off`)
  await expect(taxesRow.getByRole('combobox', { name: 'For everyone' })).toHaveValue('On')
  await checkScreen(admin, { dir: SHOTS, name: 'switchboard', schemes: ['light', 'dark'] })

  // The demo seller, signed in now, has no Taxes tab, and the API refuses the tax profile.
  const seller = await (await browser.newContext()).newPage()
  await seller.goto('/portfolio')
  await signInThroughForm(seller, DEMO_SELLER)
  await seller.waitForURL((url) => url.pathname === '/portfolio')
  await openPayouts(seller)
  await expect(seller.getByRole('tab', { name: 'Statements' })).toBeVisible()
  await expect(seller.getByRole('tab', { name: 'Taxes' })).toHaveCount(0)
  const refused = await seller.request.get('/api/v1/account/tax')
  expect(refused.status()).toBe(403)
  expect((await refused.json()).error.fields).toEqual([
    { field: 'taxesPage', code: 'switchboard.error.featureOff' },
  ])
  await checkScreen(seller, { dir: SHOTS, name: 'seller-payouts' })

  // The seller outside the cohort still has both.
  const allowed = await outsider.request.get('/api/v1/account/tax')
  expect(allowed.status()).toBe(200)

  // Turning off for everyone asks first; cancelling changes nothing.
  await choose(admin, taxesRow, 'For everyone', 'Off')
  const confirm = admin.getByRole('dialog', { name: 'Turn Taxes page off for everyone?' })
  await expect(confirm).toBeVisible()
  await checkScreen(admin, { dir: SHOTS, name: 'confirm-off' })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toHaveCount(0)
  await expect(taxesRow.getByRole('combobox', { name: 'For everyone' })).toHaveValue('On')

  // The admin removes the cohort's rule: the seller has the taxes page again.
  await taxesRow.getByRole('button', { name: `Remove the rule for ${cohort}` }).click()
  await expect(taxesRow).not.toContainText(`${cohort}: Off`)
  expect((await seller.request.get('/api/v1/account/tax')).status()).toBe(200)
})
