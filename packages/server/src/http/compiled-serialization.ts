import build from 'fast-json-stringify'
import type { FastifyInstance, FastifySerializerCompiler } from 'fastify'
import { z } from 'zod'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Serialize the success response with code compiled from its schema instead of checking it
     * with zod first (decision 1190). For hot lists whose rows the database already shapes.
     */
    compiledSerialization?: boolean
  }
}

type Serialize = (data: unknown) => string

/** One compiled function per schema: two routes answering the same schema share it. */
const compiled = new WeakMap<z.ZodType, Serialize>()

/**
 * A JSON serializer generated from a zod response schema (fast-json-stringify over the schema's
 * JSON Schema, the one OpenAPI shows). It writes the schema's properties only, in its order,
 * and leaves out absent optional ones, as zod's output does; it does not check values (the
 * repository's types and the route tests hold the shape), and a missing required property
 * throws, so a broken row answers 500 rather than a body that breaks the contract.
 */
export function compileResponseSerializer(schema: z.ZodType): Serialize {
  const known = compiled.get(schema)
  if (known) return known
  // OpenAPI 3.0's `nullable: true` is what fast-json-stringify reads without a validator
  // (zod's default `anyOf: [..., null]` would run Ajv on every nullable value).
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'openapi-3.0' })
  const serialize: Serialize = build(jsonSchema as build.AnySchema)
  compiled.set(schema, serialize)
  return serialize
}

const compileRouteSerializer: FastifySerializerCompiler<unknown> = ({ schema }) =>
  compileResponseSerializer(schema as z.ZodType)

/**
 * Routes whose config asks for `compiledSerialization` get the compiled serializer; the others
 * keep the app's zod serializer. Register before the routes (an onRoute hook).
 */
export function registerCompiledSerialization(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.compiledSerialization === true) {
      route.serializerCompiler = compileRouteSerializer
    }
  })
}
