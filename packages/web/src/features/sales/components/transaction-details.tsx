import { Alert, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { formatUsd } from '@namefolio/core/money/money'
import { TASK_GROUPS } from '@namefolio/core/sales/transaction-status'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { saleStatusActionOf } from '../sale-status-action'
import type { TransactionDetail } from '@namefolio/core/sales/sales.contract'
import { salesQueries } from '../sales.queries'
import '../sales.css'
import { AuthCodeForm } from './auth-code-form'
import { ListSkeleton, LoadError } from './query-states'
import { SaleStatusBadge } from './sale-status-badge'
import { StepTracker } from './step-tracker'
import { TransferForm } from './transfer-form'
import { Fact } from '../../../components/ui/fact'
import { InstallmentLedger } from './installment-ledger'
import { InvoiceLink, PayoutLink } from './sale-links'
import { RegistrarInstructions } from './registrar-instructions'
import { TransactionHistory } from './transaction-history'

function Section({ title, children }: { title: MessageKey; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section">
      <Title order={2} size="h4" mb="sm">
        <FormattedMessage id={title} />
      </Title>
      {children}
    </Card>
  )
}

/**
 * A section of linked records with their amounts (the sale's payouts, its invoices), or the
 * `none` message while there are none to show.
 */
function LinkedAmounts({
  title,
  none,
  rows,
}: {
  title: MessageKey
  none: MessageKey | null
  rows: { key: string; link: ReactNode; amount: number }[]
}) {
  return (
    <Section title={title}>
      {none !== null ? (
        <Text size="sm" c="dimmed">
          <FormattedMessage id={none} />
        </Text>
      ) : (
        <Stack gap="xs">
          {rows.map((row) => (
            <Group key={row.key} justify="space-between">
              {row.link}
              <Text size="sm" className="nf-money">
                {formatUsd(row.amount, 2)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  )
}

const GROUP_COLOR = {
  ACTION_NEEDED: 'orange',
  PROCESSING: 'blue',
  FAILED: 'red',
  COMPLETED: 'teal',
}

/** The transaction's tasks by group (spec §4), what needs the seller first. */
export function TaskGroups({ tasks }: { tasks: TransactionDetail['tasks'] }) {
  const groups = TASK_GROUPS.map((group) => ({
    group,
    items: tasks.filter((t) => t.group === group),
  })).filter((g) => g.items.length > 0)
  return (
    <Stack gap="sm">
      {groups.map(({ group, items }) => (
        <div key={group}>
          <Group gap={6} mb={4}>
            <Badge color={GROUP_COLOR[group]} variant="light" radius="sm">
              <FormattedMessage id={`sales.taskGroup.${group}` as MessageKey} />
            </Badge>
          </Group>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {items.map((task) => (
              <li key={task.type}>
                <Text size="sm">
                  <FormattedMessage id={`sales.task.${task.type}` as MessageKey} />
                </Text>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Stack>
  )
}

function SellerAction({ detail }: { detail: TransactionDetail }) {
  const action = saleStatusActionOf(detail.fullStatus)
  if (action === 'seeStatus') return null
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      style={{ borderColor: 'var(--mantine-color-orange-filled)' }}
    >
      <Title order={2} size="h4" mb="sm">
        <FormattedMessage
          id={action === 'authCode' ? 'sales.authCode.sectionTitle' : 'sales.transfer.sectionTitle'}
        />
      </Title>
      <Stack gap="md">
        {action === 'authCode' ? (
          <AuthCodeForm transactionId={detail.transactionId} domain={detail.domain} />
        ) : (
          <TransferForm transactionId={detail.transactionId} domain={detail.domain} />
        )}
        <RegistrarInstructions action={action} registrar={detail.registrar} />
      </Stack>
    </Card>
  )
}

/** /sales/{id}/details and /sales/leased/{id}/details: tracker, tasks, money and history. */
export function TransactionDetails({ transactionId }: { transactionId: string }) {
  const intl = useIntl()
  const query = useQuery(salesQueries.detail(transactionId))
  if (query.isPending) return <ListSkeleton rows={4} height={80} />
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />
  const d = query.data
  const isLease = d.kind === 'LEASE'
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2" className="nf-domain-name">
            {d.domain}
          </Title>
          <Group gap="xs">
            <SaleStatusBadge status={d.fullStatus} />
            {d.needsAction && (
              <Badge color="orange" variant="filled" size="sm">
                <FormattedMessage id="sales.needsYou" />
              </Badge>
            )}
          </Group>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text size="xs" c="dimmed">
            <FormattedMessage id={isLease ? 'sales.leaseTotal' : 'sales.column.salePrice'} />
          </Text>
          <Text size="xl" fw={700} className="nf-money">
            {formatUsd(d.salePrice, 2)}
          </Text>
        </Stack>
      </Group>

      <Section title="sales.tracker.title">
        <StepTracker steps={d.tracker} />
      </Section>

      <SellerAction detail={d} />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title="sales.tasks.title">
          {d.tasks.length === 0 ? (
            <Text size="sm" c="dimmed">
              <FormattedMessage id="sales.tasks.none" />
            </Text>
          ) : (
            <TaskGroups tasks={d.tasks} />
          )}
        </Section>
        <Section title="sales.summary.title">
          <SimpleGrid cols={2} spacing="sm">
            <Fact label="sales.column.saleDate">{formatServerDate(d.saleDate, 'default')}</Fact>
            <Fact label="sales.summary.buyer">
              {d.buyerName ?? intl.formatMessage({ id: 'common.empty' })}
            </Fact>
            <Fact label="sales.summary.commission">
              <span className="nf-tabular">{(d.commissionBps / 100).toFixed(2)}%</span>
            </Fact>
            <Fact label="sales.summary.paymentMethod">
              {d.paymentMethod
                ? intl.formatMessage({ id: `payments.method.${d.paymentMethod}` as MessageKey })
                : intl.formatMessage({ id: 'common.empty' })}
            </Fact>
            <Fact label="sales.column.transferType">
              {d.transferType
                ? intl.formatMessage({
                    id: `sales.transferType.${d.transferType}` as MessageKey,
                    defaultMessage: d.transferType,
                  })
                : intl.formatMessage({ id: 'common.empty' })}
            </Fact>
            <Fact label="sales.summary.registrar">
              {d.registrar ?? intl.formatMessage({ id: 'common.empty' })}
            </Fact>
            {isLease && <Fact label="sales.summary.months">{d.leaseMonths}</Fact>}
            <Fact label="sales.summary.ledger">
              <span className="nf-money">{formatUsd(d.ledger.sum, 2)}</span>
            </Fact>
          </SimpleGrid>
        </Section>
      </SimpleGrid>

      {isLease && (
        <Section title="sales.installments.title">
          <InstallmentLedger detail={d} />
        </Section>
      )}

      {!isLease && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <LinkedAmounts
            title="sales.payouts.title"
            none={d.payouts.length === 0 ? 'sales.payouts.none' : null}
            rows={d.payouts.map((p) => ({
              key: p.payoutId,
              amount: p.amount,
              link: (
                <PayoutLink transactionId={d.transactionId} payoutId={p.payoutId}>
                  <FormattedMessage id={`sales.payoutStatus.${p.status}` as MessageKey} />
                </PayoutLink>
              ),
            }))}
          />
          <LinkedAmounts
            title="sales.invoices.title"
            none={
              d.fullStatus === 'PENDING' || d.fullStatus === 'CANCELLED'
                ? 'sales.invoices.none'
                : null
            }
            rows={d.invoices.map((inv) => ({
              key: inv.invoiceId,
              amount: inv.amount,
              link: (
                <InvoiceLink transactionId={d.transactionId} invoiceId={inv.invoiceId}>
                  <FormattedMessage id="sales.invoices.sale" />
                </InvoiceLink>
              ),
            }))}
          />
        </SimpleGrid>
      )}

      {d.fullStatus === 'CANCELLED' && isLease && (
        <Alert color="gray" variant="light">
          <FormattedMessage id="sales.lease.defaulted" />
        </Alert>
      )}

      <Section title="sales.history.title">
        <TransactionHistory detail={d} viewer="seller" />
      </Section>
    </Stack>
  )
}
