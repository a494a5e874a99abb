import type { Browser, Page } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import {
  DEMO_ADMIN,
  expect,
  signInThroughForm,
  signUpThroughForm,
  signedInAt,
  test,
} from '../fixtures.ts'
import { checkScreen } from '../axe.ts'

// Issue 19 "Done when": an admin approves a domain from the review queue and the seller sees it
// listed; a rejection's note reaches the seller; an admin suspends a seller, who is redirected
// as spec §2 says, then reinstates them.
test.describe.configure({ timeout: 240_000 })

const SHOTS = '/tmp/shots-admin-console'
const checkAt = (page: Page, name: string) =>
  checkScreen(page, { dir: SHOTS, name, schemes: ['light', 'dark'] })
const PASSWORD = 'admin-console-e2e-password'

/** A new seller of this test only, in a context of its own, on `path`. */
async function newSeller(browser: Browser, handle: string, path: string) {
  const page = await (await browser.newContext()).newPage()
  await page.setViewportSize({ width: 1280, height: 800 })
  const user = await signUpThroughForm(page, { handle, name: 'Reviewee', password: PASSWORD, path })
  return { page, user }
}

async function openAdmin(browser: Browser): Promise<Page> {
  const admin = await signedInAt(browser, '/admin', DEMO_ADMIN)
  await admin.setViewportSize({ width: 1280, height: 800 })
  return admin
}

const nav = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('link', { name, exact: true }).click()

test('the review queue: approve lists a domain for its seller; a rejection’s note reaches them', async ({
  browser,
}) => {
  // A seller adds two names the compliance check sends to review (spec §4: GAMBLING).
  const s = randomBytes(4).toString('hex')
  const approved = `casino-yes-${s}.com`
  const rejected = `casino-no-${s}.com`
  const { page: seller } = await newSeller(browser, 'reviewee', '/domains/add')
  await seller.getByRole('textbox', { name: 'Domains' }).fill(`${approved}\n${rejected}`)
  await seller.getByRole('button', { name: 'Review', exact: true }).click()
  await expect(seller.locator('tr[data-outcome]').filter({ hasText: approved })).toContainText(
    'Will be reviewed first: Gambling.',
  )
  await seller.getByLabel('Buy now for all domains').fill('2500')
  await seller.getByRole('button', { name: 'Add 2 domains' }).click()
  await expect(seller.getByRole('heading', { name: 'Domains added' })).toBeVisible()

  // The admin opens the console, then the review queue from the navigation.
  const admin = await openAdmin(browser)
  await expect(admin.locator('[data-count="review"]')).toContainText('waiting')
  await checkAt(admin, 'admin-home')
  await nav(admin, 'Review queue')
  await expect(admin.getByRole('heading', { name: 'Review queue', level: 1 })).toBeVisible()
  await expect(admin.getByTestId('review-row').first()).toBeVisible()
  await checkAt(admin, 'review-queue')
  await admin.getByRole('combobox', { name: 'Reason' }).click()
  await admin.getByRole('option', { name: 'Gambling' }).click()
  const rowOf = (name: string) => admin.getByTestId('review-row').filter({ hasText: name })
  await expect(rowOf(approved)).toContainText('Gambling')
  await expect(rowOf(approved)).toContainText('Reviewee')

  // Approve: confirmed in a dialog; the row leaves the queue.
  await rowOf(approved)
    .getByRole('button', { name: `Approve ${approved}` })
    .click()
  const approveDialog = admin.getByRole('dialog', { name: 'Approve this domain?' })
  const approvedCall = admin.waitForResponse((r) => r.url().includes('/approve'))
  await approveDialog.getByRole('button', { name: 'Approve' }).click()
  expect((await approvedCall).status()).toBe(200)
  await expect(rowOf(approved)).toHaveCount(0)

  // The seller finds it listed in the portfolio.
  await nav(seller, 'Portfolio')
  await seller.getByLabel('Search domains').fill(approved)
  await expect(seller.locator(`tr[data-domain="${approved}"]`)).toContainText('Listed')

  // Reject: the note is required, and the seller reads it in their notifications.
  await rowOf(rejected)
    .getByRole('button', { name: `Reject ${rejected}` })
    .click()
  const rejectDialog = admin.getByRole('dialog', { name: 'Reject this domain?' })
  await rejectDialog.getByRole('button', { name: 'Reject' }).click()
  await expect(rejectDialog.getByText('Write a note: it is required here.')).toBeVisible()
  const note = `The name ${rejected} promotes unlicensed gambling.`
  await rejectDialog.getByRole('textbox', { name: /Why it is rejected/ }).fill(note)
  await checkAt(admin, 'review-reject-dialog')
  await rejectDialog.getByRole('button', { name: 'Reject' }).click()
  await expect(rowOf(rejected)).toHaveCount(0)

  await nav(seller, 'Notifications')
  await expect(seller.getByText(`${rejected} was not approved`)).toBeVisible()
  await expect(seller.getByText(note)).toBeVisible()
  await expect(seller.getByText(`${approved} was approved and is listed`)).toBeVisible()

  // The audit log shows both decisions, before → after.
  await nav(admin, 'Audit log')
  const entries = admin.getByTestId('audit-entry')
  await expect(entries.filter({ hasText: 'domain.reject' }).first()).toContainText(
    'status: COMPLIANCE_REVIEW → INACTIVE',
  )
  await expect(entries.filter({ hasText: 'domain.approve' }).first()).toContainText(
    'status: COMPLIANCE_REVIEW → ACTIVE',
  )
  await checkAt(admin, 'audit-log')
})

