import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { checkScreen } from '../axe.ts'
import { addDomainsAt2500, chooseCsvFile, expect, signUpThroughForm, test } from '../fixtures.ts'

// Issue 15: "A CSV upload can update names already in the portfolio (prices and listing
// settings), with the same preview": reprice three held names from a file, read the preview,
// apply it, see the new prices in the portfolio.
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-csv-update'
const suffix = () => randomBytes(4).toString('hex')
const checkAt = (page: Page, name: string) => checkScreen(page, { dir: SHOTS_DIR, name })

test('reprice 3 held names from a CSV: preview, apply, see the new prices in the portfolio', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const s = suffix()
  // A seller of their own, so the demo portfolio other journeys read stays as it is.
  await signUpThroughForm(page, {
    handle: 'repricer',
    name: 'Repricer',
    password: 'repricer-e2e-password',
    path: '/domains/add',
  })
  const held = ['one', 'two', 'three', 'four'].map((w) => `csvup-${w}-${s}.com`)
  await addDomainsAt2500(page, held)

  await page.goto('/domains/add')
  await page.getByRole('radio', { name: 'Update names I already have' }).check()
  await chooseCsvFile(page, `reprice-${s}.csv`, [
    'domain,buy now,floor,min bid',
    `${held[0]},2750,1100,550`,
    `${held[1]},2750,1100,550`,
    `${held[2]},2750,1100,550`,
    `${held[3]},40,0,0`,
    `not-mine-${s}.com,900,,`,
  ])
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
  await checkAt(page, 'preview')

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
  await checkAt(page, 'history')

  await page.goto(`/portfolio?keywords=csvup-`)
  for (const name of held.slice(0, 3)) {
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('$2,750')
  }
  await expect(page.getByRole('row').filter({ hasText: held[3]! })).toContainText('$2,500')
})
