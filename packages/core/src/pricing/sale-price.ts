import { z } from 'zod'
import { SALE_PRICE_MAX_USD } from '../constants/price-rules.ts'

/** A sale price in whole dollars: positive, at most 49,999,999 (spec §5). */
export const SalePriceUsdSchema = z.number().int().min(1).max(SALE_PRICE_MAX_USD)

export function isValidSalePriceUsd(usd: number): boolean {
  return SalePriceUsdSchema.safeParse(usd).success
}
