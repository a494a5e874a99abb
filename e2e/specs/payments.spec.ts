import type { Page } from '@playwright/test'
import { DEMO_SELLER, expect, signedInAt, test } from '../fixtures.ts'
import { seriousViolations } from '../axe.ts'

// Issue 18, journey "change a payout account": the demo seller changes the PayPal address of
// their payout account (review, then save; decision 1030), is mailed about it, verifies the new
// address with the sandbox payout provider (decision 1031), and sets the tax form's state from
// the ISO 3166 list (decision 1032). Axe: no critical or serious violation at 1280 and 360 px.

const SHOTS = '/tmp/shots-payments'
const NEW_PAYPAL = 'payouts-new@demo.namefolio.test'

/** Axe and a full-page screenshot at 1280 and 360 px, back at 1280 after. */
async function checkScreen(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await seriousViolations(page), `${name} at ${width} px`).toEqual([])
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
}

test('change a payout account: edit, review, save, mail, verify with the sandbox provider', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const seller = await signedInAt(browser, '/portfolio', DEMO_SELLER)
  await seller.setViewportSize({ width: 1280, height: 900 })

  // The seller goes where payouts are set up.
  await seller.getByRole('link', { name: 'Payouts and taxes' }).first().click()
  await expect(seller).toHaveURL(/\/account\/payments$/)
  const card = seller.locator('li[data-account]').filter({ hasText: 'PayPal' })
  await expect(card.getByText('Verified', { exact: true })).toBeVisible()
  // The parking payment info is on the same page, under the accounts.
  await expect(seller.getByText(/parking/i).first()).toBeVisible()
  await checkScreen(seller, 'payments')

  // Edit: a new PayPal address, reviewed before it is saved.
  await card.getByRole('button', { name: /^Edit the payout account/ }).click()
  const dialog = seller.getByRole('dialog', { name: 'Edit payout account' })
  const email = dialog.getByRole('textbox', { name: 'E-mail address' })
  await email.fill('not-an-address')
  await dialog.getByRole('button', { name: 'Review changes' }).click()
  await expect(dialog.getByText('Enter an e-mail address.')).toBeVisible()
  await expect(email).toHaveValue('not-an-address')
  await checkScreen(seller, 'edit-form-error')
  await email.fill(NEW_PAYPAL)
  await dialog.getByRole('button', { name: 'Review changes' }).click()
  await expect(dialog.getByText(`E-mail address: ${NEW_PAYPAL}`)).toBeVisible()
  await expect(dialog.getByText(/must be verified with the payout provider again/)).toBeVisible()
  await checkScreen(seller, 'edit-review')
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(dialog).toBeHidden()
  await expect(seller.getByText('Payout account saved.')).toBeVisible()

  // The card shows the new address, not verified any more.
  await expect(card.getByText(NEW_PAYPAL)).toBeVisible()
  await expect(card.getByText('Not verified', { exact: true })).toBeVisible()

  // The seller is mailed about the change (the development outbox).
  const outbox = await (await seller.request.get('/dev/outbox')).text()
  expect(outbox).toContain('Your payout account was changed')

  // Verify with the payout provider: the sandbox's onboarding page, labelled as such.
  await card.getByRole('button', { name: /^Verify the payout account/ }).click()
  await expect(seller).toHaveURL(/\/sandbox\/payout-onboarding\/[0-9a-f-]{36}$/)
  await expect(seller.getByText('Sandbox payout provider.')).toBeVisible()
  await expect(seller.getByText(NEW_PAYPAL)).toBeVisible()
  await checkScreen(seller, 'sandbox-onboarding')
  await seller.getByRole('button', { name: 'Complete onboarding' }).click()
  await expect(seller).toHaveURL(/\/account\/link\/success\?kind=payout&capId=[0-9a-f-]{36}$/)

  // Back on the payouts page (the browser's back button), the account is verified.
  await seller.goBack()
  await seller.goBack()
  await expect(seller).toHaveURL(/\/account\/payments$/)
  await expect(card.getByText('Verified', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: /^Verify the payout account/ })).toHaveCount(0)
})

test('the tax form picks country and state from the ISO 3166 lists', async ({ browser }) => {
  test.setTimeout(90_000)
  const seller = await signedInAt(browser, '/portfolio', DEMO_SELLER)
  await seller.setViewportSize({ width: 1280, height: 900 })
  await seller.getByRole('link', { name: 'Payouts and taxes' }).first().click()
  await seller.getByRole('tab', { name: 'Taxes' }).click()
  await expect(seller.getByText('US · US-IL')).toBeVisible()
  await seller.getByRole('button', { name: 'Change tax details' }).click()

  const state = seller.getByRole('combobox', { name: 'State or region (optional)' })
  await expect(state).toHaveValue('Illinois')
  await state.click()
  await state.fill('Califor')
  await seller.getByRole('option', { name: 'California' }).click()
  await checkScreen(seller, 'tax-form')
  await seller.getByLabel('SSN or EIN').fill('123-45-6789')
  await seller
    .getByRole('checkbox', { name: 'I certify that this information is correct.' })
    .check()
  await seller.getByRole('button', { name: 'Save tax details' }).click()
  await expect(seller.getByText('US · US-CA')).toBeVisible()
})
