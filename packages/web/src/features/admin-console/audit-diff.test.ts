import { describe, expect, it } from 'vitest'
import { diffAuditStates } from './audit-diff'

describe('the audit log’s before → after (issue 19)', () => {
  it('lists only the fields that changed', () => {
    expect(
      diffAuditStates(
        { name: 'a.com', status: 'COMPLIANCE_REVIEW', reasons: ['TRADEMARK'] },
        { name: 'a.com', status: 'ACTIVE', reasons: [] },
      ),
    ).toEqual([
      { field: 'status', before: 'COMPLIANCE_REVIEW', after: 'ACTIVE' },
      { field: 'reasons', before: 'TRADEMARK', after: '—' },
    ])
  })

  it('shows a field that appears or disappears, and plain values as one field', () => {
    expect(diffAuditStates(null, { flag: 'on' })).toEqual([
      { field: 'flag', before: '—', after: 'on' },
    ])
    expect(diffAuditStates('BASIC', 'PRO')).toEqual([
      { field: 'value', before: 'BASIC', after: 'PRO' },
    ])
    expect(diffAuditStates(null, null)).toEqual([])
  })
})
