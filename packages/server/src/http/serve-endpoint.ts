import type { FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify'
import type {
  Endpoint,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointReply,
  EndpointSchemas,
} from '@namefolio/core/http/endpoint'
import type { ZodApp } from './zod-app.ts'

/** A request as the endpoint's schemas have validated it. */
export type EndpointHttpRequest<E extends Endpoint> = Omit<
  FastifyRequest,
  'params' | 'query' | 'body'
> & {
  params: EndpointParams<E>
  query: EndpointQuery<E>
  body: EndpointBody<E>
}

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointHttpRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReply<E> | FastifyReply>

type SchemasOf<E extends Endpoint> = E extends Endpoint<infer S> ? S : never

export type ServeOptions<E extends Endpoint> = {
  tags: string[]
  /** The zod schemas named in the endpoint's type in core; the type check holds them equal. */
  schemas: SchemasOf<E>
  /** Route config (rate-limit groups, step-up) as `app.route` takes it. */
  config?: RouteOptions['config']
  summary?: string
  /** Bytes a request body may have, when the app's 1 MiB default is too small (uploads). */
  bodyLimit?: number
}

/**
 * Registers an endpoint declared in core (decision 990): method, path and success status come
 * from the endpoint, the schemas validate the request and serialize the response, and the
 * handler is typed by them. The one cast here bridges our typed handler to Fastify's.
 */
export function serveEndpoint<E extends Endpoint>(
  app: ZodApp,
  target: E,
  options: ServeOptions<E>,
  handler: EndpointHandler<E>,
): void {
  const schemas: EndpointSchemas = options.schemas
  app.route({
    method: target.method,
    url: target.path,
    schema: {
      tags: options.tags,
      ...(options.summary === undefined ? {} : { summary: options.summary }),
      ...(schemas.params === undefined ? {} : { params: schemas.params }),
      ...(schemas.query === undefined ? {} : { querystring: schemas.query }),
      ...(schemas.body === undefined ? {} : { body: schemas.body }),
      response: { [target.status]: schemas.response },
    },
    ...(options.config === undefined ? {} : { config: options.config }),
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    handler: (async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await handler(request as unknown as EndpointHttpRequest<E>, reply)
      if (result === reply) return reply
      return reply.status(target.status).send(result)
    }) as RouteHandlerMethod,
  })
}
