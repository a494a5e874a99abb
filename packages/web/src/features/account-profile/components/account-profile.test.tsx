import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { AccountProfile } from '@namefolio/core/account/profile.contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../test/render'
import { PrefsForm, prefsPatch } from './prefs-form'
import { ProfileChecklist } from './profile-checklist'
import { changedProfileFields } from './profile-form'

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, to, ...rest }: { children?: React.ReactNode; to: string }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}))

const PROFILE: AccountProfile = {
  name: 'Dana Seller',
  username: 'dana-sells',
  email: 'dana@example.test',
  pendingEmail: null,
  bio: null,
  country: null,
  phone: null,
  avatarUrl: null,
  showSalesCount: true,
  showResponseTime: true,
  prefs: { timeZone: 'America/New_York', language: 'en-US', currency: 'USD' },
  memberSince: '2024-03-01T00:00:00.000Z',
  profilePath: '/profile/dana-sells',
  missing: ['country', 'phone'],
}

/** A fetch that answers `answer` to every call and keeps each request's method, path and body. */
function recordingFetch(answer: unknown, status = 200) {
  const requests: { method: string; path: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), window.location.origin)
      requests.push({
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      })
      return new Response(JSON.stringify(answer), { status })
    }),
  )
  return requests
}

afterEach(() => vi.unstubAllGlobals())

describe('prefsPatch: PATCH v1/account/prefs sends the changed pref names (spec §7)', () => {
  const prefs = PROFILE.prefs
  it.each([
    ['nothing changed', prefs, null],
    [
      'the time zone',
      { ...prefs, timeZone: 'Europe/Berlin' },
      { changed: ['timeZone'], timeZone: 'Europe/Berlin' },
    ],
    [
      'language and currency',
      { ...prefs, language: 'de-DE', currency: 'EUR' },
      { changed: ['language', 'currency'], language: 'de-DE', currency: 'EUR' },
    ],
  ] as const)('%s', (_, values, patch) => {
    expect(prefsPatch(prefs, values)).toEqual(patch)
  })
})

describe('changedProfileFields: POST v1/account/profile sends only what changed', () => {
  it('leaves out fields typed back to what they were, and compares usernames lower-cased', () => {
    expect(
      changedProfileFields(PROFILE, {
        name: 'Dana Seller',
        username: 'Dana-Sells',
        bio: 'Brandables.',
        showSalesCount: false,
        showResponseTime: true,
      }),
    ).toEqual({ bio: 'Brandables.', showSalesCount: false })
  })
})

describe('PrefsForm', () => {
  it('saves with the changed names only', async () => {
    const requests = recordingFetch({ ...PROFILE, prefs: { ...PROFILE.prefs, currency: 'EUR' } })
    renderWithProviders(<PrefsForm initial={PROFILE.prefs} />)
    const save = screen.getByRole('button', { name: 'Save preferences' })
    expect((save as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getAllByLabelText('Currency').find((el) => el.tagName === 'INPUT')!)
    fireEvent.click(await screen.findByRole('option', { name: /EUR/ }))
    fireEvent.click(save)
    await waitFor(() => expect(requests).toHaveLength(1))
    expect(requests[0]).toEqual({
      method: 'PATCH',
      path: '/api/v1/account/prefs',
      body: { changed: ['currency'], currency: 'EUR' },
    })
  })
})

describe('ProfileChecklist (spec §2 /account/profile/complete)', () => {
  it('marks what is missing and refuses a phone without a country code, keeping the input', async () => {
    const requests = recordingFetch(PROFILE)
    renderWithProviders(<ProfileChecklist profile={PROFILE} />)
    expect(screen.getByRole('status').textContent).toContain('2 of 4 done')
    const phone = screen.getByRole('listitem', { name: 'Phone' })
    expect(within(phone).getByText('Missing')).toBeTruthy()
    expect(
      within(screen.getByRole('listitem', { name: 'Full name' })).getByText('Done'),
    ).toBeTruthy()
    const input = within(phone).getByRole('textbox', { name: 'Phone' })
    fireEvent.change(input, { target: { value: '555 123 4567' } })
    fireEvent.click(within(phone).getByRole('button', { name: 'Save Phone' }))
    expect(await within(phone).findByText(/^Enter the number with \+/)).toBeTruthy()
    expect((input as HTMLInputElement).value).toBe('555 123 4567')
    expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(0)
  })

  it('saves one item in place, sending only that item', async () => {
    const requests = recordingFetch({ ...PROFILE, phone: '+15551234567', missing: ['country'] })
    renderWithProviders(<ProfileChecklist profile={PROFILE} />)
    const phone = screen.getByRole('listitem', { name: 'Phone' })
    fireEvent.change(within(phone).getByRole('textbox', { name: 'Phone' }), {
      target: { value: '+1 555 123 4567' },
    })
    fireEvent.click(within(phone).getByRole('button', { name: 'Save Phone' }))
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true))
    expect(requests.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/v1/account/profile',
      body: { phone: '+1 555 123 4567' },
    })
  })
})
