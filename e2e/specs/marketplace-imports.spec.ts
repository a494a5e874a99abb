import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'

// Issue 24, sixth point: "an Afternic-layout CSV shows two drifted prices" with "one click to
// align ours", and a Sedo-layout export moves names here "with a report of what could not be
// mapped and why".
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/imports-shots'
const WIDTHS = [1280, 360] as const
const suffix = () => randomBytes(4).toString('hex')

async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([])
}

/** Screenshots and axe at a desktop and a phone width, in the light and the dark scheme. */
async function checkAtBothWidths(page: Page, name: string) {
  fs.mkdirSync(SHOTS_DIR, { recursive: true })
  for (const scheme of ['light', 'dark'] as const) {
    // The portal follows the system's scheme (accessibility.spec.ts checks the same way).
    await page.emulateMedia({ colorScheme: scheme })
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: `${SHOTS_DIR}/${name}-${scheme}-${width}.png`, fullPage: true })
      await expectNoSeriousA11yViolations(page)
    }
  }
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** A seller of their own, so the demo portfolio other journeys read stays as it is. */
async function signUp(page: Page, s: string) {
  await page.goto('/signup?path=%2Fdomains%2Fadd')
  await page.getByLabel('Full name').fill(`Mover ${s}`)
  await page.getByLabel('E-mail').fill(`mover-${s}@example.test`)
  await page.getByLabel('Username').fill(`mover-${s}`)
  await page.getByLabel('Password').fill('mover-e2e-password')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Add domains', level: 1 })).toBeVisible()
}

test('an Afternic export shows two drifted prices; aligning one leaves the other', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const s = suffix()
  await signUp(page, s)
  const names = ['same', 'cheaper', 'dearer'].map((w) => `drift-${w}-${s}.com`)
  await page.getByRole('textbox', { name: 'Domains' }).fill(names.join('\n'))
  await page.getByRole('button', { name: 'Review' }).click()
  await page.getByLabel('Buy now for all domains').fill('2500')
  await page.getByLabel('Floor for all domains').fill('1000')
  await page.getByLabel('Minimum bid for all domains').fill('500')
  await page.getByRole('button', { name: 'Add 3 domains' }).click()
  await expect(page.getByText('3 domains added')).toBeVisible()

  await page.goto('/portfolio')
  await page.getByRole('link', { name: 'Compare with another marketplace' }).click()
  await expect(
    page.getByRole('heading', { name: 'Compare with another marketplace', level: 1 }),
  ).toBeVisible()
  await checkAtBothWidths(page, 'compare-empty')
  const csv = [
    'Domain Name,Buy Now Price,Floor Price,Minimum Offer,Currency',
    `${names[0]},"$2,500",1000,500,USD`,
    `${names[1]},2000,1000,500,USD`,
    `${names[2]},3000,1000,500,USD`,
  ].join('\n')
  await page.locator('input[type=file]').setInputFiles({
    name: `afternic-${s}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  })
  await page.getByRole('button', { name: 'Compare' }).click()
  await expect(page.getByText('2 domains differ from the export.')).toBeVisible()
  const table = page.getByRole('table', { name: 'Domains whose listing here differs' })
  await expect(table.getByRole('rowheader')).toHaveText([names[1]!, names[2]!])
  await expect(table.locator(`tr[data-domain="${names[1]}"]`)).toContainText('$2,500')
  await expect(table.locator(`tr[data-domain="${names[1]}"]`)).toContainText('$2,000')
  await checkAtBothWidths(page, 'compare-drift')

  await page.getByRole('button', { name: `Align ${names[1]} with the export` }).click()
  await expect(page.getByText('1 listing aligned.')).toBeVisible()
  await expect(page.getByText('1 domain differs from the export.')).toBeVisible()
  await expect(table.getByRole('rowheader')).toHaveText([names[2]!])
  const held = await page.request.get(`/api/v2/domains/${names[1]}`)
  expect((await held.json()).buynowPrice).toBe(2_000_000_000)
})

test('a Sedo export moves names here, with a report of the rows not mapped and why', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const s = suffix()
  await signUp(page, s)
  await page.getByRole('link', { name: 'Move from another marketplace' }).click()
  await expect(
    page.getByRole('heading', { name: 'Move from another marketplace', level: 1 }),
  ).toBeVisible()
  const csv = [
    'Domain;Price;Minimum Price;Currency;Listing Type;Installments;Installment Months',
    `sedo-one-${s}.com;1.500,00;;USD;Fixed price;yes;24`,
    `sedo-two-${s}.com;;100;USD;Make offer;no;`,
    `sedo-three-${s}.net;900;;USD;Fixed price;no;`,
    `sedo-euro-${s}.com;900;;EUR;Fixed price;no;`,
    `sedo-auction-${s}.com;900;;USD;Auction;no;`,
  ].join('\n')
  await page.locator('input[type=file]').setInputFiles({
    name: `sedo-${s}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  })
  await page.getByRole('button', { name: 'Move names' }).click()
  await expect(page.getByRole('heading', { name: 'Report' })).toBeVisible()
  await expect(page.getByText('Names added').locator('..')).toContainText('3')
  await expect(page.getByText('Not mapped', { exact: true }).locator('..')).toContainText('2')
  await expect(page.getByText('Prices are not in US dollars: 1')).toBeVisible()
  await expect(page.getByText('The listing page has no match here: 1')).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: /Download the rows not mapped/ }).click()
  const report = fs.readFileSync(await (await download).path(), 'utf8')
  expect(report).toContain(`sedo-euro-${s}.com`)
  await checkAtBothWidths(page, 'move-report')
})
