import { Alert, Button, Skeleton, Stack } from '@mantine/core'
import { FormattedMessage } from 'react-intl'
import { Delayed } from '../../../components/ui/delayed'
import { isApiError } from '../../../lib/api-client'

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
  return (
    <Alert color={isMissing ? 'gray' : 'red'} variant="light" role="alert">
      <Stack gap="xs" align="flex-start">
        <FormattedMessage id={isMissing ? 'sales.error.notFound' : 'sales.error.load'} />
        {!isMissing && (
          <Button size="xs" variant="default" onClick={onRetry}>
            <FormattedMessage id="common.retry" />
          </Button>
        )}
      </Stack>
    </Alert>
  )
}
