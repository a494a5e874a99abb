import { Anchor, Stack } from '@mantine/core'
import { FormattedMessage } from 'react-intl'
import { PageHeader } from '../../components/ui/page-header'
import { PageSection } from '../../components/ui/page-section'
import { AdminHealth } from '../../features/admin-ops/components/admin-health'
import { AdminTransactions } from '../../features/admin-ops/components/admin-transactions'
import { StuckPayouts } from '../../features/admin-ops/components/stuck-payouts'

/** /admin/transactions (issue 19; admin role): every transaction, and stuck payouts. */
export function AdminTransactionsPage() {
  return (
    <Stack gap="md" maw={960}>
      <PageHeader title="adminOps.transactions.title" subtitle="adminOps.transactions.subtitle">
        {/* The transfer desk stays server-rendered (decision 1345). */}
        <Anchor href="/admin/transfers">
          <FormattedMessage id="adminOps.transactions.transferDesk" />
        </Anchor>
      </PageHeader>
      <PageSection title="adminOps.payouts.title" testId="stuck-payouts">
        <StuckPayouts />
      </PageSection>
      <PageSection title="adminOps.transactions.title" testId="admin-transactions">
        <AdminTransactions />
      </PageSection>
    </Stack>
  )
}

/** /admin/health (issue 19; admin role): job queues and recent errors. */
export function AdminHealthPage() {
  return (
    <Stack gap="md" maw={960}>
      <PageHeader title="adminOps.health.title" subtitle="adminOps.health.subtitle" />
      <AdminHealth />
    </Stack>
  )
}
