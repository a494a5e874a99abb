/**
 * Bulk repricing and the listing history of bulk edits (issue 15; spec §3 bulk edit, §5 price
 * rules, default pricing and ratios, §6 percent pricing; decisions 276–279).
 *
 * - PriceChangeSchema: what happens to one price field: keep, set to a whole-dollar value,
 *   change by a percentage, (floor and minimum bid) a percentage of the NEW buy now, or clear.
 * - RepriceRequestSchema: the three fields' changes and a rounding choice.
 * - RepriceInputSchema: a request over a selection (names or filter, as bulk operations take).
 * - RepricePreviewSchema: what applying would do, counted over the whole selection.
 * - BulkEditSummarySchema: one row of the listing history (reprice, settings, CSV update, undo).
 */
import { z } from 'zod'
import {
  FLOOR_RATIO_MAX_PCT,
  MIN_BID_RATIO_MAX_PCT,
  PRICE_CEILING_USD,
} from '../constants/price-rules.ts'
import { REPRICE_PCT_MAX, REPRICE_PCT_MIN, REPRICE_ROUNDINGS } from './bulk-reprice.constants.ts'
import { BulkSelectionSchema, JOB_STATES } from './portfolio-bulk.contract.ts'

export { REPRICE_ROUNDINGS, type RepriceRounding } from './bulk-reprice.constants.ts'

const setTo = z.object({
  mode: z.literal('set'),
  /** Whole US dollars, at least $1, below the §5 ceiling. */
  usd: z
    .number()
    .int()
    .min(1)
    .max(PRICE_CEILING_USD - 1),
})
const changeBy = z.object({
  mode: z.literal('percent'),
  pct: z
    .number()
    .int()
    .min(REPRICE_PCT_MIN)
    .max(REPRICE_PCT_MAX)
    .refine((pct) => pct !== 0, { message: 'bulkReprice.error.zeroPercent' }),
})
const keep = z.object({ mode: z.literal('keep') })
const clear = z.object({ mode: z.literal('clear') })
const ofBuyNow = (maxPct: number) =>
  z.object({ mode: z.literal('ofBuyNow'), pct: z.number().int().min(1).max(maxPct) })

export const BuyNowChangeSchema = z.discriminatedUnion('mode', [keep, setTo, changeBy])
/** Floor: a share of the new buy now at most 70 % (spec §5 ratio, §9). */
export const FloorChangeSchema = z.discriminatedUnion('mode', [
  keep,
  setTo,
  changeBy,
  ofBuyNow(FLOOR_RATIO_MAX_PCT),
  clear,
])
/** Minimum bid: a share of the new buy now at most 50 % (spec §5 ratio, §9). */
export const MinBidChangeSchema = z.discriminatedUnion('mode', [
  keep,
  setTo,
  changeBy,
  ofBuyNow(MIN_BID_RATIO_MAX_PCT),
  clear,
])
export type BuyNowChange = z.infer<typeof BuyNowChangeSchema>
export type FloorChange = z.infer<typeof FloorChangeSchema>
export type MinBidChange = z.infer<typeof MinBidChangeSchema>
export type PriceChange = FloorChange
export type PriceChangeMode = PriceChange['mode']

export const RepriceRequestSchema = z
  .object({
    buyNow: BuyNowChangeSchema,
    floor: FloorChangeSchema,
    minBid: MinBidChangeSchema,
    rounding: z.enum(REPRICE_ROUNDINGS).default('dollar'),
  })
  .refine((r) => r.buyNow.mode !== 'keep' || r.floor.mode !== 'keep' || r.minBid.mode !== 'keep', {
    message: 'bulkReprice.error.noChange',
  })
export type RepriceRequest = z.output<typeof RepriceRequestSchema>

export const RepriceInputSchema = z.object({
  selection: BulkSelectionSchema,
  reprice: RepriceRequestSchema,
})
export type RepriceInput = z.output<typeof RepriceInputSchema>
/** What a client sends (the filter's defaults not yet applied). */
export type RepriceInputBody = z.input<typeof RepriceInputSchema>

/** The three prices in micros, 0 where there is none. */
export const PriceTripleSchema = z.object({
  buyNowMicros: z.number().int(),
  floorMicros: z.number().int(),
  minBidMicros: z.number().int(),
})
export type PriceTriple = z.infer<typeof PriceTripleSchema>

export const RepricePreviewSchema = z.object({
  matched: z.number().int(),
  changing: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  /** How many a rule refuses, by the rule's message key, most first. */
  refusedByRule: z.array(z.object({ code: z.string(), count: z.number().int() })),
  /** Up to 10 changing domains, by name. */
  examples: z.array(
    z.object({ domainName: z.string(), before: PriceTripleSchema, after: PriceTripleSchema }),
  ),
})
export type RepricePreview = z.infer<typeof RepricePreviewSchema>

export const BULK_EDIT_KINDS = ['reprice', 'settings', 'csv-update', 'undo'] as const
export type BulkEditKind = (typeof BULK_EDIT_KINDS)[number]
export const BULK_EDIT_STATES = ['running', 'completed', 'failed', 'cancelled'] as const
export type BulkEditState = (typeof BULK_EDIT_STATES)[number]

export const BulkEditSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(BULK_EDIT_KINDS),
  state: z.enum(BULK_EDIT_STATES),
  matched: z.number().int(),
  updated: z.number().int(),
  refused: z.number().int(),
  /** What was asked (the kind's input), as stored. */
  request: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime({ offset: true }),
  undoneAt: z.iso.datetime({ offset: true }).nullable(),
  /** The refusals by rule key, most first (refusals of this edit only). */
  refusedByRule: z.array(z.object({ code: z.string(), count: z.number().int() })),
})
export type BulkEditSummary = z.infer<typeof BulkEditSummarySchema>

export const BulkEditListSchema = z.object({
  items: z.array(BulkEditSummarySchema),
  /** The edit an undo would revert now (the latest one, unless already undone), or null. */
  undoableId: z.string().nullable(),
})
export type BulkEditList = z.infer<typeof BulkEditListSchema>

export const BulkEditIdParamsSchema = z.object({ bulkEditId: z.uuid() })

export const RepriceJobSchema = z.object({
  jobId: z.string(),
  state: z.enum(JOB_STATES),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  /** The edit the job writes: in the accepted answer, and in the job's status once it ends. */
  bulkEditId: z.string().nullable(),
  error: z.string().nullable(),
})
export type RepriceJob = z.infer<typeof RepriceJobSchema>

export const RepriceAcceptedSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('done'), edit: BulkEditSummarySchema }),
  z.object({ mode: z.literal('job'), job: RepriceJobSchema }),
])
export type RepriceAccepted = z.infer<typeof RepriceAcceptedSchema>

/** Undo names the edit the seller saw as last, so a newer edit is never undone by surprise. */
export const UndoInputSchema = z.object({ bulkEditId: z.uuid() })

/**
 * An undo of up to 1000 domains is done in the request; a larger one answers its job, whose
 * listing-history entry (kind `undo`) counts the restored (`updated`) and skipped (`refused`)
 * domains once it ends (decision 279).
 */
export const UndoResultSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('done'),
    undo: BulkEditSummarySchema,
    /** Domains given their old prices and settings back. */
    restored: z.number().int(),
    /** Domains changed again since the edit: the later change wins, they are left as they are. */
    skipped: z.number().int(),
  }),
  z.object({ mode: z.literal('job'), job: RepriceJobSchema }),
])
export type UndoResult = z.infer<typeof UndoResultSchema>
