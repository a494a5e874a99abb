import { expect, test as base, type Page } from '@playwright/test'

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
