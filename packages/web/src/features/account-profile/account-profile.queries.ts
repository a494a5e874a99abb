import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type {
  AccountProfile,
  AccountProfileUpdate,
  ProfilePrefsPatch,
} from '@namefolio/core/account/profile.contract'
import { accountProfileEndpoints } from '@namefolio/core/account/profile.endpoints'
import { callEndpoint, isApiError } from '../../lib/api-client'

export const accountProfileKeys = {
  all: ['account', 'profile'] as const,
}

export const accountProfileQueries = {
  profile: () =>
    queryOptions({
      queryKey: accountProfileKeys.all,
      queryFn: ({ signal }) => callEndpoint(accountProfileEndpoints.get, {}, { signal }),
    }),
}

export const accountProfileCalls = {
  update: (body: AccountProfileUpdate) => callEndpoint(accountProfileEndpoints.update, { body }),
  updatePrefs: (body: ProfilePrefsPatch) =>
    callEndpoint(accountProfileEndpoints.updatePrefs, { body }),
  checkEmail: (email: string) =>
    callEndpoint(accountProfileEndpoints.checkEmail, { body: { email } }),
  changeEmail: (email: string) =>
    callEndpoint(accountProfileEndpoints.changeEmail, { body: { email } }),
  confirmEmail: (token: string) =>
    callEndpoint(accountProfileEndpoints.confirmEmail, { body: { token } }),
  uploadAvatar: (image: string) =>
    callEndpoint(accountProfileEndpoints.uploadAvatar, { body: { image } }),
  deleteAvatar: () => callEndpoint(accountProfileEndpoints.deleteAvatar, {}),
}

/** Puts a saved profile in the cache; the session's account data (name, e-mail) refreshes. */
export function rememberProfile(queryClient: QueryClient, profile: AccountProfile): void {
  queryClient.setQueryData(accountProfileKeys.all, profile)
  void queryClient.invalidateQueries({ queryKey: ['session', 'current-user'] })
}

/** The message key the server gave a field of a refused save, or null. */
export function fieldErrorOf(error: unknown, field: string): string | null {
  if (!isApiError(error)) return null
  return error.fields.find((f) => f.field === field)?.code ?? null
}
