import { useDocumentTitle } from '@mantine/hooks'
import { isFeatureOn } from '@namefolio/core/config/feature-flag'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useIntl } from 'react-intl'
import { DomainDetails } from '../../features/portfolio/components/domain-details'
import { sessionQueries } from '../../features/session/session.queries'

const route = getRouteApi('/portal/domains/$displayName/details')

/** /domains/{displayName}/details (and /editdomain/{domain}, which opens it in edit mode). */
export function DomainDetailsPage() {
  const intl = useIntl()
  const { displayName } = route.useParams()
  const search = route.useSearch()
  const config = useQuery(sessionQueries.config())
  useDocumentTitle(`${displayName} · ${intl.formatMessage({ id: 'app.brand' })}`)
  return (
    <div style={{ maxWidth: 1080 }}>
      <DomainDetails
        key={displayName}
        displayName={displayName}
        isEditing={'edit' in search && search.edit === true}
        isColorCustomizationOn={isFeatureOn(config.data?.switchboard ?? {}, 'showDanCustomBgColor')}
      />
    </div>
  )
}
