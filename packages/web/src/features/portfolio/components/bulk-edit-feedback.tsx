import { Button, Group, List, Modal, Stack, Text } from '@mantine/core'
import type { BulkOperationResult } from '@namefolio/core/portfolio/portfolio-bulk.contract'
import { useQuery } from '@tanstack/react-query'
import { FormattedMessage } from 'react-intl'
import { bulkEditQueries } from '../bulk-reprice.queries'
import { RefusedRules } from './refused-rules'
import { UndoEditButton } from './undo-edit-button'

/** Whether a finished bulk edit has more to say than its count: refusals or parked names. */
export function needsFeedback(result: BulkOperationResult): boolean {
  return (
    result.operation === 'edit' &&
    typeof result.bulkEditId === 'string' &&
    (result.skipped > 0 || (result.parked?.kept ?? 0) > 0 || (result.parked?.left ?? 0) > 0)
  )
}

/**
 * A bulk edit's result in words (issue 15 "Feedback"): how many changed, each refusing rule
 * with its count and the refused names to download, and what happened to parked names (they
 * keep the Cash Parking lander, or left parking for the new lander); undo from here.
 */
export function BulkEditFeedback({
  result,
  onClose,
}: {
  result: BulkOperationResult
  onClose: () => void
}) {
  const bulkEditId = result.bulkEditId ?? ''
  const list = useQuery(bulkEditQueries.list())
  const edit = list.data?.items.find((item) => item.id === bulkEditId)
  const kept = result.parked?.kept ?? 0
  const left = result.parked?.left ?? 0
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={<FormattedMessage id="bulkEdits.result.title" />}
    >
      <Stack gap="sm">
        <Text size="sm" fw={600} role="status">
          <FormattedMessage
            id="bulkEdits.result.summary"
            values={{ updated: result.affected, refused: result.skipped }}
          />
        </Text>
        {(kept > 0 || left > 0) && (
          <List size="sm" spacing={4}>
            {kept > 0 && (
              <List.Item>
                <FormattedMessage id="bulkEdits.parked.kept" values={{ count: kept }} />
              </List.Item>
            )}
            {left > 0 && (
              <List.Item>
                <FormattedMessage id="bulkEdits.parked.left" values={{ count: left }} />
              </List.Item>
            )}
          </List>
        )}
        {edit !== undefined && <RefusedRules rules={edit.refusedByRule} bulkEditId={edit.id} />}
        <Group justify="flex-end" gap="sm">
          {list.data?.undoableId === bulkEditId && (
            <UndoEditButton bulkEditId={bulkEditId} onUndone={onClose} />
          )}
          <Button onClick={onClose}>
            <FormattedMessage id="common.close" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
