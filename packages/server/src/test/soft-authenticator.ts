import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'

/**
 * A WebAuthn authenticator in software for server tests: one ES256 credential, "none"
 * attestation, user present and verified. It signs whatever challenge it is given, so tests can
 * show that the server (not the authenticator) refuses stale challenges and foreign credentials.
 */
export type SoftAuthenticator = {
  credentialId: string
  register(input: { challenge: string; origin: string; rpId: string }): RegistrationJson
  assert(input: { challenge: string; origin: string; rpId: string }): AuthenticationJson
}

type RegistrationJson = {
  id: string
  rawId: string
  type: 'public-key'
  clientExtensionResults: Record<string, never>
  response: { clientDataJSON: string; attestationObject: string; transports: string[] }
}

type AuthenticationJson = {
  id: string
  rawId: string
  type: 'public-key'
  clientExtensionResults: Record<string, never>
  response: { clientDataJSON: string; authenticatorData: string; signature: string }
}

const FLAG_USER_PRESENT = 0x01
const FLAG_USER_VERIFIED = 0x04
const FLAG_ATTESTED_DATA = 0x40

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8')
}

function coseKeyOf(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' })
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  )
}

/** A fresh authenticator holding one credential; `credentialId` may be forced (collisions). */
export function createSoftAuthenticator(credentialId = b64url(randomBytes(16))): SoftAuthenticator {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const rawId = Buffer.from(credentialId, 'base64url')
  let signCount = 0

  const authData = (rpId: string, attested: boolean) => {
    signCount += 1
    const head = Buffer.alloc(37)
    sha256(rpId).copy(head, 0)
    head[32] = FLAG_USER_PRESENT | FLAG_USER_VERIFIED | (attested ? FLAG_ATTESTED_DATA : 0)
    head.writeUInt32BE(signCount, 33)
    if (!attested) return head
    const idLength = Buffer.alloc(2)
    idLength.writeUInt16BE(rawId.length)
    return Buffer.concat([head, Buffer.alloc(16), idLength, rawId, coseKeyOf(publicKey)])
  }
  /** The credential as the browser hands it to the page, with the authenticator's response. */
  const credential = <R>(response: R) => ({
    id: credentialId,
    rawId: credentialId,
    type: 'public-key' as const,
    clientExtensionResults: {},
    response,
  })

  return {
    credentialId,
    register({ challenge, origin, rpId }) {
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData(rpId, true)],
        ]),
      )
      return credential({
        clientDataJSON: b64url(clientData('webauthn.create', challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal' as const],
      })
    },
    assert({ challenge, origin, rpId }) {
      const data = clientData('webauthn.get', challenge, origin)
      const authenticatorData = authData(rpId, false)
      const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(data)]), privateKey)
      return credential({
        clientDataJSON: b64url(data),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
      })
    },
  }
}
