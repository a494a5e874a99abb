import type { ReactNode } from 'react'
import { html } from '../../public/page-document.ts'
import { boostTable, feeTable, leaseTable } from './fee-tables.ts'
import { CARD_FEE, PARKING_SELLER_SHARE_PCT } from './fees.ts'
import type { MarketingPage } from './marketing.pages.ts'

const legal = (title: string, updated: string, body: ReactNode): MarketingPage => ({
  title,
  description: `Namefolio ${title.toLowerCase()}.`,
  body: html`<div className="prose"><h1>${title}</h1><p className="muted small">Last updated ${updated}</p>${body}</div>`,
})

export const LEGAL_PAGES: Record<string, MarketingPage> = {
  privacy: legal(
    'Privacy policy',
    'January 2025',
    html`
    <p>This policy explains what Namefolio collects, why, and what you can do about it.</p>
    <h2>What we collect</h2>
    <ul><li>Account data: name, e-mail, username, payout and tax details you give us.</li>
    <li>Marketplace activity: listings, offers, messages, purchases and leases.</li>
    <li>Page statistics: views, clicks and searches on public pages. We count unique visitors with a salted hash of the address and browser; we do not keep IP addresses with statistics.</li></ul>
    <h2>Why</h2><p>To run the marketplace, pay sellers, prevent fraud, and show sellers how their listings perform. We do not sell personal data.</p>
    <h2>Who sees it</h2><p>The other party of a negotiation sees your name and messages. Payment and registrar partners get what a transaction needs. Your public profile shows what your privacy setting allows.</p>
    <h2>Your choices</h2><p>You can download or delete your data from your account, change your profile visibility, and opt out of sharing under <a href="/legal/agreements/do-not-share">do not share</a>.</p>`,
  ),
  terms: legal(
    'Terms of service',
    'January 2025',
    html`
    <p>These terms apply to everyone who uses Namefolio: buyers, sellers and brokers.</p>
    <h2>Listings</h2><p>Sellers may list only domains they control. A Buy Now price is a binding offer to sell at that price. We may review or remove listings that infringe rights or break the law.</p>
    <h2>Offers and purchases</h2><p>An offer is binding once the seller accepts it. Payment is collected by Namefolio and released to the seller after the buyer confirms control of the domain.</p>
    <h2>Lease to own</h2><p>The buyer may use a leased domain from the first installment; ownership transfers after the last. Missed installments end the lease after notice; paid installments are not refunded.</p>
    <h2>Liability</h2><p>We provide the marketplace as is and are liable only for our own gross negligence or intent, as far as the law allows.</p>`,
  ),
  membership: legal(
    'Membership agreement',
    'January 2025',
    html`
    <p>Memberships (Basic, Premium, Pro) are billed monthly and renew until cancelled. Cancelling keeps the plan until the end of the paid month. Commission rates are those of the plan in force on the day of the sale.</p>
    ${feeTable()}`,
  ),
  'pricing-and-fees': legal(
    'Pricing and fees',
    'November 2026',
    html`
    <p>Listing is free. We charge a commission only when a domain sells or a lease completes.</p>
    <h2>Sales</h2>${feeTable()}
    <h2>Lease to own</h2>${leaseTable()}
    <p>On a lease, the discount of the term lowers your plan's commission by that share (Starter plan shown).</p>
    <h2>Boost</h2><p>A boost ranks your listings above equally relevant listings in marketplace search, bulk search and browsing. Choose a level in your account; each level adds to the commission of sales made while it is on.</p>${boostTable()}
    <h2>Payment processing</h2><p>Card payments cost ${CARD_FEE.pct}% + $${CARD_FEE.fixedUsd.toFixed(2)} per payment, deducted from the seller's payout.</p>
    <h2>Parking</h2><p>Sellers receive ${PARKING_SELLER_SHARE_PCT}% of parking ad revenue, paid monthly once the balance is at least $10.</p>
    <h2>Payouts</h2><p>Payouts by bank transfer or PayPal are free; international wires cost $25.</p>`,
  ),
  'cookie-policy': legal(
    'Cookie policy',
    'January 2025',
    html`
    <p>Namefolio uses one essential cookie: the session cookie that keeps you signed in. Public pages (landers, search, profiles) set no cookies at all. We use no advertising or tracking cookies.</p>`,
  ),
  'domain-dispute-policy': legal(
    'Domain dispute policy',
    'January 2025',
    html`
    <p>If you believe a listed domain infringes your trademark, write to disputes@namefolio.example with the domain, your mark and proof of your rights. We suspend the listing while we review, inform the seller, and restore or remove it. Ownership disputes themselves are decided under the UDRP or by a court, not by us.</p>`,
  ),
  'registration-agreement': legal(
    'Registration agreement',
    'January 2025',
    html`
    <p>Domains bought on Namefolio are transferred to the registrar account the buyer names. The registration then falls under that registrar's agreement and the registry's policies. During a lease the domain stays registered to the seller or our escrow account and points where the buyer chooses.</p>`,
  ),
  'do-not-share': legal(
    'Do not sell or share my personal information',
    'January 2025',
    html`
    <p>Namefolio does not sell personal information and does not share it for cross-context advertising. If you want us to record your choice anyway, sign in and turn on “Do not share” under Account → Privacy, or write to privacy@namefolio.example.</p>`,
  ),
}
