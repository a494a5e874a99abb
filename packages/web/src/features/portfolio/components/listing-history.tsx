import { Alert, Badge, Button, Card, Drawer, Group, Loader, Stack, Text } from '@mantine/core'
import type { BulkEditSummary } from '@namefolio/core/portfolio/bulk-reprice.contract'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { bulkEditQueries } from '../bulk-reprice.queries'
import { RefusedRules } from './refused-rules'
import { UndoEditButton } from './undo-edit-button'

function EditCard({ edit, isUndoable }: { edit: BulkEditSummary; isUndoable: boolean }) {
  return (
    <Card withBorder padding="sm" component="li">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            <FormattedMessage id={`bulkEdits.kind.${edit.kind}`} />
          </Text>
          <Text size="sm">
            <FormattedDate value={edit.createdAt} dateStyle="medium" timeStyle="short" />
          </Text>
        </Group>
        <Group gap="xs">
          {edit.state !== 'completed' && (
            <Badge color={edit.state === 'running' ? 'blue' : 'red'} variant="light">
              <FormattedMessage id={`bulkEdits.state.${edit.state}`} />
            </Badge>
          )}
          {edit.undoneAt !== null && (
            <Badge color="gray" variant="light">
              <FormattedMessage
                id="bulkEdits.undoneOn"
                values={{
                  when: (
                    <FormattedDate value={edit.undoneAt} dateStyle="medium" timeStyle="short" />
                  ),
                }}
              />
            </Badge>
          )}
        </Group>
        <Text size="sm">
          <FormattedMessage
            id="bulkEdits.counts"
            values={{ updated: edit.updated, matched: edit.matched, refused: edit.refused }}
          />
        </Text>
        <RefusedRules rules={edit.refusedByRule} bulkEditId={edit.id} />
        {isUndoable && (
          <Group justify="flex-end">
            <UndoEditButton bulkEditId={edit.id} />
          </Group>
        )}
      </Stack>
    </Card>
  )
}

/**
 * The listing history (issue 15): the seller's recent bulk changes, newest first, what each
 * changed and refused (downloadable), and Undo on the last one, after a confirmation.
 */
export function ListingHistory() {
  const intl = useIntl()
  const [isOpen, setIsOpen] = useState(false)
  const list = useQuery({ ...bulkEditQueries.list(), enabled: isOpen })
  return (
    <Group justify="flex-end">
      <Button size="xs" variant="default" onClick={() => setIsOpen(true)}>
        <FormattedMessage id="bulkEdits.history.open" />
      </Button>
      <Drawer
        opened={isOpen}
        onClose={() => setIsOpen(false)}
        position="right"
        size="md"
        title={intl.formatMessage({ id: 'bulkEdits.history.title' })}
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
      >
        {list.isPending && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">
              <FormattedMessage id="bulkEdits.history.loading" />
            </Text>
          </Group>
        )}
        {list.isError && (
          <Alert color="red" variant="light" role="alert">
            <FormattedMessage id="common.error.unknown" />
          </Alert>
        )}
        {list.data !== undefined && list.data.items.length === 0 && (
          <Text size="sm">
            <FormattedMessage id="bulkEdits.history.empty" />
          </Text>
        )}
        {list.data !== undefined && list.data.items.length > 0 && (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.data.items.map((edit) => (
              <EditCard key={edit.id} edit={edit} isUndoable={edit.id === list.data.undoableId} />
            ))}
          </Stack>
        )}
      </Drawer>
    </Group>
  )
}
