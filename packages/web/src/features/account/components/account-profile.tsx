import { Badge, Group, Paper, SimpleGrid, Title } from '@mantine/core'
import type { AccountData } from '@namefolio/core/account/account.contract'
import { FormattedMessage } from 'react-intl'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { Fact } from '../../../components/ui/fact'

/** The signed-in user's roles, membership and approval (the profile itself is edited above it). */
export function AccountProfile({ account }: { account: AccountData }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="md">
        <FormattedMessage id="profile.section.account" />
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" m={0}>
        <Fact look="term" label="account.profile.roles">
          <Group gap={6} component="span">
            {account.roles.map((role) => (
              <Badge key={role} variant="default" size="sm" component="span">
                <FormattedMessage id={`account.role.${role}`} />
              </Badge>
            ))}
          </Group>
        </Fact>
        <Fact look="term" label="account.profile.plan">
          <FormattedMessage id={`account.plan.${account.membership.plan}`} />
        </Fact>
        <Fact look="term" label="account.profile.planExpires">
          {account.membership.expiresAt === null ? (
            <FormattedMessage id="account.profile.planNoExpiry" />
          ) : (
            formatServerDate(account.membership.expiresAt, 'default')
          )}
        </Fact>
        <Fact look="term" label="account.profile.approval">
          <FormattedMessage id={`account.approval.${account.approvalStatus}`} />
        </Fact>
      </SimpleGrid>
    </Paper>
  )
}
