import { LEASE_BUY_NOW_MAX_USD, LEASE_BUY_NOW_MIN_USD } from '@namefolio/core/constants/price-rules'
import { landerOfferModeFromFlags } from '@namefolio/core/landers/lander-mode'
import { microsToUsd } from '@namefolio/core/money/money'
import type {
  BulkSearchResult,
  MarketplaceListing,
  MarketplaceQuery,
} from '@namefolio/core/search/marketplace-search.contract'
import type { RoutedRead } from '../../db/read-routing.ts'
import type { EventRecorder, Visitor } from '../../public/public-event.ts'
import {
  bulkSearchListings,
  searchListings,
  type ListingRow,
  type SearchLimits,
} from './marketplace-search.repository.ts'
import type { SearchCapacity } from './search-capacity.ts'

export function toListing(row: ListingRow): MarketplaceListing {
  const price = row.buynow_price_micros === null ? null : Number(row.buynow_price_micros)
  const usd = price === null ? null : microsToUsd(price)
  const mode =
    row.lander_template === 'CUSTOM_LANDER'
      ? landerOfferModeFromFlags({
          showLanderBuyNowOption: row.show_lander_buy_now_option,
          showLanderLeaseToOwnOption: row.show_lander_lease_to_own_option,
          showLanderMakeOfferOption: row.show_lander_make_offer_option,
        })
      : null
  const makeOfferOnly =
    price === null ||
    price <= 0 ||
    row.lander_template === 'PRICE_FORM' ||
    row.lander_template === 'CASH_PARKING' ||
    mode === 'MO'
  return {
    name: row.name,
    displayName: row.display_name,
    tld: row.tld,
    buyNowMicros: makeOfferOnly ? null : price,
    leaseAvailable:
      !makeOfferOnly &&
      usd !== null &&
      (row.leasing_enabled || row.lander_template === 'LEASE_TO_OWN') &&
      usd >= LEASE_BUY_NOW_MIN_USD &&
      usd <= LEASE_BUY_NOW_MAX_USD,
    makeOfferOnly,
    landerUrl: `/lander/${row.name}`,
  }
}

/**
 * Marketplace search (issue 6): keyword search over listed domains with filters and sorts,
 * and bulk search. Every result shown is a search impression for its domain's statistics
 * (spec §3 searchStats), recorded through the bot-filtering recorder. Each search takes a slot
 * of the process's search capacity and runs under the statement limits (issue 12, decision 920),
 * on the database `read` chooses: the replica when there is one (decision 1302).
 */
export function createMarketplaceSearch(deps: {
  recorder: EventRecorder
  capacity: SearchCapacity
  limits: SearchLimits
  /** Tests only: awaited inside the slot before the query, to hold searches open. */
  holdSearch?: () => Promise<void>
}) {
  function inSlot<T>(query: () => Promise<T>): Promise<T> {
    return deps.capacity.run(async () => {
      await deps.holdSearch?.()
      return query()
    })
  }

  function countImpressions(rows: ListingRow[], visitor: Visitor, detail: string) {
    for (const row of rows) {
      deps.recorder.record(
        {
          sellerId: row.seller_id,
          domainId: row.id,
          kind: 'search_impression',
          visitorKey: '',
          detail,
        },
        visitor,
      )
    }
  }

  return {
    async search(query: MarketplaceQuery, visitor: Visitor, read: RoutedRead) {
      const result = await inSlot(() => read((db) => searchListings(db, query, deps.limits)))
      countImpressions(result.items, visitor, query.q ? 'keyword' : 'browse')
      return { ...result, items: result.items.map(toListing) }
    },

    async bulkSearch(
      keywords: string[],
      visitor: Visitor,
      read: RoutedRead,
    ): Promise<BulkSearchResult> {
      const rows = await inSlot(() => read((db) => bulkSearchListings(db, keywords, deps.limits)))
      countImpressions(
        rows.map((r) => r.row),
        visitor,
        'bulk',
      )
      const byKeyword = new Map<string, BulkSearchResult['items'][number]>(
        keywords.map((keyword) => [keyword, { keyword, exact: null, matches: [] }]),
      )
      for (const { keyword, row } of rows) {
        const item = byKeyword.get(keyword)
        if (!item) continue
        if (row.is_exact) item.exact = toListing(row)
        else item.matches.push(toListing(row))
      }
      const items = [...byKeyword.values()]
      return { items, total: items.reduce((n, i) => n + i.matches.length + (i.exact ? 1 : 0), 0) }
    },
  }
}

export type MarketplaceSearch = ReturnType<typeof createMarketplaceSearch>
