import { expect } from 'vitest'

/**
 * The answer to input that does not match the endpoint's schema: 400 MALFORMED_INPUT, naming
 * each field that failed (in any order).
 */
export function expectMalformedFields(
  res: { statusCode: number; json: () => { error: { code: string; fields: { field: string }[] } } },
  fields: string[],
): void {
  expect(res.statusCode).toBe(400)
  const { error } = res.json()
  expect(error.code).toBe('MALFORMED_INPUT')
  expect(error.fields.map((f) => f.field).sort()).toEqual([...fields].sort())
}
