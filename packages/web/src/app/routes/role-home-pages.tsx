import { Anchor, Button, Group, Stack } from '@mantine/core'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { AdminConsole } from '../../features/admin/components/admin-console'
import { ConsoleSections } from '../../features/admin-console/components/console-sections'
import { LeadList } from '../../features/leads/components/lead-list'
import { LEADS_SEARCH_DEFAULTS, type LeadsSearch } from '../../features/leads/leads-search'
import { WaitingItems } from '../../features/notifications/components/waiting-items'
import { LeaseView } from '../../features/purchases/components/lease-view'
import { PurchasesList } from '../../features/purchases/components/purchases-list'
import type { MessageKey } from '../../i18n/en-us-messages'
import { PageTitle } from '../../components/ui/page-header'
import { SectionHeading } from '../../components/ui/section-heading'

/** How many purchases and offers the buyer's home shows before "see all". */
const HOME_LIST_SIZE = 5

function SectionHeader({ title, children }: { title: MessageKey; children?: ReactNode }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <SectionHeading title={title} />
      {children}
    </Group>
  )
}

/** A lead list with its own search state, for a home page that shows one page of it. */
function useLocalLeadsSearch(limit: number) {
  const [search, setSearch] = useState<LeadsSearch>({ ...LEADS_SEARCH_DEFAULTS, limit })
  return {
    search,
    onSearchChange: (patch: Partial<LeadsSearch>) => setSearch((s) => ({ ...s, ...patch })),
  }
}

/**
 * /purchases, the buyer's home (issue 13): what waits for them (counters, agreed prices to
 * pay, late installments), their purchases with where each transfer stands, their offers.
 */
export function BuyerHomePage() {
  const offers = useLocalLeadsSearch(HOME_LIST_SIZE)
  return (
    <Stack gap="lg" maw={1200}>
      <PageTitle title="buyerHome.title" subtitle="buyerHome.subtitle" />
      <WaitingItems role="buyer" />
      <Stack gap="sm">
        <SectionHeader title="buyerHome.purchases">
          <Anchor component={Link} to="/purchases/domains" size="sm">
            <FormattedMessage id="buyerHome.allPurchases" />
          </Anchor>
        </SectionHeader>
        <PurchasesList limit={HOME_LIST_SIZE} />
      </Stack>
      <Stack gap="sm">
        <SectionHeader title="buyerHome.offers">
          <Group gap="md">
            <Anchor component={Link} to="/domains/offers/made" size="sm">
              <FormattedMessage id="buyerHome.allOffers" />
            </Anchor>
            <Button component="a" href="/search" size="xs" variant="light">
              <FormattedMessage id="buyerHome.findDomain" />
            </Button>
          </Group>
        </SectionHeader>
        <LeadList
          source="offersMade"
          view="buyer"
          linkTarget="negotiations"
          showFolders={false}
          {...offers}
        />
      </Stack>
    </Stack>
  )
}

const leaseRoute = getRouteApi('/portal/purchases/leases/$transactionId')

/** /purchases/leases/{id}: one lease to own, as its buyer sees it. */
export function BuyerLeasePage() {
  const { transactionId } = leaseRoute.useParams()
  return (
    <Stack gap="md" maw={960}>
      <Anchor component={Link} to="/purchases" size="sm">
        ← <FormattedMessage id="lease.back" />
      </Anchor>
      <LeaseView transactionId={transactionId} />
    </Stack>
  )
}

/** /broker, the broker's home (issue 13): the leads assigned to them, those waiting first. */
export function BrokerHomePage() {
  const leads = useLocalLeadsSearch(LEADS_SEARCH_DEFAULTS.limit)
  return (
    <Stack gap="lg" maw={1200}>
      <PageTitle title="brokerHome.title" subtitle="brokerHome.subtitle" />
      <WaitingItems role="broker" />
      <LeadList source="leads" view="broker" linkTarget="negotiations" {...leads} />
    </Stack>
  )
}

/** /admin, the admin console (issue 13, decision 953). */
export function AdminHomePage() {
  return (
    <Stack gap="lg" maw={1200}>
      <PageTitle title="adminHome.title" subtitle="adminHome.subtitle" />
      <WaitingItems role="admin" />
      <ConsoleSections />
      <AdminConsole />
    </Stack>
  )
}
