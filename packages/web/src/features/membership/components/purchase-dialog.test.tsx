import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MyMembership } from '@namefolio/core/membership/membership.contract'
import { renderWithProviders } from '../../../test/render'
import { PurchaseDialog } from './purchase-dialog'

afterEach(() => vi.unstubAllGlobals())

const BASIC: MyMembership = {
  plan: 'BASIC',
  expiresAt: '2026-12-31T00:00:00.000Z',
  cycle: 'MONTHLY',
  isAutoRenew: true,
  scheduledPlan: null,
  isActive: true,
  hasSearchStats: false,
  isExpiringSoon: false,
  notice: null,
  now: '2026-12-16T00:00:00.000Z',
  isSandbox: true,
  plans: [],
  invoices: [],
}

const UPGRADE = {
  kind: 'UPGRADE',
  plan: 'PRO',
  cycle: 'MONTHLY',
  chargeMicros: 35_000_000,
  creditMicros: 4_500_000,
  effectiveAt: '2026-12-31T00:00:00.000Z',
}

/** The quote answers UPGRADE; purchases answer `purchases` in turn and record their bodies. */
function stubApi(purchases: { status: number; body: unknown }[]) {
  const sent: { idempotencyKey: string; cardNumber: string }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/quote')) {
        return new Response(JSON.stringify(UPGRADE), { status: 200 })
      }
      sent.push(JSON.parse(String(init?.body)) as (typeof sent)[number])
      const answer = purchases.shift()!
      return new Response(JSON.stringify(answer.body), { status: answer.status })
    }),
  )
  return sent
}

const DECLINED = {
  status: 400,
  body: {
    error: {
      code: 'VALIDATION',
      message: 'The card was declined.',
      fields: [{ field: 'cardNumber', code: 'membership.card.declined' }],
    },
  },
}

describe('PurchaseDialog (issue 19: the prorated amount before paying, sandbox card)', () => {
  it('shows the credit and the charge of an upgrade, labelled sandbox', async () => {
    stubApi([])
    renderWithProviders(
      <PurchaseDialog plan="PRO" membership={BASIC} onClose={() => {}} onBought={() => {}} />,
    )
    expect(await screen.findByText('−$4.50')).toBeTruthy()
    expect(screen.getByTestId('membership-charge').textContent).toBe('$35.00')
    expect(screen.getByText('SANDBOX: test payments, no real money moves')).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Upgrade to Pro' })).toBeTruthy()
  })

  it('says a declined card charged nothing, and tries again under a new key', async () => {
    const sent = stubApi([DECLINED, { status: 200, body: { ...BASIC, plan: 'PRO' } }])
    const onBought = vi.fn()
    renderWithProviders(
      <PurchaseDialog plan="PRO" membership={BASIC} onClose={() => {}} onBought={onBought} />,
    )
    await screen.findByText('−$4.50')
    await userEvent.type(screen.getByLabelText(/Card number/), '4000000000000002')
    await userEvent.click(screen.getByRole('button', { name: 'Pay $35.00' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The card was declined. Nothing was charged.',
    )
    await userEvent.clear(screen.getByLabelText(/Card number/))
    await userEvent.type(screen.getByLabelText(/Card number/), '4242424242424242')
    await userEvent.click(screen.getByRole('button', { name: 'Pay $35.00' }))
    await waitFor(() => expect(onBought).toHaveBeenCalled())
    expect(sent).toHaveLength(2)
    expect(sent[1]!.idempotencyKey).not.toBe(sent[0]!.idempotencyKey)
  })
})
