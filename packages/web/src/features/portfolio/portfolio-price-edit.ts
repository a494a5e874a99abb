import type { FieldError } from '@namefolio/core/http/error.contract'
import { findLanderIssue } from '@namefolio/core/landers/lander-errors'
import { PRICE_ERRORS, validateListingPrices } from '@namefolio/core/pricing/listing-prices'
import { LTO_BUY_NOW_RANGE } from '@namefolio/core/pricing/lease-price'
import { parsePriceInput } from '@namefolio/core/pricing/price-input'
import { usdToMicros } from '@namefolio/core/money/money'
import { landerTemplateOf, offerModeOf, usdOf, type PortfolioRow } from './portfolio-row'
import type { DomainEdit } from './portfolio.queries'

/** The three prices of a row, by the flat names of spec §3. */
export const PRICE_COLUMNS = ['buynowPrice', 'floorPrice', 'minbidPrice'] as const
export type PriceColumn = (typeof PRICE_COLUMNS)[number]

export function priceMicrosOf(row: PortfolioRow, column: PriceColumn): number | null {
  if (column === 'buynowPrice') return row.buynowPriceMicros
  if (column === 'floorPrice') return row.floorPriceMicros ?? null
  return row.minbidPriceMicros ?? null
}

/** A confirmation of spec §5, asked before a row saves: its message and what it adds. */
export type PriceConfirmation = {
  kind: 'ltoBuyNowPrice' | 'landerBuyNowPrice'
  values: Record<string, string | number>
  /** Extra fields the confirmed save sends (lease to own off for an out-of-range price). */
  extra: DomainEdit
}

export type PriceEditPlan =
  | { outcome: 'unchanged' }
  | { outcome: 'invalid'; errors: FieldError[] }
  | { outcome: 'save'; edit: DomainEdit; confirmations: PriceConfirmation[] }

function typedMicros(typed: string): number | null {
  const usd = parsePriceInput(typed)
  return usd === null || usd === 0 ? null : usdToMicros(usd)
}

/**
 * What saving typed prices does (spec §5): the listing price rules of core, then the
 * confirmations. A buy-now price outside the lease-to-own range of a leasing domain asks to
 * turn lease to own off ("LTO buy-now price confirm"); a buy-now price that leaves the row's
 * lander with a problem asks first ("lander buy-now price confirm"). The other rule errors
 * are shown inline and nothing is sent. Only changed prices are sent.
 */
export function planListingEdit(
  row: PortfolioRow,
  typed: Partial<Record<PriceColumn, string>>,
): PriceEditPlan {
  const next = {} as Record<PriceColumn, number | null>
  const changed: PriceColumn[] = []
  for (const column of PRICE_COLUMNS) {
    const value = typed[column]
    next[column] = value === undefined ? priceMicrosOf(row, column) : typedMicros(value)
    if (next[column] !== priceMicrosOf(row, column)) changed.push(column)
  }
  if (changed.length === 0) return { outcome: 'unchanged' }
  const prices = {
    buyNowMicros: next.buynowPrice,
    floorMicros: next.floorPrice,
    minBidMicros: next.minbidPrice,
  }
  const confirmations: PriceConfirmation[] = []
  let leasingEnabled = row.leasingEnabled === true
  const first = validateListingPrices({ ...prices, leasingEnabled })
  if (first.some((error) => error.code === PRICE_ERRORS.ltoInvalidPrice)) {
    leasingEnabled = false
    confirmations.push({
      kind: 'ltoBuyNowPrice',
      values: { min: LTO_BUY_NOW_RANGE.minUsd, max: LTO_BUY_NOW_RANGE.maxUsd },
      extra: { leasingEnabled: false },
    })
  }
  const errors = validateListingPrices({ ...prices, leasingEnabled })
  if (errors.length > 0) return { outcome: 'invalid', errors }
  if (changed.includes('buynowPrice')) {
    const lander = {
      template: landerTemplateOf(row),
      offerMode: offerModeOf(row),
      customListStatus: row.customListStatus,
    }
    const before = findLanderIssue({ ...lander, buyNowUsd: usdOf(row.buynowPriceMicros) })
    const after = findLanderIssue({ ...lander, buyNowUsd: usdOf(next.buynowPrice) })
    if ((after === 'buyNowMissing' || after === 'ltoBuyNow') && after !== before) {
      confirmations.push({
        kind: 'landerBuyNowPrice',
        values: { min: LTO_BUY_NOW_RANGE.minUsd },
        extra: {},
      })
    }
  }
  const edit: DomainEdit = {}
  for (const column of changed) edit[column] = next[column]
  for (const confirmation of confirmations) Object.assign(edit, confirmation.extra)
  return { outcome: 'save', edit, confirmations }
}

/** One price typed in the table (the other two stay as they are). */
export function planPriceEdit(
  row: PortfolioRow,
  column: PriceColumn,
  typed: string,
): PriceEditPlan {
  return planListingEdit(row, { [column]: typed })
}
