import type { Db } from '../../../db/client.ts'

/**
 * The admin audit log's writer (decision 1310), handed in by the wiring: features do not import
 * each other. Called with the transaction that makes the change.
 */
export type RecordAdminAction = (
  tx: Db,
  entry: {
    actorId: string
    action: string
    subjectType: string
    subjectId: string
    before?: unknown
    after?: unknown
    note?: string | null
  },
) => Promise<void>
