import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../test/render'
import { OfferRuleForm } from './offer-rule-form'

afterEach(() => vi.unstubAllGlobals())

/** Answers every PUT with `answer` and keeps the bodies sent. */
function stubSave(answer: { status: number; body: unknown }) {
  const sent: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)))
      return new Response(JSON.stringify(answer.body), { status: answer.status })
    }),
  )
  return sent
}

const SAVED = {
  id: '00000000-0000-4000-8000-000000000001',
  domainName: 'bloom.com',
  acceptAtOrAboveMicros: null,
  counter: { kind: 'percentOfBuyNow', percent: 90 },
  declineBelowMicros: null,
  replyTemplate: '',
  paused: false,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
}

describe('the offer rule form (issue 24)', () => {
  it('refuses a rule that does nothing, with the catalog message, and sends nothing', async () => {
    const sent = stubSave({ status: 200, body: SAVED })
    renderWithProviders(<OfferRuleForm domainName="bloom.com" rule={null} onDone={() => {}} />)
    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Set at least one of accept, counter or decline.',
    )
    expect(sent).toEqual([])
  })

  it('sends a percent-of-buy-now counter for the domain and closes', async () => {
    const sent = stubSave({ status: 200, body: SAVED })
    const onDone = vi.fn()
    renderWithProviders(<OfferRuleForm domainName="bloom.com" rule={null} onDone={onDone} />)
    fireEvent.click(screen.getByRole('radio', { name: '% of buy now' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Percent of the buy-now price' }), {
      target: { value: '90' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(sent).toEqual([
      {
        domainName: 'bloom.com',
        acceptAtOrAboveMicros: null,
        counter: { kind: 'percentOfBuyNow', percent: 90 },
        declineBelowMicros: null,
        replyTemplate: '',
        paused: false,
      },
    ])
  })

  it('shows the server’s refusal under the field it names, keeping the entries', async () => {
    stubSave({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION',
          message: 'Invalid body',
          fields: [{ field: 'counter.priceMicros', code: 'offerRules.counter.compare' }],
        },
      },
    })
    renderWithProviders(<OfferRuleForm domainName={null} rule={null} onDone={() => {}} />)
    fireEvent.click(screen.getByRole('radio', { name: 'A price' }))
    const price = screen.getByRole('textbox', { name: 'Counter with' })
    fireEvent.change(price, { target: { value: '9000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }))
    expect(
      await screen.findByText('The counter price must be between the decline and accept prices.'),
    ).toBeTruthy()
    expect((price as HTMLInputElement).value).toBe('$9,000')
  })
})
