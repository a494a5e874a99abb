import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { growl } from '../../../components/ui/growl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import {
  createSavedView,
  deleteSavedView,
  savedViewInput,
  savedViewQueries,
  updateSavedView,
  type SavedView,
} from '../saved-views.queries'
import { showDeletedViewGrowl } from './deleted-view-growl'
import { ViewNameDialog } from './view-name-dialog'

/** The label of a portfolio route view (the tabs' own words). */
export function viewLabelKey(view: SavedView['view']): MessageKey {
  return `portfolio.view.${view}` as MessageKey
}

/** The user's views with Rename and Delete (confirmed; undone from the growl). */
export function ManageViewsDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const views = useQuery(savedViewQueries.list())
  const [renaming, setRenaming] = useState<SavedView | null>(null)
  const [deleting, setDeleting] = useState<SavedView | null>(null)
  const [isDeleting, setIsDeleting] = useState(false)

  const confirmDelete = async (view: SavedView) => {
    setIsDeleting(true)
    try {
      await deleteSavedView(queryClient, view.id)
      showDeletedViewGrowl(intl, view.name, async () => {
        await createSavedView(queryClient, savedViewInput(view))
      })
    } catch {
      growl({ kind: 'error', message: 'savedViews.error.delete' })
    } finally {
      setIsDeleting(false)
      setDeleting(null)
    }
  }

  const items = views.data?.items ?? []
  // One dialog at a time: the list steps aside while a rename or a delete is asked.
  if (renaming !== null) {
    return (
      <ViewNameDialog
        title="savedViews.rename.title"
        submitLabel="savedViews.rename.submit"
        initialName={renaming.name}
        onSubmit={async (name) => {
          await updateSavedView(queryClient, renaming.id, { ...savedViewInput(renaming), name })
          growl({ kind: 'success', message: 'savedViews.renamed', values: { name } })
        }}
        onClose={() => setRenaming(null)}
      />
    )
  }
  if (deleting !== null) {
    return (
      <ConfirmDialog
        title={<FormattedMessage id="savedViews.delete.title" />}
        confirmLabel={<FormattedMessage id="savedViews.delete.confirm" />}
        cancelLabel={<FormattedMessage id="savedViews.cancel" />}
        onConfirm={() => void confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
        isDanger
        isBusy={isDeleting}
      >
        <FormattedMessage id="savedViews.delete.body" values={{ name: deleting.name }} />
      </ConfirmDialog>
    )
  }
  return (
    <Modal
      opened
      onClose={onClose}
      title={intl.formatMessage({ id: 'savedViews.manage.title' })}
      centered
    >
      <Stack gap="sm">
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="savedViews.menu.empty" />
          </Text>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((view) => (
              <Group component="li" key={view.id} justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {view.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    <FormattedMessage id={viewLabelKey(view.view)} />
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="default"
                    aria-label={intl.formatMessage(
                      { id: 'savedViews.manage.rename' },
                      { name: view.name },
                    )}
                    onClick={() => setRenaming(view)}
                  >
                    <FormattedMessage id="savedViews.manage.renameShort" />
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    color="red.8"
                    aria-label={intl.formatMessage(
                      { id: 'savedViews.manage.delete' },
                      { name: view.name },
                    )}
                    onClick={() => setDeleting(view)}
                  >
                    <FormattedMessage id="savedViews.manage.deleteShort" />
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <FormattedMessage id="savedViews.manage.close" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