test('accounts: a suspended seller is sent to sign-in as suspended (spec §2), then reinstated', async ({
  browser,
}) => {
  const { page: seller, user } = await newSeller(browser, 'suspendee', '/portfolio')
  await expect(seller.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible()

  // The admin finds the account and suspends it, with a note, after confirming.
  const admin = await openAdmin(browser)
  await nav(admin, 'Accounts')
  await expect(admin.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible()
  await expect(admin.getByTestId('account-row').first()).toBeVisible()
  await checkAt(admin, 'accounts')
  await admin.getByRole('textbox', { name: 'Search accounts' }).fill(user.email)
  await admin.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(admin.getByTestId('account-row')).toHaveCount(1)
  await admin.getByTestId('account-row').getByRole('link').click()
  await expect(admin.getByTestId('approval-status')).toHaveText('Approved')
  await expect(admin.getByTestId('account-plan')).toHaveText('No membership')
  await checkAt(admin, 'account')
  await admin.getByRole('button', { name: 'Suspend' }).click()
  const suspend = admin.getByRole('dialog', { name: 'Suspend this account?' })
  await suspend.getByRole('textbox', { name: /Why/ }).fill('Chargebacks on three sales.')
  await suspend.getByRole('button', { name: 'Suspend' }).click()
  await expect(admin.getByTestId('approval-status')).toHaveText('Suspended')

  // The seller's next step in the portal: the sign-in page, with status=suspended.
  await nav(seller, 'Dashboard')
  await expect(seller).toHaveURL(/status=suspended/)
  await expect(seller.getByText('This account is suspended.')).toBeVisible()

  // Reinstated, the seller signs in and uses the portfolio again.
  await admin.getByRole('button', { name: 'Reinstate' }).click()
  await admin
    .getByRole('dialog', { name: 'Reinstate this account?' })
    .getByRole('button', { name: 'Reinstate' })
    .click()
  await expect(admin.getByTestId('approval-status')).toHaveText('Approved')
  const audit = admin.getByTestId('account-audit')
  await expect(audit).toContainText('account.reinstate')
  await expect(audit).toContainText('approvalStatus: Approved → Suspended')
  await expect(audit).toContainText('Chargebacks on three sales.')

  await signInThroughForm(seller, user)
  await nav(seller, 'Portfolio')
  await expect(seller.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible()
})
