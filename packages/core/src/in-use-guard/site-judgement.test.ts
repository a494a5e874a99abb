import { describe, expect, it } from 'vitest'
import { judgeSite, LANDER_MARKER_META, type SiteSighting } from './site-judgement.ts'

const own = { addresses: ['192.0.2.80'], hosts: ['parking.namefolio.test'] }
const page = (body: string, status = 200, contentType = 'text/html; charset=utf-8') => ({
  status,
  contentType,
  body,
})
const realSite = `<!doctype html><html><head><title>Acme</title></head><body>${'Welcome to Acme. '.repeat(8)}</body></html>`
const seen = (over: Partial<SiteSighting>): SiteSighting => ({
  addresses: ['203.0.113.7'],
  cnames: [],
  http: page(realSite),
  ...over,
})

// Issue 24, fifth point: "when a listed domain starts serving a real site that is not our
// lander, its buy-now is paused"; decision 1140 spells out what counts.
describe('judgeSite (issue 24: a real site that is not our lander)', () => {
  it.each([
    ['a 2xx HTML page from addresses not ours is a site in use', seen({}), 'IN_USE'],
    ['our A address is our lander', seen({ addresses: ['192.0.2.80'] }), 'OURS'],
    ['a CNAME to our parking host is ours', seen({ cnames: ['parking.namefolio.test'] }), 'OURS'],
    [
      'a page with our lander marker is ours (behind a proxy)',
      seen({ http: page(`<meta name="${LANDER_MARKER_META}" content="1">${realSite}`) }),
      'OURS',
    ],
    ['NXDOMAIN / no records does not count', seen({ addresses: [] }), 'UNREACHABLE'],
    ['no HTTP answer does not count', seen({ http: null }), 'UNREACHABLE'],
    ['a 404 is no site', seen({ http: page(realSite, 404) }), 'NO_SITE'],
    ['a 503 is no site', seen({ http: page(realSite, 503) }), 'NO_SITE'],
    ['JSON is no site', seen({ http: page(realSite, 200, 'application/json') }), 'NO_SITE'],
    ['an almost empty page is no site', seen({ http: page('<p>ok</p>') }), 'NO_SITE'],
    [
      'one foreign address among ours still needs a page',
      seen({ addresses: ['192.0.2.80', '203.0.113.7'], http: null }),
      'UNREACHABLE',
    ],
  ] as const)('%s', (_rule, sighting, verdict) => {
    expect(judgeSite(sighting, own)).toBe(verdict)
  })
})
