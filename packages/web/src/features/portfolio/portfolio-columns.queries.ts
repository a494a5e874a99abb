import type { ColumnView } from '@namefolio/core/portfolio/portfolio-columns'
import type { ColumnChoices } from '@namefolio/core/portfolio/portfolio-columns.contract'
import { portfolioColumnEndpoints } from '@namefolio/core/portfolio/portfolio-columns.endpoints'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../lib/api-client'

const KEY = ['account', 'portfolio-columns'] as const

/** The user's saved column choices (decision 285); a failed load leaves the defaults. */
export const portfolioColumnQueries = {
  choices: () =>
    queryOptions({
      queryKey: KEY,
      queryFn: ({ signal }) => callEndpoint(portfolioColumnEndpoints.list, {}, { signal }),
      staleTime: Infinity,
      retry: false,
    }),
}

/**
 * Saves a view's columns. The table follows at once (optimistic); a refused save puts the
 * previous choice back.
 */
export function useSaveColumns() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ view, columns }: { view: ColumnView; columns: string[] }) =>
      callEndpoint(portfolioColumnEndpoints.save, { params: { view }, body: { columns } }),
    onMutate: async ({ view, columns }) => {
      await client.cancelQueries({ queryKey: KEY })
      const previous = client.getQueryData<ColumnChoices>(KEY)
      client.setQueryData<ColumnChoices>(KEY, {
        choices: { ...previous?.choices, [view]: columns },
      })
      return { previous }
    },
    onError: (_error, _input, context) => {
      client.setQueryData(KEY, context?.previous)
    },
  })
}
