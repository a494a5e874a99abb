// Takes the marketing pages' screenshots of our own product from a running demo (a fresh
// `npm start`: demo data, demo seller) at 1280 px, and stores them as WebP under ~80 KB:
//   node e2e/tools/capture-marketing-screens.ts http://localhost:3000
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Page } from 'playwright-core'
import { DEMO_SELLER } from '../fixtures.ts'

const baseUrl = process.argv[2] ?? 'http://localhost:3000'
const outDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/server/src/features/marketing/screens',
)
const MAX_BYTES = 80 * 1024
const VIEWPORT = { width: 1280, height: 800 }

/** Chromium encodes WebP from a canvas; lower the quality until the file fits. */
async function toWebp(page: Page, png: Buffer): Promise<Buffer> {
  for (const quality of [0.8, 0.7, 0.6, 0.5, 0.4]) {
    const dataUrl = await page.evaluate(
      async ({ src, quality }) => {
        const image = new Image()
        image.src = src
        await image.decode()
        const canvas = document.createElement('canvas')
        canvas.width = image.naturalWidth
        canvas.height = image.naturalHeight
        canvas.getContext('2d')!.drawImage(image, 0, 0)
        return canvas.toDataURL('image/webp', quality)
      },
      { src: `data:image/png;base64,${png.toString('base64')}`, quality },
    )
    const webp = Buffer.from(dataUrl.split(',')[1]!, 'base64')
    if (webp.length <= MAX_BYTES) return webp
  }
  throw new Error('the screenshot does not fit 80 KB even at quality 0.4')
}

async function capture(page: Page, converter: Page, name: string): Promise<void> {
  const png = await page.screenshot({ type: 'png' })
  const webp = await toWebp(converter, png)
  fs.writeFileSync(path.join(outDir, `${name}.webp`), webp)
  console.log(`${name}.webp ${Math.round(webp.length / 1024)} KB`)
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
})
try {
  const visitor = await browser.newPage({ viewport: VIEWPORT, colorScheme: 'light' })
  const converter = await browser.newPage()
  await visitor.goto(`${baseUrl}/search?q=cloud`)
  await capture(visitor, converter, 'search')
  // A lander that offers both Buy Now and lease to own, the richest one a buyer meets.
  await visitor.goto(`${baseUrl}/search?lto=1&sort=priceAsc`)
  const landers = await visitor
    .locator('.results a.name')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))
  for (const lander of landers) {
    await visitor.goto(lander)
    if (await visitor.locator('select[data-lease-select]').count()) break
  }
  await capture(visitor, converter, 'lander')

  const seller = await browser.newPage({ viewport: VIEWPORT, colorScheme: 'light' })
  await seller.goto(`${baseUrl}/login`)
  await seller.getByLabel('E-mail').fill(DEMO_SELLER.email)
  await seller.getByLabel('Password').fill(DEMO_SELLER.password)
  await seller.getByRole('button', { name: 'Sign in', exact: true }).click()
  await seller.waitForURL((url) => !url.pathname.startsWith('/login'))
  await seller.goto(`${baseUrl}/portfolio`)
  await seller.getByRole('table').first().waitFor()
  await capture(seller, converter, 'portfolio')
  await seller.goto(`${baseUrl}/sales/leads`)
  await seller.getByRole('heading', { level: 1 }).first().waitFor()
  await seller.waitForLoadState('networkidle')
  await capture(seller, converter, 'leads')
} finally {
  await browser.close()
}
