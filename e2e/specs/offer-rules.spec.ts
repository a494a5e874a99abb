import type { Page } from '@playwright/test'
import {
  DEMO_SELLER,
  expect,
  newBuyerContext,
  openMakeOfferLander,
  offerOnLander,
  signInWithOfferLink,
  signedInAdmin,
  signedInAt,
  test,
  usd,
} from '../fixtures.ts'
import { checkScreen } from '../axe.ts'

// Issue 24, "done when": a rule auto-counters an offer. The demo seller gives one domain its
// own rule by clicking (a domain rule, so the other journeys' domains keep answering by hand),
// a new buyer makes an offer on the lander, gets the automatic counter with the reply, and
// the seller reads in the lead's timeline that the rule did it; then pauses and deletes it.
test.describe.configure({ timeout: 180_000 })

const SHOTS = '/tmp/rules-shots'
const REPLY = 'Thanks for your interest: this is my best price.'

/** axe (on `include` only, when given) and screenshots in both colour schemes. */
const checkAt = (page: Page, name: string, include?: string) =>
  checkScreen(page, { dir: SHOTS, name, include, schemes: ['light', 'dark'] })

test('a domain rule auto-counters a lander offer, and the seller sees the rule did it', async ({
  browser,
}) => {
  const seller = await signedInAt(browser, '/account/offer-rules', DEMO_SELLER)
  await seller.setViewportSize({ width: 1280, height: 800 })
  const admin = await signedInAdmin(browser)
  const buyerContext = await newBuyerContext(browser)
  const buyer = await buyerContext.newPage()

  // A listed domain with a Make Offer lander and no lead yet.
  const domain = await openMakeOfferLander(seller, buyer)
  const { name, floorPriceMicros, buynowPriceMicros } = domain as {
    name: string
    floorPriceMicros: number
    buynowPriceMicros: number
  }
  const counter = Math.round((floorPriceMicros + buynowPriceMicros) / 2 / 1_000_000) * 1_000_000

  // 1. The portfolio page: linked from the listing defaults, no rule yet.
  await seller.goto('/account/lander')
  await seller.getByRole('tab', { name: 'Offer rules' }).click()
  await expect(seller.getByRole('heading', { name: 'Offer rules', level: 1 })).toBeVisible()
  await expect(seller.getByTestId('portfolio-rule-none')).toBeVisible()
  await checkAt(seller, 'portfolio-empty')

  // 2. The domain's page: no rule answers; the seller gives it its own, by clicking.
  await seller.goto(`/domains/${name}`)
  const section = seller.getByTestId('domain-offer-rules')
  await expect(section.getByText('No rule answers offers on this domain')).toBeVisible()
  await section.getByRole('button', { name: 'Set a rule for this domain' }).click()
  // Nothing set is refused with the catalog's message.
  await section.getByRole('button', { name: 'Save rule' }).click()
  await expect(section.getByRole('alert')).toHaveText(
    'Set at least one of accept, counter or decline.',
  )
  await section.getByRole('radio', { name: 'A price' }).check()
  await section.getByRole('textbox', { name: 'Counter with' }).fill(String(counter / 1_000_000))
  await section.getByRole('textbox', { name: 'Reply to the buyer' }).fill(REPLY)
  await checkAt(seller, 'domain-form')
  await section.getByRole('button', { name: 'Save rule' }).click()
  await expect(section.getByText('This domain has its own rule.')).toBeVisible()
  await expect(section.getByText(`Counter other offers with ${usd(counter)}`)).toBeVisible()
  await checkAt(seller, 'domain-rule')

  // 3. A new buyer offers the floor on the lander; the rule answers at once.
  await buyer.goto(`/lander/${name}`)
  const buyerEmail = `rules-${Date.now()}@example.test`
  await offerOnLander(buyer, { micros: floorPriceMicros, name: 'Rue Rules', email: buyerEmail })
  await signInWithOfferLink(buyer, admin, buyerEmail)

  const leads = await seller.request.get('/api/v1/leads?limit=1000')
  const lead = ((await leads.json()) as { items: { id: string; domainName: string }[] }).items.find(
    (l) => l.domainName === name,
  )
  expect(lead, `the lead on ${name}`).toBeDefined()

  // The buyer reads a seller's counter with the reply, nothing about rules.
  await buyer.goto(`/negotiations/${lead!.id}`)
  await expect(buyer.getByText(`countered with ${usd(counter)}`)).toBeVisible()
  await expect(buyer.getByText(REPLY)).toBeVisible()
  await expect(buyer.getByText(/offer rule/)).toHaveCount(0)

  // 4. The seller's timeline says the rule countered, and links to the rules.
  await seller.goto(`/negotiations/${lead!.id}`)
  await expect(
    seller.getByText(`Countered ${usd(counter)} automatically by your offer rule`),
  ).toBeVisible()
  await expect(seller.getByText(REPLY)).toBeVisible()
  // axe on the timeline this slice changed: the lead page's other controls are not its own.
  await checkAt(seller, 'lead-timeline', '.mantine-Timeline-root')

  // 5. The portfolio page lists the domain's rule; the seller pauses it, then deletes it.
  await seller.getByRole('link', { name: 'Manage offer rules' }).first().click()
  await expect(seller).toHaveURL(/\/account\/offer-rules$/)
  const card = seller.getByTestId('offer-rule-card')
  await expect(seller.getByRole('link', { name })).toBeVisible()
  await card.getByRole('switch', { name: 'Rule on' }).click()
  await expect(card.getByText('Paused')).toBeVisible()
  await checkAt(seller, 'portfolio-paused')
  await card.getByRole('button', { name: 'Delete rule' }).click()
  const dialog = seller.getByRole('dialog', { name: 'Delete this offer rule?' })
  await dialog.getByRole('button', { name: 'Delete rule' }).click()
  await expect(seller.getByText('No domain has its own rule.')).toBeVisible()
})
