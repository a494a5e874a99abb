import { Anchor, Breadcrumbs, Stack, Text } from '@mantine/core'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { DashboardView } from '../../features/dashboard/components/dashboard-view'
import { PayoutAccounts } from '../../features/payments/components/payout-accounts'
import { ParkingEarningsPanel } from '../../features/parking-payouts/components/parking-earnings-panel'
import { PurchasesList } from '../../features/purchases/components/purchases-list'
import { InvoiceView } from '../../features/sales/components/invoice-view'
import { LeasedList } from '../../features/sales/components/leased-list'
import { PayoutDetails, TransactionPayouts } from '../../features/sales/components/payout-view'
import { SalesList } from '../../features/sales/components/sales-list'
import { SalesByPeriodPanel } from '../../features/sales/components/sales-by-period'
import { TransactionDetails } from '../../features/sales/components/transaction-details'
import { saveLeasedFilterState, saveSalesFilterState } from '../../features/sales/sales-search'
import type { LeasedSearch, SalesSearch } from '../../features/sales/sales.queries'
import { StatementsList } from '../../features/statements/components/statements-list'
import { MembershipInvoices } from '../../features/membership/components/membership-invoices'
import { TaxProfileView } from '../../features/taxes/components/tax-form'
import { useStepUpAction } from '../../features/session/step-up'
import { ProfileIncompleteBanner } from '../../features/account-profile/components/profile-notice'
import { PageHeader } from '../../components/ui/page-header'
import { PageTabs } from '../../components/ui/page-tabs'
import { FeatureOffNotice } from '../../features/switchboard/components/feature-off-notice'
import { useFeature } from './use-feature'

function SalesTabs({ current }: { current: 'sold' | 'leased' }) {
  return (
    <PageTabs
      label="sales.tabs.label"
      current={current}
      tabs={[
        { value: 'sold', title: 'sales.tabs.sold', to: '/sales' },
        { value: 'leased', title: 'sales.tabs.leased', to: '/sales/leased' },
      ]}
    />
  )
}

/** "Sales › domain": the way back from a sale's sub-pages. */
function BackToSales({
  leased,
  transactionId,
  label,
}: {
  leased?: boolean
  transactionId?: string
  label?: ReactNode
}) {
  const intl = useIntl()
  return (
    <Breadcrumbs aria-label={intl.formatMessage({ id: 'sales.breadcrumbs' })}>
      <Anchor
        size="sm"
        renderRoot={(props) => <Link {...props} to={leased ? '/sales/leased' : '/sales'} />}
      >
        <FormattedMessage id={leased ? 'sales.tabs.leased' : 'sales.title'} />
      </Anchor>
      {transactionId && (
        <Anchor
          size="sm"
          renderRoot={(props) => (
            <Link {...props} to="/sales/$transactionId/details" params={{ transactionId }} />
          )}
        >
          <FormattedMessage id="sales.details.title" />
        </Anchor>
      )}
      {label && <Text size="sm">{label}</Text>}
    </Breadcrumbs>
  )
}

const salesRoute = getRouteApi('/portal/sales')

/** /sales: the sold view. Its sort is kept in session storage (spec §2). */
export function SalesPage() {
  const search = salesRoute.useSearch()
  const navigate = salesRoute.useNavigate()
  useEffect(() => {
    if (typeof sessionStorage !== 'undefined') saveSalesFilterState(sessionStorage, search)
  }, [search])
  return (
    <Stack gap="md" maw={1280}>
      <PageHeader title="sales.title" subtitle="sales.subtitle" />
      <SalesTabs current="sold" />
      <SalesList
        search={search}
        onSearchChange={(patch: Partial<SalesSearch>) =>
          void navigate({ search: (prev) => ({ ...prev, ...patch }) })
        }
      />
      <SalesByPeriodPanel />
    </Stack>
  )
}

const saleDetails = getRouteApi('/portal/sales/$transactionId/details')
export function SaleDetailsPage() {
  const { transactionId } = saleDetails.useParams()
  return (
    <Stack gap="md" maw={1200}>
      <PageHeader title="sales.details.title" />
      <BackToSales />
      <TransactionDetails transactionId={transactionId} />
    </Stack>
  )
}

const salePayout = getRouteApi('/portal/sales/$transactionId/payout')
export function SalePayoutPage() {
  const { transactionId } = salePayout.useParams()
  return (
    <Stack gap="md" maw={1200}>
      <PageHeader title="sales.payouts.title" />
      <BackToSales transactionId={transactionId} />
      <TransactionPayouts transactionId={transactionId} />
    </Stack>
  )
}

