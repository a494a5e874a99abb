/**
 * The admin audit log's writer (decision 1310), handed in by the wiring and called with the
 * transaction that makes the change.
 */
export type { RecordAdminAction } from '../../../db/admin-audit.ts'
