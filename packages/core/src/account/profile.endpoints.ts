import { endpoint } from '../http/endpoint.ts'
import type { accountProfileSchemas as S } from './profile.schemas.ts'

/** The seller's own profile (spec §7 `POST v1/account/profile`, `PATCH v1/account/prefs`; issue 18). */
export const accountProfileEndpoints = {
  get: endpoint<typeof S.get>()('GET', '/api/v1/account/profile'),
  update: endpoint<typeof S.update>()('POST', '/api/v1/account/profile'),
  updatePrefs: endpoint<typeof S.updatePrefs>()('PATCH', '/api/v1/account/prefs'),
  checkEmail: endpoint<typeof S.checkEmail>()('POST', '/api/v1/account/checkEmail'),
  changeEmail: endpoint<typeof S.changeEmail>()('POST', '/api/v1/account/email', { status: 202 }),
  confirmEmail: endpoint<typeof S.confirmEmail>()('POST', '/api/v1/account/email/confirm'),
  uploadAvatar: endpoint<typeof S.uploadAvatar>()('PUT', '/api/v1/account/avatar'),
  deleteAvatar: endpoint<typeof S.deleteAvatar>()('DELETE', '/api/v1/account/avatar'),
}
