import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/app-error.ts'
import { findKey, insertKeyIfNew, setKeyResponse } from './idempotency-keys.repository.ts'

const KEY = /^[\w.:-]{8,200}$/

/** The Idempotency-Key header (DESIGN.md §3), required on payment and payout requests. */
export function requireIdempotencyKey(request: FastifyRequest, fallback?: string): string {
  const raw = request.headers['idempotency-key'] ?? fallback
  const key = typeof raw === 'string' ? raw.trim() : ''
  if (!KEY.test(key)) {
    throw new AppError(
      'VALIDATION',
      'An Idempotency-Key header is required (8 to 200 characters).',
      {
        fields: [{ field: 'Idempotency-Key', code: 'payments.idempotencyKey.required' }],
      },
    )
  }
  return key
}

export type IdempotentClaim =
  | { kind: 'new' }
  /** Answered before: replay this. */
  | { kind: 'replay'; statusCode: number; response: unknown }
  /** Started before and not finished (a crash or a request in flight): resume with its note. */
  | { kind: 'resume'; note: unknown }

function hashOf(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('base64url')
}

export function createIdempotency(db: Db) {
  return {
    /** Claims a key; the same key with another request body is a conflict. */
    async claim(
      userId: string,
      scope: string,
      key: string,
      body: unknown,
    ): Promise<IdempotentClaim> {
      const ref = { userId, scope, key }
      const requestHash = hashOf(body)
      if (await insertKeyIfNew(db, ref, requestHash)) return { kind: 'new' }
      const row = await findKey(db, ref)
      if (!row) return { kind: 'new' }
      if (row.requestHash !== requestHash) {
        throw new AppError('CONFLICT', 'This Idempotency-Key was used for a different request.')
      }
      if (row.statusCode !== null)
        return { kind: 'replay', statusCode: row.statusCode, response: row.response }
      return { kind: 'resume', note: row.response }
    },
    /** A note for a resumed attempt (the order id), before the outside call. */
    async note(userId: string, scope: string, key: string, note: unknown): Promise<void> {
      await setKeyResponse(db, { userId, scope, key }, { response: note })
    },
    async finish(
      userId: string,
      scope: string,
      key: string,
      statusCode: number,
      response: unknown,
    ): Promise<void> {
      await setKeyResponse(db, { userId, scope, key }, { statusCode, response })
    },
  }
}

export type Idempotency = ReturnType<typeof createIdempotency>
