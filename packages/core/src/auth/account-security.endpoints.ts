import { endpoint } from '../http/endpoint.ts'
import type { accountSecuritySchemas as S } from './account-security.schemas.ts'

/**
 * Account security (/account/security), decision 990. The routes answering 204 with no body
 * (revoking a session or the others, removing a passkey, TOTP or a linked sign-in) are plain
 * routes and not in this table.
 */
export const accountSecurityEndpoints = {
  overview: endpoint<typeof S.overview>()('GET', '/api/v1/account/security'),
  sessions: endpoint<typeof S.sessions>()('GET', '/api/v1/account/sessions'),
  signIns: endpoint<typeof S.signIns>()('GET', '/api/v1/account/sign-ins'),
  startTotp: endpoint<typeof S.startTotp>()('POST', '/api/v1/account/totp'),
  confirmTotp: endpoint<typeof S.confirmTotp>()('POST', '/api/v1/account/totp/confirm'),
  newRecoveryCodes: endpoint<typeof S.newRecoveryCodes>()('POST', '/api/v1/account/recovery-codes'),
  passkeyOptions: endpoint<typeof S.passkeyOptions>()('POST', '/api/v1/account/passkeys/options'),
  addPasskey: endpoint<typeof S.addPasskey>()('POST', '/api/v1/account/passkeys', { status: 201 }),
  federateGenerate: endpoint<typeof S.federateGenerate>()('POST', '/api/account/federate/generate'),
}
