import { Alert, Anchor, Badge, Group, Paper, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Role } from '@namefolio/core/account/account.constants'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { formatUsd } from '@namefolio/core/money/money'
import type { WaitingItem } from '@namefolio/core/notifications/waiting.contract'
import { isPortalRoute } from '@namefolio/core/routing/route-names'
import { FormattedMessage } from 'react-intl'
import { DelayedSkeleton } from '../../../components/ui/delayed'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { notificationQueries } from '../notifications.queries'
import { PlainList } from '../../../components/ui/plain-list'

/** One waiting item, as a sentence addressed to the reader, linking to where they act. */
export function WaitingText({ item }: { item: WaitingItem }) {
  return (
    <FormattedMessage
      id={`waiting.kind.${item.kind}` as MessageKey}
      values={{
        domain: item.domainName,
        amount: item.amountMicros === null ? '' : formatUsd(item.amountMicros),
      }}
    />
  )
}

/** Portal pages open in the app; checkout and the admin's transfer page are server pages. */
export function WaitingLink({ item }: { item: WaitingItem }) {
  const text = <WaitingText item={item} />
  return isPortalRoute(item.href) ? (
    <Anchor component={Link} to={item.href as never} fw={600}>
      {text}
    </Anchor>
  ) : (
    <Anchor href={item.href} fw={600}>
      {text}
    </Anchor>
  )
}

/**
 * "Waiting for you" (issue 13, decision 952): what the person should act on, at the top of the
 * inbox and on each role's home. `role` keeps one role's items; by default every role's.
 */
export function WaitingItems({
  role,
  hideWhenEmpty = false,
}: {
  role?: Role
  hideWhenEmpty?: boolean
}) {
  const waiting = useQuery(notificationQueries.waiting())
  if (waiting.isPending) {
    return <DelayedSkeleton height={72} />
  }
  if (waiting.isError) {
    return (
      <Alert color="yellow" variant="light">
        <FormattedMessage id="waiting.error" />
      </Alert>
    )
  }
  const items = waiting.data.items.filter((item) => role === undefined || item.role === role)
  if (items.length === 0 && hideWhenEmpty) return null
  const more = role === undefined ? waiting.data.total - items.length : 0
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="waiting-title">
      <Group gap="xs" mb="xs">
        <Title order={2} size="h5" id="waiting-title">
          <FormattedMessage id="waiting.title" />
        </Title>
        {items.length > 0 && (
          <Badge color="red" variant="filled" radius="sm">
            {role === undefined ? waiting.data.total : items.length}
          </Badge>
        )}
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="waiting.empty" />
        </Text>
      ) : (
        <PlainList gap={6}>
          {items.map((item) => (
            <li key={item.id}>
              <Group gap="xs" justify="space-between" wrap="wrap">
                <WaitingLink item={item} />
                <Text size="xs" c="dimmed" className="nf-tabular">
                  <FormattedMessage
                    id="waiting.since"
                    values={{ date: formatServerDate(item.since, 'table') }}
                  />
                </Text>
              </Group>
            </li>
          ))}
        </PlainList>
      )}
      {more > 0 && (
        <Text size="xs" c="dimmed" mt="xs">
          <FormattedMessage id="waiting.more" values={{ count: more }} />
        </Text>
      )}
    </Paper>
  )
}
