import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { formatUsd } from '@namefolio/core/money/money'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Delayed } from '../../../components/ui/delayed'
import { EmptyState } from '../../../components/ui/empty-state'
import { Pager } from '../../../components/ui/pager'
import type { Purchase } from '@namefolio/core/sales/sales.contract'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { purchaseQueries, receiptUrl } from '../purchases.queries'
import { LeasePayOff } from './lease-payoff'
import { transferStatusKey } from '../transfer-status'
import { LoadError } from '../../../components/ui/load-error'
import { PlainList } from '../../../components/ui/plain-list'

const LIMIT = 50

/** A page of the purchase (its details, a lease's schedule), named with the domain. */
function PurchasePageLink({
  purchase,
  to,
  label,
  name,
}: {
  purchase: Purchase
  to: '/purchases/domains/$transactionId' | '/purchases/leases/$transactionId'
  label: MessageKey
  name: MessageKey
}) {
  const intl = useIntl()
  return (
    <Anchor
      renderRoot={(props) => (
        <Link {...props} to={to} params={{ transactionId: purchase.transactionId }} />
      )}
      size="sm"
      aria-label={intl.formatMessage({ id: name }, { domain: purchase.domain })}
    >
      <FormattedMessage id={label} />
    </Anchor>
  )
}

function PurchaseCard({ purchase }: { purchase: Purchase }) {
  const intl = useIntl()
  const isLease = purchase.kind === 'LEASE'
  return (
    <Card component="li" withBorder padding="md" data-purchase={purchase.domain}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={700} className="nf-domain-name">
            {purchase.domain}
          </Text>
          <Group gap={6}>
            <Badge variant="outline" radius="sm" tt="none" color="gray">
              <FormattedMessage id={isLease ? 'purchases.kind.LEASE' : 'purchases.kind.SALE'} />
            </Badge>
            <Badge variant="light" radius="sm" tt="none">
              <FormattedMessage id={transferStatusKey(purchase.fullStatus)} />
            </Badge>
          </Group>
          <Group gap="sm">
            <PurchasePageLink
              purchase={purchase}
              to="/purchases/domains/$transactionId"
              label="txextras.purchase.details"
              name="txextras.purchase.detailsFor"
            />
            {isLease ? (
              <PurchasePageLink
                purchase={purchase}
                to="/purchases/leases/$transactionId"
                label="lease.schedule"
                name="purchases.openLease"
              />
            ) : (
              <Anchor
                href={receiptUrl(purchase.transactionId, 'SALE', purchase.transactionId)}
                target="_blank"
                size="sm"
                aria-label={intl.formatMessage(
                  { id: 'purchases.receiptFor' },
                  { domain: purchase.domain },
                )}
              >
                <FormattedMessage id="purchases.receipt" />
              </Anchor>
            )}
          </Group>
        </Stack>
        <Stack gap={0} align="flex-end" ml="auto">
          <Text fw={700} className="nf-money">
            {formatUsd(purchase.price)}
          </Text>
          <Text size="xs" c="dimmed" className="nf-tabular">
            {formatServerDate(purchase.saleDate, 'table')}
          </Text>
        </Stack>
      </Group>
      {isLease && (
        <Group justify="space-between" mt="sm" wrap="wrap" gap="xs">
          <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
            <FormattedMessage
              id="sales.leased.paidOf"
              values={{ paid: purchase.installmentsPaid, total: purchase.installmentsTotal }}
            />
            {purchase.nextInstallment && (
              <>
                {' · '}
                <FormattedMessage
                  id={purchase.nextInstallment.late ? 'purchases.nextLate' : 'purchases.next'}
                  values={{
                    amount: formatUsd(purchase.nextInstallment.amount, 2),
                    date: formatServerDate(purchase.nextInstallment.dueAt, 'default'),
                  }}
                />
              </>
            )}
          </Text>
          {purchase.canPayOff && (
            <LeasePayOff
              transactionId={purchase.transactionId}
              domain={purchase.domain}
              remaining={purchase.installmentsTotal - purchase.installmentsPaid}
            />
          )}
        </Group>
      )}
    </Card>
  )
}

/**
 * /purchases/domains: the buyer's domains bought outright and leased to own, each with where
 * its transfer stands. The buyer's home shows the first few (`limit`) without paging.
 */
export function PurchasesList({ limit = LIMIT }: { limit?: number }) {
  const [offset, setOffset] = useState(0)
  const page = useQuery(purchaseQueries.list(offset, limit))
  if (page.isPending) {
    return (
      <Delayed>
        <Stack gap="xs" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={90} />
          ))}
        </Stack>
      </Delayed>
    )
  }
  if (page.isError) {
    return <LoadError message="sales.error.load" onRetry={() => void page.refetch()} />
  }
  if (page.data.total === 0) {
    return (
      <EmptyState
        title={<FormattedMessage id="purchases.empty.title" />}
        action={
          <Button variant="light" component="a" href="/search">
            <FormattedMessage id="purchases.empty.action" />
          </Button>
        }
      >
        <FormattedMessage id="purchases.empty.body" />
      </EmptyState>
    )
  }
  return (
    <Stack gap="sm">
      <PlainList gap="xs">
        {page.data.items.map((p) => (
          <PurchaseCard key={p.transactionId} purchase={p} />
        ))}
      </PlainList>
      {limit === LIMIT && (
        <Pager offset={offset} limit={LIMIT} total={page.data.total} onOffsetChange={setOffset} />
      )}
    </Stack>
  )
}
