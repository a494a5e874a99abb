import type { ReactNode } from 'react'
import { html } from '../../public/page-document.ts'
import { boostTable, feeTable, leaseTable, saleExamplesTable } from './fee-tables.ts'
import {
  CARD_FEE,
  LEASE_COMMISSION_PCT,
  PARKING_SELLER_SHARE_PCT,
  SALE_COMMISSION_PCT,
} from './fees.ts'
import { leaseCalculator, type LeaseCalculation } from './lease-calculator.ts'
import { cta, faq, howItWorks, marketingNav, screenshot } from './marketing-blocks.ts'

export type MarketingPage = { title: string; description: string; body: ReactNode }

const cardFeeText = `${CARD_FEE.pct}% + $${CARD_FEE.fixedUsd.toFixed(2)}`

function sellDomains(): ReactNode {
  return html`<h1>Sell your domains where buyers decide fast</h1>
    <p className="lead">List any number of names for free. Every domain gets a lander that shows your price and takes the buyer straight to payment; you are paid once the buyer has the name.</p>
    <p>${cta('/signup', 'Start selling: listing is free')} ${cta('/login', 'Sign in', true)}</p>
    ${howItWorks('How selling works', [
      ['Add your names', 'Paste a list or upload a CSV of thousands of names; we check each one.'],
      ['Set your prices', 'A Buy Now price, a floor and a minimum bid, or let offers come in.'],
      ['Point the nameservers', 'Visitors who type your domain see its lander, on any phone.'],
      ['Get paid', 'We collect the payment, you transfer the name, we pay you out.'],
    ])}
    ${screenshot('portfolio')}
    <h2>What you receive</h2>
    <p>Our commission depends on your plan and is only charged on a sale. Examples for a sale paid by card (processing fee ${cardFeeText}):</p>
    ${saleExamplesTable()}
    <p className="small muted">Commission from ${SALE_COMMISSION_PCT.PRO}% (Pro) to ${SALE_COMMISSION_PCT.NONE}% (Starter). See <a href="/premium-partner-levels">partner levels</a> and <a href="/legal/agreements/pricing-and-fees">all fees</a>.</p>
    ${screenshot('leads')}
    ${faq([
      [
        'Does listing cost anything?',
        'No. Listing, landers and offers are free on every plan; you pay a commission only when a name sells.',
      ],
      [
        'When am I paid?',
        'When the buyer controls the domain. The buyer’s payment is held by Namefolio from checkout until then, so neither side carries the risk.',
      ],
      [
        'Can I sell in monthly payments?',
        html`Yes: turn on <a href="/lease-to-own">lease to own</a> and buyers pay over 2 to 60 months. Longer terms add a markup the buyer pays.`,
      ],
      [
        'What about low offers?',
        'Set a minimum bid: offers below it are refused on the lander, before they reach you. A floor tells buyers where negotiation starts.',
      ],
    ])}`
}

function leaseToOwn(calculation: LeaseCalculation | null): ReactNode {
  return html`<h1>Own a premium domain, pay monthly</h1>
    <p className="lead">Spread the price over 2 to 60 months. You use the domain from the first payment: point it at your site, set up e-mail. After the last payment it is yours.</p>
    ${leaseCalculator(calculation)}
    ${screenshot('lander')}
    ${howItWorks('How lease to own works', [
      [
        'Choose a term',
        'On the lander, pick how many months; the installment is shown before you pay.',
      ],
      ['Pay the first installment', 'The domain points where you say from that day on.'],
      [
        'Pay monthly',
        'Each installment is charged on its date; pay the rest off early at any time.',
      ],
      ['Own it', 'After the last payment the seller transfers the domain to your account.'],
    ])}
    <h2>What it costs</h2>
    <p>Leases up to 12 months cost the Buy Now price, without interest. Longer terms add a fixed markup:</p>
    ${leaseTable()}
    <p className="muted small">Sellers: lease-to-own commission is your plan's sale commission (${LEASE_COMMISSION_PCT}% on Starter) less the tier's discount, shown above. Lease to own is available for Buy Now prices from $495 to $100,000, at most one month per $25 of price.</p>
    ${faq([
      [
        'What if I miss a payment?',
        'You get a reminder before each due date. If the lease ends unpaid, the domain goes back to the seller; installments already paid are not refunded.',
      ],
      [
        'Can I pay it off early?',
        'Yes, at any time, for what is left of the total, from your purchases page.',
      ],
      [
        'Who holds the domain during the lease?',
        'It stays registered to the seller or our escrow account and points where you choose.',
      ],
    ])}
    <p>${cta('/search?lto=1', 'Find names you can lease')}</p>`
}

