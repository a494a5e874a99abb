import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ErrorBody, ErrorCode, FieldError } from '@namefolio/core/http/error.contract'
import { html } from '../public/page-document.ts'
import { sendHtml } from '../public/public-http.ts'
import { renderPublicPage } from '../public/public-layout.ts'
import { AppError, HTTP_STATUS_BY_CODE } from './app-error.ts'
import { wantsHtml } from './zod-app.ts'

/** A spec message key (`sso.error.passwordMismatch`), as core schemas give their messages. */
export const MESSAGE_KEY_PATTERN = /^[a-zA-Z]+(\.[a-zA-Z0-9]+)+$/

function errorBody(code: ErrorCode, message: string, fields?: FieldError[]): ErrorBody {
  return { error: { code, message, ...(fields && fields.length > 0 ? { fields } : {}) } }
}

function codeForFrameworkError(error: FastifyError): ErrorCode {
  const status = error.statusCode ?? 500
  if (status === 413) return 'PAYLOAD_TOO_LARGE'
  if (status === 429) return 'RATE_LIMITED'
  if (status === 404) return 'NOT_FOUND'
  if (status === 401) return 'UNAUTHENTICATED'
  if (status === 403) return 'FORBIDDEN'
  if (status >= 400 && status < 500) return 'MALFORMED_INPUT'
  return 'INTERNAL'
}

/**
 * PostgreSQL errors that only hostile input causes: a NUL character in text ("invalid byte
 * sequence", 22021) or in jsonb ("unsupported Unicode escape sequence", 22P05). The NUL guard
 * refuses these before any route runs; this is the backstop for input that reaches the
 * database by another way (decision 930).
 */
const INPUT_REFUSED_BY_DATABASE = new Set(['22021', '22P05'])

/** The SQLSTATE of a database error, also when Drizzle wraps it (as `cause`). */
function sqlStateOf(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return null
}

/**
 * What Fastify answers before any route or hook runs (a malformed URL such as a bare `%` or
 * invalid UTF-8 in a parameter, a parameter over the length limit): the same envelope as
 * every other error, without echoing the URL back (issue 12). Passed as `frameworkErrors`.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  // No hook runs for these, so the headers every answer carries are set here.
  reply.header('x-request-id', request.id).header('x-content-type-options', 'nosniff')
  const status = error.statusCode ?? 400
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed before routing')
    return reply.status(500).send(errorBody('INTERNAL', 'Something went wrong on our side.'))
  }
  request.log.info({ code: error.code }, 'malformed URL refused')
  const message =
    status === 414 ? 'A part of the address is too long.' : 'The address is not valid.'
  return reply.status(status).send(errorBody('MALFORMED_INPUT', message))
}

/**
 * The one error handler (DESIGN.md §3): every failure answers the error envelope; 4xx are
 * logged at info, 5xx at error with the request id, and 5xx bodies never carry internals.
 */
export type PageFallback = (request: FastifyRequest) => { status: number; html: string } | null

export function registerErrorHandler(
  app: FastifyInstance,
  options: { pageFallback?: PageFallback | null } = {},
): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      request.log.info({ code: error.code }, error.message)
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds))
      }
      if (error.code === 'RATE_LIMITED' && isPageForm(request)) {
        return sendRateLimitedPage(request, reply, error.message)
      }
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.fields))
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldError[] = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        // Core schemas carry the spec's message keys as their messages; others fall back to
        // the zod issue kind (too_small, invalid_type, ...).
        code: MESSAGE_KEY_PATTERN.test(issue.message ?? '')
          ? (issue.message as string)
          : issue.keyword,
      }))
      request.log.info({ fields }, 'request validation failed')
      return reply
        .status(400)
        .send(
          errorBody('MALFORMED_INPUT', `Invalid ${error.validationContext ?? 'request'}`, fields),
        )
    }
    const sqlState = sqlStateOf(error)
    if (sqlState && INPUT_REFUSED_BY_DATABASE.has(sqlState)) {
      // A warning, not info: some route let unstorable text through to the database.
      request.log.warn({ sqlState }, 'database refused the input')
      return reply
        .status(400)
        .send(errorBody('MALFORMED_INPUT', 'The request holds characters we cannot store.'))
    }
    const code = codeForFrameworkError(error)
    const status = code === 'INTERNAL' ? 500 : (error.statusCode ?? HTTP_STATUS_BY_CODE[code])
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply.status(500).send(errorBody('INTERNAL', 'Something went wrong on our side.'))
    }
    request.log.info({ err: { message: error.message, code: error.code } }, 'request refused')
    return reply.status(status).send(errorBody(code, error.message))
  })

  app.setNotFoundHandler((request, reply) => {
    const page = options.pageFallback?.(request)
    if (page) {
      return reply
        .status(page.status)
        .type('text/html')
        .header('cache-control', 'no-cache')
        .send(page.html)
    }
    return reply
      .status(404)
      .send(errorBody('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`))
  })
}

/** A form posted from one of our pages (sign-in, sign-up, lander), as opposed to the API. */
function isPageForm(request: FastifyRequest): boolean {
  return (
    request.method === 'POST' &&
    !request.url.startsWith('/api/') &&
    wantsHtml(request.headers.accept)
  )
}

/** The page the form was on, from the Referer when it is ours; else the home page. */
function formPageOf(request: FastifyRequest): string {
  try {
    const referer = new URL(request.headers.referer ?? '')
    return referer.host === request.host ? `${referer.pathname}${referer.search}` : '/'
  } catch {
    return '/'
  }
}

/** A person who sent a form too often reads why and when to try again, not the API's JSON. */
function sendRateLimitedPage(request: FastifyRequest, reply: FastifyReply, message: string) {
  const page = renderPublicPage({
    title: 'Too many attempts',
    meta: { robots: 'noindex' },
    body: html`<h1>Too many attempts</h1>
      <p>${message}</p>
      <p><a className="btn" href=${formPageOf(request)}>Back to the form</a></p>`,
  })
  return sendHtml(request, reply, page, { status: 429, cacheControl: 'no-store' })
}
