import {
  Anchor,
  Button,
  Card,
  Checkbox,
  Collapse,
  Group,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core'
import { MOBILE_ROW_COUNT } from '@namefolio/core/constants/list-limits'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { PortfolioRow } from '../portfolio-row'
import type { PortfolioRouteView } from '../portfolio-search'
import { isSelected, type Selection } from '../portfolio-selection'
import { LanderSelect } from './lander-select'
import { LtoControl } from './lto-control'
import { PriceCell } from './price-cell'
import { RowActionList } from './row-action-list'
import type { OpenRowModal } from './row-actions'
import { StatusCell } from './status-cell'
import { DEAL_VIEWS, DealCardFacts } from './deal-card'
import { CustomListNotice } from './fact-cells'
import { PlainList } from '../../../components/ui/plain-list'

function MobileCard({
  row,
  view,
  onOpen,
  isColorCustomizationOn,
  selection,
  onToggle,
}: {
  row: PortfolioRow
  view: PortfolioRouteView
  onOpen: OpenRowModal
  isColorCustomizationOn: boolean
  selection: Selection
  onToggle: (name: string) => void
}) {
  const intl = useIntl()
  const [isOpen, setIsOpen] = useState(false)
  const actionsId = `nf-actions-${row.id}`
  if (DEAL_VIEWS.includes(view)) {
    return (
      <Card component="li" withBorder padding="sm" radius="md" data-domain={row.name}>
        <Text fw={600} className="nf-domain-name">
          {row.displayName}
        </Text>
        <DealCardFacts row={row} view={view} />
      </Card>
    )
  }
  return (
    <Card component="li" withBorder padding="sm" radius="md" data-domain={row.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Checkbox
            size="xs"
            aria-label={intl.formatMessage(
              { id: 'portfolio.select.row' },
              { domain: row.displayName },
            )}
            checked={isSelected(selection, row.name)}
            onChange={() => onToggle(row.name)}
          />
          <Anchor
            renderRoot={(props) => (
              <Link
                {...props}
                to="/domains/$displayName/details"
                params={{ displayName: row.displayName }}
              />
            )}
            fw={600}
            className="nf-domain-name"
          >
            {row.displayName}
          </Anchor>
        </Group>
        <Stack gap={2} align="flex-end">
          <StatusCell
            row={row}
            onListDomain={(target) => onOpen('EDIT', target)}
            onResubmit={(target) => onOpen('RESUBMIT_LISTINGS', target)}
          />
          <CustomListNotice row={row} where="status" />
        </Stack>
      </Group>
      <SimpleGrid cols={3} spacing={4} mt="xs">
        {(['buynowPrice', 'floorPrice', 'minbidPrice'] as const).map((column) => (
          <Stack key={column} gap={0} align="flex-end">
            <Text size="xs" c="dimmed">
              <FormattedMessage
                id={
                  column === 'buynowPrice'
                    ? 'portfolio.column.buyNow'
                    : column === 'floorPrice'
                      ? 'portfolio.column.floor'
                      : 'portfolio.column.minBid'
                }
              />
            </Text>
            <PriceCell row={row} column={column} />
          </Stack>
        ))}
      </SimpleGrid>
      <Group justify="space-between" mt="xs" gap="xs">
        <LanderSelect row={row} isColorCustomizationOn={isColorCustomizationOn} />
        <Stack gap={2} align="flex-end">
          <LtoControl row={row} />
          <CustomListNotice row={row} where="lto" />
        </Stack>
      </Group>
      <Group justify="space-between" mt="xs" gap="xs">
        {/* Wraps on a narrow phone (nf-tabular would keep it on one line past the card). */}
        <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
          <FormattedMessage
            id="portfolio.mobile.facts"
            values={{
              offers: row.offerCount,
              views: row.intakeViews,
              leads: row.intakeLeads,
              date: formatServerDate(row.createdAt, 'table'),
            }}
          />
        </Text>
        <Button
          size="compact-sm"
          variant="default"
          aria-expanded={isOpen}
          aria-controls={actionsId}
          onClick={() => setIsOpen((open) => !open)}
        >
          <FormattedMessage id="portfolio.mobile.actions" />
        </Button>
      </Group>
      <Collapse expanded={isOpen} id={actionsId}>
        <div style={{ paddingTop: 8 }}>
          {isOpen && <RowActionList row={row} view={view} onOpen={onOpen} />}
        </div>
      </Collapse>
    </Card>
  )
}

/** On a phone the table is a list of cards, 4 rows at a time (spec §2, §9). */
export function PortfolioList(props: {
  rows: readonly PortfolioRow[]
  view: PortfolioRouteView
  onOpen: OpenRowModal
  isColorCustomizationOn: boolean
  selection: Selection
  onToggle: (name: string) => void
}) {
  const [shown, setShown] = useState(MOBILE_ROW_COUNT)
  const rows = props.rows.slice(0, shown)
  return (
    <Stack gap="xs">
      <PlainList gap="xs">
        {rows.map((row) => (
          <MobileCard key={row.id} row={row} {...props} />
        ))}
      </PlainList>
      {shown < props.rows.length && (
        <Button variant="default" onClick={() => setShown((count) => count + MOBILE_ROW_COUNT)}>
          <FormattedMessage
            id="portfolio.mobile.more"
            values={{
              count: Math.min(MOBILE_ROW_COUNT, props.rows.length - shown),
              left: props.rows.length - shown,
            }}
          />
        </Button>
      )}
    </Stack>
  )
}
