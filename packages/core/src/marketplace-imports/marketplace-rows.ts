import { INTAKE_MESSAGE_KEYS } from '../domains/domain-intake.constants.ts'
import { DOMAIN_FORM_ERRORS, validateDomainName, type TldPolicy } from '../domains/domain-list.ts'
import { toAsciiDomain } from '../domains/domain-name.ts'
import { canApplyTemplate, type LanderTemplate } from '../landers/lander-template.ts'
import { microsToUsd, usdToMicros } from '../money/money.ts'
import { validateLeasePeriod } from '../pricing/lease-period.ts'
import { PRICE_ERRORS, validateListingPrices } from '../pricing/listing-prices.ts'
import type { ColumnIndex, MarketplaceLayout } from './marketplace-layouts.ts'

/** Why a row of a marketplace export could not be mapped onto our listing (beyond §5 keys). */
export const ROW_ERRORS = {
  price: 'marketplaceImports.row.price',
  currency: 'marketplaceImports.row.currency',
  leasing: 'marketplaceImports.row.leasing',
  leaseMonths: 'marketplaceImports.row.leaseMonths',
  lander: 'marketplaceImports.row.lander',
  emptyRow: INTAKE_MESSAGE_KEYS.emptyRow,
  duplicate: INTAKE_MESSAGE_KEYS.duplicateInFile,
} as const

/** One row mapped onto our fields. Prices are micros; null is "none" in their export. */
export type MappedListing = {
  name: string
  buynowPriceMicros: number | null
  floorPriceMicros: number | null
  minbidPriceMicros: number | null
  /** Null when the export has no lease column (then ours is kept). */
  leasingEnabled: boolean | null
  maxLeasePeriod: number | null
  landerTemplate: LanderTemplate | null
  /** Lower-case host names; empty when the export lists none. */
  nameservers: string[]
}

export type RowMapping =
  | { ok: true; line: number; listing: MappedListing }
  | { ok: false; line: number; name: string; code: string }

const YES = new Set(['yes', 'y', 'true', '1', 'on', 'enabled', 'active'])
const NO = new Set(['no', 'n', 'false', '0', 'off', 'disabled', 'inactive', ''])

/**
 * An amount as marketplaces write it: "$1,500", "1500.00", "USD 1 500", "1.500,00" (Sedo's
 * German exports). '' → null; anything else unreadable → 'invalid'.
 */
export function parseAmountCell(cell: string): number | null | 'invalid' {
  let text = cell.replace(/usd|eur|\$|\s/gi, '')
  if (text === '' || text === '-') return null
  // A comma followed by exactly two digits at the end is a decimal comma.
  if (/,\d{2}$/.test(text)) text = text.replace(/\./g, '').replace(',', '.')
  else text = text.replace(/,/g, '')
  if (!/^\d+(\.\d{1,6})?$/.test(text)) return 'invalid'
  const micros = usdToMicros(Number(text))
  return micros === 0 ? null : micros
}

/** Lease months as "24", "24 months", "24 mo"; '' → null. */
function parseMonths(cell: string): number | null | 'invalid' {
  const text = cell.trim().replace(/\s*(months?|mo)$/i, '')
  if (text === '') return null
  return /^\d{1,2}$/.test(text) ? Number(text) : 'invalid'
}

/** Nameserver cells: one per column, or several in one separated by spaces, commas, semicolons. */
function readNameservers(fields: readonly string[], columns: readonly number[]): string[] {
  return columns
    .flatMap((i) => (fields[i] ?? '').split(/[\s,;|]+/))
    .map((n) => n.trim().toLowerCase().replace(/\.$/, ''))
    .filter((n) => n !== '')
}

/**
 * Maps one record of a marketplace export onto our listing fields (issue 24), or says why not
 * with a message key: the name must be a domain we accept, prices readable and in US dollars
 * and within the §5 price rules, the lease period allowed for the price (§5 "Lease period"),
 * the lander one we know. `seen` holds the names of earlier rows of the file.
 */
