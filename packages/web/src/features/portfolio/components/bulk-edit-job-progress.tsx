import { Alert, Stack } from '@mantine/core'
import type { BulkEditSummary } from '@namefolio/core/portfolio/bulk-reprice.contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { FormattedMessage } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { bulkEditQueries, invalidateAfterEdit } from '../bulk-reprice.queries'
import { BulkProgress } from './bulk-progress'

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
  return (
    <Stack gap={4}>
      <BulkProgress
        progress={job.data?.progress}
        lead={
          <>
            <FormattedMessage id={runningMessage} />{' '}
          </>
        }
      />
      {(job.isError || list.isError) && (
        <Alert color="red" variant="light">
          <FormattedMessage id="common.error.unknown" />
        </Alert>
      )}
    </Stack>
  )
}
