import { endpoint } from '../http/endpoint.ts'
import type { releaseNotesSchemas as S } from './release-notes.schemas.ts'

/** The portal's "What's new" panel (spec §7 `GET /v1/rad/releaseNotes`; decision 1024). */
export const releaseNotesEndpoints = {
  list: endpoint<typeof S.list>()('GET', '/api/v1/rad/releaseNotes'),
  markRead: endpoint<typeof S.markRead>()('POST', '/api/v1/rad/releaseNotes/read'),
}
