import { isInstantlySellable } from '@namefolio/core/domains/fast-transfer'
import {
  PARTNER_ERRORS,
  PARTNER_QUOTE_TTL_MINUTES,
  type PartnerListing,
  type PartnerQuote,
  type PartnerSearchResult,
} from '@namefolio/core/partners/partner-network.contract'
import { AppError } from '../../http/app-error.ts'
import type { PartnerDeps } from './partner-deps.ts'
import {
  findPartnerListing,
  searchPartnerListings,
  type PartnerListingRow,
} from './partner-listings.queries.ts'

function toListing(row: PartnerListingRow): PartnerListing {
  return {
    domainName: row.name,
    priceMicros: row.priceMicros,
    currency: 'USD',
    instantlyAvailable: isInstantlySellable(row.fastTransferStatus),
  }
}

/** Listings partners may show: the sellers' choice decides (decision 1135). */
export async function searchListings(
  deps: PartnerDeps,
  query: { q: string; limit: number; offset: number },
): Promise<PartnerSearchResult> {
  const page = await searchPartnerListings(deps.db, query)
  return { items: page.items.map(toListing), total: page.total }
}

/** Price, eligibility and how long the quote holds (decision 1133). */
export async function quoteListing(deps: PartnerDeps, domainName: string): Promise<PartnerQuote> {
  const row = await findPartnerListing(deps.db, domainName)
  if (!row) {
    throw new AppError('NOT_FOUND', 'This domain is not offered to partners.', {
      fields: [{ field: 'domainName', code: PARTNER_ERRORS.notListed }],
    })
  }
  const validUntil = new Date(deps.now().getTime() + PARTNER_QUOTE_TTL_MINUTES * 60_000)
  return { ...toListing(row), validUntil: validUntil.toISOString(), sandbox: deps.isSandbox }
}
