// Parking setup drawer (issue 17, decision 541) at 1280 and 360 px, with an axe scan, from a
// fresh demo server whose resolver is a DNS test server this script runs (so some domains are
// live, some point elsewhere, one fails). Output: PNGs in the folder given (default /tmp).
//   node e2e/tools/capture-parking-setup-screens.ts [port] [outDir]
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { AxeBuilder } from '@axe-core/playwright'
import { chromium, type Page } from 'playwright-core'
import { startDnsTestServer } from '../../packages/server/src/dns/dns-test-server.ts'
import { DEMO_SELLER } from '../fixtures.ts'

const port = Number(process.argv[2] ?? 3951)
const outDir = process.argv[3] ?? '/tmp'
const baseUrl = `http://localhost:${port}`
const PLATFORM_NS = ['ns1.namefolio.test', 'ns2.namefolio.test']

const dns = await startDnsTestServer()
const server = spawn(process.execPath, ['packages/server/src/main.ts'], {
  env: {
    ...process.env,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'h5-parking-')),
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DNS_RESOLVERS: dns.address,
    DNS_TIMEOUT_MS: '500',
    PLATFORM_NAMESERVERS: PLATFORM_NS.join(','),
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
})

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the server did not start')
}

async function axe(page: Page, label: string) {
  const result = await new AxeBuilder({ page }).include('.mantine-Drawer-content').analyze()
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  console.log(`${label}: axe ${bad.length} serious/critical`)
  for (const v of bad)
    console.log(`  ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
})
try {
  await waitForServer()
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${baseUrl}/login`)
  await page.getByLabel('E-mail').fill(DEMO_SELLER.email)
  await page.getByLabel('Password').fill(DEMO_SELLER.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))

  // The demo's parked domains: give their DNS each kind of answer.
  const setup = await page.evaluate(async () => (await fetch('/api/v1/parking/setup')).json())
  const parked: string[] = setup.items.map((i: { domainName: string }) => i.domainName)
  console.log(`parked demo domains: ${setup.total}`)
  parked.forEach((name, i) => {
    if (i % 4 === 0) dns.zone.set(name, { ns: PLATFORM_NS })
    else if (i % 4 === 1) dns.zone.set(name, { ns: ['ns1.registrar.test'], a: ['192.0.2.80'] })
    else if (i % 4 === 2) dns.zone.set(name, { ns: ['ns1.registrar.test'], a: ['203.0.113.7'] })
    else if (i === 3) dns.zone.set(name, { servfail: true })
  })

  // The bulk action: tick two rows of the selling view and press "Park domains".
  await page.goto(`${baseUrl}/portfolio`)
  await page.getByRole('table').first().waitFor()
  const boxes = page.getByRole('table').first().getByRole('checkbox')
  await boxes.nth(1).check()
  await boxes.nth(2).check()
  await page.getByRole('button', { name: 'Park domains' }).click()
  await page.getByRole('dialog', { name: 'Parking setup' }).waitFor()
  await page.getByRole('button', { name: /to parking$/ }).waitFor()
  await page.waitForTimeout(500) // the drawer's slide-in
  console.log(`bulk action URL: ${page.url()}`)
  await page.screenshot({ path: path.join(outDir, 'parking-setup-selected-1280.png') })
  await axe(page, 'selected 1280')
  await page.getByRole('button', { name: /to parking$/ }).click()
  await page.screenshot({ path: path.join(outDir, 'parking-setup-confirm-1280.png') })
  await page
    .getByRole('dialog', { name: /to parking\?$/ })
    .getByRole('button', { name: 'Move to parking' })
    .click()
  await page
    .getByText(/moved to parking/)
    .first()
    .waitFor()
  await page.keyboard.press('Escape')
  await page.waitForURL((url) => !url.search.includes('parkingSetup'))
  console.log(`after close: ${page.url()}`)

  // The flag alone: the parked domains, checked.
  await page.goto(`${baseUrl}/portfolio/parked?parkingSetup=1`)
  await page.getByRole('button', { name: 'Check DNS now' }).click()
  await page
    .getByText(/DNS checked/)
    .first()
    .waitFor()
  await page.getByRole('button', { name: 'Check DNS now' }).and(page.locator(':enabled')).waitFor()
  await page.waitForTimeout(500)
  await page.screenshot({ path: path.join(outDir, 'parking-setup-checked-1280.png') })
  await axe(page, 'checked 1280')

  await page.setViewportSize({ width: 360, height: 780 })
  await page.getByRole('button', { name: 'Close', exact: true }).first().click() // the growl
  await page.waitForTimeout(500)
  await page.screenshot({ path: path.join(outDir, 'parking-setup-checked-360.png') })
  await page
    .getByRole('dialog', { name: 'Parking setup' })
    .getByText('Waiting for DNS')
    .first()
    .scrollIntoViewIfNeeded()
  await page.screenshot({ path: path.join(outDir, 'parking-setup-statuses-360.png') })
  await axe(page, 'checked 360')
} finally {
  await browser.close()
  server.kill()
  await dns.close()
}
