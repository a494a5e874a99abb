/**
 * Portfolio API contracts (issue 4; spec §2, §3, §4, §6, §7). What each schema is for:
 *
 * - PORTFOLIO_LIST_VIEWS / PortfolioListView: the six views of `/portfolio/*` (decision 201).
 * - PORTFOLIO_SORT_KEYS / PortfolioSortKey: every sort key of spec §3, by the spec's names.
 * - PortfolioDomainSchema: one portfolio row (§3), money in micros (`*Micros`, plus the
 *   spec's flat `buynowPrice`/`floorPrice`/`minbidPrice`, also micros, and `price`).
 *   `searchStats` only for top-tier members who asked (`includeSearchStats`, §6);
 *   `marketplaceNameserver` only when the `nameserverData` switch is on and it was asked.
 * - PortfolioFilterSchema: the filters of §3/§4 without paging, shared by the list, stats and
 *   bulk operations "by filter".
 * - ListDomainsQuerySchema: `GET /api/v2/domains` query (filters + sort/order + offset/limit).
 * - DomainPageSchema: its answer `{ items, total }`.
 * - GetDomainQuerySchema: `GET /api/v2/domains/{domainName}` query.
 * - EditDomainInputSchema / EditDomainResultSchema: `PATCH /api/v2/domains/{domainName}`
 *   (flat names of §3, prices in micros) → `{ updatedDomain }`.
 * - DomainNamesInputSchema: a list of names (`byNames`, `delete`, `relist`, `listed`).
 * - DomainsByNamesResultSchema: `POST /api/v2/domains/byNames` → `{ items, missing }`.
 * - DeleteDomainsResultSchema: `DELETE /api/v2/domains/{name}`, `POST /api/v2/domains/delete`.
 * - RelistResultSchema: `POST /api/v2/domains/{name}/relist`, `POST /api/v2/domains/relist`.
 * - DomainListedSchema / ListedDomainsResultSchema: the `listed` endpoints.
 * - DomainHistoryEntrySchema / DomainHistoryPageSchema:
 *   `GET /api/v2/domains/{domainName}/history` (who, when, old → new; newest first).
 *
 * Bulk edit and bulk operations are in `portfolio-bulk.contract.ts`, checkout links in
 * `checkout-link.contract.ts`, listing stats in `listing-stats.contract.ts`.
 */
import { z } from 'zod'
import { DOMAIN_LISTING_STATUSES, REVIEW_REASONS } from '../domains/domain-status.ts'
import { LANDER_COLOR_MODES, LANDER_THEMES } from '../landers/lander-theme.ts'
import {
  LANDER_TEMPLATES,
  LANDING_PAGE_TYPES,
  SALE_PRICE_TYPES,
} from '../landers/lander-template.ts'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageSchema } from '../pagination/pagination.contract.ts'
import { BULK_SEARCH_KEYS_LIMIT } from '../constants/list-limits.ts'
import { PORTFOLIO_STATUS_FILTERS } from './portfolio-filter.ts'
import { COLUMN_VIEWS } from './portfolio-columns.ts'
import { DomainDealSchema } from './domain-deal.contract.ts'

const isoDate = z.iso.datetime({ offset: true })
const micros = z.number().int().min(0)

/** The six portfolio views (spec §2 routes); selling is the default (decision 201). */
export const PORTFOLIO_LIST_VIEWS = COLUMN_VIEWS
export type PortfolioListView = (typeof PORTFOLIO_LIST_VIEWS)[number]
export const DEFAULT_PORTFOLIO_LIST_VIEW: PortfolioListView = 'selling'

export {
  DEFAULT_PORTFOLIO_SORT,
  PORTFOLIO_SORT_KEYS,
  SORT_ORDERS,
  type PortfolioSortKey,
  type SortOrder,
} from './portfolio-sort.ts'
import { DEFAULT_PORTFOLIO_SORT, PORTFOLIO_SORT_KEYS, SORT_ORDERS } from './portfolio-sort.ts'

