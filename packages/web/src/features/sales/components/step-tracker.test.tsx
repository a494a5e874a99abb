import { screen, within } from '@testing-library/react'
import { stepTrackerOf } from '@namefolio/core/sales/sale-steps'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../test/render'
import { StepTracker } from './step-tracker'

function steps() {
  return within(screen.getByRole('list', { name: 'Steps of this sale' })).getAllByRole('listitem')
}

describe('step tracker — spec §4 seller-facing sale steps', () => {
  it('marks the steps before the auth code done and the auth code as the current step', () => {
    renderWithProviders(<StepTracker steps={stepTrackerOf('SALE', 'AWAITING_AUTH_CODE')} />)
    const items = steps()
    expect(items.map((li) => li.dataset.state)).toEqual([
      'done',
      'done',
      'current',
      'todo',
      'todo',
      'todo',
      'todo',
    ])
    expect(items[2]?.getAttribute('aria-current')).toBe('step')
    expect(within(items[2]!).getByText('Auth code needed')).toBeTruthy()
    expect(within(items[2]!).getByText('Now')).toBeTruthy()
  })

  it('shows every step done once the payout is issued, with no current step', () => {
    renderWithProviders(<StepTracker steps={stepTrackerOf('SALE', 'PAID')} />)
    expect(steps().every((li) => li.dataset.state === 'done')).toBe(true)
    expect(document.querySelector('[aria-current="step"]')).toBeNull()
  })

  it('puts the payout-details step before the payout while the payout waits for it', () => {
    renderWithProviders(<StepTracker steps={stepTrackerOf('SALE', 'AWAITING_PAYEE_INFO')} />)
    const current = steps().find((li) => li.dataset.state === 'current')!
    expect(within(current).getByText('Payout details needed')).toBeTruthy()
    expect(steps().at(-2)?.textContent).toContain('Payout scheduled')
  })

  it('ends a cancelled sale with the cancelled step after the steps it reached', () => {
    renderWithProviders(
      <StepTracker steps={stepTrackerOf('SALE', 'CANCELLED', 'AUTH_CODE_REQUIRED')} />,
    )
    const items = steps()
    expect(items).toHaveLength(4)
    expect(items.at(-1)?.dataset.state).toBe('cancelled')
    expect(within(items.at(-1)!).getByText('Sale cancelled')).toBeTruthy()
  })

  it('has no payout-scheduled step for a lease', () => {
    renderWithProviders(<StepTracker steps={stepTrackerOf('LEASE', 'CONFIRMED_TRANSFER')} />)
    expect(screen.queryByText('Payout scheduled')).toBeNull()
    expect(steps().at(-1)?.textContent).toContain('Payout issued')
  })
})
