import { Anchor, Group, Text } from '@mantine/core'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { DelayedSkeleton } from '../../../components/ui/delayed'
import { LoadError } from '../../../components/ui/load-error'
import { membershipQueries } from '../membership.queries'

/** The plan on /account/profile (issue 19), with the way to the plan page. */
export function ProfilePlanCard() {
  const mine = useQuery(membershipQueries.mine())
  if (mine.isPending) return <DelayedSkeleton height={40} />
  if (mine.isError) return <LoadError message="membership.error" />
  const m = mine.data
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text>
        <FormattedMessage id={`membership.plan.${m.isActive ? m.plan : 'NONE'}`} />
        {m.isActive && m.expiresAt && (
          <>
            {' · '}
            <FormattedMessage id="membership.expires" /> {formatServerDate(m.expiresAt, 'default')}
          </>
        )}
      </Text>
      <Anchor component={Link} to="/account/membership">
        <FormattedMessage id="membership.profile.manage" />
      </Anchor>
    </Group>
  )
}
