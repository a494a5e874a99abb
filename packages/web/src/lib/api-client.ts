import type { ErrorBody, ErrorCode, FieldError } from '@namefolio/core/http/error.contract'

import { REQUEST_TIMEOUT_MS } from '@namefolio/core/constants/ui-timings'
import { redirectForError, SESSION_ERROR_CODES } from '@namefolio/core/http/session-error'
import { findStepUpRequirement } from '@namefolio/core/auth/step-up'
import {
  endpointPath,
  type Endpoint,
  type EndpointRequest,
  type EndpointResponse,
} from '@namefolio/core/http/endpoint'

/** Codes the client raises itself when no error envelope came back. */
export const CLIENT_ERROR_CODES = ['NETWORK_ERROR', 'TIMEOUT', 'UNEXPECTED_RESPONSE'] as const
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number]

export type ApiErrorCode = ErrorCode | ClientErrorCode

/** A failed call. Components branch on `code`, never on `message`. */
export class ApiError extends Error {
  readonly status: number
  readonly code: ApiErrorCode
  readonly fields: readonly FieldError[]
  readonly body: ErrorBody | null

  constructor(status: number, code: ApiErrorCode, message: string, body: ErrorBody | null = null) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.fields = body?.error.fields ?? []
    this.body = body
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** The server's error envelope `{ error: { code, message, fields? } }` (DESIGN.md §3). */
function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false
  const error = (value as { error: unknown }).error
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  )
}

/**
 * What a call's answer says about the session (spec §8, through core's `redirectForError`):
 * 401 UNAUTHENTICATED, ForceLogin and Authorization go to sign-in with the session-timeout
 * status; HbiDelegationAction with the page-access status; UserAccountSuspended goes to the
 * sign-in service with status=suspended. HbiAction's page does not exist yet: not handled.
 */
export type SessionProblem = { to: 'login' | 'sso'; status: number | 'suspended' }

export function findSessionProblem(error: ApiError): SessionProblem | null {
  // A step-up answer (ForceLogin with the risk needed) is the caller's to handle: its
  // useStepUpAction (features/session/step-up) keeps the action and resumes it after sign-in.
  if (findStepUpRequirement(error) !== null) return null
  if (error.status === 401 && error.code === 'UNAUTHENTICATED') {
    return { to: 'login', status: SESSION_ERROR_CODES.sessionTimeout }
  }
  if ((CLIENT_ERROR_CODES as readonly string[]).includes(error.code)) return null
  const redirect = redirectForError(error.code as ErrorCode)
  if (redirect === null || redirect.to === 'hbi' || redirect.status === null) return null
  return { to: redirect.to, status: redirect.status }
}

type SessionProblemHandler = (problem: SessionProblem, error: ApiError) => void
let sessionProblemHandler: SessionProblemHandler | null = null

/** The app layer decides what a session problem does (invalidate the cache, redirect). */
export function onSessionProblem(handler: SessionProblemHandler): () => void {
  sessionProblemHandler = handler
  return () => {
    if (sessionProblemHandler === handler) sessionProblemHandler = null
  }
}

export type QueryValue = string | number | boolean | null | undefined
export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  /** Query parameters; null and undefined values are left off. */
  query?: Record<string, QueryValue>
  body?: unknown
  signal?: AbortSignal | undefined
  timeoutMs?: number
  /** Report session problems to the handler (default true). */
  reportSessionProblems?: boolean
  /** Extra request headers, e.g. `Idempotency-Key` on writes that move money. */
  headers?: Record<string, string>
}

export function buildApiPath(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.set(name, String(value))
  }
  const search = params.toString()
  return search === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${search}`
}

function timeoutSignal(timeoutMs: number, outer: AbortSignal | undefined) {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const onOuterAbort = () => controller.abort()
  if (outer?.aborted) controller.abort()
  outer?.addEventListener('abort', onOuterAbort, { once: true })
  return {
    signal: controller.signal,
    hasTimedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer)
      outer?.removeEventListener('abort', onOuterAbort)
    },
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** JSON over fetch with the product's cookies (same origin), a timeout and coded errors. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, timeoutMs = REQUEST_TIMEOUT_MS } = options
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const timeout = timeoutSignal(timeoutMs, signal)
  let response: Response
  try {
    response = await fetch(buildApiPath(path, query), {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? null : JSON.stringify(body),
      signal: timeout.signal,
    })
  } catch (cause) {
    if (timeout.hasTimedOut()) {
      throw new ApiError(0, 'TIMEOUT', `No answer from ${path} within ${timeoutMs} ms`)
    }
    if (signal?.aborted) throw cause
    throw new ApiError(0, 'NETWORK_ERROR', `Could not reach ${path}`)
  } finally {
    timeout.dispose()
  }
  const payload = await readJson(response)
  if (response.ok) {
    if (payload === undefined) {
      throw new ApiError(response.status, 'UNEXPECTED_RESPONSE', `${path} did not answer JSON`)
    }
    return payload as T
  }
  const error = isErrorBody(payload)
    ? new ApiError(response.status, payload.error.code, payload.error.message, payload)
    : new ApiError(response.status, 'UNEXPECTED_RESPONSE', `${path} answered ${response.status}`)
  if (options.reportSessionProblems !== false) {
    const problem = findSessionProblem(error)
    if (problem !== null) sessionProblemHandler?.(problem, error)
  }
  throw error
}

export function apiGet<T>(
  path: string,
  query?: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<T> {
  return apiRequest<T>(path, { query, signal })
}

export type CallOptions = Pick<
  ApiRequestOptions,
  'signal' | 'timeoutMs' | 'reportSessionProblems' | 'headers'
>

/**
 * Calls an endpoint declared in core (decision 990): its method and path come from the
 * endpoint, `params` fill the path, and the answer is typed by the endpoint's response schema.
 */
export function callEndpoint<E extends Endpoint>(
  target: E,
  request: EndpointRequest<E>,
  options: CallOptions = {},
): Promise<EndpointResponse<E>> {
  const { params, query, body } = request as {
    params?: Record<string, string | number>
    query?: Record<string, QueryValue>
    body?: unknown
  }
  return apiRequest<EndpointResponse<E>>(endpointPath(target, params), {
    ...options,
    method: target.method,
    query,
    body,
  })
}
