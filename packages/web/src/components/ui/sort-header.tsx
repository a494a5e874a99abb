import { Table } from '@mantine/core'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import './sort-header.css'

/** A sortable column header: a button with the order announced through aria-sort. */
export function SortHeader<K extends string>({
  sortKey,
  current,
  order,
  onSort,
  children,
  align,
  width,
}: {
  sortKey: K
  current: K
  order: 'asc' | 'desc'
  onSort: (key: K) => void
  children: ReactNode
  align?: 'right'
  width?: number
}) {
  const intl = useIntl()
  const isActive = sortKey === current
  return (
    <Table.Th
      ta={align}
      w={width}
      aria-sort={isActive ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button
        type="button"
        className="nf-sort-button"
        onClick={() => onSort(sortKey)}
        title={intl.formatMessage({ id: 'sales.sort.by' })}
      >
        {children}
        <span aria-hidden="true">{isActive ? (order === 'asc' ? '↑' : '↓') : '↕'}</span>
      </button>
    </Table.Th>
  )
}
