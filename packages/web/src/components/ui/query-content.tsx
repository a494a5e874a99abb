import { Skeleton } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { MessageKey } from '../../i18n/en-us-messages'
import { LoadError } from './load-error'

/** A query's load error, with "Try again" that loads it again. */
function QueryLoadError({
  query,
  message,
}: {
  query: Pick<UseQueryResult, 'refetch' | 'isFetching'>
  message: MessageKey
}) {
  return (
    <LoadError
      message={message}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
    />
  )
}

/**
 * What a query shows, in the order a person meets it: a skeleton while it loads, the load
 * error with "Try again", `empty` when the answer holds nothing, else `children` of the answer.
 */
export function QueryContent<T>({
  query,
  skeletonHeight,
  error,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>
  skeletonHeight: number
  error: MessageKey
  isEmpty: (data: T) => boolean
  empty: ReactNode
  children: (data: T) => ReactNode
}) {
  if (query.isPending) return <Skeleton height={skeletonHeight} />
  if (query.isError) return <QueryLoadError query={query} message={error} />
  return isEmpty(query.data) ? empty : children(query.data)
}
