import { Checkbox, Group, Table } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { NotificationPreferences } from '@namefolio/core/notifications/notifications.contract'
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
} from '@namefolio/core/notifications/notifications.constants'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { SettingsForm, useSaveSettings } from '../../../components/ui/settings-form'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { notificationCalls, notificationKeys, notificationQueries } from '../notifications.queries'
import { SettingsPanel } from '../../../components/ui/settings-panel'
import { ColumnHeading } from '../../../components/ui/column-heading'

const CHANNEL_LABEL: Record<NotificationChannel, MessageKey> = {
  email: 'notifications.prefs.email',
  inApp: 'notifications.prefs.inApp',
}

function PreferencesTable({ initial }: { initial: NotificationPreferences }) {
  const intl = useIntl()
  const [draft, setDraft] = useState(initial)
  const save = useSaveSettings({
    save: () => notificationCalls.updatePreferences(draft),
    queryKey: notificationKeys.preferences(),
    saved: 'notifications.prefs.saved',
  })
  return (
    <SettingsForm
      onSave={() => save.mutate()}
      isSaving={save.isPending}
      isChanged={JSON.stringify(draft) !== JSON.stringify(initial)}
      saveLabel="notifications.prefs.save"
      gap="sm"
    >
      <Table.ScrollContainer minWidth={280}>
        <Table verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <ColumnHeading label="notifications.prefs.kind" />
              {NOTIFICATION_CHANNELS.map((channel) => (
                <Table.Th key={channel} ta="center" w={72}>
                  <FormattedMessage id={CHANNEL_LABEL[channel]} />
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {NOTIFICATION_KINDS.map((kind) => (
              <Table.Tr key={kind}>
                <Table.Td>
                  <FormattedMessage id={`notifications.prefs.kind.${kind}`} />
                </Table.Td>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <Table.Td key={channel}>
                    <Group justify="center">
                      <Checkbox
                        aria-label={`${intl.formatMessage({
                          id: `notifications.prefs.kind.${kind}`,
                        })}: ${intl.formatMessage({ id: CHANNEL_LABEL[channel] })}`}
                        checked={draft[channel][kind]}
                        onChange={(event) => {
                          const on = event.currentTarget.checked
                          setDraft((d) => ({ ...d, [channel]: { ...d[channel], [kind]: on } }))
                        }}
                      />
                    </Group>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SettingsForm>
  )
}

/** Which kinds of notice reach the user by e-mail and in the portal. */
export function NotificationPreferencesForm() {
  const preferences = useQuery(notificationQueries.preferences())
  return (
    <SettingsPanel
      intro="notifications.prefs.intro"
      query={preferences}
      skeletonHeight={240}
      errorMessage="notifications.error"
    >
      {(data) => <PreferencesTable initial={data} />}
    </SettingsPanel>
  )
}
