import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { AccountSummary } from '@namefolio/core/admin/admin-accounts.contract'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Delayed } from '../../../components/ui/delayed'
import { EmptyState } from '../../../components/ui/empty-state'
import { LoadError } from '../../../components/ui/load-error'
import { adminConsoleQueries } from '../admin-console.queries'
import { ApprovalBadge } from './approval-badge'

function AccountRow({ account }: { account: AccountSummary }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="account-row">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor
            fw={600}
            renderRoot={(props) => (
              <Link {...props} to="/admin/accounts/$userId" params={{ userId: account.id }} />
            )}
          >
            {account.name}
          </Anchor>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {account.email} · @{account.username}
          </Text>
        </Stack>
        <Group gap={6} wrap="wrap">
          {account.roles.map((role) => (
            <Badge key={role} variant="outline" color="gray">
              <FormattedMessage id={`roles.name.${role}`} />
            </Badge>
          ))}
          <Badge variant="light">
            <FormattedMessage id={`account.plan.${account.membershipPlan}`} />
          </Badge>
          <ApprovalBadge status={account.approvalStatus} />
        </Group>
      </Group>
    </Paper>
  )
}

/**
 * /admin/accounts (issue 19, decision 1337): find an account by e-mail, name or username; the
 * newest accounts before a search. A search lists at most 25: narrow it to see others.
 */
export function AccountSearch() {
  const intl = useIntl()
  const [draft, setDraft] = useState('')
  const [q, setQ] = useState('')
  const accounts = useQuery(adminConsoleQueries.accounts(q))
  return (
    <Stack gap="md">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          setQ(draft.trim())
        }}
      >
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={intl.formatMessage({ id: 'adminAccounts.search.label' })}
            description={intl.formatMessage({ id: 'adminAccounts.search.hint' })}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            w={360}
            maw="100%"
            maxLength={200}
          />
          <Button type="submit">
            <FormattedMessage id="adminAccounts.search.submit" />
          </Button>
        </Group>
      </form>
      {accounts.isPending ? (
        <Delayed>
          <Stack aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={64} />
            ))}
          </Stack>
        </Delayed>
      ) : accounts.isError ? (
        <LoadError message="adminAccounts.error" onRetry={() => void accounts.refetch()} />
      ) : accounts.data.items.length === 0 ? (
        <EmptyState title={<FormattedMessage id="adminAccounts.empty.title" />}>
          <FormattedMessage id="adminAccounts.empty.body" />
        </EmptyState>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            <FormattedMessage
              id={q ? 'adminAccounts.results' : 'adminAccounts.newest'}
              values={{ count: accounts.data.items.length }}
            />
            {accounts.data.more && (
              <>
                {' '}
                <FormattedMessage id="adminAccounts.more" />
              </>
            )}
          </Text>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {accounts.data.items.map((account) => (
              <AccountRow key={account.id} account={account} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  )
}
