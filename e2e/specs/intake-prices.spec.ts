import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { DEMO_SELLER, expect, signInThroughForm, test } from '../fixtures.ts'

// Issue 15, "safe defaults" and "the accepted-TLD rule" (spec §3 default listing settings, §5
// price rules and domain entry; decisions 270–272): a seller adds names by typed list, sees on
// the review step that nothing gets a buy-now price (make offer), sets one name's price — a
// price under the minimum is refused and kept as typed — and finds no listing below the
// minimums in the portfolio. Real second-level names (.co.za, .nom.za) are accepted.

const WIDTHS = [1280, 360] as const
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-intake-prices'

test.describe.configure({ timeout: 120_000 })

/** axe at a desktop and a phone width: no critical or serious violation; a screenshot of each. */
async function checkPage(page: Page, name: string, exclude: string[] = []): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true })
    const axe = new AxeBuilder({ page })
    for (const selector of exclude) axe.exclude(selector)
    const { violations } = await axe.analyze()
    const serious = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')
    expect(serious.map((v) => `${width}px ${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([])
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test('names added by list are listed for offers until priced, and never below the minimums', async ({
  page,
}) => {
  const tag = crypto.randomUUID().slice(0, 8)
  const priced = `calm-${tag}.com`
  const coZa = `shop-${tag}.co.za`
  const nomZa = `family-${tag}.nom.za`
  const unknown = `bad-${tag}.invalidtld`

  await page.goto('/domains/add')
  await signInThroughForm(page, DEMO_SELLER)
  const list = page.getByRole('textbox', { name: 'Domains' })
  await expect(list).toBeVisible({ timeout: 15_000 })
  await list.fill([priced, coZa, nomZa, unknown].join('\n'))
  // The browser checks the shape only: the unknown extension is the server's to refuse.
  await expect(page.getByText('Some entries are not domain names')).toHaveCount(0)
  // The file upload beside the list is the CSV part's (its placeholder contrast, issue 15).
  await checkPage(page, 'add', ['.mantine-FileInput-input'])
  await page.getByRole('button', { name: 'Review' }).click()

  await expect(page.getByRole('heading', { name: 'Prices' })).toBeVisible()
  await expect(page.getByText(`${unknown} has an extension we do not list.`)).toBeVisible()
  const prices = page.locator('table', { has: page.getByText('All domains') })
  const row = (name: string) => prices.locator(`tr[data-domain="${name}"]`)
  for (const name of [priced, coZa, nomZa]) {
    await expect(row(name).getByRole('cell', { name: 'Make offer' })).toBeVisible()
    await expect(row(name).getByRole('textbox', { name: `Buy now of ${name}` })).toHaveValue('')
  }
  await expect(row(unknown)).toHaveCount(0)
  await checkPage(page, 'review')

  // $5, the old default, breaks the $50 minimum: refused before anything is added, kept as typed.
  const buyNow = row(priced).getByRole('textbox', { name: `Buy now of ${priced}` })
  await buyNow.fill('5')
  await page.getByRole('button', { name: 'Add 3 domains' }).click()
  await expect(row(priced).getByText('The buy-now price must be at least $50.')).toBeVisible()
  await expect(
    page.getByRole('alert').filter({ hasText: 'nothing has been added yet' }),
  ).toBeVisible()
  await expect(buyNow).toHaveValue('$5')
  await checkPage(page, 'review-refused')

  await buyNow.fill('750')
  await expect(row(priced).getByRole('cell', { name: 'Buy now $750' })).toBeVisible()
  await expect(row(coZa).getByRole('cell', { name: 'Make offer' })).toBeVisible()
  await page.getByRole('button', { name: 'Add 3 domains' }).click()
  await expect(page.getByRole('heading', { name: 'Domains added' })).toBeVisible({
    timeout: 30_000,
  })
  for (const name of [priced, coZa, nomZa]) await expect(page.getByText(name).first()).toBeVisible()

  // The portfolio: the priced name at $750, the others with no buy-now price at all.
  await page.goto(`/portfolio?keywords=${tag}`)
  const domainRows = page.locator('tbody tr[data-domain]')
  await expect(domainRows).toHaveCount(3, { timeout: 15_000 })
  const buyNowColumn = await page
    .getByRole('columnheader')
    .allTextContents()
    .then((headers) => headers.findIndex((h) => /^Buy now/.test(h)))
  expect(buyNowColumn).toBeGreaterThan(-1)
  const shown: Record<string, string> = {}
  for (const name of [priced, coZa, nomZa]) {
    const cells = page.locator(`tbody tr[data-domain="${name}"] > *`)
    shown[name] = (await cells.nth(buyNowColumn).innerText()).trim()
  }
  expect(shown[priced]).toContain('$750')
  for (const name of [coZa, nomZa]) expect(shown[name]).not.toMatch(/\$\d/)
})
