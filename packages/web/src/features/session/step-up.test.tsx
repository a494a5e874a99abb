import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { apiRequest } from '../../lib/api-client'
import { leaveTo } from '../../lib/browser-location'
import { fakeFetch, renderWithProviders, type FakeRoutes } from '../../test/render'
import { STEP_UP_RESUME_MS, STEP_UP_STORAGE_KEY, useStepUpAction } from './step-up'

vi.mock('../../lib/browser-location', () => ({ leaveTo: vi.fn() }))

const CONFIG = {
  customerId: null,
  ssoLoginUrl: '/login',
  switchboard: {},
  environment: 'production',
}
const FORCE_LOGIN = {
  status: 401,
  body: {
    error: {
      code: 'ForceLogin',
      message: 'Sign in again',
      fields: [
        { field: 'session', code: 'sso.error.loginAgain', values: { risk: 'high', status: 5 } },
      ],
    },
  },
}

function Resubmit({ onDone }: { onDone: (name: string) => void }) {
  const action = useStepUpAction({
    key: 'test.resubmit',
    authReason: 'resubmit',
    run: (domain: string) =>
      apiRequest<{ ok: boolean }>('/api/v2/domains/relist', { method: 'POST', body: { domain } }),
    onSuccess: (_result, domain) => onDone(domain),
  })
  return (
    <button type="button" onClick={() => void action.execute('example.com')}>
      {action.isResuming ? 'resuming' : 'Resubmit'}
    </button>
  )
}

/** An action kept for after sign-in, as the step-up leaves it in session storage. */
function keepAction(input: string, path: string, savedAt = Date.now()) {
  window.sessionStorage.setItem(
    STEP_UP_STORAGE_KEY,
    JSON.stringify({ key: 'test.resubmit', input, path, savedAt }),
  )
}

function setup(routes: FakeRoutes) {
  const fake = fakeFetch({ '/api/v1/config': { body: CONFIG }, ...routes })
  vi.stubGlobal('fetch', vi.fn(fake.fetchMock))
  return fake
}

describe('useStepUpAction — spec §4 resubmit resumes after authentication', () => {
  beforeEach(() => {
    window.sessionStorage.clear()
    window.history.replaceState(null, '', '/portfolio?filter=review')
    vi.mocked(leaveTo).mockClear()
  })

  it('sends the user to sign in with auth_reason and status 5, keeping the action', async () => {
    setup({ '/api/v2/domains/relist': FORCE_LOGIN })
    const onDone = vi.fn()
    renderWithProviders(<Resubmit onDone={onDone} />)
    fireEvent.click(screen.getByRole('button', { name: 'Resubmit' }))
    await waitFor(() => expect(leaveTo).toHaveBeenCalledTimes(1))
    const url = new URL(vi.mocked(leaveTo).mock.calls[0]![0], 'http://localhost:3000')
    expect(url.pathname).toBe('/login')
    expect(url.searchParams.get('auth_reason')).toBe('resubmit')
    expect(url.searchParams.get('status')).toBe('5')
    expect(url.searchParams.get('path')).toBe('/portfolio?filter=review')
    expect(JSON.parse(window.sessionStorage.getItem(STEP_UP_STORAGE_KEY)!)).toMatchObject({
      key: 'test.resubmit',
      input: 'example.com',
    })
    expect(onDone).not.toHaveBeenCalled()
  })

  it('resumes the kept action with the same input when the page is back after sign-in', async () => {
    const fake = setup({ '/api/v2/domains/relist': { body: { ok: true } } })
    keepAction('example.com', '/portfolio?filter=review')
    const onDone = vi.fn()
    renderWithProviders(<Resubmit onDone={onDone} />)
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('example.com'))
    expect(fake.calls.filter((c) => c.startsWith('/api/v2/domains/relist'))).toHaveLength(1)
    expect(window.sessionStorage.getItem(STEP_UP_STORAGE_KEY)).toBeNull()
    expect(leaveTo).not.toHaveBeenCalled()
  })

  it('hands a resumed result to the page mounted when it arrives, after a remount', async () => {
    // The portal re-checks the session right after a sign-in, which can remount the page while
    // the resumed request runs; a result shown once (a new API token) must still be shown.
    const fake = fakeFetch({ '/api/v1/config': { body: CONFIG } })
    let answerRelist: (response: Response) => void = () => {}
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        String(input).includes('/relist')
          ? new Promise<Response>((resolve) => (answerRelist = resolve))
          : fake.fetchMock(input),
      ),
    )
    keepAction('example.com', '/portfolio')
    const firstPage = vi.fn()
    const { unmount } = renderWithProviders(<Resubmit onDone={firstPage} />)
    await waitFor(() => expect(screen.getByRole('button', { name: 'resuming' })).toBeTruthy())
    unmount()
    const remountedPage = vi.fn()
    renderWithProviders(<Resubmit onDone={remountedPage} />)
    await act(async () => answerRelist(new Response(JSON.stringify({ ok: true }))))
    await waitFor(() => expect(remountedPage).toHaveBeenCalledWith('example.com'))
    expect(firstPage).not.toHaveBeenCalled()
  })

  it('drops a stale action, or one kept on another page', async () => {
    const fake = setup({ '/api/v2/domains/relist': { body: { ok: true } } })
    keepAction('old.com', '/portfolio', Date.now() - STEP_UP_RESUME_MS - 1)
    const onDone = vi.fn()
    const { unmount } = renderWithProviders(<Resubmit onDone={onDone} />)
    await act(async () => {})
    unmount()
    keepAction('other.com', '/sales')
    renderWithProviders(<Resubmit onDone={onDone} />)
    await act(async () => {})
    expect(onDone).not.toHaveBeenCalled()
    expect(fake.calls.filter((c) => c.startsWith('/api/v2/domains/relist'))).toHaveLength(0)
  })

  it('does not loop: a second refusal after the sign-in is reported, not redirected', async () => {
    setup({ '/api/v2/domains/relist': FORCE_LOGIN })
    keepAction('example.com', '/portfolio')
    renderWithProviders(<Resubmit onDone={vi.fn()} />)
    await act(async () => {})
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resubmit' })).toBeTruthy())
    expect(leaveTo).not.toHaveBeenCalled()
  })
})
