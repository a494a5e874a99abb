import type { Idempotency } from './idempotency.ts'

/**
 * Runs a money action once per Idempotency-Key: a repeated key replays the first answer
 * (payout requests, lease payoffs).
 */
export async function answerOnce<T>(
  idempotency: Idempotency,
  claim: { userId: string; scope: string; key: string; body: unknown },
  run: () => Promise<T>,
): Promise<T> {
  const { userId, scope, key, body } = claim
  const claimed = await idempotency.claim(userId, scope, key, body)
  if (claimed.kind === 'replay') return claimed.response as T
  const result = await run()
  await idempotency.finish(userId, scope, key, 200, result)
  return result
}
