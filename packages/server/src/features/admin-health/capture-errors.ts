import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Db } from '../../db/client.ts'
import type { Jobs } from '../../jobs/jobs.ts'
import { recordRecentError } from './recent-errors.repository.ts'

/**
 * What may be kept of an error: its class and first line. Database errors name the failed
 * query and its parameters (which may hold personal data), so only their SQLSTATE is kept.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return 'Unknown error'
  const state = (error as { code?: unknown; cause?: { code?: unknown } }).cause?.code
  if (error.message.startsWith('Failed query')) {
    return `Database query failed${typeof state === 'string' ? ` (SQLSTATE ${state})` : ''}`
  }
  return `${error.name}: ${error.message.split('\n')[0] ?? ''}`.slice(0, 500)
}

const failures = new WeakMap<FastifyRequest, string>()

/**
 * Keeps every 5xx answer and every failed job in `recent_errors` (issue 19, decision 1346):
 * method and route template, the error's class and first line, the request or job id. Never
 * the body, the query string or the headers. Recording never fails the request or the job.
 */
export function captureRecentErrors(app: FastifyInstance, db: Db, jobs: Jobs): void {
  app.addHook('onError', async (request, _reply, error) => {
    failures.set(request, describeError(error))
  })
  // onSend, not onResponse: the row is written before the answer leaves, so whoever reads the
  // health page after a 5xx finds it there.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 500) return payload
    const route = request.routeOptions.url ?? request.url.split('?')[0] ?? ''
    await recordRecentError(db, {
      source: 'request',
      location: `${request.method} ${route}`,
      message: failures.get(request) ?? `Answered ${reply.statusCode}`,
      reference: request.id,
    }).catch((error: unknown) => request.log.warn({ err: error }, 'recent error not kept'))
    return payload
  })
  jobs.onFailure(({ queue, jobId, message }) =>
    recordRecentError(db, {
      source: 'job',
      location: queue,
      message: message.split('\n')[0]?.slice(0, 500) ?? '',
      reference: jobId,
    }).catch(() => undefined),
  )
}
