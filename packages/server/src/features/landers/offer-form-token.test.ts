import { describe, expect, it } from 'vitest'
import {
  formTokenIssuedAt,
  issueFormToken,
  OFFER_FORM_TOKEN_MAX_AGE_MS,
} from './offer-form-token.ts'

const SECRET = 'unit-secret-0123456789'
const SHOWN_AT = Date.UTC(2025, 0, 15, 12, 0, 0)

describe('the make-offer form token (decision 940)', () => {
  it('is good the moment it is issued: there is no minimum fill time', () => {
    const token = issueFormToken(SECRET, SHOWN_AT)
    expect(formTokenIssuedAt(SECRET, token, SHOWN_AT)).toBe(SHOWN_AT)
  })

  it('is good until its maximum age and not a millisecond after', () => {
    const token = issueFormToken(SECRET, SHOWN_AT)
    const lastGood = SHOWN_AT + OFFER_FORM_TOKEN_MAX_AGE_MS
    expect(formTokenIssuedAt(SECRET, token, lastGood)).toBe(SHOWN_AT)
    expect(formTokenIssuedAt(SECRET, token, lastGood + 1)).toBeNull()
  })

  it('is refused before it was issued, with a changed time, or with another secret', () => {
    const token = issueFormToken(SECRET, SHOWN_AT)
    expect(formTokenIssuedAt(SECRET, token, SHOWN_AT - 1)).toBeNull()
    const [, signature] = token.split('.')
    const backDated = `${(SHOWN_AT - 60_000).toString(36)}.${signature}`
    expect(formTokenIssuedAt(SECRET, backDated, SHOWN_AT)).toBeNull()
    expect(formTokenIssuedAt('other-secret-0123456789', token, SHOWN_AT)).toBeNull()
    expect(formTokenIssuedAt(SECRET, '', SHOWN_AT)).toBeNull()
  })
})
