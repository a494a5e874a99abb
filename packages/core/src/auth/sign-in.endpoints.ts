import { endpoint } from '../http/endpoint.ts'
import type { signInSchemas as S } from './sign-in.schemas.ts'

/**
 * The sign-in service's JSON endpoints (decision 990). `POST /api/sso/logout` answers 204 with
 * no body: a plain route, not in this table.
 */
export const signInEndpoints = {
  login: endpoint<typeof S.login>()('POST', '/api/sso/login'),
  secondFactor: endpoint<typeof S.secondFactor>()('POST', '/api/sso/login/second-factor'),
  signup: endpoint<typeof S.signup>()('POST', '/api/sso/signup', { status: 201 }),
  passkeyOptions: endpoint<typeof S.passkeyOptions>()('POST', '/api/sso/passkey/options'),
  passkeyVerify: endpoint<typeof S.passkeyVerify>()('POST', '/api/sso/passkey/verify'),
  validate: endpoint<typeof S.validate>()('GET', '/api/auth/validate'),
  visitor: endpoint<typeof S.visitor>()('GET', '/api/v1/visitor'),
}
