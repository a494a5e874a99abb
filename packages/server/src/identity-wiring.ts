import type { FastifyInstance } from 'fastify'
import type { Env } from './config/env.ts'
import type { Database } from './db/client.ts'
import { createFederation } from './auth/federation.ts'
import { relyingPartyFor } from './auth/passkeys.ts'
import { createSecretBox } from './auth/secret-box.ts'
import { registerAccountSecurityRoutes } from './features/account-security/account-security.routes.ts'
import { registerApiTokenRoutes } from './features/api-tokens/api-tokens.routes.ts'
import { createPrivateLabels } from './features/sign-in/private-label.ts'
import { registerSignInRoutes } from './features/sign-in/sign-in.routes.ts'
import { createSignInService } from './features/sign-in/sign-in.service.ts'
import { registerDevOutboxRoutes } from './mail/dev-outbox.routes.ts'
import { createMailer } from './mail/mailer.ts'

/**
 * Identity (issue 9), wired: the mailer (and the development outbox), sign-in with its second
 * factors, recovery and federation, account security and API tokens. Answers the mailer and the
 * sign-in service, which other features use. Called from app.ts.
 */
export function registerIdentity(
  app: FastifyInstance,
  { env, database, secureCookies }: { env: Env; database: Database; secureCookies: boolean },
) {
  const mailer = createMailer({
    db: database.db,
    smtpUrl: env.smtpUrl,
    from: env.mailFrom,
    log: app.log,
  })
  app.addHook('onClose', async () => mailer.close())
  if (env.hasDevConveniences) {
    registerDevOutboxRoutes(app, { db: database.db, ssoBaseUrl: env.ssoBaseUrl })
  }
  const relyingParty = relyingPartyFor(env.publicUrl, env.ssoBaseUrl)
  // TOTP secrets are sealed with the money feature's key (decision 652).
  const secretBox = createSecretBox(env.payments.encryptionKey)
  const federation = env.oidc
    ? createFederation(database.db, {
        ...env.oidc,
        redirectUri: `${env.ssoBaseUrl}/login/federated/callback`,
      })
    : null
  const signIn = createSignInService({
    db: database.db,
    sessionTtlDays: env.sessionTtlDays,
    mailer,
    ssoBaseUrl: env.ssoBaseUrl,
    secretBox,
  })
  registerSignInRoutes(app, {
    db: database.db,
    signIn,
    publicUrl: env.publicUrl,
    secureCookies,
    privateLabels: createPrivateLabels(env.privateLabels),
    relyingParty,
    federation,
    signInAttemptsPerMinute: env.signInAttemptsPerMinute,
  })
  registerAccountSecurityRoutes(app, { db: database.db, relyingParty, federation, secretBox })
  registerApiTokenRoutes(app, { db: database.db })
  return { mailer, signIn }
}
