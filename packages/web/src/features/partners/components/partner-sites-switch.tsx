import { Stack, Switch, Title } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { growl } from '../../../components/ui/growl'
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
  const save = useMutation({
    mutationFn: partnerCalls.setOptIn,
    onSuccess: (saved) => {
      queryClient.setQueryData(partnerKeys.optIn(), saved)
      void queryClient.invalidateQueries({ queryKey: [...partnerKeys.all, 'domain'] })
      growl({ kind: 'success', message: 'partners.optIn.saved' })
    },
    onError: () => growl({ kind: 'error', message: 'partners.optIn.saveFailed' }),
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
