import { Skeleton, Stack, Title } from '@mantine/core'
import { useDocumentTitle } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { Delayed } from '../../components/ui/delayed'
import { AccountProfile } from '../../features/account/components/account-profile'
import { AccountStandingCards } from '../../features/account-standing/components/account-standing-cards'
import { sessionQueries } from '../../features/session/session.queries'
import { LoadError } from '../../components/ui/load-error'

/** /account/profile: the signed-in user's account data. */
export function AccountProfilePage() {
  const intl = useIntl()
  const account = useQuery(sessionQueries.currentUser())
  useDocumentTitle(
    `${intl.formatMessage({ id: 'account.title' })} · ${intl.formatMessage({ id: 'app.brand' })}`,
  )
  return (
    <Stack gap="md" maw={880}>
      <Title order={1} size="h2">
        <FormattedMessage id="account.title" />
      </Title>
      {account.isPending && (
        <Delayed>
          <Skeleton height={220} />
        </Delayed>
      )}
      {account.isError && <LoadError message="account.profile.error" />}
      {account.isSuccess && <AccountProfile account={account.data} />}
      {account.data?.roles.includes('seller') && <AccountStandingCards />}
    </Stack>
  )
}
