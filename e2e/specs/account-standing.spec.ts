import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { DEMO_SELLER, expect, signedInAt, signInThroughForm, test } from '../fixtures.ts'

// Issue 18, account standing (decisions 1020–1025): the demo seller (Premium, so a discount
// domain club member, on Boost since the seed) reads What's new from the header, raises the
// boost from the navigation with a confirmation, finds the boost fee table on the pricing page
// and the approval, partner and club cards on the account page. A payout link returns to
// /account/link/success, which says what was linked and leads on. axe at 1280 and 360 px.
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-standing'

test.describe.configure({ timeout: 120_000 })

async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const serious = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([])
}

/** The screen at 1280 and 360 px: a full-page screenshot and axe at each. */
async function checkBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 })
    // The portal's navigation slides out below the phone breakpoint: shoot once it has.
    const nav = page.locator('.mantine-AppShell-navbar')
    if (width < 768 && (await nav.count()) > 0) await expect(nav).not.toBeInViewport()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true })
    await expectNoSeriousA11yViolations(page)
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

async function openSection(page: Page, name: string, path: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click()
  await expect(page).toHaveURL((url) => url.pathname === path)
}

test('What’s new, a higher boost with its confirmation, and the standing cards', async ({
  browser,
}) => {
  const page = await signedInAt(browser, '/dashboard', DEMO_SELLER)
  await page.setViewportSize({ width: 1280, height: 800 })

  // What's new: three notes are unread; opening the panel reads them, on the server.
  const unread = page.getByRole('button', { name: "What's new, 3 unread notes" })
  await expect(unread).toBeVisible({ timeout: 20_000 })
  await page.screenshot({ path: `${SHOTS_DIR}/whats-new-unread-dot-1280.png` })
  await unread.click()
  const panel = page.getByRole('dialog', { name: "What's new" })
  await expect(panel.getByRole('heading', { name: 'Boost your listings' })).toBeVisible()
  await expect(panel.getByText('New', { exact: true })).toHaveCount(3)
  await checkBothWidths(page, 'whats-new')
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await page.reload()
  await expect(page.getByRole('button', { name: "What's new", exact: true })).toBeVisible()

  // Boost: Premium pays half the surcharge, so Boost is 10% + 0.5%.
  await openSection(page, 'Boost', '/account/boost')
  await expect(page.getByRole('heading', { level: 1, name: 'Boost' })).toBeVisible()
  const today = page.locator('dd').filter({ hasText: '%' })
  await expect(today).toHaveText('10.5%')
  await checkBothWidths(page, 'boost')
  await page.getByRole('radio', { name: 'Boost Plus' }).check()
  await page.getByRole('button', { name: 'Save boost level' }).click()
  const confirm = page.getByRole('dialog', { name: 'Raise your commission?' })
  await expect(confirm).toContainText('11.25% commission instead of 10.5%')
  await checkBothWidths(page, 'boost-confirm')
  await confirm.getByRole('button', { name: 'Boost and raise to 11.25%' }).click()
  await expect(page.getByText('Boost level saved. It applies to sales from now on.')).toBeVisible()
  await expect(today).toHaveText('11.25%')

  // The published fee table, one click away.
  await page.getByRole('link', { name: 'Boost levels and fees' }).click()
  await expect(page).toHaveURL(/\/legal\/agreements\/pricing-and-fees$/)
  const fees = page.getByRole('region', { name: 'Boost levels and fees' })
  await expect(fees.getByRole('row', { name: /Boost Plus/ })).toContainText('+2.5%')
  await expect(fees.getByRole('row', { name: /Boost Plus/ })).toContainText('+1.25%')
  await checkBothWidths(page, 'pricing-boost-table')
  await page.goBack()

  // The account page: approval, partner level with the new boost, club membership.
  await openSection(page, 'Account', '/account/profile')
  await expect(page.getByText('Your seller account is approved')).toBeVisible()
  const partner = page.getByRole('region', { name: 'Partner level' })
  await expect(partner).toContainText('Premium')
  await expect(partner).toContainText('11.25% with Boost Plus')
  await expect(partner).toContainText('Pro lowers the plan commission to 8%.')
  const club = page.getByRole('region', { name: 'Discount domain club' })
  await expect(club.getByText('Member', { exact: true })).toBeVisible()
  await checkBothWidths(page, 'account-standing')

  // Back to the boost page from the partner card; lowering asks nothing.
  await partner.getByRole('link', { name: 'Change boost' }).click()
  await expect(page).toHaveURL(/\/account\/boost$/)
  await page.getByRole('radio', { name: 'Boost', exact: true }).check()
  await page.getByRole('button', { name: 'Save boost level' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(today).toHaveText('10.5%')
})

test('a completed payout link returns to a page that says so and leads on', async ({ browser }) => {
  // The provider sends the person back here; the portal asks them to sign in first.
  const page = await (await browser.newContext()).newPage()
  await page.goto('/account/link/success?kind=payout&provider=PayPal')
  await signInThroughForm(page, DEMO_SELLER)
  await page.waitForURL((url) => url.pathname === '/account/link/success')
  expect(new URL(page.url()).searchParams.get('provider')).toBe('PayPal')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your payout account is linked' }),
  ).toBeVisible()
  await expect(page.getByText('Your PayPal account is now linked.')).toBeVisible()
  await checkBothWidths(page, 'link-success')
  await page.getByRole('link', { name: 'Payout settings' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/account/payments')
})
