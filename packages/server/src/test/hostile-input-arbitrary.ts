import fc from 'fast-check'
import { arbitraryFromSchema, type JsonSchema } from './json-schema-arbitrary.ts'

/** Text an attacker or a broken client sends: control characters, traversal, injection, size. */
const HOSTILE_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b.com',
  '\u0000'.repeat(64),
  '../../../etc/passwd',
  '..',
  '.',
  '%',
  '%00',
  '%25',
  '\\',
  "'; drop table domains; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  'ドメイン.com',
  'xn--',
  'xn--zz--.com',
  '\ud800',
  '\uffff\ufffe',
  '\u202eevil.com',
  '🙂'.repeat(100),
  'a'.repeat(300),
  'a'.repeat(70_000),
  `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.com`,
  '-1',
  '0',
  '1e309',
  '-9223372036854775809',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'a.com.',
  '.com',
  'EXAMPLE.COM',
  '2024-02-30',
  '9999-99-99T99:99:99Z',
] as const

/** Percent-encodings a client may send as they are: NUL, a bare %, bad escapes, invalid UTF-8. */
const RAW_URL_PIECES = [
  '%00',
  '%',
  '%ZZ',
  '%ED%A0%80',
  '%FF',
  '%C0%AE',
  '%2e%2e',
  '..%2F..%2F',
  '%2F',
  '..',
  '.',
  '',
] as const

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
)

/** Percent-encodes any string; lone surrogates (which encodeURIComponent throws on) as U+FFFD. */
export function encodeForUrl(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return [...Buffer.from(value, 'utf8')]
      .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
      .join('')
  }
}

/** A URL-ready path segment: hostile text (encoded), raw bad escapes, or a real id. */
export function hostilePathSegment(
  schema: JsonSchema,
  realValues: readonly string[],
): fc.Arbitrary<string> {
  const hostile = [
    { weight: 1, arbitrary: hostileText.map(encodeForUrl) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_PIECES) },
    {
      weight: 1,
      arbitrary: arbitraryFromSchema(schema).map((value) => encodeForUrl(String(value))),
    },
  ]
  if (realValues.length === 0) return fc.oneof(...hostile)
  const real = fc.constantFrom(...realValues)
  // The real id half the time: only then does the request reach the route's own code.
  return fc.oneof(
    { weight: 3, arbitrary: real.map(encodeForUrl) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(real, fc.constantFrom(...RAW_URL_PIECES))
        .map(([id, piece]) => `${id}${piece}`),
    },
    ...hostile,
  )
}

/** JSON values that break naive code: huge and tiny numbers, wrong types, hostile text. */
export const hostileJsonScalar: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    2 ** 63,
    -(2 ** 63),
    1e15,
    -1,
    -0,
    0.5,
    5e-324,
    true,
    false,
    null,
    [],
    {},
  ),
  fc.double(),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map((n) => Number(n)),
)

export type QueryParameter = { name: string; schema: JsonSchema }

/** Encoded values for one query parameter: hostile, raw escapes, or the same key twice. */
const hostileQueryValues: fc.Arbitrary<string[]> = fc.oneof(
  hostileText.map((value) => [encodeForUrl(value)]),
  fc.constantFrom(...RAW_URL_PIECES).map((piece) => [piece]),
  // The same key twice arrives as an array.
  fc.tuple(hostileText, hostileText).map((pair) => pair.map(encodeForUrl)),
)

function toQueryString(
  parameters: readonly QueryParameter[],
  values: readonly (string[] | null)[],
  extraPairs: readonly [string, string][] = [],
): string {
  const pairs: string[] = []
  values.forEach((encodedValues, index) => {
    for (const value of encodedValues ?? []) pairs.push(`${parameters[index]!.name}=${value}`)
  })
  for (const [key, value] of extraPairs) pairs.push(`${encodeForUrl(key)}=${encodeForUrl(value)}`)
  return pairs.join('&')
}

/**
 * A query string (without `?`): valid values for the declared parameters (so that requests
 * reach the route's code), or valid ones with one made hostile plus unknown keys.
 */
