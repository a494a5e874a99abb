import { Tooltip } from '@mantine/core'
import { LISTING_STATUSES, type ListingStatus } from '@namefolio/core/domains/domain-status'
import { fastTransferDisplay } from '@namefolio/core/domains/fast-transfer'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { EmptyCell } from './deal-cells'
import type { PortfolioRow } from '../portfolio-row'

function isListingStatus(value: string | null): value is ListingStatus {
  return (LISTING_STATUSES as readonly (string | null)[]).includes(value)
}

/**
 * The fast-transfer cell (spec §4): Yes, No, Not eligible or Awaiting opt-in; the ineligible,
 * inactive and awaiting statuses explain themselves in a tooltip, which screen readers get as
 * the cell's description.
 */
export function FastTransferCell({ row }: { row: PortfolioRow }) {
  const intl = useIntl()
  const reasonId = useId()
  const status = row.fastTransferStatus
  if (!isListingStatus(status)) return <EmptyCell />
  const display = fastTransferDisplay(status)
  const label = <FormattedMessage id={`portfolio.fastTransfer.${display.label}`} />
  if (!display.hasTooltip) return <span data-fast-transfer={display.label}>{label}</span>
  const reason = intl.formatMessage({ id: `portfolio.fastTransfer.reason.${status}` })
  return (
    <Tooltip label={reason} multiline w={240} withArrow>
      <span className="nf-has-tip" data-fast-transfer={display.label} aria-describedby={reasonId}>
        {label}
        <span id={reasonId} className="nf-visually-hidden">
          {reason}
        </span>
      </span>
    </Tooltip>
  )
}

/** A yes/no row fact (featured, hidden, on our nameservers). */
export function YesNo({ value }: { value: boolean | undefined }) {
  if (value === undefined) return <EmptyCell />
  return <FormattedMessage id={value ? 'portfolio.fact.yes' : 'portfolio.fact.no'} />
}

export function Registrar({ row }: { row: PortfolioRow }) {
  return row.registrar === null ? <EmptyCell /> : <>{row.registrar}</>
}

/**
 * A custom list status warning (spec §4): a sync error is critical wherever the row is shown;
 * needs-sync only matters, as a warning, where lease to own is on.
 */
export function CustomListNotice({ row, where }: { row: PortfolioRow; where: 'status' | 'lto' }) {
  if (where === 'status' && row.customListStatus === 'SYNC_ERROR') {
    return (
      <span className="nf-cell-notice" data-kind="critical" role="note">
        <FormattedMessage id="portfolio.customList.syncError" />
      </span>
    )
  }
  if (where === 'lto' && row.customListStatus === 'NEEDS_SYNC' && row.leasingEnabled) {
    return (
      <span className="nf-cell-notice" data-kind="warning" role="note">
        <FormattedMessage id="portfolio.customList.needsSync" />
      </span>
    )
  }
  return null
}
