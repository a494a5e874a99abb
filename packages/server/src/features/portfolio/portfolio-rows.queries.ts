import { eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import {
  DOMAIN_LISTING_STATUSES,
  type DomainListingStatus,
  type ReviewReason,
} from '@namefolio/core/domains/domain-status'
import type { LanderColorMode, LanderTheme } from '@namefolio/core/landers/lander-theme'
import type {
  IntakeStyle,
  LanderTemplate,
  LandingPageType,
} from '@namefolio/core/landers/lander-template'
import type { PortfolioDomain } from '@namefolio/core/portfolio/portfolio.contract'
import type { Db } from '../../db/client.ts'
import { isoTimestamp } from '../../db/iso-timestamp.ts'
import { domains } from '../../db/schema/domains.ts'
import { checkoutLinks } from '../../db/schema/portfolio.ts'

/** What a row shows beyond its columns (spec §6): search stats and nameserver data. */
export type RowExtras = { searchStats: boolean; nameserverData: boolean }

export type CheckoutLinkUrl = (linkId: string) => string

/** A text column read as the contract's enum (the columns hold only its values). */
const asEnum = <T extends string>(column: AnyPgColumn) => sql<T>`${column}`

/**
 * The §3 portfolio row (PortfolioDomainSchema) as the database answers it (decision 1190):
 * contract names, ISO dates, the spec's duplicate names selected twice, the price object
 * nested by the select, so a page goes from the driver to the compiled serializer with no
 * mapping per row. Only the columns the contract shows are read.
 */
const ROW_FIELDS = {
  id: domains.id,
  sellerId: domains.sellerId,
  name: domains.name,
  domain: domains.name,
  displayName: domains.displayName,
  tld: domains.tld,
  // A status the contract does not know is UNDEFINED (core's toDomainListingStatus).
  status: sql<DomainListingStatus>`case when ${inArray(domains.status, [...DOMAIN_LISTING_STATUSES])} then ${domains.status} else 'UNDEFINED' end`,
  hidden: domains.hidden,
  featured: domains.featured,
  createdAt: isoTimestamp(domains.createdAt),
  dateAdded: isoTimestamp(domains.createdAt),
  registrar: domains.registrar,
  fastTransferStatus: domains.fastTransferStatus,
  canFastTransfer: domains.canFastTransfer,
  offerCount: domains.uniqueOffersCount,
  intakeViews: domains.statsViewsCount,
  intakeLeads: domains.statsLeadsCount,
  intakeStyle: asEnum<IntakeStyle>(domains.intakeStyle),
  landingPage: asEnum<LandingPageType>(domains.landingPage),
  landerTemplate: asEnum<LanderTemplate>(domains.landerTemplate),
  leasingEnabled: domains.leasingEnabled,
  maxLeasePeriod: domains.maxLeasePeriod,
  backgroundColorOption: asEnum<LanderTheme>(domains.backgroundColorOption),
  backgroundColorCustom: domains.backgroundColorCustom,
  fontColorOption: asEnum<LanderColorMode>(domains.fontColorOption),
  showLanderBuyNowOption: domains.showLanderBuyNowOption,
  showLanderLeaseToOwnOption: domains.showLanderLeaseToOwnOption,
  showLanderMakeOfferOption: domains.showLanderMakeOfferOption,
  customListStatus: domains.customListStatus,
  reviews: sql<ReviewReason[]>`${domains.reviewReasons}`,
  // The URL is the app's configuration: set from the id for the rows that have a link.
  transactionLink: sql<string | null>`null`,
  checkoutLinkId: checkoutLinks.linkId,
  buynowPriceMicros: domains.buynowPriceMicros,
  floorPriceMicros: domains.floorPriceMicros,
  minbidPriceMicros: domains.minbidPriceMicros,
  buynowPrice: domains.buynowPriceMicros,
  floorPrice: domains.floorPriceMicros,
  minbidPrice: domains.minbidPriceMicros,
  price: {
    buyNow: domains.buynowPriceMicros,
    minBid: domains.minbidPriceMicros,
    reservedFloor: domains.floorPriceMicros,
  },
  soldAt: isoTimestamp(domains.soldAt),
  leasedAt: isoTimestamp(domains.leasedAt),
  purchasedAt: isoTimestamp(domains.purchasedAt),
}

const SEARCH_STATS_FIELDS = {
  searchStats: {
    totalSearch30Cnt: domains.totalSearch30Cnt,
    totalSearch90Cnt: domains.totalSearch90Cnt,
    totalSearch365Cnt: domains.totalSearch365Cnt,
    visitor30Cnt: domains.visitor30Cnt,
    visitor90Cnt: domains.visitor90Cnt,
    visitor365Cnt: domains.visitor365Cnt,
  },
}

/** A portfolio row with its owner, for the buyer's view of a bought domain (decision 282). */
export type PortfolioRowOfSeller = PortfolioDomain & { sellerId: string }

/**
 * The rows' select (with their checkout links), refined by the caller: `extra` fields (sort
 * keys, a total) ride along on each row and are not part of the contract.
 */
export function selectPortfolioRows<E extends Record<string, SQL>>(
  db: Db,
  extras: RowExtras,
  extra: E,
) {
  return db
    .select({
      ...ROW_FIELDS,
      ...(extras.nameserverData ? { marketplaceNameserver: domains.marketplaceNameserver } : {}),
      ...(extras.searchStats ? SEARCH_STATS_FIELDS : {}),
      ...extra,
    })
    .from(domains)
    .leftJoin(checkoutLinks, eq(checkoutLinks.domainId, domains.id))
    .$dynamic()
}

/** Sets each linked row's checkout URL; rows read by selectPortfolioRows. */
export function withLinkUrls<
  R extends { checkoutLinkId: string | null; transactionLink: string | null },
>(rows: R[], linkUrl: CheckoutLinkUrl): R[] {
  for (const row of rows) {
    if (row.checkoutLinkId !== null) row.transactionLink = linkUrl(row.checkoutLinkId)
  }
  return rows
}
