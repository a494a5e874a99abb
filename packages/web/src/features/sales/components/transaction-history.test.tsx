import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { TransactionDetail } from '@namefolio/core/sales/sales.contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeFetch, renderWithProviders } from '../../../test/render'
import { mergeHistory, TransactionHistory } from './transaction-history'

const ID = '6f1c1c5e-0000-4000-8000-000000000002'
const READ = `/api/v1/transactions/${ID}/messages`
const SEND = `/api/v1/transactions/${ID}/message`

const events = [
  { from: null, to: 'PENDING', actor: 'buyer', note: null, at: '2026-11-20T10:00:00Z' },
  {
    from: 'PENDING',
    to: 'AWAITING_AUTH_CODE',
    actor: 'system',
    note: null,
    at: '2026-11-20T12:00:00Z',
  },
] as TransactionDetail['events']
const detail = { transactionId: ID, events } as TransactionDetail

const fromBuyer = {
  messageId: '6f1c1c5e-0000-4000-8000-0000000000a1',
  role: 'buyer' as const,
  isMine: false,
  body: 'My GoDaddy customer number is 123.',
  createdAt: '2026-11-20T11:00:00Z',
}

function setup(
  viewer: 'seller' | 'buyer' | 'admin',
  send: { status?: number; body: unknown } = { body: { items: [] } },
) {
  const bodies: unknown[] = []
  const { fetchMock } = fakeFetch({ [READ]: { body: { items: [fromBuyer] } }, [SEND]: send })
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body) bodies.push({ method: init.method, ...JSON.parse(String(init.body)) })
    return fetchMock(input)
  })
  vi.stubGlobal('fetch', spy)
  renderWithProviders(<TransactionHistory detail={detail} viewer={viewer} />)
  return { bodies }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a transaction history with its messages (issue 18, decision 1050)', () => {
  it('puts messages between status changes by time, an equal instant after the change', () => {
    const at = '2026-11-20T12:00:00Z'
    const merged = mergeHistory(events, [{ ...fromBuyer, createdAt: at }, fromBuyer])
    expect(merged.map((e) => (e.event ? e.event.to : 'message'))).toEqual([
      'PENDING',
      'message',
      'AWAITING_AUTH_CODE',
      'message',
    ])
  })

  it("shows the buyer's message to the seller as the buyer's, in the history", async () => {
    setup('seller')
    const body = await screen.findByText('My GoDaddy customer number is 123.')
    const item = body.closest('.mantine-Timeline-item') as HTMLElement
    expect(within(item).getByText(/Buyer/)).toBeTruthy()
  })

  it('refuses an empty message without calling the server', async () => {
    const { bodies } = setup('buyer')
    await screen.findByText('My GoDaddy customer number is 123.')
    await userEvent.type(screen.getByLabelText('Message to the seller'), '   ')
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText('Write a message first.')).toBeTruthy()
    expect(bodies).toEqual([])
  })

  it('sends the trimmed message and shows the thread the server answers', async () => {
    const mine = {
      ...fromBuyer,
      messageId: fromBuyer.messageId.replace('a1', 'a2'),
      role: 'seller',
      isMine: true,
      body: 'Pushing today.',
      createdAt: '2026-11-20T13:00:00Z',
    }
    const { bodies } = setup('seller', { body: { items: [fromBuyer, mine] } })
    const box = screen.getByLabelText('Message to the buyer') as HTMLTextAreaElement
    await userEvent.type(box, '  Pushing today.  ')
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText('Pushing today.')).toBeTruthy()
    expect(bodies).toEqual([{ method: 'PATCH', body: 'Pushing today.' }])
    await waitFor(() => expect(box.value).toBe(''))
  })

  it("keeps the text and shows the server's reason when it refuses the message", async () => {
    const { bodies } = setup('buyer', {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION',
          message: 'no',
          fields: [
            { field: 'body', code: 'transactionMessage.body.tooLong', values: { max: 2000 } },
          ],
        },
      },
    })
    const box = screen.getByLabelText('Message to the seller') as HTMLTextAreaElement
    await userEvent.type(box, 'Hello')
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }))
    await waitFor(() => expect(bodies).toEqual([{ method: 'PATCH', body: 'Hello' }]))
    expect(await screen.findByText('Keep the message to 2,000 characters.')).toBeTruthy()
    expect(box.value).toBe('Hello')
  })

  it('gives an admin the history without a form: only the two sides write', async () => {
    setup('admin')
    await screen.findByText('My GoDaddy customer number is 123.')
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull()
  })
})
