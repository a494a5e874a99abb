import fs from 'node:fs'
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { DEMO_BUYER, DEMO_SELLER, expect, signInThroughForm, test } from '../fixtures.ts'

// Issue 15 "Export" (decision 280) and the buyer's Purchases view (decision 282).
test.describe.configure({ timeout: 90_000 })

const rows = (page: Page) => page.locator('tbody tr[data-domain]')

async function noSeriousAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])
}

test('a seller filters the selling view, exports it and reads every row back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/portfolio?sort=price.buyNow&order=desc')
  await signInThroughForm(page, DEMO_SELLER)
  await expect(page.getByRole('heading', { name: 'Portfolio' })).toBeVisible({ timeout: 15_000 })
  await page.getByLabel('Search domains').fill('e')
  await expect(page).toHaveURL(/keywords=e/)
  // The previous answer stays on screen, marked busy, until the filtered one arrives.
  await expect(page.locator('[aria-busy="true"]:has(tbody)')).toHaveCount(0)
  // The table's total for the filter, once its answer is on screen: "1–100 of 140".
  const range = page.getByText(/^1–\d[\d,]* of [\d,]+$/).first()
  await expect(range).toBeVisible()
  await expect(rows(page).first()).toContainText('e')
  const total = Number(/of ([\d,]+)/.exec((await range.textContent()) ?? '')![1]!.replace(/,/g, ''))
  const shown = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.dataset.domain))

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Export started' })).toBeVisible()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^portfolio-selling-\d{4}-\d{2}-\d{2}\.csv$/)
  const records = parse(fs.readFileSync((await file.path())!), {
    bom: true,
    columns: true,
  }) as Record<string, string>[]

  expect(records).toHaveLength(total)
  expect(Object.keys(records[0]!)).toEqual(
    expect.arrayContaining(['domain', 'unicodeName', 'status', 'buyNowUsd', 'checkoutLink']),
  )
  for (const record of records) expect(record.domain).toContain('e')
  // Same order as the table: the first page is the file's first lines.
  expect(records.slice(0, shown.length).map((r) => r.unicodeName)).toEqual(shown)
  const prices = records.map((r) => (r.buyNowUsd === '' ? Infinity : Number(r.buyNowUsd)))
  expect(prices).toEqual([...prices].sort((a, b) => b - a))

  await noSeriousAxeViolations(page)
  await page.screenshot({ path: 'e2e/artifacts/portfolio-export-1280.png' })
  await page.setViewportSize({ width: 360, height: 780 })
  await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible()
  await noSeriousAxeViolations(page)
  await page.screenshot({ path: 'e2e/artifacts/portfolio-export-360.png' })
})

test("the buyer's Purchases view lists what they bought", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/portfolio/purchases')
  await signInThroughForm(page, DEMO_BUYER)
  await expect(page.getByRole('heading', { name: 'Portfolio' })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText('This page is for sellers')).toHaveCount(0)
  await expect(rows(page).first()).toBeVisible()
  await noSeriousAxeViolations(page)
  await page.screenshot({ path: 'e2e/artifacts/portfolio-purchases-1280.png' })
  await page.setViewportSize({ width: 360, height: 780 })
  await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible()
  await noSeriousAxeViolations(page)
  await page.screenshot({ path: 'e2e/artifacts/portfolio-purchases-360.png' })
})
