import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { AccountData } from '@namefolio/core/account/account.contract'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { formatServerDate } from '@namefolio/core/dates/date-format'

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} size="sm">
        {children}
      </Text>
    </Stack>
  )
}

/** The signed-in user's account data: who they are, their membership and approval. */
export function AccountProfile({ account }: { account: AccountData }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="md">
        <FormattedMessage id="account.profile.title" />
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" m={0}>
        <Fact label={<FormattedMessage id="account.profile.name" />}>{account.name}</Fact>
        <Fact label={<FormattedMessage id="account.profile.email" />}>{account.email}</Fact>
        <Fact label={<FormattedMessage id="account.profile.username" />}>{account.username}</Fact>
        <Fact label={<FormattedMessage id="account.profile.roles" />}>
          <Group gap={6} component="span">
            {account.roles.map((role) => (
              <Badge key={role} variant="default" size="sm" component="span">
                <FormattedMessage id={`account.role.${role}`} />
              </Badge>
            ))}
          </Group>
        </Fact>
        <Fact label={<FormattedMessage id="account.profile.plan" />}>
          <FormattedMessage id={`account.plan.${account.membership.plan}`} />
        </Fact>
        <Fact label={<FormattedMessage id="account.profile.planExpires" />}>
          {account.membership.expiresAt === null ? (
            <FormattedMessage id="account.profile.planNoExpiry" />
          ) : (
            formatServerDate(account.membership.expiresAt, 'default')
          )}
        </Fact>
        <Fact label={<FormattedMessage id="account.profile.approval" />}>
          <FormattedMessage id={`account.approval.${account.approvalStatus}`} />
        </Fact>
      </SimpleGrid>
    </Paper>
  )
}
