import { UnstyledButton } from '@mantine/core'
import { createColumnHelper, tableFeatures, type ColumnDef } from '@tanstack/react-table'
import { createContext, useContext } from 'react'
import { FormattedMessage, FormattedNumber } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import type { PortfolioRow } from '../portfolio-row'
import type { PortfolioRouteView, PortfolioSortKey, SortOrder } from '../portfolio-search'
import type { Selection } from '../portfolio-selection'
import type { OpenRowModal } from './row-actions'

/** What every cell needs from the page, so the column definitions stay stable. */
export type PortfolioTableContext = {
  view: PortfolioRouteView
  selection: Selection
  onToggle: (name: string) => void
  onTogglePage: (on: boolean) => void
  pageNames: readonly string[]
  onOpen: OpenRowModal
  isColorCustomizationOn: boolean
  canSeeSearchStats: boolean
  onUpgrade: () => void
  sort: PortfolioSortKey | undefined
  order: SortOrder | undefined
  onSort: (key: PortfolioSortKey | undefined, order: SortOrder | undefined) => void
  /** The ids of the choosable columns to show, in order (the column chooser, decision 284). */
  visibleColumns: readonly string[]
  /** The switchboard's registrarColumn flag (spec §6): the registrar column is offered. */
  isRegistrarColumnOn: boolean
  /** The switchboard's nameserverData flag (spec §6): the marketplace-nameserver column. */
  isNameserverDataOn: boolean
  /** The switchboard's landerSorting flag (spec §6): the lander column sorts. */
  isLanderSortingOn: boolean
}

export const TableContext = createContext<PortfolioTableContext | null>(null)
export function useTableContext(): PortfolioTableContext {
  const context = useContext(TableContext)
  if (context === null) throw new Error('PortfolioTable cells need the table context')
  return context
}

export const features = tableFeatures({})
export const helper = createColumnHelper<typeof features, PortfolioRow>()
export type PortfolioColumns = ColumnDef<typeof features, PortfolioRow>[]

/** Column classes: money and counts right-aligned in tabular figures (DESIGN.md §8). */
export const NUMERIC = 'nf-money'

export function Count({ value }: { value: number | undefined | null }) {
  return (
    <span className="nf-tabular">
      {value === undefined || value === null ? '--' : <FormattedNumber value={value} />}
    </span>
  )
}

/** A sortable header: asc, then desc, then the server's default order. */
export function SortHeader({
  sortKey,
  label,
  isNumeric = false,
}: {
  sortKey: PortfolioSortKey
  label: MessageKey
  isNumeric?: boolean
}) {
  const { sort, order, onSort } = useTableContext()
  const isActive = sort === sortKey
  const next = (): [PortfolioSortKey | undefined, SortOrder | undefined] => {
    if (!isActive) return [sortKey, 'asc']
    if (order === 'asc') return [sortKey, 'desc']
    return [undefined, undefined]
  }
  return (
    <UnstyledButton
      className="nf-sort-button"
      data-numeric={isNumeric || undefined}
      onClick={() => onSort(...next())}
    >
      <FormattedMessage id={label} />
      <span aria-hidden="true" className="nf-sort-mark" data-active={isActive || undefined}>
        {isActive ? (order === 'desc' ? '▼' : '▲') : '↕'}
      </span>
    </UnstyledButton>
  )
}

/** A header the API cannot sort by: the label only. */
export function PlainHeader({ label }: { label: MessageKey }) {
  return <FormattedMessage id={label} />
}
