import { Button } from '@mantine/core'
import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { growl } from '../../../components/ui/growl'
import type { MessageKey } from '../../../i18n/en-us'
import { isApiError } from '../../../lib/api-client'
import { useUndoLastEdit } from '../bulk-reprice.queries'

/**
 * Undo of the last bulk edit, after a confirmation (issue 15). The growl says how many
 * domains got their values back and how many were left because they changed since.
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
          isBusy={undo.isPending}
          onCancel={() => setIsAsking(false)}
          onConfirm={() =>
            undo.mutate(bulkEditId, {
              onSuccess: (result) => {
                growl({
                  kind: result.skipped > 0 ? 'warning' : 'success',
                  message: 'bulkEdits.undone',
                  values: { restored: result.restored, skipped: result.skipped },
                })
                onUndone?.()
              },
              onError: (error) => {
                const code = isApiError(error) ? error.fields[0]?.code : undefined
                const known = code !== undefined && code.startsWith('bulkEdits.undo.')
                growl({
                  kind: 'error',
                  message: known ? (code as MessageKey) : 'common.error.unknown',
                })
              },
              onSettled: () => setIsAsking(false),
            })
          }
        >
          <FormattedMessage id="bulkEdits.undoBody" />
        </ConfirmDialog>
      )}
    </>
  )
}
