import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { formatUsd } from '@namefolio/core/money/money'
import type { LeadDetail } from '@namefolio/core/negotiations/leads.contract'
import { sidebarFieldsFor, type SidebarField } from '@namefolio/core/negotiations/sidebar-fields'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'

function Row({
  label,
  children,
  testId,
}: {
  label: ReactNode
  children: ReactNode
  testId?: string
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} className="nf-tabular" ta="right">
        {children}
      </Text>
    </Group>
  )
}

function fieldValue(lead: LeadDetail, field: SidebarField): string {
  switch (field) {
    case 'sellerOffer':
      return formatUsd(lead.sellerOfferMicros, 2)
    case 'buyerOffer':
      return formatUsd(lead.buyerOfferMicros, 2)
    case 'floorPrice':
      return formatUsd(lead.floorPriceMicros, 2)
    case 'createdAt':
      return formatServerDate(lead.createdAt, 'sidebar')
  }
}

/** The sidebar of spec §2: both offers; floor and created date for sellers only (§6). */
export function LeadSidebar({ lead }: { lead: LeadDetail }) {
  const intl = useIntl()
  const role = lead.viewerRole === 'admin' ? 'seller' : lead.viewerRole
  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-labelledby="lead-sidebar-title">
      <Title order={2} size="h4" mb="sm" id="lead-sidebar-title">
        <FormattedMessage id="leads.sidebar.title" />
      </Title>
      <Stack gap={8}>
        {sidebarFieldsFor(role).map((field) => (
          <Row
            key={field}
            label={<FormattedMessage id={`leads.sidebar.${field}` as MessageKey} />}
            testId={`sidebar-${field}`}
          >
            {fieldValue(lead, field)}
          </Row>
        ))}
        <Row label={<FormattedMessage id="leads.sidebar.buyNow" />}>
          {formatUsd(lead.buyNowPriceMicros, 2)}
        </Row>
        {lead.expiry !== null && (
          <Row label={<FormattedMessage id="leads.sidebar.expires" />}>
            {formatServerDate(lead.expiry, 'sidebar')}
          </Row>
        )}
        {lead.agreedPriceMicros !== null && (
          <Row label={<FormattedMessage id="leads.sidebar.agreed" />} testId="sidebar-agreed">
            {formatUsd(lead.agreedPriceMicros, 2)}
          </Row>
        )}
        <Divider my={4} />
        <Row label={<FormattedMessage id="leads.sidebar.buyer" />}>{lead.buyer.name}</Row>
        {lead.brokerInfo && (
          <Row label={<FormattedMessage id="leads.sidebar.broker" />}>{lead.brokerInfo.name}</Row>
        )}
        <Row label={<FormattedMessage id="leads.sidebar.outcome" />}>
          {intl.formatMessage({ id: `leads.outcome.${lead.outcome}` as MessageKey })}
        </Row>
      </Stack>
    </Paper>
  )
}
