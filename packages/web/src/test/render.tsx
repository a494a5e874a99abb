import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { theme } from '../app/theme'
import { EN_US_MESSAGES } from '../i18n/en-us-messages'

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } })
}

/** Renders with the app's providers (no router). */
export function renderWithProviders(ui: ReactNode, queryClient = createTestQueryClient()) {
  const result = render(
    <IntlProvider locale="en-US" messages={EN_US_MESSAGES}>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </MantineProvider>
    </IntlProvider>,
  )
  return { ...result, queryClient }
}

export type FakeAnswer = { status?: number; body: unknown }
export type FakeRoutes = Record<string, FakeAnswer | (() => FakeAnswer)>

/**
 * A fake `fetch` answering by path (query ignored); unknown paths answer 404. Returns the
 * mock so tests can read the URLs called.
 */
export function fakeFetch(routes: FakeRoutes) {
  const calls: string[] = []
  const fetchMock = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), window.location.origin)
    calls.push(`${url.pathname}${url.search}`)
    const route = routes[url.pathname]
    const answer = typeof route === 'function' ? route() : route
    if (answer === undefined) {
      return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'nope' } }), {
        status: 404,
      })
    }
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 })
  }
  return { fetchMock, calls }
}
