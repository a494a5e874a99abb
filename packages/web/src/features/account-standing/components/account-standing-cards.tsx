import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { BOOST_TABLE } from '@namefolio/core/account/boost'
import type { MembershipPlan } from '@namefolio/core/account/account.constants'
import type { DiscountClub, PartnerStatus } from '@namefolio/core/account/standing.contract'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { DelayedSkeleton } from '../../../components/ui/delayed'
import { Fact } from '../../../components/ui/fact'
import { LoadError } from '../../../components/ui/load-error'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { accountStandingQueries } from '../account-standing.queries'
import { formatBps } from '../commission-rate'
import { ApprovalStatusCard } from './approval-status-card'

const planLabel = (plan: MembershipPlan): MessageKey =>
  plan === 'NONE' ? 'partner.level.NONE' : `account.plan.${plan}`

function Card({ title, children }: { title: MessageKey; children: ReactNode }) {
  const headingId = useId()
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" mb="md" id={headingId}>
        <FormattedMessage id={title} />
      </Title>
      {children}
    </Paper>
  )
}

function PartnerLevel({ status }: { status: PartnerStatus }) {
  const intl = useIntl()
  const boostName = BOOST_TABLE[status.boostLevel]?.name ?? 'STANDARD'
  return (
    <Stack gap="md">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" m={0}>
        <Fact look="term" label="partner.level">
          <FormattedMessage id={planLabel(status.level)} />
        </Fact>
        <Fact look="term" label="partner.until">
          {status.expiresAt && !status.isExpired ? (
            formatServerDate(status.expiresAt, 'default')
          ) : (
            <FormattedMessage id="partner.noEnd" />
          )}
        </Fact>
        <Fact look="term" label="partner.planCommission">
          {formatBps(intl, status.planCommissionBps)}
        </Fact>
        <Fact look="term" label="partner.commissionToday">
          <FormattedMessage
            id="partner.commissionWithBoost"
            values={{
              commission: formatBps(intl, status.commissionBps),
              level: intl.formatMessage({ id: `boost.level.${boostName}` }),
            }}
          />{' '}
          <Anchor underline="always" component={Link} to="/account/boost" size="sm">
            <FormattedMessage id="partner.changeBoost" />
          </Anchor>
        </Fact>
      </SimpleGrid>
      {status.isExpired && status.expiresAt && (
        <Text size="sm">
          <FormattedMessage
            id="partner.expired"
            values={{
              plan: intl.formatMessage({ id: planLabel(status.plan) }),
              date: formatServerDate(status.expiresAt, 'default'),
            }}
          />
        </Text>
      )}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">
          {status.nextLevel ? (
            <FormattedMessage
              id="partner.next"
              values={{
                plan: intl.formatMessage({ id: planLabel(status.nextLevel.plan) }),
                commission: formatBps(intl, status.nextLevel.planCommissionBps),
              }}
            />
          ) : (
            <FormattedMessage id="partner.top" />
          )}
        </Text>
        <Anchor underline="always" href="/premium-partner-levels" size="sm">
          <FormattedMessage id="partner.compare" />
        </Anchor>
      </Group>
    </Stack>
  )
}

function ClubMembership({ club }: { club: DiscountClub }) {
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge color={club.isMember ? 'teal' : 'gray'} variant="light">
          <FormattedMessage id={club.isMember ? 'club.member' : 'club.notMember'} />
        </Badge>
      </Group>
      <Text size="sm">
        <FormattedMessage id="club.benefit" values={{ pct: club.boostDiscountPct }} />
      </Text>
      <Text size="sm" c="dimmed">
        {club.isMember ? (
          club.memberUntil ? (
            <FormattedMessage
              id="club.until"
              values={{ date: formatServerDate(club.memberUntil, 'default') }}
            />
          ) : (
            <FormattedMessage id="club.withPlan" />
          )
        ) : (
          <FormattedMessage id="club.join" />
        )}
      </Text>
    </Stack>
  )
}

function Loading({ height }: { height: number }) {
  return <DelayedSkeleton height={height} />
}

/**
 * The seller's standing for the account page (issue 18): approval state with what to do,
 * partner level and discount domain club membership (decisions 1021–1023).
 */
export function AccountStandingCards() {
  const partner = useQuery(accountStandingQueries.partnerStatus())
  const club = useQuery(accountStandingQueries.discountClub())
  return (
    <Stack gap="md">
      <Card title="approval.card.title">
        {partner.isPending && <Loading height={80} />}
        {partner.isError && <LoadError message="approval.error" />}
        {partner.isSuccess && <ApprovalStatusCard status={partner.data.approvalStatus} />}
      </Card>
      <Card title="partner.card.title">
        {partner.isPending && <Loading height={140} />}
        {partner.isError && <LoadError message="partner.error" />}
        {partner.isSuccess && <PartnerLevel status={partner.data} />}
      </Card>
      <Card title="club.card.title">
        {club.isPending && <Loading height={80} />}
        {club.isError && <LoadError message="club.error" />}
        {club.isSuccess && <ClubMembership club={club.data} />}
      </Card>
    </Stack>
  )
}
