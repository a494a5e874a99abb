import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeFetch, renderWithProviders, type FakeRoutes } from '../../../test/render'
import { ParkingSetupDrawer } from './parking-setup-drawer'

const SETUP = '/api/v1/parking/setup'
const instructions = {
  nameservers: ['ns1.namefolio.test', 'ns2.namefolio.test'],
  records: [
    { type: 'A', host: '@', value: '192.0.2.80' },
    { type: 'CNAME', host: 'www', value: 'parking.namefolio.test' },
  ],
}
const domain = (domainName: string, extra: Record<string, unknown> = {}) => ({
  domainName,
  isParked: true,
  status: 'NOT_CHECKED',
  problem: null,
  checkedAt: null,
  ...extra,
})
const page = (items: unknown[], refused: unknown[] = []) => ({
  body: { instructions, items, refused, total: items.length, offset: 0, limit: 100 },
})

function setup(routes: FakeRoutes, parkingNames?: string) {
  const bodies: { path: string; body: unknown }[] = []
  const { fetchMock, calls } = fakeFetch(routes)
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.body) {
        bodies.push({
          path: new URL(String(input), window.location.origin).pathname,
          body: JSON.parse(String(init.body)),
        })
      }
      return fetchMock(input)
    }),
  )
  const onClose = vi.fn()
  renderWithProviders(<ParkingSetupDrawer opened parkingNames={parkingNames} onClose={onClose} />)
  return { bodies, calls, onClose }
}

afterEach(() => vi.unstubAllGlobals())

describe('parking setup drawer (spec §2 flag; decisions 540, 541)', () => {
  it('shows a loading state, then the parked domains with what to set and their status', async () => {
    setup({
      [SETUP]: page([
        domain('live.com', { status: 'LIVE', checkedAt: '2026-11-20T10:00:00.000Z' }),
        domain('waiting.com', {
          status: 'WAITING',
          problem: 'parkingSetup.problem.dnsElsewhere',
          checkedAt: '2026-11-20T10:00:00.000Z',
        }),
        domain('unchecked.com', { problem: 'parkingSetup.problem.resolverFailed' }),
      ]),
    })
    expect(screen.getByText('Loading parking setup')).toBeTruthy()
    const list = await screen.findByRole('list', { name: 'Parking status of each domain' })
    const rows = within(list).getAllByRole('listitem')
    expect(within(rows[0]!).getByText('Live')).toBeTruthy()
    expect(within(rows[1]!).getByText('Waiting for DNS')).toBeTruthy()
    expect(within(rows[1]!).getByText(/point somewhere else/)).toBeTruthy()
    expect(within(rows[2]!).getByText('Not checked')).toBeTruthy()
    expect(within(rows[2]!).getByText(/could not reach DNS/)).toBeTruthy()
    expect(within(rows[2]!).getByText('Never checked')).toBeTruthy()
    expect(screen.getByText('ns1.namefolio.test')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy 192.0.2.80' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy parking.namefolio.test' })).toBeTruthy()
    // Every domain is parked: nothing to move.
    expect(screen.queryByRole('button', { name: /to parking/ })).toBeNull()
  })

  it('shows the empty state when the seller has no parked domains', async () => {
    setup({ [SETUP]: page([]) })
    expect(await screen.findByText('No parked domains yet')).toBeTruthy()
  })

  it('shows the error with a retry that loads again', async () => {
    let fail = true
    const { calls } = setup({
      [SETUP]: () =>
        fail
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }
          : page([domain('a.com')]),
    })
    expect(await screen.findByText('We could not load parking setup.')).toBeTruthy()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('a.com')).toBeTruthy()
    expect(calls.filter((c) => c.startsWith(SETUP)).length).toBe(2)
  })

  it('asks for the selected names and lists refused ones in words', async () => {
    const { calls } = setup(
      {
        [SETUP]: page(
          [domain('mine.com')],
          [{ domainName: 'theirs.com', reason: 'parkingSetup.refused.unknown' }],
        ),
      },
      'mine.com,theirs.com',
    )
    expect(await screen.findByText('theirs.com: not in your portfolio.')).toBeTruthy()
    expect(calls[0]).toBe(`${SETUP}?names=mine.com%2Ctheirs.com`)
  })

  it('moves the unparked domains to parking only after the confirmation', async () => {
    let parked = false
    const { bodies } = setup(
      {
        [SETUP]: () =>
          page([
            domain(
              'a.com',
              parked
                ? {}
                : { isParked: false, status: 'WAITING', problem: 'parkingSetup.problem.notParked' },
            ),
            domain('b.com'),
          ]),
        [`${SETUP}/park`]: () => {
          parked = true
          return { body: { results: [{ domainName: 'a.com', outcome: 'PARKED', reason: null }] } }
        },
      },
      'a.com,b.com',
    )
    expect(await screen.findByText('Not parked')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Move 1 domain to parking' }))
    expect(bodies).toEqual([])
    const dialog = await screen.findByRole('dialog', { name: 'Move 1 domain to parking?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to parking' }))
    await waitFor(() => expect(screen.queryByText('Not parked')).toBeNull())
    expect(bodies).toEqual([{ path: `${SETUP}/park`, body: { domainNames: ['a.com'] } }])
  })

  it('says in words why a name was refused when moving it', async () => {
    setup(
      {
        [SETUP]: page([domain('sold.com', { isParked: false, status: 'WAITING' })]),
        [`${SETUP}/park`]: {
          body: {
            results: [
              { domainName: 'sold.com', outcome: 'REFUSED', reason: 'parkingSetup.refused.sold' },
            ],
          },
        },
      },
      'sold.com',
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Move 1 domain to parking' }))
    const dialog = await screen.findByRole('dialog', { name: 'Move 1 domain to parking?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to parking' }))
    expect(await screen.findByText('sold.com: sold, so it cannot be parked.')).toBeTruthy()
  })

  it('checks DNS of the parked domains and shows each new status', async () => {
    const { bodies } = setup({
      [SETUP]: page([domain('a.com'), domain('b.com')]),
      [`${SETUP}/check`]: {
        body: {
          items: [
            domain('a.com', { status: 'LIVE', checkedAt: '2026-11-24T01:00:00.000Z' }),
            domain('b.com', {
              status: 'WAITING',
              problem: 'parkingSetup.problem.noRecords',
              checkedAt: '2026-11-24T01:00:00.000Z',
            }),
          ],
          refused: [],
        },
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Check DNS now' }))
    expect(await screen.findByText('Live')).toBeTruthy()
    expect(screen.getByText(/no nameservers or A records yet/)).toBeTruthy()
    expect(bodies).toEqual([{ path: `${SETUP}/check`, body: { domainNames: ['a.com', 'b.com'] } }])
  })

  it('pages through more than 100 parked domains by offset', async () => {
    const { calls } = setup({
      [SETUP]: {
        body: {
          instructions,
          items: [domain('first.com')],
          refused: [],
          total: 150,
          offset: 0,
          limit: 100,
        },
      },
    })
    expect(await screen.findByText('1–100 of 150')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(calls).toContain(`${SETUP}?offset=100`))
    expect(calls[0]).toBe(`${SETUP}?offset=0`)
  })

  it('closes with its named close button', async () => {
    const { onClose } = setup({ [SETUP]: page([]) })
    await userEvent.click(await screen.findByRole('button', { name: 'Close parking setup' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
