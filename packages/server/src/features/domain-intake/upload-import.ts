import { CSV_UPDATE_ERRORS } from '@namefolio/core/domains/csv-update.contract'
import { INTAKE_MESSAGE_KEYS } from '@namefolio/core/domains/domain-intake.constants'
import {
  DOMAIN_FORM_ERRORS,
  validateDomainName,
  type TldPolicy,
} from '@namefolio/core/domains/domain-list'
import { toAsciiDomain } from '@namefolio/core/domains/domain-name'
import type { ReviewReason } from '@namefolio/core/domains/domain-status'
import { usdToMicros } from '@namefolio/core/money/money'
import type { Db } from '../../db/client.ts'
import { addDomainBatch, type IntakeRow } from './domain-batch.repository.ts'
import { recordBatchProgress, type UploadRow } from './domain-uploads.repository.ts'
import { validateRowPrices } from './listing-settings.ts'
import { readCsvBatches, savedCheckpoint, type CsvRecord } from './upload-csv-batches.ts'
import type { UploadLayout } from './upload-layout.ts'

/** A row's price cells (the same keys in an update upload). */
export const IMPORT_ROW_ERRORS = {
  price: CSV_UPDATE_ERRORS.price,
  currency: CSV_UPDATE_ERRORS.currency,
} as const

export type ImportDeps = {
  db: Db
  tldPolicy: TldPolicy
  screenName: (asciiName: string) => ReviewReason[]
  verifyAll: boolean
  queueRegistrationChecks: boolean
  batchSize?: number
  /** A pause after each batch so other queries get the connection (PGlite). */
  pauseMs?: number
}

export class LeaseLostError extends Error {}

type Refusal = { line: number; name: string; code: string }

/** Dollars as typed in a CSV cell ("$1,500", "1500.00", "USD 20") → micros; '' → null. */
export function parseUsdCell(cell: string | undefined): number | null | 'invalid' {
  const text = (cell ?? '').replace(/usd|\$|,|\s/gi, '')
  if (text === '') return null
  if (!/^\d+(\.\d{1,6})?$/.test(text)) return 'invalid'
  return usdToMicros(Number(text))
}

/**
 * Imports one upload from its checkpoint to the end of the file (issue 5). The file is read
 * as a stream through csv-parse (memory stays flat in file size); every batch is written in
 * ONE transaction together with the upload's counters and the byte offset after its last
 * row, under the caller's lease. A crash before the commit replays the batch, after it the
 * next run starts past it: no row is added twice and none is lost (decision 704).
 *
 * Returns how the run ended; a cancel request is seen after each batch (and at once through
 * `signal`), leaving only whole batches behind.
 */
export async function runUploadImport(
  deps: ImportDeps,
  upload: UploadRow,
  leaseOwner: string,
  signal: AbortSignal,
): Promise<'completed' | 'cancelled' | 'stopped'> {
  const { db } = deps
  const layout = upload.columns as unknown as UploadLayout
  let batch: CsvRecord[] = []
  let cancelled = false

  async function flush(endBytes: number, endLine: number) {
    const refusals: Refusal[] = []
    const rows: IntakeRow[] = []
    const seen = new Set<string>()
    for (const { line, fields } of batch) {
      const typed = (fields[layout.domain] ?? '').trim()
      const refuse = (code: string) => refusals.push({ line, name: typed.slice(0, 300), code })
      if (typed === '') {
        refuse(INTAKE_MESSAGE_KEYS.emptyRow)
        continue
      }
      const name = toAsciiDomain(typed)
      const nameCode =
        name === '' ? DOMAIN_FORM_ERRORS.domain : validateDomainName(name, deps.tldPolicy)
      if (nameCode !== null) {
        refuse(nameCode)
        continue
      }
      if (seen.has(name)) {
        refuse(INTAKE_MESSAGE_KEYS.duplicateInFile)
        continue
      }
      let prices = {
        buynowPrice: upload.settings.buynowPrice,
        floorPrice: upload.settings.floorPrice,
        minbidPrice: upload.settings.minbidPrice,
      }
      if (layout.buyNow !== null || layout.floor !== null || layout.minBid !== null) {
        const currency = layout.currency === null ? '' : (fields[layout.currency] ?? '').trim()
        if (currency !== '' && currency.toUpperCase() !== 'USD') {
          refuse(IMPORT_ROW_ERRORS.currency)
          continue
        }
        const cell = (i: number | null) => (i === null ? null : parseUsdCell(fields[i]))
        const parsed = [cell(layout.buyNow), cell(layout.floor), cell(layout.minBid)]
        if (parsed.includes('invalid')) {
          refuse(IMPORT_ROW_ERRORS.price)
          continue
        }
        const [buynowPrice, floorPrice, minbidPrice] = parsed as (number | null)[]
        prices = {
          buynowPrice: buynowPrice ?? null,
          floorPrice: floorPrice ?? null,
          minbidPrice: minbidPrice ?? null,
        }
        const priceError = validateRowPrices(prices)
        if (priceError !== null) {
          refuse(priceError.code)
          continue
        }
      }
      seen.add(name)
      rows.push({ name, ...prices, reviewReasons: deps.screenName(name) })
    }
    const lineOf = new Map(
      batch.map((p) => [toAsciiDomain((p.fields[layout.domain] ?? '').trim()), p]),
    )
    const read = batch.length
    const result = await db.transaction(async (tx) => {
      const outcome = await addDomainBatch(tx, {
        sellerId: upload.sellerId,
        settings: upload.settings,
        rows,
        verifyAll: deps.verifyAll,
        queueRegistrationChecks: deps.queueRegistrationChecks,
      })
      for (const name of outcome.inPortfolio) {
        const pending = lineOf.get(name)
        refusals.push({
          line: pending?.line ?? endLine,
          name,
          code: INTAKE_MESSAGE_KEYS.inPortfolio,
        })
      }
      const cancelRequested = await recordBatchProgress(tx, {
        uploadId: upload.id,
        leaseOwner,
        refusals,
        read,
        added: outcome.added.length,
        unverified: outcome.unverified.length,
        endBytes,
        endLine,
      })
      if (cancelRequested === null) throw new LeaseLostError(`upload ${upload.id}: lease lost`)
      return cancelRequested
    })
    if (result) cancelled = true
  }

  const batches = readCsvBatches(upload, savedCheckpoint(upload), deps.batchSize, signal)
  for await (const next of batches) {
    batch = next.records
    await flush(next.endBytes, next.endLine)
    if (cancelled || signal.aborted) break
    // Let requests waiting for the connection in (PGlite has only one).
    if (deps.pauseMs) await new Promise((resolve) => setTimeout(resolve, deps.pauseMs))
  }
  if (cancelled) return 'cancelled'
  if (signal.aborted) return 'stopped'
  return 'completed'
}
