import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { formatUsd } from '@namefolio/core/money/money'
import { FormattedMessage } from 'react-intl'
import { Fact } from '../../components/ui/fact'
import { PageHeader } from '../../components/ui/page-header'
import { transferStatusKey } from '../../features/purchases/transfer-status'
import { ListSkeleton, LoadError } from '../../features/sales/components/query-states'
import { TransactionHistory } from '../../features/sales/components/transaction-history'
import { salesQueries } from '../../features/sales/sales.queries'

const route = getRouteApi('/portal/purchases/domains/$transactionId')

/**
 * /purchases/domains/{id}: one purchase as its buyer sees it (issue 18): where the transfer
 * stands, in the buyer's words, and the history with the messages between buyer and seller.
 */
export function PurchaseDetailsPage() {
  const { transactionId } = route.useParams()
  const query = useQuery(salesQueries.detail(transactionId))
  return (
    <Stack gap="md" maw={960}>
      <Anchor component={Link} to="/purchases/domains" size="sm">
        ← <FormattedMessage id="txextras.purchase.back" />
      </Anchor>
      <PageHeader title="txextras.purchase.title" />
      {query.isPending ? (
        <ListSkeleton rows={3} height={80} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Card withBorder padding="md" component="section">
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm" mb="sm">
              <Title order={2} size="h3" className="nf-domain-name">
                {query.data.domain}
              </Title>
              <Badge variant="light" radius="sm" tt="none">
                <FormattedMessage id={transferStatusKey(query.data.fullStatus)} />
              </Badge>
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <Fact label="txextras.purchase.kind">
                <FormattedMessage
                  id={query.data.kind === 'LEASE' ? 'purchases.kind.LEASE' : 'purchases.kind.SALE'}
                />
              </Fact>
              <Fact label="txextras.purchase.price">
                <span className="nf-money">{formatUsd(query.data.salePrice, 2)}</span>
              </Fact>
              <Fact label="txextras.purchase.date">
                {formatServerDate(query.data.saleDate, 'default')}
              </Fact>
              <Fact label="txextras.purchase.status">
                <FormattedMessage id={transferStatusKey(query.data.fullStatus)} />
              </Fact>
            </SimpleGrid>
            {query.data.kind === 'LEASE' && (
              <Text size="sm" mt="sm">
                <Anchor
                  renderRoot={(props) => (
                    <Link
                      {...props}
                      to="/purchases/leases/$transactionId"
                      params={{ transactionId }}
                    />
                  )}
                >
                  <FormattedMessage id="txextras.purchase.schedule" />
                </Anchor>
              </Text>
            )}
          </Card>
          <Card withBorder padding="md" component="section">
            <Title order={2} size="h4" mb="sm">
              <FormattedMessage id="txextras.purchase.history" />
            </Title>
            <TransactionHistory detail={query.data} viewer="buyer" />
          </Card>
        </>
      )}
    </Stack>
  )
}
