import { z } from 'zod'

/**
 * A WebAuthn credential as the browser sends it (RegistrationResponseJSON when a passkey is
 * added, AuthenticationResponseJSON when one signs in): the envelope both share around the
 * authenticator's own `response`. The fields the verification reads are required, so a body
 * without `response.response` is a 400 rather than a crash (issue 12).
 */
export function webAuthnCredentialSchema<Shape extends z.ZodRawShape>(
  authenticatorResponse: Shape,
) {
  return z.looseObject({
    id: z.string().max(1024),
    rawId: z.string().max(1024),
    type: z.literal('public-key'),
    response: z.looseObject(authenticatorResponse),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  })
}
