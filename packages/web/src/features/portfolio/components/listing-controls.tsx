import { Alert, Button, Switch } from '@mantine/core'
import { FormattedMessage, useIntl } from 'react-intl'
import { growl } from '../../../components/ui/growl'
import type { PortfolioRow } from '../portfolio-row'
import { useEditDomain } from '../portfolio.queries'
import { useResubmitAction } from '../resubmit-action'

/**
 * What "List domain" (the INACTIVE status action, spec §2) opens onto: for a domain that is not
 * listed, a notice with the action that lists it (relist, which asks for a recent sign-in and
 * resumes after it, spec §4), then the switch that hides a domain from buyers. Used by the edit
 * modal and the domain details' edit panel.
 */
export function ListingControls({ row }: { row: PortfolioRow }) {
  const intl = useIntl()
  const edit = useEditDomain()
  const relist = useResubmitAction()
  return (
    <>
      {row.status === 'INACTIVE' && (
        <Alert color="gray" title={intl.formatMessage({ id: 'portfolio.edit.notListed.title' })}>
          <FormattedMessage id="portfolio.edit.notListed.body" />
          <Button
            mt="sm"
            size="sm"
            loading={relist.isRunning}
            onClick={() => void relist.execute(row.name)}
            display="block"
          >
            <FormattedMessage id="portfolio.statusAction.listDomain" />
          </Button>
        </Alert>
      )}
      <Switch
        label={intl.formatMessage({ id: 'portfolio.edit.listed' })}
        description={intl.formatMessage({ id: 'portfolio.edit.listedHint' })}
        checked={row.hidden !== true}
        disabled={edit.isPending}
        onChange={(event) =>
          edit.mutate(
            { name: row.name, edit: { hidden: !event.currentTarget.checked } },
            {
              onSuccess: () =>
                growl({ kind: 'success', message: 'domain.details.successMessage.pending' }),
              onError: () => growl({ kind: 'warning', message: 'common.error.unknown' }),
            },
          )
        }
      />
    </>
  )
}
