import { endpoint } from '../http/endpoint.ts'
import type {
  AuthValidateQuerySchema,
  AuthValidateResultSchema,
  SignupInputSchema,
} from './auth.contract.ts'
import type {
  PasskeyChallengeOptionsSchema,
  PasskeyOptionsBodySchema,
  PasskeyVerifyBodySchema,
  SignInAnswerSchema,
  SsoLoginAnswerSchema,
  SsoLoginBodySchema,
  SsoSecondFactorBodySchema,
  VisitorSchema,
} from './sign-in.contract.ts'

/**
 * The sign-in service's JSON endpoints (decision 990). `POST /api/sso/logout` answers 204 with
 * no body: a plain route, not in this table.
 */
export const signInEndpoints = {
  login: endpoint<{ body: typeof SsoLoginBodySchema; response: typeof SsoLoginAnswerSchema }>()(
    'POST',
    '/api/sso/login',
  ),
  secondFactor: endpoint<{
    body: typeof SsoSecondFactorBodySchema
    response: typeof SignInAnswerSchema
  }>()('POST', '/api/sso/login/second-factor'),
  signup: endpoint<{ body: typeof SignupInputSchema; response: typeof SignInAnswerSchema }>()(
    'POST',
    '/api/sso/signup',
    { status: 201 },
  ),
  passkeyOptions: endpoint<{
    body: typeof PasskeyOptionsBodySchema
    response: typeof PasskeyChallengeOptionsSchema
  }>()('POST', '/api/sso/passkey/options'),
  passkeyVerify: endpoint<{
    body: typeof PasskeyVerifyBodySchema
    response: typeof SignInAnswerSchema
  }>()('POST', '/api/sso/passkey/verify'),
  validate: endpoint<{
    query: typeof AuthValidateQuerySchema
    response: typeof AuthValidateResultSchema
  }>()('GET', '/api/auth/validate'),
  visitor: endpoint<{ response: typeof VisitorSchema }>()('GET', '/api/v1/visitor'),
}
