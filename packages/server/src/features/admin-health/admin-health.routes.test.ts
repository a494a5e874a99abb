import Fastify from 'fastify'
import { RECENT_ERRORS_KEPT } from '@namefolio/core/admin/admin-health.contract'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { UserRow } from '../../db/schema/users.ts'
import { createJobs } from '../../jobs/jobs.ts'
import { testAppForFile } from '../../test/build-test-app.ts'
import { captureRecentErrors, describeError } from './capture-errors.ts'
import { listRecentErrors, recordRecentError } from './recent-errors.repository.ts'

const t = testAppForFile({ BACKGROUND_JOBS: 'false' })

async function as(user: UserRow | null) {
  return t.app.inject({
    method: 'GET',
    url: '/api/v1/admin/health',
    headers: user ? await t.signedIn(user) : {},
  })
}

const testJobs = () =>
  createJobs({ database: t.database, databaseUrl: t.env.databaseUrl, pollingIntervalSeconds: 0.5 })

describe('the admin health page (issue 19, decision 1346)', () => {
  it('is for admins only: 401 signed out, 403 for a seller', async () => {
    expect((await as(null)).statusCode).toBe(401)
    expect((await as(await t.factories.seller())).statusCode).toBe(403)
  })

  it('counts a failed job in its queue and keeps it as a recent error, newest first', async () => {
    const jobs = testJobs()
    const fastify = Fastify()
    captureRecentErrors(fastify, t.db, jobs)
    fastify.get('/boom/:id', async () => {
      throw new Error('exploded\nsecond line with details')
    })
    jobs.register('health.test', async () => {
      throw new Error('the registrar did not answer')
    })
    await jobs.start()
    const id = await jobs.send('health.test', {}, { ownerId: null, retryLimit: 0 })
    expect((await jobs.waitFor(id)).state).toBe('failed')
    await jobs.stop()
    const answer = await fastify.inject({ method: 'GET', url: '/boom/42?token=secret' })
    expect(answer.statusCode).toBe(500)
    await fastify.close()

    const admin = await t.factories.user({ roles: ['admin'] })
    const res = await as(admin)
    expect(res.statusCode).toBe(200)
    const health = res.json()
    expect(health.queues).toContainEqual(
      expect.objectContaining({ queue: 'health.test', failed: 1, waiting: 0, running: 0 }),
    )
    const [newest, older] = health.errors
    expect(newest).toMatchObject({
      source: 'request',
      location: 'GET /boom/:id',
      message: 'Error: exploded',
      reference: expect.any(String),
    })
    expect(older).toMatchObject({
      source: 'job',
      location: 'health.test',
      message: 'the registrar did not answer',
      reference: id,
    })
    // Only the route template: never the query string or the rest of the error.
    expect(JSON.stringify(health.errors)).not.toMatch(/secret|second line/)
  })

  it('keeps a 5xx of the app itself by its route and request id (dev/test control)', async () => {
    const url = '/api/v1/test/errors/raise'
    const seller = await t.factories.seller()
    const refused = await t.app.inject({ method: 'POST', url, headers: await t.signedIn(seller) })
    expect(refused.statusCode).toBe(403)
    const admin = await t.factories.user({ roles: ['admin'] })
    const failed = await t.app.inject({ method: 'POST', url, headers: await t.signedIn(admin) })
    expect(failed.statusCode).toBe(500)
    expect((await as(admin)).json().errors[0]).toMatchObject({
      source: 'request',
      location: `POST ${url}`,
      message: 'Error: A test failure an admin asked for',
      reference: failed.headers['x-request-id'],
    })
  })

  it('keeps only the newest errors', async () => {
    await t.db.execute(sql`
      INSERT INTO recent_errors (source, location, message, occurred_at)
      SELECT 'request', 'GET /old', 'old', now() - interval '1 day'
      FROM generate_series(1, ${RECENT_ERRORS_KEPT})`)
    await recordRecentError(t.db, {
      source: 'request',
      location: 'GET /new',
      message: 'new',
      reference: null,
    })
    const counted = await t.db.execute(sql`SELECT count(*)::int AS count FROM recent_errors`)
    const [{ count }] = (counted as unknown as { rows: [{ count: number }] }).rows
    expect(count).toBe(RECENT_ERRORS_KEPT)
    expect((await listRecentErrors(t.db, 1))[0]?.location).toBe('GET /new')
  })

  it('keeps a database error by its SQLSTATE only, never the query or its parameters', () => {
    const error = new Error('Failed query: select * from users where email = $1\nparams: a@b.c', {
      cause: Object.assign(new Error('duplicate key'), { code: '23505' }),
    })
    expect(describeError(error)).toBe('Database query failed (SQLSTATE 23505)')
  })
})
