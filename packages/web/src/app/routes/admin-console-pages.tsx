import { Anchor, Stack } from '@mantine/core'
import { getRouteApi, Link } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { PageHeader } from '../../components/ui/page-header'
import { AccountSearch } from '../../features/admin-console/components/account-search'
import { AccountView } from '../../features/admin-console/components/account-view'
import { AuditLog } from '../../features/admin-console/components/audit-log'
import { ReviewQueue } from '../../features/admin-console/components/review-queue'
import { AdminPlanControl } from '../../features/membership/components/admin-plan-control'

const accountRoute = getRouteApi('/portal/admin/accounts/$userId')

/** /admin/review: the compliance review queue (issue 19; admin role, checked by the server). */
export function AdminReviewPage() {
  return (
    <Stack gap="md" maw={1000}>
      <PageHeader title="adminReview.title" subtitle="adminReview.subtitle" />
      <ReviewQueue />
    </Stack>
  )
}

/** /admin/accounts: find an account (issue 19). */
export function AdminAccountsPage() {
  return (
    <Stack gap="md" maw={1000}>
      <PageHeader title="adminAccounts.title" subtitle="adminAccounts.subtitle" />
      <AccountSearch />
    </Stack>
  )
}

/** /admin/accounts/{userId}: one account, read-only, with approve/suspend/reinstate (issue 19). */
export function AdminAccountPage() {
  const { userId } = accountRoute.useParams()
  return (
    <Stack gap="md" maw={1100}>
      <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/admin/accounts" />}>
        ← <FormattedMessage id="adminAccount.back" />
      </Anchor>
      <AccountView
        userId={userId}
        planControl={(account, refresh) => (
          <AdminPlanControl
            key={`${account.membershipPlan}-${account.membershipExpiresAt ?? ''}`}
            userId={account.id}
            currentPlan={account.membershipPlan}
            expiresAt={account.membershipExpiresAt}
            onChanged={refresh}
          />
        )}
      />
    </Stack>
  )
}

/** /admin/audit: the audit log (issue 19). */
export function AdminAuditPage() {
  return (
    <Stack gap="md" maw={1000}>
      <PageHeader title="adminAudit.title" subtitle="adminAudit.subtitle" />
      <AuditLog />
    </Stack>
  )
}
