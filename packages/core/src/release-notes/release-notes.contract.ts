import { z } from 'zod'

/** A release note id: a stable slug, since reads are stored by it (decision 1024). */
export const RELEASE_NOTE_ID_PATTERN = /^\d{4}-\d{2}-\d{2}-[a-z0-9-]{1,60}$/

export const ReleaseNoteIdSchema = z.string().regex(RELEASE_NOTE_ID_PATTERN)

/** One entry of `GET /v1/rad/releaseNotes` (spec §7 "Other"). */
export const ReleaseNoteSchema = z.object({
  id: ReleaseNoteIdSchema,
  /** The day it shipped, yyyy-MM-dd. */
  publishedOn: z.iso.date(),
  title: z.string(),
  body: z.string(),
  /** A portal path where the person can try it, when there is one. */
  path: z.string().startsWith('/').nullable(),
  isRead: z.boolean(),
})
export type ReleaseNote = z.infer<typeof ReleaseNoteSchema>

export const ReleaseNotesSchema = z.object({
  notes: z.array(ReleaseNoteSchema),
  unreadCount: z.number().int().nonnegative(),
})
export type ReleaseNotes = z.infer<typeof ReleaseNotesSchema>

/** Marks the notes the person has seen (the panel sends the ids it showed). */
export const MarkReleaseNotesReadSchema = z.strictObject({
  ids: z.array(ReleaseNoteIdSchema).min(1).max(200),
})
export type MarkReleaseNotesRead = z.infer<typeof MarkReleaseNotesReadSchema>
