import { z } from 'zod'
import { webAuthnCredentialSchema } from './webauthn-credential.contract.ts'

const instant = z.iso.datetime({ offset: true })

export const AccountSecuritySchema = z.object({
  totp: z.object({ isEnabled: z.boolean(), recoveryCodesLeft: z.number() }),
  passkeys: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      createdAt: instant,
      lastUsedAt: instant.nullable(),
    }),
  ),
  federation: z.object({
    /** The configured OpenID provider's name, or null when federation is off. */
    providerName: z.string().nullable(),
    identities: z.array(
      z.object({
        id: z.string(),
        issuer: z.string(),
        email: z.string().nullable(),
        createdAt: instant,
      }),
    ),
  }),
})
export type AccountSecurity = z.infer<typeof AccountSecuritySchema>

export const ActiveSessionSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: instant,
  lastSeenAt: instant,
  authenticatedAt: instant,
  isCurrent: z.boolean(),
})
export type ActiveSessionItem = z.infer<typeof ActiveSessionSchema>
export const ActiveSessionListSchema = z.object({
  items: z.array(ActiveSessionSchema),
  total: z.number(),
})

export const SignInEventSchema = z.object({
  id: z.string(),
  method: z.string(),
  isSuccess: z.boolean(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: instant,
})
export type SignInEventItem = z.infer<typeof SignInEventSchema>
export const SignInEventListSchema = z.object({
  items: z.array(SignInEventSchema),
  total: z.number(),
})

/** TOTP enrolment: the secret and QR code are in this answer only. */
export const TotpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** An SVG data URL of the otpauth:// QR code. */
  qrCode: z.string(),
})
export type TotpEnrolment = z.infer<typeof TotpEnrolmentSchema>

export const TotpCodeInputSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
})
/** Recovery codes in clear: in this answer only. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) })
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>

export const PasskeyNameSchema = z.string().trim().min(1).max(60)
export const FederateGenerateAnswerSchema = z.object({ url: z.string() })

/** A session, passkey or linked sign-in of the account, by its id. */
export const SecurityItemParamsSchema = z.object({ id: z.uuid() })

/** A new passkey: its name and the browser's WebAuthn registration (RegistrationResponseJSON). */
export const PasskeyRegistrationBodySchema = z.object({
  name: PasskeyNameSchema,
  response: webAuthnCredentialSchema({
    clientDataJSON: z.string().max(8192),
    attestationObject: z.string().max(65_536),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
})
export type PasskeyRegistrationBody = z.input<typeof PasskeyRegistrationBodySchema>
export const PasskeyAddedSchema = z.object({ id: z.string(), name: z.string() })