export const SearchStatsSchema = z.object({
  totalSearch30Cnt: z.number().int(),
  totalSearch90Cnt: z.number().int(),
  totalSearch365Cnt: z.number().int(),
  visitor30Cnt: z.number().int(),
  visitor90Cnt: z.number().int(),
  visitor365Cnt: z.number().int(),
})
export type SearchStats = z.infer<typeof SearchStatsSchema>

/** A row of the seller's portfolio (spec §3). Money is integer micros; null means not set. */
export const PortfolioDomainSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Same as name (spec §3 lists both). */
  domain: z.string(),
  displayName: z.string(),
  tld: z.string(),
  status: z.enum(DOMAIN_LISTING_STATUSES),
  hidden: z.boolean(),
  featured: z.boolean(),
  createdAt: isoDate,
  /** Same as createdAt (spec §3 "createdAt (dateAdded)"). */
  dateAdded: isoDate,
  registrar: z.string().nullable(),
  fastTransferStatus: z.string().nullable(),
  canFastTransfer: z.boolean(),
  offerCount: z.number().int(),
  intakeViews: z.number().int(),
  intakeLeads: z.number().int(),
  intakeStyle: z.enum(SALE_PRICE_TYPES),
  landingPage: z.enum(LANDING_PAGE_TYPES),
  landerTemplate: z.enum(LANDER_TEMPLATES),
  leasingEnabled: z.boolean(),
  maxLeasePeriod: z.number().int(),
  backgroundColorOption: z.enum(LANDER_THEMES),
  backgroundColorCustom: z.string(),
  fontColorOption: z.enum(LANDER_COLOR_MODES),
  showLanderBuyNowOption: z.boolean(),
  showLanderLeaseToOwnOption: z.boolean(),
  showLanderMakeOfferOption: z.boolean(),
  customListStatus: z.string().nullable(),
  reviews: z.array(z.enum(REVIEW_REASONS)),
  /** The checkout link's URL, or null when the domain has none (spec §3 transactionLink). */
  transactionLink: z.string().nullable(),
  checkoutLinkId: z.string().nullable(),
  buynowPriceMicros: micros.nullable(),
  floorPriceMicros: micros.nullable(),
  minbidPriceMicros: micros.nullable(),
  /** The spec's flat names (§3), the same micros as the *Micros fields. */
  buynowPrice: micros.nullable(),
  floorPrice: micros.nullable(),
  minbidPrice: micros.nullable(),
  price: z.object({
    buyNow: micros.nullable(),
    minBid: micros.nullable(),
    reservedFloor: micros.nullable(),
  }),
  soldAt: isoDate.nullable(),
  leasedAt: isoDate.nullable(),
  purchasedAt: isoDate.nullable(),
  /** Present only when the nameserver-data switch is on and it was asked for (§6). */
  marketplaceNameserver: z.boolean().optional(),
  /** Present only for top-tier members who asked for it (§6). */
  searchStats: SearchStatsSchema.optional(),
  /** The Sold, Leased and Purchases views only: the domain's latest deal (issue 15). */
  deal: DomainDealSchema.nullable().optional(),
})
export type PortfolioDomain = z.infer<typeof PortfolioDomainSchema>

/** `true`/`false` (also 1/0, yes/no) in a query string. */
const queryBoolean = z.stringbool()
const queryMicros = z.coerce.number().int().min(0)
/**
 * No SLD is longer than a label (63 characters, RFC 1035), so an SLD length filter clamped
 * there selects the same rows, and stays within the integer column: 2^31 once failed the
 * query with a 500 (issue 12).
 */
const SLD_LENGTH_CEILING = 63
export const SldLengthFilterSchema = z
  .number()
  .int()
  .min(0)
  .transform((length) => Math.min(length, SLD_LENGTH_CEILING))
const querySldLength = z.coerce.number().pipe(SldLengthFilterSchema)

/** A comma-separated list (or repeated key) of status filters of spec §4. */
const statusFilterList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(PORTFOLIO_STATUS_FILTERS)))

/**
 * The filters of spec §3 and §4 (no paging). Status filters combine with AND. Ranges are
 * inclusive; a missing bound is open. `keywords` matches names (substring, pg_trgm).
 */
