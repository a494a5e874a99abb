import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeFetch, renderWithProviders, type FakeRoutes } from '../../../test/render'
import { SupportCaseForm } from './support-case-form'

// Issue 18 "Contact support": the form keeps what was typed and names the refused field.
function renderForm(routes: FakeRoutes) {
  const fake = fakeFetch({ '/api/v1/support/choices': { body: { transactions: [] } }, ...routes })
  vi.stubGlobal('fetch', vi.fn(fake.fetchMock))
  const onOpened = vi.fn()
  renderWithProviders(
    <SupportCaseForm defaults={{ domain: 'example.com' }} onOpened={onOpened} onCancel={vi.fn()} />,
  )
  return { ...fake, onOpened }
}

const message = () => screen.getByRole('textbox', { name: /Message/ })
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send to support' }))

describe('SupportCaseForm', () => {
  it('is pre-filled with the domain of the link that opened it, on the listing topic', () => {
    renderForm({})
    expect(screen.getByRole('textbox', { name: /Domain/ })).toHaveProperty('value', 'example.com')
    expect(screen.getByRole('combobox', { name: /Topic/ })).toHaveProperty('value', 'A listing')
  })

  it('asks for a message before sending anything', async () => {
    const { calls } = renderForm({})
    send()
    expect(await screen.findByText('Write a message.')).toBeTruthy()
    expect(calls).not.toContain('/api/v1/support')
  })

  it("shows the server's refusal by the domain field and keeps the message", async () => {
    const { onOpened } = renderForm({
      '/api/v1/support': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION',
            message: 'That domain is not in your account.',
            fields: [{ field: 'domainName', code: 'support.error.domainNotYours' }],
          },
        },
      },
    })
    fireEvent.change(message(), { target: { value: 'Why is it on hold?' } })
    send()
    expect(await screen.findByText('That domain is not in your account.')).toBeTruthy()
    expect(message()).toHaveProperty('value', 'Why is it on hold?')
    expect(onOpened).not.toHaveBeenCalled()
  })

  it('refuses a file over 5 MB before sending it', async () => {
    const { calls } = renderForm({})
    fireEvent.change(message(), { target: { value: 'See the log' } })
    const big = new File(['x'], 'big.log', { type: 'text/plain' })
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 })
    const input = document.querySelector('input[type="file"]') as HTMLInputElement
    fireEvent.change(input, { target: { files: [big] } })
    send()
    await waitFor(() => expect(screen.getByText('The file is larger than 5 MB.')).toBeTruthy())
    expect(calls).not.toContain('/api/v1/support')
  })
})
