import fs from 'node:fs/promises'
import type { FastifyBaseLogger } from 'fastify'
import type { TldPolicy } from '@namefolio/core/domains/domain-list'
import { IMPORT_FILE_ERRORS } from '@namefolio/core/marketplace-imports/marketplace-imports.contract'
import {
  MARKETPLACE_LAYOUTS,
  type ColumnIndex,
} from '@namefolio/core/marketplace-imports/marketplace-layouts'
import {
  mapMarketplaceRow,
  type MappedListing,
} from '@namefolio/core/marketplace-imports/marketplace-rows'
import type { Db } from '../../db/client.ts'
import type { MarketplaceImportRow } from '../../db/schema/marketplace-imports.ts'
import { countDrift } from './drift.repository.ts'
import {
  findImport,
  finishImport,
  stageBatch,
  type StagedRow,
} from './marketplace-imports.repository.ts'

export const IMPORT_QUEUE = 'marketplace-imports.run'
export type ImportJobData = { importId: string }

/** A batch of CSV records and the checkpoint after it (the domain intake's streaming reader). */
export type ReadCsv = (
  file: { filePath: string; delimiter: string },
  start: { bytes: number; line: number },
  batchSize: number,
  signal: AbortSignal,
) => AsyncIterable<{
  records: { line: number; fields: string[] }[]
  endBytes: number
  endLine: number
}>

/**
 * Adds mapped names through the add-domains path (its ownership checks, screening and claims),
 * inside the caller's transaction; says which were added, already the seller's, or claimed.
 */
export type AddNames = (
  tx: Db,
  input: { sellerId: string; listings: MappedListing[] },
) => Promise<{ added: string[]; inPortfolio: string[]; unverified: string[] }>

export type ImportJobDeps = {
  db: Db
  tldPolicy: TldPolicy
  platformNameservers: readonly string[]
  readCsv: ReadCsv
  addNames: AddNames
  batchSize: number
  /** A pause after each batch so requests get the connection in (PGlite has one). */
  pauseMs: number
  log?: Pick<FastifyBaseLogger, 'error'>
}

export const comparedPrices = (row: Pick<MarketplaceImportRow, 'columns'>) => {
  const index = row.columns as ColumnIndex
  return { buynow: index.buyNow >= 0, floor: index.floor >= 0, minbid: index.minBid >= 0 }
}

function staged(listing: MappedListing, line: number, outcome: StagedRow['outcome']): StagedRow {
  return {
    line,
    name: listing.name,
    outcome,
    reason: null,
    buynow: listing.buynowPriceMicros,
    floor: listing.floorPriceMicros,
    minbid: listing.minbidPriceMicros,
    leasing: listing.leasingEnabled,
    leaseMonths: listing.maxLeasePeriod,
    lander: listing.landerTemplate,
    nameservers: listing.nameservers,
  }
}

/**
 * Reads an uploaded export into the database (issue 24), from its checkpoint: each batch is
 * mapped by core's layout rules, staged with unnest, and — for a migration — its mapped names
 * are added through the intake path, all in ONE transaction with the checkpoint, so a crash
 * replays at most one batch. A drift check then counts the differing domains in SQL.
 */
export async function runMarketplaceImport(
  deps: ImportJobDeps,
  importId: string,
  signal: AbortSignal,
): Promise<void> {
  const { db } = deps
  const row = await findImport(db, importId)
  if (!row || row.state === 'completed' || row.state === 'failed') return
  const layout = MARKETPLACE_LAYOUTS.find((l) => l.marketplace === row.marketplace)!
  const index = row.columns as ColumnIndex
  const seen = new Set<string>()
  try {
    const start = { bytes: row.bytesRead, line: row.lineNumber }
    const file = { filePath: row.filePath, delimiter: row.delimiter }
    for await (const batch of deps.readCsv(file, start, deps.batchSize, signal)) {
      await db.transaction(async (tx) => {
        const rows: StagedRow[] = []
        const mapped: { line: number; listing: MappedListing }[] = []
        for (const record of batch.records) {
          const m = mapMarketplaceRow(layout, index, record, deps.tldPolicy, seen)
          if (m.ok) mapped.push(m)
          else rows.push({ ...staged(emptyListing(m.name), m.line, 'unmapped'), reason: m.code })
        }
        if (row.purpose === 'migrate' && mapped.length > 0) {
          const outcome = await deps.addNames(tx, {
            sellerId: row.sellerId,
            listings: mapped.map((m) => m.listing),
          })
          const added = new Set(outcome.added)
          const held = new Set(outcome.inPortfolio)
          for (const m of mapped) {
            const name = m.listing.name
            const result = added.has(name) ? 'added' : held.has(name) ? 'inPortfolio' : 'unverified'
            rows.push(staged(m.listing, m.line, result))
          }
        } else {
          rows.push(...mapped.map((m) => staged(m.listing, m.line, 'mapped')))
        }
        await stageBatch(tx, {
          importId,
          sellerId: row.sellerId,
          rows,
          endBytes: batch.endBytes,
          endLine: batch.endLine,
        })
      })
      if (signal.aborted) return
      if (deps.pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, deps.pauseMs))
    }
    if (signal.aborted) return
    const drifted =
      row.purpose === 'drift'
        ? await countDrift(db, {
            importId,
            sellerId: row.sellerId,
            prices: comparedPrices(row),
            platformNameservers: deps.platformNameservers,
          })
        : 0
    await finishImport(db, { importId, state: 'completed', error: null, drifted })
  } catch (error) {
    if (signal.aborted) throw error
    // csv-parse's own errors (CSV_*: an unclosed quote, a record too long) are the file's fault;
    // anything else is ours, and its message (paths, SQL) is not the seller's to read.
    const code = (error as { code?: unknown }).code
    const isFileFault = typeof code === 'string' && code.startsWith('CSV_')
    if (!isFileFault) deps.log?.error({ err: error, importId }, 'marketplace import failed')
    await finishImport(db, {
      importId,
      state: 'failed',
      error: isFileFault ? IMPORT_FILE_ERRORS.malformed : IMPORT_FILE_ERRORS.stopped,
      drifted: 0,
    })
  }
  await fs.rm(row.filePath, { force: true })
}

const emptyListing = (name: string): MappedListing => ({
  name,
  buynowPriceMicros: null,
  floorPriceMicros: null,
  minbidPriceMicros: null,
  leasingEnabled: null,
  maxLeasePeriod: null,
  landerTemplate: null,
  nameservers: [],
})
