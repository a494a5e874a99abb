import { describe, expect, it } from 'vitest'
import { domainViewOf } from './domain-view'
import { fastTransferStateOf } from './fast-transfer-state'

describe('fastTransferStateOf (spec §4 fast-transfer display, decision 292)', () => {
  it('reads the ineligible and inactive statuses as Not Eligible with their explanation', () => {
    for (const status of [
      'INELIGIBLE_REGISTRAR',
      'INELIGIBLE_TLD',
      'INACTIVE',
      'INACTIVE_BUY_NOW_MISSING',
      'INACTIVE_BUY_NOW_HIGH',
    ]) {
      expect(fastTransferStateOf(status)).toEqual({
        kind: 'known',
        status,
        label: 'notEligible',
        hasNote: true,
      })
    }
  })

  it('reads PENDING_REVIEW as No and ACTIVE as Yes, without a note; AWAITING_OPT_IN with one', () => {
    expect(fastTransferStateOf('PENDING_REVIEW')).toMatchObject({ label: 'no', hasNote: false })
    expect(fastTransferStateOf('ACTIVE')).toMatchObject({ label: 'yes', hasNote: false })
    expect(fastTransferStateOf('AWAITING_OPT_IN')).toMatchObject({
      label: 'awaitingOptIn',
      hasNote: true,
    })
  })

  it('says "not checked" for no status or one the rules do not know', () => {
    expect(fastTransferStateOf(null)).toEqual({ kind: 'unknown' })
    expect(fastTransferStateOf('SOMETHING_NEW')).toEqual({ kind: 'unknown' })
  })
})

describe('domainViewOf (the view a domain sits in, for the checkout-link rule of spec §4)', () => {
  const base = { soldAt: null, leasedAt: null, landingPage: 'SALES' as const }
  it('is sold, leased, parked by its lander, else selling', () => {
    expect(domainViewOf({ ...base, soldAt: '2026-01-01T00:00:00Z' })).toBe('sold')
    expect(domainViewOf({ ...base, leasedAt: '2026-01-01T00:00:00Z' })).toBe('leased')
    expect(domainViewOf({ ...base, landingPage: 'PARKING' })).toBe('parked')
    expect(domainViewOf(base)).toBe('selling')
  })
})
