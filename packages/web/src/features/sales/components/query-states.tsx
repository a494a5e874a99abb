import { Skeleton, Stack } from '@mantine/core'
import { Delayed } from '../../../components/ui/delayed'
import { isApiError } from '../../../lib/api-client'
import { LoadError as SharedLoadError } from '../../../components/ui/load-error'

/** Rows of grey after 200 ms (spec §9): fast answers never flash a skeleton. */
export function ListSkeleton({ rows = 6, height = 36 }: { rows?: number; height?: number }) {
  return (
    <Delayed>
      <Stack gap="xs" aria-busy="true" data-testid="sales-skeleton">
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} height={height} />
        ))}
      </Stack>
    </Delayed>
  )
}

/** A failed load, with what to do: try again (or, for a missing record, nothing to retry). */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const isMissing = isApiError(error) && error.status === 404
  return isMissing ? (
    <SharedLoadError color="gray" message="sales.error.notFound" />
  ) : (
    <SharedLoadError message="sales.error.load" onRetry={onRetry} />
  )
}
