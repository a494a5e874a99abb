import { hash, verify } from '@node-rs/argon2'

// @node-rs/argon2 defaults to argon2id; these are OWASP's minimum recommended parameters.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/** A hash to verify against when the e-mail is unknown, so timing does not reveal accounts. */
let decoyHash: Promise<string> | null = null
export function getDecoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-never-matches')
  return decoyHash
}
