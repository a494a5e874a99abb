import type { ReactNode } from 'react'

type LinkStubProps = {
  children?: ReactNode
  to: string
  params?: Record<string, string>
  search?: Record<string, unknown>
}

/**
 * Stands in for TanStack Router's `Link` in component tests rendered without a router: an
 * anchor whose href is the route with its `$params` filled in and its search as a query.
 * Use it as `vi.mock('@tanstack/react-router', () => import('<path>/test/router-link-stub'))`.
 */
export function Link({ children, to, params, search, ...rest }: LinkStubProps) {
  const path = to.replace(/\$(\w+)/g, (_, name: string) => params?.[name] ?? '')
  const query = new URLSearchParams(
    Object.entries(search ?? {}).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  ).toString()
  return (
    <a href={query === '' ? path : `${path}?${query}`} {...rest}>
      {children}
    </a>
  )
}
