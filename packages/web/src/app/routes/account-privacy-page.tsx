import { Stack, Title } from '@mantine/core'
import { useDocumentTitle } from '@mantine/hooks'
import { FormattedMessage, useIntl } from 'react-intl'
import { AccountPrivacyForm } from '../../features/account-privacy/components/account-privacy-form'

/** /account/privacy (spec §2): who sees the seller's public profile. */
export function AccountPrivacyPage() {
  const intl = useIntl()
  useDocumentTitle(
    `${intl.formatMessage({ id: 'privacy.title' })} · ${intl.formatMessage({ id: 'app.brand' })}`,
  )
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        <FormattedMessage id="privacy.title" />
      </Title>
      <AccountPrivacyForm />
    </Stack>
  )
}
