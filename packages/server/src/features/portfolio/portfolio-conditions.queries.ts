import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import {
  BulkFilterSchema,
  type BulkSelection,
} from '@namefolio/core/portfolio/portfolio-bulk.contract'
import type { PortfolioStatusFilter } from '@namefolio/core/portfolio/portfolio-filter'
import type {
  PortfolioFilter,
  PortfolioListView,
  PortfolioSortKey,
} from '@namefolio/core/portfolio/portfolio.contract'
import { domains } from '../../db/schema/domains.ts'
import { sortColumns } from './portfolio-paging.queries.ts'

/** What a row shows beyond its columns (spec §6): search stats and nameserver data. */

/**
 * The six views (decision 201). Sold and leased rows leave the selling, parked and
 * not-listed views; purchases overlap the others.
 */
export function viewCondition(view: PortfolioListView): SQL {
  const held = and(isNull(domains.soldAt), isNull(domains.leasedAt))!
  switch (view) {
    case 'selling':
      return and(held, eq(domains.landingPage, 'SALES'))!
    case 'parked':
      return and(held, eq(domains.landingPage, 'PARKING'))!
    case 'not-listed':
      return and(held, eq(domains.status, 'INACTIVE'))!
    case 'sold':
      return isNotNull(domains.soldAt)
    case 'leased':
      return and(isNotNull(domains.leasedAt), isNull(domains.soldAt))!
    case 'purchases':
      return isNotNull(domains.purchasedAt)
  }
}

const STATUS_OF_FILTER = {
  listed: 'ACTIVE',
  review: 'COMPLIANCE_REVIEW',
  notListed: 'INACTIVE',
  onHold: 'ON_HOLD',
  pending: 'PENDING_SYNC',
} as const

const noBuyNow = () => or(isNull(domains.buynowPriceMicros), eq(domains.buynowPriceMicros, 0))!

/** One status filter of spec §4 as SQL: the predicate of core's matchesPortfolioFilter. */
export function statusFilterCondition(filter: PortfolioStatusFilter): SQL {
  switch (filter) {
    case 'buyNowMissing':
      return noBuyNow()
    case 'ltoDisabled':
      return eq(domains.leasingEnabled, false)
    case 'marketplaceNameserver':
      return eq(domains.marketplaceNameserver, true)
    default:
      return eq(domains.status, STATUS_OF_FILTER[filter])
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** Everything but the view and status filters: ranges, leasing, nameserver, keywords. */
export function attributeConditions(f: PortfolioFilter): SQL[] {
  const c: SQL[] = []
  const range = (col: AnyPgColumn, min: number | undefined, max: number | undefined) => {
    if (min !== undefined) c.push(sql`${col} >= ${min}`)
    if (max !== undefined) c.push(sql`${col} <= ${max}`)
  }
  range(domains.buynowPriceMicros, f.buyNowMinMicros, f.buyNowMaxMicros)
  range(domains.minbidPriceMicros, f.minBidMinMicros, f.minBidMaxMicros)
  range(domains.floorPriceMicros, f.floorMinMicros, f.floorMaxMicros)
  range(domains.sldLength, f.sldLengthMin, f.sldLengthMax)
  if (f.leasing !== undefined) c.push(eq(domains.leasingEnabled, f.leasing))
  if (f.marketplaceNameserver !== undefined) {
    c.push(eq(domains.marketplaceNameserver, f.marketplaceNameserver))
  }
  if (f.noPriceBuyNowSet === true) c.push(noBuyNow())
  if (f.noPriceBuyNowSet === false) c.push(sql`${domains.buynowPriceMicros} > 0`)
  for (const word of (f.keywords ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
    c.push(sql`${domains.name} like ${`%${escapeLike(word)}%`}`)
  }
  return c
}

/**
 * The status filters of §4: the status ones (listed, review, ...) are alternatives (OR);
 * buyNowMissing, ltoDisabled and marketplaceNameserver narrow (AND). Decision 201.
 */
export function statusFiltersCondition(filters: readonly PortfolioStatusFilter[]): SQL[] {
  const statuses = filters.filter((f) => f in STATUS_OF_FILTER)
  const narrowing = filters.filter((f) => !(f in STATUS_OF_FILTER))
  const c = narrowing.map(statusFilterCondition)
  if (statuses.length > 0) c.push(or(...statuses.map(statusFilterCondition))!)
  return c
}

/** The whole filter of a list, stats or bulk-by-filter request, always scoped to the seller. */
export function filterCondition(sellerId: string, f: PortfolioFilter): SQL {
  return and(
    eq(domains.sellerId, sellerId),
    viewCondition(f.view),
    ...statusFiltersCondition(f.filter ?? []),
    ...attributeConditions(f),
  )!
}

/**
 * Purchases as their buyer sees them (decision 282): the domains this person bought on the
 * marketplace (a sale or lease of which they are the buyer, not cancelled), and their own rows
 * marked purchased. Only the list and the export read it: bulk changes keep to the seller's own
 * rows (filterCondition).
 */
export function purchasesCondition(userId: string): SQL {
  return or(
    and(eq(domains.sellerId, userId), viewCondition('purchases')),
    sql`exists (select 1 from transactions t where t.domain_id = ${domains.id} and t.buyer_id = ${userId} and t.status <> 'CANCELLED')`,
  )!
}

/** What a list or an export shows: filterCondition, but purchases by what the person bought. */
export function listCondition(userId: string, f: PortfolioFilter): SQL {
  if (f.view !== 'purchases') return filterCondition(userId, f)
  return and(
    purchasesCondition(userId),
    ...statusFiltersCondition(f.filter ?? []),
    ...attributeConditions(f),
  )!
}

export function orderBy(sort: PortfolioSortKey, order: 'asc' | 'desc'): SQL[] {
  return sortColumns(sort).map((col) => (order === 'asc' ? asc(col) : desc(col)))
}

/** The rows a bulk operation targets: named domains, or a filter minus the unticked names. */
export function selectionCondition(sellerId: string, selection: BulkSelection): SQL {
  if (selection.kind === 'names') {
    return and(
      eq(domains.sellerId, sellerId),
      inArray(
        domains.name,
        selection.domainNames.map((n) => n.toLowerCase()),
      ),
    )!
  }
  const filter = BulkFilterSchema.parse(selection.filter)
  const excluded = selection.excludeNames.map((n) => n.toLowerCase())
  return and(
    filterCondition(sellerId, filter),
    excluded.length > 0 ? notInArray(domains.name, excluded) : undefined,
  )!
}
