import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { formatUsd } from '@namefolio/core/money/money'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import type { Installment, TransactionDetail } from '@namefolio/core/sales/sales.contract'
import '../sales.css'
import { useIsPhone } from '../../../components/ui/use-is-phone'
import { EmptyCell, InvoiceLink, PayoutLink } from './sale-links'
import { ColumnHeading } from '../../../components/ui/column-heading'

function installmentColor(i: Installment): string {
  return i.status === 'PAID'
    ? 'teal'
    : i.status === 'LATE'
      ? 'red'
      : i.status === 'CANCELLED'
        ? 'gray'
        : 'blue'
}

function InstallmentStatusBadge({ i }: { i: Installment }) {
  return (
    <Badge size="sm" variant="light" radius="sm" tt="none" color={installmentColor(i)}>
      <FormattedMessage id={`sales.installment.${i.status}` as MessageKey} />
    </Badge>
  )
}

/** What the platform kept of one installment: commission and processing fees together. */
const keptOf = (i: Installment) => (i.commission === null ? null : i.commission + (i.fee ?? 0))

function InstallmentPayout({ detail, i }: { detail: TransactionDetail; i: Installment }) {
  return i.payout ? (
    <PayoutLink transactionId={detail.transactionId} payoutId={i.payout.payoutId}>
      <FormattedMessage id={`sales.payoutStatus.${i.payout.status}` as MessageKey} />
    </PayoutLink>
  ) : (
    <EmptyCell />
  )
}

function InstallmentInvoice({ detail, i }: { detail: TransactionDetail; i: Installment }) {
  return i.status === 'PAID' ? (
    <InvoiceLink transactionId={detail.transactionId} invoiceId={i.installmentId} />
  ) : (
    <EmptyCell />
  )
}

/** Below the small breakpoint: one card per installment, nothing scrolls sideways. */
function InstallmentCards({ detail }: { detail: TransactionDetail }) {
  const intl = useIntl()
  return (
    <Stack
      gap="xs"
      component="ul"
      m={0}
      p={0}
      className="nf-card-list"
      aria-label={intl.formatMessage(
        { id: 'sales.installments.caption' },
        { domain: detail.domain },
      )}
    >
      {detail.installments.map((i) => (
        <Card
          key={i.installmentId}
          component="li"
          withBorder
          padding="sm"
          data-installment={i.seq}
          data-status={i.status}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} className="nf-tabular">
              # {i.seq} · {formatServerDate(i.dueAt, 'table')}
            </Text>
            <Text fw={600} className="nf-money">
              {formatUsd(i.amount, 2)}
            </Text>
          </Group>
          <Group justify="space-between" mt={6} gap="xs">
            <InstallmentStatusBadge i={i} />
            {i.paidAt && (
              <Text size="xs" c="dimmed" className="nf-tabular">
                <FormattedMessage id="sales.column.paidOn" />: {formatServerDate(i.paidAt, 'table')}
              </Text>
            )}
          </Group>
          <Group justify="space-between" mt={4} gap="xs">
            <Text size="xs" c="dimmed">
              <FormattedMessage id="sales.installments.commission" />
            </Text>
            <Text size="sm" className="nf-money">
              {formatUsd(keptOf(i), 2)}
            </Text>
          </Group>
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              <FormattedMessage id="sales.installments.seller" />
            </Text>
            <Text size="sm" fw={600} className="nf-money">
              {formatUsd(i.sellerAmount, 2)}
            </Text>
          </Group>
          <Group justify="flex-end" mt={6} gap="md">
            <InstallmentPayout detail={detail} i={i} />
            {i.status === 'PAID' && <InstallmentInvoice detail={detail} i={i} />}
          </Group>
        </Card>
      ))}
    </Stack>
  )
}

/** The per-installment ledger of a lease: what the buyer paid, what the seller gets, and when. */
export function InstallmentLedger({ detail }: { detail: TransactionDetail }) {
  const isPhone = useIsPhone()
  return isPhone ? <InstallmentCards detail={detail} /> : <InstallmentTable detail={detail} />
}

function InstallmentTable({ detail }: { detail: TransactionDetail }) {
  const intl = useIntl()
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" striped>
        <caption className="nf-visually-hidden">
          {intl.formatMessage({ id: 'sales.installments.caption' }, { domain: detail.domain })}
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>#</Table.Th>
            <ColumnHeading label="sales.installments.due" w={100} />
            <ColumnHeading label="sales.installments.amount" ta="right" w={130} />
            <ColumnHeading label="sales.installments.status" />
            <ColumnHeading label="sales.column.paidOn" w={100} />
            <ColumnHeading label="sales.installments.commission" ta="right" w={130} />
            <ColumnHeading label="sales.installments.seller" ta="right" w={130} />
            <ColumnHeading label="sales.column.payoutTransmittal" />
            <ColumnHeading label="sales.column.invoice" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {detail.installments.map((i) => (
            <Table.Tr key={i.installmentId} data-installment={i.seq} data-status={i.status}>
              <Table.Td className="nf-tabular">{i.seq}</Table.Td>
              <Table.Td className="nf-tabular">{formatServerDate(i.dueAt, 'table')}</Table.Td>
              <Table.Td className="nf-money">{formatUsd(i.amount, 2)}</Table.Td>
              <Table.Td>
                <InstallmentStatusBadge i={i} />
              </Table.Td>
              <Table.Td className="nf-tabular">{formatServerDate(i.paidAt, 'table')}</Table.Td>
              <Table.Td className="nf-money">{formatUsd(keptOf(i), 2)}</Table.Td>
              <Table.Td className="nf-money">{formatUsd(i.sellerAmount, 2)}</Table.Td>
              <Table.Td>
                <InstallmentPayout detail={detail} i={i} />
              </Table.Td>
              <Table.Td>
                <InstallmentInvoice detail={detail} i={i} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
