import { Select } from '@mantine/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { geoEndpoints } from '@namefolio/core/geo/geo.endpoints'
import { useIntl } from 'react-intl'
import { callEndpoint } from '../../lib/api-client'
import type { MessageKey } from '../../i18n/en-us'

// Countries and states come from the server's ISO 3166 lists (spec §7 Geo, decision 1001), so
// every address, payee and tax form offers the same codes the server accepts.
const countriesQuery = queryOptions({
  queryKey: ['geo', 'countries'] as const,
  queryFn: ({ signal }) => callEndpoint(geoEndpoints.countries, {}, { signal }),
  staleTime: Infinity,
})
const statesQuery = (country: string) =>
  queryOptions({
    queryKey: ['geo', 'states', country] as const,
    queryFn: ({ signal }) => callEndpoint(geoEndpoints.states, { query: { country } }, { signal }),
    staleTime: Infinity,
  })

type GeoSelectProps = {
  label: MessageKey
  value: string | null
  onChange: (code: string | null) => void
  error?: string | undefined
  required?: boolean
  name?: string
}

/** A searchable country picker holding ISO 3166-1 alpha-2 codes. */
export function CountrySelect({ label, value, onChange, error, required, name }: GeoSelectProps) {
  const intl = useIntl()
  const countries = useQuery(countriesQuery)
  return (
    <Select
      label={intl.formatMessage({ id: label })}
      name={name}
      searchable
      required={required}
      value={value}
      onChange={onChange}
      error={error ?? (countries.isError ? intl.formatMessage({ id: 'geo.loadError' }) : undefined)}
      disabled={countries.isPending}
      data={(countries.data?.countries ?? []).map((c) => ({ value: c.code, label: c.name }))}
    />
  )
}

/** The states of `country` (ISO 3166-2 codes); nothing is drawn for a country without any. */
export function StateSelect({
  country,
  label,
  value,
  onChange,
  error,
  required,
  name,
}: GeoSelectProps & { country: string | null }) {
  const intl = useIntl()
  const states = useQuery({ ...statesQuery(country ?? ''), enabled: country !== null })
  const data = (states.data?.states ?? []).map((s) => ({ value: s.code, label: s.name }))
  if (country === null || (states.isSuccess && data.length === 0)) return null
  return (
    <Select
      label={intl.formatMessage({ id: label })}
      name={name}
      searchable
      required={required}
      value={value}
      onChange={onChange}
      error={error ?? (states.isError ? intl.formatMessage({ id: 'geo.loadError' }) : undefined)}
      disabled={states.isPending}
      data={data}
    />
  )
}
