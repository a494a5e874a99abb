/** One changed field of an audited subject: `status: COMPLIANCE_REVIEW → ACTIVE`. */
export type AuditChange = { field: string; before: string; after: string }

const show = (value: unknown): string => {
  if (value === undefined || value === null) return '—'
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(show).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : { value }

/**
 * What an admin action changed, field by field (issue 19: "before → after, a readable diff"):
 * only the fields whose value differs, in the order they first appear.
 */
export function diffAuditStates(before: unknown, after: unknown): AuditChange[] {
  if (before == null && after == null) return []
  const was = asRecord(before)
  const is = asRecord(after)
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])]
  return fields
    .map((field) => ({ field, before: show(was[field]), after: show(is[field]) }))
    .filter((change) => change.before !== change.after)
}