export const PortfolioFilterSchema = z.object({
  view: z.enum(PORTFOLIO_LIST_VIEWS).default(DEFAULT_PORTFOLIO_LIST_VIEW),
  /** Status filter keys of spec §4: listed, review, notListed, onHold, pending, ... */
  filter: statusFilterList.optional(),
  buyNowMinMicros: queryMicros.optional(),
  buyNowMaxMicros: queryMicros.optional(),
  minBidMinMicros: queryMicros.optional(),
  minBidMaxMicros: queryMicros.optional(),
  floorMinMicros: queryMicros.optional(),
  floorMaxMicros: queryMicros.optional(),
  sldLengthMin: querySldLength.optional(),
  sldLengthMax: querySldLength.optional(),
  /** true: lease to own enabled; false: disabled. */
  leasing: queryBoolean.optional(),
  marketplaceNameserver: queryBoolean.optional(),
  keywords: z.string().trim().max(253).optional(),
  /** true: only rows without a buy-now price; false: only rows with one (spec §3). */
  noPriceBuyNowSet: queryBoolean.optional(),
})
export type PortfolioFilter = z.output<typeof PortfolioFilterSchema>
export type PortfolioFilterInput = z.input<typeof PortfolioFilterSchema>

export const ListDomainsQuerySchema = PortfolioFilterSchema.extend({
  sort: z.enum(PORTFOLIO_SORT_KEYS).default(DEFAULT_PORTFOLIO_SORT.sort),
  order: z.enum(SORT_ORDERS).default(DEFAULT_PORTFOLIO_SORT.order),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  /** Spec §7 `includeSearchStats`: honoured for top-tier members only (§6). */
  includeSearchStats: queryBoolean.optional(),
  /** Spec §7 `includeNameserverData`: honoured only when the switch is on (§6). */
  includeNameserverData: queryBoolean.optional(),
  /**
   * Keyset paging (decision 251): the `nextCursor` or `prevCursor` of an earlier answer with the
   * same filter, sort and order. When given, `offset` is not used; any page stays as fast as
   * the first.
   */
  cursor: z.string().max(2000).optional(),
})
export type ListDomainsQuery = z.output<typeof ListDomainsQuerySchema>
export type ListDomainsQueryInput = z.input<typeof ListDomainsQuerySchema>

/**
 * `{ items, total }`, plus (decision 250, 251): `totalIsCapped` when the filter matches more than
 * the spec's filter maximum (§9, 10,000) and `total` is that cap ("10,000+"); `nextCursor` when
 * a full page may have more after it; `prevCursor` when the page is not the first.
 */
export const DomainPageSchema = pageSchema(PortfolioDomainSchema).extend({
  totalIsCapped: z.boolean().optional(),
  nextCursor: z.string().optional(),
  prevCursor: z.string().optional(),
})
export type DomainPage = z.infer<typeof DomainPageSchema>

export const GetDomainQuerySchema = z.object({
  includeNameserverData: queryBoolean.optional(),
  includeSearchStats: queryBoolean.optional(),
})
export type GetDomainQuery = z.output<typeof GetDomainQuerySchema>

export const DomainNameParamsSchema = z.object({ domainName: z.string().min(1).max(253) })

/**
 * `PATCH /api/v2/domains/{domainName}`: the listing fields of spec §3 by their flat names;
 * every field optional, prices in micros (null or 0 clears a price). `landerTemplate` sets
 * landingPage and intakeStyle by the §3 mapping; colours reset when the template allows none
 * (§4). Refused with VALIDATION and the spec's message keys in `fields[].code`.
 */
