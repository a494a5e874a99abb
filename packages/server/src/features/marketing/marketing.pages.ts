import type { ReactNode } from 'react'
import { html } from '../../public/page-document.ts'
import {
  CARD_FEE,
  LEASE_COMMISSION_PCT,
  leaseFeeRows,
  MEMBERSHIP_MONTHLY_USD,
  PARKING_SELLER_SHARE_PCT,
  SALE_COMMISSION_PCT,
} from './fees.ts'

export type MarketingPage = { title: string; description: string; body: ReactNode }

const cta = (href: string, text: string) => html`<a className="btn" href=${href}>${text}</a>`

function feeTable(): ReactNode {
  return html`<table>
    <thead><tr><th scope="col">Plan</th><th scope="col" className="price">Monthly</th><th scope="col" className="price">Sale commission</th></tr></thead>
    <tbody>
      ${(['NONE', 'BASIC', 'PREMIUM', 'PRO'] as const).map(
        (plan) => html`<tr key=${plan}>
          <td>${plan === 'NONE' ? 'Starter' : plan[0] + plan.slice(1).toLowerCase()}</td>
          <td className="price">${MEMBERSHIP_MONTHLY_USD[plan] ? `$${MEMBERSHIP_MONTHLY_USD[plan]}` : 'Free'}</td>
          <td className="price">${SALE_COMMISSION_PCT[plan]}%</td>
        </tr>`,
      )}
    </tbody>
  </table>`
}

function leaseTable(): ReactNode {
  return html`<table>
    <thead><tr><th scope="col">Lease term</th><th scope="col" className="price">Buyer pays on top</th><th scope="col" className="price">Seller commission (Starter)</th></tr></thead>
    <tbody>
      ${leaseFeeRows().map(
        (r) =>
          html`<tr key=${r.months}><td>${r.months}</td><td className="price">${r.buyerMarkupPct}%</td><td className="price">${r.sellerCommissionPct}%</td></tr>`,
      )}
    </tbody>
  </table>`
}

