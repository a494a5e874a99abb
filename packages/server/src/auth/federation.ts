import { eq, and } from 'drizzle-orm'
import * as oidc from 'openid-client'
import type { Db } from '../db/client.ts'
import { federatedIdentities, type FederatedIdentityRow } from '../db/schema/identity.ts'
import { AppError } from '../http/app-error.ts'
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens.ts'

/**
 * OpenID Connect federation (openid-client): link an external identity to an account and
 * sign in with it. One provider, configured by OIDC_ISSUER / OIDC_CLIENT_ID /
 * OIDC_CLIENT_SECRET; the provider's redirect URI is `{SSO_BASE_URL}/login/federated/callback`.
 */
export type FederationSettings = {
  issuer: string
  clientId: string
  clientSecret: string | null
  name: string
  redirectUri: string
}

export type FederationIntent =
  { kind: 'link'; userId: string } | { kind: 'sign-in'; realm: string; query: string }

const STATE_TTL_MS = 10 * 60_000

/** The provider's answer: the intent the sign-in was started for, and who signed in. */
export type FinishedAuthorization = {
  intent: FederationIntent
  issuer: string
  subject: string
  email: string | null
}

export function createFederation(db: Db, settings: FederationSettings) {
  let config: Promise<oidc.Configuration> | null = null

  function configuration(): Promise<oidc.Configuration> {
    config ??= (async () => {
      const issuer = new URL(settings.issuer)
      const isLoopback = ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname)
      // Plain http is allowed only for a provider on this machine (development and tests).
      const options = isLoopback ? { execute: [oidc.allowInsecureRequests] } : undefined
      return oidc.discovery(
        issuer,
        settings.clientId,
        settings.clientSecret ?? undefined,
        undefined,
        options,
      )
    })().catch((error: unknown) => {
      config = null
      throw error
    })
    return config
  }

  /** The provider's authorization URL; state, nonce and PKCE verifier are kept 10 minutes. */
  async function startAuthorization(intent: FederationIntent): Promise<string> {
    let cfg: oidc.Configuration
    try {
      cfg = await configuration()
    } catch {
      throw new AppError('DEPENDENCY_ISSUE', `${settings.name} is not reachable right now.`)
    }
    const verifier = oidc.randomPKCECodeVerifier()
    const nonce = oidc.randomNonce()
    const state = await issueOneTimeToken(db, {
      purpose: 'oidc',
      userId: intent.kind === 'link' ? intent.userId : null,
      ttlMs: STATE_TTL_MS,
      data: { intent, verifier, nonce },
    })
    return oidc
      .buildAuthorizationUrl(cfg, {
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      })
      .toString()
  }

  /** Completes the provider's redirect: the intent it was started for, and who signed in. */
  async function finishAuthorization(callbackUrl: URL): Promise<FinishedAuthorization> {
    const state = callbackUrl.searchParams.get('state') ?? ''
    const row = state ? await consumeOneTimeToken(db, 'oidc', state) : null
    if (!row) throw new AppError('FORBIDDEN', 'This sign-in has expired. Start again.')
    const data = row.data as { intent: FederationIntent; verifier: string; nonce: string }
    try {
      const cfg = await configuration()
      const tokens = await oidc.authorizationCodeGrant(cfg, callbackUrl, {
        pkceCodeVerifier: data.verifier,
        expectedState: state,
        expectedNonce: data.nonce,
        idTokenExpected: true,
      })
      const claims = tokens.claims()
      if (!claims) throw new Error('no ID token')
      let email = typeof claims.email === 'string' ? claims.email : null
      // Providers that keep the ID token small give the e-mail from the userinfo endpoint.
      if (!email && tokens.access_token) {
        const info = await oidc.fetchUserInfo(cfg, tokens.access_token, claims.sub)
        email = typeof info.email === 'string' ? info.email : null
      }
      return { intent: data.intent, issuer: claims.iss, subject: claims.sub, email }
    } catch {
      throw new AppError('FORBIDDEN', `${settings.name} did not confirm the sign-in.`)
    }
  }

  return { name: settings.name, startAuthorization, finishAuthorization }
}

export type Federation = ReturnType<typeof createFederation>

export async function linkFederatedIdentity(
  db: Db,
  input: { userId: string; issuer: string; subject: string; email: string | null },
): Promise<FederatedIdentityRow> {
  const [row] = await db.insert(federatedIdentities).values(input).onConflictDoNothing().returning()
  if (!row) {
    throw new AppError('CONFLICT', 'That identity is already linked to a Namefolio account.')
  }
  return row
}

export async function findFederatedIdentity(
  db: Db,
  issuer: string,
  subject: string,
): Promise<FederatedIdentityRow | null> {
  const [row] = await db
    .select()
    .from(federatedIdentities)
    .where(and(eq(federatedIdentities.issuer, issuer), eq(federatedIdentities.subject, subject)))
    .limit(1)
  if (row) {
    await db
      .update(federatedIdentities)
      .set({ lastUsedAt: new Date() })
      .where(eq(federatedIdentities.id, row.id))
  }
  return row ?? null
}

export async function listFederatedIdentities(db: Db, userId: string) {
  return db.select().from(federatedIdentities).where(eq(federatedIdentities.userId, userId))
}

export async function unlinkFederatedIdentity(
  db: Db,
  userId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(federatedIdentities)
    .where(and(eq(federatedIdentities.id, id), eq(federatedIdentities.userId, userId)))
    .returning({ id: federatedIdentities.id })
  return rows.length > 0
}
