import { z } from 'zod'

/** Entries one page of the audit log holds. */
export const AUDIT_PAGE_SIZE = 50

/** GET /api/v1/admin/audit: newest first; `action` matches a prefix (`domain.` = every domain action). */
export const AuditQuerySchema = z.object({
  action: z.string().trim().max(100).optional(),
  subjectType: z.string().trim().max(50).optional(),
  subjectId: z.string().trim().max(100).optional(),
  /** The acting admin's e-mail address. */
  actor: z.string().trim().max(320).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
})
export type AuditQuery = z.infer<typeof AuditQuerySchema>

export const AuditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), email: z.string().nullable() }),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  note: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>

export const AuditPageSchema = z.object({
  items: z.array(AuditEntrySchema),
  nextCursor: z.string().nullable(),
})
export type AuditPage = z.infer<typeof AuditPageSchema>