export function hostileQueryString(parameters: readonly QueryParameter[]): fc.Arbitrary<string> {
  const valid = fc.tuple(
    ...parameters.map((parameter) =>
      fc.option(
        arbitraryFromSchema(parameter.schema).map((value) => [encodeForUrl(String(value))]),
        // Each parameter absent half the time: a request with every one valid is rare.
        { nil: null, freq: 2 },
      ),
    ),
  )
  const broken = fc
    .tuple(
      valid,
      fc.nat(),
      hostileQueryValues,
      fc.array(fc.tuple(hostileText, hostileText), { maxLength: 2 }),
    )
    .map(([values, index, hostile, extraPairs]) => {
      const withOneBroken = [...values]
      if (withOneBroken.length > 0) withOneBroken[index % withOneBroken.length] = hostile
      return toQueryString(parameters, withOneBroken, extraPairs)
    })
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 2, arbitrary: valid.map((values) => toQueryString(parameters, values)) },
    { weight: 2, arbitrary: broken },
  )
}

export type FuzzBody = { contentType: string | null; payload: string | Buffer | undefined }

function json(value: unknown): FuzzBody {
  return { contentType: 'application/json', payload: JSON.stringify(value) ?? 'null' }
}

/** One field of a valid object replaced by a hostile value, or removed. */
function withOneFieldBroken(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc
    .tuple(arbitraryFromSchema(schema), fc.nat(), fc.option(hostileJsonScalar))
    .map(([value, index, replacement]) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return replacement
      const keys = Object.keys(schema.properties ?? {})
      const key = keys[index % Math.max(keys.length, 1)]
      if (key === undefined) return value
      const broken: Record<string, unknown> = { ...(value as Record<string, unknown>) }
      if (replacement === null) delete broken[key]
      else broken[key] = replacement
      return broken
    })
}

const DEEP_NESTING = 5_000

/** Bodies that are not JSON, or not what the route expects, under several content types. */
const malformedBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  fc.constantFrom<FuzzBody>(
    { contentType: 'application/json', payload: '{"a":' },
    { contentType: 'application/json', payload: '' },
    { contentType: 'application/json', payload: '\u0000' },
    { contentType: 'application/json', payload: '{"a":"\\u0000"}' },
    { contentType: 'application/json', payload: '{"__proto__":{"isAdmin":true}}' },
    { contentType: 'application/json', payload: '{"constructor":{"prototype":{"x":1}}}' },
    {
      contentType: 'application/json',
      payload: `${'['.repeat(DEEP_NESTING)}${']'.repeat(DEEP_NESTING)}`,
    },
    {
      contentType: 'application/json',
      payload: `${'{"a":'.repeat(DEEP_NESTING)}1${'}'.repeat(DEEP_NESTING)}`,
    },
    { contentType: 'application/json; charset=utf-16', payload: '{}' },
    { contentType: 'application/json', payload: Buffer.from([0xff, 0xfe, 0x7b, 0x7d]) },
    { contentType: 'text/plain', payload: 'a.com' },
    { contentType: 'application/xml', payload: '<a/>' },
    { contentType: 'application/x-www-form-urlencoded', payload: 'a=%00&b=%ZZ&c[d]=1' },
    { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\ngarbage' },
    { contentType: 'multipart/form-data', payload: 'no boundary' },
    { contentType: null, payload: '{}' },
    { contentType: 'application/json', payload: undefined },
  ),
  fc.string({ unit: 'binary', maxLength: 60 }).map((payload) => ({
    contentType: 'application/json',
    payload,
  })),
)

/** A request body for an operation: schema-shaped, broken, arbitrary JSON, or not JSON at all. */
export function hostileBody(schema: JsonSchema | null): fc.Arbitrary<FuzzBody> {
  const choices: fc.Arbitrary<FuzzBody>[] = [
    fc.jsonValue({ maxDepth: 4 }).map(json),
    hostileJsonScalar.map(json),
    malformedBody,
  ]
  if (schema) {
    choices.push(
      arbitraryFromSchema(schema).map(json),
      arbitraryFromSchema(schema).map(json),
      withOneFieldBroken(schema).map(json),
      withOneFieldBroken(schema).map(json),
    )
  } else {
    choices.push(fc.constant({ contentType: null, payload: undefined }))
  }
  return fc.oneof(...choices)
}
