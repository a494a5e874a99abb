import type { EndpointSchemas } from '../http/endpoint.ts'
import {
  AuthValidateQuerySchema,
  AuthValidateResultSchema,
  SignupInputSchema,
} from './auth.contract.ts'
import {
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
 * The zod schemas of each `signInEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const signInSchemas = {
  login: { body: SsoLoginBodySchema, response: SsoLoginAnswerSchema },
  secondFactor: { body: SsoSecondFactorBodySchema, response: SignInAnswerSchema },
  signup: { body: SignupInputSchema, response: SignInAnswerSchema },
  passkeyOptions: { body: PasskeyOptionsBodySchema, response: PasskeyChallengeOptionsSchema },
  passkeyVerify: { body: PasskeyVerifyBodySchema, response: SignInAnswerSchema },
  validate: { query: AuthValidateQuerySchema, response: AuthValidateResultSchema },
  visitor: { response: VisitorSchema },
} satisfies Record<string, EndpointSchemas>