const payoutRoute = getRouteApi('/portal/sales/$transactionId/payouts/$payoutId')
export function PayoutPage() {
  const { transactionId, payoutId } = payoutRoute.useParams()
  return (
    <Stack gap="md" maw={1200}>
      <PageHeader title="sales.payout.title" />
      <BackToSales transactionId={transactionId} />
      <PayoutDetails payoutId={payoutId} />
    </Stack>
  )
}

const invoiceRoute = getRouteApi('/portal/sales/$transactionId/invoices/$invoiceId')
export function InvoicePage() {
  const { transactionId, invoiceId } = invoiceRoute.useParams()
  return (
    <Stack gap="md" maw={1000}>
      <PageHeader title="sales.invoice.title" />
      <BackToSales transactionId={transactionId} />
      <InvoiceView transactionId={transactionId} invoiceId={invoiceId} />
    </Stack>
  )
}

const leasedRoute = getRouteApi('/portal/sales/leased')
/** /sales/leased: leases. Its sort is kept in session storage (spec §2). */
export function LeasedPage() {
  const search = leasedRoute.useSearch()
  const navigate = leasedRoute.useNavigate()
  useEffect(() => {
    if (typeof sessionStorage !== 'undefined') saveLeasedFilterState(sessionStorage, search)
  }, [search])
  return (
    <Stack gap="md" maw={1280}>
      <PageHeader title="sales.leased.title" subtitle="sales.leased.subtitle" />
      <SalesTabs current="leased" />
      <LeasedList
        search={search}
        onSearchChange={(patch: Partial<LeasedSearch>) =>
          void navigate({ search: (prev) => ({ ...prev, ...patch }) })
        }
      />
    </Stack>
  )
}

const leaseDetails = getRouteApi('/portal/sales/leased/$transactionId/details')
export function LeaseDetailsPage() {
  const { transactionId } = leaseDetails.useParams()
  return (
    <Stack gap="md" maw={1200}>
      <PageHeader title="sales.leased.details.title" />
      <BackToSales leased />
      <TransactionDetails transactionId={transactionId} />
    </Stack>
  )
}

export function PurchasesPage() {
  return (
    <Stack gap="md" maw={960}>
      <PageHeader title="purchases.title" subtitle="purchases.subtitle" />
      <PurchasesList />
    </Stack>
  )
}

export function DashboardPage() {
  return (
    <Stack gap="md" maw={1280}>
      <PageHeader title="dashboard.title" subtitle="dashboard.subtitle" />
      <ProfileIncompleteBanner />
      <DashboardView />
    </Stack>
  )
}

/** Payout accounts, taxes and statements belong together: one section, three tabs. */
function MoneyTabs({ current }: { current: 'payments' | 'taxes' | 'statements' }) {
  // The taxes tab is the §6 taxes page's: shown only when its switch is on (issue 19).
  const hasTaxes = useFeature('taxesPage') === true
  return (
    <PageTabs
      label="nav.payouts"
      current={current}
      tabs={[
        { value: 'payments', title: 'payments.title', to: '/account/payments' },
        ...(hasTaxes || current === 'taxes'
          ? [{ value: 'taxes', title: 'taxes.title', to: '/account/taxes' } as const]
          : []),
        { value: 'statements', title: 'statements.title', to: '/account/statements' },
      ]}
    />
  )
}

export function PaymentsPage() {
  return (
    <Stack gap="md" maw={960}>
      <PageHeader title="payments.title" subtitle="payments.subtitle" />
      <MoneyTabs current="payments" />
      <PayoutAccounts useStepUpAction={useStepUpAction} />
      <ParkingEarningsPanel />
    </Stack>
  )
}

export function TaxesPage() {
  return (
    <Stack gap="md" maw={960}>
      <PageHeader title="taxes.title" subtitle="taxes.subtitle" />
      <MoneyTabs current="taxes" />
      <TaxesGate />
    </Stack>
  )
}

function TaxesGate() {
  const isOn = useFeature('taxesPage')
  if (isOn === undefined) return null
  return isOn ? <TaxProfileView useStepUpAction={useStepUpAction} /> : <FeatureOffNotice />
}

export function StatementsPage() {
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader title="statements.title" subtitle="statements.subtitle" />
      <MoneyTabs current="statements" />
      <StatementsList />
      <MembershipInvoices />
    </Stack>
  )
}
