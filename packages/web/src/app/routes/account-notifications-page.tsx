import { Stack, Title } from '@mantine/core'
import { useDocumentTitle } from '@mantine/hooks'
import { FormattedMessage, useIntl } from 'react-intl'
import { NotificationList } from '../../features/notifications/components/notification-list'
import { NotificationPreferencesForm } from '../../features/notifications/components/notification-preferences-form'
import { WaitingItems } from '../../features/notifications/components/waiting-items'
import { SectionHeading } from '../../components/ui/section-heading'

/**
 * /account/notifications (spec §2): what waits for the person (issue 13), their notifications
 * and their preferences.
 */
export function AccountNotificationsPage() {
  const intl = useIntl()
  useDocumentTitle(
    `${intl.formatMessage({ id: 'notifications.title' })} · ${intl.formatMessage({ id: 'app.brand' })}`,
  )
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        <FormattedMessage id="notifications.title" />
      </Title>
      <WaitingItems />
      <NotificationList />
      <SectionHeading title="notifications.prefs.title" />
      <NotificationPreferencesForm />
    </Stack>
  )
}
