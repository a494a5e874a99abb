import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { leaveTo } from '../../../lib/browser-location'
import { fakeFetch, renderWithProviders, type FakeRoutes } from '../../../test/render'
import { AUTH_CACHE_MS, sessionKeys } from '../session.queries'
import { AuthGate } from './auth-gate'

vi.mock('../../../lib/browser-location', () => ({ leaveTo: vi.fn() }))

const CONFIG = {
  customerId: null,
  ssoLoginUrl: 'https://sso.namefolio.com/login',
  switchboard: {},
  environment: 'production',
}
const ACCOUNT = {
  id: 'u1',
  email: 'seller@demo.namefolio.test',
  name: 'Demo Seller',
  username: 'demo-seller',
  roles: ['seller'],
  membership: { plan: 'PRO', expiresAt: null },
  approvalStatus: 'Approved',
}
const details = { realm: 'idp', risk: 'low', userId: 'u1', expiresAt: null, reason: null }
const VALID = { body: { valid: true, details } }
const INVALID = { body: { valid: false, details: { ...details, userId: null } } }

function routes(overrides: FakeRoutes = {}): FakeRoutes {
  return {
    '/api/auth/validate': VALID,
    '/api/v1/config': { body: CONFIG },
    '/api/v1/account/data': { body: ACCOUNT },
    ...overrides,
  }
}

function setup(fakeRoutes: FakeRoutes) {
  const fake = fakeFetch(fakeRoutes)
  vi.stubGlobal('fetch', vi.fn(fake.fetchMock))
  return fake
}

const gate = (props: Partial<Parameters<typeof AuthGate>[0]> = {}) => (
  <AuthGate placeholder={<p>checking</p>} {...props}>
    <p>secret content</p>
  </AuthGate>
)

