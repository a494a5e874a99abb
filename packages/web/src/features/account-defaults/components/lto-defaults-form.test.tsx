import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AccountLander } from '@namefolio/core/account/account-defaults.contract'
import { fakeFetch, renderWithProviders } from '../../../test/render'
import { savedLander } from '../../../test/saved-lander'
import { LtoDefaultsForm } from './lto-defaults-form'

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, to, ...rest }: { children?: React.ReactNode; to: string }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}))

const SAVED = savedLander(600_000_000)

afterEach(() => vi.unstubAllGlobals())

function renderLto(saved: AccountLander) {
  const fake = fakeFetch({
    '/api/v1/account/lander': { body: saved },
    '/api/v1/account/lto/policy': { body: { graceDays: 15 } },
  })
  vi.stubGlobal('fetch', vi.fn(fake.fetchMock))
  renderWithProviders(<LtoDefaultsForm />)
}

describe('lease-to-own defaults (spec §2 /account/lto, §4 lease-to-own control, §5 tiers)', () => {
  it('cannot be switched on without a lease-eligible default price, and says where to set one', async () => {
    renderLto({ ...SAVED, buynowPrice: null })
    const toggle = await screen.findByRole<HTMLInputElement>('switch', {
      name: /Offer lease to own on new listings/,
    })
    expect(toggle.disabled).toBe(true)
    expect(
      screen.getByRole('link', { name: 'Set a default buy-now price' }).getAttribute('href'),
    ).toBe('/account/lander')
  })

  it('refuses a longest lease beyond what the price allows ($600: 24 months, decision 102)', async () => {
    renderLto(SAVED)
    fireEvent.click(await screen.findByRole('switch', { name: /Offer lease to own/ }))
    const months = screen.getByRole('textbox', { name: /Longest lease/ })
    fireEvent.change(months, { target: { value: '36' } })
    expect(await screen.findByText('Choose 2 to 24 months.')).toBeTruthy()
    expect(
      (screen.getByRole('button', { name: 'Save lease-to-own defaults' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false)
    fireEvent.change(months, { target: { value: '24' } })
    expect(screen.queryByText('Choose 2 to 24 months.')).toBeNull()
    expect(screen.getByTestId('lto-example').textContent).toContain('$660.00 in total')
  })

  it('quotes each tier at the longest term the price allows and shows the grace days', async () => {
    renderLto(SAVED)
    const tiers = await screen.findByTestId('lease-tiers')
    expect(tiers.textContent).toContain('$27.50 × 24')
    expect(tiers.textContent).toContain('Too long for this price')
    expect((await screen.findByTestId('lto-grace')).textContent).toContain('15 days')
  })
})
