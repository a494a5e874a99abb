import { randomBytes } from 'node:crypto'
import { expect, test } from '../fixtures.ts'

const suffix = () => randomBytes(4).toString('hex')

test.describe('adding domains (issue 5)', () => {
  // A seller of its own: the large imports here must not change the demo seller's portfolio,
  // which the other journeys read.
  test.beforeEach(async ({ page }) => {
    const id = suffix()
    await page.goto('/signup?path=%2Fdomains%2Fadd')
    await page.getByLabel('Full name').fill(`Importer ${id}`)
    await page.getByLabel('E-mail').fill(`importer-${id}@example.test`)
    await page.getByLabel('Username').fill(`importer-${id}`)
    await page.getByLabel('Password').fill('importer-e2e-password')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByRole('heading', { name: 'Add domains', level: 1 })).toBeVisible()
  })

  test('paste good and bad names → review shows each error → add → they appear in the portfolio', async ({
    page,
  }) => {
    const s = suffix()
    const good = `e2e-${s}.com`
    const casino = `casino-e2e-${s}.net`
    const list = page.getByRole('textbox', { name: 'Domains' })
    await list.fill(`${good}, ${casino}\nnot-a-domain bad-${s}.notatld`)
    // The browser checks the shape only; the unknown extension is refused by the server on the
    // review step (decision 271).
    await expect(page.getByText('3 domains of 50, 1 not valid')).toBeVisible()
    await expect(
      page.getByText('not-a-domain is not a full domain name, such as example.com.'),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Review' }).click()

    await expect(page.getByRole('heading', { name: 'Review domains' })).toBeVisible()
    // The outcome table's rows; the prices table below lists the addable names again.
    const row = (name: string) => page.locator('tr[data-outcome]').filter({ hasText: name })
    await expect(row(good)).toContainText('Ready')
    await expect(row(casino)).toContainText('Will be reviewed first: Gambling.')
    await expect(row('not-a-domain')).toContainText('Refused')
    await expect(row('not-a-domain')).toContainText('is not a full domain name')
    await expect(row(`bad-${s}.notatld`)).toContainText('has an extension we do not list.')
    await expect(page.getByLabel('Lander', { exact: true }).first()).toHaveValue('Price form')
    await page.getByLabel('Buy now for all domains').fill('2500')
    await page.getByLabel('Floor for all domains').fill('1000')
    await page.getByLabel('Minimum bid for all domains').fill('500')
    await page.getByRole('button', { name: 'Add 2 domains' }).click()

    await expect(page.getByRole('heading', { name: 'Domains added' })).toBeVisible()
    await expect(page.getByText('2 domains added')).toBeVisible()
    await expect(page.getByRole('link', { name: good })).toBeVisible()
    await page.getByRole('link', { name: 'Go to your portfolio' }).click()
    await page.goto(`/portfolio?keywords=e2e-${s}`)
    await expect(page.getByText(good).first()).toBeVisible()
  })

  test('upload a CSV → progress → done → history with the refused rows report', async ({
    page,
  }) => {
    const s = suffix()
    const rows = Array.from({ length: 500 }, (_, i) => `up${i}-${s}.com,${100 + i},,`)
    const csv = ['domain,buy now,floor,min bid', ...rows, 'not a domain,10,,'].join('\n')
    await page.locator('input[type=file]').setInputFiles({
      name: `names-${s}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    })
    await page.getByRole('button', { name: 'Upload and import' }).click()
    await expect(page.getByRole('heading', { name: 'Upload history' })).toBeVisible()
    const card = page.getByRole('article', { name: `names-${s}.csv` })
    await expect(card).toContainText('Done', { timeout: 60_000 })
    await expect(card).toContainText('501 rows read')
    await expect(card).toContainText('500 added')
    await expect(card).toContainText('1 refused')
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
    await expect(card.getByRole('link', { name: 'Download refused rows (CSV)' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('article', { name: `names-${s}.csv` })).toContainText('500 added')
  })

  test('a bad file is refused with a clear message', async ({ page }) => {
    await page.locator('input[type=file]').setInputFiles({
      name: 'notes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('first,second\nhello,world\n'),
    })
    await page.getByRole('button', { name: 'Upload and import' }).click()
    await expect(page.getByRole('alert')).toContainText(
      'We could not find domain names in this file.',
    )
  })

  test('cancel a large upload', async ({ page }) => {
    const s = suffix()
    const lines = Array.from({ length: 300_000 }, (_, i) => `big${i}-${s}.com`).join('\n')
    await page.locator('input[type=file]').setInputFiles({
      name: `large-${s}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(lines),
    })
    await page.getByRole('button', { name: 'Upload and import' }).click()
    const card = page.getByRole('article', { name: `large-${s}.csv` })
    await expect(card).toContainText('Importing', { timeout: 30_000 })
    await card.getByRole('button', { name: 'Cancel import' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel import' }).click()
    await expect(card).toContainText('Cancelled', { timeout: 15_000 })
    await expect(card).not.toContainText('300,000 rows read')
  })
})
