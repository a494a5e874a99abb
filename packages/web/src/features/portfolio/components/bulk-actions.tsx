import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { PARKING_SETUP_NAMES_LIMIT } from '@namefolio/core/parking/parking-setup.constants'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState } from 'react'
import { FormattedMessage, FormattedNumber } from 'react-intl'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { growl } from '../../../components/ui/growl'
import type {
  BulkFilter,
  BulkOperationResult,
} from '@namefolio/core/portfolio/portfolio-bulk.contract'
import { isApiError } from '../../../lib/api-client'
import {
  invalidatePortfolio,
  portfolioKeys,
  portfolioQueries,
  useBulkOperation,
  useCancelBulkJob,
  type BulkModifications,
  type BulkTarget,
} from '../portfolio.queries'
import { selectedCount, type Selection } from '../portfolio-selection'
import { bulkEditQueries } from '../bulk-reprice.queries'
import { BulkEditFeedback, needsFeedback } from './bulk-edit-feedback'
import { BulkProgress } from './bulk-progress'

// The bulk dialogs open on a click: loaded then, not with the portfolio (issue 16).
const BulkEditModal = lazy(() =>
  import('./bulk-edit-modal').then((module) => ({ default: module.BulkEditModal })),
)
const RepriceDialog = lazy(() =>
  import('./reprice-dialog').then((module) => ({ default: module.RepriceDialog })),
)

/** What a selection sends: the named domains, or the filter minus the unticked ones. */
export function bulkTargetOf(selection: Selection, filter: BulkFilter): BulkTarget {
  return selection.mode === 'all'
    ? { kind: 'filter', filter, excludeNames: [...selection.excluded] }
    : { kind: 'names', domainNames: [...selection.names] }
}

/**
 * The growl of a finished bulk change: how many domains it changed and, when a listing rule
 * refused some rows (the result's `skipped`), how many it skipped, as a warning.
 */
export function growlBulkResult(result: BulkOperationResult): void {
  const isDelete = result.operation === 'delete'
  if (result.skipped > 0) {
    growl({
      kind: 'warning',
      message: isDelete ? 'portfolio.bulk.deletedSkipped' : 'portfolio.bulk.editedSkipped',
      values: { count: result.affected, skipped: result.skipped },
    })
    return
  }
  growl({
    kind: 'success',
    message: isDelete ? 'portfolio.bulk.deleted' : 'portfolio.bulk.edited',
    values: { count: result.affected },
  })
}

/**
 * A bulk job's progress bar, polled until it ends (DESIGN.md §6), with a cancel that asks
 * first: rows already changed stay changed.
 */
function JobProgress({
  jobId,
  onDone,
}: {
  jobId: string
  onDone: (result: BulkOperationResult | null) => void
}) {
  const queryClient = useQueryClient()
  const job = useQuery(portfolioQueries.job(jobId))
  const cancel = useCancelBulkJob()
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false)
  const state = job.data?.state
  const isOver = state === 'completed' || state === 'failed' || state === 'cancelled'
  const data = job.data
  useEffect(() => {
    if (!isOver || data === undefined) return
    void invalidatePortfolio(queryClient)
    if (data.state === 'cancelled') {
      growl({
        kind: 'warning',
        message: 'portfolio.bulk.cancelled',
        values: { count: data.result?.affected ?? data.progress.done },
      })
    } else if (data.state === 'completed') {
      if (data.result === null) growl({ kind: 'success', message: 'portfolio.bulk.done' })
      else if (!needsFeedback(data.result)) growlBulkResult(data.result)
    } else {
      growl({ kind: 'error', message: 'common.error.unknown' })
    }
    onDone(data.state === 'completed' ? data.result : null)
  }, [isOver, data, queryClient, onDone])
  return (
    <Stack gap={4}>
      <BulkProgress
        progress={data?.progress}
        action={
          <Button
            size="compact-sm"
            variant="default"
            disabled={isOver || cancel.isPending}
            onClick={() => setIsConfirmingCancel(true)}
          >
            <FormattedMessage id="portfolio.bulk.cancel" />
          </Button>
        }
      />
      {job.isError && (
        <Alert color="red" variant="light">
          <FormattedMessage id="common.error.unknown" />
        </Alert>
      )}
      {isConfirmingCancel && !isOver && (
        <ConfirmDialog
          title={<FormattedMessage id="portfolio.bulk.cancelTitle" />}
          confirmLabel={<FormattedMessage id="portfolio.bulk.cancelConfirm" />}
          cancelLabel={<FormattedMessage id="portfolio.bulk.keepRunning" />}
          isDanger
          isBusy={cancel.isPending}
          onCancel={() => setIsConfirmingCancel(false)}
          onConfirm={() =>
            cancel.mutate(jobId, {
              onSettled: () => setIsConfirmingCancel(false),
              onError: (error) => {
                // CONFLICT: it ended meanwhile; the next poll shows how, with its growl.
                if (isApiError(error) && error.code === 'CONFLICT') {
                  void queryClient.invalidateQueries({ queryKey: portfolioKeys.job(jobId) })
                } else {
                  growl({ kind: 'error', message: 'common.error.unknown' })
                }
              },
            })
          }
        >
          <FormattedMessage id="portfolio.bulk.cancelBody" />
        </ConfirmDialog>
      )}
    </Stack>
  )
}

