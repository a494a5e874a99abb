/** A position in PostgreSQL's write-ahead log, as a number that compares like `pg_lsn`. */
export type WalPosition = bigint

/** `pg_lsn` as PostgreSQL prints it: two hexadecimal halves of a 64-bit position. */
const LSN_TEXT = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/

/** The position `16/B374D848` names, or null for anything else (a cookie is client input). */
export function parseWalPosition(text: string): WalPosition | null {
  const match = LSN_TEXT.exec(text)
  if (!match) return null
  return (BigInt(`0x${match[1]!}`) << 32n) + BigInt(`0x${match[2]!}`)
}
