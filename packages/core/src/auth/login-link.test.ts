import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Environment } from '../config/public-config.contract.ts'
import { LOGIN_LINK_PARAMS } from '../constants/sign-in-params.ts'
import {
  buildLoginUrl,
  findSubdomain,
  formatUrl,
  parseUrl,
  readQueryParams,
  toStagingHost,
  withSessionStatus,
  type CurrentLocation,
  type LoginLinkInput,
} from './login-link.ts'

const SSO = 'https://sso.namefolio.com/login'

function at(href: string): CurrentLocation {
  const { hostname, port, pathname, search, hash } = parseUrl(href)
  return { hostname, port, pathname, search, hash }
}

const params = readQueryParams

function build(overrides: Partial<LoginLinkInput> & { href: string }): string {
  const { href, ...rest } = overrides
  return buildLoginUrl({
    ssoLoginUrl: SSO,
    environment: 'production',
    location: at(href),
    ...rest,
  })
}

describe('buildLoginUrl — spec §2 "Authentication gate"', () => {
  it.each<[string, Partial<LoginLinkInput> & { href: string }, Record<string, string>]>([
    [
      'return path is the current path, query and hash',
      { href: 'https://namefolio.com/portfolio?offset=100&limit=100#top' },
      { path: '/portfolio?offset=100&limit=100#top' },
    ],
    [
      'an explicit path wins over the current one',
      { href: 'https://namefolio.com/portfolio', path: '/account/profile' },
      { path: '/account/profile' },
    ],
    [
      'realm and auth_reason travel when set',
      { href: 'https://namefolio.com/sales', realm: 'idp', authReason: 'step_up' },
      { realm: 'idp', path: '/sales', auth_reason: 'step_up' },
    ],
    [
      'empty realm and auth_reason are left off',
      { href: 'https://namefolio.com/sales', realm: '', authReason: '' },
      { path: '/sales' },
    ],
    [
      'a current host with a subdomain sends it',
      { href: 'https://portal.namefolio.com/portfolio' },
      { subdomain: 'portal', path: '/portfolio' },
    ],
    [
      'a nested subdomain is sent whole',
      { href: 'https://eu.portal.namefolio.com/portfolio' },
      { subdomain: 'eu.portal', path: '/portfolio' },
    ],
    [
      'a bare domain sends no subdomain',
      { href: 'https://namefolio.com/portfolio' },
      { path: '/portfolio' },
    ],
    [
      'localhost sends app=local and the port instead of a subdomain',
      { href: 'http://localhost:5173/portfolio' },
      { port: '5173', app: 'local', path: '/portfolio' },
    ],
    [
      '127.0.0.1 is a local development host too',
      { href: 'http://127.0.0.1:3000/portfolio' },
      { port: '3000', app: 'local', path: '/portfolio' },
    ],
    [
      'a custom local app value is used when given',
      { href: 'http://localhost:3000/', app: 'portal-dev' },
      { port: '3000', app: 'portal-dev', path: '/' },
    ],
    [
      'a non-default port on a real host is sent',
      { href: 'https://portal.namefolio.com:8443/portfolio' },
      { port: '8443', subdomain: 'portal', path: '/portfolio' },
    ],
  ])('%s', (_title, input, expected) => {
    expect(params(build(input))).toEqual(expected)
  })

  it('keeps the sign-in host and path of ssoLoginUrl in production', () => {
    const url = build({ href: 'https://namefolio.com/portfolio' })
    expect(url).toBe(`${SSO}?path=%2Fportfolio`)
  })
})

describe('buildLoginUrl — spec §9: only realm, port, app, path, subdomain and auth_reason', () => {
  it('never sends risk (not on the §9 list)', () => {
    const url = build({ href: 'https://namefolio.com/x', realm: 'idp', risk: 'high' })
    expect(params(url)).toEqual({ realm: 'idp', path: '/x' })
  })

  it('drops parameters already on ssoLoginUrl', () => {
    const url = buildLoginUrl({
      ssoLoginUrl: `${SSO}?type=x&groups=y#frag`,
      environment: 'production',
      location: at('https://namefolio.com/x'),
    })
    expect(params(url)).toEqual({ path: '/x' })
    expect(parseUrl(url).hash).toBe('')
  })

  it('sends nothing outside the list, whatever the input', () => {
    const url = build({
      href: 'http://localhost:3000/a?b=1#c',
      realm: 'idp',
      risk: 'high',
      authReason: 'r',
    })
    for (const name of Object.keys(params(url))) {
      expect(LOGIN_LINK_PARAMS).toContain(name)
    }
  })
})

