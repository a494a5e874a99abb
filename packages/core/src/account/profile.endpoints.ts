import { endpoint } from '../http/endpoint.ts'
import type {
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

/** The seller's own profile (spec §7 `POST v1/account/profile`, `PATCH v1/account/prefs`; issue 18). */
export const accountProfileEndpoints = {
  get: endpoint<{ response: typeof AccountProfileSchema }>()('GET', '/api/v1/account/profile'),
  update: endpoint<{
    body: typeof AccountProfileUpdateSchema
    response: typeof AccountProfileSchema
  }>()('POST', '/api/v1/account/profile'),
  updatePrefs: endpoint<{
    body: typeof ProfilePrefsPatchSchema
    response: typeof AccountProfileSchema
  }>()('PATCH', '/api/v1/account/prefs'),
  checkEmail: endpoint<{
    body: typeof CheckEmailSchema
    response: typeof CheckEmailAnswerSchema
  }>()('POST', '/api/v1/account/checkEmail'),
  changeEmail: endpoint<{
    body: typeof EmailChangeSchema
    response: typeof EmailChangeAnswerSchema
  }>()('POST', '/api/v1/account/email', { status: 202 }),
  confirmEmail: endpoint<{
    body: typeof EmailConfirmSchema
    response: typeof AccountProfileSchema
  }>()('POST', '/api/v1/account/email/confirm'),
  uploadAvatar: endpoint<{
    body: typeof AvatarUploadSchema
    response: typeof AvatarAnswerSchema
  }>()('PUT', '/api/v1/account/avatar'),
  deleteAvatar: endpoint<{ response: typeof AvatarAnswerSchema }>()(
    'DELETE',
    '/api/v1/account/avatar',
  ),
}
