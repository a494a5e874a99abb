import { Anchor, Badge, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { formatUsd } from '@namefolio/core/money/money'
import type { LeadSummary, LeadView } from '@namefolio/core/negotiations/leads.contract'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { LeadsSearch } from '../leads-search'
import type { LeadSource } from '../leads.queries'
import { PaymentDue, PaymentOutcomeNote } from './agreed-payment'
import { LeadMarks } from './lead-marks'
import { StatusLabel } from './status-label'
import { ColumnHeading } from '../../../components/ui/column-heading'
import { PlainList } from '../../../components/ui/plain-list'

export type LeadLinkTarget = 'sales' | 'negotiations'

export type LeadListProps = {
  source: LeadSource
  view: LeadView | undefined
  search: LeadsSearch
  onSearchChange: (patch: Partial<LeadsSearch>) => void
  linkTarget: LeadLinkTarget
  showFolders?: boolean
}

/** The domain cell links to the lead's page: the seller's details or the negotiation. */
function LeadLink({
  lead,
  target,
  children,
}: {
  lead: LeadSummary
  target: LeadLinkTarget
  children: ReactNode
}) {
  return target === 'sales' && lead.viewerRole === 'seller' ? (
    <Anchor
      fw={600}
      renderRoot={(props) => (
        <Link {...props} to="/sales/leads/$leadId/details" params={{ leadId: lead.id }} />
      )}
    >
      {children}
    </Anchor>
  ) : (
    <Anchor
      fw={600}
      renderRoot={(props) => <Link {...props} to="/negotiations/$id" params={{ id: lead.id }} />}
    >
      {children}
    </Anchor>
  )
}

function UnreadDot({ lead }: { lead: LeadSummary }) {
  const intl = useIntl()
  if (lead.read) return null
  return (
    <Badge size="xs" circle color="blue" title={intl.formatMessage({ id: 'leads.unread' })}>
      <span className="nf-visually-hidden">{intl.formatMessage({ id: 'leads.unread' })}</span>
    </Badge>
  )
}

function Offer({ lead }: { lead: LeadSummary }) {
  return (
    <Text size="sm" className="nf-tabular" ta="right" fw={lead.hasActiveOffer ? 600 : 400}>
      {formatUsd(lead.agreedPriceMicros ?? lead.lastOfferMicros)}
    </Text>
  )
}

export function ListSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true" data-testid="leads-skeleton">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={36} />
      ))}
    </Stack>
  )
}

export function LeadTable({ leads, target }: { leads: LeadSummary[]; target: LeadLinkTarget }) {
  const intl = useIntl()
  const isSellerSide = leads.some((l) => l.createdAt !== undefined)
  return (
    <Table highlightOnHover verticalSpacing="xs" striped={false}>
      <caption className="nf-visually-hidden">
        {intl.formatMessage({ id: 'leads.table.caption' })}
      </caption>
      <Table.Thead>
        <Table.Tr>
          <ColumnHeading label="leads.column.name" />
          <ColumnHeading label="leads.column.status" />
          <ColumnHeading label="leads.column.offer" ta="right" />
          <ColumnHeading label="leads.column.assignee" />
          <ColumnHeading label="leads.column.likeStatus" />
          <ColumnHeading label="leads.column.updatedAt" />
          {isSellerSide && <ColumnHeading label="leads.column.createdAt" />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {leads.map((lead) => (
          <Table.Tr key={lead.id} data-lead={lead.domainName}>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <UnreadDot lead={lead} />
                <Stack gap={0}>
                  <LeadLink lead={lead} target={target}>
                    {lead.domainName}
                  </LeadLink>
                  <Text size="xs" c="dimmed">
                    {lead.viewerRole === 'buyer'
                      ? lead.seller.name
                      : intl.formatMessage({ id: 'leads.buyerLabel' }, { name: lead.buyer.name })}
                  </Text>
                </Stack>
              </Group>
            </Table.Td>
            <Table.Td>
              <Stack gap={4} align="flex-start">
                <StatusLabel label={lead.label} />
                {lead.payment !== null && <PaymentDue payment={lead.payment} />}
                {lead.paymentOutcome !== null && (
                  <PaymentOutcomeNote outcome={lead.paymentOutcome} />
                )}
              </Stack>
            </Table.Td>
            <Table.Td>
              <Offer lead={lead} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">
                {lead.brokerInfo?.name ?? intl.formatMessage({ id: 'common.empty' })}
              </Text>
            </Table.Td>
            <Table.Td>
              <LeadMarks lead={lead} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" className="nf-tabular">
                {formatServerDate(lead.updatedAt, 'table')}
              </Text>
            </Table.Td>
            {isSellerSide && (
              <Table.Td>
                <Text size="sm" className="nf-tabular">
                  {formatServerDate(lead.createdAt, 'table')}
                </Text>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

export function LeadCards({ leads, target }: { leads: LeadSummary[]; target: LeadLinkTarget }) {
  return (
    <PlainList gap="xs">
      {leads.map((lead) => (
        <Card
          key={lead.id}
          component="li"
          withBorder
          radius="md"
          padding="sm"
          data-lead={lead.domainName}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              <UnreadDot lead={lead} />
              <Text truncate>
                <LeadLink lead={lead} target={target}>
                  {lead.domainName}
                </LeadLink>
              </Text>
            </Group>
            <Offer lead={lead} />
          </Group>
          <Group justify="space-between" mt={6} wrap="nowrap" gap="xs">
            <StatusLabel label={lead.label} />
            <Text size="xs" c="dimmed" className="nf-tabular">
              {formatServerDate(lead.updatedAt, 'table')}
            </Text>
          </Group>
          {lead.payment !== null && (
            <Group mt={6}>
              <PaymentDue payment={lead.payment} />
            </Group>
          )}
          {lead.paymentOutcome !== null && (
            <Group mt={6}>
              <PaymentOutcomeNote outcome={lead.paymentOutcome} />
            </Group>
          )}
          <Group justify="space-between" mt={4} wrap="nowrap">
            <Text size="xs" c="dimmed" truncate>
              {lead.viewerRole === 'buyer' ? lead.seller.name : lead.buyer.name}
              {lead.brokerInfo ? ` · ${lead.brokerInfo.name}` : ''}
            </Text>
            <LeadMarks lead={lead} />
          </Group>
        </Card>
      ))}
    </PlainList>
  )
}
