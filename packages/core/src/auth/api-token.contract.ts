import { z } from 'zod'
import { type ApiScopeArea, API_SCOPES, type ApiScope } from './api-token.constants.ts'
export type ApiAccess = 'read' | 'write'

/** Whether granted scopes allow `access` to `area`: write includes read. */
export function hasScope(
  granted: readonly string[],
  area: ApiScopeArea,
  access: ApiAccess,
): boolean {
  return (
    granted.includes(`${area}:write`) || (access === 'read' && granted.includes(`${area}:read`))
  )
}

export const ApiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.string()),
  clientOrigin: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
})
export type ApiToken = z.infer<typeof ApiTokenSchema>

export const ApiTokenListSchema = z.object({ items: z.array(ApiTokenSchema), total: z.number() })

export const CreateApiTokenInputSchema = z.object({
  name: z.string().trim().min(1).max(80),
  scopes: z.array(z.enum(API_SCOPES)).min(1).max(API_SCOPES.length),
  /** Days until it stops working; none means it lasts until revoked. */
  expiresInDays: z.number().int().min(1).max(366).nullable().optional(),
})
export type CreateApiTokenInput = z.infer<typeof CreateApiTokenInputSchema>

/** The token secret is in this answer only: it is never shown again. */
export const CreatedApiTokenSchema = z.object({ token: ApiTokenSchema, secret: z.string() })
export type CreatedApiToken = z.infer<typeof CreatedApiTokenSchema>

/** `GET /api/v1/account/oauth/code` (authorization-code flow with PKCE S256). */
export const OAuthCodeQuerySchema = z.object({
  response_type: z.literal('code'),
  /** A registered app (decision 654); `redirect_uri` must be one of its redirect URIs. */
  client_id: z.string().max(100),
  redirect_uri: z.url().max(2048),
  scope: z.string().max(200),
  state: z.string().max(500).optional(),
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  code_challenge_method: z.literal('S256'),
})
export type OAuthCodeQuery = z.infer<typeof OAuthCodeQuerySchema>
export const OAuthCodeAnswerSchema = z.object({
  code: z.string(),
  /** redirect_uri with code and state added: where the consent page sends the browser. */
  redirectTo: z.string(),
  expiresIn: z.number(),
})

export const OAuthTokenInputSchema = z.object({
  grant_type: z.literal('authorization_code'),
  /** The app the code was issued to (RFC 6749 §4.1.3: required of a public client). */
  client_id: z.string().max(100),
  code: z.string().max(200),
  redirect_uri: z.url().max(2048),
  code_verifier: z.string().min(43).max(128),
})
export const OAuthTokenAnswerSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  scope: z.string(),
  expires_in: z.number().nullable(),
})

/** Splits and checks a space-separated scope string; null if any scope is unknown. */
export function parseScopeString(scope: string): ApiScope[] | null {
  const parts = [...new Set(scope.split(/[\s,]+/).filter(Boolean))]
  if (parts.length === 0) return null
  return parts.every((p) => (API_SCOPES as readonly string[]).includes(p))
    ? (parts as ApiScope[])
    : null
}

/** DELETE /api/v1/account/oauth/{tokenId}: revokes one personal access token (204). */
export const ApiTokenParamsSchema = z.object({ tokenId: z.uuid() })
