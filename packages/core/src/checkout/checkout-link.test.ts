import { describe, expect, it } from 'vitest'
import {
  canCreateCheckoutLink,
  canViewCheckoutLinkDetails,
  checkoutLinkEligibility,
} from './checkout-link.ts'

describe('spec §4 checkout link creation', () => {
  it.each([
    ['ACTIVE', false, 'selling', null],
    ['ACTIVE', true, 'selling', null],
    ['PENDING_SYNC', false, 'selling', null],
    ['PENDING_SYNC', true, 'selling', 'portfolio.checkoutLink.disabled.hidden'],
    ['ACTIVE', false, 'parked', 'portfolio.checkoutLink.disabled.view'],
    ['COMPLIANCE_REVIEW', false, 'selling', 'portfolio.checkoutLink.disabled.COMPLIANCE_REVIEW'],
    ['INACTIVE', false, 'selling', 'portfolio.checkoutLink.disabled.INACTIVE'],
    ['ON_HOLD', false, 'selling', 'portfolio.checkoutLink.disabled.ON_HOLD'],
    ['UNDEFINED', false, 'selling', 'portfolio.checkoutLink.disabled.UNDEFINED'],
  ] as const)('%s, hidden %s, %s view → reason %s', (status, hidden, view, reason) => {
    const result = checkoutLinkEligibility({ status, hidden, view })
    expect(result.allowed ? null : result.reason).toBe(reason)
    expect(canCreateCheckoutLink({ status, hidden, view })).toBe(reason === null)
  })

  it.each([
    ['ACTIVE', true],
    ['PENDING_SYNC', false],
  ] as const)('link details for %s: %s (spec §2)', (status, ok) => {
    expect(canViewCheckoutLinkDetails(status)).toBe(ok)
  })
})