export const EditDomainInputSchema = z
  .object({
    buynowPrice: micros.nullable(),
    floorPrice: micros.nullable(),
    minbidPrice: micros.nullable(),
    leasingEnabled: z.boolean(),
    maxLeasePeriod: z.number().int().min(0).max(99),
    landingPage: z.enum(LANDING_PAGE_TYPES),
    intakeStyle: z.enum(SALE_PRICE_TYPES),
    landerTemplate: z.enum(LANDER_TEMPLATES),
    hidden: z.boolean(),
    featured: z.boolean(),
    canFastTransfer: z.boolean(),
    backgroundColorOption: z.enum(LANDER_THEMES),
    backgroundColorCustom: z.string().max(16),
    fontColorOption: z.enum(LANDER_COLOR_MODES),
    showLanderBuyNowOption: z.boolean(),
    showLanderLeaseToOwnOption: z.boolean(),
    showLanderMakeOfferOption: z.boolean(),
    /** The edit form requires a buy-now price (spec §5 "required flag"). */
    buyNowRequired: z.boolean(),
  })
  .partial()
export type EditDomainInput = z.infer<typeof EditDomainInputSchema>

export const EditDomainResultSchema = z.object({ updatedDomain: PortfolioDomainSchema })
export type EditDomainResult = z.infer<typeof EditDomainResultSchema>

/** A list of domain names (byNames, delete, relist, listed); at most 1000 (spec §9). */
export const DomainNamesInputSchema = z.object({
  domainNames: z.array(z.string().min(1).max(253)).min(1).max(BULK_SEARCH_KEYS_LIMIT),
})
export type DomainNamesInput = z.infer<typeof DomainNamesInputSchema>

export const DomainsByNamesResultSchema = z.object({
  items: z.array(PortfolioDomainSchema),
  /** Names not in the seller's portfolio (never says whether another seller holds them). */
  missing: z.array(z.string()),
})
export type DomainsByNamesResult = z.infer<typeof DomainsByNamesResultSchema>

export const DeleteDomainsResultSchema = z.object({
  deleted: z.array(z.string()),
  missing: z.array(z.string()),
})
export type DeleteDomainsResult = z.infer<typeof DeleteDomainsResultSchema>

/**
 * Relist (spec §4 "Resubmit listing"): a domain in COMPLIANCE_REVIEW or INACTIVE goes back to
 * PENDING_SYNC. `refused` lists names whose status cannot be resubmitted.
 */
export const RelistResultSchema = z.object({
  relisted: z.array(z.string()),
  refused: z.array(z.object({ domainName: z.string(), status: z.enum(DOMAIN_LISTING_STATUSES) })),
  missing: z.array(z.string()),
})
export type RelistResult = z.infer<typeof RelistResultSchema>

/** Whether a domain is listed: ACTIVE in the selling view (decision 201). */
export const DomainListedSchema = z.object({
  domainName: z.string(),
  listed: z.boolean(),
  status: z.enum(DOMAIN_LISTING_STATUSES),
})
export type DomainListed = z.infer<typeof DomainListedSchema>

export const ListedDomainsResultSchema = z.object({ items: z.array(DomainListedSchema) })
export type ListedDomainsResult = z.infer<typeof ListedDomainsResultSchema>

/** What a history entry changed: price, lander and listing-state fields. */
export const DOMAIN_HISTORY_SOURCES = [
  'edit',
  'bulkEdit',
  'bulkOperation',
  'relist',
  'checkoutLink',
  'reprice',
  'csvUpdate',
  'undo',
] as const
export type DomainHistorySource = (typeof DOMAIN_HISTORY_SOURCES)[number]

export const DomainHistoryChangeSchema = z.object({
  field: z.string(),
  from: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  to: z.union([z.string(), z.number(), z.boolean(), z.null()]),
})
export type DomainHistoryChange = z.infer<typeof DomainHistoryChangeSchema>

export const DomainHistoryEntrySchema = z.object({
  id: z.string(),
  at: isoDate,
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  source: z.enum(DOMAIN_HISTORY_SOURCES),
  changes: z.array(DomainHistoryChangeSchema),
})
export type DomainHistoryEntry = z.infer<typeof DomainHistoryEntrySchema>

export const DomainHistoryQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
})
export const DomainHistoryPageSchema = pageSchema(DomainHistoryEntrySchema)
export type DomainHistoryPage = z.infer<typeof DomainHistoryPageSchema>
