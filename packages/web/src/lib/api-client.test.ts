import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiGet, apiRequest, ApiError, onSessionProblem } from './api-client'

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(body === undefined ? '' : JSON.stringify(body), { status }))
}

describe('apiRequest', () => {
  afterEach(() => vi.useRealTimers())

  it('sends JSON with same-origin credentials and leaves unset query values off', async () => {
    const fetchMock = answer(200, { ok: true })
    vi.stubGlobal('fetch', fetchMock)
    await apiGet('/api/v2/domains', { offset: 0, limit: 100, sort: undefined, q: null })
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/v2/domains?offset=0&limit=100')
    expect(init.credentials).toBe('same-origin')
    expect(init.headers).toMatchObject({ Accept: 'application/json' })
  })

  it('sends a JSON body', async () => {
    const fetchMock = answer(200, {})
    vi.stubGlobal('fetch', fetchMock)
    await apiRequest('/api/x', { method: 'POST', body: { a: 1 } })
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1]
    expect(init.body).toBe('{"a":1}')
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' })
  })

  it('throws an ApiError carrying the server envelope', async () => {
    const fields = [
      { field: 'buynowPrice', code: 'editDomain.prices.buyNow.low', values: { min: 50 } },
    ]
    vi.stubGlobal('fetch', answer(400, { error: { code: 'VALIDATION', message: 'Bad', fields } }))
    const error = await apiGet('/api/x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Bad', fields })
  })

  it('codes an answer without an envelope as UNEXPECTED_RESPONSE', async () => {
    vi.stubGlobal('fetch', answer(502, undefined))
    await expect(apiGet('/api/x')).rejects.toMatchObject({
      status: 502,
      code: 'UNEXPECTED_RESPONSE',
    })
  })

  it('codes a failed connection as NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    )
    await expect(apiGet('/api/x')).rejects.toMatchObject({ code: 'NETWORK_ERROR' })
  })

  it('gives up after 30000 ms with TIMEOUT (spec §7)', async () => {
    vi.useFakeTimers()
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            )
          }),
      ),
    )
    const result = apiGet('/api/slow').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(29_999)
    await vi.advanceTimersByTimeAsync(1)
    expect(await result).toMatchObject({ code: 'TIMEOUT' })
  })

  it.each([
    [401, 'UNAUTHENTICATED', { to: 'login', status: 2 }],
    [401, 'ForceLogin', { to: 'login', status: 2 }],
    [403, 'Authorization', { to: 'login', status: 2 }],
    [403, 'HbiDelegationAction', { to: 'login', status: 27 }],
    [403, 'UserAccountSuspended', { to: 'sso', status: 'suspended' }],
  ])('reports %i %s as %j (spec §6, §8)', async (status, code, problem) => {
    const handler = vi.fn()
    const stop = onSessionProblem(handler)
    vi.stubGlobal('fetch', answer(status, { error: { code, message: 'x' } }))
    await expect(apiGet('/api/x')).rejects.toBeInstanceOf(ApiError)
    stop()
    expect(handler).toHaveBeenCalledWith(problem, expect.any(ApiError))
  })

  it('does not report other errors as session problems', async () => {
    const handler = vi.fn()
    const stop = onSessionProblem(handler)
    vi.stubGlobal('fetch', answer(403, { error: { code: 'FORBIDDEN', message: 'x' } }))
    await expect(apiGet('/api/x')).rejects.toBeInstanceOf(ApiError)
    stop()
    expect(handler).not.toHaveBeenCalled()
  })
})
