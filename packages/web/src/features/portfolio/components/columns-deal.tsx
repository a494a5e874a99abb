import { formatServerDate } from '@namefolio/core/dates/date-format'
import {
  DealCell,
  DealDate,
  DealStatus,
  Installments,
  Invoice,
  Money,
  NextInstallment,
  PayoutTransmittal,
  PurchaseTransfer,
  TransferType,
} from './deal-cells'
import { PlainHeader, helper } from './table-context'

/**
 * The deal columns of Sold (spec §3 "Sales columns"), Leased ("Leased sale columns") and the
 * buyer's Purchases: read-only facts of the domain's latest transaction, the status with its
 * action. The API sorts none of them (only domain and status), so their headers are labels.
 */
export const DEAL_COLUMN_DEFS = [
  helper.display({
    id: 'dealStatus',
    header: () => <PlainHeader label="sales.column.status" />,
    cell: ({ row }) => (
      <DealCell
        row={row.original}
        render={(deal) => <DealStatus deal={deal} domain={row.original.displayName} />}
      />
    ),
  }),
  helper.display({
    id: 'installments',
    header: () => <PlainHeader label="sales.column.installments" />,
    cell: ({ row }) => (
      <DealCell row={row.original} render={(deal) => <Installments deal={deal} />} />
    ),
  }),
  helper.display({
    id: 'nextInstallment',
    header: () => <PlainHeader label="sales.column.nextInstallment" />,
    cell: ({ row }) => (
      <DealCell row={row.original} render={(deal) => <NextInstallment deal={deal} />} />
    ),
  }),
  helper.display({
    id: 'salePrice',
    header: () => <PlainHeader label="sales.column.salePrice" />,
    cell: ({ row }) => (
      <DealCell row={row.original} render={(deal) => <Money micros={deal.salePriceMicros} />} />
    ),
  }),
  helper.display({
    id: 'pricePaid',
    header: () => <PlainHeader label="portfolio.column.pricePaid" />,
    cell: ({ row }) => (
      <DealCell row={row.original} render={(deal) => <Money micros={deal.salePriceMicros} />} />
    ),
  }),
  helper.display({
    id: 'saleDate',
    header: () => <PlainHeader label="sales.column.saleDate" />,
    cell: ({ row }) => (
      <DealCell
        row={row.original}
        render={(deal) => (
          <span className="nf-tabular">{formatServerDate(deal.saleDate, 'table')}</span>
        )}
      />
    ),
  }),
  helper.display({
    id: 'payoutAmount',
    header: () => <PlainHeader label="sales.column.payoutAmount" />,
    cell: ({ row }) => (
      <DealCell row={row.original} render={(deal) => <Money micros={deal.payoutMicros} />} />
    ),
  }),
  helper.display({
    id: 'payoutDate',
    header: () => <PlainHeader label="sales.column.payoutDate" />,
    cell: ({ row }) => (
      <DealCell row={row.original} render={(deal) => <DealDate date={deal.payoutDate} />} />
    ),
  }),
  helper.display({
    id: 'transferType',
    header: () => <PlainHeader label="sales.column.transferType" />,
    cell: ({ row }) => (
      <DealCell row={row.original} render={(deal) => <TransferType type={deal.transferType} />} />
    ),
  }),
  helper.display({
    id: 'previousInstallment',
    header: () => <PlainHeader label="sales.column.previousInstallment" />,
    cell: ({ row }) => (
      <DealCell
        row={row.original}
        render={(deal) => <DealDate date={deal.previousInstallmentDate} />}
      />
    ),
  }),
  helper.display({
    id: 'paidOn',
    header: () => <PlainHeader label="sales.column.paidOn" />,
    cell: ({ row }) => (
      <DealCell row={row.original} render={(deal) => <DealDate date={deal.paidOn} />} />
    ),
  }),
  helper.display({
    id: 'invoice',
    header: () => <PlainHeader label="sales.column.invoice" />,
    cell: ({ row }) => (
      <DealCell
        row={row.original}
        render={(deal) => <Invoice deal={deal} domain={row.original.displayName} />}
      />
    ),
  }),
  helper.display({
    id: 'payoutTransmittal',
    header: () => <PlainHeader label="sales.column.payoutTransmittal" />,
    cell: ({ row }) => (
      <DealCell row={row.original} render={(deal) => <PayoutTransmittal deal={deal} />} />
    ),
  }),
  helper.display({
    id: 'transferStatus',
    header: () => <PlainHeader label="portfolio.column.transferStatus" />,
    cell: ({ row }) => (
      <DealCell
        row={row.original}
        render={(deal) => <PurchaseTransfer deal={deal} domain={row.original.displayName} />}
      />
    ),
  }),
]
