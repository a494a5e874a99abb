import { z } from 'zod'
import { DEFAULT_LIST_PAGE_SIZE, MAX_LIST_PAGE_SIZE } from '../constants/list-limits.ts'

/** Default page size and offset for every list (spec §9; the constant lives with the others). */
export const DEFAULT_PAGE_SIZE = DEFAULT_LIST_PAGE_SIZE
export const MAX_PAGE_SIZE = MAX_LIST_PAGE_SIZE

export const PageQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
})
export type PageQuery = z.infer<typeof PageQuerySchema>

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().min(0) })
}
