import { notifications } from '@mantine/notifications'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeFetch, renderWithProviders } from '../../../test/render'
import { BuyNowPausedAlert } from './buy-now-paused-alert'

const NAME = 'linenvalley.io'
const status = (paused: boolean) => ({
  domainName: NAME,
  paused,
  detectedAt: paused ? '2026-11-24T10:47:00.000Z' : null,
  evidence: '203.0.113.7 answered HTTP 200',
  lastVerdict: 'IN_USE',
  lastCheckedAt: '2026-11-24T10:47:00.000Z',
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

// Issue 24: the domain page shows "Buy now paused: site detected at …" with "Resume buy now"
// behind a confirmation (common brief: confirmations before consequential actions).
describe('BuyNowPausedAlert', () => {
  it('resumes buy now only after the confirmation, then hides itself', async () => {
    vi.spyOn(notifications, 'show').mockReturnValue('id')
    const { fetchMock, calls } = fakeFetch({
      [`/api/v1/in-use/domains/${NAME}`]: { body: status(true) },
      [`/api/v1/in-use/domains/${NAME}/resume`]: { body: status(false) },
    })
    vi.stubGlobal('fetch', fetchMock)
    renderWithProviders(<BuyNowPausedAlert domainName={NAME} />)

    expect(await screen.findByText(/Buy now paused: site detected at Nov 24, 2026/)).toBeTruthy()
    expect(screen.getByText('What we saw: 203.0.113.7 answered HTTP 200.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Resume buy now' }))
    const dialog = await screen.findByRole('dialog', { name: `Resume buy now for ${NAME}?` })
    expect(calls.some((c) => c.endsWith('/resume'))).toBe(false)

    await userEvent.click(within(dialog).getByRole('button', { name: 'Resume buy now' }))
    await waitFor(() => expect(screen.queryByTestId('buy-now-paused')).toBeNull())
    expect(calls.filter((c) => c.endsWith('/resume'))).toHaveLength(1)
  })

  it('keeps buy now paused when the seller cancels', async () => {
    const { fetchMock, calls } = fakeFetch({
      [`/api/v1/in-use/domains/${NAME}`]: { body: status(true) },
    })
    vi.stubGlobal('fetch', fetchMock)
    renderWithProviders(<BuyNowPausedAlert domainName={NAME} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Resume buy now' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Keep paused' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByTestId('buy-now-paused')).toBeTruthy()
    expect(calls.some((c) => c.endsWith('/resume'))).toBe(false)
  })

  it('shows nothing for a domain whose buy now is not paused', async () => {
    const { fetchMock, calls } = fakeFetch({
      [`/api/v1/in-use/domains/${NAME}`]: { body: status(false) },
    })
    vi.stubGlobal('fetch', fetchMock)
    renderWithProviders(<BuyNowPausedAlert domainName={NAME} />)
    await waitFor(() => expect(calls).toContain(`/api/v1/in-use/domains/${NAME}`))
    expect(screen.queryByTestId('buy-now-paused')).toBeNull()
  })
})
