import fs from 'node:fs'
import { parse, type Info } from 'csv-parse'
import type { UploadRow } from './domain-uploads.repository.ts'
import type { UploadLayout } from './upload-layout.ts'

export type CsvRecord = { line: number; fields: string[] }
/** A batch of records and the checkpoint after its last one (byte offset and line). */
export type CsvBatch = { records: CsvRecord[]; endBytes: number; endLine: number }

/** Where reading a file starts: its beginning, or after the last batch a job wrote. */
export type CsvCheckpoint = { bytes: number; line: number }

/** How many records a batch holds unless the caller says otherwise. */
const DEFAULT_BATCH_SIZE = 5000

/** The checkpoint an upload's job saved: a run that starts again resumes there. */
export function savedCheckpoint(
  upload: Pick<UploadRow, 'byteOffset' | 'lineNumber'>,
): CsvCheckpoint {
  return { bytes: upload.byteOffset, line: upload.lineNumber }
}

/**
 * Reads an uploaded file as a stream from `start` (a checkpoint), in batches of `batchSize`
 * records: memory stays flat in file size (issue 5). The header is skipped when reading from
 * the file's beginning. The last batch carries the end of the file even when it is empty, so
 * a caller's checkpoint reaches it.
 */
export async function* readCsvBatches(
  upload: Pick<UploadRow, 'filePath' | 'columns'>,
  start: CsvCheckpoint,
  batchSize = DEFAULT_BATCH_SIZE,
  signal?: AbortSignal,
): AsyncGenerator<CsvBatch> {
  const layout = upload.columns as unknown as UploadLayout
  const input = fs.createReadStream(upload.filePath, { start: start.bytes, highWaterMark: 1 << 18 })
  const parser = input.pipe(
    parse({
      delimiter: layout.delimiter,
      bom: start.bytes === 0,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: false,
      record_delimiter: ['\r\n', '\n', '\r'],
      max_record_size: 65_536,
    }),
  )
  // pipe() does not pass a destroy on: end both, so the loop stops at once.
  const onAbort = () => {
    input.destroy()
    parser.destroy()
  }
  signal?.addEventListener('abort', onAbort, { once: true })
  let skipHeader = layout.hasHeader && start.bytes === 0
  let records: CsvRecord[] = []
  let endBytes = start.bytes
  let endLine = start.line
  let yielded = start.bytes
  try {
    for await (const item of parser as AsyncIterable<{ record: string[]; info: Info }>) {
      if (signal?.aborted) return
      endBytes = start.bytes + item.info.bytes
      endLine = start.line + item.info.lines
      if (skipHeader) {
        skipHeader = false
        continue
      }
      records.push({ line: endLine, fields: item.record })
      if (records.length >= batchSize) {
        yield { records, endBytes, endLine }
        yielded = endBytes
        records = []
      }
    }
    if (!signal?.aborted && (records.length > 0 || endBytes > yielded)) {
      yield { records, endBytes, endLine }
    }
  } finally {
    signal?.removeEventListener('abort', onAbort)
    input.destroy()
  }
}
