import type { UploadJob } from '@namefolio/core/domains/domain-intake.contract'
import type { UploadRow } from './domain-uploads.repository.ts'

/** An upload row as the API shows it. */
export function toUploadJob(row: UploadRow): UploadJob {
  return {
    jobId: row.id,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    layout: row.layout,
    mode: row.mode,
    state: row.state,
    cancelRequested: row.cancelRequested,
    rowsRead: row.rowsRead,
    rowsAdded: row.rowsAdded,
    rowsUpdated: row.rowsUpdated,
    rowsRefused: row.rowsRefused,
    rowsUnverified: row.rowsUnverified,
    bytesRead: row.byteOffset,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }
}
