import { z } from 'zod'
import { API_SCOPES } from './api-token.constants.ts'

/**
 * Apps registered for the OAuth authorization-code flow (decision 654): a name and the
 * redirect URIs a code may be sent to (https, or a loopback address for desktop tools).
 */
export const OAUTH_CLIENT_MAX_REDIRECT_URIS = 5

const HTTPS_URI = /^https:\/\/[^\s/?#@]+(?:[/?][^\s#]*)?$/i
const LOOPBACK_URI = /^http:\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?(?:[/?][^\s#]*)?$/i

/** https, or plain http on a loopback address; never a fragment (RFC 6749 §3.1.2). */
export function isAllowedRedirectUri(value: string): boolean {
  return HTTPS_URI.test(value) || LOOPBACK_URI.test(value)
}

export const RedirectUriSchema = z
  .string()
  .trim()
  .max(2048)
  .refine(isAllowedRedirectUri, { message: 'oauth.error.insecureRedirect' })

export const CreateOAuthClientInputSchema = z.object({
  name: z.string().trim().min(1).max(80),
  redirectUris: z.array(RedirectUriSchema).min(1).max(OAUTH_CLIENT_MAX_REDIRECT_URIS),
})
export type CreateOAuthClientInput = z.infer<typeof CreateOAuthClientInputSchema>

export const OAuthClientSchema = z.object({
  clientId: z.string(),
  name: z.string(),
  redirectUris: z.array(z.string()),
  createdAt: z.string(),
})
export type OAuthClient = z.infer<typeof OAuthClientSchema>

export const OAuthClientListSchema = z.object({
  items: z.array(OAuthClientSchema),
  total: z.number(),
})

/** What the consent page shows: the app, who registered it, and the scopes asked for. */
export const OAuthConsentQuerySchema = z.object({
  client_id: z.string().max(100),
  redirect_uri: z.string().max(2048),
  scope: z.string().max(200),
})
export const OAuthConsentSchema = z.object({
  clientId: z.string(),
  name: z.string(),
  ownerName: z.string(),
  redirectOrigin: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
})
export type OAuthConsent = z.infer<typeof OAuthConsentSchema>

/** DELETE /api/v1/account/oauth/clients/{clientId}: removes one registered app (204). */
export const OAuthClientParamsSchema = z.object({ clientId: z.uuid() })
