import { expect, test as base, type Browser, type Page } from '@playwright/test'

export const DEMO_SELLER = { email: 'seller@demo.namefolio.test', password: 'namefolio-demo' }

/** Signs in through the sign-in page, as a person does. */
export async function signInThroughForm(
  page: Page,
  user: { email: string; password: string },
): Promise<void> {
  await page.getByLabel('E-mail').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

export const test = base
export { expect }

export const DEMO_ADMIN = { email: 'admin@demo.namefolio.test', password: 'namefolio-demo' }

/**
 * The demo admin, signed in in a browser context of its own: the dev outbox shows only an
 * admin everyone's mail, and the test controls answer only an admin (issue 12).
 */
export async function signedInAdmin(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto('/admin/transfers')
  await signInThroughForm(page, DEMO_ADMIN)
  await page.waitForURL((url) => url.pathname === '/admin/transfers')
  return page
}

/**
 * The newest sign-in link the outbox holds for `email` (development and test only). `admin`
 * is the demo admin's page: the outbox shows others' mail only to an admin.
 */
export async function signInLinkFor(admin: Page, email: string): Promise<string> {
  let link = ''
  await expect
    .poll(
      async () => {
        const outbox = await (await admin.request.get('/dev/outbox')).text()
        const article = outbox.split('<article').find((a) => a.includes(email)) ?? ''
        link = /(https?:\/\/[^\s<"]*\/login\/link\?[^\s<"]*token=[^\s<"]+)/.exec(article)?.[1] ?? ''
        return link
      },
      { timeout: 15_000, message: `a sign-in link mailed to ${email}` },
    )
    .not.toBe('')
  return link.replaceAll('&amp;', '&')
}
