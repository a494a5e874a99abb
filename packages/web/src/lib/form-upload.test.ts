import { afterEach, describe, expect, it, vi } from 'vitest'
import { postFormData } from './form-upload'

const stubFetch = (answer: () => Promise<Response>) => {
  const fetchMock = vi.fn(answer)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

describe('postFormData: an upload answers its JSON or a coded error', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('posts the form with same-origin cookies and answers the JSON', async () => {
    const fetchMock = stubFetch(async () => Response.json({ id: 'job-1' }, { status: 201 }))
    const form = new FormData()
    await expect(postFormData('/api/v2/domains/uploads', form)).resolves.toEqual({ id: 'job-1' })
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(path).toBe('/api/v2/domains/uploads')
    expect(init).toMatchObject({ method: 'POST', body: form, credentials: 'same-origin' })
  })

  it.each([
    [
      'the envelope code of a refusal',
      async () => Response.json({ error: { code: 'VALIDATION', message: 'Bad' } }, { status: 400 }),
      { status: 400, code: 'VALIDATION' },
    ],
    [
      'UNEXPECTED_RESPONSE without an envelope',
      async () => new Response('<html>', { status: 502 }),
      { status: 502, code: 'UNEXPECTED_RESPONSE' },
    ],
    [
      'NETWORK_ERROR when the server cannot be reached',
      async () => Promise.reject(new TypeError('fetch failed')),
      { status: 0, code: 'NETWORK_ERROR' },
    ],
  ])('throws %s', async (_rule, answer, expected) => {
    stubFetch(answer)
    await expect(postFormData('/api/x', new FormData())).rejects.toMatchObject(expected)
  })
})
