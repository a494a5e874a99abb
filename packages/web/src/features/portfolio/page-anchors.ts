import type { QueryValue } from '../../lib/api-client'

/*
 * Keyset anchors for the portfolio pager (decision 255). The URL keeps `offset` (it is what a
 * link shares and what "101–200 of 1,000,000" shows), but an offset deep in a large portfolio
 * makes the database walk every row before it. Each answer carries `nextCursor` and
 * `prevCursor`; they are kept here, per filter and sort, under the offset of the page they
 * lead to, so Next and Previous ask by cursor and stay as fast as the first page. A page
 * reached any other way (a typed URL, a jump) asks by offset.
 */

type PageCursors = { nextCursor?: string | undefined; prevCursor?: string | undefined }

const MAX_REMEMBERED_QUERIES = 20
const anchorsByQuery = new Map<string, Map<number, string>>()

/** The query without its paging: pages of one filter and sort share their anchors. */
function queryIdentity(query: Record<string, QueryValue>): string {
  const { offset: _offset, cursor: _cursor, ...rest } = query
  const present = Object.entries(rest).filter(([, value]) => value !== undefined && value !== null)
  return JSON.stringify(present.sort(([a], [b]) => a.localeCompare(b)))
}

/** Keeps the cursors of the page at `offset` as anchors of the pages after and before it. */
export function rememberPageCursors(
  query: Record<string, QueryValue>,
  offset: number,
  limit: number,
  page: PageCursors,
): void {
  const identity = queryIdentity(query)
  let anchors = anchorsByQuery.get(identity)
  if (!anchors) {
    if (anchorsByQuery.size >= MAX_REMEMBERED_QUERIES) {
      anchorsByQuery.delete(anchorsByQuery.keys().next().value!)
    }
    anchors = new Map()
    anchorsByQuery.set(identity, anchors)
  }
  if (page.nextCursor) anchors.set(offset + limit, page.nextCursor)
  // The first page is asked by offset 0, which is already as fast as a cursor.
  if (page.prevCursor && offset - limit > 0) anchors.set(offset - limit, page.prevCursor)
}

/** The cursor that leads to the page at `offset` of this query, if a neighbour left one. */
export function cursorForPage(query: Record<string, QueryValue>, offset: number): string | null {
  return anchorsByQuery.get(queryIdentity(query))?.get(offset) ?? null
}

/** Forgets every anchor (tests; a sign-out). */
export function forgetPageCursors(): void {
  anchorsByQuery.clear()
}
