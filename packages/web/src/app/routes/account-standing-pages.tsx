import { Stack, Title } from '@mantine/core'
import { useDocumentTitle } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { BoostSettings } from '../../features/account-standing/components/boost-settings'
import { PartnerSitesSwitch } from '../../features/partners/components/partner-sites-switch'
import { LinkSuccess } from '../../features/account-standing/components/link-success'
import { parseLinkSuccessSearch } from '../../features/account-standing/link-success-search'
import { sessionQueries } from '../../features/session/session.queries'
import type { MessageKey } from '../../i18n/en-us-messages'

function usePageTitle(id: MessageKey) {
  const intl = useIntl()
  useDocumentTitle(`${intl.formatMessage({ id })} · ${intl.formatMessage({ id: 'app.brand' })}`)
}

/** /account/boost (spec §2; decision 1020). */
export function AccountBoostPage() {
  usePageTitle('boost.title')
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        <FormattedMessage id="boost.title" />
      </Title>
      <BoostSettings />
      <PartnerSitesSwitch />
    </Stack>
  )
}

/** /account/link/success (spec §2; decision 1025). */
export function AccountLinkSuccessPage() {
  usePageTitle('linkSuccess.title')
  const search = parseLinkSuccessSearch(useSearch({ strict: false }))
  const account = useQuery(sessionQueries.currentUser())
  return <LinkSuccess search={search} isSeller={account.data?.roles.includes('seller') ?? false} />
}
