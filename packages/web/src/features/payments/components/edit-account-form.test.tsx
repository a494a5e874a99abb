import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeFetch, renderWithProviders, type FakeAnswer } from '../../../test/render'
import type { PayoutAccount } from '../payments.queries'
import { EditAccountForm } from './edit-account-form'

// Issue 18, decision 1030: editing a payout account sends only what changed, names every
// change for review before saving, and a refusal shows on its field with the input kept.

const WIRE: PayoutAccount = {
  capId: '6f1c1c5e-0000-4000-8000-000000000001',
  method: 'US_WIRE',
  accountName: 'Dana Seller',
  accountNumberLast4: '6789',
  emailAddress: null,
  isDefault: true,
  isPayable: true,
  onboardingStatus: 'VERIFIED',
  createdAt: '2026-11-20T10:00:00.000Z',
}

function setup(answer: FakeAnswer, account: PayoutAccount = WIRE) {
  const bodies: unknown[] = []
  const { fetchMock } = fakeFetch({ '/api/v1/account/payments': answer })
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body) bodies.push({ method: init.method, ...JSON.parse(String(init.body)) })
    return fetchMock(input)
  })
  vi.stubGlobal('fetch', spy)
  const onDone = vi.fn()
  renderWithProviders(<EditAccountForm account={account} onDone={onDone} onCancel={vi.fn()} />)
  return { bodies, onDone, spy }
}

afterEach(() => vi.unstubAllGlobals())

const nameField = () => screen.getByRole('textbox', { name: /Account holder/ })
const numberField = () => screen.getByRole('textbox', { name: /Account number/ })

describe('edit payout account form (issue 18)', () => {
  it('reviews the changes, then sends only the changed fields', async () => {
    const { bodies, onDone } = setup({ body: { ...WIRE, accountName: 'Dana Q. Seller' } })
    await userEvent.clear(nameField())
    await userEvent.type(nameField(), 'Dana Q. Seller')
    await userEvent.type(numberField(), '999988887777')
    await userEvent.click(screen.getByRole('button', { name: 'Review changes' }))

    expect(screen.getByText('Account holder: Dana Q. Seller')).toBeTruthy()
    expect(screen.getByText('Account number: a new number ending in 7777')).toBeTruthy()
    // A new number is a new destination: the seller is told it needs verifying again.
    expect(screen.getByText(/must be verified with the payout provider again/)).toBeTruthy()
    expect(bodies).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(bodies).toEqual([
      {
        method: 'PATCH',
        capId: WIRE.capId,
        accountName: 'Dana Q. Seller',
        accountNumber: '999988887777',
      },
    ])
  })

  it('refuses a blank holder name without calling the server', async () => {
    const { spy } = setup({ body: WIRE })
    await userEvent.clear(nameField())
    await userEvent.click(screen.getByRole('button', { name: 'Review changes' }))
    expect(await screen.findByText('Enter the account holder’s name.')).toBeTruthy()
    expect(spy).not.toHaveBeenCalled()
  })

  it('says so when nothing changed, and sends nothing', async () => {
    const { spy } = setup({ body: WIRE })
    await userEvent.click(screen.getByRole('button', { name: 'Review changes' }))
    expect(await screen.findByText('Nothing changed yet.')).toBeTruthy()
    expect(spy).not.toHaveBeenCalled()
  })

  it("shows the server's refusal on its field and keeps what was typed", async () => {
    setup({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION',
          message: 'Check the payout account fields.',
          fields: [{ field: 'accountNumber', code: 'payments.accountNumber.required' }],
        },
      },
    })
    await userEvent.type(numberField(), '0000-1111')
    await userEvent.click(screen.getByRole('button', { name: 'Review changes' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(
      await screen.findByText('Enter an account number (4 to 40 letters and digits).'),
    ).toBeTruthy()
    expect(numberField()).toHaveProperty('value', '0000-1111')
  })

  it('offers to make a PayPal account the default and sends its e-mail only when changed', async () => {
    const paypal: PayoutAccount = {
      ...WIRE,
      method: 'PAYPAL',
      accountNumberLast4: null,
      emailAddress: 'dana@example.com',
      isDefault: false,
    }
    const { bodies } = setup({ body: paypal }, paypal)
    expect(screen.queryByRole('textbox', { name: /Account number/ })).toBeNull()
    await userEvent.click(screen.getByRole('checkbox', { name: /Make this the default/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Review changes' }))
    expect(screen.getByText('Payouts go to this account from now on')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await vi.waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toEqual({ method: 'PATCH', capId: paypal.capId, isDefault: true })
  })
})
