import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeFetch } from '../../test/render'
import { cursorForPage, forgetPageCursors, rememberPageCursors } from './page-anchors'
import { portfolioQueries } from './portfolio.queries'

const QUERY = { view: 'selling', sort: 'price.buyNow', order: 'desc', limit: 100 }

describe('portfolio pager anchors (decision 255: Next and Previous page by cursor)', () => {
  beforeEach(() => forgetPageCursors())

  it('keeps a page’s cursors as the anchors of the pages after and before it', () => {
    rememberPageCursors({ ...QUERY, offset: 500 }, 500, 100, { nextCursor: 'n', prevCursor: 'p' })
    expect(cursorForPage({ ...QUERY, offset: 600 }, 600)).toBe('n')
    expect(cursorForPage({ ...QUERY, offset: 400 }, 400)).toBe('p')
    // Another page, sort or filter has no anchor: it asks by offset.
    expect(cursorForPage(QUERY, 700)).toBeNull()
    expect(cursorForPage({ ...QUERY, order: 'asc' }, 600)).toBeNull()
    expect(cursorForPage({ ...QUERY, filter: 'listed' }, 600)).toBeNull()
  })

  it('never anchors the first page: offset 0 is already the fastest page', () => {
    rememberPageCursors(QUERY, 100, 100, { prevCursor: 'p' })
    expect(cursorForPage(QUERY, 0)).toBeNull()
  })

  it('asks for the next page by the cursor the current page gave', async () => {
    const fake = fakeFetch({
      '/api/v2/domains': { body: { items: [], total: 1_000_000, nextCursor: 'after-page-3' } },
    })
    vi.stubGlobal('fetch', vi.fn(fake.fetchMock))
    const client = new QueryClient()
    const search = { offset: 300, limit: 100, sort: 'price.buyNow', order: 'desc' } as const
    await client.fetchQuery(portfolioQueries.page('selling', search))
    await client.fetchQuery(portfolioQueries.page('selling', { ...search, offset: 400 }))
    await client.fetchQuery(portfolioQueries.page('selling', { ...search, offset: 900 }))
    expect(fake.calls).toEqual([
      '/api/v2/domains?view=selling&offset=300&limit=100&sort=price.buyNow&order=desc',
      '/api/v2/domains?view=selling&offset=400&limit=100&sort=price.buyNow&order=desc&cursor=after-page-3',
      '/api/v2/domains?view=selling&offset=900&limit=100&sort=price.buyNow&order=desc',
    ])
  })
})
