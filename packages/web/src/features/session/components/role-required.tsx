import { Button, Paper } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { Role } from '@namefolio/core/account/account.constants'
import { FormattedMessage } from 'react-intl'
import { EmptyState } from '../../../components/ui/empty-state'
import type { MessageKey } from '../../../i18n/en-us-messages'

/**
 * A page none of the person's roles can use (a buyer opening /portfolio): says whose page it
 * is and leads home, instead of the 403s its data would answer (issue 13, decision 950).
 */
export function RoleRequired({ roles, home }: { roles: readonly Role[]; home: string }) {
  const role = roles[0] ?? 'seller'
  return (
    <Paper withBorder radius="md" maw={640} mx="auto" mt="xl" data-testid="role-required">
      <EmptyState
        title={<FormattedMessage id={`roles.required.title.${role}` as MessageKey} />}
        action={
          <Button component={Link} to={home} variant="light">
            <FormattedMessage id="roles.required.home" />
          </Button>
        }
      >
        <FormattedMessage id={`roles.required.body.${role}` as MessageKey} />
      </EmptyState>
    </Paper>
  )
}
