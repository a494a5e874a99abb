import { Select } from '@mantine/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { geoEndpoints } from '@namefolio/core/geo/geo.endpoints'
import { useIntl } from 'react-intl'
import { callEndpoint } from '../../lib/api-client'
import type { MessageKey } from '../../i18n/en-us-messages'

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

/** A searchable picker of one ISO 3166 list; a list that fails to load says so on the field. */
function GeoSelect({
  label,
  error,
  query,
  data,
  ...field
}: GeoSelectProps & {
  query: { isError: boolean; isPending: boolean }
  data: { value: string; label: string }[]
}) {
  const intl = useIntl()
  return (
    <Select
      {...field}
      label={intl.formatMessage({ id: label })}
      searchable
      error={error ?? (query.isError ? intl.formatMessage({ id: 'geo.loadError' }) : undefined)}
      disabled={query.isPending}
      data={data}
    />
  )
}

/** A searchable country picker holding ISO 3166-1 alpha-2 codes. */
export function CountrySelect(props: GeoSelectProps) {
  const countries = useQuery(countriesQuery)
  const data = (countries.data?.countries ?? []).map((c) => ({ value: c.code, label: c.name }))
  return <GeoSelect {...props} query={countries} data={data} />
}

/** The states of `country` (ISO 3166-2 codes); nothing is drawn for a country without any. */
export function StateSelect({ country, ...props }: GeoSelectProps & { country: string | null }) {
  const states = useQuery({ ...statesQuery(country ?? ''), enabled: country !== null })
  const data = (states.data?.states ?? []).map((s) => ({ value: s.code, label: s.name }))
  if (country === null || (states.isSuccess && data.length === 0)) return null
  return <GeoSelect {...props} query={states} data={data} />
}
