import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../test/render'
import { WhatsNewButton } from './whats-new'

afterEach(() => vi.unstubAllGlobals())

const note = (id: string, isRead: boolean) => ({
  id,
  publishedOn: id.slice(0, 10),
  title: `Title ${id}`,
  body: `Body ${id}`,
  path: null,
  isRead,
})

describe("What's new (spec §7 GET /v1/rad/releaseNotes; decision 1024)", () => {
  it('says how many notes are unread, and opening marks those read on the server', async () => {
    const notes = [note('2026-11-24-a', false), note('2026-11-23-b', true)]
    const posted: unknown[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'POST') {
          posted.push(JSON.parse(String(init.body)))
          const read = notes.map((n) => ({ ...n, isRead: true }))
          return new Response(JSON.stringify({ notes: read, unreadCount: 0 }))
        }
        return new Response(JSON.stringify({ notes, unreadCount: 1 }))
      }),
    )
    const user = userEvent.setup()
    renderWithProviders(<WhatsNewButton />)
    await user.click(await screen.findByRole('button', { name: "What's new, 1 unread note" }))
    await screen.findByRole('heading', { name: 'Title 2026-11-24-a' })
    await waitFor(() => expect(posted).toEqual([{ ids: ['2026-11-24-a'] }]))
    // The note stays marked New while the panel is open; the button no longer counts it.
    expect(screen.getByText('New')).toBeTruthy()
    expect(screen.getByRole('button', { name: "What's new", hidden: true })).toBeTruthy()
  })

  it('sends nothing when every note was read before', async () => {
    const calls: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        calls.push(init?.method ?? 'GET')
        return new Response(JSON.stringify({ notes: [note('2026-11-24-a', true)], unreadCount: 0 }))
      }),
    )
    const user = userEvent.setup()
    renderWithProviders(<WhatsNewButton />)
    await user.click(await screen.findByRole('button', { name: "What's new" }))
    await screen.findByRole('heading', { name: 'Title 2026-11-24-a' })
    expect(calls).toEqual(['GET'])
    expect(screen.queryByText('New')).toBeNull()
  })
})
