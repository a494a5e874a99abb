import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, signInThroughForm, test } from '../fixtures.ts'

const PASSWORD = 'namefolio-demo'
const SHOTS = process.env.E2E_SHOTS_DIR

/** Texts the portal shows when a page failed or is not the person's (decision 950). */
const ERROR_TEXT =
  /could not be loaded|Something went wrong|Page not found|This page is for (sellers|buyers|brokers|admins)/

const ROLES = [
  { role: 'seller', email: 'seller@demo.namefolio.test', home: '/dashboard', heading: 'Dashboard' },
  {
    role: 'buyer',
    email: 'buyer@demo.namefolio.test',
    home: '/purchases',
    heading: 'Your purchases and offers',
  },
  {
    role: 'broker',
    email: 'broker@demo.namefolio.test',
    home: '/broker',
    heading: 'Leads assigned to you',
  },
  { role: 'admin', email: 'admin@demo.namefolio.test', home: '/admin', heading: 'Admin console' },
] as const

/** Every /api answer of 400 or more while the page is open. */
function watchApiFailures(page: Page): string[] {
  const failures: string[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.pathname.startsWith('/api/') && response.status() >= 400)
      failures.push(`${response.status()} ${url.pathname}`)
  })
  return failures
}

/** The page has drawn its heading and its queries have settled. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
}

for (const person of ROLES) {
  test(`the ${person.role} signs in, lands on their home, and every link of their navigation opens without an error`, async ({
    page,
  }) => {
    const failures = watchApiFailures(page)
    await page.setViewportSize({ width: 1280, height: 900 })
    // No return path: sign-in sends the person to their role's home (issue 13).
    await page.goto('/login')
    await signInThroughForm(page, { email: person.email, password: PASSWORD })
    await expect(page).toHaveURL(new RegExp(`${person.home}$`))
    await expect(page.getByRole('heading', { level: 1, name: person.heading })).toBeVisible()
    await settle(page)
    await expect(page.locator('main')).not.toContainText(ERROR_TEXT)
    expect(failures).toEqual([])

    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    const serious = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([])
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/${person.role}-home-1280.png`, fullPage: true })
      // A phone opens the page afresh: no navigation mid-collapse in the picture.
      await page.setViewportSize({ width: 360, height: 780 })
      await page.reload()
      await settle(page)
      await page.screenshot({ path: `${SHOTS}/${person.role}-home-360.png`, fullPage: true })
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.reload()
      await settle(page)
    }

    const nav = page.getByRole('navigation', { name: 'Main' })
    const labels = await nav.getByRole('link').allTextContents()
    expect(labels.length).toBeGreaterThan(3)
    for (const label of labels) {
      await nav.getByRole('link', { name: label, exact: true }).click()
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await settle(page)
      await expect(page.locator('main'), `${label} shows no error`).not.toContainText(ERROR_TEXT)
      expect(failures, `${label} answers no /api error`).toEqual([])
    }
  })
}

test('a buyer pays the next lease installment from their lease page', async ({ page }) => {
  const failures = watchApiFailures(page)
  await page.goto('/login')
  await signInThroughForm(page, { email: 'buyer@demo.namefolio.test', password: PASSWORD })
  await expect(page).toHaveURL(/\/purchases$/)
  // The home lists the latest purchases only; the whole list holds the lease whatever came after.
  await page.getByRole('link', { name: 'See all purchases' }).click()
  await expect(page).toHaveURL(/\/purchases\/domains$/)
  const leaseLink = page.getByRole('link', { name: /^Open the lease of / }).first()
  const domain = ((await leaseLink.getAttribute('aria-label')) ?? '').replace(
    'Open the lease of ',
    '',
  )
  await leaseLink.click()
  await expect(page.getByRole('heading', { name: `Lease to own: ${domain}` })).toBeVisible()
  const paidBefore = await page.getByRole('link', { name: /^Receipt for installment / }).count()

  await page.getByRole('button', { name: /^Pay next installment/ }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText(`Pay installment ${paidBefore + 1} now?`)).toBeVisible()
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/lease-confirm-1280.png` })
  await dialog.getByRole('button', { name: /^Pay \$/ }).click()
  await expect(page.getByText(`Installment ${paidBefore + 1} is paid.`)).toBeVisible()
  await expect(
    page.getByRole('link', { name: `Receipt for installment ${paidBefore + 1}` }),
  ).toBeVisible()
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/lease-1280.png`, fullPage: true })
    await page.setViewportSize({ width: 360, height: 780 })
    await page.reload()
    await expect(page.getByRole('heading', { name: `Lease to own: ${domain}` })).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/lease-360.png`, fullPage: true })
  }
  expect(failures).toEqual([])
})

test('a buyer pays off a lease early from the lease page, behind a confirmation (issue 13)', async ({
  page,
}) => {
  const failures = watchApiFailures(page)
  await page.goto('/login')
  await signInThroughForm(page, { email: 'buyer@demo.namefolio.test', password: PASSWORD })
  await expect(page).toHaveURL(/\/purchases$/)
  // The home lists the latest purchases only; the whole list holds the lease whatever came after.
  await page.getByRole('link', { name: 'See all purchases' }).click()
  await expect(page).toHaveURL(/\/purchases\/domains$/)
  await page
    .getByRole('link', { name: /^Open the lease of / })
    .first()
    .click()
  const heading = page.getByRole('heading', { level: 1, name: /^Lease to own: / })
  await expect(heading).toBeVisible()
  const domain = ((await heading.textContent()) ?? '').replace('Lease to own: ', '')
  await page.getByRole('button', { name: `Pay off the lease of ${domain}` }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText(`Pay off ${domain}?`)).toBeVisible()
  await expect(dialog.getByText(/remaining installments? now/)).toBeVisible()
  // Cancelling charges nothing; confirming pays every remaining installment.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('button', { name: `Pay off the lease of ${domain}` }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Pay now' }).click()
  await expect(page.getByText(`The lease of ${domain} is paid off.`)).toBeVisible()
  await expect(page.getByRole('button', { name: `Pay off the lease of ${domain}` })).toHaveCount(0)
  await expect(page.locator('[data-installment]').getByText('Scheduled')).toHaveCount(0)
  expect(failures).toEqual([])
})

test('a buyer who opens a seller’s page is told whose page it is and led home', async ({
  page,
}) => {
  await page.goto('/portfolio')
  await signInThroughForm(page, { email: 'buyer@demo.namefolio.test', password: PASSWORD })
  await expect(page.getByRole('heading', { name: 'This page is for sellers' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to your home' }).click()
  await expect(page).toHaveURL(/\/purchases$/)
})

test('a person holding two roles switches portal from the user menu', async ({ page }) => {
  await page.goto('/login')
  await signInThroughForm(page, { email: 'seller@demo.namefolio.test', password: PASSWORD })
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.getByRole('button', { name: 'Open the account menu' }).click()
  await page.getByRole('menuitemradio', { name: 'Buyer' }).click()
  await expect(page).toHaveURL(/\/purchases$/)
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Overview' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Portfolio' })).toHaveCount(0)
  // The choice is remembered: the next sign-in without a return path opens the buyer's home.
  const cookies = await page.context().cookies()
  expect(cookies.find((c) => c.name === 'nf_role')?.value).toBe('buyer')
})

test('an admin opening All leads sees the administrator view first, the portal they are in', async ({
  page,
}) => {
  await page.goto('/login')
  await signInThroughForm(page, { email: 'admin@demo.namefolio.test', password: PASSWORD })
  await expect(page).toHaveURL(/\/admin$/)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'All leads' })
    .click()
  await expect(page.getByRole('radio', { name: 'Administrator' })).toBeChecked()
})