describe('sign-in host per environment — spec §2 "staging and test swap to staging"', () => {
  it.each<[Environment, string, string]>([
    ['production', 'https://sso.namefolio.com/login', 'sso.namefolio.com'],
    ['development', 'https://sso.namefolio.com/login', 'sso.namefolio.com'],
    ['staging', 'https://sso.namefolio.com/login', 'sso.staging.namefolio.com'],
    ['test', 'https://sso.namefolio.com/login', 'sso.staging.namefolio.com'],
    ['staging', 'https://namefolio.com/login', 'staging.namefolio.com'],
    ['staging', 'https://sso.staging.namefolio.com/login', 'sso.staging.namefolio.com'],
    ['test', 'http://localhost:3000/login', 'localhost'],
    ['test', 'http://127.0.0.1:3000/login', '127.0.0.1'],
  ])('%s: %s signs in at %s', (environment, ssoLoginUrl, host) => {
    const url = buildLoginUrl({ ssoLoginUrl, environment, location: at('https://namefolio.com/') })
    expect(parseUrl(url).hostname).toBe(host)
  })
})

describe('hosts', () => {
  it.each([
    ['namefolio.com', null],
    ['portal.namefolio.com', 'portal'],
    ['localhost', null],
    ['app.localhost', null],
    ['10.0.0.7', null],
  ])('%s has subdomain %s', (host, subdomain) => {
    expect(findSubdomain(host)).toBe(subdomain)
  })

  it('puts staging in front of the registrable domain', () => {
    expect(toStagingHost('login.sso.namefolio.com')).toBe('login.sso.staging.namefolio.com')
  })
})

describe('URLs without the URL class (core has no DOM or Node types)', () => {
  it.each([
    ['https://sso.namefolio.com/login', 'https://sso.namefolio.com/login'],
    ['https://sso.namefolio.com', 'https://sso.namefolio.com/'],
    ['http://localhost:3000/login?x=1#y', 'http://localhost:3000/login?x=1#y'],
    ['http://[::1]:3000/login', 'http://[::1]:3000/login'],
    ['/login', '/login'],
  ])('%s reads back as %s', (url, formatted) => {
    expect(formatUrl(parseUrl(url))).toBe(formatted)
  })

  it('keeps a site-relative ssoLoginUrl relative, even in staging', () => {
    const url = buildLoginUrl({
      ssoLoginUrl: '/login',
      environment: 'staging',
      location: at('https://namefolio.com/portfolio?offset=100#top'),
    })
    expect(url).toBe('/login?path=%2Fportfolio%3Foffset%3D100%23top')
  })

  it('encodes and decodes query values', () => {
    expect(readQueryParams('/login?path=%2Fa%3Fb%3D1%26c%3D2&auth_reason=x+y')).toEqual({
      path: '/a?b=1&c=2',
      auth_reason: 'x y',
    })
  })

  it('reads back any return path the link was built with', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (tail, reason) => {
        const path = `/${tail}`
        const link = build({ href: 'https://namefolio.com/', path, authReason: reason })
        expect(params(link)).toEqual({ path, auth_reason: reason })
      }),
    )
  })

  it('keeps a parameter named __proto__ as an ordinary parameter (found by the property below)', () => {
    expect(withSessionStatus(`${SSO}?__proto__=x`, 0)).toBe(`${SSO}?__proto__=x&status=0`)
  })

  it('keeps a malformed percent escape as typed instead of failing', () => {
    expect(readQueryParams('/login?path=%E0%A4%A&realm=idp')).toEqual({
      path: '%E0%A4%A',
      realm: 'idp',
    })
  })
})

describe('withSessionStatus — spec §8 redirects', () => {
  it('replaces a status already there', () => {
    expect(withSessionStatus(`${SSO}?status=2`, 'suspended')).toBe(`${SSO}?status=suspended`)
  })

  it('keeps every other parameter and sets only the status', () => {
    const name = fc.stringMatching(/^[a-z_]{1,10}$/).filter((n) => n !== 'status')
    fc.assert(
      fc.property(fc.dictionary(name, fc.string()), fc.nat(99), (kept, status) => {
        const search = Object.entries(kept)
          .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
          .join('&')
        const url = withSessionStatus(`${SSO}?status=1&${search}`, status)
        expect(params(url)).toEqual({ ...kept, status: String(status) })
      }),
    )
  })

  it('adds status=suspended to ssoLoginUrl', () => {
    expect(withSessionStatus(SSO, 'suspended')).toBe(`${SSO}?status=suspended`)
  })

  it('adds the session-timeout code (spec §6: 2) to a sign-in link, keeping its parameters', () => {
    const link = build({ href: 'https://namefolio.com/portfolio' })
    expect(params(withSessionStatus(link, 2))).toEqual({ path: '/portfolio', status: '2' })
  })
})
