import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { Delayed } from '../../../components/ui/delayed'
import { EmptyState } from '../../../components/ui/empty-state'
import { growl } from '../../../components/ui/growl'
import { Pager } from '../../../components/ui/pager'
import {
  notificationCalls,
  notificationQueries,
  refreshNotifications,
  type NotificationListParams,
} from '../notifications.queries'
import {
  formatNoticeTime,
  NotificationLink,
  NotificationPayLink,
  NotificationText,
} from './notification-text'
import '../notifications.css'

const PAGE_SIZE = 25

type Confirming = null | 'selected' | 'all'

/** /account/notifications: the list, read and unread, with bulk marks and deletes. */
export function NotificationList() {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [params, setParams] = useState<NotificationListParams>({
    offset: 0,
    limit: PAGE_SIZE,
    status: 'all',
  })
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [confirming, setConfirming] = useState<Confirming>(null)
  const page = useQuery(notificationQueries.list(params))
  const items = page.data?.items ?? []
  const selectedIds = items.filter((n) => selected.has(n.id)).map((n) => n.id)

  const done = async () => {
    setSelected(new Set())
    await refreshNotifications(queryClient)
  }
  const failed = () => growl({ kind: 'error', message: 'common.error.unknown' })
  const mark = useMutation({
    mutationFn: ({ ids, read }: { ids: readonly string[]; read: boolean }) =>
      notificationCalls.markMany(ids, read),
    onSuccess: done,
    onError: failed,
  })
  const markAll = useMutation({
    mutationFn: notificationCalls.markAllRead,
    onSuccess: done,
    onError: failed,
  })
  const remove = useMutation({
    mutationFn: (which: Exclude<Confirming, null>) =>
      which === 'all' ? notificationCalls.deleteAll() : notificationCalls.deleteMany(selectedIds),
    onSuccess: async (answer) => {
      setConfirming(null)
      growl({
        kind: 'success',
        message: 'notifications.deleted',
        values: { count: answer.changed },
      })
      setParams((p) => ({ ...p, offset: 0 }))
      await done()
    },
    onError: failed,
  })

  const isAllSelected = items.length > 0 && selectedIds.length === items.length
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label={intl.formatMessage({ id: 'notifications.filter' })}
          value={params.status}
          onChange={(value) => {
            setSelected(new Set())
            setParams({ ...params, offset: 0, status: value === 'unread' ? 'unread' : 'all' })
          }}
          data={[
            { value: 'all', label: intl.formatMessage({ id: 'notifications.filter.all' }) },
            { value: 'unread', label: intl.formatMessage({ id: 'notifications.filter.unread' }) },
          ]}
        />
        <Group gap="xs" wrap="wrap">
          <Button variant="default" size="xs" onClick={() => markAll.mutate()}>
            <FormattedMessage id="notifications.markAllRead" />
          </Button>
          <Button
            variant="default"
            size="xs"
            color="red"
            disabled={(page.data?.total ?? 0) === 0}
            onClick={() => setConfirming('all')}
          >
            <FormattedMessage id="notifications.deleteAll" />
          </Button>
        </Group>
      </Group>

      <Paper withBorder radius="md">
        <Group px="sm" py={8} gap="sm" wrap="wrap" className="nf-notice-toolbar">
          <Checkbox
            aria-label={intl.formatMessage({ id: 'notifications.selectAll' })}
            checked={isAllSelected}
            indeterminate={selectedIds.length > 0 && !isAllSelected}
            disabled={items.length === 0}
            onChange={() =>
              setSelected(isAllSelected ? new Set() : new Set(items.map((n) => n.id)))
            }
          />
          <Text size="sm" c="dimmed">
            <FormattedMessage id="notifications.selected" values={{ count: selectedIds.length }} />
          </Text>
          <Group gap="xs" ml="auto" wrap="wrap">
            <Button
              size="xs"
              variant="light"
              disabled={selectedIds.length === 0}
              onClick={() => mark.mutate({ ids: selectedIds, read: true })}
            >
              <FormattedMessage id="notifications.markRead" />
            </Button>
            <Button
              size="xs"
              variant="light"
              disabled={selectedIds.length === 0}
              onClick={() => mark.mutate({ ids: selectedIds, read: false })}
            >
              <FormattedMessage id="notifications.markUnread" />
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              disabled={selectedIds.length === 0}
              onClick={() => setConfirming('selected')}
            >
              <FormattedMessage id="notifications.delete" />
            </Button>
          </Group>
        </Group>

        {page.isPending && (
          <Delayed>
            <Stack gap={1} p="sm">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} height={48} />
              ))}
            </Stack>
          </Delayed>
        )}
        {page.isError && (
          <Alert color="red" variant="light" role="alert" m="sm">
            <FormattedMessage id="notifications.error" />
          </Alert>
        )}
        {page.isSuccess && items.length === 0 && (
          <EmptyState title={<FormattedMessage id="notifications.emptyTitle" />}>
            <FormattedMessage id="notifications.emptyBody" />
          </EmptyState>
        )}
        {items.length > 0 && (
          <ul
            className="nf-notice-list"
            aria-label={intl.formatMessage({ id: 'notifications.title' })}
          >
            {items.map((item) => (
              <li key={item.id} className="nf-notice-row" data-read={item.read}>
                <Checkbox
                  aria-label={intl.formatMessage(
                    { id: 'notifications.select' },
                    { domain: item.domainName },
                  )}
                  checked={selected.has(item.id)}
                  onChange={() => toggle(item.id)}
                />
                <span
                  className="nf-unread-dot"
                  data-read={item.read}
                  role="img"
                  aria-label={intl.formatMessage({
                    id: item.read ? 'notifications.read' : 'notifications.unread',
                  })}
                />
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Anchor
                    renderRoot={(props) => <NotificationLink {...props} notification={item} />}
                    size="sm"
                    fw={item.read ? 400 : 600}
                    c="var(--mantine-color-text)"
                    onClick={() => {
                      if (!item.read) void notificationCalls.markOne(item.id, true)
                    }}
                  >
                    <NotificationText notification={item} />
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {formatNoticeTime(item.createdAt)}
                  </Text>
                  <NotificationPayLink notification={item} />
                </Stack>
              </li>
            ))}
          </ul>
        )}
      </Paper>
      {page.data !== undefined && page.data.total > params.limit && (
        <Pager
          offset={params.offset}
          limit={params.limit}
          total={page.data.total}
          onOffsetChange={(offset) => {
            setSelected(new Set())
            setParams({ ...params, offset })
          }}
        />
      )}
      {confirming !== null && (
        <ConfirmDialog
          title={<FormattedMessage id="notifications.confirmDeleteTitle" />}
          confirmLabel={<FormattedMessage id="notifications.delete" />}
          cancelLabel={<FormattedMessage id="common.cancel" />}
          isDanger
          isBusy={remove.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() => remove.mutate(confirming)}
        >
          <FormattedMessage
            id={
              confirming === 'all'
                ? 'notifications.confirmDeleteAll'
                : 'notifications.confirmDeleteSelected'
            }
            values={{ count: selectedIds.length }}
          />
        </ConfirmDialog>
      )}
    </Stack>
  )
}
