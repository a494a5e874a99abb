import { iso31661, iso31662 } from 'iso-3166'

/** A country of ISO 3166-1 by its alpha-2 code, as every address, payee and tax form offers it. */
export type Country = { code: string; name: string }
/** A first-level subdivision of ISO 3166-2 (a state, province, region...), e.g. `US-CA`. */
export type CountryState = { code: string; name: string }

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en')

const COUNTRIES: readonly Country[] = iso31661
  .map((country) => ({ code: country.alpha2, name: country.name }))
  .sort(byName)
const COUNTRY_CODES = new Set(COUNTRIES.map((country) => country.code))

/** The assigned ISO 3166-1 countries (the maintained `iso-3166` package), sorted by name. */
export function listCountries(): readonly Country[] {
  return COUNTRIES
}

export function isCountryCode(code: string): boolean {
  return COUNTRY_CODES.has(code)
}

/**
 * The first-level subdivisions of a country (those whose parent is the country itself, not a
 * region of it: France's regions, not their departments), sorted by name; empty for a country
 * without any.
 */
export function listStates(countryCode: string): readonly CountryState[] {
  return iso31662
    .filter((subdivision) => subdivision.parent === countryCode)
    .map((subdivision) => ({ code: subdivision.code, name: subdivision.name }))
    .sort(byName)
}

export function isStateOf(countryCode: string, stateCode: string): boolean {
  return listStates(countryCode).some((state) => state.code === stateCode)
}