export const MARKETING_PAGES: Record<string, MarketingPage> = {
  '/sell-domains': {
    title: 'Sell your domains',
    description:
      'List your domains on Namefolio: fast landers, Buy Now, lease to own and offers, paid out when the buyer has the name.',
    body: html`<h1>Sell your domains where buyers decide fast</h1>
      <p className="lead">Point your nameservers at us and every domain gets a lander that loads in a blink, shows your price and takes the buyer straight to payment.</p>
      <p>${cta('/login', 'Start selling: it is free to list')}</p>
      <div className="cols">
        <section><h2>Three ways to sell</h2><p>Buy Now at a fixed price, lease to own in monthly payments, or take offers with a floor and a minimum bid that filter out lowballs for you.</p></section>
        <section><h2>A portfolio manager</h2><p>Import thousands of names by list or CSV, edit prices in bulk, see views, leads and offers per domain, and negotiate in one inbox.</p></section>
        <section><h2>Paid safely</h2><p>We collect the payment before the transfer starts and pay you once the buyer controls the domain. Commission from ${SALE_COMMISSION_PCT.PRO}% to ${SALE_COMMISSION_PCT.NONE}%, nothing to list.</p></section>
      </div>`,
  },
  '/domain-parking': {
    title: 'Domain parking',
    description:
      'Earn from domains that are not sold yet: related-link parking pages with a for-sale link on every page.',
    body: html`<h1>Parking that still sells the name</h1>
      <p className="lead">Choose the cash-parking lander and a domain shows related links while it waits for a buyer. Every page carries a “this domain may be for sale” link to your offer form.</p>
      <h2>What you earn</h2>
      <p>You keep ${PARKING_SELLER_SHARE_PCT}% of the ad revenue. Views, clicks and revenue per domain are in your parking report; automated traffic is filtered before anything is counted.</p>
      <h2>How to start</h2>
      <ol><li>Point the domain's nameservers at Namefolio.</li><li>Pick “Cash parking” as the lander in your portfolio.</li><li>Watch views and clicks arrive; switch back to a sales lander any time.</li></ol>
      <p>${cta('/login', 'Park a domain')}</p>`,
  },
  '/domain-broker': {
    title: 'Domain broker service',
    description:
      'Let a Namefolio broker negotiate your premium domain or find the owner of the name you want.',
    body: html`<h1>A broker on your side</h1>
      <p className="lead">For premium names a conversation closes more deals than a form. Assign any lead to a broker and they negotiate for you, in your inbox, where you see every message.</p>
      <div className="cols">
        <section><h2>For sellers</h2><p>Assign a lead to a broker from the negotiation. The broker's commission is agreed before they start and only charged on a sale.</p></section>
        <section><h2>For buyers</h2><p>Want a name that is not listed? A broker contacts the owner discreetly and negotiates within the budget you set.</p></section>
      </div>
      <p>${cta('/login', 'Talk to a broker')}</p>`,
  },
  '/lease-to-own': {
    title: 'Lease to own',
    description:
      'Buy a premium domain in monthly payments from 2 to 60 months. Use it from the first payment; own it after the last.',
    body: html`<h1>Own a premium domain, pay monthly</h1>
      <p className="lead">Spread the price over 2 to 60 months. You use the domain from the first payment: point it at your site, set up e-mail. After the last payment it is yours.</p>
      <h2>What it costs</h2>
      <p>Leases up to 12 months cost the Buy Now price, without interest. Longer terms add a fixed markup:</p>
      ${leaseTable()}
      <p className="muted small">Sellers: lease-to-own commission is your plan's sale commission (${LEASE_COMMISSION_PCT}% on Starter) less the tier's discount, shown above. Lease to own is available for Buy Now prices from $495 to $100,000.</p>
      <p>${cta('/search?lto=1', 'Find names you can lease')}</p>`,
  },
  '/sales-acceleration': {
    title: 'Sales acceleration',
    description: 'Boost your listings in marketplace search and reach buyers sooner.',
    body: html`<h1>Get your names in front of buyers sooner</h1>
      <p className="lead">Boosted listings rank higher in Namefolio search and bulk search, so buyers looking for your keywords see your names first.</p>
      <ul><li>Search statistics per domain: how often your names were shown, to how many people, over 30, 90 and 365 days.</li><li>Featured listings on your public profile.</li><li>Offer filters: a floor and a minimum bid keep your inbox for serious buyers.</li></ul>
      <p>${cta('/premium-partner-levels', 'Compare partner levels')}</p>`,
  },
  '/sales-landers': {
    title: 'Sales landers',
    description:
      'Fast, clear for-sale pages for every domain: Buy Now, lease to own, offers, your colours.',
    body: html`<h1>Landers that convert</h1>
      <p className="lead">A buyer who types your domain sees the price and a button within a few hundred milliseconds, on any phone.</p>
      <div className="cols">
        <section><h3>Price form</h3><p>Take offers, with your floor and minimum bid enforced.</p></section>
        <section><h3>Buy Now</h3><p>One price, one button, straight to checkout.</p></section>
        <section><h3>Lease to own</h3><p>A monthly-payment calculator with every term you allow.</p></section>
        <section><h3>Custom</h3><p>Choose any mix of Buy Now, lease and offers; pick a gradient or your own colour; light or dark.</p></section>
      </div>
      <p>${cta('/search', 'See landers live')}</p>`,
  },
  '/premium-partner-levels': {
    title: 'Partner levels and pricing',
    description: 'Namefolio membership plans: commission per plan, search statistics and boost.',
    body: html`<h1>Partner levels</h1>
      <p className="lead">Listing is free on every plan. Plans lower your commission and add tools for larger portfolios.</p>
      ${feeTable()}
      <ul><li>Premium and Pro: search statistics for every domain and a higher search boost.</li><li>Pro: the highest boost, priority broker assignment and API access for bulk tools.</li></ul>
      <p>Full details: <a href="/legal/agreements/pricing-and-fees">pricing and fees</a>.</p>`,
  },
}

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
    'January 2025',
    html`
    <p>Listing is free. We charge a commission only when a domain sells or a lease completes.</p>
    <h2>Sales</h2>${feeTable()}
    <h2>Lease to own</h2>${leaseTable()}
    <p>On a lease, the discount of the term lowers your plan's commission by that share (Starter plan shown).</p>
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
