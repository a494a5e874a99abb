import { Anchor, Skeleton, Stack } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { Delayed } from '../../../components/ui/delayed'
import { EmptyState } from '../../../components/ui/empty-state'
import { LoadError } from '../../../components/ui/load-error'
import { isApiError } from '../../../lib/api-client'

/** Grey blocks after 200 ms (spec §9): fast answers never flash a skeleton. */
export function ParkingSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Delayed>
      <Stack gap="xs" aria-busy="true" data-testid="parking-skeleton">
        <Skeleton height={72} />
        <Skeleton height={240} />
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} height={36} />
        ))}
      </Stack>
    </Delayed>
  )
}

/** A failed load: a refused range says so (nothing to retry); anything else can be retried. */
export function ParkingLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const isBadRange = isApiError(error) && error.status === 400
  return isBadRange ? (
    <LoadError color="gray" message="parking.error.range" />
  ) : (
    <LoadError message="parking.error.load" onRetry={onRetry} />
  )
}

/** No parked domain at all: what parking is for, and the way to the portfolio's setup. */
export function ParkingEmptyState() {
  return (
    <EmptyState
      title={<FormattedMessage id="parking.empty.title" />}
      action={
        <Anchor
          renderRoot={(props) => (
            <Link {...props} to="/portfolio" search={{ parkingSetup: 1 } as never} />
          )}
        >
          <FormattedMessage id="parking.empty.action" />
        </Anchor>
      }
    >
      <FormattedMessage id="parking.empty.body" />
    </EmptyState>
  )
}
