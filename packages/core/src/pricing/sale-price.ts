import { SALE_PRICE_MAX_USD } from '../constants/price-rules.ts'

/** A sale price in whole dollars: positive, at most 49,999,999 (spec §5). */
export function isValidSalePriceUsd(usd: number): boolean {
  return Number.isInteger(usd) && usd >= 1 && usd <= SALE_PRICE_MAX_USD
}
