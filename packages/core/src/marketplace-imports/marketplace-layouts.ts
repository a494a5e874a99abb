import type { LanderTemplate } from '../landers/lander-template.ts'

/**
 * The export layouts of the three marketplaces a seller moves from or compares with (issue 24).
 * None of them publishes its export format; the column names below are the ones their portfolio
 * exports show, and where we could not confirm a column we chose the plainest name and wrote the
 * assumption down in docs/marketplace-imports.md (decision 1150). Headers are matched ignoring
 * case, spaces, underscores and punctuation, so "Buy Now Price", "buy_now_price" and
 * "BuyNowPrice" are one column.
 */
export const MARKETPLACES = ['afternic', 'sedo', 'dan'] as const
export type Marketplace = (typeof MARKETPLACES)[number]

/** Our fields a layout can fill; each maps to one column (or a list for nameservers). */
export const LAYOUT_FIELDS = [
  'domain',
  'buyNow',
  'floor',
  'minBid',
  'currency',
  'leasing',
  'leaseMonths',
  'lander',
  'nameservers',
] as const
export type LayoutField = (typeof LAYOUT_FIELDS)[number]

export type MarketplaceLayout = {
  marketplace: Marketplace
  /** The column names of each field, as the marketplace writes them; the first is documented. */
  columns: Partial<Record<LayoutField, readonly string[]>>
  /** Columns whose presence tells this layout from the others (all must be present). */
  signature: readonly string[]
  /** Their lander (listing page) choices → our template; a value not here is not mapped. */
  landers: Readonly<Record<string, LanderTemplate>>
}

const BUY_NOW_PAGE: LanderTemplate = 'BUY_NOW'
const OFFER_PAGE: LanderTemplate = 'PRICE_FORM'

export const MARKETPLACE_LAYOUTS: readonly MarketplaceLayout[] = [
  {
    marketplace: 'afternic',
    columns: {
      domain: ['Domain Name', 'Domain'],
      buyNow: ['Buy Now Price', 'BIN Price'],
      floor: ['Floor Price'],
      minBid: ['Minimum Offer', 'Min Offer'],
      currency: ['Currency'],
      leasing: ['Lease To Own', 'LTO Enabled'],
      leaseMonths: ['LTO Max Months', 'Lease Term Months'],
      lander: ['Sales Lander', 'Landing Page'],
      nameservers: ['Nameservers', 'Name Servers'],
    },
    signature: ['Floor Price', 'Minimum Offer'],
    landers: {
      'buy now': BUY_NOW_PAGE,
      'make offer': OFFER_PAGE,
      'afternic sales lander': OFFER_PAGE,
      'lease to own': 'LEASE_TO_OWN',
      parked: 'CASH_PARKING',
      parking: 'CASH_PARKING',
    },
  },
  {
    marketplace: 'sedo',
    columns: {
      domain: ['Domain', 'Domain Name'],
      buyNow: ['Price', 'Buy Now Price'],
      minBid: ['Minimum Price', 'Minimum Offer'],
      currency: ['Currency'],
      leasing: ['Installments', 'Installment Payments'],
      leaseMonths: ['Installment Months', 'Max Installments'],
      lander: ['Listing Type', 'Price Type'],
      nameservers: ['Nameserver 1', 'Nameserver 2', 'Nameserver 3', 'Nameserver 4'],
    },
    signature: ['Listing Type'],
    landers: {
      'fixed price': BUY_NOW_PAGE,
      'buy now': BUY_NOW_PAGE,
      'make offer': OFFER_PAGE,
      'make an offer': OFFER_PAGE,
      'minimum price': OFFER_PAGE,
      'price on request': OFFER_PAGE,
      parking: 'CASH_PARKING',
    },
  },
  {
    marketplace: 'dan',
    columns: {
      domain: ['domain', 'domain_name'],
      buyNow: ['buy_now_price', 'price'],
      floor: ['floor_price'],
      minBid: ['minimum_offer_price', 'minimum_offer'],
      currency: ['currency'],
      leasing: ['lease_to_own', 'lease_to_own_enabled'],
      leaseMonths: ['lease_to_own_max_months', 'lease_to_own_period'],
      lander: ['landing_page', 'lander'],
      nameservers: ['nameservers'],
    },
    signature: ['lease_to_own_max_months'],
    landers: {
      'buy now': BUY_NOW_PAGE,
      'buy now page': BUY_NOW_PAGE,
      'make offer': OFFER_PAGE,
      'make offer page': OFFER_PAGE,
      'lease to own': 'LEASE_TO_OWN',
      'lease to own page': 'LEASE_TO_OWN',
      parking: 'CASH_PARKING',
      'custom lander': 'CUSTOM_LANDER',
    },
  },
]

/** A header cell reduced to letters and digits, lower case: how columns are compared. */
export const normalizeHeader = (cell: string): string =>
  cell.toLowerCase().replace(/[^a-z0-9]/g, '')

/** Where each field's column sits in a file's header (-1: absent; nameservers: every column). */
export type ColumnIndex = { [F in Exclude<LayoutField, 'nameservers'>]: number } & {
  nameservers: number[]
}

export type DetectedLayout =
  { ok: true; layout: MarketplaceLayout; index: ColumnIndex } | { ok: false; code: string }

export const LAYOUT_ERRORS = {
  unknown: 'marketplaceImports.file.unknownLayout',
  noDomain: 'marketplaceImports.file.noDomainColumn',
} as const

function indexOf(header: readonly string[], names: readonly string[] | undefined): number {
  if (!names) return -1
  const wanted = names.map(normalizeHeader)
  return header.findIndex((cell) => wanted.includes(cell))
}

/**
 * Which marketplace wrote this header row, and where its columns are. The signature columns
 * decide (Afternic has floor and minimum offer, Sedo a listing type, Dan its snake_case lease
 * months); a file matching none is refused with a key the page explains.
 */
export function detectMarketplaceLayout(headerCells: readonly string[]): DetectedLayout {
  const header = headerCells.map(normalizeHeader)
  const layout = MARKETPLACE_LAYOUTS.find((l) =>
    l.signature.every((s) => header.includes(normalizeHeader(s))),
  )
  if (!layout) return { ok: false, code: LAYOUT_ERRORS.unknown }
  const c = layout.columns
  const index: ColumnIndex = {
    domain: indexOf(header, c.domain),
    buyNow: indexOf(header, c.buyNow),
    floor: indexOf(header, c.floor),
    minBid: indexOf(header, c.minBid),
    currency: indexOf(header, c.currency),
    leasing: indexOf(header, c.leasing),
    leaseMonths: indexOf(header, c.leaseMonths),
    lander: indexOf(header, c.lander),
    // Two spellings of one column ("Nameservers", "Name Servers") are one column.
    nameservers: [
      ...new Set(
        (c.nameservers ?? []).map((n) => header.indexOf(normalizeHeader(n))).filter((i) => i >= 0),
      ),
    ],
  }
  if (index.domain < 0) return { ok: false, code: LAYOUT_ERRORS.noDomain }
  return { ok: true, layout, index }
}

/** The delimiter of a header line: Sedo's exports use semicolons, the others commas. */
export function detectDelimiter(headerLine: string): ',' | ';' | '\t' {
  const counts = ([',', ';', '\t'] as const).map((d) => [d, headerLine.split(d).length] as const)
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0]
}
