import { Alert, Progress, Stack, Text } from '@mantine/core'
import type { BulkEditSummary } from '@namefolio/core/portfolio/bulk-reprice.contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { FormattedMessage, FormattedNumber } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { bulkEditQueries, invalidateAfterEdit } from '../bulk-reprice.queries'

/**
 * A reprice's or an undo's job: its progress bar, then, once it ends, the listing-history entry
 * it wrote (decisions 277, 279).
 */
export function BulkEditJobProgress({
  jobId,
  bulkEditId,
  runningMessage,
  onEdit,
}: {
  jobId: string
  bulkEditId: string
  runningMessage: MessageKey
  onEdit: (edit: BulkEditSummary) => void
}) {
  const queryClient = useQueryClient()
  const job = useQuery(bulkEditQueries.job(jobId))
  const isOver = job.data !== undefined && !['queued', 'running'].includes(job.data.state)
  const list = useQuery({ ...bulkEditQueries.list(), enabled: isOver })
  const edit = list.data?.items.find((item) => item.id === bulkEditId)
  useEffect(() => {
    if (isOver) void invalidateAfterEdit(queryClient)
  }, [isOver, queryClient])
  useEffect(() => {
    if (edit !== undefined && edit.state !== 'running') onEdit(edit)
  }, [edit, onEdit])
  const done = job.data?.progress.done ?? 0
  const total = job.data?.progress.total ?? 0
  const percent = total === 0 ? 0 : Math.round((done / total) * 100)
  return (
    <Stack gap={4}>
      <Text size="sm" role="status" aria-live="polite">
        <FormattedMessage id={runningMessage} />{' '}
        <FormattedMessage
          id="portfolio.bulk.progress"
          values={{
            done: <FormattedNumber value={done} />,
            total: <FormattedNumber value={total} />,
          }}
        />
      </Text>
      <Progress value={percent} animated aria-label={`${percent}%`} />
      {(job.isError || list.isError) && (
        <Alert color="red" variant="light">
          <FormattedMessage id="common.error.unknown" />
        </Alert>
      )}
    </Stack>
  )
}
