import { endpoint } from '../http/endpoint.ts'
import type { AccountPrivacyPatchSchema, AccountPrivacySchema } from './privacy.contract.ts'

/** `GET, PATCH v1/account/privacy` (spec §7; decisions 503, 551, 990). */
export const accountPrivacyEndpoints = {
  get: endpoint<{ response: typeof AccountPrivacySchema }>()('GET', '/api/v1/account/privacy'),
  update: endpoint<{
    body: typeof AccountPrivacyPatchSchema
    response: typeof AccountPrivacySchema
  }>()('PATCH', '/api/v1/account/privacy'),
}
