import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { DEMO_SELLER, expect, signedInAt, test } from '../fixtures.ts'

// Issue 24, third point: "API documentation worth using: a branded reference page generated
// from our OpenAPI (a maintained renderer, readable on a phone), with guides ... examples in
// curl and TypeScript; a changelog." Reached by clicking, from the home page and from the
// account's API tokens page.
// A ceiling, not a wait: axe runs 12 times, 4 of them over the renderer's large page.
test.describe.configure({ timeout: 300_000 })

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/apidocs-shots'

async function seriousViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  for (const selector of exclude) builder = builder.exclude(selector)
  const { violations } = await builder.analyze()
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** The page is no wider than the window: nothing scrolls sideways but code and tables. */
async function pageWidthOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

/** axe, overflow and screenshots at 1280 and 360 px, light and dark; left at 1280 px, light. */
async function checkScreen(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 })
      await page.reload()
      await ready()
      expect(await pageWidthOverflow(page), `${name} ${scheme} at ${width} px`).toBeLessThanOrEqual(
        0,
      )
      expect(await seriousViolations(page), `${name} ${scheme} at ${width} px`).toEqual([])
      await page.screenshot({
        path: `${SHOTS}/${name}-${scheme}-${width}.png`,
        fullPage: width === 360,
      })
    }
  }
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize({ width: 1280, height: 800 })
}

test('a visitor goes from the home page to a guide and to the API reference', async ({ page }) => {
  const cspViolations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text())
  })
  await page.goto('/')
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'API docs' })
    .click()
  await expect(page).toHaveURL(/\/developers$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Namefolio API' })).toBeVisible()
  await checkScreen(page, 'overview', async () => {
    await expect(page.getByRole('heading', { name: 'Quick start' })).toBeVisible()
  })

  // A guide, from the section's navigation: the error table generated from the server's codes.
  await page
    .getByRole('navigation', { name: 'Developer documentation' })
    .getByRole('link', { name: 'Errors and their codes' })
    .click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Errors and their codes' }),
  ).toBeVisible()
  await expect(page.getByRole('cell', { name: 'RATE_LIMITED' })).toBeVisible()
  await expect(page.locator('pre code.language-ts')).toHaveCount(1)
  await checkScreen(page, 'guide-errors', async () => {
    await expect(page.getByRole('cell', { name: 'VALIDATION' })).toBeVisible()
  })

  // The reference: our header over the renderer, which shows the operations of our document.
  await page
    .getByRole('navigation', { name: 'Developer documentation' })
    .getByRole('link', { name: 'API reference' })
    .click()
  await expect(page).toHaveURL(/\/api\/docs$/)
  const rendered = async () => {
    await expect(page.getByRole('link', { name: /Namefolio API/ }).first()).toBeVisible()
    // The renderer has read /api/openapi.json: the document's title and its first tag are shown.
    await expect(page.getByRole('heading', { level: 1, name: 'Namefolio API' })).toBeVisible({
      timeout: 30_000,
    })
    await expect(page.getByRole('heading', { name: 'health' }).first()).toBeVisible()
  }
  await rendered()
  await checkScreen(page, 'reference', rendered)
  expect(cspViolations).toEqual([])

  // Back to the guides from the reference's own header.
  await page
    .getByRole('navigation', { name: 'Developers' })
    .getByRole('link', { name: 'Guides' })
    .click()
  await expect(page).toHaveURL(/\/developers$/)
})

test('a seller opens the docs from the API tokens page', async ({ browser }) => {
  const page = await signedInAt(browser, '/account/oauth', DEMO_SELLER)
  await checkScreen(page, 'tokens-page', async () => {
    await expect(page.getByRole('link', { name: 'API documentation' })).toBeVisible()
  })
  await page.getByRole('link', { name: 'API documentation' }).click()
  await expect(page).toHaveURL(/\/developers$/)
  await page
    .getByRole('link', { name: /^Webhooks and signature checking/ })
    .first()
    .click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Webhooks and signature checking' }),
  ).toBeVisible()
  await expect(page.getByText('webhook-signature').first()).toBeVisible()
  await page.close()
})
