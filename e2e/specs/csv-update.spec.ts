import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'

// Issue 15: "A CSV upload can update names already in the portfolio (prices and listing
// settings), with the same preview": reprice three held names from a file, read the preview,
// apply it, see the new prices in the portfolio.
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-csv-update'
const WIDTHS = [1280, 360] as const
const suffix = () => randomBytes(4).toString('hex')

async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([])
}

/** Screenshots and axe at a desktop and a phone width. */
async function checkAtBothWidths(page: Page, name: string) {
  fs.mkdirSync(SHOTS_DIR, { recursive: true })
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true })
    await expectNoSeriousA11yViolations(page)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test('reprice 3 held names from a CSV: preview, apply, see the new prices in the portfolio', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const s = suffix()
  // A seller of their own, so the demo portfolio other journeys read stays as it is.
  await page.goto('/signup?path=%2Fdomains%2Fadd')
  await page.getByLabel('Full name').fill(`Repricer ${s}`)
  await page.getByLabel('E-mail').fill(`repricer-${s}@example.test`)
  await page.getByLabel('Username').fill(`repricer-${s}`)
  await page.getByLabel('Password').fill('repricer-e2e-password')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Add domains', level: 1 })).toBeVisible()

  const held = ['one', 'two', 'three', 'four'].map((w) => `csvup-${w}-${s}.com`)
  await page.getByRole('textbox', { name: 'Domains' }).fill(held.join('\n'))
  await page.getByRole('button', { name: 'Review' }).click()
  await page.getByLabel('Buy now for all domains').fill('2500')
  await page.getByLabel('Floor for all domains').fill('1000')
  await page.getByLabel('Minimum bid for all domains').fill('500')
  await page.getByRole('button', { name: 'Add 4 domains' }).click()
  await expect(page.getByText('4 domains added')).toBeVisible()

  await page.goto('/domains/add')
  await page.getByRole('radio', { name: 'Update names I already have' }).check()
  const csv = [
    'domain,buy now,floor,min bid',
    `${held[0]},2750,1100,550`,
    `${held[1]},2750,1100,550`,
    `${held[2]},2750,1100,550`,
    `${held[3]},40,0,0`,
    `not-mine-${s}.com,900,,`,
  ].join('\n')
  await page.locator('input[type=file]').setInputFiles({
    name: `reprice-${s}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  })
  await page.getByRole('button', { name: 'Upload and preview' }).click()

  const preview = page.getByTestId('update-preview')
  await expect(preview.getByText('3 names change')).toBeVisible()
  await expect(preview.getByText('2 refused')).toBeVisible()
  const reasons = preview.getByRole('list', { name: 'Why rows are refused' })
  await expect(reasons).toContainText('This domain is not in your portfolio. (1 row)')
  await expect(reasons).toContainText('The buy-now price must be at least $50. (1 row)')
  const example = preview.getByRole('listitem', { name: held[0] })
  await expect(example).toContainText('Buy now: $2,500 → $2,750')
  await expect(example).toContainText('Floor: $1,000 → $1,100')
  await expect(example).toContainText('Min bid: $500 → $550')
  await checkAtBothWidths(page, 'preview')

  await preview.getByRole('button', { name: 'Apply to 3 names' }).click()
  await expect(page.getByRole('heading', { name: 'Upload history' })).toBeVisible()
  const card = page.getByRole('article', { name: `reprice-${s}.csv` })
  await expect(card).toContainText('Done', { timeout: 60_000 })
  await expect(card).toContainText('3 updated')
  await expect(card).toContainText('2 refused')
  const report = card.getByRole('link', { name: 'Download refused rows (CSV)' })
  const body = await (await page.request.get((await report.getAttribute('href'))!)).text()
  expect(body).toContain(
    `"not-mine-${s}.com",domains.upload.error.notInPortfolio,"This domain is not in your portfolio."`,
  )
  await checkAtBothWidths(page, 'history')

  await page.goto(`/portfolio?keywords=csvup-`)
  for (const name of held.slice(0, 3)) {
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('$2,750')
  }
  await expect(page.getByRole('row').filter({ hasText: held[3]! })).toContainText('$2,500')
})
