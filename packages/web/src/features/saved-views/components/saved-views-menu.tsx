import { Button, Menu, Text } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { growl } from '../../../components/ui/growl'
import {
  createSavedView,
  isSameView,
  savedViewQueries,
  type SavedView,
  type SavedViewSearch,
} from '../saved-views.queries'
import { ManageViewsDialog, viewLabelKey } from './manage-views-dialog'
import { ViewNameDialog } from './view-name-dialog'

export type SavedViewsMenuProps = {
  /** The portfolio view on screen. */
  view: SavedView['view']
  /** Its filters and sort, without paging (what a saved view keeps). */
  search: SavedViewSearch
  /** The column ids on screen, as the column chooser names them (empty: the view's own). */
  columns?: readonly string[]
  /** Opens a saved view: the page navigates to its route with its filters and sort. */
  onOpen: (view: SavedView) => void
}

/**
 * The portfolio's "Views" menu (issue 15): the user's saved views, stored on the server so
 * every device lists the same ones; save the current view under a name; rename or delete.
 * The list is fetched when the menu is first opened.
 */
export function SavedViewsMenu({ view, search, columns = [], onOpen }: SavedViewsMenuProps) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [wasOpened, setWasOpened] = useState(false)
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null)
  const views = useQuery({ ...savedViewQueries.list(), enabled: wasOpened })
  const items = views.data?.items ?? []

  let list: React.ReactNode
  if (views.isError) {
    list = (
      <Menu.Item onClick={() => void views.refetch()} closeMenuOnClick={false}>
        <Text component="span" display="block" size="sm" c="red">
          <FormattedMessage id="savedViews.menu.error" />
        </Text>
        <Text component="span" display="block" size="xs">
          <FormattedMessage id="savedViews.menu.retry" />
        </Text>
      </Menu.Item>
    )
  } else if (views.isPending) {
    list = (
      <Menu.Item disabled>
        <FormattedMessage id="savedViews.menu.loading" />
      </Menu.Item>
    )
  } else if (items.length === 0) {
    list = (
      <Menu.Item disabled>
        <FormattedMessage id="savedViews.menu.empty" />
      </Menu.Item>
    )
  } else {
    list = items.map((saved) => {
      const isCurrent = isSameView(saved, view, search)
      return (
        <Menu.Item
          key={saved.id}
          onClick={() => onOpen(saved)}
          aria-current={isCurrent ? 'true' : undefined}
          aria-label={intl.formatMessage(
            { id: 'savedViews.menu.viewOf' },
            { name: saved.name, view: intl.formatMessage({ id: viewLabelKey(saved.view) }) },
          )}
          rightSection={
            isCurrent ? (
              <Text component="span" size="xs" c="dimmed">
                <FormattedMessage id="savedViews.menu.current" />
              </Text>
            ) : undefined
          }
        >
          <Text component="span" display="block" size="sm" truncate maw={220}>
            {saved.name}
          </Text>
          <Text component="span" display="block" size="xs" c="dimmed">
            <FormattedMessage id={viewLabelKey(saved.view)} />
          </Text>
        </Menu.Item>
      )
    })
  }

  return (
    <>
      <Menu
        position="bottom-end"
        withinPortal
        shadow="md"
        width={260}
        // A menu holds menu items only (axe aria-required-children): no focus placeholder.
        withInitialFocusPlaceholder={false}
        onOpen={() => setWasOpened(true)}
      >
        <Menu.Target>
          <Button variant="default" size="sm" rightSection={<span aria-hidden="true">▾</span>}>
            <FormattedMessage id="savedViews.menu.button" />
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <FormattedMessage id="savedViews.menu.label" />
          </Menu.Label>
          {list}
          <Menu.Divider />
          <Menu.Item onClick={() => setDialog('save')}>
            <FormattedMessage id="savedViews.menu.save" />
          </Menu.Item>
          <Menu.Item onClick={() => setDialog('manage')} disabled={items.length === 0}>
            <FormattedMessage id="savedViews.menu.manage" />
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {dialog === 'save' && (
        <ViewNameDialog
          title="savedViews.save.title"
          description={
            <FormattedMessage
              id="savedViews.save.body"
              values={{ view: intl.formatMessage({ id: viewLabelKey(view) }) }}
            />
          }
          submitLabel="savedViews.save.submit"
          initialName=""
          onSubmit={async (name) => {
            await createSavedView(queryClient, { name, view, search, columns: [...columns] })
            growl({ kind: 'success', message: 'savedViews.saved', values: { name } })
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'manage' && <ManageViewsDialog onClose={() => setDialog(null)} />}
    </>
  )
}
