import type { FastifyInstance } from 'fastify'
import type { JsonSchema } from './json-schema-arbitrary.ts'

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

type OpenApiParameter = { in: string; name: string; required?: boolean; schema?: JsonSchema }
type OpenApiOperation = {
  parameters?: OpenApiParameter[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
}
type OpenApiDocument = { paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>> }

/** One operation of our OpenAPI document, in the shape the fuzzer and access matrix need. */
export type Operation = {
  /** `GET /api/v2/domains/{domainName}`: how tests name and list operations. */
  key: string
  method: Uppercase<HttpMethod>
  /** The OpenAPI path template, `{name}` for path parameters. */
  path: string
  pathParameters: { name: string; schema: JsonSchema }[]
  queryParameters: { name: string; schema: JsonSchema }[]
  /** The JSON body schema, or null when the operation takes no JSON body. */
  jsonBody: JsonSchema | null
}

/** Every operation the app documents at /api/openapi.json (the routes clients can call). */
export async function listOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' })
  const document = res.json<OpenApiDocument>()
  const operations: Operation[] = []
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method]
      if (!operation) continue
      const parameters = operation.parameters ?? []
      const parametersIn = (where: string) =>
        parameters
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, schema: p.schema ?? {} }))
      const upper = method.toUpperCase() as Uppercase<HttpMethod>
      operations.push({
        key: `${upper} ${path}`,
        method: upper,
        path,
        pathParameters: parametersIn('path'),
        queryParameters: parametersIn('query'),
        jsonBody: operation.requestBody?.content?.['application/json']?.schema ?? null,
      })
    }
  }
  return operations
}

/** The URL of `operation` with its path parameters filled from `values` (already encoded). */
export function fillPath(operation: Operation, values: Record<string, string>): string {
  return operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '')
}
