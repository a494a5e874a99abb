import { SegmentedControl, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import {
  PARTNER_VISIBILITIES,
  type PartnerVisibility,
} from '@namefolio/core/partners/partner-network.constants'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSaveSettings } from '../../../components/ui/settings-form'
import { LoadError } from '../../../components/ui/load-error'
import { PageSection } from '../../../components/ui/page-section'
import { useIsPhone } from '../../../components/ui/use-is-phone'
import { partnerCalls, partnerKeys, partnerQueries } from '../partners.queries'

/**
 * The domain page's override of the partner-sites default (issue 24): inherit, show or hide,
 * and what partners see now.
 */
export function DomainPartnerSites({ domainName }: { domainName: string }) {
  const intl = useIntl()
  const current = useQuery(partnerQueries.domain(domainName))
  // Three choices side by side do not fit a 360 px screen: there they stack.
  const isPhone = useIsPhone()
  const save = useSaveSettings({
    save: (visibility: PartnerVisibility) => partnerCalls.setDomain(domainName, visibility),
    queryKey: partnerKeys.domain(domainName),
    saved: 'partners.domain.saved',
    failed: 'partners.domain.saveFailed',
  })
  if (current.isError) {
    return <LoadError message="partners.domain.error" onRetry={() => void current.refetch()} />
  }
  if (!current.isSuccess) return null
  const { visibility, shownToPartners } = current.data
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="domain-partner-sites-label">
        <FormattedMessage id="partners.domain.label" />
      </Text>
      <SegmentedControl
        aria-labelledby="domain-partner-sites-label"
        orientation={isPhone ? 'vertical' : 'horizontal'}
        fullWidth={isPhone}
        value={save.isPending ? (save.variables ?? visibility) : visibility}
        disabled={save.isPending}
        onChange={(value) => save.mutate(value as PartnerVisibility)}
        data={PARTNER_VISIBILITIES.map((v) => ({
          value: v,
          label: intl.formatMessage({ id: `partners.domain.${v}` }),
        }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        <FormattedMessage
          id={shownToPartners ? 'partners.domain.shown' : 'partners.domain.hidden'}
        />
      </Text>
    </Stack>
  )
}

/** The same choice as a bordered section of the domain page, named by its heading. */
export function DomainPartnerSitesSection({ domainName }: { domainName: string }) {
  return (
    <PageSection title="partners.domain.title" testId="domain-partner-sites">
      <DomainPartnerSites domainName={domainName} />
    </PageSection>
  )
}
