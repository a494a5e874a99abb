import { AxeBuilder } from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import fs from 'node:fs'

/**
 * Critical and serious axe violations (WCAG 2.1 A and AA) of the page as it is now (of the
 * `include` selector only, when given), one line each: the rule and the nodes it found. The
 * journeys expect this list to be empty.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
  if (include) builder.include(include)
  const { violations } = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

export type ScreenCheck = {
  /** The folder of the screenshots, one per journey. */
  dir: string
  name: string
  /** Checks this part of the page only (a section), else the whole page. */
  include?: string
  /** The colour schemes to check; the portal follows the system's. Light only by default. */
  schemes?: readonly ('light' | 'dark')[]
}

/**
 * A screen as a person meets it at a desktop (1280 px) and a phone (360 px) width, in each
 * scheme: once nothing is loading, no serious axe violation, and a full-page screenshot. The
 * page is left at 1280 px, light.
 */
export async function checkScreen(page: Page, check: ScreenCheck): Promise<void> {
  fs.mkdirSync(check.dir, { recursive: true })
  for (const scheme of check.schemes ?? ['light']) {
    await page.emulateMedia({ colorScheme: scheme })
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 })
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      await transitionsEnded(page)
      const where = `${check.name} at ${width} px, ${scheme}`
      expect(await seriousViolations(page, check.include), where).toEqual([])
      const path = `${check.dir}/${check.name}-${width}-${scheme}.png`
      await page.screenshot({ path, fullPage: true })
    }
  }
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize({ width: 1280, height: 800 })
}

/**
 * Waits for every finite animation and transition to end: axe measures contrast on what is
 * painted, and a modal fading in (or colours moving to a new scheme) is not yet its final
 * colour. Endless ones (spinners, skeletons) never end and are not waited for.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  )
}
