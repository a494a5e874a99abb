/**
 * Bulk edit and bulk operation contracts (spec §3 "Bulk edit", §7; decision 203).
 *
 * - BulkModificationsSchema: the modification keys of §3 (canFastTransfer, landerTemplate,
 *   leasingEnabled, maxLeasePeriod, intakeStyle) plus hidden and featured.
 * - BulkEditInputSchema: `PATCH /api/v2/domains` and `PATCH /api/v2/domains/update`: a list of
 *   domain names (at most 1000) and one set of modifications, applied in one SQL statement.
 * - BulkEditResultSchema: `{ matched, updated, skipped }`; `skipped` counts rows a rule refused
 *   (e.g. lease to own without a lease-eligible buy-now price) and lists a sample with reasons.
 * - BulkOperationInputSchema: `POST /api/v2/domains/bulkOperation`: edit or delete, by
 *   selection (names) or by filter (every row the list filter matches, minus `excludeNames`).
 * - BulkOperationAcceptedSchema: the answer: `done` with the result (small selections) or
 *   `job` with a jobId to poll (large selections run as a background job).
 * - BulkOperationJobSchema: `GET /api/v2/domains/bulkOperation/{jobId}`: state and progress;
 *   `POST /api/v2/domains/bulkOperation/{jobId}/cancel` cancels it (answers the same shape).
 */
import { z } from 'zod'
import { LANDER_TEMPLATES, SALE_PRICE_TYPES } from '../landers/lander-template.ts'
import { BULK_SEARCH_KEYS_LIMIT } from '../constants/list-limits.ts'
import { PORTFOLIO_STATUS_FILTERS } from './portfolio-filter.ts'
import { PortfolioFilterSchema, SldLengthFilterSchema } from './portfolio.contract.ts'

export const BulkModificationsSchema = z
  .object({
    canFastTransfer: z.boolean(),
    landerTemplate: z.enum(LANDER_TEMPLATES),
    leasingEnabled: z.boolean(),
    maxLeasePeriod: z.number().int().min(0).max(99),
    intakeStyle: z.enum(SALE_PRICE_TYPES),
    hidden: z.boolean(),
    featured: z.boolean(),
  })
  .partial()
  .refine((m) => Object.keys(m).length > 0, { message: 'domains.bulkEdit.error.noModification' })
export type BulkModifications = z.infer<typeof BulkModificationsSchema>

const domainNames = z.array(z.string().min(1).max(253)).min(1).max(BULK_SEARCH_KEYS_LIMIT)

export const BulkEditInputSchema = z.object({
  domains: domainNames,
  modifications: BulkModificationsSchema,
})
export type BulkEditInput = z.infer<typeof BulkEditInputSchema>

export const BulkSkipSchema = z.object({ domainName: z.string(), code: z.string() })

/**
 * What an edit did to parked (cash parking) names (issue 15 "Feedback"): changed and still
 * parked (an intake style or setting change keeps the Cash Parking lander), or moved off parking
 * (a lander template other than Cash Parking). Absent for deletes.
 */
export const BulkParkedSchema = z.object({ kept: z.number().int(), left: z.number().int() })

/** The edit's row in the listing history (refusals downloadable, undo); null for deletes. */
const bulkEditId = z.string().nullable().optional()

export const BulkEditResultSchema = z.object({
  matched: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  /** Up to 100 skipped rows with the rule's message key. */
  skippedSample: z.array(BulkSkipSchema),
  bulkEditId,
  parked: BulkParkedSchema.optional(),
})
export type BulkEditResult = z.infer<typeof BulkEditResultSchema>

export const BULK_OPERATIONS = ['edit', 'delete'] as const
export type BulkOperation = (typeof BULK_OPERATIONS)[number]

/** The filter part of a bulk operation: a JSON body, so booleans and numbers are typed. */
export const BulkFilterSchema = PortfolioFilterSchema.extend({
  filter: z.array(z.enum(PORTFOLIO_STATUS_FILTERS)).optional(),
  leasing: z.boolean().optional(),
  marketplaceNameserver: z.boolean().optional(),
  noPriceBuyNowSet: z.boolean().optional(),
  buyNowMinMicros: z.number().int().min(0).optional(),
  buyNowMaxMicros: z.number().int().min(0).optional(),
  minBidMinMicros: z.number().int().min(0).optional(),
  minBidMaxMicros: z.number().int().min(0).optional(),
  floorMinMicros: z.number().int().min(0).optional(),
  floorMaxMicros: z.number().int().min(0).optional(),
  sldLengthMin: SldLengthFilterSchema.optional(),
  sldLengthMax: SldLengthFilterSchema.optional(),
})
export type BulkFilter = z.input<typeof BulkFilterSchema>

export const BulkSelectionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('names'), domainNames: domainNames }),
  z.object({
    kind: z.literal('filter'),
    filter: BulkFilterSchema,
    /** Rows unticked after "select all" (spec §6 select all). */
    excludeNames: z.array(z.string()).max(BULK_SEARCH_KEYS_LIMIT).default([]),
  }),
])
export type BulkSelection = z.infer<typeof BulkSelectionSchema>

export const BulkOperationInputSchema = z.discriminatedUnion('operation', [
  z.object({
    operation: z.literal('edit'),
    selection: BulkSelectionSchema,
    modifications: BulkModificationsSchema,
  }),
  z.object({ operation: z.literal('delete'), selection: BulkSelectionSchema }),
])
export type BulkOperationInput = z.infer<typeof BulkOperationInputSchema>

export const BulkOperationResultSchema = z.object({
  operation: z.enum(BULK_OPERATIONS),
  matched: z.number().int(),
  /** Rows edited or deleted. */
  affected: z.number().int(),
  skipped: z.number().int(),
  bulkEditId,
  parked: BulkParkedSchema.optional(),
})
export type BulkOperationResult = z.infer<typeof BulkOperationResultSchema>

export const JOB_STATES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const
export type JobState = (typeof JOB_STATES)[number]

export const BulkOperationJobSchema = z.object({
  jobId: z.string(),
  state: z.enum(JOB_STATES),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  result: BulkOperationResultSchema.nullable(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
})
export type BulkOperationJob = z.infer<typeof BulkOperationJobSchema>

export const BulkOperationAcceptedSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('done'), result: BulkOperationResultSchema }),
  z.object({ mode: z.literal('job'), job: BulkOperationJobSchema }),
])
export type BulkOperationAccepted = z.infer<typeof BulkOperationAcceptedSchema>

export const JobIdParamsSchema = z.object({ jobId: z.string().min(1).max(64) })
