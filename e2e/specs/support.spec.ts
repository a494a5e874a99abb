import type { Page } from '@playwright/test'
import {
  DEMO_ADMIN,
  DEMO_SELLER,
  expect,
  signInThroughForm,
  signedInAt,
  test,
} from '../fixtures.ts'
import { checkScreen } from '../axe.ts'

// Issue 18 "Contact support": the seller opens a case from a portfolio row, support answers
// it from the admin console, and the seller sees the reply in their cases and their e-mail.
test.describe.configure({ timeout: 180_000 })

const SHOTS = '/tmp/shots-support'
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

const checkAt = (page: Page, name: string) => checkScreen(page, { dir: SHOTS, name })

test('open a support case and see the reply', async ({ browser }) => {
  // The seller, on the portfolio's domains on hold, where "Contact support" is offered.
  const seller = await (await browser.newContext()).newPage()
  await seller.setViewportSize({ width: 1280, height: 800 })
  await seller.goto('/portfolio?filter=onHold')
  await signInThroughForm(seller, DEMO_SELLER)
  const row = seller.locator('tbody tr[data-domain]').first()
  await expect(row).toBeVisible({ timeout: 20_000 })
  await expect(row).toContainText('On hold')
  const status = row.locator('td[data-column="status"]')
  const domainName = (await row.getAttribute('data-domain'))!.toLowerCase()
  await status.getByRole('link', { name: 'Contact support' }).click()

  // The form, with the domain filled in.
  await expect(seller.getByRole('heading', { name: 'Contact support' })).toBeVisible()
  await expect(seller.getByLabel('Domain (optional)')).toHaveValue(domainName)
  await expect(seller.getByRole('combobox', { name: 'Topic' })).toHaveValue('A listing')
  await checkAt(seller, 'form')
  const question = `Why is ${domainName} on hold? (${Date.now()})`
  await seller.getByLabel('Message').fill(question)
  await seller
    .locator('input[type="file"]')
    .setInputFiles({ name: 'hold-notice.png', mimeType: 'image/png', buffer: PNG })
  await seller.getByRole('button', { name: 'Send to support' }).click()

  // The new case: its reference, the message and the attachment.
  const caseHeading = seller.getByRole('heading', { name: /^Support case NF-[0-9A-F]{8}$/ })
  await expect(caseHeading).toBeVisible()
  const reference = (await caseHeading.textContent())!.replace('Support case ', '')
  const thread = seller.getByRole('list', { name: 'Conversation' })
  await expect(thread).toContainText(question)
  await expect(thread.getByRole('link', { name: /Attachment: hold-notice\.png/ })).toBeVisible()
  await expect(seller.getByText('Waiting for support').first()).toBeVisible()
  await checkAt(seller, 'case-open')

  // Support, signed in in another context, answers from /admin/support.
  const admin = await signedInAt(browser, '/admin', DEMO_ADMIN)
  await admin.setViewportSize({ width: 1280, height: 800 })
  await admin.getByRole('navigation').getByRole('link', { name: 'Support cases' }).click()
  await expect(admin.getByRole('heading', { name: 'Support cases', level: 1 })).toBeVisible()
  const queued = admin.locator(`[data-case="${reference}"]`)
  await expect(queued).toContainText(DEMO_SELLER.email)
  await checkAt(admin, 'admin-queue')
  await queued.getByRole('link').click()
  await expect(admin.getByRole('list', { name: 'Conversation' })).toContainText(question)
  const answer = `We released ${domainName}; it is listed again.`
  await admin.getByLabel('Reply to the customer').fill(answer)
  await admin.getByRole('button', { name: 'Send reply' }).click()
  await expect(admin.getByRole('list', { name: 'Conversation' })).toContainText(answer)
  await expect(admin.getByText('Replied').first()).toBeVisible()
  await checkAt(admin, 'admin-case')

  // The seller finds the reply in their cases: marked new, then read in the thread.
  await seller.getByRole('navigation').getByRole('link', { name: 'Support' }).click()
  const listed = seller.locator(`[data-case="${reference}"]`)
  await expect(listed).toContainText('1 new reply')
  await expect(listed).toContainText('Replied')
  await checkAt(seller, 'my-cases')
  await listed.getByRole('link').click()
  const reply = seller.getByRole('listitem').filter({ hasText: answer })
  await expect(reply).toContainText('Namefolio support')
  await seller.getByRole('link', { name: 'All support cases' }).click()
  await expect(seller.locator(`[data-case="${reference}"]`)).not.toContainText('new repl')

  // And the e-mail: the dev outbox (shown only to an admin) holds the reply for the seller.
  await expect
    .poll(async () => {
      const outbox = await (await admin.request.get('/dev/outbox')).text()
      const article = outbox.split('<article').find((a) => a.includes(reference)) ?? ''
      return article.includes(DEMO_SELLER.email) && article.includes('Namefolio support replied')
    })
    .toBe(true)
})

test('a signed-out visitor contacts support from the public footer', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/sell-domains')
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Contact support' })
    .click()
  await expect(page.getByRole('heading', { name: 'Contact support' })).toBeVisible()
  await page.getByLabel('Name').fill('Val Visitor')
  await page.getByLabel('E-mail').fill('not-an-address')
  await page.getByLabel('Message').fill('I cannot find my domain.')
  await page.getByRole('button', { name: 'Send to support' }).click()
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible()
  await expect(page.getByLabel('Message')).toHaveValue('I cannot find my domain.')
  await checkAt(page, 'contact-refused')
  await page.getByLabel('E-mail').fill(`val-${Date.now()}@example.test`)
  await page.getByRole('button', { name: 'Send to support' }).click()
  await expect(page.getByRole('status')).toContainText(/Your request NF-[0-9A-F]{8} is open/)
  await checkAt(page, 'contact-sent')
})
