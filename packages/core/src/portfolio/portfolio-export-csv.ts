/**
 * The rows of a portfolio export as CSV (decision 280, 281): the header, one line per domain,
 * and the cell rules. Pure, so the server streams it and the tests read it back.
 *
 * - Money is in US dollars with two decimals, converted by core's money.ts (`microsToUsd`).
 * - Dates are ISO 8601 instants (UTC); booleans are `true` / `false`; an unset value is empty.
 * - Formula injection (decision 281): a text cell starting with = + - @, a tab or a carriage
 *   return is prefixed with an apostrophe, so no spreadsheet runs it as a formula.
 * - Fields are quoted as RFC 4180 says (a comma, quote or line break inside); lines end CRLF.
 */
import { microsToUsd } from '../money/money.ts'
import type { DomainDeal } from './domain-deal.contract.ts'
import type { PortfolioDomain, PortfolioListView } from './portfolio.contract.ts'

type Cell = string | number | boolean | null | undefined

/** What an export line reads of a portfolio row (spec §3 fields), with its deal. */
export type ExportRow = Pick<
  PortfolioDomain,
  | 'name'
  | 'displayName'
  | 'status'
  | 'tld'
  | 'buynowPriceMicros'
  | 'floorPriceMicros'
  | 'minbidPriceMicros'
  | 'landingPage'
  | 'landerTemplate'
  | 'leasingEnabled'
  | 'maxLeasePeriod'
  | 'featured'
  | 'hidden'
  | 'fastTransferStatus'
  | 'registrar'
  | 'offerCount'
  | 'intakeViews'
  | 'intakeLeads'
  | 'dateAdded'
  | 'transactionLink'
> & { deal?: DomainDeal | null | undefined }

type Column = readonly [header: string, value: (row: ExportRow) => Cell]

const usd = (micros: number | null | undefined): string | null =>
  micros === null || micros === undefined ? null : microsToUsd(micros).toFixed(2)

/** The columns of every view, in order (decision 280 names them). */
const ROW_COLUMNS: readonly Column[] = [
  ['domain', (r) => r.name],
  ['unicodeName', (r) => r.displayName],
  ['status', (r) => r.status],
  ['tld', (r) => r.tld],
  ['buyNowUsd', (r) => usd(r.buynowPriceMicros)],
  ['floorUsd', (r) => usd(r.floorPriceMicros)],
  ['minBidUsd', (r) => usd(r.minbidPriceMicros)],
  ['landingPage', (r) => r.landingPage],
  ['lander', (r) => r.landerTemplate],
  ['leasing', (r) => r.leasingEnabled],
  ['maxLeaseMonths', (r) => r.maxLeasePeriod],
  ['featured', (r) => r.featured],
  ['hidden', (r) => r.hidden],
  ['fastTransfer', (r) => r.fastTransferStatus],
  ['registrar', (r) => r.registrar],
  ['offers', (r) => r.offerCount],
  ['views', (r) => r.intakeViews],
  ['leads', (r) => r.intakeLeads],
  ['dateAdded', (r) => r.dateAdded],
  ['checkoutLink', (r) => r.transactionLink],
]

const deal = (value: (d: DomainDeal) => Cell) => (r: ExportRow) => (r.deal ? value(r.deal) : null)

/** The deal columns of the Sold, Leased and Purchases views (spec §3 sales and leased columns). */
const DEAL_COLUMNS: readonly Column[] = [
  ['dealKind', deal((d) => d.kind)],
  ['dealStatus', deal((d) => d.status)],
  ['transferType', deal((d) => d.transferType)],
  ['salePriceUsd', deal((d) => usd(d.salePriceMicros))],
  ['saleDate', deal((d) => d.saleDate)],
  ['payoutUsd', deal((d) => usd(d.payoutMicros))],
  ['payoutDate', deal((d) => d.payoutDate)],
  ['installmentsPaid', deal((d) => d.installmentsPaid)],
  ['installmentsTotal', deal((d) => d.installmentsTotal)],
  ['nextInstallmentDate', deal((d) => d.nextInstallmentDate)],
  ['nextInstallmentUsd', deal((d) => usd(d.nextInstallmentMicros))],
  ['previousInstallmentDate', deal((d) => d.previousInstallmentDate)],
  ['paidOn', deal((d) => d.paidOn)],
  ['invoiceId', deal((d) => d.invoiceId)],
  ['payoutTransmittal', deal((d) => d.payoutTransmittal)],
  ['transactionId', deal((d) => d.transactionId)],
]

/** Views whose rows carry a deal, and so the deal columns. */
export const DEAL_VIEWS: readonly PortfolioListView[] = ['sold', 'leased', 'purchases']

function columnsOf(view: PortfolioListView): readonly Column[] {
  return DEAL_VIEWS.includes(view) ? [...ROW_COLUMNS, ...DEAL_COLUMNS] : ROW_COLUMNS
}

/** The header names of a view's export. */
export function exportHeader(view: PortfolioListView): string[] {
  return columnsOf(view).map(([header]) => header)
}

/** One CSV field: formula-safe (decision 281) and quoted when it must be (RFC 4180). */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvLine(cells: readonly Cell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}

/** The header line of a view's export. */
export function exportHeaderLine(view: PortfolioListView): string {
  return csvLine(exportHeader(view))
}

/** The CSV lines of some rows of a view, joined. */
export function exportLines(view: PortfolioListView, rows: readonly ExportRow[]): string {
  const columns = columnsOf(view)
  return rows.map((row) => csvLine(columns.map(([, value]) => value(row)))).join('')
}

/** The export's file name: the view and the day, e.g. `portfolio-selling-2026-11-24.csv`. */
export function exportFileName(view: PortfolioListView, now: Date): string {
  return `portfolio-${view}-${now.toISOString().slice(0, 10)}.csv`
}
