import { Stack, Switch, Title } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSaveSettings } from '../../../components/ui/settings-form'
import { SettingsPanel } from '../../../components/ui/settings-panel'
import { partnerCalls, partnerKeys, partnerQueries } from '../partners.queries'

/**
 * /account/boost: "Show my names on partner sites", the portfolio default that partner
 * search obeys (issue 24, decision 1135). Saved as it is switched; a failure switches it back.
 */
export function PartnerSitesSwitch() {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const optIn = useQuery(partnerQueries.optIn())
  const save = useSaveSettings({
    save: partnerCalls.setOptIn,
    queryKey: partnerKeys.optIn(),
    saved: 'partners.optIn.saved',
    failed: 'partners.optIn.saveFailed',
    onSaved: () => void queryClient.invalidateQueries({ queryKey: [...partnerKeys.all, 'domain'] }),
  })
  return (
    <Stack gap="xs" component="section" aria-labelledby="partner-sites-title">
      <Title order={2} size="h4" id="partner-sites-title">
        <FormattedMessage id="partners.optIn.title" />
      </Title>
      <SettingsPanel
        intro="partners.optIn.intro"
        query={optIn}
        skeletonHeight={48}
        errorMessage="partners.optIn.error"
      >
        {(data) => (
          <Switch
            mt="xs"
            label={intl.formatMessage({ id: 'partners.optIn.label' })}
            description={intl.formatMessage({ id: 'partners.optIn.description' })}
            checked={save.isPending ? save.variables : data.showOnPartnerSites}
            disabled={save.isPending}
            onChange={(event) => save.mutate(event.currentTarget.checked)}
          />
        )}
      </SettingsPanel>
    </Stack>
  )
}
