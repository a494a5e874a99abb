import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AccountBoost } from '@namefolio/core/account/standing.contract'
import { renderWithProviders } from '../../../test/render'
import { BoostSettings } from './boost-settings'

afterEach(() => vi.unstubAllGlobals())

const NAMES = ['STANDARD', 'BOOST', 'BOOST_PLUS', 'BOOST_MAX'] as const
const SURCHARGES = [0, 100, 250, 500]
function boostAt(level: 0 | 1 | 2 | 3): AccountBoost {
  return {
    level,
    since: null,
    planCommissionBps: 1500,
    isDiscountClubMember: false,
    commissionBps: 1500 + SURCHARGES[level]!,
    levels: NAMES.map((name, i) => ({
      level: i as 0 | 1 | 2 | 3,
      name,
      listSurchargeBps: SURCHARGES[i]!,
      surchargeBps: SURCHARGES[i]!,
      commissionBps: 1500 + SURCHARGES[i]!,
    })),
  }
}

/** GET answers `current`; PATCH answers `patch` (or the level sent) and records the body. */
function stubApi(current: AccountBoost, patch?: { status: number; body: unknown }) {
  const sent: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as { level: 0 | 1 | 2 | 3 }
        sent.push(body)
        const answer = patch ?? { status: 200, body: boostAt(body.level) }
        return new Response(JSON.stringify(answer.body), { status: answer.status })
      }
      return new Response(JSON.stringify(current), { status: 200 })
    }),
  )
  return sent
}

describe('boost settings (spec §2 /account/boost; decision 1020)', () => {
  it('shows every level with its commission per sale', async () => {
    stubApi(boostAt(0))
    renderWithProviders(<BoostSettings />)
    expect(await screen.findByRole('radio', { name: 'Boost Max' })).toBeTruthy()
    expect(screen.getByText(/\+5% commission · 20% per sale/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Save boost level' })).toHaveProperty(
      'disabled',
      true,
    )
  })

  it('asks before raising the commission, and saves only when confirmed', async () => {
    const sent = stubApi(boostAt(0))
    const user = userEvent.setup()
    renderWithProviders(<BoostSettings />)
    await user.click(await screen.findByRole('radio', { name: 'Boost Plus' }))
    await user.click(screen.getByRole('button', { name: 'Save boost level' }))
    const dialog = await screen.findByRole('dialog', { name: 'Raise your commission?' })
    expect(dialog.textContent).toContain('17.5% commission instead of 15%')
    await user.click(screen.getByRole('button', { name: 'Keep 15%' }))
    expect(sent).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Save boost level' }))
    await user.click(await screen.findByRole('button', { name: 'Boost and raise to 17.5%' }))
    await waitFor(() => expect(sent).toEqual([{ level: 2 }]))
  })

  it('lowers the level without asking', async () => {
    const sent = stubApi(boostAt(3))
    const user = userEvent.setup()
    renderWithProviders(<BoostSettings />)
    await user.click(await screen.findByRole('radio', { name: 'Standard' }))
    await user.click(screen.getByRole('button', { name: 'Save boost level' }))
    await waitFor(() => expect(sent).toEqual([{ level: 0 }]))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('keeps the choice when saving fails, so it can be tried again', async () => {
    const sent = stubApi(boostAt(3), {
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'x' } },
    })
    const user = userEvent.setup()
    renderWithProviders(<BoostSettings />)
    await user.click(await screen.findByRole('radio', { name: 'Boost' }))
    await user.click(screen.getByRole('button', { name: 'Save boost level' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save boost level' })).toHaveProperty(
        'disabled',
        false,
      ),
    )
    expect(screen.getByRole('radio', { name: 'Boost' })).toHaveProperty('checked', true)
  })
})
