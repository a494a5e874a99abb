import { endpoint } from '../http/endpoint.ts'
import type { accountPrivacySchemas as S } from './privacy.schemas.ts'

/** `GET, PATCH v1/account/privacy` (spec §7; decisions 503, 551, 990). */
export const accountPrivacyEndpoints = {
  get: endpoint<typeof S.get>()('GET', '/api/v1/account/privacy'),
  update: endpoint<typeof S.update>()('PATCH', '/api/v1/account/privacy'),
}
