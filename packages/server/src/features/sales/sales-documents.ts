import type { Db } from '../../db/client.ts'
import type { TransactionRow } from '../../db/schema/sales.ts'
import { AppError } from '../../http/app-error.ts'
import { findInstallment } from './purchases/purchases.repository.ts'
import { findUserName } from './sales-documents.queries.ts'
import type { Viewer } from './transaction-details.queries.ts'
import type { SalesQueries } from './sales.queries.ts'

export type DocumentLine = { label: string; amountMicros: number }

/** One invoice, whatever it is rendered as: the printable page or the PDF (decision 808). */
export type InvoiceDocument = {
  /** What the reader holds: the buyer paid, so theirs is a receipt; the seller's an invoice. */
  documentName: DocumentName
  invoiceNumber: string
  title: string
  date: Date | null
  seller: string
  buyer: string
  domainName: string
  lines: DocumentLine[]
  totalMicros: number
  /** How the payment divided; only for the seller (or an admin), never the buyer. */
  sellerLines?: DocumentLine[]
  isSandbox: boolean
}

export type StatementDocument = { month: string; seller: string; rows: DocumentLine[] }

export type DocumentName = 'Invoice' | 'Receipt'

export type StatementMonthsSource = (
  sellerId: string,
) => Promise<{ month: string; revenueMicros: number }[]>

/** A buyer's copy of a paid sale or installment is a receipt (issue 13, decision 971). */
export function documentNameFor(viewer: Viewer): DocumentName {
  return viewer === 'buyer' ? 'Receipt' : 'Invoice'
}

/** Builds the invoices and statements from the ledger, once for every format. */
export function createSalesDocuments(deps: {
  db: Db
  queries: SalesQueries
  isSandbox: boolean
  /** More lines of a month's statement from other features (parking, issue 17). */
  statementLines?: ((sellerId: string, month: string) => Promise<DocumentLine[]>) | undefined
  /** Months other features add to the statements list, with their parking revenue. */
  statementMonths?: StatementMonthsSource | undefined
}) {
  const { db, queries } = deps

  async function partiesOf(row: TransactionRow) {
    return {
      seller: await findUserName(db, row.sellerId),
      buyer: await findUserName(db, row.buyerId),
    }
  }

  /** GET .../sales/invoice: the sale's one invoice. */
  async function saleInvoice(row: TransactionRow, viewer: Viewer): Promise<InvoiceDocument> {
    if (row.kind !== 'SALE') throw new AppError('NOT_FOUND', 'No such invoice.')
    const d = await queries.details(row, viewer)
    const payment = d.ledger.entries.filter((e) => e.kind === 'PAYMENT')
    const part = (account: string) =>
      payment.filter((e) => e.account === account).reduce((s, e) => s + e.amount, 0)
    const documentName = documentNameFor(viewer)
    return {
      documentName,
      invoiceNumber: `S-${row.id.slice(0, 8).toUpperCase()}`,
      title: `${documentName}: ${row.domainName}`,
      date: row.saleDate,
      ...(await partiesOf(row)),
      domainName: row.domainName,
      lines: [{ label: `Domain name ${row.domainName}`, amountMicros: row.salePriceMicros }],
      totalMicros: row.salePriceMicros,
      ...(viewer !== 'buyer'
        ? {
            sellerLines: [
              {
                label: `Commission (${(row.commissionBps / 100).toFixed(2)}%)`,
                amountMicros: part('COMMISSION'),
              },
              { label: 'Processing fees', amountMicros: part('FEES') },
              { label: 'Your payout', amountMicros: part('SELLER') },
            ],
          }
        : {}),
      isSandbox: deps.isSandbox,
    }
  }

  /** GET .../leased/invoice/{invoiceId}: one paid installment of a lease. */
  async function leaseInvoice(
    row: TransactionRow,
    viewer: Viewer,
    installmentId: string,
  ): Promise<InvoiceDocument> {
    const inst = await findInstallment(db, installmentId)
    if (!inst || inst.transactionId !== row.id || inst.status !== 'PAID')
      throw new AppError('NOT_FOUND', 'No such invoice.')
    const documentName = documentNameFor(viewer)
    return {
      documentName,
      invoiceNumber: `L-${row.id.slice(0, 8).toUpperCase()}-${inst.seq}`,
      title: `Lease ${documentName.toLowerCase()}: ${row.domainName}, installment ${inst.seq} of ${row.leaseMonths}`,
      date: inst.paidAt,
      ...(await partiesOf(row)),
      domainName: row.domainName,
      lines: [
        { label: `Installment ${inst.seq} of ${row.leaseMonths}`, amountMicros: inst.amountMicros },
      ],
      totalMicros: inst.amountMicros,
      ...(viewer !== 'buyer'
        ? {
            sellerLines: [
              { label: 'Commission', amountMicros: inst.commissionMicros ?? 0 },
              { label: 'Processing fees', amountMicros: inst.feeMicros ?? 0 },
              { label: 'Your payout', amountMicros: inst.sellerMicros ?? 0 },
            ],
          }
        : {}),
      isSandbox: deps.isSandbox,
    }
  }

  /** GET /api/v1/account/statements/{month}: one month of the seller's ledger. */
  async function statement(
    seller: { id: string; name: string },
    month: string,
  ): Promise<StatementDocument> {
    const s = (await queries.statements(seller.id)).items.find((i) => i.month === month)
    const extra = (await deps.statementLines?.(seller.id, month)) ?? []
    if (!s && extra.length === 0) throw new AppError('NOT_FOUND', 'No statement for this month.')
    const sales = s ?? { buyerPaid: 0, commission: 0, fees: 0, net: 0, paidOut: 0 }
    return {
      month,
      seller: seller.name,
      rows: [
        { label: 'Buyers paid', amountMicros: sales.buyerPaid },
        { label: 'Commission', amountMicros: sales.commission },
        { label: 'Processing fees', amountMicros: sales.fees },
        { label: 'Your earnings', amountMicros: sales.net },
        { label: 'Paid out to you', amountMicros: sales.paidOut },
        ...extra,
      ],
    }
  }

  /**
   * GET /api/v1/account/statements: the ledger's months, and the months with parking (issue 17)
   * even without a sale, newest first, each with its parking revenue.
   */
  async function statementList(sellerId: string) {
    const ledger = (await queries.statements(sellerId)).items
    const parking = new Map(
      ((await deps.statementMonths?.(sellerId)) ?? []).map((m) => [m.month, m.revenueMicros]),
    )
    const zero = { buyerPaid: 0, commission: 0, fees: 0, paidOut: 0, net: 0 }
    const months = new Set([...ledger.map((s) => s.month), ...parking.keys()])
    const items = [...months]
      .sort((a, b) => b.localeCompare(a))
      .map((month) => ({
        ...(ledger.find((s) => s.month === month) ?? { ...zero, month, statementId: month }),
        parkingRevenue: parking.get(month) ?? 0,
      }))
    return { items, total: items.length }
  }

  return { saleInvoice, leaseInvoice, statement, statementList }
}

export type SalesDocuments = ReturnType<typeof createSalesDocuments>
