/**
 * Saved portfolio views (issue 15; decision 288): a named route view with its filter, sort and
 * columns, stored on the server for the signed-in user so any device opens it.
 *
 * - SavedViewSearchSchema: the filter and sort of a portfolio route, with the names the route's
 *   URL uses (spec §2, §3: `filter` is one §4 status filter, prices are whole dollars, SLD
 *   lengths characters). Strict: a key the route does not read is refused, so a saved view
 *   always opens as saved. Paging is not part of a view.
 * - SavedViewInputSchema: `POST /api/v1/account/portfolio-views` and
 *   `PUT /api/v1/account/portfolio-views/{viewId}` (the whole view each time).
 * - SavedViewSchema / SavedViewListSchema: one view; `GET` answers `{ items }` by name.
 * - A duplicate name (case-insensitive) answers CONFLICT with `savedViews.name.taken`; the
 *   51st view VALIDATION with `savedViews.limit` (`values.max`).
 */
import { z } from 'zod'
import { PORTFOLIO_STATUS_FILTERS } from './portfolio-filter.ts'
import { PORTFOLIO_SORT_KEYS, SORT_ORDERS } from './portfolio-sort.ts'
import { PORTFOLIO_LIST_VIEWS } from './portfolio.contract.ts'
import {
  SAVED_VIEW_COLUMNS_MAX,
  SAVED_VIEW_NAME_MAX,
  SAVED_VIEW_RANGE_KEYS,
} from './saved-views.constants.ts'

const COLUMN_ID_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,47}$/
/** The route's keyword search is cut to this length (the web's portfolio search). */
const KEYWORDS_MAX = 200

const SEARCH_INVALID = { error: 'savedViews.search.invalid' }
const rangeValue = z.number(SEARCH_INVALID).int(SEARCH_INVALID).min(0, SEARCH_INVALID)
const ranges = Object.fromEntries(
  SAVED_VIEW_RANGE_KEYS.map((key) => [key, rangeValue.optional()]),
) as Record<(typeof SAVED_VIEW_RANGE_KEYS)[number], z.ZodOptional<typeof rangeValue>>

export const SavedViewSearchSchema = z.strictObject(
  {
    filter: z.enum(PORTFOLIO_STATUS_FILTERS, SEARCH_INVALID).optional(),
    keywords: z.string(SEARCH_INVALID).trim().max(KEYWORDS_MAX, SEARCH_INVALID).optional(),
    sort: z.enum(PORTFOLIO_SORT_KEYS, SEARCH_INVALID).optional(),
    order: z.enum(SORT_ORDERS, SEARCH_INVALID).optional(),
    leasing: z.boolean(SEARCH_INVALID).optional(),
    ...ranges,
  },
  SEARCH_INVALID,
)
export type SavedViewSearch = z.output<typeof SavedViewSearchSchema>

export const SavedViewInputSchema = z.object({
  name: z
    .string({ error: 'savedViews.name.required' })
    .trim()
    .min(1, 'savedViews.name.required')
    .max(SAVED_VIEW_NAME_MAX, 'savedViews.name.tooLong'),
  view: z.enum(PORTFOLIO_LIST_VIEWS, { error: 'savedViews.view.invalid' }),
  search: SavedViewSearchSchema.default({}),
  columns: z
    .array(z.string().regex(COLUMN_ID_PATTERN, 'savedViews.columns.invalid'), {
      error: 'savedViews.columns.invalid',
    })
    .max(SAVED_VIEW_COLUMNS_MAX, 'savedViews.columns.tooMany')
    .default([]),
})
export type SavedViewInput = z.input<typeof SavedViewInputSchema>

export const SavedViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  view: z.enum(PORTFOLIO_LIST_VIEWS),
  search: SavedViewSearchSchema,
  columns: z.array(z.string()),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
})
export type SavedView = z.infer<typeof SavedViewSchema>

export const SavedViewListSchema = z.object({ items: z.array(SavedViewSchema) })
export type SavedViewList = z.infer<typeof SavedViewListSchema>

export const SavedViewParamsSchema = z.object({ viewId: z.uuid() })

export const DeleteSavedViewResultSchema = z.object({ deleted: z.literal(true), id: z.uuid() })
