import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './users.ts'
import {
  createdAt,
  credentialUse,
  extensionKey,
  int64,
  optionalRef,
  randomId,
  requiredRef,
  timestamptz,
} from './columns.ts'

/**
 * Mail that was not handed to SMTP (no SMTP_URL): the outbox adapter of DESIGN.md §7, shown at
 * /dev/outbox in development and test.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: randomId(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
)

/**
 * Single-use secrets with an expiry: recovery links, sign-in links, pending second-factor
 * sign-ins, WebAuthn challenges, OpenID Connect state, OAuth authorization codes. Only the
 * SHA-256 of the secret is stored; `data` carries what the step needs (never a secret).
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: randomId(),
    userId: optionalRef(() => users.id, 'cascade'),
    purpose: text().notNull(),
    tokenHash: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_key').on(t.tokenHash),
    index('one_time_tokens_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
  ],
)

/** A user's TOTP second factor; `confirmedAt` null while enrolment is not finished. */
export const totpFactors = pgTable('totp_factors', {
  userId: extensionKey(() => users.id),
  secret: text().notNull(),
  confirmedAt: timestamptz(),
  /** The last accepted 30-second step: a code is never accepted twice. */
  lastUsedStep: int64(),
  createdAt: createdAt(),
})

/** Recovery codes for the second factor, stored as SHA-256 hashes, each usable once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: randomId(),
    userId: requiredRef(() => users.id, 'cascade'),
    codeHash: text().notNull(),
    usedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_key').on(t.userId, t.codeHash)],
)

/** WebAuthn credentials (passkeys). */
export const passkeys = pgTable(
  'passkeys',
  {
    id: randomId(),
    userId: requiredRef(() => users.id, 'cascade'),
    credentialId: text().notNull(),
    publicKey: text().notNull(),
    counter: int64().notNull().default(0),
    transports: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz(),
  },
  (t) => [
    uniqueIndex('passkeys_credential_key').on(t.credentialId),
    index('passkeys_user_idx').on(t.userId),
  ],
)

/** Personal access tokens and OAuth-issued tokens; only the hash of the secret is stored. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: randomId(),
    userId: requiredRef(() => users.id, 'cascade'),
    name: text().notNull(),
    tokenHash: text().notNull(),
    /** The first characters of the token, to recognise it in the list. */
    prefix: text().notNull(),
    scopes: text().array().notNull(),
    /** For tokens issued through the authorization-code flow: the redirect URI's origin. */
    clientOrigin: text(),
    expiresAt: timestamptz(),
    ...credentialUse(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('api_tokens_hash_key').on(t.tokenHash),
    index('api_tokens_user_idx').on(t.userId, t.createdAt),
  ],
)

/**
 * Third-party apps registered by a user for the authorization-code flow (decision 654): public
 * clients (PKCE, no secret); a code is only ever sent to one of `redirectUris`.
 */
export const oauthClients = pgTable(
  'oauth_clients',
  {
    id: randomId(),
    ownerId: requiredRef(() => users.id, 'cascade'),
    name: text().notNull(),
    redirectUris: text().array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('oauth_clients_owner_idx').on(t.ownerId, t.createdAt)],
)
export type OAuthClientRow = typeof oauthClients.$inferSelect

/** External OpenID Connect identities linked to an account. */
export const federatedIdentities = pgTable(
  'federated_identities',
  {
    id: randomId(),
    userId: requiredRef(() => users.id, 'cascade'),
    issuer: text().notNull(),
    subject: text().notNull(),
    email: text(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz(),
  },
  (t) => [
    uniqueIndex('federated_identities_issuer_subject_key').on(t.issuer, t.subject),
    index('federated_identities_user_idx').on(t.userId),
  ],
)

/**
 * Every sign-in attempt: the account's sign-in history (time, IP, user agent) and the
 * failure counts behind growing delays and lockout.
 */
export const signInEvents = pgTable(
  'sign_in_events',
  {
    id: randomId(),
    userId: optionalRef(() => users.id, 'cascade'),
    email: text().notNull(),
    method: text().notNull(),
    isSuccess: boolean().notNull(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_in_events_user_idx').on(t.userId, t.createdAt),
    index('sign_in_events_email_idx').on(t.email, t.createdAt),
  ],
)

/** Requests counted per key and window, shared by every server process (rate limits). */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text().notNull(),
    windowStart: timestamptz().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
)

export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect
export type PasskeyRow = typeof passkeys.$inferSelect
export type ApiTokenRow = typeof apiTokens.$inferSelect
export type FederatedIdentityRow = typeof federatedIdentities.$inferSelect
