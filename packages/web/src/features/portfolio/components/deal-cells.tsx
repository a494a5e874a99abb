import { Anchor, Badge, Stack, Text } from '@mantine/core'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import type { DomainDeal } from '@namefolio/core/portfolio/domain-deal.contract'
import { formatUsd } from '@namefolio/core/money/money'
import {
  TRANSACTION_STATUSES,
  type TransactionStatus,
} from '@namefolio/core/sales/transaction-status'
import { Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import type { PortfolioRow } from '../portfolio-row'
import { useDealSlots } from './deal-slots'

/** The dash a cell shows where the deal has nothing of that kind yet. */
export function EmptyCell() {
  const intl = useIntl()
  return <>{intl.formatMessage({ id: 'common.empty' })}</>
}

function StatusBadge({ status }: { status: TransactionStatus }) {
  return (
    <Badge variant="light" color="gray" radius="sm" tt="none" fw={600}>
      <FormattedMessage id={`sales.status.${status}`} />
    </Badge>
  )
}

/** The deal's status as the sales machine names it; a status it does not know reads UNKNOWN. */
export function transactionStatusOf(deal: DomainDeal): TransactionStatus {
  return (TRANSACTION_STATUSES as readonly string[]).includes(deal.status)
    ? (deal.status as TransactionStatus)
    : 'UNKNOWN'
}

/** A deal cell: the row's deal, or the empty dash while the row has none (spec §3). */
export function DealCell({
  row,
  render,
}: {
  row: PortfolioRow
  render: (deal: DomainDeal) => React.ReactNode
}) {
  return row.deal === null || row.deal === undefined ? <EmptyCell /> : <>{render(row.deal)}</>
}

export function Money({ micros }: { micros: number | null }) {
  return micros === null ? <EmptyCell /> : <span className="nf-money">{formatUsd(micros)}</span>
}

export function DealDate({ date }: { date: string | null }) {
  return date === null ? (
    <EmptyCell />
  ) : (
    <span className="nf-tabular">{formatServerDate(date, 'table')}</span>
  )
}

export function TransferType({ type }: { type: string | null }) {
  const intl = useIntl()
  if (type === null) return <EmptyCell />
  return (
    <>
      {intl.formatMessage({ id: `sales.transferType.${type}` as MessageKey, defaultMessage: type })}
    </>
  )
}

/**
 * Sold and Leased status (spec §3, §4 "Sold-domain status actions"): the status, and the one
 * action it calls for (auth code, transfer) or a link to the sale's details.
 */
export function DealStatus({ deal, domain }: { deal: DomainDeal; domain: string }) {
  const intl = useIntl()
  const { SaleAction } = useDealSlots()
  const status = transactionStatusOf(deal)
  const params = { transactionId: deal.transactionId }
  if (deal.kind === 'SALE' && SaleAction !== undefined) {
    return (
      <Stack gap={4} align="flex-start">
        <StatusBadge status={status} />
        <SaleAction transactionId={deal.transactionId} domain={domain} status={status} />
      </Stack>
    )
  }
  return (
    <Stack gap={4} align="flex-start">
      <StatusBadge status={status} />
      <Anchor
        size="sm"
        renderRoot={(props) =>
          deal.kind === 'LEASE' ? (
            <Link {...props} to="/sales/leased/$transactionId/details" params={params} />
          ) : (
            <Link {...props} to="/sales/$transactionId/details" params={params} />
          )
        }
        aria-label={intl.formatMessage({ id: 'sales.action.seeStatusFor' }, { domain })}
      >
        <FormattedMessage id="sales.action.seeStatus" />
      </Anchor>
    </Stack>
  )
}

/** Lease to own: installments paid of the total ("3 of 12 paid"). */
export function Installments({ deal }: { deal: DomainDeal }) {
  if (deal.installmentsPaid === null || deal.installmentsTotal === null) return <EmptyCell />
  return (
    <span className="nf-tabular">
      <FormattedMessage
        id="sales.leased.paidOf"
        values={{ paid: deal.installmentsPaid, total: deal.installmentsTotal }}
      />
    </span>
  )
}

/** The next installment: its amount over its due date. */
export function NextInstallment({ deal }: { deal: DomainDeal }) {
  if (deal.nextInstallmentDate === null) return <EmptyCell />
  return (
    <Stack gap={0} align="flex-end">
      <Money micros={deal.nextInstallmentMicros} />
      <Text size="xs" c="dimmed" className="nf-tabular">
        {formatServerDate(deal.nextInstallmentDate, 'table')}
      </Text>
    </Stack>
  )
}

export function Invoice({ deal, domain }: { deal: DomainDeal; domain: string }) {
  const intl = useIntl()
  if (deal.invoiceId === null) return <EmptyCell />
  const params = { transactionId: deal.transactionId, invoiceId: deal.invoiceId }
  return (
    <Anchor
      size="sm"
      renderRoot={(props) => (
        <Link {...props} to="/sales/$transactionId/invoices/$invoiceId" params={params} />
      )}
      aria-label={intl.formatMessage({ id: 'sales.invoiceFor' }, { domain })}
    >
      <FormattedMessage id="sales.column.invoice" />
    </Anchor>
  )
}

/** The payout of the last installment, linked to the payout's page. */
export function PayoutTransmittal({ deal }: { deal: DomainDeal }) {
  if (deal.payoutTransmittal === null) return <EmptyCell />
  const params = { transactionId: deal.transactionId, payoutId: deal.payoutTransmittal }
  return (
    <Anchor
      size="sm"
      renderRoot={(props) => (
        <Link {...props} to="/sales/$transactionId/payouts/$payoutId" params={params} />
      )}
    >
      <FormattedMessage id="sales.column.payoutTransmittal" />
      {deal.payoutMicros !== null && (
        <span className="nf-tabular"> {formatUsd(deal.payoutMicros)}</span>
      )}
    </Anchor>
  )
}

/** The buyer's transfer status, with the purchase's page when the app layer gives one. */
export function PurchaseTransfer({ deal, domain }: { deal: DomainDeal; domain: string }) {
  const { PurchaseTransfer: Slot } = useDealSlots()
  if (Slot !== undefined) return <Slot deal={deal} domain={domain} />
  return <StatusBadge status={transactionStatusOf(deal)} />
}
