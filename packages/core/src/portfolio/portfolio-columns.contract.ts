import { z } from 'zod'
import { COLUMN_VIEWS, VIEW_COLUMNS } from './portfolio-columns.ts'

/** The longest list a view can have: every column it knows, each once. */
const MAX_COLUMNS = Math.max(...Object.values(VIEW_COLUMNS).map((columns) => columns.length))

/** `PUT /api/v1/account/portfolio-columns/:view` params (spec §2 views). */
export const ColumnViewParamsSchema = z.object({
  view: z.enum(COLUMN_VIEWS, { message: 'portfolio.columns.error.unknownView' }),
})

/**
 * Its body: the column ids to show, in order. The route checks them against the view's own
 * columns (`portfolio.columns.error.unknownColumn`); none is a valid choice (only the domain
 * and the row menu).
 */
export const ColumnChoiceInputSchema = z.strictObject({
  columns: z
    .array(z.string().min(1).max(64))
    .max(MAX_COLUMNS, { message: 'portfolio.columns.error.tooMany' })
    .refine((columns) => new Set(columns).size === columns.length, {
      message: 'portfolio.columns.error.duplicate',
    }),
})
export type ColumnChoiceInput = z.infer<typeof ColumnChoiceInputSchema>

/** One view's saved choice. */
export const ColumnChoiceSchema = z.object({
  view: z.enum(COLUMN_VIEWS),
  columns: z.array(z.string()),
})
export type ColumnChoice = z.infer<typeof ColumnChoiceSchema>

/**
 * `GET /api/v1/account/portfolio-columns`: the signed-in user's saved choices by view; a view
 * with no entry shows its defaults (core `DEFAULT_VIEW_COLUMNS`).
 */
export const ColumnChoicesSchema = z.object({
  choices: z.partialRecord(z.enum(COLUMN_VIEWS), z.array(z.string())),
})
export type ColumnChoices = z.infer<typeof ColumnChoicesSchema>
