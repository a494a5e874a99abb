import fc from 'fast-check'

/** The JSON Schema subset our OpenAPI document uses (zod → JSON Schema, draft 2020-12). */
export type JsonSchema = {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  format?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minItems?: number
  maxItems?: number
  items?: JsonSchema
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  default?: unknown
}

/** Generated collections stay small: the fuzzer wants many requests, not big ones. */
const MAX_GENERATED_ITEMS = 5
const MAX_GENERATED_LENGTH = 40

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid()
    case 'email':
      return fc.emailAddress()
    case 'date-time':
      return fc
        .date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString())
    case 'date':
      return fc
        .date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10))
    case 'uri':
      return fc.webUrl()
  }
  const minLength = schema.minLength ?? 0
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 30, MAX_GENERATED_LENGTH))
  const text = fc.string({ minLength, maxLength })
  const longest = schema.maxLength ?? 253
  if (minLength > 4 || longest < 12) return text
  // Domain-shaped strings reach further into our routes than arbitrary text.
  return fc.oneof(
    text,
    fc.domain().filter((d) => d.length >= minLength && d.length <= longest),
  )
}

function numberFor(schema: JsonSchema, isInteger: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1e6) + (isInteger ? 1 : 0)
  const max = schema.maximum ?? (schema.exclusiveMaximum ?? 1e12) - (isInteger ? 1 : 0)
  if (isInteger) {
    return fc.integer({
      min: Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER),
      max: Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER),
    })
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
}

function objectFor(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {}
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [key, child] of Object.entries(properties)) model[key] = arbitraryFromSchema(child)
  const requiredKeys = (schema.required ?? []).filter((key) => key in properties)
  return fc.record(model, { requiredKeys })
}

function forType(schema: JsonSchema, type: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringFor(schema)
    case 'integer':
      return numberFor(schema, true)
    case 'number':
      return numberFor(schema, false)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(schema.items ? arbitraryFromSchema(schema.items) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(
          schema.minItems ?? 0,
          Math.min(schema.maxItems ?? 3, MAX_GENERATED_ITEMS),
        ),
      })
    case 'object':
      return objectFor(schema)
    default:
      return fc.jsonValue()
  }
}

/**
 * Values that satisfy `schema` (mostly: patterns and refinements are not modelled, so some
 * generated values are still refused, which is fine for a fuzzer).
 */
export function arbitraryFromSchema(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum)
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alternative) => arbitraryFromSchema(alternative)))
  }
  if (schema.allOf && schema.allOf.length > 0) return arbitraryFromSchema(schema.allOf[0]!)
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => forType(schema, type)))
  }
  if (schema.type) return forType(schema, schema.type)
  if (schema.properties) return objectFor(schema)
  return fc.jsonValue()
}
