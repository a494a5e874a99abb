import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { checkScreen } from '../axe.ts'
import { addDomainsAt2500, chooseCsvFile, expect, signUpThroughForm, test } from '../fixtures.ts'

// Issue 24, sixth point: "an Afternic-layout CSV shows two drifted prices" with "one click to
// align ours", and a Sedo-layout export moves names here "with a report of what could not be
// mapped and why".
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/imports-shots'
const suffix = () => randomBytes(4).toString('hex')
const checkAt = (page: Page, name: string) =>
  checkScreen(page, { dir: SHOTS_DIR, name, schemes: ['light', 'dark'] })

/** A seller of their own, so the demo portfolio other journeys read stays as it is. */
async function signUp(page: Page) {
  const person = { handle: 'mover', name: 'Mover', password: 'mover-e2e-password' }
  await signUpThroughForm(page, { ...person, path: '/domains/add' })
}

test('an Afternic export shows two drifted prices; aligning one leaves the other', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const s = suffix()
  await signUp(page)
  const names = ['same', 'cheaper', 'dearer'].map((w) => `drift-${w}-${s}.com`)
  await addDomainsAt2500(page, names)

  await page.goto('/portfolio')
  await page.getByRole('link', { name: 'Compare with another marketplace' }).click()
  await expect(
    page.getByRole('heading', { name: 'Compare with another marketplace', level: 1 }),
  ).toBeVisible()
  await checkAt(page, 'compare-empty')
  await chooseCsvFile(page, `afternic-${s}.csv`, [
    'Domain Name,Buy Now Price,Floor Price,Minimum Offer,Currency',
    `${names[0]},"$2,500",1000,500,USD`,
    `${names[1]},2000,1000,500,USD`,
    `${names[2]},3000,1000,500,USD`,
  ])
  await page.getByRole('button', { name: 'Compare' }).click()
  await expect(page.getByText('2 domains differ from the export.')).toBeVisible()
  const table = page.getByRole('table', { name: 'Domains whose listing here differs' })
  await expect(table.getByRole('rowheader')).toHaveText([names[1]!, names[2]!])
  await expect(table.locator(`tr[data-domain="${names[1]}"]`)).toContainText('$2,500')
  await expect(table.locator(`tr[data-domain="${names[1]}"]`)).toContainText('$2,000')
  await checkAt(page, 'compare-drift')

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
  await signUp(page)
  await page.getByRole('link', { name: 'Move from another marketplace' }).click()
  await expect(
    page.getByRole('heading', { name: 'Move from another marketplace', level: 1 }),
  ).toBeVisible()
  await chooseCsvFile(page, `sedo-${s}.csv`, [
    'Domain;Price;Minimum Price;Currency;Listing Type;Installments;Installment Months',
    `sedo-one-${s}.com;1.500,00;;USD;Fixed price;yes;24`,
    `sedo-two-${s}.com;;100;USD;Make offer;no;`,
    `sedo-three-${s}.net;900;;USD;Fixed price;no;`,
    `sedo-euro-${s}.com;900;;EUR;Fixed price;no;`,
    `sedo-auction-${s}.com;900;;USD;Auction;no;`,
  ])
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
  await checkAt(page, 'move-report')
})
