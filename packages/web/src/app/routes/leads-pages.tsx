import { Anchor, SegmentedControl, Stack } from '@mantine/core'
import { getRouteApi, Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { LeadDetailView } from '../../features/leads/components/lead-detail'
import { LeadList } from '../../features/leads/components/lead-list'
import type { LeadListProps } from '../../features/leads/components/lead-rows'
import type { LeadsSearch, LeadViewName } from '../../features/leads/leads-search'
import { useActiveRole } from '../../features/session/active-role'
import type { MessageKey } from '../../i18n/en-us-messages'
import { PageHeader } from '../../components/ui/page-header'
import { PageTabs } from '../../components/ui/page-tabs'

type ListRouteId =
  | '/portal/sales/leads'
  | '/portal/negotiations'
  | '/portal/domains/offers/made'
  | '/portal/domains/offers/received'

/** A list route's search and the handler that merges a patch into it. */
function useListSearch(routeId: ListRouteId) {
  const route = getRouteApi(routeId)
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const onSearchChange = (patch: Partial<LeadsSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }) })
  return { search, onSearchChange }
}

/** One page of leads: a header (with tabs for offers) over the list the route's search drives. */
function LeadListPage({
  routeId,
  title,
  subtitle,
  tabs,
  ...list
}: {
  routeId: ListRouteId
  title: MessageKey
  subtitle: MessageKey
  tabs?: ReactNode
} & Pick<LeadListProps, 'source' | 'view' | 'linkTarget' | 'showFolders'>) {
  const { search, onSearchChange } = useListSearch(routeId)
  return (
    <Stack gap="md" maw={1200}>
      <PageHeader title={title} subtitle={subtitle} />
      {tabs}
      <LeadList {...list} search={search} onSearchChange={onSearchChange} />
    </Stack>
  )
}

/** /sales/leads: the seller's leads (a broker without the seller role sees the assigned ones). */
export function SalesLeadsPage() {
  return (
    <LeadListPage
      routeId="/portal/sales/leads"
      title="leads.title"
      subtitle="leads.subtitle"
      source="leads"
      view={undefined}
      linkTarget="sales"
    />
  )
}

const allLeads = getRouteApi('/portal/leads')
const VIEW_ORDER: readonly LeadViewName[] = ['seller', 'broker', 'buyer', 'admin']

/** /leads: every negotiation the user takes part in, per role (seller, broker, buyer, admin). */
export function AllLeadsPage() {
  const intl = useIntl()
  const { view, ...search } = allLeads.useSearch()
  const navigate = allLeads.useNavigate()
  const { roles, role, isPending } = useActiveRole()
  const views = VIEW_ORDER.filter((v) => v === 'buyer' || roles.includes(v))
  // Without a chosen view the list opens on the portal the person is in (an admin: admin).
  const activeView = views.find((v) => v === role)
  const current = view ?? activeView ?? views[0] ?? 'buyer'
  return (
    <Stack gap="md" maw={1200}>
      <PageHeader title="leads.all.title" subtitle="leads.all.subtitle">
        {views.length > 1 && (
          <SegmentedControl
            aria-label={intl.formatMessage({ id: 'leads.view.label' })}
            value={current}
            onChange={(value) =>
              void navigate({
                search: (previous) => ({
                  ...previous,
                  view: value as LeadViewName,
                  offset: 0,
                  folder: 'all',
                }),
              })
            }
            data={views.map((v) => ({
              value: v,
              label: intl.formatMessage({ id: `leads.view.${v}` as MessageKey }),
            }))}
          />
        )}
      </PageHeader>
      <LeadList
        source="leads"
        view={isPending ? undefined : current}
        search={search}
        onSearchChange={(patch) =>
          void navigate({ search: (previous) => ({ ...previous, ...patch }) })
        }
        linkTarget="negotiations"
      />
    </Stack>
  )
}

/** /negotiations: the domains the user negotiates to buy. */
export function NegotiationsPage() {
  return (
    <LeadListPage
      routeId="/portal/negotiations"
      title="negotiations.title"
      subtitle="negotiations.subtitle"
      source="leads"
      view="buyer"
      linkTarget="negotiations"
    />
  )
}

/** The buyer's two offer pages, made and received. */
const OFFER_TABS = [
  { value: 'made', title: 'offers.made.title', to: '/domains/offers/made' },
  { value: 'received', title: 'offers.received.title', to: '/domains/offers/received' },
] as const

/** The buyer's offers, made or received, with the tabs between the two. */
function OffersPage({ current }: { current: 'made' | 'received' }) {
  return (
    <LeadListPage
      routeId={`/portal/domains/offers/${current}`}
      title={`offers.${current}.title`}
      subtitle={`offers.${current}.subtitle`}
      tabs={<PageTabs label="offers.tabs.label" current={current} tabs={OFFER_TABS} />}
      source={current === 'made' ? 'offersMade' : 'offersReceived'}
      view="buyer"
      linkTarget="negotiations"
      showFolders={false}
    />
  )
}

/** /domains/offers/made: the buyer's offers and where each stands. */
export function OffersMadePage() {
  return <OffersPage current="made" />
}

/** /domains/offers/received: counter-offers sellers and brokers sent the buyer. */
export function OffersReceivedPage() {
  return <OffersPage current="received" />
}

/** One lead or negotiation with the link back to the list it was opened from. */
function LeadDetailPage({
  leadId,
  backTo,
}: {
  leadId: string
  backTo: '/sales/leads' | '/negotiations'
}) {
  return (
    <LeadDetailView
      leadId={leadId}
      backLink={
        <Anchor component={Link} to={backTo} size="sm">
          ← <FormattedMessage id="leads.back" />
        </Anchor>
      }
    />
  )
}

const leadDetails = getRouteApi('/portal/sales/leads/$leadId/details')

/** /sales/leads/{leadId}/details: the seller's view of one lead. */
export function LeadDetailsPage() {
  const { leadId } = leadDetails.useParams()
  return <LeadDetailPage leadId={leadId} backTo="/sales/leads" />
}

const negotiation = getRouteApi('/portal/negotiations/$id')

/** /negotiations/{id}: one negotiation, for whichever party opens it. */
export function NegotiationPage() {
  const { id } = negotiation.useParams()
  return <LeadDetailPage leadId={id} backTo="/negotiations" />
}
