import { Group, Progress, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { FormattedMessage, FormattedNumber } from 'react-intl'

/**
 * How far a bulk job has come: "done of total", announced as it changes, and a bar. `lead`
 * stands before the count; `action` (a cancel button) at the other end of its row.
 */
export function BulkProgress({
  progress,
  lead,
  action,
}: {
  progress: { done: number; total: number } | undefined
  lead?: ReactNode
  action?: ReactNode
}) {
  const done = progress?.done ?? 0
  const total = progress?.total ?? 0
  const percent = total === 0 ? 0 : Math.round((done / total) * 100)
  const status = (
    <Text size="sm" role="status" aria-live="polite">
      {lead}
      <FormattedMessage
        id="portfolio.bulk.progress"
        values={{
          done: <FormattedNumber value={done} />,
          total: <FormattedNumber value={total} />,
        }}
      />
    </Text>
  )
  return (
    <>
      {action === undefined ? (
        status
      ) : (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          {status}
          {action}
        </Group>
      )}
      <Progress value={percent} animated aria-label={`${percent}%`} />
    </>
  )
}
