import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatUsd } from '@namefolio/core/money/money'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { Delayed } from '../../../components/ui/delayed'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { dashboardQueries } from '../dashboard.queries'
import { LoadError } from '../../../components/ui/load-error'

/** A titled part of the dashboard, named by its heading. */
function DashboardSection({
  id,
  title,
  children,
}: {
  id: string
  title: MessageKey
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        <FormattedMessage id={title} />
      </Title>
      {children}
    </section>
  )
}

function Figure({ label, value, hint }: { label: MessageKey; value: ReactNode; hint?: ReactNode }) {
  return (
    <Card withBorder padding="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        <FormattedMessage id={label} />
      </Text>
      <Text size="xl" fw={700} className="nf-tabular" ta="right">
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" ta="right">
          {hint}
        </Text>
      )}
    </Card>
  )
}

function AttentionLink({
  to,
  count,
  label,
}: {
  to: '/sales' | '/sales/leads' | '/portfolio'
  count: number
  label: MessageKey
}) {
  return (
    <Card
      withBorder
      padding="sm"
      style={count > 0 ? { borderColor: 'var(--mantine-color-orange-filled)' } : undefined}
    >
      <Group justify="space-between" wrap="nowrap">
        <Anchor renderRoot={(props) => <Link {...props} to={to} />} fw={600}>
          <FormattedMessage id={label} />
        </Anchor>
        <Badge
          color={count > 0 ? 'orange' : 'gray'}
          variant={count > 0 ? 'filled' : 'light'}
          size="lg"
          className="nf-tabular"
          style={{ flexShrink: 0, minWidth: 32, maxWidth: 'none', overflow: 'visible' }}
          styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
        >
          {count}
        </Badge>
      </Group>
    </Card>
  )
}

/** /dashboard: the sales figures and what needs the seller now (DESIGN.md §8). */
export function DashboardView() {
  const sales = useQuery(dashboardQueries.sales())
  const attention = useQuery(dashboardQueries.attention())
  if (sales.isPending) {
    return (
      <Delayed>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} aria-busy="true">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={88} />
          ))}
        </SimpleGrid>
      </Delayed>
    )
  }
  if (sales.isError) {
    return <LoadError message="sales.error.load" onRetry={() => void sales.refetch()} />
  }
  const d = sales.data
  const offers = attention.data?.offersWaiting ?? 0
  const review = attention.data?.domainsInReview ?? 0
  const nothingWaiting = d.needsAttention.length === 0 && offers === 0 && review === 0
  return (
    <Stack gap="lg">
      <DashboardSection id="dash-attention" title="dashboard.attention.title">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <AttentionLink
            to="/sales"
            count={d.awaitingAuthCode}
            label="dashboard.attention.authCodes"
          />
          <AttentionLink
            to="/sales"
            count={d.awaitingPayeeInfo}
            label="dashboard.attention.payeeInfo"
          />
          <AttentionLink to="/sales/leads" count={offers} label="dashboard.attention.offers" />
          <AttentionLink to="/portfolio" count={review} label="dashboard.attention.review" />
        </SimpleGrid>
        {nothingWaiting ? (
          <Text c="dimmed" size="sm" mt="sm">
            <FormattedMessage id="dashboard.attention.none" />
          </Text>
        ) : (
          d.needsAttention.length > 0 && (
            <Stack gap={6} mt="sm" component="ul" p={0} className="nf-card-list">
              {d.needsAttention.map((a) => (
                <Card key={a.transactionId} component="li" withBorder padding="xs">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Anchor
                      fw={600}
                      className="nf-domain-name"
                      renderRoot={(props) =>
                        a.kind === 'LEASE' ? (
                          <Link
                            {...props}
                            to="/sales/leased/$transactionId/details"
                            params={{ transactionId: a.transactionId }}
                          />
                        ) : (
                          <Link
                            {...props}
                            to="/sales/$transactionId/details"
                            params={{ transactionId: a.transactionId }}
                          />
                        )
                      }
                    >
                      {a.domain}
                    </Anchor>
                    <Badge color="orange" variant="light" tt="none" radius="sm">
                      <FormattedMessage id={`sales.step.${a.step}` as MessageKey} />
                    </Badge>
                  </Group>
                </Card>
              ))}
            </Stack>
          )
        )}
      </DashboardSection>
      <DashboardSection id="dash-figures" title="dashboard.figures.title">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Figure
            label="dashboard.figure.sales"
            value={d.salesCount}
            hint={
              <FormattedMessage
                id="dashboard.figure.last30"
                values={{ count: d.salesLast30Days }}
              />
            }
          />
          <Figure label="dashboard.figure.leases" value={d.activeLeases} />
          <Figure label="dashboard.figure.gross" value={formatUsd(d.grossSalesMicros)} />
          <Figure label="dashboard.figure.paidOut" value={formatUsd(d.paidOutMicros)} />
          <Figure label="dashboard.figure.pending" value={formatUsd(d.pendingPayoutMicros)} />
          <Figure label="dashboard.figure.commission" value={formatUsd(d.commissionMicros)} />
        </SimpleGrid>
      </DashboardSection>
    </Stack>
  )
}
