import { z } from 'zod'
import { BULK_SEARCH_CAP, BULK_SEARCH_KEYS_LIMIT } from '../constants/list-limits.ts'

/** Sorts of the marketplace search. `relevance` ranks exact, then word, then substring. */
export const MARKETPLACE_SORTS = [
  'relevance',
  'priceAsc',
  'priceDesc',
  'nameAsc',
  'lengthAsc',
  'newest',
] as const
export type MarketplaceSort = (typeof MARKETPLACE_SORTS)[number]

export const MARKETPLACE_PAGE_SIZE = 24
export const MARKETPLACE_MAX_PAGE = 400
/** Results per keyword in a bulk search (each keyword also gets its exact match). */
export const BULK_RESULTS_PER_KEYWORD = 10

const optionalNumber = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? undefined : v),
  z.coerce.number().min(0).max(100_000_000).optional(),
)
const optionalInt = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? undefined : v),
  z.coerce.number().int().min(1).max(63).optional(),
)

/** `/search`, `/domain-search` and `/forsale` query parameters (spec §2). */
export const MarketplaceQuerySchema = z.object({
  q: z.string().trim().max(200).optional().default(''),
  /** Whole dollars, as typed. */
  minPrice: optionalNumber,
  maxPrice: optionalNumber,
  tld: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^\.?[a-z0-9-]{0,63}$/)
    .transform((t) => t.replace(/^\./, ''))
    .optional()
    .default(''),
  minLength: optionalInt,
  maxLength: optionalInt,
  lto: z
    .preprocess((v) => v === '1' || v === 'true' || v === 'on' || v === true, z.boolean())
    .default(false),
  sort: z.enum(MARKETPLACE_SORTS).optional().default('relevance'),
  page: z.coerce.number().int().min(1).max(MARKETPLACE_MAX_PAGE).optional().default(1),
  /** Bulk search (spec §2): keywords, one per line or separated by commas. */
  keywords: z.string().max(100_000).optional(),
  bulkSearch: z.string().max(2000).optional(),
})
export type MarketplaceQuery = z.infer<typeof MarketplaceQuerySchema>

export const MarketplaceListingSchema = z.object({
  name: z.string(),
  displayName: z.string(),
  tld: z.string(),
  buyNowMicros: z.number().int().nullable(),
  leaseAvailable: z.boolean(),
  makeOfferOnly: z.boolean(),
  landerUrl: z.string(),
})
export type MarketplaceListing = z.infer<typeof MarketplaceListingSchema>

/** `POST /api/v2/domains/bulkSearch` (spec §7, §9: at most 500 keywords, 1000 keys). */
export const BulkSearchInputSchema = z
  .object({
    keywords: z.array(z.string().trim().toLowerCase().min(1).max(253)).min(1).max(BULK_SEARCH_CAP),
    /** Tags to match as well (spec §2 `bulkSearch`). */
    bulkSearch: z
      .array(z.string().trim().toLowerCase().min(1).max(63))
      .max(BULK_SEARCH_CAP)
      .optional(),
  })
  .refine(
    (input) => input.keywords.length + (input.bulkSearch?.length ?? 0) <= BULK_SEARCH_KEYS_LIMIT,
    {
      error: 'search.bulk.error.keys',
      path: ['keywords'],
    },
  )
export type BulkSearchInput = z.infer<typeof BulkSearchInputSchema>

export const BulkSearchResultSchema = z.object({
  items: z.array(
    z.object({
      keyword: z.string(),
      exact: MarketplaceListingSchema.nullable(),
      matches: z.array(MarketplaceListingSchema),
    }),
  ),
  total: z.number().int(),
})
export type BulkSearchResult = z.infer<typeof BulkSearchResultSchema>

/** Splits a typed keyword list (newlines, commas, semicolons, spaces). */
export function splitKeywords(text: string): string[] {
  const seen = new Set<string>()
  for (const part of text.split(/[\s,;]+/)) {
    const keyword = part.trim().toLowerCase()
    if (keyword) seen.add(keyword)
  }
  return [...seen]
}
