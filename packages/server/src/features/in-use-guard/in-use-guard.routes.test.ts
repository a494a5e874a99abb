import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { listedDomain } from '../../test/listed-domain.ts'
import { startTestWorld } from './in-use-guard.test-world.ts'

// Issue 24: the seller sees "Buy now paused: site detected at …" with "Resume buy now" and
// "Check again now"; every route answers only for the signed-in seller's own domains.

let t: TestApp
let world: Awaited<ReturnType<typeof startTestWorld>>
beforeAll(async () => {
  world = await startTestWorld()
  t = await buildTestApp(world.settings)
})
afterAll(async () => {
  await t.close()
  await world.close()
})

type Session = { headers: { cookie: string } }
const call = (method: 'GET' | 'POST', url: string, who?: Session) =>
  t.app.inject({ method, url, ...(who ? { headers: who.headers } : {}) })

async function pausedDomain() {
  const seller = await t.signedInSeller()
  const domain = await listedDomain(t, seller.user.id, 'routes')
  world.serve(domain.name, 'site')
  const checked = await call('POST', `/api/v1/in-use/domains/${domain.name}/check`, seller)
  expect(checked.statusCode).toBe(200)
  expect(checked.json()).toMatchObject({ paused: true, lastVerdict: 'IN_USE' })
  return { seller, domain }
}

describe('in-use guard routes (issue 24)', () => {
  it('check now pauses a serving domain; the paused list names it; resume lifts the pause', async () => {
    const { seller, domain } = await pausedDomain()
    const list = await call('GET', '/api/v1/in-use/paused', seller)
    expect(list.json()).toMatchObject({ total: 1, items: [{ domainName: domain.name }] })

    const resumed = await call('POST', `/api/v1/in-use/domains/${domain.name}/resume`, seller)
    expect(resumed.statusCode).toBe(200)
    expect(resumed.json()).toMatchObject({ paused: false, detectedAt: null })
    expect((await call('GET', '/api/v1/in-use/paused', seller)).json().total).toBe(0)

    // "The next check may pause again if still in use."
    const again = await call('POST', `/api/v1/in-use/domains/${domain.name}/check`, seller)
    expect(again.json()).toMatchObject({ paused: true })
  })

  it('resuming a domain that is not paused is a 409 with a message key', async () => {
    const seller = await t.signedInSeller()
    const domain = await listedDomain(t, seller.user.id, 'calm')
    const res = await call('POST', `/api/v1/in-use/domains/${domain.name}/resume`, seller)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.fields[0].code).toBe('inUseGuard.error.notPaused')
  })

  it("another seller's domain is a 404 on every route, and is left as it was", async () => {
    const { domain } = await pausedDomain()
    const other = await t.signedInSeller()
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/resume'],
      ['POST', '/check'],
    ] as const) {
      const res = await call(method, `/api/v1/in-use/domains/${domain.name}${path}`, other)
      expect(res.statusCode).toBe(404)
    }
    expect((await call('GET', '/api/v1/in-use/paused', other)).json().total).toBe(0)
  })

  it('a signed-out visitor gets 401, a buyer 403', async () => {
    const buyer = await t.factories.user({ roles: ['buyer'] })
    const asBuyer = { headers: await t.signedIn(buyer) }
    expect((await call('GET', '/api/v1/in-use/paused')).statusCode).toBe(401)
    expect((await call('GET', '/api/v1/in-use/paused', asBuyer)).statusCode).toBe(403)
  })

  it('hostile names are 4xx, never 5xx', async () => {
    const seller = await t.signedInSeller()
    for (const name of ['x'.repeat(300), '%00', "a'or'1'='1.com", '..%2F..%2Fetc', '%E2%80%AE']) {
      for (const path of ['', '/resume', '/check']) {
        const method = path ? 'POST' : 'GET'
        const res = await call(method, `/api/v1/in-use/domains/${name}${path}`, seller)
        expect(res.statusCode, `${method} ${name}${path}`).toBeGreaterThanOrEqual(400)
        expect(res.statusCode, `${method} ${name}${path}`).toBeLessThan(500)
      }
    }
  })

  it('the test controls are admin only', async () => {
    const seller = await t.signedInSeller()
    expect((await call('POST', '/api/v1/test/in-use/run', seller)).statusCode).toBe(403)
  })

  it('every page we serve carries the lander marker the guard recognises (decision 1140)', async () => {
    const seller = await t.signedInSeller()
    const domain = await listedDomain(t, seller.user.id, 'marker')
    const page = await t.app.inject({ method: 'GET', url: `/lander/${domain.name}` })
    expect(page.body).toContain('<meta name="namefolio-lander" content="1"/>')
  })
})
