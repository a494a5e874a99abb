import type { ReactNode } from 'react'
import { BOOST_TABLE, boostSurchargeBps } from '@namefolio/core/account/boost'
import { commissionBpsFor, splitPayment } from '@namefolio/core/sales/commission'
import { formatUsd, usdToMicros } from '@namefolio/core/money/money'
import { html } from '../../public/page-document.ts'
import { leaseFeeRows, MEMBERSHIP_MONTHLY_USD, SALE_COMMISSION_PCT } from './fees.ts'

const PLANS = ['NONE', 'BASIC', 'PREMIUM', 'PRO'] as const
const planName = (plan: (typeof PLANS)[number]) =>
  plan === 'NONE' ? 'Starter' : plan[0] + plan.slice(1).toLowerCase()

/** Sale prices the fee examples are worked out for. */
const EXAMPLE_PRICES_USD = [1_000, 5_000, 25_000] as const

export function feeTable(): ReactNode {
  return html`<table>
    <thead><tr><th scope="col">Plan</th><th scope="col" className="price">Monthly</th><th scope="col" className="price">Sale commission</th></tr></thead>
    <tbody>
      ${PLANS.map(
        (plan) => html`<tr key=${plan}>
          <td>${planName(plan)}</td>
          <td className="price">${MEMBERSHIP_MONTHLY_USD[plan] ? `$${MEMBERSHIP_MONTHLY_USD[plan]}` : 'Free'}</td>
          <td className="price">${SALE_COMMISSION_PCT[plan]}%</td>
        </tr>`,
      )}
    </tbody>
  </table>`
}

export function leaseTable(): ReactNode {
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

/**
 * What a seller receives from a card-paid sale, per plan: worked out by core's
 * `splitPayment`, the function checkout uses, so an example never differs from a payout.
 */
export function saleExamplesTable(): ReactNode {
  return html`<div className="table-scroll" role="region" aria-label="What a seller receives, per plan" tabIndex="0"><table>
    <thead><tr><th scope="col">Price</th>${PLANS.map((plan) => html`<th key=${plan} scope="col" className="price">${planName(plan)}</th>`)}</tr></thead>
    <tbody>
      ${EXAMPLE_PRICES_USD.map(
        (usd) => html`<tr key=${usd}>
          <th scope="row">${formatUsd(usdToMicros(usd))}</th>
          ${PLANS.map((plan) => {
            const split = splitPayment(usdToMicros(usd), commissionBpsFor(plan), 'CREDIT_CARD')
            return html`<td key=${plan} className="price">${formatUsd(split.sellerMicros)}</td>`
          })}
        </tr>`,
      )}
    </tbody>
  </table></div>
  <p className="muted small">What you receive after our commission and the card processing fee, for a sale paid by card.</p>`
}

const BOOST_LEVEL_LABELS = ['Standard', 'Boost', 'Boost Plus', 'Boost Max'] as const
const BOOST_PLACEMENT = [
  'Ranked by relevance, newest first',
  'Above Standard listings of equal relevance',
  'Above Boost and Standard listings of equal relevance',
  'Above every lower level of equal relevance',
] as const
const pct = (bps: number) => `${bps / 100}%`

/**
 * The boost levels and their fees (decision 1020): core's table, the one checkout adds to
 * the commission, so the published surcharge is the one charged.
 */
export function boostTable(): ReactNode {
  return html`<div className="table-scroll" role="region" aria-label="Boost levels and fees" tabIndex="0"><table>
    <thead><tr><th scope="col">Level</th><th scope="col">Search placement</th><th scope="col" className="price">Added commission</th><th scope="col" className="price">Premium and Pro</th></tr></thead>
    <tbody>
      ${BOOST_TABLE.map(
        (t) => html`<tr key=${t.level}>
          <td>${BOOST_LEVEL_LABELS[t.level]}</td>
          <td>${BOOST_PLACEMENT[t.level]}</td>
          <td className="price">${t.surchargeBps ? `+${pct(t.surchargeBps)}` : 'None'}</td>
          <td className="price">${t.surchargeBps ? `+${pct(boostSurchargeBps(t.level, true))}` : 'None'}</td>
        </tr>`,
      )}
    </tbody>
  </table></div>
  <p className="muted small">The added commission applies to sales and leases made while the level is on; a sale keeps the rate of the day it was made. Premium and Pro include the Discount domain club, which halves it.</p>`
}
