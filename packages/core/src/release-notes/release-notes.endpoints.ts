import { endpoint } from '../http/endpoint.ts'
import type { MarkReleaseNotesReadSchema, ReleaseNotesSchema } from './release-notes.contract.ts'

/** The portal's "What's new" panel (spec §7 `GET /v1/rad/releaseNotes`; decision 1024). */
export const releaseNotesEndpoints = {
  list: endpoint<{ response: typeof ReleaseNotesSchema }>()('GET', '/api/v1/rad/releaseNotes'),
  markRead: endpoint<{
    body: typeof MarkReleaseNotesReadSchema
    response: typeof ReleaseNotesSchema
  }>()('POST', '/api/v1/rad/releaseNotes/read'),
}
