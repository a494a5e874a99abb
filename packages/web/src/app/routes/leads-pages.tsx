import { Anchor, Group, SegmentedControl, Stack, Tabs, Text, Title } from '@mantine/core'
import { useDocumentTitle } from '@mantine/hooks'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { LeadDetailView } from '../../features/leads/components/lead-detail'
import { LeadList } from '../../features/leads/components/lead-list'
import type { LeadsSearch, LeadViewName } from '../../features/leads/leads-search'
import { useActiveRole } from '../../features/session/active-role'
import type { MessageKey } from '../../i18n/en-us'

function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: MessageKey
  subtitle: MessageKey
  children?: ReactNode
}) {
  const intl = useIntl()
  useDocumentTitle(
    `${intl.formatMessage({ id: title })} · ${intl.formatMessage({ id: 'app.brand' })}`,
  )
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <div>
        <Title order={1} size="h2">
          <FormattedMessage id={title} />
        </Title>
        <Text c="dimmed" size="sm">
          <FormattedMessage id={subtitle} />
        </Text>
      </div>
      {children}
    </Group>
  )
}

const salesLeads = getRouteApi('/portal/sales/leads')

/** /sales/leads: the seller's leads (a broker without the seller role sees the assigned ones). */
export function SalesLeadsPage() {
  const search = salesLeads.useSearch()
  const navigate = salesLeads.useNavigate()
  return (
    <Stack gap="md" maw={1200}>
      <PageHeader title="leads.title" subtitle="leads.subtitle" />
      <LeadList
        source="leads"
        view={undefined}
        search={search}
        onSearchChange={(patch: Partial<LeadsSearch>) =>
          void navigate({ search: (previous) => ({ ...previous, ...patch }) })
        }
        linkTarget="sales"
      />
    </Stack>
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

const negotiations = getRouteApi('/portal/negotiations')

/** /negotiations: the domains the user negotiates to buy. */
export function NegotiationsPage() {
  const search = negotiations.useSearch()
  const navigate = negotiations.useNavigate()
  return (
    <Stack gap="md" maw={1200}>
      <PageHeader title="negotiations.title" subtitle="negotiations.subtitle" />
      <LeadList
        source="leads"
        view="buyer"
        search={search}
        onSearchChange={(patch) =>
          void navigate({ search: (previous) => ({ ...previous, ...patch }) })
        }
        linkTarget="negotiations"
      />
    </Stack>
  )
}

function OffersTabs({ current }: { current: 'made' | 'received' }) {
  const intl = useIntl()
  const navigate = useNavigate()
  return (
    <Tabs
      value={current}
      onChange={(value) =>
        void navigate({
          to: value === 'received' ? '/domains/offers/received' : '/domains/offers/made',
        })
      }
    >
      <Tabs.List aria-label={intl.formatMessage({ id: 'offers.tabs.label' })}>
        <Tabs.Tab value="made">
          <FormattedMessage id="offers.made.title" />
        </Tabs.Tab>
        <Tabs.Tab value="received">
          <FormattedMessage id="offers.received.title" />
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  )
}

const offersMade = getRouteApi('/portal/domains/offers/made')

/** /domains/offers/made: the buyer's offers and where each stands. */
export function OffersMadePage() {
  const search = offersMade.useSearch()
  const navigate = offersMade.useNavigate()
  return (
    <Stack gap="md" maw={1200}>
      <PageHeader title="offers.made.title" subtitle="offers.made.subtitle" />
      <OffersTabs current="made" />
      <LeadList
        source="offersMade"
        view="buyer"
        search={search}
        onSearchChange={(patch) =>
          void navigate({ search: (previous) => ({ ...previous, ...patch }) })
        }
        linkTarget="negotiations"
        showFolders={false}
      />
    </Stack>
  )
}

const offersReceived = getRouteApi('/portal/domains/offers/received')

/** /domains/offers/received: counter-offers sellers and brokers sent the buyer. */
export function OffersReceivedPage() {
  const search = offersReceived.useSearch()
  const navigate = offersReceived.useNavigate()
  return (
    <Stack gap="md" maw={1200}>
      <PageHeader title="offers.received.title" subtitle="offers.received.subtitle" />
      <OffersTabs current="received" />
      <LeadList
        source="offersReceived"
        view="buyer"
        search={search}
        onSearchChange={(patch) =>
          void navigate({ search: (previous) => ({ ...previous, ...patch }) })
        }
        linkTarget="negotiations"
        showFolders={false}
      />
    </Stack>
  )
}

const leadDetails = getRouteApi('/portal/sales/leads/$leadId/details')

/** /sales/leads/{leadId}/details: the seller's view of one lead. */
export function LeadDetailsPage() {
  const { leadId } = leadDetails.useParams()
  return (
    <LeadDetailView
      leadId={leadId}
      backLink={
        <Anchor component={Link} to="/sales/leads" size="sm">
          ← <FormattedMessage id="leads.back" />
        </Anchor>
      }
    />
  )
}

const negotiation = getRouteApi('/portal/negotiations/$id')

/** /negotiations/{id}: one negotiation, for whichever party opens it. */
export function NegotiationPage() {
  const { id } = negotiation.useParams()
  return (
    <LeadDetailView
      leadId={id}
      backLink={
        <Anchor component={Link} to="/negotiations" size="sm">
          ← <FormattedMessage id="leads.back" />
        </Anchor>
      }
    />
  )
}