export function mapMarketplaceRow(
  layout: MarketplaceLayout,
  index: ColumnIndex,
  record: { line: number; fields: readonly string[] },
  tldPolicy: TldPolicy,
  seen: Set<string>,
): RowMapping {
  const { line, fields } = record
  const cell = (i: number) => (i < 0 ? '' : (fields[i] ?? '').trim())
  const typed = cell(index.domain)
  const refuse = (code: string, name = typed.slice(0, 253)): RowMapping => ({
    ok: false,
    line,
    name,
    code,
  })
  if (typed === '') return refuse(ROW_ERRORS.emptyRow)
  const name = toAsciiDomain(typed.toLowerCase())
  const nameCode = name === '' ? DOMAIN_FORM_ERRORS.domain : validateDomainName(name, tldPolicy)
  if (nameCode !== null) return refuse(nameCode)
  if (seen.has(name)) return refuse(ROW_ERRORS.duplicate, name)
  seen.add(name)
  const currency = cell(index.currency).toUpperCase()
  if (currency !== '' && currency !== 'USD') return refuse(ROW_ERRORS.currency, name)
  const prices = [cell(index.buyNow), cell(index.floor), cell(index.minBid)].map(parseAmountCell)
  if (prices.includes('invalid')) return refuse(ROW_ERRORS.price, name)
  const [buyNow, floor, minBid] = prices as (number | null)[]
  const leasingCell = cell(index.leasing).toLowerCase()
  if (!YES.has(leasingCell) && !NO.has(leasingCell)) return refuse(ROW_ERRORS.leasing, name)
  const leasingEnabled = index.leasing < 0 ? null : YES.has(leasingCell)
  const months = parseMonths(cell(index.leaseMonths))
  if (months === 'invalid') return refuse(ROW_ERRORS.leaseMonths, name)
  const priceError = validateListingPrices({
    buyNowMicros: buyNow ?? null,
    floorMicros: floor ?? null,
    minBidMicros: minBid ?? null,
    leasingEnabled: leasingEnabled ?? false,
  })[0]
  if (priceError) return refuse(priceError.code, name)
  if (leasingEnabled && months !== null) {
    const periodError = validateLeasePeriod(months, buyNow ? microsToUsd(buyNow) : null)
    if (periodError) return refuse(periodError.code, name)
  }
  const landerCell = cell(index.lander).toLowerCase().replace(/[_-]+/g, ' ')
  const landerTemplate = landerCell === '' ? null : (layout.landers[landerCell] ?? 'invalid')
  if (landerTemplate === 'invalid') return refuse(ROW_ERRORS.lander, name)
  if (landerTemplate && !canApplyTemplate(landerTemplate, buyNow ? microsToUsd(buyNow) : null)) {
    return refuse(PRICE_ERRORS.buyNowRequired, name)
  }
  return {
    ok: true,
    line,
    listing: {
      name,
      buynowPriceMicros: buyNow ?? null,
      floorPriceMicros: floor ?? null,
      minbidPriceMicros: minBid ?? null,
      leasingEnabled,
      maxLeasePeriod: leasingEnabled ? months : null,
      landerTemplate,
      nameservers: readNameservers(fields, index.nameservers),
    },
  }
}

/** Our own row keys in words, for the downloadable report (a spreadsheet has no catalog). */
export const ROW_ERROR_WORDS: Record<string, string> = {
  [ROW_ERRORS.price]: 'A price in this row is not a number.',
  [ROW_ERRORS.currency]: 'Prices must be in US dollars.',
  [ROW_ERRORS.leasing]: 'The lease to own cell must be yes or no.',
  [ROW_ERRORS.leaseMonths]: 'The lease months must be a whole number.',
  [ROW_ERRORS.lander]: 'This listing page has no match here.',
}
