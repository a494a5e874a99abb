import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeFetch, renderWithProviders, type FakeRoutes } from '../../../test/render'
import { CancelTransactionForm } from './cancel-transaction-form'

// Issue 19 (decision 1345): an admin cancels with a reason, after a confirmation; a refusal
// shows the server's message key.
const ID = '0b0f8a3e-6a4c-4d7e-9d0e-1f2a3b4c5d6e'
const URL = `/api/v1/admin/transactions/${ID}/cancel`

function renderForm(routes: FakeRoutes) {
  const fake = fakeFetch(routes)
  vi.stubGlobal('fetch', vi.fn(fake.fetchMock))
  renderWithProviders(
    <CancelTransactionForm
      transactionId={ID}
      domain="example.com"
      salePriceMicros={1_500_000_000}
    />,
  )
  return fake
}

const reason = () => screen.getByRole('textbox', { name: /Reason/ })
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Cancel and refund…' }))

describe('CancelTransactionForm', () => {
  it('asks for a reason before anything is sent', async () => {
    const { calls } = renderForm({})
    submit()
    expect(await screen.findByText('Give a reason of 3 to 500 characters.')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(calls).not.toContain(URL)
  })

  it('confirms with the amount first, and shows the refusal the server names', async () => {
    const { calls } = renderForm({
      [URL]: {
        status: 409,
        body: {
          error: {
            code: 'CONFLICT',
            message: 'This transaction can no longer be cancelled.',
            fields: [{ field: 'status', code: 'admin.transactions.notCancellable' }],
          },
        },
      },
    })
    fireEvent.change(reason(), { target: { value: 'Card reported stolen' } })
    submit()
    const dialog = await screen.findByRole('dialog', {
      name: 'Cancel example.com and refund the buyer?',
    })
    expect(dialog.textContent).toContain('$1,500.00')
    expect(calls).not.toContain(URL)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel and refund' }))
    expect(await screen.findByText('This transaction can no longer be cancelled.')).toBeTruthy()
    expect(calls).toContain(URL)
    expect(reason()).toHaveProperty('value', 'Card reported stolen')
  })
})
