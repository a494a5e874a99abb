import { describe, expect, it } from 'vitest'
import { canReply, statusAfterMessage, supportReferenceOf } from './support-case.ts'

// Issue 18: the case's status follows who wrote last (decision 1040).
describe('support case status', () => {
  it.each([
    ['SUPPORT', 'ANSWERED'],
    ['CUSTOMER', 'OPEN'],
  ] as const)('after a message from %s the case is %s', (author, status) => {
    expect(statusAfterMessage(author)).toBe(status)
  })

  it.each([
    ['CUSTOMER', 'OPEN', true],
    ['CUSTOMER', 'CLOSED', true],
    ['SUPPORT', 'ANSWERED', true],
    ['SUPPORT', 'CLOSED', false],
  ] as const)('%s may write in a %s case: %s', (author, status, allowed) => {
    expect(canReply(author, status)).toBe(allowed)
  })

  it('the reference is NF- and the first 8 hex digits of the id, upper case', () => {
    expect(supportReferenceOf('3f2a9c1b-0000-4000-8000-000000000000')).toBe('NF-3F2A9C1B')
  })
})
