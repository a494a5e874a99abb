import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeFetch, renderWithProviders } from '../../../test/render'
import { savedLander } from '../../../test/saved-lander'
import { LanderDefaultsForm } from './lander-defaults-form'
import { LanderPreview } from './lander-preview'

const SAVED = savedLander(2_400_000_000)

afterEach(() => vi.unstubAllGlobals())

describe('the lander preview follows the lander rules (decision 1011)', () => {
  it('a buy-now lander with a price shows the price and no offer button', () => {
    renderWithProviders(<LanderPreview settings={SAVED} />)
    const preview = screen.getByTestId('lander-preview')
    expect(within(preview).getByTestId('preview-price').textContent).toBe('$2,400')
    expect(within(preview).queryByText('Make an offer')).toBeNull()
    expect(preview.getAttribute('data-mode')).toBe('BIN')
  })

  it('a buy-now lander without a price gives way to make offer (decision 501)', () => {
    renderWithProviders(<LanderPreview settings={{ ...SAVED, buynowPrice: null }} />)
    const preview = screen.getByTestId('lander-preview')
    expect(within(preview).queryByTestId('preview-price')).toBeNull()
    expect(within(preview).getByText('Make an offer')).toBeTruthy()
  })

  it('a lease-to-own lander quotes the monthly payment of the longest lease the price allows', () => {
    renderWithProviders(
      <LanderPreview
        settings={{
          ...SAVED,
          landerTemplate: 'LEASE_TO_OWN',
          leasingEnabled: true,
          maxLeasePeriod: 60,
        }}
      />,
    )
    // $2,400 allows 60 months (decision 102): $2,400 × 1.3 / 60 = $52.00 a month.
    expect(screen.getByTestId('preview-lease').textContent).toContain(
      '$52.00 a month for up to 60 months',
    )
  })

  it('shows the chosen background only on templates that take one (spec §4)', () => {
    const teal = { ...SAVED, backgroundColorOption: 'TEAL_GRADIENT' as const }
    const { unmount } = renderWithProviders(<LanderPreview settings={teal} />)
    expect(screen.getByTestId('lander-preview').getAttribute('data-theme')).toBe('AUTO')
    unmount()
    renderWithProviders(<LanderPreview settings={{ ...teal, landerTemplate: 'CUSTOM_LANDER' }} />)
    expect(screen.getByTestId('lander-preview').getAttribute('data-theme')).toBe('TEAL_GRADIENT')
  })
})

describe('the default lander form (spec §2 /account/lander)', () => {
  function renderForm(
    patch: () => { status?: number; body: unknown },
    saved = SAVED,
    canCustomizeColors = true,
  ) {
    const patches: unknown[] = []
    const fake = fakeFetch({ '/api/v1/account/lander': { body: saved } })
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'PATCH') {
          patches.push(JSON.parse(String(init.body)))
          const answer = patch()
          return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 })
        }
        return fake.fetchMock(input)
      }),
    )
    renderWithProviders(<LanderDefaultsForm canCustomizeColors={canCustomizeColors} />)
    return patches
  }

  it('offers the colours only where the switchboard’s showDanCustomBgColor is on (spec §6)', async () => {
    renderForm(() => ({ body: SAVED }), { ...SAVED, backgroundColorOption: 'CUSTOM' }, false)
    await screen.findByRole('switch', { name: /No buy-now price/ })
    expect(screen.queryByRole('textbox', { name: /Custom colour \(hex\)/ })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Look' })).toBeNull()
  })

  it('"No buy-now price" empties and disables the price, and the preview turns to offers', async () => {
    renderForm(() => ({ body: SAVED }))
    const noPrice = await screen.findByRole('switch', { name: /No buy-now price/ })
    fireEvent.click(noPrice)
    const price = screen.getByRole<HTMLInputElement>('textbox', { name: 'Buy-now price' })
    expect(price.disabled).toBe(true)
    expect(price.value).toBe('')
    expect(within(screen.getByTestId('lander-preview')).getByText('Make an offer')).toBeTruthy()
  })

  it('refuses a custom colour that is not hex before saving (spec §5)', async () => {
    const patches = renderForm(() => ({ body: SAVED }), {
      ...SAVED,
      backgroundColorOption: 'CUSTOM',
    })
    const colour = await screen.findByRole<HTMLInputElement>('textbox', {
      name: /Custom colour \(hex\)/,
    })
    fireEvent.change(colour, { target: { value: 'teal' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save default lander' }))
    expect(await screen.findByText('Enter a hex colour such as #1553C7.')).toBeTruthy()
    expect(patches).toEqual([])
    expect(colour.value).toBe('teal')
  })

  it("shows the server's refusal next to its field and keeps what was typed", async () => {
    renderForm(() => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION',
          message: 'These listing settings are not valid.',
          fields: [{ field: 'floorPrice', code: 'editDomain.prices.floor.compare' }],
        },
      },
    }))
    const floor = await screen.findByRole<HTMLInputElement>('textbox', { name: /Floor/ })
    fireEvent.change(floor, { target: { value: '3000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save default lander' }))
    expect(
      await screen.findByText('The floor must be between the minimum bid and the buy-now price.'),
    ).toBeTruthy()
    await waitFor(() => expect(floor.value).toBe('$3,000'))
  })
})
