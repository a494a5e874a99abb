import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { passkeys, type PasskeyRow } from '../db/schema/identity.ts'
import type { UserRow } from '../db/schema/users.ts'
import { AppError } from '../http/app-error.ts'
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens.ts'

/** The relying party: the portal's host, and the origins allowed to use its passkeys. */
export type RelyingParty = { id: string; name: string; origins: string[] }

const CHALLENGE_TTL_MS = 5 * 60_000

export function relyingPartyFor(publicUrl: string, ssoBaseUrl: string): RelyingParty {
  const origins = [...new Set([new URL(publicUrl).origin, new URL(ssoBaseUrl).origin])]
  return { id: new URL(publicUrl).hostname, name: 'Namefolio', origins }
}

export async function listPasskeysForUser(db: Db, userId: string): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt))
}

export async function deletePasskey(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id })
  return rows.length > 0
}

function challengeOf(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown
    }
    return typeof data.challenge === 'string' ? data.challenge : ''
  } catch {
    return ''
  }
}

function refused(message = 'The passkey could not be verified.'): AppError {
  return new AppError('INVALID_CREDENTIALS', message, {
    fields: [{ field: 'passkey', code: 'sso.error.passkey' }],
  })
}

/** Options for the browser to create a passkey for `user`; the challenge is kept 5 minutes. */
export async function startPasskeyRegistration(
  db: Db,
  rp: RelyingParty,
  user: UserRow,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await listPasskeysForUser(db, user.id)
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  })
  await issueOneTimeToken(db, {
    purpose: 'webauthn_register',
    userId: user.id,
    ttlMs: CHALLENGE_TTL_MS,
    secret: options.challenge,
  })
  return options
}

export async function finishPasskeyRegistration(
  db: Db,
  rp: RelyingParty,
  user: UserRow,
  input: { name: string; response: RegistrationResponseJSON },
): Promise<PasskeyRow> {
  const challenge = challengeOf(input.response.response.clientDataJSON)
  const token = challenge ? await consumeOneTimeToken(db, 'webauthn_register', challenge) : null
  if (!token || token.userId !== user.id)
    throw refused('This passkey request has expired. Try again.')
  let verification
  try {
    verification = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: false,
    })
  } catch {
    throw refused()
  }
  if (!verification.verified) throw refused()
  const { credential } = verification.registrationInfo
  const [row] = await db
    .insert(passkeys)
    .values({
      userId: user.id,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: input.name,
    })
    .onConflictDoNothing()
    .returning()
  if (!row) throw new AppError('CONFLICT', 'This passkey is already registered.')
  return row
}

/**
 * Options to sign in with a passkey: any discoverable passkey (passwordless), or only the
 * passkeys of `userId` (second step after a password).
 */
export async function startPasskeySignIn(
  db: Db,
  rp: RelyingParty,
  userId: string | null,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const allowed = userId ? await listPasskeysForUser(db, userId) : []
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'preferred',
    ...(userId
      ? { allowCredentials: allowed.map((p) => ({ id: p.credentialId, transports: p.transports })) }
      : {}),
  })
  await issueOneTimeToken(db, {
    purpose: 'webauthn_sign_in',
    userId,
    ttlMs: CHALLENGE_TTL_MS,
    secret: options.challenge,
  })
  return options
}

/** Verifies a passkey assertion; returns the passkey's user. */
export async function finishPasskeySignIn(
  db: Db,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
): Promise<{ userId: string; passkeyId: string }> {
  const challenge = challengeOf(response.response.clientDataJSON)
  const token = challenge ? await consumeOneTimeToken(db, 'webauthn_sign_in', challenge) : null
  if (!token) throw refused('This passkey request has expired. Try again.')
  const [passkey] = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.credentialId, response.id))
    .limit(1)
  if (!passkey || (token.userId && token.userId !== passkey.userId)) throw refused()
  let verification
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: false,
    })
  } catch {
    throw refused()
  }
  if (!verification.verified) throw refused()
  await db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(passkeys.id, passkey.id))
  return { userId: passkey.userId, passkeyId: passkey.id }
}
