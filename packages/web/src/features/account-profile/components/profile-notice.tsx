import { Alert, Anchor } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { AccountProfile } from '@namefolio/core/account/profile.contract'
import { FormattedList, FormattedMessage, useIntl } from 'react-intl'

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
      <Anchor component={Link} to="/account/profile/complete" fw={600}>
        <FormattedMessage id="profile.notice.link" />
      </Anchor>
    </Alert>
  )
}
