import { ActionIcon, Indicator, Menu, Text } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { isPortalRoute } from '@namefolio/core/routing/route-names'
import { FormattedMessage, useIntl } from 'react-intl'
import {
  notificationCalls,
  notificationQueries,
  refreshNotifications,
} from '../notifications.queries'
import { formatNoticeTime, NotificationLink, NotificationText } from './notification-text'
import { WaitingText } from './waiting-items'
import '../notifications.css'

const RECENT = { offset: 0, limit: 6, status: 'all' } as const
/** Waiting items the bell lists before the notices; the inbox lists them all. */
const WAITING_IN_BELL = 4

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1z"
      />
    </svg>
  )
}

/**
 * The header's bell (issue 7): what waits for the person (issue 13, decision 952) plus the
 * unread notices as its count, polled and refetched on focus; the waiting items first, then
 * the latest notifications, each linking to where the person acts; mark all read.
 */
export function NotificationBell() {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const unread = useQuery(notificationQueries.unreadCount())
  const waiting = useQuery(notificationQueries.waiting())
  const unreadCount = unread.data?.count ?? 0
  const count = unreadCount + (waiting.data?.total ?? 0)
  const recent = useQuery({ ...notificationQueries.list(RECENT), enabled: false })
  const refresh = () => refreshNotifications(queryClient)
  const markAll = useMutation({ mutationFn: notificationCalls.markAllRead, onSuccess: refresh })
  const markOne = useMutation({
    mutationFn: (id: string) => notificationCalls.markOne(id, true),
    onSuccess: refresh,
  })

  return (
    <Menu
      position="bottom-end"
      width={340}
      withinPortal
      onOpen={() => void recent.refetch()}
      shadow="md"
    >
      {/* The menu's target is the button itself: the badge around it carries no ARIA. */}
      <Indicator
        label={count > 99 ? '99+' : count}
        size={18}
        color="red"
        disabled={count === 0}
        offset={6}
      >
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={intl.formatMessage(
              { id: 'notifications.bellWaiting' },
              { unread: unreadCount, waiting: waiting.data?.total ?? 0 },
            )}
          >
            <BellIcon />
          </ActionIcon>
        </Menu.Target>
      </Indicator>
      {/* A menu holds menu items only (axe aria-required-children, issue 15): the title is its
          label and "mark all read" an item that keeps the menu open. Opening it focuses its
          first link (data-autofocus: the first one in the page's order wins). */}
      <Menu.Dropdown maw="calc(100vw - 16px)">
        <Menu.Label fw={600} fz="sm" c="var(--mantine-color-text)">
          <FormattedMessage id="notifications.title" />
        </Menu.Label>
        {waiting.data?.items.slice(0, WAITING_IN_BELL).map((item) => (
          <Menu.Item
            key={item.id}
            data-autofocus
            renderRoot={(props) =>
              isPortalRoute(item.href) ? (
                <Link {...props} to={item.href as never} />
              ) : (
                <a {...props} href={item.href} />
              )
            }
            leftSection={<span className="nf-unread-dot" data-read={false} />}
          >
            <Text size="sm" fw={600} lineClamp={2}>
              <WaitingText item={item} />
            </Text>
          </Menu.Item>
        ))}
        {(waiting.data?.items.length ?? 0) > 0 && <Menu.Divider />}
        {recent.data?.items.length === 0 && (
          <Text size="sm" c="dimmed" px="sm" py="md">
            <FormattedMessage id="notifications.empty" />
          </Text>
        )}
        {recent.data?.items.map((item) => (
          <Menu.Item
            key={item.id}
            data-autofocus
            renderRoot={(props) => <NotificationLink {...props} notification={item} />}
            onClick={() => {
              if (!item.read) markOne.mutate(item.id)
            }}
            leftSection={
              <span
                className="nf-unread-dot"
                data-read={item.read}
                aria-label={
                  item.read ? undefined : intl.formatMessage({ id: 'notifications.unread' })
                }
              />
            }
          >
            <Text size="sm" fw={item.read ? 400 : 600} lineClamp={2}>
              <NotificationText notification={item} />
            </Text>
            <Text size="xs" c="dimmed">
              {formatNoticeTime(item.createdAt)}
            </Text>
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          ta="center"
          closeMenuOnClick={false}
          disabled={unreadCount === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          <Text size="sm" fw={500} span>
            <FormattedMessage id="notifications.markAllRead" />
          </Text>
        </Menu.Item>
        <Menu.Item component={Link} to="/account/notifications" ta="center" data-autofocus>
          <Text size="sm" c="var(--mantine-color-anchor)" fw={500}>
            <FormattedMessage id="notifications.seeAll" />
          </Text>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
