import { Button } from '@mantine/core'
import type { BulkEditSummary } from '@namefolio/core/portfolio/bulk-reprice.contract'
import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { growl } from '../../../components/ui/growl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { isApiError } from '../../../lib/api-client'
import { useUndoLastEdit } from '../bulk-reprice.queries'
import { BulkEditJobProgress } from './bulk-edit-job-progress'

function growlUndone(restored: number, skipped: number) {
  growl({
    kind: skipped > 0 ? 'warning' : 'success',
    message: 'bulkEdits.undone',
    values: { restored, skipped },
  })
}

/**
 * Undo of the last bulk edit, after a confirmation (issue 15). A large undo runs as a job: the
 * dialog shows its progress until it ends (decision 279). The growl says how many domains got
 * their values back and how many were left because they changed since.
 */
export function UndoEditButton({
  bulkEditId,
  onUndone,
}: {
  bulkEditId: string
  onUndone?: () => void
}) {
  const undo = useUndoLastEdit()
  const [isAsking, setIsAsking] = useState(false)
  const [job, setJob] = useState<{ jobId: string; undoId: string } | null>(null)
  const finish = () => {
    setIsAsking(false)
    setJob(null)
    onUndone?.()
  }
  const onJobEnded = (edit: BulkEditSummary) => {
    if (edit.state === 'failed') growl({ kind: 'error', message: 'bulkEdits.undoFailed' })
    else growlUndone(edit.updated, edit.refused)
    finish()
  }
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setIsAsking(true)}>
        <FormattedMessage id="bulkEdits.undo" />
      </Button>
      {isAsking && (
        <ConfirmDialog
          title={<FormattedMessage id="bulkEdits.undoTitle" />}
          confirmLabel={<FormattedMessage id="bulkEdits.undoConfirm" />}
          cancelLabel={<FormattedMessage id="bulkEdits.keep" />}
          isBusy={undo.isPending || job !== null}
          onCancel={() => job === null && setIsAsking(false)}
          onConfirm={() =>
            undo.mutate(bulkEditId, {
              onSuccess: (result) => {
                if (result.mode === 'job') {
                  setJob({ jobId: result.job.jobId, undoId: result.job.bulkEditId ?? '' })
                  return
                }
                growlUndone(result.restored, result.skipped)
                finish()
              },
              onError: (error) => {
                const code = isApiError(error) ? error.fields[0]?.code : undefined
                const known = code !== undefined && code.startsWith('bulkEdits.undo.')
                growl({
                  kind: 'error',
                  message: known ? (code as MessageKey) : 'common.error.unknown',
                })
                setIsAsking(false)
              },
            })
          }
        >
          {job === null ? (
            <FormattedMessage id="bulkEdits.undoBody" />
          ) : (
            <BulkEditJobProgress
              jobId={job.jobId}
              bulkEditId={job.undoId}
              runningMessage="bulkEdits.undoRunning"
              onEdit={onJobEnded}
            />
          )}
        </ConfirmDialog>
      )}
    </>
  )
}
