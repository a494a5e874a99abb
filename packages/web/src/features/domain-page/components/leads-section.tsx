import { Anchor, Badge, Group, Stack, Text } from '@mantine/core'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { formatUsd } from '@namefolio/core/money/money'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FormattedMessage, FormattedNumber } from 'react-intl'
import { DelayedSkeleton } from '../../../components/ui/delayed'
import { LoadError } from '../../../components/ui/load-error'
import type { PortfolioDomain } from '@namefolio/core/portfolio/portfolio.contract'
import { domainPageQueries } from '../domain-page.queries'
import { PageSection } from '../../../components/ui/page-section'

function LeadList({ name }: { name: string }) {
  const leads = useQuery(domainPageQueries.leads(name))
  if (leads.isPending) {
    return <DelayedSkeleton height={96} />
  }
  if (leads.isError) {
    return <LoadError message="domainPage.leads.error" onRetry={() => void leads.refetch()} />
  }
  if (leads.data.items.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="leads-empty">
        <FormattedMessage id="domainPage.leads.empty" />
      </Text>
    )
  }
  return (
    <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
      {leads.data.items.map((lead) => (
        <Group
          key={lead.id}
          component="li"
          justify="space-between"
          align="center"
          gap="xs"
          py="xs"
          wrap="wrap"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor
              size="sm"
              fw={500}
              renderRoot={(props) => (
                <Link {...props} to="/sales/leads/$leadId/details" params={{ leadId: lead.id }} />
              )}
            >
              {lead.buyer.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              <FormattedMessage
                id="domainPage.leads.updated"
                values={{ date: formatServerDate(lead.updatedAt) }}
              />
            </Text>
          </Stack>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" className="nf-tabular">
              {lead.lastOfferMicros === null ? (
                <FormattedMessage id="domainPage.leads.noOffer" />
              ) : (
                formatUsd(lead.lastOfferMicros)
              )}
            </Text>
            <Badge size="sm" radius="sm" variant="light" color="gray" c="var(--mantine-color-text)">
              <FormattedMessage id={`leads.label.${lead.label}`} />
            </Badge>
          </Group>
        </Group>
      ))}
    </Stack>
  )
}

/** Leads and offers on this domain (the seller's lead list, this domain only; decision 293). */
export function LeadsSection({ row }: { row: PortfolioDomain }) {
  return (
    <PageSection
      title="domainPage.leads.title"
      testId="domain-page-leads"
      action={
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/sales/leads" />}>
          <FormattedMessage id="domainPage.leads.all" />
        </Anchor>
      }
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <FormattedMessage
            id="domainPage.leads.counts"
            values={{
              offers: <FormattedNumber value={row.offerCount} />,
              leads: <FormattedNumber value={row.intakeLeads} />,
            }}
          />
        </Text>
        <LeadList name={row.name} />
      </Stack>
    </PageSection>
  )
}
