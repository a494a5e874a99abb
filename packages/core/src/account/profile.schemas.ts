import type { EndpointSchemas } from '../http/endpoint.ts'
import {
  AccountProfileSchema,
  AccountProfileUpdateSchema,
  AvatarAnswerSchema,
  AvatarUploadSchema,
  CheckEmailAnswerSchema,
  CheckEmailSchema,
  EmailChangeAnswerSchema,
  EmailChangeSchema,
  EmailConfirmSchema,
  ProfilePrefsPatchSchema,
} from './profile.contract.ts'

/**
 * The zod schemas of each `accountProfileEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const accountProfileSchemas = {
  get: { response: AccountProfileSchema },
  update: { body: AccountProfileUpdateSchema, response: AccountProfileSchema },
  updatePrefs: { body: ProfilePrefsPatchSchema, response: AccountProfileSchema },
  checkEmail: { body: CheckEmailSchema, response: CheckEmailAnswerSchema },
  changeEmail: { body: EmailChangeSchema, response: EmailChangeAnswerSchema },
  confirmEmail: { body: EmailConfirmSchema, response: AccountProfileSchema },
  uploadAvatar: { body: AvatarUploadSchema, response: AvatarAnswerSchema },
  deleteAvatar: { response: AvatarAnswerSchema },
} satisfies Record<string, EndpointSchemas>
