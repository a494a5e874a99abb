import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { DEMO_ADMIN, DEMO_SELLER, expect, signedInAt, test } from '../fixtures.ts'

// Issue 24, fourth point, done when: "API tests and a browser journey: … the sample partner buys
// a fast-transfer listing". The admin creates a partner and its key by clicking, the seller opts
// in on /account/boost, the sample partner shop (examples/sample-partner, started here on
// 127.0.0.1) searches and buys through its own page, and the seller sees the sale.
test.describe.configure({ timeout: 180_000 })

const SHOTS = '/tmp/partners-shots'
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const apiUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210)}`

async function seriousViolations(page: Page, only?: string): Promise<string[]> {
  // A growl fading out is half transparent for a moment: its contrast is the growl's own test.
  const axe = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('.mantine-Notifications-root')
  const { violations } = await (only ? axe.include(only) : axe).analyze()
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * axe in the light and dark schemes and screenshots at 1280 and 360 px; `only` limits axe to
 * our part of another feature's page.
 */
async function checkScreen(page: Page, name: string, only?: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true })
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 })
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      expect(await seriousViolations(page, only), `${name} ${colorScheme} ${width} px`).toEqual([])
      await page.screenshot({
        path: `${SHOTS}/${name}-${colorScheme}-${width}.png`,
        fullPage: true,
      })
    }
  }
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize({ width: 1280, height: 800 })
}

/** Starts the sample partner with its key on a free port; resolves with its address. */
function startSamplePartner(key: string): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ['examples/sample-partner/server.ts'], {
    cwd: root,
    env: { ...process.env, PARTNER_KEY: key, NAMEFOLIO_URL: apiUrl, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1]
      if (url) resolve({ url, process: child })
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => reject(new Error(`sample partner exited (${code}): ${output}`)))
  })
}

let partnerShop: ChildProcess | null = null
test.afterAll(() => {
  partnerShop?.kill()
})

test('a partner is created, the seller opts in, and the sample partner buys a fast-transfer name', async ({
  browser,
}) => {
  // The admin creates the partner and issues its key from /admin/partners.
  const admin = await signedInAt(browser, '/admin', DEMO_ADMIN)
  await admin.setViewportSize({ width: 1280, height: 800 })
  await admin.getByRole('navigation').getByRole('link', { name: 'Partners' }).click()
  await expect(admin.getByRole('heading', { name: 'Partners', level: 1 })).toBeVisible()
  const partnerName = `Sample Registrar ${Date.now()}`
  await admin.getByLabel('Name').fill(partnerName)
  await admin.getByLabel('Contact e-mail').fill('ops@sample-partner.test')
  await admin.getByRole('button', { name: 'Create partner' }).click()
  const card = admin.getByRole('article', { name: partnerName })
  await expect(card).toBeVisible()
  await expect(card).toContainText('No keys yet.')
  await card.getByRole('button', { name: 'Issue key' }).click()
  const keyField = admin.getByTestId('new-partner-key')
  await expect(keyField).toHaveValue(/^nfprt_/)
  const key = await keyField.inputValue()
  await admin.getByRole('button', { name: 'Done' }).click()
  await expect(card.getByText(/^Key nfprt_/)).toBeVisible()
  await checkScreen(admin, 'admin-partners')

  // The seller shows their names on partner sites from /account/boost.
  const seller = await signedInAt(browser, '/account/boost', DEMO_SELLER)
  await seller.setViewportSize({ width: 1280, height: 800 })
  const optIn = seller.getByRole('switch', { name: 'Show my names on partner sites' })
  await expect(optIn).not.toBeChecked()
  await optIn.click()
  await expect(seller.getByText('Your partner sites choice is saved.')).toBeVisible()
  await expect(optIn).toBeChecked()
  await checkScreen(seller, 'account-boost')

  // The sample partner shop, on 127.0.0.1, searches and buys through its own page.
  const shop = await startSamplePartner(key)
  partnerShop = shop.process
  const customer = await (await browser.newContext()).newPage()
  await customer.goto(shop.url)
  await customer.getByRole('button', { name: 'Search' }).click()
  const buy = customer.getByRole('button', { name: /^Buy / }).first()
  await expect(buy).toBeVisible()
  const domain = (await buy.textContent())!.replace(/^Buy /, '').trim()
  const other = (await customer.locator('[data-domain]').nth(1).getAttribute('data-domain'))!
  await buy.click()
  await expect(customer.getByRole('status')).toHaveText(`Bought ${domain}: payment PAID.`)
  await expect(customer.locator('[data-order]')).toContainText(
    `${domain}: payment PAID, transfer AWAITING_AUTH_CODE (sandbox)`,
  )

  // The seller sees the sale in their sales, and gives the auth code.
  await seller
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Sales', exact: true })
    .click()
  const row = seller.locator(`[data-sale="${domain}"]`)
  await expect(row).toBeVisible()
  await expect(row.getByText('Awaiting auth code')).toBeVisible()
  await row.getByRole('button', { name: `Auth code for ${domain}` }).click()
  await seller
    .locator(`form[aria-label="Auth code for ${domain}"]`)
    .getByLabel(/^Auth code/)
    .fill('EPP-Partner-1')
  await seller.getByRole('button', { name: 'Send auth code' }).click()
  await expect(seller.getByText('Transfer in progress').first()).toBeVisible()

  // The partner's order status follows the transfer, and the transfer step reaches the shop as a
  // `transfer.updated` webhook whose Standard Webhooks signature the shop verified.
  await customer.reload()
  await expect(customer.locator('[data-order]')).toContainText('transfer PENDING_TRANSFER')
  await expect(async () => {
    await customer.reload()
    await expect(
      customer.getByText(`transfer.updated ${domain} → PENDING_TRANSFER`, { exact: true }),
    ).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 60_000 })

  // On a domain's page the seller hides one name from partners: the shop no longer lists it.
  await seller
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Portfolio', exact: true })
    .click()
  await seller.getByLabel('Search domains').fill(other)
  await seller.getByRole('link', { name: other, exact: true }).first().click()
  await seller.getByRole('link', { name: 'Overview' }).click()
  const section = seller.getByRole('region', { name: 'Partner sites' })
  await expect(section).toContainText('Partners show this name now.')
  await section.getByText('Hide', { exact: true }).click()
  await expect(section).toContainText('Partners do not show this name now.')
  await checkScreen(seller, 'domain-page', '[data-testid="domain-partner-sites"]')
  await customer.goto(shop.url)
  await expect(customer.getByRole('heading', { name: /^Results/ })).toBeVisible()
  await expect(customer.locator(`[data-domain="${other}"]`)).toHaveCount(0)
})
