import { Button, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AccountDetail } from '@namefolio/core/admin/admin-accounts.contract'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { formatUsd } from '@namefolio/core/money/money'
import { useState, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { Delayed } from '../../../components/ui/delayed'
import { Fact } from '../../../components/ui/fact'
import { growl } from '../../../components/ui/growl'
import { LoadError } from '../../../components/ui/load-error'
import { PageSection } from '../../../components/ui/page-section'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { adminErrorMessage } from '../admin-console-errors'
import { adminConsoleCalls, adminConsoleKeys, adminConsoleQueries } from '../admin-console.queries'
import { ApprovalBadge } from './approval-badge'
import { AuditEntryList } from './audit-entry-list'
import { DecisionDialog } from './decision-dialog'

type Action = 'approve' | 'suspend' | 'reinstate'

const CALL: Record<Action, (userId: string, note: string) => Promise<unknown>> = {
  approve: adminConsoleCalls.approveAccount,
  suspend: adminConsoleCalls.suspendAccount,
  reinstate: adminConsoleCalls.reinstateAccount,
}

/** The actions an approval state allows (the server checks them too, decision 1337). */
function actionsFor(account: AccountDetail): Action[] {
  if (account.approvalStatus === 'Suspended') return ['reinstate']
  if (account.approvalStatus === 'Approved') return ['suspend']
  return ['approve', 'suspend']
}

function AccountActions({ account }: { account: AccountDetail }) {
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState<Action | null>(null)
  const [error, setError] = useState<MessageKey | null>(null)
  const act = useMutation({
    mutationFn: ({ action, note }: { action: Action; note: string }) =>
      CALL[action](account.id, note),
    onSuccess: (_, { action }) => {
      growl({ kind: 'success', message: `adminAccount.${action}.done` })
      setAsking(null)
      void queryClient.invalidateQueries({ queryKey: adminConsoleKeys.all })
    },
    onError: (failure) => setError(adminErrorMessage(failure)),
  })
  return (
    <Group gap="xs">
      {actionsFor(account).map((action) => (
        <Button
          key={action}
          variant={action === 'suspend' ? 'default' : 'filled'}
          color={action === 'suspend' ? 'red' : undefined}
          onClick={() => {
            setError(null)
            setAsking(action)
          }}
        >
          <FormattedMessage id={`adminAccount.${action}`} />
        </Button>
      ))}
      {asking && (
        <DecisionDialog
          title={`adminAccount.${asking}.title`}
          body={
            <FormattedMessage
              id={`adminAccount.${asking}.body`}
              values={{ name: <strong>{account.name}</strong> }}
            />
          }
          confirmLabel={`adminAccount.${asking}`}
          noteLabel={asking === 'suspend' ? 'adminAccount.note.required' : 'adminAccount.note'}
          isNoteRequired={asking === 'suspend'}
          isDanger={asking === 'suspend'}
          isBusy={act.isPending}
          error={error}
          onConfirm={(note) => act.mutate({ action: asking, note })}
          onCancel={() => setAsking(null)}
        />
      )}
    </Group>
  )
}

function Nothing({ id }: { id: MessageKey }) {
  return (
    <Text size="sm" c="dimmed">
      <FormattedMessage id={id} />
    </Text>
  )
}

/** The account's recent admin actions, from the audit log. */
function AccountAudit({ userId }: { userId: string }) {
  const audit = useQuery(adminConsoleQueries.accountAudit(userId))
  if (audit.isPending) return <Skeleton height={72} aria-busy="true" />
  if (audit.isError) {
    return <LoadError message="adminAudit.error" onRetry={() => void audit.refetch()} />
  }
  if (audit.data.items.length === 0) return <Nothing id="adminAccount.audit.empty" />
  return <AuditEntryList entries={audit.data.items} />
}

/**
 * /admin/accounts/{userId} (issue 19, decision 1337): who the account is, its plan (read-only
 * here), roles and approval state, what it holds and its recent audit entries; approve,
 * suspend or reinstate it. Its data is shown read-only: admins do not act as the account.
 */
export function AccountView({
  userId,
  planControl,
}: {
  userId: string
  /** The plan change (the membership feature's), given the account and a refresh. */
  planControl?: (account: AccountDetail, refresh: () => void) => ReactNode
}) {
  const query = useQuery(adminConsoleQueries.account(userId))
  if (query.isPending) {
    return (
      <Delayed>
        <Stack aria-busy="true">
          <Skeleton height={40} />
          <Skeleton height={160} />
        </Stack>
      </Delayed>
    )
  }
  if (query.isError) {
    const isMissing = adminErrorMessage(query.error) === 'admin.account.notFound'
    return isMissing ? (
      <LoadError message="admin.account.notFound" color="gray" />
    ) : (
      <LoadError message="adminAccount.error" onRetry={() => void query.refetch()} />
    )
  }
  const account = query.data
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {account.name}
          </Title>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {account.email} · @{account.username}
          </Text>
        </Stack>
        <AccountActions account={account} />
      </Group>
      <PageSection title="adminAccount.section.standing" testId="account-standing">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="md" component="dl" m={0}>
          <Fact label="adminAccount.approval" look="term">
            <ApprovalBadge status={account.approvalStatus} />
          </Fact>
          <Fact label="adminAccount.plan" look="term">
            <span data-testid="account-plan">
              <FormattedMessage id={`account.plan.${account.membershipPlan}`} />
            </span>
          </Fact>
          <Fact label="adminAccount.expiresAt" look="term">
            {account.membershipExpiresAt ? (
              formatServerDate(account.membershipExpiresAt, 'table')
            ) : (
              <FormattedMessage id="adminAccount.never" />
            )}
          </Fact>
          <Fact label="adminAccount.roles" look="term">
            {account.roles.map((role, i) => (
              <span key={role}>
                {i > 0 && ', '}
                <FormattedMessage id={`roles.name.${role}`} />
              </span>
            ))}
          </Fact>
          <Fact label="adminAccount.cohort" look="term">
            {account.cohorts.length > 0 ? (
              account.cohorts.join(', ')
            ) : (
              <FormattedMessage id="adminAccount.noCohort" />
            )}
          </Fact>
          <Fact label="adminAccount.since" look="term">
            {formatServerDate(account.createdAt, 'table')}
          </Fact>
        </SimpleGrid>
        {planControl?.(account, () => void query.refetch())}
      </PageSection>
      <PageSection title="adminAccount.section.portfolio" testId="account-portfolio">
        <Stack gap="xs">
          <Text size="sm" className="nf-tabular">
            <FormattedMessage id="adminAccount.counts" values={account.counts} />
          </Text>
          {account.portfolio.length === 0 ? (
            <Nothing id="adminAccount.portfolio.empty" />
          ) : (
            <Group gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {account.portfolio.map((row) => (
                <Text key={row.status} component="li" size="sm" className="nf-tabular">
                  <FormattedMessage id={`domain.status.${row.status}`} />: {row.count}
                </Text>
              ))}
            </Group>
          )}
        </Stack>
      </PageSection>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <PageSection title="adminAccount.section.leads" testId="account-leads">
          {account.recentLeads.length === 0 ? (
            <Nothing id="adminAccount.leads.empty" />
          ) : (
            <Table.ScrollContainer minWidth={300}>
              <Table>
                <Table.Tbody>
                  {account.recentLeads.map((lead) => (
                    <Table.Tr key={lead.id}>
                      <Table.Td>{lead.domainName}</Table.Td>
                      <Table.Td>{lead.stage}</Table.Td>
                      <Table.Td>{formatServerDate(lead.createdAt, 'table')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </PageSection>
        <PageSection title="adminAccount.section.sales" testId="account-sales">
          {account.recentSales.length === 0 ? (
            <Nothing id="adminAccount.sales.empty" />
          ) : (
            <Table.ScrollContainer minWidth={300}>
              <Table>
                <Table.Tbody>
                  {account.recentSales.map((sale) => (
                    <Table.Tr key={sale.id}>
                      <Table.Td>{sale.domainName}</Table.Td>
                      <Table.Td>{sale.status}</Table.Td>
                      <Table.Td className="nf-tabular">{formatUsd(sale.priceMicros)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </PageSection>
      </SimpleGrid>
      <PageSection title="adminAccount.section.audit" testId="account-audit">
        <AccountAudit userId={account.id} />
      </PageSection>
    </Stack>
  )
}
