/**
 * Parses what a seller typed in a price box (spec §5): keeps only digits and dots, then
 * reads a whole number of dollars (`"$1,299.99"` → 1299). Returns null when nothing
 * numeric is left, which the rules treat as an empty price.
 */
export function parsePriceInput(raw: string): number | null {
  const kept = raw.replace(/[^0-9.]/g, '')
  const usd = Number.parseInt(kept, 10)
  return Number.isNaN(usd) ? null : usd
}
