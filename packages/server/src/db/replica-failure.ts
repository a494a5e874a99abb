/**
 * SQLSTATEs that say the replica, not the query, failed. Down: connection exceptions (08),
 * operator intervention (57P: shutdown, cannot connect now), too many connections. A conflict:
 * a query cancelled by a conflict with recovery (40001) or refused as a write on a standby
 * (25006): the replica is fine, this read is the primary's. A statement timeout (57014) is the
 * query's own: the primary would be as slow.
 */
const REPLICA_DOWN_SQLSTATE = /^(08...|57P..|53300)$/
const REPLICA_CONFLICT_SQLSTATE = /^(40001|25006)$/
const SQLSTATE = /^[0-9A-Z]{5}$/
/** Node's socket errors: ECONNREFUSED, ECONNRESET, ETIMEDOUT, EHOSTUNREACH... */
const SOCKET_ERROR = /^E[A-Z]+$/
/** node-postgres's own connection errors, which carry no code. */
const PG_CONNECTION_MESSAGE =
  /connection terminated|timeout exceeded when trying to connect|not queryable/i

export type ReplicaFailure = 'down' | 'conflict'

/**
 * Whether a read on the replica failed because of the replica (decision 1303), and how: either
 * way the primary answers it. Errors of our own (a coded AppError) and of the statement are
 * not the replica's (null). Drizzle wraps the driver's error, so the causes are looked through.
 */
export function replicaFailureOf(error: unknown): ReplicaFailure | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string') {
      if (!SQLSTATE.test(code)) return SOCKET_ERROR.test(code) ? 'down' : null
      if (REPLICA_DOWN_SQLSTATE.test(code)) return 'down'
      return REPLICA_CONFLICT_SQLSTATE.test(code) ? 'conflict' : null
    }
    if (PG_CONNECTION_MESSAGE.test(e.message)) return 'down'
  }
  return null
}
