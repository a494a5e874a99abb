import { exportHeaderLine, exportLines } from '@namefolio/core/portfolio/portfolio-export-csv'
import type { PortfolioExportQuery } from '@namefolio/core/portfolio/portfolio-export.contract'
import type { Db } from '../../../db/client.ts'
import { listCondition } from '../portfolio-conditions.queries.ts'
import { presentRows, type CheckoutLinkUrl } from '../portfolio.repository.ts'
import { readExportBatch, type ExportKey } from './portfolio-export.repository.ts'

/** Rows per batch: large enough for few round trips, small enough to keep memory flat. */
export const EXPORT_BATCH_ROWS = 2000

const NO_EXTRAS = { searchStats: false, nameserverData: false }

/**
 * The export of a view, filter and sort as CSV text, batch by batch (decision 280): each batch
 * is read after the previous one's last key and written before the next is read, so what the
 * server holds is one batch, whatever the portfolio's size. A byte-order mark first, so
 * spreadsheet programs read UTF-8 (unicode names).
 */
export async function* exportPortfolio(
  deps: { db: Db; checkoutLinkUrl: CheckoutLinkUrl },
  userId: string,
  query: PortfolioExportQuery,
  batchRows = EXPORT_BATCH_ROWS,
): AsyncGenerator<string> {
  const { db, checkoutLinkUrl } = deps
  const where = listCondition(userId, query)
  const viewer = { id: userId, view: query.view, extras: NO_EXTRAS }
  yield `\uFEFF${exportHeaderLine(query.view)}`
  let after: ExportKey | null = null
  for (;;) {
    const batch = await readExportBatch(db, where, query.sort, query.order, after, batchRows)
    if (batch.rows.length === 0) return
    const links = new Map(
      [...batch.linkIds].map(([id, linkId]) => [id, { linkId, url: checkoutLinkUrl(linkId) }]),
    )
    yield exportLines(query.view, await presentRows(db, viewer, batch.rows, links))
    if (batch.rows.length < batchRows) return
    after = batch.last
  }
}
