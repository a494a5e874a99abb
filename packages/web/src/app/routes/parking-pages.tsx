import { Stack } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PageHeader } from '../../components/ui/page-header'
import { ParkingDomainReport } from '../../features/parking/components/parking-domain-report'
import { ParkingReport } from '../../features/parking/components/parking-report'
import { saveParkingFilterState, type ParkingSearch } from '../../features/parking/parking-search'

const parkingRoute = getRouteApi('/portal/parking')

/** /parking: totals, chart and per-domain table for a range (spec §2, §3, §9). */
export function ParkingPage() {
  const search = parkingRoute.useSearch()
  const navigate = parkingRoute.useNavigate()
  // Spec §2: the filters are saved, so /parking without a query comes back to them.
  useEffect(() => {
    if (typeof sessionStorage !== 'undefined') saveParkingFilterState(sessionStorage, search)
  }, [search])
  return (
    <Stack gap="md" maw={1280}>
      <PageHeader title="parking.title" subtitle="parking.subtitle" />
      <ParkingReport
        search={search}
        onSearchChange={(patch: Partial<ParkingSearch>) =>
          void navigate({ search: (prev) => ({ ...prev, ...patch }) })
        }
      />
    </Stack>
  )
}

const parkingDomainRoute = getRouteApi('/portal/parking/$domain')

/** /parking/{domain}: one domain's figures for the same range. */
export function ParkingDomainPage() {
  const { domain } = parkingDomainRoute.useParams()
  const search = parkingDomainRoute.useSearch()
  const navigate = parkingDomainRoute.useNavigate()
  return (
    <Stack gap="md" maw={1280}>
      <ParkingDomainReport
        domain={domain}
        search={search}
        onSearchChange={(patch: Partial<ParkingSearch>) =>
          void navigate({ search: (prev) => ({ ...prev, ...patch }) })
        }
      />
    </Stack>
  )
}