function domainParking(): ReactNode {
  return html`<h1>Parking that still sells the name</h1>
    <p className="lead">Choose the cash-parking lander and a domain shows related links while it waits for a buyer. Every page carries a “this domain may be for sale” link to your offer form.</p>
    ${howItWorks('How to start', [
      ['Point the nameservers', 'Point the domain’s nameservers at Namefolio.'],
      ['Pick “Cash parking”', 'Choose it as the lander in your portfolio, per domain or in bulk.'],
      [
        'Watch it earn',
        'Views and clicks arrive in your parking report; switch back to a sales lander any time.',
      ],
    ])}
    <h2>What you earn</h2>
    <p>You keep ${PARKING_SELLER_SHARE_PCT}% of the ad revenue. Automated traffic is filtered before anything is counted. For example, 1,000 clicks at $0.20 earn $${((1000 * 0.2 * PARKING_SELLER_SHARE_PCT) / 100).toFixed(2)} for you.</p>
    ${faq([
      [
        'Can a parked domain still be bought?',
        'Yes. The for-sale link opens your offer form, and offers arrive in your leads like any other.',
      ],
      ['When is parking revenue paid?', 'Monthly, once your balance is at least $10.'],
    ])}
    <p>${cta('/signup', 'Park a domain')}</p>`
}

function domainBroker(): ReactNode {
  return html`<h1>A broker on your side</h1>
    <p className="lead">For premium names a conversation closes more deals than a form. Assign a lead to a broker and they negotiate for you, in your inbox, where you see every message.</p>
    <div className="cols">
      <section><h2>For sellers</h2><p>Assign a lead to a broker from the negotiation. The broker's commission is agreed before they start and only charged on a sale.</p></section>
      <section><h2>For buyers</h2><p>Want a name that is not listed? A broker contacts the owner discreetly and negotiates within the budget you set.</p></section>
    </div>
    ${howItWorks('How brokerage works', [
      ['Assign the lead', 'From any negotiation, choose “Assign to a broker”.'],
      [
        'The broker negotiates',
        'Offers and counter-offers go through the broker; you see each one.',
      ],
      [
        'You decide',
        'Nothing is accepted without your agreement; payment runs through Namefolio as usual.',
      ],
    ])}
    ${screenshot('leads')}
    ${faq([
      [
        'What does a broker cost?',
        'A share of the sale agreed with you before the broker starts, charged only if the name sells.',
      ],
      [
        'Which names are worth a broker?',
        'Usually names above a few thousand dollars, or leads where the buyer asks questions a form cannot answer.',
      ],
    ])}
    <p>${cta('/signup', 'Talk to a broker')}</p>`
}

function salesAcceleration(): ReactNode {
  return html`<h1>Get your names in front of buyers sooner</h1>
    <p className="lead">Boosted listings rank higher in Namefolio search and bulk search, so buyers looking for your keywords see your names first.</p>
    ${screenshot('search')}
    ${howItWorks('What you get', [
      [
        'Search boost',
        'Choose a boost level: your listings rank above others of equal relevance with a lower level.',
      ],
      [
        'Search statistics',
        'How often your names were shown, to how many people, over 30, 90 and 365 days.',
      ],
      ['Offer filters', 'A floor and a minimum bid keep your inbox for serious buyers.'],
    ])}
    <h2>Boost levels and fees</h2>
    ${boostTable()}
    ${faq([
      [
        'Does a boost change the price?',
        'No. Boost changes where a name ranks and adds to our commission, never what the buyer pays.',
      ],
      [
        'Which plans can boost?',
        html`Every plan. Premium and Pro pay half the added commission; see <a href="/premium-partner-levels">partner levels</a>.`,
      ],
    ])}
    <p>${cta('/premium-partner-levels', 'Compare partner levels')}</p>`
}

