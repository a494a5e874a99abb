import { z } from 'zod'

/** An ISO 3166-1 alpha-2 code as the API takes it: two capital letters. */
export const CountryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'geo.country.invalid')

const NamedCodeSchema = z.object({ code: z.string(), name: z.string() })

/** `GET v1/geo/countries` (spec §7). */
export const CountriesSchema = z.object({ countries: z.array(NamedCodeSchema) })

/** `GET v1/geo/states?country=US` (spec §7). */
export const StatesQuerySchema = z.object({ country: CountryCodeSchema })
export const StatesSchema = z.object({
  country: z.string(),
  states: z.array(NamedCodeSchema),
})

export type Countries = z.infer<typeof CountriesSchema>
export type States = z.infer<typeof StatesSchema>
