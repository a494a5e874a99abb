import { describe, expect, it } from 'vitest'
import { jobProgress } from '../../db/schema/jobs.ts'
import {
  DEPLOYED_SECRETS,
  testAppForFile,
  uniqueSuffix,
  withTestApp,
  type TestApp,
} from '../../test/build-test-app.ts'
import { listedDomain } from '../../test/listed-domain.ts'

const t = testAppForFile()

async function scrape(app: TestApp['app'], headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: '/metrics', headers })
}

/** The value of the series `name{labels}` in Prometheus text, or null when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | null {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`)
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)\{([^}]*)\} (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const have = match[2]!.split(',')
    if (wanted.every((pair) => have.includes(pair)) && have.length === wanted.length) {
      return Number(match[3])
    }
  }
  return null
}

describe('/metrics in Prometheus format (issue 23, decision 1295)', () => {
  it('counts requests and their latency by route template, unmatched URLs as one label', async () => {
    const before = (await scrape(t.app)).body
    const liveBefore =
      sample(before, 'http_requests_total', {
        method: 'GET',
        route: '/api/health/live',
        status_code: '200',
      }) ?? 0
    for (let i = 0; i < 3; i += 1) await t.app.inject({ method: 'GET', url: '/api/health/live' })
    const strangeUrl = `/api/v9/nothing-${uniqueSuffix()}`
    await t.app.inject({ method: 'GET', url: strangeUrl })

    const res = await scrape(t.app)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    const after = res.body
    expect(
      sample(after, 'http_requests_total', {
        method: 'GET',
        route: '/api/health/live',
        status_code: '200',
      }),
    ).toBe(liveBefore + 3)
    expect(
      sample(after, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/health/live',
      }),
    ).toBeGreaterThanOrEqual(liveBefore + 3)
    expect(
      sample(after, 'http_requests_total', {
        method: 'GET',
        route: 'unmatched',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1)
    expect(after).not.toContain(strangeUrl)
    // Node's defaults come along.
    expect(after).toContain('process_cpu_user_seconds_total')
    expect(after).toContain('nodejs_eventloop_lag_seconds')
  })

  it('labels a route with parameters by its template, not the name asked for', async () => {
    const seller = await t.factories.seller()
    const domain = await listedDomain(t, seller.id, 'metrics')
    await t.app.inject({ method: 'GET', url: `/lander/${domain.name}` })
    const text = (await scrape(t.app)).body
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/lander\/:domain",status_code="200"\} \d+/,
    )
    expect(text).not.toContain(domain.name)
  })

  it('counts lander cache hits and misses of the listing and the page', async () => {
    const seller = await t.factories.seller()
    const domain = await listedDomain(t, seller.id, 'cached')
    const text0 = (await scrape(t.app)).body
    const count = (text: string, name: string, cache: string) => sample(text, name, { cache }) ?? 0
    await t.app.inject({ method: 'GET', url: `/lander/${domain.name}` })
    await t.app.inject({ method: 'GET', url: `/lander/${domain.name}` })
    const text1 = (await scrape(t.app)).body
    for (const cache of ['listing', 'page']) {
      // The first view misses both caches, the second (within their 2 s) hits both.
      expect(count(text1, 'namefolio_lander_cache_misses_total', cache)).toBe(
        count(text0, 'namefolio_lander_cache_misses_total', cache) + 1,
      )
      expect(count(text1, 'namefolio_lander_cache_hits_total', cache)).toBe(
        count(text0, 'namefolio_lander_cache_hits_total', cache) + 1,
      )
    }
  })

  it('reports jobs per queue and state, read when scraped', async () => {
    const queue = `metrics-test-${uniqueSuffix()}`
    await t.db.insert(jobProgress).values([
      { jobId: crypto.randomUUID(), queue, state: 'queued' },
      { jobId: crypto.randomUUID(), queue, state: 'queued' },
      { jobId: crypto.randomUUID(), queue, state: 'running' },
      { jobId: crypto.randomUUID(), queue, state: 'failed' },
      { jobId: crypto.randomUUID(), queue, state: 'completed' },
    ])
    const text = (await scrape(t.app)).body
    expect(sample(text, 'namefolio_jobs', { queue, state: 'waiting' })).toBe(2)
    expect(sample(text, 'namefolio_jobs', { queue, state: 'running' })).toBe(1)
    expect(sample(text, 'namefolio_jobs', { queue, state: 'failed' })).toBe(1)
  })

  it("reports the PostgreSQL pool's connections (none on the embedded database)", async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' })
    const text = (await scrape(t.app)).body
    const total = sample(text, 'namefolio_db_pool_connections', { pool: 'primary' })
    if (t.database.kind === 'postgresql') {
      expect(total).toBeGreaterThanOrEqual(1)
      expect(sample(text, 'namefolio_db_pool_idle_connections', { pool: 'primary' })).toEqual(
        expect.any(Number),
      )
      expect(sample(text, 'namefolio_db_pool_waiting_clients', { pool: 'primary' })).toBe(0)
    } else {
      expect(total).toBeNull()
    }
  })
})

describe('/metrics outside development (decision 1295)', () => {
  const production = { APP_ENV: 'production', ...DEPLOYED_SECRETS }

  it('is absent in production without METRICS_TOKEN', async () => {
    await withTestApp(production, async (own) => {
      expect((await scrape(own.app)).statusCode).toBe(404)
    })
  })

  it('asks for METRICS_TOKEN as a bearer token when it is set', async () => {
    const token = `metrics-${uniqueSuffix()}-${uniqueSuffix()}`
    await withTestApp({ ...production, METRICS_TOKEN: token }, async (own) => {
      const without = await scrape(own.app)
      expect(without.statusCode).toBe(401)
      expect(without.headers['www-authenticate']).toBe('Bearer')
      expect((await scrape(own.app, { authorization: `Bearer ${token}x` })).statusCode).toBe(401)
      expect((await scrape(own.app, { authorization: token })).statusCode).toBe(401)
      const allowed = await scrape(own.app, { authorization: `Bearer ${token}` })
      expect(allowed.statusCode).toBe(200)
      expect(allowed.body).toContain('http_requests_total')
    })
  })
})
