import { Anchor, Radio, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { AccountPrivacy } from '@namefolio/core/account/privacy.contract'
import {
  PROFILE_VISIBILITIES,
  type ProfileVisibility,
} from '@namefolio/core/account/privacy.constants'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { SettingsForm, useSaveSettings } from '../../../components/ui/settings-form'
import type { MessageKey } from '../../../i18n/en-us-messages'
import {
  accountPrivacyCalls,
  accountPrivacyKeys,
  accountPrivacyQueries,
} from '../account-privacy.queries'
import { SettingsPanel } from '../../../components/ui/settings-panel'

const OPTION: Record<ProfileVisibility, { label: MessageKey; description: MessageKey }> = {
  PUBLIC: { label: 'privacy.public', description: 'privacy.public.description' },
  ANONYMOUS: { label: 'privacy.anonymous', description: 'privacy.anonymous.description' },
  PRIVATE: { label: 'privacy.private', description: 'privacy.private.description' },
}

function PrivacyChoice({ initial }: { initial: AccountPrivacy }) {
  const intl = useIntl()
  const [visibility, setVisibility] = useState<ProfileVisibility>(initial.profileVisibility)
  const save = useSaveSettings({
    save: () => accountPrivacyCalls.update({ profileVisibility: visibility }),
    queryKey: accountPrivacyKeys.all,
    saved: 'privacy.saved',
  })
  return (
    <SettingsForm
      onSave={() => save.mutate()}
      isSaving={save.isPending}
      isChanged={visibility !== initial.profileVisibility}
      saveLabel="privacy.save"
      gap="md"
      aside={
        initial.profilePath ? (
          <Anchor href={initial.profilePath} target="_blank" size="sm">
            <FormattedMessage id="privacy.viewProfile" />
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="privacy.noProfile" />
          </Text>
        )
      }
    >
      <Radio.Group
        label={intl.formatMessage({ id: 'privacy.visibility' })}
        value={visibility}
        onChange={(value) => setVisibility(value as ProfileVisibility)}
      >
        <Stack gap="sm" mt="xs">
          {PROFILE_VISIBILITIES.map((option) => (
            <Radio
              key={option}
              value={option}
              label={intl.formatMessage({ id: OPTION[option].label })}
              description={intl.formatMessage({ id: OPTION[option].description })}
            />
          ))}
        </Stack>
      </Radio.Group>
    </SettingsForm>
  )
}

/** Who sees the seller's public profile (decision 503): public, anonymous or private. */
export function AccountPrivacyForm() {
  const settings = useQuery(accountPrivacyQueries.settings())
  return (
    <SettingsPanel
      intro="privacy.intro"
      query={settings}
      skeletonHeight={200}
      errorMessage="privacy.error"
    >
      {(data) => <PrivacyChoice initial={data} />}
    </SettingsPanel>
  )
}
