import { z } from 'zod'
import { LoginInputSchema } from './auth.contract.ts'
import { webAuthnCredentialSchema } from './webauthn-credential.contract.ts'

// The sign-in service's JSON (spec §2, §7 /api/sso/...): what the sign-in pages' scripts and
// API clients send, and what they get back.

export const SsoLoginBodySchema = LoginInputSchema.extend({
  path: z.string().max(2048).optional(),
  realm: z.string().max(64).optional(),
})

export const SignedInUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  username: z.string(),
})
/** Signed in: who, and where to go now (the return path, else the role's home). */
export const SignInAnswerSchema = z.object({ user: SignedInUserSchema, redirectTo: z.string() })
export type SignInAnswer = z.infer<typeof SignInAnswerSchema>

/** The password was right; a second factor is due, by one of these methods. */
export const SecondFactorAnswerSchema = z.object({
  secondFactor: z.object({
    challenge: z.string(),
    methods: z.array(z.enum(['totp', 'passkey'])),
  }),
})
export const SsoLoginAnswerSchema = z.union([SignInAnswerSchema, SecondFactorAnswerSchema])

export const SsoSecondFactorBodySchema = z.object({
  challenge: z.string().max(200),
  code: z.string().max(40),
  path: z.string().max(2048).optional(),
})

/** Passkey sign-in: passwordless, or the second step of a sign-in (with its `challenge`). */
export const PasskeyOptionsBodySchema = z.object({ challenge: z.string().max(200).nullish() })

/**
 * WebAuthn options for the browser (PublicKeyCredentialRequestOptionsJSON or
 * PublicKeyCredentialCreationOptionsJSON): the challenge is named, the rest passes through as
 * the WebAuthn library builds it.
 */
export const PasskeyChallengeOptionsSchema = z.looseObject({ challenge: z.string() })

export const PasskeyVerifyBodySchema = z.object({
  challenge: z.string().max(200).nullish(),
  query: z.string().max(4096).optional(),
  response: webAuthnCredentialSchema({
    clientDataJSON: z.string().max(8192),
    authenticatorData: z.string().max(8192),
    signature: z.string().max(8192),
    userHandle: z.string().max(1024).optional(),
  }),
})

/** The visitor's private label (spec §2), from the host they came to. */
export const VisitorSchema = z.object({
  privateLabelId: z.string().nullable(),
  brand: z
    .object({
      name: z.string(),
      logoUrl: z.string().nullable(),
      primaryColor: z.string(),
    })
    .nullable(),
})
export type Visitor = z.infer<typeof VisitorSchema>
