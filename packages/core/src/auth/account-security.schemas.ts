import type { EndpointSchemas } from '../http/endpoint.ts'
import {
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
import { PasskeyChallengeOptionsSchema } from './sign-in.contract.ts'

/**
 * The zod schemas of each `accountSecurityEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const accountSecuritySchemas = {
  overview: { response: AccountSecuritySchema },
  sessions: { response: ActiveSessionListSchema },
  signIns: { response: SignInEventListSchema },
  startTotp: { response: TotpEnrolmentSchema },
  confirmTotp: { body: TotpCodeInputSchema, response: RecoveryCodesSchema },
  newRecoveryCodes: { response: RecoveryCodesSchema },
  passkeyOptions: { response: PasskeyChallengeOptionsSchema },
  addPasskey: { body: PasskeyRegistrationBodySchema, response: PasskeyAddedSchema },
  federateGenerate: { response: FederateGenerateAnswerSchema },
} satisfies Record<string, EndpointSchemas>
