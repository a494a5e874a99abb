import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeFetch, renderWithProviders } from '../../../test/render'
import { AuthCodeForm } from './auth-code-form'

const ID = '6f1c1c5e-0000-4000-8000-000000000001'
const PATH = `/api/v1/transactions/${ID}/transfer/authCode`

function detail(fullStatus: string) {
  return { transactionId: ID, domain: 'example.com', fullStatus, kind: 'SALE' }
}

function setup(answer: { status?: number; body: unknown }) {
  const bodies: unknown[] = []
  const { fetchMock } = fakeFetch({ [PATH]: answer })
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body) bodies.push({ method: init.method, ...JSON.parse(String(init.body)) })
    return fetchMock(input)
  })
  vi.stubGlobal('fetch', spy)
  const onDone = vi.fn()
  renderWithProviders(<AuthCodeForm transactionId={ID} domain="example.com" onDone={onDone} />)
  return { bodies, onDone, spy }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('auth-code form — spec §3 transfer form authCode', () => {
  it('refuses an empty code without calling the server', async () => {
    const { spy } = setup({ body: detail('PENDING_TRANSFER') })
    await userEvent.click(screen.getByRole('button', { name: 'Send auth code' }))
    expect(await screen.findByText('Enter the auth code.')).toBeTruthy()
    expect(spy).not.toHaveBeenCalled()
  })

  it.each([
    ['abc', 'An auth code has at least 4 characters.'],
    ['ab cd ef', 'An auth code has no spaces: copy it again.'],
  ])('refuses %j with its reason', async (code, message) => {
    const { spy } = setup({ body: detail('PENDING_TRANSFER') })
    await userEvent.type(screen.getByLabelText(/Auth code/, { selector: 'input' }), code)
    await userEvent.click(screen.getByRole('button', { name: 'Send auth code' }))
    expect(await screen.findByText(message)).toBeTruthy()
    expect(spy).not.toHaveBeenCalled()
  })

  it('sends the trimmed code with PATCH, clears the field and reports the new state', async () => {
    const { bodies, onDone } = setup({ body: detail('PENDING_TRANSFER') })
    const input = screen.getByLabelText(/Auth code/, { selector: 'input' }) as HTMLInputElement
    expect(input.type).toBe('password')
    await userEvent.type(input, '  EPP-9x!Q2  ')
    await userEvent.click(screen.getByRole('button', { name: 'Send auth code' }))
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1))
    expect(bodies).toEqual([{ method: 'PATCH', authCode: 'EPP-9x!Q2' }])
    expect(onDone.mock.calls[0]?.[0]).toMatchObject({ fullStatus: 'PENDING_TRANSFER' })
    expect(input.value).toBe('')
  })

  it('says the sale moved on when the server answers a conflict, and keeps the code', async () => {
    const { onDone } = setup({
      status: 409,
      body: { error: { code: 'CONFLICT', message: 'Not awaiting an auth code' } },
    })
    const input = screen.getByLabelText(/Auth code/, { selector: 'input' }) as HTMLInputElement
    await userEvent.type(input, 'EPP-1234')
    await userEvent.click(screen.getByRole('button', { name: 'Send auth code' }))
    expect((await screen.findByRole('alert')).textContent).toContain('has moved on')
    expect(onDone).not.toHaveBeenCalled()
    expect(input.value).toBe('EPP-1234')
  })
})
