import {
  FLOOR_RATIO_MAX_PCT,
  MIN_BID_RATIO_MAX_PCT,
  PRICE_CEILING_USD,
} from '@namefolio/core/constants/price-rules'
import {
  REPRICE_PCT_MAX,
  REPRICE_PCT_MIN,
  type RepriceRounding,
} from '@namefolio/core/portfolio/bulk-reprice.constants'
import type {
  PriceChange,
  PriceChangeMode,
  RepriceRequest,
} from '@namefolio/core/portfolio/bulk-reprice.contract'

/** The three price fields of the reprice dialog. */
export const REPRICE_FIELDS = ['buyNow', 'floor', 'minBid'] as const
export type RepriceField = (typeof REPRICE_FIELDS)[number]

export type FieldForm = { mode: PriceChangeMode; amount: string }
export type RepriceForm = Record<RepriceField, FieldForm> & { rounding: RepriceRounding }

export const EMPTY_REPRICE_FORM: RepriceForm = {
  buyNow: { mode: 'keep', amount: '' },
  floor: { mode: 'keep', amount: '' },
  minBid: { mode: 'keep', amount: '' },
  rounding: 'dollar',
}

/** The share-of-buy-now ceiling of a field (spec §5 ratios, §9). */
export const RATIO_MAX: Record<RepriceField, number> = {
  buyNow: 0,
  floor: FLOOR_RATIO_MAX_PCT,
  minBid: MIN_BID_RATIO_MAX_PCT,
}

/** The modes a field offers: buy now is never a share of itself nor removed (spec §5). */
export function modesOf(field: RepriceField, isPercentOn: boolean): PriceChangeMode[] {
  const modes: PriceChangeMode[] = ['keep', 'set']
  if (isPercentOn) modes.push('percent')
  if (field !== 'buyNow') {
    if (isPercentOn) modes.push('ofBuyNow')
    modes.push('clear')
  }
  return modes
}

const wholeNumber = (text: string): number | null => {
  const trimmed = text
    .trim()
    .replace(/^\+/, '')
    .replace(/[$,%\s]/g, '')
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : null
}

function changeOf(field: RepriceField, form: FieldForm): PriceChange | null {
  const n = wholeNumber(form.amount)
  switch (form.mode) {
    case 'keep':
    case 'clear':
      return { mode: form.mode }
    case 'set':
      return n !== null && n >= 1 && n < PRICE_CEILING_USD ? { mode: 'set', usd: n } : null
    case 'percent':
      return n !== null && n !== 0 && n >= REPRICE_PCT_MIN && n <= REPRICE_PCT_MAX
        ? { mode: 'percent', pct: n }
        : null
    case 'ofBuyNow':
      return n !== null && n >= 1 && n <= RATIO_MAX[field] ? { mode: 'ofBuyNow', pct: n } : null
  }
}

/**
 * The request a form sends, or null while a changed field has no valid amount or nothing
 * changes (the same bounds as core's contract, checked here as the browser has no zod).
 */
export function repriceRequestOf(form: RepriceForm): RepriceRequest | null {
  const buyNow = changeOf('buyNow', form.buyNow)
  const floor = changeOf('floor', form.floor)
  const minBid = changeOf('minBid', form.minBid)
  if (buyNow === null || floor === null || minBid === null) return null
  if (buyNow.mode === 'ofBuyNow' || buyNow.mode === 'clear') return null
  if (buyNow.mode === 'keep' && floor.mode === 'keep' && minBid.mode === 'keep') return null
  return { buyNow, floor, minBid, rounding: form.rounding }
}
