import { endpoint } from '../http/endpoint.ts'
import type {
  AccountSecuritySchema,
  ActiveSessionListSchema,
  FederateGenerateAnswerSchema,
  PasskeyAddedSchema,
  PasskeyRegistrationBodySchema,
  RecoveryCodesSchema,
  SignInEventListSchema,
  TotpCodeInputSchema,
  TotpEnrolmentSchema,
} from './account-security.contract.ts'
import type { PasskeyChallengeOptionsSchema } from './sign-in.contract.ts'

/**
 * Account security (/account/security), decision 990. The routes answering 204 with no body
 * (revoking a session or the others, removing a passkey, TOTP or a linked sign-in) are plain
 * routes and not in this table.
 */
export const accountSecurityEndpoints = {
  overview: endpoint<{ response: typeof AccountSecuritySchema }>()(
    'GET',
    '/api/v1/account/security',
  ),
  sessions: endpoint<{ response: typeof ActiveSessionListSchema }>()(
    'GET',
    '/api/v1/account/sessions',
  ),
  signIns: endpoint<{ response: typeof SignInEventListSchema }>()(
    'GET',
    '/api/v1/account/sign-ins',
  ),
  startTotp: endpoint<{ response: typeof TotpEnrolmentSchema }>()('POST', '/api/v1/account/totp'),
  confirmTotp: endpoint<{
    body: typeof TotpCodeInputSchema
    response: typeof RecoveryCodesSchema
  }>()('POST', '/api/v1/account/totp/confirm'),
  newRecoveryCodes: endpoint<{ response: typeof RecoveryCodesSchema }>()(
    'POST',
    '/api/v1/account/recovery-codes',
  ),
  passkeyOptions: endpoint<{ response: typeof PasskeyChallengeOptionsSchema }>()(
    'POST',
    '/api/v1/account/passkeys/options',
  ),
  addPasskey: endpoint<{
    body: typeof PasskeyRegistrationBodySchema
    response: typeof PasskeyAddedSchema
  }>()('POST', '/api/v1/account/passkeys', { status: 201 }),
  federateGenerate: endpoint<{ response: typeof FederateGenerateAnswerSchema }>()(
    'POST',
    '/api/account/federate/generate',
  ),
}