describe('AuthGate — spec §2 "Authentication gate"', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/portfolio?offset=100#top')
    vi.mocked(leaveTo).mockClear()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows the placeholder while checking, then the content when valid', async () => {
    setup(routes())
    renderWithProviders(gate())
    expect(screen.getByText('checking')).toBeTruthy()
    expect(await screen.findByText('secret content')).toBeTruthy()
    expect(leaveTo).not.toHaveBeenCalled()
  })

  it('sends only the six validate parameters that are set (spec §7, §9)', async () => {
    const fake = setup(routes())
    renderWithProviders(gate({ realm: 'idp', risk: 'low', allowHeartbeat: true, groups: '' }))
    await screen.findByText('secret content')
    expect(fake.calls[0]).toBe('/api/auth/validate?realm=idp&risk=low&allowHeartbeat=true')
  })

  it('redirects an invalid session to the sign-in page with the return path', async () => {
    setup(routes({ '/api/auth/validate': INVALID }))
    renderWithProviders(gate({ realm: 'idp', risk: 'high', authReason: 'step_up' }))
    await waitFor(() => expect(leaveTo).toHaveBeenCalledTimes(1))
    const url = new URL(vi.mocked(leaveTo).mock.calls[0]![0])
    expect(`${url.origin}${url.pathname}`).toBe('https://sso.namefolio.com/login')
    // jsdom runs on http://localhost:3000: a local development host sends app and port.
    expect(Object.fromEntries(url.searchParams)).toEqual({
      realm: 'idp',
      port: '3000',
      app: 'local',
      path: '/portfolio?offset=100#top',
      auth_reason: 'step_up',
    })
    expect(screen.queryByText('secret content')).toBeNull()
    expect(screen.getByText('checking')).toBeTruthy()
  })

  it('uses an explicit return path when given', async () => {
    setup(routes({ '/api/auth/validate': INVALID }))
    renderWithProviders(gate({ path: '/account/profile' }))
    await waitFor(() => expect(leaveTo).toHaveBeenCalledTimes(1))
    const url = new URL(vi.mocked(leaveTo).mock.calls[0]![0])
    expect(url.searchParams.get('path')).toBe('/account/profile')
  })

  it('treats a failed check as no session, logging to the console only (spec §8)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    setup(routes({ '/api/auth/validate': { status: 500, body: 'boom' } }))
    renderWithProviders(gate())
    await waitFor(() => expect(leaveTo).toHaveBeenCalledTimes(1))
    expect(consoleError).toHaveBeenCalled()
    expect(screen.queryByText('secret content')).toBeNull()
  })

  it('shows the alternative content instead of redirecting', async () => {
    setup(routes({ '/api/auth/validate': INVALID }))
    renderWithProviders(gate({ alternativeContent: <p>please sign in</p> }))
    expect(await screen.findByText('please sign in')).toBeTruthy()
    expect(leaveTo).not.toHaveBeenCalled()
  })

  it('reuses a valid result younger than 60 s without a new call', async () => {
    const fake = setup(routes())
    const { queryClient, unmount } = renderWithProviders(gate())
    await screen.findByText('secret content')
    unmount()
    renderWithProviders(gate(), queryClient)
    expect(screen.getByText('secret content')).toBeTruthy()
    expect(fake.calls.filter((call) => call.startsWith('/api/auth/validate'))).toHaveLength(1)
    expect(queryClient.getQueryData(sessionKeys.validate('__default__', {}))).toEqual(VALID.body)
  })

  it('asks again once the cached result is 60 s old', async () => {
    const fake = setup(routes())
    const { queryClient, unmount } = renderWithProviders(gate())
    await screen.findByText('secret content')
    unmount()
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + AUTH_CACHE_MS + 1)
    renderWithProviders(gate(), queryClient)
    await waitFor(() =>
      expect(fake.calls.filter((call) => call.startsWith('/api/auth/validate'))).toHaveLength(2),
    )
  })

  it('sends a suspended account to ssoLoginUrl with status=suspended', async () => {
    setup(
      routes({
        '/api/v1/account/data': {
          status: 403,
          body: { error: { code: 'UserAccountSuspended', message: 'Suspended' } },
        },
      }),
    )
    renderWithProviders(gate())
    await waitFor(() => expect(leaveTo).toHaveBeenCalledTimes(1))
    expect(leaveTo).toHaveBeenCalledWith('https://sso.namefolio.com/login?status=suspended')
    expect(screen.queryByText('secret content')).toBeNull()
  })

  it('sends a session that ended since the check to sign-in with the session-timeout status 2', async () => {
    setup(
      routes({
        '/api/v1/account/data': {
          status: 401,
          body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } },
        },
      }),
    )
    renderWithProviders(gate())
    await waitFor(() => expect(leaveTo).toHaveBeenCalledTimes(1))
    const url = new URL(vi.mocked(leaveTo).mock.calls[0]![0])
    expect(url.searchParams.get('status')).toBe('2')
  })

  it('swaps the sign-in host to staging in the staging environment', async () => {
    setup(
      routes({
        '/api/auth/validate': INVALID,
        '/api/v1/config': { body: { ...CONFIG, environment: 'staging' } },
      }),
    )
    renderWithProviders(gate())
    await waitFor(() => expect(leaveTo).toHaveBeenCalledTimes(1))
    expect(new URL(vi.mocked(leaveTo).mock.calls[0]![0]).hostname).toBe('sso.staging.namefolio.com')
  })
})

describe('AuthGate — spec §2 private label', () => {
  it('adds the visitor private-label id to the query string and sends it to validate as plid', async () => {
    window.history.replaceState(null, '', '/portfolio')
    const fake = setup(
      routes({ '/api/v1/visitor': { body: { privateLabelId: 'acme', brand: null } } }),
    )
    const { queryClient, unmount } = renderWithProviders(gate())
    await screen.findByText('secret content')
    await waitFor(() => expect(window.location.search).toBe('?plid=acme'))
    unmount()
    await queryClient.invalidateQueries()
    renderWithProviders(gate(), queryClient)
    await waitFor(() =>
      expect(fake.calls.some((call) => call === '/api/auth/validate?plid=acme')).toBe(true),
    )
  })
})