/**
 * The bar above the table while domains are ticked: the count, select all across pages,
 * bulk edit and bulk delete (with a progress bar when the server answers with a job).
 */
export function BulkBar({
  selection,
  total,
  pageCount,
  isPageSelected,
  canSelectAll,
  filter,
  onSelectAll,
  onClear,
  onPark,
}: {
  selection: Selection
  total: number
  pageCount: number
  isPageSelected: boolean
  canSelectAll: boolean
  filter: BulkFilter
  onSelectAll: () => void
  onClear: () => void
  /** Opens parking setup with the ticked names (decision 541); named selections only. */
  onPark?: (domainNames: string[]) => void
}) {
  const bulk = useBulkOperation()
  const isPercentOn = useQuery(bulkEditQueries.percentPricing()).data === true
  const [dialog, setDialog] = useState<'edit' | 'reprice' | 'delete' | null>(null)
  const [jobId, setJobId] = useState<string | null>(null)
  const [feedback, setFeedback] = useState<BulkOperationResult | null>(null)
  const count = selectedCount(selection, total)
  const feedbackDialog = feedback && (
    <BulkEditFeedback result={feedback} onClose={() => setFeedback(null)} />
  )
  if (count === 0 && jobId === null) return feedbackDialog

  const run = (
    input: { operation: 'edit'; modifications: BulkModifications } | { operation: 'delete' },
  ) =>
    bulk.mutate(
      { ...input, selection: bulkTargetOf(selection, filter) },
      {
        onSuccess: (result) => {
          setDialog(null)
          if (result.mode === 'job') return setJobId(result.job.jobId)
          if (needsFeedback(result.result)) setFeedback(result.result)
          else growlBulkResult(result.result)
          onClear()
        },
        onError: () => growl({ kind: 'error', message: 'common.error.unknown' }),
      },
    )

  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      className="nf-bulk-bar"
      role="region"
      aria-label="Bulk actions"
    >
      {jobId !== null ? (
        <JobProgress
          jobId={jobId}
          onDone={(result) => {
            setJobId(null)
            if (result !== null && needsFeedback(result)) setFeedback(result)
            onClear()
          }}
        />
      ) : (
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text size="sm" fw={600} aria-live="polite">
              <FormattedMessage
                id="portfolio.bulk.selected"
                values={{ count: <FormattedNumber value={count} /> }}
              />
            </Text>
            {canSelectAll && selection.mode === 'some' && isPageSelected && total > pageCount && (
              <Button variant="subtle" size="compact-sm" onClick={onSelectAll}>
                <FormattedMessage
                  id="portfolio.bulk.selectAll"
                  values={{ total: <FormattedNumber value={total} /> }}
                />
              </Button>
            )}
            <Button variant="subtle" size="compact-sm" color="gray" onClick={onClear}>
              <FormattedMessage id="portfolio.bulk.clear" />
            </Button>
          </Group>
          <Group gap="xs">
            {onPark && selection.mode === 'some' && (
              <Button
                size="xs"
                variant="default"
                disabled={selection.names.size > PARKING_SETUP_NAMES_LIMIT}
                onClick={() => onPark([...selection.names])}
              >
                <FormattedMessage id="portfolio.bulk.park" />
              </Button>
            )}
            <Button size="xs" variant="default" onClick={() => setDialog('reprice')}>
              <FormattedMessage id="bulkReprice.open" />
            </Button>
            <Button size="xs" onClick={() => setDialog('edit')}>
              <FormattedMessage id="portfolio.bulk.edit" />
            </Button>
            <Button size="xs" color="red" variant="outline" onClick={() => setDialog('delete')}>
              <FormattedMessage id="portfolio.bulk.delete" />
            </Button>
          </Group>
        </Group>
      )}
      {dialog === 'edit' && (
        <Suspense fallback={null}>
          <BulkEditModal
            count={count}
            isBusy={bulk.isPending}
            onCancel={() => setDialog(null)}
            onSubmit={(modifications) => run({ operation: 'edit', modifications })}
          />
        </Suspense>
      )}
      {feedbackDialog}
      {dialog === 'reprice' && (
        <Suspense fallback={null}>
          <RepriceDialog
            count={count}
            target={bulkTargetOf(selection, filter)}
            isPercentOn={isPercentOn}
            onClose={(isChanged) => {
              setDialog(null)
              if (isChanged) onClear()
            }}
          />
        </Suspense>
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title={<FormattedMessage id="portfolio.bulk.deleteTitle" values={{ count }} />}
          confirmLabel={<FormattedMessage id="portfolio.bulk.deleteConfirm" values={{ count }} />}
          cancelLabel={<FormattedMessage id="common.cancel" />}
          isDanger
          isBusy={bulk.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() => run({ operation: 'delete' })}
        >
          <FormattedMessage id="portfolio.bulk.deleteBody" values={{ count }} />
        </ConfirmDialog>
      )}
    </Paper>
  )
}
