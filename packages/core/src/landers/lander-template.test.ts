import { describe, expect, it } from 'vitest'
import { DEFAULT_LISTING_SETTINGS } from './default-listing.ts'
import {
  allowsBackgroundColor,
  canApplyTemplate,
  LANDER_TEMPLATES,
  landingForTemplate,
  SALE_PRICE_TYPES,
  templateForLanding,
} from './lander-template.ts'

describe('spec §3 template mapping', () => {
  it.each([
    ['CASH_PARKING', 'PARKING', 'PRICE_FORM'],
    ['PRICE_FORM', 'SALES', 'PRICE_FORM'],
    ['BUY_NOW', 'SALES', 'BUY_NOW'],
    ['LEASE_TO_OWN', 'SALES', 'LEASE_TO_OWN'],
    ['CUSTOM_LANDER', 'SALES', 'CUSTOM_LANDER'],
  ] as const)('%s → %s page with %s intake', (template, landingPage, intakeStyle) => {
    expect(landingForTemplate(template)).toEqual({ landingPage, intakeStyle })
    expect(templateForLanding({ landingPage, intakeStyle })).toBe(template)
  })

  it('lists the five templates and four sale price types', () => {
    expect(LANDER_TEMPLATES).toHaveLength(5)
    expect(SALE_PRICE_TYPES).toEqual(['BUY_NOW', 'LEASE_TO_OWN', 'PRICE_FORM', 'CUSTOM_LANDER'])
  })

  it.each([
    ['LEASE_TO_OWN', true],
    ['CUSTOM_LANDER', true],
    ['BUY_NOW', false],
    ['PRICE_FORM', false],
    ['CASH_PARKING', false],
  ] as const)('spec §4: %s allows a background colour: %s', (t, ok) => {
    expect(allowsBackgroundColor(t)).toBe(ok)
  })

  it.each([
    ['BUY_NOW', 0, false],
    ['BUY_NOW', null, false],
    ['BUY_NOW', 1, true],
    ['PRICE_FORM', 0, true],
  ] as const)('spec §4: switching to %s with buy now %s is allowed: %s', (t, usd, ok) => {
    expect(canApplyTemplate(t, usd)).toBe(ok)
  })

  it('keeps the default listing settings of spec §3, with no price until the seller sets one (decision 270)', () => {
    expect(DEFAULT_LISTING_SETTINGS).toEqual({
      backgroundColorCustom: '#ABCDEF',
      backgroundColorOption: 'AUTO',
      fontColorOption: 'AUTO',
      buynowPriceMicros: null,
      floorPriceMicros: null,
      minbidPriceMicros: null,
      featured: false,
      hidden: false,
      intakeStyle: 'PRICE_FORM',
      landingPage: 'SALES',
      leasingEnabled: false,
      maxLeasePeriod: 2,
    })
  })
})
