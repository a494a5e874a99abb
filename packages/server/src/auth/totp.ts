import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { generateSecret, generateURI, verify } from 'otplib'
import type { Db } from '../db/client.ts'
import { recoveryCodes, totpFactors } from '../db/schema/identity.ts'
import { generateSecret as randomSecret, hashSecret } from './one-time-tokens.ts'
import { isSealed, type SecretBox } from './secret-box.ts'

export const TOTP_ISSUER = 'Namefolio'
const RECOVERY_CODE_COUNT = 10

/** A fresh TOTP secret (base32, 20 bytes) and its otpauth:// URI for the QR code. */
export function createTotpSecret(accountLabel: string): { secret: string; otpauthUrl: string } {
  const secret = generateSecret({ length: 20 })
  return { secret, otpauthUrl: generateURI({ issuer: TOTP_ISSUER, label: accountLabel, secret }) }
}

export async function findTotpFactor(db: Db, userId: string) {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId)).limit(1)
  return row ?? null
}

export async function hasConfirmedTotp(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: totpFactors.userId })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)))
    .limit(1)
  return row !== undefined
}

/** Starts (or restarts) enrolment: the factor is stored unconfirmed, its secret sealed. */
export async function startTotpEnrolment(
  db: Db,
  box: SecretBox,
  userId: string,
  clearSecret: string,
): Promise<void> {
  const secret = box.seal(clearSecret)
  await db
    .insert(totpFactors)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secret, confirmedAt: null, lastUsedStep: null, createdAt: new Date() },
    })
}

/**
 * Checks a 6-digit code against the user's factor (confirmed, or pending when `isEnrolment`),
 * one step of clock drift either way, and never the same step twice (replay). A secret stored
 * in clear before decision 652 still works once and is sealed by that use.
 */
export async function verifyTotpCode(
  db: Db,
  box: SecretBox,
  userId: string,
  code: string,
  options: { isEnrolment?: boolean; now?: Date } = {},
): Promise<boolean> {
  const factor = await findTotpFactor(db, userId)
  if (!factor || !/^\d{6}$/.test(code)) return false
  if (!options.isEnrolment && !factor.confirmedAt) return false
  const epoch = Math.floor((options.now ?? new Date()).getTime() / 1000)
  const isLegacyClear = !isSealed(factor.secret)
  const result = await verify({
    secret: isLegacyClear ? factor.secret : box.open(factor.secret),
    token: code,
    epoch,
    epochTolerance: 30,
    ...(factor.lastUsedStep !== null ? { afterTimeStep: factor.lastUsedStep } : {}),
  })
  if (!result.valid) return false
  const timeStep = 'timeStep' in result ? result.timeStep : Math.floor(epoch / 30)
  // Conditional update: two concurrent uses of one code cannot both win.
  const [updated] = await db
    .update(totpFactors)
    .set({
      lastUsedStep: timeStep,
      ...(isLegacyClear ? { secret: box.seal(factor.secret) } : {}),
      ...(options.isEnrolment ? { confirmedAt: new Date() } : {}),
    })
    .where(
      and(
        eq(totpFactors.userId, userId),
        sql`coalesce(${totpFactors.lastUsedStep}, -1) < ${timeStep}`,
      ),
    )
    .returning({ userId: totpFactors.userId })
  return updated !== undefined
}

export async function removeTotp(db: Db, userId: string): Promise<void> {
  await db.delete(totpFactors).where(eq(totpFactors.userId, userId))
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
}

function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '')
}

/** Replaces the user's recovery codes; returns them in clear, to be shown once. */
export async function replaceRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomSecret(8)
      .replace(/[^a-zA-Z0-9]/g, '')
      .toLowerCase()
      .padEnd(10, '7')
    return `${raw.slice(0, 5)}-${raw.slice(5, 10)}`
  })
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashSecret(normaliseRecoveryCode(code)) })))
  return codes
}

/** Uses up one recovery code; false when it is unknown or already used. */
export async function useRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  const [row] = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashSecret(normaliseRecoveryCode(code))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id })
  return row !== undefined
}

export async function countRecoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
  return row?.n ?? 0
}
