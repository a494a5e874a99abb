import { toDomainListingStatus } from '@namefolio/core/domains/domain-status'
import type { LanderTemplate, LandingPageType } from '@namefolio/core/landers/lander-template'
import {
  DEAL_VIEWS,
  exportHeaderLine,
  exportLines,
  type ExportRow,
} from '@namefolio/core/portfolio/portfolio-export-csv'
import type { PortfolioExportQuery } from '@namefolio/core/portfolio/portfolio-export.contract'
import type { Db } from '../../../db/client.ts'
import { dealsFor } from '../domain-deals.repository.ts'
import { listCondition } from '../portfolio-conditions.queries.ts'
import { HIDDEN_FROM_BUYERS, type CheckoutLinkUrl } from '../portfolio.repository.ts'
import { readExportBatch, type ExportBatch, type ExportKey } from './portfolio-export.repository.ts'

/** Rows per batch: large enough for few round trips, small enough to keep memory flat. */
export const EXPORT_BATCH_ROWS = 2000

type Deps = { db: Db; checkoutLinkUrl: CheckoutLinkUrl }

/** A batch's rows as export lines read them: the list's values, a buyer's without the seller's. */
async function toExportRows(
  { db, checkoutLinkUrl }: Deps,
  userId: string,
  query: PortfolioExportQuery,
  rows: ExportBatch['rows'],
): Promise<ExportRow[]> {
  const deals = DEAL_VIEWS.includes(query.view)
    ? await dealsFor(
        db,
        query.view,
        userId,
        rows.map((r) => r.id),
      )
    : null
  return rows.map(({ id, sellerId, linkId, status, landingPage, landerTemplate, ...row }) => {
    const shown: ExportRow = {
      ...row,
      status: toDomainListingStatus(status),
      landingPage: landingPage as LandingPageType,
      landerTemplate: landerTemplate as LanderTemplate,
      transactionLink: linkId === null ? null : checkoutLinkUrl(linkId),
      ...(deals ? { deal: deals.get(id) ?? null } : {}),
    }
    return sellerId === userId ? shown : { ...shown, ...HIDDEN_FROM_BUYERS }
  })
}

/**
 * The export of a view, filter and sort as CSV text, batch by batch (decision 280): each batch
 * is read after the previous one's last key, the next one is read while this one is written,
 * and no more: what the server holds is two batches, whatever the portfolio's size. A
 * byte-order mark first, so spreadsheet programs read UTF-8 (unicode names).
 */
export async function* exportPortfolio(
  deps: Deps,
  userId: string,
  query: PortfolioExportQuery,
  batchRows = EXPORT_BATCH_ROWS,
): AsyncGenerator<string> {
  const where = listCondition(userId, query)
  const read = (after: ExportKey | null) => {
    const sort = { sort: query.sort, order: query.order, filter: query }
    const batch = readExportBatch(deps.db, where, sort, after, batchRows)
    // Awaited below; a client gone before then must not leave an unhandled rejection.
    batch.catch(() => undefined)
    return batch
  }
  yield `\uFEFF${exportHeaderLine(query.view)}`
  let next = read(null)
  for (;;) {
    const batch = await next
    const isLast = batch.rows.length < batchRows
    if (!isLast) next = read(batch.last)
    if (batch.rows.length > 0) {
      yield exportLines(query.view, await toExportRows(deps, userId, query, batch.rows))
    }
    if (isLast) return
  }
}
