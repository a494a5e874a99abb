import { type ReleaseNotes } from '@namefolio/core/release-notes/release-notes.contract'
import { releaseNotesEndpoints } from '@namefolio/core/release-notes/release-notes.endpoints'
import { releaseNotesSchemas } from '@namefolio/core/release-notes/release-notes.schemas'
import { RELEASE_NOTES } from '@namefolio/core/release-notes/release-notes'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/app-error.ts'
import { requireUser } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { listReadNoteIds, markNotesRead } from './release-notes.repository.ts'

const KNOWN_IDS = new Set(RELEASE_NOTES.map((note) => note.id))

async function notesFor(db: Db, userId: string): Promise<ReleaseNotes> {
  const read = await listReadNoteIds(db, userId)
  const notes = RELEASE_NOTES.map((note) => ({ ...note, isRead: read.has(note.id) }))
  return { notes, unreadCount: notes.filter((note) => !note.isRead).length }
}

/**
 * The portal's "What's new" panel (spec §7 `GET /v1/rad/releaseNotes`; decision 1024): the
 * notes shipped with the product (core), and which of them this person has opened.
 */
export function registerReleaseNotesRoutes(app: ZodApp, deps: { db: Db }): void {
  const tags = ['account']
  serveEndpoint(
    app,
    releaseNotesEndpoints.list,
    { tags, schemas: releaseNotesSchemas.list },
    async (request) => notesFor(deps.db, requireUser(request).id),
  )
  serveEndpoint(
    app,
    releaseNotesEndpoints.markRead,
    { tags, schemas: releaseNotesSchemas.markRead },
    async (request) => {
      const user = requireUser(request)
      const unknown = request.body.ids.filter((id) => !KNOWN_IDS.has(id))
      if (unknown.length > 0) {
        throw new AppError('VALIDATION', 'No such release note.', {
          fields: [{ field: 'ids', code: 'releaseNotes.unknownId', values: { id: unknown[0]! } }],
        })
      }
      await markNotesRead(deps.db, user.id, [...new Set(request.body.ids)])
      return notesFor(deps.db, user.id)
    },
  )
}