function salesLanders(): ReactNode {
  return html`<h1>Landers that convert</h1>
    <p className="lead">A buyer who types your domain sees the price and a button within a few hundred milliseconds, on any phone.</p>
    ${screenshot('lander')}
    ${howItWorks('How a lander sells', [
      [
        'A buyer types your domain',
        'The lander shows the name, your price and what the buyer can do.',
      ],
      ['They choose', 'Buy now, a lease term or an offer, in one step, on any phone.'],
      ['You hear at once', 'Purchases go to checkout; offers arrive in your leads with an e-mail.'],
    ])}
    <h2>Four templates</h2>
    <div className="cols">
      <section><h3>Price form</h3><p>Take offers, with your floor and minimum bid enforced.</p></section>
      <section><h3>Buy Now</h3><p>One price, one button, straight to checkout.</p></section>
      <section><h3>Lease to own</h3><p>A monthly-payment calculator with every term you allow.</p></section>
      <section><h3>Custom</h3><p>Choose any mix of Buy Now, lease and offers; pick a gradient or your own colour; light or dark.</p></section>
    </div>
    ${faq([
      [
        'Do landers work on my own domain?',
        'Yes: point the nameservers at Namefolio and the domain itself shows its lander.',
      ],
      [
        'Are offers protected from spam?',
        'Yes, without puzzles: a hidden field and a signed form token stop scripts, and limits per address and per domain stop floods.',
      ],
    ])}
    <p>${cta('/search', 'See landers live')}</p>`
}

function partnerLevels(): ReactNode {
  return html`<h1>Partner levels</h1>
    <p className="lead">Listing is free on every plan. Plans lower your commission and add tools for larger portfolios.</p>
    <p>${cta('/account/membership', 'Choose a plan')}</p>
    ${feeTable()}
    <h2>What a sale leaves you, per plan</h2>
    ${saleExamplesTable()}
    ${howItWorks('How plans work', [
      ['Start free', 'The Starter plan lists everything, with every lander and no monthly fee.'],
      [
        'Upgrade when it pays',
        'A plan lowers the commission of every sale from the day you take it.',
      ],
      [
        'Use the tools',
        'Premium and Pro add search statistics and half-price boosts; Pro adds API access and priority brokers.',
      ],
    ])}
    ${faq([
      [
        'Can I change plans?',
        'Yes, any time. A cancelled plan runs to the end of the paid month; the commission is the plan’s on the day of the sale.',
      ],
      ['Is there a listing fee?', 'No, on any plan.'],
    ])}
    <p>Full details: <a href="/legal/agreements/pricing-and-fees">pricing and fees</a>.</p>`
}

const withNav = (path: string, body: ReactNode): ReactNode => html`${body}${marketingNav(path)}`

/** The lease-to-own page, with the calculator's answer when the visitor asked for one. */
export function leaseToOwnPage(calculation: LeaseCalculation | null): MarketingPage {
  return {
    title: 'Lease to own',
    description:
      'Buy a premium domain in monthly payments from 2 to 60 months. Use it from the first payment; own it after the last.',
    body: withNav('/lease-to-own', leaseToOwn(calculation)),
  }
}

/** A page of the product tour, with the tour's navigation under it. */
function tourPage(
  path: string,
  title: string,
  description: string,
  body: ReactNode,
): [string, MarketingPage] {
  return [path, { title, description, body: withNav(path, body) }]
}

export const MARKETING_PAGES: Record<string, MarketingPage> = Object.fromEntries([
  tourPage(
    '/sell-domains',
    'Sell your domains',
    'List your domains on Namefolio for free: fast landers, Buy Now, lease to own and offers, paid out when the buyer has the name.',
    sellDomains(),
  ),
  tourPage(
    '/domain-parking',
    'Domain parking',
    'Earn from domains that are not sold yet: related-link parking pages with a for-sale link on every page.',
    domainParking(),
  ),
  tourPage(
    '/domain-broker',
    'Domain broker service',
    'Let a Namefolio broker negotiate your premium domain or find the owner of the name you want.',
    domainBroker(),
  ),
  ['/lease-to-own', leaseToOwnPage(null)],
  tourPage(
    '/sales-acceleration',
    'Sales acceleration',
    'Boost your listings in marketplace search and reach buyers sooner.',
    salesAcceleration(),
  ),
  tourPage(
    '/sales-landers',
    'Sales landers',
    'Fast, clear for-sale pages for every domain: Buy Now, lease to own, offers, your colours.',
    salesLanders(),
  ),
  tourPage(
    '/premium-partner-levels',
    'Partner levels and pricing',
    'Namefolio membership plans: commission per plan, search statistics and boost.',
    partnerLevels(),
  ),
])
