import { Notifications, notifications } from '@mantine/notifications'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../test/render'
import type { SavedView, SavedViewSearch } from '../saved-views.queries'
import { SavedViewsMenu } from './saved-views-menu'

type Call = { method: string; path: string; body: unknown }

const CHEAP: SavedView = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Cheap listed',
  view: 'selling',
  search: { filter: 'listed', buyNowMax: 500 },
  columns: [],
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
}
const SOLD: SavedView = {
  ...CHEAP,
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Sold',
  view: 'sold',
  search: {},
}

/** A fake of the saved-views API (issue 15) over an in-memory list, recording each call. */
function serveViews(initial: SavedView[]) {
  let views = [...initial]
  let next = 10
  const calls: Call[] = []
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), window.location.origin).pathname
      const method = init?.method ?? 'GET'
      const body = init?.body ? (JSON.parse(String(init.body)) as Partial<SavedView>) : undefined
      calls.push({ method, path, body })
      const id = path.split('/')[5]
      const taken = (name: string) =>
        views.some((v) => v.id !== id && v.name.toLowerCase() === name.toLowerCase())
      if (method === 'GET') return answer(200, { items: views })
      if (method === 'DELETE') {
        views = views.filter((v) => v.id !== id)
        return answer(200, { deleted: true, id })
      }
      if (taken(body!.name!)) {
        return answer(409, {
          error: {
            code: 'CONFLICT',
            message: 'taken',
            fields: [
              { field: 'name', code: 'savedViews.name.taken', values: { name: body!.name! } },
            ],
          },
        })
      }
      const saved = { ...CHEAP, ...body, id: id ?? `00000000-0000-4000-8000-0000000000${next++}` }
      views = [...views.filter((v) => v.id !== saved.id), saved]
      return answer(method === 'POST' ? 201 : 200, saved)
    }),
  )
  return { calls, writes: () => calls.filter((c) => c.method !== 'GET') }
}

function renderMenu(search: SavedViewSearch = {}, view: SavedView['view'] = 'selling') {
  const onOpen = vi.fn()
  renderWithProviders(
    <>
      <Notifications />
      <SavedViewsMenu view={view} search={search} columns={['domain', 'buyNow']} onOpen={onOpen} />
    </>,
  )
  return { onOpen }
}

beforeEach(() => {
  notifications.clean()
  // jsdom lays nothing out: every box and the viewport are 0×0, which the menu reads as a
  // button scrolled out of sight and hides its dropdown. A box in a viewport, as in a browser.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 100, y: 100, width: 80, height: 30 }),
  )
  vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1024)
  vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(768)
})
afterEach(() => vi.unstubAllGlobals())

describe('the Views menu (issue 15 "Saved views": named filter + sort + columns, any device)', () => {
  it('lists the saved views when first opened, marks the one on screen, opens one by keyboard', async () => {
    const api = serveViews([CHEAP, SOLD])
    const { onOpen } = renderMenu({ filter: 'listed', buyNowMax: 500 })
    expect(api.calls).toEqual([])
    const button = screen.getByRole('button', { name: 'Saved views' })
    button.focus()
    await userEvent.keyboard('{Enter}')
    const current = await screen.findByRole('menuitem', { name: 'Cheap listed, Selling' })
    expect(current.getAttribute('aria-current')).toBe('true')
    const sold = screen.getByRole('menuitem', { name: 'Sold, Sold' })
    expect(sold.getAttribute('aria-current')).toBeNull()
    sold.focus()
    await userEvent.keyboard('{Enter}')
    expect(onOpen).toHaveBeenCalledWith(SOLD)
  })

  it('says so when there is no saved view yet, and Rename or delete is off', async () => {
    serveViews([])
    renderMenu()
    await userEvent.click(screen.getByRole('button', { name: 'Saved views' }))
    expect(await screen.findByText('No saved views yet')).toBeTruthy()
    expect(
      screen.getByRole('menuitem', { name: 'Rename or delete views…' }).hasAttribute('disabled'),
    ).toBe(true)
  })

  it('saves the current view, filters, sort and columns under a name', async () => {
    const api = serveViews([])
    renderMenu({ filter: 'review', sort: 'price.buyNow', order: 'desc' }, 'parked')
    await userEvent.click(screen.getByRole('button', { name: 'Saved views' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Save current view…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Save current view' })
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Name' }),
      '  In review {Enter}',
    )
    await screen.findByText('View "In review" saved.')
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/v1/account/portfolio-views',
        body: {
          name: 'In review',
          view: 'parked',
          search: { filter: 'review', sort: 'price.buyNow', order: 'desc' },
          columns: ['domain', 'buyNow'],
        },
      },
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('keeps the dialog open with the reason when the name is taken (409 savedViews.name.taken)', async () => {
    serveViews([CHEAP])
    renderMenu()
    await userEvent.click(screen.getByRole('button', { name: 'Saved views' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Save current view…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Save current view' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'cheap LISTED')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save view' }))
    expect(
      await within(dialog).findByText('You already have a view named "cheap LISTED".'),
    ).toBeTruthy()
  })

  it('refuses an empty name without asking the server', async () => {
    const api = serveViews([])
    renderMenu()
    await userEvent.click(screen.getByRole('button', { name: 'Saved views' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Save current view…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Save current view' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), '   ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save view' }))
    expect(await within(dialog).findByText('Give the view a name.')).toBeTruthy()
    expect(api.writes()).toEqual([])
  })

  it('renames a view', async () => {
    const api = serveViews([CHEAP])
    renderMenu()
    await userEvent.click(screen.getByRole('button', { name: 'Saved views' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename or delete views…' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Cheap listed' }))
    const input = await screen.findByRole('textbox', { name: 'Name' })
    await userEvent.clear(input)
    await userEvent.type(input, 'Under $500{Enter}')
    await screen.findByText('View renamed to "Under $500".')
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: `/api/v1/account/portfolio-views/${CHEAP.id}`,
        body: { name: 'Under $500', view: 'selling', search: CHEAP.search, columns: [] },
      },
    ])
  })

  it('deletes a view only after confirmation, and Undo in the growl saves it again', async () => {
    const api = serveViews([CHEAP])
    renderMenu()
    await userEvent.click(screen.getByRole('button', { name: 'Saved views' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename or delete views…' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Cheap listed' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete view?' })
    expect(api.writes()).toEqual([])
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete view' }))
    await screen.findByText('View "Cheap listed" deleted.')
    expect(api.writes()).toEqual([
      { method: 'DELETE', path: `/api/v1/account/portfolio-views/${CHEAP.id}`, body: undefined },
    ])
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }))
    await screen.findByText('View "Cheap listed" is back.')
    expect(api.writes().at(-1)).toEqual({
      method: 'POST',
      path: '/api/v1/account/portfolio-views',
      body: { name: 'Cheap listed', view: 'selling', search: CHEAP.search, columns: [] },
    })
  })
})
