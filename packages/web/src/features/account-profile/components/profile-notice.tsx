import { Alert, Anchor } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { AccountProfile } from '@namefolio/core/account/profile.contract'
import { FormattedList, FormattedMessage, useIntl } from 'react-intl'
import { accountProfileQueries } from '../account-profile.queries'

/** Tells a seller what the profile still needs before the first listing or payout; nothing when complete. */
export function ProfileIncompleteNotice({ profile }: { profile: AccountProfile }) {
  const intl = useIntl()
  if (profile.missing.length === 0) return null
  return (
    <Alert
      color="orange"
      variant="light"
      title={intl.formatMessage({ id: 'profile.notice.title' })}
    >
      <FormattedMessage
        id="profile.notice.text"
        values={{
          items: (
            <FormattedList
              type="conjunction"
              value={profile.missing.map((item) =>
                intl.formatMessage({ id: `profile.item.${item}` }).toLowerCase(),
              )}
            />
          ),
        }}
      />{' '}
      <Anchor underline="always" component={Link} to="/account/profile/complete" fw={600}>
        <FormattedMessage id="profile.notice.link" />
      </Anchor>
    </Alert>
  )
}

/** The notice where a seller works (the dashboard): it loads the profile itself, and says nothing while it loads or fails. */
export function ProfileIncompleteBanner() {
  const profile = useQuery(accountProfileQueries.profile())
  return profile.isSuccess ? <ProfileIncompleteNotice profile={profile.data} /> : null
}
