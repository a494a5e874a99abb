import type { z } from 'zod'

// One contract per endpoint (decision 990): the method, the path and the zod schemas' types live
// here, in core, once. The web client calls an endpoint by this object and gets its request and
// response types from it; the server registers the route from the same object and must hand it
// the very schemas named in the type, so a path, its schemas and its types cannot drift apart.
// The schemas travel as types only (`import type`), which keeps zod out of the browser bundle.

export const HTTP_METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

/** The zod schemas of one endpoint, by type. `response` is the body of the success status. */
export type EndpointSchemas = {
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType
  response: z.ZodType
}

export type Endpoint<S extends EndpointSchemas = EndpointSchemas> = {
  readonly method: HttpMethod
  /** Fastify-style path: `:name` segments are filled from `params`. */
  readonly path: string
  /** The success status the route answers with (200 unless said). */
  readonly status: number
  /** Never set: carries the schemas' types from core to the server and the web client. */
  readonly schemas?: S
}

/**
 * Declares an endpoint: `endpoint<{ query: typeof XQuerySchema; response: typeof XSchema }>()
 * ('GET', '/api/v1/x')`. Curried so the schema types are given and the rest inferred.
 */
export function endpoint<S extends EndpointSchemas>() {
  return (method: HttpMethod, path: string, options: { status?: number } = {}): Endpoint<S> => ({
    method,
    path,
    status: options.status ?? 200,
  })
}

type SchemaOf<E extends Endpoint, K extends keyof EndpointSchemas> =
  E extends Endpoint<infer S> ? (K extends keyof S ? S[K] : undefined) : never

type InputOf<T> = T extends z.ZodType ? z.input<T> : undefined
type OutputOf<T> = T extends z.ZodType ? z.output<T> : undefined

/** What a caller sends: `params`, `query` and `body`, each only where the endpoint has one. */
export type EndpointRequest<E extends Endpoint> = (SchemaOf<E, 'params'> extends z.ZodType
  ? { params: InputOf<SchemaOf<E, 'params'>> }
  : { params?: undefined }) &
  (SchemaOf<E, 'query'> extends z.ZodType
    ? { query: InputOf<SchemaOf<E, 'query'>> }
    : { query?: undefined }) &
  (SchemaOf<E, 'body'> extends z.ZodType
    ? { body: InputOf<SchemaOf<E, 'body'>> }
    : { body?: undefined })

/** What the caller receives: the response schema's output. */
export type EndpointResponse<E extends Endpoint> = OutputOf<SchemaOf<E, 'response'>>

/** What the server handler returns: the response schema's input (serialized by the route). */
export type EndpointReply<E extends Endpoint> = InputOf<SchemaOf<E, 'response'>>

/** What the server handler reads, after validation. */
export type EndpointParams<E extends Endpoint> = OutputOf<SchemaOf<E, 'params'>>
export type EndpointQuery<E extends Endpoint> = OutputOf<SchemaOf<E, 'query'>>
export type EndpointBody<E extends Endpoint> = OutputOf<SchemaOf<E, 'body'>>

/** The endpoint's path with its `:name` segments filled in, each percent-encoded. */
export function endpointPath(
  target: Pick<Endpoint, 'path'>,
  params: Record<string, string | number> | undefined,
): string {
  return target.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined) throw new Error(`${target.path} needs the parameter ${name}`)
    return encodeURIComponent(String(value))
  })
}
