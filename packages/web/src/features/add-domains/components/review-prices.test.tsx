import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { ListingSettings } from '@namefolio/core/domains/domain-intake.contract'
import type { IntakePrices } from '@namefolio/core/domains/intake-prices'
import { DEFAULT_INTAKE_SETTINGS } from '@namefolio/core/landers/default-listing'
import { renderWithProviders } from '../../../test/render'
import { reviewPriceErrors } from './review-price-errors'
import { ReviewPrices } from './review-prices'

const NAMES = [
  { name: 'calm.com', input: 'calm.com' },
  { name: 'shop.co.za', input: 'shop.co.za' },
]

/** The review step's price state, with the errors shown as after an attempt to add. */
function Harness() {
  const [settings, setSettings] = useState<ListingSettings>(DEFAULT_INTAKE_SETTINGS)
  const [own, setOwn] = useState<Record<string, IntakePrices>>({})
  const errors = reviewPriceErrors({
    settings,
    own,
    names: NAMES.map((n) => n.name),
    server: [],
    shown: true,
  })
  return (
    <ReviewPrices
      names={NAMES}
      all={settings}
      onAllChange={(prices) => setSettings({ ...settings, ...prices })}
      own={own}
      onOwnChange={setOwn}
      allErrors={errors.all}
      errorsByName={errors.byName}
    />
  )
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) })

describe('review step prices (issue 15; spec §5; decisions 270, 272)', () => {
  it('shows every new name as make offer until a buy-now price is set', () => {
    renderWithProviders(<Harness />)
    for (const { name } of NAMES) {
      expect(within(rowOf(name)).getByText('Make offer')).toBeTruthy()
      expect(
        screen.getByRole<HTMLInputElement>('textbox', { name: `Buy now of ${name}` }).value,
      ).toBe('')
    }
  })

  it('checks one name’s own price with the §5 rules and keeps what was typed', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Harness />)
    const buyNow = screen.getByRole<HTMLInputElement>('textbox', { name: 'Buy now of calm.com' })
    await user.type(buyNow, '5')
    expect(
      within(rowOf('calm.com')).getByText('The buy-now price must be at least $50.'),
    ).toBeTruthy()
    expect(buyNow.value).toBe('$5')
    await user.type(buyNow, '00')
    expect(within(rowOf('calm.com')).getByText('Buy now $500')).toBeTruthy()
    expect(within(rowOf('shop.co.za')).getByText('Make offer')).toBeTruthy()
  })

  it('applies the prices for all domains to every name after a confirmation', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Harness />)
    await user.type(screen.getByRole('textbox', { name: 'Buy now of calm.com' }), '900')
    await user.type(screen.getByRole('textbox', { name: 'Buy now for all domains' }), '120')
    expect(within(rowOf('shop.co.za')).getByText('Buy now $120')).toBeTruthy()
    expect(within(rowOf('calm.com')).getByText('Buy now $900')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Apply to all' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Apply to all' }))
    expect(within(rowOf('calm.com')).getByText('Buy now $120')).toBeTruthy()
  })
})
