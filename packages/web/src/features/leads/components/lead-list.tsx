import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { formatUsd } from '@namefolio/core/money/money'
import type { LeadSummary, LeadView } from '@namefolio/core/negotiations/leads.contract'
import { LEAD_FOLDERS, type LeadFolder } from '@namefolio/core/negotiations/negotiation-status'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Delayed } from '../../../components/ui/delayed'
import { EmptyState } from '../../../components/ui/empty-state'
import { Pager } from '../../../components/ui/pager'
import type { MessageKey } from '../../../i18n/en-us'
import { LEAD_SORT_KEYS, type LeadSortKey, type LeadsSearch } from '../leads-search'
import { leadQueries, type LeadSource } from '../leads.queries'
import { PaymentDue, PaymentOutcomeNote } from './agreed-payment'
import { LeadMarks } from './lead-marks'
import { StatusLabel } from './status-label'
import { useIsPhone } from '../../../components/ui/use-is-phone'

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

function ListSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true" data-testid="leads-skeleton">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={36} />
      ))}
    </Stack>
  )
}

function LeadTable({ leads, target }: { leads: LeadSummary[]; target: LeadLinkTarget }) {
  const intl = useIntl()
  const isSellerSide = leads.some((l) => l.createdAt !== undefined)
  return (
    <Table highlightOnHover verticalSpacing="xs" striped={false}>
      <caption className="nf-visually-hidden">
        {intl.formatMessage({ id: 'leads.table.caption' })}
      </caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <FormattedMessage id="leads.column.name" />
          </Table.Th>
          <Table.Th>
            <FormattedMessage id="leads.column.status" />
          </Table.Th>
          <Table.Th ta="right">
            <FormattedMessage id="leads.column.offer" />
          </Table.Th>
          <Table.Th>
            <FormattedMessage id="leads.column.assignee" />
          </Table.Th>
          <Table.Th>
            <FormattedMessage id="leads.column.likeStatus" />
          </Table.Th>
          <Table.Th>
            <FormattedMessage id="leads.column.updatedAt" />
          </Table.Th>
          {isSellerSide && (
            <Table.Th>
              <FormattedMessage id="leads.column.createdAt" />
            </Table.Th>
          )}
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

function LeadCards({ leads, target }: { leads: LeadSummary[]; target: LeadLinkTarget }) {
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
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
    </Stack>
  )
}

function FolderTabs({
  view,
  folder,
  onChange,
}: {
  view: LeadView | undefined
  folder: LeadFolder
  onChange: (folder: LeadFolder) => void
}) {
  const intl = useIntl()
  const counts = useQuery(leadQueries.counts(view))
  return (
    <Tabs
      value={folder}
      onChange={(value) => value && onChange(value as LeadFolder)}
      variant="pills"
      radius="xl"
      activateTabWithKeyboard={false}
    >
      <Tabs.List
        aria-label={intl.formatMessage({ id: 'leads.folders.label' })}
        style={{ flexWrap: 'nowrap', overflowX: 'auto', paddingBottom: 2 }}
      >
        {LEAD_FOLDERS.map((f) => (
          <Tabs.Tab
            key={f}
            value={f}
            rightSection={
              counts.data ? (
                <Badge
                  size="sm"
                  variant={f === folder ? 'white' : 'light'}
                  color={f === 'NEEDS_ATTENTION' && counts.data.counts[f] > 0 ? 'orange' : 'gray'}
                >
                  {counts.data.counts[f]}
                </Badge>
              ) : null
            }
            style={{ flexShrink: 0 }}
          >
            <FormattedMessage id={`leads.folder.${f}` as MessageKey} />
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  )
}

function SortControls({
  search,
  onSearchChange,
}: {
  search: LeadsSearch
  onSearchChange: (patch: Partial<LeadsSearch>) => void
}) {
  const intl = useIntl()
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <Select
        label={intl.formatMessage({ id: 'leads.sort.label' })}
        size="xs"
        w={160}
        allowDeselect={false}
        value={search.sort}
        data={LEAD_SORT_KEYS.map((key) => ({
          value: key,
          label: intl.formatMessage({ id: `leads.sort.${key}` as MessageKey }),
        }))}
        onChange={(value) => value && onSearchChange({ sort: value as LeadSortKey, offset: 0 })}
      />
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={`${intl.formatMessage({ id: 'leads.order.toggle' })}: ${intl.formatMessage({
          id: search.order === 'asc' ? 'leads.order.asc' : 'leads.order.desc',
        })}`}
        onClick={() =>
          onSearchChange({ order: search.order === 'asc' ? 'desc' : 'asc', offset: 0 })
        }
      >
        <span aria-hidden="true">{search.order === 'asc' ? '↑' : '↓'}</span>
      </ActionIcon>
    </Group>
  )
}

/** A paged, sorted list of leads with folders (spec §2, §3, §4). */
export function LeadList({
  source,
  view,
  search,
  onSearchChange,
  linkTarget,
  showFolders = true,
}: LeadListProps) {
  const isPhone = useIsPhone()
  const page = useQuery(leadQueries.list(source, view, search))
  const isBuyerList = source !== 'leads' || view === 'buyer'

  let body: ReactNode
  if (page.isPending) {
    body = (
      <Delayed>
        <ListSkeleton />
      </Delayed>
    )
  } else if (page.isError) {
    body = (
      <Alert
        color="red"
        variant="light"
        role="alert"
        title={<FormattedMessage id="leads.error.title" />}
      >
        <Button size="xs" variant="default" onClick={() => void page.refetch()}>
          <FormattedMessage id="common.retry" />
        </Button>
      </Alert>
    )
  } else if (page.data.items.length === 0) {
    const inFolder = search.folder !== 'all'
    body = (
      <Paper withBorder radius="md">
        {inFolder ? (
          <EmptyState
            title={<FormattedMessage id="leads.empty.folder.title" />}
            action={
              <Button variant="light" onClick={() => onSearchChange({ folder: 'all', offset: 0 })}>
                <FormattedMessage id="leads.empty.folder.action" />
              </Button>
            }
          >
            <FormattedMessage id="leads.empty.folder.body" />
          </EmptyState>
        ) : (
          <EmptyState
            title={
              <FormattedMessage
                id={isBuyerList ? 'leads.empty.buyer.title' : 'leads.empty.all.title'}
              />
            }
          >
            <FormattedMessage
              id={
                source === 'offersReceived'
                  ? 'leads.empty.offersReceived.body'
                  : isBuyerList
                    ? 'leads.empty.buyer.body'
                    : 'leads.empty.all.body'
              }
            />
          </EmptyState>
        )}
      </Paper>
    )
  } else {
    const { items, total } = page.data
    body = (
      <Stack gap="sm" aria-busy={page.isPlaceholderData}>
        {isPhone ? (
          <LeadCards leads={items} target={linkTarget} />
        ) : (
          <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
            <LeadTable leads={items} target={linkTarget} />
          </Paper>
        )}
        <Pager
          offset={search.offset}
          limit={search.limit}
          total={total}
          onOffsetChange={(offset) => onSearchChange({ offset })}
        />
      </Stack>
    )
  }

  return (
    <Stack gap="sm">
      {showFolders && (
        <FolderTabs
          view={view}
          folder={search.folder}
          onChange={(folder) => onSearchChange({ folder, offset: 0 })}
        />
      )}
      <Group justify="flex-end">
        <SortControls search={search} onSearchChange={onSearchChange} />
      </Group>
      {body}
    </Stack>
  )
}
