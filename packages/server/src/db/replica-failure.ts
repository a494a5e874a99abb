/**
 * SQLSTATE classes and codes that say the replica, not the query, failed: connection exceptions
 * (08), operator intervention (57P: shutdown, cannot connect now), too many connections, and a
 * query cancelled by a conflict with recovery or refused as a write on a standby (40001, 25006).
 * A statement timeout (57014) is the query's own: the primary would be as slow.
 */
const REPLICA_SQLSTATE = /^(08...|57P..|53300|40001|25006)$/
const SQLSTATE = /^[0-9A-Z]{5}$/
/** Node's socket errors: ECONNREFUSED, ECONNRESET, ETIMEDOUT, EHOSTUNREACH... */
const SOCKET_ERROR = /^E[A-Z]+$/
/** node-postgres's own connection errors, which carry no code. */
const PG_CONNECTION_MESSAGE =
  /connection terminated|timeout exceeded when trying to connect|not queryable/i

/**
 * Whether a read on the replica failed because of the replica (decision 1303): then the
 * primary answers it. Errors of our own (a coded AppError) and of the statement are thrown on.
 * Drizzle wraps the driver's error, so the causes are looked through.
 */
export function isReplicaFailure(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string') {
      if (SQLSTATE.test(code)) return REPLICA_SQLSTATE.test(code)
      return SOCKET_ERROR.test(code)
    }
    if (PG_CONNECTION_MESSAGE.test(e.message)) return true
  }
  return false
}
