import type { ReactNode } from 'react'
import { z } from 'zod'
import { LEASE_BUY_NOW_MAX_USD, LEASE_BUY_NOW_MIN_USD } from '@namefolio/core/constants/price-rules'
import { formatUsd, usdToMicros } from '@namefolio/core/money/money'
import { maxLeasePeriodFor } from '@namefolio/core/pricing/lease-period'
import { quoteLease, type LeaseQuote } from '@namefolio/core/pricing/lease-quote'
import { html } from '../../public/page-document.ts'

/** The calculator's query as typed; checked by `readLeaseCalculator`, never a JSON 400. */
export const LeaseCalculatorQuerySchema = z.object({
  price: z.string().max(30).optional(),
  months: z.string().max(10).optional(),
})
export type LeaseCalculatorQuery = z.infer<typeof LeaseCalculatorQuerySchema>

export type LeaseCalculation = {
  priceText: string
  monthsText: string
  quote: LeaseQuote | null
  error: string | null
}

const DEFAULT_MONTHS = '12'

/**
 * The lease-to-own calculator (issue 13): price and months → the installments a buyer pays,
 * by core's `quoteLease`, the very rule checkout charges, within the lease limits a lander
 * offers (Buy Now $495–$100,000; at most one month per $25, up to 60).
 */
export function readLeaseCalculator(query: LeaseCalculatorQuery): LeaseCalculation | null {
  if (query.price === undefined && query.months === undefined) return null
  const priceText = (query.price ?? '').trim()
  const monthsText = (query.months ?? DEFAULT_MONTHS).trim()
  const price = Number(priceText.replace(/[$,\s]/g, ''))
  const months = Number(monthsText)
  const fail = (error: string) => ({ priceText, monthsText, quote: null, error })
  if (!Number.isInteger(price) || price < LEASE_BUY_NOW_MIN_USD || price > LEASE_BUY_NOW_MAX_USD) {
    return fail(
      `Enter a whole-dollar price from ${formatUsd(usdToMicros(LEASE_BUY_NOW_MIN_USD))} to ${formatUsd(usdToMicros(LEASE_BUY_NOW_MAX_USD))}.`,
    )
  }
  const maxMonths = maxLeasePeriodFor(price)
  if (!Number.isInteger(months) || months < 2 || months > maxMonths) {
    return fail(`For this price, choose from 2 to ${maxMonths} months.`)
  }
  return { priceText, monthsText, quote: quoteLease(usdToMicros(price), months), error: null }
}

function quoteText(quote: LeaseQuote): ReactNode {
  // The first installment carries the division's leftover micros; say so only when it shows.
  const differs =
    formatUsd(quote.firstInstallmentMicros, 2) !== formatUsd(quote.installmentMicros, 2)
  return html`<p className="quote">
    <strong>${formatUsd(quote.installmentMicros, 2)}</strong> a month for ${quote.months} months
    <br />
    <span className="muted small">
      ${differs ? `The first installment is ${formatUsd(quote.firstInstallmentMicros, 2)}. ` : ''}
      Total ${formatUsd(quote.totalMicros, 2)}${quote.markupPct ? ` (the price plus ${quote.markupPct}%)` : ', no markup'}. The domain is yours after the last payment.
    </span>
  </p>`
}

export function leaseCalculator(calculation: LeaseCalculation | null): ReactNode {
  return html`<section className="card" aria-labelledby="calc-title" id="calculator">
    <h2 id="calc-title" style=${{ marginTop: 0 }}>What would I pay a month?</h2>
    <form method="get" action="/lease-to-own#calculator" className="calc">
      <label className="field" style=${{ margin: 0 }}>
        <span>Buy Now price (USD)</span>
        <input name="price" inputMode="numeric" placeholder="5000" defaultValue=${calculation?.priceText ?? ''} aria-describedby="calc-result" />
      </label>
      <label className="field" style=${{ margin: 0 }}>
        <span>Months (2–60)</span>
        <input name="months" type="number" min="2" max="60" defaultValue=${calculation?.monthsText ?? DEFAULT_MONTHS} />
      </label>
      <button className="btn" type="submit">Calculate</button>
    </form>
    <div id="calc-result" role="status">
      ${calculation?.error ? html`<p className="notice error">${calculation.error}</p>` : null}
      ${calculation?.quote ? quoteText(calculation.quote) : null}
    </div>
  </section>`
}
