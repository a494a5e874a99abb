import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { DEMO_SELLER, expect, signedInAdmin, signedInAt, test } from '../fixtures.ts'

// Issue 18: the profile's create, complete and edit flows (spec §2 /account/profile,
// /account/profile/create, /account/profile/complete) and the public profile (/profile/{username}).

const SHOTS = '/tmp/shots-profile'
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** Screenshots at 1280 and 360 px, each checked with axe: no critical or serious violation. */
async function checkScreen(page: Page, name: string): Promise<void> {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    const serious = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** The newest link whose URL contains `marker` in a mail of the outbox naming `email`. */
async function mailedLink(admin: Page, email: string, marker: string): Promise<string> {
  let link = ''
  await expect
    .poll(
      async () => {
        const outbox = await (await admin.request.get('/dev/outbox')).text()
        const pattern = new RegExp(`(https?://[^\\s<"]*${marker}[^\\s<"]+)`)
        const article =
          outbox.split('<article').find((a) => a.includes(email) && pattern.test(a)) ?? ''
        link = pattern.exec(article)?.[1] ?? ''
        return link
      },
      { timeout: 15_000, message: `a link mailed to ${email}` },
    )
    .not.toBe('')
  return link.replaceAll('&amp;', '&')
}

test('a new seller creates the profile, edits it and sees it on the public profile', async ({
  page,
  browser,
}) => {
  // Six axe runs and a sign-up on a shared 2-core machine.
  test.setTimeout(120_000)
  const suffix = Math.random().toString(36).slice(2, 10)
  const username = `prof-${suffix}`
  const email = `prof-${suffix}@example.test`
  await page.goto('/signup')
  await page.getByLabel('Full name').fill(`Profile Seller ${suffix}`)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill('profile-e2e-password')
  await page.getByRole('button', { name: 'Create account' }).click()

  // After sign-up: the profile's first step (decision 1008).
  await expect(page).toHaveURL(/\/account\/profile\/create$/)
  await expect(page.getByRole('heading', { name: 'Welcome to Namefolio' })).toBeVisible()
  await checkScreen(page, 'create')
  await page.getByLabel('Phone').fill('555 123 4567')
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Choose your country')).toBeVisible()
  await expect(page.getByText(/^Enter the number with \+/)).toBeVisible()
  await expect(page.getByLabel('Phone')).toHaveValue('555 123 4567')
  await page.getByRole('combobox', { name: 'Country' }).fill('Germany')
  await page.getByRole('option', { name: 'Germany' }).click()
  await page.getByLabel('Phone').fill('+49 30 1234567')
  await page.getByLabel('Bio').fill('Short German .de and .com brandables.')
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  // The profile page, from the navigation.
  await page.getByRole('link', { name: 'Account', exact: true }).first().click()
  await expect(page).toHaveURL(/\/account\/profile$/)
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible()
  await expect(page.getByText('Finish your profile')).toHaveCount(0)

  // A photo, a new bio, and no sales count on the public profile.
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Upload a photo' }).click()
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PHOTO })
  await expect(page.getByRole('button', { name: 'Replace photo' })).toBeVisible()
  await page.getByLabel('Bio').fill('Short German .de and .com brandables. Fast replies.')
  await page.getByLabel('Show how many sales I completed').click({ force: true })
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Your profile is saved')).toBeVisible()

  // Preferences: only the changed one is sent.
  const prefs = page.waitForRequest(
    (r) => r.url().endsWith('/api/v1/account/prefs') && r.method() === 'PATCH',
  )
  await page.getByRole('combobox', { name: 'Currency' }).click()
  await page.getByRole('option', { name: /EUR/ }).click()
  await page.getByRole('button', { name: 'Save preferences' }).click()
  expect((await prefs).postDataJSON()).toEqual({ changed: ['currency'], currency: 'EUR' })
  await expect(page.getByText('Your preferences are saved')).toBeVisible()

  // A new e-mail address, confirmed by the link mailed to it.
  const newEmail = `moved-${suffix}@example.test`
  await page.getByLabel('New e-mail address').fill(newEmail)
  await page.getByRole('button', { name: 'Send confirmation link' }).click()
  await expect(page.getByText('Waiting for confirmation')).toBeVisible()
  await checkScreen(page, 'profile')
  const admin = await signedInAdmin(browser)
  await page.goto(await mailedLink(admin, newEmail, '/account/profile\\?emailToken='))
  await admin.context().close()
  await page.getByRole('button', { name: 'Confirm new address' }).click()
  await expect(page.getByText(`You sign in with ${newEmail}.`)).toBeVisible()
  await expect(page).toHaveURL(/\/account\/profile$/)

  // The public profile shows what the seller chose to show.
  await page.getByRole('link', { name: 'View your public profile' }).click()
  await expect(page).toHaveURL(new RegExp(`/profile/${username}$`))
  await expect(page.getByRole('heading', { name: `Profile Seller ${suffix}` })).toBeVisible()
  await expect(page.getByText('Short German .de and .com brandables. Fast replies.')).toBeVisible()
  await expect(page.getByRole('img', { name: `Profile Seller ${suffix}'s photo` })).toBeVisible()
  await expect(page.getByText(/Member since \w+ \d{4}/)).toBeVisible()
  await expect(page.getByText(/sales? completed/)).toHaveCount(0)
  await checkScreen(page, 'public-profile')
})

test('the demo seller finds what the profile lacks and completes it in place', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const seller = await signedInAt(browser, '/account/profile', DEMO_SELLER)
  await expect(seller.getByText('Finish your profile')).toBeVisible()
  await checkScreen(seller, 'profile-incomplete')
  // The dashboard, where a seller works, says so too.
  await seller.getByRole('link', { name: 'Dashboard' }).first().click()
  await expect(seller.getByText('Finish your profile')).toBeVisible()
  await seller.getByRole('link', { name: 'Complete your profile' }).click()
  await expect(seller).toHaveURL(/\/account\/profile\/complete$/)
  await expect(seller.getByRole('status').filter({ hasText: 'of 4 done' })).toHaveText(
    '3 of 4 done',
  )
  const phone = seller.getByRole('listitem', { name: 'Phone' })
  await expect(phone.getByText('Missing')).toBeVisible()
  await checkScreen(seller, 'complete')
  await phone.getByRole('textbox', { name: 'Phone' }).fill('+1 212 555 0147')
  await phone.getByRole('button', { name: 'Save Phone' }).click()
  await expect(
    seller.getByText('Your profile is complete: you are ready to list and get paid.'),
  ).toBeVisible()
  await expect(phone.getByText('Done')).toBeVisible()
  await seller.getByRole('link', { name: 'Back to your profile' }).click()
  await expect(seller.getByText('Finish your profile')).toHaveCount(0)
  await seller.context().close()
})
