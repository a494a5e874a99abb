import { ActionIcon, Badge, Button, Group, Paper, Select, Stack, Tabs } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { LeadView } from '@namefolio/core/negotiations/leads.contract'
import { LEAD_FOLDERS, type LeadFolder } from '@namefolio/core/negotiations/negotiation-status'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Delayed } from '../../../components/ui/delayed'
import { EmptyState } from '../../../components/ui/empty-state'
import { Pager } from '../../../components/ui/pager'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { LEAD_SORT_KEYS, type LeadSortKey, type LeadsSearch } from '../leads-search'
import { leadQueries } from '../leads.queries'
import { useIsPhone } from '../../../components/ui/use-is-phone'
import { LoadError } from '../../../components/ui/load-error'
import { ListSkeleton, LeadTable, LeadCards, type LeadListProps } from './lead-rows'

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
    body = <LoadError title="leads.error.title" onRetry={() => void page.refetch()} />
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
