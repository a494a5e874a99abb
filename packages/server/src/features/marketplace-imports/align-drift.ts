import type {
  AlignInput,
  AlignResult,
} from '@namefolio/core/marketplace-imports/marketplace-imports.contract'
import type { EditDomainInput } from '@namefolio/core/portfolio/portfolio.contract'
import type { MarketplaceImportRow } from '../../db/schema/marketplace-imports.ts'
import type { Db } from '../../db/client.ts'
import { alignmentEdit, driftFields } from './drift-fields.ts'
import { listDriftBatch, type DriftScope } from './drift.repository.ts'
import { comparedPrices } from './run-import.ts'

/**
 * The portfolio's bulk edit path (wired in by the app layer): one bulk edit row, then batches
 * of single-edit rules (§5) with one history row per domain, so "Undo last edit" reverts an
 * alignment like any CSV update.
 */
export type ListingAligner = {
  begin(input: { sellerId: string; actorId: string; request: object }): Promise<string>
  alignBatch(input: {
    sellerId: string
    actorId: string
    bulkEditId: string
    rows: { name: string; input: EditDomainInput }[]
  }): Promise<{ updated: number; refused: { name: string; code: string }[] }>
  end(
    bulkEditId: string,
    counts: { matched: number; updated: number; refused: number },
  ): Promise<void>
}

const BATCH = 1000
/** Refusals listed in the answer; the rest are counted in the bulk edit. */
const REFUSALS_SHOWN = 100

/**
 * "One click to align ours" (issue 24): the named drifted domains, or all of them, take the
 * export's prices and lease terms through the bulk edit path, a batch of 1000 at a time (each
 * batch its own transaction). Nameservers are never written: they change at the registrar.
 */
export async function alignDrift(
  deps: { db: Db; aligner: ListingAligner; platformNameservers: readonly string[] },
  actorId: string,
  row: MarketplaceImportRow,
  request: AlignInput,
): Promise<AlignResult> {
  const prices = comparedPrices(row)
  const scope: DriftScope = {
    importId: row.id,
    sellerId: row.sellerId,
    prices,
    platformNameservers: deps.platformNameservers,
  }
  const names = 'domainNames' in request ? request.domainNames.map((n) => n.toLowerCase()) : null
  const bulkEditId = await deps.aligner.begin({
    sellerId: row.sellerId,
    actorId,
    request: { marketplaceImportId: row.id, fileName: row.fileName, all: names === null },
  })
  const result: AlignResult = { updated: 0, refused: [], bulkEditId }
  let matched = 0
  let refusedCount = 0
  let afterName = ''
  for (;;) {
    const batch = await listDriftBatch(deps.db, scope, { names, afterName, limit: BATCH })
    const rows = batch
      .map((d) => ({ name: d.name, input: alignmentEdit(driftFields(d, prices)) }))
      .filter((r) => Object.keys(r.input).length > 0)
    if (rows.length > 0) {
      const outcome = await deps.aligner.alignBatch({
        sellerId: row.sellerId,
        actorId,
        bulkEditId,
        rows,
      })
      matched += rows.length
      result.updated += outcome.updated
      refusedCount += outcome.refused.length
      for (const r of outcome.refused) {
        if (result.refused.length < REFUSALS_SHOWN) {
          result.refused.push({ domainName: r.name, code: r.code })
        }
      }
    }
    if (batch.length < BATCH) break
    afterName = batch[batch.length - 1]!.name
  }
  await deps.aligner.end(bulkEditId, { matched, updated: result.updated, refused: refusedCount })
  return result
}
