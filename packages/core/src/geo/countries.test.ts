import { describe, expect, it } from 'vitest'
import { isCountryCode, isStateOf, listCountries, listStates } from './countries.ts'

describe('countries and states (spec §7 Geo: v1/geo/countries, v1/geo/states)', () => {
  it('lists every assigned ISO 3166-1 country once, sorted by name', () => {
    const countries = listCountries()
    expect(countries.length).toBeGreaterThan(240)
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length)
    expect(countries).toContainEqual({ code: 'ZA', name: 'South Africa' })
    const names = countries.map((c) => c.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
  })

  it.each([
    ['US', true],
    ['DE', true],
    ['XX', false],
    ['us', false],
  ])('knows whether %s is a country code (%s)', (code, known) => {
    expect(isCountryCode(code)).toBe(known)
  })

  it('lists a country’s first-level subdivisions only', () => {
    const us = listStates('US')
    expect(us).toContainEqual({ code: 'US-CA', name: 'California' })
    expect(us.length).toBeGreaterThanOrEqual(50)
    const fr = listStates('FR').map((s) => s.code)
    expect(fr).toContain('FR-ARA')
    expect(fr).not.toContain('FR-01') // Ain, a department of the region FR-ARA
  })

  it('checks a state against its country', () => {
    expect(isStateOf('US', 'US-NY')).toBe(true)
    expect(isStateOf('CA', 'US-NY')).toBe(false)
    expect(listStates('XX')).toEqual([])
  })
})
