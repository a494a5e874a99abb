import { Button } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { EmptyState } from '../../../components/ui/empty-state'
import type { MessageKey } from '../../../i18n/en-us-messages'

/** An add-domains page with nothing to show: why, and a button back to /domains/add. */
export function StartOverEmptyState({
  title,
  action,
  body,
}: {
  title: MessageKey
  action: MessageKey
  body?: MessageKey
}) {
  const intl = useIntl()
  return (
    <EmptyState
      title={intl.formatMessage({ id: title })}
      action={
        <Button component={Link} to="/domains/add">
          <FormattedMessage id={action} />
        </Button>
      }
    >
      {body === undefined ? undefined : <FormattedMessage id={body} />}
    </EmptyState>
  )
}
