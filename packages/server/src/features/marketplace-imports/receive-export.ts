import fs from 'node:fs'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { parse } from 'csv-parse/sync'
import type { FastifyRequest } from 'fastify'
import {
  IMPORT_FILE_ERRORS,
  IMPORT_PURPOSES,
  type ImportPurpose,
} from '@namefolio/core/marketplace-imports/marketplace-imports.contract'
import {
  detectDelimiter,
  detectMarketplaceLayout,
  type ColumnIndex,
  type Marketplace,
} from '@namefolio/core/marketplace-imports/marketplace-layouts'
import { AppError } from '../../http/app-error.ts'

const HEAD_BYTES = 16_384

export type ReceivedExport = {
  purpose: ImportPurpose
  fileName: string
  size: number
  marketplace: Marketplace
  delimiter: string
  columns: ColumnIndex
}

export function fileError(
  code: string,
  message: string,
  status: 'VALIDATION' | 'PAYLOAD_TOO_LARGE' = 'VALIDATION',
) {
  return new AppError(status, message, { fields: [{ field: 'file', code }] })
}

/** The layout of an export from its first line, or the reason it is refused as a whole. */
function readHeader(head: Buffer) {
  if (head.length === 0) throw fileError(IMPORT_FILE_ERRORS.empty, 'The file is empty.')
  if (head.includes(0)) {
    throw fileError(IMPORT_FILE_ERRORS.binary, 'This is not a CSV file: export it as CSV again.')
  }
  const text = head.toString('utf8').replace(/^\uFEFF/, '')
  const firstLine = text.split(/\r\n|\n|\r/)[0] ?? ''
  const delimiter = detectDelimiter(firstLine)
  let cells: string[] = []
  try {
    cells =
      (
        parse(firstLine, { delimiter, relax_quotes: true, relax_column_count: true }) as string[][]
      )[0] ?? []
  } catch {
    throw fileError(IMPORT_FILE_ERRORS.malformed, 'The first line of the file could not be read.')
  }
  const detected = detectMarketplaceLayout(cells)
  if (!detected.ok) {
    throw fileError(
      detected.code,
      'The header is not an Afternic, Sedo or Dan export: see the supported columns.',
    )
  }
  return { delimiter, marketplace: detected.layout.marketplace, columns: detected.index }
}

/** Keeps the file's first bytes (the header) as they stream past to disk. */
function headKeeper(onHead: (head: Buffer) => void) {
  const chunks: Buffer[] = []
  let size = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (size < HEAD_BYTES) chunks.push(chunk)
      size += chunk.length
      callback(null, chunk)
    },
    flush(callback) {
      onHead(Buffer.concat(chunks).subarray(0, HEAD_BYTES))
      callback()
    },
  })
}

/**
 * The `purpose` field and the file of a multipart upload, the file streamed to `filePath`
 * (memory stays flat in file size); the header is then checked against the three layouts.
 */
export async function receiveExport(
  request: FastifyRequest,
  filePath: string,
): Promise<ReceivedExport> {
  let purpose: ImportPurpose | null = null
  let stored: { fileName: string; size: number; head: Buffer } | null = null
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'purpose') {
          const value = String(part.value)
          if (!(IMPORT_PURPOSES as readonly string[]).includes(value)) {
            throw fileError(IMPORT_FILE_ERRORS.purpose, 'The purpose must be drift or migrate.')
          }
          purpose = value as ImportPurpose
        }
        continue
      }
      let head: Buffer = Buffer.alloc(0)
      let size = 0
      await pipeline(
        part.file,
        headKeeper((h) => (head = h)),
        new Transform({
          transform(chunk: Buffer, _e, cb) {
            size += chunk.length
            cb(null, chunk)
          },
        }),
        fs.createWriteStream(filePath),
      )
      if (part.file.truncated) {
        throw fileError(
          IMPORT_FILE_ERRORS.tooLarge,
          'The file is larger than 1 GiB.',
          'PAYLOAD_TOO_LARGE',
        )
      }
      stored = { fileName: part.filename || 'export.csv', size, head }
    }
  } catch (error) {
    // busboy fails a cut-short or garbled body with plain errors: the client's fault.
    if (error instanceof AppError || (error instanceof Error && 'syscall' in error)) throw error
    throw fileError(
      IMPORT_FILE_ERRORS.malformed,
      'The upload was cut short or garbled. Send it again.',
    )
  }
  if (stored === null) throw fileError(IMPORT_FILE_ERRORS.missingFile, 'Choose a file to upload.')
  if (purpose === null)
    throw fileError(IMPORT_FILE_ERRORS.purpose, 'Say whether to compare or move.')
  return {
    purpose,
    fileName: stored.fileName.slice(0, 255),
    size: stored.size,
    ...readHeader(stored.head),
  }
}
