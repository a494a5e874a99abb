import { describe, expect, it } from 'vitest'
import { ErrorBodySchema, FieldErrorSchema } from './error.contract.ts'

describe('error body with message keys and values (spec §8, DESIGN §3)', () => {
  it('carries field errors with the spec message key and its values', () => {
    const body = {
      error: {
        code: 'VALIDATION',
        message: 'Invalid prices',
        fields: [
          { field: 'buynowPrice', code: 'editDomain.prices.buyNow.low', values: { min: 50 } },
        ],
      },
    }
    expect(ErrorBodySchema.parse(body)).toEqual(body)
  })

  it.each([
    [{ error: { code: 'NOPE', message: 'x' } }, false],
    [{ error: { code: 'UserAccountSuspended', message: 'x' } }, true],
  ])('%j valid: %s', (body, ok) => {
    expect(ErrorBodySchema.safeParse(body).success).toBe(ok)
  })

  it('rejects a value that is neither text nor a number', () => {
    expect(FieldErrorSchema.safeParse({ field: 'a', code: 'b', values: { x: true } }).success).toBe(
      false,
    )
  })
})
